// A part of a page made from a module of its own, fetched the first time the part is wanted: the
// page's bundle leaves such modules apart (scripts/bundle-page.mjs, ON_DEMAND), so a page that
// never needs the part never fetches it. What the part is asked before its module has come is
// done once it has (only the last ask: each one says all the part must show).

/**
 * `load()` imports the module; `make(module)` makes the part from it. Returns `ask(method,
 * ...args)`, which calls the part's `method` now, or once it is made, and `ask.made` (whether it
 * is).
 * @template P
 * @param {() => Promise<any>} load
 * @param {(module: any) => P} make
 */
export function later(load, make) {
  /** @type {P | null} */
  let part = null;
  /** @type {Promise<void> | null} */
  let loading = null;
  /** @type {[string, unknown[]] | null} */
  let last = null;
  const ask = (method, ...args) => {
    if (part) return part[method](...args);
    last = [method, args];
    loading ??= load().then((module) => {
      part = make(module);
      if (last) part[last[0]](...last[1]);
      last = null;
    }, (e) => {
      // Not there (offline before the site was kept, say): the next ask tries again.
      loading = null;
      console.warn('a part of the page could not be loaded:', e);
    });
    return undefined;
  };
  Object.defineProperty(ask, 'made', { get: () => part !== null });
  return ask;
}
