//! Errors with a stable machine code: how every engine of the site hands its refusals to a user
//! interface, which words them in its own language.
//!
//! Each game's error types keep their own codes and argument types (a card, a tile, a square);
//! what they share is the form they cross into JavaScript and saved records in:
//! `{"code": "action.squareTaken", "args": {"square": "c3"}}`, the arguments in the order of
//! the English message.

use serde::ser::{SerializeMap, SerializeStruct};
use serde::{Serialize, Serializer};

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
    struct Map<'a, A>(&'a [(&'static str, A)]);
    impl<A: Serialize> Serialize for Map<'_, A> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut map = s.serialize_map(Some(self.0.len()))?;
            for (name, value) in self.0 {
                map.serialize_entry(name, value)?;
            }
            map.end()
        }
    }
    let mut out = s.serialize_struct("Error", 2)?;
    out.serialize_field("code", code)?;
    out.serialize_field("args", &Map(args))?;
    out.end()
}
