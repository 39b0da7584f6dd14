//! An action given to the JavaScript API as an object, `{type: "move", from: 3, count: 2, to: 5}`:
//! the shape `Action` serializes to, read back field by field.
//!
//! Not `serde_wasm_bindgen::from_value`: deserializing the internally tagged enum brought serde's
//! buffering deserializer and float formatting into the module, a fifth of its gzipped size.

use crate::action::Action;
use crate::card::Card;
use platform::js::object::{field, refuse, tag_of, Malformed};
use platform::js::whole_in;
use platform::quoted::Quoted;
use wasm_bindgen::prelude::*;

const SHAPE: &str = "expected a text like \"3-5.2\" or an object like {type: \"move\", from: 3, count: 2, to: 5}";

/// The message of the error the API throws for an object that is not an action.
pub(super) fn message(m: &Malformed) -> String {
    format!("not an action: {}", m.why)
}

/// A small whole-number field (rows, columns, counts). Range and legality are the engine's to
/// judge; this only refuses what is not a number of the right size at all.
fn number(object: &JsValue, name: &'static str) -> Result<u8, Malformed> {
    let value = field(object, name)?;
    match value.as_f64() {
        Some(n) => whole_in(n, 0.0..=255.0)
            .map(|i| i as u8)
            .map_or_else(|| refuse(name, &format!("{name} must be a whole number from 0 to 255")), Ok),
        None if value.is_undefined() => refuse(name, &format!("it has no {name}")),
        None => refuse(name, &format!("{name} must be a number")),
    }
}

fn card(object: &JsValue) -> Result<Card, Malformed> {
    let value = field(object, "card")?;
    let Some(text) = value.as_string() else {
        return refuse("card", "card must be a card code like \"B4\"");
    };
    text.parse().or_else(|e: crate::ParseError| refuse("card", &e.to_string()))
}

/// Reads an action object; anything else (a number, an array, an unknown type) is refused.
pub(super) fn action_from_object(value: &JsValue) -> Result<Action, Malformed> {
    let kind = tag_of(value, SHAPE)?;
    Ok(match kind.as_str() {
        "place" => Action::Place { card: card(value)? },
        "move" => {
            Action::Move { from: number(value, "from")?, count: number(value, "count")?, to: number(value, "to")? }
        }
        "take" => Action::Take { column: number(value, "column")?, count: number(value, "count")? },
        "endFavours" => Action::EndFavours,
        "endTurn" => Action::EndTurn,
        "roll" => Action::Roll,
        "lose" => Action::Lose { row: number(value, "row")? },
        other => {
            return refuse(
                "type",
                &format!("unknown type {}: use place, move, take, endFavours, endTurn, roll or lose", Quoted(&other)),
            )
        }
    })
}
