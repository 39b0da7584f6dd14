//! Hard and Expert: single-observer Information Set Monte Carlo Tree Search (Cowling, Powley and
//! Whitehouse, 2012), the site's shared search ([`platform::search`]) given this game.
//!
//! Each iteration deals a fresh world from the player's view (`State::redeal_unseen`: every unseen
//! card re-drawn, a new die), walks the tree in that world, adds one node, and plays on to the end,
//! every seat by a cheap greedy score with one action in ten at random ([`super::playout`]). Rolls
//! of the die are chance nodes with a child per number. What is this game's own lives here: the
//! budgets, the playout policy and depth, the reward, and with the die the other players taken by
//! the policy in the tree.

use super::eval::evaluate;
use super::playout::next_action;
use super::{world_for, BotError, Budget};
use crate::action::{Action, ActionList};
use crate::rng::Rng;
use crate::state::{Phase, State, Step, Variant, MAX_PLAYERS};
use crate::view::View;
use platform::search::{self, Rewards};

// The shared search holds a reward per seat: every seat of this game must have one.
const _: () =
    assert!(MAX_PLAYERS as usize <= search::MAX_SEATS, "the search has fewer reward seats than the game has players");

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
    let world = world_for(view, rng)?;
    let options = search::Options {
        iterations: budget.iterations,
        exploration: EXPLORATION,
        inner_exploration: EXPLORATION,
        playout_depth: PLAYOUT_DEPTH,
        // With the die the other players' decisions in the tree are taken by the playout policy:
        // chosen by UCB on their own rewards they are tried uniformly at first, and with the die,
        // where most nodes are thinly visited behind the chance nodes, that made Hard's estimates
        // worse (0.468 -> 0.536 win share against three Medium, 600 games). Without the die UCB
        // models them better (0.612 against 0.394 by the policy), so there every player's
        // decisions are chosen by UCB (docs/journal/bots.md, "Why Hard was weak with the die", issue 14).
        others_by_policy: view.variant == Variant::Dice,
    };
    search::search(&world, view.viewer, rng, options).ok_or(BotError::GameOver)
}

/// The game as the search plays it: a sampled world, re-dealt each iteration, played on by the
/// greedy playout policy and judged by [`rewards`].
impl search::Game for State {
    type Action = Action;
    type ActionList = ActionList;

    fn to_act(&self) -> Option<u8> {
        State::to_act(self)
    }

    fn legal_actions_into(&self, out: &mut ActionList) {
        State::legal_actions_into(self, out);
    }

    fn play_legal(&mut self, action: Action) {
        State::play_legal(self, action);
    }

    /// A roll: the number the die showed.
    fn chance_outcome(&self, played: Action) -> Option<u8> {
        match (played, self.phase()) {
            (Action::Roll, Phase::Turn { step: Step::Rolled { die }, .. }) => Some(die),
            _ => None,
        }
    }

    fn redeal_unseen(&mut self, searcher: u8, rng: &mut Rng) {
        State::redeal_unseen(self, searcher, rng);
    }

    fn playout_action(&self, rng: &mut Rng, list: &mut ActionList) -> Option<Action> {
        next_action(self, rng, list, PLAYOUT_RANDOM_PER_256)
    }

    fn rewards(&self) -> Rewards {
        rewards(self)
    }
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
    let mut out: Rewards = [0.0; search::MAX_SEATS];
    for p in 0..n {
        let win = if scores[p] >= best - 1e-3 { 1.0 / winners } else { 0.0 };
        let place = if best > worst { (scores[p] - worst) / (best - worst) } else { 0.5 };
        out[p] = if dice { win } else { 0.75 * win + 0.25 * place };
    }
    out
}
