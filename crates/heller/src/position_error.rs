//! A position that cannot be read ([`ParseError`]) or cannot occur in a game
//! ([`InvalidPosition`]): what [`State::from_setup`](crate::State::from_setup) and the notation
//! reader refuse.

use crate::coded::{code_of, num, Arg};
use crate::parse_error::ParseError;
use crate::stall::Stall;
use crate::tile::Tile;
use crate::variant::Variant;
use thiserror::Error;

/// A position that cannot be read or cannot occur in a game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    /// The text is not notation.
    #[error("notation: {0}")]
    Parse(#[from] ParseError),
    /// The position is described but cannot occur in a game.
    #[error("impossible position: {0}")]
    Invalid(#[from] InvalidPosition),
}

platform::coded!(PositionError {
    /// The stable machine code: [`ParseError::code`] or [`InvalidPosition::code`].
    code,
    /// The arguments of the code: [`ParseError::args`] or [`InvalidPosition::args`].
    args,
    PositionError::Parse(e) => e.code(); [; e.args()],
    PositionError::Invalid(e) => e.code(); [; e.args()],
});

fn seat(player: &u8) -> u16 {
    *player as u16 + 1
}

/// Why a described position cannot occur in a game: what [`State::from_setup`] refuses.
///
/// [`State::from_setup`]: crate::State::from_setup
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum InvalidPosition {
    /// A player count outside 2–4.
    #[error("{players} players: the game is for 2 to 4")]
    PlayerCount { players: u8 },
    /// `list` (`"money"`, `"supply"` or `"own"`) does not have one entry per player.
    #[error("{found} entries in the {list} list for {players} players: there is one per player")]
    ListCount { list: &'static str, players: u8, found: usize },
    /// Round 0, or beyond the third in the standard game.
    #[error("round {round} cannot occur in the {} game", variant.name())]
    Round { round: u8, variant: Variant },
    /// A player to act or a stall's owner who is not at the table.
    #[error("player {} is named, but there are {players} players", seat(player))]
    NoSuchPlayer { player: u8, players: u8 },
    /// A player holds more money than a position may give ([`crate::state::MAX_MONEY`]).
    #[error("player {} holds {money}; a position may give at most {max}", seat(player))]
    Money { player: u8, money: u32, max: u32 },
    /// A tile built by hand with a value outside 1–6.
    #[error("{tile} is not a tile of the game")]
    NoSuchTile { tile: Tile },
    /// Market, pool and own tiles together must hold each tile of the game exactly as often as it exists.
    #[error("the {} appears {found} times; the game has {expected}", tile.name())]
    TileCount { tile: Tile, found: u8, expected: u8 },
    /// Stalls of a kind on the market and in the supply exceed what the player received.
    #[error("player {} has {count} {stall} stalls in supply and on the market; he received {max}", seat(player))]
    TooManyStalls { player: u8, stall: Stall, count: u8, max: u8 },
    /// The game is not over but every square is taken: the round would have ended.
    #[error("the market is full, so the round would have ended")]
    MarketFull,
    /// The game is not over but nobody can place anything: the round would have ended.
    #[error("nobody can place anything, so the round would have ended")]
    NobodyCanPlace,
    /// Over, but the end condition is not met (standard: three rounds; open-ended: a player
    /// placed his last stall).
    #[error("the game cannot be over yet in round {round}")]
    NotOver { round: u8 },
    /// Standard game: fewer pieces to place (stalls in supply, own tiles, pool) than free
    /// squares, which cannot happen: every standard round starts with at least 30 pieces.
    #[error("{free} free squares but only {pieces} pieces left to place: a standard round always fills the market")]
    TooFewPieces { free: u8, pieces: u8 },
    /// A tile turned up in the no-luck game, where the pool lies open and no tile is turned up.
    #[error("a tile is turned up, but without luck the pool lies open and tiles are taken from it")]
    TurnedWithoutLuck,
    /// A tile turned up while nobody is to place it (the game is over, or own tiles are being chosen).
    #[error("a tile is turned up, but nobody is on turn to place it")]
    TurnedOffTurn,
    /// Own tiles being chosen outside the no-luck game, where they are dealt.
    #[error("own tiles are chosen only in the game without luck")]
    ChoosingWithLuck,
    /// Own tiles being chosen on a market that is not empty: they are chosen before a round's
    /// first placement.
    #[error("own tiles are chosen at a round's start, but the market is not empty")]
    ChoosingLate,
    /// Own tiles being chosen, but the players still to choose are not the player to act and
    /// those after him in seat order (the players who chose come first, from the start player).
    #[error(
        "player {} cannot be the one to choose: the players still to choose follow each other from him",
        seat(player)
    )]
    ChoosingOrder { player: u8 },
    /// A view that no full position matches ([`View::sample_world`](crate::View::sample_world)):
    /// more tiles seen than there are, or hidden tiles that do not fill the own tiles and the pool.
    #[error("no position matches the view")]
    ImpossibleView,
}

platform::coded!(InvalidPosition {
    /// The stable machine code, `"position."` and the kind in camelCase.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::InvalidPosition;
    /// assert_eq!(InvalidPosition::MarketFull.code(), "position.marketFull");
    /// ```
    code,
    /// The arguments of the code, by name (players 0-based, tiles by code, stalls by strokes).
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::error::Arg;
    /// use heller::{InvalidPosition, Tile};
    /// let error = InvalidPosition::TileCount { tile: Tile::Fire, found: 3, expected: 2 };
    /// assert_eq!(error.args()[0], ("tile", Arg::Text("F".into())));
    /// ```
    args,
    InvalidPosition::PlayerCount { players } => "position.playerCount"; [players: num(*players)],
    InvalidPosition::ListCount { list, players, found } => "position.listCount";
        [list: Arg::Word(list), players: num(*players), found: num(*found as i64)],
    InvalidPosition::Round { round, variant } => "position.round"; [round: num(*round), variant: Arg::Word(variant.name())],
    InvalidPosition::NoSuchPlayer { player, players } => "position.noSuchPlayer"; [player: num(*player), players: num(*players)],
    InvalidPosition::Money { player, money, max } => "position.money"; [player: num(*player), money: num(*money), max: num(*max)],
    InvalidPosition::NoSuchTile { tile } => "position.noSuchTile"; [tile: Arg::Text(tile.to_string())],
    InvalidPosition::TileCount { tile, found, expected } => "position.tileCount";
        [tile: code_of(tile), found: num(*found), expected: num(*expected)],
    InvalidPosition::TooManyStalls { player, stall, count, max } => "position.tooManyStalls";
        [player: num(*player), stall: num(stall.strokes()), count: num(*count), max: num(*max)],
    InvalidPosition::MarketFull => "position.marketFull"; [],
    InvalidPosition::NobodyCanPlace => "position.nobodyCanPlace"; [],
    InvalidPosition::NotOver { round } => "position.notOver"; [round: num(*round)],
    InvalidPosition::TooFewPieces { free, pieces } => "position.tooFewPieces"; [free: num(*free), pieces: num(*pieces)],
    InvalidPosition::ImpossibleView => "position.impossibleView"; [],
    InvalidPosition::TurnedWithoutLuck => "position.turnedWithoutLuck"; [],
    InvalidPosition::TurnedOffTurn => "position.turnedOffTurn"; [],
    InvalidPosition::ChoosingWithLuck => "position.choosingWithLuck"; [],
    InvalidPosition::ChoosingLate => "position.choosingLate"; [],
    InvalidPosition::ChoosingOrder { player } => "position.choosingOrder"; [player: num(*player)],
});
