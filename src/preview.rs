//! What a move would cost its mover, worked out from his own view alone: a page that holds no
//! game (an online table's, which has only the seat's view) asks it before a move that would
//! throw away his own cards for arrogance, as a page at one screen asks its game.

use crate::action::Action;
use crate::bot::{any_world, BotError};
use crate::event::{Event, SeenCard};
use crate::view::View;

/// The cards of his own that the viewer of `view`, who must be the player to act, would lose
/// for arrogance by playing `action` (a split leaving a card above its goal: the remainder goes
/// to his discards), bottom card first; empty when the action costs him none, and when the
/// engine would refuse it (playing it says why). The action is played on a world sampled from
/// the view, and each card is named only if he knew it before the move (else masked, with its
/// class): what he is told is what he could know, whatever the sample.
///
/// # Examples
///
/// ```
/// use heuchel::preview::own_loss;
/// use heuchel::{Config, State, Variant};
/// let mut state = State::new(Config { players: 3, variant: Variant::Base, seed: 1 }).unwrap();
/// while state.legal_groups().step == "setup" {
///     let action = state.legal_actions()[0];
///     state.play(action).unwrap();
/// }
/// let player = state.to_act().unwrap();
/// for action in state.legal_actions().iter() {
///     // The same answer as the game's own event, from the view alone.
///     let mut game = state.clone();
///     let mut events = Vec::new();
///     game.play_with(*action, &mut events).unwrap();
///     let lost = events.iter().any(|e| matches!(e, heuchel::Event::Arrogance { column, .. } if *column == player));
///     assert_eq!(!own_loss(&state.view(player), *action).unwrap().is_empty(), lost);
/// }
/// ```
///
/// # Errors
///
/// As [`crate::bot::legal_actions`]: a view that is not of the player to act (a spectator's,
/// the full view, another seat's), or that describes no possible position.
pub fn own_loss(view: &View, action: Action) -> Result<Vec<SeenCard>, BotError> {
    let before = any_world(view)?;
    let me = view.viewer;
    let mut after = before.clone();
    let mut events: Vec<Event> = Vec::new();
    if after.play_with(action, &mut events).is_err() {
        return Ok(Vec::new());
    }
    Ok(events
        .iter()
        .filter_map(|e| match e {
            Event::Arrogance { column, cards, .. } if *column == me => Some(cards),
            _ => None,
        })
        .flat_map(|cards| cards.iter().map(|&card| SeenCard::of(&before, me, card)))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::RandomPlayer;
    use crate::state::{Config, State, Variant};

    /// In random games, for every legal action of every position: the loss read from the view is
    /// the game's own arrogance event for the mover, each card as he knew it before the move.
    /// Losses do happen in these games, so the test compares real ones.
    #[test]
    fn the_loss_from_the_view_is_the_games_own() {
        let mut losses = 0;
        for seed in 0..24u64 {
            let variant = if seed % 2 == 0 { Variant::Base } else { Variant::Dice };
            let mut state = State::new(Config { players: 3 + (seed % 4) as u8, variant, seed }).unwrap();
            let mut player = RandomPlayer::new(seed);
            while let Some(me) = state.to_act() {
                let view = state.view(me);
                for &action in state.legal_actions().iter() {
                    let mut after = state.clone();
                    let mut events: Vec<Event> = Vec::new();
                    after.play_with(action, &mut events).unwrap();
                    let truth: Vec<SeenCard> = events
                        .iter()
                        .filter_map(|e| match e {
                            Event::Arrogance { column, cards, .. } if *column == me => Some(cards),
                            _ => None,
                        })
                        .flat_map(|cards| cards.iter().map(|&c| SeenCard::of(&state, me, c)))
                        .collect();
                    losses += usize::from(!truth.is_empty());
                    assert_eq!(own_loss(&view, action).unwrap(), truth, "{action} in {}", state.to_notation());
                }
                let action = player.choose(&view).unwrap();
                state.play(action).unwrap();
            }
        }
        assert!(losses > 10, "only {losses} moves with a loss were compared");
    }

    /// Nothing is lost by an action the engine refuses, and a view not of the player to act
    /// gets the bots' refusal.
    #[test]
    fn refused_actions_lose_nothing_and_other_views_are_refused() {
        let state = State::new(Config { players: 3, variant: Variant::Base, seed: 4 }).unwrap();
        let me = state.to_act().unwrap();
        assert_eq!(own_loss(&state.view(me), "3-5.1".parse().unwrap()).unwrap(), vec![]);
        let other = (me + 1) % 3;
        assert!(matches!(own_loss(&state.view(other), state.legal_actions()[0]), Err(BotError::NotToAct { .. })));
    }
}
