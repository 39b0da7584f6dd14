//! Errors: every bad input becomes one of these, never a panic.
//!
//! Each error has an English message (its `Display`) and a stable machine code with arguments
//! (`code()` and `args()`, from one table per type: `platform::coded!`; serialized as
//! `{"code": …, "args": {…}}`), so that a user interface can word it in its own language.
//! Arguments number players from 0; messages count them from 1. Each kind lives beside what it is
//! about; this module gathers them.

pub use crate::coded::{Arg, Args};
pub use crate::illegal::IllegalAction;
pub use crate::load_error::LoadError;
pub use crate::parse_error::{Notation, ParseError};
pub use crate::position_error::{InvalidPosition, PositionError};
