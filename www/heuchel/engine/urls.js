// Where the first game's engine files are: beside the site's root, three folders above this module
// (or, bundled, wherever scripts/bundle-page.mjs rewrites the paths to). The computer players'
// worker is handed these (www/platform/engine/bots.js, which names no game's engine itself).

const BINDINGS = new URL('../../../heuchel.js', import.meta.url);
const WASM = new URL('../../../heuchel_bg.wasm', import.meta.url);
// A game's module is WASM (the rules and the computer players); the rules alone, without the
// computer players, are what a diagram loads; the maker's is all of it, its position editing too
// (scripts/engine-modules.mjs).
const RULES = new URL('../../../heuchel_rules_bg.wasm', import.meta.url);
const MAKER = new URL('../../../heuchel_maker_bg.wasm', import.meta.url);

/**
 * The URLs of the engine's bindings and its three modules: a game's, the rules alone and the maker's.
 * @returns {import('../../platform/engine/loader.js').EngineFiles}
 */
export function engineUrls() {
  return { bindings: BINDINGS.href, wasm: WASM.href, rules: RULES.href, maker: MAKER.href };
}
