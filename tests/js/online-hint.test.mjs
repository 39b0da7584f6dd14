// The Hint at an online table (www/platform/online/hint.js): one a position, asked only when the
// seat is to act, answered by the worker or (without one, as in node) the main thread, its seed
// the table's version and the seat; a refusal kept to be worded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createOnlineHint, hintSeed } from '../../www/platform/online/hint.js';

const frame = (version, toAct = 0, seat = 0) => ({ type: 'state', status: 'playing', version, seat, toAct, seats: [] });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test('one Hint a position, from the main thread without a worker; none out of turn; a refusal kept', async () => {
  const asked = [];
  let redraws = 0;
  let fail = false;
  const hint = createOnlineHint({
    engine: { bindings: 'heller.js', wasm: 'heller_bg.wasm' },
    question: (f, seed) => ({ request: { entry: 'chooseAction', args: [f.version, seed] }, onMain: () => { asked.push(seed); if (fail) throw new Error('bot.notToAct'); return `a${f.version}`; } }),
    read: (f, raw) => ({ text: raw, at: f.version }),
    redraw: () => { redraws += 1; },
  });
  try {
    hint.ask(frame(3, 1));
    assert.equal(hint.at(frame(3, 1)), null, 'not this seat\'s turn: nothing asked');
    hint.ask(frame(3));
    assert.equal(hint.at(frame(3)).pending, true);
    await settled();
    await settled();
    assert.deepEqual(hint.at(frame(3)).answer, { text: 'a3', at: 3 });
    assert.deepEqual(asked, [hintSeed(frame(3))], 'the seed: the version and the seat');
    assert.equal(hintSeed(frame(3, 2, 2)), 26);
    hint.ask(frame(3));
    assert.equal(asked.length, 1, 'asked once a position');
    assert.equal(hint.at(frame(4)), null, 'a new position has no Hint yet');
    assert.ok(redraws >= 2, 'drawn when asked and when answered');
    fail = true;
    hint.ask(frame(4));
    await settled();
    await settled();
    assert.match(String(hint.at(frame(4)).failed?.message), /bot.notToAct/);
    assert.equal(hint.at(frame(4)).answer, null);
  } finally {
    hint.release();
  }
});
