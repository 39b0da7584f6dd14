//! Auf Heller und Pfennig under the site's game contract ([`platform::game::Rules`]): each
//! function hands over to the engine's own, so the records, the property harness and the
//! tournament written once in `platform` play this game exactly as the engine does.

use crate::action::Action;
use crate::error::{IllegalAction, PositionError};
use crate::event::Event;
use crate::setup::Setup;
use crate::state::State;
use crate::view::View;
use platform::game::{Outcome, Rules};
use platform::why::WhyNot;
use platform::Rng;

/// The rules of Auf Heller und Pfennig, as a type the code shared by the site's games is generic
/// over.
///
/// # Examples
///
/// ```
/// use heller::rules::Heller;
/// use heller::{Config, State, Variant};
/// use platform::game::Rules;
/// let mut state = State::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 1 }).unwrap();
/// while let Some(&action) = Heller::legal_actions(&state).first() {
///     Heller::play(&mut state, action).unwrap();
/// }
/// let outcome = Heller::outcome(&state).unwrap();
/// assert_eq!(outcome.scores, [state.money(0) as i32, state.money(1) as i32]);
/// assert_eq!(outcome.winners, state.winners());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Heller;

impl Rules for Heller {
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
        state.legal_actions()
    }

    fn play(state: &mut State, action: Action) -> Result<Vec<Event>, IllegalAction> {
        let mut events = Vec::new();
        state.play_with(action, &mut events)?;
        Ok(events)
    }

    fn view(state: &State, seat: u8) -> View {
        state.view(seat)
    }

    /// The view's one line of text ([`View::observation`]).
    fn view_text(view: &View) -> String {
        view.observation()
    }

    /// The event as JSON, its serde form (the one the JavaScript API hands over).
    fn event_text(event: &Event) -> String {
        serde_json::to_string(event).expect("an event is plain data")
    }

    /// The engine samples from the view itself ([`View::sample_world`]).
    fn sample_world(view: &View, rng: &mut Rng) -> Result<State, PositionError> {
        view.sample_world(rng)
    }

    /// Every player's money once the game is over: the most wins.
    fn outcome(state: &State) -> Option<Outcome> {
        state.is_over().then(|| Outcome {
            scores: (0..state.players()).map(|p| state.money(p) as i32).collect(),
            winners: state.winners(),
        })
    }
}

impl WhyNot for Heller {
    type Place = crate::square::Square;

    fn why_not(state: &State, action: Action) -> Vec<crate::why::Reason> {
        state.why_not(action)
    }
}
