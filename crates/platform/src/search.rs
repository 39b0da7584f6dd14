//! Single-observer Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse, 2012),
//! over any game that implements [`Game`]: the search of every game's strongest computer players.
//!
//! One tree is grown over the deciding player's information sets: a node is the sequence of
//! actions from the root, whoever took them. Each iteration deals a fresh world consistent with
//! what the searcher knows ([`Game::redeal_unseen`]), walks the tree in that world, adds one node,
//! and plays on to the end by the game's playout policy ([`Game::playout_action`]). Because worlds
//! differ, an action may be legal in some and not others: selection uses availability counts (how
//! often a child could have been chosen) in place of the parent's visit count. Chance the searcher
//! must branch on (a die) makes chance nodes with a child per outcome ([`Game::chance_outcome`]).
//! Rewards are per player: the player who chose an edge is credited with his own reward.
//!
//! The search knows no rule: it only asks the world who is to act, what is legal, and what a
//! playout would do, so each game keeps its rules, its playout policy and its reward to itself.

use crate::rng::Rng;

/// The most seats any game of the site has; rewards are arrays of this length.
pub const MAX_SEATS: usize = 6;

/// Each seat's reward for one playout, in [0, 1]; seats beyond the game's players are unused.
pub type Rewards = [f32; MAX_SEATS];

/// A game as the search sees it: a complete world (every hidden thing dealt) that it can copy,
/// re-deal, play on and judge.
pub trait Game: Clone {
    /// One decision of a player.
    type Action: Copy + Eq + core::fmt::Debug;
    /// Scratch space for the legal actions of a position (no allocation on the hot path).
    type ActionList: Default + core::ops::Deref<Target = [Self::Action]>;

    /// The seat to decide, or `None` when the game is over.
    fn to_act(&self) -> Option<u8>;

    /// The legal actions into `out`, replacing what it held, in a fixed order.
    fn legal_actions_into(&self, out: &mut Self::ActionList);

    /// Plays an action known to be legal in this world.
    fn play_legal(&mut self, action: Self::Action);

    /// After `played`, the outcome of the chance event it caused that later decisions depend on
    /// (the number a die showed), as a small number; `None` when it caused none.
    fn chance_outcome(&self, played: Self::Action) -> Option<u8>;

    /// Re-deals everything `searcher` cannot see (hidden cards or tiles, the future of the random
    /// source) into another world equally consistent with what he knows.
    fn redeal_unseen(&mut self, searcher: u8, rng: &mut Rng);

    /// The playout policy's action for the seat to act; `None` when the game is over. `list` is
    /// scratch space.
    fn playout_action(&self, rng: &mut Rng, list: &mut Self::ActionList) -> Option<Self::Action>;

    /// Every seat's reward in this world: the result if the game is over, an estimate if a
    /// playout was cut short.
    fn rewards(&self) -> Rewards;

    /// Whether the decision to take now follows the playout policy inside the tree too, instead
    /// of UCB: a decision that only completes the one before it (placing a tile just turned up),
    /// whose every choice would otherwise be tried in turn and drag the earlier decision's value
    /// down with the poor ones. By default no decision does.
    fn follows_policy(&self) -> bool {
        false
    }
}

/// How a search is run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Options {
    /// Iterations (one world, one walk, one playout each); at least one is run.
    pub iterations: u32,
    /// Exploration constant of UCB1 for rewards in [0, 1], at the root.
    pub exploration: f32,
    /// Exploration constant of UCB1 at the decisions below the root. A searcher weighing a few
    /// good actions of his own later on wants the best of them, not their mean: a smaller
    /// constant there lets the value backed up to the root approach the best one's sooner.
    pub inner_exploration: f32,
    /// Actions a playout plays before the world is judged by [`Game::rewards`] unfinished.
    pub playout_depth: u32,
    /// Whether the other players' decisions in the tree follow the playout policy instead of UCB
    /// on their own rewards (the tree follows the action taken). Chosen by UCB, a thinly visited
    /// node's actions are tried uniformly first, which behind chance nodes, where most nodes are
    /// thinly visited, models the other players worse than the playout policy does.
    pub others_by_policy: bool,
}

/// The outcome of a search, for hints and benchmarks.
#[derive(Clone, Debug)]
pub struct Search<A> {
    /// The most visited root action.
    pub action: A,
    /// Iterations run (0 when there was only one legal action).
    pub iterations: u32,
    /// The root's children as (action, visits, average reward), most visited first.
    pub children: Vec<(A, u32, f32)>,
}

/// Searches for `searcher`, who must be to act in `world`, drawing from `rng`.
///
/// Returns `None` only when the game is over. With a single legal action it is returned at once,
/// without iterations.
///
/// # Examples
///
/// A game of "reach ten": players in turn add 1 or 2 to a shared count, and who reaches 10 wins.
/// From 6 the player to act must add 1: the other player is then 3 short, and whatever he adds,
/// the first player reaches 10 next.
///
/// ```
/// use platform::rng::Rng;
/// use platform::search::{search, Game, Options, Rewards};
///
/// #[derive(Clone)]
/// struct Ten { count: u8, to_act: u8 }
///
/// impl Game for Ten {
///     type Action = u8;
///     type ActionList = Vec<u8>;
///     fn to_act(&self) -> Option<u8> { (self.count < 10).then_some(self.to_act) }
///     fn legal_actions_into(&self, out: &mut Vec<u8>) {
///         out.clear();
///         out.extend((1..=2).filter(|a| self.count + a <= 10));
///     }
///     fn play_legal(&mut self, a: u8) { self.count += a; self.to_act ^= 1; }
///     fn chance_outcome(&self, _: u8) -> Option<u8> { None }
///     fn redeal_unseen(&mut self, _: u8, _: &mut Rng) {}
///     fn playout_action(&self, rng: &mut Rng, list: &mut Vec<u8>) -> Option<u8> {
///         self.to_act()?;
///         self.legal_actions_into(list);
///         Some(list[rng.below(list.len() as u32) as usize])
///     }
///     fn rewards(&self) -> Rewards {
///         let mut r = [0.0; 6];
///         r[(self.to_act ^ 1) as usize] = 1.0; // who moved last reached ten
///         r
///     }
/// }
///
/// let options = Options {
///     iterations: 2_000,
///     exploration: 0.7,
///     inner_exploration: 0.7,
///     playout_depth: 100,
///     others_by_policy: false,
/// };
/// let s = search(&Ten { count: 6, to_act: 0 }, 0, &mut Rng::from_state(1), options).unwrap();
/// assert_eq!(s.action, 1);
/// ```
pub fn search<G: Game>(world: &G, searcher: u8, rng: &mut Rng, options: Options) -> Option<Search<G::Action>> {
    let mut scratch = G::ActionList::default();
    world.legal_actions_into(&mut scratch);
    if scratch.len() <= 1 {
        return scratch.first().map(|&action| Search { action, iterations: 0, children: vec![] });
    }
    let first_legal = scratch[0];
    let mut tree = Tree::<G> {
        me: searcher,
        exploration: options.exploration,
        inner_exploration: options.inner_exploration,
        others_by_policy: options.others_by_policy,
        nodes: vec![Node {
            edge: Edge::Chance(0),
            player: searcher,
            visits: 0,
            available: 0,
            reward: 0.0,
            first_child: NIL,
            next_sibling: NIL,
        }],
    };
    let mut path: Vec<u32> = Vec::with_capacity(64);
    let iterations = options.iterations.max(1);
    for _ in 0..iterations {
        let mut w = world.clone();
        w.redeal_unseen(searcher, rng);
        path.clear();
        tree.descend(&mut w, rng, &mut scratch, &mut path);
        let rewards = playout(&mut w, rng, &mut scratch, options.playout_depth);
        tree.nodes[0].visits += 1;
        for &i in &path {
            let node = &mut tree.nodes[i as usize];
            node.visits += 1;
            node.reward += rewards[node.player as usize];
        }
    }
    let mut children: Vec<(G::Action, u32, f32)> = tree
        .children(0)
        .filter_map(|i| {
            let n = &tree.nodes[i as usize];
            let Edge::Act(a) = n.edge else { return None };
            Some((a, n.visits, if n.visits > 0 { n.reward / n.visits as f32 } else { 0.0 }))
        })
        .collect();
    // Most visited first; ties by average reward, then by the legal order. An insertion sort: the
    // list is short (one entry per legal action) and must be stable, and the standard library's
    // stable sort would bring about 7 KB into a wasm module for this one call.
    let ahead = |a: &(G::Action, u32, f32), b: &(G::Action, u32, f32)| {
        a.1 > b.1 || (a.1 == b.1 && a.2.total_cmp(&b.2) == core::cmp::Ordering::Greater)
    };
    for i in 1..children.len() {
        let mut j = i;
        while j > 0 && ahead(&children[j], &children[j - 1]) {
            children.swap(j, j - 1);
            j -= 1;
        }
    }
    let action = children.first().map_or(first_legal, |c| c.0);
    Some(Search { action, iterations, children })
}

/// What labels the edge into a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Edge<A> {
    Act(A),
    /// Chance showed this outcome (see [`Game::chance_outcome`]).
    Chance(u8),
}

#[derive(Clone, Debug)]
struct Node<A> {
    edge: Edge<A>,
    /// Who chose the edge (for chance: the player whose action caused it; the node is never
    /// selected by UCB).
    player: u8,
    visits: u32,
    available: u32,
    reward: f32,
    first_child: u32,
    next_sibling: u32,
}

const NIL: u32 = u32::MAX;

struct Tree<G: Game> {
    nodes: Vec<Node<G::Action>>,
    /// The searching player.
    me: u8,
    exploration: f32,
    inner_exploration: f32,
    others_by_policy: bool,
}

impl<G: Game> Tree<G> {
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

    fn find(&self, parent: u32, edge: Edge<G::Action>) -> Option<u32> {
        self.children(parent).find(|&i| self.nodes[i as usize].edge == edge)
    }

    fn add(&mut self, parent: u32, edge: Edge<G::Action>, player: u8) -> u32 {
        let i = self.nodes.len() as u32;
        let next_sibling = self.nodes[parent as usize].first_child;
        self.nodes.push(Node { edge, player, visits: 0, available: 0, reward: 0.0, first_child: NIL, next_sibling });
        self.nodes[parent as usize].first_child = i;
        i
    }

    /// Selection and expansion in world `w`: follows the tree while every legal action has a
    /// child, then adds one node. `w` is left at the position after the path.
    fn descend(&mut self, w: &mut G, rng: &mut Rng, legal: &mut G::ActionList, path: &mut Vec<u32>) {
        let mut node = 0u32;
        loop {
            let Some(player) = w.to_act() else { return };
            let by_policy = w.follows_policy() || (player != self.me && self.others_by_policy);
            let (child, action, added) = if !by_policy {
                let Some(choice) = self.select(node, player, w, rng, legal) else { return };
                choice
            } else {
                let Some(action) = w.playout_action(rng, legal) else { return };
                match self.find(node, Edge::Act(action)) {
                    Some(c) => (c, action, false),
                    None => (self.add(node, Edge::Act(action), player), action, true),
                }
            };
            w.play_legal(action);
            path.push(child);
            node = child;
            if let Some(outcome) = w.chance_outcome(action) {
                node = match self.find(node, Edge::Chance(outcome)) {
                    Some(c) => c,
                    None => self.add(node, Edge::Chance(outcome), player),
                };
                path.push(node);
            }
            if added {
                return;
            }
        }
    }

    /// The choice at `node` in world `w` by UCB: an untried legal action if there is one (a new
    /// child, so the walk ends), otherwise the child with the best UCB score, with availability
    /// counts (every child whose action is legal in this world could have been chosen). Returns
    /// (child, action, whether the child is new).
    fn select(
        &mut self,
        node: u32,
        player: u8,
        w: &G,
        rng: &mut Rng,
        legal: &mut G::ActionList,
    ) -> Option<(u32, G::Action, bool)> {
        w.legal_actions_into(legal);
        let mut untried = 0u32;
        let mut best = NIL;
        let mut best_score = f32::MIN;
        let exploration = if node == 0 { self.exploration } else { self.inner_exploration };
        for &a in legal.iter() {
            match self.find(node, Edge::Act(a)) {
                None => untried += 1,
                Some(c) => {
                    let n = &mut self.nodes[c as usize];
                    n.available += 1;
                    let visits = n.visits.max(1) as f32;
                    let score = n.reward / visits + exploration * ((n.available as f32).ln() / visits).sqrt();
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
                .or_else(|| legal.first().copied())?;
            let c = self.add(node, Edge::Act(action), player);
            self.nodes[c as usize].available = 1;
            return Some((c, action, true));
        }
        // A decision's children are all actions; the `else` is never taken.
        let Edge::Act(action) = self.nodes.get(best as usize)?.edge else { return None };
        Some((best, action, false))
    }
}

/// Plays on by the playout policy for at most `depth` actions, then returns each seat's reward.
fn playout<G: Game>(w: &mut G, rng: &mut Rng, list: &mut G::ActionList, depth: u32) -> Rewards {
    let mut steps = 0;
    while steps < depth {
        let Some(action) = w.playout_action(rng, list) else { break };
        w.play_legal(action);
        steps += 1;
    }
    w.rewards()
}
