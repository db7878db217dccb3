use super::*;
use crate::app::net::hub::{Heard, Hub};
use crate::core::{Session, Viewed};
use crate::games::satsuma::{Action, Phase, SatsumaState};

/// The host's side of a Satsuma table whose seat 1 is a phone: the session and its hub.
struct Host {
    session: Session<SatsumaState>,
    hub: Hub<SatsumaState>,
}

impl Host {
    fn new() -> Host {
        Host {
            session: Session::new(Default::default(), 9),
            hub: Hub::new(5, vec![None, Some("t1".into())]),
        }
    }

    /// What the host sends back for one message of the phone (replies, then its view).
    fn hear(&mut self, text: &str) -> Vec<String> {
        let mut out = Vec::new();
        match self.hub.hear(1, text, 0.0) {
            Heard::Joined { welcome } => out.push(welcome),
            Heard::Act { n, action } => {
                if let Err(e) = self.session.apply(1, action) {
                    out.extend(self.hub.refused(1, n, || format!("Not allowed: {e}.")));
                }
            }
            Heard::Alive { reply } => out.push(reply),
            Heard::Resync | Heard::Aside { .. } => {}
            Heard::Refused { reply, .. } => out.extend(reply),
        }
        let view = std::rc::Rc::new(self.session.state.view(Some(1)));
        out.extend(self.hub.view_for(1, view));
        out
    }
}

fn deliver(guest: &mut Guest<SatsumaState>, host: &Host, messages: Vec<String>) {
    for m in messages {
        let change = guest.hear(&m).expect("the guest takes what its host sends");
        // The leak check: a view the guest builds is exactly the seat's view, nothing more.
        if change == Change::View {
            assert_eq!(**guest.view().unwrap(), host.session.state.view(Some(1)));
        }
    }
}

/// A whole view of `view`'s seat as a host writes it, numbered `n`.
fn whole(n: u64, view: ViewOf<SatsumaState>) -> String {
    let mut told = crate::app::net::delta::Told::<SatsumaState>::default();
    let mut n = n - 1;
    let parts = told.parts(std::rc::Rc::new(view), || {
        n += 1;
        n
    });
    assert_eq!(parts.len(), 1);
    parts.into_iter().next().unwrap()
}

#[test]
fn a_phone_joins_plays_its_seat_and_hears_refusals() {
    let mut host = Host::new();
    let mut guest = Guest::<SatsumaState>::new(1, "t1".into());
    assert!(!awaited(&guest));
    let hello = guest.hello();
    let replies = host.hear(&hello);
    deliver(&mut guest, &host, replies);
    assert!(awaited(&guest), "the phone's seat discards first");
    // The person at the host discards; the phone's view does not change (nothing shows).
    let mine = host.session.state.legal_actions(0)[0].clone();
    host.session.apply(0, mine).unwrap();
    // The phone discards what its view offers.
    let action = guest.view().unwrap().legal[0].clone();
    let sent = guest.act(action).expect("offered");
    let replies = host.hear(&sent);
    deliver(&mut guest, &host, replies);
    assert_eq!(host.session.state.phase(), Phase::Clash);
    assert_eq!(guest.view().unwrap().table.phase, Phase::Clash);
    // Next hand is a move the phone may make too; a second one is not offered.
    assert!(guest.act(Action::Discard(vec![])).is_none());
    assert!(guest.notice.is_some());
    // A forged move (not through `act`) reaches the engine, which refuses it.
    let forged = write(99, &FromGuest::Act(Action::Discard(vec![0, 1, 2, 3])));
    let replies = host.hear(&forged);
    assert_eq!(replies.len(), 1, "a refusal, no new view");
    deliver(&mut guest, &host, replies);
    assert!(guest.notice.as_deref().unwrap().starts_with("Not allowed"));
    assert_eq!(host.session.state.phase(), Phase::Clash, "nothing changed");
}

#[test]
fn a_phone_refuses_views_of_other_seats_old_numbers_and_garbage() {
    let state = Session::<SatsumaState>::new(Default::default(), 9).state;
    let mut guest = Guest::<SatsumaState>::new(1, "t1".into());
    let theirs = whole(1, state.view(Some(0)));
    assert_eq!(guest.hear(&theirs), Err(Refusal::Forged));
    let public = whole(1, state.view(None));
    assert_eq!(guest.hear(&public), Err(Refusal::Forged));
    let mut old = state.view(Some(1));
    old.version = 7;
    assert_eq!(guest.hear(&whole(1, old)), Err(Refusal::Version(7)));
    assert!(guest.view().is_none(), "nothing refused was taken");
    let mine = whole(3, state.view(Some(1)));
    assert_eq!(guest.hear(&mine), Ok(Change::View));
    assert!(matches!(
        guest.hear(&mine),
        Err(Refusal::Stale { n: 3, last: 3 })
    ));
    assert_eq!(guest.hear("\u{0}garbage"), Err(Refusal::Garbled));
    let welcome_other = write(
        4,
        &FromHost::<crate::app::net::delta::PartOf<SatsumaState>>::Welcome {
            seat: 0,
            token: "x".into(),
        },
    );
    assert_eq!(guest.hear(&welcome_other), Err(Refusal::Forged));
    assert_eq!(guest.token(), "t1");
}

#[test]
fn a_reason_the_app_knows_is_said_in_the_guests_language_not_the_hosts() {
    use crate::core::lang::{in_lang, Lang};
    let mut hub = Hub::<SatsumaState>::new(5, vec![None, Some("t1".into())]);
    let mut guest = Guest::<SatsumaState>::new(1, "t1".into());
    let hello = guest.hello();
    let Heard::Joined { welcome } = hub.hear(1, &hello, 0.0) else {
        panic!("joined")
    };
    guest.hear(&welcome).unwrap();
    // The host reads English; a computer plays the phone's seat.
    let told = hub.refused_as(1, 2, Why::Covered).unwrap();
    assert!(told.contains("A computer plays this seat"), "{told}");
    // The guest reads Japanese: the notice is in its language.
    in_lang(Lang::Ja, || guest.hear(&told)).unwrap();
    assert_eq!(
        guest.notice.as_deref(),
        Some("ホストが席を戻すまで、この席はコンピューターがプレイします。")
    );
    // The engine's reason goes in every language: the guest says it in its reader's,
    // whatever the host reads.
    let engine = in_lang(Lang::Ja, || {
        hub.refused(1, 3, || {
            crate::t!("Not allowed: no.", "その手はできません。")
        })
    })
    .unwrap();
    assert!(engine.contains("その手はできません。") && engine.contains("Not allowed: no."));
    guest.hear(&engine).unwrap();
    assert_eq!(guest.notice.as_deref(), Some("Not allowed: no."));
    let engine = hub
        .refused(1, 4, || {
            crate::t!("Not allowed: no.", "その手はできません。")
        })
        .unwrap();
    in_lang(Lang::Ja, || guest.hear(&engine)).unwrap();
    assert_eq!(guest.notice.as_deref(), Some("その手はできません。"));
    // A phone's own refusal of a move, in its language.
    in_lang(Lang::Ja, || guest.act(Action::Discard(vec![])));
    assert_eq!(guest.notice.as_deref(), Some("その手は今は選べません。"));
}
