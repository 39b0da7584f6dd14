// The page's side of the computer players: asks a Web Worker (worker.js) for decisions so that
// the page stays responsive while Hard searches. One worker per engine serves every board on a
// page (sharedBots); requests carry ids, so boards never see each other's answers.
//
// The worker runs the same wasm bindings the page runs, at the URLs the engine loader knows
// (load.js: beside the site's root, found from this module's own URL). Both of the site's games
// use it: heuchel by default (a request carries the view in notation, `viewNotation`), Auf Heller
// und Pfennig with `engine: hellerUrls()` (www/heller/engine/load.js; a request carries the View
// object, `view`).
//
// Without a worker (no Worker support, or a worker that fails to start) every request is
// refused with an error marked `unavailable`; the board then decides on the main thread.

import { engineUrls } from './urls.js';

// Beside this file (the site's bundles keep the path right: scripts/bundle-page.mjs); a host
// page may name another (options.workerUrl).
const WORKER_URL = new URL('./worker.js', import.meta.url);

// The worker's refusal as an Error, with the engine's code and arguments when it sent them (so
// that the page words it as it words the engine's own errors: ui/errors.js).
function refused({ error, code, args }) {
  const e = new Error(error || 'the computer player gave no answer');
  if (typeof code === 'string') Object.assign(e, { code, args: args && typeof args === 'object' ? args : {} });
  return e;
}

// The worker's name in the browser's tools, from its engine's bindings file: "heuchel-bots",
// "heller-bots".
function workerName(engine) {
  let file = '';
  try {
    file = new URL(engine.bindings).pathname.split('/').pop();
  } catch {
    // Not an absolute URL: the generic name.
  }
  return `${file.replace(/\.js$/, '') || 'engine'}-bots`;
}

function unavailable(reason) {
  const e = new Error(`no computer-player worker${reason ? `: ${reason}` : ''}`);
  e.unavailable = true;
  return e;
}

/**
 * options: { engine: {bindings, wasm} (default: heuchel's, the engine loader's URLs), Worker
 * (default: the global one; null forces the main thread), workerUrl }.
 * Returns { choose({viewNotation | view, level, seed, iterations}) → Promise<action text>,
 * terminate(), mode: 'worker' | 'main' | 'idle' }. A request gives the deciding player's view as
 * the engine's chooseAction takes it: `viewNotation` (heuchel) or `view` (heller's View object).
 */
export function createBotClient(options = {}) {
  const engine = options.engine === undefined ? engineUrls() : options.engine;
  const WorkerClass = options.Worker === undefined ? globalThis.Worker : options.Worker;
  let worker = null;
  let failed = !engine || typeof WorkerClass !== 'function' ? 'unsupported' : null;
  let nextId = 1;
  const pending = new Map();

  function fail(reason) {
    failed = reason || 'failed';
    if (worker) worker.terminate();
    worker = null;
    for (const p of pending.values()) p.reject(unavailable(failed));
    pending.clear();
  }

  function start() {
    try {
      worker = new WorkerClass(options.workerUrl || WORKER_URL, { type: 'module', name: workerName(engine) });
    } catch (e) {
      fail(e && e.message);
      return;
    }
    worker.addEventListener('message', (event) => {
      const m = event.data || {};
      if (m.type === 'failed') return fail(m.error);
      if (m.type === 'ready') return;
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (typeof m.action === 'string' || Array.isArray(m.action)) p.resolve(m.action);
      else p.reject(refused(m));
    });
    // A module that cannot load, or a worker the browser refuses (a crash inside chooseAction
    // comes back as an {id, error} message instead).
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      fail(event.message || 'the worker could not start');
    });
    worker.addEventListener('messageerror', () => fail('a message could not be read'));
    worker.postMessage({ type: 'init', bindings: engine.bindings, wasm: engine.wasm });
  }

  function choose({ view, viewNotation, level, seed, iterations }) {
    if (!failed && !worker) start();
    if (failed) return Promise.reject(unavailable(failed));
    const id = nextId++;
    // Only the form of the view this engine takes goes into the message (a View object is
    // structured-cloned; the worker has no other way to the game).
    const seen = view !== undefined ? { view } : { viewNotation };
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...seen, level, seed, iterations });
    });
  }

  function terminate() {
    if (worker) worker.terminate();
    worker = null;
    failed = failed || 'terminated';
    for (const p of pending.values()) p.reject(unavailable('terminated'));
    pending.clear();
  }

  return {
    choose,
    terminate,
    get mode() {
      return worker ? 'worker' : failed ? 'main' : 'idle';
    },
  };
}

// One client per engine, by the URL of its bindings: a page with both games' boards runs two
// workers, each loaded with its own engine; boards of one game share theirs.
const shared = new Map();

/**
 * The page's computer-player client for one engine (options.engine, default heuchel's), shared by
 * every board of that engine: each caller gets a handle whose release() gives it back; the
 * engine's worker ends when the last of its boards lets go. Options (tests, hosts) other than the
 * engine only count for the call that starts the worker.
 */
export function sharedBots(options = {}) {
  // A board that asked for no worker decides on the main thread, whatever the others do.
  if (options.Worker === null) {
    const alone = createBotClient(options);
    return { choose: alone.choose, get mode() { return alone.mode; }, release: alone.terminate };
  }
  const engine = options.engine === undefined ? engineUrls() : options.engine;
  const key = engine ? String(engine.bindings) : '';
  let entry = shared.get(key);
  if (!entry) {
    entry = { client: createBotClient({ ...options, engine }), users: 0 };
    shared.set(key, entry);
  }
  entry.users += 1;
  const { client } = entry;
  let released = false;
  return {
    choose: (request) => (released ? Promise.reject(unavailable('released')) : client.choose(request)),
    get mode() { return client.mode; },
    release() {
      if (released) return;
      released = true;
      entry.users -= 1;
      if (entry.users === 0 && shared.get(key) === entry) {
        client.terminate();
        shared.delete(key);
      }
    },
  };
}
