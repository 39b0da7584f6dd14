//! Hard: single-observer Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse,
//! 2012), the site's shared search ([`platform::search`]) given this game.
//!
//! The search starts from a world sampled from the player's view ([`View::sample_world`]); each
//! iteration re-deals what the player cannot see (the other players' own tiles and the face-down
//! pool among themselves, or in the game without luck only the pool's order, and the future
//! shuffles), walks the tree in that world, adds one node, and plays on to the end of the game by
//! a cheap policy: a placement that fills a lane with a gain for its player (scored by the
//! engine), otherwise a random placement that fills no lane. The reward mixes the win share with
//! the money's place between the poorest and the richest. Without luck and at two players the root
//! considers only Medium's best few actions ([`ROOT_CANDIDATES`]); the search measured weaker than
//! Medium there when it weighed them all.

use super::medium::Amounts;
use super::{world_for, BotError, Budget};
use crate::action::Action;
use crate::market::Cell;
use crate::square::{Lane, Square};
use crate::stall::Stall;
use crate::state::{Phase, State, MAX_PLAYERS};
use crate::tile::Tile;
use crate::view::View;
use platform::search::{self, Rewards};
use platform::Rng;
use std::rc::Rc;

/// Iterations per decision by default. Measured with a first duel loop, since replaced by `heller-tournament` (release, on a shared
/// 2-core machine under load, so wall times are about 1.5 times the processor time): 3 players,
/// standard game, 65–72 ms per decision on average (about 45 ms of processor time), the longest
/// 160–400 ms (the first decisions of a game, whose playouts run three rounds). 1,000 iterations
/// halve the time but measured weaker (0.567 ± 0.126 win share against Medium, 60 games, against
/// 0.689 ± 0.096 and 0.783 ± 0.105 at 2,000).
pub const DEFAULT_ITERATIONS: u32 = 2_000;

/// Iterations per decision for Expert: about a second of thinking in a browser's worker
/// (measured by scripts/measure-web.mjs; crates/heller/BOTS.md).
pub const EXPERT_ITERATIONS: u32 = 30_000;

/// Exploration constant of UCB1 for rewards in [0, 1].
const EXPLORATION: f32 = 0.7;

/// Actions played after leaving the tree before the world is judged as it stands: more than any
/// game lasts (three rounds of 30 placements; the open-ended variant a few more rounds).
const PLAYOUT_DEPTH: u32 = 1_000;

/// One playout action in this many per 256 is uniformly random among the legal ones.
const PLAYOUT_RANDOM_PER_256: u32 = 13;

/// The outcome of a search, for hints and benchmarks.
pub type Search = search::Search<Action>;

/// Hard's action for the viewer of `view` (who must be to act), drawing from `rng`.
///
/// # Errors
///
/// As [`super::choose`].
pub fn choose(view: &View, rng: &mut Rng, budget: Budget) -> Result<Action, BotError> {
    search(view, rng, budget).map(|s| s.action)
}

/// Searches for the viewer of `view` (who must be to act), from worlds sampled from the view.
///
/// # Examples
///
/// ```
/// use heller::bot::{hard, Budget};
/// use heller::{Config, Rng, State, Variant};
/// let state = State::new(Config { players: 3, variant: Variant::Standard, no_luck: false, seed: 2 }).unwrap();
/// let viewer = state.to_act().unwrap();
/// let s = hard::search(&state.view(viewer), &mut Rng::from_state(1), Budget { iterations: 100 }).unwrap();
/// assert!(state.legal_actions().contains(&s.action));
/// assert_eq!(s.iterations, 100);
/// ```
///
/// # Errors
///
/// As [`super::choose`].
pub fn search(view: &View, rng: &mut Rng, budget: Budget) -> Result<Search, BotError> {
    let world = world_for(view, rng)?;
    let options = search::Options {
        iterations: budget.iterations,
        exploration: EXPLORATION,
        playout_depth: PLAYOUT_DEPTH,
        // Without luck a player chooses among up to 600 actions (every pool tile on every square):
        // there the other players' decisions in the tree follow the playout policy. Without luck
        // and at two players the root keeps Medium's best few (ROOT_CANDIDATES); at three and
        // four players with luck the search sees every action.
        others_by_policy: view.no_luck,
    };
    let legal = world.legal_actions();
    let values = super::medium::values(view, &legal);
    let mut order: Vec<usize> = (0..legal.len()).collect();
    order.sort_by(|&a, &b| values[b].total_cmp(&values[a]).then(a.cmp(&b)));
    order.truncate(if view.no_luck || view.players == 2 { ROOT_CANDIDATES } else { legal.len() });
    order.sort_unstable();
    let candidates: Rc<[Action]> = order.into_iter().map(|i| legal[i]).collect();
    let rooted = Rooted { world, candidates, at_root: true };
    let s = search::search(&rooted, view.viewer, rng, options).ok_or(BotError::GameOver)?;
    Ok(Search { action: s.action, iterations: s.iterations, children: s.children })
}

/// Without luck and at two players, how many of the viewer's actions, Medium's best, the search
/// considers at its root. Searching all of them measured weaker than Medium there (two players,
/// standard: 0.275 ± 0.140 win share, 40 games; 4 players without luck 0.125 ± 0.135 with 12
/// candidates, 24 games); with 4 candidates 0.450 ± 0.156 and 0.250 ± 0.177.
pub const ROOT_CANDIDATES: usize = 4;

/// A world whose first decision is limited to the root's candidates; every later one is the
/// world's own ([`State`]'s implementation of [`search::Game`]).
#[derive(Clone)]
struct Rooted {
    world: State,
    candidates: Rc<[Action]>,
    at_root: bool,
}

impl search::Game for Rooted {
    type Action = Action;
    type ActionList = Vec<Action>;

    fn to_act(&self) -> Option<u8> {
        self.world.to_act()
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        if self.at_root {
            out.clear();
            out.extend_from_slice(&self.candidates);
        } else {
            search::Game::legal_actions_into(&self.world, out);
        }
    }

    fn play_legal(&mut self, action: Action) {
        self.at_root = false;
        search::Game::play_legal(&mut self.world, action);
    }

    fn chance_outcome(&self, played: Action) -> Option<u8> {
        search::Game::chance_outcome(&self.world, played)
    }

    fn redeal_unseen(&mut self, searcher: u8, rng: &mut Rng) {
        search::Game::redeal_unseen(&mut self.world, searcher, rng);
    }

    fn playout_action(&self, rng: &mut Rng, list: &mut Vec<Action>) -> Option<Action> {
        search::Game::playout_action(&self.world, rng, list)
    }

    fn rewards(&self) -> Rewards {
        search::Game::rewards(&self.world)
    }
}

/// The game as the search plays it: a sampled world, re-dealt each iteration.
impl search::Game for State {
    type Action = Action;
    type ActionList = Vec<Action>;

    fn to_act(&self) -> Option<u8> {
        State::to_act(self)
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        *out = self.legal_actions();
    }

    fn play_legal(&mut self, action: Action) {
        let played = self.play(action);
        debug_assert!(played.is_ok(), "{action} was not legal: {played:?}");
    }

    /// Turning up is chance the searcher branches on: the tile it showed (its kind), since the
    /// player places it after seeing it (D9). Nothing else is: the other players' own tiles are
    /// hidden information, dealt anew in each world.
    fn chance_outcome(&self, played: Action) -> Option<u8> {
        match played {
            Action::TurnUp => self.turned().map(|tile| tile.kind_index() as u8),
            _ => None,
        }
    }

    fn redeal_unseen(&mut self, searcher: u8, rng: &mut Rng) {
        redeal(self, searcher, rng);
    }

    fn playout_action(&self, rng: &mut Rng, list: &mut Vec<Action>) -> Option<Action> {
        playout_action(self, rng, list)
    }

    fn rewards(&self) -> Rewards {
        rewards(self)
    }
}

/// Re-deals what `searcher` cannot see, keeping every count: the other players' own tiles and the
/// pool's tiles among themselves (without luck every tile lies face up: nothing), and the future
/// shuffles.
fn redeal(w: &mut State, searcher: u8, rng: &mut Rng) {
    let n = w.players() as usize;
    if !w.no_luck() {
        let others = |p: usize| p != searcher as usize && w.own[p].is_some();
        let holders: Vec<usize> = (0..n).filter(|&p| others(p)).collect();
        let mut hidden: Vec<Tile> = w.pool.clone();
        hidden.extend(holders.iter().filter_map(|&p| w.own[p]));
        rng.shuffle(&mut hidden);
        for &p in &holders {
            w.own[p] = hidden.pop();
        }
        w.pool = hidden;
    }
    w.rng = Rng::from_state(rng.next_u64());
}

/// The money the player to act would gain, less the others' mean, from putting `cell` on
/// `square`: the lanes it fills, scored by the engine (0 when it fills none).
fn filled_gain(w: &State, square: Square, cell: Cell, me: u8) -> f32 {
    let mut market = w.market().clone();
    market.put(square, cell);
    let mut gain: Amounts = [0.0; MAX_PLAYERS as usize];
    for lane in square.lanes() {
        if market.is_lane_full(lane) {
            for a in market.score_lane(lane).parts.iter().flat_map(|p| &p.players) {
                gain[a.player as usize] += a.amount as f32;
            }
        }
    }
    super::medium::relative(&gain, me, w.players())
}

/// The playout policy: now and then a random legal action; else the best placement that fills a
/// lane if it gains its player something (or if every free square fills a lane); else a random
/// placement on a square that fills none. A tile turned up goes where it fills a lane with a gain,
/// else where it helps its player's stalls (a customer) or hurts the others' (a rogue); an own tile
/// is chosen by its worth. Every action it makes up is checked by the engine.
fn playout_action(w: &State, rng: &mut Rng, list: &mut Vec<Action>) -> Option<Action> {
    let me = w.to_act()?;
    let random = |rng: &mut Rng, list: &mut Vec<Action>| {
        *list = w.legal_actions();
        list.get(rng.below(list.len() as u32) as usize).copied()
    };
    if rng.below(256) < PLAYOUT_RANDOM_PER_256 {
        return random(rng, list);
    }
    match w.phase() {
        Phase::Turned { tile, .. } => return Some(place_turned(w, tile, me, rng)),
        Phase::Choose { .. } => {
            let best = w.pool().iter().copied().max_by_key(|&t| (super::medium::choice_value(t) * 2.0) as i32);
            return best.map(|tile| Action::Choose { tile });
        }
        Phase::Turn { .. } | Phase::Over => {}
    }
    let market = w.market();
    let mut free_in = [0u8; Lane::COUNT];
    let mut free = [Square::new(0, 0).expect("a1"); 30];
    let mut free_len = 0;
    for s in market.free() {
        for lane in s.lanes() {
            free_in[lane.index()] += 1;
        }
        free[free_len] = s;
        free_len += 1;
    }
    let free = &free[..free_len];
    let supply = w.supply(me);
    let has_stall = supply.iter().any(|&c| c > 0);
    let smallest = Stall::ALL.into_iter().find(|s| supply[s.index()] > 0);
    let largest = Stall::ALL.into_iter().rev().find(|s| supply[s.index()] > 0);
    let own = w.own_tile(me);
    let mut best: Option<(f32, Action)> = None;
    let mut safe = [free.first().copied().unwrap_or(Square::new(0, 0).expect("a1")); 30];
    let mut safe_len = 0;
    for &square in free {
        if !square.lanes().iter().any(|l| free_in[l.index()] == 1) {
            safe[safe_len] = square;
            safe_len += 1;
            continue;
        }
        let mut consider = |value: f32, action: Action| {
            if best.is_none_or(|(b, _)| value > b) {
                best = Some((value, action));
            }
        };
        // Scored once with the smallest stall: the largest earns (or loses) about as many times
        // more as it has strokes more, and is the one to place when the lane pays.
        if let (Some(small), Some(large)) = (smallest, largest) {
            let value = filled_gain(w, square, Cell::Stall { player: me, stall: small }, me);
            let stall = if value > 0.0 { large } else { small };
            consider(value * stall.strokes() as f32 / small.strokes() as f32, Action::Stall { stall, square });
        }
        if let Some(tile) = own {
            consider(filled_gain(w, square, Cell::Tile { tile }, me), Action::Own { square });
        }
        if w.no_luck() {
            let mut seen = 0u32;
            for &tile in w.pool() {
                if seen & (1 << tile.kind_index()) == 0 {
                    consider(filled_gain(w, square, Cell::Tile { tile }, me), Action::Pick { tile, square });
                }
                seen |= 1 << tile.kind_index();
            }
        }
    }
    if let Some((value, action)) = best {
        if value > 0.0 || safe_len == 0 {
            return Some(action);
        }
    }
    if safe_len == 0 {
        return random(rng, list);
    }
    let square = safe[rng.below(safe_len as u32) as usize];
    let tiles = w.pool_len() > 0;
    let action = match rng.below(3) {
        0 if has_stall => {
            // Of two squares that fill no lane, the one whose lanes hold more value.
            let other = safe[rng.below(safe_len as u32) as usize];
            let square = if known_value(w, other) > known_value(w, square) { other } else { square };
            let total: u32 = supply.iter().map(|&c| c as u32).sum();
            let mut k = rng.below(total);
            let stall = Stall::ALL
                .into_iter()
                .find(|s| {
                    let c = supply[s.index()] as u32;
                    if k < c {
                        true
                    } else {
                        k -= c;
                        false
                    }
                })
                .unwrap_or(Stall::I);
            Action::Stall { stall, square }
        }
        1 if own.is_some() => Action::Own { square },
        _ if tiles && w.no_luck() => {
            // The pool lies open: the best customer where the player's stalls lead, the worst
            // rogue where the others' lead, any tile elsewhere.
            let lean = lean(w, square, me);
            let by_value = w.pool().iter().copied().max_by_key(|t| t.value() * lean.signum());
            let tile = match by_value {
                Some(t) if lean != 0 && t.value() * lean > 0 => t,
                _ => w.pool()[rng.below(w.pool_len() as u32) as usize],
            };
            Action::Pick { tile, square }
        }
        _ if tiles => Action::TurnUp,
        _ => return random(rng, list),
    };
    if w.check(action).is_ok() {
        Some(action)
    } else {
        random(rng, list)
    }
}

/// Where a playout lays the tile `me` turned up: the square that fills a lane with the most gain,
/// if it gains; else, of two squares that fill no lane, a customer where `me`'s stalls lead and a
/// rogue where the others' lead; else the filling square that costs least.
fn place_turned(w: &State, tile: Tile, me: u8, rng: &mut Rng) -> Action {
    let market = w.market();
    let mut free_in = [0u8; Lane::COUNT];
    for s in market.free() {
        for lane in s.lanes() {
            free_in[lane.index()] += 1;
        }
    }
    let mut best: Option<(f32, Square)> = None;
    let mut safe: Option<(i32, Square)> = None;
    let mut ties = 0u32;
    for square in market.free() {
        if square.lanes().iter().any(|l| free_in[l.index()] == 1) {
            let value = filled_gain(w, square, Cell::Tile { tile }, me);
            if best.is_none_or(|(b, _)| value > b) {
                best = Some((value, square));
            }
            continue;
        }
        let score = lean(w, square, me) * tile.value().signum();
        match safe {
            Some((s, _)) if score < s => {}
            Some((s, _)) if score == s => {
                ties += 1;
                if rng.below(ties) == 0 {
                    safe = Some((score, square));
                }
            }
            _ => {
                ties = 1;
                safe = Some((score, square));
            }
        }
    }
    let square = match (best, safe) {
        (Some((value, square)), _) if value > 0.0 => square,
        (_, Some((_, square))) | (Some((_, square)), None) => square,
        (None, None) => Square::new(0, 0).expect("a1"),
    };
    Action::PlaceTurned { square }
}

/// Win share (shared wins split) mixed with the money's place between the poorest and the
/// richest, so that among lost games a closer one still counts for something.
fn rewards(w: &State) -> Rewards {
    let n = w.players() as usize;
    let money: Vec<f32> = (0..n).map(|p| w.money(p as u8) as f32).collect();
    let best = money.iter().copied().fold(f32::MIN, f32::max);
    let worst = money.iter().copied().fold(f32::MAX, f32::min);
    let winners = money.iter().filter(|&&m| m >= best).count() as f32;
    let mut out: Rewards = [0.0; search::MAX_SEATS];
    for p in 0..n {
        let win = if money[p] >= best { 1.0 / winners } else { 0.0 };
        let place = if best > worst { (money[p] - worst) / (best - worst) } else { 0.5 };
        out[p] = 0.75 * win + 0.25 * place;
    }
    out
}

/// The values of the tiles in the row and the column of `square` (fires, the evil eye and the
/// money bag ignored): a playout's rough guess of what a stall there would earn.
fn known_value(w: &State, square: Square) -> i32 {
    square.lanes().iter().flat_map(|l| l.squares()).filter_map(|s| w.market().get(s).tile()).map(Tile::value).sum()
}

/// The strokes of `me` in the row and the column of `square` times the others' count, less the
/// others' strokes there: positive where his stalls lead, negative where the others' lead.
fn lean(w: &State, square: Square, me: u8) -> i32 {
    let others = w.players() as i32 - 1;
    square
        .lanes()
        .iter()
        .flat_map(|l| l.squares())
        .filter_map(|s| w.market().get(s).stall())
        .map(|(p, stall)| if p == me { others * stall.strokes() as i32 } else { -(stall.strokes() as i32) })
        .sum()
}
