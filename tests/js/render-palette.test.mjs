import test from 'node:test';
import assert from 'node:assert/strict';
import { ART } from '../../www/heuchel/render/art.js';
import { boardModel } from '../../www/heuchel/render/facts.js';
import { FACTS } from './fixtures/facts.mjs';

const board = boardModel(FACTS);
const id = (p) => p && { cls: p.cls.id, value: p.value };

test('cards from the view map to their class (from the facts) and value', () => {
  assert.deepEqual(id(board.parseCard('B4')), { cls: 'Bishop', value: 4 });
  assert.deepEqual(id(board.parseCard('F1')), { cls: 'FireEater', value: 1 });
  assert.deepEqual(id(board.parseCard('P6')), { cls: 'Prince', value: 6 });
  assert.deepEqual(id(board.parseCard('A3')), { cls: 'Patrician', value: 3 });
  assert.deepEqual(id(board.parseCard({ class: 'FireEater' })), { cls: 'FireEater', value: null });
  assert.deepEqual(id(board.parseCard({ class: 'Prince' })), { cls: 'Prince', value: null });
  assert.equal(board.parseCard('Z9'), null);
  assert.equal(board.parseCard(null), null);
  assert.equal(board.parseCard('B9').value, null, 'a value the facts do not list is unseen');
});

test('start and goal rows come from the facts; the middle row is plain', () => {
  for (const c of FACTS.classes) {
    assert.equal(board.rowClass(c.startRow).cls.id, c.id);
    assert.equal(board.rowClass(c.startRow).goal, false);
    assert.equal(board.rowClass(c.goalRow).cls.id, c.id);
    assert.equal(board.rowClass(c.goalRow).goal, true);
  }
  assert.equal(board.rowClass(FACTS.middleRow), null);
  assert.equal(board.columns, FACTS.columns);
  assert.equal(board.rows, FACTS.rows);
  assert.deepEqual(board.cards, FACTS.cards);
});

test('the art covers every class of the facts, each with its own diaper', () => {
  assert.deepEqual(Object.keys(ART).sort(), FACTS.classes.map((c) => c.id).sort());
  assert.equal(new Set(Object.values(ART).map((a) => a.pattern)).size, FACTS.classes.length);
  // The art never overrides a fact: a class keeps the engine's letter, name and rows.
  for (const c of board.classes) assert.equal(c.letter, FACTS.classes[c.index].letter);
});

test('facts the renderer has no art for, or no facts at all, are refused', () => {
  assert.throws(() => boardModel(null), /board facts/);
  assert.throws(() => boardModel({ ...FACTS, classes: [...FACTS.classes, { id: 'Jester', letter: 'J' }] }), /no art for the class Jester/);
});

test('the renderer modules load without a DOM', async () => {
  const mod = await import('../../www/heuchel/render/index.js');
  assert.equal(typeof mod.createRenderer, 'function');
});
