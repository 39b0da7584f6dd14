//! How Hard's search plays on after leaving its tree: every seat by a cheap greedy score of the
//! next action, with a share of uniformly random actions.
//!
//! The score is the greedy baseline's ([`crate::greedy`]) read from the sampled world instead of
//! a view: climb far, reach the goal, land beside lower tops, take what is offered, never leave a
//! remainder above its goal. It models opponents that play sensibly, which uniform random
//! playouts do not: with the die, where one roll decides much, Hard's value estimates from random
//! playouts were mostly noise (docs/journal/bots.md, "Why Hard was weak with the die", issue 14).

use crate::action::{Action, ActionList};
use crate::rng::Rng;
use crate::state::State;

/// The action a playout takes for the player to act in `w`; `None` when the game is over.
/// With probability `random_per_256 / 256` a uniformly random legal action, otherwise the best by
/// [`score`], ties broken at random. `list` is scratch space.
pub(crate) fn next_action(w: &State, rng: &mut Rng, list: &mut ActionList, random_per_256: u32) -> Option<Action> {
    if rng.below(256) < random_per_256 {
        return w.pick_legal(|n| rng.below(n));
    }
    let player = w.to_act()?;
    w.legal_actions_into(list);
    let mut best = i32::MIN;
    let mut ties = 0u32;
    let mut chosen = None;
    for &a in list.iter() {
        let s = score(w, player, a);
        if s > best {
            best = s;
            ties = 1;
            chosen = Some(a);
        } else if s == best {
            // Reservoir sampling: each of the tied actions is kept with equal chance.
            ties += 1;
            if rng.below(ties) == 0 {
                chosen = Some(a);
            }
        }
    }
    chosen
}

/// The greedy baseline's immediate score of `action` for `player` in the world `w`.
fn score(w: &State, player: u8, action: Action) -> i32 {
    let board = w.board();
    let column = player as usize;
    match action {
        // Low values first, so the strongest card of each class ends on top, where it leads.
        Action::Place { card } => 10 - card.value() as i32,
        Action::Move { from, count, to } => {
            let mut cards = board.cards(column, from).skip(count as usize - 1);
            let Some(mover) = board.pile(column, from).map(|p| p.top) else { return 0 };
            let mut s = (to - from) as i32 * (10 + 3 * count as i32);
            if to == mover.class().goal_row() {
                s += 60;
            }
            let victims = (0..w.players())
                .filter(|&c| c != player)
                .filter(|&c| board.standing(c as usize, to).is_some_and(|p| p.top < mover))
                .count() as i32;
            s += 25 * victims;
            cards.next();
            if let Some(rest_top) = cards.next() {
                let goal = rest_top.class().goal_row();
                if from > goal {
                    s -= 200; // the remainder would be discarded for arrogance
                } else if from == goal {
                    s += 40; // the remainder would reach its goal
                }
            }
            s
        }
        // Take everything offered: every card taken is a card the victim loses.
        Action::Take { count, .. } => 100 + 10 * count as i32,
        Action::EndFavours => 0,
        Action::EndTurn => 5,
        // Always roll again: rolling only when at most one number in six would fit no move lost
        // (0.440 against 0.462 win share, dice, 2,400 games, issue 14).
        Action::Roll => 20,
        Action::Lose { row } => -10 * board.pile(column, row).map_or(6, |p| p.top.value() as i32),
    }
}
