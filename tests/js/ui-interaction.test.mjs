import test from 'node:test';
import assert from 'node:assert/strict';
import { grab, highlights, isDest, lastMove, lastTake, loseAt, moveAt, setCount, suggestionSquares, takeAt, cellMarks } from '../../www/heuchel/board/interaction.js';

const legal = {
  player: 1, step: 'move', die: null, favourRow: null,
  moves: [{ from: 3, maxCount: 2, dests: [4, 6] }, { from: 5, maxCount: 1, dests: [7] }],
  takes: [], places: [], loses: [], canEndFavours: false, canEndTurn: false, canRoll: false,
};

test("a press on a stack takes all that may move; a lower card's edge splits the stack above it", () => {
  assert.deepEqual(grab(legal, 1, 3, 0), { column: 1, row: 3, count: 2, maxCount: 2, dests: [4, 6] });
  assert.equal(grab(legal, 1, 3, 1).count, 1);
  const four = { ...legal, moves: [{ from: 3, maxCount: 4, dests: [4] }] };
  assert.deepEqual([1, 2, 3].map((k) => grab(four, 1, 3, k).count), [1, 2, 3]);
  assert.equal(grab(legal, 1, 3, 4).count, 2);
  assert.equal(grab(legal, 1, 3, null).count, 2);
  assert.equal(grab(legal, 0, 3, 0), null, 'another column');
  assert.equal(grab(legal, 1, 4, 0), null, 'no stack offered there');
  assert.equal(moveAt(null, 1, 3), null);
});

test('destinations, counts', () => {
  const sel = grab(legal, 1, 3, 0);
  assert.ok(isDest(sel, 1, 6));
  assert.ok(!isDest(sel, 1, 5));
  assert.ok(!isDest(sel, 0, 6));
  assert.equal(setCount(sel, 9).count, 2);
  assert.equal(setCount(sel, 0).count, 1);
});

test('highlights: sources, then destinations of the selection, victims, loses, focus, last move', () => {
  assert.deepEqual(highlights(legal), [
    { column: 1, row: 3, kind: 'source' }, { column: 1, row: 5, kind: 'source' }]);
  const sel = grab(legal, 1, 3, 1);
  assert.deepEqual(highlights(legal, { selection: sel, focus: { column: 0, row: 13 } }), [
    { column: 1, row: 3, kind: 'source' }, { column: 1, row: 4, kind: 'dest' }, { column: 1, row: 6, kind: 'dest' },
    { column: 0, row: 13, kind: 'focus' }]);
  const fav = { ...legal, step: 'favours', favourRow: 6, moves: [], takes: [{ column: 0, maxCount: 2 }, { column: 3, maxCount: 1 }] };
  assert.deepEqual(highlights(fav), [{ column: 0, row: 6, kind: 'victim' }, { column: 3, row: 6, kind: 'victim' }]);
  assert.deepEqual(takeAt(fav, 3, 6), { column: 3, maxCount: 1 });
  assert.equal(takeAt(fav, 3, 5), null);
  const lose = { ...legal, step: 'rolled', die: 3, moves: [], loses: [2, 9] };
  assert.deepEqual(highlights(lose), [{ column: 1, row: 2, kind: 'victim' }, { column: 1, row: 9, kind: 'victim' }]);
  assert.ok(loseAt(lose, 1, 9));
  assert.ok(!loseAt(lose, 0, 9));
  assert.deepEqual(cellMarks(lose, null, 1, 9), ['lose']);
  assert.deepEqual(highlights(null, { last: { column: 2, from: 1, to: 4 } }), [
    { column: 2, row: 1, kind: 'lastMove' }, { column: 2, row: 4, kind: 'lastMove' }]);
});

test('cell marks for the accessible grid', () => {
  assert.deepEqual(cellMarks(legal, null, 1, 3), ['canMove']);
  const sel = grab(legal, 1, 3, 0);
  assert.deepEqual(cellMarks(legal, sel, 1, 3), ['selected']);
  assert.deepEqual(cellMarks(legal, sel, 1, 6), ['dest']);
  assert.deepEqual(cellMarks(legal, sel, 1, 5), []);
});

test('the last move is found in the newest entry that has one', () => {
  const entries = [
    { index: 0, actor: 0, events: [{ event: 'moved', player: 0, from: 1, to: 3, count: 1, mover: 'F2' }] },
    { index: 1, actor: 1, events: [{ event: 'moved', player: 1, from: 2, to: 5, count: 1, mover: 'M2' }, { event: 'took', player: 1, column: 0, row: 5, cards: [] }] },
    { index: 2, actor: 1, events: [{ event: 'turnEnded', player: 1 }] },
  ];
  assert.deepEqual(lastMove(entries), { column: 1, from: 2, to: 5 });
  assert.equal(lastMove([]), null);
});

test('the square of a favour just taken lights up, only while it is the newest action', () => {
  const move = { index: 0, actor: 1, events: [{ event: 'moved', player: 1, from: 2, to: 5, count: 1, mover: 'M2' }] };
  const take = { index: 1, actor: 1, events: [{ event: 'took', player: 1, column: 0, row: 5, cards: [{ class: 'Quack' }] }] };
  const end = { index: 2, actor: 1, events: [{ event: 'turnEnded', player: 1 }] };
  assert.deepEqual(lastTake([move, take]), { column: 0, row: 5 });
  assert.equal(lastTake([move, take, end]), null);
  assert.equal(lastTake([]), null);
  assert.deepEqual(highlights(null, { taken: { column: 0, row: 5 } }), [{ column: 0, row: 5, kind: 'lastMove' }]);
});

test('a hint lights its squares and marks its cells, for the player to act only', () => {
  const move = { type: 'move', from: 3, count: 2, to: 6 };
  assert.deepEqual(suggestionSquares(legal, move), [
    { column: 1, row: 3, kind: 'hintFrom' }, { column: 1, row: 6, kind: 'hintTo' }]);
  assert.deepEqual(highlights(legal, { hint: { action: move } }).filter((h) => h.kind.startsWith('hint')).map((h) => h.kind), ['hintFrom', 'hintTo']);
  assert.deepEqual(highlights(null, { hint: { action: move } }), [], 'no hint without a player to act');
  assert.deepEqual(cellMarks(legal, null, 1, 3, move), ['canMove', 'hintFrom']);
  assert.deepEqual(cellMarks(legal, null, 1, 6, move), ['hintTo']);
  const fav = { ...legal, step: 'favours', favourRow: 6, moves: [], takes: [{ column: 0, maxCount: 2 }] };
  assert.deepEqual(suggestionSquares(fav, { type: 'take', column: 0, count: 2 }), [{ column: 0, row: 6, kind: 'hintTake' }]);
  assert.deepEqual(cellMarks(fav, null, 0, 6, { type: 'take', column: 0, count: 2 }), ['victim', 'hintTake']);
  assert.deepEqual(suggestionSquares({ ...legal, step: 'rolled', moves: [], loses: [9] }, { type: 'lose', row: 9 }), [{ column: 1, row: 9, kind: 'hintLose' }]);
  for (const type of ['endTurn', 'endFavours', 'roll']) assert.deepEqual(suggestionSquares(legal, { type }), []);
  assert.deepEqual(suggestionSquares(legal, { type: 'place', card: 'B4' }), []);
});
