//! An action given to the JavaScript API as an object, `{type: "stall", stall: 2, square: "c3"}`:
//! the shape [`Action`] serializes to, read back field by field, so that a malformed object is
//! refused naming the field at fault.

use crate::action::Action;
use crate::square::Square;
use crate::stall::Stall;
use crate::tile::Tile;
use platform::js::object::{field, refuse, tag_of, Malformed};
use platform::quoted::Quoted;
use wasm_bindgen::prelude::*;

const SHAPE: &str = "expected a text like \"s2c3\" or an object like {type: \"stall\", stall: 2, square: \"c3\"}";

/// The message of the error the API throws for an object that is not an action.
pub(super) fn message(m: &Malformed) -> String {
    format!("not an action: {}", m.why)
}

/// A text field read by `T`'s parser (a square's name, a tile's code).
fn text<T: core::str::FromStr<Err = crate::ParseError>>(
    object: &JsValue,
    name: &'static str,
    like: &str,
) -> Result<T, Malformed> {
    let value = field(object, name)?;
    match value.as_string() {
        Some(text) => text.parse().or_else(|e: crate::ParseError| refuse(name, &e.to_string())),
        None if value.is_undefined() => refuse(name, &format!("it has no {name}")),
        None => refuse(name, &format!("{name} must be a text like \"{like}\"")),
    }
}

fn square(object: &JsValue) -> Result<Square, Malformed> {
    text(object, "square", "c3")
}

/// The stall's strokes, a whole number 1–4.
fn stall(object: &JsValue) -> Result<Stall, Malformed> {
    let value = field(object, "stall")?;
    let strokes =
        value.as_f64().and_then(|n| platform::js::whole_in(n, 0.0..=255.0)).and_then(|n| Stall::from_strokes(n as u8));
    match strokes {
        Some(stall) => Ok(stall),
        None if value.is_undefined() => refuse("stall", "it has no stall"),
        None => refuse("stall", "stall must be its strokes, a whole number from 1 to 4"),
    }
}

/// Reads an action object; anything else (a number, an array, an unknown type) is refused.
pub(super) fn action_from_object(value: &JsValue) -> Result<Action, Malformed> {
    let kind = tag_of(value, SHAPE)?;
    Ok(match kind.as_str() {
        "stall" => Action::Stall { stall: stall(value)?, square: square(value)? },
        "turnUp" => Action::TurnUp,
        "placeTurned" => Action::PlaceTurned { square: square(value)? },
        "pick" => Action::Pick { tile: text::<Tile>(value, "tile", "R4")?, square: square(value)? },
        "own" => Action::Own { square: square(value)? },
        "choose" => Action::Choose { tile: text::<Tile>(value, "tile", "R4")? },
        "pass" => Action::Pass,
        other => {
            return refuse(
                "type",
                &format!("unknown type {}: use stall, turnUp, placeTurned, pick, own, choose or pass", Quoted(&other)),
            )
        }
    })
}
