//! Hard: single-observer Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse,
//! 2012).
//!
//! One tree is grown over the deciding player's information sets: a node is the sequence of
//! actions from the root, whoever took them. Each iteration deals a fresh world from the player's
//! view (`State::redeal_unseen`: every unseen card re-drawn, a new die), walks the tree in that
//! world, adds one node, and plays on to the end, every seat by a cheap greedy score with one
//! action in ten at random ([`super::playout`]). Because worlds differ, an action may be legal in
//! some and not others: selection uses availability counts (how often a child could have been
//! chosen) in place of the parent's visit count. Rolls of the die are chance nodes with a child
//! per number. Rewards are per player (3–6 players): the player who chose an edge is credited with
//! his own reward.

use super::eval::evaluate;
use super::playout::next_action;
use super::{world_for, BotError, Budget};
use crate::action::{Action, ActionList};
use crate::rng::Rng;
use crate::state::{Phase, State, Step, Variant, MAX_PLAYERS};
use crate::view::View;

/// Iterations per decision by default: under a tenth of a second in a browser (median in headless
/// Chromium on the reference machine, scripts/measure-web.mjs: 15,000 took 114 ms). Guided
/// playouts end games sooner than random ones, so these cost little more than the 5,000 random
/// playouts of before (issue 14).
pub const DEFAULT_ITERATIONS: u32 = 10_000;

/// Expert's iterations per decision, ten times Hard's: about one second in headless Chromium on
/// the reference machine (scripts/measure-web.mjs, docs/PERFORMANCE.md; 50,000 took a median of
/// 394 ms). A count, not a clock, so that an Expert decision is the same on every machine and by
/// seed; a slower machine waits longer.
pub const EXPERT_ITERATIONS: u32 = 100_000;

/// Exploration constant of UCB1 for rewards in [0, 1].
const EXPLORATION: f32 = 0.7;

/// Actions played after leaving the tree before the heuristic judges the position. Games end
/// long before this (about 100 actions); cutting random playouts much shorter and judging by the
/// heuristic measured weaker (28 % against 42 % win share at depth 20, dice, 4 players).
const PLAYOUT_DEPTH: u32 = 400;

/// One playout action in 256 is uniformly random, the others the greedy score's best
/// ([`next_action`]): 10 % measured best in the dice variant (0.500 win share against 0.462 with
/// none, 0.442 with 20 % and 0.447 with 40 %; 600 games at 2,000 iterations, issue 14).
const PLAYOUT_RANDOM_PER_256: u32 = 26;

type Rewards = [f32; MAX_PLAYERS as usize];

/// What labels the edge into a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Edge {
    Act(Action),
    /// The die showed this number after a roll.
    Die(u8),
}

#[derive(Clone, Debug)]
struct Node {
    edge: Edge,
    /// Who chose the edge (for a die: no one; its node is never selected by UCB).
    player: u8,
    visits: u32,
    available: u32,
    reward: f32,
    first_child: u32,
    next_sibling: u32,
}

const NIL: u32 = u32::MAX;

/// The outcome of a search, for hints and benchmarks.
#[derive(Clone, Debug)]
pub struct Search {
    pub action: Action,
    pub iterations: u32,
    /// The root's children as (action, visits, average reward), most visited first.
    pub children: Vec<(Action, u32, f32)>,
}

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
/// use heuchel::bot::{ismcts, Budget};
/// use heuchel::{rng::Rng, Config, State, Variant};
/// let state = State::new(Config { players: 3, variant: Variant::Base, seed: 2 }).unwrap();
/// let s = ismcts::search(&state.view(0), &mut Rng::from_state(1), Budget { iterations: 50 }).unwrap();
/// assert!(state.legal_actions().contains(&s.action));
/// ```
///
/// # Errors
///
/// As [`super::choose`].
pub fn search(view: &View, rng: &mut Rng, budget: Budget) -> Result<Search, BotError> {
    let world = &world_for(view, rng)?;
    let legal = world.legal_actions();
    if legal.len() <= 1 {
        return legal
            .first()
            .map(|&action| Search { action, iterations: 0, children: vec![] })
            .ok_or(BotError::GameOver);
    }
    let me = view.viewer;
    let mut tree = Tree {
        me,
        policy_opponents: view.variant == Variant::Dice,
        nodes: vec![Node {
            edge: Edge::Die(0),
            player: me,
            visits: 0,
            available: 0,
            reward: 0.0,
            first_child: NIL,
            next_sibling: NIL,
        }],
    };
    let mut scratch = ActionList::new();
    let mut path: Vec<u32> = Vec::with_capacity(64);
    let iterations = budget.iterations.max(1);
    for _ in 0..iterations {
        let mut w = world.clone();
        w.redeal_unseen(me, rng);
        path.clear();
        tree.descend(&mut w, rng, &mut scratch, &mut path);
        let rewards = playout(&mut w, rng, &mut scratch);
        tree.nodes[0].visits += 1;
        for &i in &path {
            let node = &mut tree.nodes[i as usize];
            node.visits += 1;
            node.reward += rewards[node.player as usize];
        }
    }
    let mut children: Vec<(Action, u32, f32)> = tree
        .children(0)
        .filter_map(|i| {
            let n = &tree.nodes[i as usize];
            let Edge::Act(a) = n.edge else { return None };
            Some((a, n.visits, if n.visits > 0 { n.reward / n.visits as f32 } else { 0.0 }))
        })
        .collect();
    // Most visited first; ties by average reward, then by the legal order. An insertion sort: the
    // list is short (one entry per legal action) and must be stable, and the standard library's
    // stable sort would bring about 7 KB into the wasm module for this one call.
    let ahead = |a: &(Action, u32, f32), b: &(Action, u32, f32)| {
        a.1 > b.1 || (a.1 == b.1 && a.2.total_cmp(&b.2) == core::cmp::Ordering::Greater)
    };
    for i in 1..children.len() {
        let mut j = i;
        while j > 0 && ahead(&children[j], &children[j - 1]) {
            children.swap(j, j - 1);
            j -= 1;
        }
    }
    let action = children.first().map_or(legal[0], |c| c.0);
    Ok(Search { action, iterations, children })
}

struct Tree {
    nodes: Vec<Node>,
    /// The searching player.
    me: u8,
    /// Whether the other players' decisions in the tree follow the playout policy (the dice
    /// variant) instead of UCB.
    policy_opponents: bool,
}

impl Tree {
    fn children(&self, parent: u32) -> impl Iterator<Item = u32> + '_ {
        let mut next = self.nodes[parent as usize].first_child;
        core::iter::from_fn(move || {
            if next == NIL {
                return None;
            }
            let i = next;
            next = self.nodes[i as usize].next_sibling;
            Some(i)
        })
    }

    fn find(&self, parent: u32, edge: Edge) -> Option<u32> {
        self.children(parent).find(|&i| self.nodes[i as usize].edge == edge)
    }

    fn add(&mut self, parent: u32, edge: Edge, player: u8) -> u32 {
        let i = self.nodes.len() as u32;
        let next_sibling = self.nodes[parent as usize].first_child;
        self.nodes.push(Node { edge, player, visits: 0, available: 0, reward: 0.0, first_child: NIL, next_sibling });
        self.nodes[parent as usize].first_child = i;
        i
    }

    /// Selection and expansion in world `w`: follows the tree while every legal action has a
    /// child, then adds one node. `w` is left at the position after the path.
    ///
    /// With the die, only the searching player's decisions are chosen by UCB. The other players'
    /// are taken by the playout policy, as after the tree, and the tree follows them (a child for
    /// each action taken): chosen by UCB on their own rewards they are tried uniformly at first,
    /// and with the die, where most nodes are thinly visited behind the chance nodes, that made
    /// Hard's estimates worse (0.468 → 0.536 win share against three Medium, 600 games). Without
    /// the die UCB models them better (0.612 against 0.394 by the policy), so there every player's
    /// decisions are chosen by UCB (docs/BOTS.md, issue 14).
    fn descend(&mut self, w: &mut State, rng: &mut Rng, legal: &mut ActionList, path: &mut Vec<u32>) {
        let mut node = 0u32;
        loop {
            let Some(player) = w.to_act() else { return };
            let (child, action, added) = if player == self.me || !self.policy_opponents {
                let Some(choice) = self.select(node, player, w, rng, legal) else { return };
                choice
            } else {
                let Some(action) = next_action(w, rng, legal, PLAYOUT_RANDOM_PER_256) else { return };
                match self.find(node, Edge::Act(action)) {
                    Some(c) => (c, action, false),
                    None => (self.add(node, Edge::Act(action), player), action, true),
                }
            };
            w.play_legal(action);
            path.push(child);
            node = child;
            if let Phase::Turn { step: Step::Rolled { die }, .. } = w.phase() {
                if action == Action::Roll {
                    node = match self.find(node, Edge::Die(die)) {
                        Some(c) => c,
                        None => self.add(node, Edge::Die(die), player),
                    };
                    path.push(node);
                }
            }
            if added {
                return;
            }
        }
    }

    /// The searching player's choice at `node` in world `w`: an untried legal action if there is
    /// one (a new child, so the walk ends), otherwise the child with the best UCB score, with
    /// availability counts (every child whose action is legal in this world could have been
    /// chosen). Returns (child, action, whether the child is new).
    fn select(
        &mut self,
        node: u32,
        player: u8,
        w: &State,
        rng: &mut Rng,
        legal: &mut ActionList,
    ) -> Option<(u32, Action, bool)> {
        w.legal_actions_into(legal);
        let mut untried = 0u32;
        let mut best = NIL;
        let mut best_score = f32::MIN;
        for &a in legal.iter() {
            match self.find(node, Edge::Act(a)) {
                None => untried += 1,
                Some(c) => {
                    let n = &mut self.nodes[c as usize];
                    n.available += 1;
                    let visits = n.visits.max(1) as f32;
                    let score = n.reward / visits + EXPLORATION * ((n.available as f32).ln() / visits).sqrt();
                    if score > best_score {
                        best_score = score;
                        best = c;
                    }
                }
            }
        }
        if untried > 0 {
            let k = rng.below(untried);
            let action = legal
                .iter()
                .copied()
                .filter(|&a| self.find(node, Edge::Act(a)).is_none())
                .nth(k as usize)
                .unwrap_or(legal[0]);
            let c = self.add(node, Edge::Act(action), player);
            self.nodes[c as usize].available = 1;
            return Some((c, action, true));
        }
        // A decision's children are all actions; the `else` is never taken.
        let Edge::Act(action) = self.nodes[best as usize].edge else { return None };
        Some((best, action, false))
    }
}

/// Plays on by the playout policy, then returns each player's reward in [0, 1].
fn playout(w: &mut State, rng: &mut Rng, list: &mut ActionList) -> Rewards {
    let mut steps = 0;
    while steps < PLAYOUT_DEPTH {
        let Some(action) = next_action(w, rng, list, PLAYOUT_RANDOM_PER_256) else { break };
        w.play_legal(action);
        steps += 1;
    }
    rewards(w)
}

/// Win share (shared wins split) mixed with the score's place between the worst and the best,
/// so that among lost games a closer one still counts for something; with the die, win share
/// only. An unfinished game is judged by the heuristic's expected scores.
fn rewards(w: &State) -> Rewards {
    let n = w.players() as usize;
    let mut scores = [0f32; MAX_PLAYERS as usize];
    if w.is_over() {
        for (p, score) in scores.iter_mut().enumerate().take(n) {
            *score = w.score(p as u8) as f32;
        }
    } else {
        scores = evaluate(w);
    }
    let best = scores[..n].iter().copied().fold(f32::MIN, f32::max);
    let worst = scores[..n].iter().copied().fold(f32::MAX, f32::min);
    let winners = scores[..n].iter().filter(|&&s| s >= best - 1e-3).count() as f32;
    // With the die the score's place measured harmful: pure win share 0.338 against 0.283 for the
    // mix (dice, 4 players, 600 games, budget 500), and the place-heavy mix 0.239 (issue 14).
    let dice = w.variant() == Variant::Dice;
    let mut out = [0f32; MAX_PLAYERS as usize];
    for p in 0..n {
        let win = if scores[p] >= best - 1e-3 { 1.0 / winners } else { 0.0 };
        let place = if best > worst { (scores[p] - worst) / (best - worst) } else { 0.5 };
        out[p] = if dice { win } else { 0.75 * win + 0.25 * place };
    }
    out
}
