// Heuchel & Meuchel's position at an online table (www/heuchel/game/frame.js): read from one
// seat's frame as the page reads the engine's Game, holding nothing the frame did not carry;
// the action sent as the frame's own notation of it; the scores read from the record once over.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { framePosition, frameNews } from '../../www/heuchel/game/frame.js';

const calls = [];
const loaded = [];
const engine = {
  Game: {
    parseAction: (text) => ({ roll: { type: 'roll' }, '5-6.1': { type: 'move', from: 5, count: 1, to: 6 } })[text],
    load: (record) => {
      const game = { record, freed: false, scores: () => [3, 1], winners: () => [0], scoreHistory: () => [[0, 3]], fullLog: () => ['all'], free() { this.freed = true; } };
      loaded.push(game);
      return game;
    },
  },
  whyNotInView: (notation, action) => { calls.push(['why', notation, action]); return [{ code: 'why.x' }]; },
  ownLossOf: (notation, action) => { calls.push(['loss', notation, action]); return action.to === 6 ? ['A1'] : []; },
  chooseAction: (notation, level, seed) => `${notation}:${level}:${seed}`,
};

const frame = (over = {}) => ({
  type: 'state', table: 't', version: 9, status: 'playing', seat: 1, toAct: 1,
  view: { hand: [] }, viewNotation: 'v1', turn: { step: 'move', player: 1, moves: [] },
  log: [{ index: 0, actor: 0, events: [{ event: 'a' }] }], legal: ['roll', '5-6.1'],
  outcome: null, seats: [{ seat: 0 }, { seat: 1 }, { seat: 2 }], record: null, ...over,
});

test('the seat\'s position: its view, its turn, its log; an action sent as the frame\'s own notation', () => {
  const f = frame();
  const lineage = {};
  const g = framePosition(engine, f, lineage);
  assert.equal(g.lineage, lineage);
  assert.equal(g.players, 3);
  assert.equal(g.toAct(), 1);
  assert.equal(g.legal(), f.turn);
  assert.equal(g.view(0), f.view, 'whoever is asked for, the seat\'s own view');
  assert.equal(g.viewNotation(), 'v1');
  assert.equal(g.actionCount(), 1);
  assert.equal(g.notationOf({ to: 6, type: 'move', count: 1, from: 5 }), '5-6.1', 'the keys in any order');
  assert.equal(g.notationOf({ type: 'move', from: 5, count: 2, to: 6 }), null, 'not offered');
  assert.deepEqual(g.whyNot({ type: 'move', from: 5, count: 2, to: 6 }), [{ code: 'why.x' }]);
  assert.deepEqual(g.ownLoss({ type: 'move', from: 5, count: 1, to: 6 }), ['A1']);
  assert.equal(g.ownLoss({ type: 'move', from: 5, count: 1, to: 7 }), null);
  assert.ok(calls.every(([, notation]) => notation === 'v1'), 'every answer from the seat\'s view alone');
  assert.equal(g.hint(1, 7), 'v1:hard:7');
  assert.throws(() => g.scores(), /not over/);
  assert.throws(() => g.play('roll'), /played on its server/);
});

test('another seat\'s turn: nothing offered, no reasons asked', () => {
  const g = framePosition(engine, frame({ toAct: 2, legal: [], turn: { step: 'move', player: 2 } }), {});
  const before = calls.length;
  assert.equal(g.notationOf({ type: 'roll' }), null);
  assert.deepEqual(g.whyNot({ type: 'roll' }), []);
  assert.equal(g.ownLoss({ type: 'roll' }), null);
  assert.equal(calls.length, before);
});

test('over: the scores, the winners and the full log come from the server\'s record, freed with the position', () => {
  const g = framePosition(engine, frame({ status: 'over', toAct: null, turn: null, legal: [], record: 'hm1~x' }), {});
  assert.equal(g.isOver(), true);
  assert.equal(g.legal().step, 'over');
  assert.deepEqual(g.scores(), [3, 1]);
  assert.deepEqual(g.winners(), [0]);
  assert.deepEqual(g.fullLog(0), ['all']);
  assert.equal(g.save(), 'hm1~x');
  assert.equal(loaded.length, 1, 'loaded once');
  g.free();
  assert.equal(loaded[0].freed, true);
});

test('the news between frames names who acted last (the log\'s actor)', () => {
  const before = framePosition(engine, frame(), {});
  const later = frame({ version: 10, log: [...frame().log, { index: 1, actor: 2, events: [{ event: 'b' }] }] });
  assert.deepEqual(frameNews(before, later), { events: [{ event: 'b' }], takenBack: false, player: 2 });
  assert.equal(frameNews(before, frame({ version: 11, log: [] })).takenBack, true);
});
