//! The simplest computer player: a uniformly random legal action, from its own seeded source.

use crate::action::Action;
use crate::bot::{any_world, BotError};
use crate::event::Event;
use crate::illegal::IllegalAction;
use crate::rng::Rng;
use crate::state::{Config, State};
use crate::view::View;

/// Picks uniformly among the legal actions of its player, from his view alone: it is never
/// handed a `State`. The legal actions are read from a world sampled from the view with a fixed
/// source (they depend only on what the player sees), so its own source decides alone and the
/// same seed gives the same choices.
///
/// # Examples
///
/// ```
/// use heuchel::random::RandomPlayer;
/// use heuchel::{Config, State, Variant};
/// let state = State::new(Config { players: 3, variant: Variant::Base, seed: 4 }).unwrap();
/// let a = RandomPlayer::new(9).choose(&state.view(0)).unwrap();
/// assert_eq!(a, RandomPlayer::new(9).choose(&state.view(0)).unwrap());
/// assert!(state.legal_actions().contains(&a));
/// ```
pub struct RandomPlayer {
    rng: Rng,
}

impl RandomPlayer {
    /// A random player whose choices follow from `seed`.
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer { rng: Rng::from_state(seed ^ 0x005E_ED0F_FA70_u64) }
    }

    /// A random legal action for the viewer of `view`, who must be the player to act.
    ///
    /// # Errors
    ///
    /// As [`crate::bot::choose`]: the viewer is not to act, a spectator or the full view, the
    /// game is over, or the view describes no possible position.
    pub fn choose(&mut self, view: &View) -> Result<Action, BotError> {
        let world = any_world(view)?;
        self.pick(&world).ok_or(BotError::GameOver)
    }

    /// The same draw as [`RandomPlayer::choose`], made on a state the simulation owns anyway
    /// (whole random games, where every seat is this player): no view to build per action.
    fn pick(&mut self, state: &State) -> Option<Action> {
        let rng = &mut self.rng;
        state.pick_legal(|n| rng.below(n))
    }
}

/// Plays random actions for every seat until the game ends; returns how many were played. A
/// simulation of a whole game, not a player's decision: each action is the one
/// [`RandomPlayer::choose`] would pick from the view of the player to act.
pub fn play_out(state: &mut State, player: &mut RandomPlayer) -> usize {
    let mut n = 0;
    while let Some(action) = player.pick(state) {
        state.play_legal(action);
        n += 1;
    }
    n
}

/// [`play_out`] that hands `each` every action played with its events (`State::play_with`),
/// for statistics over random games; `each` returns `false` to stop early. Returns how many
/// actions were played.
///
/// # Examples
///
/// ```
/// use heuchel::random::{play_out_with, RandomPlayer};
/// use heuchel::{Config, State, Variant};
/// let mut state = State::new(Config { players: 3, variant: Variant::Dice, seed: 2 }).unwrap();
/// let mut events = 0;
/// let n = play_out_with(&mut state, &mut RandomPlayer::new(2), |_, e| { events += e.len(); true }).unwrap();
/// assert!(state.is_over() && events >= n);
/// ```
///
/// # Errors
///
/// The engine's [`IllegalAction`] if it refused an action it listed as legal (a bug).
pub fn play_out_with(
    state: &mut State,
    player: &mut RandomPlayer,
    mut each: impl FnMut(Action, &[Event]) -> bool,
) -> Result<usize, IllegalAction> {
    let mut n = 0;
    let mut events: Vec<Event> = Vec::new();
    while let Some(action) = player.pick(state) {
        events.clear();
        state.play_with(action, &mut events)?;
        n += 1;
        if !each(action, &events) {
            break;
        }
    }
    Ok(n)
}

/// Plays `games` random games with seeds `first.seed`, `first.seed + 1`, …; returns the number
/// of actions played. The same workload natively and in the browser, to compare their speed.
pub fn play_games(first: Config, games: u64) -> usize {
    let mut actions = 0;
    for i in 0..games {
        let config = Config { seed: first.seed.wrapping_add(i), ..first };
        if let Ok(mut state) = State::new(config) {
            actions += play_out(&mut state, &mut RandomPlayer::new(config.seed));
        }
    }
    actions
}

/// The position after `plies` random actions from the deal of `config` (earlier if the game ends
/// first): seeded positions for tests, benchmarks and measurements.
pub fn random_position(config: Config, plies: usize) -> Option<State> {
    let mut state = State::new(config).ok()?;
    let mut player = RandomPlayer::new(config.seed);
    for _ in 0..plies {
        let Some(action) = player.pick(&state) else { break };
        state.play_legal(action);
    }
    Some(state)
}
