//! Auf Heller und Pfennig: arbitrary bytes as a game, a configuration, then actions legal and illegal.
//!
//! Input layout:
//! * byte 0: players `2 + (b & 0x3f) % 3`, the no-luck game when bit 6 is set, the open-ended
//!   variant when bit 7 is set;
//! * bytes 1–8: the seed (little-endian);
//! * up to the first zero byte: text, split on `.`/`_`/`,`/whitespace, each piece read as an
//!   action's text form (pieces that are not actions are skipped);
//! * after it: raw bytes, each step one of
//!   - even byte `b`, then `i`: the legal action number `i % len`;
//!   - odd byte `b`: an `Action` built from the following raw numbers (any stall, square and
//!     tile, even a tile of a value the game does not have: mostly illegal).
//!
//! The game is played until it is over or the input runs out. Properties after every action: it
//! succeeds exactly when it is among `legal_actions()` (and `check` agrees); a refused one leaves
//! the state exactly equal (`==`) to a clone taken before; tiles and stalls are accounted for and
//! every player's money plus the bank is 50 × players; every view shows whose turn it is and the
//! tile turned up; the notation of every new state reads back
//! to an equal state; a `Game` playing the same actions agrees with the `State`. A game over
//! refuses a pass. At the end the recorded game replays, and its save loads, to the same state.

#![no_main]

use heller::square::SQUARES;
use heller::stall::Stall;
use heller::state::START_MONEY;
use heller::{Action, Config, Game, Square, State, Tile, Variant};
use libfuzzer_sys::fuzz_target;

struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn next(&mut self) -> Option<u8> {
        let (&b, rest) = self.0.split_first()?;
        self.0 = rest;
        Some(b)
    }

    fn square(&mut self) -> Option<Square> {
        Square::from_index(self.next()? as usize % SQUARES)
    }
}

/// Any tile value, valid or not: `Customer(0)` and `Rogue(200)` must be refused like any other.
fn raw_tile(bytes: &mut Bytes) -> Option<Tile> {
    let kind = bytes.next()?;
    Some(match kind % 5 {
        0 => Tile::Customer(bytes.next()?),
        1 => Tile::Rogue(bytes.next()?),
        2 => Tile::MoneyBag,
        3 => Tile::Fire,
        _ => Tile::EvilEye,
    })
}

fn raw_action(kind: u8, bytes: &mut Bytes) -> Option<Action> {
    Some(match kind % 7 {
        0 => {
            let stall = Stall::from_strokes(1 + bytes.next()? % 4).expect("1-4 strokes");
            Action::Stall { stall, square: bytes.square()? }
        }
        1 => Action::TurnUp,
        2 => Action::PlaceTurned { square: bytes.square()? },
        3 => Action::Pick { tile: raw_tile(bytes)?, square: bytes.square()? },
        4 => Action::Own { square: bytes.square()? },
        5 => Action::Choose { tile: raw_tile(bytes)? },
        _ => Action::Pass,
    })
}

/// Tiles and stalls accounted for, money conserved.
fn check_accounting(state: &State, context: &dyn Fn() -> String) {
    let n = state.players();
    let mut tiles: Vec<Tile> = state.market().tiles().collect();
    tiles.extend(state.pool().iter().copied());
    tiles.extend((0..n).filter_map(|p| state.own_tile(p)));
    tiles.extend(state.turned());
    assert_eq!(tiles.len(), Tile::COUNT, "22 tiles: {}", context());
    // A tile turned up is public: every view (a spectator's too) shows it.
    for viewer in 0..=n {
        assert_eq!(state.view(viewer).phase, state.phase(), "view {viewer}: {}", context());
    }
    assert_eq!(Tile::count_kinds(&tiles), Tile::count_kinds(&Tile::ALL), "every tile once: {}", context());
    let received = Stall::supply(n, state.variant());
    for p in 0..n {
        let mut held = state.supply(p);
        for (owner, stall) in state.market().stalls() {
            assert!(owner < n, "a stall of player {} on the market: {}", owner + 1, context());
            if owner == p {
                held[stall.index()] += 1;
            }
        }
        for k in 0..4 {
            assert!(held[k] <= received[k], "player {} holds too many stalls of kind {k}: {}", p + 1, context());
        }
    }
    let money: i64 = (0..n).map(|p| state.money(p) as i64).sum();
    assert_eq!(money + state.bank(), START_MONEY as i64 * n as i64, "money not conserved: {}", context());
}

/// Plays one action on both the state and the game, checking every property.
fn step(state: &mut State, game: &mut Game, action: Action) {
    let legal = state.legal_actions().contains(&action);
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

    // A refused action left the state equal to `before`, which was checked when it arose.
    if legal {
        let notation = state.to_notation();
        check_accounting(state, &|| format!("{notation} after {action} in {}", before.to_notation()));
        let back =
            State::from_notation(&notation).unwrap_or_else(|e| panic!("notation {notation:?} does not parse: {e}"));
        assert_eq!(back, *state, "notation {notation:?} reads back to another state");
    }
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes(data);
    let Some(head) = bytes.next() else { return };
    let players = 2 + (head & 0x3f) % 3;
    let no_luck = head & 0x40 != 0;
    let variant = if head & 0x80 != 0 { Variant::OpenEnded } else { Variant::Standard };
    let mut seed = [0u8; 8];
    for b in &mut seed {
        *b = bytes.next().unwrap_or(0);
    }
    let config = Config { players, variant, no_luck, seed: u64::from_le_bytes(seed) };
    let mut state = State::new(config).expect("2-4 players");
    let mut game = Game::new(config).expect("2-4 players");
    check_accounting(&state, &|| state.to_notation());

    let rest = bytes.0;
    let split = rest.iter().position(|&b| b == 0).unwrap_or(rest.len());
    let (text, raw) = (&rest[..split], rest.get(split + 1..).unwrap_or(&[]));

    if let Ok(text) = std::str::from_utf8(text) {
        let pieces = text.split(|c: char| c == '.' || c == '_' || c == ',' || c.is_whitespace());
        for piece in pieces {
            if state.is_over() {
                break;
            }
            let Ok(action) = piece.parse::<Action>() else { continue };
            // Text round-trips through the action's own display form.
            let shown = action.to_string();
            assert_eq!(shown.parse::<Action>().ok(), Some(action), "{shown:?} does not read back");
            step(&mut state, &mut game, action);
        }
    }

    let mut raw = Bytes(raw);
    while !state.is_over() {
        let Some(b) = raw.next() else { break };
        let action = if b & 1 == 0 {
            let legal = state.legal_actions();
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
    if state.is_over() {
        step(&mut state, &mut game, Action::Pass);
    }

    let replayed = Game::replay(game.start().clone(), &game.actions())
        .unwrap_or_else(|(i, e)| panic!("replay fails at action {i}: {e}"));
    assert_eq!(replayed.state(), &state, "replay gives another state");
    let save = game.save();
    let loaded = Game::load(&save).unwrap_or_else(|e| panic!("save {save:?} does not load: {e}"));
    assert_eq!(loaded.state(), &state, "save {save:?} loads to another state");
});
