//! An unlisted page (`#/bench`) that times bot decisions in the browser, for
//! `e2e/bench.mjs`. Native figures come from `examples/bench_satsuma.rs`.

use super::kit::model::bot_action;
use crate::core::{BotLevel, BotPlayer, Game, Session};
use crate::games::honor::{HonorConfig, HonorState};
use crate::games::judge::{self, JudgeState};
use crate::games::panda::{PandaConfig, PandaState};
use crate::games::pocket::PocketState;
use crate::games::satsuma::SatsumaState;
use yew::prelude::*;

/// Plays `games` bot-only games at `level` and returns every decision's time in ms.
fn time_decisions<G: BotPlayer>(config: G::Config, games: u64, level: BotLevel) -> Vec<f64> {
    let perf = gloo::utils::window()
        .performance()
        .expect("performance is available");
    let mut times = Vec::new();
    for seed in 0..games {
        let mut session = Session::<G>::new(config.clone(), seed);
        // Bounded, so a bot that never finishes cannot hang the page.
        for _ in 0..10_000 {
            let Some(seat) = session.state.to_act().into_iter().next() else {
                break;
            };
            let t0 = perf.now();
            let action = bot_action(&session, seat, level);
            times.push(perf.now() - t0);
            let Some(action) = action else { break };
            if session.apply(seat, action).is_err() {
                break;
            }
        }
    }
    times
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// Whole microseconds: integers keep float formatting (about 11 KB of wasm) out of the app.
fn micros(ms: f64) -> i64 {
    (ms * 1000.0).round() as i64
}

/// Judge's bots decide once a race is on: the time of `bot_action` at each flip, both seats,
/// over `games` games (each round is then let time out).
fn time_judge(games: u64, level: BotLevel) -> Vec<f64> {
    let perf = gloo::utils::window()
        .performance()
        .expect("performance is available");
    let mut times = Vec::new();
    for seed in 0..games {
        let mut state = JudgeState::new(&Default::default(), seed);
        while !state.is_over() {
            let _ = state.apply(0, &judge::Action::Start { t: 0.0 });
            let _ = state.apply(0, &judge::Action::Tick { t: state.flip_at() });
            for seat in 0..2 {
                let obs = state.observe(seat);
                let mut rng = judge::sim::plan_rng(seed, state.round_no(), seat);
                let t0 = perf.now();
                std::hint::black_box(JudgeState::bot_action(&obs, level, &mut rng));
                times.push(perf.now() - t0);
            }
            let _ = state.apply(0, &judge::Action::Tick { t: 1e9 });
        }
    }
    times
}

#[function_component(BenchPage)]
pub fn bench_page() -> Html {
    let result = use_state(String::new);
    let run = {
        let result = result.clone();
        Callback::from(move |_| {
            let mut rows = Vec::new();
            let mut row = |game: &str, level: BotLevel, mut t: Vec<f64>| {
                t.sort_by(|a, b| a.total_cmp(b));
                rows.push(format!(
                    "{{\"game\":\"{game}\",\"level\":\"{}\",\"decisions\":{},\"p50_us\":{},\"p95_us\":{},\"max_us\":{}}}",
                    level.name(),
                    t.len(),
                    micros(percentile(&t, 0.5)),
                    micros(percentile(&t, 0.95)),
                    micros(t.last().copied().unwrap_or(0.0))
                ));
            };
            for level in BotLevel::ALL {
                row(
                    SatsumaState::ID,
                    level,
                    time_decisions::<SatsumaState>(Default::default(), 20, level),
                );
                row(
                    HonorState::ID,
                    level,
                    time_decisions::<HonorState>(HonorConfig::all_variants(4), 10, level),
                );
                row(JudgeState::ID, level, time_judge(20, level));
                row(
                    PocketState::ID,
                    level,
                    time_decisions::<PocketState>(Default::default(), 20, level),
                );
                // Games to 100 points: a few deals each, enough decisions for a p95.
                let panda = PandaConfig { target_score: 100 };
                row(
                    PandaState::ID,
                    level,
                    time_decisions::<PandaState>(panda, 3, level),
                );
            }
            result.set(format!("[{}]", rows.join(",")));
        })
    };
    html! {
        <main class="page narrow" id="main">
            <h1>{ crate::ts!("Bot timing", "コンピューターの思考時間") }</h1>
            <p>{ crate::ts!("Times every bot decision over bot-only games per level (Satsuma: 20 games; Honor of the Samurai: 10 four-player games with every variant; Judge: both seats at every flip of 20 games; Pocket Samurai: 20 matches; Panda: 3 games to 100 points), in this browser.",
                "コンピューターだけのゲームで、レベルごとにすべての判断の時間をこのブラウザーで計ります（西南戦争：20ゲーム、武士の誉れ：全バリアントの4人戦10ゲーム、花札ジャッジ：20ゲームの毎回のめくりで両方の席、ポケット侍：20試合、パンダ：100点までを3ゲーム）。") }</p>
            <button type="button" class="button primary" id="bench-run" onclick={run}>{ crate::ts!("Run", "計測する") }</button>
            <pre id="bench-result" translate="no">{ (*result).clone() }</pre>
        </main>
    }
}
