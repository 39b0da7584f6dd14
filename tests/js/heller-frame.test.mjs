// Auf Heller und Pfennig's position at an online table (www/heller/game/frame.js): read from one
// seat's frame as the page reads the engine's Game, holding nothing the frame did not carry, and
// the news from one frame to the next (the actions new since, a take-back over the table).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { framePosition, frameNews } from '../../www/heller/game/frame.js';

// The engine's part: reading an action's notation, and the reasons from a view (recorded here).
const asked = [];
const engine = {
  Game: { parseAction: (text) => ({ text }) },
  whyNotInView: (view, text) => { asked.push({ view, text }); return text === 'sa1' ? [{ code: 'taken' }] : []; },
};

const frame = (over = {}) => ({
  type: 'state', table: 't', version: 4, status: 'playing', seat: 1, toAct: 1,
  view: { viewer: 1, round: 2, ownTile: 'gauner2', noLuck: false },
  log: [{ player: 0, events: [{ event: 'a' }] }, { player: 1, events: [{ event: 'b' }] }],
  legal: ['sa2', 'x'], outcome: null, seats: [{ seat: 0 }, { seat: 1 }], record: null, ...over,
});

test('a frame position reads like the engine\'s game, from the seat\'s frame alone', () => {
  const f = frame();
  const g = framePosition(engine, f);
  assert.equal(g.toAct(), 1);
  assert.equal(g.isOver(), false);
  assert.equal(g.actionCount(), 2);
  assert.equal(g.players, 2);
  assert.equal(g.round(), 2);
  assert.deepEqual(g.legalActions(), [{ text: 'sa2' }, { text: 'x' }]);
  // Whoever is asked for, the view is the seat's own: never more than it may see.
  assert.equal(g.view(0), f.view);
  assert.equal(g.view(2), f.view);
  assert.deepEqual(g.log(undefined, 1), [f.log[1]]);
  assert.deepEqual(g.whyNot('sa1'), [{ code: 'taken' }]);
  assert.equal(asked.at(-1).view, f.view, 'the reasons come from the seat\'s view');
  assert.equal(g.check('sa1'), null, 'the rest is the server\'s to judge');
  assert.equal(g.save(), '', 'no record before the game is over');
  assert.throws(() => g.play('x'), /played on its server/);
  assert.throws(() => g.at(0), /played on its server/);
});

test('not this seat\'s turn: nothing offered, no reasons asked', () => {
  const g = framePosition(engine, frame({ toAct: 0, legal: [] }));
  const before = asked.length;
  assert.deepEqual(g.legalActions(), []);
  assert.deepEqual(g.whyNot('sa1'), []);
  assert.equal(asked.length, before);
  const spectator = framePosition(engine, frame({ seat: null, toAct: 1, legal: ['sa2'] }));
  assert.deepEqual(spectator.legalActions(), [], 'a spectator is offered nothing');
});

test('a finished game: over, its winners and its record', () => {
  const g = framePosition(engine, frame({ status: 'over', toAct: null, outcome: { scores: [3, 5], winners: [1] }, record: 'heller2~x' }));
  assert.equal(g.isOver(), true);
  assert.equal(g.toAct(), null);
  assert.deepEqual(g.winners(), [1]);
  assert.equal(g.save(), 'heller2~x');
});

test('the news between two frames: the new actions\' events, or a take-back', () => {
  const before = framePosition(engine, frame());
  const later = frame({ version: 6, log: [...frame().log, { player: 1, events: [{ event: 'c' }] }, { player: 0, events: [{ event: 'd' }, { event: 'e' }] }] });
  assert.deepEqual(frameNews(before, later), { events: [{ event: 'c' }, { event: 'd' }, { event: 'e' }], takenBack: false, player: 0 });
  assert.deepEqual(frameNews(before, frame({ version: 5, log: frame().log.slice(0, 1) })), { events: [], takenBack: true, player: null });
  // Taken back and played again to the same length: another position all the same.
  assert.equal(frameNews(before, frame({ version: 7 })).takenBack, true);
  assert.deepEqual(frameNews(null, frame()), { events: [], takenBack: false, player: null });
});
