//! The computer players: four levels, each deciding from its player's view alone.
//!
//! * **Easy** ([`easy`]) plays a legal, plausible placement at random: a beginner can beat it.
//! * **Medium** ([`medium`]) looks one action ahead: the money each action wins or loses now
//!   (scored by the engine) plus an estimate of what its stalls and tiles will bring in their
//!   lanes, less what it gives the others.
//! * **Hard** ([`hard`]) is Information Set Monte Carlo Tree Search, the site's shared search
//!   ([`platform::search`]) given this game.
//! * **Expert** ([`expert`]), about a second of thinking ([`expert::BUDGET`]) for players who
//!   want the strongest opponent: at two players it compares Medium's best actions by playouts to
//!   the game's end on the same sampled worlds, with sequential halving; at three and four it is
//!   Hard's search with 25 times its iterations.
//!
//! Every level is a function of (view, seed, budget): no bot is ever given a [`State`], so none
//! can look at a tile its player has not seen, and the same inputs always give the same action.
//! Legal actions, too, come from a world sampled from the view (they depend only on what the
//! player can see), so the rules live in the engine alone.

pub mod easy;
pub mod expert;
pub(crate) mod halving;
pub mod hard;
pub(crate) mod lanes;
pub mod medium;

use crate::action::Action;
use crate::coded::Arg;
use crate::error::PositionError;
use crate::state::State;
use crate::view::View;
use platform::Rng;
use thiserror::Error;

pub use platform::bot::{Budget, Budgets, Level};

/// This game's budgets ([`Budgets::of`] gives a level's): Hard's [`hard::DEFAULT_ITERATIONS`]
/// search iterations a decision, Expert's [`expert::BUDGET`] playout actions.
pub const BUDGETS: Budgets =
    Budgets { hard: Budget { iterations: hard::DEFAULT_ITERATIONS }, expert: Budget { iterations: expert::BUDGET } };

impl From<platform::bot::UnknownLevel> for BotError {
    fn from(e: platform::bot::UnknownLevel) -> BotError {
        BotError::UnknownLevel(e.0)
    }
}

/// Why a computer player could not decide.
///
/// # Examples
///
/// ```
/// use heller::bot::{choose, BotError, Level, BUDGETS};
/// use heller::{Config, State, Variant};
/// let state = State::new(Config { players: 3, variant: Variant::Standard, no_luck: false, seed: 3 }).unwrap();
/// let to_act = state.to_act().unwrap();
/// let other = (to_act + 1) % 3;
/// let error = choose(Level::Easy, &state.view(other), 0, BUDGETS.hard).unwrap_err();
/// assert_eq!(error, BotError::NotToAct { viewer: other, to_act });
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BotError {
    /// A level name that is none of `easy`, `medium`, `hard`, `expert`.
    #[error("unknown level {}: use easy, medium, hard or expert", platform::quoted::Quoted(&.0))]
    UnknownLevel(String),
    /// The game is over: nobody is to act.
    #[error("the game is over")]
    GameOver,
    /// The viewer is not the player to act (both 0-based; the message counts seats from 1).
    #[error("it is not the viewer's turn (seat {} is to act)", *to_act as u16 + 1)]
    NotToAct {
        /// The viewer, 0-based.
        viewer: u8,
        /// The player to act, 0-based.
        to_act: u8,
    },
    /// The view is a spectator's: a computer player decides from its own player's view.
    #[error("a spectator cannot act")]
    Spectator,
    /// The view fits no position of the game (a view built or edited by hand).
    #[error(transparent)]
    Position(#[from] PositionError),
}

platform::coded!(BotError {
    /// The stable machine code: `bot.level`, `bot.gameOver`, `bot.notToAct`, `bot.spectator`; a
    /// view that fits no position has its [`PositionError::code`].
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::bot::{BotError, Level};
    /// assert_eq!(BotError::from("oracle".parse::<Level>().unwrap_err()).code(), "bot.level");
    /// assert_eq!(BotError::GameOver.code(), "bot.gameOver");
    /// ```
    code,
    /// The arguments of the code: `level` (the unknown name as given), `player` and `toAct`
    /// (0-based: the viewer, and who is to act), or those of the position error.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::bot::BotError;
    /// use heller::error::Arg;
    /// let error = BotError::NotToAct { viewer: 2, to_act: 0 };
    /// assert_eq!(error.args(), vec![("player", Arg::Number(2)), ("toAct", Arg::Number(0))]);
    /// ```
    args,
    BotError::UnknownLevel(name) => "bot.level"; [level: Arg::Text(name.clone())],
    BotError::GameOver => "bot.gameOver"; [],
    BotError::NotToAct { viewer, to_act } => "bot.notToAct"; [player: Arg::number(*viewer), toAct: Arg::number(*to_act)],
    BotError::Spectator => "bot.spectator"; [],
    BotError::Position(e) => e.code(); [; e.args()],
});

/// What `level` plays for the viewer of `view`, who must be the player to act. Hard and Expert
/// search with `budget` (usually [`Budgets::of`]); the others ignore it. The same view, seed and
/// budget always give the same action.
///
/// # Examples
///
/// ```
/// use heller::bot::{choose, Budget, Level};
/// use heller::{Config, State, Variant};
/// let state = State::new(Config { players: 3, variant: Variant::Standard, no_luck: false, seed: 1 }).unwrap();
/// let viewer = state.to_act().unwrap();
/// for level in Level::ALL {
///     let action = choose(level, &state.view(viewer), 7, Budget { iterations: 200 }).unwrap();
///     assert!(state.legal_actions().contains(&action));
/// }
/// ```
///
/// # Errors
///
/// [`BotError`] when the game is over, the viewer is not the player to act or is a spectator,
/// or the view describes no possible position.
pub fn choose(level: Level, view: &View, seed: u64, budget: Budget) -> Result<Action, BotError> {
    let mut rng = Rng::from_state(seed ^ 0x0004_E11E_5B07_u64.rotate_left(23));
    match level {
        Level::Easy => easy::choose(view, &mut rng),
        Level::Medium => medium::choose(view, &mut rng),
        Level::Hard => hard::choose(view, &mut rng, budget),
        Level::Expert => expert::choose(view, &mut rng, budget),
    }
}

/// The legal actions of the viewer of `view`, who must be the player to act, in the order of
/// [`State::legal_actions`]. They depend only on what he sees, so they are read from a world
/// sampled from the view with a fixed source.
///
/// # Examples
///
/// ```
/// use heller::bot::legal_actions;
/// use heller::{Config, State, Variant};
/// let state = State::new(Config { players: 4, variant: Variant::OpenEnded, no_luck: true, seed: 5 }).unwrap();
/// let viewer = state.to_act().unwrap();
/// assert_eq!(legal_actions(&state.view(viewer)).unwrap(), state.legal_actions());
/// ```
///
/// # Errors
///
/// As [`choose`].
pub fn legal_actions(view: &View) -> Result<Vec<Action>, BotError> {
    Ok(world_for(view, &mut Rng::from_state(0x0001_E6A1))?.legal_actions())
}

/// A world sampled from the view, after checking that the viewer is the one to act: the only
/// `State` a computer player ever holds, and a private one.
pub(crate) fn world_for(view: &View, rng: &mut Rng) -> Result<State, BotError> {
    if view.viewer >= view.players {
        return Err(BotError::Spectator);
    }
    let Some(to_act) = view.phase.to_act() else { return Err(BotError::GameOver) };
    if to_act != view.viewer {
        return Err(BotError::NotToAct { viewer: view.viewer, to_act });
    }
    Ok(view.sample_world(rng)?)
}
