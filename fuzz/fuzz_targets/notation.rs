//! Arbitrary text as position notation.
//!
//! Properties: `State::from_notation` never panics; whatever it accepts writes back to notation
//! that reads to an equal state and writes again to the same text; every player's view writes to
//! view notation that `View::from_notation` reads back to the same text (and the same view); the
//! 36-card accounting holds; and every legal action of the position plays without error.
//! The same text is also read as a saved game (`Game::load`): never a panic, and a loaded game's
//! save loads to the same state.

#![no_main]

use heuchel::{Game, State, View};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    // The same text as a saved game: loading never panics, and a loaded game saves and loads again.
    if let Ok(game) = Game::load(text) {
        let save = game.save();
        let again = Game::load(&save).unwrap_or_else(|e| panic!("own save {save:?} does not load: {e}"));
        assert_eq!(again.state(), game.state(), "save {save:?} loads to another state");
    }
    let Ok(state) = State::from_notation(text) else { return };

    let notation = state.to_notation();
    let again = State::from_notation(&notation)
        .unwrap_or_else(|e| panic!("own notation {notation:?} (from {text:?}) does not parse: {e}"));
    assert_eq!(again, state, "notation {notation:?} reads back to another state");
    assert_eq!(again.to_notation(), notation, "notation is not stable");

    assert_eq!(state.cards_in_play().len(), 6 * state.players() as usize, "36-card accounting: {notation}");

    for p in 0..state.players() {
        let view = state.view(p);
        let view_text = view.to_notation();
        let parsed = View::from_notation(&view_text)
            .unwrap_or_else(|e| panic!("view {view_text:?} of player {} in {notation:?} does not parse: {e}", p + 1));
        assert_eq!(parsed.to_notation(), view_text, "view notation is not stable ({notation})");
        assert_eq!(parsed, view, "view notation {view_text:?} reads back to another view");
    }

    let legal = state.legal_actions();
    for &action in &legal {
        let mut next = state.clone();
        if let Err(e) = next.play(action) {
            panic!("legal action {action} refused in {notation}: {e}");
        }
        assert_eq!(next.cards_in_play().len(), 6 * state.players() as usize, "{action} in {notation} loses cards");
    }
    if legal.is_empty() {
        assert!(state.is_over(), "no legal action, yet the game is not over: {notation}");
    }
});
