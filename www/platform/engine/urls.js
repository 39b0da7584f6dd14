// Where the engine's two files are: beside the site's root, three folders above this module (or,
// bundled, wherever scripts/bundle-page.mjs rewrites the paths to). The worker is handed these.

const BINDINGS = new URL('../../../heuchel.js', import.meta.url);
const WASM = new URL('../../../heuchel_bg.wasm', import.meta.url);

/** The URLs of the engine's bindings and module. */
export function engineUrls() {
  return { bindings: BINDINGS.href, wasm: WASM.href };
}
