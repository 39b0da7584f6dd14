// The one door to the rules engine. Every board on a page shares one wasm instance, loaded on
// first use from beside the site's root: the built site puts the wasm-bindgen pair (heuchel.js,
// heuchel_bg.wasm) at its top, and this module two folders below it (www/engine/), or, bundled,
// in a file at the top (scripts/bundle-page.mjs rewrites the paths). Nothing is read from the
// hosting page's HTML, so any page may host a board with one script tag.

const BINDINGS = new URL('../../heuchel.js', import.meta.url);
const WASM = new URL('../../heuchel_bg.wasm', import.meta.url);

let loading = null;

/** The URLs of the engine's bindings and module, for the computer players' worker. */
export function engineUrls() {
  return { bindings: BINDINGS.href, wasm: WASM.href };
}

/**
 * The engine's bindings (the wasm-bindgen module, initialised), loaded once per page.
 * `urls` (tests, hosts that move the files) names other locations; only the first call's count.
 */
export function loadEngine(urls = engineUrls()) {
  if (!loading) {
    // The module's bytes start downloading at once, while the bindings' JS is imported.
    const bytes = typeof fetch === 'function' ? fetch(urls.wasm) : urls.wasm;
    loading = import(/* @vite-ignore */ urls.bindings)
      .then(async (bindings) => {
        await bindings.default({ module_or_path: bytes });
        return bindings;
      })
      .catch((e) => {
        loading = null;
        throw e;
      });
  }
  return loading;
}
