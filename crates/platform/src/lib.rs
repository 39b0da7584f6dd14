//! # The games' common ground
//!
//! What every rules engine of the site shares rather than copies: the contract each engine keeps
//! ([`game::Rules`]: setup, state, actions, views, play, outcome), and what stands on it once for
//! all games: the record of a game and its replay ([`record`]), a game as it was played, stepped
//! through for take-backs, replays and charts ([`history`]), the recorded playthroughs that
//! keep all each seat sees at every step of a whole game and check it by replaying
//! ([`playthrough`]), and the property harness that checks a game against the contract
//! ([`check`]); the computer players' levels and budgets
//! ([`bot`]); the one seeded random source
//! ([`rng::Rng`]) whose whole state is a `u64` a position notation can carry and whose output is
//! the same on every platform, native and wasm32; and the search of the strongest computer
//! players ([`search`]), which plays any game through a small interface ([`search::Game`]); and,
//! with the `tournament` feature (native programs only: it uses threads and clocks), the
//! tournament harness that measures those players (`tournament`); and the sink through which an
//! engine reports its events ([`events::EventSink`]); a sort for the short lists engines sort, small
//! in WebAssembly ([`small_sort`]); text quoted in error messages without `Debug`'s
//! tables ([`quoted`]); and, in WebAssembly, the JavaScript-facing
//! shell both engines' APIs stand on (`js`: coded errors, values, seeds, objects); and the
//! smallest game that keeps the contract, which the examples and tests of all this play
//! ([`toy`]); and the form in which every engine says why the rules refuse an action ([`why`]).

pub mod bot;
pub mod check;
pub mod coded;
pub mod events;
pub mod game;
pub mod history;
#[cfg(target_arch = "wasm32")]
pub mod js;
pub mod playthrough;
pub mod quoted;
pub mod record;
pub mod rng;
pub mod search;
pub mod small_sort;
#[cfg(feature = "tournament")]
pub mod tournament;
pub mod toy;
pub mod why;

pub use events::EventSink;
pub use rng::Rng;
