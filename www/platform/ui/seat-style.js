// The seats on the page: their tinctures (render/seats.js holds the table) as CSS custom properties
// for a seat's chip, log line or mark, and how long a name may be. Kept apart from the canvas code, which needs none of it.

import { SEAT_TINCTURES, tinctureOf } from '../render/seats.js';

/** How long a player's name may be, in characters: the new-game dialogs, saves and links of both games. */
export const NAME_MAX = 24;

/**
 * The same hatching as a CSS background image (for the page's chips and log marks): a
 * repeating gradient, no image file.
 */
export function cssHatch(hatch, ink = 'rgba(255,255,255,0.5)') {
  const stripes = (angle) => `repeating-linear-gradient(${angle}, ${ink} 0 1px, transparent 1px 4px)`;
  switch (hatch) {
    case 'pale': return stripes('90deg');
    case 'fess': return stripes('0deg');
    case 'bend': return stripes('45deg');
    case 'sinister': return stripes('-45deg');
    case 'grid': return `${stripes('0deg')}, ${stripes('90deg')}`;
    case 'dots': return `radial-gradient(${ink} 1px, transparent 1.5px) 0 0 / 4px 4px`;
    default: return 'none';
  }
}

/** Sets --hm-seat, --hm-seat-ink and --hm-seat-hatch on `element` (CSSOM: allowed by a strict CSP). */
export function styleSeat(element, seat) {
  const t = tinctureOf(seat);
  element.style.setProperty('--hm-seat', t.colour);
  element.style.setProperty('--hm-seat-ink', t.ink);
  element.style.setProperty('--hm-seat-hatch', cssHatch(t.hatch));
  element.dataset.tincture = t.id;
}

/** The tinctures' names (`seat.tincture.<id>`) as a site table (platform/i18n) has them: each game's table takes them from it. */
export function tinctureWords(site) {
  return Object.fromEntries(SEAT_TINCTURES.map(({ id }) => [`seat.tincture.${id}`, site[`seat.tincture.${id}`]]));
}

/**
 * The names and seats of a replay's link: the `names` and `seats` parameters a finished game
 * adds to it ({ names: ['Anna', ''], seats: ['human', 'hard'] }), commas taken out of names.
 */
export function seatParams({ names = [], seats = [] } = {}) {
  const out = {};
  if (names.some((n) => n && n.trim())) out.names = names.map((n) => (n || '').replace(/\s*,\s*/g, ' ').trim()).join(',');
  if (seats.length) out.seats = seats.join(',');
  return out;
}
