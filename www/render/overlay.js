// What the page lays over the position: highlights, the die, the inspect panel and the dimming.
// Each highlight kind has its own shape as well as its own colour, so that they stay apart on
// every square pattern and for colour-blind players.

import { INK, GOLD, GOLD_LIGHT, MALACHITE, SMALT, VERMILION, WHITE_LEAD, PARCHMENT, FONT_SERIF } from './palette.js';
import { roundRect, softShadow } from './util.js';
import { goldLeaf } from './board.js';
import { drawBadge } from './piles.js';

function pileBox(layout, view, column, row) {
  const pile = ((view && view.columns && view.columns[column]) || []).find((p) => p.row === row);
  const n = pile && pile.cards ? pile.cards.length : 0;
  if (!n) return null;
  const a = layout.cardRect(column, row, 0, n);
  const b = layout.cardRect(column, row, n - 1, n);
  return { x: a.x, y: a.y, w: b.x + b.w - a.x, h: b.y + b.h - a.y };
}

// Drawn under the piles: the trace of the last move, and the squares of a recalled action.
export function drawUnderHighlights(ctx, layout, highlights) {
  for (const h of highlights || []) {
    if (h.kind === 'recall') recall(ctx, layout.square(h.column, h.row));
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
  roundRect(ctx, box.x - p, box.y - p, box.w + 2 * p, box.h + 2 * p, Math.min(box.h, box.w) * 0.18);
  ctx.lineWidth = 5;
  ctx.strokeStyle = WHITE_LEAD;
  ctx.stroke();
  ctx.lineWidth = 3;
  ctx.strokeStyle = VERMILION;
  ctx.stroke();
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

function source(ctx, sq) {
  const i = 2, l = Math.min(sq.w, sq.h) * 0.3;
  const x0 = sq.x + i, y0 = sq.y + i, x1 = sq.x + sq.w - i, y1 = sq.y + sq.h - i;
  ctx.beginPath();
  ctx.moveTo(x0, y0 + l); ctx.lineTo(x0, y0); ctx.lineTo(x0 + l, y0);
  ctx.moveTo(x1 - l, y0); ctx.lineTo(x1, y0); ctx.lineTo(x1, y0 + l);
  ctx.moveTo(x1, y1 - l); ctx.lineTo(x1, y1); ctx.lineTo(x1 - l, y1);
  ctx.moveTo(x0 + l, y1); ctx.lineTo(x0, y1); ctx.lineTo(x0, y1 - l);
  ctx.lineCap = 'square';
  ctx.lineWidth = 4.5;
  ctx.strokeStyle = WHITE_LEAD;
  ctx.stroke();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = MALACHITE;
  ctx.stroke();
  ctx.lineCap = 'butt';
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

// The hint (what the Hard computer would play): smalt blue, a double frame with dashes, apart
// from every highlight of the player's own choices.
function hintFrame(ctx, box, p) {
  roundRect(ctx, box.x - p, box.y - p, box.w + 2 * p, box.h + 2 * p, Math.min(box.h, box.w) * 0.16);
  ctx.lineWidth = 6;
  ctx.strokeStyle = WHITE_LEAD;
  ctx.stroke();
  ctx.setLineDash([7, 4]);
  ctx.lineWidth = 3.5;
  ctx.strokeStyle = SMALT;
  ctx.stroke();
  ctx.setLineDash([]);
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
function drawHints(ctx, layout, view, highlights) {
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

// Drawn over the piles, in an order that keeps focus on top of everything. `arrows` are a rule
// example's: [{ from: { column, row }, to: { column, row } }].
export function drawOverHighlights(ctx, layout, view, highlights, arrows) {
  const order = ['taken', 'taker', 'source', 'split', 'dest', 'victim', 'marked', 'hint', 'arrows', 'focus'];
  for (const kind of order) {
    if (kind === 'hint') {
      drawHints(ctx, layout, view, highlights);
      continue;
    }
    if (kind === 'arrows') {
      for (const a of arrows || []) {
        if (a && a.from && a.to) ruleArrow(ctx, layout.square(a.from.column, a.from.row), layout.square(a.to.column, a.to.row));
      }
      continue;
    }
    for (const h of highlights || []) {
      if (h.kind !== kind) continue;
      const sq = layout.square(h.column, h.row);
      if (kind === 'dest') dest(ctx, sq);
      else if (kind === 'source') source(ctx, sq);
      else if (kind === 'focus') focus(ctx, sq);
      else if (kind === 'marked') marked(ctx, sq);
      else if (kind === 'split') splitPreview(ctx, layout, view, h);
      else if (kind === 'taken') taken(ctx, sq);
      else if (kind === 'taker') {
        const box = pileBox(layout, view, h.column, h.row);
        taker(ctx, box || { x: sq.x + 4, y: sq.y + 4, w: sq.w - 8, h: sq.h - 8 });
      }
      else if (kind === 'victim') {
        const box = pileBox(layout, view, h.column, h.row);
        victim(ctx, box || { x: sq.x + 4, y: sq.y + 4, w: sq.w - 8, h: sq.h - 8 });
      }
    }
  }
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
