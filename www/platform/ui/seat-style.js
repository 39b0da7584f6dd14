// The seats' tinctures on the page (render/seats.js holds the table): CSS custom properties for
// a seat's chip, log line or mark. Kept apart from the canvas code, which needs none of it.

import { tinctureOf } from '../render/seats.js';

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
