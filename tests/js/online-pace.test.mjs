// The pace of an online table's frames (www/platform/online/pace.js): a computer's move is shown
// a pause after the position before it; a person's at once; every frame in order; a page far
// behind jumps to the newest. A clock of the test's own, no waiting.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPacer, madeByComputer } from '../../www/platform/online/pace.js';

const SEATS = [{ kind: 'human' }, { kind: 'computer' }];
const frame = (version, toAct) => ({ version, toAct, seats: SEATS });

function clock() {
  let t = 0;
  const timers = [];
  return {
    now: () => t,
    setTimer: (f, ms) => { const timer = { at: t + ms, f }; timers.push(timer); return timer; },
    clearTimer: (timer) => { const i = timers.indexOf(timer); if (i >= 0) timers.splice(i, 1); },
    advance(ms) {
      t += ms;
      for (;;) {
        const due = timers.filter((x) => x.at <= t).sort((a, b) => a.at - b.at)[0];
        if (!due) return;
        timers.splice(timers.indexOf(due), 1);
        due.f();
      }
    },
  };
}

test('a frame is made by a computer when a computer was to act in the frame before it', () => {
  assert.equal(madeByComputer(frame(3, 1), frame(4, 0)), true);
  assert.equal(madeByComputer(frame(3, 0), frame(4, 1)), false, 'the person moved');
  assert.equal(madeByComputer(frame(3, 1), frame(6, 0)), false, 'a jump (a reconnect) is no single move');
  assert.equal(madeByComputer(null, frame(1, 1)), false);
  assert.equal(madeByComputer(frame(3, null), frame(4, null)), false);
  // A take-back is a version of its own whose log is shorter: shown at once.
  const logged = (version, toAct, entries) => ({ ...frame(version, toAct), log: Array.from({ length: entries }, () => ({})) });
  assert.equal(madeByComputer(logged(3, 1, 3), logged(4, 0, 1)), false, 'taken back');
  assert.equal(madeByComputer(logged(3, 1, 3), logged(4, 0, 4)), true);
});

test('the computer\'s moves are shown a pause apart, the person\'s at once, all in order', () => {
  const c = clock();
  const shown = [];
  const pacer = createPacer({ pause: 700, show: (f) => shown.push([f.version, c.now()]), ...c });
  // The person moves (version 1, the computer to act), the computer moves twice at once, then
  // it is the person's turn again.
  pacer.push(frame(1, 1));
  pacer.push(frame(2, 1));
  pacer.push(frame(3, 0));
  assert.deepEqual(shown, [[1, 0]]);
  c.advance(699);
  assert.deepEqual(shown, [[1, 0]]);
  c.advance(1);
  assert.deepEqual(shown, [[1, 0], [2, 700]]);
  c.advance(700);
  assert.deepEqual(shown, [[1, 0], [2, 700], [3, 1400]]);
  // The person's move is shown as soon as it comes.
  pacer.push(frame(4, 1));
  assert.deepEqual(shown.at(-1), [4, 1400]);
  pacer.stop();
  pacer.push(frame(5, 0));
  c.advance(5000);
  assert.equal(shown.length, 4, 'nothing after stop');
});

test('a pause of 0 shows every frame at once, and a page far behind jumps to the newest', () => {
  const c = clock();
  const shown = [];
  const pacer = createPacer({ pause: 0, show: (f) => shown.push(f.version), ...c });
  for (let v = 1; v <= 5; v++) pacer.push(frame(v, 1));
  assert.deepEqual(shown, [1, 2, 3, 4, 5]);
  const slow = createPacer({ pause: 700, show: (f) => shown.push(f.version), ...c });
  shown.length = 0;
  for (let v = 1; v <= 100; v++) slow.push(frame(v, 1));
  c.advance(700 * 3);
  assert.equal(shown[0], 1);
  assert.ok(shown.includes(100), `the newest is shown soon: ${shown}`);
  assert.ok(shown.length < 10, `${shown.length} frames shown`);
});
