import test from 'node:test';
import assert from 'node:assert/strict';
import { createT, PLAIN_DIGITS } from '../../www/platform/ui/i18n.js';
import { en } from '../../www/heuchel/i18n/en.js';
import { FACTS } from './fixtures/facts.mjs';
import { cardName, cellLabel, formatEntry, formatEvent, seatName } from '../../www/heuchel/ui/format.js';
import { describeSuggestion, promptFor, scoreGroups } from '../../www/heuchel/ui/prompt.js';

const t = createT(en, FACTS);

test('t fills placeholders and picks plural forms', () => {
  assert.equal(t('seat.name', { seat: 3 }), 'Seat 3');
  assert.equal(t('grid.pile', { count: 1 }), 'face-down pile of 1 card');
  assert.equal(t('grid.pile', { count: 2 }), 'face-down pile of 2 cards');
  assert.equal(t('no.such.key'), 'no.such.key');
  assert.equal(createT({ a: 'x {y}' })('a'), 'x {y}');
});

test("plurals follow the language's rules, lists its way of joining", () => {
  const table = { 'n_one': '{count} carte', 'n_other': '{count} cartes', 'm_other': '{count} things' };
  const fr = createT(table, null, 'fr');
  const english = createT(table, null, 'en');
  // French counts 0 (and 1) as singular; English says "0 … s".
  assert.equal(fr('n', { count: 0 }), '0 carte');
  assert.equal(english('n', { count: 0 }), '0 cartes');
  assert.equal(fr('n', { count: 2 }), '2 cartes');
  // A language's other categories (Polish "few") fall back to _other when a table lacks them.
  assert.equal(createT(table, null, 'pl')('n', { count: 3 }), '3 cartes');
  assert.equal(english('m', { count: 1 }), '1 things');
  assert.equal(t.list(['Bishop 4', 'Prince 2', 'Quack 1']), 'Bishop 4, Prince 2, Quack 1');
  assert.equal(createT({}, null, 'de').list(['a']), 'a');
  // Who shares a win is a conjunction, in each language's words.
  assert.equal(createT({}, null, 'de').list(['Platz 1', 'Platz 4'], 'conjunction'), 'Platz 1 und Platz 4');
  assert.equal(createT({}, null, 'fr').list(['Joueur 1', 'Joueur 2', 'Joueur 4'], 'conjunction'), 'Joueur 1, Joueur 2 et Joueur 4');
  assert.equal(createT({}, null, 'nl').list(['Speler 1', 'Speler 4'], 'conjunction'), 'Speler 1 en Speler 4');
});

test('numbers and dates are written as the language writes them', () => {
  assert.equal(createT({ s: '{n} points' }, null, 'de')('s', { n: -12 }), '-12 points');
  // No grouping: a year stays a year.
  assert.equal(createT({ y: '{year}' }, null, 'de')('y', { year: 1990 }), '1990');
  const when = Date.UTC(2026, 10, 23, 12, 0);
  assert.match(createT({}, null, 'de').date(when), /23\.11\.2026/);
  assert.match(createT({}, null, 'fr').date(when), /23 nov\. 2026/);
  assert.match(createT({}, null, 'en').date(when), /Nov 23, 2026/);
});

test('whole numbers written without a formatter are what Intl writes, in every language that does so', () => {
  // createT writes a whole number in these languages as String() does, so that no formatter
  // (30–40 ms of language data in Chromium) is made before a page's first paint.
  const samples = [-1234567, -100, -12, -1, 0, 1, 2, 9, 10, 13, 99, 1990, 2 ** 31, Number.MAX_SAFE_INTEGER];
  for (const lang of PLAIN_DIGITS) {
    const intl = new Intl.NumberFormat(lang, { useGrouping: false });
    const t = createT({ n: '{n}' }, null, lang);
    for (const n of samples) {
      assert.equal(String(n), intl.format(n), `${lang}: Intl writes ${n} as JavaScript does`);
      assert.equal(t('n', { n }), intl.format(n));
      assert.equal(t.number(n), intl.format(n));
    }
  }
  // A fraction, and a language with other digits, still go through Intl.
  assert.equal(createT({}, null, 'de').number(2.5), '2,5');
  assert.equal(createT({}, null, 'ar-EG').number(12), new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(12));
  assert.notEqual(createT({}, null, 'ar-EG').number(12), '12');
});

test('card names, known and hidden', () => {
  assert.equal(cardName(t, 'B4'), 'Bishop 4');
  assert.equal(cardName(t, 'F6'), 'Fire-Eater 6');
  assert.equal(cardName(t, { class: 'FireEater' }), 'Fire-Eater (value hidden)');
  // The classes come from the engine's facts: without them a card cannot be named.
  assert.throws(() => cardName(createT(en), 'B4'), /board facts/);
});

test('cell labels', () => {
  const stack = { row: 5, flipped: false, cards: ['B4', { class: 'Bishop' }, 'B1'] };
  assert.equal(cellLabel(t, { column: 1, row: 5, pile: stack }), 'column 2, row 5: Bishop 4, stack of 3');
  assert.equal(cellLabel(t, { column: 1, row: 12, pile: { row: 12, flipped: true, cards: ['b1', 'b2'] } }),
    'column 2, row 12: face-down pile of 2 cards');
  assert.equal(cellLabel(t, { column: 2, row: 7, pile: null }), 'column 3, row 7: empty');
  assert.equal(cellLabel(t, { column: 0, row: 3, pile: { row: 3, flipped: false, cards: ['Q1'] }, yours: true, marks: ['canMove'] }),
    'column 1, row 3: Quack 1; your column; can move');
  assert.equal(cellLabel(t, { column: 5, row: 1, unused: true }), 'column 6, row 1: not in play');
  assert.equal(cellLabel(t, { column: 0, row: 8, pile: { row: 8, flipped: true, cards: ['F3'] }, yours: true }),
    'column 1, row 8: face-down pile of 1 card; cards from the top: Fire-Eater 3; your column');
  assert.equal(cellLabel(t, { column: 1, row: 5, pile: stack, yours: true }),
    'column 2, row 5: Bishop 4, stack of 3; cards from the top: Bishop 4, Bishop (value hidden), Bishop 1; your column');
});

test('log events read as sentences', () => {
  assert.equal(formatEvent(t, { event: 'moved', player: 1, from: 5, to: 6, count: 1, mover: 'B4' }),
    'Seat 2 moved Bishop 4 from row 5 to row 6.');
  assert.equal(formatEvent(t, { event: 'moved', player: 1, from: 5, to: 6, count: 3, mover: 'B4' }),
    'Seat 2 moved Bishop 4 with 2 cards beneath from row 5 to row 6.');
  assert.equal(formatEvent(t, { event: 'moved', player: 2, from: 6, to: 7, count: 2, mover: 'M2' }),
    'Seat 3 moved Minstrel 2 with 1 card beneath from row 6 to row 7.');
  assert.equal(formatEvent(t, { event: 'took', player: 1, column: 2, row: 6, cards: [{ class: 'Patrician' }] }),
    'Seat 2 took 1 card from column 3.');
  assert.equal(formatEvent(t, { event: 'took', player: 0, column: 2, row: 6, cards: ['A3', 'A1'] }),
    'Seat 1 took 2 cards from column 3 (Patrician 3, Patrician 1).');
  assert.equal(formatEvent(t, { event: 'lost', player: 0, row: 10, cards: ['A2', 'M3'] }),
    'Seat 1 lost Patrician 2, Minstrel 3 from row 10 to the discards.');
  assert.equal(formatEvent(t, { event: 'placed', player: 2, card: { class: 'Quack' } }), 'Seat 3 placed a card: Quack (value hidden).');
  assert.equal(formatEvent(t, { event: 'somethingNew' }), '');
  const entry = { index: 3, actor: 1, events: [
    { event: 'rolled', player: 1, die: 4 }, { event: 'turnEnded', player: 1 } ] };
  assert.equal(formatEntry(t, entry), 'Seat 2 rolled 4. Seat 2 ended the turn.');
});

test('every event kind of the API has a sentence', () => {
  const events = [
    { event: 'moved', player: 1, from: 5, to: 6, count: 1, mover: 'B4' },
    { event: 'took', player: 1, column: 2, row: 6, cards: [{ class: 'Patrician' }] },
    { event: 'arrogance', column: 2, row: 6, cards: ['M4', 'A3'] },
    { event: 'flipped', column: 1, row: 12, top: 'B4' },
    { event: 'rolled', player: 1, die: 4 },
    { event: 'lost', player: 1, row: 10, cards: ['A2', 'M3'] },
    { event: 'placed', player: 1, card: { class: 'Bishop' } },
    { event: 'revealed', player: 0 }, { event: 'turnEnded', player: 1 }, { event: 'gameOver' },
  ];
  for (const ev of events) {
    const s = formatEvent(t, ev);
    assert.ok(s.length > 5 && !s.includes('{') && !s.includes('log.'), s);
  }
  // Who begins is named as the seat is named elsewhere, by its player's name when he gave one.
  assert.match(formatEvent(t, { event: 'revealed', player: 0 }, ['Anna']), /Anna begins/);
});

test('prompts follow legal().step', () => {
  const seats = ['human', 'greedy', 'human'];
  const base = { player: 0, die: null, favourRow: null, moves: [], takes: [], places: [], loses: [] };
  assert.match(promptFor(t, { legal: { ...base, step: 'move' }, seats }), /^Your turn, Seat 1: drag/);
  assert.match(promptFor(t, { legal: { ...base, step: 'favours', favourRow: 6 }, seats }), /row 6/);
  assert.match(promptFor(t, { legal: { ...base, step: 'rolled', die: 4 }, seats }), /No move fits the roll/);
  assert.match(promptFor(t, { legal: { ...base, step: 'rolled', die: 4, moves: [{ from: 1, maxCount: 1, dests: [5] }] }, seats }), /exactly 4 rows/);
  assert.equal(promptFor(t, { legal: { ...base, player: 1, step: 'move' }, seats }), 'Seat 2 (computer) is thinking…');
  assert.equal(promptFor(t, { legal: { ...base, step: 'move' }, seats, handoff: 2 }), 'Pass the device to Seat 3.');
  assert.match(promptFor(t, { legal: { ...base, step: 'move' }, seats, selection: { row: 3, count: 2 } }), /top 2 cards from row 3/);
  for (const step of ['setup', 'move', 'favours', 'extra', 'roll', 'extraRoll', 'rolled', 'over']) {
    const s = promptFor(t, { legal: { ...base, step, die: 2, favourRow: 4 }, seats });
    assert.ok(!s.includes('{') && !s.startsWith('prompt.'), s);
  }
});

test('score lines are grouped by where the engine scored them', () => {
  const g = scoreGroups({ player: 0, plus: 4, short: -3, discarded: -1, total: 0,
    lines: [{ card: 'B4', row: 12, points: 4, kind: 'reached' }, { card: 'Q3', row: 5, points: -3, kind: 'short' },
      { card: 'F1', row: null, points: -1, kind: 'discarded' }] });
  assert.deepEqual(g.plus.map((l) => l.card), ['B4']);
  assert.deepEqual(g.short.map((l) => l.card), ['Q3']);
  assert.deepEqual(g.discarded.map((l) => l.card), ['F1']);
});

test('a hint in words', () => {
  assert.equal(describeSuggestion(t, { type: 'move', from: 3, count: 1, to: 5 }), 'Hint: move the top card from row 3 to row 5.');
  assert.equal(describeSuggestion(t, { type: 'move', from: 3, count: 2, to: 5 }), 'Hint: move the top 2 cards from row 3 to row 5.');
  // Fewer cards than the stack holds: how to take only those.
  assert.equal(describeSuggestion(t, { type: 'move', from: 3, count: 2, to: 5 }, 5), 'Hint: move the top 2 cards from row 3 to row 5. Lift the stack, then choose 2 beside it.');
  assert.equal(describeSuggestion(t, { type: 'move', from: 3, count: 2, to: 5 }, 2), 'Hint: move the top 2 cards from row 3 to row 5.', 'the whole stack needs no choice');
  assert.equal(describeSuggestion(t, { type: 'take', column: 3, count: 1 }), 'Hint: take 1 card from column 4.');
  assert.equal(describeSuggestion(t, { type: 'endFavours' }), 'Hint: take no more.');
  assert.equal(describeSuggestion(t, { type: 'endTurn' }), 'Hint: end your turn.');
  assert.equal(describeSuggestion(t, { type: 'roll' }), 'Hint: roll the die.');
  assert.equal(describeSuggestion(t, { type: 'lose', row: 9 }), 'Hint: give up the top card of row 9.');
  assert.equal(describeSuggestion(t, { type: 'place', card: 'B4' }), 'Hint: place Bishop 4.');
});

test('a seat named by its player is called by that name in the log and the prompts; others keep their number', () => {
  const names = ['Adelheid', ''];
  assert.equal(seatName(t, 0, names), 'Adelheid');
  assert.equal(seatName(t, 1, names), 'Seat 2');
  assert.equal(seatName(t, 2), 'Seat 3');
  assert.equal(formatEntry(t, { index: 0, actor: 0, events: [{ event: 'rolled', player: 0, die: 3 }, { event: 'turnEnded', player: 1 }] }, names),
    'Adelheid rolled 3. Seat 2 ended the turn.');
  const legal = { player: 0, step: 'move', die: null, favourRow: null, moves: [], takes: [], places: [], loses: [] };
  assert.match(promptFor(t, { legal, seats: ['human', 'easy'], names }), /^Your turn, Adelheid: drag/);
  assert.equal(promptFor(t, { legal, seats: ['human', 'easy'], names, handoff: 0 }), 'Pass the device to Adelheid.');
});
