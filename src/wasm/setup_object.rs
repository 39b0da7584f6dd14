//! A position given to the JavaScript API as a plain object (`Setup` in docs/JS-API.md), read
//! field by field into the engine's unchecked [`Setup`]; `State::from_setup` then judges it.
//!
//! Read with `js_sys::Reflect` rather than `serde_wasm_bindgen::from_value`, as action objects
//! are (action_object.rs): serde's deserializers for the tagged phase and its error messages would
//! bring a sizeable share of code into the module. The shape is the one `Setup` serializes to,
//! and a test reads it natively with serde (tests/setup.rs); this reader accepts the same.

use crate::card::Card;
use crate::setup::{rng_from_hex, Knowledge, Setup, SetupPile};
use crate::state::{Phase, Step, Variant};
use js_sys::Array;
use platform::js::object::{field_at, is_object, Malformed, Read};
use wasm_bindgen::prelude::*;

fn bad<T>(field: &str, why: &str) -> Read<T> {
    Err(Malformed { field: field.to_string(), why: why.to_string() })
}

fn absent(value: &JsValue) -> bool {
    value.is_undefined() || value.is_null()
}

/// A field of an object; `undefined` when absent.
fn get(object: &JsValue, path: &str, name: &str) -> Read<(JsValue, String)> {
    field_at(object, path, name)
}

fn object(value: &JsValue, field: &str) -> Read<()> {
    if is_object(value) {
        Ok(())
    } else {
        bad(field, "must be an object")
    }
}

fn array(value: &JsValue, field: &str) -> Read<Array> {
    if Array::is_array(value) {
        Ok(Array::from(value))
    } else {
        bad(field, "must be an array")
    }
}

/// Every element of an array, read by `read` with its path (`field[i]`).
fn list<T>(value: &JsValue, field: &str, read: impl Fn(&JsValue, &str) -> Read<T>) -> Read<Vec<T>> {
    let items = array(value, field)?;
    let mut out = Vec::with_capacity(items.length() as usize);
    for i in 0..items.length() {
        out.push(read(&items.get(i), &format!("{field}[{i}]"))?);
    }
    Ok(out)
}

fn small(value: &JsValue, field: &str) -> Read<u8> {
    match value.as_f64() {
        Some(n) => super::whole_in(n, 0.0..=255.0)
            .map(|i| i as u8)
            .map_or_else(|| bad(field, "must be a whole number from 0 to 255"), Ok),
        None if value.is_undefined() => bad(field, "is missing"),
        None => bad(field, "must be a number"),
    }
}

fn string(value: &JsValue, field: &str) -> Read<String> {
    match value.as_string() {
        Some(text) => Ok(text),
        None if value.is_undefined() => bad(field, "is missing"),
        None => bad(field, "must be a string"),
    }
}

fn card(value: &JsValue, field: &str) -> Read<Card> {
    let text = value.as_string().map_or_else(|| bad(field, "must be a card code like \"B4\""), Ok)?;
    text.parse()
        .map_err(|e: crate::ParseError| Malformed { field: field.to_string(), why: format!("is not a card: {e}") })
}

fn cards(value: &JsValue, field: &str) -> Read<Vec<Card>> {
    list(value, field, card)
}

/// A list of lists of cards (hands, discards); absent: empty.
fn card_lists(value: &JsValue, field: &str) -> Read<Vec<Vec<Card>>> {
    if absent(value) {
        return Ok(Vec::new());
    }
    list(value, field, cards)
}

fn step(value: &JsValue, field: &str) -> Read<Step> {
    object(value, field)?;
    let (kind, kind_field) = get(value, field, "step")?;
    Ok(match string(&kind, &kind_field)?.as_str() {
        "move" => Step::Move,
        "favours" => {
            let (row, row_field) = get(value, field, "row")?;
            let (cut, cut_field) = get(value, field, "cut")?;
            let cut = if absent(&cut) { 0 } else { small(&cut, &cut_field)? };
            Step::Favours { row: small(&row, &row_field)?, cut }
        }
        "extra" => Step::Extra,
        "roll" => Step::Roll,
        "extraRoll" => Step::ExtraRoll,
        "rolled" => {
            let (die, die_field) = get(value, field, "die")?;
            Step::Rolled { die: small(&die, &die_field)? }
        }
        _ => return bad(&kind_field, "must be move, favours, extra, roll, extraRoll or rolled"),
    })
}

fn phase(value: &JsValue, field: &str) -> Read<Phase> {
    object(value, field)?;
    let (kind, kind_field) = get(value, field, "phase")?;
    let kind = string(&kind, &kind_field)?;
    if kind == "over" {
        return Ok(Phase::Over);
    }
    let (player, player_field) = get(value, field, "player")?;
    let player = small(&player, &player_field)?;
    match kind.as_str() {
        "setup" => Ok(Phase::Setup { player }),
        "turn" => {
            let (step_value, step_field) = get(value, field, "step")?;
            Ok(Phase::Turn { player, step: step(&step_value, &step_field)? })
        }
        _ => bad(&kind_field, "must be setup, turn or over"),
    }
}

fn pile(value: &JsValue, field: &str) -> Read<SetupPile> {
    object(value, field)?;
    let (row, row_field) = get(value, field, "row")?;
    let (face_down, face_field) = get(value, field, "faceDown")?;
    let (list, cards_field) = get(value, field, "cards")?;
    let face_down = match face_down.as_bool() {
        Some(flag) => flag,
        None if absent(&face_down) => false,
        None => return bad(&face_field, "must be true or false"),
    };
    Ok(SetupPile { row: small(&row, &row_field)?, face_down, cards: cards(&list, &cards_field)? })
}

fn known(entry: &JsValue, field: &str) -> Read<Knowledge> {
    object(entry, field)?;
    let (c, card_field) = get(entry, field, "card")?;
    let (players, players_field) = get(entry, field, "players")?;
    Ok(Knowledge { card: card(&c, &card_field)?, players: list(&players, &players_field, small)? })
}

fn knowledge(value: &JsValue, field: &str) -> Read<Vec<Knowledge>> {
    if absent(value) {
        return Ok(Vec::new());
    }
    list(value, field, known)
}

/// Reads a setup object; anything that is not one (a number, an array, a field of the wrong
/// type) is refused with the field's path.
pub(super) fn setup_from_object(value: &JsValue) -> Read<Setup> {
    object(value, "")
        .map_err(|_| Malformed { field: String::new(), why: "expected an object like game.setup() returns".into() })?;
    let (players, players_field) = get(value, "", "players")?;
    let (variant, variant_field) = get(value, "", "variant")?;
    let variant = match string(&variant, &variant_field)?.as_str() {
        "base" => Variant::Base,
        "dice" => Variant::Dice,
        _ => return bad(&variant_field, "must be \"base\" or \"dice\""),
    };
    let (phase_value, phase_field) = get(value, "", "phase")?;
    let (columns, columns_field) = get(value, "", "columns")?;
    let columns = list(&columns, &columns_field, |piles, path| list(piles, path, pile))?;
    let (hands, hands_field) = get(value, "", "hands")?;
    let (discards, discards_field) = get(value, "", "discards")?;
    let (known, known_field) = get(value, "", "knowledge")?;
    let (rng, rng_field) = get(value, "", "rng")?;
    let rng = if absent(&rng) {
        0
    } else {
        rng_from_hex(&string(&rng, &rng_field)?)
            .map_or_else(|| bad(&rng_field, "must be the generator's state: 1 to 16 hex digits"), Ok)?
    };
    Ok(Setup {
        players: small(&players, &players_field)?,
        variant,
        phase: phase(&phase_value, &phase_field)?,
        columns,
        hands: card_lists(&hands, &hands_field)?,
        discards: card_lists(&discards, &discards_field)?,
        knowledge: knowledge(&known, &known_field)?,
        rng,
    })
}
