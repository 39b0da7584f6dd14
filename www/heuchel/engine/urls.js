// Where the first game's engine files are: beside the site's root, three folders above this module
// (or, bundled, wherever scripts/bundle-page.mjs rewrites the paths to). The computer players'
// worker is handed these (www/platform/engine/bots.js, which names no game's engine itself).

const BINDINGS = new URL('../../../heuchel.js', import.meta.url);
const WASM = new URL('../../../heuchel_bg.wasm', import.meta.url);

/** The URLs of the engine's bindings and module. */
export function engineUrls() {
  return { bindings: BINDINGS.href, wasm: WASM.href };
}
