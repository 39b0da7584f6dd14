//! Easy: a legal, plausible action, chosen with little thought.
//!
//! It asks the engine for the legal actions of a world sampled from its view and picks among them
//! at random, except that it prefers progress: it never declines a move it may make, takes what a
//! favour offers, and avoids a move the engine shows would throw its own cards away.

use super::{world_for, BotError};
use crate::action::Action;
use crate::rng::Rng;
use crate::view::View;

/// Easy's action for the viewer of `view` (who must be to act), drawing from `rng`.
///
/// # Examples
///
/// ```
/// use heuchel::{bot::easy, rng::Rng, Config, State, Variant};
/// let state = State::new(Config { players: 3, variant: Variant::Base, seed: 2 }).unwrap();
/// let action = easy::choose(&state.view(0), &mut Rng::from_state(1)).unwrap();
/// assert!(state.legal_actions().contains(&action));
/// ```
///
/// # Errors
///
/// As [`super::choose`].
pub fn choose(view: &View, rng: &mut Rng) -> Result<Action, BotError> {
    let world = &world_for(view, rng)?;
    let legal = world.legal_actions();
    let me = view.viewer;
    let plausible: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|&a| match a {
            Action::EndTurn | Action::EndFavours => false,
            Action::Move { .. } => {
                let mut after = world.clone();
                after.play(a).is_ok() && after.discards(me).len() == world.discards(me).len()
            }
            _ => true,
        })
        .collect();
    let pool = if plausible.is_empty() { legal.as_slice() } else { plausible.as_slice() };
    if pool.is_empty() {
        return Err(BotError::GameOver);
    }
    Ok(pool[rng.below(pool.len() as u32) as usize])
}
