// The diagram maker's edits of a position (heller-maker.html): pure functions from a Setup object
// (docs/HELLER-JS-API.md, "Setups") to a new one, never changing their argument. They move
// pieces as an editor's hand does and nothing more: a piece put on a square comes out of the pool
// or the supply when it is there; a stall taken away goes back to the supply. Whether the result can occur
// is the engine's to say (fillUnused completes it, checkSetup judges it): nothing here knows a
// rule. Counts and names come from the engine's boardFacts().

const clone = (setup) => structuredClone(setup);

/** A piece of the palette: { kind: 'stall', player, stall (strokes) } or { kind: 'tile', tile }. */
export function samePiece(a, b) {
  if (!a || !b || a.kind !== b.kind) return false;
  return a.kind === 'tile' ? a.tile === b.tile : a.player === b.player && a.stall === b.stall;
}

/** A market of `players` with nothing placed, the round's start: what an editor begins from. */
export function emptySetup(facts, players, variant = facts.variants[0], noLuck = false) {
  return {
    players, variant, noLuck, seed: '0000000000000000', round: 1, toAct: 0,
    money: Array(players).fill(facts.startMoney),
    supply: Array.from({ length: players }, () => facts.stalls.map(() => 0)),
    own: Array(players).fill(null),
    turned: null,
    choosing: false,
    pool: [],
    market: { cells: facts.squares.map(() => ({ kind: 'empty' })) },
    rng: '0000000000000000',
  };
}

/** What square `index` holds, as a palette piece, or null when it is free. */
export function pieceAt(setup, index) {
  const cell = setup.market.cells[index];
  if (!cell || cell.kind === 'empty') return null;
  return cell.kind === 'tile' ? { kind: 'tile', tile: cell.tile } : { kind: 'stall', player: cell.player, stall: cell.stall };
}

// A stall taken off the market goes back to its merchant's supply. A tile taken away is simply
// nowhere: fillUnused puts it under the pool (giving it back here would count it twice where the
// editor had placed one too many).
function giveBack(s, piece) {
  if (piece && piece.kind === 'stall' && s.supply[piece.player]) s.supply[piece.player][piece.stall - 1] += 1;
}

// A piece put on the market is taken from the supply or the pool when it is there.
function takeOut(s, piece) {
  if (piece.kind === 'tile') {
    const i = s.pool.lastIndexOf(piece.tile);
    if (i >= 0) s.pool.splice(i, 1);
  } else if (s.supply[piece.player] && s.supply[piece.player][piece.stall - 1] > 0) {
    s.supply[piece.player][piece.stall - 1] -= 1;
  }
}

const cellOf = (piece) => (piece.kind === 'tile'
  ? { kind: 'tile', tile: piece.tile }
  : { kind: 'stall', player: piece.player, stall: piece.stall });

/**
 * A click on square `index` with `piece` in hand (null: none): an empty hand, or the piece that
 * lies there, takes it away; another piece replaces what lies there. Returns { setup, placed
 * (the piece put down, or null), removed (the piece taken away, or null) }.
 */
export function clickSquare(setup, index, piece) {
  const s = clone(setup);
  const there = pieceAt(s, index);
  if (!piece || samePiece(piece, there)) {
    if (!there) return { setup, placed: null, removed: null };
    s.market.cells[index] = { kind: 'empty' };
    giveBack(s, there);
    return { setup: s, placed: null, removed: there };
  }
  giveBack(s, there);
  takeOut(s, piece);
  s.market.cells[index] = cellOf(piece);
  return { setup: s, placed: piece, removed: there };
}

/**
 * The same position for `players` merchants: lists cut or lengthened (a new merchant with the
 * start money, nothing in supply, no own tile), the stalls and own tiles of merchants who left
 * taken away, the merchant to act kept at the table.
 */
export function withPlayers(setup, players, facts) {
  const s = clone(setup);
  s.market.cells = s.market.cells.map((c) => (c.kind === 'stall' && c.player >= players ? { kind: 'empty' } : c));
  const fit = (list, make) => Array.from({ length: players }, (_, p) => (p < list.length ? list[p] : make()));
  s.money = fit(s.money, () => facts.startMoney);
  s.supply = fit(s.supply, () => facts.stalls.map(() => 0));
  s.own = fit(s.own, () => null);
  s.players = players;
  if (s.toAct !== null && s.toAct >= players) s.toAct = 0;
  return s;
}

/** Merchant `player`'s money (a whole number from 0; anything else leaves it as it was). */
export function withMoney(setup, player, amount) {
  const n = Number(amount);
  if (!Number.isInteger(n) || n < 0) return setup;
  const s = clone(setup);
  s.money[player] = n;
  return s;
}

/** The round (a whole number from 1; the engine says which rounds a game has). */
export function withRound(setup, round) {
  const n = Number(round);
  if (!Number.isInteger(n) || n < 1) return setup;
  return { ...clone(setup), round: n };
}

/** The merchant to act (0-based), or null: the game is over. */
export function withToAct(setup, player) {
  return { ...clone(setup), toAct: player === null ? null : Number(player) };
}

export function withVariant(setup, variant) {
  return { ...clone(setup), variant };
}

export function withNoLuck(setup, noLuck) {
  return { ...clone(setup), noLuck: !!noLuck };
}

/** Merchant `player`'s own tile (a code, or null: none held), the new one out of the pool when it is there. */
export function withOwn(setup, player, tile) {
  const s = clone(setup);
  s.own[player] = tile || null;
  if (tile) {
    const i = s.pool.lastIndexOf(tile);
    if (i >= 0) s.pool.splice(i, 1);
  }
  return s;
}

/**
 * The tile the merchant to act has turned up from the pool and not yet placed (a code, or null:
 * none), the new one out of the pool when it is there. Whether a tile can lie turned up here (a
 * game with luck, a merchant to act) is the engine's to say.
 */
export function withTurned(setup, tile) {
  const s = clone(setup);
  s.turned = tile || null;
  if (tile) {
    const i = s.pool.lastIndexOf(tile);
    if (i >= 0) s.pool.splice(i, 1);
  }
  return s;
}

/** Without luck, the round's opening: the merchants without an own tile still choose one (true), or not. */
export function withChoosing(setup, choosing) {
  return { ...clone(setup), choosing: !!choosing };
}

/** How many of each tile lie on the market, are held as own tiles or lie turned up: { code: count }. */
export function tilesPlaced(setup) {
  const out = {};
  const count = (t) => { out[t] = (out[t] || 0) + 1; };
  for (const c of setup.market.cells) if (c.kind === 'tile') count(c.tile);
  for (const t of setup.own) if (t) count(t);
  if (setup.turned) count(setup.turned);
  return out;
}

/** How many stalls of each merchant and kind lie on the market: { 'player:strokes': count }. */
export function stallsPlaced(setup) {
  const out = {};
  for (const c of setup.market.cells) if (c.kind === 'stall') out[`${c.player}:${c.stall}`] = (out[`${c.player}:${c.stall}`] || 0) + 1;
  return out;
}

// The phase a View gives the setup's moment: over (nobody to act), a tile turned up by the
// merchant to act, the round's opening without luck (he chooses), or his turn.
function phaseOf(setup) {
  const player = setup.toAct;
  if (player === null || player === undefined) return { phase: 'over' };
  if (setup.turned) return { phase: 'turned', player, tile: setup.turned };
  if (setup.choosing) return { phase: 'choose', player };
  return { phase: 'turn', player };
}

/**
 * A View (the shape Game.view returns) of a setup, for the editing board: it may be one the
 * engine refuses, so it is drawn from the setup itself, every own tile shown to the editor, a tile
 * turned up face up on the pile. The bank is what the merchants' money leaves of the start money.
 */
export function viewOfSetup(setup, facts) {
  const money = setup.money.slice();
  return {
    viewer: facts.spectator,
    players: setup.players,
    variant: setup.variant,
    noLuck: !!setup.noLuck,
    round: setup.round,
    phase: phaseOf(setup),
    market: structuredClone(setup.market),
    money,
    bank: facts.startMoney * setup.players - money.reduce((a, b) => a + b, 0),
    supply: structuredClone(setup.supply),
    ownTile: null,
    holdsOwn: setup.own.map((t) => !!t),
    ownTiles: setup.own.slice(),
    poolLen: setup.pool.length,
    pool: setup.noLuck ? setup.pool.slice().sort() : [],
  };
}
