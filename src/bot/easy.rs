//! Easy: a legal, plausible action, chosen with little thought.
//!
//! It asks the engine for the legal actions of a world sampled from its view and picks among them
//! at random, except that it prefers progress: it never declines a move it may make, takes what a
//! favour offers, and avoids a move the engine shows would throw its own cards away.

use crate::action::Action;
use crate::rng::Rng;
use crate::state::State;
use crate::view::View;

pub fn choose(view: &View, world: &State, rng: &mut Rng) -> Option<Action> {
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
        return None;
    }
    Some(pool[rng.below(pool.len() as u32) as usize])
}
