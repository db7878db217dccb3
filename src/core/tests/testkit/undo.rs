//! Undo: it restores exactly the state before the person's move, the track kept move by move
//! agrees with one rebuilt from the log, and it is never allowed past anything hidden shown
//! to the person: replaying the moves undo would take back in a world that differs only in
//! what the person could not see (its hidden cards and shuffles, the others' hidden choices)
//! shows the person exactly the same.

use super::play::table;
use super::{bot_rng, KitGame};
use crate::core::rng::from_seed;
use crate::core::{GameRng, Seat, Session, Sight, Sighted, UndoRefusal, UndoTrack};
use rand::seq::SliceRandom;
use rand::RngExt;
use std::collections::BTreeSet;

/// Most legal moves tried for another seat's hidden choice in a hidden world.
const MAX_CANDIDATES: usize = 300;

/// Random games with one random seat as the person: at each of its choices the kit checks
/// undo (where it goes, what it restores, that nothing hidden was shown since when it is
/// allowed), and now and then takes the move back and plays on from there.
pub fn undo_restores_the_earlier_state_and_never_crosses_a_reveal<G: KitGame>() {
    if !G::UNDO {
        return;
    }
    let (mut allowed, mut revealed, mut worlds, mut undone) = (0u64, 0u64, 0u64, 0u64);
    // Games until the checks have been made in earnest (a game where undo is rare plays
    // more of them), each up to `UNDO_STEPS` moves and `UNDO_CHECKS` full checks.
    let mut index = 0;
    while index < 40 || ((worlds < 100 || revealed < 100 || undone < 10) && index < 2_000) {
        index += 1;
        let mut checks = 0;
        let (config, players) = table::<G>(index, false);
        let mut session = Session::<G>::new(config, index);
        let mut rng = from_seed(index ^ 0x0DD0);
        let mut bots: Vec<GameRng> = (0..players.len()).map(|s| bot_rng(index, s)).collect();
        let person = rng.random_range(0..players.len());
        let mut track = UndoTrack::new(person);
        // The state before the person's last choice, as it was seen then.
        let mut before: Option<G> = None;
        let mut undos = 0;
        let context = |s: &Session<G>| {
            format!(
                "{} game {index}, person {person}, move {}",
                G::ID,
                s.log.len()
            )
        };
        while !session.state.is_over() && session.log.len() < G::UNDO_STEPS {
            assert!(
                session.log.len() < G::MAX_ACTIONS,
                "{} does not end",
                context(&session)
            );
            let (seat, action) = session.state.next_move(&players, &mut bots, &mut rng);
            let len = session.log.len();
            track.before(&session.state, seat, len);
            if track.point() == Ok(len) {
                // The person's choice: what undo must bring back.
                before = Some(session.state.clone());
            }
            session.apply(seat, action).unwrap();
            track.after(&session.state);
            if rng.random_ratio(1, 16) {
                assert_eq!(
                    UndoTrack::replay(&session, person),
                    track,
                    "{}: the track kept move by move is the track of the log",
                    context(&session)
                );
            }
            let point = match track.point() {
                Ok(point) => point,
                Err(UndoRefusal::Revealed) => {
                    revealed += 1;
                    continue;
                }
                Err(_) => continue,
            };
            allowed += 1;
            let at_point = before.as_ref().expect("a point has its state");
            // Checked at some of the points only: each check replays the game.
            if checks == G::UNDO_CHECKS || !rng.random_ratio(1, 3) {
                continue;
            }
            checks += 1;
            let restored = session.replayed(point).unwrap();
            let undo = UndoPoint {
                session: &session,
                before: at_point,
                point,
                person,
            };
            undo.check_restored(&restored)
                .and_then(|()| undo.check_nothing_new_shown())
                .unwrap_or_else(|e| panic!("{}: undo to move {point}: {e}", context(&session)));
            for _ in 0..2 {
                let Some(world) = at_point.reshuffle_hidden(person, &mut rng) else {
                    continue;
                };
                worlds += 1;
                undo.same_in_a_hidden_world(world, &mut rng)
                    .unwrap_or_else(|e| {
                        panic!(
                            "{}: undo to move {point} goes back past something hidden: {e}",
                            context(&session)
                        )
                    });
            }
            if undos < 3 && rng.random_ratio(1, 3) {
                undos += 1;
                undone += 1;
                session = restored;
                track = UndoTrack::replay(&session, person);
                // The state before the person's choice before that, if undo may go on to it.
                before = track
                    .point()
                    .ok()
                    .map(|p| session.replayed(p).unwrap().state);
            }
        }
    }
    eprintln!(
        "{}: undo {allowed} allowed, {revealed} refused after a reveal, {worlds} hidden worlds, \
         {undone} undone, {index} games",
        G::ID
    );
    assert!(
        worlds >= 100 && revealed >= 100 && undone >= 10,
        "{}: undo was checked in earnest: {allowed} allowed, {revealed} refused after a reveal, \
         {worlds} hidden worlds, {undone} undone",
        G::ID
    );
}

/// A point undo may go back to: the game so far, the state at the point (before the
/// person's move) and the person.
struct UndoPoint<'a, G: KitGame> {
    session: &'a Session<G>,
    before: &'a G,
    point: usize,
    person: Seat,
}

impl<G: KitGame> UndoPoint<'_, G> {
    /// The shorter log's replay is the state the person saw before their move, their turn again.
    fn check_restored(&self, restored: &Session<G>) -> Result<(), String> {
        let UndoPoint {
            session,
            before,
            person,
            ..
        } = *self;
        let point = restored.log.len();
        if restored.log[..] != session.log[..point] {
            return Err("the restored log is not the log's beginning".into());
        }
        if restored.state != *before {
            return Err(format!(
                "the restored state is not the one before the move: {:?} != {before:?}",
                restored.state
            ));
        }
        if restored.state.observe(person) != before.observe(person) {
            return Err("the person does not see what they saw before their move".into());
        }
        let (seat, action) = &session.log[point];
        if *seat != person || !restored.state.legal_actions(person).contains(action) {
            return Err(format!(
                "the move taken back ({action:?} by {seat}) is not the person's again"
            ));
        }
        Ok(())
    }

    /// Every state since the point shows the person nothing their view at the point did not.
    fn check_nothing_new_shown(&self) -> Result<(), String> {
        let seen: BTreeSet<Sight> = self.sights(self.before);
        let mut state = self.before.clone();
        for (i, seat, action) in self.moves_since() {
            state.apply(seat, action).map_err(|e| e.to_string())?;
            let now = self.sights(&state);
            if !now.is_subset(&seen) {
                let new: Vec<&Sight> = now.difference(&seen).collect();
                return Err(format!("move {i} showed {new:?}"));
            }
        }
        Ok(())
    }

    /// What the person sees in `state`.
    fn sights(&self, state: &G) -> BTreeSet<Sight> {
        state.observe(self.person).sighted().into_iter().collect()
    }

    /// The moves since the point, each with its number in the log.
    fn moves_since(&self) -> impl Iterator<Item = (usize, Seat, &G::Action)> {
        let log = &self.session.log[self.point..];
        log.iter()
            .enumerate()
            .map(|(i, (seat, action))| (self.point + i, *seat, action))
    }

    /// The moves since the point, replayed in `world` (the state at the point with what the
    /// person could not see dealt anew), show the person the same at every step. Another
    /// seat's move may be any of its legal moves that looks the same to the person (a hidden
    /// choice); a step no move can match was a reveal.
    fn same_in_a_hidden_world(&self, world: G, rng: &mut GameRng) -> Result<(), String> {
        let person = self.person;
        let (mut real, mut world) = (self.before.clone(), world);
        for (i, seat, action) in self.moves_since() {
            real.apply(seat, action).map_err(|e| e.to_string())?;
            let seen = real.observe(person);
            let mut candidates = vec![action.clone()];
            if seat != person {
                let mut others = world.legal_actions(seat);
                others.shuffle(rng);
                others.truncate(MAX_CANDIDATES);
                // The move played or another hidden choice, whichever comes first.
                let at = rng.random_range(0..=others.len());
                others.insert(at, action.clone());
                candidates = others;
            }
            let next = candidates.into_iter().find_map(|a| {
                let mut w = world.clone();
                (w.apply(seat, &a).is_ok() && w.observe(person) == seen).then_some(w)
            });
            match next {
                Some(w) => world = w,
                None => {
                    return Err(format!(
                        "move {i} ({action:?} by seat {seat}) shows the person what a world with \
                         other hidden cards would not: {seen:?}"
                    ))
                }
            }
        }
        Ok(())
    }
}
