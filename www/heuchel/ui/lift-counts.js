// Beside a lifted stack of more than one card: a button for every count that may move, so that
// taking only the top cards of a stack is one press on a target a finger can hit (at least 32
// CSS pixels square, above WCAG 2.2's 24), with the mouse and on a touch screen alike. The
// lifted count is pressed; another count is chosen by its button, and the cards then go by a
// press or a drag onto a lit square, as always. The strip sits in the next column, beside the
// stack's square: a stack only ever moves up its own column, so it never covers where the cards
// may go. The keys (+, −, 1–9) and the side panel's "One card fewer / more" do the same.

import { adoptCss, el } from '../../platform/ui/dom.js';
import ownCss from './lift-counts.css';

/** The smallest distance kept from the board's edges, in CSS pixels. */
const EDGE = 4;
/** The gap between the stack's square and the strip, in CSS pixels. */
const GAP = 6;

/**
 * The strip, hidden until `update` shows it. `onCount(n)`: a count was pressed.
 * @param {{ t: (key: string, params?: object) => string, onCount: (count: number) => void }} options
 */
export function createLiftCounts({ t, onCount }) {
  const element = el('div', { class: 'hm-lift', role: 'group', hidden: true });
  /** @type {HTMLButtonElement[]} */
  let buttons = [];
  let made = '';

  function rebuild(maxCount) {
    buttons = Array.from({ length: maxCount }, (_, i) => {
      const n = i + 1;
      return el('button', {
        type: 'button', class: 'hm-button hm-lift-count', dataset: { count: String(n) },
        'aria-label': t('lift.count', { count: n }),
        onclick: () => onCount(n),
      }, String(n));
    });
    element.replaceChildren(...buttons);
    element.setAttribute('aria-label', t('lift.counts'));
  }

  /**
   * Shows the strip for `selection` (the board's lifted cards: {column, row, count, maxCount}),
   * beside `square` (the stack's square in the board's CSS pixels) inside a board of `width` ×
   * `height`; hides it when nothing is lifted or only one card may move.
   */
  function update(selection, square, width, height) {
    if (!selection || selection.maxCount < 2 || !square) {
      element.hidden = true;
      return;
    }
    const key = `${selection.column}|${selection.row}|${selection.maxCount}|${t.lang}`;
    if (key !== made) {
      rebuild(selection.maxCount);
      made = key;
    }
    for (const b of buttons) b.setAttribute('aria-pressed', String(Number(b.dataset.count) === selection.count));
    // Its styles into the page or the element it stands in, before it is measured.
    adoptCss(element, ownCss);
    element.hidden = false;
    const w = element.offsetWidth;
    const h = element.offsetHeight;
    // Beside the square, on the side with room; never outside the board.
    const right = square.x + square.w + GAP;
    const left = right + w <= width - EDGE ? right : square.x - w - GAP;
    element.style.left = `${Math.max(EDGE, Math.min(width - w - EDGE, left))}px`;
    element.style.top = `${Math.max(EDGE, Math.min(height - h - EDGE, square.y + square.h / 2 - h / 2))}px`;
  }

  return { element, update };
}
