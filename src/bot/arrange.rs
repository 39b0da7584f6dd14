//! Hard's whole setup arrangement, from the placing player's view alone: the order in which he
//! would place every card still in his hand, decided one card at a time on a private copy of the
//! position built from the view (never from the real game).

use super::{any_world, choose, BotError, Budget, Level};
use crate::action::Action;
use crate::card::Card;
use crate::state::Phase;
use crate::view::View;

/// The order in which Hard would place every card of the viewer's hand, the viewer being the
/// player placing now. Card `k` (0-based) is what `choose(Level::Hard, view_k, seed + k, budget)`
/// plays, `view_k` being the viewer's view after placing the cards before it: so each step is
/// exactly what `chooseAction` answers for that view. The steps are played on a world sampled
/// from `view` (its hidden cards drawn with a fixed source), whose view for the viewer depends
/// only on `view` and his own placements: the result is the same for every deal he cannot tell
/// apart.
///
/// # Examples
///
/// ```
/// use heuchel::bot::{arrange::arrange_setup, Budget};
/// use heuchel::{Config, State, Variant};
/// let state = State::new(Config { players: 3, variant: Variant::Base, seed: 5 }).unwrap();
/// let order = arrange_setup(&state.view(0), 1, Budget { iterations: 40 }).unwrap();
/// let mut sorted = order.clone();
/// sorted.sort();
/// let mut hand = state.hand(0).to_vec();
/// hand.sort();
/// assert_eq!(sorted, hand);
/// ```
///
/// # Errors
///
/// [`BotError::NotPlacing`] once the setup is over; [`BotError::NotToAct`] when another player
/// is placing; as [`choose`] for a spectator's view, the full view or an impossible view.
pub fn arrange_setup(view: &View, seed: u64, budget: Budget) -> Result<Vec<Card>, BotError> {
    if matches!(view.phase, Phase::Turn { .. } | Phase::Over) && view.player().is_some() {
        return Err(BotError::NotPlacing);
    }
    let mut copy = any_world(view)?;
    let me = view.viewer;
    let mut order = Vec::with_capacity(view.hand.len());
    while copy.phase() == (Phase::Setup { player: me }) {
        let step = choose(Level::Hard, &copy.view(me), seed.wrapping_add(order.len() as u64), budget)?;
        let Action::Place { card } = step else { return Err(BotError::NotPlacing) };
        copy.play_legal(step);
        order.push(card);
    }
    Ok(order)
}
