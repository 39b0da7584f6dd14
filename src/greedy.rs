//! A simple greedy computer player: it scores each legal action by its immediate gain, judged
//! from its player's view alone (its own column, public tops and heights), and picks the best.

use crate::action::Action;
use crate::bot::{legal_actions, BotError};
use crate::card::Card;
use crate::event::SeenCard;
use crate::rng::Rng;
use crate::view::{View, ViewPile};

/// The best action by the greedy score for the viewer of `view`, who must be the player to act;
/// ties are broken by `rng`. Its legal actions come from [`crate::bot::legal_actions`] (a world
/// sampled from the view with a fixed source), so `rng` only breaks ties.
///
/// # Examples
///
/// ```
/// use heuchel::{greedy::greedy_action, rng::Rng, Config, State, Variant};
/// let state = State::new(Config { players: 3, variant: Variant::Base, seed: 4 }).unwrap();
/// let a = greedy_action(&state.view(0), &mut Rng::from_state(1)).unwrap();
/// assert!(state.legal_actions().contains(&a));
/// ```
///
/// # Errors
///
/// As [`crate::bot::choose`].
pub fn greedy_action(view: &View, rng: &mut Rng) -> Result<Action, BotError> {
    let legal = legal_actions(view)?;
    let mut best: Vec<Action> = Vec::new();
    let mut best_score = i32::MIN;
    for &a in &legal {
        let s = score(view, a);
        if s > best_score {
            best_score = s;
            best.clear();
        }
        if s == best_score {
            best.push(a);
        }
    }
    if best.is_empty() {
        return Err(BotError::GameOver);
    }
    Ok(best[rng.below(best.len() as u32) as usize])
}

fn own_pile(view: &View, row: u8) -> Option<&ViewPile> {
    view.columns.get(view.viewer as usize)?.iter().find(|p| p.row == row && !p.flipped)
}

fn score(view: &View, action: Action) -> i32 {
    match action {
        // Low values first, so the strongest card of each class ends on top, where it leads.
        Action::Place { card } => 10 - card.value() as i32,
        Action::Move { from, count, to } => score_move(view, from, count, to),
        // Take everything offered: blind, but every card taken is a card the victim loses.
        Action::Take { count, .. } => 100 + 10 * count as i32,
        Action::EndFavours => 0,
        Action::EndTurn => 5,
        Action::Roll => 20,
        Action::Lose { row } => {
            let top = own_pile(view, row).and_then(|p| p.cards.first().copied()).and_then(SeenCard::card);
            -10 * top.map_or(6, |c| c.value() as i32)
        }
    }
}

fn score_move(view: &View, from: u8, count: u8, to: u8) -> i32 {
    let Some(pile) = own_pile(view, from) else { return 0 };
    let Some(mover) = pile.cards.first().copied().and_then(SeenCard::card) else { return 0 };
    let mut s = (to - from) as i32 * (10 + 3 * count as i32);
    if to == mover.class().goal_row() {
        s += 60;
    }
    s += victims_at(view, to, mover) * 25;
    if let Some(rest_top) = pile.cards.get(count as usize).copied().and_then(SeenCard::card) {
        let goal = rest_top.class().goal_row();
        if from > goal {
            s -= 200; // the remainder would be discarded for arrogance
        } else if from == goal {
            s += 40; // the remainder would reach its goal
        }
    }
    s
}

/// Standing stacks in other columns on `row` whose visible top ranks below `mover`.
fn victims_at(view: &View, row: u8, mover: Card) -> i32 {
    view.columns
        .iter()
        .enumerate()
        .filter(|&(c, _)| c != view.viewer as usize)
        .filter_map(|(_, piles)| piles.iter().find(|p| p.row == row && !p.flipped))
        .filter(|p| p.cards.first().and_then(|c| c.card()).is_some_and(|top| top < mover))
        .count() as i32
}
