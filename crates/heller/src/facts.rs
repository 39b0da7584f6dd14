//! The board's fixed facts for a page (`boardFacts()`), read from the engine's own constants
//! (square.rs, tile.rs, stall.rs, state.rs, bot/mod.rs), so that no JavaScript module declares a
//! size, a tile, a stall or a sum of money itself.
//!
//! The WebAssembly module hands them over as their JSON ([`BoardFacts::JSON`]), which
//! `tests/facts.rs` checks is exactly what [`BoardFacts::new`] serializes to: serializing the
//! facts in the module itself took 11 KB of its code.
//!
//! # Examples
//!
//! ```
//! use heller::facts::BoardFacts;
//! let facts = serde_json::to_value(BoardFacts::new()).unwrap();
//! assert_eq!(facts["rows"], 5);
//! assert_eq!(facts["squares"][0], "a1");
//! ```

use crate::bot::{hard, Level, BUDGETS};
use crate::square::{Square, COLUMNS, ROWS};
use crate::stall::Stall;
use crate::state::{Variant, MAX_PLAYERS, MIN_PLAYERS, STANDARD_ROUNDS, START_MONEY};
use crate::tile::Tile;
use serde::Serialize;
use std::collections::BTreeMap;

/// One distinct tile of the game (the two black 3s are one entry with `count` 2).
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct TileFacts {
    /// Its code, as views, actions and events name it: `"B3"`, `"R5"`, `"M"`, `"F"`, `"E"`.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Tile"))]
    code: String,
    /// `customer`, `rogue`, `moneyBag`, `fire` or `evilEye`.
    #[cfg_attr(target_arch = "wasm32", tsify(type = r#""customer" | "rogue" | "moneyBag" | "fire" | "evilEye""#))]
    kind: &'static str,
    /// The number printed on a customer or rogue, 1–6; absent for the special tiles.
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<u8>,
    /// What it adds to its part of a lane: the value for a customer, minus it for a rogue, 0 else.
    points: i32,
    /// How many of it the game has.
    count: u8,
    /// Its English name ("customer 3"), for messages and fallbacks.
    name: String,
}

/// One kind of stall.
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct StallFacts {
    /// 1–4: the wares, and the stall's number in actions (`s2c3`) and views.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Strokes"))]
    strokes: u8,
    /// In Roman strokes: `"II"`.
    name: String,
    /// How many of it each colour has (4, 3, 2, 1).
    per_colour: u8,
}

/// Everything fixed about the game that a page draws or words.
#[derive(Serialize)]
// The map is an object in JSON: `Record`, not `Map`.
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null, hashmap_as_object))]
#[serde(rename_all = "camelCase")]
pub struct BoardFacts {
    /// 5.
    rows: u8,
    /// 6.
    columns: u8,
    /// Every square's name in the order of `View.market.cells` (row by row, left to right).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Square[]"))]
    squares: Vec<String>,
    /// The rows' names, top to bottom: `"1"` … `"5"`.
    row_names: Vec<String>,
    /// The columns' names, left to right: `"a"` … `"f"`.
    column_names: Vec<String>,
    /// The distinct tiles: customers 1–6, rogues 1–6, money bag, fire, evil eye.
    tiles: Vec<TileFacts>,
    /// 22: every tile counted.
    tile_count: usize,
    /// The four kinds of stall, fewest strokes first.
    stalls: Vec<StallFacts>,
    /// Every player's money at the start.
    start_money: u32,
    /// The single-stroke stalls each player receives in the standard game, by player count
    /// (the other kinds he receives all of; in the open-ended variant he receives his full set).
    single_stalls_by_players: BTreeMap<String, u8>,
    /// The rounds of the standard game (the open-ended variant ends when someone has placed his
    /// last stall).
    rounds: u8,
    /// The player counts the game is for, fewest first (2, 3, 4).
    player_counts: Vec<u8>,
    /// The fewest players.
    min_players: u8,
    /// The most players.
    max_players: u8,
    /// A viewer number that is a spectator at every table (any number from `players` up is one).
    spectator: u8,
    /// `"standard"`, `"openEnded"`.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Variant[]"))]
    variants: Vec<&'static str>,
    /// The computer players' levels, weakest first.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Level[]"))]
    levels: Vec<&'static str>,
    /// Hard's search budget per decision by default, in iterations.
    default_iterations: u32,
    /// Expert's budget per decision by default, in playout actions (`bot::expert::BUDGET`): the
    /// `iterations` that `chooseAction` gives `"expert"` when left out.
    expert_iterations: u32,
}

fn tile_kind(tile: Tile) -> (&'static str, Option<u8>) {
    match tile {
        Tile::Customer(v) => ("customer", Some(v)),
        Tile::Rogue(v) => ("rogue", Some(v)),
        Tile::MoneyBag => ("moneyBag", None),
        Tile::Fire => ("fire", None),
        Tile::EvilEye => ("evilEye", None),
    }
}

impl Default for BoardFacts {
    fn default() -> BoardFacts {
        BoardFacts::new()
    }
}

impl BoardFacts {
    /// The facts as JSON, exactly as `serde_json` writes [`BoardFacts::new`] (`tests/facts.rs`
    /// checks it, and writes it anew with `HELLER_RECORD=1`): what the WebAssembly module's
    /// `boardFacts()` parses.
    pub const JSON: &'static str = include_str!("facts.json");

    /// The facts, from the engine's constants.
    pub fn new() -> BoardFacts {
        let mut distinct = Tile::ALL.to_vec();
        distinct.dedup();
        let tiles = distinct
            .into_iter()
            .map(|tile| {
                let (kind, value) = tile_kind(tile);
                TileFacts {
                    code: tile.to_string(),
                    kind,
                    value,
                    points: tile.value(),
                    count: tile.copies(),
                    name: tile.name(),
                }
            })
            .collect();
        // A square's name is its column's letter, then its row's number.
        let name = |row: u8, column: u8| Square::new(row, column).map(|s| s.to_string()).unwrap_or_default();
        BoardFacts {
            rows: ROWS,
            columns: COLUMNS,
            squares: Square::all().map(|s| s.to_string()).collect(),
            row_names: (0..ROWS)
                .map(|r| name(r, 0).trim_start_matches(|c: char| c.is_ascii_lowercase()).into())
                .collect(),
            column_names: (0..COLUMNS)
                .map(|c| name(0, c).trim_end_matches(|c: char| c.is_ascii_digit()).into())
                .collect(),
            tiles,
            tile_count: Tile::COUNT,
            stalls: Stall::ALL
                .iter()
                .map(|&s| StallFacts { strokes: s.strokes(), name: s.to_string(), per_colour: Stall::FULL[s.index()] })
                .collect(),
            start_money: START_MONEY,
            single_stalls_by_players: (MIN_PLAYERS..=MAX_PLAYERS)
                .map(|p| (p.to_string(), Stall::supply(p, Variant::Standard)[Stall::I.index()]))
                .collect(),
            rounds: STANDARD_ROUNDS,
            player_counts: (MIN_PLAYERS..=MAX_PLAYERS).collect(),
            min_players: MIN_PLAYERS,
            max_players: MAX_PLAYERS,
            spectator: MAX_PLAYERS,
            variants: [Variant::Standard, Variant::OpenEnded].iter().map(|v| v.name()).collect(),
            levels: Level::ALL.iter().map(|l| l.name()).collect(),
            default_iterations: hard::DEFAULT_ITERATIONS,
            expert_iterations: BUDGETS.expert.iterations,
        }
    }
}
