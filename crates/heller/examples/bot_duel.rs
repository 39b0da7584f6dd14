//! A quick strength check: one level in one seat against another level in every other seat, the
//! seat rotated game by game; prints the first level's win share (shared wins split) with a 95 %
//! interval, and its mean time per decision.
//!
//! `cargo run --release -p heller --example bot_duel -- hard medium 3 200 [standard|open] [luck|noluck] [iterations]`

use heller::bot::{choose, Budget, Level};
use heller::{Config, State, Variant};
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or_else(|| default.to_string());
    let hero: Level = arg(0, "hard").parse().expect("a level");
    let rest: Level = arg(1, "medium").parse().expect("a level");
    let players: u8 = arg(2, "3").parse().expect("2 to 4 players");
    let games: u64 = arg(3, "100").parse().expect("a number of games");
    let variant = if arg(4, "standard").starts_with('o') { Variant::OpenEnded } else { Variant::Standard };
    let no_luck = arg(5, "luck") == "noluck";
    let budget = Budget { iterations: arg(6, &Budget::DEFAULT.iterations.to_string()).parse().expect("iterations") };
    let (mut shares, mut decisions, mut thinking, mut longest) = (Vec::new(), 0u32, Duration::ZERO, Duration::ZERO);
    for g in 0..games {
        let seat = (g % players as u64) as u8;
        let config = Config { players, variant, no_luck, seed: 1_000 + g / players as u64 };
        let mut state = State::new(config).expect("a game");
        let mut step = 0;
        while let Some(p) = state.to_act() {
            step += 1;
            let level = if p == seat { hero } else { rest };
            let start = Instant::now();
            let action = choose(level, &state.view(p), g * 1_000 + step, budget).expect("a decision");
            if p == seat {
                thinking += start.elapsed();
                longest = longest.max(start.elapsed());
                decisions += 1;
            }
            state.play(action).expect("a legal action");
        }
        let winners = state.winners();
        shares.push(if winners.contains(&seat) { 1.0 / winners.len() as f64 } else { 0.0 });
    }
    let n = shares.len() as f64;
    let mean = shares.iter().sum::<f64>() / n;
    let var = shares.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    println!(
        "{hero} vs {rest}, {players} players, {variant:?}, no_luck {no_luck}, {} iterations: {games} games, win share {mean:.3} ± {half:.3} (fair {:.3}), {:.2} ms per {hero} decision (longest {:.0} ms)",
        budget.iterations,
        1.0 / players as f64,
        thinking.as_secs_f64() * 1e3 / decisions.max(1) as f64,
        longest.as_secs_f64() * 1e3,
    );
}
