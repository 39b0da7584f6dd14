import test from 'node:test';
import assert from 'node:assert/strict';
import { dropIndex, groupHand, moveWithin, placementOrder } from '../../www/ui/setup-order.js';

const hand = ['F1', 'Q4', 'A3', 'P3', 'F3', 'Q2'];

test('the hand is grouped per class, highest class first, last dealt on top', () => {
  assert.deepEqual(groupHand(hand), [
    { class: 'Prince', cards: ['P3'] },
    { class: 'Patrician', cards: ['A3'] },
    { class: 'Quack', cards: ['Q2', 'Q4'] },
    { class: 'FireEater', cards: ['F3', 'F1'] },
  ]);
});

test('placing the untouched groups places every pile as dealt', () => {
  const order = placementOrder(groupHand(hand));
  const dealtOrderOf = (cls) => hand.filter((c) => c[0] === cls);
  for (const cls of 'PAQF') assert.deepEqual(order.filter((c) => c[0] === cls), dealtOrderOf(cls));
  assert.equal(order.length, hand.length);
});

test('reordering a pile changes only that pile, and the new top is placed last', () => {
  const groups = moveWithin(groupHand(hand), 'FireEater', 1, 0);
  assert.deepEqual(groups[3].cards, ['F1', 'F3']);
  assert.deepEqual(groups[2].cards, ['Q2', 'Q4']);
  const order = placementOrder(groups);
  assert.deepEqual(order.filter((c) => c[0] === 'F'), ['F3', 'F1']);
  assert.deepEqual(moveWithin(groups, 'FireEater', 0, 7)[3].cards, ['F3', 'F1'], 'clamped to the bottom');
  assert.deepEqual(moveWithin(groups, 'FireEater', 1, -3)[3].cards, ['F3', 'F1'], 'clamped to the top');
});

test('three-card piles reorder anywhere', () => {
  const g = groupHand(['B1', 'B2', 'B3']);
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
