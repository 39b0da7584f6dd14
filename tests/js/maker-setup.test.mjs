// The diagram maker's edits of a Setup (www/heuchel/maker/setup-edit.js): plain data in, plain data out,
// the argument untouched. Where the engine's package is built (pkg/), the edits are judged by it
// as the page judges them: fillUnused completes, checkSetup says yes or why not.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import * as edit from '../../www/heuchel/maker/setup-edit.js';

const built = existsSync(new URL('../../pkg/heuchel_bg.wasm', import.meta.url));
const skip = built ? false : 'pkg/ is not built';
const engine = built ? await (await import('../../scripts/diagram.mjs')).loadEngine() : null;

const frozen = (value) => {
  for (const v of Object.values(value)) if (v && typeof v === 'object') frozen(v);
  return Object.freeze(value);
};

test('an empty board: one empty list per player, seat 1 to move (base) or to roll (dice)', () => {
  const base = edit.emptySetup(4, 'base');
  assert.deepEqual(base.columns, [[], [], [], []]);
  assert.deepEqual(base.discards, [[], [], [], []]);
  assert.deepEqual(base.phase, { phase: 'turn', player: 0, step: { step: 'move' } });
  assert.deepEqual(edit.emptySetup(3, 'dice').phase.step, { step: 'roll' });
});

test('placing puts a card on top of a pile, lowest row first, and takes it from where it was', () => {
  const start = frozen(edit.emptySetup(3, 'base'));
  let s = edit.placeCard(start, 'B4', 0, 5);
  s = edit.placeCard(s, 'F1', 0, 1);
  s = edit.placeCard(s, 'A2', 0, 5);
  assert.deepEqual(s.columns[0], [{ row: 1, faceDown: false, cards: ['F1'] }, { row: 5, faceDown: false, cards: ['A2', 'B4'] }]);
  assert.deepEqual(start.columns[0], [], 'the argument is left alone');
  // The same card elsewhere moves; a pile left empty goes.
  s = edit.placeCard(s, 'F1', 2, 1);
  assert.deepEqual(s.columns[0].map((p) => p.row), [5]);
  assert.deepEqual(s.columns[2], [{ row: 1, faceDown: false, cards: ['F1'] }]);
  assert.equal(edit.cardAt(s, 0, 5), 'A2');
  assert.equal(edit.cardAt(s, 0, 5, 1), 'B4');
  assert.equal(edit.cardAt(s, 1, 5), null);
  assert.deepEqual(edit.cardLocations(s).get('B4'), { kind: 'pile', column: 0, row: 5, index: 1, faceDown: false });
  assert.throws(() => edit.placeCard(s, 'P1', 3, 6), RangeError, 'no column 4 with 3 players');
});

test('removing, discarding, turning face down and the phase fields', () => {
  let s = edit.placeCard(edit.emptySetup(3, 'base'), 'B3', 0, 12);
  s.knowledge = [{ card: 'B3', players: [1] }];
  const down = edit.toggleFaceDown(s, 0, 12);
  assert.equal(down.columns[0][0].faceDown, true);
  assert.equal(edit.toggleFaceDown(down, 0, 12).columns[0][0].faceDown, false);
  assert.equal(edit.toggleFaceDown(s, 1, 12), null, 'no pile there');
  const gone = edit.withoutCard(s, 'B3');
  assert.deepEqual(gone.columns[0], []);
  assert.deepEqual(gone.knowledge, [], 'knowledge of a card goes with it');
  const discarded = edit.discardCard(s, 'B3', 2);
  assert.deepEqual(discarded.discards, [[], [], ['B3']]);
  assert.deepEqual(edit.cardLocations(discarded).get('B3'), { kind: 'discard', player: 2 });
  const favours = edit.withPhase(s, { phase: 'turn', player: 1, step: 'favours', row: 6, cut: 1 });
  assert.deepEqual(favours.phase, { phase: 'turn', player: 1, step: { step: 'favours', row: 6, cut: 1 } });
  assert.deepEqual(edit.phaseFields(favours), { phase: 'turn', player: 1, step: 'favours', row: 6, cut: 1, die: 1 });
  assert.deepEqual(edit.withPhase(s, { phase: 'turn', player: 2, step: 'rolled', die: 4 }).phase.step, { step: 'rolled', die: 4 });
  assert.deepEqual(edit.withPhase(s, { phase: 'over' }).phase, { phase: 'over' });
  const placing = { ...edit.emptySetup(3, 'base'), phase: { phase: 'setup', player: 0 }, hands: [['F1'], ['F2'], ['F3']] };
  assert.deepEqual(edit.withPhase(placing, { phase: 'turn', player: 0, step: 'move' }).hands, [[], [], []], 'hands belong to the setup phase');
  assert.deepEqual(edit.withPhase(placing, { phase: 'setup', player: 1 }).hands, [['F1'], ['F2'], ['F3']]);
});

test('a refused setup is still drawn: its view has the View shape, every card shown', () => {
  const s = edit.toggleFaceDown(edit.placeCard(edit.emptySetup(3, 'base'), 'B3', 0, 12), 0, 12);
  const view = edit.viewOfSetup(s);
  assert.equal(view.viewer, 7);
  assert.deepEqual(view.columns[0], [{ row: 12, flipped: true, cards: ['B3'] }]);
  assert.deepEqual(view.handSizes, [0, 0, 0]);
  assert.deepEqual(view.discards, [[], [], []]);
});

test('the engine judges the edits: empty, built, refused on its goal, accepted face down', { skip }, () => {
  const judge = (s) => engine.checkSetup(engine.fillUnused(s));
  let s = edit.emptySetup(3, 'base');
  assert.equal(judge(s).code, 'position.inactivePlayer');
  s = edit.placeCard(s, 'B4', 0, 5);
  s = edit.placeCard(s, 'F1', 1, 1);
  s = edit.placeCard(s, 'F2', 2, 1);
  assert.equal(judge(s), null);
  assert.equal(engine.positionOfSetup(engine.fillUnused(s)),
    '3b_1m_5B4_1F1_1F2_-.-.F3F4F5F6M1M2M3M4M5M6Q1Q2Q3Q4Q5_-_0000000000000001');
  s = edit.placeCard(s, 'B3', 0, 12);
  const refused = judge(s);
  assert.equal(refused.code, 'position.standingOnGoal');
  assert.deepEqual(refused.args, { column: 0, row: 12, top: 'B3', goal: 12 });
  s = edit.toggleFaceDown(s, 0, 12);
  assert.equal(judge(s), null);
  // The engine's own setup of a dealt game round-trips through the edits untouched.
  const game = new engine.Game(4, 'dice', 7);
  const dealt = game.setup();
  assert.ok(edit.sameSetup(dealt, edit.normalize(dealt)));
  assert.equal(engine.positionOfSetup(edit.normalize(dealt)), game.position());
  // The view drawn for a refused setup is the one the engine gives of an accepted one.
  const filled = engine.fillUnused(s);
  assert.deepEqual(edit.viewOfSetup(filled), engine.Game.fromSetup(filled).fullView());
});
