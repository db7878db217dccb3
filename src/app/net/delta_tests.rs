use super::*;
use crate::app::net::proto::{read, Envelope, MAX_FROM_HOST};
use crate::core::rng::from_seed;
use crate::core::{BotLevel, BotPlayer, Game};
use crate::games::honor::{HonorConfig, HonorState};
use crate::games::panda::{PandaConfig, PandaState};
use crate::games::pocket::PocketState;
use crate::games::satsuma::SatsumaState;

/// One phone's line: what the host told it and what it built, with what went over it.
struct Line<G: Viewed> {
    seat: Seat,
    told: Told<G>,
    built: Built<G>,
    n: u64,
    sizes: Vec<usize>,
    texts: Vec<String>,
}

impl<G: Viewed> Line<G> {
    fn new(seat: Seat) -> Self {
        Line {
            seat,
            told: Told::default(),
            built: Built::default(),
            n: 0,
            sizes: Vec::new(),
            texts: Vec::new(),
        }
    }

    /// The host's messages for `view` (what changed since the last).
    fn send(&mut self, view: &ViewOf<G>) -> Vec<String> {
        let n = &mut self.n;
        self.told.parts(Rc::new(view.clone()), || {
            *n += 1;
            *n
        })
    }

    /// The phone takes `texts`; what the last did.
    fn hear(&mut self, texts: &[String]) -> Option<Took> {
        let mut last = None;
        for text in texts {
            assert!(text.len() <= PART_BYTES, "{} bytes", text.len());
            self.sizes.push(text.len());
            self.texts.push(text.clone());
            let env: Envelope<FromHost<PartOf<G>>> = read(text, MAX_FROM_HOST).unwrap();
            let FromHost::Part(part) = env.body else {
                panic!("a part")
            };
            last = Some(self.built.take(env.n, *part, self.seat));
        }
        last
    }

    /// Sends `view` and checks the phone then has exactly it.
    fn step(&mut self, view: &ViewOf<G>, at: &str) {
        let texts = self.send(view);
        if texts.is_empty() {
            assert_eq!(**self.built.view.as_ref().unwrap(), *view, "{at}");
            return;
        }
        assert_eq!(self.hear(&texts), Some(Took::View), "{at}");
        assert_eq!(
            **self.built.view.as_ref().unwrap(),
            *view,
            "{at}: the same view"
        );
    }
}

/// Plays a game with medium computers from `seed`, calling `visit` with the state before
/// each move and after the last.
fn play<G: BotPlayer + Viewed>(config: G::Config, seed: u64, mut visit: impl FnMut(&G)) {
    let mut s = G::new(&config, seed);
    let mut rngs: Vec<_> = (0..s.seat_count())
        .map(|i| from_seed(seed ^ i as u64))
        .collect();
    let mut moves = 0;
    while !s.is_over() {
        visit(&s);
        let seat = s.to_act()[0];
        let a = G::bot_action(&s.observe(seat), BotLevel::Medium, &mut rngs[seat]).unwrap();
        s.apply(seat, &a).unwrap();
        moves += 1;
        assert!(moves < 20_000, "the game ends");
    }
    visit(&s);
}

/// Figures of one phone's line over a game: messages, bytes, the largest, and the median of
/// the last ten messages over that of the first ten.
fn figures(sizes: &[usize]) -> (usize, usize, usize, f64) {
    let median = |s: &[usize]| {
        let mut s = s.to_vec();
        s.sort();
        s[s.len() / 2] as f64
    };
    let ten = sizes.len().min(10);
    let growth = median(&sizes[sizes.len() - ten..]) / median(&sizes[..ten]);
    let largest = sizes.iter().copied().max().unwrap_or(0);
    (sizes.len(), sizes.iter().sum(), largest, growth)
}

/// Every seat as a phone through whole games: after every move each builds exactly the
/// view the host would send whole. Returns each game's first seat-1 line's sizes.
fn whole_games<G: BotPlayer + Viewed>(
    config: G::Config,
    seeds: std::ops::Range<u64>,
) -> Vec<usize> {
    let mut first = Vec::new();
    for seed in seeds {
        let mut lines: Vec<Line<G>> = Vec::new();
        let mut step = 0;
        play::<G>(config.clone(), seed, |s| {
            if lines.is_empty() {
                lines = (0..s.seat_count()).map(Line::new).collect();
            }
            step += 1;
            for line in &mut lines {
                let view = s.view(Some(line.seat));
                line.step(
                    &view,
                    &format!("{} seed {seed} step {step} seat {}", G::ID, line.seat),
                );
            }
        });
        if first.is_empty() {
            first = lines.swap_remove(1).sizes;
        }
    }
    first
}

#[test]
fn every_phone_game_builds_the_hosts_view_at_every_step_from_what_changed() {
    let sat = whole_games::<SatsumaState>(Default::default(), 0..6);
    let honor = whole_games::<HonorState>(HonorConfig::default(), 0..4);
    let pocket = whole_games::<PocketState>(Default::default(), 0..6);
    let panda = whole_games::<PandaState>(PandaConfig { target_score: 300 }, 0..2);
    for (game, sizes) in [
        ("satsuma", &sat),
        ("honor", &honor),
        ("pocket", &pocket),
        ("panda", &panda),
    ] {
        let (n, bytes, largest, growth) = figures(sizes);
        println!("{game}: {n} messages, {bytes} bytes, largest {largest}, last ten / first ten {growth:.2}");
        assert!(
            growth <= 2.0,
            "{game}: the last messages are no larger than twice the first"
        );
    }
    let (_, bytes, _, _) = figures(&sat);
    assert!(
        bytes <= 200 * 1024,
        "a whole Satsuma game at most 200 KB: {bytes}"
    );
}

#[test]
fn pandas_passing_goes_as_its_rule_and_a_deal_costs_little() {
    let mut line = Line::<PandaState>::new(1);
    let mut ruled = 0;
    let mut deal_bytes = 0;
    play::<PandaState>(PandaConfig::default(), 3, |s| {
        if s.observe(1).deal > 1 {
            return;
        }
        let view = s.view(Some(1));
        let texts = line.send(&view);
        ruled += texts.iter().filter(|t| t.contains("\"Rule\"")).count();
        deal_bytes += texts.iter().map(String::len).sum::<usize>();
        if !texts.is_empty() {
            assert_eq!(line.hear(&texts), Some(Took::View));
        }
        assert_eq!(**line.built.view.as_ref().unwrap(), view);
    });
    assert!(ruled >= 1, "the 2,730 gifts go as the rule");
    let (n, _, largest, growth) = figures(&line.sizes);
    println!("panda, deal 1 to seat 1: {n} messages, {deal_bytes} bytes, the largest {largest}, last ten / first ten {growth:.2}");
    assert!(
        growth <= 2.0,
        "the deal's last messages are no larger than twice its first"
    );
    assert!(
        deal_bytes <= 200 * 1024,
        "Panda's first deal at most 200 KB"
    );
}

#[test]
fn honors_exchange_goes_as_its_rule() {
    let mut ruled = 0;
    for seed in 0..3 {
        let mut line = Line::<HonorState>::new(0);
        play::<HonorState>(HonorConfig::default(), seed, |s| {
            let view = s.view(Some(0));
            let texts = line.send(&view);
            ruled += texts.iter().filter(|t| t.contains("\"Rule\"")).count();
            if !texts.is_empty() {
                assert_eq!(line.hear(&texts), Some(Took::View));
            }
        });
    }
    assert!(ruled >= 1, "the exchanges go as the rule");
}

/// Panda with a guest at seat 1, played to its tenth deal (or its end), the phone's line up
/// to date; returns the state and the line.
fn panda_late() -> (PandaState, Line<PandaState>) {
    let config = PandaConfig {
        target_score: 10_000,
    };
    let mut s = PandaState::new(&config, 11);
    let mut line = Line::new(1);
    let mut rngs: Vec<_> = (0..4).map(|i| from_seed(11 ^ i)).collect();
    while s.observe(1).deal < 10 {
        let view = s.view(Some(1));
        let texts = line.send(&view);
        line.hear(&texts);
        let seat = s.to_act()[0];
        let a = PandaState::bot_action(&s.observe(seat), BotLevel::Medium, &mut rngs[seat]);
        s.apply(seat, &a.unwrap()).unwrap();
    }
    (s, line)
}

#[test]
fn a_phone_rejoining_late_gets_its_view_whole_in_parts_of_at_most_16_kb() {
    let (s, mut line) = panda_late();
    let view = s.view(Some(1));
    assert!(
        view.events.len() > 500,
        "a long history: {}",
        view.events.len()
    );
    // The phone comes back on a new link: the host forgets what it told it.
    line.told.forget();
    line.built.restart();
    let texts = line.send(&view);
    let sizes: Vec<usize> = texts.iter().map(String::len).collect();
    println!(
        "panda, deal 10: a whole view after a rejoin in {} parts, {} bytes, the largest {}",
        texts.len(),
        sizes.iter().sum::<usize>(),
        sizes.iter().max().unwrap()
    );
    assert!(texts.len() > 1, "too long for one part");
    // The parts before the last build nothing to draw.
    for (i, t) in texts.iter().enumerate() {
        let took = line.hear(std::slice::from_ref(t));
        let want = if i + 1 < texts.len() {
            Took::Partial
        } else {
            Took::View
        };
        assert_eq!(took, Some(want));
    }
    assert_eq!(**line.built.view.as_ref().unwrap(), view);
}

#[test]
fn a_lost_part_is_noticed_and_answered_whole_never_applied_past() {
    let (mut s, mut line) = panda_late();
    let before = line.built.view.clone().unwrap();
    // The next change is lost on the way.
    let mut r = from_seed(5);
    let mut next = |s: &mut PandaState| {
        let seat = s.to_act()[0];
        let a = PandaState::bot_action(&s.observe(seat), BotLevel::Medium, &mut r).unwrap();
        s.apply(seat, &a).unwrap();
    };
    loop {
        next(&mut s);
        if !line.send(&s.view(Some(1))).is_empty() {
            break;
        }
    }
    assert_eq!(
        line.built.view.as_ref(),
        Some(&before),
        "the phone has not heard it"
    );
    loop {
        next(&mut s);
        let texts = line.send(&s.view(Some(1)));
        if !texts.is_empty() {
            // The one after it does not follow what the phone has: it asks once, and takes
            // nothing until the whole view comes.
            assert_eq!(line.hear(&texts), Some(Took::OutOfStep(true)));
            assert_eq!(line.built.view.as_ref(), Some(&before), "nothing applied");
            break;
        }
    }
    loop {
        next(&mut s);
        let texts = line.send(&s.view(Some(1)));
        if !texts.is_empty() {
            assert_eq!(
                line.hear(&texts),
                Some(Took::OutOfStep(false)),
                "asked once"
            );
            break;
        }
    }
    line.told.forget();
    let view = s.view(Some(1));
    let texts = line.send(&view);
    assert_eq!(line.hear(&texts), Some(Took::View));
    assert_eq!(**line.built.view.as_ref().unwrap(), view);
    // And from there, what changed again.
    next(&mut s);
    line.step(&s.view(Some(1)), "after the resync");
}

#[test]
fn a_part_that_does_not_fit_changes_nothing_and_asks_again() {
    let (s, mut line) = panda_late();
    let before = line.built.view.clone().unwrap();
    let chain = line.n;
    let bad_parts: Vec<PartOf<PandaState>> = vec![
        // Beyond the text's end, then inside a character, then a wrong sum.
        Part {
            table: vec![Edit::put(1 << 30, 0, "x")],
            sum: Some(0),
            ..Part::new(chain)
        },
        Part {
            table: vec![Edit::put(0, 1 << 40, "")],
            sum: Some(0),
            ..Part::new(chain)
        },
        Part {
            table: vec![Edit::put(0, 0, "[")],
            sum: Some(1),
            ..Part::new(chain)
        },
        // Events cut past the end of the history.
        Part {
            from: Some(1 << 20),
            sum: Some(fnv(&line.told.text)),
            ..Part::new(chain)
        },
    ];
    for (i, part) in bad_parts.into_iter().enumerate() {
        let mut b = line.built.clone();
        let took = b.take(chain + 1, part, 1);
        assert!(matches!(took, Took::OutOfStep(true)), "{i}: {took:?}");
        assert_eq!(b.view.as_ref(), Some(&before), "{i}: nothing changed");
    }
    // A rule a table does not have (Satsuma says its moves as a list).
    let mut sat = Line::<SatsumaState>::new(1);
    let state = SatsumaState::new(&Default::default(), 3);
    sat.step(&state.view(Some(1)), "Satsuma's first view");
    let sat_before = sat.built.view.clone();
    let rule = Part {
        legal: Moves::Rule {
            before: vec![],
            after: vec![],
        },
        sum: Some(fnv(&sat.told.text)),
        ..Part::new(sat.n)
    };
    assert_eq!(sat.built.take(sat.n + 1, rule, 1), Took::OutOfStep(true));
    assert_eq!(sat.built.view, sat_before, "nothing changed");
    // A whole view of another seat is refused outright.
    let mut other = Line::<PandaState>::new(2);
    let texts = other.send(&s.view(Some(2)));
    let env: Envelope<FromHost<PartOf<PandaState>>> = read(&texts[0], MAX_FROM_HOST).unwrap();
    let FromHost::Part(part) = env.body else {
        panic!()
    };
    let took = line.built.take(env.n, *part, 1);
    assert!(matches!(took, Took::Refused(_)), "{took:?}");
    assert_eq!(line.built.view.as_ref(), Some(&before));
}

#[test]
fn text_edits_make_the_new_text_of_the_old() {
    let apply = |old: &str, edits: &[Edit]| {
        let mut out = String::new();
        let mut at = 0;
        for edit in edits {
            let Edit::Put(keep, drop, add) = edit else {
                panic!("text edits write text")
            };
            out.push_str(&old[at..at + keep]);
            at += keep + drop;
            out.push_str(add);
        }
        out + &old[at..]
    };
    let mut r = from_seed(1);
    use rand::RngExt;
    let words = [
        "[1,2,3]",
        "{\"a\":5}",
        "\"名前\",",
        "7,",
        "null,",
        "{",
        "}",
        "[",
        "],",
    ];
    for _ in 0..500 {
        let old: String = (0..r.random_range(0..40))
            .map(|_| words[r.random_range(0..words.len())])
            .collect();
        let mut new = old.clone();
        for _ in 0..r.random_range(0..4) {
            let w = words[r.random_range(0..words.len())];
            let mut at = r.random_range(0..=new.len());
            while !new.is_char_boundary(at) {
                at -= 1;
            }
            new.insert_str(at, w);
        }
        let edits = text_edits(&old, &new);
        assert_eq!(apply(&old, &edits), new, "{old} -> {new}");
        let cut = trimmed(&old, &new);
        assert_eq!(apply(&old, &[cut]), new);
    }
    // A small change in a long text costs a little.
    let long: String = (0..2000).map(|i| format!("{i},")).collect();
    let changed = long.replace("1500,", "1500,99,");
    let edits = text_edits(&long, &changed);
    let at = long.find("1501,").unwrap();
    assert_eq!(edits, vec![Edit::put(at, 0, "99,")]);
    // What the new events hold goes as copies of them.
    let events = "[{\"Played\":{\"seat\":2,\"combo\":{\"kind\":\"Pair\",\"rank\":11}}}]";
    let old = "{\"table\":null,\"turn\":1}";
    let new = "{\"table\":{\"kind\":\"Pair\",\"rank\":11},\"turn\":3}";
    let copied = with_copies(text_edits(old, new), events);
    assert!(
        copied.iter().any(|e| matches!(e, Edit::Copy(..))),
        "{copied:?}"
    );
    let mut out = String::new();
    let mut at = 0;
    for edit in &copied {
        let (keep, drop, add) = match edit {
            Edit::Put(k, d, a) => (*k, *d, a.as_str()),
            Edit::Copy(k, d, from, len) => (*k, *d, &events[*from..from + len]),
        };
        out.push_str(&old[at..at + keep]);
        at += keep + drop;
        out.push_str(add);
    }
    assert_eq!(out + &old[at..], new);
}

#[test]
fn a_doubled_message_is_refused_and_never_applied_twice() {
    use crate::app::net::guest::{Change, Guest};
    let (mut s, mut line) = panda_late();
    let mut guest = Guest::<PandaState>::new(1, "t".into());
    // The phone rejoins: its view whole, then what changes, each message heard twice.
    line.told.forget();
    let mut r = from_seed(9);
    for _ in 0..40 {
        for text in line.send(&s.view(Some(1))) {
            let change = guest.hear(&text).unwrap();
            assert!(
                matches!(change, Change::View | Change::Partial),
                "{change:?}"
            );
            let before = guest.view().cloned();
            assert!(
                matches!(
                    guest.hear(&text),
                    Err(crate::app::net::proto::Refusal::Stale { .. })
                ),
                "the same message again is refused"
            );
            assert_eq!(guest.view().cloned(), before, "and changes nothing");
        }
        assert_eq!(
            **guest.view().unwrap(),
            s.view(Some(1)),
            "the view once, not twice"
        );
        let seat = s.to_act()[0];
        let a = PandaState::bot_action(&s.observe(seat), BotLevel::Medium, &mut r).unwrap();
        s.apply(seat, &a).unwrap();
    }
}

#[test]
fn an_edit_of_another_shape_is_garbage() {
    let read = |t: &str| serde_json::from_str::<Edit>(t);
    assert_eq!(read("[1,2,\"x\"]").unwrap(), Edit::put(1, 2, "x"));
    assert_eq!(read("[1,2,3,4]").unwrap(), Edit::Copy(1, 2, 3, 4));
    for bad in [
        "[1,\"x\",3]",
        "[1,2,3]",
        "[1,2,\"x\",4]",
        "[1,2,3,4,5]",
        "[1,2]",
        "{}",
        "[-1,2,\"x\"]",
    ] {
        assert!(read(bad).is_err(), "{bad}");
    }
}
