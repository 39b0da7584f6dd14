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
use core::fmt;
use core::str::FromStr;
use thiserror::Error;

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    /// Hard's search with a budget of about one second in a browser.
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The level's name in links, options and the tournament: `easy`, `medium`, `hard`, `expert`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// The budget the level thinks with unless told otherwise: Hard's [`Budget::DEFAULT`],
    /// Expert's [`Budget::EXPERT`] (Easy and Medium ignore it).
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::bot::{Budget, Level};
    /// assert_eq!(Level::Hard.default_budget(), Budget::DEFAULT);
    /// assert!(Level::Expert.default_budget().iterations > Budget::DEFAULT.iterations);
    /// ```
    pub fn default_budget(self) -> Budget {
        match self {
            Level::Expert => Budget::EXPERT,
            _ => Budget::DEFAULT,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = BotError;
    fn from_str(s: &str) -> Result<Level, BotError> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| BotError::UnknownLevel(s.to_string()))
    }
}

/// How much thinking a bot may do for one decision. Counted in search iterations (Hard and
/// Expert), not in time, so the decision is the same on every machine; Easy and Medium ignore it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Budget {
    pub iterations: u32,
}

impl Budget {
    /// Hard's default: chosen so that a decision takes under a tenth of a second in a browser.
    pub const DEFAULT: Budget = Budget { iterations: ismcts::DEFAULT_ITERATIONS };
    /// Expert's default: about one second of thinking in a browser.
    pub const EXPERT: Budget = Budget { iterations: ismcts::EXPERT_ITERATIONS };
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::DEFAULT
    }
}

/// Why a computer player could not decide. Each kind has a stable machine code and arguments
/// ([`BotError::code`], [`BotError::args`]), as the engine's other errors do, so that a page can
/// word it; the message is English.
///
/// # Examples
///
/// ```
/// use heuchel::bot::{choose, BotError, Budget, Level};
/// use heuchel::{Config, State, Variant};
/// let state = State::new(Config { players: 4, variant: Variant::Base, seed: 3 }).unwrap();
/// let error = choose(Level::Easy, &state.view(2), 0, Budget::DEFAULT).unwrap_err();
/// assert_eq!(error, BotError::NotToAct { viewer: 2, to_act: 0 });
/// assert_eq!(error.to_string(), "it is not the viewer's turn (seat 1 is to act)");
/// assert_eq!(error.code(), "bot.notToAct");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BotError {
    #[error("unknown level {0:?}: use easy, medium, hard or expert")]
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
    /// use heuchel::bot::{request::view_of_notation, Level};
    /// assert_eq!("oracle".parse::<Level>().unwrap_err().code(), "bot.level");
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
/// search with `budget` (usually [`Level::default_budget`]); the others ignore it.
///
/// # Examples
///
/// ```
/// use heuchel::bot::{choose, Budget, Level};
/// use heuchel::{Config, State, Variant};
/// let state = State::new(Config { players: 3, variant: Variant::Base, seed: 1 }).unwrap();
/// let action = choose(Level::Medium, &state.view(0), 7, Budget::DEFAULT).unwrap();
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
