//! Arbitrary bytes as a game: a configuration, then actions, legal and illegal.
//!
//! Input layout:
//! * byte 0: players `3 + (b & 3)`, variant dice when bit 7 is set;
//! * bytes 1–8: the seed (little-endian);
//! * up to the first zero byte: text, split on `_`/space/`,` by `heuchel::action::parse_actions`;
//! * after it: raw bytes, each step one of
//!   - even byte `b`, then `i`: the legal action number `i % len`;
//!   - odd byte `b`: an `Action` built from the following raw numbers (any value, mostly illegal).
//!
//! Properties after every action: it succeeds exactly when it is among `legal_actions()` (and
//! `check` agrees; so do `legal_count` and `nth_legal`); an illegal one returns `Err` and leaves
//! the state exactly as it was; the 36-card accounting holds (`cards_in_play().len() == 6 ×
//! players`); the notation reads back to an equal state (checked after each accepted action: a
//! refused one must leave the state equal to before). At the end the recorded `Game` replays, and
//! its save loads, to the same state, and every player's log builds.

#![no_main]

use heuchel::action::parse_actions;
use heuchel::{Action, Card, Config, Game, State, Variant};
use libfuzzer_sys::fuzz_target;

struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn next(&mut self) -> Option<u8> {
        let (&b, rest) = self.0.split_first()?;
        self.0 = rest;
        Some(b)
    }
}

fn raw_action(kind: u8, bytes: &mut Bytes) -> Option<Action> {
    Some(match kind % 7 {
        0 => {
            // Only 36 cards exist: every byte names one, held or not.
            Action::Place { card: Card::from_index(bytes.next()? % Card::COUNT as u8)? }
        }
        1 => Action::Move { from: bytes.next()?, count: bytes.next()?, to: bytes.next()? },
        2 => Action::Take { column: bytes.next()?, count: bytes.next()? },
        3 => Action::EndFavours,
        4 => Action::EndTurn,
        5 => Action::Roll,
        _ => Action::Lose { row: bytes.next()? },
    })
}

/// Plays one action on both the state and the game, checking every property.
fn step(state: &mut State, game: &mut Game, action: Action) {
    let list = state.legal_actions();
    // The random player's shortcuts agree with the list.
    assert_eq!(state.legal_count(), list.len(), "legal_count in {}", state.to_notation());
    for (i, &a) in list.iter().enumerate() {
        assert_eq!(state.nth_legal(i), Some(a), "nth_legal({i}) in {}", state.to_notation());
    }
    assert_eq!(state.nth_legal(list.len()), None, "nth_legal past the end in {}", state.to_notation());
    let legal = list.contains(&action);
    assert_eq!(
        state.check(action).is_ok(),
        legal,
        "check disagrees with legal_actions on {action} in {}",
        state.to_notation()
    );
    let before = state.clone();
    match state.play(action) {
        Ok(()) => assert!(legal, "illegal action {action} accepted in {}", before.to_notation()),
        Err(e) => {
            assert!(!legal, "legal action {action} refused in {}: {e}", before.to_notation());
            assert_eq!(*state, before, "refused action {action} changed the state");
        }
    }
    let game_result = game.play(action).map(|_| ());
    assert_eq!(game_result.is_ok(), legal, "Game::play disagrees with State::play on {action}");
    assert_eq!(game.state(), state, "Game and State diverge after {action}");

    let players = state.players() as usize;
    assert_eq!(state.cards_in_play().len(), 6 * players, "36-card accounting after {action}: {}", state.to_notation());
    // A refused action left the state equal to `before`, whose notation was checked when it arose.
    if legal {
        let notation = state.to_notation();
        let back =
            State::from_notation(&notation).unwrap_or_else(|e| panic!("notation {notation:?} does not parse: {e}"));
        assert_eq!(back, *state, "notation {notation:?} reads back to another state");
    }
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes(data);
    let Some(head) = bytes.next() else { return };
    let players = 3 + (head & 3);
    let variant = if head & 0x80 != 0 { Variant::Dice } else { Variant::Base };
    let mut seed = [0u8; 8];
    for b in &mut seed {
        *b = bytes.next().unwrap_or(0);
    }
    let config = Config { players, variant, seed: u64::from_le_bytes(seed) };
    let mut state = State::new(config).expect("3-6 players");
    let mut game = Game::new(config).expect("3-6 players");

    let rest = bytes.0;
    let split = rest.iter().position(|&b| b == 0).unwrap_or(rest.len());
    let (text, raw) = (&rest[..split], rest.get(split + 1..).unwrap_or(&[]));

    if let Ok(text) = std::str::from_utf8(text) {
        if let Ok(actions) = parse_actions(text) {
            for action in actions {
                // Text round-trips through the action's own display form.
                let shown = action.to_string();
                assert_eq!(shown.parse::<Action>().ok(), Some(action), "{shown:?} does not read back");
                step(&mut state, &mut game, action);
            }
        }
    }

    let mut raw = Bytes(raw);
    while let Some(b) = raw.next() {
        let action = if b & 1 == 0 {
            let legal = state.legal_actions();
            if legal.is_empty() {
                break;
            }
            let i = raw.next().unwrap_or(b >> 1) as usize;
            legal[i % legal.len()]
        } else {
            match raw_action(b >> 1, &mut raw) {
                Some(a) => a,
                None => break,
            }
        };
        step(&mut state, &mut game, action);
    }

    let replayed =
        Game::replay(config, game.actions()).unwrap_or_else(|(i, e)| panic!("replay fails at action {i}: {e}"));
    assert_eq!(replayed.state(), &state, "replay gives another state");
    for p in 0..players {
        let log = game.log_for(p, 0);
        assert_eq!(log.len(), game.actions().len());
        let _ = state.view(p).to_notation();
    }
    let save = game.save();
    let loaded = Game::load(&save).unwrap_or_else(|e| panic!("save {save:?} does not load: {e}"));
    assert_eq!(loaded.state(), &state, "save {save:?} loads to another state");
});
