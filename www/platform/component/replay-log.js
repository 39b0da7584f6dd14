// A replay's side beside its board, for both games' diagrams (<heuchel-meuchel>'s
// heuchel/component/diagram.js, <heller-pfennig>'s heller/component/diagram.js): the seats (each
// one's tincture, name and who played it, the seat whose action the step shows lit), a finished
// game's scores at its last step, and the whole log, one line per action, the line of the step shown lit (aria-current="step") and kept
// in view; a line pressed goes to its step. It shows only when the element has the room
// (element.css: a container at least 46rem wide); below that the step's own words under the board
// say the same. It knows no game: the diagram gives it the seats and each action's line in its
// own words.

import { el } from '../ui/dom.js';
import { styleSeat } from '../ui/seat-style.js';
import { tinctureOf } from '../render/seats.js';

/**
 * A seat as the side lists it: its name, who played it ('' when the replay does not say), its
 * tincture's name (for those who cannot see the colour).
 * @typedef {{ name: string, kind: string, tincture: string }} ReplaySeat
 */

/**
 * A replay's seats in a game's words: `nameOf(i)` each seat's name, `kindKeyOf(i)` the key of who
 * played it (falsy or a key the table lacks: not said), its tincture's `seat.tincture.<id>`.
 * @returns {ReplaySeat[]}
 */
export function seatsOf(t, players, nameOf, kindKeyOf) {
  const known = (key) => { const w = key ? t(key) : key; return w && w !== key ? w : ''; };
  return Array.from({ length: players }, (_, i) => ({
    name: nameOf(i),
    kind: known(kindKeyOf(i)),
    tincture: known(`seat.tincture.${tinctureOf(i).id}`),
  }));
}

/**
 * Makes the side: { label (the log's accessible name), seatsLabel (the seats'), go(k) (show
 * step k) }. Returns { element, render({ lines, step, seats, actor, end }) }: `lines` is one text
 * per action (line k-1 for step k), or null when nothing is replayed (the side hides); `seats` the
 * seats (ReplaySeat[]), `actor` the seat whose action step `step` shows (or null), `end` what the
 * side shows between the seats and the log (a finished game's scores at its last step; the game
 * makes it). Lines and seats are written again only when they change.
 */
export function createReplayLog({ label, seatsLabel, go }) {
  const seatList = el('ul', { class: 'hm-replay-seats', 'aria-label': seatsLabel });
  const log = el('ol', { class: 'hm-replay-log', 'aria-label': label });
  // At a finished game's last step: its scores, as the game gives them (render's `end`).
  const endBox = el('div', { class: 'hm-replay-end', hidden: true });
  const side = el('div', { class: 'hm-replay-side', hidden: true }, [seatList, endBox, log]);
  let written = null;
  let seatsWritten = null;
  log.addEventListener('click', (e) => {
    const li = /** @type {Element} */ (e.target).closest('li[data-step]');
    if (li) go(Number(/** @type {HTMLElement} */ (li).dataset.step));
  });

  /** @param {{ lines: string[] | null, step: number, seats?: ReplaySeat[], actor?: number | null, end?: Node | null }} state */
  function render({ lines, step, seats = [], actor = null, end = null }) {
    side.hidden = !lines || lines.length === 0;
    if (side.hidden) return;
    if (endBox.firstChild !== end) endBox.replaceChildren(...(end ? [end] : []));
    endBox.hidden = !end;
    if (lines !== written) {
      log.replaceChildren(...lines.map((line, i) => el('li', { dataset: { step: String(i + 1) } }, line || '…')));
      written = lines;
    }
    const seatText = JSON.stringify(seats);
    if (seatText !== seatsWritten) {
      seatList.replaceChildren(...seats.map((s, i) => {
        const li = el('li', { dataset: { seat: String(i) } }, [
          el('span', { class: 'hm-seat-swatch', 'aria-hidden': 'true', title: s.tincture }),
          el('span', { class: 'hm-seat-name' }, s.name),
          s.kind ? el('span', { class: 'hm-seat-kind' }, ` ${s.kind}`) : null,
          el('span', { class: 'hm-sr-only' }, `, ${s.tincture}`),
        ]);
        styleSeat(li, i);
        return li;
      }));
      seatsWritten = seatText;
    }
    for (const li of seatList.children) {
      if (/** @type {HTMLElement} */ (li).dataset.seat === String(actor)) li.setAttribute('aria-current', 'true');
      else li.removeAttribute('aria-current');
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

  return { element: side, render };
}
