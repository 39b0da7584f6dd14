import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tableFromQuery } from '../../www/platform/ui/link.js';

test('a plain address asks for a table', () => {
  assert.equal(tableFromQuery(''), null);
  assert.equal(tableFromQuery('?utm=x'), null);
});

test('a link names the table', () => {
  assert.deepEqual(tableFromQuery('?players=5&variant=dice&seats=human,%20greedy,random&seed=42'), {
    players: 5, variant: 'dice', seed: '42', seats: ['human', 'greedy', 'random'], position: undefined, undo: false,
  });
  // Several people at one screen who all agree may take moves back.
  assert.equal(tableFromQuery('?seats=human,human,easy&undo=yes').undo, true);
});

test('a link may set how fast computer seats play', () => {
  assert.deepEqual(tableFromQuery('?delay=30'), null);
  assert.equal(tableFromQuery('?seed=1&delay=30').botDelay, 30);
  assert.equal(tableFromQuery('?seed=1').botDelay, undefined);
  assert.equal(tableFromQuery('?seed=1&delay=-5').botDelay, undefined);
});

test('a link may carry a position in notation', () => {
  const t = tableFromQuery('?position=3b_2m_1F1_x&seats=human,human,greedy');
  assert.equal(t.position, '3b_2m_1F1_x');
  assert.deepEqual(t.seats, ['human', 'human', 'greedy']);
  assert.equal(t.players, undefined);
});

test('a link names computer levels, in any case', () => {
  assert.deepEqual(tableFromQuery('?seats=Human,HARD,medium,easy').seats, ['human', 'hard', 'medium', 'easy']);
  assert.equal(tableFromQuery('?seats=human,hard,medium').players, undefined, 'the board takes the table size from the seats');
});
