// The loading both games' engine doors share (www/heuchel/engine/load.js for heuchel,
// www/heller/engine/load.js for heller): a wasm-bindgen module initialised once per page from
// its wasm file's URL, on first use. A failed load is forgotten, so a later call tries again.
//
// Each engine comes as three modules built from one (scripts/engine-modules.mjs), each the one
// before and more: the rules alone (a diagram, a replay: boards that never ask a computer), a
// game's (the rules and the computer players), and the maker's (all of it, the position editing
// of the diagram maker too). wasm-bindgen's bindings hold one module each, so the first load
// decides which one the page's bindings hold. Should a larger part be asked for later, it comes
// through another copy of the bindings, imported by URL with a fragment of its own (so that an
// unbundled page, whose static import is the same file, still gets a module apart): each board
// keeps the bindings it was given.

/**
 * What an engine door loads: the bindings' own URL and the three modules' URLs.
 * @typedef {object} EngineFiles
 * @property {string} bindings the wasm-bindgen JavaScript (heuchel.js, heller.js)
 * @property {string} wasm a game's module: the rules and the computer players (what the
 *   computer players' worker loads too)
 * @property {string} rules the rules alone: no computer players (no chooseAction and kin)
 * @property {string} maker all of it: a game's module and the maker's position editing
 *   (Game.fromSetup, Game.prototype.setup, positionOfSetup, checkSetup, fillUnused)
 */

/** The parts an engine comes in, each holding the one before: a board's, a game's, the maker's. */
export const PARTS = ['rules', 'game', 'maker'];

/** Each part's module among the files. */
const FILE_OF = { rules: 'rules', game: 'wasm', maker: 'maker' };

/**
 * A function that hands back (a promise of) the engine's bindings, loaded once per page:
 * `load()` a game's module, `load({ part: 'rules' })` at least the rules, `load({ part: 'maker' })`
 * everything (each time the larger module when that is what the page already has). `init` and
 * `bindings` are the statically imported wasm-bindgen module.
 * @param {(options: { module_or_path: Promise<Response> }) => Promise<unknown>} init
 * @param {object} bindings
 * @param {EngineFiles} files
 */
export function createLoader(init, bindings, files) {
  /** @type {Promise<any> | null} */
  let loading = null;
  let held = -1;
  /** @type {Map<string, Promise<any>>} the copies of the bindings with a larger part, by part */
  const copies = new Map();
  const moduleOf = (/** @type {string} */ part) => fetch(files[FILE_OF[part]]);
  return function load({ part = 'game' } = {}) {
    const wanted = PARTS.indexOf(part);
    if (wanted < 0) throw new Error(`no part ${part} of the engine: ${PARTS.join(', ')}`);
    if (!loading) {
      held = wanted;
      loading = init({ module_or_path: moduleOf(part) })
        .then(() => bindings)
        .catch((e) => {
          loading = null;
          throw e;
        });
    }
    if (wanted <= held) return loading;
    // A copy that holds this part or a larger one serves.
    for (const larger of PARTS.slice(wanted)) if (copies.has(larger)) return copies.get(larger);
    const copy = import(`${files.bindings}#${part}`)
      .then(async (second) => {
        await second.default({ module_or_path: moduleOf(part) });
        return second;
      })
      .catch((e) => {
        copies.delete(part);
        throw e;
      });
    copies.set(part, copy);
    return copy;
  };
}
