// What one frame of an online table brings after another (www/platform/online/news.js): the seats
// as a session holds them, and the frame handed to the session as a new position or as the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { followFrame, seatsOf } from '../../www/platform/online/news.js';

const frame = (over = {}) => ({ version: 3, status: 'playing', log: [{ player: 0, events: [{ event: 'a' }] }], seats: [
  { seat: 0, kind: 'human', name: 'Ann', level: null }, { seat: 1, kind: 'computer', name: null, level: 'hard' },
], ...over });

test('the seats of a frame: a person or a computer\'s level, and the names', () => {
  assert.deepEqual(seatsOf(frame()), { seats: ['human', 'hard'], names: ['Ann', ''] });
});

test('a frame of the same position is the one shown; a new one is read with its news', () => {
  const received = [];
  const position = (f) => ({ version: f.version, isOver: () => f.status === 'over', log: () => f.log });
  const session = { game: position(frame()), receive(game, news) { received.push({ game, news }); this.game = game; } };
  const remote = { frame: null };
  const shown = session.game;
  const same = frame({ seats: frame().seats.map((s) => ({ ...s, connected: true })) });
  followFrame(session, remote, same, () => assert.fail('no news read'), () => assert.fail('no position read'));
  assert.equal(remote.frame, same, 'the latest frame is kept');
  assert.deepEqual(received, [{ game: shown, news: undefined }]);
  const later = frame({ version: 4, log: [...frame().log, { player: 1, events: [] }] });
  followFrame(session, remote, later, () => ({ events: [], takenBack: false, player: 1 }), (f, news) => ({ ...position(f), news }));
  assert.equal(received[1].game.version, 4);
  assert.deepEqual(received[1].news, { events: [], takenBack: false, player: 1 });
  assert.equal(received[1].game.news, received[1].news, 'the position is read with the same news');
  // Over at the same version: another position all the same.
  followFrame(session, remote, { ...later, status: 'over' }, () => ({ events: [], takenBack: false, player: null }), position);
  assert.equal(received.length, 3);
  assert.equal(received[2].game.isOver(), true);
});
