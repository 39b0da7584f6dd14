//! Recorded playthroughs (`platform::playthrough`, the shape both games store): complete seeded
//! games played by the random player, stored with every step: the player who acted, the action,
//! its events, the full position after it and every player's observation (his view's notation),
//! with the final scores and winners. Replayed and checked step by step, so that a change to the
//! rules, the deal, the notations or what a player is shown is a difference in a reviewed file.
//!
//! Record them anew (after a deliberate change) with
//! `HEUCHEL_RECORD=1 cargo test --release --test playthroughs`, and review the diff.

use heuchel::random::RandomPlayer;
use heuchel::rules::Heuchel;
use heuchel::{Action, Config, State, Variant};
use platform::playthrough::Playthrough;
use std::path::PathBuf;
use std::sync::Once;

const GAMES: [(u8, Variant, u64); 6] = [
    (3, Variant::Base, 2026),
    (4, Variant::Base, 1990),
    (6, Variant::Base, 13),
    (3, Variant::Dice, 7),
    (4, Variant::Dice, 36),
    (6, Variant::Dice, 1),
];

fn path(players: u8, variant: Variant, seed: u64) -> PathBuf {
    let v = match variant {
        Variant::Base => "base",
        Variant::Dice => "dice",
    };
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("tests/playthroughs/{players}p-{v}-seed{seed}.json"))
}

/// The game dealt from the seed, played to its end by the random player of the same seed.
fn record(config: Config) -> Playthrough {
    let start = State::new(config).unwrap();
    let mut bot = RandomPlayer::new(config.seed);
    Playthrough::record::<Heuchel>(&start, |state, seat| bot.choose(&state.view(seat)).unwrap()).unwrap()
}

/// The stored playthroughs, recorded first (once for all tests) when `HEUCHEL_RECORD` is set.
fn stored() -> Vec<(String, Config, Playthrough)> {
    static RECORDED: Once = Once::new();
    let games = GAMES.map(|(players, variant, seed)| (path(players, variant, seed), Config { players, variant, seed }));
    RECORDED.call_once(|| {
        if std::env::var_os("HEUCHEL_RECORD").is_some() {
            for (file, config) in &games {
                let json = serde_json::to_string_pretty(&record(*config)).unwrap();
                std::fs::write(file, json + "\n").unwrap();
            }
        }
    });
    games
        .into_iter()
        .map(|(file, config)| {
            let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            let stored = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            (file.display().to_string(), config, stored)
        })
        .collect()
}

#[test]
fn recorded_games_replay_exactly() {
    for (name, config, stored) in stored() {
        assert_eq!(stored.record.start, State::new(config).unwrap().to_notation(), "{name}: the deal of the seed");
        // Every position after an action, every player's view of it (the last: of the final
        // position), and the scores and winners.
        let state = stored.check::<Heuchel>().unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(state.is_over(), "{name}: the game is complete");
        let outcome = stored.outcome.as_ref().unwrap();
        assert_eq!((&outcome.scores, &outcome.winners), (&state.scores(), &state.winners()), "{name}");
        // A stored position can be resumed: the last-but-one position plus the last action.
        let n = stored.steps.len();
        let mut resumed = State::from_notation(&stored.steps[n - 2].position).unwrap();
        resumed.play(stored.steps[n - 1].action.parse::<Action>().unwrap()).unwrap();
        assert_eq!(resumed, state, "{name}");
    }
}

#[test]
fn an_observation_is_its_players_view_without_the_hidden_fields() {
    // Each player's observation names him in its header and writes the knowledge and the chance
    // source as `-`: a recorded file in which one carried them would fail here.
    for (name, config, stored) in stored() {
        let all = std::iter::once(&stored.observations).chain(stored.steps.iter().map(|s| &s.observations));
        for observations in all {
            assert_eq!(observations.len(), config.players as usize, "{name}");
            for (p, obs) in observations.iter().enumerate() {
                assert!(obs.split('_').next().unwrap().ends_with(&format!("v{}", p + 1)), "{name}: {obs}");
                assert!(obs.ends_with("_-_-"), "{name}: player {} is shown hidden fields: {obs}", p + 1);
            }
        }
    }
}
