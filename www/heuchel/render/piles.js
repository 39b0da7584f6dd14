// Piles on the board (with their thickness and height count), lifted and dragged parts of
// piles, and each seat's discard chip. drawPiles hands back the lifted and dragged parts,
// which the caller draws above the highlights.

import { INK, WHITE_LEAD, FONT_SERIF } from '../../platform/render/palette.js';
import { roundRect, softShadow } from '../../platform/render/util.js';
import { countBadge } from '../../platform/render/badge.js';
import { tinctureOf } from '../../platform/render/seats.js';

export function drawBadge(ctx, rect, n) {
  const r = Math.max(6, Math.min(13, rect.h * 0.24));
  const cx = rect.x + rect.w - r * 0.35, cy = rect.y + r * 0.35;
  countBadge(ctx, cx, cy, r, String(n), Math.round(r * (n > 9 ? 1.05 : 1.3)), 0.8);
}

// cards top first; rects[i] is where cards[i] goes. Drawn bottom up so the top card is whole.
export function drawStack(ctx, cards, rects, faceDown, sprites, scale) {
  for (let i = cards.length - 1; i >= 0; i--) sprites.draw(ctx, cards[i], rects[i], faceDown, scale);
}

function lifted(ctx, cards, rects, faceDown, sprites, scale, shadow) {
  const top = rects[0], bottom = rects[rects.length - 1];
  softShadow(ctx, top.x, top.y + shadow * 0.3, bottom.x + bottom.w - top.x, bottom.y + bottom.h - top.y,
    Math.min(top.w, top.h) * 0.1, shadow, shadow * 0.5, 0.55);
  drawStack(ctx, cards, rects, faceDown, sprites, scale);
  if (cards.length > 1) drawBadge(ctx, top, cards.length);
}

const same = (o, c, row) => o && o.column === c && o.row === row && o.count > 0;

export function drawPiles(ctx, layout, view, overlay, sprites, scale) {
  const cols = (view && view.columns) || [];
  const out = { dragged: null, selected: null };
  const over = !!(view && view.phase && view.phase.phase === 'over');
  for (let c = 0; c < cols.length; c++) {
    for (const pile of cols[c] || []) {
      const cards = pile.cards || [];
      const n = cards.length;
      if (!n) continue;
      // At the end every card is turned up for the count (the rules' scoring).
      const faceDown = !!pile.flipped && !over;
      const drag = same(overlay.drag, c, pile.row) ? Math.min(n, overlay.drag.count) : 0;
      const sel = !drag && same(overlay.selection, c, pile.row) ? Math.min(n, overlay.selection.count) : 0;
      if (drag) {
        // The rest stays behind as a pile of its own height; the dragged part follows the pointer.
        const rest = cards.slice(drag);
        const rects = rest.map((_, i) => layout.cardRect(c, pile.row, i, rest.length));
        drawStack(ctx, rest, rects, faceDown, sprites, scale);
        if (rest.length > 1) drawBadge(ctx, rects[0], rest.length);
        out.dragged = { cards: cards.slice(0, drag), column: c, row: pile.row, faceDown };
        continue;
      }
      const rects = cards.map((_, i) => layout.cardRect(c, pile.row, i, n));
      if (sel) {
        drawStack(ctx, cards.slice(sel), rects.slice(sel), faceDown, sprites, scale);
        if (n - sel > 1) drawBadge(ctx, rects[sel], n - sel);
        const lift = Math.max(3, Math.round(layout.cell.h * 0.16));
        const up = rects.slice(0, sel).map((r) => ({ ...r, x: r.x - lift * 0.3, y: r.y - lift }));
        out.selected = { cards: cards.slice(0, sel), rects: up, faceDown, lift };
      } else {
        drawStack(ctx, cards, rects, faceDown, sprites, scale);
        if (n > 1) drawBadge(ctx, rects[0], n);
      }
    }
  }
  return out;
}

// The selected part, lifted in place above its pile; drawn after the highlights.
export function drawSelected(ctx, selected, sprites, scale) {
  lifted(ctx, selected.cards, selected.rects, selected.faceDown, sprites, scale, selected.lift);
}

// The dragged part, a little enlarged, its top card centred on the pointer.
export function drawDragged(ctx, layout, dragged, x, y, sprites, scale) {
  const k = 1.1;
  const n = dragged.cards.length;
  const base = layout.cardRect(dragged.column, dragged.row, 0, n);
  const rects = dragged.cards.map((_, i) => {
    const r = layout.cardRect(dragged.column, dragged.row, i, n);
    const w = r.w * k, h = r.h * k;
    return { x: x - w / 2 + (r.x - base.x) * k, y: y - h / 2 + (r.y - base.y) * k, w, h };
  });
  lifted(ctx, dragged.cards, rects, dragged.faceDown, sprites, scale, Math.max(6, layout.cell.h * 0.25));
}

// Each seat's discards: a chip in its column head, edged in the seat's tincture, with the newest
// discard and the count (the cards themselves open on demand: the board's inspect panel).
export function drawDiscards(ctx, layout, view, sprites, scale) {
  const all = (view && view.discards) || [];
  for (let p = 0; p < all.length && p < layout.players; p++) {
    const cards = all[p] || [];
    if (!cards.length) continue;
    const a = layout.discardArea(p);
    const tincture = tinctureOf(p);
    roundRect(ctx, a.x, a.y, a.w, a.h, Math.min(4, a.h * 0.25));
    ctx.fillStyle = WHITE_LEAD;
    ctx.fill();
    ctx.lineWidth = Math.max(1.5, a.h * 0.12);
    ctx.strokeStyle = tincture.colour;
    ctx.stroke();
    const r = layout.discardCardRect(p);
    sprites.draw(ctx, cards[cards.length - 1], r, false, scale);
    const px = Math.max(8, Math.round(a.h * 0.62));
    ctx.font = `bold ${px}px ${FONT_SERIF}`;
    ctx.fillStyle = INK;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(`${cards.length}`, (r.x + r.w + a.x + a.w) / 2, a.y + a.h / 2 + px * 0.05);
  }
}
