// The second game's page tools in pure logic: the Hint in words (words.js describeHint), the
// engine's answer to "what hidden was shown since" in the page's words (adapter.js; the engine's
// own answers are tested in heller-wasm.test.mjs and crates/heller), and the rule both games'
// pages share for taking back (game/take-back.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { de } from '../../www/heller/i18n/de.js';
import { en } from '../../www/heller/i18n/en.js';
import { createT } from '../../www/platform/ui/i18n.js';
import { describeHint } from '../../www/heller/game/words.js';
import { hellerAdapter } from '../../www/heller/game/adapter.js';
import { takeBackAllowed, takeBackPoint } from '../../www/platform/game/take-back.js';

// The tiles these tests name, as the engine's boardFacts() gives them.
const facts = { tiles: [{ code: 'R4', kind: 'rogue', value: 4 }, { code: 'B6', kind: 'customer', value: 6 }, { code: 'M', kind: 'moneyBag' }] };

test('the Hint says which stall on which square, a pile tile in two steps, the own tile, a displayed tile, or pass', () => {
  const t = createT(de, null, 'de');
  assert.equal(describeHint(t, facts, { type: 'stall', stall: 3, square: 'c3' }), 'Tipp: Stelle einen Stand III auf c3.');
  // Turning up is the first step; the second, once the tile is seen, names it and its square.
  assert.equal(describeHint(t, facts, { type: 'turnUp' }), 'Tipp: Decke ein Plättchen vom Stapel auf. Wohin es gehört, sagt dir der Tipp, sobald du es siehst.');
  assert.equal(describeHint(t, facts, { type: 'placeTurned', square: 'e2' }, null, 'R4'), 'Tipp: Lege Gauner 4 auf e2.');
  assert.equal(describeHint(t, facts, { type: 'choose', tile: 'M' }), 'Tipp: Nimm Geldsack als eigenes Plättchen.');
  assert.equal(describeHint(t, facts, { type: 'own', square: 'f5' }, 'R4'), 'Tipp: Lege dein eigenes Plättchen (Gauner 4) auf f5.');
  assert.equal(describeHint(t, facts, { type: 'pick', tile: 'M', square: 'd2' }), 'Tipp: Nimm Geldsack aus der Auslage und lege es auf d2.');
  assert.equal(describeHint(t, facts, { type: 'pass' }), 'Tipp: Passe.');
  const e = createT(en, null, 'en');
  assert.equal(describeHint(e, facts, { type: 'own', square: 'b2' }, 'B6'), 'Hint: place your own tile (customer 6) on b2.');
});

test('what the engine says was shown since an action becomes the take-back refusal\'s words', () => {
  const a = hellerAdapter({}, { wordHint: () => '' });
  const asked = [];
  const game = (answer) => ({ shownSince: (person, index) => { asked.push([person, index]); return answer; } });
  assert.equal(a.hiddenShownSince(game(null), 0, 3), null);
  assert.deepEqual(asked, [[0, 3]], 'the engine is asked for that person from that action');
  assert.deepEqual(a.hiddenShownSince(game({ shown: 'turnedUp' }), 0, 3), { key: 'undo.turnedUp' });
  assert.deepEqual(a.hiddenShownSince(game({ shown: 'newRound' }), 0, 3), { key: 'undo.newRound' });
  assert.deepEqual(a.hiddenShownSince(game({ shown: 'ownTile', player: 2 }), 0, 3), { key: 'undo.ownShown', player: 2 });
  for (const key of ['undo.turnedUp', 'undo.newRound', 'undo.ownShown']) assert.ok(de[key] && en[key], key);
});

test('taking back: who may, and to where', () => {
  assert.equal(takeBackAllowed(['human', 'hard', 'easy'], false), true, 'one person against the computer');
  assert.equal(takeBackAllowed(['human', 'human', 'easy'], false), false, 'several people: only when they agreed');
  assert.equal(takeBackAllowed(['human', 'human'], true), true);
  assert.equal(takeBackAllowed(['hard', 'easy'], true), false, 'nobody to take back');
  const never = () => null;
  assert.equal(takeBackPoint([1, 2, 1], 0, never), null, 'no action of his');
  assert.deepEqual(takeBackPoint([0, 1, 2, 0, 1, 2], 0, never), { index: 3 }, 'before his last action');
  const asked = [];
  assert.deepEqual(takeBackPoint([0, 1, 0, 1], 0, (i) => { asked.push(i); return { key: 'undo.turnedUp' }; }), { index: 2, refused: { key: 'undo.turnedUp' } });
  assert.deepEqual(asked, [2], 'asked about what came since that action');
});
