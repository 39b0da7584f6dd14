//! An unchecked description of a position, and the checks that turn it into a [`State`].
//!
//! A [`Setup`] says everything about a position as plain values. It may describe a position
//! that cannot occur; [`State::from_setup`] accepts it only if it passes the checks below, so
//! every `State` the engine holds is sound. The notation reader goes through the same check.

use crate::market::Market;
use crate::position_error::{InvalidPosition, PositionError};
use crate::stall::{Stall, Stalls};
use crate::state::{Config, Phase, State, Variant, MAX_MONEY, MAX_PLAYERS, MIN_PLAYERS, STANDARD_ROUNDS, START_MONEY};
use crate::tile::Tile;
use platform::Rng;
use serde::{Deserialize, Serialize};

/// A position as a plain value, unchecked (shakmaty's `Setup`).
///
/// # Examples
///
/// ```
/// use heller::{Config, State, Variant};
/// let state = State::new(Config { players: 2, variant: Variant::OpenEnded, no_luck: true, seed: 4 }).unwrap();
/// let mut setup = state.to_setup();
/// assert_eq!(State::from_setup(&setup).unwrap(), state);
/// setup.round = 0;
/// assert_eq!(State::from_setup(&setup).unwrap_err().code(), "position.round");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Setup {
    /// Players, variant, no-luck option and seed.
    pub config: Config,
    /// 1-based.
    pub round: u8,
    /// The player to act (0-based); `None` when the game is over.
    pub to_act: Option<u8>,
    /// A tile the player to act has turned up from the pool and must place now (D9); it is
    /// neither in the pool nor on the market.
    #[serde(default)]
    pub turned: Option<Tile>,
    /// No-luck game, a round's opening (D8): the player to act chooses his own tile from the
    /// display, and those after him who hold none follow.
    #[serde(default)]
    pub choosing: bool,
    /// One entry per player.
    pub money: Vec<u32>,
    /// Each player's stalls not yet placed, by kind (I, II, III, IIII).
    pub supply: Vec<Stalls>,
    /// Each player's own tile, if not placed yet.
    pub own: Vec<Option<Tile>>,
    /// The pool, top first.
    pub pool: Vec<Tile>,
    /// What each square holds.
    pub market: Market,
    /// The chance source's state ([`State::rng_state`]).
    pub rng: u64,
}

impl State {
    /// The position as a plain value; [`State::from_setup`] of it gives an equal state.
    pub fn to_setup(&self) -> Setup {
        let n = self.players() as usize;
        Setup {
            config: self.config,
            round: self.round,
            to_act: self.to_act(),
            turned: self.turned(),
            choosing: matches!(self.phase, Phase::Choose { .. }),
            money: self.money[..n].to_vec(),
            supply: self.supply[..n].to_vec(),
            own: self.own[..n].to_vec(),
            pool: self.pool.clone(),
            market: self.market.clone(),
            rng: self.rng.state(),
        }
    }

    /// Checks a setup and builds its state. The bank's balance follows from the money:
    /// `50 × players − Σ money`; no player may hold more than [`MAX_MONEY`].
    ///
    /// # Errors
    ///
    /// [`PositionError::Invalid`] with the first check that fails: the player count, one list
    /// entry per player, no player's money above [`MAX_MONEY`], the round (1 or more; at most 3 in the standard game), every named
    /// player at the table, every tile of the game exactly once (twice for the customers and
    /// the fires) over market, pool, own tiles and the tile turned up, no player with more stalls
    /// of a kind (in supply and on the market) than he received, a tile turned up only on a turn
    /// of the game with luck, own tiles chosen only in a no-luck round's opening (an empty market,
    /// the players still to choose following each other from the player to act), and a phase
    /// that fits: a game not over has
    /// a free square and someone who can place; a game over has played its three rounds
    /// (standard) or has a player without stalls (open-ended); in the standard game the pieces
    /// still to place (stalls, own tiles, pool) suffice to fill the market.
    pub fn from_setup(setup: &Setup) -> Result<State, PositionError> {
        let config = setup.config;
        let players = config.players;
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(InvalidPosition::PlayerCount { players }.into());
        }
        let n = players as usize;
        for (list, found) in [("money", setup.money.len()), ("supply", setup.supply.len()), ("own", setup.own.len())] {
            if found != n {
                return Err(InvalidPosition::ListCount { list, players, found }.into());
            }
        }
        if let Some((player, &money)) = setup.money.iter().enumerate().find(|(_, &m)| m > MAX_MONEY) {
            return Err(InvalidPosition::Money { player: player as u8, money, max: MAX_MONEY }.into());
        }
        let round = setup.round;
        if round == 0 || (config.variant == Variant::Standard && round > STANDARD_ROUNDS) {
            return Err(InvalidPosition::Round { round, variant: config.variant }.into());
        }
        for player in setup.to_act.into_iter().chain(setup.market.stalls().map(|(p, _)| p)) {
            if player >= players {
                return Err(InvalidPosition::NoSuchPlayer { player, players }.into());
            }
        }
        let tiles: Vec<Tile> = setup
            .market
            .tiles()
            .chain(setup.pool.iter().copied())
            .chain(setup.own.iter().flatten().copied())
            .chain(setup.turned)
            .collect();
        if let Some(&tile) = tiles.iter().find(|t| !t.is_valid()) {
            return Err(InvalidPosition::NoSuchTile { tile }.into());
        }
        let counts = Tile::count_kinds(&tiles);
        let mut kinds = Tile::ALL.to_vec();
        kinds.dedup();
        for tile in kinds {
            let (found, expected) = (counts[tile.kind_index()], tile.copies());
            if found != expected {
                return Err(InvalidPosition::TileCount { tile, found, expected }.into());
            }
        }
        let received = Stall::supply(players, config.variant);
        for player in 0..players {
            let mut held: Stalls = setup.supply[player as usize];
            for (owner, stall) in setup.market.stalls() {
                if owner == player {
                    held[stall.index()] = held[stall.index()].saturating_add(1);
                }
            }
            for stall in Stall::ALL {
                let (count, max) = (held[stall.index()], received[stall.index()]);
                if count > max {
                    return Err(InvalidPosition::TooManyStalls { player, stall, count, max }.into());
                }
            }
        }
        let mut money = [0; MAX_PLAYERS as usize];
        let mut supply = [[0; 4]; MAX_PLAYERS as usize];
        let mut own = [None; MAX_PLAYERS as usize];
        money[..n].copy_from_slice(&setup.money);
        supply[..n].copy_from_slice(&setup.supply);
        own[..n].copy_from_slice(&setup.own);
        let phase = match (setup.to_act, setup.turned, setup.choosing) {
            (_, Some(_), _) if config.no_luck => return Err(InvalidPosition::TurnedWithoutLuck.into()),
            (None, Some(_), _) | (_, Some(_), true) => return Err(InvalidPosition::TurnedOffTurn.into()),
            (Some(player), Some(tile), false) => Phase::Turned { player, tile },
            (_, None, true) if !config.no_luck => return Err(InvalidPosition::ChoosingWithLuck.into()),
            (Some(player), None, true) => {
                if !setup.market.is_empty() {
                    return Err(InvalidPosition::ChoosingLate.into());
                }
                // Those still to choose are the player to act and the next ones in seat order.
                let still = setup.own.iter().filter(|t| t.is_none()).count();
                let follow = (0..still).all(|k| setup.own[(player as usize + k) % n].is_none());
                if still == 0 || !follow {
                    return Err(InvalidPosition::ChoosingOrder { player }.into());
                }
                Phase::Choose { player }
            }
            (Some(player), None, false) => Phase::Turn { player },
            (None, None, _) => Phase::Over,
        };
        let total: i64 = setup.money.iter().map(|&m| m as i64).sum();
        let state = State {
            config,
            round,
            phase,
            market: setup.market.clone(),
            money,
            bank: START_MONEY as i64 * players as i64 - total,
            supply,
            own,
            // Without luck the display lies open: its order means nothing, and is kept as
            // State::new lays it out (the order of Tile::ALL).
            pool: if config.no_luck {
                let mut pool = setup.pool.clone();
                platform::small_sort::sort(&mut pool);
                pool
            } else {
                setup.pool.clone()
            },
            rng: Rng::from_state(setup.rng),
        };
        if state.is_over() {
            let ended = match config.variant {
                Variant::Standard => round == STANDARD_ROUNDS && state.market.is_full(),
                Variant::OpenEnded => supply[..n].contains(&[0; 4]),
            };
            if !ended {
                return Err(InvalidPosition::NotOver { round }.into());
            }
        } else if state.market.is_full() {
            return Err(InvalidPosition::MarketFull.into());
        } else if state.turned().is_none() && !(0..players).any(|p| state.can_place(p)) {
            return Err(InvalidPosition::NobodyCanPlace.into());
        } else if config.variant == Variant::Standard {
            // A standard round starts with at least 30 pieces (22 tiles and n × (6 − n) ≥ 8
            // single-stroke stalls), and each placement uses one piece for one square.
            let free = state.market.free().count();
            let pieces = state.pool.len()
                + state.turned().is_some() as usize
                + (0..n)
                    .map(|p| {
                        state.supply[p].iter().map(|&k| k as usize).sum::<usize>() + state.own[p].is_some() as usize
                    })
                    .sum::<usize>();
            if pieces < free {
                return Err(InvalidPosition::TooFewPieces { free: free as u8, pieces: pieces as u8 }.into());
            }
        }
        Ok(state)
    }
}
