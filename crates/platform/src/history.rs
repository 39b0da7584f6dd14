//! A game as it was played, for any game that keeps the contract ([`Rules`]): where it started,
//! every action since with the seat that took it and what it made happen, and the position now.
//! Each engine's `Game` (its save format, its logs as a seat may read them) is built on it, and so
//! are the replays, take-backs and score charts that step through a game: [`History::at`]
//! replays from the start, so a step of a history is always a position the rules reached.

use crate::game::Rules;
use crate::record::{Record, ReplayError};
use core::fmt;

/// One action of a [`History`]: the seat that took it, the action, and what it made happen.
pub struct Entry<G: Rules> {
    /// The seat that acted, from 0.
    pub seat: u8,
    /// The action.
    pub action: G::Action,
    /// What it made happen, in order ([`Rules::play`]).
    pub events: Vec<G::Event>,
}

impl<G: Rules> Clone for Entry<G> {
    fn clone(&self) -> Self {
        Entry { seat: self.seat, action: self.action, events: self.events.clone() }
    }
}

impl<G: Rules> fmt::Debug for Entry<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Entry")
            .field("seat", &self.seat)
            .field("action", &self.action)
            .field("events", &self.events)
            .finish()
    }
}

/// A start, the actions since and the position they reached (see the module).
///
/// # Examples
///
/// ```
/// use platform::history::History;
/// use platform::toy::Ten;
/// use platform::game::Rules;
///
/// let start = Ten::from_notation("5.0.17.42").unwrap();
/// let mut game = History::<Ten>::new(start.clone());
/// assert_eq!(game.play(2).unwrap(), [7]);
/// assert_eq!(game.play(2).unwrap(), [9]);
/// assert!(game.play(2).is_err(), "past ten: refused");
/// assert_eq!(game.len(), 2, "and not recorded");
/// assert_eq!(game.entries()[1].seat, 1);
///
/// // A step back is the same game replayed from its start.
/// assert_eq!(game.at(0).unwrap().state(), &start);
/// assert_eq!(game.at(1).unwrap().state().count, 7);
/// assert!(game.at(3).is_none(), "beyond the actions played");
///
/// // Its record in notation, and back.
/// let record = game.record();
/// assert_eq!(record.actions, ["2", "2"]);
/// assert_eq!(History::<Ten>::from_record(&record).unwrap(), game);
/// ```
pub struct History<G: Rules> {
    start: G::State,
    entries: Vec<Entry<G>>,
    state: G::State,
}

impl<G: Rules> History<G> {
    /// A game that starts at `start`, no action played yet.
    pub fn new(start: G::State) -> History<G> {
        History { state: start.clone(), start, entries: Vec::new() }
    }

    /// The game from `start` after `actions`.
    ///
    /// # Errors
    ///
    /// The index of the first action refused where it stands, and why.
    pub fn replay(start: G::State, actions: &[G::Action]) -> Result<History<G>, (usize, G::PlayError)> {
        let mut history = History::new(start);
        for (index, &action) in actions.iter().enumerate() {
            history.play(action).map_err(|error| (index, error))?;
        }
        Ok(history)
    }

    /// The game a [`Record`] describes, every action checked where it stands.
    ///
    /// # Errors
    ///
    /// As [`Record::replay`].
    pub fn from_record(record: &Record) -> Result<History<G>, ReplayError<G>> {
        let start = G::from_notation(&record.start).map_err(ReplayError::Start)?;
        let mut history = History::new(start);
        for (index, text) in record.actions.iter().enumerate() {
            let action = text.parse::<G::Action>().map_err(|error| ReplayError::Unreadable {
                index,
                text: text.clone(),
                error,
            })?;
            history.play(action).map_err(|error| ReplayError::Refused { index, action, error })?;
        }
        Ok(history)
    }

    /// The game's record: its start and its actions in notation.
    pub fn record(&self) -> Record {
        Record {
            start: G::to_notation(&self.start),
            actions: self.entries.iter().map(|entry| entry.action.to_string()).collect(),
        }
    }

    /// Plays an action of the seat to act and records it.
    ///
    /// # Errors
    ///
    /// Why the game refuses it ([`Rules::play`]); nothing is recorded and the game is unchanged.
    pub fn play(&mut self, action: G::Action) -> Result<&[G::Event], G::PlayError> {
        let seat = G::to_act(&self.state).unwrap_or(0);
        let events = G::play(&mut self.state, action)?;
        self.entries.push(Entry { seat, action, events });
        Ok(self.entries.last().map_or(&[], |entry| entry.events.as_slice()))
    }

    /// The position the game started from.
    pub fn start(&self) -> &G::State {
        &self.start
    }

    /// The position now.
    pub fn state(&self) -> &G::State {
        &self.state
    }

    /// Every action played, in order, with its seat and events.
    pub fn entries(&self) -> &[Entry<G>] {
        &self.entries
    }

    /// The actions played, in order.
    pub fn actions(&self) -> impl ExactSizeIterator<Item = G::Action> + '_ {
        self.entries.iter().map(|entry| entry.action)
    }

    /// How many actions have been played.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether no action has been played yet.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The same game after only its first `k` actions, replayed from the start (for take-back
    /// and for stepping through a record); `None` beyond the actions played.
    pub fn at(&self, k: usize) -> Option<History<G>> {
        if k > self.entries.len() {
            return None;
        }
        let mut history = History::new(self.start.clone());
        for entry in &self.entries[..k] {
            history.play(entry.action).ok()?;
        }
        Some(history)
    }
}

impl<G: Rules> Clone for History<G> {
    fn clone(&self) -> Self {
        History { start: self.start.clone(), entries: self.entries.clone(), state: self.state.clone() }
    }
}

impl<G: Rules> fmt::Debug for History<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("History")
            .field("start", &self.start)
            .field("entries", &self.entries)
            .field("state", &self.state)
            .finish()
    }
}

/// Two histories are equal when they start from equal positions and played the same actions (the
/// seats, events and the position now follow from those).
impl<G: Rules> PartialEq for History<G> {
    fn eq(&self, other: &Self) -> bool {
        self.start == other.start && self.actions().eq(other.actions())
    }
}

impl<G: Rules> Eq for History<G> where G::State: Eq {}
