//! Speed of the rules engine of *Auf Heller und Pfennig* (criterion). Run:
//! `cargo bench -p heller --bench engine` (figures in crates/heller/PERFORMANCE.md). Groups:
//!
//! * `games/random/*`         — complete random games from the seed (deal included): 2, 3 and 4
//!   players in the standard game, and 4 players in the open-ended variant; throughput in games.
//! * `legal_actions/mid_game` — `State::legal_actions` on mid-game positions (3 players);
//!   throughput in positions.
//! * `play/one_action`        — `State::play` (checked) of one legal action on each of the same
//!   positions, their copies made outside the timing; throughput in actions.
//! * `view/sample_world`      — `State::view` of the player to act, then `View::sample_world`
//!   on the same positions; throughput in positions.
//! * `notation/round_trip`    — `State::to_notation` then `State::from_notation` on the same
//!   positions; throughput in positions.
//! * `game/save_load`         — `Game::save` then `Game::load` (which replays every action) of
//!   finished 3-player games; throughput in games.
//!
//! A random player picks uniformly among `State::legal_actions`. All inputs are seeded, so every
//! run measures exactly the same work.

use criterion::{black_box, criterion_group, criterion_main, BatchSize, BenchmarkId, Criterion, Throughput};
use heller::{Action, Config, Game, Rng, State, Variant};
use std::time::Duration;

/// Games per measured batch: enough to average over short and long games.
const GAMES: u64 = 100;
/// Mid-game positions (one per seeded game) for the per-position benchmarks.
const POSITIONS: u64 = 64;
/// Finished games for the save format.
const SAVED_GAMES: u64 = 16;

fn config(players: u8, variant: Variant, seed: u64) -> Config {
    Config { players, variant, no_luck: false, seed }
}

/// One random action of the player to act, or `None` when the game is over.
fn random_action(state: &State, rng: &mut Rng) -> Option<Action> {
    let legal = state.legal_actions();
    (!legal.is_empty()).then(|| legal[rng.below(legal.len() as u32) as usize])
}

/// Plays the game to its end at random; returns the actions played.
fn play_out(state: &mut State, rng: &mut Rng) -> u32 {
    let mut played = 0;
    while let Some(action) = random_action(state, rng) {
        state.play(action).expect("a random player plays legal actions");
        played += 1;
    }
    played
}

/// The actions of a complete random game from `config`.
fn random_game(config: Config) -> Vec<Action> {
    let mut state = State::new(config).expect("a valid player count");
    let mut rng = Rng::from_state(config.seed ^ 0x5EED);
    let mut actions = Vec::new();
    while let Some(action) = random_action(&state, &mut rng) {
        state.play(action).unwrap();
        actions.push(action);
    }
    actions
}

/// Mid-game positions of 3-player standard games: in round 2, with half of the market's 30
/// squares filled. Each comes with the random action played there next.
fn mid_game_positions() -> Vec<(State, Action)> {
    (0..POSITIONS)
        .map(|seed| {
            let mut state = State::new(config(3, Variant::Standard, seed)).unwrap();
            let mut rng = Rng::from_state(seed);
            loop {
                let action = random_action(&state, &mut rng).expect("the game reaches round 2");
                if state.round() == 2 && state.market().free().count() == 15 {
                    return (state, action);
                }
                state.play(action).unwrap();
            }
        })
        .collect()
}

fn games(c: &mut Criterion) {
    let mut group = c.benchmark_group("games");
    group.throughput(Throughput::Elements(GAMES));
    let lines = [
        (2, Variant::Standard, "2p"),
        (3, Variant::Standard, "3p"),
        (4, Variant::Standard, "4p"),
        (4, Variant::OpenEnded, "4p_open"),
    ];
    for (players, variant, name) in lines {
        group.bench_function(BenchmarkId::new("random", name), |b| {
            b.iter(|| {
                let mut actions = 0;
                for seed in 0..GAMES {
                    let mut state = State::new(config(players, variant, black_box(seed))).unwrap();
                    actions += play_out(&mut state, &mut Rng::from_state(seed));
                    debug_assert!(state.is_over());
                }
                black_box(actions)
            })
        });
    }
    group.finish();
}

fn positions(c: &mut Criterion) {
    let positions = mid_game_positions();
    let states: Vec<State> = positions.iter().map(|(s, _)| s.clone()).collect();

    let mut group = c.benchmark_group("legal_actions");
    group.throughput(Throughput::Elements(POSITIONS));
    group.bench_function("mid_game", |b| {
        b.iter(|| {
            let mut sum = 0;
            for state in &states {
                sum += black_box(state).legal_actions().len();
            }
            black_box(sum)
        })
    });
    group.finish();

    let mut group = c.benchmark_group("play");
    group.throughput(Throughput::Elements(POSITIONS));
    group.bench_function("one_action", |b| {
        b.iter_batched(
            || states.clone(),
            |mut copies| {
                for (state, (_, action)) in copies.iter_mut().zip(&positions) {
                    state.play(black_box(*action)).unwrap();
                }
                copies
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();

    let mut group = c.benchmark_group("view");
    group.throughput(Throughput::Elements(POSITIONS));
    group.bench_function("sample_world", |b| {
        b.iter(|| {
            let mut rng = Rng::from_state(1);
            for state in &states {
                let view = black_box(state).view(state.to_act().unwrap());
                black_box(view.sample_world(&mut rng).unwrap());
            }
        })
    });
    group.finish();

    let mut group = c.benchmark_group("notation");
    group.throughput(Throughput::Elements(POSITIONS));
    for state in &states {
        assert_eq!(&State::from_notation(&state.to_notation()).unwrap(), state);
    }
    group.bench_function("round_trip", |b| {
        b.iter(|| {
            for state in &states {
                let text = black_box(state).to_notation();
                black_box(State::from_notation(&text).unwrap());
            }
        })
    });
    group.finish();
}

fn save_load(c: &mut Criterion) {
    let games: Vec<Game> = (0..SAVED_GAMES)
        .map(|seed| {
            let config = config(3, Variant::Standard, seed);
            let game = Game::replay(State::new(config).unwrap(), &random_game(config)).unwrap();
            assert!(game.state().is_over());
            assert_eq!(Game::load(&game.save()).unwrap(), game);
            game
        })
        .collect();
    let mut group = c.benchmark_group("game");
    group.throughput(Throughput::Elements(SAVED_GAMES));
    group.bench_function("save_load", |b| {
        b.iter(|| {
            for game in &games {
                let text = black_box(game).save();
                black_box(Game::load(&text).unwrap());
            }
        })
    });
    group.finish();
}

fn config_criterion() -> Criterion {
    // 9 benchmarks × (1 s warm-up + 3 s measurement) plus set-up and analysis: under a minute.
    Criterion::default().warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(3)).sample_size(30)
}

criterion_group! {
    name = benches;
    config = config_criterion();
    targets = games, positions, save_load
}
criterion_main!(benches);
