//! What one player may see: the hidden-information contract.
//!
//! Public: the market, everyone's money, the bank, everyone's stalls in supply, the round, whose
//! turn it is, a tile turned up and not yet placed (in the phase, D9), how many tiles the pool
//! holds, and who still holds his own tile. Hidden: every other player's own tile, the pool's
//! tiles (face down) and always the pool's order, the seed and the chance source. In the no-luck
//! game (D8) the pool's tiles and every own tile lie face up, so only the chance source stays
//! hidden.
//!
//! [`View::sample_world`] completes a view into a full position consistent with it, for a
//! search that must guess what it cannot see.

use crate::market::Market;
use crate::position_error::{InvalidPosition, PositionError};
use crate::setup::Setup;
use crate::stall::Stalls;
use crate::state::{Config, Phase, State, Variant};
use crate::tile::Tile;
use platform::Rng;
use serde::{Deserialize, Serialize};

/// The position as one viewer sees it.
///
/// # Examples
///
/// ```
/// use heller::{Config, State, Variant};
/// let state = State::new(Config { players: 3, variant: Variant::Standard, no_luck: false, seed: 11 }).unwrap();
/// let view = state.view(1);
/// assert_eq!(view.own_tile, state.own_tile(1));
/// assert_eq!(view.own_tiles[0], None, "another player's own tile is hidden");
/// assert_eq!(view.pool_len, 19);
/// assert!(view.pool.is_empty(), "the pool lies face down");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// The player (0-based); a number beyond the players is a spectator.
    pub viewer: u8,
    /// The number of players.
    pub players: u8,
    /// The standard game or the open-ended variant.
    pub variant: Variant,
    /// The game without luck (D8).
    pub no_luck: bool,
    /// The round being played, 1-based.
    pub round: u8,
    /// Whose turn it is (with the tile he turned up, or that he chooses his own tile), or that
    /// the game is over.
    pub phase: Phase,
    /// The market square: public.
    pub market: Market,
    /// Every player's money: public.
    pub money: Vec<u32>,
    /// The bank's balance ([`State::bank`]).
    pub bank: i64,
    /// Everyone's stalls not yet placed, by kind.
    pub supply: Vec<Stalls>,
    /// The viewer's own tile, while he holds it.
    pub own_tile: Option<Tile>,
    /// Who still holds an own tile.
    pub holds_own: Vec<bool>,
    /// The own tiles the viewer can see: his own, and in the no-luck game everyone's.
    pub own_tiles: Vec<Option<Tile>>,
    /// How many tiles the pool holds.
    pub pool_len: usize,
    /// No-luck game: the pool's tiles, sorted (their order is hidden). Otherwise empty.
    pub pool: Vec<Tile>,
}

impl State {
    /// The position as `viewer` sees it; a viewer beyond the players sees as a spectator.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Config, State, Variant};
    /// let mut state = State::new(Config { players: 2, variant: Variant::Standard, no_luck: true, seed: 11 }).unwrap();
    /// // Without luck, each player first chooses his own tile from the open display, for all to see.
    /// for _ in 0..2 {
    ///     let choice = state.legal_actions()[0];
    ///     state.play(choice).unwrap();
    /// }
    /// let spectator = state.view(9);
    /// assert_eq!(spectator.own_tile, None);
    /// assert_eq!(spectator.own_tiles, vec![state.own_tile(0), state.own_tile(1)], "no luck: own tiles are face up");
    /// assert_eq!(spectator.pool.len(), 20);
    /// ```
    pub fn view(&self, viewer: u8) -> View {
        let n = self.players() as usize;
        let mut pool = Vec::new();
        if self.no_luck() {
            pool = self.pool.clone();
            platform::small_sort::sort(&mut pool);
        }
        View {
            viewer,
            players: self.players(),
            variant: self.variant(),
            no_luck: self.no_luck(),
            round: self.round,
            phase: self.phase,
            market: self.market.clone(),
            money: self.money[..n].to_vec(),
            bank: self.bank,
            supply: self.supply[..n].to_vec(),
            own_tile: self.own_tile(viewer),
            holds_own: self.own[..n].iter().map(Option::is_some).collect(),
            own_tiles: (0..n)
                .map(|p| if self.no_luck() || p == viewer as usize { self.own[p] } else { None })
                .collect(),
            pool_len: self.pool.len(),
            pool,
        }
    }
}

impl View {
    /// A full position consistent with this view, drawn at random: the tiles the viewer cannot
    /// see (neither on the market, nor turned up, nor his own, nor face up in the no-luck game) are shuffled and
    /// dealt as the other players' own tiles and the pool. The seed and the chance source of
    /// the world are drawn from `rng` too: the future shuffles are unknown.
    ///
    /// # Errors
    ///
    /// [`InvalidPosition`] when no position fits the view (a view built or edited by hand).
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Config, State, Variant};
    /// use heller::Rng;
    /// let state = State::new(Config { players: 4, variant: Variant::Standard, no_luck: false, seed: 5 }).unwrap();
    /// let view = state.view(2);
    /// let world = view.sample_world(&mut Rng::from_state(1)).unwrap();
    /// assert_eq!(world.view(2), view);
    /// assert_eq!(world.own_tile(2), state.own_tile(2));
    /// ```
    pub fn sample_world(&self, rng: &mut Rng) -> Result<State, PositionError> {
        let n = self.players as usize;
        let impossible = || PositionError::Invalid(InvalidPosition::ImpossibleView);
        if self.holds_own.len() != n || self.own_tiles.len() != n {
            return Err(
                InvalidPosition::ListCount { list: "own", players: self.players, found: self.own_tiles.len() }.into()
            );
        }
        let mut own = self.own_tiles.clone();
        let pool;
        if self.no_luck {
            // The display lies open, in the order of Tile::ALL as the view lists it.
            pool = self.pool.clone();
        } else {
            let mut unseen = Tile::count_kinds(&Tile::ALL);
            for tile in self.market.tiles().chain(own.iter().flatten().copied()).chain(self.phase.turned()) {
                let count = &mut unseen[tile.kind_index()];
                *count = count.checked_sub(1).ok_or_else(impossible)?;
            }
            let mut kinds = Tile::ALL.to_vec();
            kinds.dedup();
            let mut hidden: Vec<Tile> =
                kinds.iter().flat_map(|&t| core::iter::repeat_n(t, unseen[t.kind_index()] as usize)).collect();
            rng.shuffle(&mut hidden);
            for (tile, &holds) in own.iter_mut().zip(&self.holds_own) {
                if holds && tile.is_none() {
                    *tile = Some(hidden.pop().ok_or_else(impossible)?);
                }
            }
            if hidden.len() != self.pool_len {
                return Err(impossible());
            }
            pool = hidden;
        }
        let seed = rng.next_u64();
        let setup = Setup {
            config: Config { players: self.players, variant: self.variant, no_luck: self.no_luck, seed },
            round: self.round,
            to_act: self.phase.to_act(),
            turned: self.phase.turned(),
            choosing: matches!(self.phase, Phase::Choose { .. }),
            money: self.money.clone(),
            supply: self.supply.clone(),
            own,
            pool,
            market: self.market.clone(),
            rng: rng.next_u64(),
        };
        State::from_setup(&setup)
    }
}
