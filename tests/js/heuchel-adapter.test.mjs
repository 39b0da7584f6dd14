// The first game's engine adapter (www/heuchel/game/adapter.js) on the BUILT engine (dist/heuchel.js),
// and the session core (www/platform/session/core.js) driving a real game through it, with no DOM
// and no worker: what a computer seat and the Hint are given (the seat's own view only), what a
// take-back would hide again (a card taken blind is shown to its taker), and a table of a person
// and computers played on by the core's own events.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { heuchelAdapter, knownIn } from '../../www/heuchel/game/adapter.js';
import { createSession } from '../../www/platform/session/core.js';

const DIST = new URL('../../dist/', import.meta.url);
const WASM = new URL('heuchel_bg.wasm', DIST);
const skip = existsSync(WASM) ? false : 'dist/ is not built';

// Rulebook figure 3: Seat 1's Bishop 4 on row 5 may climb to row 6 and take favours there.
const FIGURE_3 = '5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5F6M1M2M3M4M5M6Q1Q2Q3Q4Q5Q6A1A3A4A6B1B2B5_-_0000000000000001';

let heuchel = null;
async function engine() {
  if (!heuchel) {
    const bindings = await import(new URL('heuchel.js', DIST).href);
    await bindings.default({ module_or_path: readFileSync(WASM) });
    heuchel = bindings;
  }
  return heuchel;
}

const adapterOf = (e) => heuchelAdapter(e, { facts: e.boardFacts(), iterations: 50, readHint: (_g, _p, raw) => raw });

test('a computer seat and the Hint are asked from the seat\'s own view, and each answer is legal', { skip }, async () => {
  const e = await engine();
  const a = adapterOf(e);
  const game = new e.Game(4, 'base', '7');
  try {
    const player = a.toAct(game);
    const q = a.computer(game, player, 'hard', 11);
    assert.deepEqual(q.request, { entry: 'chooseAction', args: [game.viewNotation(player), 'hard', 11, 50] },
      'the request is the seat\'s own view, its level, seed and budget, and nothing else');
    assert.notEqual(q.request.args[0], game.viewNotation((player + 1) % 4), 'not another seat\'s');
    // What the worker does with it is what the main thread does: the same engine call.
    assert.equal(e[q.request.entry](...q.request.args), q.onMain());
    // In setup the Hint is an arrangement of the whole hand, from the same view.
    const h = a.hint(game, player, 5);
    assert.deepEqual(h.request, { entry: 'chooseArrangement', args: [game.viewNotation(player), 5, 50] });
    const placing = h.onMain();
    assert.deepEqual(e[h.request.entry](...h.request.args), placing);
    assert.deepEqual([...placing].sort(), [...game.view(player).hand].sort(), 'the arrangement places exactly the hand');
    // The instant kinds are decided on the main thread, when played.
    assert.equal(a.computer(game, player, 'greedy', 3).request, null);
    a.play(game, q.onMain());
    assert.equal(a.actionCount(game), 1);
  } finally {
    game.free();
  }
});

test('a card taken blind is something hidden shown to its taker; a plain climb is not', { skip }, async () => {
  const e = await engine();
  const a = adapterOf(e);
  const game = e.Game.fromPosition(FIGURE_3);
  try {
    const me = a.toAct(game);
    a.play(game, '5-6.1');
    assert.equal(a.hiddenShownSince(game, me, 0), null, 'the climb showed him nothing new');
    const before = knownIn(game.view(me));
    a.play(game, 't3.1');
    const after = knownIn(game.view(me));
    assert.ok([...after].some((card) => !before.has(card)), 'the blind favour named a card he did not know');
    assert.equal(a.hiddenShownSince(game, me, 0), 'shown', 'so taking back across it is refused');
    assert.deepEqual(a.actors(game, me), [me, me]);
  } finally {
    game.free();
  }
});

test('the session core plays a real table through the adapter: the person acts, the computers answer, a take-back returns', { skip, timeout: 120000 }, async () => {
  const e = await engine();
  const game = e.Game.fromPosition(FIGURE_3);
  const session = createSession({
    adapter: adapterOf(e), game, seats: ['human', 'greedy', 'greedy', 'greedy', 'greedy'], seed: 1, delay: 0,
    refusal: (err) => `refused: ${err.code}`, worker: false,
  });
  const events = [];
  session.subscribe((event, detail) => events.push({ event, detail }));
  session.start();
  try {
    assert.equal(session.person(), 0);
    assert.ok(session.personActing());
    assert.equal(session.play('9-9.9'), false, 'an illegal action is refused');
    assert.match(session.state.error, /^refused: /);
    assert.equal(session.game.actionCount(), 0, 'and leaves the game as it was');
    assert.ok(session.play('5-6.1'));
    assert.ok(session.play('n'), 'no favours: his turn ends');
    // The computers play on until it is his turn again (the core's own events, no timer).
    await new Promise((resolve) => session.subscribe((event) => { if (event === 'played' && session.personActing()) resolve(); }));
    const byComputer = events.filter((x) => x.event === 'played' && x.detail.by === 'computer').length;
    assert.ok(byComputer >= 4, `each computer seat played (${byComputer} actions)`);
    const point = session.state.undo;
    assert.ok(point && !point.refused, 'his last action can be taken back');
    const count = session.game.actionCount();
    assert.ok(session.takeBack());
    assert.ok(session.game.actionCount() < count);
    assert.equal(session.toAct(), 0);
  } finally {
    session.destroy();
  }
});
