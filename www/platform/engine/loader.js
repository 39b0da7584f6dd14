// The loading both games' engine doors share (www/heuchel/engine/load.js for heuchel,
// www/heller/engine/load.js for heller): a wasm-bindgen module initialised once per page from
// its wasm file's URL, on first use. A failed load is forgotten, so a later call tries again.
//
// Each engine comes as two modules built from one (scripts/rules-modules.mjs): the whole engine,
// and its rules alone, without the computer players (a quarter smaller). Boards that never ask a
// computer (a diagram, a replay) ask for the rules alone; a page or a game asks for the whole.
// wasm-bindgen's bindings hold one module each, so the first load decides which one the page's
// bindings hold. Should the whole engine be asked for after the rules alone were loaded, it comes
// through a second copy of the bindings, imported by URL (with a fragment of its own, so that
// an unbundled page, whose static import is the same file, still gets a module apart): each board
// keeps the bindings it was given.

/**
 * What an engine door loads: the bindings' own URL and the two modules' URLs.
 * @typedef {object} EngineFiles
 * @property {string} bindings the wasm-bindgen JavaScript (heuchel.js, heller.js)
 * @property {string} wasm the whole engine's module
 * @property {string} rules the rules alone: no computer players (no chooseAction and kin)
 */

/**
 * A function that hands back (a promise of) the engine's bindings, loaded once per page:
 * `load()` the whole engine, `load({ rulesOnly: true })` at least its rules (the whole engine
 * when that is what the page already has). `init` and `bindings` are the statically imported
 * wasm-bindgen module.
 * @param {(options: { module_or_path: Promise<Response> }) => Promise<unknown>} init
 * @param {object} bindings
 * @param {EngineFiles} files
 */
export function createLoader(init, bindings, files) {
  /** @type {Promise<any> | null} */
  let loading = null;
  let holdsAll = false;
  /** @type {Promise<any> | null} */
  let whole = null;
  return function load({ rulesOnly = false } = {}) {
    if (!loading) {
      holdsAll = !rulesOnly;
      loading = init({ module_or_path: fetch(rulesOnly ? files.rules : files.wasm) })
        .then(() => bindings)
        .catch((e) => {
          loading = null;
          throw e;
        });
    }
    if (rulesOnly || holdsAll) return loading;
    if (!whole) {
      whole = import(`${files.bindings}#whole`)
        .then(async (second) => {
          await second.default({ module_or_path: fetch(files.wasm) });
          return second;
        })
        .catch((e) => {
          whole = null;
          throw e;
        });
    }
    return whole;
  };
}
