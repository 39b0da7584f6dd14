// @ts-check
// The small builders both diagram makers lay out their panels with (www/heuchel/maker/app.js,
// www/heller/maker/app.js): a titled panel, a labelled field, a labelled checkbox, a number read
// from a field within its bounds, and an error line shown in words. They know no game.

import { el } from '../ui/dom.js';

/**
 * A panel of the maker's column: a section titled by its heading. `prefix` makes the heading's id
 * (`<prefix>-panel-<key>`); `key` also names the panel for the style sheet and the tests
 * (class mk-panel-<key>, data-panel).
 * @param {string} key
 * @param {string} title
 * @param {(Node | string | null)[]} children
 * @param {string} [prefix]
 * @returns {HTMLElement}
 */
export function panel(key, title, children, prefix = 'mk') {
  const id = `${prefix}-panel-${key}`;
  return el('section', { class: `mk-panel mk-panel-${key}`, 'aria-labelledby': id, dataset: { panel: key } }, [
    el('h2', { id }, title), ...children,
  ]);
}

/**
 * An input with its label above it (`cls`: more classes for the field, mk-wide for a whole row).
 * @param {HTMLElement} input
 * @param {string} label
 * @param {string} [cls]
 * @returns {HTMLElement}
 */
export function field(input, label, cls = '') {
  return el('div', { class: `mk-field ${cls}`.trim() }, [el('label', { for: input.id }, label), input]);
}

/**
 * A checkbox with its words after it, the whole line its label.
 * @param {HTMLInputElement} box
 * @param {string} label
 * @returns {HTMLElement}
 */
export function check(box, label) {
  return el('label', { class: 'mk-check', for: box.id }, [box, ' ', label]);
}

/**
 * The whole number a field holds, kept within lo..hi; `fallback` when it holds none.
 * @param {string} text
 * @param {number} lo
 * @param {number} hi
 * @param {number} fallback
 * @returns {number}
 */
export function clampInt(text, lo, hi, fallback) {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? Math.max(lo, Math.min(hi, n)) : fallback;
}

/**
 * An empty error line, hidden until showError fills it (an alert: read out when it shows).
 * @returns {HTMLElement}
 */
export function errorLine() {
  return el('p', { class: 'hm-error', role: 'alert', hidden: true });
}

/**
 * Shows `message` in an error line.
 * @param {HTMLElement} node
 * @param {string} message
 */
export function showError(node, message) {
  node.hidden = false;
  node.textContent = message;
}
