//! Heuchel & Meuchel under the site's game contract ([`platform::game::Rules`]): each function
//! hands over to the engine's own, so the records, the property harness and the tournament
//! written once in `platform` play this game exactly as the engine does.

use crate::action::Action;
use crate::error::{IllegalAction, PositionError};
use crate::event::Event;
use crate::setup::Setup;
use crate::state::State;
use crate::view::View;
use platform::game::{Outcome, Rules};
use platform::why::WhyNot;
use platform::Rng;

/// The rules of Heuchel & Meuchel, as a type the code shared by the site's games is generic over.
///
/// # Examples
///
/// ```
/// use heuchel::rules::Heuchel;
/// use heuchel::{Config, State, Variant};
/// use platform::game::Rules;
/// let mut state = State::new(Config { players: 3, variant: Variant::Base, seed: 1 }).unwrap();
/// while let Some(&action) = Heuchel::legal_actions(&state).first() {
///     Heuchel::play(&mut state, action).unwrap();
/// }
/// assert_eq!(Heuchel::outcome(&state).unwrap().scores, state.scores());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Heuchel;

impl Rules for Heuchel {
    type Setup = Setup;
    type State = State;
    type Action = Action;
    type View = View;
    type Event = Event;
    type PlayError = IllegalAction;
    type SetupError = PositionError;

    fn from_setup(setup: &Setup) -> Result<State, PositionError> {
        State::from_setup(setup)
    }

    fn to_setup(state: &State) -> Setup {
        state.to_setup()
    }

    fn to_notation(state: &State) -> String {
        state.to_notation()
    }

    fn from_notation(text: &str) -> Result<State, PositionError> {
        State::from_notation(text)
    }

    fn players(state: &State) -> u8 {
        state.players()
    }

    fn to_act(state: &State) -> Option<u8> {
        state.to_act()
    }

    fn legal_actions(state: &State) -> Vec<Action> {
        state.legal_actions().to_vec()
    }

    fn play(state: &mut State, action: Action) -> Result<Vec<Event>, IllegalAction> {
        let mut events = Vec::new();
        state.play_with(action, &mut events)?;
        Ok(events)
    }

    fn view(state: &State, seat: u8) -> View {
        state.view(seat)
    }

    /// The view's notation ([`View::to_notation`]: `3bv2_…`).
    fn view_text(view: &View) -> String {
        view.to_notation()
    }

    /// The event as JSON, its serde form (the true cards, by their codes: `{"event":"placed","player":0,"card":"F1"}`).
    fn event_text(event: &Event) -> String {
        serde_json::to_string(event).expect("an event is plain data")
    }

    fn sample_world(view: &View, rng: &mut Rng) -> Result<State, PositionError> {
        State::sample_world(view, rng)
    }

    /// The points of every column once the game is over (`State::scores`), and the highest.
    fn outcome(state: &State) -> Option<Outcome> {
        state.is_over().then(|| Outcome { scores: state.scores(), winners: state.winners() })
    }
}

impl WhyNot for Heuchel {
    type Place = crate::why::At;

    fn why_not(state: &State, action: Action) -> Vec<crate::why::Reason> {
        state.why_not(action)
    }
}
