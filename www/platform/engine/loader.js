// The loading both games' engine doors share (www/heuchel/engine/load.js for heuchel,
// www/heller/engine/load.js for heller): a wasm-bindgen module initialised once per page from
// its wasm file's URL, on first use. A failed load is forgotten, so a later call tries again.

/**
 * A function that hands back (a promise of) `bindings` once `init` has loaded the module at
 * `wasmUrl`; every call after the first shares the first's load.
 */
export function createLoader(init, bindings, wasmUrl) {
  let loading = null;
  return function load() {
    if (!loading) {
      loading = init({ module_or_path: fetch(wasmUrl) })
        .then(() => bindings)
        .catch((e) => {
          loading = null;
          throw e;
        });
    }
    return loading;
  };
}
