// A replay's whole log beside its board, for both games' diagrams (<heuchel-meuchel>'s
// heuchel/component/diagram.js, <heller-pfennig>'s heller/component/diagram.js): one line per
// action, the line of the step shown lit (aria-current="step") and kept in view, a line pressed
// goes to its step. It shows only when the element has the room (element.css: a container at
// least 46rem wide); below that the step's own words under the board say the same. It knows no
// game: the diagram gives it each action's line in its own words.

import { el } from '../ui/dom.js';

/**
 * Makes the log: { label (its accessible name), go(k) (show step k) }. Returns { element,
 * render({ lines, step }) }: `lines` is one text per action (line k-1 for step k), or null when
 * nothing is replayed (the log hides); the lines are written again only when they change.
 */
export function createReplayLog({ label, go }) {
  const log = el('ol', { class: 'hm-replay-log', hidden: true, 'aria-label': label });
  let written = null;
  log.addEventListener('click', (e) => {
    const li = /** @type {Element} */ (e.target).closest('li[data-step]');
    if (li) go(Number(/** @type {HTMLElement} */ (li).dataset.step));
  });

  /** @param {{ lines: string[] | null, step: number }} state */
  function render({ lines, step }) {
    log.hidden = !lines || lines.length === 0;
    if (log.hidden) return;
    if (lines !== written) {
      log.replaceChildren(...lines.map((line, i) => el('li', { dataset: { step: String(i + 1) } }, line || '…')));
      written = lines;
    }
    for (const li of log.children) {
      if (/** @type {HTMLElement} */ (li).dataset.step === String(step)) li.setAttribute('aria-current', 'step');
      else li.removeAttribute('aria-current');
    }
    litInView();
  }

  /** The lit line in view, within the log alone (the host page does not scroll). */
  function litInView() {
    const lit = /** @type {HTMLElement | null} */ (log.querySelector('[aria-current]'));
    if (!lit || !log.clientHeight) return;
    const top = lit.offsetTop - log.offsetTop;
    if (top < log.scrollTop || top + lit.offsetHeight > log.scrollTop + log.clientHeight) log.scrollTop = top - log.clientHeight / 3;
  }
  // Again when the log's box or its lines change size: the element laid out anew, the book face
  // loaded after the first lines were written.
  if (globalThis.ResizeObserver) new ResizeObserver(litInView).observe(log);
  globalThis.document?.fonts?.ready.then(litInView);

  return { element: log, render };
}
