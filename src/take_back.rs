//! Taking back, as the rules page has it (RULES.md, R12.6): a player may take back his
//! last action, and the computers' since, only while nothing hidden from him has been shown to
//! him since then. One fact for every place that offers it: the page at one screen and the
//! online table's server ask the engine the same question.

use crate::card::Card;
use crate::game::Game;
use std::collections::BTreeSet;

impl Game {
    /// A card that `viewer` can see by value now but could not before action `index` (a blind
    /// cut, a top turned up, a card another player uncovered), or `None` when nothing hidden
    /// from him has been shown to him since: then a take-back to [`Game::at`]`(index)` hides
    /// nothing he has seen. An `index` beyond the game's length asks about nothing (`None`).
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::game::Game;
    /// use heuchel::{Config, Phase, Variant};
    /// let mut game = Game::new(Config { players: 3, variant: Variant::Base, seed: 1 }).unwrap();
    /// let first = game.state().legal_actions()[0];
    /// game.play(first).unwrap();
    /// assert_eq!(game.shown_since(1, 0), None, "a card of the setup goes down hidden");
    /// while matches!(game.state().phase(), Phase::Setup { .. }) {
    ///     let action = game.state().legal_actions()[0];
    ///     game.play(action).unwrap();
    /// }
    /// let setup = game.len();
    /// // The setup's last placement turned the tops up: seat 1 sees cards he could not before.
    /// assert!(game.shown_since(1, setup - 1).is_some());
    /// assert_eq!(game.shown_since(1, setup), None, "nothing since");
    /// ```
    pub fn shown_since(&self, viewer: u8, index: usize) -> Option<Card> {
        let before = self.at(index.min(self.len()))?;
        let then: BTreeSet<Card> = before.state().view(viewer).known_cards().collect();
        self.state().view(viewer).known_cards().find(|card| !then.contains(card))
    }
}
