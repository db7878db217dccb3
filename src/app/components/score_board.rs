//! A compact score table.

use crate::ts;
use yew::prelude::*;

#[derive(Clone, Debug, PartialEq)]
pub struct ScoreRow {
    pub name: AttrValue,
    pub values: Vec<AttrValue>,
    pub leading: bool,
}

#[derive(Properties, PartialEq)]
pub struct ScoreBoardProps {
    pub caption: AttrValue,
    pub columns: Vec<AttrValue>,
    pub rows: Vec<ScoreRow>,
}

#[function_component(ScoreBoard)]
pub fn score_board(p: &ScoreBoardProps) -> Html {
    html! {
        <table class="score-board">
            <caption>{ p.caption.clone() }</caption>
            <thead><tr><th scope="col">{ ts!("Player", "プレイヤー") }</th>{ for p.columns.iter().map(|c| html! { <th scope="col">{ c.clone() }</th> }) }</tr></thead>
            <tbody>
                { for p.rows.iter().map(|r| html! {
                    <tr class={classes!(r.leading.then_some("leading"))}>
                        <th scope="row">{ r.name.clone() }</th>
                        { for r.values.iter().map(|v| html! { <td>{ v.clone() }</td> }) }
                    </tr>
                }) }
            </tbody>
        </table>
    }
}
