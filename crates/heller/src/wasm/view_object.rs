//! A view given back to the JavaScript API (`chooseAction`), as the object `Game.view` returns:
//! the shape [`View`] serializes to, read back field by field.
//!
//! Not `serde_wasm_bindgen::from_value`: deserializing the view's internally tagged enums (the
//! phase, the market's cells) brought serde's buffering deserializer into the module, a quarter
//! of its gzipped size. Reading by hand also names the field at fault. Whether a position fits
//! the view is the engine's to judge ([`View::sample_world`]); this only refuses what is not a
//! view's shape at all. Its field readers also read setups (setup_object.rs), which hold the same
//! market, tiles and stalls.

use crate::market::{Cell, Market};
use crate::square::{Lane, Square, COLUMNS, ROWS};
use crate::stall::{Stall, Stalls};
use crate::state::{Phase, Variant};
use crate::tile::Tile;
use crate::view::View;
use js_sys::Array;
use platform::js::object::{field_at, is_object, Malformed, Read};
use platform::js::whole_in;
use platform::quoted::Quoted;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The most entries a list of a view can have: every list is per player, per square or per tile.
const MAX_ENTRIES: u32 = 255;

fn refuse<T>(field: &str, why: impl Into<String>) -> Read<T> {
    Err(Malformed { field: field.to_string(), why: why.into() })
}

/// A JavaScript object (not an array, not null).
pub(super) fn object(value: &JsValue, path: &str) -> Read<()> {
    if is_object(value) {
        Ok(())
    } else {
        refuse(path, "expected an object")
    }
}

/// The field `name` of the object at `path`, and its own path.
pub(super) fn field(value: &JsValue, path: &str, name: &str) -> Read<(JsValue, String)> {
    field_at(value, path, name)
}

/// A whole number from 0 to `max`.
pub(super) fn whole(value: &JsValue, path: &str, max: u64) -> Read<u64> {
    match value.as_f64().and_then(|n| whole_in(n, 0.0..=max as f64)) {
        Some(n) => Ok(n),
        None => refuse(path, format!("expected a whole number from 0 to {max}")),
    }
}

pub(super) fn byte(value: &JsValue, path: &str) -> Read<u8> {
    whole(value, path, u8::MAX as u64).map(|n| n as u8)
}

pub(super) fn boolean(value: &JsValue, path: &str) -> Read<bool> {
    value.as_bool().map_or_else(|| refuse(path, "expected true or false"), Ok)
}

pub(super) fn text(value: &JsValue, path: &str) -> Read<String> {
    value.as_string().map_or_else(|| refuse(path, "expected a text"), Ok)
}

/// A list, each entry read by `entry` with its own path.
pub(super) fn list<T>(value: &JsValue, path: &str, entry: impl Fn(&JsValue, &str) -> Read<T>) -> Read<Vec<T>> {
    let Some(array) = value.dyn_ref::<Array>() else { return refuse(path, "expected a list") };
    if array.length() > MAX_ENTRIES {
        return refuse(path, format!("more than {MAX_ENTRIES} entries"));
    }
    (0..array.length()).map(|i| entry(&array.get(i), &format!("{path}.{i}"))).collect()
}

pub(super) fn tile(value: &JsValue, path: &str) -> Read<Tile> {
    text(value, path)?.parse().or_else(|e: crate::ParseError| refuse(path, e.to_string()))
}

/// A tile or nothing (`null`).
pub(super) fn maybe_tile(value: &JsValue, path: &str) -> Read<Option<Tile>> {
    if value.is_null() || value.is_undefined() {
        Ok(None)
    } else {
        tile(value, path).map(Some)
    }
}

/// Stalls by kind: a list of exactly four counts.
pub(super) fn stalls(value: &JsValue, path: &str) -> Read<Stalls> {
    let counts = list(value, path, byte)?;
    counts.try_into().or_else(|_| refuse(path, "expected four counts: I, II, III and IIII"))
}

pub(super) fn variant(value: &JsValue, path: &str) -> Read<Variant> {
    let name = text(value, path)?;
    [Variant::Standard, Variant::OpenEnded]
        .into_iter()
        .find(|v| v.name() == name)
        .map_or_else(|| refuse(path, format!("unknown variant {}: standard or openEnded", Quoted(&name))), Ok)
}

fn phase(value: &JsValue, path: &str) -> Read<Phase> {
    object(value, path)?;
    let (kind, kind_path) = field(value, path, "phase")?;
    match text(&kind, &kind_path)?.as_str() {
        "over" => Ok(Phase::Over),
        kind @ ("turn" | "turned" | "choose") => {
            let (player, player_path) = field(value, path, "player")?;
            let player = byte(&player, &player_path)?;
            Ok(match kind {
                "turn" => Phase::Turn { player },
                "choose" => Phase::Choose { player },
                _ => {
                    let (t, tile_path) = field(value, path, "tile")?;
                    Phase::Turned { player, tile: tile(&t, &tile_path)? }
                }
            })
        }
        other => refuse(&kind_path, format!("unknown phase {}: turn, turned, choose or over", Quoted(&other))),
    }
}

fn cell(value: &JsValue, path: &str) -> Read<Cell> {
    object(value, path)?;
    let (kind, kind_path) = field(value, path, "kind")?;
    match text(&kind, &kind_path)?.as_str() {
        "empty" => Ok(Cell::Empty),
        "tile" => {
            let (t, tile_path) = field(value, path, "tile")?;
            Ok(Cell::Tile { tile: tile(&t, &tile_path)? })
        }
        "stall" => {
            let (player, player_path) = field(value, path, "player")?;
            let (strokes, stall_path) = field(value, path, "stall")?;
            let stall = Stall::from_strokes(byte(&strokes, &stall_path)?);
            let Some(stall) = stall else { return refuse(&stall_path, "a stall has 1 to 4 strokes") };
            Ok(Cell::Stall { player: byte(&player, &player_path)?, stall })
        }
        other => refuse(&kind_path, format!("unknown kind {}: empty, tile or stall", Quoted(&other))),
    }
}

pub(super) fn market(value: &JsValue, path: &str) -> Read<Market> {
    object(value, path)?;
    let (cells, cells_path) = field(value, path, "cells")?;
    let cells = list(&cells, &cells_path, cell)?;
    let count = Square::all().count();
    if cells.len() != count {
        return refuse(&cells_path, format!("expected {count} squares, found {}", cells.len()));
    }
    let mut market = Market::new();
    for (square, cell) in Square::all().zip(cells) {
        market.put(square, cell);
    }
    Ok(market)
}

/// A lane: `{row: 0-4}` or `{column: 0-5}`.
pub(super) fn lane(value: &JsValue, path: &str) -> Read<Lane> {
    object(value, path)?;
    let (row, row_path) = field(value, path, "row")?;
    if !row.is_undefined() {
        let r = whole(&row, &row_path, (ROWS - 1) as u64)?;
        return Ok(Lane::Row(r as u8));
    }
    let (column, column_path) = field(value, path, "column")?;
    if column.is_undefined() {
        return refuse(path, "expected {row: 0-4} or {column: 0-5}");
    }
    Ok(Lane::Column(whole(&column, &column_path, (COLUMNS - 1) as u64)? as u8))
}

/// A whole number, negative or not (the bank's balance).
fn signed(value: &JsValue, path: &str) -> Read<i64> {
    match value.as_f64() {
        Some(n) if n.fract() == 0.0 && n.abs() <= platform::js::MAX_SAFE => Ok(n as i64),
        _ => refuse(path, "expected a whole number"),
    }
}

/// The field `name` of the view, read by `read`.
fn at<T>(view: &JsValue, name: &str, read: impl Fn(&JsValue, &str) -> Read<T>) -> Read<T> {
    let (value, path) = field(view, "", name)?;
    read(&value, &path)
}

/// Reads a view object; anything that is not one is refused, naming the field.
pub(super) fn view_from_object(value: &JsValue) -> Read<View> {
    object(value, "")?;
    Ok(View {
        viewer: at(value, "viewer", byte)?,
        players: at(value, "players", byte)?,
        variant: at(value, "variant", variant)?,
        no_luck: at(value, "noLuck", boolean)?,
        round: at(value, "round", byte)?,
        phase: at(value, "phase", phase)?,
        market: at(value, "market", market)?,
        money: at(value, "money", |v, p| list(v, p, |v, p| whole(v, p, u32::MAX as u64).map(|n| n as u32)))?,
        bank: at(value, "bank", signed)?,
        supply: at(value, "supply", |v, p| list(v, p, stalls))?,
        own_tile: at(value, "ownTile", maybe_tile)?,
        holds_own: at(value, "holdsOwn", |v, p| list(v, p, boolean))?,
        own_tiles: at(value, "ownTiles", |v, p| list(v, p, maybe_tile))?,
        pool_len: at(value, "poolLen", |v, p| whole(v, p, MAX_ENTRIES as u64))? as usize,
        pool: at(value, "pool", |v, p| list(v, p, tile))?,
    })
}
