//! "Reach ten", the smallest game that keeps the contract ([`Rules`]): the examples and tests of
//! the code built once for all games (records, histories, playthroughs, the property harness)
//! play it, so that none of them writes its own copy.
//!
//! Two players in turn add 1 or 2 to a shared count, and whoever reaches 10 wins. Each player also
//! holds a secret number the other cannot see: it changes nothing in play, but gives the views
//! and [`Rules::sample_world`] something to hide.
//!
//! Notations: a position is `count.seat.secret0.secret1` (`0.0.17.42`), an action the number
//! added (`1`, `2`), an event the count after it, and a seat's view `count.seat secret n`.
//!
//! # Examples
//!
//! ```
//! use platform::game::Rules;
//! use platform::toy::{State, Ten};
//!
//! let mut state = Ten::from_notation("8.1.17.42").unwrap();
//! assert_eq!(Ten::legal_actions(&state), [1, 2]);
//! assert_eq!(Ten::view_text(&Ten::view(&state, 0)), "8.1 secret 17", "seat 0 sees its own secret only");
//! assert_eq!(Ten::play(&mut state, 2).unwrap(), [10]);
//! assert_eq!(Ten::outcome(&state).unwrap().winners, [1]);
//! assert_eq!(state, State { count: 10, to_act: 0, secrets: [17, 42] });
//! ```

use crate::game::{Outcome, Rules};
use crate::rng::Rng;

/// The game "reach ten" (see the module).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Ten;

/// A position, also its own setup (checked by [`Rules::from_setup`]: the count at most 10, the
/// seat 0 or 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    /// The count so far, 0–10.
    pub count: u8,
    /// The seat to add next (once the count is 10: the seat that would have).
    pub to_act: u8,
    /// Each seat's secret.
    pub secrets: [u8; 2],
}

/// What one seat sees: everything but the other seat's secret.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// Whose view it is.
    pub viewer: u8,
    /// The count so far.
    pub count: u8,
    /// The seat to add next.
    pub to_act: u8,
    /// The viewer's own secret.
    pub secret: u8,
}

impl Rules for Ten {
    type Setup = State;
    type State = State;
    /// The number added.
    type Action = u8;
    type View = View;
    /// The count after an action.
    type Event = u8;
    type PlayError = String;
    type SetupError = String;

    fn from_setup(setup: &State) -> Result<State, String> {
        if setup.count > 10 || setup.to_act > 1 {
            return Err(format!("no such position: {setup:?}"));
        }
        Ok(setup.clone())
    }

    fn to_setup(state: &State) -> State {
        state.clone()
    }

    fn to_notation(state: &State) -> String {
        format!("{}.{}.{}.{}", state.count, state.to_act, state.secrets[0], state.secrets[1])
    }

    fn from_notation(text: &str) -> Result<State, String> {
        let numbers: Vec<u8> = text.split('.').map(str::parse).collect::<Result<_, _>>().map_err(|e| format!("{e}"))?;
        let [count, to_act, a, b] = numbers[..] else { return Err(format!("four numbers: {text}")) };
        Ten::from_setup(&State { count, to_act, secrets: [a, b] })
    }

    fn players(_: &State) -> u8 {
        2
    }

    fn to_act(state: &State) -> Option<u8> {
        (state.count < 10).then_some(state.to_act)
    }

    fn legal_actions(state: &State) -> Vec<u8> {
        if state.count >= 10 {
            return Vec::new();
        }
        (1..=2).filter(|a| state.count + a <= 10).collect()
    }

    fn play(state: &mut State, action: u8) -> Result<Vec<u8>, String> {
        if !Ten::legal_actions(state).contains(&action) {
            return Err(format!("{action} cannot be added to {}", state.count));
        }
        state.count += action;
        state.to_act ^= 1;
        Ok(vec![state.count])
    }

    fn view(state: &State, viewer: u8) -> View {
        let secret = state.secrets[viewer as usize % 2];
        View { viewer, count: state.count, to_act: state.to_act, secret }
    }

    fn view_text(view: &View) -> String {
        format!("{}.{} secret {}", view.count, view.to_act, view.secret)
    }

    fn sample_world(view: &View, rng: &mut Rng) -> Result<State, String> {
        let mut secrets = [rng.below(100) as u8, rng.below(100) as u8];
        secrets[view.viewer as usize % 2] = view.secret;
        Ten::from_setup(&State { count: view.count, to_act: view.to_act, secrets })
    }

    /// The seat that reached ten scores 1, the other 0.
    fn outcome(state: &State) -> Option<Outcome> {
        Ten::to_act(state).is_none().then(|| {
            let winner = state.to_act ^ 1;
            let mut scores = vec![0, 0];
            scores[winner as usize] = 1;
            Outcome { scores, winners: vec![winner] }
        })
    }
}

/// Why "reach ten" refuses an addition: the game is over (`why.over`), only 1 or 2 may be added
/// (`why.oneOrTwo`), or the count would pass ten (`why.pastTen`, marking the count). Its rules
/// are named `T1` (add 1 or 2) and `T2` (reach ten, not more).
impl crate::why::WhyNot for Ten {
    /// The count a reason marks.
    type Place = u8;

    fn why_not(state: &State, action: u8) -> Vec<crate::why::Reason<u8>> {
        use crate::coded::Arg;
        use crate::why::Reason;
        if state.count >= 10 {
            vec![Reason::new("why.over", "T2", [])]
        } else if !(1..=2).contains(&action) {
            vec![Reason::new("why.oneOrTwo", "T1", [("added", Arg::number(action))])]
        } else if state.count + action > 10 {
            vec![Reason::new("why.pastTen", "T2", [("count", Arg::number(state.count))]).mark("count", state.count)]
        } else {
            Vec::new()
        }
    }
}
