// The page's side of the computer players (www/platform/engine/bots.js) with a stand-in Worker: requests
// are matched to answers by id, the engine's refusals come back as Errors, and a missing or
// failing worker is reported as `unavailable` so that the board decides on the main thread. Both
// games use it: a request names the engine function and its arguments (heuchel's view in
// notation, heller's View object), and the page keeps one worker per engine (sharedBots). A worker script on another origin than the page's
// is started through a blob: of the page's origin that imports it; when that fails, the page is
// told why (watchBotFallback) so that the element can say so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveObjectURL } from 'node:buffer';
import { askOrDecideHere, blobSource, createBotClient, isCrossOrigin, sharedBots, watchBotFallback } from '../../www/platform/engine/bots.js';

const ENGINE = { bindings: 'http://x/heuchel-1.js', wasm: 'http://x/heuchel-1_bg.wasm' };
const HELLER = { bindings: 'http://x/heller.js', wasm: 'http://x/heller_bg.wasm' };

/** A computer player's request as the games' adapters make it: chooseAction with the view. */
const ask = (view, level, seed, iterations) => ({ entry: 'chooseAction', args: iterations === undefined ? [view, level, seed] : [view, level, seed, iterations] });

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
  const { FakeWorker, made } = fakeWorker({ answer: (m) => ({ action: `${m.args[1]}:${m.args[2]}` }), delay: (m) => (m.args[1] === 'hard' ? 30 : 1) });
  const bots = createBotClient({ engine: ENGINE, Worker: FakeWorker });
  assert.equal(bots.mode, 'idle', 'no worker until the first request');
  const [a, b] = await Promise.all([
    bots.choose(ask('v', 'hard', 1)),
    bots.choose(ask('v', 'easy', 2, 5)),
  ]);
  assert.deepEqual([a, b], ['hard:1', 'easy:2']);
  assert.equal(made.length, 1, 'one worker per client');
  assert.match(made[0].url, /\/www\/platform\/engine\/worker\.js$/);
  assert.equal(made[0].options.type, 'module');
  assert.deepEqual(made[0].sent[0], { type: 'init', ...ENGINE }, 'the worker is told where the engine is first');
  assert.deepEqual(made[0].sent[2], { id: 2, entry: 'chooseAction', args: ['v', 'easy', 2, 5] });
  assert.equal(bots.mode, 'worker');
  bots.terminate();
  assert.ok(made[0].terminated);
});

test("the engine's refusal is an Error with its message, code and arguments, not a missing worker", async () => {
  const { FakeWorker } = fakeWorker({
    answer: () => ({ error: 'unknown level "oracle": use easy, medium or hard', code: 'bot.level', args: { level: 'oracle' } }),
  });
  const bots = createBotClient({ engine: ENGINE, Worker: FakeWorker });
  await assert.rejects(bots.choose(ask('v', 'oracle', 1)), (e) => {
    assert.ok(e instanceof Error);
    assert.match(e.message, /unknown level/);
    assert.equal(e.code, 'bot.level', 'the code crosses postMessage, so the page can word it');
    assert.deepEqual(e.args, { level: 'oracle' });
    assert.ok(!e.unavailable);
    return true;
  });
  // A refusal without a code (the worker's own) stays a plain Error.
  const plain = fakeWorker({ answer: () => ({ error: 'the computer player was asked before it was given the engine' }) });
  await assert.rejects(createBotClient({ engine: ENGINE, Worker: plain.FakeWorker }).choose(ask('v', 'easy', 1)),
    (e) => e instanceof Error && e.code === undefined && /before it was given/.test(e.message));
});

test('no Worker, no engine URLs, or a worker that fails to load: unavailable, for the main thread', async () => {
  const isUnavailable = (e) => e.unavailable === true;
  await assert.rejects(createBotClient({ engine: ENGINE, Worker: null }).choose(ask('v', 'easy', 1)), isUnavailable);
  await assert.rejects(createBotClient({ engine: null, Worker: class {} }).choose(ask('v', 'easy', 1)), isUnavailable);
  const { FakeWorker } = fakeWorker({ answer: () => ({ action: 'e' }), delay: () => 50, init: { type: 'failed', error: 'no wasm' } });
  const bots = createBotClient({ engine: ENGINE, Worker: FakeWorker });
  await assert.rejects(bots.choose(ask('v', 'easy', 1)), (e) => isUnavailable(e) && /no wasm/.test(e.message));
  assert.equal(bots.mode, 'main');
  await assert.rejects(bots.choose(ask('v', 'easy', 1)), isUnavailable, 'and stays so');
  class Throws { constructor() { throw new Error('module workers are not supported'); } }
  await assert.rejects(createBotClient({ engine: ENGINE, Worker: Throws }).choose(ask('v', 'easy', 1)), isUnavailable);
});

test('terminating refuses what is still pending', async () => {
  const { FakeWorker } = fakeWorker({ answer: () => ({ action: 'e' }), delay: () => 1000 });
  const bots = createBotClient({ engine: ENGINE, Worker: FakeWorker });
  const pending = bots.choose(ask('v', 'hard', 1));
  bots.terminate();
  await assert.rejects(pending, (e) => e.unavailable === true);
});

test('a bundled page names the worker module itself (workerUrl)', async () => {
  const { FakeWorker, made } = fakeWorker({ answer: () => ({ action: 'r' }) });
  const bots = createBotClient({ engine: ENGINE, Worker: FakeWorker, workerUrl: new URL('http://x/site/www/platform/engine/worker.js') });
  assert.equal(await bots.choose(ask('v', 'easy', 1)), 'r');
  assert.equal(made[0].url, 'http://x/site/www/platform/engine/worker.js');
  bots.terminate();
});

test("a request is the engine function's name and its arguments, the player's view among them, and nothing else", async () => {
  const { FakeWorker, made } = fakeWorker({ answer: (m) => ({ action: typeof m.args[0] === 'object' ? `saw ${m.args[0].viewer}` : `read ${m.args[0]}` }) });
  const bots = createBotClient({ engine: HELLER, Worker: FakeWorker });
  const view = { viewer: 2, players: 3, market: { cells: [{ kind: 'empty' }] }, ownTile: 'R4', ownTiles: [null, null, 'R4'] };
  assert.equal(await bots.choose(ask(view, 'hard', 9, 50)), 'saw 2');
  assert.deepEqual(made[0].sent[0], { type: 'init', ...HELLER }, 'the worker loads the engine it was made for');
  assert.deepEqual(made[0].sent[1], { id: 1, entry: 'chooseAction', args: [view, 'hard', 9, 50] });
  assert.equal(made[0].options.name, 'heller-bots');
  bots.terminate();

  // Another function of the engine, with its own arguments (heuchel's setup arrangement).
  const other = fakeWorker({ answer: (m) => ({ action: `${m.entry} ${m.args.join(' ')}` }) });
  const heuchel = createBotClient({ engine: ENGINE, Worker: other.FakeWorker });
  assert.equal(await heuchel.choose({ entry: 'chooseArrangement', args: ['4bv2', 1, 300] }), 'chooseArrangement 4bv2 1 300');
  assert.deepEqual(other.made[0].sent[1], { id: 1, entry: 'chooseArrangement', args: ['4bv2', 1, 300] });
  assert.equal(other.made[0].options.name, 'heuchel-1-bots');
  heuchel.terminate();
});

test('sharedBots keeps one worker per engine: boards of a game share it, the other game has its own', async () => {
  const { FakeWorker, made } = fakeWorker({ answer: (m) => ({ action: `${typeof m.args[0] === 'object' ? 'heller' : 'heuchel'}:${m.args[2]}` }) });
  const a = sharedBots({ engine: ENGINE, Worker: FakeWorker });
  const b = sharedBots({ engine: ENGINE, Worker: FakeWorker });
  const h1 = sharedBots({ engine: HELLER, Worker: FakeWorker });
  const h2 = sharedBots({ engine: { ...HELLER }, Worker: FakeWorker });
  assert.deepEqual(await Promise.all([
    a.choose(ask('v', 'easy', 1)),
    b.choose(ask('v', 'easy', 2)),
    h1.choose(ask({ viewer: 0 }, 'easy', 3)),
    h2.choose(ask({ viewer: 1 }, 'easy', 4)),
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
  await assert.rejects(h2.choose(ask({}, 'easy', 1)), (e) => e.unavailable === true, 'a released handle answers no more');
  assert.equal(await a.choose(ask('v', 'easy', 5)), 'heuchel:5');
  a.release();
  b.release();
  assert.ok(heuchelWorker.terminated);

  // A heller board after all of them were released starts a fresh worker.
  const h3 = sharedBots({ engine: HELLER, Worker: FakeWorker });
  assert.equal(await h3.choose(ask({ viewer: 0 }, 'easy', 6)), 'heller:6');
  assert.equal(made.length, 3);
  assert.deepEqual(made[2].sent[0], { type: 'init', ...HELLER });
  h3.release();
  assert.ok(made[2].terminated);
});

// ---- From another origin ----------------------------------------------------------------------
const SITE_WORKER = 'http://games.example/site/www/platform/engine/worker.js';

test('which worker script is on another origin than the page', () => {
  assert.equal(isCrossOrigin(SITE_WORKER, 'http://wiki.example'), true);
  assert.equal(isCrossOrigin(SITE_WORKER, 'http://games.example'), false);
  assert.equal(isCrossOrigin(new URL(SITE_WORKER), 'http://games.example:8080'), true, 'another port is another origin');
  assert.equal(isCrossOrigin(SITE_WORKER, undefined), false, 'a page without a location (node) starts it as it is');
});

test('a worker script on another origin is started from a blob: that imports it by its absolute URL', async () => {
  const { FakeWorker, made } = fakeWorker({ answer: () => ({ action: 'r' }) });
  const bots = createBotClient({ engine: ENGINE, Worker: FakeWorker, workerUrl: SITE_WORKER, origin: 'http://wiki.example' });
  const answer = bots.choose(ask('v', 'easy', 1));
  const url = made[0].url;
  assert.match(url, /^blob:/);
  assert.deepEqual(made[0].options, { type: 'module', name: 'heuchel-1-bots' }, 'a module worker, as on the same origin');
  const blob = resolveObjectURL(url);
  assert.equal(blob.type, 'text/javascript');
  assert.equal(await blob.text(), blobSource(SITE_WORKER));
  assert.ok((await blob.text()).includes(`import("${SITE_WORKER}")`), 'it loads worker.js by its absolute URL');
  assert.deepEqual(made[0].sent[0], { type: 'init', ...ENGINE }, 'the engine by absolute URLs');
  assert.equal(await answer, 'r');
  assert.equal(bots.mode, 'worker');
  assert.equal(bots.fallback, null);
  assert.equal(resolveObjectURL(url), undefined, 'the blob: is revoked once the worker has loaded');
  bots.terminate();
});

test('the same origin starts the worker script itself, as before', async () => {
  const { FakeWorker, made } = fakeWorker({ answer: () => ({ action: 'r' }) });
  const bots = createBotClient({ engine: ENGINE, Worker: FakeWorker, workerUrl: SITE_WORKER, origin: 'http://games.example' });
  assert.equal(await bots.choose(ask('v', 'easy', 1)), 'r');
  assert.equal(made[0].url, SITE_WORKER);
  bots.terminate();
});

test('a blob: worker the page refuses (its CSP): the main thread, and the page is told why, once', async () => {
  const told = [];
  // Refused as Chromium may refuse it: an `error` event after the worker was made.
  class Refused {
    constructor(url) { this.url = url; this.listeners = {}; Refused.made.push(this); }
    addEventListener(type, f) { (this.listeners[type] ||= []).push(f); }
    postMessage(m) {
      if (m.type === 'init') setTimeout(() => (this.listeners.error || []).forEach((f) => f({ message: 'refused by worker-src', preventDefault() {} })), 0);
    }
    terminate() { this.terminated = true; }
    static made = [];
  }
  const bots = createBotClient({ engine: ENGINE, Worker: Refused, workerUrl: SITE_WORKER, origin: 'http://wiki.example', onFallback: (f) => told.push(f) });
  await assert.rejects(bots.choose(ask('v', 'hard', 1)), (e) => e.unavailable === true);
  await assert.rejects(bots.choose(ask('v', 'hard', 2)), (e) => e.unavailable === true);
  assert.equal(bots.mode, 'main');
  assert.deepEqual(told, [{ reason: 'refused by worker-src', crossOrigin: true, started: false }]);
  assert.deepEqual(bots.fallback, told[0]);
  assert.equal(resolveObjectURL(Refused.made[0].url), undefined, 'its blob: is revoked');

  // Refused at once, as a constructor that throws.
  class Throws { constructor() { throw new Error('blocked'); } }
  const thrown = createBotClient({ engine: ENGINE, Worker: Throws, workerUrl: SITE_WORKER, origin: 'http://wiki.example' });
  await assert.rejects(thrown.choose(ask('v', 'easy', 1)), (e) => e.unavailable === true);
  assert.deepEqual(thrown.fallback, { reason: 'blocked', crossOrigin: true, started: false });

  // No Worker at all, or one the board asked not to use, is no fallback to tell.
  const none = createBotClient({ engine: ENGINE, Worker: null });
  await assert.rejects(none.choose(ask('v', 'easy', 1)), (e) => e.unavailable === true);
  assert.equal(none.fallback, null);
});

test('watchBotFallback tells the watchers of the engine whose shared worker failed, and those who come later', async () => {
  const { FakeWorker } = fakeWorker({ answer: () => ({ action: 'e' }), init: { type: 'failed', error: 'no wasm' } });
  const engine = { bindings: 'http://games.example/heller.js', wasm: 'http://games.example/heller_bg.wasm' };
  const heard = [];
  const stop = watchBotFallback(engine, (f) => heard.push(['early', f]));
  const other = watchBotFallback(ENGINE, (f) => heard.push(['other engine', f]));
  const board = sharedBots({ engine, Worker: FakeWorker, workerUrl: SITE_WORKER, origin: 'http://wiki.example' });
  await assert.rejects(board.choose(ask({}, 'easy', 1)), (e) => e.unavailable === true);
  const fallback = { reason: 'no wasm', crossOrigin: true, started: false };
  assert.deepEqual(heard, [['early', fallback]]);
  // A board that mounts later, while the failed worker is still the engine's, hears it at once.
  const late = await new Promise((resolve) => { const s = watchBotFallback(engine, (f) => { s(); resolve(f); }); });
  assert.deepEqual(late, fallback);
  stop();
  other();
  board.release();
});

// The blob's own code, run in a stand-in of a worker's global scope: what the page sends before
// worker.js has loaded reaches worker.js, in order, once; a module that cannot load is reported.
// `posted(n)` resolves once the scope has posted n messages in all (no clock: the module's load
// is what it waits for).
async function runBlob(href) {
  const scope = new EventTarget();
  const out = [];
  const waiters = [];
  scope.postMessage = (data) => {
    out.push(data);
    for (const w of waiters.splice(0)) w();
  };
  const posted = async (n) => {
    while (out.length < n) await new Promise((resolve) => waiters.push(resolve));
  };
  globalThis.blobScope = scope;
  new Function('self', blobSource(href))(scope);
  return { scope, out, posted };
}

test('the blob holds the messages that come before worker.js has loaded, and hands them on in order', async () => {
  // A worker.js stand-in: answers every message it hears with what it heard.
  const module = `data:text/javascript,${encodeURIComponent(
    "const self = globalThis.blobScope; self.addEventListener('message', (e) => self.postMessage({ heard: e.data }));",
  )}`;
  const { scope, out, posted } = await runBlob(module);
  scope.dispatchEvent(new MessageEvent('message', { data: 'init' }));
  scope.dispatchEvent(new MessageEvent('message', { data: 'first' }));
  assert.deepEqual(out, [], 'held while the module loads');
  await posted(2);
  scope.dispatchEvent(new MessageEvent('message', { data: 'later' }));
  assert.deepEqual(out, [{ heard: 'init' }, { heard: 'first' }, { heard: 'later' }], 'each once, in order');

  const failing = await runBlob('data:text/javascript,throw new Error("no such module")');
  await failing.posted(1);
  assert.equal(failing.out.length, 1);
  assert.equal(failing.out[0].type, 'failed');
  assert.match(failing.out[0].error, /no such module/);
  delete globalThis.blobScope;
});

test('askOrDecideHere: the worker answers; without one (or one that could not start) the main thread does; other refusals pass on', async () => {
  const unavailable = Object.assign(new Error('no worker'), { unavailable: true });
  const client = (answer) => ({ choose: () => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)) });
  let here = 0;
  const onMain = () => { here += 1; return 'here'; };
  assert.equal(await askOrDecideHere(client('worker'), {}, onMain), 'worker');
  assert.equal(here, 0, 'the main thread did no work');
  assert.equal(await askOrDecideHere(null, {}, onMain), 'here');
  assert.equal(await askOrDecideHere(client(unavailable), {}, onMain), 'here');
  const other = Object.assign(new Error('bot.notToAct'), { code: 'bot.notToAct' });
  await assert.rejects(askOrDecideHere(client(other), {}, onMain), other);
  await assert.rejects(askOrDecideHere(client(unavailable), {}, onMain, () => true), unavailable, 'the asker went away');
  assert.equal(here, 2);
});
