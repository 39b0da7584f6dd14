// Auf Heller und Pfennig's words: both tables have every key with the same placeholders, and the
// scoring ledger words Knizia's arithmetic from the engine's events exactly as they stand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { de } from '../../www/heller/i18n/de.js';
import { en } from '../../www/heller/i18n/en.js';
import { createT } from '../../www/ui/i18n.js';
import {
  actionText, describeLaneScore, describePayments, logLines, movableOf, signed, tileName,
} from '../../www/heller/game/words.js';

const placeholders = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');

test('German and English have the same keys and placeholders', () => {
  assert.deepEqual(Object.keys(en).sort(), Object.keys(de).sort());
  for (const key of Object.keys(de)) assert.equal(placeholders(en[key]), placeholders(de[key]), key);
});

// As the engine's boardFacts() gives them (the tile codes and kinds of crates/heller/src/tile.rs).
const facts = {
  rowNames: ['1', '2', '3', '4', '5'],
  columnNames: ['a', 'b', 'c', 'd', 'e', 'f'],
  tiles: [
    ...[1, 2, 3, 4, 5, 6].map((value) => ({ code: `B${value}`, kind: 'customer', value })),
    ...[1, 2, 3, 4, 5, 6].map((value) => ({ code: `R${value}`, kind: 'rogue', value })),
    { code: 'M', kind: 'moneyBag' }, { code: 'F', kind: 'fire' }, { code: 'E', kind: 'evilEye' },
  ],
};

test('tiles are named by kind and value', () => {
  const t = createT(de, null, 'de');
  assert.equal(tileName(t, facts, 'B4'), 'Kunde 4');
  assert.equal(tileName(t, facts, 'R6'), 'Gauner 6');
  assert.equal(tileName(t, facts, 'E'), 'Böser Blick');
  assert.equal(signed(t, -6), '−6');
  assert.equal(signed(t, 12), '+12');
});

test('a scoring is worded term by term, with the money bag and the payments', () => {
  const t = createT(de, null, 'de');
  const score = {
    lane: { column: 3 },
    parts: [{
      squares: ['d1', 'd2'], black: 5, red: -2, evilEye: false, moneyBag: true, sum: 3,
      players: [{ player: 1, strokes: 2, amount: 12 }],
    }, {
      squares: ['d4', 'd5'], black: 4, red: -3, evilEye: true, moneyBag: false, sum: -3,
      players: [{ player: 0, strokes: 1, amount: -3 }],
    }],
  };
  const d = describeLaneScore(t, facts, ['', 'Anna'], score);
  assert.equal(d.title, 'Spalte d ist voll und wird abgerechnet.');
  assert.equal(d.parts[0].where, 'Teil d1–d2');
  assert.deepEqual(d.parts[0].terms, ['Kunden +5, Gauner −2', 'Geldsack: alles doppelt']);
  assert.equal(d.parts[0].sum, 'Summe +3');
  assert.deepEqual(d.parts[0].players, ['Anna: 2 Striche × +3 × 2 = +12']);
  assert.equal(d.parts[1].terms[0], 'Böser Blick: nur die Gauner zählen');
  assert.deepEqual(d.parts[1].players, ['Händler 1: 1 Strich × −3 = −3']);
  assert.deepEqual(describePayments(t, ['', 'Anna'], [
    { player: 0, due: -3, paid: -3 }, { player: 1, due: 12, paid: 12 },
  ]), ['Händler 1 zahlt 3 Heller an die Bank.', 'Anna bekommt 12 Heller von der Bank.']);
  assert.match(describePayments(t, [], [{ player: 2, due: -9, paid: -4 }])[0], /schuldet 9 Heller, hat aber nur 4/);
});

test('log lines name the placement and the round', () => {
  const t = createT(en, null, 'en');
  const lines = logLines(t, facts, ['Bea'], { player: 0, action: { type: 'own', square: 'c3' }, events: [
    { event: 'ownTilePlaced', player: 0, tile: 'M', square: 'c3' },
    { event: 'roundEnded', round: 1, returned: [], removed: [] },
    { event: 'roundStarted', round: 2, player: 1 },
  ] });
  assert.deepEqual(lines, ['Bea places their own tile, money bag, on c3.', 'Round 1 is over: the market is cleared.', 'Round 2 begins; Merchant 2 starts.']);
});

test('legal actions are grouped by source for the board, and placements become action texts', () => {
  const { movable, pass } = movableOf([
    { type: 'stall', stall: 2, square: 'a1' }, { type: 'stall', stall: 2, square: 'b1' },
    { type: 'own', square: 'b1' }, { type: 'pick', tile: 'R4', square: 'a1' }, { type: 'turnUp' },
  ]);
  assert.equal(pass, false);
  // The pile is acted on at once (turned up), and its tile is then the piece to place.
  assert.deepEqual(movable, [
    { source: 'stall:2', squares: ['a1', 'b1'] }, { source: 'own', squares: ['b1'] }, { source: 'pick:R4', squares: ['a1'] },
    { source: 'pool', act: 't', then: 'turned' },
  ]);
  // A tile turned up must be placed: it is held. Without luck each tray tile may be chosen as one's own.
  assert.deepEqual(movableOf([{ type: 'placeTurned', square: 'a1' }, { type: 'placeTurned', square: 'c4' }]).movable,
    [{ source: 'turned', squares: ['a1', 'c4'], held: true }]);
  assert.deepEqual(movableOf([{ type: 'choose', tile: 'M' }, { type: 'choose', tile: 'B1' }]).movable,
    [{ source: 'pick:M', act: 'cM' }, { source: 'pick:B1', act: 'cB1' }]);
  assert.equal(movableOf([{ type: 'pass' }]).pass, true);
  assert.equal(actionText('stall:3', 'c2'), 's3c2');
  assert.equal(actionText('turned', 'c2'), 'lc2');
  assert.equal(actionText('own', 'c2'), 'oc2');
  assert.equal(actionText('pick:R4', 'c2'), 'pR4c2');
  assert.throws(() => actionText('pool', 'c2'), 'the pile is turned up, not placed');
  assert.throws(() => actionText('hand', 'c2'));
});
