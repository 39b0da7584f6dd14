//! The complete state of a game: market, money, stalls, own tiles, pool, round, whose turn (and a
//! tile turned up, or own tiles being chosen), and the chance source. Built only by [`State::new`] or from a checked [`Setup`](crate::Setup), and
//! changed only by legal actions, so every `State` is a position that can occur.

use crate::market::Market;
use crate::position_error::InvalidPosition;
use crate::stall::{Stall, Stalls};
use crate::tile::Tile;
use platform::Rng;
use serde::{Deserialize, Serialize};

pub use crate::variant::Variant;

/// The fewest players.
pub const MIN_PLAYERS: u8 = 2;
/// The most players.
pub const MAX_PLAYERS: u8 = 4;
/// Every player's money at the start ("Startgeld").
pub const START_MONEY: u32 = 50;

/// The most money a position may give a player: far above any game's (a lane pays at most
/// 4 strokes × 21 × 2 = 168, and a game scores at most a few dozen lanes), and low enough that
/// every payment and the bank's balance stay exact in the engine's integers. A position with more
/// is refused (`position.money`): the fuzzer found that a player holding over 2³¹ broke the
/// payments.
pub const MAX_MONEY: u32 = 1_000_000;
/// The rounds of the standard game.
pub const STANDARD_ROUNDS: u8 = 3;

/// What defines a game before any action.
///
/// # Examples
///
/// ```
/// use heller::{Config, State, Variant};
/// let config = Config { players: 3, variant: Variant::Standard, no_luck: false, seed: 42 };
/// let state = State::new(config).unwrap();
/// assert_eq!(state.config(), config);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Config {
    /// 2 to 4.
    pub players: u8,
    /// Standard (three rounds) or open-ended.
    pub variant: Variant,
    /// The rulebook's game "ohne Glückselemente" (D8): every tile lies face up, a player taking
    /// from the pool chooses the tile, and each round opens with every player choosing his own
    /// tile from the open display.
    pub no_luck: bool,
    /// The seed of every shuffle and lot of the game.
    pub seed: u64,
}

/// Where the game stands. Serialized as `{"phase":"turn","player":1}`,
/// `{"phase":"turned","player":1,"tile":"R4"}`, `{"phase":"choose","player":1}` or
/// `{"phase":"over"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(tag = "phase", rename_all = "camelCase")]
pub enum Phase {
    /// `player` (0-based) is to act: place something, turn up a tile, or pass if he can place
    /// nothing.
    Turn {
        /// The player to act, 0-based.
        player: u8,
    },
    /// `player` has turned up `tile` from the pool, face up for everyone, and must now place it
    /// on a free square ([`Action::PlaceTurned`](crate::Action::PlaceTurned), D9).
    Turned {
        /// The player to act, 0-based.
        player: u8,
        /// The tile he turned up.
        tile: Tile,
    },
    /// No-luck game, a round's opening (D8): `player` chooses his own tile from the open display
    /// ([`Action::Choose`](crate::Action::Choose)); the others follow in seat order from the
    /// round's start player, who then places first.
    Choose {
        /// The player to choose, 0-based.
        player: u8,
    },
    /// The game is over; [`State::winners`] names the winners.
    Over,
}

impl Phase {
    /// The player to act, or `None` when the game is over.
    pub const fn to_act(self) -> Option<u8> {
        match self {
            Phase::Turn { player } | Phase::Turned { player, .. } | Phase::Choose { player } => Some(player),
            Phase::Over => None,
        }
    }

    /// The tile turned up and waiting to be placed, if any: public, as it lies face up.
    pub const fn turned(self) -> Option<Tile> {
        match self {
            Phase::Turned { tile, .. } => Some(tile),
            _ => None,
        }
    }
}

/// A position of a game.
///
/// # Examples
///
/// ```
/// use heller::{Config, Phase, State, Variant};
/// let state = State::new(Config { players: 4, variant: Variant::Standard, no_luck: false, seed: 1 }).unwrap();
/// assert_eq!(state.round(), 1);
/// assert_eq!(state.pool_len(), 22 - 4);
/// assert!((0..4).all(|p| state.money(p) == 50 && state.own_tile(p).is_some()));
/// assert!(matches!(state.phase(), Phase::Turn { .. }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    pub(crate) config: Config,
    /// 1-based.
    pub(crate) round: u8,
    pub(crate) phase: Phase,
    pub(crate) market: Market,
    pub(crate) money: [u32; MAX_PLAYERS as usize],
    /// The bank's balance: what it received minus what it paid, 0 at the start.
    pub(crate) bank: i64,
    /// Each player's stalls not yet placed.
    pub(crate) supply: [Stalls; MAX_PLAYERS as usize],
    /// Each player's own tile, until he places it.
    pub(crate) own: [Option<Tile>; MAX_PLAYERS as usize],
    /// The pool, top first.
    pub(crate) pool: Vec<Tile>,
    pub(crate) rng: Rng,
}

impl State {
    /// Starts a game: everyone gets his stalls and 50, the tiles are shuffled into the pool,
    /// each player in seat order draws his own tile from it, and a start player is drawn by lot.
    /// In the no-luck game the tiles lie face up instead, and the start player is the first to
    /// choose his own tile from them ([`Phase::Choose`]).
    ///
    /// # Errors
    ///
    /// [`InvalidPosition::PlayerCount`] for a player count outside 2–4.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Config, InvalidPosition, State, Variant};
    /// let config = Config { players: 5, variant: Variant::Standard, no_luck: false, seed: 1 };
    /// assert_eq!(State::new(config).unwrap_err(), InvalidPosition::PlayerCount { players: 5 });
    /// ```
    pub fn new(config: Config) -> Result<State, InvalidPosition> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&config.players) {
            return Err(InvalidPosition::PlayerCount { players: config.players });
        }
        let n = config.players as usize;
        let mut state = State {
            config,
            round: 1,
            phase: Phase::Over,
            market: Market::new(),
            money: [0; MAX_PLAYERS as usize],
            bank: 0,
            supply: [[0; 4]; MAX_PLAYERS as usize],
            own: [None; MAX_PLAYERS as usize],
            pool: Vec::new(),
            rng: Rng::from_state(config.seed),
        };
        for p in 0..n {
            state.money[p] = START_MONEY;
            state.supply[p] = Stall::supply(config.players, config.variant);
        }
        state.start_round(None);
        Ok(state)
    }

    /// Puts all 22 tiles into the pool (the market is empty) and sets the start player:
    /// `start`, or by lot. With luck the pool is shuffled and the own tiles are dealt from it in
    /// seat order; without luck (D8) the pool lies open in the order of [`Tile::ALL`] and the
    /// start player is the first to choose his own tile from it.
    pub(crate) fn start_round(&mut self, start: Option<u8>) {
        let mut pool = Tile::ALL.to_vec();
        if self.no_luck() {
            self.own = [None; MAX_PLAYERS as usize];
        } else {
            self.rng.shuffle(&mut pool);
            for p in 0..self.players() as usize {
                self.own[p] = Some(pool.remove(0));
            }
        }
        self.pool = pool;
        let player = match start {
            Some(p) => p,
            None => self.rng.below(self.players() as u32) as u8,
        };
        self.phase = if self.no_luck() { Phase::Choose { player } } else { Phase::Turn { player } };
    }

    /// What the game was started with. Its seed decides every shuffle of the game: it is
    /// hidden information, left out of every [`View`](crate::View).
    pub fn config(&self) -> Config {
        self.config
    }

    /// The number of players, 2–4.
    pub fn players(&self) -> u8 {
        self.config.players
    }

    /// The standard game or the open-ended variant.
    pub fn variant(&self) -> Variant {
        self.config.variant
    }

    /// Is this the game without luck (D8: the pool and the own tiles lie face up, and the own
    /// tiles are chosen)?
    pub fn no_luck(&self) -> bool {
        self.config.no_luck
    }

    /// The round being played (1-based); after the game, the last round played.
    pub fn round(&self) -> u8 {
        self.round
    }

    /// Whose turn it is, or that the game is over.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The player to act, if the game is not over.
    pub fn to_act(&self) -> Option<u8> {
        self.phase.to_act()
    }

    /// The tile turned up from the pool and waiting to be placed by the player to act, if any
    /// ([`Phase::Turned`]): public, every view shows it.
    pub fn turned(&self) -> Option<Tile> {
        self.phase.turned()
    }

    /// Has the game ended?
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The market square as it stands (after the game, the last round's market).
    pub fn market(&self) -> &Market {
        &self.market
    }

    /// A player's money (0 for a player not at the table).
    pub fn money(&self, player: u8) -> u32 {
        self.money.get(player as usize).copied().unwrap_or(0)
    }

    /// The bank's balance: what it has received minus what it has paid since the start money
    /// was handed out. The sum of every player's money and the bank is always 50 × players.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Config, State, Variant};
    /// let mut state = State::new(Config { players: 4, variant: Variant::OpenEnded, no_luck: false, seed: 3 }).unwrap();
    /// while let Some(&action) = state.legal_actions().last() {
    ///     state.play(action).unwrap();
    ///     let money: i64 = (0..4).map(|p| state.money(p) as i64).sum();
    ///     assert_eq!(money + state.bank(), 200);
    /// }
    /// ```
    pub fn bank(&self) -> i64 {
        self.bank
    }

    /// A player's stalls not yet placed, by kind ([`Stall::index`]).
    pub fn supply(&self, player: u8) -> Stalls {
        self.supply.get(player as usize).copied().unwrap_or_default()
    }

    /// A player's stalls out of the game (in the box): those the player count never gave him,
    /// and those that left after an earlier round. Supply, market and box always hold his ten.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Config, State, Variant};
    /// let state = State::new(Config { players: 3, variant: Variant::Standard, no_luck: false, seed: 3 }).unwrap();
    /// assert_eq!(state.removed(0), [1, 0, 0, 0], "3 players: one single stall stays in the box");
    /// ```
    pub fn removed(&self, player: u8) -> Stalls {
        let supply = self.supply(player);
        let mut out = Stall::FULL;
        for (owner, stall) in self.market.stalls() {
            if owner == player {
                out[stall.index()] -= 1;
            }
        }
        for k in 0..4 {
            out[k] -= supply[k];
        }
        out
    }

    /// A player's own tile, if he has not placed it yet. Hidden information: only its owner
    /// may see it ([`State::view`]), except in the no-luck game.
    pub fn own_tile(&self, player: u8) -> Option<Tile> {
        self.own.get(player as usize).copied().flatten()
    }

    /// The pool, top first. Hidden information: its order is known to no one, and without the
    /// no-luck option its tiles are face down. (Without luck it lies open, in the order of
    /// [`Tile::ALL`].)
    pub fn pool(&self) -> &[Tile] {
        &self.pool
    }

    /// How many tiles the pool holds.
    pub fn pool_len(&self) -> usize {
        self.pool.len()
    }

    /// The state of the chance source: hidden from every view.
    pub fn rng_state(&self) -> u64 {
        self.rng.state()
    }

    /// Can `player` place anything: a stall, his own tile or a pool tile, on a free square?
    /// A player to act who cannot must pass.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Config, State, Variant};
    /// let state = State::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 3 }).unwrap();
    /// assert!(state.can_place(0) && state.can_place(1));
    /// assert!(!state.can_place(2), "no such player");
    /// ```
    pub fn can_place(&self, player: u8) -> bool {
        player < self.players()
            && self.market.free().next().is_some()
            && (self.supply(player).iter().any(|&n| n > 0) || self.own_tile(player).is_some() || !self.pool.is_empty())
    }

    /// The players with the most money (D6: equal money shares the victory); empty while the
    /// game is not over.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Config, State, Variant};
    /// let mut state = State::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 5 }).unwrap();
    /// assert!(state.winners().is_empty());
    /// while let Some(&action) = state.legal_actions().first() {
    ///     state.play(action).unwrap();
    /// }
    /// let best = state.money(0).max(state.money(1));
    /// assert!(state.winners().iter().all(|&p| state.money(p) == best));
    /// ```
    pub fn winners(&self) -> Vec<u8> {
        if !self.is_over() {
            return Vec::new();
        }
        let best = (0..self.players()).map(|p| self.money(p)).max().unwrap_or(0);
        (0..self.players()).filter(|&p| self.money(p) == best).collect()
    }
}
