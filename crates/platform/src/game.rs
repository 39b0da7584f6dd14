//! The contract every rules engine of the site keeps: what the code built once for all games
//! (records and their replay, the property harness, the tournament) may ask of a game.
//!
//! It follows OpenSpiel's split of a game into its rules and its states, and shakmaty's split of
//! a position into an unchecked [`Rules::Setup`] and a checked [`Rules::State`]: a state is only
//! ever built from a setup that passed the game's checks ([`Rules::from_setup`]), from its
//! notation (which goes through the same checks), by sampling a world from a view, or by playing
//! legal actions, so every state is a position that can occur. An action that is refused leaves
//! the state as it was.
//!
//! The contract is implemented by a unit type per game (`heuchel::rules::Heuchel`,
//! `heller::rules::Heller`) whose associated types are the engine's own types: the engines keep
//! their inherent API, and the contract only names what they already have in common.

use crate::rng::Rng;
use core::fmt::{Debug, Display};
use core::str::FromStr;
use serde::{Deserialize, Serialize};

/// How a finished game ended: each seat's final score and who won.
///
/// # Examples
///
/// ```
/// use platform::game::Outcome;
/// let outcome = Outcome { scores: vec![12, 30, 30], winners: vec![1, 2] };
/// assert_eq!(outcome.winners.len(), 2, "a tie shares the win");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// Each seat's final score (points, money), seat 0 first: the highest wins.
    pub scores: Vec<i32>,
    /// The seats that won, lowest first (several on a tie: they share the win).
    pub winners: Vec<u8>,
}

/// The rules of one game, as the code built once for all games uses them.
///
/// Implemented by a unit type per game; every function takes the state it concerns, as
/// OpenSpiel's `State` methods do. Seats are numbered from 0.
///
/// # Example
///
/// "Reach ten" with a secret: two players in turn add 1 or 2 to a shared count, and whoever
/// reaches 10 wins. Each player also holds a secret number that the other cannot see, which
/// changes nothing but gives the views and [`Rules::sample_world`] something to hide.
///
/// ```
/// use platform::game::{Outcome, Rules};
/// use platform::rng::Rng;
///
/// /// A position as plain values: any numbers, checked by `from_setup`.
/// #[derive(Clone, Debug, PartialEq)]
/// struct Setup { count: u8, to_act: u8, secrets: [u8; 2] }
///
/// /// A position that can occur: the count at most 10, the seat 0 or 1.
/// #[derive(Clone, Debug, PartialEq)]
/// struct State(Setup);
///
/// /// What one seat sees: everything but the other's secret.
/// #[derive(Clone, Debug, PartialEq)]
/// struct View { viewer: u8, count: u8, to_act: u8, secret: u8 }
///
/// struct Ten;
///
/// impl Rules for Ten {
///     type Setup = Setup;
///     type State = State;
///     type Action = u8; // the number added: "1" or "2" in notation
///     type View = View;
///     type Event = u8; // the count after the action
///     type PlayError = String;
///     type SetupError = String;
///
///     fn from_setup(setup: &Setup) -> Result<State, String> {
///         if setup.count > 10 || setup.to_act > 1 {
///             return Err(format!("no such position: {setup:?}"));
///         }
///         Ok(State(setup.clone()))
///     }
///     fn to_setup(state: &State) -> Setup {
///         state.0.clone()
///     }
///     fn to_notation(state: &State) -> String {
///         let Setup { count, to_act, secrets } = state.0;
///         format!("{count}.{to_act}.{}.{}", secrets[0], secrets[1])
///     }
///     fn from_notation(text: &str) -> Result<State, String> {
///         let numbers: Vec<u8> =
///             text.split('.').map(str::parse).collect::<Result<_, _>>().map_err(|e| format!("{e}"))?;
///         let [count, to_act, a, b] = numbers[..] else { return Err(format!("four numbers: {text}")) };
///         Ten::from_setup(&Setup { count, to_act, secrets: [a, b] })
///     }
///     fn players(_: &State) -> u8 {
///         2
///     }
///     fn to_act(state: &State) -> Option<u8> {
///         (state.0.count < 10).then_some(state.0.to_act)
///     }
///     fn legal_actions(state: &State) -> Vec<u8> {
///         if Ten::to_act(state).is_none() {
///             return Vec::new();
///         }
///         (1..=2).filter(|a| state.0.count + a <= 10).collect()
///     }
///     fn play(state: &mut State, action: u8) -> Result<Vec<u8>, String> {
///         if !Ten::legal_actions(state).contains(&action) {
///             return Err(format!("{action} cannot be added to {}", state.0.count));
///         }
///         state.0.count += action;
///         state.0.to_act ^= 1;
///         Ok(vec![state.0.count])
///     }
///     fn view(state: &State, viewer: u8) -> View {
///         let Setup { count, to_act, secrets } = state.0;
///         View { viewer, count, to_act, secret: secrets[viewer as usize % 2] }
///     }
///     fn view_text(view: &View) -> String {
///         format!("{}.{} secret {}", view.count, view.to_act, view.secret)
///     }
///     fn sample_world(view: &View, rng: &mut Rng) -> Result<State, String> {
///         let mut secrets = [rng.below(100) as u8, rng.below(100) as u8];
///         secrets[view.viewer as usize % 2] = view.secret;
///         Ten::from_setup(&Setup { count: view.count, to_act: view.to_act, secrets })
///     }
///     fn outcome(state: &State) -> Option<Outcome> {
///         Ten::to_act(state).is_none().then(|| {
///             let winner = state.0.to_act ^ 1; // who moved last reached ten
///             let mut scores = vec![0, 0];
///             scores[winner as usize] = 1;
///             Outcome { scores, winners: vec![winner] }
///         })
///     }
/// }
///
/// let mut state = Ten::from_notation("8.0.17.42").unwrap();
/// assert_eq!(Ten::legal_actions(&state), [1, 2]);
/// assert!(Ten::play(&mut state, 3).is_err());
/// assert_eq!(Ten::to_notation(&state), "8.0.17.42", "a refused action changes nothing");
/// assert_eq!(Ten::play(&mut state, 2), Ok(vec![10]));
/// assert_eq!(Ten::outcome(&state).unwrap().winners, [0]);
/// let world = Ten::sample_world(&Ten::view(&state, 1), &mut Rng::from_state(5)).unwrap();
/// assert_eq!(Ten::view(&world, 1), Ten::view(&state, 1));
/// assert_eq!(Ten::view_text(&Ten::view(&state, 1)), "10.1 secret 42", "seat 1 sees his secret only");
/// assert_eq!(Ten::event_text(&10), "10", "an event's Debug form, by default");
/// ```
pub trait Rules {
    /// A position as plain values, unchecked: it may describe a position that cannot occur
    /// (shakmaty's `Setup`). [`Rules::from_setup`] checks it.
    type Setup: Clone + Debug;
    /// A position that can occur: checked when built, changed only by legal actions.
    type State: Clone + PartialEq + Debug;
    /// One decision of a player. Its `Display` is the game's notation of it, which `FromStr`
    /// reads back to an equal action.
    type Action: Copy + Eq + Debug + Display + FromStr<Err: Display + Debug>;
    /// What one seat may see of a state: all a player, human or computer, is ever given.
    type View: Clone + PartialEq + Debug;
    /// What an action made happen, in order, for a log or a user interface.
    type Event: Clone + Debug;
    /// Why an action is refused.
    type PlayError: Display + Debug;
    /// Why a setup, a notation or a view describes no position that can occur.
    type SetupError: Display + Debug;

    /// Checks a setup and builds its state.
    ///
    /// # Errors
    ///
    /// The first check the setup fails: a position that cannot occur in a game.
    fn from_setup(setup: &Self::Setup) -> Result<Self::State, Self::SetupError>;

    /// The state as plain values; [`Rules::from_setup`] of it gives an equal state.
    fn to_setup(state: &Self::State) -> Self::Setup;

    /// The state in the game's notation: one line, hidden information included (for saving and
    /// tests, not for a player's eyes). [`Rules::from_notation`] reads it back to an equal state.
    fn to_notation(state: &Self::State) -> String;

    /// Reads a state in the game's notation, through the same checks as [`Rules::from_setup`].
    ///
    /// # Errors
    ///
    /// Text that is not the notation, or a position that cannot occur.
    fn from_notation(text: &str) -> Result<Self::State, Self::SetupError>;

    /// The number of seats at the table.
    fn players(state: &Self::State) -> u8;

    /// The seat to act, or `None` once the game is over.
    fn to_act(state: &Self::State) -> Option<u8>;

    /// Every legal action of the seat to act, each once, in the game's fixed order; empty once
    /// the game is over.
    fn legal_actions(state: &Self::State) -> Vec<Self::Action>;

    /// Plays an action of the seat to act and returns what it made happen.
    ///
    /// # Errors
    ///
    /// Why the action is refused (it is not among [`Rules::legal_actions`]); the state is then
    /// exactly as it was.
    fn play(state: &mut Self::State, action: Self::Action) -> Result<Vec<Self::Event>, Self::PlayError>;

    /// What `seat` may see of the state (a number beyond the seats gives what the game gives a
    /// spectator).
    fn view(state: &Self::State, seat: u8) -> Self::View;

    /// A view as one line of text: all it holds, nothing more (OpenSpiel's observation string).
    /// A recorded playthrough ([`crate::playthrough`]) stores every seat's at every step, so a
    /// change in what a seat is shown, or a hidden card or tile shown to the wrong seat, is a
    /// difference in a reviewed file. The game's own text form of its views; it need not read
    /// back.
    fn view_text(view: &Self::View) -> String;

    /// An event as one line of text, for a recorded playthrough ([`crate::playthrough`]) or a log
    /// read by people. By default its `Debug` form; a game whose events have a fixed text form
    /// (the JSON its user interface is given) gives that.
    fn event_text(event: &Self::Event) -> String {
        format!("{event:?}")
    }

    /// A full state the viewer of `view` cannot tell from the real one: what he sees is kept,
    /// everything hidden from him (cards or tiles, the future of the chance source) is drawn from
    /// `rng`. The computer players decide in such worlds, never in the real state. Asked of a game
    /// that goes on: once it is over there is nothing to decide (and an engine may refuse).
    ///
    /// # Errors
    ///
    /// A view that describes no position that can occur (built or edited by hand).
    fn sample_world(view: &Self::View, rng: &mut Rng) -> Result<Self::State, Self::SetupError>;

    /// The final scores and the winners once the game is over; `None` while it goes on (the
    /// scores would tell what is hidden).
    fn outcome(state: &Self::State) -> Option<Outcome>;
}
