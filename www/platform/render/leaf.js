// The illuminated leaf both games' boards are painted on (www/heuchel/render/board.js for the first,
// www/heller/render/ground.js for the second): the parchment page with its shadow, the vine in
// its margin and the burnished gold bar round the field (paintLeaf, barFrame), and the title's
// illuminated initial on its punched gold square (illuminatedInitial). Each game passes what is
// its own: the paper laid over the sheet, the bar's panels, the initial's letter and proportions.

import { INK, PARCHMENT, SMALT, SMALT_DARK, VERMILION, WHITE_LEAD, FONT_GOTHIC } from './palette.js';
import { gold, punch, bevel } from './gold.js';
import { drawVineBorder, ivyLeaf } from './vine.js';

/**
 * The page: a sheet of parchment with a shadow under it (shadowScale: device pixels per CSS
 * pixel, since shadows are not scaled by the transform), `paper()` laid over it, its edge ruled,
 * the vine in the margin and the gold bar (barFrame, with `decorateBar`) inside the margin.
 * b the leaf's rectangle, margin the vine's width, bar the bar's.
 */
export function paintLeaf(ctx, b, margin, bar, { shadowScale, paper, decorateBar }) {
  ctx.save();
  ctx.shadowColor = 'rgba(20, 12, 4, 0.5)';
  ctx.shadowBlur = 14 * shadowScale;
  ctx.shadowOffsetY = 4 * shadowScale;
  ctx.fillStyle = PARCHMENT;
  ctx.fillRect(b.x, b.y, b.w, b.h);
  ctx.restore();
  paper();
  ctx.strokeStyle = 'rgba(120, 90, 40, 0.5)';
  ctx.lineWidth = 1;
  ctx.strokeRect(b.x + 0.5, b.y + 0.5, b.w - 1, b.h - 1);
  drawVineBorder(ctx, b, margin);
  barFrame(ctx, { x: b.x + margin, y: b.y + margin, w: b.w - 2 * margin, h: b.h - 2 * margin }, bar, decorateBar);
}

/**
 * A raised gold bar of width t round rect r: burnished, punched along its middle, bevelled and
 * ruled in ink. decorate(t), where given, sets more into the leaf once it is punched (t >= 4).
 */
export function barFrame(ctx, r, t, decorate) {
  ctx.fillStyle = gold(ctx, r.x, r.y, r.w, r.h, Math.max(1, Math.round((r.w + r.h) / 320)));
  const sides = [[r.x, r.y, r.w, t], [r.x, r.y + r.h - t, r.w, t], [r.x, r.y, t, r.h], [r.x + r.w - t, r.y, t, r.h]];
  for (const [x, y, w, h] of sides) ctx.fillRect(x, y, w, h);
  if (t >= 4) {
    const pr = Math.max(0.6, t * 0.1);
    for (const [x, y, w, h] of sides) {
      if (w > h) punch(ctx, x + t, y + t / 2, x + w - t, y + t / 2, pr * 4, pr);
      else punch(ctx, x + t / 2, y + t, x + t / 2, y + h - t, pr * 4, pr);
    }
    if (decorate) decorate(t);
  }
  const e = Math.max(0.6, t * 0.14);
  bevel(ctx, r.x, r.y, r.w, r.h, e);
  bevel(ctx, r.x + t - e, r.y + t - e, r.w - 2 * t + 2 * e, r.h - 2 * t + 2 * e, e, true);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 0.8;
  ctx.strokeRect(r.x + 0.4, r.y + 0.4, r.w - 0.8, r.h - 0.8);
  ctx.strokeRect(r.x + t - 0.4, r.y + t - 0.4, r.w - 2 * t + 0.8, r.h - 2 * t + 0.8);
}

/**
 * An illuminated initial: `letter` in smalt, penned round in white lead where it is large
 * enough, on a q-sized square of burnished gold at (x, y), punched round its edge with ivy leaves
 * in its corners. corners: [x, y, angle] of each leaf in the unit square; leaf: a leaf's size and
 * letter: the letter's, as shares of q; ornamentMin: the least q that is punched and leaved.
 * Leaves ctx.textAlign 'center' and textBaseline 'alphabetic'.
 */
export function illuminatedInitial(ctx, x, y, q, letter, { corners, leaf, letter: letterScale, ornamentMin = 0 }) {
  ctx.fillStyle = gold(ctx, x, y, q, q);
  ctx.fillRect(x, y, q, q);
  const i = q * 0.09, pr = Math.max(0.55, q * 0.022);
  if (q >= ornamentMin) {
    for (const [ax, ay, bx, by] of [[i, i, q - i, i], [i, q - i, q - i, q - i], [i, i, i, q - i], [q - i, i, q - i, q - i]]) {
      punch(ctx, x + ax, y + ay, x + bx, y + by, pr * 4, pr);
    }
    corners.forEach(([cx, cy, a], k) => ivyLeaf(ctx, x + q * cx, y + q * cy, a, q * leaf, k % 2 ? '#b9606d' : VERMILION, Math.max(0.5, q * 0.018)));
  }
  bevel(ctx, x, y, q, q, Math.max(0.8, q * 0.035));
  ctx.lineWidth = 0.8;
  ctx.strokeStyle = INK;
  ctx.strokeRect(x, y, q, q);

  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.font = `${Math.round(q * letterScale)}px ${FONT_GOTHIC}`;
  const lx = x + q / 2, ly = y + q * 0.8;
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(1.2, q * 0.07);
  ctx.strokeStyle = INK;
  ctx.strokeText(letter, lx, ly);
  const g = ctx.createLinearGradient(x, y, x + q * 0.5, y + q);
  g.addColorStop(0, '#8fa6e0');
  g.addColorStop(0.45, SMALT);
  g.addColorStop(1, SMALT_DARK);
  ctx.fillStyle = g;
  ctx.fillText(letter, lx, ly);
  if (q >= 28) {              // white-lead penwork, where it is more than a blur
    ctx.lineWidth = q * 0.014;
    ctx.strokeStyle = WHITE_LEAD;
    ctx.strokeText(letter, lx, ly);
  }
}
