//! The simplest computer player: a uniformly random legal action, from its own seeded source.

use crate::action::Action;
use crate::rng::Rng;
use crate::state::{Config, State};

/// Picks uniformly among the legal actions. Legal actions depend only on public information
/// (tops, heights, classes, the die) and the player's own hand, so this sees nothing hidden.
pub struct RandomPlayer {
    rng: Rng,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer { rng: Rng::from_state(seed ^ 0x005E_ED0F_FA70_u64) }
    }

    pub fn choose(&mut self, state: &State) -> Option<Action> {
        let rng = &mut self.rng;
        state.pick_legal(|n| rng.below(n))
    }
}

/// Plays random actions until the game ends; returns how many were played.
pub fn play_out(state: &mut State, player: &mut RandomPlayer) -> usize {
    let mut n = 0;
    while let Some(action) = player.choose(state) {
        state.play_legal(action);
        n += 1;
    }
    n
}

/// Plays `games` random games with seeds `first.seed`, `first.seed + 1`, …; returns the number
/// of actions played. The same workload natively and in the browser, to compare their speed.
pub fn play_games(first: Config, games: u64) -> usize {
    let mut actions = 0;
    for i in 0..games {
        let config = Config { seed: first.seed.wrapping_add(i), ..first };
        if let Some(mut state) = State::new(config) {
            actions += play_out(&mut state, &mut RandomPlayer::new(config.seed));
        }
    }
    actions
}

/// The position after `plies` random actions from the deal of `config` (earlier if the game ends
/// first): seeded positions for tests, benchmarks and measurements.
pub fn random_position(config: Config, plies: usize) -> Option<State> {
    let mut state = State::new(config)?;
    let mut player = RandomPlayer::new(config.seed);
    for _ in 0..plies {
        let Some(action) = player.choose(&state) else { break };
        state.play_legal(action);
    }
    Some(state)
}
