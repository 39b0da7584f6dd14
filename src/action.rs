//! Actions a player can take, and their compact text form.
//!
//! Text form (URL-safe, no state needed to decode):
//! - `B4`       place card B4 during setup (it goes on top of its class's start stack)
//! - `3-5.2`    move the top 2 cards of the stack on row 3 to row 5 (the mover's own column)
//! - `t4.1`     take (as a favour) the top 1 card of the stack in column 4 on the mover's row
//! - `n`        take no more favours
//! - `e`        end the turn instead of taking the extra move or extra roll
//! - `r`        roll the die (dice variant)
//! - `l3`       lose the top card of the stack on row 3 (dice variant, when no move fits)
//!
//! Rows and columns are 1-based here as on the board; inside the engine columns are 0-based.

use crate::card::Card;
use crate::parse_error::{Notation, ParseError};
use arrayvec::ArrayVec;
use core::fmt;
use platform::quoted::Quoted;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Action {
    /// Setup: put this card from the hand on top of its class's start stack.
    Place { card: Card },
    /// Move the top `count` cards of the stack on row `from` to row `to`.
    Move { from: u8, count: u8, to: u8 },
    /// Favour: take the top `count` cards of the stack in `column` (0-based) on the mover's row.
    Take { column: u8, count: u8 },
    /// Take no (more) favours this move.
    EndFavours,
    /// Decline the extra move (base) or the extra roll (dice) and end the turn.
    EndTurn,
    /// Dice variant: roll the die.
    Roll,
    /// Dice variant: no move fits the roll; lose the top card of the stack on this row.
    Lose { row: u8 },
}

/// The most actions any position offers: at most 36 cards × 6 destinations of moves.
pub const MAX_ACTIONS: usize = 256;

pub type ActionList = ArrayVec<Action, MAX_ACTIONS>;

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Place { card } => write!(f, "{card}"),
            Action::Move { from, count, to } => write!(f, "{from}-{to}.{count}"),
            Action::Take { column, count } => write!(f, "t{}.{count}", column + 1),
            Action::EndFavours => f.write_str("n"),
            Action::EndTurn => f.write_str("e"),
            Action::Roll => f.write_str("r"),
            Action::Lose { row } => write!(f, "l{row}"),
        }
    }
}

/// An error reading the action `text`, pointing at it.
fn bad(message: String, text: &str) -> ParseError {
    ParseError::new(Notation::Action, message).at(text.trim())
}

fn number(s: &str, what: &str, text: &str) -> Result<u8, ParseError> {
    if s.is_empty() || s.len() > 2 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad(format!("expected a number for the {what} in action {}", Quoted(&text)), text));
    }
    s.parse().map_err(|_| bad(format!("bad {what} in action {}", Quoted(&text)), text))
}

impl core::str::FromStr for Action {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Action, ParseError> {
        let s = text.trim();
        match s {
            "n" => return Ok(Action::EndFavours),
            "e" => return Ok(Action::EndTurn),
            "r" => return Ok(Action::Roll),
            _ => {}
        }
        if let Some(rest) = s.strip_prefix('t') {
            let (col, count) = rest
                .split_once('.')
                .ok_or_else(|| bad(format!("a take is t<column>.<count>, like t4.1; got {}", Quoted(&text)), text))?;
            let column = number(col, "column", text)?;
            if !(1..=6).contains(&column) {
                return Err(bad(format!("columns are 1-6 in action {}", Quoted(&text)), text));
            }
            return Ok(Action::Take { column: column - 1, count: number(count, "count", text)? });
        }
        if let Some(rest) = s.strip_prefix('l') {
            return Ok(Action::Lose { row: number(rest, "row", text)? });
        }
        if s.starts_with(|c: char| c.is_ascii_digit()) {
            let (from, rest) = s.split_once('-').ok_or_else(|| {
                bad(format!("a move is <from>-<to>.<count>, like 3-5.2; got {}", Quoted(&text)), text)
            })?;
            let (to, count) = rest.split_once('.').ok_or_else(|| {
                bad(format!("a move is <from>-<to>.<count>, like 3-5.2; got {}", Quoted(&text)), text)
            })?;
            return Ok(Action::Move {
                from: number(from, "start row", text)?,
                count: number(count, "count", text)?,
                to: number(to, "target row", text)?,
            });
        }
        if s.len() == 2 {
            if let Ok(card) = s.parse::<Card>() {
                return Ok(Action::Place { card });
            }
        }
        Err(bad(
            format!(
                "unknown action {}: expected a card (B4), a move (3-5.2), a take (t4.1), n, e, r or a loss (l3)",
                Quoted(text)
            ),
            text,
        ))
    }
}

/// Actions separated by `_`, e.g. `3-5.1_t2.1_n_e`.
pub fn format_actions(actions: &[Action]) -> String {
    actions.iter().map(|a| a.to_string()).collect::<Vec<_>>().join("_")
}

pub fn parse_actions(text: &str) -> Result<Vec<Action>, ParseError> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(Vec::new());
    }
    text.split(['_', ' ', ',']).filter(|s| !s.is_empty()).map(str::parse).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trips() {
        let all = [
            Action::Place { card: "B4".parse().unwrap() },
            Action::Move { from: 3, count: 2, to: 12 },
            Action::Take { column: 3, count: 1 },
            Action::EndFavours,
            Action::EndTurn,
            Action::Roll,
            Action::Lose { row: 11 },
        ];
        let text = format_actions(&all);
        assert_eq!(text, "B4_3-12.2_t4.1_n_e_r_l11");
        assert_eq!(parse_actions(&text).unwrap(), all);
    }

    #[test]
    fn rejects_garbage() {
        for bad in ["", "x", "3-5", "t0.1", "t7.1", "3-.1", "l", "B9", "tt", "1-2.999", "t4"] {
            assert!(bad.parse::<Action>().is_err(), "{bad}");
        }
    }
}
