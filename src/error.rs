//! Errors: every bad input becomes one of these, never a panic.
//!
//! Each error has an English message (its `Display`) and a stable machine code with arguments
//! (`code()` and `args()`; serialized as `{ "code": …, "args": { … } }`), so that a user interface
//! can word it in its own language. Arguments number players and columns from 0, as the JSON API
//! does; the messages count them from 1, as the board and the notation do.

use crate::card::Card;
use crate::state::Variant;
use core::fmt;
use platform::coded::serialize_coded;
use serde::{Serialize, Serializer};
use thiserror::Error;

/// One argument of an error's code: a number, a card (`"B4"` in JSON), a word or a piece of text.
///
/// # Examples
///
/// ```
/// use heuchel::error::Arg;
/// assert_eq!(serde_json::to_string(&Arg::Card("B4".parse().unwrap())).unwrap(), r#""B4""#);
/// assert_eq!(serde_json::to_string(&Arg::Number(3)).unwrap(), "3");
/// assert_eq!(serde_json::to_string(&Arg::Text("Z9".into())).unwrap(), r#""Z9""#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Arg {
    /// A count, a row, a die, or a player or column (0-based).
    Number(u32),
    /// A card, written as its code.
    Card(Card),
    /// One of a fixed set of words (a step's name, a variant, a list): a page translates it.
    Word(&'static str),
    /// Text as it was given (the piece of notation that could not be read, an unknown name): a
    /// page shows it as it is.
    Text(String),
}

/// An error's arguments by name, in the order of the message.
pub type Args = Vec<(&'static str, Arg)>;

fn num(n: impl Into<u32>) -> Arg {
    Arg::Number(n.into())
}

/// What a text that could not be read was meant to be: the kind of a [`ParseError`], which its
/// code names (`notation.position`, `notation.view`, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// A full position in notation (docs/NOTATION.md).
    Position,
    /// A player's or a spectator's view in notation.
    View,
    /// An action's text form (`3-5.2`), or a list of them.
    Action,
    /// A card's code (`B4`).
    Card,
    /// A saved game or game record (`Game::save`).
    Save,
}

impl Notation {
    /// The name in the error's code: `"position"`, `"view"`, `"action"`, `"card"` or `"save"`.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::error::Notation;
    /// assert_eq!(Notation::Save.name(), "save");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Notation::Position => "position",
            Notation::View => "view",
            Notation::Action => "action",
            Notation::Card => "card",
            Notation::Save => "save",
        }
    }
}

/// The longest piece of text an error carries as its `text` argument, in characters; a longer
/// one is cut and ends in "…".
const PIECE_MAX: usize = 32;

/// Text that is not valid notation: what it was meant to be ([`Notation`]), why in English (the
/// message) and, where the reader can point at it, the piece it could not read.
///
/// # Examples
///
/// ```
/// use heuchel::error::Arg;
/// use heuchel::State;
/// let error = State::from_notation("3x_garbage").unwrap_err();
/// assert!(error.to_string().starts_with("notation:"));
/// assert_eq!(error.code(), "notation.position");
/// assert_eq!(error.args(), vec![("text", Arg::Text("3x".into()))]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{}", self.0.message)]
pub struct ParseError(Box<Unread>);

/// A [`ParseError`]'s parts, boxed: errors travel in every `Result` of the readers, and a small one
/// keeps those small.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Unread {
    what: Notation,
    message: String,
    text: Option<String>,
}

impl ParseError {
    /// An error reading a `what`, with this message (English, one sentence, no final full stop).
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::error::Notation;
    /// use heuchel::ParseError;
    /// assert_eq!(ParseError::new(Notation::Position, "bad row").to_string(), "bad row");
    /// ```
    pub fn new(what: Notation, message: impl Into<String>) -> ParseError {
        ParseError(Box::new(Unread { what, message: message.into(), text: None }))
    }

    /// The same error, pointing at the piece of text that could not be read (cut to 32
    /// characters).
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::error::Notation;
    /// use heuchel::ParseError;
    /// let error = ParseError::new(Notation::Card, "card value must be 1-6").at("B9");
    /// assert_eq!(error.text(), Some("B9"));
    /// assert_eq!(error.to_string(), "card value must be 1-6", "the message is unchanged");
    /// ```
    pub fn at(mut self, text: &str) -> ParseError {
        self.0.text = Some(match text.char_indices().nth(PIECE_MAX) {
            Some((end, _)) => format!("{}…", &text[..end]),
            None => text.to_string(),
        });
        self
    }

    /// The same error, as one reading a `what`: a reader that is part of a larger one (a card in
    /// a position, a position in a saved game) says what the whole text was meant to be.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::error::Notation;
    /// use heuchel::Card;
    /// let error = "Z9".parse::<Card>().unwrap_err().reading(Notation::Action);
    /// assert_eq!(error.code(), "notation.action");
    /// ```
    pub fn reading(mut self, what: Notation) -> ParseError {
        self.0.what = what;
        self
    }

    /// What the text was meant to be.
    pub fn what(&self) -> Notation {
        self.0.what
    }

    /// The piece of text that could not be read, when the reader could point at one.
    pub fn text(&self) -> Option<&str> {
        self.0.text.as_deref()
    }

    /// The stable machine code: `"notation."` and what the text was meant to be
    /// ([`Notation::name`]): `notation.position`, `notation.view`, `notation.action`,
    /// `notation.card` or `notation.save`.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::{Action, Card};
    /// assert_eq!("Z9".parse::<Card>().unwrap_err().code(), "notation.card");
    /// assert_eq!("3-".parse::<Action>().unwrap_err().code(), "notation.action");
    /// ```
    pub fn code(&self) -> &'static str {
        match self.0.what {
            Notation::Position => "notation.position",
            Notation::View => "notation.view",
            Notation::Action => "notation.action",
            Notation::Card => "notation.card",
            Notation::Save => "notation.save",
        }
    }

    /// The arguments of the code: `text`, the piece that could not be read, when there is one.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::error::Arg;
    /// use heuchel::Card;
    /// assert_eq!("Z9".parse::<Card>().unwrap_err().args(), vec![("text", Arg::Text("Z9".into()))]);
    /// ```
    pub fn args(&self) -> Args {
        self.0.text.iter().map(|text| ("text", Arg::Text(text.clone()))).collect()
    }
}

impl Serialize for ParseError {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serialize_coded(self.code(), &self.args(), s)
    }
}

/// Why an action was refused. The state is unchanged whenever one of these is returned.
///
/// Serializes as `{ "code": "action.badDestination", "args": { "from": 3, "to": 9 } }`
/// ([`IllegalAction::code`], [`IllegalAction::args`]).
///
/// # Examples
///
/// ```
/// use heuchel::{Config, IllegalAction, State, Variant};
/// let mut state = State::new(Config { players: 3, variant: Variant::Base, seed: 1 }).unwrap();
/// let error = state.play("3-5.1".parse().unwrap()).unwrap_err();
/// assert_eq!(error, IllegalAction::WrongPhase { expected: "setup" });
/// assert_eq!(error.code(), "action.wrongPhase");
/// assert_eq!(error.to_string(), "that kind of action is not possible now: place your dealt cards on your start squares");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum IllegalAction {
    #[error("the game is over")]
    GameOver,
    /// `expected` names what the player is expected to do instead: `"setup"` (place his dealt
    /// cards) or the step of his turn by its name (`Step::name`: `"move"`, `"favours"`, …); the
    /// message says it in English ([`expected_words`]).
    #[error("that kind of action is not possible now: {}", expected_words(expected))]
    WrongPhase { expected: &'static str },
    #[error("you do not hold that card")]
    NotInHand,
    #[error("there is no stack of yours that can move on row {row}")]
    NoStack { row: u8 },
    #[error("that stack has {height} cards; you cannot move {count}")]
    BadCount { count: u8, height: u8 },
    #[error("the stack on row {from} cannot move to row {to}")]
    BadDestination { from: u8, to: u8 },
    /// `column` is 0-based; the message counts from 1.
    #[error("the stack in column {} is not a victim you may take from now", *column as u16 + 1)]
    NotAVictim { column: u8 },
    #[error("a move fits the roll, so you must move rather than lose a card")]
    MustMove,
}

/// What the player to act is expected to do, in English, by the name of the step he is in:
/// `"setup"` or a step's name (`Step::name`). For messages and the command-line program; a page
/// words the name itself.
///
/// # Examples
///
/// ```
/// use heuchel::error::expected_words;
/// assert_eq!(expected_words("roll"), "roll the die");
/// assert_eq!(expected_words("setup"), "place your dealt cards on your start squares");
/// ```
pub fn expected_words(step: &str) -> &'static str {
    match step {
        "setup" => "place your dealt cards on your start squares",
        "move" => "move one of your stacks, or the top part of one",
        "favours" => "take cards from a lower stack on your row, or take no more",
        "extra" => "make another move, or end your turn",
        "roll" => "roll the die",
        "extraRoll" => "roll again for another move, or end your turn",
        "rolled" => "move a stack exactly the number rolled, or lose a card if none fits",
        _ => "something else",
    }
}

impl IllegalAction {
    /// The stable machine code, `"action."` and the kind in camelCase.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::IllegalAction;
    /// assert_eq!(IllegalAction::BadDestination { from: 3, to: 9 }.code(), "action.badDestination");
    /// ```
    pub fn code(&self) -> &'static str {
        match self {
            IllegalAction::GameOver => "action.gameOver",
            IllegalAction::WrongPhase { .. } => "action.wrongPhase",
            IllegalAction::NotInHand => "action.notInHand",
            IllegalAction::NoStack { .. } => "action.noStack",
            IllegalAction::BadCount { .. } => "action.badCount",
            IllegalAction::BadDestination { .. } => "action.badDestination",
            IllegalAction::NotAVictim { .. } => "action.notAVictim",
            IllegalAction::MustMove => "action.mustMove",
        }
    }

    /// The arguments of the code, by name (`column` 0-based; `expected` a step's name).
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::error::Arg;
    /// use heuchel::IllegalAction;
    /// let args = IllegalAction::BadCount { count: 3, height: 2 }.args();
    /// assert_eq!(args, vec![("count", Arg::Number(3)), ("height", Arg::Number(2))]);
    /// assert!(IllegalAction::MustMove.args().is_empty());
    /// ```
    pub fn args(&self) -> Args {
        match *self {
            IllegalAction::GameOver | IllegalAction::NotInHand | IllegalAction::MustMove => Vec::new(),
            IllegalAction::WrongPhase { expected } => vec![("expected", Arg::Word(expected))],
            IllegalAction::NoStack { row } => vec![("row", num(row))],
            IllegalAction::BadCount { count, height } => vec![("count", num(count)), ("height", num(height))],
            IllegalAction::BadDestination { from, to } => vec![("from", num(from)), ("to", num(to))],
            IllegalAction::NotAVictim { column } => vec![("column", num(column))],
        }
    }
}

impl Serialize for IllegalAction {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serialize_coded(self.code(), &self.args(), s)
    }
}

/// A position that parsed but cannot occur in a game (cards twice, stacks above their goals, …).
///
/// # Examples
///
/// ```
/// use heuchel::{InvalidPosition, PositionError, State};
/// let twice = "3b_2m_1F1_1F1.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001";
/// let error = State::from_notation(twice).unwrap_err();
/// assert_eq!(error.to_string(), "impossible position: the Fire-Eater 1 (F1) appears twice");
/// assert!(matches!(error, PositionError::Invalid(InvalidPosition::CardTwice { .. })));
/// assert_eq!(error.code(), "position.cardTwice");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error("notation: {0}")]
    Parse(#[from] ParseError),
    #[error("impossible position: {0}")]
    Invalid(#[from] InvalidPosition),
}

impl PositionError {
    /// The stable machine code: [`ParseError::code`] or [`InvalidPosition::code`].
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::State;
    /// assert_eq!(State::from_notation("").unwrap_err().code(), "notation.position");
    /// ```
    pub fn code(&self) -> &'static str {
        match self {
            PositionError::Parse(e) => e.code(),
            PositionError::Invalid(e) => e.code(),
        }
    }

    /// The arguments of the code: [`ParseError::args`] or [`InvalidPosition::args`].
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::error::Arg;
    /// use heuchel::State;
    /// assert_eq!(State::from_notation("7b").unwrap_err().args(), vec![("text", Arg::Text("7b".into()))]);
    /// ```
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

/// A card named in words for a message: "the Bishop 4 (B4)".
struct Named(Card);

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the {} {} ({})", self.0.class().name(), self.0.value(), self.0)
    }
}

/// 1-based, for messages: players and columns are 0-based inside the engine and in the JSON API.
fn seat(index: &u8) -> u16 {
    *index as u16 + 1
}

fn variant_words(variant: &Variant) -> &'static str {
    match variant {
        Variant::Base => "base game",
        Variant::Dice => "dice variant",
    }
}

/// A step's request in words, by its name (`Step::name`).
fn step_words(step: &str) -> &'static str {
    match step {
        "move" => "move without a die",
        "extra" => "move again or end his turn",
        "roll" => "roll the die",
        "extraRoll" => "roll again or end his turn",
        "rolled" => "move by a rolled die",
        _ => "take favours",
    }
}

/// An impossible view's reason (`InvalidPosition::ImpossibleView`) in English.
fn view_reason_words(reason: &str) -> &'static str {
    match reason {
        "fullView" => "the full view is nobody's: worlds are sampled from a player's or a spectator's view",
        "hiddenCards" => "more hidden cards of a class than there are",
        "hands" => "the hands hold more cards than there are",
        _ => "no player could have this view",
    }
}

/// Why a described position cannot occur in a game: what [`State::from_setup`] refuses, with the
/// same kinds whether the position came from the notation, a [`Setup`] or JSON.
///
/// Serializes as `{ "code": "position.cardTwice", "args": { "card": "B4" } }`: `code` is
/// [`InvalidPosition::code`], `args` ([`InvalidPosition::args`]) the fields below (players and columns 0-based, rows 1–13,
/// cards as `"B4"`). docs/JS-API.md lists every code.
///
/// [`State::from_setup`]: crate::State::from_setup
/// [`Setup`]: crate::setup::Setup
///
/// # Examples
///
/// ```
/// use heuchel::setup::Setup;
/// use heuchel::{Config, InvalidPosition, PositionError, State, Variant};
/// let state = State::new(Config { players: 3, variant: Variant::Base, seed: 1 }).unwrap();
/// let mut setup = state.to_setup();
/// setup.players = 7;
/// let error = State::from_setup(&setup).unwrap_err();
/// assert_eq!(error, PositionError::Invalid(InvalidPosition::PlayerCount { players: 7 }));
/// assert_eq!(error.to_string(), "impossible position: 7 players: the game is for 3 to 6");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum InvalidPosition {
    /// The player count is not 3–6.
    #[error("{players} players: the game is for 3 to 6")]
    PlayerCount { players: u8 },
    /// `list` ("columns", "hands" or "discards") does not have one entry per player. Hands and
    /// discards may also be left empty altogether (nobody holds or has discarded anything).
    #[error("{found} {list} for {players} players: there is one per player")]
    ListCount { list: &'static str, players: u8, found: usize },
    #[error("column {}: row {row} is off the board (rows 1-13)", seat(column))]
    RowOffBoard { column: u8, row: u8 },
    /// Piles must be listed lowest row first, one per square.
    #[error("column {}: squares must be listed once each, lowest row first (row {row} is out of order)", seat(column))]
    RowOrder { column: u8, row: u8 },
    #[error("column {}, row {row}: a pile needs at least one card", seat(column))]
    EmptyPile { column: u8, row: u8 },
    /// A face-down pile lies only on the goal square of its top card's class.
    #[error(
        "column {}, row {row}: a face-down pile lies off its goal row: {} on top has its goal on row {goal}",
        seat(column), Named(*top)
    )]
    FaceDownOffGoal { column: u8, row: u8, top: Card, goal: u8 },
    /// A standing stack is always below its top card's goal row: on it the stack is turned face
    /// down, above it (after favours) its top part is discarded for arrogance.
    #[error(
        "column {}, row {row}: a standing stack lies on or above its goal row: {} on top must stand below its goal row {goal} (on it, the stack is turned face down; above it, discarded)",
        seat(column), Named(*top)
    )]
    StandingOnGoal { column: u8, row: u8, top: Card, goal: u8 },
    #[error("{} appears twice", Named(*card))]
    CardTwice { card: Card },
    #[error("player {} holds {count} cards; a hand has at most 6", seat(player))]
    HandTooBig { player: u8, count: usize },
    /// Exactly six cards per player are in play (on the board, in hands, discarded).
    #[error("{count} cards in play; {players} players play with exactly {expected}")]
    CardCount { count: usize, players: u8, expected: usize },
    /// The player to act (or placing) is not at the table.
    #[error("player {} is to act, but there are {players} players", seat(player))]
    NoSuchPlayer { player: u8, players: u8 },
    #[error("nothing is discarded during setup (player {} has discards)", seat(player))]
    DiscardsDuringSetup { player: u8 },
    #[error("nothing is seen by others during setup (knowledge of {} is listed)", Named(*card))]
    KnowledgeDuringSetup { card: Card },
    /// During setup, players before the placer have placed all six cards, the placer holds at
    /// least one and has placed the rest, later players hold all six.
    #[error(
        "during setup by player {}, player {} cannot hold {held} and have placed {placed} (earlier players have placed all six cards, the placer still holds at least one, later players hold all six)",
        seat(placer), seat(player)
    )]
    SetupCounts { placer: u8, player: u8, held: usize, placed: usize },
    #[error(
        "during setup every card stands face up on its class's start square: {} lies on row {row} of column {}",
        Named(*card), seat(column)
    )]
    SetupOffStart { column: u8, row: u8, card: Card },
    #[error("player {} still holds cards, but hands are empty once play has begun", seat(player))]
    HandAfterSetup { player: u8 },
    #[error("player {} is to act but has no standing cards", seat(player))]
    InactivePlayer { player: u8 },
    /// Base game: play ends when fewer than two players have standing cards; dice: when none has.
    #[error("the game would already be over: too few players have standing cards ({active})")]
    TooFewActive { active: u8 },
    #[error("the game cannot be over while players still have standing cards ({active} do)")]
    NotOver { active: u8 },
    /// `step` is a step's name (`Step::name`) that belongs to the other variant.
    #[error(
        "player {} is asked to {}, which cannot occur in the {}",
        seat(player),
        step_words(step),
        variant_words(variant)
    )]
    StepOfOtherVariant { player: u8, step: &'static str, variant: Variant },
    #[error("a rolled {die} cannot occur: a die shows 1 to 6")]
    DieOffRange { die: u8 },
    #[error("favours on row {row} cannot occur: player {} has no standing stack there", seat(player))]
    FavoursWithoutStack { player: u8, row: u8 },
    #[error(
        "favours cannot occur with column {} already cut: it is the taker's own column or not in the game",
        seat(column)
    )]
    FavoursBadCut { column: u8 },
    /// The step would have ended by itself: favours last only while a victim is left.
    #[error(
        "favours on row {row} cannot occur: no stack there may still be taken from (a lower top in a column not yet cut)"
    )]
    FavoursWithoutVictim { row: u8 },
    #[error("knowledge lists {} twice", Named(*card))]
    KnowledgeTwice { card: Card },
    #[error("knowledge of {} names no player", Named(*card))]
    KnowledgeEmpty { card: Card },
    #[error("knowledge of {} names player {}, who is not in the game", Named(*card), seat(player))]
    KnowledgeBadPlayer { card: Card, player: u8 },
    #[error("knowledge of {} names player {} twice", Named(*card), seat(player))]
    KnowledgePlayerTwice { card: Card, player: u8 },
    /// Only cards on the board can be known beyond the rules, and only during play.
    #[error("knowledge of {}: only cards on the board, during play, can be known to extra players", Named(*card))]
    KnowledgeNotOnBoard { card: Card },
    #[error("knowledge of {} repeats what the rules already show (player {} knows it anyway)", Named(*card), seat(player))]
    KnowledgeImplied { card: Card, player: u8 },
    /// A view that no full position matches (`State::sample_world`). `reason` is a word:
    /// `fullView` (the full view is nobody's), `hiddenCards` (more hidden cards of a class than
    /// there are), `hands` (the hands hold more cards than there are) or `unseeable` (no player
    /// could have this view); the message says it in English.
    #[error("the view cannot be completed: {}", view_reason_words(reason))]
    ImpossibleView { reason: &'static str },
}

impl InvalidPosition {
    /// The stable machine code, `"position."` and the kind in camelCase (docs/JS-API.md).
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::{Card, InvalidPosition};
    /// let card: Card = "B4".parse().unwrap();
    /// let error = InvalidPosition::CardTwice { card };
    /// assert_eq!(error.code(), "position.cardTwice");
    /// assert_eq!(error.to_string(), "the Bishop 4 (B4) appears twice");
    /// ```
    pub fn code(&self) -> &'static str {
        use InvalidPosition::*;
        match self {
            PlayerCount { .. } => "position.playerCount",
            ListCount { .. } => "position.listCount",
            RowOffBoard { .. } => "position.rowOffBoard",
            RowOrder { .. } => "position.rowOrder",
            EmptyPile { .. } => "position.emptyPile",
            FaceDownOffGoal { .. } => "position.faceDownOffGoal",
            StandingOnGoal { .. } => "position.standingOnGoal",
            CardTwice { .. } => "position.cardTwice",
            HandTooBig { .. } => "position.handTooBig",
            CardCount { .. } => "position.cardCount",
            NoSuchPlayer { .. } => "position.noSuchPlayer",
            DiscardsDuringSetup { .. } => "position.discardsDuringSetup",
            KnowledgeDuringSetup { .. } => "position.knowledgeDuringSetup",
            SetupCounts { .. } => "position.setupCounts",
            SetupOffStart { .. } => "position.setupOffStart",
            HandAfterSetup { .. } => "position.handAfterSetup",
            InactivePlayer { .. } => "position.inactivePlayer",
            TooFewActive { .. } => "position.tooFewActive",
            NotOver { .. } => "position.notOver",
            StepOfOtherVariant { .. } => "position.stepOfOtherVariant",
            DieOffRange { .. } => "position.dieOffRange",
            FavoursWithoutStack { .. } => "position.favoursWithoutStack",
            FavoursBadCut { .. } => "position.favoursBadCut",
            FavoursWithoutVictim { .. } => "position.favoursWithoutVictim",
            KnowledgeTwice { .. } => "position.knowledgeTwice",
            KnowledgeEmpty { .. } => "position.knowledgeEmpty",
            KnowledgeBadPlayer { .. } => "position.knowledgeBadPlayer",
            KnowledgePlayerTwice { .. } => "position.knowledgePlayerTwice",
            KnowledgeNotOnBoard { .. } => "position.knowledgeNotOnBoard",
            KnowledgeImplied { .. } => "position.knowledgeImplied",
            ImpossibleView { .. } => "position.impossibleView",
        }
    }

    /// The arguments of the code, by name, as the fields of the kind (players and columns
    /// 0-based, rows 1–13; `variant` and `step` as the JSON API names them).
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::error::Arg;
    /// use heuchel::{InvalidPosition, Variant};
    /// let error = InvalidPosition::StepOfOtherVariant { player: 1, step: "roll", variant: Variant::Base };
    /// assert_eq!(error.args(), vec![("player", Arg::Number(1)), ("step", Arg::Word("roll")), ("variant", Arg::Word("base"))]);
    /// ```
    pub fn args(&self) -> Args {
        use InvalidPosition::*;
        let card = |c: Card| ("card", Arg::Card(c));
        let count = |name, n: usize| (name, Arg::Number(n as u32));
        match *self {
            PlayerCount { players } => vec![("players", num(players))],
            ListCount { list, players, found } => {
                vec![("list", Arg::Word(list)), ("players", num(players)), count("found", found)]
            }
            RowOffBoard { column, row } | RowOrder { column, row } | EmptyPile { column, row } => {
                vec![("column", num(column)), ("row", num(row))]
            }
            FaceDownOffGoal { column, row, top, goal } | StandingOnGoal { column, row, top, goal } => {
                vec![("column", num(column)), ("row", num(row)), ("top", Arg::Card(top)), ("goal", num(goal))]
            }
            CardTwice { card: c }
            | KnowledgeDuringSetup { card: c }
            | KnowledgeTwice { card: c }
            | KnowledgeEmpty { card: c }
            | KnowledgeNotOnBoard { card: c } => vec![card(c)],
            HandTooBig { player, count: n } => vec![("player", num(player)), count("count", n)],
            CardCount { count: n, players, expected } => {
                vec![count("count", n), ("players", num(players)), count("expected", expected)]
            }
            NoSuchPlayer { player, players } => vec![("player", num(player)), ("players", num(players))],
            DiscardsDuringSetup { player } | HandAfterSetup { player } | InactivePlayer { player } => {
                vec![("player", num(player))]
            }
            SetupCounts { placer, player, held, placed } => {
                vec![("placer", num(placer)), ("player", num(player)), count("held", held), count("placed", placed)]
            }
            SetupOffStart { column, row, card: c } => vec![("column", num(column)), ("row", num(row)), card(c)],
            TooFewActive { active } | NotOver { active } => vec![("active", num(active))],
            StepOfOtherVariant { player, step, variant } => {
                vec![("player", num(player)), ("step", Arg::Word(step)), ("variant", Arg::Word(variant.name()))]
            }
            DieOffRange { die } => vec![("die", num(die))],
            FavoursWithoutStack { player, row } => vec![("player", num(player)), ("row", num(row))],
            FavoursBadCut { column } => vec![("column", num(column))],
            FavoursWithoutVictim { row } => vec![("row", num(row))],
            KnowledgeBadPlayer { card: c, player }
            | KnowledgePlayerTwice { card: c, player }
            | KnowledgeImplied { card: c, player } => vec![card(c), ("player", num(player))],
            ImpossibleView { reason } => vec![("reason", Arg::Word(reason))],
        }
    }
}

impl Serialize for InvalidPosition {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serialize_coded(self.code(), &self.args(), s)
    }
}
