//! ISMCTS speed, natively: iterations per second of Hard's search over positions of seeded games.
//! Usage: cargo run --release --example search_speed -- [positions] [iterations] [players] [base|dice]
//!    or: cargo run --release --example search_speed -- --views FILE [iterations]
//! The second form times whole Hard decisions (`bot::choose`, seed 100 + line number) on the view
//! notations in FILE, one per line: the workload scripts/measure-web.mjs times in the browser.
//! Prints one JSON line: {"positions", "iterations", "seconds", "iterationsPerSecond"}.

use heuchel::bot::{ismcts, Budget, BUDGETS};
use heuchel::random::random_position;
use heuchel::rng::Rng;
use heuchel::{Config, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--views") {
        return views(&args[1..]);
    }
    let arg = |i: usize, d: u64| args.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    let positions = arg(0, 20);
    let iterations = arg(1, 20_000) as u32;
    let players = arg(2, 4) as u8;
    let variant = if args.get(3).map(String::as_str) == Some("dice") { Variant::Dice } else { Variant::Base };
    let mut total = 0u64;
    let mut seconds = 0f64;
    let mut done = 0;
    for seed in 0.. {
        if done >= positions {
            break;
        }
        // A position a quarter of the way into a random game, with a real choice to make.
        let state = random_position(Config { players, variant, seed }, 30 + players as usize * 6).unwrap();
        let Some(p) = state.to_act() else { continue };
        if state.legal_actions().len() < 2 {
            continue;
        }
        let view = state.view(p);
        let mut rng = Rng::from_state(seed);
        let t = std::time::Instant::now();
        let s = ismcts::search(&view, &mut rng, Budget { iterations }).unwrap();
        seconds += t.elapsed().as_secs_f64();
        total += s.iterations as u64;
        done += 1;
    }
    println!(
        "{{\"positions\":{positions},\"iterations\":{total},\"seconds\":{seconds:.4},\"iterationsPerSecond\":{:.0}}}",
        total as f64 / seconds
    );
}

fn views(args: &[String]) {
    use heuchel::bot::{choose, Level};
    let text = std::fs::read_to_string(args.first().expect("--views FILE")).expect("readable views file");
    let iterations = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(BUDGETS.hard.iterations);
    let views: Vec<heuchel::View> =
        text.lines().map(|l| heuchel::View::from_notation(l).expect("view notation")).collect();
    let t = std::time::Instant::now();
    for (i, view) in views.iter().enumerate() {
        choose(Level::Hard, view, 100 + i as u64, Budget { iterations }).expect("a decision");
    }
    let seconds = t.elapsed().as_secs_f64();
    let total = views.len() as f64 * iterations as f64;
    println!(
        "{{\"positions\":{},\"iterations\":{total},\"seconds\":{seconds:.4},\"iterationsPerSecond\":{:.0}}}",
        views.len(),
        total / seconds
    );
}
