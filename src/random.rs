//! The simplest computer player: a uniformly random legal action, from its own seeded source.

use crate::action::{Action, ActionList};
use crate::rng::Rng;
use crate::state::State;

/// Picks uniformly among the legal actions. Legal actions depend only on public information
/// (tops, heights, classes, the die) and the player's own hand, so this sees nothing hidden.
pub struct RandomPlayer {
    rng: Rng,
    buffer: ActionList,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer { rng: Rng::from_state(seed ^ 0x005E_ED0F_FA70_u64), buffer: ActionList::new() }
    }

    pub fn choose(&mut self, state: &State) -> Option<Action> {
        state.legal_actions_into(&mut self.buffer);
        if self.buffer.is_empty() {
            return None;
        }
        let i = self.rng.below(self.buffer.len() as u32) as usize;
        Some(self.buffer[i])
    }
}

/// Plays random actions until the game ends; returns how many were played.
pub fn play_out(state: &mut State, player: &mut RandomPlayer) -> usize {
    let mut n = 0;
    while let Some(action) = player.choose(state) {
        if state.play(action).is_err() {
            break;
        }
        n += 1;
    }
    n
}
