//! The TypeScript types of the values the API hands out and takes (heller.d.ts): the serde
//! shapes of the engine's types, written out once here beside the module that sends them.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** A tile's code: "B1"-"B6" customers (black, they pay), "R1"-"R6" rogues (red, they take), "M" the money bag, "F" a fire, "E" the evil eye. */
export type Tile = string;
/** A square's name: column letter a-f (left to right) and row 1-5 (top to bottom), "a1" to "f5". */
export type Square = string;
/** A stall by its strokes (wares): 1 (I) to 4 (IIII). */
export type Strokes = 1 | 2 | 3 | 4;
/** Stalls counted by kind: [I, II, III, IIII]. */
export type Stalls = [number, number, number, number];
export type Variant = "standard" | "openEnded";
/** A computer player's level (crates/heller/src/bot). */
export type Level = "easy" | "medium" | "hard" | "expert";
/** Whose turn it is (players 0-based): on his turn; having turned up `tile`, which he must place now (public: it lies face up); without luck, choosing his own tile at a round's start; or that the game is over. */
export type Phase =
  | { phase: "turn"; player: number }
  | { phase: "turned"; player: number; tile: Tile }
  | { phase: "choose"; player: number }
  | { phase: "over" };
/** What a square holds. */
export type Cell = { kind: "empty" } | { kind: "tile"; tile: Tile } | { kind: "stall"; player: number; stall: Strokes };
/** The market: `cells` in the order of `BoardFacts.squares` (row by row, left to right), 30 of them. */
export interface Market { cells: Cell[] }
/** An action as an object; its text form is "s2c3", "t" (turn up), "lc3" (place the tile turned up), "pR4c3", "oc3", "cR4" (choose an own tile, without luck) or "x". */
export type Action =
  | { type: "stall"; stall: Strokes; square: Square }
  | { type: "turnUp" }
  | { type: "placeTurned"; square: Square }
  | { type: "pick"; tile: Tile; square: Square }
  | { type: "own"; square: Square }
  | { type: "choose"; tile: Tile }
  | { type: "pass" };
/** The position as one viewer may see it (crates/heller/src/view.rs). Lists are per player, 0-based. */
export interface View {
  /** The player (0-based); any number from `players` up is a spectator. */
  viewer: number;
  players: number;
  variant: Variant;
  /** The game without luck: the pool and every own tile lie face up. */
  noLuck: boolean;
  /** The round being played, 1-based (after the game: the last one played). */
  round: number;
  phase: Phase;
  market: Market;
  money: number[];
  /** The bank's balance: what it received minus what it paid. Σ money + bank = 50 × players. */
  bank: number;
  /** Each player's stalls not yet placed. */
  supply: Stalls[];
  /** The viewer's own tile while he holds it; null for a spectator. */
  ownTile: Tile | null;
  /** Who still holds his own tile. */
  holdsOwn: boolean[];
  /** The own tiles the viewer can see (his own; without luck everyone's); null where hidden or placed. */
  ownTiles: (Tile | null)[];
  /** How many tiles the pool holds. */
  poolLen: number;
  /** Without luck: the pool's tiles, sorted (their order is hidden). Otherwise empty. */
  pool: Tile[];
}
/** A lane: a row 0-4 (top to bottom, 6 squares) or a column 0-5 (left to right, 5 squares). */
export type Lane = { row: number } | { column: number };
export interface PlayerAmount {
  player: number;
  /** His strokes in the part. */
  strokes: number;
  /** strokes × sum, doubled with the money bag: positive received, negative owed. */
  amount: number;
}
/** One part of a lane, between fires. */
export interface PartScore {
  squares: Square[];
  /** The customers' sum. */
  black: number;
  /** The rogues' sum, negative. */
  red: number;
  evilEye: boolean;
  moneyBag: boolean;
  /** The counted sum: `red` with the evil eye, else black + red. */
  sum: number;
  /** Every player with a stall in the part; empty when it holds none. */
  players: PlayerAmount[];
}
export interface LaneScore { lane: Lane; parts: PartScore[] }
/** `due`: what the lanes gave him (negative: owed); `paid`: what his money changed by (never below 0). */
export interface Payment { player: number; due: number; paid: number }
/** What happened during an action. Every event is public: a tile is named once it lies face up (turned up, on the market, or chosen without luck). */
export type GameEvent =
  | { event: "stallPlaced"; player: number; stall: Strokes; square: Square }
  /** The pool's top tile turned up for all to see; the same player places it next. */
  | { event: "tileTurnedUp"; player: number; tile: Tile }
  | { event: "turnedTilePlaced"; player: number; tile: Tile; square: Square }
  | { event: "tilePicked"; player: number; tile: Tile; square: Square }
  | { event: "ownTilePlaced"; player: number; tile: Tile; square: Square }
  /** Without luck, a round's opening: an own tile chosen from the open display, in view of all. */
  | { event: "ownTileChosen"; player: number; tile: Tile }
  | { event: "passed"; player: number }
  /** `final`: at the last scoring of the open-ended variant, not because the lane filled. */
  | { event: "laneScored"; score: LaneScore; final: boolean }
  | { event: "paid"; payments: Payment[] }
  /** `market`: the market as the round left it, before it is cleared. `returned`: each player's single stalls back in supply; `removed`: each player's stalls out of the game. Both empty when the game ends. */
  | { event: "roundEnded"; round: number; market: Market; returned: number[]; removed: Stalls[] }
  | { event: "roundStarted"; round: number; player: number }
  | { event: "gameOver"; money: number[]; winners: number[] };
/** One action of the game, who played it and what it made happen. */
export interface LogEntry { player: number; action: Action; events: GameEvent[] }
/** One distinct tile (`count` copies of it in the game). */
export interface TileFacts {
  code: Tile;
  kind: "customer" | "rogue" | "moneyBag" | "fire" | "evilEye";
  /** The printed number 1-6 of a customer or rogue; absent for the others. */
  value?: number;
  /** What it adds to its part of a lane: +value, −value for a rogue, 0 for the others. */
  points: number;
  count: number;
  /** In English: "customer 3", "money bag". */
  name: string;
}
export interface StallFacts {
  strokes: Strokes;
  /** "I" to "IIII". */
  name: string;
  /** How many of it each colour has. */
  perColour: number;
}
/** The game's fixed facts, from the engine's constants (`boardFacts()`). */
export interface BoardFacts {
  rows: number;
  columns: number;
  /** Every square's name, in the order of `Market.cells`. */
  squares: Square[];
  /** Top to bottom: "1"-"5". */
  rowNames: string[];
  /** Left to right: "a"-"f". */
  columnNames: string[];
  tiles: TileFacts[];
  /** 22. */
  tileCount: number;
  stalls: StallFacts[];
  startMoney: number;
  /** Standard game: the single stalls each player receives, by player count ("2" → 4 …); the other kinds he receives all of. The open-ended variant gives everyone his full set (`perColour`). */
  singleStallsByPlayers: Record<string, number>;
  /** The standard game's rounds (3); the open-ended variant ends after the round in which someone placed his last stall. */
  rounds: number;
  /** The player counts the game is for: [2, 3, 4]. */
  playerCounts: number[];
  minPlayers: number;
  maxPlayers: number;
  /** A viewer number that is a spectator at every table. */
  spectator: number;
  variants: Variant[];
  levels: Level[];
  /** Hard's search budget per decision by default. */
  defaultIterations: number;
  /** Expert's search budget per decision by default. */
  expertIterations: number;
}
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
  | { code: "game.seed" | "game.noRandom" | "game.viewer" | "game.index"; args: NoArgs }
  | { code: "bot.level"; args: { level: string } }
  | { code: "bot.notToAct"; args: { player: number; toAct: number } }
  | { code: "bot.iterations" | "bot.gameOver" | "bot.spectator"; args: NoArgs }
  | { code: "engine.internal"; args: { message: string } };
export type ErrorCode = ErrorInfo["code"];
/** Every error the engine throws: `message` stays English, `code` and `args` let a page word it. */
export type EngineError = Error & ErrorInfo;
"#;
