//! The actions of a turn and their compact text form.
//!
//! Text form (URL-safe, no state needed to read it):
//! - `s2c3`   place a stall of 2 strokes (II) on square c3
//! - `t`      turn up the top face-down pool tile, for everyone to see (D9: step one of two)
//! - `lc3`    lay the tile just turned up on c3 (step two: the only action until it is done)
//! - `pR4c3`  no-luck game: take the rogue 4 from the face-up pool and place it on c3
//! - `oc3`    place one's own tile on c3
//! - `cR4`    no-luck game, a round's opening: choose the rogue 4 from the open display as one's
//!   own tile (D8)
//! - `x`      pass (only when nothing can be placed)
//!
//! Records written before D9 hold `tc3` (turn up and place at once); [`Action::legacy_turn_up`]
//! reads it for [`Game::load`](crate::Game::load), which replays it as `t` then `lc3`.

use crate::parse_error::{Notation, ParseError};
use crate::square::Square;
use crate::stall::Stall;
use crate::tile::Tile;
use core::fmt;
use core::str::FromStr;
use serde::{Deserialize, Serialize};

/// One action of the player to act.
///
/// # Examples
///
/// ```
/// use heller::{Action, Stall};
/// let action: Action = "s3b5".parse().unwrap();
/// assert_eq!(action, Action::Stall { stall: Stall::III, square: "b5".parse().unwrap() });
/// assert_eq!(action.to_string(), "s3b5");
/// assert_eq!(serde_json::to_string(&action).unwrap(), r#"{"type":"stall","stall":3,"square":"b5"}"#);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Action {
    /// Place one of his stalls of this kind on a free square.
    Stall {
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Strokes"))]
        stall: Stall,
        square: Square,
    },
    /// Turn up the top face-down tile of the pool so that every player sees it (not in the
    /// no-luck game). He must then place it: [`Action::PlaceTurned`] (D9).
    TurnUp,
    /// Place the tile he has just turned up on a free square: after [`Action::TurnUp`], the
    /// only legal action.
    PlaceTurned { square: Square },
    /// No-luck game (D8): take this tile from the face-up pool and place it on a free square.
    Pick { tile: Tile, square: Square },
    /// Place his own tile on a free square.
    Own { square: Square },
    /// No-luck game (D8), a round's opening: take this tile from the open display as his own
    /// tile, in view of all.
    Choose { tile: Tile },
    /// Pass: only when none of the other actions is possible.
    Pass,
}

impl Action {
    /// The square the action places on (none for turning up, choosing and passing).
    pub fn square(self) -> Option<Square> {
        match self {
            Action::Stall { square, .. }
            | Action::PlaceTurned { square }
            | Action::Pick { square, .. }
            | Action::Own { square } => Some(square),
            Action::TurnUp | Action::Choose { .. } | Action::Pass => None,
        }
    }

    /// Reads the text form that records written before D9 used for action 2, `t<square>` (turn
    /// up the top tile and place it on the square at once): the square, or `None` for any other
    /// text. Today the same is two actions, [`Action::TurnUp`] and [`Action::PlaceTurned`].
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::Action;
    /// assert_eq!(Action::legacy_turn_up("tc3"), Some("c3".parse().unwrap()));
    /// assert_eq!(Action::legacy_turn_up("t"), None);
    /// assert!("tc3".parse::<Action>().is_err(), "not an action of today");
    /// ```
    pub fn legacy_turn_up(text: &str) -> Option<Square> {
        text.strip_prefix('t').filter(|rest| !rest.is_empty())?.parse().ok()
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Stall { stall, square } => write!(f, "s{}{square}", stall.strokes()),
            Action::TurnUp => f.write_str("t"),
            Action::PlaceTurned { square } => write!(f, "l{square}"),
            Action::Pick { tile, square } => write!(f, "p{tile}{square}"),
            Action::Own { square } => write!(f, "o{square}"),
            Action::Choose { tile } => write!(f, "c{tile}"),
            Action::Pass => f.write_str("x"),
        }
    }
}

impl FromStr for Action {
    type Err = ParseError;

    /// Reads an action's text form.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] with code `notation.action` for text that is not an action.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Action, Tile};
    /// assert_eq!("x".parse::<Action>().unwrap(), Action::Pass);
    /// assert!(matches!("pEa1".parse::<Action>().unwrap(), Action::Pick { tile: Tile::EvilEye, .. }));
    /// assert_eq!("s5a1".parse::<Action>().unwrap_err().code(), "notation.action");
    /// ```
    fn from_str(text: &str) -> Result<Action, ParseError> {
        let bad = || {
            ParseError::new(
                Notation::Action,
                "an action is s<strokes><square>, t, l<square>, p<tile><square>, o<square>, c<tile> or x",
            )
            .at(text)
        };
        let square = |rest: &str| rest.parse::<Square>().map_err(|_| bad());
        let mut chars = text.chars();
        match chars.next() {
            Some('x') if text.len() == 1 => Ok(Action::Pass),
            Some('t') if text.len() == 1 => Ok(Action::TurnUp),
            Some('s') => {
                let strokes = chars.next().and_then(|c| c.to_digit(10)).ok_or_else(bad)?;
                let stall = Stall::from_strokes(strokes as u8).ok_or_else(bad)?;
                Ok(Action::Stall { stall, square: square(chars.as_str())? })
            }
            Some('l') => Ok(Action::PlaceTurned { square: square(chars.as_str())? }),
            Some('o') => Ok(Action::Own { square: square(chars.as_str())? }),
            Some('c') => Ok(Action::Choose { tile: chars.as_str().parse().map_err(|_| bad())? }),
            Some('p') => {
                let (tile, rest) = Tile::read_prefix(chars.as_str()).ok_or_else(bad)?;
                Ok(Action::Pick { tile, square: square(rest)? })
            }
            _ => Err(bad()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_forms_round_trip_and_bad_text_is_refused() {
        for text in ["s1a1", "s4f5", "t", "lc3", "pB6d2", "pFa5", "oe4", "cR4", "cM", "x"] {
            assert_eq!(text.parse::<Action>().unwrap().to_string(), text);
        }
        for text in [
            "", "s0a1", "s2", "s2g1", "tc3", "tt", "l", "lz9", "pa1", "pB7a1", "o", "c", "cB7", "cMa1", "xx", "y",
            "s2a1 ",
        ] {
            assert!(text.parse::<Action>().is_err(), "{text}");
        }
    }
}
