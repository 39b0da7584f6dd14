//! Expert: a flat Monte Carlo comparison of Medium's best actions, on the same worlds for every
//! candidate, spending about a second where it tells them apart.
//!
//! Hard's search ([`super::hard`]) follows the playout policy at every decision after the root,
//! so its tree is one level deep: it compares the root's candidates by playouts in sampled
//! worlds. Expert compares more of them, more sharply:
//!
//! * **The same worlds for every candidate** (common random numbers): each sample re-deals what
//!   the player cannot see ([`super::hard`]'s re-deal) and fixes the playout's random source once,
//!   and every candidate still in the running is played out from it. The luck of the pool, which
//!   decides most of a game's money, is then the same for all of them and cancels out of their
//!   differences.
//! * **Sequential halving** (Karnin, Koren and Somekh, 2013; `bot/halving.rs`) in place of UCB,
//!   over Medium's best [`ROOT_CANDIDATES`]: each round of the search plays every candidate
//!   still in the running on the same fresh worlds, and drops the worse half.
//! * **Playouts to the game's end** by Hard's playout policy (Medium's judgement for every
//!   player, one action in twenty at random), judged by the result and the money's margin
//!   ([`MARGIN_WEIGHT`]): among won (or lost) games a wider margin still counts for something,
//!   which at two players, where a game's end is otherwise only a win or a loss, tells apart
//!   candidates that the result alone does not.
//!
//! The budget counts playout actions ([`BUDGET`]), so every decision takes about the same time
//! however long its playouts are.
//!
//! **At three and four players** Expert is instead Hard's own search given some 25 times its
//! iterations ([`ROUND_ITERATIONS`] at the default budget), its playouts cut at the round's end
//! and judged by Hard's softmax of money and stalls. There, a move that hurts one rival helps
//! the other, and a playout to the game's end judged by its result told the candidates apart no
//! better than Hard did: the comparison above stood at 0.322 against Hard over 180 games (0.317
//! over 60 with its playouts cut at the round's end too) (crates/heller/BOTS.md;
//! docs/journal/heller-bots.md).
//!
//! Its tree differs from Hard's in one thing: Expert's own later turns in it are not played as
//! Medium would, but weighed by UCB among Medium's best [`OWN_LATER`], with a small exploration
//! constant, so that an action is valued by the best Expert can do after it (a stall by the
//! tiles it can later lay beside it), not by what Medium would do. Hard's search, which models
//! the others by Medium's choice, reaches those turns along a few lines only, often enough at
//! this budget (hundreds of visits a turn) for the comparison to mean something; at Hard's own
//! budget it would not.

use super::halving::Halving;
use super::hard::{self, Search};
use super::{world_for, BotError, Budget};
use crate::action::Action;
use crate::state::State;
use crate::view::View;
use platform::Rng;

/// Expert's budget: playout actions a decision, about a second in a browser's worker (1.0 s
/// median measured by `scripts/measure-web.mjs`; 800,000 took 1.4–1.6 s there) and about 0.6 s
/// of one core natively (1.1 µs an action: WebAssembly runs these playouts about 1.7 times
/// slower).
pub const BUDGET: u32 = 540_000;

/// How many of the viewer's actions, Medium's best, Expert weighs at its root.
pub const ROOT_CANDIDATES: usize = 12;

/// Expert's action for the viewer of `view` (who must be to act), drawing from `rng`, with
/// `budget.iterations` playout actions.
///
/// # Examples
///
/// ```
/// use heller::bot::{expert, Budget};
/// use heller::{Config, Rng, State, Variant};
/// let state = State::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 6 }).unwrap();
/// let viewer = state.to_act().unwrap();
/// let action = expert::choose(&state.view(viewer), &mut Rng::from_state(1), Budget { iterations: 20_000 }).unwrap();
/// assert!(state.legal_actions().contains(&action));
/// ```
///
/// # Errors
///
/// As [`super::choose`].
pub fn choose(view: &View, rng: &mut Rng, budget: Budget) -> Result<Action, BotError> {
    search(view, rng, budget).map(|s| s.action)
}

/// At three and four players, how many of Medium's best actions Expert weighs at each of its own
/// later turns inside its tree ([`hard::search_to`]), instead of playing them as Medium would.
pub const OWN_LATER: usize = 3;

/// Hard's search's iterations that Expert's default budget buys at three and four players.
pub const ROUND_ITERATIONS: u32 = 25_000;

/// Expert's search at three and four players: Hard's search ([`super::hard`]) with its playouts
/// cut at the round's end and its own later turns weighed among Medium's best [`OWN_LATER`],
/// given `budget` scaled so that [`BUDGET`] buys [`ROUND_ITERATIONS`] iterations (about a second
/// in the browser's worker, as the halving at two players).
fn round_search(view: &View, rng: &mut Rng, budget: Budget) -> Result<Search, BotError> {
    let iterations = (u64::from(budget.iterations) * u64::from(ROUND_ITERATIONS) / u64::from(BUDGET)).max(1);
    let budget = Budget { iterations: u32::try_from(iterations).unwrap_or(u32::MAX) };
    hard::search_to(view, rng, budget, hard::Horizon::RoundEnd, OWN_LATER)
}

/// Expert's search for the viewer of `view` (who must be to act). At two players: sequential
/// halving over Medium's best [`ROOT_CANDIDATES`] actions with `budget.iterations` playout
/// actions in all, each round's candidates played out on the same worlds; the outcome's
/// `iterations` are the playouts played, its children every candidate with its playouts and
/// mean reward, the choice first. At three and four players: Hard's search cut at the round's
/// end, its own later turns weighed among Medium's best [`OWN_LATER`], with the budget scaled so
/// that [`BUDGET`] buys [`ROUND_ITERATIONS`] iterations.
///
/// # Examples
///
/// ```
/// use heller::bot::{expert, Budget};
/// use heller::{Config, Rng, State, Variant};
/// let state = State::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 2 }).unwrap();
/// let viewer = state.to_act().unwrap();
/// let s = expert::search(&state.view(viewer), &mut Rng::from_state(1), Budget { iterations: 20_000 }).unwrap();
/// assert!(state.legal_actions().contains(&s.action));
/// assert_eq!(s.children.len(), expert::ROOT_CANDIDATES);
/// assert_eq!(s.children[0].0, s.action);
/// // At three players: Hard's search, cut at the round's end, 20,000 / 540,000 of 25,000 iterations.
/// let state = State::new(Config { players: 3, variant: Variant::Standard, no_luck: false, seed: 2 }).unwrap();
/// let viewer = state.to_act().unwrap();
/// let s = expert::search(&state.view(viewer), &mut Rng::from_state(1), Budget { iterations: 20_000 }).unwrap();
/// assert!(state.legal_actions().contains(&s.action));
/// assert_eq!(s.iterations, 925);
/// ```
///
/// # Errors
///
/// As [`super::choose`].
pub fn search(view: &View, rng: &mut Rng, budget: Budget) -> Result<Search, BotError> {
    if view.players >= 3 {
        return round_search(view, rng, budget);
    }
    search_with(view, rng, budget, ROOT_CANDIDATES).map(|(s, _)| s)
}

/// [`search`] over Medium's best `candidates`; also returns the playout actions played.
pub(crate) fn search_with(
    view: &View,
    rng: &mut Rng,
    budget: Budget,
    candidates: usize,
) -> Result<(Search, u64), BotError> {
    let world = world_for(view, rng)?;
    let me = view.viewer;
    let candidates = hard::medium_best(view, &world.legal_actions(), candidates);
    if candidates.len() <= 1 {
        let action = candidates.first().copied().ok_or(BotError::GameOver)?;
        return Ok((Search { action, iterations: 0, children: vec![] }, 0));
    }
    let mut halving = Halving::new(candidates.len());
    let per_round = budget.iterations as u64 / halving.rounds() as u64;
    let (mut playouts, mut steps) = (0u32, 0u64);
    let mut list = Vec::new();
    for round in 0..halving.rounds() {
        let mut spent = 0u64;
        // At least one world a round, however small the budget.
        while spent < per_round || spent == 0 {
            let mut sample = world.clone();
            hard::redeal(&mut sample, me, rng);
            let seed = rng.next_u64();
            for &c in &halving.alive().to_vec() {
                let mut w = sample.clone();
                let _ = w.play(candidates[c]);
                let played = playout(&mut w, &mut Rng::from_state(seed), &mut list) as u64 + 1;
                halving.record(c, reward(&w, me) as f64);
                playouts += 1;
                spent += played;
            }
        }
        steps += spent;
        if round + 1 < halving.rounds() {
            halving.halve();
        }
    }
    let children: Vec<(Action, u32, f32)> =
        halving.ranking().into_iter().map(|c| (candidates[c], halving.visits(c), halving.mean(c) as f32)).collect();
    Ok((Search { action: children[0].0, iterations: playouts, children }, steps))
}

/// Plays `w` on by the playout policy to the game's end; returns the actions played.
fn playout(w: &mut State, rng: &mut Rng, list: &mut Vec<Action>) -> u32 {
    let mut steps = 0;
    while let Some(action) = hard::playout_action(w, rng, list) {
        let _ = w.play(action);
        steps += 1;
    }
    steps
}

/// The weight of the money's margin in the reward at the game's end ([`reward`]).
pub const MARGIN_WEIGHT: f32 = 0.3;

/// The spread, in money, of the logistic that makes the margin a reward.
const MARGIN_SPREAD: f32 = 10.0;

/// The viewer's reward for a playout that reached the game's end in `w`: Hard's judgement of the
/// result (the win share, at three and four players mixed with the money's place), mixed by
/// [`MARGIN_WEIGHT`] with a logistic of his margin over the richest other player.
fn reward(w: &State, me: u8) -> f32 {
    let mine = w.money(me) as f32;
    let best_other = (0..w.players()).filter(|&p| p != me).map(|p| w.money(p) as f32).fold(f32::MIN, f32::max);
    let margin = 1.0 / (1.0 + (-(mine - best_other) / MARGIN_SPREAD).exp());
    (1.0 - MARGIN_WEIGHT) * hard::final_reward(w, me) + MARGIN_WEIGHT * margin
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{Config, Variant};

    /// Positions of self-play by the playout policy with more than one legal action.
    fn positions(players: u8, games: u64) -> Vec<State> {
        let mut out = Vec::new();
        let mut list = Vec::new();
        let mut rng = Rng::from_state(77);
        for g in 0..games {
            let mut w =
                State::new(Config { players, variant: Variant::Standard, no_luck: false, seed: 900 + g }).unwrap();
            while let Some(a) = hard::playout_action(&w, &mut rng, &mut list) {
                if w.legal_actions().len() > 1 {
                    out.push(w.clone());
                }
                w.play(a).unwrap();
            }
        }
        out
    }

    /// The same view, seed and budget give the same search; the choice is legal, ranked first,
    /// and the budget of playout actions is kept to within one world's playouts.
    #[test]
    fn searches_are_deterministic_legal_and_within_budget() {
        let budget = Budget { iterations: 30_000 };
        for (i, w) in positions(2, 1).into_iter().chain(positions(3, 1)).step_by(9).enumerate() {
            let view = w.view(w.to_act().unwrap());
            let (a, steps) = search_with(&view, &mut Rng::from_state(i as u64), budget, ROOT_CANDIDATES).unwrap();
            let (b, again) = search_with(&view, &mut Rng::from_state(i as u64), budget, ROOT_CANDIDATES).unwrap();
            assert_eq!((a.action, a.iterations, steps), (b.action, b.iterations, again));
            assert_eq!(a.children, b.children);
            assert!(w.legal_actions().contains(&a.action), "{} is not legal", a.action);
            assert_eq!(a.children[0].0, a.action);
            let one_world = 12 * 200;
            assert!(steps >= budget.iterations as u64 && steps < budget.iterations as u64 + 4 * one_world, "{steps}");
        }
    }

    /// However small the budget, every halving round plays one world: twelve candidates get
    /// 12 + 6 + 3 + 2 playouts, the two finalists one a round, and every mean is a share of a win.
    #[test]
    fn a_tiny_budget_plays_one_world_a_round() {
        for w in positions(3, 1).into_iter().step_by(7) {
            let view = w.view(w.to_act().unwrap());
            let legal = w.legal_actions().len();
            let (s, _) =
                search_with(&view, &mut Rng::from_state(5), Budget { iterations: 1 }, ROOT_CANDIDATES).unwrap();
            if legal < ROOT_CANDIDATES {
                continue;
            }
            assert_eq!(s.iterations, 12 + 6 + 3 + 2);
            let visits: Vec<u32> = s.children.iter().map(|c| c.1).collect();
            assert_eq!(visits, [4, 4, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1]);
            assert!(s.children.iter().all(|c| (0.0..=1.0).contains(&c.2)));
        }
    }

    /// Cost of a decision (probe): playout actions and time a decision.
    #[test]
    #[ignore = "a probe of some seconds: --ignored --nocapture prints the time a decision"]
    fn cost() {
        let all = positions(2, 2);
        let started = std::time::Instant::now();
        let (mut steps, mut n) = (0u64, 0u64);
        for w in all.iter().step_by(4) {
            let view = w.view(w.to_act().unwrap());
            steps +=
                search_with(&view, &mut Rng::from_state(n), Budget { iterations: BUDGET }, ROOT_CANDIDATES).unwrap().1;
            n += 1;
        }
        let secs = started.elapsed().as_secs_f64();
        println!(
            "{n} decisions, {:.1} ms a decision, {:.3} µs a playout action",
            secs * 1e3 / n as f64,
            secs * 1e6 / steps as f64
        );
    }
}
