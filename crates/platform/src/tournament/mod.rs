//! Computer players against each other on seat-rotated, duplicate-seeded deals, for any game of
//! the site that implements [`Table`].
//!
//! Each deal is played once per rotation of the lineup, so every participant sits in every seat
//! on the same deal and the same chance (the game's chance comes from the deal's own random
//! source). The luck of the deal and the advantage of a seat are then shared out evenly, and what
//! differs between the participants is how they play. Everything is seeded: the same plan gives
//! the same results on any machine and with any thread count (only the timings differ).
//!
//! Each game's `tournament` program parses its own command line (its variants, levels and
//! budgets), implements [`Table`], and leaves playing ([`play_all`]), tallying ([`tally`]),
//! reporting ([`Outcome`]) and joining a line played in parts ([`combine`]) to this module.

pub mod combine;
mod play;
mod report;
pub mod stats;

pub use play::{decision_seed, play_all, play_game, progress_on_stderr, DealRecord, GameRecord, Plan};
pub use report::{Outcome, Setting};
pub use stats::{estimate, tally, win_shares, Estimate, Tally};

use core::fmt::Display;

/// A game as a tournament plays it: deal, ask the participant in the seat to act from his view
/// alone, play, and read the final scores. The participant never sees the state.
pub trait Table: Sync {
    /// Who can take a seat (a level of computer player, a baseline); its `Display` is its name.
    type Participant: Copy + Eq + Display + Send + Sync;
    /// A complete position.
    type State;
    /// What one seat may see of it.
    type View;
    /// One decision; its `Display` is the game's notation of it.
    type Action: Copy + Display;

    /// The position dealt by `seed` for `players` seats.
    ///
    /// # Errors
    ///
    /// A message when the game cannot be dealt so.
    fn deal(&self, players: u8, seed: u64) -> Result<Self::State, String>;

    /// The seat to decide, or `None` when the game is over.
    fn to_act(state: &Self::State) -> Option<u8>;

    /// What `player` may see.
    fn view(state: &Self::State, player: u8) -> Self::View;

    /// `who`'s decision from `view`, drawing from `seed`.
    ///
    /// # Errors
    ///
    /// The participant's failure, as a message (a bug: the tournament stops and reports it).
    fn decide(&self, who: Self::Participant, view: &Self::View, seed: u64) -> Result<Self::Action, String>;

    /// Plays `action`, leaving the state untouched when refused.
    ///
    /// # Errors
    ///
    /// The engine's refusal, as a message.
    fn play(state: &mut Self::State, action: Self::Action) -> Result<(), String>;

    /// The position in the game's notation, to reproduce a failure.
    fn notation(state: &Self::State) -> String;

    /// Each seat's final score; the highest wins (ties share).
    fn scores(state: &Self::State) -> Vec<i32>;
}
