//! Helpers shared by the integration tests.
#![allow(dead_code)]

use heuchel::random::RandomPlayer;
use heuchel::setup::Setup;
use heuchel::{Action, Card, Config, State, Variant};

/// A position from its header, phase and columns, with every card not on the board put in the
/// last player's discards so that exactly 6 × players cards are in play (`Setup::fill_unused`).
pub fn position(header: &str, phase: &str, columns: &[&str]) -> State {
    let n: usize = header[..1].parse().unwrap();
    assert_eq!(columns.len(), n, "one column per player");
    let skeleton = format!("{header}_{phase}_{}_{}_-_0000000000000001", columns.join("_"), vec!["-"; n].join("."));
    let mut setup = Setup::from_notation(&skeleton).unwrap_or_else(|e| panic!("{skeleton}: {e}"));
    setup.fill_unused();
    State::from_setup(&setup).unwrap_or_else(|e| panic!("{skeleton}: {e}"))
}

/// Positions along seeded random games of every player count and both variants: every
/// `every`-th position of `games` games per kind, the start and the end included.
pub fn random_positions(games: u64, every: usize) -> Vec<State> {
    let mut out = Vec::new();
    for variant in [Variant::Base, Variant::Dice] {
        for players in 3..=6 {
            for seed in 0..games {
                let mut state = State::new(Config { players, variant, seed }).unwrap();
                let mut bot = RandomPlayer::new(seed);
                let mut i = 0;
                while let Some(action) = state.to_act().and_then(|p| bot.choose(&state.view(p)).ok()) {
                    if i % every == 0 {
                        out.push(state.clone());
                    }
                    state.play(action).unwrap();
                    i += 1;
                }
                out.push(state);
            }
        }
    }
    out
}

pub fn act(text: &str) -> Action {
    text.parse().unwrap()
}

pub fn card(text: &str) -> Card {
    text.parse().unwrap()
}

/// Plays actions given as text, panicking with the position on any refusal.
pub fn play(state: &mut State, actions: &str) {
    for a in heuchel::action::parse_actions(actions).unwrap() {
        if let Err(e) = state.play(a) {
            panic!("{a} refused in {}: {e}", state.to_notation());
        }
    }
}

pub fn legal_texts(state: &State) -> Vec<String> {
    state.legal_actions().iter().map(|a| a.to_string()).collect()
}

/// The cards of the pile on (column, row), 1-based column, top first.
pub fn pile(state: &State, column: usize, row: u8) -> Vec<String> {
    state.board().cards(column - 1, row).map(|c| c.to_string()).collect()
}

/// The rows the stack on `row` of the player to act may reach in the base game.
pub fn targets(state: &State, row: u8) -> Vec<u8> {
    let p = state.to_act().unwrap();
    (1..=13).filter(|r| state.targets(p, row, None) >> r & 1 == 1).collect()
}
