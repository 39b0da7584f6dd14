// The page's side of the computer players (www/platform/engine/bots.js) with a stand-in Worker: requests
// are matched to answers by id, the engine's refusals come back as Errors, and a missing or
// failing worker is reported as `unavailable` so that the board decides on the main thread. Both
// games use it: heuchel's requests carry the view in notation, heller's the View object, and the
// page keeps one worker per engine (sharedBots).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createBotClient, sharedBots } from '../../www/platform/engine/bots.js';

const ENGINE = { bindings: 'http://x/heuchel-1.js', wasm: 'http://x/heuchel-1_bg.wasm' };
const HELLER = { bindings: 'http://x/heller.js', wasm: 'http://x/heller_bg.wasm' };

/** A worker that answers each request with `answer(message)` after `delay(message)` ms. */
function fakeWorker({ answer, delay = () => 0, init = { type: 'ready' } }) {
  const made = [];
  class FakeWorker {
    constructor(url, options) {
      this.url = String(url);
      this.options = options;
      this.listeners = {};
      this.sent = [];
      this.terminated = false;
      made.push(this);
    }
    addEventListener(type, f) { (this.listeners[type] ||= []).push(f); }
    emit(type, event) { for (const f of this.listeners[type] || []) f(event); }
    postMessage(m) {
      this.sent.push(m);
      if (m.type === 'init') return setTimeout(() => this.emit('message', { data: init }), 0);
      setTimeout(() => { if (!this.terminated) this.emit('message', { data: { id: m.id, ...answer(m) } }); }, delay(m));
    }
    terminate() { this.terminated = true; }
  }
  return { FakeWorker, made };
}

test('answers are matched to requests by id, in whatever order they come', async () => {
  const { FakeWorker, made } = fakeWorker({ answer: (m) => ({ action: `${m.level}:${m.seed}` }), delay: (m) => (m.level === 'hard' ? 30 : 1) });
  const bots = createBotClient({ engine: ENGINE, Worker: FakeWorker });
  assert.equal(bots.mode, 'idle', 'no worker until the first request');
  const [a, b] = await Promise.all([
    bots.choose({ viewNotation: 'v', level: 'hard', seed: 1 }),
    bots.choose({ viewNotation: 'v', level: 'easy', seed: 2, iterations: 5 }),
  ]);
  assert.deepEqual([a, b], ['hard:1', 'easy:2']);
  assert.equal(made.length, 1, 'one worker per client');
  assert.match(made[0].url, /\/www\/platform\/engine\/worker\.js$/);
  assert.equal(made[0].options.type, 'module');
  assert.deepEqual(made[0].sent[0], { type: 'init', ...ENGINE }, 'the worker is told where the engine is first');
  assert.deepEqual(made[0].sent[2], { id: 2, viewNotation: 'v', level: 'easy', seed: 2, iterations: 5 });
  assert.equal(bots.mode, 'worker');
  bots.terminate();
  assert.ok(made[0].terminated);
});

test("the engine's refusal is an Error with its message, code and arguments, not a missing worker", async () => {
  const { FakeWorker } = fakeWorker({
    answer: () => ({ error: 'unknown level "oracle": use easy, medium or hard', code: 'bot.level', args: { level: 'oracle' } }),
  });
  const bots = createBotClient({ engine: ENGINE, Worker: FakeWorker });
  await assert.rejects(bots.choose({ viewNotation: 'v', level: 'oracle', seed: 1 }), (e) => {
    assert.ok(e instanceof Error);
    assert.match(e.message, /unknown level/);
    assert.equal(e.code, 'bot.level', 'the code crosses postMessage, so the page can word it');
    assert.deepEqual(e.args, { level: 'oracle' });
    assert.ok(!e.unavailable);
    return true;
  });
  // A refusal without a code (the worker's own) stays a plain Error.
  const plain = fakeWorker({ answer: () => ({ error: 'the computer player was asked before it was given the engine' }) });
  await assert.rejects(createBotClient({ engine: ENGINE, Worker: plain.FakeWorker }).choose({ viewNotation: 'v', level: 'easy', seed: 1 }),
    (e) => e instanceof Error && e.code === undefined && /before it was given/.test(e.message));
});

test('no Worker, no engine URLs, or a worker that fails to load: unavailable, for the main thread', async () => {
  const isUnavailable = (e) => e.unavailable === true;
  await assert.rejects(createBotClient({ engine: ENGINE, Worker: null }).choose({ viewNotation: 'v', level: 'easy', seed: 1 }), isUnavailable);
  await assert.rejects(createBotClient({ engine: null, Worker: class {} }).choose({ viewNotation: 'v', level: 'easy', seed: 1 }), isUnavailable);
  const { FakeWorker } = fakeWorker({ answer: () => ({ action: 'e' }), delay: () => 50, init: { type: 'failed', error: 'no wasm' } });
  const bots = createBotClient({ engine: ENGINE, Worker: FakeWorker });
  await assert.rejects(bots.choose({ viewNotation: 'v', level: 'easy', seed: 1 }), (e) => isUnavailable(e) && /no wasm/.test(e.message));
  assert.equal(bots.mode, 'main');
  await assert.rejects(bots.choose({ viewNotation: 'v', level: 'easy', seed: 1 }), isUnavailable, 'and stays so');
  class Throws { constructor() { throw new Error('module workers are not supported'); } }
  await assert.rejects(createBotClient({ engine: ENGINE, Worker: Throws }).choose({ viewNotation: 'v', level: 'easy', seed: 1 }), isUnavailable);
});

test('terminating refuses what is still pending', async () => {
  const { FakeWorker } = fakeWorker({ answer: () => ({ action: 'e' }), delay: () => 1000 });
  const bots = createBotClient({ engine: ENGINE, Worker: FakeWorker });
  const pending = bots.choose({ viewNotation: 'v', level: 'hard', seed: 1 });
  bots.terminate();
  await assert.rejects(pending, (e) => e.unavailable === true);
});

test('a bundled page names the worker module itself (workerUrl)', async () => {
  const { FakeWorker, made } = fakeWorker({ answer: () => ({ action: 'r' }) });
  const bots = createBotClient({ engine: ENGINE, Worker: FakeWorker, workerUrl: new URL('http://x/site/www/platform/engine/worker.js') });
  assert.equal(await bots.choose({ viewNotation: 'v', level: 'easy', seed: 1 }), 'r');
  assert.equal(made[0].url, 'http://x/site/www/platform/engine/worker.js');
  bots.terminate();
});

test("heller's requests carry the View object itself, and only it; heuchel's keep their notation", async () => {
  const { FakeWorker, made } = fakeWorker({ answer: (m) => ({ action: m.view ? `saw ${m.view.viewer}` : `read ${m.viewNotation}` }) });
  const bots = createBotClient({ engine: HELLER, Worker: FakeWorker });
  const view = { viewer: 2, players: 3, market: { cells: [{ kind: 'empty' }] }, ownTile: 'R4', ownTiles: [null, null, 'R4'] };
  assert.equal(await bots.choose({ view, level: 'hard', seed: 9, iterations: 50 }), 'saw 2');
  assert.deepEqual(made[0].sent[0], { type: 'init', ...HELLER }, 'the worker loads the engine it was made for');
  assert.deepEqual(made[0].sent[1], { id: 1, view, level: 'hard', seed: 9, iterations: 50 });
  assert.ok(!('viewNotation' in made[0].sent[1]), 'no notation field beside the view');
  assert.equal(made[0].options.name, 'heller-bots');
  bots.terminate();

  const old = fakeWorker({ answer: (m) => ({ action: `read ${m.viewNotation}` }) });
  const heuchel = createBotClient({ engine: ENGINE, Worker: old.FakeWorker });
  assert.equal(await heuchel.choose({ viewNotation: '4bv2', level: 'easy', seed: 1 }), 'read 4bv2');
  assert.ok(!('view' in old.made[0].sent[1]), 'no view field in a request by notation');
  assert.equal(old.made[0].options.name, 'heuchel-1-bots');
  heuchel.terminate();
});

test('sharedBots keeps one worker per engine: boards of a game share it, the other game has its own', async () => {
  const { FakeWorker, made } = fakeWorker({ answer: (m) => ({ action: `${m.view ? 'heller' : 'heuchel'}:${m.seed}` }) });
  const a = sharedBots({ engine: ENGINE, Worker: FakeWorker });
  const b = sharedBots({ engine: ENGINE, Worker: FakeWorker });
  const h1 = sharedBots({ engine: HELLER, Worker: FakeWorker });
  const h2 = sharedBots({ engine: { ...HELLER }, Worker: FakeWorker });
  assert.deepEqual(await Promise.all([
    a.choose({ viewNotation: 'v', level: 'easy', seed: 1 }),
    b.choose({ viewNotation: 'v', level: 'easy', seed: 2 }),
    h1.choose({ view: { viewer: 0 }, level: 'easy', seed: 3 }),
    h2.choose({ view: { viewer: 1 }, level: 'easy', seed: 4 }),
  ]), ['heuchel:1', 'heuchel:2', 'heller:3', 'heller:4']);
  assert.equal(made.length, 2, 'two engines, two workers');
  const [heuchelWorker, hellerWorker] = made;
  assert.deepEqual(heuchelWorker.sent[0], { type: 'init', ...ENGINE });
  assert.deepEqual(hellerWorker.sent[0], { type: 'init', ...HELLER });
  assert.equal(heuchelWorker.sent.length, 3, "both heuchel boards' requests went to heuchel's worker");
  assert.equal(hellerWorker.sent.length, 3, "both heller boards' requests went to heller's worker");

  // Releasing every heller board ends heller's worker only.
  h1.release();
  assert.ok(!hellerWorker.terminated, 'one heller board still holds it');
  h2.release();
  assert.ok(hellerWorker.terminated);
  assert.ok(!heuchelWorker.terminated);
  await assert.rejects(h2.choose({ view: {}, level: 'easy', seed: 1 }), (e) => e.unavailable === true, 'a released handle answers no more');
  assert.equal(await a.choose({ viewNotation: 'v', level: 'easy', seed: 5 }), 'heuchel:5');
  a.release();
  b.release();
  assert.ok(heuchelWorker.terminated);

  // A heller board after all of them were released starts a fresh worker.
  const h3 = sharedBots({ engine: HELLER, Worker: FakeWorker });
  assert.equal(await h3.choose({ view: { viewer: 0 }, level: 'easy', seed: 6 }), 'heller:6');
  assert.equal(made.length, 3);
  assert.deepEqual(made[2].sent[0], { type: 'init', ...HELLER });
  h3.release();
  assert.ok(made[2].terminated);
});
