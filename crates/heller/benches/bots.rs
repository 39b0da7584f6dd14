//! Speed of the computer players of *Auf Heller und Pfennig* (criterion). Run:
//! `cargo bench -p heller --bench bots` (figures in crates/heller/PERFORMANCE.md).
//!
//! All from one fixed mid-game view: 3 players, standard game, seed 1, random play until round 2
//! has half of the market's 30 squares filled; the view of the player to act.
//!
//! * `decision/{easy,medium,hard}` — one whole decision of each level (`bot::choose`, Hard at its
//!   default budget), sampling of the world included; throughput in decisions.
//! * `search/hard`                 — Hard's search (`bot::hard::search`) with a budget of 1,000
//!   iterations; throughput in iterations.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use heller::bot::{choose, hard, Budget, Level, BUDGETS};
use heller::{Config, Rng, State, Variant, View};
use std::time::Duration;

const ITERATIONS: u32 = 1_000;

/// The fixed mid-game view (see the module).
fn mid_game_view() -> View {
    let mut state = State::new(Config { players: 3, variant: Variant::Standard, no_luck: false, seed: 1 }).unwrap();
    let mut rng = Rng::from_state(1);
    while !(state.round() == 2 && state.market().free().count() == 15) {
        let legal = state.legal_actions();
        state.play(legal[rng.below(legal.len() as u32) as usize]).unwrap();
    }
    assert!(state.legal_actions().len() > 1, "a real choice");
    state.view(state.to_act().unwrap())
}

fn bots(c: &mut Criterion) {
    let view = mid_game_view();

    let mut group = c.benchmark_group("decision");
    group.throughput(Throughput::Elements(1));
    for level in Level::ALL {
        group.bench_function(BenchmarkId::from_parameter(level.name()), |b| {
            b.iter(|| black_box(choose(level, black_box(&view), 7, BUDGETS.hard).unwrap()))
        });
    }
    group.finish();

    let mut group = c.benchmark_group("search");
    let budget = Budget { iterations: ITERATIONS };
    assert_eq!(hard::search(&view, &mut Rng::from_state(7), budget).unwrap().iterations, ITERATIONS);
    group.throughput(Throughput::Elements(ITERATIONS as u64));
    group.bench_function("hard", |b| {
        b.iter(|| black_box(hard::search(black_box(&view), &mut Rng::from_state(7), budget).unwrap()))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(3)).warm_up_time(Duration::from_secs(1));
    targets = bots
}
criterion_main!(benches);
