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
//! budgets), implements [`Table`] (its rules, its deal and its participants' decisions), and
//! leaves playing ([`play_all`]), tallying ([`tally`]), reporting ([`Outcome`]) and joining a line
//! played in parts ([`combine`]) to this module.

pub mod combine;
mod play;
mod report;
pub mod stats;

pub use play::{decision_seed, play_all, play_game, progress_on_stderr, DealRecord, GameRecord, Plan};
pub use report::{Outcome, Setting};
pub use stats::{estimate, tally, win_shares, Estimate, Tally};

use crate::game::Rules;
use core::fmt::Display;

/// The position of a game at a [`Table`].
pub type State<T> = <<T as Table>::Rules as Rules>::State;
/// What one seat of a [`Table`] may see.
pub type View<T> = <<T as Table>::Rules as Rules>::View;
/// One decision at a [`Table`].
pub type Action<T> = <<T as Table>::Rules as Rules>::Action;

/// A game as a tournament plays it: its rules (the contract every game keeps, [`Rules`]: who
/// is to act, the views, play, the outcome), how it is dealt, and who decides. Each participant
/// is asked to act from his view alone; he never sees the state.
pub trait Table: Sync {
    /// Who can take a seat (a level of computer player, a baseline); its `Display` is its name.
    type Participant: Copy + Eq + Display + Send + Sync;
    /// The game's rules.
    type Rules: Rules;

    /// The position dealt by `seed` for `players` seats.
    ///
    /// # Errors
    ///
    /// A message when the game cannot be dealt so.
    fn deal(&self, players: u8, seed: u64) -> Result<State<Self>, String>;

    /// `who`'s decision from `view`, drawing from `seed`.
    ///
    /// # Errors
    ///
    /// The participant's failure, as a message (a bug: the tournament stops and reports it).
    fn decide(&self, who: Self::Participant, view: &View<Self>, seed: u64) -> Result<Action<Self>, String>;
}
