import test from 'node:test';
import assert from 'node:assert/strict';
import { parseCard, rowClass, CLASSES } from '../../www/render/palette.js';

test('cards from the view map to their class and value', () => {
  assert.deepEqual(parseCard('B4'), { cls: 4, value: 4 });
  assert.deepEqual(parseCard('F1'), { cls: 0, value: 1 });
  assert.deepEqual(parseCard('P6'), { cls: 5, value: 6 });
  assert.deepEqual(parseCard('A3'), { cls: 3, value: 3 });
  assert.deepEqual(parseCard({ class: 'FireEater' }), { cls: 0, value: null });
  assert.deepEqual(parseCard({ class: 'Prince' }), { cls: 5, value: null });
  assert.equal(parseCard('Z9'), null);
  assert.equal(parseCard(null), null);
});

test('class c starts on row c and ends on row c + 7; row 7 is plain', () => {
  CLASSES.forEach((c, i) => {
    assert.deepEqual(rowClass(i + 1), { cls: i, goal: false });
    assert.deepEqual(rowClass(i + 8), { cls: i, goal: true });
  });
  assert.equal(rowClass(7), null);
  assert.equal(new Set(CLASSES.map((c) => c.pattern)).size, 6);
});

test('the renderer modules load without a DOM', async () => {
  const mod = await import('../../www/render/index.js');
  assert.equal(typeof mod.createRenderer, 'function');
});
