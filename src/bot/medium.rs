//! Medium: one action ahead, averaged over a few worlds sampled from its view, each outcome
//! scored by the heuristic in [`super::eval`]. Blind favours are judged by what they would turn up
//! in each sampled world, so the average weighs them by what the player may expect to find.

use super::eval::{advantage, evaluate};
use super::{world_for, BotError};
use crate::action::Action;
use crate::rng::Rng;
use crate::state::{Phase, State, Step};
use crate::view::View;

/// Worlds each action is tried in.
const WORLDS: usize = 8;

/// How many of its own forced follow-ups (favours after a move, the move after a roll) an
/// action's value looks through.
const FOLLOW_UP: u8 = 2;

/// The heuristic value of a position for `me`; if `me` must act again at once on the same move
/// (choose favours, use a roll), the value of his best continuation, so that a move is credited
/// with the favours it opens and a roll with the risk of a card lost to it.
fn value(state: &State, me: u8, depth: u8) -> f32 {
    let follow = depth > 0
        && matches!(state.phase(), Phase::Turn { player, step: Step::Favours { .. } | Step::Rolled { .. } } if player == me);
    if !follow {
        return advantage(&evaluate(state), state.players(), me);
    }
    let mut best = f32::MIN;
    for action in state.legal_actions() {
        let mut after = state.clone();
        if after.play(action).is_ok() {
            best = best.max(value(&after, me, depth - 1));
        }
    }
    best
}

/// Medium's action for the viewer of `view` (who must be to act), drawing from `rng`.
///
/// # Examples
///
/// ```
/// use heuchel::{bot::medium, rng::Rng, Config, State, Variant};
/// let state = State::new(Config { players: 3, variant: Variant::Base, seed: 2 }).unwrap();
/// let action = medium::choose(&state.view(0), &mut Rng::from_state(1)).unwrap();
/// assert!(state.legal_actions().contains(&action));
/// ```
///
/// # Errors
///
/// As [`super::choose`].
pub fn choose(view: &View, rng: &mut Rng) -> Result<Action, BotError> {
    let world = &world_for(view, rng)?;
    let legal = world.legal_actions();
    if legal.len() <= 1 {
        return legal.first().copied().ok_or(BotError::GameOver);
    }
    let me = view.viewer;
    let mut worlds = vec![world.clone()];
    for _ in 1..WORLDS {
        let mut w = world.clone();
        w.redeal_unseen(me, rng);
        worlds.push(w);
    }
    let mut best: Vec<Action> = Vec::new();
    let mut best_value = f32::MIN;
    for &action in &legal {
        let mut total = 0.0;
        for w in &worlds {
            let mut after = w.clone();
            if after.play(action).is_err() {
                continue;
            }
            total += value(&after, me, FOLLOW_UP);
        }
        let value = total / WORLDS as f32;
        if value > best_value + 1e-4 {
            best_value = value;
            best.clear();
        }
        if (value - best_value).abs() <= 1e-4 {
            best.push(action);
        }
    }
    Ok(best[rng.below(best.len() as u32) as usize])
}
