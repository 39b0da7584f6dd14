//! Easy: a legal, plausible action, chosen with little thought.
//!
//! It asks the engine for the legal actions of a world sampled from its view and picks one at
//! random, except that it avoids a placement the engine shows would cost its player money at once
//! (filling a lane where its stalls lose). Turning up a tile, choosing an own tile and passing are
//! always plausible: Easy does not guess what lies face down, nor weigh its own tile.

use super::{world_for, BotError};
use crate::action::Action;
use crate::view::View;
use platform::Rng;

/// Easy's action for the viewer of `view` (who must be to act), drawing from `rng`.
///
/// # Examples
///
/// ```
/// use heller::{bot::easy, Config, Rng, State, Variant};
/// let state = State::new(Config { players: 3, variant: Variant::Standard, no_luck: false, seed: 2 }).unwrap();
/// let viewer = state.to_act().unwrap();
/// let action = easy::choose(&state.view(viewer), &mut Rng::from_state(1)).unwrap();
/// assert!(state.legal_actions().contains(&action));
/// ```
///
/// # Errors
///
/// As [`super::choose`].
pub fn choose(view: &View, rng: &mut Rng) -> Result<Action, BotError> {
    let world = world_for(view, rng)?;
    let legal = world.legal_actions();
    let me = view.viewer;
    let plausible: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|&a| match a {
            Action::TurnUp | Action::Choose { .. } | Action::Pass => true,
            _ => {
                let mut after = world.clone();
                after.play(a).is_ok() && after.money(me) >= world.money(me)
            }
        })
        .collect();
    let pool = if plausible.is_empty() { legal.as_slice() } else { plausible.as_slice() };
    if pool.is_empty() {
        return Err(BotError::GameOver);
    }
    Ok(pool[rng.below(pool.len() as u32) as usize])
}
