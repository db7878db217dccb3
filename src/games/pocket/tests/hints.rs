//! The hint's reasons in known positions (the hint kit checks the rest in `kit`).

use crate::core::Game;
use crate::games::pocket::{def, hint::hint, Action, Phase, PocketConfig, PocketState, STRIKE};

#[test]
fn a_draft_hint_takes_a_card_of_the_row_and_names_it() {
    let s = PocketState::new(&PocketConfig::default(), 11);
    let seat = s.to_act()[0];
    let h = hint(&s.observe(seat)).expect("a pick");
    let Action::Pick(c) = h.action else {
        panic!("{h:?}")
    };
    assert!(s.row().contains(&c));
    assert_eq!(h.cards, vec![c]);
    assert!(
        h.reason.starts_with(&format!("Take {}: ", def(c).name)),
        "{}",
        h.reason
    );
    assert_eq!(
        hint(&s.observe(seat)),
        Some(h),
        "the same observation, the same hint"
    );
}

#[test]
fn a_strike_that_lands_is_told_in_swords_and_helms() {
    let mut s = super::duel(&["Stone Lantern"], &["Ronin Blade"]);
    // Both lay their card: 4 swords in play against 1 helm, and only Strike! left in hand.
    super::turn(&mut s, "Stone Lantern", "Ronin Blade");
    assert_eq!(s.phase(), Phase::Commit);
    let h = hint(&s.observe(0)).expect("a commit");
    assert_eq!(h.action, Action::Commit(STRIKE));
    assert_eq!(h.reason, "Lay Strike!: your 4 swords beat their 1 helm.");
    assert_eq!(h.cards, vec![STRIKE]);
}

#[test]
fn a_draft_hint_reads_in_japanese() {
    use crate::core::lang::{in_lang, Lang};
    let s = PocketState::new(&PocketConfig::default(), 11);
    let seat = s.to_act()[0];
    let h = in_lang(Lang::Ja, || hint(&s.observe(seat))).expect("a pick");
    let Action::Pick(c) = h.action else {
        panic!("{h:?}")
    };
    let title = in_lang(Lang::Ja, || def(c).title());
    assert!(
        h.reason.starts_with(&format!("{title}を取りましょう。")),
        "{}",
        h.reason
    );
    assert!(
        h.reason.ends_with('。') && !h.reason.contains("Take"),
        "{}",
        h.reason
    );
}
