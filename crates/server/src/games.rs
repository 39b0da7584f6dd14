//! The two games behind one small interface ([`TableGame`]), built on each engine's
//! [`platform::game::Rules`] contract and its `Game` wrapper: what a table needs and nothing more.
//!
//! Everything that leaves this module towards a client is one seat's view, that seat's log, whose
//! turn it is and, once over, the outcome. The full state and the seed stay inside.

use platform::bot::Level;
use platform::game::{Outcome, Rules};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;

/// The games a table can play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    /// Heuchel & Meuchel (the root crate `heuchel`), 3 to 6 players.
    Heuchel,
    /// Auf Heller und Pfennig (`crates/heller`), 2 to 4 players.
    Heller,
}

impl GameKind {
    /// Every game offered, in the order `/api/health` lists them.
    pub const ALL: [GameKind; 2] = [GameKind::Heuchel, GameKind::Heller];

    /// The game's name in the API: `heuchel` or `heller`.
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Heuchel => "heuchel",
            GameKind::Heller => "heller",
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Who looks at a table: a player's seat or a spectator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// A player, 0-based.
    Player(u8),
    /// Someone who sees only what is public.
    Spectator,
}

impl Seat {
    /// The player's seat number, `None` for a spectator.
    pub const fn player(self) -> Option<u8> {
        match self {
            Seat::Player(p) => Some(p),
            Seat::Spectator => None,
        }
    }
}

/// Everything a game is made from; stored as JSON in `games.config`. The seed is here, so this
/// never leaves the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameConfig {
    /// Which game.
    pub game: GameKind,
    /// The number of seats.
    pub players: u8,
    /// The variant's name: heuchel `base` or `dice`; heller `standard` or `openEnded`.
    pub variant: String,
    /// Heller only: the rulebook's game without luck (every tile face up).
    #[serde(default)]
    pub no_luck: bool,
    /// The people at the table agreed, when it was set, that a move may be taken back with the
    /// others' consent (with one person against computers it always may: [`take_back_allowed`]).
    #[serde(default)]
    pub take_back: bool,
    /// The seed of every shuffle: secret.
    pub seed: u64,
}

/// Why an action sent as text is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    /// The text is not the game's notation of an action.
    Parse(String),
    /// The engine refuses it where the game stands (including: the game is over).
    Illegal(String),
}

impl ActionError {
    /// The error's message.
    pub fn text(&self) -> String {
        match self {
            ActionError::Parse(m) | ActionError::Illegal(m) => m.clone(),
        }
    }
}

/// Why a configuration makes no game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError(pub String);

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A computer's decision, prepared from one seat's view only: run it on a blocking thread.
pub type BotJob = Box<dyn FnOnce() -> Result<String, String> + Send>;

/// One game at a table, whichever game it is.
pub trait TableGame: Send + Sync {
    /// Which game this is.
    fn kind(&self) -> GameKind;
    /// The number of seats.
    fn players(&self) -> u8;
    /// How many actions have been played (the table's version).
    fn len(&self) -> usize;
    /// Whether no action has been played.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The seat to act, `None` once over.
    fn to_act(&self) -> Option<u8>;
    /// The final scores and winners once over.
    fn outcome(&self) -> Option<Outcome>;
    /// The engine's legal actions of the seat to act, in the game's notation, in the engine's
    /// order; empty once over.
    fn legal(&self) -> Vec<String>;
    /// Parses `action` in the game's notation and plays it for the seat to act; a refused action
    /// leaves the game as it was.
    fn play(&mut self, action: &str) -> Result<(), ActionError>;
    /// The view of `seat` as JSON: the engine's `View` through serde, as the browser's
    /// `Game.view(player)` returns it.
    fn view_json(&self, seat: Seat) -> Value;
    /// The log as `seat` may read it, as JSON (the browser's `Game.log(player)`).
    fn log_json(&self, seat: Seat) -> Value;
    /// The view and the log of `seat` as JSON text, as [`TableGame::view_json`] and
    /// [`TableGame::log_json`] give them; the engines write them straight from their types,
    /// without building a `Value` first (most of a move's cost under load was that `Value`).
    fn view_log_text(&self, seat: Seat) -> (String, String) {
        (self.view_json(seat).to_string(), self.log_json(seat).to_string())
    }
    /// What the page's board needs to know of the turn for `seat`, as JSON, where the game's
    /// page asks the engine for more than the notation of the legal actions: Heuchel & Meuchel's
    /// legal groups (the browser's `Game.legal()`), in full for the seat to act and only the
    /// step for the others ([`heuchel::State::legal_groups_for`]); null for a game without.
    fn turn_json(&self, _seat: Seat) -> Value {
        Value::Null
    }
    /// What the browser's worker is given for `seat`'s Hint where the game's view object is not
    /// it: Heuchel & Meuchel's view in notation (the browser's `Game.viewNotation(player)`, the
    /// argument of its `chooseAction`); `None` for a game whose `chooseAction` takes the view
    /// object itself (Auf Heller und Pfennig), and for a spectator.
    fn view_notation(&self, _seat: Seat) -> Option<String> {
        None
    }
    /// The whole game in the engine's save format, the game's record (as the browser's
    /// `Game.save()` writes it). It holds what the seats may not see while the game is played
    /// (the deal's seed): it is sent only once the game is over.
    fn record(&self) -> String;
    /// A copy to try an action on before it is stored.
    fn boxed_clone(&self) -> Box<dyn TableGame>;
    /// The same game after only its first `k` actions (a take-back; `k` beyond the game's length
    /// keeps them all).
    fn at(&self, k: usize) -> Box<dyn TableGame>;
    /// The seat that played each action so far, in order.
    fn actors(&self) -> Vec<u8>;
    /// What hidden from `seat` has been shown to him since action `index` (the engine's
    /// `Game::shown_since`), as a reason the page words (`shown`; for Auf Heller und Pfennig
    /// `turnedUp`, `newRound`, or `ownTile` with whose), or `None`: then a take-back to before
    /// that action hides nothing he has seen.
    fn shown_since(&self, seat: u8, index: usize) -> Option<(&'static str, Option<u8>)>;
    /// The computer's decision for `seat` at `level`: a job holding only that seat's view.
    fn bot_job(&self, seat: u8, level: Level, seed: u64) -> BotJob;
}

/// Whether taking back is offered at a table of these seats (`true`: a person's), as at one
/// screen (`www/platform/game/take-back.js`): always to one person playing computers; with two
/// or more people only when they agreed when the table was set (`agreed`).
pub fn take_back_allowed(people: usize, agreed: bool) -> bool {
    people == 1 || (people >= 2 && agreed)
}

/// Builds a game from its configuration.
///
/// # Errors
///
/// An unknown variant or a player count the game does not allow.
pub fn new_game(config: &GameConfig) -> Result<Box<dyn TableGame>, ConfigError> {
    match config.game {
        GameKind::Heuchel => Ok(Box::new(HeuchelTable::new(config)?)),
        GameKind::Heller => Ok(Box::new(HellerTable::new(config)?)),
    }
}

/// The engine's configuration for Heuchel & Meuchel.
///
/// # Errors
///
/// An unknown variant (`base`, `dice`) or no_luck asked of it.
pub fn heuchel_config(config: &GameConfig) -> Result<heuchel::Config, ConfigError> {
    let variant = variant_named(&config.variant, GameKind::Heuchel)?;
    if config.no_luck {
        return Err(ConfigError("noLuck is a variant of heller only".into()));
    }
    Ok(heuchel::Config { players: config.players, variant, seed: config.seed })
}

/// The engine's configuration for Auf Heller und Pfennig.
///
/// # Errors
///
/// An unknown variant (`standard`, `openEnded`).
pub fn heller_config(config: &GameConfig) -> Result<heller::Config, ConfigError> {
    let variant = variant_named(&config.variant, GameKind::Heller)?;
    Ok(heller::Config { players: config.players, variant, no_luck: config.no_luck, seed: config.seed })
}

/// An engine's variant by the name its JSON gives it (the engine's own serde names, as in its
/// views and board facts); the engine's default for an empty name.
fn variant_named<V: serde::de::DeserializeOwned + Default>(name: &str, game: GameKind) -> Result<V, ConfigError> {
    if name.is_empty() {
        return Ok(V::default());
    }
    serde_json::from_value(Value::String(name.into())).map_err(|e| ConfigError(format!("{game}: {e}")))
}

/// The viewer number each engine gives a seat: heuchel's spectator is `View::SPECTATOR`,
/// heller's any number from its players up (`MAX_PLAYERS`, as its board facts name it).
fn heuchel_viewer(seat: Seat) -> u8 {
    seat.player().unwrap_or(heuchel::View::SPECTATOR)
}

fn heller_viewer(seat: Seat) -> u8 {
    seat.player().unwrap_or(heller::state::MAX_PLAYERS)
}

/// Heuchel & Meuchel at a table.
#[derive(Clone)]
pub struct HeuchelTable(heuchel::Game);

impl HeuchelTable {
    fn new(config: &GameConfig) -> Result<HeuchelTable, ConfigError> {
        heuchel::Game::new(heuchel_config(config)?).map(HeuchelTable).map_err(|e| ConfigError(e.to_string()))
    }
}

/// The JSON of one seat's view of a Heuchel & Meuchel state.
pub fn heuchel_view_json(state: &heuchel::State, seat: Seat) -> Value {
    serde_json::to_value(state.view(heuchel_viewer(seat))).expect("a view is plain data")
}

/// The JSON of what one seat may know of a Heuchel & Meuchel turn ([`TableGame::turn_json`]).
pub fn heuchel_turn_json(state: &heuchel::State, seat: Seat) -> Value {
    serde_json::to_value(state.legal_groups_for(heuchel_viewer(seat))).expect("legal groups are plain data")
}

/// The JSON of one seat's log of a Heuchel & Meuchel game ([`heuchel::game::Game::log_for`]).
pub fn heuchel_log_json(game: &heuchel::Game, seat: Seat) -> Value {
    serde_json::to_value(game.log_for(heuchel_viewer(seat), 0)).expect("a log is plain data")
}

impl TableGame for HeuchelTable {
    fn kind(&self) -> GameKind {
        GameKind::Heuchel
    }
    fn players(&self) -> u8 {
        self.0.state().players()
    }
    fn len(&self) -> usize {
        self.0.len()
    }
    fn to_act(&self) -> Option<u8> {
        heuchel::rules::Heuchel::to_act(self.0.state())
    }
    fn outcome(&self) -> Option<Outcome> {
        heuchel::rules::Heuchel::outcome(self.0.state())
    }
    fn legal(&self) -> Vec<String> {
        heuchel::rules::Heuchel::legal_actions(self.0.state()).iter().map(ToString::to_string).collect()
    }
    fn play(&mut self, action: &str) -> Result<(), ActionError> {
        let action: heuchel::Action = action.parse().map_err(|e| ActionError::Parse(format!("{e}")))?;
        self.0.play(action).map(|_| ()).map_err(|e| ActionError::Illegal(e.to_string()))
    }
    fn view_json(&self, seat: Seat) -> Value {
        heuchel_view_json(self.0.state(), seat)
    }
    fn turn_json(&self, seat: Seat) -> Value {
        heuchel_turn_json(self.0.state(), seat)
    }
    fn view_notation(&self, seat: Seat) -> Option<String> {
        seat.player().map(|p| self.0.state().view(p).to_notation())
    }
    fn log_json(&self, seat: Seat) -> Value {
        heuchel_log_json(&self.0, seat)
    }
    fn view_log_text(&self, seat: Seat) -> (String, String) {
        let v = heuchel_viewer(seat);
        let view = serde_json::to_string(&self.0.state().view(v)).expect("a view is plain data");
        (view, serde_json::to_string(&self.0.log_for(v, 0)).expect("a log is plain data"))
    }
    fn record(&self) -> String {
        self.0.save()
    }
    fn boxed_clone(&self) -> Box<dyn TableGame> {
        Box::new(self.clone())
    }
    fn at(&self, k: usize) -> Box<dyn TableGame> {
        Box::new(Self(self.0.at(k.min(self.0.len())).unwrap_or_else(|| self.0.clone())))
    }
    fn actors(&self) -> Vec<u8> {
        self.0.actors()
    }
    fn shown_since(&self, seat: u8, index: usize) -> Option<(&'static str, Option<u8>)> {
        self.0.shown_since(seat, index).map(|_| ("shown", None))
    }
    fn bot_job(&self, seat: u8, level: Level, seed: u64) -> BotJob {
        let view = self.0.state().view(seat);
        Box::new(move || {
            let budget = heuchel::bot::BUDGETS.of(level);
            heuchel::bot::choose(level, &view, seed, budget).map(|a| a.to_string()).map_err(|e| e.to_string())
        })
    }
}

/// Auf Heller und Pfennig at a table.
#[derive(Clone)]
pub struct HellerTable(heller::Game);

impl HellerTable {
    fn new(config: &GameConfig) -> Result<HellerTable, ConfigError> {
        heller::Game::new(heller_config(config)?).map(HellerTable).map_err(|e| ConfigError(e.to_string()))
    }
}

/// The JSON of one seat's view of an Auf Heller und Pfennig state.
pub fn heller_view_json(state: &heller::State, seat: Seat) -> Value {
    serde_json::to_value(state.view(heller_viewer(seat))).expect("a view is plain data")
}

/// The JSON of the log of an Auf Heller und Pfennig game as `seat` may read it
/// ([`heller::Game::log_for`], as the browser's `Game.log`).
pub fn heller_log_json(game: &heller::Game, seat: Seat) -> Value {
    serde_json::to_value(game.log_for(heller_viewer(seat), 0)).expect("a log is plain data")
}

impl TableGame for HellerTable {
    fn kind(&self) -> GameKind {
        GameKind::Heller
    }
    fn players(&self) -> u8 {
        self.0.state().players()
    }
    fn len(&self) -> usize {
        self.0.len()
    }
    fn to_act(&self) -> Option<u8> {
        heller::rules::Heller::to_act(self.0.state())
    }
    fn outcome(&self) -> Option<Outcome> {
        heller::rules::Heller::outcome(self.0.state())
    }
    fn legal(&self) -> Vec<String> {
        heller::rules::Heller::legal_actions(self.0.state()).iter().map(ToString::to_string).collect()
    }
    fn play(&mut self, action: &str) -> Result<(), ActionError> {
        let action: heller::Action = action.parse().map_err(|e| ActionError::Parse(format!("{e}")))?;
        self.0.play(action).map(|_| ()).map_err(|e| ActionError::Illegal(e.to_string()))
    }
    fn view_json(&self, seat: Seat) -> Value {
        heller_view_json(self.0.state(), seat)
    }
    fn log_json(&self, seat: Seat) -> Value {
        heller_log_json(&self.0, seat)
    }
    fn view_log_text(&self, seat: Seat) -> (String, String) {
        let v = heller_viewer(seat);
        let view = serde_json::to_string(&self.0.state().view(v)).expect("a view is plain data");
        (view, serde_json::to_string(&self.0.log_for(v, 0)).expect("a log is plain data"))
    }
    fn record(&self) -> String {
        self.0.save()
    }
    fn boxed_clone(&self) -> Box<dyn TableGame> {
        Box::new(self.clone())
    }
    fn at(&self, k: usize) -> Box<dyn TableGame> {
        Box::new(Self(self.0.at(k.min(self.0.len())).unwrap_or_else(|| self.0.clone())))
    }
    fn actors(&self) -> Vec<u8> {
        self.0.log().iter().map(|entry| entry.seat).collect()
    }
    fn shown_since(&self, seat: u8, index: usize) -> Option<(&'static str, Option<u8>)> {
        self.0.shown_since(seat, index).map(|shown| match shown {
            heller::take_back::Shown::TurnedUp => ("turnedUp", None),
            heller::take_back::Shown::NewRound => ("newRound", None),
            heller::take_back::Shown::OwnTile { player } => ("ownTile", Some(player)),
        })
    }
    fn bot_job(&self, seat: u8, level: Level, seed: u64) -> BotJob {
        let view = self.0.state().view(seat);
        Box::new(move || {
            let budget = heller::bot::BUDGETS.of(level);
            heller::bot::choose(level, &view, seed, budget).map(|a| a.to_string()).map_err(|e| e.to_string())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_games_play_to_the_end_through_the_trait() {
        for (game, players, variant) in [(GameKind::Heuchel, 3, "base"), (GameKind::Heller, 2, "standard")] {
            let config =
                GameConfig { game, players, variant: variant.into(), no_luck: false, take_back: false, seed: 3 };
            let mut table = new_game(&config).unwrap();
            let mut seed = 0;
            while let Some(seat) = table.to_act() {
                seed += 1;
                let action = (table.bot_job(seat, Level::Easy, seed))().unwrap();
                table.play(&action).unwrap();
            }
            assert!(table.outcome().is_some());
            assert!(matches!(table.play("zz9!"), Err(ActionError::Parse(_))));
        }
    }

    #[test]
    fn unknown_variants_and_counts_are_refused() {
        let config = GameConfig {
            game: GameKind::Heller,
            players: 2,
            variant: "dice".into(),
            no_luck: false,
            take_back: false,
            seed: 1,
        };
        assert!(new_game(&config).is_err());
        let config = GameConfig {
            game: GameKind::Heuchel,
            players: 2,
            variant: "base".into(),
            no_luck: false,
            take_back: false,
            seed: 1,
        };
        assert!(new_game(&config).is_err());
    }
}
