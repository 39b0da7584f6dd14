//! Native speed of the workload the browser measures with `benchRandomGames`:
//! `cargo run --release --example random_speed -- [games] [players] [base|dice]`.
use heuchel::random::play_games;
use heuchel::{Config, Variant};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(20_000);
    let players: u8 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(4);
    let variant = if args.get(2).map(String::as_str) == Some("dice") { Variant::Dice } else { Variant::Base };
    let start = Instant::now();
    let actions = play_games(Config { players, variant, seed: 1 }, games);
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{{\"games\":{games},\"actions\":{actions},\"seconds\":{secs:.4},\"actionsPerSecond\":{:.0}}}",
        actions as f64 / secs
    );
}
