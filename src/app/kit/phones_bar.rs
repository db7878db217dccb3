//! What a table shows of its phones: on the host, the lobby while phones join, who is away
//! and a Phones panel in the sheet (a fresh code, a computer for an away seat); on a guest,
//! who is away and a lost connection.

use super::model::{KitMsg, SavedTable, Table, Update};
use super::store::Store;
use crate::app::net::hub::Presence;
use crate::app::net::lobby::{with_names, PairSeat};
use crate::core::{Seat, Viewed};
use crate::core::lang::listed;
use crate::{t, ts};
use yew::prelude::*;

/// One phone seat, as the host's table shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct PhoneSeat {
    pub seat: Seat,
    pub name: AttrValue,
    pub presence: Presence,
    /// A computer plays it until the host gives it back.
    pub covered: bool,
}

/// A table's phones, for its frame.
#[derive(Clone, Debug, PartialEq)]
pub struct PhonesBar {
    /// The table's id (in its codes); the host's seats (none on a guest).
    pub table: u32,
    pub seats: Vec<PhoneSeat>,
    /// The players whose phones are away.
    pub away: Vec<AttrValue>,
    pub away_seats: Vec<Seat>,
    /// On a host: the game was under way (its page reloaded), so its lobby waits for the
    /// phones to come back rather than to start.
    pub resumed: bool,
    /// A guest whose link to the host closed.
    pub lost: bool,
    /// A guest whose host has not answered for a while.
    pub silent: bool,
    /// A guest whose seat a computer plays until the host gives it back.
    pub covered: bool,
    pub on_cover: Callback<(Seat, bool)>,
}

impl PhonesBar {
    /// The phone seats whose phones are here.
    pub fn here(&self) -> Vec<Seat> {
        let here = self.seats.iter().filter(|s| s.presence == Presence::Here);
        here.map(|s| s.seat).collect()
    }

    /// The phone seats still to join: the lobby shows while there are any.
    pub fn waiting(&self) -> Vec<&PhoneSeat> {
        let seats = self.seats.iter();
        seats
            .filter(|s| s.presence == Presence::Waiting && !s.covered)
            .collect()
    }
}

/// The phones of a table that has any (a host with phone seats, or a guest).
pub fn phones<M: Update + 'static, G: Viewed, S: SavedTable>(
    store: &UseReducerHandle<Store<M>>,
    table: &Table<G, S>,
    kit: fn(KitMsg) -> M::Msg,
) -> Option<PhonesBar> {
    let name = |s: Seat| AttrValue::from(table.setup.name(s));
    let away_seats = table.away();
    let d = store.dispatcher();
    let on_cover = Callback::from(move |(seat, on)| d.dispatch(kit(KitMsg::Cover(seat, on))));
    let (mut silent, mut covered) = (false, false);
    let (table_id, seats, lost) = match (table.host(), table.remote()) {
        (Some(h), _) => {
            let seats = h.hub.seats().into_iter().map(|seat| PhoneSeat {
                seat,
                name: name(seat),
                presence: h.hub.presence(seat).unwrap_or(Presence::Waiting),
                covered: h.covered.contains(&seat),
            });
            (h.hub.table, seats.collect(), false)
        }
        (None, Some(r)) => {
            silent = r.silent;
            covered = r.guest.covered.contains(&r.guest.seat);
            (0, Vec::new(), r.lost)
        }
        (None, None) => return None,
    };
    Some(PhonesBar {
        table: table_id,
        seats,
        away: away_seats.iter().map(|&s| name(s)).collect(),
        away_seats,
        resumed: table.host().is_some() && table.moves() > 0,
        lost,
        silent,
        covered,
        on_cover,
    })
}

/// The lobby over the host's table while phones join.
pub fn lobby(bar: &PhonesBar) -> Html {
    let waiting = bar.waiting();
    html! {
        <section class="lobby overlay-card" aria-label={ts!("Phones joining", "参加中のスマホ")} data-lobby="open">
            <h2>{ ts!("Waiting for phones", "スマホの参加を待っています") }</h2>
            if bar.resumed {
                <p data-lobby-resumed="yes">{ ts!(
                    "This game was under way: each phone joins again with a new code below, on the same Wi-Fi. The game goes on when every phone is back.",
                    "このゲームは途中です。各スマホは同じWi-Fiで、下の新しいコードからもう一度参加します。全員のスマホが戻るとゲームを続けます。"
                ) }</p>
            } else {
                <p>{ ts!(
                    "Each player joins with their own phone on the same Wi-Fi. The game starts when every phone has joined.",
                    "各プレイヤーは同じWi-Fiにつないだ自分のスマホで参加します。全員のスマホがそろうとゲームが始まります。"
                ) }</p>
            }
            <ul class="pair-list">
                { for waiting.iter().map(|s| html! {
                    <li>
                        <PairSeat table={bar.table} seat={s.seat} name={s.name.clone()} taken={bar.here()} />
                        { cover_button(bar, s) }
                    </li>
                }) }
            </ul>
        </section>
    }
}

fn cover_button(bar: &PhonesBar, s: &PhoneSeat) -> Html {
    let on = !s.covered;
    let onclick = bar.on_cover.reform({
        let seat = s.seat;
        move |_: MouseEvent| (seat, on)
    });
    let label = if on {
        ts!("Let a computer play", "コンピューターに任せる")
    } else {
        ts!("Take the seat back", "席を戻す")
    };
    html! { <button type="button" class="button quiet" {onclick}>{ label }</button> }
}

/// Who is away (on every device), or a guest's lost connection.
pub fn away_line(bar: &PhonesBar) -> Html {
    // On a guest: the link lost, the host silent, or a computer in its seat.
    let guest = if bar.lost {
        Some(("lost", ts!(
            "The connection to the host's phone was lost. Scan a fresh code from the host to rejoin: the host finds it under More, Phones (or in its lobby, if the host's page was reloaded).",
            "ホストのスマホとの接続が切れました。ホストの新しいコードを読み取って、もう一度参加してください。コードはホストの「メニュー」→「スマホ」にあります（ホストがページを再読み込みした場合は、待機画面にあります）。"
        )))
    } else if bar.silent {
        Some(("silent", ts!(
            "The host's phone is not answering. Is its screen on, with Samurai Tables open? The game goes on when it answers.",
            "ホストのスマホが応答していません。画面がついていて、Samurai Tablesが開いているか確認してください。応答があればゲームを続けます。"
        )))
    } else if bar.covered {
        Some(("covered", ts!(
            "A computer plays your seat until the host gives it back (More, Phones, on the host's phone).",
            "ホストが席を戻すまで、あなたの席はコンピューターがプレイします（ホストのスマホの「メニュー」→「スマホ」）。"
        )))
    } else {
        None
    };
    if let Some((why, text)) = guest {
        let host = why != "covered";
        return html! {
            <p class="notice away" role={if host { "alert" } else { "status" }}
               data-away={host.then_some("host")} data-silent={(why == "silent").then_some("yes")}
               data-covered={(!host).then_some("yes")}>{ text }</p>
        };
    }
    // On the host: a phone that is back while a computer still plays its seat.
    let back: Vec<&PhoneSeat> = bar
        .seats
        .iter()
        .filter(|s| s.covered && s.presence == Presence::Here)
        .collect();
    if let [s, ..] = back[..] {
        let text = t!(
            "{name}'s phone is back, but a computer plays their seat until you give it back (More, Phones).",
            "{name}のスマホが戻りましたが、あなたが席を戻すまでコンピューターがプレイします（「メニュー」→「スマホ」）。";
            name = &s.name
        );
        return html! {
            <p class="notice away" role="status" data-covered={s.seat.to_string()}>{ with_names(&text, &[&s.name]) }</p>
        };
    }
    if bar.away.is_empty() {
        return Html::default();
    }
    let names: Vec<&str> = bar.away.iter().map(|n| n.as_str()).collect();
    let covered = bar.seats.iter().any(|s| s.covered && bar.away_seats.contains(&s.seat));
    let text = match names.as_slice() {
        [one] if covered => t!(
            "{one}'s phone is away: a computer plays for them.",
            "{one}のスマホが離れています。代わりにコンピューターがプレイします。"
        ),
        [one] => t!(
            "{one}'s phone is away: the game waits for it.",
            "{one}のスマホが離れています。戻るまでゲームは待ちます。"
        ),
        // English joins them with "and" only, as before (no list comma).
        _ => t!(
            "{all}'s phones are away: the game waits for them.",
            "{listed}のスマホが離れています。戻るまでゲームは待ちます。";
            all = names.join(" and "),
            listed = listed(&names)
        ),
    };
    let seats: Vec<String> = bar.away_seats.iter().map(|s| s.to_string()).collect();
    html! { <p class="notice away" role="status" data-away={seats.join(" ")}>{ with_names(&text, &names) }</p> }
}

/// The host's Phones panel in the sheet: each phone seat, whether it is here, a fresh code
/// for one that dropped, and a computer for its seat meanwhile.
#[function_component(PhonesPanel)]
pub fn phones_panel(p: &PanelProps) -> Html {
    let pairing = use_state(|| None::<Seat>);
    let bar = &p.bar;
    html! {
        <ul class="phones">
            { for bar.seats.iter().map(|s| {
                // The key (data-presence) and the words a player reads.
                let (word, said) = match s.presence {
                    Presence::Here => ("here", t!("{name}'s phone: here", "{name}のスマホ：接続中"; name = &s.name)),
                    Presence::Away => ("away", t!("{name}'s phone: away", "{name}のスマホ：離れています"; name = &s.name)),
                    Presence::Waiting => ("waiting", t!("{name}'s phone: waiting", "{name}のスマホ：参加待ち"; name = &s.name)),
                };
                let fresh = {
                    let (pairing, seat) = (pairing.clone(), s.seat);
                    Callback::from(move |_: MouseEvent| pairing.set(Some(seat)))
                };
                html! {
                    <li data-presence={word}>
                        <span>{ with_names(&said, &[&s.name]) }</span>
                        if *pairing == Some(s.seat) && s.presence != Presence::Here {
                            <PairSeat table={bar.table} seat={s.seat} name={s.name.clone()} taken={bar.here()} />
                        } else if s.presence != Presence::Here {
                            <button type="button" class="button quiet" onclick={fresh}>{ ts!("New code", "新しいコード") }</button>
                        }
                        if s.presence != Presence::Here || s.covered { { cover_button(bar, s) } }
                    </li>
                }
            }) }
        </ul>
    }
}

#[derive(Properties, PartialEq)]
pub struct PanelProps {
    pub bar: PhonesBar,
}
