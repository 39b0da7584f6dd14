//! The arguments every error of the engine carries beside its code (`{"code": …, "args": {…}}`,
//! platform::coded): numbers, fixed words a page translates, and codes or text as given.

use serde::Serialize;

/// One argument of an error's code.
///
/// # Examples
///
/// ```
/// use heller::error::Arg;
/// assert_eq!(serde_json::to_string(&Arg::Number(3)).unwrap(), "3");
/// assert_eq!(serde_json::to_string(&Arg::Text("c3".into())).unwrap(), r#""c3""#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Arg {
    /// A count, a player (0-based), strokes.
    Number(i64),
    /// One of a fixed set of words (a list's name, a variant): a page translates it.
    Word(&'static str),
    /// A code (a tile `B3`, a square `c3`) or text as it was given.
    Text(String),
}

/// An error's arguments by name, in the order of the message.
pub type Args = Vec<(&'static str, Arg)>;

pub(crate) fn num(n: impl Into<i64>) -> Arg {
    Arg::Number(n.into())
}

pub(crate) fn code_of(x: impl ToString) -> Arg {
    Arg::Text(x.to_string())
}
