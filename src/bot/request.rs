//! Decisions asked for in text, as the browser's worker asks for them: a view in notation in,
//! the decision out. The wasm exports `chooseAction` and `chooseArrangement` are these functions
//! with JavaScript values around them, so native tests drive exactly the worker's path.

use super::arrange::arrange_setup;
use super::{choose, BotError, Budget, Level};
use crate::action::Action;
use crate::card::Card;
use crate::view::View;

/// A view read from its notation (docs/NOTATION.md), as `Game.viewNotation` writes it.
///
/// # Errors
///
/// [`BotError::NotAView`] when the text is not a view's notation.
pub fn view_of_notation(text: &str) -> Result<View, BotError> {
    View::from_notation(text).map_err(BotError::NotAView)
}

/// What `level` plays from a view in notation: the native function behind wasm `chooseAction`.
///
/// # Examples
///
/// ```
/// use heuchel::bot::{choose, request::choose_from_notation, Budget, Level};
/// use heuchel::{Config, State, Variant};
/// let state = State::new(Config { players: 4, variant: Variant::Dice, seed: 8 }).unwrap();
/// let text = state.view(0).to_notation();
/// let budget = Budget { iterations: 50 };
/// let action = choose_from_notation(&text, Level::Hard, 3, budget).unwrap();
/// assert_eq!(action, choose(Level::Hard, &state.view(0), 3, budget).unwrap());
/// assert!(choose_from_notation("4b_nonsense", Level::Easy, 3, budget).is_err());
/// ```
///
/// # Errors
///
/// [`BotError::NotAView`] for text that is not a view, otherwise as [`choose`].
pub fn choose_from_notation(view_notation: &str, level: Level, seed: u64, budget: Budget) -> Result<Action, BotError> {
    choose(level, &view_of_notation(view_notation)?, seed, budget)
}

/// Hard's whole setup arrangement from a view in notation: the native function behind wasm
/// `chooseArrangement` ([`arrange_setup`]).
///
/// # Examples
///
/// ```
/// use heuchel::bot::{request::arrange_from_notation, Budget};
/// use heuchel::{Config, State, Variant};
/// let state = State::new(Config { players: 4, variant: Variant::Dice, seed: 8 }).unwrap();
/// let order = arrange_from_notation(&state.view(0).to_notation(), 3, Budget { iterations: 30 }).unwrap();
/// assert_eq!(order.len(), 6);
/// ```
///
/// # Errors
///
/// [`BotError::NotAView`] for text that is not a view, otherwise as [`arrange_setup`].
pub fn arrange_from_notation(view_notation: &str, seed: u64, budget: Budget) -> Result<Vec<Card>, BotError> {
    arrange_setup(&view_of_notation(view_notation)?, seed, budget)
}
