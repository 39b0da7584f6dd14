//! # Auf Heller und Pfennig — the rules engine
//!
//! The complete game (Reiner Knizia, 1994) for 2–4 players: the standard game of three rounds,
//! the rulebook's open-ended variant and its game without luck, as read in `RULES.md` of this
//! crate (decisions D1–D8 where the rulebook is silent). A game is its [`Config`] plus a
//! sequence of [`Action`]s; the same seed and actions give the same game everywhere.
//!
//! * [`State::new`] deals a game; [`State::legal_actions`] lists exactly the legal actions;
//!   [`State::play`] plays one, or returns an [`IllegalAction`] and leaves the state untouched.
//! * [`State::play_with`] reports [`Event`]s: every placement, and every lane scored with its
//!   arithmetic ([`LaneScore`]) and what was paid ([`Payment`]).
//! * [`State::view`] is what one player may see; [`View::sample_world`] completes a view;
//!   [`View::observation`] writes it as one line.
//! * [`State::to_notation`] / [`State::from_notation`]: a URL-safe line per position.
//! * [`Game`]: a start and the actions since, with their events; undo and a save format.
//! * [`rules::Heller`]: the game under the contract the site's games share
//!   ([`platform::game::Rules`]), for the records, the property harness and the tournament.
//!
//! ```
//! use heller::{Config, State, Variant};
//! let mut state = State::new(Config { players: 3, variant: Variant::Standard, no_luck: false, seed: 7 }).unwrap();
//! while let Some(&action) = state.legal_actions().first() {
//!     state.play(action).unwrap();
//! }
//! assert!(state.is_over());
//! assert_eq!(state.round(), 3);
//! let total: i64 = (0..3).map(|p| state.money(p) as i64).sum();
//! assert_eq!(total + state.bank(), 150);
//! println!("winners: {:?}", state.winners());
//! ```

pub mod action;
pub mod bot;
// The arguments every error carries beside its code.
mod coded;
pub mod error;
pub mod event;
pub mod facts;
pub mod game;
mod illegal;
mod legal;
mod load_error;
pub mod market;
pub mod notation;
pub mod observation;
mod parse_error;
mod play;
mod position_error;
pub mod rules;
pub mod scoring;
pub mod setup;
// Setup::fill_unused: what an editor left out, put where an example does not look.
mod setup_fill;
pub mod square;
pub mod stall;
pub mod state;
pub mod take_back;
pub mod tile;
pub mod variant;
pub mod view;
pub mod why;
// The JavaScript-facing API (docs/HELLER-JS-API.md): the browser's door to the engine.
#[cfg(target_arch = "wasm32")]
mod wasm;

pub use action::Action;
pub use bot::{choose, BotError, Budget, Level};
pub use error::{IllegalAction, InvalidPosition, LoadError, ParseError, PositionError};
pub use event::{Event, EventSink};
pub use game::{Game, LogEntry};
pub use market::{Cell, Market};
pub use platform::Rng;
pub use scoring::{LaneScore, PartScore, Payment, PlayerAmount};
pub use setup::Setup;
pub use square::{Lane, Square};
pub use stall::{stall_strokes, Stall, Stalls};
pub use state::{Config, Phase, State, Variant};
pub use tile::Tile;
pub use view::View;
