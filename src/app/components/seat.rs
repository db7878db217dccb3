//! A player's place at the table: name, badges, status and markers.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SeatProps {
    pub name: AttrValue,
    /// Side or team, e.g. "Samurai".
    pub side: AttrValue,
    #[prop_or_default]
    pub accent: &'static str,
    #[prop_or_default]
    pub badges: Vec<AttrValue>,
    #[prop_or_default]
    pub status: AttrValue,
    #[prop_or_default]
    pub active: bool,
    #[prop_or_default]
    pub out: bool,
    /// Markers as (label, filled, total), e.g. casualties 3 of 9.
    #[prop_or_default]
    pub markers: Option<(AttrValue, usize, usize)>,
    /// The engine's seat index: `data-seat`, where the motion kit finds a seat.
    #[prop_or_default]
    pub seat: Option<usize>,
    #[prop_or_default]
    pub children: Children,
}

#[function_component(SeatPanel)]
pub fn seat_panel(p: &SeatProps) -> Html {
    let markers = p.markers.as_ref().map(|(label, filled, total)| {
        html! {
            <div class="markers" role="img" aria-label={crate::t!("{label}: {filled}", "{label}：{filled}")}>
                <span class="markers-label" aria-hidden="true">{ format!("{label} {filled}") }</span>
                <span class="marker-row" aria-hidden="true">
                    { for (0..(*total).max(*filled)).map(|i| html! {
                        <span class={classes!("marker", (i < *filled).then_some("filled"))}></span>
                    }) }
                </span>
            </div>
        }
    });
    html! {
        <section class={classes!("seat", p.accent, p.active.then_some("active"), p.out.then_some("out"))}
                 aria-label={format!("{} ({})", p.name, p.side)} data-seat={p.seat.map(|s| s.to_string())}>
            <header class="seat-head">
                <span class="seat-name">{ p.name.clone() }</span>
                <span class="seat-side">{ p.side.clone() }</span>
                { for p.badges.iter().map(|b| html! { <span class="role-badge">{ b.clone() }</span> }) }
            </header>
            { markers.unwrap_or_default() }
            if !p.status.is_empty() {
                <p class="seat-status">{ p.status.clone() }</p>
            }
            { for p.children.iter() }
        </section>
    }
}
