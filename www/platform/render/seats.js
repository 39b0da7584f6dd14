// The seats' colours. Each seat is a heraldic tincture: a colour from the Okabe–Ito set (told
// apart with every common colour-vision deficiency), the tincture's name, and its hatching in the
// Petra Sancta system, the engravers' way of showing a tincture without colour (gules by upright
// lines, azure by level lines, and so on). Colour is never the only sign: the hatching and the
// seat's number or name go with it everywhere (column heads, chips, log lines, discards).
//
// One table for the canvas (paintHatch) and the page (ui/seat-style.js sets the CSS custom
// properties --hm-seat, --hm-seat-ink and --hm-seat-hatch from it), so nothing re-declares a
// seat's colour.

/**
 * SEAT_TINCTURES[i] is seat i's tincture: { id, colour (the fill), ink (text on the fill, WCAG AA
 * against it), hatch (the Petra Sancta pattern: 'pale' upright lines, 'fess' level lines, 'bend'
 * and 'sinister' diagonals, 'dots', 'grid') }.
 */
export const SEAT_TINCTURES = Object.freeze([
  { id: 'gules', colour: '#c0392b', ink: '#ffffff', hatch: 'pale' },
  { id: 'azure', colour: '#0072b2', ink: '#ffffff', hatch: 'fess' },
  { id: 'vert', colour: '#00805c', ink: '#ffffff', hatch: 'bend' },
  { id: 'or', colour: '#e69f00', ink: '#1d1206', hatch: 'dots' },
  { id: 'purpure', colour: '#9b4f87', ink: '#ffffff', hatch: 'sinister' },
  { id: 'sable', colour: '#2b2b2b', ink: '#ffffff', hatch: 'grid' },
].map(Object.freeze));

/** Seat `seat`'s tincture (0-based; beyond the table it wraps). */
export function tinctureOf(seat) {
  const n = SEAT_TINCTURES.length;
  return SEAT_TINCTURES[((seat % n) + n) % n];
}

/**
 * Paints the tincture's hatching in (x, y, w, h), clipped to the rectangle, in `ink` (a CSS
 * colour) with lines `step` px apart. Vectors only, so SVG pictures keep it sharp.
 */
export function paintHatch(ctx, hatch, x, y, w, h, { ink = 'rgba(255,255,255,0.55)', step = 4, width = 1 } = {}) {
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.clip();
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = width;
  ctx.beginPath();
  const lines = (dx, dy) => {
    // Parallel lines along (dx, dy) spaced `step` apart, covering the rectangle.
    const len = w + h;
    const nx = -dy, ny = dx;
    const cx = x + w / 2, cy = y + h / 2;
    for (let k = -len; k <= len; k += step) {
      ctx.moveTo(cx + nx * k - dx * len, cy + ny * k - dy * len);
      ctx.lineTo(cx + nx * k + dx * len, cy + ny * k + dy * len);
    }
  };
  const d = Math.SQRT1_2;
  switch (hatch) {
    case 'pale': lines(0, 1); break;
    case 'fess': lines(1, 0); break;
    case 'bend': lines(d, d); break;
    case 'sinister': lines(d, -d); break;
    case 'grid': lines(1, 0); lines(0, 1); break;
    case 'dots':
      for (let j = y + step / 2; j < y + h; j += step) {
        for (let i = x + step / 2 + ((Math.round((j - y) / step) % 2) * step) / 2; i < x + w; i += step) {
          ctx.moveTo(i + width, j);
          ctx.arc(i, j, width, 0, Math.PI * 2);
        }
      }
      ctx.fill();
      ctx.restore();
      return;
    default: break;
  }
  ctx.stroke();
  ctx.restore();
}
