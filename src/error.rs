//! Errors: every bad input becomes one of these, never a panic.

use thiserror::Error;

/// Text that is not valid notation (position, action or card).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{message}")]
pub struct ParseError {
    message: String,
}

impl ParseError {
    pub fn new(message: impl Into<String>) -> ParseError {
        ParseError { message: message.into() }
    }
}

/// Why an action was refused. The state is unchanged whenever one of these is returned.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum IllegalAction {
    #[error("the game is over")]
    GameOver,
    #[error("that kind of action is not possible now: {expected}")]
    WrongPhase { expected: &'static str },
    #[error("you do not hold that card")]
    NotInHand,
    #[error("there is no stack of yours that can move on row {row}")]
    NoStack { row: u8 },
    #[error("that stack has {height} cards; you cannot move {count}")]
    BadCount { count: u8, height: u8 },
    #[error("the stack on row {from} cannot move to row {to}")]
    BadDestination { from: u8, to: u8 },
    #[error("the stack in column {column} is not a victim you may take from now")]
    NotAVictim { column: u8 },
    #[error("a move fits the roll, so you must move rather than lose a card")]
    MustMove,
}

/// A position that parsed but cannot occur in a game (cards twice, stacks above their goals, …).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error("notation: {0}")]
    Parse(#[from] ParseError),
    #[error("impossible position: {0}")]
    Invalid(String),
}
