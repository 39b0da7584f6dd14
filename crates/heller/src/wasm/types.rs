//! The TypeScript types of the values the API hands out and takes (heller.d.ts) that cannot be
//! derived from the engine's types. The rest (views, actions, events, phases, cells, markets,
//! scores, payments, the board's facts, setups, log entries) tsify-next declares from the Rust
//! types themselves (`derive(Tsify)` beside each, compiled for wasm32 only), so the types follow
//! the serde shapes by construction; tsc checks them (tests/ts/heller-usage.ts).
//!
//! Written out here, each for its reason:
//! - `Tile`, `Square`, `Strokes` (a `Stall`): serde's `into`/`try_from` a string or number, which tsify does not follow.
//! - `Level`: the computer players' names, parsed by `FromStr` (crates/heller/src/bot), not a serde type.
//! - `ErrorInfo`: the `coded!` tables' codes and the wasm layer's own, with their arguments, not a serde type.
//! - `ErrorCode`, `EngineError`: TypeScript built from `ErrorInfo`.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** A tile's code: "B1"-"B6" customers (black, they pay), "R1"-"R6" rogues (red, they take), "M" the money bag, "F" a fire, "E" the evil eye. */
export type Tile = string;
/** A square's name: column letter a-f (left to right) and row 1-5 (top to bottom), "a1" to "f5". */
export type Square = string;
/** A stall by its strokes (wares): 1 (I) to 4 (IIII). */
export type Strokes = 1 | 2 | 3 | 4;
/** A computer player's level (crates/heller/src/bot). */
export type Level = "easy" | "medium" | "hard" | "expert";
type NoArgs = Record<string, never>;
/** An `action.*` refusal's reason and its arguments. */
type IllegalInfo =
  | { code: "action.gameOver" | "action.poolEmpty" | "action.poolFaceUp" | "action.poolFaceDown" | "action.noOwnTile" | "action.mustPlace" | "action.nothingTurned" | "action.chooseFirst" | "action.notChoosing"; args: NoArgs }
  | { code: "action.squareTaken"; args: { square: Square } }
  | { code: "action.noStall"; args: { stall: Strokes } }
  | { code: "action.notInPool" | "action.placeTurnedFirst"; args: { tile: Tile } };
/** The machine code of an error the engine throws and its arguments (players 0-based, squares and
 * tiles by name); docs/HELLER-JS-API.md. `text`, `field`, `variant` of `game.variant`, `level` and
 * `message` are given text, shown as it is; `list`, `reason` and a position's `variant` come from
 * a fixed set, for a page to translate. */
export type ErrorInfo =
  | { code: "notation.position" | "notation.action" | "notation.tile" | "notation.square"; args: { index?: number; text?: string } }
  | { code: "action.malformed"; args: { field: "" | "type" | "stall" | "square" | "tile" } }
  | { code: "view.malformed"; args: { field: string } }
  | { code: "position.playerCount"; args: { players: number } }
  | { code: "position.listCount"; args: { list: "money" | "supply" | "own"; players: number; found: number } }
  | { code: "position.round"; args: { round: number; variant: Variant } }
  | { code: "position.noSuchPlayer"; args: { player: number; players: number } }
  | { code: "position.noSuchTile"; args: { tile: string } }
  | { code: "position.tileCount"; args: { tile: Tile; found: number; expected: number } }
  | { code: "position.tooManyStalls"; args: { player: number; stall: Strokes; count: number; max: number } }
  | { code: "position.marketFull" | "position.nobodyCanPlace" | "position.impossibleView" | "position.turnedWithoutLuck" | "position.turnedOffTurn" | "position.choosingWithLuck" | "position.choosingLate"; args: NoArgs }
  | { code: "position.choosingOrder"; args: { player: number } }
  | { code: "position.notOver"; args: { round: number } }
  | { code: "position.tooFewPieces"; args: { free: number; pieces: number } }
  | { code: "position.money"; args: { player: number; money: number; max: number } }
  | { code: "load.noActions"; args: NoArgs }
  | { code: "load.illegal"; args: { index: number; reason: IllegalInfo["code"]; square?: Square; stall?: Strokes; tile?: Tile } }
  | { code: "load.oldNoLuck"; args: { index: number } }
  | (IllegalInfo & { args: { action: string } })
  | { code: "game.players"; args: { players: number } }
  | { code: "game.variant"; args: { variant: string } }
  | { code: "game.seed" | "game.noRandom" | "game.viewer" | "game.index" | "game.replay"; args: NoArgs }
  | { code: "bot.level"; args: { level: string } }
  | { code: "bot.notToAct"; args: { player: number; toAct: number } }
  | { code: "bot.iterations" | "bot.gameOver" | "bot.spectator"; args: NoArgs }
  | { code: "engine.internal"; args: { message: string } };
export type ErrorCode = ErrorInfo["code"];
/** One reason the rules give for refusing an action (`Game.whyNot`): a `why.*` code and its
 * arguments, the rule's identifier in RULES.md (a decision, "D9", or a section's anchor,
 * "a-turn"), and the squares it is about with the part each plays. */
export type WhyNot = (
  | { code: "why.gameOver" | "why.poolEmpty" | "why.nothingTurned" | "why.chooseFirst" | "why.notChoosing" | "why.poolFaceUp" | "why.poolFaceDown" | "why.noOwnTile" | "why.mustPlace"; args: NoArgs }
  | { code: "why.taken"; args: { square: Square } }
  | { code: "why.noStall"; args: { stall: Strokes } }
  | { code: "why.placeTurnedFirst" | "why.notInPool"; args: { tile: Tile } }
) & { rule: string; marks: Array<{ role: "taken"; at: Square }> };
/** Every error the engine throws: `message` stays English, `code` and `args` let a page word it. */
export type EngineError = Error & ErrorInfo;
"#;
