// @ts-check
// Taking back at an online table, for either game (docs/ONLINE.md, "Taking back"): the person
// who played last asks, every other person at the table agrees or declines, and the server
// (the authority) takes the game back once all have agreed. The box shows what the frame says:
// whether this seat may ask (the frame's `canTakeBack`, worked out by the server through the
// engine), the request asked for at the table (`takeBack`) with who is still to answer, and once
// the game was taken back, who took it back. It decides nothing itself.

import { el } from '../ui/dom.js';

/** @typedef {import('./client.js').StateFrame} StateFrame */
/** @typedef {ReturnType<typeof import('../ui/i18n.js').createT>} T */

/**
 * The take-back box of an online table.
 * @param {object} options
 * @param {T} options.ot the online table's words
 * @param {(seat: number, names: string[]) => string} options.seatName a seat's name as the game says it
 * @param {(reason: string, player: number | null, names: string[]) => string | null} [options.reasonWords]
 *   the game's words for what hidden was shown to the person since (null: the table's own words)
 * @param {(agree: boolean) => boolean} options.send says the word to the server
 * @returns {{ element: HTMLElement, update: (frame: StateFrame) => void }}
 */
export function createTakeBack({ ot, seatName, reasonWords, send }) {
  const line = el('p', { class: 'ol-take-back-line', 'aria-live': 'polite' });
  const button = (/** @type {string} */ action, /** @type {string} */ key, /** @type {boolean} */ agree, primary = false) => /** @type {HTMLButtonElement} */ (
    el('button', { type: 'button', class: `hm-button${primary ? ' hm-primary' : ''}`, hidden: true, dataset: { action }, onclick: () => send(agree) }, ot(key)));
  const ask = button('takeBack', 'online.takeBack.ask', true);
  const agree = button('takeBackAgree', 'online.takeBack.agree', true, true);
  const decline = button('takeBackDecline', 'online.takeBack.decline', false);
  const withdraw = button('takeBackWithdraw', 'online.takeBack.withdraw', false);
  const buttons = el('div', { class: 'hm-buttons ol-take-back-buttons' }, [ask, agree, decline, withdraw]);
  const element = el('section', { class: 'ol-take-back', hidden: true }, [line, buttons]);
  /** @type {StateFrame | null} */ let previous = null;
  /** The take-back seen last: whose, and the version it made. @type {{ seat: number | null, version: number } | null} */
  let done = null;

  /** @param {StateFrame} frame */
  function update(frame) {
    const names = frame.seats.map((s) => s.name || '');
    const name = (/** @type {number} */ seat) => seatName(seat, names);
    const me = frame.seat;
    // A newer frame with a shorter log: the game was taken back (by the one who asked, or by
    // this seat alone against computers, who asks nobody).
    if (previous && frame.version > previous.version && (frame.log || []).length < (previous.log || []).length) {
      done = { seat: previous.takeBack ? previous.takeBack.seat : me, version: frame.version };
    }
    previous = frame;
    const r = frame.takeBack || null;
    const can = frame.canTakeBack || null;
    /** @type {string[]} */ const words = [];
    let show = { ask: false, askDisabled: false, agree: false, decline: false, withdraw: false };
    if (frame.status !== 'playing') {
      // Nothing to ask once the game is over (or before it began).
    } else if (r && r.declinedBy === null) {
      words.push(r.seat === me ? ot('online.takeBack.askedYou') : ot('online.takeBack.asked', { name: name(r.seat) }));
      const others = r.waiting.filter((s) => s !== me);
      if (others.length) words.push(ot('online.takeBack.waiting', { names: ot.list(others.map(name), 'conjunction') }));
      show = { ...show, withdraw: r.seat === me, agree: me !== null && r.waiting.includes(me), decline: me !== null && r.waiting.includes(me) };
    } else {
      if (r && r.declinedBy !== null) words.push(ot('online.takeBack.declined', { name: name(r.declinedBy) }));
      else if (done && done.version === frame.version) {
        words.push(done.seat !== null && done.seat === me ? ot('online.takeBack.doneYou') : ot('online.takeBack.done', { name: name(done.seat ?? 0) }));
      }
      if (can && can.to !== null) show.ask = true;
      // Refused because something hidden was shown to him since: the button stays, greyed, with
      // why. (Another person having played since takes it away, as at one screen.)
      if (can && can.refused && can.refused !== 'othersPlayed') {
        show.ask = true;
        show.askDisabled = true;
        words.push(reasonWords?.(can.refused, can.player, names) || ot('online.takeBack.shown'));
      }
    }
    line.textContent = words.join(' ');
    line.hidden = !words.length;
    ask.hidden = !show.ask;
    ask.disabled = show.askDisabled;
    agree.hidden = !show.agree;
    decline.hidden = !show.decline;
    withdraw.hidden = !show.withdraw;
    buttons.hidden = !(show.ask || show.agree || show.decline || show.withdraw);
    element.hidden = line.hidden && buttons.hidden;
    element.dataset.state = r && r.declinedBy === null ? 'asked' : r ? 'declined' : done && done.version === frame.version ? 'done' : show.ask ? 'offered' : 'none';
  }
  return { element, update };
}
