//! Medium: a one-action heuristic from the view.
//!
//! Each legal action is valued by what it changes in the two lanes through its square, for
//! every player: a lane it fills is scored exactly by the engine ([`Market::score_lane`]); a lane
//! left open is estimated as it stands (the engine's parts between fires, the evil eye and the
//! money bag) plus, for each free square of a part, the chance that a tile rather than a stall
//! will fill it times the mean value of the tiles not yet on the market. An action's value is
//! its gain for the viewer less the others' mean gain, less, for a stall, what its strokes could
//! bring elsewhere. Turning up a tile is valued as the mean, over the tiles the viewer cannot see
//! (the pool and the others' own tiles, uniformly), of the best placement of each: he places it
//! after seeing it (D9). A tile turned up is placed where it is worth most. Without luck, an own
//! tile is chosen by how much it can swing a lane: the money bag first, then the highest values.

use super::{world_for, BotError};
use crate::action::Action;
use crate::market::{Cell, Market};
use crate::square::Square;
use crate::state::{Variant, MAX_PLAYERS, STANDARD_ROUNDS};
use crate::tile::Tile;
use crate::view::View;
use platform::Rng;

/// Each player's money change (or estimate of it), by seat.
pub(crate) type Amounts = [f32; MAX_PLAYERS as usize];

/// What the viewer knows of the tiles still to come, for the estimates of open lanes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Outlook {
    /// The chance that a free square is filled by a tile rather than a stall.
    pub tile_chance: f32,
    /// The mean value of a tile not on the market (specials count 0).
    pub mean: f32,
    /// The mean red value (negative) of a tile not on the market: what counts beside the evil eye.
    pub mean_red: f32,
}

impl Outlook {
    /// The outlook of a market, with `tiles` and `stalls` the pieces still to place.
    pub(crate) fn new(market: &Market, tiles: usize, stalls: usize) -> Outlook {
        super::lanes::outlook(market, tiles, stalls)
    }
}

/// Everyone's amounts in the lanes through `square` as the market stands: exact for a full lane
/// the last placement filled (`scored`), estimated for an open lane.
pub(crate) fn lanes_value(market: &Market, square: Square, outlook: &Outlook, scored: bool) -> Amounts {
    let mut out = [0f32; MAX_PLAYERS as usize];
    for lane in square.lanes() {
        let full = market.is_lane_full(lane);
        if full && !scored {
            continue;
        }
        let score = market.score_lane(lane);
        for part in &score.parts {
            if part.players.is_empty() {
                continue;
            }
            let free = part.squares.iter().filter(|&&s| market.get(s).is_empty()).count() as f32;
            let per_free = outlook.tile_chance * if part.evil_eye { outlook.mean_red } else { outlook.mean };
            let factor = if part.money_bag { 2.0 } else { 1.0 };
            for a in &part.players {
                out[a.player as usize] += a.amount as f32 + a.strokes as f32 * free * per_free * factor;
            }
        }
    }
    out
}

/// Everyone's change from putting `cell` on the free `square`: the lanes through it after, less
/// before (a lane it fills is scored exactly).
pub(crate) fn placement_gain(market: &Market, square: Square, cell: Cell, outlook: &Outlook) -> Amounts {
    let before = lanes_value(market, square, outlook, false);
    let mut after_market = market.clone();
    after_market.put(square, cell);
    let after = lanes_value(&after_market, square, outlook, true);
    core::array::from_fn(|p| after[p] - before[p])
}

/// The viewer's gain less the others' mean gain.
pub(crate) fn relative(gain: &Amounts, me: u8, players: u8) -> f32 {
    let others: f32 = (0..players).filter(|&p| p != me).map(|p| gain[p as usize]).sum();
    gain[me as usize] - others / (players.max(2) - 1) as f32
}

/// The share of a stall's estimated worth that placing it elsewhere later could bring: what
/// placing it now must beat. In the standard game's last round an unplaced stall is worth
/// nothing, so nothing is held back.
pub(crate) const STALL_RESERVE: f32 = 0.5;

/// The tiles the viewer cannot see: every tile neither on the market nor face up before him.
pub(crate) fn unseen_tiles(view: &View) -> Vec<Tile> {
    let mut counts = Tile::count_kinds(&Tile::ALL);
    let visible = view.market.tiles().chain(view.own_tiles.iter().flatten().copied()).chain(view.phase.turned());
    for tile in visible.chain(if view.no_luck { view.pool.clone() } else { Vec::new() }) {
        counts[tile.kind_index()] = counts[tile.kind_index()].saturating_sub(1);
    }
    let mut kinds = Tile::ALL.to_vec();
    kinds.dedup();
    kinds.into_iter().flat_map(|t| core::iter::repeat_n(t, counts[t.kind_index()] as usize)).collect()
}

/// Medium's action for the viewer of `view` (who must be to act), drawing from `rng` (for the
/// sampled world whose legal actions it reads; ties go to the first in the legal order).
///
/// # Examples
///
/// ```
/// use heller::{bot::medium, Config, Rng, State, Variant};
/// let state = State::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 4 }).unwrap();
/// let viewer = state.to_act().unwrap();
/// let action = medium::choose(&state.view(viewer), &mut Rng::from_state(1)).unwrap();
/// assert!(state.legal_actions().contains(&action));
/// ```
///
/// # Errors
///
/// As [`super::choose`].
pub fn choose(view: &View, rng: &mut Rng) -> Result<Action, BotError> {
    let legal = world_for(view, rng)?.legal_actions();
    let values = values(view, &legal);
    let mut best: Option<(f32, Action)> = None;
    for (&action, &value) in legal.iter().zip(&values) {
        if best.is_none_or(|(b, _)| value > b) {
            best = Some((value, action));
        }
    }
    best.map(|(_, a)| a).ok_or(BotError::GameOver)
}

/// Medium's value of each of `legal`, the viewer's legal actions (read from a world sampled from
/// `view`), in their order: the viewer's estimated gain less the others' mean gain.
pub(crate) fn values(view: &View, legal: &[Action]) -> Vec<f32> {
    let me = view.viewer;
    let market = &view.market;
    let tiles_left = view.pool_len + view.holds_own.iter().filter(|&&h| h).count();
    let stalls_left: usize = view.supply.iter().flatten().map(|&n| n as usize).sum();
    let outlook = Outlook::new(market, tiles_left, stalls_left);
    let unseen = unseen_tiles(view);
    let last_round = view.variant == Variant::Standard && view.round >= STANDARD_ROUNDS;
    // What a stroke is worth on an average free square now: the mean estimated sum of its lanes.
    let free: Vec<Square> = market.free().collect();
    let per_stroke = free
        .iter()
        .map(|&s| {
            let probe = Cell::Stall { player: me, stall: crate::stall::Stall::I };
            placement_gain(market, s, probe, &outlook)[me as usize]
        })
        .sum::<f32>()
        / free.len().max(1) as f32;
    let reserve = if last_round { 0.0 } else { STALL_RESERVE * per_stroke.max(0.0) };
    let tile_value = |tile: Tile, square: Square| {
        relative(&placement_gain(market, square, Cell::Tile { tile }, &outlook), me, view.players)
    };
    // Turning up: the mean over the unseen tiles of the best square for each (computed once per
    // kind, and only when turning up is legal).
    let turn_up = || {
        let counts = Tile::count_kinds(&unseen);
        let mut kinds = unseen.clone();
        kinds.dedup();
        let total: f32 = kinds
            .iter()
            .map(|&t| {
                let best = free.iter().map(|&s| tile_value(t, s)).fold(f32::MIN, f32::max);
                best * counts[t.kind_index()] as f32
            })
            .sum();
        total / unseen.len().max(1) as f32
    };
    let turned = view.phase.turned();
    legal
        .iter()
        .map(|&action| match action {
            Action::Stall { stall, square } => {
                let gain = placement_gain(market, square, Cell::Stall { player: me, stall }, &outlook);
                relative(&gain, me, view.players) - reserve * stall.strokes() as f32
            }
            Action::Own { square } => view.own_tile.map_or(0.0, |t| tile_value(t, square)),
            Action::Pick { tile, square } => tile_value(tile, square),
            Action::PlaceTurned { square } => turned.map_or(0.0, |t| tile_value(t, square)),
            Action::TurnUp => turn_up(),
            Action::Choose { tile } => choice_value(tile),
            Action::Pass => 0.0,
        })
        .collect()
}

/// Without luck, how much an own tile is worth holding: how far it can swing a lane's sum where
/// its owner chooses (the money bag doubles a whole part; the evil eye turns customers into
/// nothing; a fire only splits).
pub(crate) fn choice_value(tile: Tile) -> f32 {
    match tile {
        Tile::Customer(v) | Tile::Rogue(v) => v as f32,
        Tile::MoneyBag => 7.0,
        Tile::EvilEye => 3.0,
        Tile::Fire => 1.0,
    }
}
