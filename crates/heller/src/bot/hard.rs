//! Hard: single-observer Information Set Monte Carlo Tree Search (Cowling, Powley and
//! Whitehouse, 2012), the site's shared search ([`platform::search`]) given this game, with
//! Medium's judgement as the model of every player after the root.
//!
//! The search starts from a world sampled from the player's view ([`View::sample_world`]). Its
//! root weighs Medium's best few actions ([`ROOT_CANDIDATES`]). Each iteration re-deals what the
//! player cannot see (the other players' own tiles and the face-down pool among themselves, and
//! the future shuffles), chooses a root action by UCB, and plays on with every player, the
//! searcher too, choosing as Medium would ([`super::lanes::medium_action`], one action in twenty
//! at random). A tile turned up branches on the tile shown (a chance node) and is then placed on
//! its best square, so turning up is worth the mean over the tiles of the best placement of each,
//! as the rules have it (D9). Hard's playouts stop at the end of the round: each player's money
//! plus a worth for each stroke still in his supply, made into shares of a win by a softmax
//! ([`STROKE_WORTH`], [`SOFTMAX_SCALE`]). With a large budget ([`WHOLE_GAME_FROM`] iterations
//! or more, as Expert searched before it had [`super::expert`]) they run to the end of the game, scored by the
//! result: the win share mixed with the money's place between the poorest and the richest.
//!
//! Expert ([`super::expert`]) shares this file's re-deal, playout policy and judgement of a
//! game's end.

use super::lanes;
use super::{world_for, BotError, Budget};
use crate::action::Action;
use crate::state::{Phase, State};
use crate::view::View;
use platform::search::{self, Rewards};
use platform::Rng;
use std::rc::Rc;

/// Iterations per decision by default: about 36 ms of processor time a decision at three
/// players, standard game (docs/journal/heller-bots.md, "What made the difference at two players").
pub const DEFAULT_ITERATIONS: u32 = 1_000;

/// From this many iterations on, a playout runs to the end of the game instead of the end of the
/// round: about four times the work an iteration, worth it only with a budget large enough that
/// the root's candidates are told apart anyway (measured: 250 whole-game iterations lose clearly
/// to 1,000 one-round ones, 6,000 beat them).
pub const WHOLE_GAME_FROM: u32 = 4_000;

/// How many of the viewer's actions, Medium's best, the search weighs at its root.
pub const ROOT_CANDIDATES: usize = 6;

/// Exploration constant of UCB1 for rewards in [0, 1], at the root.
const EXPLORATION: f32 = 0.7;

/// Exploration constant of UCB1 at the searcher's own later turns in the tree (Expert's,
/// [`search_to`]'s `own_later`): smaller than the root's, so that what a root action is worth
/// comes sooner to the best of the turns after it rather than their mean (0.2 against the
/// root's 0.7 at three players: docs/journal/heller-bots.md, "Expert's own later turns").
const INNER_EXPLORATION: f32 = 0.2;

/// Actions played after leaving the tree before the world is judged as it stands: more than any
/// game lasts (the playouts stop at a round's end or the game's anyway).
const PLAYOUT_DEPTH: u32 = 1_000;

/// One playout action in this many per 256 is uniformly random among the legal ones (never the
/// square of a tile turned up).
const PLAYOUT_RANDOM_PER_256: u32 = 13;

/// What a stroke still in a player's supply at a round's end is worth, in money, when more rounds
/// follow.
const STROKE_WORTH: f32 = 4.0;

/// The spread, in money, of the softmax that makes each player's money and strokes at a round's
/// end into his share of a win.
const SOFTMAX_SCALE: f32 = 10.0;

/// The outcome of a search, for hints and benchmarks.
pub type Search = search::Search<Action>;

/// Hard's (and Expert's) action for the viewer of `view` (who must be to act), drawing from `rng`.
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
/// assert_eq!(s.children.len(), hard::ROOT_CANDIDATES);
/// ```
///
/// # Errors
///
/// As [`super::choose`].
pub fn search(view: &View, rng: &mut Rng, budget: Budget) -> Result<Search, BotError> {
    let horizon = if budget.iterations >= WHOLE_GAME_FROM { Horizon::GameEnd } else { Horizon::RoundEnd };
    search_to(view, rng, budget, horizon, 0)
}

/// Where a search's playouts stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Horizon {
    /// At the end of the round being played, judged by each player's money and stalls
    /// (a softmax of them: Hard's judgement).
    RoundEnd,
    /// At the end of the game, judged by the result.
    GameEnd,
}

/// [`search`] with its playouts stopping at `horizon` whatever the budget, and with the searcher's
/// own later turns inside the tree weighed by UCB among Medium's best `own_later` actions (0: he
/// plays them as the playout policy does, as Hard's search does). Expert's search at three and
/// four players: [`super::expert`].
///
/// # Errors
///
/// As [`super::choose`].
pub fn search_to(
    view: &View,
    rng: &mut Rng,
    budget: Budget,
    horizon: Horizon,
    own_later: usize,
) -> Result<Search, BotError> {
    let world = world_for(view, rng)?;
    let options = search::Options {
        iterations: budget.iterations,
        exploration: EXPLORATION,
        inner_exploration: INNER_EXPLORATION,
        playout_depth: PLAYOUT_DEPTH,
        // The others' decisions follow the playout policy, and so do the searcher's after the
        // root unless `own_later` says otherwise (`Rooted::follows_policy`).
        others_by_policy: true,
    };
    let legal = world.legal_actions();
    let candidates: Rc<[Action]> = medium_best(view, &legal, ROOT_CANDIDATES).into();
    let last_round = if horizon == Horizon::GameEnd { u8::MAX } else { world.round() };
    let rooted = Rooted { world, candidates, at_root: true, last_round, own_later, me: view.viewer };
    let s = search::search(&rooted, view.viewer, rng, options).ok_or(BotError::GameOver)?;
    Ok(Search { action: s.action, iterations: s.iterations, children: s.children })
}

/// Medium's best `k` of `legal` (the viewer's legal actions), in the legal order.
pub(crate) fn medium_best(view: &View, legal: &[Action], k: usize) -> Vec<Action> {
    let values = super::medium::values(view, legal);
    let mut order: Vec<usize> = (0..legal.len()).collect();
    platform::small_sort::sort_by(&mut order, |&a, &b| values[b].total_cmp(&values[a]).then(a.cmp(&b)).is_lt());
    order.truncate(k);
    platform::small_sort::sort(&mut order);
    order.into_iter().map(|i| legal[i]).collect()
}

/// A sampled world as the search plays it: the root's decision limited to its candidates, the
/// searcher's later turns in the tree limited to Medium's best [`Rooted::own_later`] (or, with
/// none, by the playout policy), every other decision by the playout policy, and playouts that
/// stop after `last_round`.
#[derive(Clone)]
struct Rooted {
    world: State,
    candidates: Rc<[Action]>,
    at_root: bool,
    /// The last round a playout plays ([`u8::MAX`]: to the end of the game).
    last_round: u8,
    /// How many of Medium's best actions the searcher weighs at his own later turns in the tree
    /// (0: none, he plays them by the playout policy).
    own_later: usize,
    /// The searching player.
    me: u8,
}

impl Rooted {
    /// Whether the decision now is one of the searcher's later turns that the tree weighs by
    /// UCB: a turn (not the placement of a tile turned up, which only completes a turn-up) of the
    /// searcher, after the root, when [`Rooted::own_later`] asks for it.
    fn own_turn_in_tree(&self) -> bool {
        self.own_later > 0
            && !self.at_root
            && self.world.to_act() == Some(self.me)
            && matches!(self.world.phase(), Phase::Turn { .. })
    }
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
        } else if self.own_turn_in_tree() {
            *out = lanes::medium_best_turns(&self.world, self.own_later);
        } else {
            *out = self.world.legal_actions();
        }
    }

    fn play_legal(&mut self, action: Action) {
        self.at_root = false;
        let played = self.world.play(action);
        debug_assert!(played.is_ok(), "{action} was not legal: {played:?}");
    }

    /// Turning up is chance the searcher branches on: the tile it showed (its kind), since the
    /// player places it after seeing it (D9). Nothing else is: the other players' own tiles are
    /// hidden information, dealt anew in each world.
    fn chance_outcome(&self, played: Action) -> Option<u8> {
        match played {
            Action::TurnUp => self.world.turned().map(|tile| tile.kind_index() as u8),
            _ => None,
        }
    }

    fn redeal_unseen(&mut self, searcher: u8, rng: &mut Rng) {
        redeal(&mut self.world, searcher, rng);
    }

    /// The playout policy, until the round after `last_round` begins.
    fn playout_action(&self, rng: &mut Rng, list: &mut Vec<Action>) -> Option<Action> {
        if self.world.round() > self.last_round {
            return None;
        }
        playout_action(&self.world, rng, list)
    }

    fn rewards(&self) -> Rewards {
        rewards(&self.world)
    }

    /// Every decision after the root, the searcher's and the others', follows the playout policy
    /// inside the tree as well: Medium's choice is a better model of a player than UCB's first
    /// tries, which at a node of 150 actions are each action once, in random order. The exception,
    /// when asked for ([`Rooted::own_later`]): the searcher's own later turns, weighed by UCB among
    /// Medium's best few, so that he values an action by the best he can do after it, not by
    /// what Medium would.
    fn follows_policy(&self) -> bool {
        !self.at_root && !self.own_turn_in_tree()
    }
}

/// Re-deals what `searcher` cannot see, keeping every count: the other players' own tiles and the
/// pool's tiles among themselves (without luck every tile lies face up: nothing), and the future
/// shuffles.
pub(crate) fn redeal(w: &mut State, searcher: u8, rng: &mut Rng) {
    let n = w.players() as usize;
    if !w.no_luck() {
        let others = |p: usize| p != searcher as usize && w.own[p].is_some();
        let holders: Vec<usize> = (0..n).filter(|&p| others(p)).collect();
        let mut hidden = w.pool.clone();
        hidden.extend(holders.iter().filter_map(|&p| w.own[p]));
        rng.shuffle(&mut hidden);
        for &p in &holders {
            w.own[p] = hidden.pop();
        }
        w.pool = hidden;
    }
    w.rng = Rng::from_state(rng.next_u64());
}

/// The playout policy: Medium's choice for the player to act, from his view of the world
/// ([`lanes::medium_action`]); now and then a random legal action instead, except for the square
/// of a tile turned up, which always goes where Medium puts it.
pub(crate) fn playout_action(w: &State, rng: &mut Rng, list: &mut Vec<Action>) -> Option<Action> {
    w.to_act()?;
    if !matches!(w.phase(), Phase::Turned { .. }) && rng.below(256) < PLAYOUT_RANDOM_PER_256 {
        *list = w.legal_actions();
        return list.get(rng.below(list.len() as u32) as usize).copied();
    }
    lanes::medium_action(w)
}

/// Every player's reward. At the end of the game: the win share (shared wins split) mixed with the
/// money's place between the poorest and the richest, so that among lost games a closer one still
/// counts for something. At the end of an earlier round: a softmax of each player's money plus
/// [`STROKE_WORTH`] for each stroke in his supply.
fn rewards(w: &State) -> Rewards {
    let n = w.players() as usize;
    let mut out: Rewards = [0.0; search::MAX_SEATS];
    if !w.is_over() {
        // Cut at the start of a round: the market is empty, and what is left is money and stalls.
        let worth = |p: usize| {
            let strokes = crate::stall_strokes(w.supply(p as u8));
            w.money(p as u8) as f32 + STROKE_WORTH * strokes as f32
        };
        let best = (0..n).map(worth).fold(f32::MIN, f32::max);
        let mut total = 0.0;
        for (p, reward) in out.iter_mut().enumerate().take(n) {
            *reward = ((worth(p) - best) / SOFTMAX_SCALE).exp();
            total += *reward;
        }
        out.iter_mut().take(n).for_each(|r| *r /= total);
        return out;
    }
    let money: Vec<f32> = (0..n).map(|p| w.money(p as u8) as f32).collect();
    let best = money.iter().copied().fold(f32::MIN, f32::max);
    let worst = money.iter().copied().fold(f32::MAX, f32::min);
    let winners = money.iter().filter(|&&m| m >= best).count() as f32;
    for p in 0..n {
        let win = if money[p] >= best { 1.0 / winners } else { 0.0 };
        let place = if best > worst { (money[p] - worst) / (best - worst) } else { 0.5 };
        out[p] = 0.75 * win + 0.25 * place;
    }
    out
}

/// The searcher's reward at the end of the game ([`rewards`]): Expert judges a playout that
/// reached it so ([`super::expert`]).
pub(crate) fn final_reward(w: &State, me: u8) -> f32 {
    rewards(w)[me as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{Config, Variant};
    use platform::search::Game as _;

    /// A three-player world at the searcher's first turn after the root, reached by playing a
    /// root candidate and then the playout policy; with `own_later` asked for.
    fn at_own_later_turn(own_later: usize) -> (Rooted, Rooted) {
        let state = State::new(Config { players: 3, variant: Variant::Standard, no_luck: false, seed: 11 }).unwrap();
        let me = state.to_act().unwrap();
        let view = state.view(me);
        let candidates: Rc<[Action]> = medium_best(&view, &state.legal_actions(), ROOT_CANDIDATES).into();
        let root = Rooted { world: state, candidates, at_root: true, last_round: 1, own_later, me };
        let mut w = root.clone();
        w.play_legal(w.candidates[0]);
        let (mut rng, mut list) = (Rng::from_state(3), Vec::new());
        while w.world.to_act() != Some(me) || !matches!(w.world.phase(), Phase::Turn { .. }) {
            assert!(w.follows_policy(), "the others' decisions and a turned tile's square follow the policy");
            let a = w.playout_action(&mut rng, &mut list).unwrap();
            w.play_legal(a);
        }
        (root, w)
    }

    /// With `own_later`, the searcher's later turns are the tree's to weigh, among exactly
    /// Medium's best few; the root keeps its candidates; without it, they follow the policy.
    #[test]
    fn own_later_turns_are_weighed_among_mediums_best() {
        let (root, later) = at_own_later_turn(3);
        let mut out = Vec::new();
        root.legal_actions_into(&mut out);
        assert_eq!(out[..], root.candidates[..]);
        assert!(!root.follows_policy());
        later.legal_actions_into(&mut out);
        assert_eq!(out, lanes::medium_best_turns(&later.world, 3));
        assert_eq!(out.len(), 3);
        assert_eq!(Some(out[0]), lanes::medium_action(&later.world));
        assert!(!later.follows_policy(), "the searcher's later turn is the tree's");

        let (_, later) = at_own_later_turn(0);
        later.legal_actions_into(&mut out);
        assert_eq!(out, later.world.legal_actions());
        assert!(later.follows_policy(), "without own_later the playout policy decides");
    }
}
