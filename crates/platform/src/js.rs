//! The JavaScript-facing shell the site's engines stand on (WebAssembly only): how an API built
//! with wasm-bindgen throws its errors, hands values to JavaScript, and reads the numbers, seeds
//! and objects a page gives it. Each game's `wasm` module keeps its own classes, functions and
//! types; what is the same for both lives here, once.
//!
//! Errors: every error an API throws is a JavaScript `Error` with an English `message` (for
//! consoles and logs), a stable machine `code` and its `args`, so that a page can word it in its
//! own language ([`coded_error`]). Each game gives its argument type a [`JsArg`] conversion.

use js_sys::{Array, Object, Reflect};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// What an API function returns: the value, or the error it throws.
pub type Thrown<T> = Result<T, JsValue>;

/// An error's argument as JavaScript receives it (a number or a string).
pub trait JsArg {
    /// The argument as a JavaScript value.
    fn to_js(&self) -> JsValue;
}

/// The site's error arguments ([`crate::coded::Arg`]) as JavaScript receives them: a number, or a
/// string.
impl JsArg for crate::coded::Arg {
    fn to_js(&self) -> JsValue {
        match self {
            crate::coded::Arg::Number(n) => JsValue::from_f64(*n as f64),
            crate::coded::Arg::Word(word) => JsValue::from_str(word),
            crate::coded::Arg::Text(text) => JsValue::from_str(text),
        }
    }
}

/// An engine's error ([`Coded`](crate::coded::Coded)) as the JavaScript `Error` the APIs throw:
/// its English message, its code and its arguments.
pub fn thrown<E: crate::coded::Coded + ?Sized>(error: &E) -> JsValue {
    coded_error(&error.to_string(), error.code(), &js_args(&error.args()))
}

/// An error an API makes itself (a value that is no seed, no viewer, …): `message` in English,
/// its `code` and its arguments.
pub fn coded(message: &str, code: &'static str, args: crate::coded::Args) -> JsValue {
    coded_error(message, code, &js_args(&args))
}

/// A game's own arguments (its `Arg` type, a [`JsArg`]) as [`coded_error`] takes them.
pub fn js_args<A: JsArg>(args: &[(&'static str, A)]) -> Vec<(&'static str, JsValue)> {
    args.iter().map(|(name, value)| (*name, value.to_js())).collect()
}

/// A JavaScript `Error` with `message`, and `code` and `args` (an object of the arguments by
/// name, empty when the code needs none) as properties. Not inlined: every exported function of
/// an API throws through it.
#[inline(never)]
pub fn coded_error(message: &str, code: &str, args: &[(&'static str, JsValue)]) -> JsValue {
    let object = Object::new();
    for (name, value) in args {
        let _ = Reflect::set(&object, &JsValue::from_str(name), value);
    }
    let error = js_sys::Error::new(message);
    let _ = Reflect::set(&error, &JsValue::from_str("code"), &JsValue::from_str(code));
    let _ = Reflect::set(&error, &JsValue::from_str("args"), &object);
    error.into()
}

/// Why-not reasons ([`crate::why::Reason`]) as the JavaScript array `whyNot` answers: objects
/// `{ code, args, rule, marks: [{ role, at }] }`, each place made by `at`. Built here rather than
/// serialized: a serializer for each game's place type cost more in the module than this.
pub fn reasons_to_js<P>(reasons: &[crate::why::Reason<P>], at: impl Fn(&P) -> JsValue) -> JsValue {
    let set = |object: &Object, name: &str, value: &JsValue| {
        let _ = Reflect::set(object, &JsValue::from_str(name), value);
    };
    let out = Array::new();
    for reason in reasons {
        let args = Object::new();
        for (name, value) in &reason.args {
            set(&args, name, &value.to_js());
        }
        let marks = Array::new();
        for mark in &reason.marks {
            let m = Object::new();
            set(&m, "role", &JsValue::from_str(mark.role));
            set(&m, "at", &at(&mark.at));
            marks.push(&m);
        }
        let r = Object::new();
        set(&r, "code", &JsValue::from_str(reason.code));
        set(&r, "args", &args);
        set(&r, "rule", &JsValue::from_str(reason.rule));
        set(&r, "marks", &marks);
        out.push(&r);
    }
    out.into()
}

/// An error whose code needs no arguments.
pub fn plain_error(message: &str, code: &str) -> JsValue {
    coded_error(message, code, &[])
}

/// A value as a plain JavaScript object (maps as objects, 64-bit numbers as numbers); an
/// `engine.internal` error if it cannot be one.
///
/// # Errors
///
/// `engine.internal`, with the serializer's message, for a value serde cannot express in JavaScript.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Thrown<JsValue> {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| {
        let message = e.to_string();
        coded_error(&message, "engine.internal", &[("message", JsValue::from_str(&message))])
    })
}

/// The largest whole number a JavaScript number holds exactly (2^53 − 1).
pub const MAX_SAFE: f64 = 9_007_199_254_740_991.0;

/// `n` as an integer, when it is a whole number within `range` (JavaScript has only doubles).
pub fn whole_in(n: f64, range: core::ops::RangeInclusive<f64>) -> Option<u64> {
    (n.fract() == 0.0 && range.contains(&n)).then_some(n as u64)
}

/// A game's seed from JavaScript: a whole number, a decimal string, or nothing (then a random
/// one from the browser's crypto source).
///
/// # Errors
///
/// `game.seed` for anything else; `game.noRandom` when no seed is given and the platform has no
/// random source.
pub fn seed_of(value: &JsValue) -> Thrown<u64> {
    if value.is_undefined() || value.is_null() {
        let mut bytes = [0u8; 8];
        getrandom::fill(&mut bytes).map_err(|e| plain_error(&format!("no random source: {e}"), "game.noRandom"))?;
        return Ok(u64::from_le_bytes(bytes));
    }
    if let Some(n) = value.as_f64() {
        return whole_in(n, 0.0..=MAX_SAFE).ok_or_else(|| {
            plain_error("a seed must be a whole number from 0 to 2^53, or a decimal string", "game.seed")
        });
    }
    match value.as_string().map(|s| s.trim().parse::<u64>()) {
        Some(Ok(n)) => Ok(n),
        _ => Err(plain_error("a seed must be a whole number or a decimal string", "game.seed")),
    }
}

/// Reading plain objects a page hands an API (actions, views, setups) field by field, so that a
/// malformed one is refused naming the field at fault — and without serde's deserializers, which
/// would bring a large share of code into each module.
pub mod object {
    use super::*;

    /// Why a value is not of the shape asked for: the field at fault (`""`: the value itself; a
    /// path such as `market.cells.3.kind` for nested fields) and why, in English.
    pub struct Malformed {
        /// The field at fault.
        pub field: String,
        /// Why, in English.
        pub why: String,
    }

    impl Malformed {
        /// The message of the error an API throws: "not {what}: {why}", or with the field
        /// named before the reason, after `separator` ("not a view: market.cells.3: expected an
        /// object").
        pub fn message(&self, what: &str, separator: &str) -> String {
            if self.field.is_empty() {
                format!("not {what}: {}", self.why)
            } else {
                format!("not {what}: {}{separator}{}", self.field, self.why)
            }
        }
    }

    /// What a reader returns: the value read, or why the object is not of the shape asked for.
    pub type Read<T> = Result<T, Malformed>;

    /// The path of field `name` inside the object at `path` (`market.cells`; just `name` at the top).
    pub fn join(path: &str, name: &str) -> String {
        if path.is_empty() {
            name.to_string()
        } else {
            format!("{path}.{name}")
        }
    }

    /// The field `name` of the object at `path`, with its own path; `undefined` when absent.
    ///
    /// # Errors
    ///
    /// A [`Malformed`] naming the field's path when it cannot be read (a getter that throws).
    pub fn field_at(object: &JsValue, path: &str, name: &str) -> Read<(JsValue, String)> {
        let path = join(path, name);
        match Reflect::get(object, &JsValue::from_str(name)) {
            Ok(value) => Ok((value, path)),
            Err(_) => refuse(&path, "cannot be read"),
        }
    }

    /// Refuses the value: `field` is at fault, for `why`.
    ///
    /// # Errors
    ///
    /// Always: that is its purpose.
    pub fn refuse<T>(field: &str, why: &str) -> Result<T, Malformed> {
        Err(Malformed { field: field.to_string(), why: why.to_string() })
    }

    /// The `type` of a tagged object (`{type: "move", …}`, the shape serde gives an internally
    /// tagged enum).
    ///
    /// # Errors
    ///
    /// A [`Malformed`] whose reason is `shape` (the shape expected, in words) when the value is
    /// not an object, or its `type` is not a text.
    pub fn tag_of(value: &JsValue, shape: &str) -> Read<String> {
        if !is_object(value) {
            return refuse("", shape);
        }
        match field(value, "type")?.as_string() {
            Some(kind) => Ok(kind),
            None => refuse("type", shape),
        }
    }

    /// Whether the value is a JavaScript object (not an array, not null).
    pub fn is_object(value: &JsValue) -> bool {
        value.is_object() && !Array::is_array(value)
    }

    /// The field `name` of an object; `undefined` when absent.
    ///
    /// # Errors
    ///
    /// A [`Malformed`] naming the field when it cannot be read (a getter that throws).
    pub fn field(object: &JsValue, name: &str) -> Result<JsValue, Malformed> {
        Reflect::get(object, &JsValue::from_str(name)).or_else(|_| refuse(name, &format!("its {name} cannot be read")))
    }
}

/// A text from JavaScript; anything else reads as no text at all (which no reader accepts), so
/// that a page passing `null` (an empty storage slot) gets the engine's coded error.
pub fn text_of(value: &JsValue) -> String {
    value.as_string().unwrap_or_default()
}

/// An index into a game's actions (`game.index` when it is not a whole number from 0).
///
/// # Errors
///
/// `game.index` for a negative, fractional, unsafe or non-finite number.
pub fn index_of(k: f64) -> Thrown<usize> {
    whole_in(k, 0.0..=MAX_SAFE).map(|n| n as usize).ok_or_else(|| {
        coded("an index into the actions is a whole number from 0", "game.index", crate::coded::Args::new())
    })
}

/// The modules' allocator: Talc, which is smaller and faster in WebAssembly than Rust's default
/// (dlmalloc).
#[cfg(not(target_feature = "atomics"))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// The methods both games' wasm `Game` classes have word for word, written once: a second
/// `#[wasm_bindgen] impl` block for the class `$class` (wasm-bindgen takes several), over its
/// field `inner`, the game's record of type `$game` (each engine's `Game`, built on
/// [`crate::history::History`]), whose positions are `$state`. The record has `state()` (whose
/// state answers `players()`, `to_act()`, `is_over()` and `to_notation()`), `len()`, `actions()`
/// (whose items are the actions in their text forms by `Display`), `save()`, `at(k)`,
/// `from_position(state)` and `load(text)`, and the state `from_notation(text)`; errors are the
/// engine's coded errors. Each game's own class keeps what differs: how a new game is dealt, its
/// views, logs, legal actions and computer players.
///
/// Gives JavaScript: `players` (a getter), `toAct()`, `isOver()`, `save()`, `position()`,
/// `actionCount()`, `actionTexts()`, `at(k)`, and the static `fromPosition(notation)` and
/// `load(save)`. A text argument that is not a string reads as no text (so that a page passing
/// `null`, an empty storage slot, gets the engine's coded error); `at` throws `game.index` for
/// a `k` that is not a whole number from 0.
#[macro_export]
macro_rules! js_game_record {
    ($class:ident, $game:ty, $state:ty) => {
        #[wasm_bindgen::prelude::wasm_bindgen]
        impl $class {
            /// A game that starts at a position given in notation (`position()`). Throws the
            /// engine's coded error (`notation.position` or `position.*`, with `args`) when the
            /// text is not a possible position.
            #[wasm_bindgen(js_name = fromPosition)]
            pub fn from_position(
                #[wasm_bindgen(unchecked_param_type = "string")] notation: wasm_bindgen::JsValue,
            ) -> $crate::js::Thrown<$class> {
                let state =
                    <$state>::from_notation(&$crate::js::text_of(&notation)).map_err(|e| $crate::js::thrown(&e))?;
                Ok($class { inner: <$game>::from_position(state) })
            }

            /// Restores a game from `save()`, replaying its actions. Throws the engine's coded
            /// error (which part of the text is wrong, or which action is refused where it
            /// stands) when the text is no saved game.
            pub fn load(
                #[wasm_bindgen(unchecked_param_type = "string")] save: wasm_bindgen::JsValue,
            ) -> $crate::js::Thrown<$class> {
                <$game>::load(&$crate::js::text_of(&save))
                    .map(|inner| $class { inner })
                    .map_err(|e| $crate::js::thrown(&e))
            }

            /// A new game: this one after only its first `k` actions (all of them when `k` is
            /// larger), for stepping through a record or taking an action back
            /// (`at(actionCount() - 1)`). This game is left as it is. Throws `game.index` when
            /// `k` is not a whole number from 0.
            pub fn at(&self, k: f64) -> $crate::js::Thrown<$class> {
                let k = $crate::js::index_of(k)?.min(self.inner.len());
                self.inner.at(k).map(|inner| $class { inner }).ok_or_else(|| {
                    $crate::js::coded(
                        "the game's start could not be made again",
                        "game.replay",
                        $crate::coded::Args::new(),
                    )
                })
            }

            /// The number of players at the table.
            #[wasm_bindgen(getter)]
            pub fn players(&self) -> u8 {
                self.inner.state().players()
            }

            /// The player to act (0-based), or undefined when the game is over.
            #[wasm_bindgen(js_name = toAct)]
            pub fn to_act(&self) -> Option<u8> {
                self.inner.state().to_act()
            }

            /// Whether the game has ended.
            #[wasm_bindgen(js_name = isOver)]
            pub fn is_over(&self) -> bool {
                self.inner.state().is_over()
            }

            /// The whole game as text (its start and every action), hidden information included:
            /// for saving, never for display. `Game.load` reads it back.
            pub fn save(&self) -> String {
                self.inner.save()
            }

            /// The position now in notation. It holds hidden information (whatever no player or
            /// only one may see, and the chance source's future): for links that open a position a
            /// person wrote (rule diagrams) and for tests, never for showing a player's game.
            pub fn position(&self) -> String {
                self.inner.state().to_notation()
            }

            /// How many actions have been played.
            #[wasm_bindgen(js_name = actionCount)]
            pub fn action_count(&self) -> usize {
                self.inner.len()
            }

            /// The actions played so far, in their text forms.
            #[wasm_bindgen(js_name = actionTexts)]
            pub fn action_texts(&self) -> Vec<String> {
                self.inner.actions().iter().map(|a| a.to_string()).collect()
            }
        }
    };
}
