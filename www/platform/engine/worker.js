// A computer player in a Web Worker, so that a long decision never blocks the page.
//
// It never sees the game, only what the deciding player may see: a request names one of the
// engine's functions and its arguments, the player's view among them, and the worker calls it
// on the same wasm module the page runs. The page tells it where the bindings and the wasm file
// are, so one worker script serves both of the site's games, one worker per engine
// (www/platform/engine/bots.js); nothing here knows which game it serves. The games' adapters
// say what they ask (www/heuchel/game/adapter.js: chooseAction with the view in notation, and
// chooseArrangement for the Hint in setup; www/heller/game/adapter.js: chooseAction with the
// View object, structured-cloned into the worker).
//
// The page may have started it from a blob: of its own origin that imports this file from the
// game's site (bots.js, a page on another origin): then the worker's base URL is the blob's, and a
// relative URL would resolve against it, so the page sends the engine's URLs absolute and nothing
// here resolves one against the worker's location.
//
// Messages in:  {type: 'init', bindings: <absolute URL of the bindings JS>, wasm: <absolute URL of the .wasm>}
//               {id, entry, args}   (entry: the name of an engine function, args its arguments)
// Messages out: {type: 'ready'} or {type: 'failed', error} after init;
//               {id, action, ms} (what the function answered, ms spent deciding) or
//               {id, error, code, args} (the engine's refusal: its English message, and its code
//               and arguments for the page to word, docs/JS-API.md "Error codes").

// An error as a message can carry it: the engine's code and arguments go along with the text.
function refusal(e) {
  if (!(e instanceof Error)) return { error: String(e) };
  return typeof e.code === 'string' ? { error: e.message, code: e.code, args: { ...(e.args || {}) } } : { error: e.message };
}

let engine = null;

async function load(bindingsUrl, wasmUrl) {
  const bindings = await import(bindingsUrl);
  await bindings.default({ module_or_path: wasmUrl });
  return bindings;
}

async function decide({ id, entry, args }) {
  try {
    if (!engine) throw new Error('the computer player was asked before it was given the engine');
    const bindings = await engine;
    const decider = typeof entry === 'string' && Object.hasOwn(bindings, entry) ? bindings[entry] : undefined;
    if (typeof decider !== 'function') throw new Error(`the engine has no function ${String(entry)}`);
    const start = performance.now();
    const action = decider(...(Array.isArray(args) ? args : []));
    self.postMessage({ id, action, ms: performance.now() - start });
  } catch (e) {
    self.postMessage({ id, ...refusal(e) });
  }
}

self.addEventListener('message', (event) => {
  const message = event.data || {};
  if (message.type === 'init') {
    engine = load(message.bindings, message.wasm);
    engine.then(
      () => self.postMessage({ type: 'ready' }),
      (e) => self.postMessage({ type: 'failed', error: e instanceof Error ? e.message : String(e) }),
    );
    return;
  }
  decide(message);
});
