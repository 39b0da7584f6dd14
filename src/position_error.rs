//! A position that cannot be read ([`ParseError`]) or cannot occur in a game
//! ([`InvalidPosition`]): what `State::from_setup` and the notation reader refuse.

use crate::card::Card;
use crate::parse_error::ParseError;
use crate::variant::Variant;
use core::fmt;
use platform::coded::Arg;
use thiserror::Error;

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

platform::coded!(PositionError {
    /// The stable machine code: [`ParseError::code`] or [`InvalidPosition::code`].
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::State;
    /// assert_eq!(State::from_notation("").unwrap_err().code(), "notation.position");
    /// ```
    code,
    /// The arguments of the code: [`ParseError::args`] or [`InvalidPosition::args`].
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::error::Arg;
    /// use heuchel::State;
    /// assert_eq!(State::from_notation("7b").unwrap_err().args(), vec![("text", Arg::Text("7b".into()))]);
    /// ```
    args,
    PositionError::Parse(e) => e.code(); [; e.args()],
    PositionError::Invalid(e) => e.code(); [; e.args()],
});

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

/// A count (of cards, of entries) as an argument.
fn count(n: usize) -> Arg {
    Arg::Number(n as i64)
}

platform::coded!(InvalidPosition {
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
    code,
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
    args,
    InvalidPosition::PlayerCount { players } => "position.playerCount"; [players: Arg::number(*players)],
    InvalidPosition::ListCount { list, players, found } => "position.listCount";
        [list: Arg::Word(list), players: Arg::number(*players), found: count(*found)],
    InvalidPosition::RowOffBoard { column, row } => "position.rowOffBoard"; [column: Arg::number(*column), row: Arg::number(*row)],
    InvalidPosition::RowOrder { column, row } => "position.rowOrder"; [column: Arg::number(*column), row: Arg::number(*row)],
    InvalidPosition::EmptyPile { column, row } => "position.emptyPile"; [column: Arg::number(*column), row: Arg::number(*row)],
    InvalidPosition::FaceDownOffGoal { column, row, top, goal } => "position.faceDownOffGoal";
        [column: Arg::number(*column), row: Arg::number(*row), top: Arg::code(top), goal: Arg::number(*goal)],
    InvalidPosition::StandingOnGoal { column, row, top, goal } => "position.standingOnGoal";
        [column: Arg::number(*column), row: Arg::number(*row), top: Arg::code(top), goal: Arg::number(*goal)],
    InvalidPosition::CardTwice { card } => "position.cardTwice"; [card: Arg::code(card)],
    InvalidPosition::HandTooBig { player, count: n } => "position.handTooBig"; [player: Arg::number(*player), count: count(*n)],
    InvalidPosition::CardCount { count: n, players, expected } => "position.cardCount";
        [count: count(*n), players: Arg::number(*players), expected: count(*expected)],
    InvalidPosition::NoSuchPlayer { player, players } => "position.noSuchPlayer"; [player: Arg::number(*player), players: Arg::number(*players)],
    InvalidPosition::DiscardsDuringSetup { player } => "position.discardsDuringSetup"; [player: Arg::number(*player)],
    InvalidPosition::KnowledgeDuringSetup { card } => "position.knowledgeDuringSetup"; [card: Arg::code(card)],
    InvalidPosition::SetupCounts { placer, player, held, placed } => "position.setupCounts";
        [placer: Arg::number(*placer), player: Arg::number(*player), held: count(*held), placed: count(*placed)],
    InvalidPosition::SetupOffStart { column, row, card } => "position.setupOffStart";
        [column: Arg::number(*column), row: Arg::number(*row), card: Arg::code(card)],
    InvalidPosition::HandAfterSetup { player } => "position.handAfterSetup"; [player: Arg::number(*player)],
    InvalidPosition::InactivePlayer { player } => "position.inactivePlayer"; [player: Arg::number(*player)],
    InvalidPosition::TooFewActive { active } => "position.tooFewActive"; [active: Arg::number(*active)],
    InvalidPosition::NotOver { active } => "position.notOver"; [active: Arg::number(*active)],
    InvalidPosition::StepOfOtherVariant { player, step, variant } => "position.stepOfOtherVariant";
        [player: Arg::number(*player), step: Arg::Word(step), variant: Arg::Word(variant.name())],
    InvalidPosition::DieOffRange { die } => "position.dieOffRange"; [die: Arg::number(*die)],
    InvalidPosition::FavoursWithoutStack { player, row } => "position.favoursWithoutStack"; [player: Arg::number(*player), row: Arg::number(*row)],
    InvalidPosition::FavoursBadCut { column } => "position.favoursBadCut"; [column: Arg::number(*column)],
    InvalidPosition::FavoursWithoutVictim { row } => "position.favoursWithoutVictim"; [row: Arg::number(*row)],
    InvalidPosition::KnowledgeTwice { card } => "position.knowledgeTwice"; [card: Arg::code(card)],
    InvalidPosition::KnowledgeEmpty { card } => "position.knowledgeEmpty"; [card: Arg::code(card)],
    InvalidPosition::KnowledgeBadPlayer { card, player } => "position.knowledgeBadPlayer"; [card: Arg::code(card), player: Arg::number(*player)],
    InvalidPosition::KnowledgePlayerTwice { card, player } => "position.knowledgePlayerTwice"; [card: Arg::code(card), player: Arg::number(*player)],
    InvalidPosition::KnowledgeNotOnBoard { card } => "position.knowledgeNotOnBoard"; [card: Arg::code(card)],
    InvalidPosition::KnowledgeImplied { card, player } => "position.knowledgeImplied"; [card: Arg::code(card), player: Arg::number(*player)],
    InvalidPosition::ImpossibleView { reason } => "position.impossibleView"; [reason: Arg::Word(reason)],
});
