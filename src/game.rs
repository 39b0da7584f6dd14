//! A game as the rules define it: a configuration and the actions played since the deal.

use crate::action::Action;
use crate::error::IllegalAction;
use crate::event::{Event, SeenCard};
use crate::state::{Config, State};

/// A recorded game. Replaying its actions from its configuration gives its state again.
#[derive(Clone, Debug)]
pub struct Game {
    config: Config,
    actions: Vec<Action>,
    state: State,
    /// Per action, the events it caused and the state right after (for per-player logs).
    log: Vec<(Vec<Event>, u8)>,
}

impl Game {
    pub fn new(config: Config) -> Option<Game> {
        let state = State::new(config)?;
        Some(Game { config, actions: Vec::new(), state, log: Vec::new() })
    }

    /// Replays `actions` from the deal; stops at the first illegal one with its index.
    pub fn replay(config: Config, actions: &[Action]) -> Result<Game, (usize, IllegalAction)> {
        let mut game = Game::new(config).ok_or((0, IllegalAction::GameOver))?;
        for (i, &a) in actions.iter().enumerate() {
            game.play(a).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    pub fn config(&self) -> Config {
        self.config
    }

    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    pub fn state(&self) -> &State {
        &self.state
    }

    /// Plays an action; an illegal one leaves the game as it was.
    pub fn play(&mut self, action: Action) -> Result<&[Event], IllegalAction> {
        let actor = self.state.to_act().unwrap_or(0);
        let mut events = Vec::new();
        self.state.play_with(action, &mut events)?;
        self.actions.push(action);
        self.log.push((events, actor));
        Ok(self.log.last().map(|(e, _)| e.as_slice()).unwrap_or(&[]))
    }

    /// The whole log as `viewer` may see it now: cards he has not seen are masked.
    pub fn log_for(&self, viewer: u8) -> Vec<(u8, Vec<Event<SeenCard>>)> {
        self.log
            .iter()
            .map(|(events, actor)| (*actor, events.iter().map(|e| e.seen_by(&self.state, viewer)).collect()))
            .collect()
    }
}
