// What the page lays over the position: highlights, the die, the inspect panel and the dimming.
// The marks of play (offers, hints, what was taken) are in marks.js, loaded only where a game is
// played or recorded; a rule diagram needs only the last move, its own marks and arrows, focus.
// Each highlight kind has its own shape as well as its own colour, so that they stay apart on
// every square pattern and for colour-blind players.

import { INK, GOLD_LIGHT, VERMILION, WHITE_LEAD, PARCHMENT, FONT_SERIF } from '../../platform/render/palette.js';
import { roundRect, softShadow } from '../../platform/render/util.js';
import { goldLeaf } from './board.js';


// Drawn under the piles: the trace of the last move (and the play marks' own, `play`).
export function drawUnderHighlights(ctx, layout, highlights, play = null) {
  if (play) play.drawPlayUnder(ctx, layout, highlights);
  for (const h of highlights || []) {
    if (h.kind !== 'lastMove') continue;
    const sq = layout.square(h.column, h.row);
    ctx.fillStyle = 'rgba(255, 244, 205, 0.45)';
    ctx.fillRect(sq.x, sq.y, sq.w, sq.h);
    ctx.setLineDash([2, 3]);
    ctx.lineWidth = 1.2;
    ctx.strokeStyle = 'rgba(43, 27, 16, 0.7)';
    ctx.strokeRect(sq.x + 2.5, sq.y + 2.5, sq.w - 5, sq.h - 5);
    ctx.setLineDash([]);
  }
}




function focus(ctx, sq) {
  ctx.lineWidth = 3;
  ctx.strokeStyle = INK;
  ctx.strokeRect(sq.x + 1.5, sq.y + 1.5, sq.w - 3, sq.h - 3);
  ctx.setLineDash([4, 3]);
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = WHITE_LEAD;
  ctx.strokeRect(sq.x + 1.5, sq.y + 1.5, sq.w - 3, sq.h - 3);
  ctx.setLineDash([]);
}





// A square picked out in a rule example: a vermilion ring inscribed in the square, on white
// lead, apart from the victim's frame round a stack (with its dagger) and from the hint's dashes.
function marked(ctx, sq) {
  const rx = sq.w / 2 - 3, ry = sq.h / 2 - 3;
  if (rx <= 0 || ry <= 0) return;
  for (const [width, colour] of [[5.5, WHITE_LEAD], [2.8, VERMILION]]) {
    ctx.beginPath();
    ctx.ellipse(sq.x + sq.w / 2, sq.y + sq.h / 2, rx, ry, 0, 0, Math.PI * 2);
    ctx.lineWidth = width;
    ctx.strokeStyle = colour;
    ctx.stroke();
  }
}

// A rule example's arrow from one square to another, as the rulebook's figures draw moves: a
// vermilion stroke on white lead, bowed to the side so that it does not hide the stacks it
// passes, ending in a head on the destination's middle.
function ruleArrow(ctx, from, to) {
  const x0c = from.x + from.w / 2, y0c = from.y + from.h / 2;
  const x1 = to.x + to.w / 2, y1 = to.y + to.h / 2;
  const len = Math.hypot(x1 - x0c, y1 - y0c);
  if (len < 1) return;
  const ux = (x1 - x0c) / len, uy = (y1 - y0c) / len;
  const nx = uy, ny = -ux; // to the right of an upward arrow
  const bow = Math.min(from.w * 0.42, len * 0.25);
  const x0 = x0c + ux * from.h * 0.3 + nx * bow * 0.5, y0 = y0c + uy * from.h * 0.3 + ny * bow * 0.5;
  const cx = (x0 + x1) / 2 + nx * bow, cy = (y0 + y1) / 2 + ny * bow;
  const head = Math.max(8, Math.min(from.w, from.h) * 0.3);
  // The head points along the curve's last tangent (control point → tip).
  const tl = Math.hypot(x1 - cx, y1 - cy) || 1;
  const tx = (x1 - cx) / tl, ty = (y1 - cy) / tl;
  const bx = x1 - tx * head * 0.8, by = y1 - ty * head * 0.8;
  ctx.lineCap = 'round';
  for (const [width, colour] of [[6.5, WHITE_LEAD], [3, VERMILION]]) {
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.quadraticCurveTo(cx, cy, bx, by);
    ctx.lineWidth = width;
    ctx.strokeStyle = colour;
    ctx.stroke();
  }
  ctx.lineCap = 'butt';
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x1 - tx * head - ty * head * 0.5, y1 - ty * head + tx * head * 0.5);
  ctx.lineTo(x1 - tx * head + ty * head * 0.5, y1 - ty * head - tx * head * 0.5);
  ctx.closePath();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = WHITE_LEAD;
  ctx.stroke();
  ctx.fillStyle = VERMILION;
  ctx.fill();
  ctx.lineWidth = 0.8;
  ctx.strokeStyle = INK;
  ctx.stroke();
}





// Drawn over the piles, in an order that keeps focus on top of everything: the play marks
// (`play`, render/marks.js, loaded where a game is played) but their hints, the rule example's
// marks, the hints, the rule example's arrows ([{ from: { column, row }, to: { column, row } }]),
// the keyboard's focus.
export function drawOverHighlights(ctx, layout, view, highlights, arrows, play = null) {
  if (play) play.drawPlayOver(ctx, layout, view, highlights);
  for (const h of highlights || []) if (h.kind === 'marked') marked(ctx, layout.square(h.column, h.row));
  if (play) play.drawHints(ctx, layout, view, highlights);
  for (const a of arrows || []) {
    if (a && a.from && a.to) ruleArrow(ctx, layout.square(a.from.column, a.from.row), layout.square(a.to.column, a.to.row));
  }
  for (const h of highlights || []) if (h.kind === 'focus') focus(ctx, layout.square(h.column, h.row));
}

const PIPS = {
  1: [[0.5, 0.5]], 2: [[0.27, 0.27], [0.73, 0.73]], 3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
  4: [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]],
  5: [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]],
  6: [[0.28, 0.24], [0.72, 0.24], [0.28, 0.5], [0.72, 0.5], [0.28, 0.76], [0.72, 0.76]],
};

export function drawDie(ctx, r, value) {
  const pips = PIPS[value];
  if (!pips) return;
  softShadow(ctx, r.x, r.y, r.w, r.h, r.w * 0.18, r.w * 0.14, r.w * 0.06, 0.45);
  roundRect(ctx, r.x, r.y, r.w, r.h, r.w * 0.18);
  const g = ctx.createLinearGradient(r.x, r.y, r.x + r.w, r.y + r.h);
  g.addColorStop(0, '#fffaf0');
  g.addColorStop(1, '#dccfae');
  ctx.fillStyle = g;
  ctx.fill();
  roundRect(ctx, r.x, r.y, r.w, r.h, r.w * 0.18);
  ctx.lineWidth = 1;
  ctx.strokeStyle = INK;
  ctx.stroke();
  for (const [px, py] of pips) {
    ctx.beginPath();
    ctx.arc(r.x + px * r.w, r.y + py * r.h, r.w * (value === 1 ? 0.13 : 0.085), 0, Math.PI * 2);
    ctx.fillStyle = value === 1 ? VERMILION : INK;
    ctx.fill();
  }
}

// inspect: { column, row, cards } for a stack, or { player, cards, discards: true } for a
// seat's discards (anchored on its chip).
export function drawInspect(ctx, layout, inspect, sprites, scale, caption) {
  const cards = inspect.cards || [];
  const sq = inspect.discards ? layout.discardArea(inspect.player) : layout.square(inspect.column, inspect.row);
  const panel = layout.inspectPanelAt(sq, cards.length);
  ctx.lineWidth = 2;
  ctx.strokeStyle = GOLD_LIGHT;
  ctx.strokeRect(sq.x + 1, sq.y + 1, sq.w - 2, sq.h - 2);
  softShadow(ctx, panel.x, panel.y, panel.w, panel.h, 6, 10, 4, 0.5);
  roundRect(ctx, panel.x, panel.y, panel.w, panel.h, 6);
  ctx.fillStyle = PARCHMENT;
  ctx.fill();
  roundRect(ctx, panel.x + 1.5, panel.y + 1.5, panel.w - 3, panel.h - 3, 5);
  ctx.lineWidth = 3;
  ctx.strokeStyle = goldLeaf(ctx, panel.x, panel.y, panel.w, panel.h);
  ctx.stroke();
  roundRect(ctx, panel.x, panel.y, panel.w, panel.h, 6);
  ctx.lineWidth = 1;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.fillStyle = INK;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.font = `italic ${Math.round(panel.caption * 0.72)}px ${FONT_SERIF}`;
  const c0 = panel.card(0);
  ctx.fillText(caption, c0.x, panel.y + (c0.y - panel.y) * 0.55);
  // Top card first, at the left; each later card covers the right of the one before, so
  // every value shield (at a card's left edge) stays in view.
  for (let i = 0; i < cards.length; i++) sprites.draw(ctx, cards[i], panel.card(i), false, scale);
}

export function dim(ctx, w, h) {
  ctx.fillStyle = 'rgba(28, 18, 8, 0.5)';
  ctx.fillRect(0, 0, w, h);
}
