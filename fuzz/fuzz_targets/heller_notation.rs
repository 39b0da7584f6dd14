//! Auf Heller und Pfennig: arbitrary text as a position and as a saved game.
//!
//! Properties: `Game::load` never panics, and a loaded game's save loads to an equal game;
//! `State::from_notation` never panics; whatever it accepts writes back to notation that reads
//! to an equal state and writes again to the same text; the state's accounting holds (all 22
//! tiles over market, pool and own tiles; no player with more stalls than he received; every
//! player's money plus the bank is 50 × players); every player's view (and a spectator's)
//! completes to a world (`View::sample_world`) whose view for that player equals the view and
//! whose legal actions are the position's; the legal actions are empty exactly when the game is
//! over; and every legal action plays without error to a state whose accounting holds.

#![no_main]

use heller::stall::Stall;
use heller::state::START_MONEY;
use heller::{Game, Rng, State, Tile};
use libfuzzer_sys::fuzz_target;

/// Tiles and stalls accounted for, money conserved, a player to act at the table.
fn check_accounting(state: &State, context: &str) {
    let n = state.players();
    let mut tiles: Vec<Tile> = state.market().tiles().collect();
    tiles.extend(state.pool().iter().copied());
    tiles.extend((0..n).filter_map(|p| state.own_tile(p)));
    assert_eq!(tiles.len(), Tile::COUNT, "22 tiles: {context}");
    assert_eq!(Tile::count_kinds(&tiles), Tile::count_kinds(&Tile::ALL), "every tile once: {context}");
    let received = Stall::supply(n, state.variant());
    for p in 0..n {
        let mut held = state.supply(p);
        for (owner, stall) in state.market().stalls() {
            assert!(owner < n, "a stall of player {} on the market: {context}", owner + 1);
            if owner == p {
                held[stall.index()] += 1;
            }
        }
        for k in 0..4 {
            assert!(held[k] <= received[k], "player {} holds too many stalls of kind {k}: {context}", p + 1);
        }
        let _ = state.removed(p); // no underflow
    }
    let money: i64 = (0..n).map(|p| state.money(p) as i64).sum();
    assert_eq!(money + state.bank(), START_MONEY as i64 * n as i64, "money not conserved: {context}");
    if let Some(p) = state.to_act() {
        assert!(p < n, "player {} to act: {context}", p + 1);
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    // The same text as a saved game: loading never panics, and a loaded game saves and loads again.
    if let Ok(game) = Game::load(text) {
        let save = game.save();
        let again = Game::load(&save).unwrap_or_else(|e| panic!("own save {save:?} does not load: {e}"));
        assert_eq!(again, game, "save {save:?} loads to another game");
        check_accounting(game.state(), &save);
    }
    let Ok(state) = State::from_notation(text) else { return };

    let notation = state.to_notation();
    let again = State::from_notation(&notation)
        .unwrap_or_else(|e| panic!("own notation {notation:?} (from {text:?}) does not parse: {e}"));
    assert_eq!(again, state, "notation {notation:?} reads back to another state");
    assert_eq!(again.to_notation(), notation, "notation is not stable");
    check_accounting(&state, &notation);

    let legal = state.legal_actions();
    assert_eq!(legal.is_empty(), state.is_over(), "legal actions empty exactly when over: {notation}");

    // Every player's view, and a spectator's, completes to a world that looks the same to him.
    for p in 0..=state.players() {
        let view = state.view(p);
        let world = view
            .sample_world(&mut Rng::from_state(u64::from(p) + 1))
            .unwrap_or_else(|e| panic!("the view of player {} in {notation:?} has no world: {e}", p + 1));
        assert_eq!(world.view(p), view, "a world sampled for player {} looks different: {notation}", p + 1);
        assert_eq!(world.legal_actions(), legal, "a sampled world has other legal actions: {notation}");
    }

    for &action in &legal {
        let mut next = state.clone();
        if let Err(e) = next.play(action) {
            panic!("legal action {action} refused in {notation}: {e}");
        }
        check_accounting(&next, &format!("{notation} after {action}"));
    }
});
