//! Why an action is refused: what [`State::play`](crate::State::play) and
//! [`State::check`](crate::State::check) return, the state unchanged.

use crate::coded::{code_of, num};
use crate::square::Square;
use crate::stall::Stall;
use crate::tile::Tile;
use thiserror::Error;

/// Why an action was refused. The state is unchanged whenever one of these is returned.
///
/// # Examples
///
/// ```
/// use heller::{Config, IllegalAction, State, Variant};
/// let mut state = State::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 1 }).unwrap();
/// let before = state.clone();
/// let error = state.play("x".parse().unwrap()).unwrap_err();
/// assert_eq!(error, IllegalAction::MustPlace);
/// assert_eq!(error.code(), "action.mustPlace");
/// assert_eq!(state, before);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum IllegalAction {
    /// Nobody is to act any more.
    #[error("the game is over")]
    GameOver,
    /// The action places on a square that is not free.
    #[error("square {square} is already taken")]
    SquareTaken { square: Square },
    /// The player has no stall of that kind left in his supply.
    #[error("you have no {stall} stall left")]
    NoStall { stall: Stall },
    /// `TurnUp` with an empty pool (D2).
    #[error("the pool is empty")]
    PoolEmpty,
    /// A tile is turned up: the player must place it before anything else (D9).
    #[error("place the {} you turned up first", tile.name())]
    PlaceTurnedFirst { tile: Tile },
    /// `PlaceTurned` when no tile is turned up.
    #[error("no tile is turned up: turn one up from the pool first")]
    NothingTurned,
    /// No-luck game, a round's opening: the player must choose his own tile first (D8).
    #[error("choose your own tile from the open tiles first")]
    ChooseFirst,
    /// `Choose` outside a no-luck round's opening: own tiles are chosen only then.
    #[error("own tiles are chosen only at the start of a round of the game without luck")]
    NotChoosing,
    /// `TurnUp` in the no-luck game, where the pool lies face up: pick a tile instead.
    #[error("the pool lies face up: choose a tile from it")]
    PoolFaceUp,
    /// `Pick` without the no-luck option, where the pool lies face down: turn up its top tile instead.
    #[error("the pool lies face down: you can only turn up its top tile")]
    PoolFaceDown,
    /// No-luck game: `Pick` of a tile the pool does not hold.
    #[error("the pool holds no {}", tile.name())]
    NotInPool { tile: Tile },
    /// `Own` by a player who has placed his own tile already.
    #[error("you have no own tile to place")]
    NoOwnTile,
    /// `Pass` by a player who can place something.
    #[error("you may pass only when you can place nothing")]
    MustPlace,
}

platform::coded!(IllegalAction {
    /// The stable machine code, `"action."` and the kind in camelCase.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::IllegalAction;
    /// assert_eq!(IllegalAction::SquareTaken { square: "c3".parse().unwrap() }.code(), "action.squareTaken");
    /// ```
    code,
    /// The arguments of the code, by name: `square` (its name), `stall` (strokes), `tile` (its code).
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::error::Arg;
    /// use heller::{IllegalAction, Stall};
    /// assert_eq!(IllegalAction::NoStall { stall: Stall::III }.args(), vec![("stall", Arg::Number(3))]);
    /// ```
    args,
    IllegalAction::GameOver => "action.gameOver"; [],
    IllegalAction::SquareTaken { square } => "action.squareTaken"; [square: code_of(square)],
    IllegalAction::NoStall { stall } => "action.noStall"; [stall: num(stall.strokes())],
    IllegalAction::PoolEmpty => "action.poolEmpty"; [],
    IllegalAction::PlaceTurnedFirst { tile } => "action.placeTurnedFirst"; [tile: code_of(tile)],
    IllegalAction::NothingTurned => "action.nothingTurned"; [],
    IllegalAction::ChooseFirst => "action.chooseFirst"; [],
    IllegalAction::NotChoosing => "action.notChoosing"; [],
    IllegalAction::PoolFaceUp => "action.poolFaceUp"; [],
    IllegalAction::PoolFaceDown => "action.poolFaceDown"; [],
    IllegalAction::NotInPool { tile } => "action.notInPool"; [tile: code_of(tile)],
    IllegalAction::NoOwnTile => "action.noOwnTile"; [],
    IllegalAction::MustPlace => "action.mustPlace"; [],
});
