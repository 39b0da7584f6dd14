//! What the property harness reports when a game breaks the contract: which property, where.

use core::fmt;

/// A property of the contract ([`crate::game::Rules`]) that every game keeps in every position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Property {
    /// The same start asked for twice is the same state (the deal follows from its seed alone).
    Deterministic,
    /// The state's notation reads back to an equal state, and that state writes the same text.
    Notation,
    /// The state's setup is accepted by `from_setup` and builds an equal state.
    Setup,
    /// A world sampled from a seat's view is a state, and shows that seat the same view.
    World,
    /// The game is over exactly when nobody is to act; then it has an outcome (one score per seat,
    /// the winners those with the highest) and no legal action.
    Outcome,
    /// A seat to act has at least one legal action.
    NoLegalAction,
    /// No legal action is listed twice.
    Duplicate,
    /// An action's notation reads back to the same action.
    ActionNotation,
    /// Every legal action is played.
    LegalRefused,
    /// An action not among the legal ones is refused.
    IllegalAccepted,
    /// A refused action leaves the state exactly as it was.
    RefusalChangedState,
    /// The game ends within the bound given.
    TooLong,
    /// The record of the game (its start and its actions' notation) replays to the same state.
    Replay,
}

impl Property {
    /// The property in words, for a failure's message.
    pub fn describe(self) -> &'static str {
        match self {
            Property::Deterministic => "the same start twice gives the same state",
            Property::Notation => "the state's notation reads back to the same state",
            Property::Setup => "the state's setup builds the same state",
            Property::World => "a world sampled from a view shows the same view",
            Property::Outcome => "the game is over exactly when nobody is to act, and then has an outcome",
            Property::NoLegalAction => "a seat to act has a legal action",
            Property::Duplicate => "no legal action is listed twice",
            Property::ActionNotation => "an action's notation reads back to the same action",
            Property::LegalRefused => "every legal action is played",
            Property::IllegalAccepted => "an action not among the legal ones is refused",
            Property::RefusalChangedState => "a refused action leaves the state as it was",
            Property::TooLong => "the game ends within the bound",
            Property::Replay => "the game's record replays to the same state",
        }
    }
}

/// A property broken, with where: the game of the run, the actions played before, the position
/// in the game's notation and what went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The property broken.
    pub property: Property,
    /// The game of the run, from 0 (the number its start was asked for with).
    pub game: u64,
    /// How many actions of that game had been played.
    pub actions: usize,
    /// The position in the game's notation, to reproduce the failure.
    pub position: String,
    /// What went wrong.
    pub detail: String,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "broken: {} (game {}, after {} actions): {}; position: {}",
            self.property.describe(),
            self.game,
            self.actions,
            self.detail,
            self.position
        )
    }
}

impl std::error::Error for Failure {}
