//! # Heuchel & Meuchel — the rules engine
//!
//! The complete game (Rudi Hoffmann, Franckh-Kosmos 1990) for 3–6 players, base game and dice
//! variant, as read in `RULES.md`. A game is its [`Config`] plus a sequence of [`Action`]s; the
//! same seed and actions give the same game everywhere.
//!
//! ```
//! use heuchel::{Config, State, Variant};
//! let mut state = State::new(Config { players: 4, variant: Variant::Base, seed: 7 }).unwrap();
//! while let Some(&action) = state.legal_actions().first() {
//!     state.play(action).unwrap();
//! }
//! assert!(state.is_over());
//! ```
//!
//! The code the site's games share (records, the property harness, the tournament) plays it
//! through the common contract, [`platform::game::Rules`], which [`rules::Heuchel`] implements.

pub mod action;
pub mod board;
pub mod bot;
pub mod card;
pub mod error;
pub mod event;
pub mod facts;
mod favours;
pub mod game;
mod goal;
pub mod greedy;
mod illegal;
mod legal;
pub mod legal_groups;
pub mod movement;
pub mod notation;
mod parse_error;
mod play;
mod position_error;
pub mod preview;
pub mod random;
pub use platform::rng;
pub mod rules;
pub mod scoring;
pub mod setup;
pub mod state;
mod take_back;
pub mod variant;
pub mod view;
#[cfg(target_arch = "wasm32")]
pub mod wasm;
pub mod why;
mod world;

pub use action::{Action, ActionList};
pub use card::{Card, CardSet, Class};
pub use error::{IllegalAction, InvalidPosition, ParseError, PositionError};
pub use event::{Event, EventSink, SeenCard};
pub use facts::BoardFacts;
pub use game::Game;
pub use legal::expectation;
pub use setup::Setup;
pub use state::{Config, Phase, State, Step, Variant};
pub use view::View;
