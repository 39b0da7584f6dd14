//! The record of a game, for any game that keeps the contract ([`Rules`]): where it started, in
//! the game's position notation, and every action since, in its action notation. Replaying it
//! checks every action where it stands, so a record can never bring in a position the rules could
//! not have produced from its start.

use crate::game::Rules;
use core::fmt;
use core::str::FromStr;
use serde::{Deserialize, Serialize};

/// A start and the actions since, as text.
///
/// # Examples
///
/// A record of "reach ten" ([`crate::toy`]), whose notation is `count.seat.secret0.secret1` and
/// whose actions are the numbers added:
///
/// ```
/// use platform::game::Rules;
/// use platform::record::{Record, ReplayError};
/// use platform::toy::Ten;
///
/// let start = Ten::from_notation("5.0.17.42").unwrap();
/// let record = Record::new::<Ten>(&start, &[2, 2]);
/// assert_eq!(record.actions, ["2", "2"]);
/// assert_eq!(Ten::to_notation(&record.replay::<Ten>().unwrap()), "9.0.17.42");
///
/// let cheat = Record { start: "5.0.17.42".into(), actions: vec!["2".into(), "2".into(), "2".into()] };
/// match cheat.replay::<Ten>() {
///     Err(ReplayError::Refused { index, .. }) => assert_eq!(index, 2, "the third action goes past ten"),
///     other => panic!("{other:?}"),
/// }
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Record {
    /// The position the game started from, in the game's notation ([`Rules::to_notation`]).
    pub start: String,
    /// Every action since, in order, in the game's action notation (its `Display`).
    pub actions: Vec<String>,
}

impl Record {
    /// The record of a game that started at `start` and went on with `actions` (not checked
    /// here: [`Record::replay`] checks them).
    pub fn new<G: Rules>(start: &G::State, actions: &[G::Action]) -> Record {
        Record { start: G::to_notation(start), actions: actions.iter().map(ToString::to_string).collect() }
    }

    /// Appends an action.
    pub fn push<G: Rules>(&mut self, action: G::Action) {
        self.actions.push(action.to_string());
    }

    /// Plays the record from its start, checking every action where it stands, and returns the
    /// position it reaches.
    ///
    /// # Errors
    ///
    /// The first thing wrong: the start is no position ([`ReplayError::Start`]), an action cannot
    /// be read ([`ReplayError::Unreadable`]) or is refused where it stands
    /// ([`ReplayError::Refused`]), with its index among the actions.
    pub fn replay<G: Rules>(&self) -> Result<G::State, ReplayError<G>> {
        self.replay_with::<G>(|_, _, _, _| {})
    }

    /// Like [`Record::replay`], handing every action played to `step`: its index, the action,
    /// what it made happen and the position after it.
    ///
    /// # Errors
    ///
    /// As [`Record::replay`]; `step` has then seen the actions before the one refused.
    pub fn replay_with<G: Rules>(
        &self,
        mut step: impl FnMut(usize, G::Action, &[G::Event], &G::State),
    ) -> Result<G::State, ReplayError<G>> {
        let mut state = G::from_notation(&self.start).map_err(ReplayError::Start)?;
        for (index, text) in self.actions.iter().enumerate() {
            let action = G::Action::from_str(text).map_err(|error| ReplayError::Unreadable {
                index,
                text: text.clone(),
                error,
            })?;
            let events = G::play(&mut state, action).map_err(|error| ReplayError::Refused { index, action, error })?;
            step(index, action, &events, &state);
        }
        Ok(state)
    }
}

/// Why a [`Record`] cannot be replayed.
pub enum ReplayError<G: Rules> {
    /// The start is not a position of the game.
    Start(G::SetupError),
    /// Action `index` (0-based) is not the game's action notation.
    Unreadable {
        /// Its index among the record's actions, 0-based.
        index: usize,
        /// Its text.
        text: String,
        /// Why it cannot be read.
        error: <G::Action as FromStr>::Err,
    },
    /// Action `index` (0-based) is refused in the position the actions before it reached.
    Refused {
        /// Its index among the record's actions, 0-based.
        index: usize,
        /// The action.
        action: G::Action,
        /// Why the game refuses it.
        error: G::PlayError,
    },
}

impl<G: Rules> ReplayError<G> {
    /// The index of the action that failed, or `None` when the start did.
    pub fn index(&self) -> Option<usize> {
        match self {
            ReplayError::Start(_) => None,
            ReplayError::Unreadable { index, .. } | ReplayError::Refused { index, .. } => Some(*index),
        }
    }
}

impl<G: Rules> fmt::Display for ReplayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Start(error) => write!(f, "the start is not a position: {error}"),
            ReplayError::Unreadable { index, text, error } => {
                write!(f, "action {} ({}) cannot be read: {error}", index + 1, crate::quoted::Quoted(text))
            }
            ReplayError::Refused { index, action, error } => {
                write!(f, "action {} ({action}) cannot be played: {error}", index + 1)
            }
        }
    }
}

impl<G: Rules> fmt::Debug for ReplayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Start(error) => f.debug_tuple("Start").field(error).finish(),
            ReplayError::Unreadable { index, text, error } => {
                f.debug_struct("Unreadable").field("index", index).field("text", text).field("error", error).finish()
            }
            ReplayError::Refused { index, action, error } => {
                f.debug_struct("Refused").field("index", index).field("action", action).field("error", error).finish()
            }
        }
    }
}
