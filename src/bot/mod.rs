//! The computer players: three levels, each deciding from its player's view alone.
//!
//! * **Easy** plays legal, plausible moves: a beginner can beat it.
//! * **Medium** looks one action ahead in worlds sampled from its view and scores the outcomes
//!   with a heuristic ([`eval`]).
//! * **Hard** is Information Set Monte Carlo Tree Search ([`ismcts`]).
//!
//! Every level is a function of (view, seed, budget): no bot is ever given a `State`, so none can
//! look at a card its player has not seen, and the same inputs always give the same action.
//! Legal actions, too, come from a world sampled from the view (they depend only on what the
//! player can see), so the rules live in the engine alone.

pub mod easy;
pub mod eval;
pub mod ismcts;
pub mod medium;

use crate::action::Action;
use crate::error::PositionError;
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
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
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

/// How much thinking a bot may do for one decision. Counted in search iterations (Hard) so the
/// decision is the same on every machine; Easy and Medium ignore it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Budget {
    pub iterations: u32,
}

impl Budget {
    /// Hard's default: chosen so that a decision takes well under a second in a browser.
    pub const DEFAULT: Budget = Budget { iterations: ismcts::DEFAULT_ITERATIONS };
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::DEFAULT
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BotError {
    #[error("unknown level {0:?}: use easy, medium or hard")]
    UnknownLevel(String),
    #[error("the game is over")]
    GameOver,
    #[error("it is not the viewer's turn (seat {0} is to act)")]
    NotToAct(u8),
    #[error("a spectator cannot act")]
    Spectator,
    #[error("the full view is nobody's: a computer player decides from its own player's view")]
    FullView,
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// What `level` plays for the viewer of `view`, who must be the player to act.
pub fn choose(level: Level, view: &View, seed: u64, budget: Budget) -> Result<Action, BotError> {
    let mut rng = Rng::from_state(seed ^ 0xB07_5EED_u64.rotate_left(17));
    let world = world_for(view, &mut rng)?;
    let action = match level {
        Level::Easy => easy::choose(view, &world, &mut rng),
        Level::Medium => medium::choose(view, &world, &mut rng),
        Level::Hard => ismcts::choose(view, &world, &mut rng, budget),
    };
    action.ok_or(BotError::GameOver)
}

/// A world sampled from the view, after checking that the viewer is the one to act.
fn world_for(view: &View, rng: &mut Rng) -> Result<State, BotError> {
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
        return Err(BotError::NotToAct(to_act + 1));
    }
    Ok(State::sample_world(view, rng)?)
}
