//! Speed of the rules engine (criterion). Run: `cargo bench --bench engine` or `bash scripts/bench.sh`.
//!
//! Targets (one core of the 2-core reference machine): at least 5 million actions/s and at least
//! 100,000 complete random 4-player games/s. Groups:
//!
//! * `actions/play_only/*`   — `State::play` (checked) replaying action lists recorded from the
//!   deal; throughput in actions.
//! * `actions/random_play/*` — what a random player costs per action: legal-action generation,
//!   the choice and `State::play` (`heuchel::random::play_out` from the dealt state); throughput
//!   in actions.
//! * `games/*`               — complete random 4-player games from the seed (deal included);
//!   throughput in games.
//! * `legal_actions/*`       — `State::legal_actions_into` alone on mid-game positions;
//!   throughput in positions.
//!
//! All inputs are seeded, so every run measures exactly the same work.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use heuchel::random::{play_out, RandomPlayer};
use heuchel::{Action, ActionList, Config, Phase, State, Variant};
use std::time::Duration;

const PLAYERS: u8 = 4;
/// Games per measured batch: enough to average over short and long games.
const GAMES: u64 = 200;
const VARIANTS: [(Variant, &str); 2] = [(Variant::Base, "base"), (Variant::Dice, "dice")];

fn config(variant: Variant, seed: u64) -> Config {
    Config { players: PLAYERS, variant, seed }
}

/// The dealt state of each seed and the actions a random player chose from it.
fn recorded_games(variant: Variant) -> Vec<(State, Vec<Action>)> {
    (0..GAMES)
        .map(|seed| {
            let dealt = State::new(config(variant, seed)).expect("4 players is a valid count");
            let mut state = dealt.clone();
            let mut player = RandomPlayer::new(seed);
            let mut actions = Vec::new();
            while let Some(action) = state.to_act().and_then(|p| player.choose(&state.view(p)).ok()) {
                state.play(action).expect("a random player plays legal actions");
                actions.push(action);
            }
            assert!(state.is_over(), "a random game ends");
            (dealt, actions)
        })
        .collect()
}

fn actions(c: &mut Criterion) {
    let mut group = c.benchmark_group("actions");
    for (variant, name) in VARIANTS {
        let games = recorded_games(variant);
        let total: u64 = games.iter().map(|(_, a)| a.len() as u64).sum();
        group.throughput(Throughput::Elements(total));

        group.bench_function(BenchmarkId::new("play_only", name), |b| {
            b.iter(|| {
                for (dealt, actions) in &games {
                    let mut state = dealt.clone();
                    for &action in actions {
                        state.play(black_box(action)).unwrap();
                    }
                    black_box(&state);
                }
            })
        });

        group.bench_function(BenchmarkId::new("random_play", name), |b| {
            b.iter(|| {
                let mut played = 0u64;
                for (seed, (dealt, _)) in games.iter().enumerate() {
                    let mut state = dealt.clone();
                    let mut player = RandomPlayer::new(seed as u64);
                    played += play_out(&mut state, &mut player) as u64;
                    black_box(&state);
                }
                assert_eq!(played, total, "the same seeds replay the same games");
            })
        });
    }
    group.finish();
}

fn games(c: &mut Criterion) {
    let mut group = c.benchmark_group("games");
    group.throughput(Throughput::Elements(GAMES));
    for (variant, name) in VARIANTS {
        group.bench_function(BenchmarkId::new("random_4p", name), |b| {
            b.iter(|| {
                for seed in 0..GAMES {
                    let mut state = State::new(config(variant, black_box(seed))).unwrap();
                    let mut player = RandomPlayer::new(seed);
                    black_box(play_out(&mut state, &mut player));
                    debug_assert!(state.is_over());
                }
            })
        });
    }
    group.finish();
}

/// Every position of the recorded games where a player is to act after setup.
fn mid_game_positions(variant: Variant) -> Vec<State> {
    let mut positions = Vec::new();
    for (dealt, actions) in recorded_games(variant).into_iter().take(50) {
        let mut state = dealt;
        for action in actions {
            if matches!(state.phase(), Phase::Turn { .. }) {
                positions.push(state.clone());
            }
            state.play(action).unwrap();
        }
    }
    positions
}

fn legal_actions(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal_actions");
    for (variant, name) in VARIANTS {
        let positions = mid_game_positions(variant);
        group.throughput(Throughput::Elements(positions.len() as u64));
        let mut out = ActionList::new();
        group.bench_function(BenchmarkId::new("mid_game", name), |b| {
            b.iter(|| {
                let mut sum = 0usize;
                for state in &positions {
                    black_box(state).legal_actions_into(&mut out);
                    sum += out.len();
                }
                black_box(sum)
            })
        });
    }
    group.finish();
}

fn config_criterion() -> Criterion {
    // 8 benchmarks × (1 s warm-up + 4 s measurement) plus set-up and analysis: about a minute.
    Criterion::default().warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(4)).sample_size(40)
}

criterion_group! {
    name = benches;
    config = config_criterion();
    targets = actions, games, legal_actions
}
criterion_main!(benches);
