//! Recorded playthroughs, for any game that keeps the contract ([`Rules`]), after OpenSpiel's: a
//! complete game stored with everything that can be seen of it at every step, so that a change to
//! the rules, the deal, the notations, the events or what each seat is shown is a difference in a
//! reviewed file, found by replaying it.
//!
//! A [`Playthrough`] holds the game's [`Record`] (its start and actions in notation), every
//! seat's observation of the start ([`Rules::view_text`] of the seat's view), a [`Step`] for every
//! action (the seat that acted, the action, what it made happen in [`Rules::event_text`], the
//! position after it in notation and every seat's observation of that position) and the outcome.
//! [`Playthrough::record`] plays one from a start and a chooser; [`Playthrough::check`] replays one
//! and names the first step and field that differ ([`Mismatch`]). Every game stores the same JSON
//! shape (serde; field names in camelCase).

use crate::game::{Outcome, Rules};
use crate::record::{Record, ReplayError};
use core::fmt;
use serde::{Deserialize, Serialize};

/// A complete game with all that can be seen of it at every step (see the module).
///
/// # Examples
///
/// "Reach ten" ([`crate::toy`]: positions `count.seat.secret0.secret1`, each seat seeing the count
/// and its own secret), played by a chooser that adds 2 while it fits:
///
/// ```
/// use platform::game::Rules;
/// use platform::playthrough::{At, CheckError, Field, Playthrough};
/// use platform::toy::Ten;
///
/// let start = Ten::from_notation("5.0.17.42").unwrap();
/// let played = Playthrough::record::<Ten>(&start, |state, _seat| if state.count <= 8 { 2 } else { 1 }).unwrap();
/// assert_eq!(played.record.actions, ["2", "2", "1"]);
/// assert_eq!(played.steps[1].seat, 1);
/// assert_eq!(played.steps[1].events, ["9"]);
/// assert_eq!(played.steps[1].position, "9.0.17.42");
/// assert_eq!(played.steps[1].observations, ["9.0 secret 17", "9.0 secret 42"], "every seat's, after every action");
/// assert_eq!(played.outcome.as_ref().unwrap().winners, [0]);
/// assert!(played.check::<Ten>().is_ok());
///
/// // Stored as JSON, one shape for every game; a tampered file is caught where it differs.
/// let json = serde_json::to_string(&played).unwrap();
/// let mut stored: Playthrough = serde_json::from_str(&json).unwrap();
/// assert_eq!(stored, played);
/// stored.steps[1].position = "9.1.17.42".into();
/// let Err(CheckError::Mismatch(mismatch)) = stored.check::<Ten>() else { panic!("tampered, yet it checks") };
/// assert_eq!((mismatch.at.index(), mismatch.field), (Some(1), Field::Position));
/// assert_eq!(mismatch.to_string(), "at step 2 (2): the position differs\n  stored:   9.1.17.42\n  replayed: 9.0.17.42");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Playthrough {
    /// The start in the game's position notation and every action since in its action notation:
    /// what [`Playthrough::check`] replays.
    pub record: Record,
    /// Every seat's observation of the start ([`Rules::view_text`]), seat 0 first.
    pub observations: Vec<String>,
    /// One step for every action of the record, in order.
    pub steps: Vec<Step>,
    /// The final scores and the winners; `None` for a game stopped before its end.
    pub outcome: Option<Outcome>,
}

/// One action of a [`Playthrough`] and all that can be seen after it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Step {
    /// The seat that acted, from 0.
    pub seat: u8,
    /// The action, in the game's action notation.
    pub action: String,
    /// What it made happen, in order, each event in its text form ([`Rules::event_text`]).
    pub events: Vec<String>,
    /// The full position after it, in the game's notation (hidden information included).
    pub position: String,
    /// Every seat's observation of that position ([`Rules::view_text`]), seat 0 first.
    pub observations: Vec<String>,
}

impl Step {
    /// The step of `seat`'s `action`, which made `events` happen and led to `after`.
    fn of<G: Rules>(seat: u8, action: G::Action, events: &[G::Event], after: &G::State) -> Step {
        Step {
            seat,
            action: action.to_string(),
            events: events.iter().map(G::event_text).collect(),
            position: G::to_notation(after),
            observations: observations::<G>(after),
        }
    }
}

/// Every seat's observation of `state`, seat 0 first.
fn observations<G: Rules>(state: &G::State) -> Vec<String> {
    (0..G::players(state)).map(|seat| G::view_text(&G::view(state, seat))).collect()
}

impl Playthrough {
    /// Plays a game from `start` to its end, asking `choose` for every action (given the state
    /// and the seat to act; a computer player should be shown only that seat's view,
    /// [`Rules::view`]), and records all that can be seen at every step. The game must end: the
    /// games of the contract do ([`crate::check`] checks it).
    ///
    /// # Errors
    ///
    /// An action chosen that the game refuses where it stands ([`ReplayError::Refused`], with its
    /// index among the actions).
    pub fn record<G: Rules>(
        start: &G::State,
        mut choose: impl FnMut(&G::State, u8) -> G::Action,
    ) -> Result<Playthrough, ReplayError<G>> {
        let mut state = start.clone();
        let mut record = Record::new::<G>(start, &[]);
        let mut steps = Vec::new();
        while let Some(seat) = G::to_act(&state) {
            let action = choose(&state, seat);
            let events = G::play(&mut state, action).map_err(|error| ReplayError::Refused {
                index: steps.len(),
                action,
                error,
            })?;
            record.push::<G>(action);
            steps.push(Step::of::<G>(seat, action, &events, &state));
        }
        Ok(Playthrough { record, observations: observations::<G>(start), steps, outcome: G::outcome(&state) })
    }

    /// Replays the record from its start and compares everything stored with what the game makes
    /// of it now: the start's observations, then step by step the seat that acted, the action
    /// (the step's against the record's), the events, the position and every seat's observation,
    /// and at the end the outcome. Returns the position the record reaches.
    ///
    /// # Errors
    ///
    /// [`CheckError::Mismatch`]: the first thing stored that differs, with its step and field;
    /// [`CheckError::Replay`]: the record does not replay (its start is not a position, or an
    /// action cannot be read or is refused where it stands) and nothing before differs.
    pub fn check<G: Rules>(&self) -> Result<G::State, CheckError<G>> {
        let start = G::from_notation(&self.record.start).map_err(|e| CheckError::Replay(ReplayError::Start(e)))?;
        same_observations(At::Start, &self.observations, &observations::<G>(&start))?;
        let mut seat = G::to_act(&start);
        let mut first: Option<Mismatch> = None;
        let end = self.record.replay_with::<G>(|index, action, events, after| {
            if first.is_none() {
                let replayed = Step::of::<G>(seat.unwrap_or(u8::MAX), action, events, after);
                first = self.same_step(index, &replayed).err();
            }
            seat = G::to_act(after);
        });
        if let Some(mismatch) = first {
            return Err(mismatch.into());
        }
        let end = end.map_err(CheckError::Replay)?;
        let played = self.record.actions.len();
        if let Some(extra) = self.steps.get(played) {
            let at = At::Step { index: played, action: extra.action.clone() };
            return Err(
                Mismatch { at, field: Field::Action, stored: Some(extra.action.clone()), replayed: None }.into()
            );
        }
        let replayed = G::outcome(&end);
        let scores = |o: &Option<Outcome>| o.as_ref().map(|o| list(&o.scores));
        let winners = |o: &Option<Outcome>| o.as_ref().map(|o| list(&o.winners));
        same(At::End, Field::Scores, scores(&self.outcome), scores(&replayed))?;
        same(At::End, Field::Winners, winners(&self.outcome), winners(&replayed))?;
        Ok(end)
    }

    /// Compares stored step `index` with the replayed one, field by field.
    fn same_step(&self, index: usize, replayed: &Step) -> Result<(), Mismatch> {
        let at = At::Step { index, action: replayed.action.clone() };
        let Some(stored) = self.steps.get(index) else {
            return Err(Mismatch { at, field: Field::Action, stored: None, replayed: Some(replayed.action.clone()) });
        };
        same(at.clone(), Field::Seat, Some(stored.seat.to_string()), Some(replayed.seat.to_string()))?;
        same(at.clone(), Field::Action, Some(stored.action.clone()), Some(replayed.action.clone()))?;
        same(at.clone(), Field::Events, Some(list(&stored.events)), Some(list(&replayed.events)))?;
        same(at.clone(), Field::Position, Some(stored.position.clone()), Some(replayed.position.clone()))?;
        same_observations(at, &stored.observations, &replayed.observations)
    }
}

/// A list as text: `[a, b]`.
fn list<T: fmt::Display>(items: &[T]) -> String {
    let texts: Vec<String> = items.iter().map(ToString::to_string).collect();
    format!("[{}]", texts.join(", "))
}

/// `Ok` when `stored` and `replayed` are the same, else the mismatch.
fn same(at: At, field: Field, stored: Option<String>, replayed: Option<String>) -> Result<(), Mismatch> {
    if stored == replayed {
        return Ok(());
    }
    Err(Mismatch { at, field, stored, replayed })
}

/// Compares every seat's observation, the first seat that differs (or is missing on one side).
fn same_observations(at: At, stored: &[String], replayed: &[String]) -> Result<(), Mismatch> {
    for seat in 0..stored.len().max(replayed.len()) {
        let field = Field::Observation(u8::try_from(seat).unwrap_or(u8::MAX));
        same(at.clone(), field, stored.get(seat).cloned(), replayed.get(seat).cloned())?;
    }
    Ok(())
}

/// Where in a playthrough a [`Mismatch`] lies.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum At {
    /// The start, before the first action.
    Start,
    /// A step: the action of that index and what followed it.
    Step {
        /// The step's index among the steps, 0-based (the message counts from 1, as
        /// [`ReplayError`]'s does).
        index: usize,
        /// The action, in notation: the record's (the step's where the record has none).
        action: String,
    },
    /// The end, after the last action.
    End,
}

impl At {
    /// The step's index, 0-based; `None` at the start and at the end.
    pub fn index(&self) -> Option<usize> {
        match self {
            At::Step { index, .. } => Some(*index),
            At::Start | At::End => None,
        }
    }
}

impl fmt::Display for At {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            At::Start => f.write_str("at the start"),
            At::Step { index, action } => write!(f, "at step {} ({action})", index + 1),
            At::End => f.write_str("at the end"),
        }
    }
}

/// What a [`Mismatch`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// The seat that acted.
    Seat,
    /// The step's action against the record's; or a step without an action in the record, or
    /// an action of the record without a step.
    Action,
    /// What the action made happen.
    Events,
    /// The full position after the action.
    Position,
    /// This seat's observation (of the start, or of the position after the action).
    Observation(u8),
    /// The final scores (none while the game goes on).
    Scores,
    /// The winners (none while the game goes on).
    Winners,
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Field::Seat => f.write_str("the seat that acted"),
            Field::Action => f.write_str("the action"),
            Field::Events => f.write_str("the events"),
            Field::Position => f.write_str("the position"),
            Field::Observation(seat) => write!(f, "seat {seat}'s observation"),
            Field::Scores => f.write_str("the scores"),
            Field::Winners => f.write_str("the winners"),
        }
    }
}

/// The first thing stored in a playthrough that its replay does not give.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Mismatch {
    /// Where: the start, a step or the end.
    pub at: At,
    /// What.
    pub field: Field,
    /// The stored text; `None` when the playthrough has none there (a seat or a step missing,
    /// no outcome).
    pub stored: Option<String>,
    /// The text the replay gives; `None` when it gives none there.
    pub replayed: Option<String>,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = |t: &Option<String>| t.clone().unwrap_or_else(|| "(none)".into());
        write!(
            f,
            "{}: {} differs\n  stored:   {}\n  replayed: {}",
            self.at,
            self.field,
            text(&self.stored),
            text(&self.replayed)
        )
    }
}

impl std::error::Error for Mismatch {}

/// Why a stored [`Playthrough`] does not check.
pub enum CheckError<G: Rules> {
    /// Its record does not replay, and nothing before the failing action differs.
    Replay(ReplayError<G>),
    /// Something stored differs from what the replay gives: the first such thing.
    Mismatch(Mismatch),
}

impl<G: Rules> From<Mismatch> for CheckError<G> {
    fn from(mismatch: Mismatch) -> Self {
        CheckError::Mismatch(mismatch)
    }
}

impl<G: Rules> fmt::Display for CheckError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckError::Replay(error) => write!(f, "the record does not replay: {error}"),
            CheckError::Mismatch(mismatch) => mismatch.fmt(f),
        }
    }
}

impl<G: Rules> fmt::Debug for CheckError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckError::Replay(error) => f.debug_tuple("Replay").field(error).finish(),
            CheckError::Mismatch(mismatch) => f.debug_tuple("Mismatch").field(mismatch).finish(),
        }
    }
}

impl<G: Rules> std::error::Error for CheckError<G> {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::toy::{State, Ten};

    /// A game from 0 with secrets 17 and 42, played by a seeded random chooser.
    fn played() -> Playthrough {
        let start = State { count: 0, to_act: 0, secrets: [17, 42] };
        let mut rng = Rng::from_state(3);
        Playthrough::record::<Ten>(&start, |state, _| {
            let legal = Ten::legal_actions(state);
            legal[rng.below(legal.len() as u32) as usize]
        })
        .unwrap()
    }

    fn mismatch(playthrough: &Playthrough) -> Mismatch {
        match playthrough.check::<Ten>() {
            Err(CheckError::Mismatch(mismatch)) => mismatch,
            other => panic!("a mismatch expected, found {other:?}"),
        }
    }

    #[test]
    fn a_recorded_game_checks_and_keeps_everything_seen() {
        let played = played();
        let n = played.steps.len();
        assert!(n >= 5, "{played:?}");
        assert_eq!(played.record.start, "0.0.17.42");
        assert_eq!(played.observations, ["0.0 secret 17", "0.0 secret 42"]);
        for (i, step) in played.steps.iter().enumerate() {
            assert_eq!(step.seat, (i % 2) as u8);
            assert_eq!(step.action, played.record.actions[i]);
            let count: u8 = step.events[0].parse().unwrap();
            assert_eq!(step.position, format!("{count}.{}.17.42", (i + 1) % 2));
            assert_eq!(step.observations[1], format!("{count}.{} secret 42", (i + 1) % 2));
        }
        assert_eq!(played.steps[n - 1].events, ["10"]);
        assert_eq!(played.outcome.as_ref().unwrap().winners, [played.steps[n - 1].seat]);
        let end = played.check::<Ten>().unwrap();
        assert_eq!(Ten::to_notation(&end), played.steps[n - 1].position);
        let json = serde_json::to_string(&played).unwrap();
        assert!(json.starts_with(r#"{"record":{"start":"0.0.17.42","actions":["#), "{json}");
        assert_eq!(serde_json::from_str::<Playthrough>(&json).unwrap(), played);
    }

    #[test]
    fn the_checker_names_a_changed_position() {
        let mut tampered = played();
        let stored = tampered.steps[2].position.clone();
        tampered.steps[2].position = stored.replace(".17.", ".18.");
        let found = mismatch(&tampered);
        assert_eq!(found.at, At::Step { index: 2, action: tampered.record.actions[2].clone() });
        assert_eq!(found.field, Field::Position);
        assert_eq!(found.stored, Some(stored.replace(".17.", ".18.")));
        assert_eq!(found.replayed, Some(stored.clone()));
        assert_eq!(
            CheckError::<Ten>::Mismatch(found).to_string(),
            format!(
                "at step 3 ({}): the position differs\n  stored:   {}\n  replayed: {stored}",
                tampered.record.actions[2],
                stored.replace(".17.", ".18.")
            )
        );
    }

    #[test]
    fn the_checker_names_a_changed_observation() {
        // Seat 0 shown seat 1's secret: the hidden-information contract broken in the file.
        let mut tampered = played();
        let stored = tampered.steps[3].observations[0].clone();
        tampered.steps[3].observations[0] = stored.replace("secret 17", "secret 42");
        let found = mismatch(&tampered);
        assert_eq!((found.at.index(), found.field), (Some(3), Field::Observation(0)));
        assert_eq!(found.replayed, Some(stored));
        assert!(found.to_string().contains(": seat 0's observation differs\n"), "{found}");

        let mut tampered = played();
        tampered.observations[1] = "0.0 secret 17".into();
        let found = mismatch(&tampered);
        assert_eq!((found.at, found.field), (At::Start, Field::Observation(1)));

        let mut tampered = played();
        tampered.steps[1].observations.pop();
        let found = mismatch(&tampered);
        assert_eq!((found.at.index(), found.field, found.stored), (Some(1), Field::Observation(1), None));
    }

    #[test]
    fn the_checker_names_every_other_field_and_the_first_difference() {
        let played = played();
        let n = played.steps.len();
        let field = |change: &dyn Fn(&mut Playthrough)| {
            let mut tampered = played.clone();
            change(&mut tampered);
            let found = mismatch(&tampered);
            (found.at.index(), found.field)
        };
        assert_eq!(field(&|p| p.steps[1].seat ^= 1), (Some(1), Field::Seat));
        assert_eq!(field(&|p| p.steps[2].action = "0".into()), (Some(2), Field::Action));
        assert_eq!(field(&|p| p.steps[0].events.push("3".into())), (Some(0), Field::Events));
        assert_eq!(field(&|p| p.outcome.as_mut().unwrap().scores.reverse()), (None, Field::Scores));
        assert_eq!(field(&|p| p.outcome.as_mut().unwrap().winners = vec![0, 1]), (None, Field::Winners));
        assert_eq!(field(&|p| p.outcome = None), (None, Field::Scores));
        // Steps and record out of step: a step too many, or one missing.
        assert_eq!(field(&|p| p.steps.push(Step::default())), (Some(n), Field::Action));
        assert_eq!(field(&|p| drop(p.steps.pop())), (Some(n - 1), Field::Action));
        // The first difference is named, not a later one.
        assert_eq!(
            field(&|p| {
                p.steps[4].position.clear();
                p.steps[1].events.clear();
            }),
            (Some(1), Field::Events)
        );
    }

    #[test]
    fn a_record_that_does_not_replay_is_named_as_such() {
        let mut tampered = played();
        tampered.record.actions[1] = "3".into();
        let error = tampered.check::<Ten>().unwrap_err();
        assert!(matches!(error, CheckError::Replay(ReplayError::Refused { index: 1, action: 3, .. })), "{error:?}");
        assert!(error.to_string().starts_with("the record does not replay: action 2 (3) cannot be played"), "{error}");
        tampered.record.start = "11.0.0.0".into();
        assert!(matches!(tampered.check::<Ten>(), Err(CheckError::Replay(ReplayError::Start(_)))));
        // A step that differs before the refused action is named first.
        let mut tampered = played();
        tampered.steps[0].position.clear();
        tampered.record.actions[1] = "3".into();
        assert_eq!(mismatch(&tampered).at.index(), Some(0));
        // A chooser whose action the game refuses records nothing.
        let start = State { count: 9, to_act: 0, secrets: [0, 0] };
        let refused = Playthrough::record::<Ten>(&start, |_, _| 2).unwrap_err();
        assert!(matches!(refused, ReplayError::Refused { index: 0, action: 2, .. }), "{refused:?}");
    }
}
