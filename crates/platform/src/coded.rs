//! Errors with a stable machine code: how every engine of the site hands its refusals to a user
//! interface, which words them in its own language.
//!
//! Each game's error types keep their own codes and argument types (a card, a tile, a square);
//! what they share is the form they cross into JavaScript and saved records in:
//! `{"code": "action.squareTaken", "args": {"square": "c3"}}`, the arguments in the order of
//! the English message.

use serde::ser::{SerializeMap, SerializeStruct};
use serde::{Serialize, Serializer};

/// One argument of an error's code, as every game of the site hands it on: a number (a count, a
/// player or column counted from 0), one of a fixed set of words a page translates (a variant, a
/// list's name, another code), or a code or text as it was given (a card `B4`, a tile `R4`, a
/// square `c3`, the piece of notation that could not be read). Serialized as the plain value.
///
/// # Examples
///
/// ```
/// use platform::coded::Arg;
/// assert_eq!(serde_json::to_string(&Arg::Number(3)).unwrap(), "3");
/// assert_eq!(serde_json::to_string(&Arg::code("c3")).unwrap(), r#""c3""#);
/// assert_eq!(Arg::number(7u8), Arg::Number(7));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A count, a player or a column (0-based), strokes, a die.
    Number(i64),
    /// One of a fixed set of words (a list's name, a variant, a reason's code): a page translates it.
    Word(&'static str),
    /// A code (a card, a tile, a square) or text as it was given: a page shows it, or names it.
    Text(String),
}

impl Serialize for Arg {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Arg::Number(n) => s.serialize_i64(*n),
            Arg::Word(word) => s.serialize_str(word),
            Arg::Text(text) => s.serialize_str(text),
        }
    }
}

impl Arg {
    /// A number.
    pub fn number(n: impl Into<i64>) -> Arg {
        Arg::Number(n.into())
    }

    /// Something written as its code (`Display`): a card, a tile, a square.
    pub fn code(x: impl ToString) -> Arg {
        Arg::Text(x.to_string())
    }
}

/// An error's arguments by name, in the order of the message.
pub type Args = Vec<(&'static str, Arg)>;

/// An error with a stable machine code and its arguments: what every error type of the site's
/// engines is ([`coded!`](crate::coded!) gives it), so that one function turns any of them into
/// what a user interface receives (`platform::js::thrown` in WebAssembly).
pub trait Coded: core::fmt::Display {
    /// The stable machine code (`"action.squareTaken"`).
    fn code(&self) -> &'static str;
    /// The code's arguments by name, in the order of the message.
    fn args(&self) -> Args;
}

/// Serializes an error as `{ "code": code, "args": { name: value, … } }`, the arguments in the
/// order given. Each game's error types call it from their `Serialize` implementations.
///
/// # Examples
///
/// ```
/// use platform::coded::serialize_coded;
/// use serde::{Serialize, Serializer};
///
/// struct Taken(&'static str);
/// impl Serialize for Taken {
///     fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
///         serialize_coded("action.squareTaken", &[("square", self.0)], s)
///     }
/// }
/// assert_eq!(
///     serde_json::to_string(&Taken("c3")).unwrap(),
///     r#"{"code":"action.squareTaken","args":{"square":"c3"}}"#
/// );
/// ```
///
/// # Errors
///
/// The serializer's own errors.
pub fn serialize_coded<S: Serializer, A: Serialize>(
    code: &'static str,
    args: &[(&'static str, A)],
    s: S,
) -> Result<S::Ok, S::Error> {
    let mut out = s.serialize_struct("Error", 2)?;
    out.serialize_field("code", code)?;
    out.serialize_field("args", &ArgMap(args))?;
    out.end()
}

/// Arguments by name serialized as one object, `{"square": "c3"}`: the `args` of the coded form
/// ([`serialize_coded`]) and of a reason ([`crate::why::Reason`]).
pub(crate) struct ArgMap<'a, A>(pub(crate) &'a [(&'static str, A)]);

impl<A: Serialize> Serialize for ArgMap<'_, A> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (name, value) in self.0 {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

/// Gives an error type its stable machine codes and their arguments from one table, one row per
/// kind, and serializes it in the coded form ([`serialize_coded`]): `code()`, `args()` and
/// `Serialize`, in place of a match for each. A row is a pattern of the type's values (its
/// bindings are references), `=>`, the code (a literal, or an expression such as a wrapped
/// error's own code), `;`, and the arguments in brackets as `name: value`, optionally followed by
/// `; more` where `more` is an iterable of further `(name, argument)` pairs (a wrapped error's
/// own arguments). The English message stays the type's `Display` (thiserror).
///
/// `coded!(Type { rows })`: each argument is converted with `Arg::from` ([`Arg`]); the doc
/// comments given before `code` and `args` document `Type::code` and `Type::args`. The type also
/// becomes a [`Coded`].
///
/// # Examples
///
/// ```
/// use platform::coded::Arg;
///
/// #[derive(Debug)]
/// enum Refusal { Taken { square: String }, Over }
/// # impl std::fmt::Display for Refusal { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { f.write_str("refused") } }
///
/// #[derive(Debug)]
/// enum Load { Refused { index: usize, error: Refusal } }
/// # impl std::fmt::Display for Load { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { f.write_str("not loaded") } }
///
/// platform::coded!(Refusal {
///     /// The machine code.
///     code,
///     /// The code's arguments.
///     args,
///     Refusal::Taken { square } => "action.squareTaken"; [square: Arg::code(square)],
///     Refusal::Over => "action.gameOver"; [],
/// });
///
/// platform::coded!(Load {
///     /// The machine code.
///     code,
///     /// The code's arguments: the index, then the refusal's own.
///     args,
///     Load::Refused { index, error } => "load.illegal"; [index: Arg::number(*index as i64), reason: Arg::Word(error.code()); error.args()],
/// });
///
/// let taken = Refusal::Taken { square: "c3".into() };
/// assert_eq!(taken.code(), "action.squareTaken");
/// assert_eq!(taken.args(), vec![("square", Arg::code("c3"))]);
/// assert_eq!(serde_json::to_string(&taken).unwrap(), r#"{"code":"action.squareTaken","args":{"square":"c3"}}"#);
/// assert_eq!(serde_json::to_string(&Refusal::Over).unwrap(), r#"{"code":"action.gameOver","args":{}}"#);
/// let load = Load::Refused { index: 2, error: taken };
/// assert_eq!(
///     serde_json::to_string(&load).unwrap(),
///     r#"{"code":"load.illegal","args":{"index":2,"reason":"action.squareTaken","square":"c3"}}"#
/// );
/// ```
#[macro_export]
macro_rules! coded {
    (
        $ty:ty {
            $(#[$code_doc:meta])* code,
            $(#[$args_doc:meta])* args,
            $( $pat:pat => $code:expr ; [ $( $name:ident : $value:expr ),* $( ; $rest:expr )? ] ),+ $(,)?
        }
    ) => {
        impl $ty {
            $(#[$code_doc])*
            #[allow(unused_variables)]
            pub fn code(&self) -> &'static str {
                match self {
                    $( $pat => $code, )+
                }
            }

            $(#[$args_doc])*
            #[allow(unused_variables, unused_mut, clippy::useless_conversion, clippy::vec_init_then_push)]
            pub fn args(&self) -> $crate::coded::Args {
                match self {
                    $( $pat => {
                        let mut out: $crate::coded::Args =
                            ::std::vec![ $( (stringify!($name), <$crate::coded::Arg>::from($value)) ),* ];
                        $( out.extend($rest); )?
                        out
                    } )+
                }
            }
        }

        impl $crate::coded::Coded for $ty {
            fn code(&self) -> &'static str {
                <$ty>::code(self)
            }
            fn args(&self) -> $crate::coded::Args {
                <$ty>::args(self)
            }
        }

        impl ::serde::Serialize for $ty {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> ::core::result::Result<S::Ok, S::Error> {
                $crate::coded::serialize_coded(self.code(), &self.args(), s)
            }
        }
    };
}
