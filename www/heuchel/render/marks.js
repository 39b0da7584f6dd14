// The marks of play, drawn over a position where a game is played or recorded (never in a rule
// diagram, which loads none of this): the stacks that may move and where to, the stacks that
// may be cut, the split a pointer offers, the hint, what another player just took, and the
// squares of a recalled log line. Each kind has its own shape as well as its own colour, so that
// they stay apart on every square pattern and for colour-blind players.

import { INK, GOLD, GOLD_LIGHT, MALACHITE, SMALT, VERMILION, WHITE_LEAD } from '../../platform/render/palette.js';
import { roundRect } from '../../platform/render/util.js';
import { drawBadge } from './piles.js';
import { colourFrame, cornerBrackets, dashedFrame } from '../../platform/render/outline.js';

function pileBox(layout, view, column, row) {
  const pile = ((view && view.columns && view.columns[column]) || []).find((p) => p.row === row);
  const n = pile && pile.cards ? pile.cards.length : 0;
  if (!n) return null;
  const a = layout.cardRect(column, row, 0, n);
  const b = layout.cardRect(column, row, n - 1, n);
  return { x: a.x, y: a.y, w: b.x + b.w - a.x, h: b.y + b.h - a.y };
}

function dest(ctx, sq) {
  const g = ctx.createRadialGradient(sq.x + sq.w / 2, sq.y + sq.h / 2, 0, sq.x + sq.w / 2, sq.y + sq.h / 2, Math.max(sq.w, sq.h) * 0.6);
  g.addColorStop(0, 'rgba(255, 236, 150, 0.15)');
  g.addColorStop(1, 'rgba(255, 220, 110, 0.5)');
  ctx.fillStyle = g;
  ctx.fillRect(sq.x, sq.y, sq.w, sq.h);
  for (const [w, a] of [[7, 0.22], [4.5, 0.45]]) {
    ctx.lineWidth = w;
    ctx.strokeStyle = `rgba(255, 215, 90, ${a})`;
    ctx.strokeRect(sq.x + 3, sq.y + 3, sq.w - 6, sq.h - 6);
  }
  ctx.lineWidth = 2.2;
  ctx.strokeStyle = GOLD_LIGHT;
  ctx.strokeRect(sq.x + 3, sq.y + 3, sq.w - 6, sq.h - 6);
  ctx.lineWidth = 0.8;
  ctx.strokeStyle = INK;
  ctx.strokeRect(sq.x + 1.4, sq.y + 1.4, sq.w - 2.8, sq.h - 2.8);
  const r = Math.max(2.5, Math.min(sq.w, sq.h) * 0.09);
  ctx.beginPath();
  ctx.arc(sq.x + sq.w / 2, sq.y + sq.h / 2, r, 0, Math.PI * 2);
  ctx.fillStyle = GOLD;
  ctx.fill();
  ctx.lineWidth = 0.8;
  ctx.strokeStyle = INK;
  ctx.stroke();
}

function victim(ctx, box) {
  const p = 3;
  colourFrame(ctx, box.x - p, box.y - p, box.w + 2 * p, box.h + 2 * p, Math.min(box.h, box.w) * 0.18, VERMILION);
  // A small dagger-point at the corner: this stack may be cut.
  const x = box.x + box.w + p, y = box.y + box.h + p;
  const s = Math.max(5, Math.min(box.h * 0.3, 9));
  ctx.beginPath();
  ctx.moveTo(x, y); ctx.lineTo(x - s, y - s * 0.45); ctx.lineTo(x - s * 0.45, y - s);
  ctx.closePath();
  ctx.fillStyle = VERMILION;
  ctx.fill();
  ctx.lineWidth = 0.8;
  ctx.strokeStyle = INK;
  ctx.stroke();
}

// The stack that may move: malachite corner brackets just inside its square.
function source(ctx, sq) {
  cornerBrackets(ctx, sq, MALACHITE, 2, Math.min(sq.w, sq.h) * 0.3, 2.5);
}

// The hint (what the Hard computer would play): smalt blue, a double frame with dashes, apart
// from every highlight of the player's own choices.
function hintFrame(ctx, box, p) {
  dashedFrame(ctx, box.x - p, box.y - p, box.w + 2 * p, box.h + 2 * p, Math.min(box.h, box.w) * 0.16, 6, 3.5, [7, 4]);
}

// An arrow from the suggested stack to its destination (same column: straight up).
function hintArrow(ctx, from, to) {
  const cx0 = from.x + from.w / 2, cy0 = from.y + from.h / 2;
  const x1 = to.x + to.w / 2, y1 = to.y + to.h / 2;
  const len = Math.hypot(x1 - cx0, y1 - cy0);
  if (len < 1) return;
  const ux = (x1 - cx0) / len, uy = (y1 - cy0) / len;
  // From the source square's edge (the stack stays readable) to the middle of the destination.
  const x0 = cx0 + ux * from.w * 0.42, y0 = cy0 + uy * from.h * 0.42;
  const head = Math.max(8, Math.min(from.w, from.h) * 0.32);
  const tipX = x1, tipY = y1;
  const shaft = () => {
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(tipX - ux * head * 0.8, tipY - uy * head * 0.8);
  };
  const arrowHead = () => {
    ctx.beginPath();
    ctx.moveTo(tipX, tipY);
    ctx.lineTo(tipX - ux * head - uy * head * 0.55, tipY - uy * head + ux * head * 0.55);
    ctx.lineTo(tipX - ux * head + uy * head * 0.55, tipY - uy * head - ux * head * 0.55);
    ctx.closePath();
  };
  // A smalt line on a wider white-lead one, so the arrow reads on any ground.
  ctx.lineCap = 'round';
  for (const [width, colour] of [[7, WHITE_LEAD], [3.5, SMALT]]) {
    shaft();
    ctx.lineWidth = width;
    ctx.strokeStyle = colour;
    ctx.stroke();
  }
  ctx.lineCap = 'butt';
  arrowHead();
  ctx.lineWidth = 3;
  ctx.strokeStyle = WHITE_LEAD;
  ctx.stroke();
  ctx.fillStyle = SMALT;
  ctx.fill();
}

const HINT_KINDS = ['hintFrom', 'hintTo', 'hintTake', 'hintLose'];

// Over the player's own highlights, and just outside them (a favour's frame rings the red one).
export function drawHints(ctx, layout, view, highlights) {
  const hints = (highlights || []).filter((h) => HINT_KINDS.includes(h.kind));
  for (const h of hints) {
    const sq = layout.square(h.column, h.row);
    const box = h.kind === 'hintTo' ? null : pileBox(layout, view, h.column, h.row);
    hintFrame(ctx, box || { x: sq.x + 4, y: sq.y + 4, w: sq.w - 8, h: sq.h - 8 }, box ? 7 : 0);
  }
  const from = hints.find((h) => h.kind === 'hintFrom');
  const to = hints.find((h) => h.kind === 'hintTo');
  if (from && to) hintArrow(ctx, layout.square(from.column, from.row), layout.square(to.column, to.row));
}

// The split a pointer over a lower card's edge offers ({column, row, count}): the cards that
// would go, ringed in gold with their count, the rest left plain.
function splitPreview(ctx, layout, view, h) {
  const pile = ((view && view.columns && view.columns[h.column]) || []).find((p) => p.row === h.row);
  if (!pile || h.count >= pile.cards.length) return;
  const n = pile.cards.length;
  const a = layout.cardRect(h.column, h.row, 0, n);
  const b = layout.cardRect(h.column, h.row, h.count - 1, n);
  const box = { x: a.x - 1.5, y: a.y - 1.5, w: b.x + b.w - a.x + 3, h: b.y + b.h - a.y + 3 };
  roundRect(ctx, box.x, box.y, box.w, box.h, 3);
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = GOLD_LIGHT;
  ctx.stroke();
  ctx.setLineDash([3, 2]);
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.setLineDash([]);
  drawBadge(ctx, a, h.count);
}

// Following the table. 'taken': the square another player just cut the viewer's stack on (what
// is left of it, or the empty square), a vermilion field with a broken frame, the gap where the
// cards were; 'taker': the stack they went to, a solid ink-and-vermilion frame; 'recall' (under
// the piles): the squares of the action whose log line is hovered, a gold field in a double
// ink-and-gold frame.
function taken(ctx, sq) {
  const i = 3;
  ctx.fillStyle = 'rgba(184, 50, 42, 0.16)';
  ctx.fillRect(sq.x + i, sq.y + i, sq.w - 2 * i, sq.h - 2 * i);
  ctx.setLineDash([Math.max(4, sq.w * 0.12), Math.max(3, sq.w * 0.06)]);
  for (const [width, colour] of [[5, WHITE_LEAD], [2.6, VERMILION]]) {
    ctx.lineWidth = width;
    ctx.strokeStyle = colour;
    ctx.strokeRect(sq.x + i, sq.y + i, sq.w - 2 * i, sq.h - 2 * i);
  }
  ctx.setLineDash([]);
}

function taker(ctx, box) {
  const p = 4;
  roundRect(ctx, box.x - p, box.y - p, box.w + 2 * p, box.h + 2 * p, Math.min(box.h, box.w) * 0.12);
  for (const [width, colour] of [[6, INK], [2.5, VERMILION]]) {
    ctx.lineWidth = width;
    ctx.strokeStyle = colour;
    ctx.stroke();
  }
}

function recall(ctx, sq) {
  ctx.fillStyle = 'rgba(230, 190, 80, 0.35)';
  ctx.fillRect(sq.x + 2, sq.y + 2, sq.w - 4, sq.h - 4);
  ctx.lineWidth = 1;
  ctx.strokeStyle = INK;
  ctx.strokeRect(sq.x + 1.5, sq.y + 1.5, sq.w - 3, sq.h - 3);
  ctx.lineWidth = 2;
  ctx.strokeStyle = GOLD;
  ctx.strokeRect(sq.x + 3.5, sq.y + 3.5, sq.w - 7, sq.h - 7);
}

/** Under the piles: the squares of a recalled action (a hovered or focused log line). */
export function drawPlayUnder(ctx, layout, highlights) {
  for (const h of highlights || []) if (h.kind === 'recall') recall(ctx, layout.square(h.column, h.row));
}

// Why not (a refused move explained, ui/why.js): 'why', each square the reason names (the
// square taken, the ceiling, the step that ends the move …), a vermilion field in a solid
// white-lead-and-vermilion frame; 'whyMover', the stack the reason is about, framed as 'taker'.
function why(ctx, sq) {
  const i = 3;
  ctx.fillStyle = 'rgba(184, 50, 42, 0.22)';
  ctx.fillRect(sq.x + i, sq.y + i, sq.w - 2 * i, sq.h - 2 * i);
  for (const [width, colour] of [[5, WHITE_LEAD], [2.6, VERMILION]]) {
    ctx.lineWidth = width;
    ctx.strokeStyle = colour;
    ctx.strokeRect(sq.x + i, sq.y + i, sq.w - 2 * i, sq.h - 2 * i);
  }
}

const OVER = ['taken', 'taker', 'why', 'whyMover', 'source', 'split', 'dest', 'victim'];

/** Over the piles, below the rule marks and the hints. */
export function drawPlayOver(ctx, layout, view, highlights) {
  for (const kind of OVER) {
    for (const h of highlights || []) {
      if (h.kind !== kind) continue;
      const sq = layout.square(h.column, h.row);
      const box = () => pileBox(layout, view, h.column, h.row) || { x: sq.x + 4, y: sq.y + 4, w: sq.w - 8, h: sq.h - 8 };
      if (kind === 'dest') dest(ctx, sq);
      else if (kind === 'source') source(ctx, sq);
      else if (kind === 'split') splitPreview(ctx, layout, view, h);
      else if (kind === 'taken') taken(ctx, sq);
      else if (kind === 'taker' || kind === 'whyMover') taker(ctx, box());
      else if (kind === 'why') why(ctx, sq);
      else victim(ctx, box());
    }
  }
  // The brackets' corner would cross a stack's count: while nothing is lifted (then the count
  // stands for the whole stack), the counts of the stacks that may move go over their brackets.
  const marks = highlights || [];
  if (marks.some((h) => h.kind === 'dest' || h.kind === 'split')) return;
  for (const h of marks) {
    if (h.kind !== 'source') continue;
    const pile = ((view && view.columns && view.columns[h.column]) || []).find((p) => p.row === h.row);
    const n = pile && pile.cards ? pile.cards.length : 0;
    if (n > 1) drawBadge(ctx, layout.cardRect(h.column, h.row, 0, n), n);
  }
}
