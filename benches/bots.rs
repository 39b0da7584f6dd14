//! Speed of the computer players (criterion). Run: `cargo bench --bench bots` or `bash scripts/bench.sh`.
//!
//! * `search/ismcts/*` — Hard's search (ISMCTS) from 8 positions of seeded 4-player games, 1,000
//!   iterations each; throughput in iterations. The browser aim is at least 50,000 iterations/s
//!   (measured in headless Chromium by scripts/measure-web.mjs); this is the native figure.
//! * `decision/*`      — one whole decision of each level from the same positions, sampling of
//!   the world included; throughput in decisions.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use heuchel::bot::{choose, ismcts, Budget, Level, BUDGETS};
use heuchel::random::random_position;
use heuchel::rng::Rng;
use heuchel::{Config, State, Variant, View};
use std::time::Duration;

const POSITIONS: usize = 8;
const ITERATIONS: u32 = 1_000;

/// Positions a quarter of the way into random games, each with a real choice for the player to act.
fn positions(variant: Variant) -> Vec<(View, State)> {
    let mut out = Vec::new();
    for seed in 0.. {
        if out.len() == POSITIONS {
            break;
        }
        let state = random_position(Config { players: 4, variant, seed }, 54).unwrap();
        let Some(p) = state.to_act() else { continue };
        if state.legal_actions().len() < 2 {
            continue;
        }
        let view = state.view(p);
        let world = State::sample_world(&view, &mut Rng::from_state(seed)).unwrap();
        out.push((view, world));
    }
    out
}

fn search(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    for (variant, name) in [(Variant::Base, "base"), (Variant::Dice, "dice")] {
        let positions = positions(variant);
        group.throughput(Throughput::Elements(POSITIONS as u64 * ITERATIONS as u64));
        group.bench_function(BenchmarkId::new("ismcts", name), |b| {
            b.iter(|| {
                for (i, (view, _)) in positions.iter().enumerate() {
                    let s = ismcts::search(view, &mut Rng::from_state(i as u64), Budget { iterations: ITERATIONS });
                    let _ = black_box(s);
                }
            })
        });
    }
    group.finish();

    let mut group = c.benchmark_group("decision");
    let positions = positions(Variant::Base);
    group.throughput(Throughput::Elements(POSITIONS as u64));
    for level in [Level::Easy, Level::Medium] {
        group.bench_function(BenchmarkId::new(level.name(), "base"), |b| {
            b.iter(|| {
                for (i, (view, _)) in positions.iter().enumerate() {
                    black_box(choose(level, view, i as u64, BUDGETS.hard).unwrap());
                }
            })
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(4)).warm_up_time(Duration::from_secs(1));
    targets = search
}
criterion_main!(benches);
