// The small vermilion count badge both games set on a corner of a piece: the height of a pile in
// the first game (piles.js drawBadge), the number of like tiles a merchant holds in the second
// (www/heller/render/scene.js). Each game places and sizes it; the badge itself is drawn here.

import { INK, GOLD, VERMILION, WHITE_LEAD, FONT_SERIF } from './palette.js';

/**
 * A vermilion disc of radius r at (cx, cy) ringed in gold, with an ink ring `gap` outside it
 * and `text` in white lead, a bold serif of px pixels.
 */
export function countBadge(ctx, cx, cy, r, text, px, gap) {
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = VERMILION;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.18);
  ctx.strokeStyle = GOLD;
  ctx.stroke();
  ctx.lineWidth = 0.7;
  ctx.strokeStyle = INK;
  ctx.beginPath();
  ctx.arc(cx, cy, r + gap, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = WHITE_LEAD;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `bold ${px}px ${FONT_SERIF}`;
  ctx.fillText(text, cx, cy + r * 0.06);
}
