// Type-checked (tsc --noEmit --strict) against the definitions wasm-bindgen writes for the second
// game into dist/ (scripts/build-heller-wasm.sh): heller.d.ts, whose value types tsify-next derives
// from the engine's Rust types. The shapes a page relies on must stay typed, not `any`, and a
// value the engine writes as `null` must be typed `null`, never `undefined`.
import init, { Game, boardFacts, checkSetup, chooseAction, fillUnused, scoreLane, type Action, type BoardFacts, type Cell, type EngineError, type GameEvent, type Lane, type LaneScore, type Level, type LogEntry, type Market, type Phase, type Setup, type SetupInput, type Square, type Stalls, type Strokes, type Tile, type View, type WhyNot } from '../../dist/heller.js';

export async function example(): Promise<number> {
  await init();
  const game: Game = new Game(3, 'standard', false, 42);
  const view: View = game.view(0);
  const own: Tile | null = view.ownTile;
  const owns: (Tile | null)[] = view.ownTiles;
  const supply: Stalls = view.supply[0] ?? [0, 0, 0, 0];
  const cells: Cell[] = view.market.cells;
  const stalls: Strokes[] = cells.flatMap((c) => (c.kind === 'stall' ? [c.stall] : []));
  const tiles: Tile[] = cells.flatMap((c) => (c.kind === 'tile' ? [c.tile] : []));
  const actions: Action[] = game.legalActions();
  const first: Action = actions[0] ?? { type: 'pass' };
  const square: string | null = first.type === 'stall' || first.type === 'own' ? first.square : null;
  const events: GameEvent[] = game.play(first);
  const log: LogEntry[] = game.log(0, 0);
  const entry: LogEntry | undefined = log[0];
  const played: Action | undefined = entry?.action;
  return [own, ...owns].length + supply[0] + stalls.length + tiles.length + (square?.length ?? 0)
    + events.length + (played ? 1 : 0) + turnOf(view.phase);
}

/** Every kind of event, its fields as the engine writes them: a new kind breaks this switch. */
export function told(e: GameEvent): string {
  switch (e.event) {
    case 'stallPlaced': return `${e.player} ${e.stall} ${e.square}`;
    case 'tileTurnedUp': return `${e.player} ${e.tile}`;
    case 'turnedTilePlaced': case 'tilePicked': case 'ownTilePlaced': return `${e.player} ${e.tile} ${e.square}`;
    case 'ownTileChosen': return `${e.player} ${e.tile}`;
    case 'passed': return `${e.player}`;
    case 'laneScored': return `${lane(e.score.lane)} ${e.final} ${e.score.parts.map((p) => p.sum + p.players.length).join()}`;
    case 'paid': return e.payments.map((p) => `${p.player} ${p.due} ${p.paid}`).join();
    case 'roundEnded': return `${e.round} ${e.market.cells.length} ${e.returned.join()} ${e.removed.map((r: Stalls) => r[3]).join()}`;
    case 'roundStarted': return `${e.round} ${e.player}`;
    case 'gameOver': return `${e.money.join()} ${e.winners.join()}`;
    default: { const none: never = e; return none; }
  }
}

function turnOf(phase: Phase): number {
  switch (phase.phase) {
    case 'turn': case 'choose': return phase.player;
    case 'turned': return phase.player + phase.tile.length;
    case 'over': return -1;
  }
}

function lane(l: Lane): string {
  return 'row' in l ? `row ${l.row}` : `column ${l.column}`;
}

// The board's facts, a lane scored on a market alone, a computer player's choice.
export function facts(market: Market, view: View): number {
  const f: BoardFacts = boardFacts();
  const level: Level = f.levels[0] ?? 'easy';
  const byPlayers: number = f.singleStallsByPlayers['3'] ?? 0;
  const value: number | undefined = f.tiles[0]?.value;
  const score: LaneScore = scoreLane({ market }, { row: 0 });
  const action: string = chooseAction(view, level, 7, 100);
  return byPlayers + (value ?? 0) + score.parts.length + action.length + f.squares.length;
}

// Setups: what `setup()` writes (every field), what the readers accept (most may be left out).
export function setups(game: Game): string {
  const setup: Setup = game.setup();
  const toAct: number | null = setup.toAct;
  const turned: Tile | null = setup.turned;
  const input: SetupInput = { players: 2, variant: 'standard', round: 1, money: [50, 50], supply: [[4, 3, 2, 1], [4, 3, 2, 1]], market: setup.market };
  const filled: Setup = fillUnused(input);
  const problem = checkSetup(filled);
  return `${toAct} ${turned} ${problem ? `${problem.code} ${problem.message}` : 'fine'}`;
}

// A refusal, returned by check(): its code and arguments, typed per code.
export function refusal(game: Game, action: Action): string {
  const e: EngineError | null = game.check(action);
  if (!e) return '';
  switch (e.code) {
    case 'action.squareTaken': return e.args.square;
    case 'action.noStall': return String(e.args.stall);
    default: return e.message;
  }
}

// A turn with luck: turn up the pool's top tile, then place it (phase `turned`, the tile public);
// without luck, a round opens with each player choosing his own tile (phase `choose`).
export function turns(game: Game, square: Square): string {
  const phase: Phase = game.view(0).phase;
  if (phase.phase === 'turned') {
    const place: Action = { type: 'placeTurned', square };
    return `${phase.tile} ${game.play(place).map(told).join()}`;
  }
  if (phase.phase === 'choose') {
    const tile: Tile = game.view(phase.player).pool[0] ?? 'B1';
    return game.play({ type: 'choose', tile }).map(told).join();
  }
  const up: Action = { type: 'turnUp' };
  const shown: GameEvent[] = game.play(up);
  return shown.map(told).join();
}

/** Every kind of action, its fields as the engine reads and writes them: a new kind breaks this switch. */
export function text(a: Action): string {
  switch (a.type) {
    case 'stall': return `s${a.stall}${a.square}`;
    case 'turnUp': return 't';
    case 'placeTurned': return `l${a.square}`;
    case 'pick': return `p${a.tile}${a.square}`;
    case 'own': return `o${a.square}`;
    case 'choose': return `c${a.tile}`;
    case 'pass': return 'x';
    default: { const none: never = a; return none; }
  }
}

// What the types refuse: a shape the engine never writes or reads.
export function refused(square: Square): unknown[] {
  // @ts-expect-error placeTurned names the square
  const noSquare: Action = { type: 'placeTurned' };
  // @ts-expect-error a stall is 1-4 strokes
  const badStall: Action = { type: 'stall', stall: 5, square };
  // @ts-expect-error a turned phase names its tile
  const noTile: Phase = { phase: 'turned', player: 0 };
  // @ts-expect-error a missing value is null, never undefined
  const undef: Setup['toAct'] = undefined;
  return [noSquare, badStall, noTile, undef];
}

// Why an action is refused (whyNot): the taken square is marked by its name.
export function whyNot(game: Game, action: Action): string {
  return game.whyNot(action).map((r: WhyNot) => (r.code === 'why.taken' ? `${r.args.square} (${r.rule})` : r.code)).join('; ');
}
