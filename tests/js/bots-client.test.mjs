// The page's side of the computer players (www/engine/bots.js) with a stand-in Worker: requests
// are matched to answers by id, the engine's refusals come back as Errors, and a missing or
// failing worker is reported as `unavailable` so that the board decides on the main thread.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createBotClient } from '../../www/engine/bots.js';

const ENGINE = { bindings: 'http://x/heuchel-1.js', wasm: 'http://x/heuchel-1_bg.wasm' };

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
  assert.match(made[0].url, /\/www\/engine\/worker\.js$/);
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
  const bots = createBotClient({ engine: ENGINE, Worker: FakeWorker, workerUrl: new URL('http://x/site/www/engine/worker.js') });
  assert.equal(await bots.choose({ viewNotation: 'v', level: 'easy', seed: 1 }), 'r');
  assert.equal(made[0].url, 'http://x/site/www/engine/worker.js');
  bots.terminate();
});
