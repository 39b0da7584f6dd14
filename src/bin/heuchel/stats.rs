//! `heuchel random`: seeded random games per (players, variant) and a table of what happened.

use crate::args::{self, RandomArgs};
use crate::{fail, Result};
use heuchel::random::{play_out_with, RandomPlayer};
use heuchel::{Config, Event, State, Variant};
use std::io::Write;
use std::time::Instant;

/// No game comes near this; reaching it means the engine stopped making progress.
const ACTION_LIMIT: u64 = 100_000;

/// Sums over the games of one combination.
#[derive(Debug, Default)]
struct Tally {
    games: u64,
    actions: u64,
    min_actions: u64,
    max_actions: u64,
    turns: u64,
    favours: u64,
    taken: u64,
    arrogance: u64,
    lost: u64,
    winning_score: i64,
    spread: i64,
    shared_wins: u64,
}

/// Plays `games` random games with seeds `seed`, `seed + 1`, …
fn tally(players: u8, variant: Variant, games: u64, seed: u64) -> Result<Tally> {
    let mut t = Tally { min_actions: u64::MAX, ..Tally::default() };
    for i in 0..games {
        let config = Config { players, variant, seed: seed.wrapping_add(i) };
        let Ok(mut state) = State::new(config) else { return fail(format!("cannot deal for {players} players")) };
        let mut bot = RandomPlayer::new(config.seed);
        let mut counted = 0u64;
        let played = play_out_with(&mut state, &mut bot, |_, events| {
            counted += 1;
            for event in events {
                match event {
                    Event::TurnEnded { .. } => t.turns += 1,
                    Event::Took { cards, .. } => {
                        t.favours += 1;
                        t.taken += cards.len() as u64;
                    }
                    Event::Arrogance { .. } => t.arrogance += 1,
                    Event::Lost { .. } => t.lost += 1,
                    _ => {}
                }
            }
            counted <= ACTION_LIMIT
        });
        let actions = match played {
            Ok(n) => n as u64,
            Err(e) => return fail(format!("engine refused its own legal action in game {config:?}: {e}")),
        };
        if actions > ACTION_LIMIT {
            return fail(format!("game {config:?} did not end after {ACTION_LIMIT} actions"));
        }
        if !state.is_over() {
            return fail(format!("game {config:?} has no legal action but is not over"));
        }
        let scores = state.scores();
        let best = scores.iter().copied().max().unwrap_or(0);
        let worst = scores.iter().copied().min().unwrap_or(0);
        t.games += 1;
        t.actions += actions;
        t.min_actions = t.min_actions.min(actions);
        t.max_actions = t.max_actions.max(actions);
        t.winning_score += i64::from(best);
        t.spread += i64::from(best - worst);
        t.shared_wins += u64::from(state.winners().len() > 1);
    }
    Ok(t)
}

const HEADER: &str =
    "players variant    games   actions: mean   min   max   turns favours   taken arrogance    lost  win score  spread  shared";

fn row(players: u8, variant: Variant, t: &Tally) -> String {
    let games = t.games.max(1) as f64;
    let mean = |sum: u64| sum as f64 / games;
    let lost = match variant {
        Variant::Base => "-".to_string(),
        Variant::Dice => format!("{:.2}", mean(t.lost)),
    };
    format!(
        "{players:>7} {:<7} {:>8} {:>15.1} {:>5} {:>5} {:>7.1} {:>7.2} {:>7.2} {:>9.2} {:>7} {:>10.2} {:>7.2} {:>6.1}%",
        args::variant_name(variant),
        t.games,
        mean(t.actions),
        t.min_actions,
        t.max_actions,
        mean(t.turns),
        mean(t.favours),
        mean(t.taken),
        mean(t.arrogance),
        lost,
        t.winning_score as f64 / games,
        t.spread as f64 / games,
        100.0 * mean(t.shared_wins),
    )
}

/// `heuchel random [--games N] [--players N|all] [--variant base|dice|all] [--seed S]`
pub fn run(args: &RandomArgs, out: &mut dyn Write) -> Result<()> {
    let (games, seed) = (args.games, args.seed);
    let (players, variants) = (&args.players.0, &args.variant.0);
    let combinations: Vec<(u8, Variant)> =
        variants.iter().flat_map(|&v| players.iter().map(move |&p| (p, v))).collect();

    let start = Instant::now();
    // Each combination is independent and seeded, so running them side by side changes nothing.
    let tallies: Vec<Result<Tally>> = std::thread::scope(|scope| {
        let handles: Vec<_> =
            combinations.iter().map(|&(p, v)| scope.spawn(move || tally(p, v, games, seed))).collect();
        handles.into_iter().map(|h| h.join().unwrap_or_else(|_| fail("a worker thread failed"))).collect()
    });
    let elapsed = start.elapsed().as_secs_f64();

    writeln!(
        out,
        "{games} random games per combination, seeds {seed}..{}; means are per game",
        seed.wrapping_add(games - 1)
    )?;
    writeln!(out, "{HEADER}")?;
    let mut total_actions = 0;
    for (&(p, v), t) in combinations.iter().zip(tallies) {
        let t = t?;
        total_actions += t.actions;
        writeln!(out, "{}", row(p, v, &t))?;
    }
    let total_games = games * combinations.len() as u64;
    writeln!(
        out,
        "{total_games} games, {total_actions} actions in {elapsed:.2} s ({:.0} games/s)",
        total_games as f64 / elapsed.max(1e-9)
    )?;
    Ok(())
}
