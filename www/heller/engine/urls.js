// Where the second game's engine files are: beside the site's root, three folders above this
// module (or, bundled, wherever scripts/bundle-page.mjs rewrites the paths to). Apart from
// load.js, so that a page can name them (a frame's preload, the computer players' worker)
// without importing the bindings.

// Three folders up from www/heller/engine/ (or, bundled, wherever scripts/bundle-page.mjs rewrites
// the paths to: it rewrites every `new URL('…', import.meta.url)` from the bundle's place).
const BINDINGS = new URL('../../../heller.js', import.meta.url);
const WASM = new URL('../../../heller_bg.wasm', import.meta.url);
// A game's module is WASM (the rules and the computer players); the rules alone, without the
// computer players, are what a diagram loads; the maker's is all of it, its position editing too
// (scripts/engine-modules.mjs).
const RULES = new URL('../../../heller_rules_bg.wasm', import.meta.url);
const MAKER = new URL('../../../heller_maker_bg.wasm', import.meta.url);

/**
 * The URLs of the engine's bindings and its three modules (a game's, the rules alone and the
 * maker's), absolute: what the computer players' worker is handed (`createBotClient({ engine: hellerUrls() })`,
 * www/platform/engine/bots.js).
 * @returns {import('../../platform/engine/loader.js').EngineFiles}
 */
export function hellerUrls() {
  return { bindings: BINDINGS.href, wasm: WASM.href, rules: RULES.href, maker: MAKER.href };
}
