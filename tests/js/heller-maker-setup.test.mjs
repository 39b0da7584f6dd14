// The second game's diagram maker's edits (www/heller/maker/setup-edit.js): pure functions on
// Setup objects that move pieces as an editor's hand does (a piece put down comes out of the
// pool or the supply when it is there, a stall taken away goes back) and never change their
// argument. What is possible is the engine's to say (tests/js/heller-wasm-setup.test.mjs).
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import * as edit from '../../www/heller/maker/setup-edit.js';

const facts = JSON.parse(readFileSync(new URL('../../www/heller/fixtures/facts.json', import.meta.url), 'utf8'));
const index = (square) => facts.squares.indexOf(square);
const frozen = (value) => {
  for (const v of Object.values(value)) if (v && typeof v === 'object') frozen(v);
  return Object.freeze(value);
};

test('an empty market: every list one entry per merchant, nothing placed', () => {
  const s = edit.emptySetup(facts, 3);
  assert.equal(s.players, 3);
  assert.equal(s.variant, 'standard');
  assert.deepEqual(s.money, [50, 50, 50]);
  assert.deepEqual(s.supply, [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
  assert.deepEqual(s.own, [null, null, null]);
  assert.equal(s.market.cells.length, 30);
  assert.ok(s.market.cells.every((c) => c.kind === 'empty'));
  assert.equal(s.toAct, 0);
});

test('a click puts the piece in hand; the same piece again takes it away; another replaces it', () => {
  const start = frozen(edit.emptySetup(facts, 3));
  const stall = { kind: 'stall', player: 1, stall: 2 };
  const put = edit.clickSquare(start, index('a3'), stall);
  assert.deepEqual(put.placed, stall);
  assert.equal(put.removed, null);
  assert.deepEqual(put.setup.market.cells[index('a3')], { kind: 'stall', player: 1, stall: 2 });
  assert.ok(start.market.cells.every((c) => c.kind === 'empty'), 'the argument is not changed');
  // The same piece: taken away, and the stall back in its merchant's supply.
  const off = edit.clickSquare(put.setup, index('a3'), stall);
  assert.deepEqual(off.removed, stall);
  assert.deepEqual(off.setup.market.cells[index('a3')], { kind: 'empty' });
  assert.deepEqual(off.setup.supply[1], [0, 1, 0, 0]);
  // Another piece replaces it.
  const tile = { kind: 'tile', tile: 'B4' };
  const replaced = edit.clickSquare(put.setup, index('a3'), tile);
  assert.deepEqual(replaced.setup.market.cells[index('a3')], { kind: 'tile', tile: 'B4' });
  assert.deepEqual(replaced.removed, stall);
  // An empty hand takes away; on a free square it changes nothing.
  assert.deepEqual(edit.clickSquare(replaced.setup, index('a3'), null).setup.market.cells[index('a3')], { kind: 'empty' });
  const nothing = edit.clickSquare(start, index('f5'), null);
  assert.equal(nothing.setup, start);
});

test('a piece put down comes out of the pool or the supply when it is there', () => {
  const dealt = { ...edit.emptySetup(facts, 2), pool: ['B4', 'R2', 'B4', 'F'], supply: [[4, 3, 2, 1], [4, 3, 2, 1]] };
  const a = edit.clickSquare(dealt, index('c3'), { kind: 'tile', tile: 'B4' }).setup;
  assert.deepEqual(a.pool, ['B4', 'R2', 'F'], 'one B4, the lowest in the pool');
  const b = edit.clickSquare(a, index('d3'), { kind: 'stall', player: 0, stall: 4 }).setup;
  assert.deepEqual(b.supply[0], [4, 3, 2, 0]);
  // None left: put down all the same (the engine will say whether it can be).
  const c = edit.clickSquare(b, index('e3'), { kind: 'stall', player: 0, stall: 4 }).setup;
  assert.deepEqual(c.supply[0], [4, 3, 2, 0]);
  assert.equal(c.market.cells.filter((x) => x.kind === 'stall').length, 2);
  // A tile taken away is nowhere (fillUnused puts it under the pool), not counted twice.
  const d = edit.clickSquare(c, index('c3'), null).setup;
  assert.deepEqual(d.pool, ['B4', 'R2', 'F']);
});

test('merchants, money, round, to act, own tiles', () => {
  let s = edit.emptySetup(facts, 4);
  s = edit.clickSquare(s, index('a1'), { kind: 'stall', player: 3, stall: 1 }).setup;
  s = edit.clickSquare(s, index('b1'), { kind: 'stall', player: 0, stall: 1 }).setup;
  s = edit.withToAct(s, 3);
  const three = edit.withPlayers(s, 3, facts);
  assert.equal(three.players, 3);
  assert.equal(three.money.length, 3);
  assert.equal(three.market.cells[index('a1')].kind, 'empty', 'the fourth merchant\'s stall leaves with him');
  assert.equal(three.market.cells[index('b1')].kind, 'stall');
  assert.equal(three.toAct, 0);
  const four = edit.withPlayers(three, 4, facts);
  assert.deepEqual(four.money, [50, 50, 50, 50]);
  assert.deepEqual(four.own, [null, null, null, null]);
  assert.deepEqual(edit.withMoney(s, 2, '61').money, [50, 50, 61, 50]);
  assert.equal(edit.withMoney(s, 2, '-3'), s, 'not a whole number from 0: unchanged');
  assert.equal(edit.withRound(s, '2').round, 2);
  assert.equal(edit.withRound(s, '0'), s);
  assert.equal(edit.withToAct(s, null).toAct, null);
  const pooled = { ...s, pool: ['M', 'E'] };
  const own = edit.withOwn(pooled, 1, 'E');
  assert.deepEqual(own.own, [null, 'E', null, null]);
  assert.deepEqual(own.pool, ['M']);
  assert.deepEqual(edit.withOwn(own, 1, null).own, [null, null, null, null]);
});

test('what is placed, counted for the palette; the view the editing board draws', () => {
  let s = { ...edit.emptySetup(facts, 3), own: ['B4', null, null], pool: ['R1', 'R2'] };
  s = edit.clickSquare(s, index('a3'), { kind: 'tile', tile: 'B4' }).setup;
  s = edit.clickSquare(s, index('b3'), { kind: 'stall', player: 2, stall: 3 }).setup;
  assert.deepEqual(edit.tilesPlaced(s), { B4: 2 });
  assert.deepEqual(edit.stallsPlaced(s), { '2:3': 1 });
  s = edit.withMoney(s, 0, 62);
  const view = edit.viewOfSetup(s, facts);
  assert.equal(view.viewer, facts.spectator);
  assert.deepEqual(view.phase, { phase: 'turn', player: 0 });
  assert.equal(view.bank, 150 - 162);
  assert.deepEqual(view.holdsOwn, [true, false, false]);
  assert.deepEqual(view.ownTiles, ['B4', null, null]);
  assert.equal(view.poolLen, 2);
  assert.deepEqual(view.pool, []);
  assert.deepEqual(edit.viewOfSetup({ ...s, noLuck: true, toAct: null }, facts).pool, ['R1', 'R2']);
  assert.deepEqual(edit.viewOfSetup({ ...s, toAct: null }, facts).phase, { phase: 'over' });
  assert.ok(edit.samePiece({ kind: 'tile', tile: 'F' }, { kind: 'tile', tile: 'F' }));
  assert.ok(!edit.samePiece({ kind: 'stall', player: 0, stall: 1 }, { kind: 'stall', player: 1, stall: 1 }));
});

test('a tile turned up: out of the pool, counted with what is placed, drawn face up on the pile by the view', () => {
  const start = frozen({ ...edit.emptySetup(facts, 3), pool: ['R4', 'B1', 'R4'] });
  assert.equal(start.turned, null, 'an empty market: nothing turned up');
  assert.equal(start.choosing, false);
  const up = edit.withTurned(start, 'R4');
  assert.equal(up.turned, 'R4');
  assert.deepEqual(up.pool, ['R4', 'B1'], 'one R4 out of the pool');
  assert.equal(start.turned, null, 'the argument is not changed');
  assert.deepEqual(edit.tilesPlaced(up), { R4: 1 });
  assert.deepEqual(edit.viewOfSetup(edit.withToAct(up, 2), facts).phase, { phase: 'turned', player: 2, tile: 'R4' });
  assert.equal(edit.viewOfSetup(up, facts).poolLen, 2);
  // Nobody to act: over, as the setup says (the engine refuses it: position.turnedOffTurn).
  assert.deepEqual(edit.viewOfSetup(edit.withToAct(up, null), facts).phase, { phase: 'over' });
  // Taken back: nowhere (fillUnused puts it under the pool), as an own tile taken back.
  const down = edit.withTurned(up, null);
  assert.equal(down.turned, null);
  assert.deepEqual(down.pool, ['R4', 'B1']);
  assert.deepEqual(edit.tilesPlaced(down), {});
  // A tile not in the pool is turned up all the same (the engine says whether it can be).
  assert.deepEqual(edit.withTurned(start, 'M').pool, ['R4', 'B1', 'R4']);
  // Kept when the table changes.
  assert.equal(edit.withPlayers(up, 4, facts).turned, 'R4');
});

test('without luck, the round\'s opening: the merchant to act chooses', () => {
  const s = frozen(edit.emptySetup(facts, 3, 'standard', true));
  const opening = edit.withChoosing(s, true);
  assert.equal(opening.choosing, true);
  assert.equal(s.choosing, false);
  assert.deepEqual(edit.viewOfSetup(edit.withToAct(opening, 1), facts).phase, { phase: 'choose', player: 1 });
  assert.deepEqual(edit.viewOfSetup(edit.withChoosing(opening, false), facts).phase, { phase: 'turn', player: 0 });
});

// The built engine judges what the maker makes of these fields: fillUnused counts the tile
// turned up as one that is somewhere, the notation writes it in its third field, and a tile
// turned up or a choosing where none can be is refused by its code.
const DIST = new URL('../../dist/', import.meta.url);
const built = existsSync(new URL('heller_maker_bg.wasm', DIST));
const engine = built ? await import(new URL('heller.js', DIST).href) : null;
if (engine) engine.initSync({ module: readFileSync(new URL('heller_maker_bg.wasm', DIST)) });

test('the built engine: a tile turned up is filled around, written and refused where it cannot be', { skip: built ? false : 'dist/ is not built' }, () => {
  let s = edit.emptySetup(facts, 3);
  s = edit.clickSquare(s, index('c3'), { kind: 'tile', tile: 'B4' }).setup;
  s = edit.withToAct(edit.withTurned(s, 'B4'), 1);
  const filled = engine.fillUnused(s);
  assert.equal(filled.turned, 'B4');
  assert.ok(!filled.pool.includes('B4'), 'both customers 4 are out, on the market and turned up: none left for the pool');
  assert.equal(filled.pool.length, 22 - 2);
  assert.equal(engine.checkSetup(filled), null);
  assert.match(engine.positionOfSetup(filled), /^3s_1_2tB4_/);
  const game = engine.Game.fromSetup(filled);
  assert.deepEqual(game.view(facts.spectator).phase, { phase: 'turned', player: 1, tile: 'B4' });
  assert.ok(game.legal().every((a) => a.startsWith('l')), 'placing it is the only legal action');
  game.free?.();
  // A third customer 4: the game has two.
  const three = engine.checkSetup(engine.fillUnused(edit.clickSquare(s, index('d3'), { kind: 'tile', tile: 'B4' }).setup));
  assert.deepEqual([three.code, three.args.found], ['position.tileCount', 3]);
  assert.equal(engine.checkSetup(engine.fillUnused(edit.withToAct(s, null))).code, 'position.turnedOffTurn');
  assert.equal(engine.checkSetup(engine.fillUnused({ ...s, noLuck: true })).code, 'position.turnedWithoutLuck');
  // Without luck, the opening: on an empty market, from the merchant to act.
  const open = edit.withToAct(edit.withChoosing(edit.emptySetup(facts, 3, 'standard', true), true), 2);
  assert.equal(engine.checkSetup(engine.fillUnused(open)), null);
  assert.match(engine.positionOfSetup(engine.fillUnused(open)), /^3sn_1_3c_/);
  assert.equal(engine.checkSetup(engine.fillUnused(edit.withChoosing(edit.emptySetup(facts, 3), true))).code, 'position.choosingWithLuck');
  const late = edit.clickSquare(open, index('a1'), { kind: 'stall', player: 0, stall: 1 }).setup;
  assert.equal(engine.checkSetup(engine.fillUnused(late)).code, 'position.choosingLate');
  assert.equal(engine.checkSetup(engine.fillUnused(edit.withOwn(open, 0, 'M'))).code, 'position.choosingOrder', 'merchant 1 chose before merchant 3');
});
