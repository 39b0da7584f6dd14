//! A game as the rules define it: a start (a deal or a given position) and the actions since,
//! with what each action made happen. Also its save format, which replays the actions, so a save
//! can never smuggle in a state the rules could not have produced from its start.
//!
//! Save format: `heller2~`, the start position in notation, `~`, then the actions' text forms
//! separated by `.` (nothing after the last `~` when no action was played). Every character is
//! URL-safe. `heller2` names the rules of D8's revision and D9 (a tile is turned up, then placed;
//! without luck, own tiles are chosen).
//!
//! Records written before carry no such mark (the start, `~`, the actions) and still load: their
//! `t<square>` (turn up and place at once) is replayed as `t` then `l<square>`, the same game. A
//! record of the game without luck from before replays up to the end of a round: its next round
//! was dealt own tiles at random, which today's game lets the players choose, and loading it is
//! refused there with [`LoadError::OldNoLuck`].

use crate::action::Action;
use crate::event::Event;
use crate::illegal::IllegalAction;
use crate::load_error::LoadError;
use crate::parse_error::ParseError;
use crate::position_error::InvalidPosition;
use crate::rules::Heller;
use crate::state::{Config, State};
use platform::history::{Entry, History};
use serde::Serialize;

/// One action of the game and what it made happen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct LogEntry {
    /// The player who acted.
    pub player: u8,
    /// What he did.
    pub action: Action,
    /// What happened, in order: the placement, any lanes scored and paid, a round's end.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "GameEvent[]"))]
    pub events: Vec<Event>,
}

impl From<&Entry<Heller>> for LogEntry {
    fn from(entry: &Entry<Heller>) -> LogEntry {
        LogEntry { player: entry.seat, action: entry.action, events: entry.events.clone() }
    }
}

/// The mark that begins a save of today's rules (see the module).
pub const SAVE_MARK: &str = "heller2";

/// A start and the actions since.
///
/// # Examples
///
/// ```
/// use heller::{Config, Game, Variant};
/// let mut game = Game::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 1 }).unwrap();
/// let first = game.state().legal_actions()[0];
/// game.play(first).unwrap();
/// let saved = game.save();
/// assert_eq!(Game::load(&saved).unwrap(), game);
/// assert_eq!(game.at(0).unwrap().state(), game.start(), "undo: the game before its first action");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game(History<Heller>);

impl Game {
    /// A new game: [`State::new`].
    ///
    /// # Errors
    ///
    /// [`InvalidPosition::PlayerCount`] for a player count outside 2–4.
    pub fn new(config: Config) -> Result<Game, InvalidPosition> {
        Ok(Game::from_position(State::new(config)?))
    }

    /// A game starting from a given position (a rule diagram, a saved position).
    pub fn from_position(state: State) -> Game {
        Game(History::new(state))
    }

    /// The game from `start` after `actions`.
    ///
    /// # Errors
    ///
    /// The index of the first illegal action and why it is illegal.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Config, Game, IllegalAction, State, Variant};
    /// let start = State::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 1 }).unwrap();
    /// let actions = ["s4a1".parse().unwrap(), "s4a2".parse().unwrap(), "s4a3".parse().unwrap()];
    /// assert_eq!(Game::replay(start, &actions).unwrap_err(), (2, IllegalAction::NoStall { stall: heller::Stall::IIII }));
    /// ```
    pub fn replay(start: State, actions: &[Action]) -> Result<Game, (usize, IllegalAction)> {
        History::replay(start, actions).map(Game)
    }

    /// The position the game started from.
    pub fn start(&self) -> &State {
        self.0.start()
    }

    /// The position now.
    pub fn state(&self) -> &State {
        self.0.state()
    }

    /// Every action played, with its player and events.
    pub fn log(&self) -> &[Entry<Heller>] {
        self.0.entries()
    }

    /// The log from action `from` on as `viewer` may read it: one entry per action, with its
    /// player and the events that are public ([`Event::is_public`]). Every event is public
    /// today, so every viewer (a player, or the spectator) reads the same log.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Config, Game, Variant};
    /// let mut game = Game::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 1 }).unwrap();
    /// let first = game.state().legal_actions()[0];
    /// game.play(first).unwrap();
    /// assert_eq!(game.log_for(1, 0)[0].action, first);
    /// assert!(game.log_for(0, 1).is_empty());
    /// ```
    pub fn log_for(&self, viewer: u8, from: usize) -> Vec<LogEntry> {
        let _ = viewer;
        self.log()
            .iter()
            .skip(from)
            .map(|entry| LogEntry {
                player: entry.seat,
                action: entry.action,
                events: entry.events.iter().filter(|e| e.is_public()).cloned().collect(),
            })
            .collect()
    }

    /// The actions played, in order.
    pub fn actions(&self) -> Vec<Action> {
        self.0.actions().collect()
    }

    /// How many actions have been played.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether no action has been played yet.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Plays an action ([`State::play_with`]) and records it.
    ///
    /// # Errors
    ///
    /// The [`IllegalAction`]; nothing is recorded and the game is unchanged.
    pub fn play(&mut self, action: Action) -> Result<&[Event], IllegalAction> {
        self.0.play(action)
    }

    /// The game after its first `k` actions (for undo and for stepping through a record);
    /// `None` beyond the actions played.
    pub fn at(&self, k: usize) -> Option<Game> {
        self.0.at(k).map(Game)
    }

    /// The game in its save format (see the module).
    pub fn save(&self) -> String {
        let actions: Vec<String> = self.0.actions().map(|action| action.to_string()).collect();
        format!("{SAVE_MARK}~{}~{}", self.start().to_notation(), actions.join("."))
    }

    /// Reads a saved game, replaying its actions from its start; a record written before D9 and
    /// D8's revision too (see the module).
    ///
    /// # Errors
    ///
    /// [`LoadError`]: the start is not a valid position, an action cannot be read, an action
    /// is illegal where it stands, or an older record of the game without luck goes on into a
    /// round whose own tiles were dealt.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Config, Game, LoadError, Variant};
    /// let game = Game::new(Config { players: 3, variant: Variant::OpenEnded, no_luck: true, seed: 5 }).unwrap();
    /// let saved = game.save();
    /// assert!(saved.starts_with("heller2~") && saved.ends_with('~'));
    /// let error = Game::load(&format!("{saved}x")).unwrap_err();
    /// assert!(matches!(error, LoadError::Illegal { index: 0, .. }));
    /// assert_eq!(error.code(), "load.illegal");
    /// // A record from before D9: `tc3` turned up the top tile and placed it on c3 at once.
    /// let start = Game::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 1 }).unwrap();
    /// let old = Game::load(&format!("{}~s4a1.tc3", start.state().to_notation())).unwrap();
    /// assert_eq!(old.actions().iter().map(|a| a.to_string()).collect::<Vec<_>>(), ["s4a1", "t", "lc3"]);
    /// ```
    pub fn load(text: &str) -> Result<Game, LoadError> {
        let (current, text) = match text.strip_prefix(SAVE_MARK).and_then(|rest| rest.strip_prefix('~')) {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let (start, actions) = text.split_once('~').ok_or(LoadError::NoActions)?;
        let start = State::from_notation(start).map_err(LoadError::Start)?;
        let no_luck = start.no_luck();
        let mut game = Game::from_position(start);
        if actions.is_empty() {
            return Ok(game);
        }
        for (index, piece) in actions.split('.').enumerate() {
            let parsed: Result<Vec<Action>, ParseError> = match piece.parse::<Action>() {
                Ok(action) => Ok(vec![action]),
                Err(error) => match Action::legacy_turn_up(piece) {
                    Some(square) if !current => Ok(vec![Action::TurnUp, Action::PlaceTurned { square }]),
                    _ => Err(error),
                },
            };
            for action in parsed.map_err(|error| LoadError::Action { index, error })? {
                game.play(action).map_err(|error| match error {
                    IllegalAction::ChooseFirst if no_luck && !current => LoadError::OldNoLuck { index },
                    error => LoadError::Illegal { index, error },
                })?;
            }
        }
        Ok(game)
    }
}
