//! The computer players: three levels, each deciding from its player's view alone.
//!
//! * **Easy** plays legal, plausible moves: a beginner can beat it.
//! * **Medium** looks one action ahead in worlds sampled from its view and scores the outcomes
//!   with a heuristic ([`eval`]).
//! * **Hard** is Information Set Monte Carlo Tree Search ([`ismcts`]).
//! * **Expert** is the same search given about a second of thinking in a browser
//!   ([`ismcts::EXPERT_ITERATIONS`]), for players who want the strongest opponent.
//!
//! Every level is a function of (view, seed, budget): no bot is ever given a `State`, so none can
//! look at a card its player has not seen, and the same inputs always give the same action.
//! Legal actions, too, come from a world sampled from the view (they depend only on what the
//! player can see), so the rules live in the engine alone.

pub mod arrange;
pub mod easy;
pub mod eval;
pub mod ismcts;
pub mod medium;
mod playout;
pub mod request;

use crate::action::Action;
use crate::error::{Arg, ParseError, PositionError};
use crate::rng::Rng;
use crate::state::State;
use crate::view::View;
use thiserror::Error;

pub use platform::bot::{Budget, Budgets, Level};

/// This game's budgets ([`Budgets::of`] gives a level's): Hard's [`ismcts::DEFAULT_ITERATIONS`] and
/// Expert's [`ismcts::EXPERT_ITERATIONS`] iterations a decision.
pub const BUDGETS: Budgets = Budgets {
    hard: Budget { iterations: ismcts::DEFAULT_ITERATIONS },
    expert: Budget { iterations: ismcts::EXPERT_ITERATIONS },
};

impl From<platform::bot::UnknownLevel> for BotError {
    fn from(e: platform::bot::UnknownLevel) -> BotError {
        BotError::UnknownLevel(e.0)
    }
}

/// Why a computer player could not decide. Each kind has a stable machine code and arguments
/// ([`BotError::code`], [`BotError::args`]), as the engine's other errors do, so that a page can
/// word it; the message is English.
///
/// # Examples
///
/// ```
/// use heuchel::bot::{choose, BotError, Level, BUDGETS};
/// use heuchel::{Config, State, Variant};
/// let state = State::new(Config { players: 4, variant: Variant::Base, seed: 3 }).unwrap();
/// let error = choose(Level::Easy, &state.view(2), 0, BUDGETS.hard).unwrap_err();
/// assert_eq!(error, BotError::NotToAct { viewer: 2, to_act: 0 });
/// assert_eq!(error.to_string(), "it is not the viewer's turn (seat 1 is to act)");
/// assert_eq!(error.code(), "bot.notToAct");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BotError {
    #[error("unknown level {}: use easy, medium, hard or expert", platform::quoted::Quoted(&.0))]
    UnknownLevel(String),
    #[error("the game is over")]
    GameOver,
    /// The viewer is not the player to act (both 0-based; the message counts seats from 1).
    #[error("it is not the viewer's turn (seat {} is to act)", *to_act as u16 + 1)]
    NotToAct { viewer: u8, to_act: u8 },
    #[error("a spectator cannot act")]
    Spectator,
    #[error("the full view is nobody's: a computer player decides from its own player's view")]
    FullView,
    #[error(transparent)]
    Position(#[from] PositionError),
    #[error("the setup is over: there are no cards left to arrange")]
    NotPlacing,
    #[error("not a view: {0}")]
    NotAView(#[source] ParseError),
}

platform::coded!(BotError {
    /// The stable machine code: `bot.level`, `bot.gameOver`, `bot.notToAct`, `bot.spectator`,
    /// `bot.fullView`, `bot.notPlacing`; a view that is no possible position has its
    /// [`PositionError::code`], text that is no view [`ParseError::code`] (`notation.view`).
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::bot::{request::view_of_notation, BotError, Level};
    /// assert_eq!(BotError::from("oracle".parse::<Level>().unwrap_err()).code(), "bot.level");
    /// assert_eq!(view_of_notation("4b_nonsense").unwrap_err().code(), "notation.view");
    /// ```
    code,
    /// The arguments of the code: `level` (the unknown name as given), `player` and `toAct`
    /// (0-based: the viewer, and who is to act), or those of the position or notation error.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::bot::BotError;
    /// use heuchel::error::Arg;
    /// let error = BotError::NotToAct { viewer: 2, to_act: 0 };
    /// assert_eq!(error.args(), vec![("player", Arg::Number(2)), ("toAct", Arg::Number(0))]);
    /// ```
    args,
    BotError::UnknownLevel(name) => "bot.level"; [level: Arg::Text(name.clone())],
    BotError::GameOver => "bot.gameOver"; [],
    BotError::NotToAct { viewer, to_act } => "bot.notToAct"; [player: Arg::number(*viewer), toAct: Arg::number(*to_act)],
    BotError::Spectator => "bot.spectator"; [],
    BotError::FullView => "bot.fullView"; [],
    BotError::Position(e) => e.code(); [; e.args()],
    BotError::NotPlacing => "bot.notPlacing"; [],
    BotError::NotAView(e) => e.code(); [; e.args()],
});

/// What `level` plays for the viewer of `view`, who must be the player to act. Hard and Expert
/// search with `budget` (usually [`Budgets::of`]); the others ignore it.
///
/// # Examples
///
/// ```
/// use heuchel::bot::{choose, Level, BUDGETS};
/// use heuchel::{Config, State, Variant};
/// let state = State::new(Config { players: 3, variant: Variant::Base, seed: 1 }).unwrap();
/// let action = choose(Level::Medium, &state.view(0), 7, BUDGETS.hard).unwrap();
/// assert!(state.legal_actions().contains(&action));
/// ```
///
/// # Errors
///
/// [`BotError`] when the viewer is not the player to act, is a spectator or the full view, the
/// game is over, or the view describes no possible position.
pub fn choose(level: Level, view: &View, seed: u64, budget: Budget) -> Result<Action, BotError> {
    let mut rng = Rng::from_state(seed ^ 0xB07_5EED_u64.rotate_left(17));
    match level {
        Level::Easy => easy::choose(view, &mut rng),
        Level::Medium => medium::choose(view, &mut rng),
        Level::Hard | Level::Expert => ismcts::choose(view, &mut rng, budget),
    }
}

/// The legal actions of the viewer of `view`, who must be the player to act, in the order of
/// [`State::legal_actions`]. They depend only on what he sees, so they are read from a world
/// sampled from the view with a fixed source: the caller's random source is left untouched.
///
/// # Examples
///
/// ```
/// use heuchel::bot::legal_actions;
/// use heuchel::{Config, State, Variant};
/// let state = State::new(Config { players: 4, variant: Variant::Dice, seed: 5 }).unwrap();
/// assert_eq!(legal_actions(&state.view(0)).unwrap(), state.legal_actions().to_vec());
/// ```
///
/// # Errors
///
/// As [`choose`].
pub fn legal_actions(view: &View) -> Result<Vec<Action>, BotError> {
    Ok(any_world(view)?.legal_actions().to_vec())
}

/// A world sampled from the view with a fixed source, for what depends only on the view (the
/// legal actions): the callers' random sources stay untouched.
pub(crate) fn any_world(view: &View) -> Result<State, BotError> {
    world_for(view, &mut Rng::from_state(0x0001_E6A1_u64))
}

/// A world sampled from the view, after checking that the viewer is the one to act: the only
/// `State` a computer player ever holds, and a private one.
pub(crate) fn world_for(view: &View, rng: &mut Rng) -> Result<State, BotError> {
    if view.is_spectator() {
        return Err(BotError::Spectator);
    }
    if view.is_full() {
        return Err(BotError::FullView);
    }
    let to_act = match view.phase {
        crate::state::Phase::Over => return Err(BotError::GameOver),
        crate::state::Phase::Setup { player } | crate::state::Phase::Turn { player, .. } => player,
    };
    if to_act != view.viewer {
        return Err(BotError::NotToAct { viewer: view.viewer, to_act });
    }
    Ok(State::sample_world(view, rng)?)
}
