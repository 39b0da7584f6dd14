// A part of a page made from a module of its own, fetched the first time the part is wanted: the
// page's bundle leaves such modules apart (scripts/bundle-page.mjs, ON_DEMAND), so a page that
// never needs the part never fetches it. What the part is asked before its module has come is
// done once it has: for each method its last ask (each one says all that method must show), in
// the order the methods were first asked.

/**
 * `load()` imports the module; `make(module)` makes the part from it. Returns `ask(method,
 * ...args)`, which calls the part's `method` now, or once it is made; `ask.drop(method)`
 * forgets that method's ask still waiting; `ask.part` is the part once it is made, else null,
 * and `ask.made` whether it is.
 * @template P
 * @param {() => Promise<any>} load
 * @param {(module: any) => P} make
 */
export function later(load, make) {
  /** @type {P | null} */
  let part = null;
  /** @type {Promise<void> | null} */
  let loading = null;
  /** @type {Map<string, unknown[]>} the asks waiting for the part, by method */
  const waiting = new Map();
  const ask = (method, ...args) => {
    if (part) return part[method](...args);
    waiting.set(method, args);
    loading ??= load().then((module) => {
      part = make(module);
      for (const [name, given] of waiting) part[name](...given);
      waiting.clear();
    }, (e) => {
      // Not there (offline before the site was kept, say): the next ask tries again.
      loading = null;
      console.warn('a part of the page could not be loaded:', e);
    });
    return undefined;
  };
  ask.drop = (method) => { waiting.delete(method); };
  Object.defineProperty(ask, 'part', { get: () => part });
  Object.defineProperty(ask, 'made', { get: () => part !== null });
  return ask;
}
