//! A game as the rules define it: a start (a deal or a given position) and the actions since.
//! Also its save format, which replays the actions, so a save can never smuggle in a state the
//! rules could not have produced.

use crate::action::{format_actions, parse_actions, Action};
use crate::event::{Event, SeenCard};
use crate::illegal::IllegalAction;
use crate::parse_error::{Notation, ParseError};
use crate::position_error::InvalidPosition;
use crate::rules::Heuchel;
use crate::state::{Config, State, Variant};
use platform::history::History;
use serde::Serialize;

/// Where a game began.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    Deal(Config),
    Position(Box<State>),
}

/// One action's entry in the log, as a viewer may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
pub struct LogEntry {
    pub index: usize,
    pub actor: u8,
    #[cfg_attr(target_arch = "wasm32", tsify(type = "GameEvent[]"))]
    pub events: Vec<Event<SeenCard>>,
}

/// A start and the actions since, with what each made happen ([`History`]), and the deal it
/// began from when it began from one (a save then names the deal, not the whole position).
#[derive(Clone, Debug)]
pub struct Game {
    deal: Option<Config>,
    history: History<Heuchel>,
}

const SAVE_MAGIC: &str = "heuchel-save-1";

impl Game {
    /// A new game: [`State::new`].
    ///
    /// # Errors
    ///
    /// [`InvalidPosition::PlayerCount`] for a player count outside 3–6.
    pub fn new(config: Config) -> Result<Game, InvalidPosition> {
        let state = State::new(config)?;
        Ok(Game { deal: Some(config), history: History::new(state) })
    }

    /// A game that begins at a given position (a rule example, a shared link).
    pub fn from_position(state: State) -> Game {
        Game { deal: None, history: History::new(state) }
    }

    /// Replays `actions` from the deal; stops at the first illegal one with its index.
    pub fn replay(config: Config, actions: &[Action]) -> Result<Game, (usize, IllegalAction)> {
        let mut game = Game::new(config).map_err(|_| (0, IllegalAction::GameOver))?;
        game.play_all(actions)?;
        Ok(game)
    }

    fn play_all(&mut self, actions: &[Action]) -> Result<(), (usize, IllegalAction)> {
        for (i, &a) in actions.iter().enumerate() {
            self.play(a).map_err(|e| (i, e))?;
        }
        Ok(())
    }

    /// Where the game began: a deal, or a given position.
    pub fn start(&self) -> Start {
        match self.deal {
            Some(config) => Start::Deal(config),
            None => Start::Position(Box::new(self.history.start().clone())),
        }
    }

    /// Every player's score as it would stand if the game were counted after each action: entry
    /// `k` is the scores after the first `k` actions (so there are `actions().len() + 1`
    /// entries). For a finished game, whose cards are all public, as the chart after the game
    /// shows it; `None` while the game goes on (the scores would tell hidden cards).
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::game::Game;
    /// use heuchel::{Config, Variant};
    /// let mut game = Game::new(Config { players: 3, variant: Variant::Base, seed: 4 }).unwrap();
    /// assert_eq!(game.score_history(), None, "not while the game goes on");
    /// while !game.state().is_over() {
    ///     let action = game.state().legal_actions()[0];
    ///     game.play(action).unwrap();
    /// }
    /// let history = game.score_history().unwrap();
    /// assert_eq!(history.len(), game.actions().len() + 1);
    /// assert_eq!(history.last().unwrap(), &game.state().scores());
    /// ```
    pub fn score_history(&self) -> Option<Vec<Vec<i32>>> {
        if !self.state().is_over() {
            return None;
        }
        let mut game = self.history.at(0)?;
        let mut history = Vec::with_capacity(self.history.len() + 1);
        history.push(game.state().scores());
        for action in self.history.actions() {
            game.play(action).ok()?;
            history.push(game.state().scores());
        }
        Some(history)
    }

    /// The same game after only its first `k` actions (all of them when `k` is larger): a step
    /// of a record, for replays and rule diagrams. It replays from the start, so it costs `k`
    /// plays. `None` only if the start could not be made again, which a game that began cannot.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::game::Game;
    /// use heuchel::{Config, Variant};
    /// let mut game = Game::new(Config { players: 3, variant: Variant::Base, seed: 1 }).unwrap();
    /// let first = game.state().clone();
    /// let card = game.state().hand(0)[0];
    /// game.play(heuchel::Action::Place { card }).unwrap();
    /// assert_eq!(game.at(0).unwrap().state(), &first);
    /// assert_eq!(game.at(0).unwrap().actions().len(), 0);
    /// assert_eq!(game.at(9).unwrap().state(), game.state());
    /// ```
    pub fn at(&self, k: usize) -> Option<Game> {
        let history = self.history.at(k.min(self.history.len()))?;
        Some(Game { deal: self.deal, history })
    }

    /// The actions played, in order.
    pub fn actions(&self) -> Vec<Action> {
        self.history.actions().collect()
    }

    /// The seat that played each action, in order (public: the log shows who acted).
    pub fn actors(&self) -> Vec<u8> {
        self.history.entries().iter().map(|entry| entry.seat).collect()
    }

    /// How many actions have been played.
    pub fn len(&self) -> usize {
        self.history.len()
    }

    /// Whether no action has been played yet.
    pub fn is_empty(&self) -> bool {
        self.history.is_empty()
    }

    /// The position now.
    pub fn state(&self) -> &State {
        self.history.state()
    }

    /// Plays an action; an illegal one leaves the game as it was.
    pub fn play(&mut self, action: Action) -> Result<&[Event], IllegalAction> {
        self.history.play(action)
    }

    /// The log from entry `from` on, as `viewer` may see it now: cards he has not seen are masked.
    pub fn log_for(&self, viewer: u8, from: usize) -> Vec<LogEntry> {
        self.entries(from, &|e| e.seen_by(self.state(), viewer))
    }

    /// The log from entry `from` on with every card shown, whoever saw it: for replays of
    /// finished games and rule diagrams. Like [`State::full_view`] it is nobody's at the table:
    /// never show it to a player during a game.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::game::Game;
    /// use heuchel::{Config, Event, SeenCard, Variant};
    /// let mut game = Game::new(Config { players: 3, variant: Variant::Base, seed: 1 }).unwrap();
    /// let card = game.state().hand(0)[0];
    /// game.play(heuchel::Action::Place { card }).unwrap();
    /// assert_eq!(game.full_log(0)[0].events, vec![Event::Placed { player: 0, card: SeenCard::Known(card) }]);
    /// assert_ne!(game.log_for(1, 0)[0].events, game.full_log(0)[0].events);
    /// ```
    pub fn full_log(&self, from: usize) -> Vec<LogEntry> {
        self.entries(from, &Event::revealed)
    }

    fn entries(&self, from: usize, see: &dyn Fn(&Event) -> Event<SeenCard>) -> Vec<LogEntry> {
        self.history
            .entries()
            .iter()
            .enumerate()
            .skip(from)
            .map(|(index, entry)| LogEntry { index, actor: entry.seat, events: entry.events.iter().map(see).collect() })
            .collect()
    }

    /// The whole game as one line of text: `heuchel-save-1 deal 4b 12345 <actions>` or
    /// `heuchel-save-1 position <notation> <actions>` (actions `-` when none). It holds hidden
    /// information: keep it, do not show it.
    pub fn save(&self) -> String {
        let start = match self.deal {
            Some(c) => format!("deal {}{} {}", c.players, c.variant.letter(), c.seed),
            None => format!("position {}", self.history.start().to_notation()),
        };
        let actions = if self.is_empty() { "-".to_string() } else { format_actions(&self.actions()) };
        format!("{SAVE_MAGIC} {start} {actions}")
    }

    /// Restores a saved game by replaying it; any damage gives an error naming what is wrong.
    pub fn load(text: &str) -> Result<Game, ParseError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let bad = |why: &str| ParseError::new(Notation::Save, format!("not a saved game: {why}"));
        if words.first() != Some(&SAVE_MAGIC) {
            return Err(bad("it does not begin with heuchel-save-1"));
        }
        let (mut game, rest) = match words.get(1..) {
            Some(["deal", kind, seed, rest @ ..]) => {
                let (players, variant) = parse_kind(kind).ok_or_else(|| bad("the deal must be like 4b or 5d"))?;
                let seed: u64 = seed.parse().map_err(|_| bad("the seed must be a whole number"))?;
                (Game::new(Config { players, variant, seed }).map_err(|_| bad("3 to 6 players"))?, rest)
            }
            Some(["position", notation, rest @ ..]) => {
                let state = State::from_notation(notation).map_err(|e| bad(&e.to_string()))?;
                (Game::from_position(state), rest)
            }
            _ => return Err(bad("expected `deal` or `position` after the header")),
        };
        let actions = match rest {
            [] | ["-"] => Vec::new(),
            [list] => parse_actions(list).map_err(|e| e.reading(Notation::Save))?,
            _ => return Err(bad("unexpected text after the actions")),
        };
        game.play_all(&actions).map_err(|(i, e)| {
            bad(&format!("action {} ({}) cannot be played: {e}", i + 1, actions[i])).at(&actions[i].to_string())
        })?;
        Ok(game)
    }
}

fn parse_kind(kind: &str) -> Option<(u8, Variant)> {
    let b = kind.as_bytes();
    let players = match b {
        [d @ b'3'..=b'6', _] => d - b'0',
        _ => return None,
    };
    let variant = match b[1] {
        b'b' => Variant::Base,
        b'd' => Variant::Dice,
        _ => return None,
    };
    Some((players, variant))
}
