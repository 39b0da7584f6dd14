import test from 'node:test';
import assert from 'node:assert/strict';
import { describeArrangement, dropIndex, groupHand, groupsOfPlacing, matchingClasses, moveWithin, placementOrder } from '../../www/heuchel/ui/setup-order.js';
import { createT } from '../../www/platform/ui/i18n.js';
import { en } from '../../www/heuchel/i18n/en.js';
import { FACTS } from './fixtures/facts.mjs';

const hand = ['F1', 'Q4', 'A3', 'P3', 'F3', 'Q2'];
// The translator knows the classes from the engine's facts (the fixture equals boardFacts()).
const words = createT(en, FACTS);

test('the hand is grouped per class, highest class first, last dealt on top', () => {
  assert.deepEqual(groupHand(words, hand), [
    { class: 'Prince', cards: ['P3'] },
    { class: 'Patrician', cards: ['A3'] },
    { class: 'Quack', cards: ['Q2', 'Q4'] },
    { class: 'FireEater', cards: ['F3', 'F1'] },
  ]);
});

test('placing the untouched groups places every pile as dealt', () => {
  const order = placementOrder(groupHand(words, hand));
  const dealtOrderOf = (cls) => hand.filter((c) => c[0] === cls);
  for (const cls of 'PAQF') assert.deepEqual(order.filter((c) => c[0] === cls), dealtOrderOf(cls));
  assert.equal(order.length, hand.length);
});

test('reordering a pile changes only that pile, and the new top is placed last', () => {
  const groups = moveWithin(groupHand(words, hand), 'FireEater', 1, 0);
  assert.deepEqual(groups[3].cards, ['F1', 'F3']);
  assert.deepEqual(groups[2].cards, ['Q2', 'Q4']);
  const order = placementOrder(groups);
  assert.deepEqual(order.filter((c) => c[0] === 'F'), ['F3', 'F1']);
  assert.deepEqual(moveWithin(groups, 'FireEater', 0, 7)[3].cards, ['F3', 'F1'], 'clamped to the bottom');
  assert.deepEqual(moveWithin(groups, 'FireEater', 1, -3)[3].cards, ['F3', 'F1'], 'clamped to the top');
});

test('three-card piles reorder anywhere', () => {
  const g = groupHand(words, ['B1', 'B2', 'B3']);
  assert.deepEqual(g[0].cards, ['B3', 'B2', 'B1']);
  assert.deepEqual(moveWithin(g, 'Bishop', 2, 0)[0].cards, ['B1', 'B3', 'B2']);
  assert.deepEqual(placementOrder(moveWithin(g, 'Bishop', 2, 0)), ['B2', 'B3', 'B1']);
});

test('drop index from a pointer position', () => {
  const others = [20, 70];
  assert.equal(dropIndex(others, -10), 0);
  assert.equal(dropIndex(others, 30), 1);
  assert.equal(dropIndex(others, 75), 2);
  assert.equal(dropIndex([], 75), 0);
});

// Stacks each class's pile by playing a placing order card by card (each card on top of its
// class's pile), as the engine does: the piles top first.
function stacked(placing) {
  const piles = {};
  for (const c of placing) (piles[c[0]] ||= []).unshift(c);
  return piles;
}

test('a placing order becomes panel groups whose placing stacks every pile the same way', () => {
  // Interleaved classes, as Hard may place them one card at a time.
  const placing = ['Q2', 'F1', 'P3', 'F3', 'Q4', 'A3'];
  const groups = groupsOfPlacing(words, hand, placing);
  assert.deepEqual(groups, [
    { class: 'Prince', cards: ['P3'] },
    { class: 'Patrician', cards: ['A3'] },
    { class: 'Quack', cards: ['Q4', 'Q2'] },
    { class: 'FireEater', cards: ['F3', 'F1'] },
  ], 'each pile top first: the card placed last on top');
  assert.deepEqual(stacked(placementOrder(groups)), stacked(placing), 'pressing Place gives the piles of the placing order');
  // The dealt order is one placing order: the hint of "as dealt" is the dealt grouping.
  assert.deepEqual(groupsOfPlacing(words, hand, hand), groupHand(words, hand));
});

test('a placing order must be exactly the hand', () => {
  assert.throws(() => groupsOfPlacing(words, hand, hand.slice(1)), /not the hand/);
  assert.throws(() => groupsOfPlacing(words, hand, ['F1', 'Q4', 'A3', 'P3', 'F3', 'F3']), /not the hand/);
  assert.throws(() => groupsOfPlacing(words, hand, ['F1', 'Q4', 'A3', 'P3', 'F3', 'Q2', 'B1']), /not the hand/);
});

test('the piles still ordered as suggested are found class by class', () => {
  const suggested = groupsOfPlacing(words, hand, ['Q2', 'F1', 'P3', 'F3', 'Q4', 'A3']);
  assert.deepEqual(matchingClasses(suggested, suggested), ['Prince', 'Patrician', 'Quack', 'FireEater']);
  const dealt = groupHand(words, hand);  // Quack reversed from the hint, Fire-Eater the same
  assert.deepEqual(matchingClasses(dealt, suggested), ['Prince', 'Patrician', 'FireEater']);
  assert.deepEqual(matchingClasses(moveWithin(suggested, 'FireEater', 0, 1), suggested), ['Prince', 'Patrician', 'Quack']);
});

test('a suggested arrangement in words names the piles of more than one card, top first', () => {
  const t = words;
  const groups = groupsOfPlacing(words, ['B1', 'Q4', 'B5', 'Q2', 'B2', 'F6'], ['B1', 'Q4', 'B5', 'Q2', 'B2', 'F6']);
  assert.equal(describeArrangement(t, groups),
    'Hint: stack Bishop 2 over Bishop 5 over Bishop 1; Quack 2 over Quack 4. Your piles below are now in this order: press “Place my cards” to place them, or change them first.');
  assert.match(describeArrangement(t, groupHand(words, ['P1', 'B1', 'A1', 'Q1', 'M1', 'F1'])), /^Hint: each of your piles has a single card/);
});
