// The page's side of the computer players: asks a Web Worker (worker.js) for decisions so that
// the page stays responsive while Hard searches. Each board owns one client (and so one worker);
// requests carry ids, and a board that is destroyed terminates its worker.
//
// The worker runs the same wasm bindings the page runs. Trunk gives them hashed names, so the
// client finds them in the page: Trunk's <link rel="modulepreload"> for the bindings JS and
// <link rel="preload" type="application/wasm"> for the module, or, failing those, the loader
// script Trunk inlines. A host page can name them itself ({bindings, wasm} URLs).
//
// Without a worker (no Worker support, no engine URLs, or a worker that fails to start) every
// request is refused with an error marked `unavailable`; the board then decides on the main thread.

// Beside this file (the site's bundle keeps the path right: scripts/bundle-page.mjs); a host page
// may name another (options.workerUrl).
const WORKER_URL = new URL('./worker.js', import.meta.url);

function absolute(href, base) {
  try {
    return new URL(href, base).href;
  } catch {
    return null;
  }
}

/** The URLs of the wasm bindings' JS and of the wasm file, as the page loaded them, or null. */
export function findEngineUrls(doc = globalThis.document) {
  if (!doc || !doc.querySelectorAll) return null;
  const base = doc.baseURI;
  let wasm = null;
  let bindings = null;
  const wasmLink = doc.querySelector('link[rel="preload"][type="application/wasm"], link[rel="preload"][href$=".wasm"]');
  if (wasmLink) wasm = absolute(wasmLink.getAttribute('href'), base);
  if (wasm) {
    // wasm-bindgen names the pair NAME.js and NAME_bg.wasm.
    const expected = wasm.replace(/_bg\.wasm(\?.*)?$/, '.js');
    bindings = [...doc.querySelectorAll('link[rel="modulepreload"]')]
      .map((l) => absolute(l.getAttribute('href'), base))
      .find((href) => href === expected) || null;
  }
  if (!wasm || !bindings) {
    // Trunk's loader: import init, * as bindings from './NAME.js'; init({ module_or_path: './NAME_bg.wasm' })
    for (const script of doc.querySelectorAll('script[type="module"]:not([src])')) {
      const text = script.textContent || '';
      const js = text.match(/from\s+['"]([^'"]+\.js)['"]/);
      const bin = text.match(/['"]([^'"]+\.wasm)['"]/);
      if (js && bin) {
        bindings = absolute(js[1], base);
        wasm = absolute(bin[1], base);
        break;
      }
    }
  }
  return wasm && bindings ? { bindings, wasm } : null;
}

function unavailable(reason) {
  const e = new Error(`no computer-player worker${reason ? `: ${reason}` : ''}`);
  e.unavailable = true;
  return e;
}

/**
 * options: { engine: {bindings, wasm} (default: found in the page), Worker (default: the
 * global one; null forces the main thread) }.
 * Returns { choose({viewNotation, level, seed, iterations}) → Promise<action text>, terminate(),
 * mode: 'worker' | 'main' | 'idle' }.
 */
export function createBotClient(options = {}) {
  const engine = options.engine === undefined ? findEngineUrls() : options.engine;
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
      worker = new WorkerClass(options.workerUrl || WORKER_URL, { type: 'module', name: 'heuchel-bots' });
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
      if (typeof m.action === 'string') p.resolve(m.action);
      else p.reject(new Error(m.error || 'the computer player gave no answer'));
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

  function choose({ viewNotation, level, seed, iterations }) {
    if (!failed && !worker) start();
    if (failed) return Promise.reject(unavailable(failed));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, viewNotation, level, seed, iterations });
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
