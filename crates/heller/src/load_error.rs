//! Why a saved game cannot be read: what [`Game::load`](crate::Game::load) returns.

use crate::coded::{num, Arg};
use crate::illegal::IllegalAction;
use crate::parse_error::ParseError;
use crate::position_error::PositionError;
use thiserror::Error;

/// Why a saved game ([`Game::load`](crate::Game::load)) cannot be read.
///
/// # Examples
///
/// ```
/// use heller::{Game, LoadError};
/// assert_eq!(Game::load("no tilde").unwrap_err(), LoadError::NoActions);
/// assert_eq!(Game::load("2s~").unwrap_err().code(), "notation.position");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LoadError {
    /// There is no `~` between the start and the actions.
    #[error("a saved game is a position, ~, and the actions")]
    NoActions,
    /// The start is not a valid position.
    #[error("the start: {0}")]
    Start(PositionError),
    /// The action at `index` (0-based) cannot be read.
    #[error("action {}: {error}", *index + 1)]
    Action {
        /// 0-based.
        index: usize,
        /// Why.
        error: ParseError,
    },
    /// The action at `index` (0-based) is not legal where it stands.
    #[error("action {}: {error}", *index + 1)]
    Illegal {
        /// 0-based.
        index: usize,
        /// Why.
        error: IllegalAction,
    },
    /// A record of the game without luck written before D8's revision, when own tiles were
    /// dealt rather than chosen: it replays only up to the end of a round, and the action at
    /// `index` (0-based), the next round's first, was played without the choice of own tiles
    /// that the game has today.
    #[error("action {}: this record of the game without luck was made when own tiles were dealt, not chosen; it cannot go on into a new round", *index + 1)]
    OldNoLuck {
        /// 0-based.
        index: usize,
    },
}

platform::coded!(LoadError {
    /// The stable machine code: `load.noActions`, the start's [`PositionError::code`], the
    /// action's [`ParseError::code`], `load.illegal` or `load.oldNoLuck`.
    code,
    /// The arguments of the code: the start's or the action's arguments; for an illegal action
    /// its `index` and the [`IllegalAction`]'s own code and arguments (`reason`, then its args).
    args,
    LoadError::NoActions => "load.noActions"; [],
    LoadError::Start(e) => e.code(); [; e.args()],
    LoadError::Action { index, error } => error.code(); [index: num(*index as i64); error.args()],
    LoadError::Illegal { index, error } => "load.illegal";
        [index: num(*index as i64), reason: Arg::Word(error.code()); error.args()],
    LoadError::OldNoLuck { index } => "load.oldNoLuck"; [index: num(*index as i64)],
});
