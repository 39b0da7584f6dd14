//! Errors: every bad input becomes one of these, never a panic.
//!
//! Each error has an English message (its `Display`) and a stable machine code with arguments
//! (`code()` and `args()`, from one table per type: `platform::coded!`; serialized as
//! `{ "code": …, "args": { … } }`), so that a user interface can word it in its own language.
//! Arguments number players and columns from 0, as the JSON API does; the messages count them
//! from 1, as the board and the notation do. Each kind lives beside what it is about; this module
//! gathers them, with the arguments the site's games share (`platform::coded::Arg`: a card is
//! its code, `"B4"`).

pub use crate::illegal::{expected_words, IllegalAction};
pub use crate::parse_error::{Notation, ParseError};
pub use crate::position_error::{InvalidPosition, PositionError};
pub use platform::coded::{Arg, Args};
