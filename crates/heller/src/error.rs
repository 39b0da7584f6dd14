//! Errors: every bad input becomes one of these, never a panic.
//!
//! Each error has an English message (its `Display`) and a stable machine code with arguments
//! (`code()` and `args()`; serialized as `{"code": …, "args": {…}}`), so that a user interface can
//! word it in its own language. Arguments number players from 0; messages count them from 1.

use crate::square::Square;
use crate::stall::Stall;
use crate::state::Variant;
use crate::tile::Tile;
use platform::coded::serialize_coded;
use serde::{Serialize, Serializer};
use thiserror::Error;

/// One argument of an error's code.
///
/// # Examples
///
/// ```
/// use heller::error::Arg;
/// assert_eq!(serde_json::to_string(&Arg::Number(3)).unwrap(), "3");
/// assert_eq!(serde_json::to_string(&Arg::Text("c3".into())).unwrap(), r#""c3""#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Arg {
    /// A count, a player (0-based), strokes.
    Number(i64),
    /// One of a fixed set of words (a list's name, a variant): a page translates it.
    Word(&'static str),
    /// A code (a tile `B3`, a square `c3`) or text as it was given.
    Text(String),
}

/// An error's arguments by name, in the order of the message.
pub type Args = Vec<(&'static str, Arg)>;

fn num(n: impl Into<i64>) -> Arg {
    Arg::Number(n.into())
}

fn code_of(x: impl ToString) -> Arg {
    Arg::Text(x.to_string())
}

/// What a text that could not be read was meant to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// A full position ([`State::from_notation`](crate::State::from_notation)).
    Position,
    /// An action's text form (`s2c3`).
    Action,
    /// A tile's code (`B3`).
    Tile,
    /// A square's name (`c3`).
    Square,
}

/// The longest piece of text an error carries, in characters; a longer one is cut and ends in "…".
const PIECE_MAX: usize = 32;

/// Text that is not valid notation: what it was meant to be, why (the message), and the piece
/// that could not be read.
///
/// # Examples
///
/// ```
/// use heller::error::Arg;
/// use heller::Square;
/// let error = "z9".parse::<Square>().unwrap_err();
/// assert_eq!(error.code(), "notation.square");
/// assert_eq!(error.args(), vec![("text", Arg::Text("z9".into()))]);
/// assert_eq!(serde_json::to_string(&error).unwrap(), r#"{"code":"notation.square","args":{"text":"z9"}}"#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{message}")]
pub struct ParseError {
    what: Notation,
    message: String,
    text: Option<String>,
}

impl ParseError {
    /// An error reading a `what`, with this message (English, no final full stop).
    pub fn new(what: Notation, message: impl Into<String>) -> ParseError {
        ParseError { what, message: message.into(), text: None }
    }

    /// The same error, pointing at the piece of text that could not be read (cut to 32 characters).
    pub fn at(mut self, text: &str) -> ParseError {
        self.text = Some(match text.char_indices().nth(PIECE_MAX) {
            Some((end, _)) => format!("{}…", &text[..end]),
            None => text.to_string(),
        });
        self
    }

    /// What the text was meant to be.
    pub fn what(&self) -> Notation {
        self.what
    }

    /// The piece of text that could not be read, when there is one.
    pub fn text(&self) -> Option<&str> {
        self.text.as_deref()
    }

    /// The stable machine code: `notation.position`, `notation.action`, `notation.tile` or
    /// `notation.square`.
    pub fn code(&self) -> &'static str {
        match self.what {
            Notation::Position => "notation.position",
            Notation::Action => "notation.action",
            Notation::Tile => "notation.tile",
            Notation::Square => "notation.square",
        }
    }

    /// The arguments of the code: `text`, the piece that could not be read, when there is one.
    pub fn args(&self) -> Args {
        self.text.iter().map(|t| ("text", Arg::Text(t.clone()))).collect()
    }
}

impl Serialize for ParseError {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serialize_coded(self.code(), &self.args(), s)
    }
}

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

impl IllegalAction {
    /// The stable machine code, `"action."` and the kind in camelCase.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::IllegalAction;
    /// assert_eq!(IllegalAction::SquareTaken { square: "c3".parse().unwrap() }.code(), "action.squareTaken");
    /// ```
    pub fn code(&self) -> &'static str {
        use IllegalAction::*;
        match self {
            GameOver => "action.gameOver",
            SquareTaken { .. } => "action.squareTaken",
            NoStall { .. } => "action.noStall",
            PoolEmpty => "action.poolEmpty",
            PlaceTurnedFirst { .. } => "action.placeTurnedFirst",
            NothingTurned => "action.nothingTurned",
            ChooseFirst => "action.chooseFirst",
            NotChoosing => "action.notChoosing",
            PoolFaceUp => "action.poolFaceUp",
            PoolFaceDown => "action.poolFaceDown",
            NotInPool { .. } => "action.notInPool",
            NoOwnTile => "action.noOwnTile",
            MustPlace => "action.mustPlace",
        }
    }

    /// The arguments of the code, by name: `square` (its name), `stall` (strokes), `tile` (its code).
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::error::Arg;
    /// use heller::{IllegalAction, Stall};
    /// assert_eq!(IllegalAction::NoStall { stall: Stall::III }.args(), vec![("stall", Arg::Number(3))]);
    /// ```
    pub fn args(&self) -> Args {
        use IllegalAction::*;
        match *self {
            SquareTaken { square } => vec![("square", code_of(square))],
            NoStall { stall } => vec![("stall", num(stall.strokes()))],
            NotInPool { tile } | PlaceTurnedFirst { tile } => vec![("tile", code_of(tile))],
            GameOver | PoolEmpty | PoolFaceUp | PoolFaceDown | NoOwnTile | MustPlace | NothingTurned | ChooseFirst
            | NotChoosing => Vec::new(),
        }
    }
}

impl Serialize for IllegalAction {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serialize_coded(self.code(), &self.args(), s)
    }
}

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

impl PositionError {
    /// The stable machine code: [`ParseError::code`] or [`InvalidPosition::code`].
    pub fn code(&self) -> &'static str {
        match self {
            PositionError::Parse(e) => e.code(),
            PositionError::Invalid(e) => e.code(),
        }
    }

    /// The arguments of the code: [`ParseError::args`] or [`InvalidPosition::args`].
    pub fn args(&self) -> Args {
        match self {
            PositionError::Parse(e) => e.args(),
            PositionError::Invalid(e) => e.args(),
        }
    }
}

impl Serialize for PositionError {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serialize_coded(self.code(), &self.args(), s)
    }
}

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
    #[error("{tile:?} is not a tile of the game")]
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

impl InvalidPosition {
    /// The stable machine code, `"position."` and the kind in camelCase.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::InvalidPosition;
    /// assert_eq!(InvalidPosition::MarketFull.code(), "position.marketFull");
    /// ```
    pub fn code(&self) -> &'static str {
        use InvalidPosition::*;
        match self {
            PlayerCount { .. } => "position.playerCount",
            ListCount { .. } => "position.listCount",
            Round { .. } => "position.round",
            NoSuchPlayer { .. } => "position.noSuchPlayer",
            Money { .. } => "position.money",
            NoSuchTile { .. } => "position.noSuchTile",
            TileCount { .. } => "position.tileCount",
            TooManyStalls { .. } => "position.tooManyStalls",
            MarketFull => "position.marketFull",
            NobodyCanPlace => "position.nobodyCanPlace",
            NotOver { .. } => "position.notOver",
            TooFewPieces { .. } => "position.tooFewPieces",
            ImpossibleView => "position.impossibleView",
            TurnedWithoutLuck => "position.turnedWithoutLuck",
            TurnedOffTurn => "position.turnedOffTurn",
            ChoosingWithLuck => "position.choosingWithLuck",
            ChoosingLate => "position.choosingLate",
            ChoosingOrder { .. } => "position.choosingOrder",
        }
    }

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
    pub fn args(&self) -> Args {
        use InvalidPosition::*;
        match *self {
            PlayerCount { players } => vec![("players", num(players))],
            ListCount { list, players, found } => {
                vec![("list", Arg::Word(list)), ("players", num(players)), ("found", num(found as i64))]
            }
            Round { round, variant } => vec![("round", num(round)), ("variant", Arg::Word(variant.name()))],
            NoSuchPlayer { player, players } => vec![("player", num(player)), ("players", num(players))],
            Money { player, money, max } => {
                vec![("player", num(player)), ("money", num(money)), ("max", num(max))]
            }
            NoSuchTile { tile } => vec![("tile", Arg::Text(format!("{tile:?}")))],
            TileCount { tile, found, expected } => {
                vec![("tile", code_of(tile)), ("found", num(found)), ("expected", num(expected))]
            }
            TooManyStalls { player, stall, count, max } => {
                vec![("player", num(player)), ("stall", num(stall.strokes())), ("count", num(count)), ("max", num(max))]
            }
            MarketFull | NobodyCanPlace | ImpossibleView | TurnedWithoutLuck | TurnedOffTurn | ChoosingWithLuck
            | ChoosingLate => Vec::new(),
            ChoosingOrder { player } => vec![("player", num(player))],
            NotOver { round } => vec![("round", num(round))],
            TooFewPieces { free, pieces } => vec![("free", num(free)), ("pieces", num(pieces))],
        }
    }
}

impl Serialize for InvalidPosition {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serialize_coded(self.code(), &self.args(), s)
    }
}

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

impl LoadError {
    /// The stable machine code: `load.noActions`, the start's [`PositionError::code`], the
    /// action's [`ParseError::code`], `load.illegal` or `load.oldNoLuck`.
    pub fn code(&self) -> &'static str {
        match self {
            LoadError::NoActions => "load.noActions",
            LoadError::Start(e) => e.code(),
            LoadError::Action { error, .. } => error.code(),
            LoadError::Illegal { .. } => "load.illegal",
            LoadError::OldNoLuck { .. } => "load.oldNoLuck",
        }
    }

    /// The arguments of the code: the start's or the action's arguments; for an illegal action
    /// its `index` and the [`IllegalAction`]'s own code and arguments (`reason`, then its args).
    pub fn args(&self) -> Args {
        match self {
            LoadError::NoActions => Vec::new(),
            LoadError::Start(e) => e.args(),
            LoadError::Action { index, error } => {
                let mut args = vec![("index", num(*index as i64))];
                args.extend(error.args());
                args
            }
            LoadError::Illegal { index, error } => {
                let mut args = vec![("index", num(*index as i64)), ("reason", Arg::Word(error.code()))];
                args.extend(error.args());
                args
            }
            LoadError::OldNoLuck { index } => vec![("index", num(*index as i64))],
        }
    }
}

impl Serialize for LoadError {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serialize_coded(self.code(), &self.args(), s)
    }
}
