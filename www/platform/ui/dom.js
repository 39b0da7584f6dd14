// A small element builder, so the components read as a tree instead of createElement chains.

/** @typedef {Node | string | number | null | undefined | false} Child a child of el(): null, undefined and false are left out */

/**
 * An element: `attrs` are its attributes (class, text, on<event> listeners and dataset by name;
 * undefined, null and false leave one out, true sets it empty), `children` its nodes or texts.
 * @param {string} tag
 * @param {Record<string, any>} [attrs]
 * @param {Child | Child[]} [children]
 * @returns {HTMLElement}
 */
export function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? '' : value);
  }
  for (const child of [].concat(children)) {
    if (child !== null && child !== undefined && child !== false) {
      node.append(child instanceof Node ? child : String(child));
    }
  }
  return node;
}

// A per-mount id prefix: several boards on one page must not share element ids.
export function uniquePrefix() {
  return `hm${Math.random().toString(36).slice(2, 9)}`;
}

const adoptedBy = new WeakMap();
/**
 * Adds `css` to the style sheets of the document or shadow root `node` is in, once per root (a
 * constructed sheet: no <style> element, which a strict CSP forbids). For the styles of a part a
 * page loads only when it shows it (the title screen, the score chart).
 */
export function adoptCss(node, css) {
  const root = /** @type {Document | ShadowRoot} */ (node.getRootNode());
  if (!root || !('adoptedStyleSheets' in root)) return;
  const done = adoptedBy.get(root) || new Set();
  if (done.has(css)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  done.add(css);
  adoptedBy.set(root, done);
}
