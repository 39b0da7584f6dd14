// Gold leaf as an illuminator lays it: a burnished ground that catches the light in bands, a lit
// upper-left edge and a shadowed lower-right one, a thin ink outline, and rows of punched dots.
// Used by the bar frame, the title initial, card fillets, value shields, roundels and the vine.

import { INK } from './palette.js';

export const LEAF_HI = '#fdf3c4';  // the burnish's glint, and the lit edge
export const LEAF_LO = '#6e4d10';  // the shadowed edge, and a punch's hollow
const BURNISH = [[0, '#9a7420'], [0.3, '#dcb44e'], [0.46, LEAF_HI], [0.6, '#e3c05c'], [0.85, '#b08526'], [1, '#c99f3c']];

// The burnished gradient across the box (x, y, w, h), light from the upper left, the sheen
// repeated `bands` times along the diagonal (long bars catch the light more than once).
export function gold(ctx, x, y, w, h, bands = 1) {
  const g = ctx.createLinearGradient(x, y, x + w, y + h);
  for (let b = 0; b < bands; b++) {
    for (const [o, c] of BURNISH) {
      if (b && !o) continue;
      g.addColorStop((b + o) / bands, c);
    }
  }
  return g;
}

// Dots punched into the leaf along (x0, y0)–(x1, y1), about `step` apart, of radius r: each a
// hollow in shadow with its lower-right rim catching the light. Drawn as round-capped dashes of
// no length, so that a row is one path however many dots it has.
export function punch(ctx, x0, y0, x1, y1, step, r) {
  const len = Math.hypot(x1 - x0, y1 - y0);
  ctx.save();
  ctx.lineCap = 'round';
  ctx.setLineDash([0, len / Math.max(1, Math.round(len / step))]);
  for (const [o, rr, c] of [[0, r, LEAF_LO], [r * 0.35, r * 0.5, LEAF_HI]]) {
    if (rr < 0.5) continue;
    ctx.beginPath();
    ctx.moveTo(x0 + o, y0 + o);
    ctx.lineTo(x1 + o, y1 + o);
    ctx.lineWidth = 2 * rr;
    ctx.strokeStyle = c;
    ctx.stroke();
  }
  ctx.setLineDash([]);
  ctx.restore();
}

// The lit and shadowed edges of a box drawn `lw` wide just inside it; `sunk` swaps them (the
// inner edge of a raised frame, a hollow).
export function bevel(ctx, x, y, w, h, lw, sunk = false) {
  const e = lw / 2;
  ctx.lineWidth = lw;
  ctx.lineCap = 'butt';
  for (const [c, pts] of [
    [sunk ? LEAF_LO : LEAF_HI, [[x + e, y + h - e], [x + e, y + e], [x + w - e, y + e]]],
    [sunk ? LEAF_HI : LEAF_LO, [[x + e, y + h - e], [x + w - e, y + h - e], [x + w - e, y + e]]],
  ]) {
    ctx.beginPath();
    pts.forEach(([px, py], i) => (i ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
    ctx.strokeStyle = c;
    ctx.stroke();
  }
}

// A gilded box: burnished, bevelled, outlined in ink, and when `dots` punched along its middle.
export function gildRect(ctx, x, y, w, h, { bands = 1, dots = false } = {}) {
  ctx.fillStyle = gold(ctx, x, y, w, h, bands);
  ctx.fillRect(x, y, w, h);
  const m = Math.min(w, h);
  if (dots && m >= 5) {
    const r = Math.max(0.6, m * 0.11);
    if (w > h) punch(ctx, x + m / 2, y + h / 2, x + w - m / 2, y + h / 2, r * 4, r);
    else punch(ctx, x + w / 2, y + m / 2, x + w / 2, y + h - m / 2, r * 4, r);
  }
  bevel(ctx, x, y, w, h, Math.max(0.6, m * 0.1));
  ctx.lineWidth = 0.8;
  ctx.strokeStyle = INK;
  ctx.strokeRect(x + 0.4, y + 0.4, w - 0.8, h - 0.8);
}

// A gold boss of radius r (its outline centred on the rim): burnished from a glint up and left, shadowed at the lower-right rim.
export function gildDisc(ctx, cx, cy, r, line = Math.max(0.6, r * 0.1)) {
  ctx.save();
  ctx.translate(cx, cy);
  const paint = () => {
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, Math.PI * 2);
    const g = ctx.createRadialGradient(-r * 0.35, -r * 0.4, 0, -r * 0.2, -r * 0.2, r * 1.25);
    g.addColorStop(0, LEAF_HI);
    g.addColorStop(0.35, '#e3c05c');
    g.addColorStop(0.8, '#a97f24');
    g.addColorStop(1, LEAF_LO);
    ctx.fillStyle = g;
    ctx.fill();
    ctx.lineWidth = line;
    ctx.strokeStyle = INK;
    ctx.stroke();
  };
  // A context that can repeat a drawing (SVG: <use>) defines each size of boss once.
  if (ctx.repeat) ctx.repeat(`boss|${r.toFixed(2)}|${line.toFixed(2)}`, paint);
  else paint();
  ctx.restore();
}
