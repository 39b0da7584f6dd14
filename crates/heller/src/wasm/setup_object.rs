//! Setups in the JavaScript API (docs/HELLER-JS-API.md, "Setups"): a position as a plain object
//! a page may build and change (the diagram maker, heller-maker.html), and the engine's verdict
//! on it. `Game.prototype.setup()` gives one, `Game.fromSetup`, `positionOfSetup` and
//! `checkSetup` judge one by [`State::from_setup`], and `fillUnused` completes one by
//! [`Setup::fill_unused`]. The names and shapes are the first game's (docs/JS-API.md, "Setups").
//!
//! The object is [`Setup`]'s serde shape with the config's fields at the top and the two 64-bit
//! numbers (the seed and the chance source's state) as 16 hex digits, as the notation writes
//! them: a JavaScript number holds only 53 bits. It is read back field by field with the view's
//! readers (view_object.rs), naming the field at fault, not by serde's deserializers (which
//! would bring a large share of code into the module).

use super::view_object::{byte, field, list, market, maybe_tile, object, stalls, text, tile, variant, whole};
use super::Game;
use crate::error::Arg;
use crate::game::Game as EngineGame;
use crate::setup::Setup;
use crate::state::{Config, State};
use js_sys::{Object, Reflect};
use platform::js::object::{Malformed, Read};
use platform::js::{coded, thrown, to_js, Thrown};
use wasm_bindgen::prelude::*;

// `Setup`, what `setup()` gives, is derived from `plain::Setup` below. Written out, as they cannot be:
// - `SetupInput`: what the readers below accept, filling in the fields left out; not a serde type.
// - `SetupProblem`: `ErrorInfo` (types.rs) or the readers' own code, with the message; not a serde type.
#[wasm_bindgen(typescript_custom_section)]
const TS_SETUP: &str = r#"
/** What `Game.fromSetup`, `positionOfSetup`, `checkSetup` and `fillUnused` accept: a `Setup` whose
 * `noLuck` (false), `seed` and `rng` ("0"), `toAct` (null: over), `turned` (null), `choosing`
 * (false), `own` (none held) and `pool` (empty) may be left out. */
export type SetupInput = Omit<Setup, "noLuck" | "seed" | "rng" | "toAct" | "turned" | "choosing" | "own" | "pool">
  & Partial<Pick<Setup, "noLuck" | "seed" | "rng" | "toAct" | "turned" | "choosing" | "own" | "pool">>;
/** What `checkSetup` answers for a setup that is not a possible position. */
export type SetupProblem = (ErrorInfo | { code: "setup.malformed"; args: { field: string } }) & { message: string };
"#;

/// The setup object, apart from the engine's `Setup`: named `Setup` in heller.d.ts, as tsify
/// names a type after its Rust name.
mod plain {
    use crate::market::Market;
    use crate::stall::Stalls;
    use crate::state::Variant;
    use crate::tile::Tile;
    use serde::Serialize;
    use tsify_next::Tsify;

    /// A position as a plain object, unchecked (`Game.setup()`; docs/HELLER-JS-API.md, "Setups").
    /// Lists are per player, 0-based. It holds every hidden tile: for editors and tests.
    ///
    /// The engine's `Setup` with the config's fields at the top and the 64-bit numbers in hex.
    #[derive(Serialize, Tsify)]
    #[tsify(missing_as_null)]
    #[serde(rename_all = "camelCase")]
    pub(super) struct Setup<'a> {
        pub players: u8,
        pub variant: Variant,
        pub no_luck: bool,
        /// The game's seed: 16 hex digits.
        pub seed: String,
        /// 1-based.
        pub round: u8,
        /// The player to act (0-based), or null when the game is over.
        pub to_act: Option<u8>,
        /// A tile the player to act turned up from the pool and must place now (D9), else null.
        pub turned: Option<Tile>,
        /// Without luck, a round's opening: the player to act chooses his own tile (D8).
        pub choosing: bool,
        pub money: &'a [u32],
        /// Each player's stalls not yet placed, [I, II, III, IIII].
        pub supply: &'a [Stalls],
        /// Each player's own tile while he holds it, else null.
        pub own: &'a [Option<Tile>],
        /// The pool, top first.
        pub pool: &'a [Tile],
        pub market: &'a Market,
        /// The chance source's state: 16 hex digits.
        pub rng: String,
    }
}

/// The setup as a plain JavaScript object.
fn setup_to_js(setup: &Setup) -> Thrown<JsValue> {
    to_js(&plain::Setup {
        players: setup.config.players,
        variant: setup.config.variant,
        no_luck: setup.config.no_luck,
        seed: format!("{:016x}", setup.config.seed),
        round: setup.round,
        to_act: setup.to_act,
        turned: setup.turned,
        choosing: setup.choosing,
        money: &setup.money,
        supply: &setup.supply,
        own: &setup.own,
        pool: &setup.pool,
        market: &setup.market,
        rng: format!("{:016x}", setup.rng),
    })
}

fn refuse<T>(field: &str, why: &str) -> Read<T> {
    Err(Malformed { field: field.to_string(), why: why.to_string() })
}

fn absent(value: &JsValue) -> bool {
    value.is_undefined() || value.is_null()
}

/// The field `name` of the setup read by `read`; `default` when it is absent (or a refusal
/// naming it, when there is no default).
fn at<T>(setup: &JsValue, name: &str, default: Option<T>, read: impl Fn(&JsValue, &str) -> Read<T>) -> Read<T> {
    let (value, path) = field(setup, "", name)?;
    match default {
        Some(d) if absent(&value) => Ok(d),
        _ => read(&value, &path),
    }
}

/// A 64-bit number as 16 hex digits at most (the notation's form).
fn hex(value: &JsValue, path: &str) -> Read<u64> {
    let text = text(value, path)?;
    if text.is_empty() || text.len() > 16 {
        return refuse(path, "expected 1 to 16 hex digits");
    }
    u64::from_str_radix(&text, 16).or_else(|_| refuse(path, "expected 1 to 16 hex digits"))
}

/// Reads a setup object; anything that is not one is refused, naming the field.
fn setup_from_object(value: &JsValue) -> Read<Setup> {
    object(value, "")?;
    let config = Config {
        players: at(value, "players", None, byte)?,
        variant: at(value, "variant", None, variant)?,
        no_luck: at(value, "noLuck", Some(false), |v, p| {
            v.as_bool().map_or_else(|| refuse(p, "expected true or false"), Ok)
        })?,
        seed: at(value, "seed", Some(0), hex)?,
    };
    Ok(Setup {
        config,
        round: at(value, "round", None, byte)?,
        to_act: at(value, "toAct", Some(None), |v, p| byte(v, p).map(Some))?,
        turned: at(value, "turned", Some(None), maybe_tile)?,
        choosing: at(value, "choosing", Some(false), |v, p| {
            v.as_bool().map_or_else(|| refuse(p, "expected true or false"), Ok)
        })?,
        money: at(value, "money", None, |v, p| list(v, p, |v, p| whole(v, p, u32::MAX as u64).map(|n| n as u32)))?,
        supply: at(value, "supply", None, |v, p| list(v, p, stalls))?,
        own: at(value, "own", Some(vec![None; config.players as usize]), |v, p| list(v, p, maybe_tile))?,
        pool: at(value, "pool", Some(Vec::new()), |v, p| list(v, p, tile))?,
        market: at(value, "market", None, market)?,
        rng: at(value, "rng", Some(0), hex)?,
    })
}

/// A setup object from JavaScript, unchecked (`setup.malformed`, naming the field, when it is
/// not one).
fn setup_of(value: &JsValue) -> Thrown<Setup> {
    setup_from_object(value)
        .map_err(|m| coded(&m.message("a setup", ": "), "setup.malformed", vec![("field", Arg::Text(m.field))]))
}

/// A setup object checked into a state (the `position.*` error of the first check it fails).
fn state_of_setup(value: &JsValue) -> Thrown<State> {
    State::from_setup(&setup_of(value)?).map_err(|e| thrown(&e))
}

#[wasm_bindgen]
impl Game {
    /// A game that starts at a setup object (`Setup`). Throws `setup.malformed` (naming the
    /// field) for an object that is no setup, or the `position.*` code and args of the first
    /// check a position that cannot occur fails (as `fromPosition` does).
    #[wasm_bindgen(js_name = fromSetup)]
    pub fn from_setup(#[wasm_bindgen(unchecked_param_type = "SetupInput")] setup: JsValue) -> Thrown<Game> {
        Ok(Game { inner: EngineGame::from_position(state_of_setup(&setup)?) })
    }

    /// The position now as a setup object, for an editor to change and `checkSetup` to judge.
    /// Like `position()` it holds every hidden tile and the chance source: for editors and
    /// tests, never for a player's eyes.
    #[wasm_bindgen(unchecked_return_type = "Setup")]
    pub fn setup(&self) -> Thrown<JsValue> {
        setup_to_js(&self.inner.state().to_setup())
    }
}

/// A setup object in notation, once the engine has checked it is a possible position.
///
/// # Errors
///
/// Throws as `Game.fromSetup` does: `setup.malformed` or a `position.*` code with its args.
#[wasm_bindgen(js_name = positionOfSetup)]
pub fn position_of_setup(#[wasm_bindgen(unchecked_param_type = "SetupInput")] setup: JsValue) -> Thrown<String> {
    Ok(state_of_setup(&setup)?.to_notation())
}

/// What is wrong with a setup object: `null` when it is a possible position, else
/// `{ code, args, message }` of the error `positionOfSetup` would throw (a malformed object
/// included). Never throws.
#[wasm_bindgen(js_name = checkSetup, unchecked_return_type = "SetupProblem | null")]
pub fn check_setup(#[wasm_bindgen(unchecked_param_type = "SetupInput")] setup: JsValue) -> JsValue {
    let Err(error) = state_of_setup(&setup) else { return JsValue::NULL };
    // The thrown error's own fields (`code`, `args`) and its message, as a plain object.
    let problem = Object::assign(&Object::new(), error.unchecked_ref());
    let message = Reflect::get(&error, &"message".into()).unwrap_or(JsValue::UNDEFINED);
    let _ = Reflect::set(&problem, &"message".into(), &message);
    problem.into()
}

/// A copy of a setup object with what it leaves out put into the game (`Setup::fill_unused`):
/// every tile not on the market, in the pool or held as an own tile under the pool, and each
/// merchant's stalls not on the market in his supply. So an editor places only what his example
/// needs. The result is not checked (`checkSetup` judges it).
///
/// # Errors
///
/// Throws `setup.malformed` (naming the field) for an object that is no setup.
#[wasm_bindgen(js_name = fillUnused, unchecked_return_type = "Setup")]
pub fn fill_unused(#[wasm_bindgen(unchecked_param_type = "SetupInput")] setup: JsValue) -> Thrown<JsValue> {
    setup_of(&setup).and_then(|mut filled| {
        filled.fill_unused();
        setup_to_js(&filled)
    })
}
