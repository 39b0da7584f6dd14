//! Diagnostics of Hard's decisions (issue 14): plays Hard in seat 0 against Medium in the others
//! and, for every Hard decision with a real choice, records by kind of decision (setup placement,
//! roll or end the turn, move after a roll, favours, base-game move):
//! - how often Hard's action (at the given budget) equals Medium's on the same view;
//! - how often it equals a long-search reference (same view, `reference` iterations, other seed);
//! - how often Medium's equals the reference;
//! - the root's statistics: the most visited child's share of visits, and the gap in average
//!   reward between the two most visited children in units of its standard error (a gap under
//!   about 2 means the choice is within the playouts' noise).
//!
//! Usage: cargo run --release --example hard_stats -- [games] [budget] [reference] [base|dice]
//! (defaults 10 games, 5000, 50000, dice). Deal seeds 1..=games; Hard always sits in seat 0.
//! With reference 0 the reference search is skipped.

use heuchel::bot::{self, ismcts, Budget, Level};
use heuchel::rng::Rng;
use heuchel::state::{Phase, Step};
use heuchel::{Config, State, Variant};

#[derive(Default)]
struct Tally {
    n: u32,
    hard_eq_medium: u32,
    refs: u32,
    hard_eq_ref: u32,
    medium_eq_ref: u32,
    top_share: f64,
    gap_se: f64,
    gap_under_2: u32,
    legal: f64,
}

fn kind(state: &State) -> usize {
    match state.phase() {
        Phase::Setup { .. } => 0,
        Phase::Turn { step: Step::Roll | Step::ExtraRoll, .. } => 1,
        Phase::Turn { step: Step::Rolled { .. }, .. } => 2,
        Phase::Turn { step: Step::Favours { .. }, .. } => 3,
        _ => 4,
    }
}

const KINDS: [&str; 5] = ["setup", "roll/end", "after roll", "favours", "move/extra"];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: u64| args.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    let games = arg(0, 10);
    let budget = Budget { iterations: arg(1, 5000) as u32 };
    let reference = arg(2, 50_000) as u32;
    let variant = if args.get(3).map(String::as_str) == Some("base") { Variant::Base } else { Variant::Dice };
    let mut tally: Vec<Tally> = (0..KINDS.len()).map(|_| Tally::default()).collect();
    let mut wins = 0f64;
    for seed in 1..=games {
        let mut state = State::new(Config { players: 4, variant, seed }).unwrap();
        let mut turn = 0u64;
        while let Some(p) = state.to_act() {
            turn += 1;
            let view = state.view(p);
            let s = seed * 1000 + turn;
            let action = if p != 0 {
                bot::choose(Level::Medium, &view, s, budget).unwrap()
            } else if state.legal_actions().len() < 2 {
                bot::choose(Level::Hard, &view, s, budget).unwrap()
            } else {
                let search = ismcts::search(&view, &mut Rng::from_state(s), budget).unwrap();
                let medium = bot::choose(Level::Medium, &view, s ^ 0x5555, budget).unwrap();
                let t = &mut tally[kind(&state)];
                t.n += 1;
                t.legal += state.legal_actions().len() as f64;
                t.hard_eq_medium += u32::from(search.action == medium);
                let total: u32 = search.children.iter().map(|c| c.1).sum();
                t.top_share += search.children[0].1 as f64 / total.max(1) as f64;
                if search.children.len() > 1 {
                    let (a, b) = (search.children[0], search.children[1]);
                    // Rewards lie in [0, 1]; 0.4 is about their standard deviation in these games.
                    let se = 0.4 * (1.0 / a.1.max(1) as f64 + 1.0 / b.1.max(1) as f64).sqrt();
                    let gap = (a.2 - b.2) as f64 / se;
                    t.gap_se += gap;
                    t.gap_under_2 += u32::from(gap.abs() < 2.0);
                }
                if reference > 0 {
                    let r = ismcts::search(&view, &mut Rng::from_state(s ^ 0xabcd), Budget { iterations: reference })
                        .unwrap()
                        .action;
                    t.refs += 1;
                    t.hard_eq_ref += u32::from(r == search.action);
                    t.medium_eq_ref += u32::from(r == medium);
                }
                search.action
            };
            state.play(action).unwrap();
        }
        let scores: Vec<i32> = (0..4).map(|p| state.score(p) as i32).collect();
        let best = *scores.iter().max().unwrap();
        if scores[0] == best {
            wins += 1.0 / scores.iter().filter(|&&x| x == best).count() as f64;
        }
    }
    println!(
        "{games} games, {variant:?}, hard budget {}, reference {reference}; hard win share in seat 0: {:.3}",
        budget.iterations,
        wins / games as f64
    );
    println!("kind         decisions  legal  hard=medium  hard=ref  medium=ref  top-visit-share  mean-gap/se  gap<2se");
    for (k, t) in tally.iter().enumerate() {
        if t.n == 0 {
            continue;
        }
        let n = t.n as f64;
        let r = t.refs.max(1) as f64;
        println!(
            "{:<12} {:>9}  {:>5.1}  {:>11.2}  {:>8.2}  {:>10.2}  {:>15.2}  {:>11.2}  {:>7.2}",
            KINDS[k],
            t.n,
            t.legal / n,
            t.hard_eq_medium as f64 / n,
            t.hard_eq_ref as f64 / r,
            t.medium_eq_ref as f64 / r,
            t.top_share / n,
            t.gap_se / n,
            t.gap_under_2 as f64 / n
        );
    }
}
