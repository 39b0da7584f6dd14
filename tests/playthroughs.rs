//! Recorded playthroughs: complete seeded games stored with the position after every action,
//! the final position and the scores, replayed and checked move by move.
//!
//! Record them anew (after a deliberate rules change) with
//! `HEUCHEL_RECORD=1 cargo test --release --test playthroughs`, and review the diff.

use heuchel::action::{format_actions, parse_actions};
use heuchel::random::RandomPlayer;
use heuchel::{Config, Game, State, Variant};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

#[derive(Serialize, Deserialize)]
struct Playthrough {
    players: u8,
    variant: Variant,
    seed: u64,
    /// Every action, `_`-separated, in the action notation.
    actions: String,
    /// The full position after each action.
    positions: Vec<String>,
    /// Each player's view of the final position.
    final_views: Vec<String>,
    scores: Vec<i32>,
    winners: Vec<u8>,
}

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

fn record(players: u8, variant: Variant, seed: u64) -> Playthrough {
    let config = Config { players, variant, seed };
    let mut game = Game::new(config).unwrap();
    let mut bot = RandomPlayer::new(seed);
    let mut positions = Vec::new();
    while let Some(a) = game.state().to_act().and_then(|p| bot.choose(&game.state().view(p)).ok()) {
        game.play(a).unwrap();
        positions.push(game.state().to_notation());
    }
    let s = game.state();
    Playthrough {
        players,
        variant,
        seed,
        actions: format_actions(game.actions()),
        positions,
        final_views: (0..players).map(|p| s.view(p).to_notation()).collect(),
        scores: s.scores(),
        winners: s.winners(),
    }
}

#[test]
fn recorded_games_replay_exactly() {
    let recording = std::env::var_os("HEUCHEL_RECORD").is_some();
    for (players, variant, seed) in GAMES {
        let file = path(players, variant, seed);
        if recording {
            let json = serde_json::to_string_pretty(&record(players, variant, seed)).unwrap();
            std::fs::write(&file, json + "\n").unwrap();
        }
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let stored: Playthrough = serde_json::from_str(&text).unwrap();
        let actions = parse_actions(&stored.actions).unwrap();
        assert_eq!(actions.len(), stored.positions.len());
        let mut state = State::new(Config { players, variant, seed }).unwrap();
        for (i, (a, expected)) in actions.iter().zip(&stored.positions).enumerate() {
            state.play(*a).unwrap_or_else(|e| panic!("{}: action {i} ({a}) refused: {e}", file.display()));
            assert_eq!(&state.to_notation(), expected, "{}: position after action {i} ({a})", file.display());
        }
        assert!(state.is_over(), "{}: the game is complete", file.display());
        let views: Vec<String> = (0..players).map(|p| state.view(p).to_notation()).collect();
        assert_eq!(views, stored.final_views);
        assert_eq!(state.scores(), stored.scores);
        assert_eq!(state.winners(), stored.winners);
        // A stored position can be resumed: the last-but-one position plus the last action.
        let n = actions.len();
        let mut resumed = State::from_notation(&stored.positions[n - 2]).unwrap();
        resumed.play(actions[n - 1]).unwrap();
        assert_eq!(resumed, state);
    }
}
