// The page's side of the computer players: asks a Web Worker (worker.js) for decisions so that
// the page stays responsive while Hard searches. One worker per engine serves every board on a
// page (sharedBots); requests carry ids, so boards never see each other's answers.
//
// The worker runs the same wasm bindings the page runs, at the URLs the caller gives (`engine`:
// each game's engine door knows its own, beside the site's root). Both of the site's games use it:
// the first with `engine: engineUrls()` (www/heuchel/engine/urls.js), Auf Heller und Pfennig with
// `engine: hellerUrls()` (www/heller/engine/urls.js). A request names the engine function to call
// and its arguments (`{entry, args}`, the deciding player's view among them), as each game's
// adapter words it. It names no game's engine itself.
//
// Without a worker (no Worker support, or a worker that fails to start) every request is
// refused with an error marked `unavailable`; the board then decides on the main thread.
//
// From another origin (a wiki page that hosts the element with a script tag pointing at the game's
// site): a browser starts no worker from a script on another origin, so the worker is started from
// a blob: of the page's own origin that imports worker.js by its absolute URL (a CORS request:
// the game's host sends Access-Control-Allow-Origin, docs/EMBED.md; blobSource). worker.js then runs
// with the blob's address as the worker's base URL, which is why the engine's URLs it is sent are
// absolute. Where the page's Content-Security-Policy forbids blob: workers (worker-src), the worker
// fails to start, the board decides on the main thread as before, and watchBotFallback() lets the
// element say so (www/platform/component/bots-note.js). The same origin starts worker.js itself,
// as it always did.

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

// The absolute URL of `url` read from the page (a relative one from a page without a location,
// as in node: null).
function absolute(url) {
  try {
    return new URL(String(url), globalThis.location?.href).href;
  } catch {
    return null;
  }
}

/**
 * Asks the worker's `client` for `request`; without a worker (`client` null, or a worker that
 * could not start: its refusal is marked `unavailable`) `onMain()` answers on the main thread,
 * the same engine giving the same answer. Any other refusal is passed on, as is this one once
 * `gone()` (the asker went away meanwhile). One rule for the session core's computers and Hint
 * and both online tables' Hint.
 * @param {{ choose: (request: any) => Promise<any> } | null} client
 * @param {any} request
 * @param {() => any} onMain
 * @param {() => boolean} [gone]
 * @returns {Promise<any>}
 */
export function askOrDecideHere(client, request, onMain, gone = () => false) {
  if (!client) return new Promise((resolve) => resolve(onMain()));
  return client.choose(request).catch((e) => {
    if (!e || !e.unavailable || gone()) throw e;
    return onMain();
  });
}

/** Whether a worker script at `url` lies on another origin than the page's (`pageOrigin`). */
export function isCrossOrigin(url, pageOrigin = globalThis.location?.origin) {
  const href = absolute(url);
  return !!href && typeof pageOrigin === 'string' && new URL(href).origin !== pageOrigin;
}

/**
 * The text of a module worker of the page's origin that loads the module at `href` (another
 * origin's worker.js). By import(), not a static import: a module worker's static imports are
 * fetched as the worker's own script, so a Content-Security-Policy would have to name the game's
 * host in worker-src too, whereas import() is a script's fetch (script-src, which a page that
 * loads the element from that host allows already); worker-src then needs only blob:. Messages
 * that come before the module has loaded (the page's init, its first request) are held and handed
 * on to it in order; a module that cannot load is reported as the worker's own failure.
 */
export function blobSource(href) {
  return `const held = [];
const hold = (event) => { event.stopImmediatePropagation(); held.push(event.data); };
self.addEventListener('message', hold);
import(${JSON.stringify(href)}).then(() => {
  self.removeEventListener('message', hold);
  for (const data of held) self.dispatchEvent(new MessageEvent('message', { data }));
}, (e) => {
  self.removeEventListener('message', hold);
  self.postMessage({ type: 'failed', error: String((e && e.message) || e) });
});
`;
}

// A module worker of the page's origin that loads the module at `href` (another origin's): its
// blob: URL, and the function that revokes it once the worker has loaded (or failed).
function blobImporting(href) {
  const url = URL.createObjectURL(new Blob([blobSource(href)], { type: 'text/javascript' }));
  return { url, revoke: () => URL.revokeObjectURL(url) };
}

function unavailable(reason) {
  const e = new Error(`no computer-player worker${reason ? `: ${reason}` : ''}`);
  e.unavailable = true;
  return e;
}

/**
 * options: { engine: {bindings, wasm} (the engine's URLs; without them no worker: every request is refused `unavailable`), Worker
 * (default: the global one; null forces the main thread), workerUrl, origin (the page's origin,
 * default location.origin: a worker script on another one is started through a blob:),
 * onFallback(fallback) (called once the worker could not be had after all: see `fallback`) }.
 * Returns { choose({entry, args}) → Promise<what the engine function `entry` answers for
 * `args`>, terminate(), mode: 'worker' | 'main' | 'idle', fallback }. A request's arguments hold
 * the deciding player's view as the engine takes it (heuchel's in notation, heller's View
 * object), and nothing else of the game. `fallback`: null, or why a worker that was tried is not there:
 * { reason, crossOrigin (it was started through a blob: for a script on another origin),
 * started (it had loaded the engine before it failed) }.
 */
export function createBotClient(options = {}) {
  const { engine } = options;
  const WorkerClass = options.Worker === undefined ? globalThis.Worker : options.Worker;
  const scriptUrl = options.workerUrl || WORKER_URL;
  const crossOrigin = isCrossOrigin(scriptUrl, options.origin === undefined ? globalThis.location?.origin : options.origin);
  let worker = null;
  let failed = !engine || typeof WorkerClass !== 'function' ? 'unsupported' : null;
  let fallback = null;
  let started = false;
  let revoke = null;
  let nextId = 1;
  const pending = new Map();

  // The blob: the worker was started from is needed until its module has loaded.
  function release() {
    if (revoke) revoke();
    revoke = null;
  }

  function fail(reason) {
    failed = reason || 'failed';
    if (worker) worker.terminate();
    worker = null;
    release();
    for (const p of pending.values()) p.reject(unavailable(failed));
    pending.clear();
    if (!fallback) {
      fallback = { reason: failed, crossOrigin, started };
      if (options.onFallback) options.onFallback(fallback);
    }
  }

  function start() {
    try {
      if (crossOrigin) {
        const blob = blobImporting(absolute(scriptUrl));
        revoke = blob.revoke;
        worker = new WorkerClass(blob.url, { type: 'module', name: workerName(engine) });
      } else {
        worker = new WorkerClass(scriptUrl, { type: 'module', name: workerName(engine) });
      }
    } catch (e) {
      // A browser that refuses the blob: at once (a Content-Security-Policy without blob: in
      // worker-src may be enforced here or as an `error` event below).
      fail(e && e.message);
      return;
    }
    worker.addEventListener('message', (event) => {
      const m = event.data || {};
      if (m.type === 'failed') return fail(m.error);
      if (m.type === 'ready') {
        started = true;
        release();
        return;
      }
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
    // Through a blob: the worker's base URL is the blob's, so the engine's URLs go absolute.
    const urls = crossOrigin
      ? { bindings: absolute(engine.bindings) ?? engine.bindings, wasm: absolute(engine.wasm) ?? engine.wasm }
      : { bindings: engine.bindings, wasm: engine.wasm };
    worker.postMessage({ type: 'init', ...urls });
  }

  function choose({ entry, args }) {
    if (!failed && !worker) start();
    if (failed) return Promise.reject(unavailable(failed));
    const id = nextId++;
    // Only the request goes into the message: the function's name and its arguments, the
    // player's view among them (structured-cloned; the worker has no other way to the game).
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, entry, args });
    });
  }

  function terminate() {
    if (worker) worker.terminate();
    worker = null;
    release();
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
    get fallback() {
      return fallback;
    },
  };
}

// One client per engine, by the URL of its bindings: a page with both games' boards runs two
// workers, each loaded with its own engine; boards of one game share theirs.
const shared = new Map();
// Who wants to know when an engine's shared worker could not be had (watchBotFallback), by the
// same key.
const watchers = new Map();
const keyOf = (engine) => (engine ? String(engine.bindings) : '');

function tell(key, fallback) {
  for (const listener of watchers.get(key) || []) listener(fallback);
}

/**
 * Calls `listener(fallback)` (createBotClient's `fallback`) when the shared worker of `engine`
 * could not be had and its boards decide on the main thread: at once (in a
 * microtask) if it already could not, else when it fails. The element says so in words
 * (component/bots-note.js); the controllers, which only fall back, need not know. Returns the
 * function that stops listening.
 */
export function watchBotFallback(engine, listener) {
  const key = keyOf(engine);
  let set = watchers.get(key);
  if (!set) watchers.set(key, (set = new Set()));
  set.add(listener);
  const had = shared.get(key);
  if (had && had.client.fallback) {
    const { fallback } = had.client;
    queueMicrotask(() => { if (set.has(listener)) listener(fallback); });
  }
  return () => {
    set.delete(listener);
    if (!set.size && watchers.get(key) === set) watchers.delete(key);
  };
}

/**
 * The page's computer-player client for one engine (options.engine, its URLs), shared by
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
  const { engine } = options;
  const key = keyOf(engine);
  let entry = shared.get(key);
  if (!entry) {
    entry = { client: createBotClient({ ...options, engine, onFallback: (fallback) => tell(key, fallback) }), users: 0 };
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
