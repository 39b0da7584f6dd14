//! The position notation: one URL-safe line that describes a position exactly.
//!
//! Ten fields separated by `_`. A game of 3 players after six actions:
//!
//! ```text
//! 3s_1_1_50.50.50_3220.3321.2321_R4.M.-_R6B1B5R2B6FB2B5B3R1FR3B1B4B3B2R5_a2B4E---.a4B6c1---.------.------.------_000000000000002a_98c475f0f066a9f8
//! ```
//!
//! 1. `3s`: 3 players, the standard game (`o`: open-ended); an `n` after it marks the no-luck game.
//! 2. `1`: the round.
//! 3. `1`: the player to act, counted from 1 (`x`: the game is over); followed by `t` and a tile
//!    code when he has turned that tile up and must place it (`2tR4`, D9), or by `c` when he is to
//!    choose his own tile in a no-luck round's opening (`2c`, D8).
//! 4. `50.50.50`: every player's money.
//! 5. `3220.3321.2321`: every player's stalls in supply, the counts of I, II, III and IIII.
//! 6. `R4.M.-`: every player's own tile (`-`: placed).
//! 7. `R6B1…R5`: the pool, top first (`-` when empty).
//! 8. `a2B4E---.a4B6c1---.…`: the market, rows 1 to 5 separated by `.`, six squares each.
//! 9. `000000000000002a`: the seed of the game (16 hex digits).
//! 10. `98c475f0f066a9f8`: the state of the chance source (16 hex digits).
//!
//! ```
//! use heller::{Cell, Stall, State};
//! let text = "3s_1_1_50.50.50_3220.3321.2321_R4.M.-_R6B1B5R2B6FB2B5B3R1FR3B1B4B3B2R5_a2B4E---.a4B6c1---.------.------.------_000000000000002a_98c475f0f066a9f8";
//! let state = State::from_notation(text).unwrap();
//! assert_eq!(state.market().get("c2".parse().unwrap()), Cell::Stall { player: 2, stall: Stall::I });
//! assert_eq!(state.to_notation(), text);
//! ```
//!
//! A market square is `-` when free, a tile code (`B1`–`B6`, `R1`–`R6`, `M`, `F`, `E`), or a
//! stall: its owner's letter (`a` = player 1 … `d` = player 4) and its strokes (`b3`). Every
//! character is a letter, a digit, `-`, `.` or `_`: URL-safe without escaping.
//!
//! The notation holds hidden information (own tiles, the pool's order, the chance source): it
//! is for saving and testing, never for a player's eyes.

use crate::market::{Cell, Market};
use crate::parse_error::{Notation, ParseError};
use crate::position_error::PositionError;
use crate::setup::Setup;
use crate::square::{Square, COLUMNS, ROWS};
use crate::stall::{Stall, Stalls};
use crate::state::{Config, State, Variant};
use crate::tile::Tile;
use core::fmt::Write;

impl State {
    /// The position in notation; [`State::from_notation`] reads it back to an equal state.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Config, State, Variant};
    /// let state = State::new(Config { players: 3, variant: Variant::Standard, no_luck: false, seed: 42 }).unwrap();
    /// let text = state.to_notation();
    /// assert!(text.starts_with("3s_1_"));
    /// assert_eq!(State::from_notation(&text).unwrap(), state);
    /// ```
    pub fn to_notation(&self) -> String {
        self.to_setup().to_notation()
    }

    /// Reads a position in notation: the text is read into a [`Setup`], which
    /// [`State::from_setup`] checks.
    ///
    /// # Errors
    ///
    /// [`PositionError::Parse`] for text that is not notation, [`PositionError::Invalid`] for a
    /// position that cannot occur.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{PositionError, State};
    /// assert!(matches!(State::from_notation("5s_1"), Err(PositionError::Parse(_))));
    /// assert_eq!(State::from_notation("").unwrap_err().code(), "notation.position");
    /// ```
    pub fn from_notation(text: &str) -> Result<State, PositionError> {
        State::from_setup(&Setup::from_notation(text)?)
    }
}

fn bad(message: &str, text: &str) -> ParseError {
    ParseError::new(Notation::Position, message).at(text)
}

fn player_letter(player: u8) -> char {
    (b'a' + player) as char
}

impl Setup {
    /// The setup in notation, written as given (an impossible setup gives text that
    /// [`State::from_notation`] refuses; a player beyond `d` is written `?`).
    pub fn to_notation(&self) -> String {
        let c = self.config;
        let mut out = String::new();
        let _ = write!(out, "{}{}{}_{}_", c.players, c.variant.letter(), if c.no_luck { "n" } else { "" }, self.round);
        match self.to_act {
            Some(p) => {
                let _ = write!(out, "{}", p as u16 + 1);
            }
            None => out.push('x'),
        }
        if let Some(tile) = self.turned {
            let _ = write!(out, "t{tile}");
        }
        if self.choosing {
            out.push('c');
        }
        out.push('_');
        let money: Vec<String> = self.money.iter().map(|m| m.to_string()).collect();
        out.push_str(&money.join("."));
        out.push('_');
        let supply: Vec<String> = self.supply.iter().map(|s| s.iter().map(|n| n.to_string()).collect()).collect();
        out.push_str(&supply.join("."));
        out.push('_');
        let own: Vec<String> = self.own.iter().map(|t| t.map_or("-".into(), |t| t.to_string())).collect();
        out.push_str(&own.join("."));
        out.push('_');
        if self.pool.is_empty() {
            out.push('-');
        }
        for tile in &self.pool {
            let _ = write!(out, "{tile}");
        }
        out.push('_');
        for row in 0..ROWS {
            if row > 0 {
                out.push('.');
            }
            for column in 0..COLUMNS {
                let square = Square::new(row, column).expect("on the market");
                match self.market.get(square) {
                    Cell::Empty => out.push('-'),
                    Cell::Tile { tile } => {
                        let _ = write!(out, "{tile}");
                    }
                    Cell::Stall { player, stall } => {
                        let letter = if player < 26 { player_letter(player) } else { '?' };
                        let _ = write!(out, "{letter}{}", stall.strokes());
                    }
                }
            }
        }
        let _ = write!(out, "_{:016x}_{:016x}", c.seed, self.rng);
        out
    }

    /// Reads a setup from notation, unchecked (see [`State::from_notation`]).
    ///
    /// # Errors
    ///
    /// A [`ParseError`] (code `notation.position`) pointing at the part that could not be read.
    pub fn from_notation(text: &str) -> Result<Setup, ParseError> {
        let fields: Vec<&str> = text.split('_').collect();
        let [header, round, to_act, money, supply, own, pool, market, seed, rng] = fields[..] else {
            return Err(bad("a position has 10 fields separated by _", text));
        };
        let mut chars = header.chars();
        let players = chars
            .next()
            .and_then(|c| c.to_digit(10))
            .ok_or_else(|| bad("the header starts with the player count", header))? as u8;
        let variant = match chars.next() {
            Some('s') => Variant::Standard,
            Some('o') => Variant::OpenEnded,
            _ => return Err(bad("the variant is s (standard) or o (open-ended)", header)),
        };
        let no_luck = match chars.as_str() {
            "" => false,
            "n" => true,
            _ => return Err(bad("the header ends after the variant, or with n (no luck)", header)),
        };
        let number = |field: &str, what: &str| -> Result<u64, ParseError> {
            if field.is_empty() || field.len() > 10 || !field.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad(what, field));
            }
            field.parse::<u64>().map_err(|_| bad(what, field))
        };
        let round =
            u8::try_from(number(round, "the round is a number")?).map_err(|_| bad("the round is too large", round))?;
        const TO_ACT: &str =
            "the player to act is 1-4 (then t and a tile when he turned it up, or c when he chooses his own tile), or x when the game is over";
        let (seat, suffix) = to_act.split_at(to_act.find(|c: char| !c.is_ascii_digit()).unwrap_or(to_act.len()));
        let (turned, choosing) = match suffix.strip_prefix('t') {
            Some(tile) => (Some(tile.parse::<Tile>().map_err(|_| bad(TO_ACT, to_act))?), false),
            None if suffix == "c" => (None, true),
            None if suffix.is_empty() || to_act == "x" => (None, false),
            None => return Err(bad(TO_ACT, to_act)),
        };
        let to_act = match to_act {
            "x" => None,
            _ => {
                let p = number(seat, TO_ACT).map_err(|_| bad(TO_ACT, to_act))?;
                if !(1..=4).contains(&p) {
                    return Err(bad(TO_ACT, to_act));
                }
                Some(p as u8 - 1)
            }
        };
        let money = money
            .split('.')
            .map(|m| {
                number(m, "money is a whole number")
                    .and_then(|v| u32::try_from(v).map_err(|_| bad("money is too large", m)))
            })
            .collect::<Result<Vec<u32>, _>>()?;
        let supply = supply
            .split('.')
            .map(|s| {
                let digits: Vec<u8> = s.bytes().filter(|b| b.is_ascii_digit()).map(|b| b - b'0').collect();
                match digits[..] {
                    [a, b, c, d] if s.len() == 4 => Ok::<Stalls, ParseError>([a, b, c, d]),
                    _ => Err(bad("a supply is four digits: the counts of I, II, III and IIII", s)),
                }
            })
            .collect::<Result<Vec<_>, _>>()?;
        let own = own
            .split('.')
            .map(|t| {
                if t == "-" {
                    Ok(None)
                } else {
                    t.parse::<Tile>().map(Some).map_err(|_| bad("an own tile is a tile code or -", t))
                }
            })
            .collect::<Result<Vec<_>, _>>()?;
        let mut tiles = Vec::new();
        if pool != "-" {
            let mut rest = pool;
            while !rest.is_empty() {
                let (tile, after) =
                    Tile::read_prefix(rest).ok_or_else(|| bad("the pool is a list of tile codes, or -", rest))?;
                tiles.push(tile);
                rest = after;
            }
            if tiles.is_empty() {
                return Err(bad("the pool is a list of tile codes, or -", pool));
            }
        }
        let rows: Vec<&str> = market.split('.').collect();
        if rows.len() != ROWS as usize {
            return Err(bad("the market has 5 rows separated by .", market));
        }
        let mut board = Market::new();
        for (r, row_text) in rows.iter().enumerate() {
            let mut rest = *row_text;
            for column in 0..COLUMNS {
                let square = Square::new(r as u8, column).expect("on the market");
                let (cell, after) = read_cell(rest)
                    .ok_or_else(|| bad("a row has 6 squares: -, a tile code or a stall (a1-d4)", row_text))?;
                board.put(square, cell);
                rest = after;
            }
            if !rest.is_empty() {
                return Err(bad("a row has 6 squares", row_text));
            }
        }
        let hex = |field: &str| {
            if field.len() != 16 {
                return Err(bad("the seed and the rng state are 16 hex digits", field));
            }
            u64::from_str_radix(field, 16).map_err(|_| bad("the seed and the rng state are 16 hex digits", field))
        };
        let config = Config { players, variant, no_luck, seed: hex(seed)? };
        Ok(Setup {
            config,
            round,
            to_act,
            turned,
            choosing,
            money,
            supply,
            own,
            pool: tiles,
            market: board,
            rng: hex(rng)?,
        })
    }
}

/// Reads one market square from the start of `text`.
fn read_cell(text: &str) -> Option<(Cell, &str)> {
    let mut chars = text.chars();
    match chars.next()? {
        '-' => Some((Cell::Empty, chars.as_str())),
        c @ 'a'..='d' => {
            let stall = Stall::from_strokes(chars.next()?.to_digit(10)? as u8)?;
            Some((Cell::Stall { player: c as u8 - b'a', stall }, chars.as_str()))
        }
        _ => Tile::read_prefix(text).map(|(tile, rest)| (Cell::Tile { tile }, rest)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn garbage_is_refused_without_panic() {
        let good = State::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 8 })
            .unwrap()
            .to_notation();
        for i in 0..good.len() {
            for replacement in ["", "x", "9", "_", "é", "-", "99999999999"] {
                if !good.is_char_boundary(i) {
                    continue;
                }
                let mut text = good.clone();
                text.replace_range(i..i + 1, replacement);
                let _ = State::from_notation(&text);
            }
            let _ = State::from_notation(&good[..i]);
        }
    }
}
