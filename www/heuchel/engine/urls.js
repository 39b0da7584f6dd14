// Where the first game's engine files are: beside the site's root, three folders above this module
// (or, bundled, wherever scripts/bundle-page.mjs rewrites the paths to). The computer players'
// worker is handed these (www/platform/engine/bots.js, which names no game's engine itself).

const BINDINGS = new URL('../../../heuchel.js', import.meta.url);
const WASM = new URL('../../../heuchel_bg.wasm', import.meta.url);
// The rules alone, without the computer players (scripts/rules-modules.mjs): what a diagram loads.
const RULES = new URL('../../../heuchel_rules_bg.wasm', import.meta.url);

/**
 * The URLs of the engine's bindings, its whole module and its rules alone.
 * @returns {import('../../platform/engine/loader.js').EngineFiles}
 */
export function engineUrls() {
  return { bindings: BINDINGS.href, wasm: WASM.href, rules: RULES.href };
}
