// Everything drawn over the ground (ground.js) for one view: the pieces on the market, each
// merchant's panel (seat, money as a stack of coins with its sum, stalls in supply with their
// counts, own tile), the pool or the tray of face-up tiles, and the marks of play: the legal
// destinations of the chosen piece, the pieces that may be placed, the last placed square, the
// lanes being scored (a glow along the row or column, one band per part between fires), the
// keyboard's focus, and the piece under the pointer while it is dragged.
//
// A tile face is drawn only where the view gives it: the market, the viewer's own tile, the own
// tiles and the pool of the game without luck. Any other tile a merchant holds is a tile back.

import {
  INK, INK_SOFT, MALACHITE, VERMILION, ORPIMENT, WHITE_LEAD,
  FONT_SERIF,
} from '../../platform/render/palette.js';
import { gold, gildDisc } from '../../platform/render/gold.js';
import { roundRect, softShadow, fitText } from '../../platform/render/util.js';
import { countBadge } from '../../platform/render/badge.js';
import { colourFrame, cornerBrackets, dashedFrame } from '../../platform/render/outline.js';
import { tinctureOf } from '../../platform/render/seats.js';
import { drawTileFace, drawTileBack } from './tiles.js';
import { drawStall } from './stall.js';
import { trayKinds } from './tray.js';

// --- Pieces ------------------------------------------------------------------------------------

// Where a piece stands in a cell: tiles inset a little, stalls filling most of it.
function tileRect(c) {
  const s = Math.round(c.w * 0.84);
  return { x: c.x + Math.round((c.w - s) / 2), y: c.y + Math.round((c.h - s) / 2), w: s, h: s };
}
function stallRect(c) {
  const s = Math.round(c.w * 0.87);
  return { x: c.x + Math.round((c.w - s) / 2), y: c.y + Math.round((c.h - s) * 0.6), w: s, h: s };
}

/** What a cell or a source shows: { type: 'tile', code } | { type: 'back' } | { type: 'stall', seat, strokes } | null. */
export function pieceOf(view, source) {
  if (!view || !source) return null;
  if (source === 'pool') return { type: 'back' };
  if (source === 'turned') return view.phase && view.phase.tile ? { type: 'tile', code: view.phase.tile } : null;
  if (source === 'own') return view.ownTile ? { type: 'tile', code: view.ownTile } : { type: 'back' };
  if (source.startsWith('pick:')) return { type: 'tile', code: source.slice(5) };
  const m = /^stall:(\d+)$/.exec(source);
  return m ? { type: 'stall', seat: view.viewer, strokes: Number(m[1]) } : null;
}

function cellPiece(cell) {
  if (!cell || cell.kind === 'empty') return null;
  if (cell.kind === 'tile') return { type: 'tile', code: cell.tile };
  if (cell.kind === 'stall') return { type: 'stall', seat: cell.player, strokes: cell.stall };
  return null;
}

// Draws a piece into the box r (a cell's rectangle for pieces on the market, a slot elsewhere).
function drawPiece(ctx, env, piece, r, opts = {}) {
  if (!piece) return;
  const s = Math.min(r.w, r.h);
  if (piece.type === 'stall') {
    env.sprite(`stall|${piece.seat}|${piece.strokes}|${opts.pennant ?? ''}`, s, (c, x, y) => drawStall(c, x, y, s, s, piece.seat, piece.strokes, { pennant: opts.pennant }),
      r.x + (r.w - s) / 2, r.y + (r.h - s) / 2, 0);
    return;
  }
  const paint = piece.type === 'tile' ? (c, x, y) => drawTileFace(c, piece.code, x, y, s) : (c, x, y) => drawTileBack(c, x, y, s);
  env.sprite(`${piece.type}|${piece.code || ''}`, s, paint, r.x + (r.w - s) / 2, r.y + (r.h - s) / 2, opts.shadow ?? 1);
}

function pieceOnCell(ctx, env, piece, c) {
  if (!piece) return;
  if (piece.type === 'stall') drawPiece(ctx, env, piece, stallRect(c));
  else drawPiece(ctx, env, piece, tileRect(c));
}

// --- Marks -------------------------------------------------------------------------------------

// A free square the chosen piece may go to: a faint warm wash and a gold dot in its middle; the
// square under a dragged piece, where it would land, gets a gold frame as well.
function dest(ctx, c, target) {
  const cx = c.x + c.w / 2, cy = c.y + c.h / 2;
  const i = Math.max(2, c.w * 0.06);
  ctx.fillStyle = target ? 'rgba(255, 230, 140, 0.42)' : 'rgba(255, 236, 170, 0.2)';
  ctx.fillRect(c.x + i, c.y + i, c.w - 2 * i, c.h - 2 * i);
  if (target) {
    ctx.lineWidth = Math.max(2.5, c.w * 0.045);
    ctx.strokeStyle = gold(ctx, c.x, c.y, c.w, c.h);
    ctx.strokeRect(c.x + i, c.y + i, c.w - 2 * i, c.h - 2 * i);
    ctx.lineWidth = 0.8;
    ctx.strokeStyle = INK;
    ctx.strokeRect(c.x + i - 1.6, c.y + i - 1.6, c.w - 2 * i + 3.2, c.h - 2 * i + 3.2);
  }
  const r = Math.max(3, c.w * 0.075);
  ctx.beginPath();
  ctx.arc(cx, cy, r * 1.45, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(251, 246, 233, 0.55)';
  ctx.fill();
  gildDisc(ctx, cx, cy, r, 0.8);
}

// The bands of the lanes being scored: one rounded band per part, its squares' bounding box.
function laneBands(L, lanes) {
  const byName = new Map(L.cells.map((c) => [c.square, c]));
  const out = [];
  for (const lane of lanes || []) {
    for (const part of (lane && lane.parts) || []) {
      const cells = (part.squares || []).map((q) => byName.get(q)).filter(Boolean);
      if (!cells.length) continue;
      const x0 = Math.min(...cells.map((c) => c.x)), y0 = Math.min(...cells.map((c) => c.y));
      const x1 = Math.max(...cells.map((c) => c.x + c.w)), y1 = Math.max(...cells.map((c) => c.y + c.h));
      out.push({ x: x0, y: y0, w: x1 - x0, h: y1 - y0 });
    }
  }
  return out;
}

function laneGlow(ctx, L, bands) {
  for (const b of bands) {
    const i = L.cell * 0.025;
    roundRect(ctx, b.x + i, b.y + i, b.w - 2 * i, b.h - 2 * i, L.cell * 0.2);
    ctx.fillStyle = 'rgba(255, 228, 120, 0.35)';
    ctx.fill();
  }
}

function laneOutline(ctx, L, bands) {
  for (const b of bands) {
    const i = L.cell * 0.025;
    roundRect(ctx, b.x + i, b.y + i, b.w - 2 * i, b.h - 2 * i, L.cell * 0.2);
    ctx.lineWidth = Math.max(4, L.cell * 0.075);
    ctx.strokeStyle = 'rgba(251, 246, 233, 0.85)';
    ctx.stroke();
    ctx.lineWidth = Math.max(2.5, L.cell * 0.045);
    ctx.strokeStyle = gold(ctx, b.x, b.y, b.w, b.h, 3);
    ctx.stroke();
    ctx.lineWidth = 0.8;
    ctx.strokeStyle = INK;
    ctx.stroke();
  }
}

// Why not (a refused placement explained, game/why.js): the square the reason names, a vermilion
// field in a solid white-lead-and-vermilion frame, as the first game marks its reasons' squares.
function whyMark(ctx, c) {
  const i = Math.max(2, c.w * 0.05);
  ctx.fillStyle = 'rgba(184, 50, 42, 0.22)';
  ctx.fillRect(c.x + i, c.y + i, c.w - 2 * i, c.h - 2 * i);
  for (const [width, colour] of [[Math.max(3, c.w * 0.07), WHITE_LEAD], [Math.max(1.6, c.w * 0.035), VERMILION]]) {
    ctx.lineWidth = width;
    ctx.strokeStyle = colour;
    ctx.strokeRect(c.x + i, c.y + i, c.w - 2 * i, c.h - 2 * i);
  }
}

// The keyboard's focus: a dashed smalt frame just inside the box.
function focusRing(ctx, b) {
  dashedFrame(ctx, b.x + 1, b.y + 1, b.w - 2, b.h - 2, Math.min(b.w, b.h) * 0.12, 4, 2.5, [5, 3]);
}

// --- Panels ------------------------------------------------------------------------------------

function seatRoundel(ctx, b, seat, active) {
  const t = tinctureOf(seat);
  const r = Math.min(b.w, b.h) * 0.44;
  const cx = b.x + b.w / 2, cy = b.y + b.h / 2;
  if (active) {
    const g = ctx.createRadialGradient(cx, cy, r, cx, cy, r * 1.6);
    g.addColorStop(0, 'rgba(246, 224, 142, 0.95)');
    g.addColorStop(1, 'rgba(246, 224, 142, 0)');
    ctx.beginPath();
    ctx.arc(cx, cy, r * 1.6, 0, Math.PI * 2);
    ctx.fillStyle = g;
    ctx.fill();
  }
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = t.colour;
  ctx.fill();
  ctx.lineWidth = Math.max(1.2, r * (active ? 0.26 : 0.16));
  ctx.strokeStyle = gold(ctx, cx - r, cy - r, 2 * r, 2 * r);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, r + ctx.lineWidth / 2 + 0.4, 0, Math.PI * 2);
  ctx.lineWidth = 0.7;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.fillStyle = t.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `bold ${Math.round(r * 1.25)}px ${FONT_SERIF}`;
  ctx.fillText(String(seat + 1), cx, cy + r * 0.06);
}

// A stack of coins seen from the side, more of them the more money, and the sum beside it.
function money(ctx, b, amount) {
  const h = b.h;
  // A panel squeezed narrower than its head (a small board) leaves the money no room: then no coins.
  const rx = Math.max(0, Math.min(h * 0.42, b.w * 0.16)), ry = rx * 0.36, th = Math.max(1.5, rx * 0.2);
  const n = amount <= 0 || rx < 1 ? 0 : Math.max(1, Math.min(8, Math.ceil(amount / 20)));
  const cx = b.x + rx + 1;
  const base = b.y + h / 2 + Math.min(h * 0.38, (n * th) / 2 + ry) - ry;
  for (let k = 0; k < n; k++) {
    const y = base - k * th;
    ctx.beginPath();
    ctx.ellipse(cx, y + th * 0.5, rx, ry, 0, 0, Math.PI);
    ctx.lineTo(cx - rx, y);
    ctx.ellipse(cx, y, rx, ry, 0, Math.PI, 0, true);
    ctx.closePath();
    ctx.fillStyle = '#9a7420';
    ctx.fill();
    ctx.lineWidth = 0.6;
    ctx.strokeStyle = INK;
    ctx.stroke();
    ctx.beginPath();
    ctx.ellipse(cx, y, rx, ry, 0, 0, Math.PI * 2);
    ctx.fillStyle = gold(ctx, cx - rx, y - ry, 2 * rx, 2 * ry);
    ctx.fill();
    ctx.stroke();
  }
  if (n) {
    // A cross struck into the top coin.
    const y = base - (n - 1) * th;
    ctx.beginPath();
    ctx.moveTo(cx - rx * 0.45, y); ctx.lineTo(cx + rx * 0.45, y);
    ctx.moveTo(cx, y - ry * 0.6); ctx.lineTo(cx, y + ry * 0.6);
    ctx.lineWidth = Math.max(0.6, rx * 0.1);
    ctx.strokeStyle = '#6e4d10';
    ctx.stroke();
  }
  const tx = b.x + rx * 2 + Math.max(3, h * 0.15);
  const px = fitText(ctx, String(amount), Math.max(8, b.x + b.w - tx), Math.round(Math.min(h * 0.7, 44)), FONT_SERIF, 'bold');
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = INK;
  ctx.fillText(String(amount), tx, b.y + h / 2 + px * 0.05);
}

function countLabel(ctx, text, cx, y, px, faint) {
  ctx.font = `bold ${px}px ${FONT_SERIF}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = faint ? INK_SOFT : INK;
  ctx.fillText(text, cx, y);
}

// A small vermilion badge with a count, at a tile's lower-right corner (clear of its value).
function badge(ctx, b, n) {
  const r = Math.max(6, Math.min(11, b.h * 0.2));
  const cx = b.x + b.w - r * 0.35, cy = b.y + b.h - r * 0.35;
  countBadge(ctx, cx, cy, r, `${n}`, Math.round(r * 1.2), 0.9);
}

// The place of an own tile that is not held (placed already): a hollow in the panel.
function socket(ctx, b) {
  roundRect(ctx, b.x + 1, b.y + 1, b.w - 2, b.h - 2, b.w * 0.13);
  ctx.fillStyle = 'rgba(110, 74, 44, 0.14)';
  ctx.fill();
  ctx.setLineDash([3, 3]);
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(43, 27, 16, 0.35)';
  ctx.stroke();
  ctx.setLineDash([]);
}

// The panel's merchant's stall slot: a booth over its count. `taken`: one of them is in the
// hand (lifted or dragged), so one fewer shows.
function stallSlot(ctx, env, b, seat, strokes, count, taken) {
  const shown = Math.max(0, count - (taken ? 1 : 0));
  const px = Math.round(Math.max(9, Math.min(26, b.h * 0.24)));
  const bs = Math.min(b.w, b.h - px * 1.05);
  const box = { x: b.x + (b.w - bs) / 2, y: b.y, w: bs, h: bs };
  if (shown) drawPiece(ctx, env, { type: 'stall', seat, strokes }, box, { pennant: false });
  else drawStall(ctx, box.x, box.y, bs, bs, seat, strokes, { ghost: true });
  countLabel(ctx, `×${shown}`, b.x + b.w / 2, b.y + b.h - px * 0.15, px, !shown);
}

function panel(ctx, env, L, p, view, o, strings) {
  const seat = p.player;
  // On turn, with a tile turned up to place, or choosing an own tile: any phase with a player.
  const active = view.phase && view.phase.phase !== 'over' && view.phase.player === seat;
  if (active) {
    // The merchant to act: his panel haloed in gold.
    const r = Math.min(p.w, p.h) * 0.08;
    for (const [grow, width, alpha] of [[5, 8, 0.25], [3.5, 5, 0.45], [2, 2.5, 0.95]]) {
      roundRect(ctx, p.x - grow, p.y - grow, p.w + 2 * grow, p.h + 2 * grow, r + grow);
      ctx.lineWidth = width;
      ctx.strokeStyle = `rgba(246, 214, 110, ${alpha})`;
      ctx.stroke();
    }
    roundRect(ctx, p.x + 1, p.y + 1, p.w - 2, p.h - 2, r);
    ctx.fillStyle = 'rgba(255, 222, 130, 0.22)';
    ctx.fill();
    roundRect(ctx, p.x - 3.5, p.y - 3.5, p.w + 7, p.h + 7, r + 3.5);
    ctx.lineWidth = 0.8;
    ctx.strokeStyle = 'rgba(132, 98, 27, 0.9)';
    ctx.stroke();
  }
  seatRoundel(ctx, p.seat, seat, active);
  let moneyBox = p.money;
  if (seat === view.viewer) {
    // "you", in vermilion: beside the roundel where the head has room for it and the money,
    // else on a small label across the panel's top edge.
    const px = Math.round(Math.max(10, Math.min(p.seat.h * 0.5, 24)));
    ctx.font = `italic ${px}px ${FONT_SERIF}`;
    const w = ctx.measureText(strings.you).width;
    ctx.textBaseline = 'middle';
    if (w + px * 0.6 + p.money.h * 2.6 < p.money.w) {
      ctx.textAlign = 'left';
      ctx.fillStyle = VERMILION;
      ctx.fillText(strings.you, p.money.x, p.money.y + p.money.h / 2);
      moneyBox = { ...p.money, x: p.money.x + w + px * 0.6, w: p.money.w - w - px * 0.6 };
    } else {
      const tp = Math.round(Math.max(9, Math.min(12, p.h * 0.12)));
      ctx.font = `italic ${tp}px ${FONT_SERIF}`;
      const tw = ctx.measureText(strings.you).width + tp;
      const tx = p.seat.x + p.seat.w + tp * 0.5, ty = p.y - tp * 0.6;
      roundRect(ctx, tx, ty, tw, tp * 1.3, tp * 0.3);
      ctx.fillStyle = '#f7eed6';
      ctx.fill();
      ctx.lineWidth = 1;
      ctx.strokeStyle = VERMILION;
      ctx.stroke();
      ctx.textAlign = 'center';
      ctx.fillStyle = VERMILION;
      ctx.fillText(strings.you, tx + tw / 2, ty + tp * 0.68);
    }
  }
  money(ctx, moneyBox, (view.money || [])[seat] ?? 0);

  const supply = (view.supply || [])[seat] || [];
  const lifted = seat === view.viewer ? (o.drag && o.drag.source) || (o.pending && o.pending.source) : null;
  p.stalls.forEach((b, k) => {
    const strokes = (L.stallStrokes && L.stallStrokes[k]) || k + 1;
    stallSlot(ctx, env, b, seat, strokes, supply[k] || 0, lifted === `stall:${strokes}`);
  });

  const visible = (view.ownTiles || [])[seat] || (seat === view.viewer ? view.ownTile : null);
  const holds = !!((view.holdsOwn || [])[seat]);
  const ownGone = seat === view.viewer && (lifted === 'own');
  if (holds && !ownGone) drawPiece(ctx, env, visible ? { type: 'tile', code: visible } : { type: 'back' }, p.own);
  else socket(ctx, p.own);
}

// The pool: a stack of tile backs (a few drawn, each a little higher) with the count beside it,
// and on it, face up for all, a tile just turned up and not yet placed (D9); or, without luck,
// the face-up tiles in their tray; and the round.
function pool(ctx, env, L, view, o, strings) {
  const P = L.pool;
  const n = view.poolLen || 0;
  const lifted = (o.drag && o.drag.source) || (o.pending && o.pending.source);
  if (P.stack) {
    const layers = Math.min(5, n - (lifted === 'pool' ? 1 : 0));
    const s = Math.round(P.stack.w * 0.86);
    const step = Math.max(1, P.stack.w * 0.025);
    for (let k = 0; k < layers; k++) {
      drawPiece(ctx, env, { type: 'back' }, { x: P.stack.x + k * step, y: P.stack.y + P.stack.h - s - k * step, w: s, h: s }, { shadow: k === 0 ? 1 : 0 });
    }
    if (!layers) socket(ctx, { x: P.stack.x, y: P.stack.y + P.stack.h - s, w: s, h: s });
    const turned = pieceOf(view, 'turned');
    if (turned && lifted !== 'turned') {
      // Face up on top of the stack, a little larger and tilted, as a hand lays it down to show it.
      const t = Math.round(P.stack.w * 0.94);
      const cx = P.stack.x + P.stack.w / 2, cy = P.stack.y + P.stack.h - s / 2 - layers * step;
      ctx.save();
      ctx.translate(cx, cy);
      ctx.rotate(-0.07);
      drawPiece(ctx, env, turned, { x: -t / 2, y: -t / 2, w: t, h: t }, { shadow: 1 });
      ctx.restore();
    }
  } else if (P.tray) {
    const kinds = trayKinds(view);
    const rects = L.trayTiles(kinds.length);
    kinds.forEach((k, i) => {
      const shown = k.count - (lifted === `pick:${k.tile}` ? 1 : 0);
      if (shown > 0) drawPiece(ctx, env, { type: 'tile', code: k.tile }, rects[i]);
      else socket(ctx, rects[i]);
      if (shown > 1) badge(ctx, rects[i], shown);
    });
  }
  // The count, in words the host gives.
  const c = P.count;
  const px = Math.round(Math.max(11, Math.min(c.h * (P.stack ? 0.36 : 0.75), 40)));
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = INK;
  const text = strings.tiles(n);
  fitText(ctx, text, c.w, px, FONT_SERIF, 'bold');
  ctx.fillText(text, c.x, c.y + c.h / 2);
  // The round: a gold roundel with its number and the word beneath.
  const r = P.round;
  const rr = Math.min(r.w, r.h) * 0.36;
  const cx = r.x + r.w / 2, cy = r.y + (P.stack ? r.h * 0.4 : r.h / 2);
  if (P.stack) {
    gildDisc(ctx, cx, cy, rr, Math.max(0.7, rr * 0.06));
    ctx.fillStyle = INK;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `bold ${Math.round(rr * 1.2)}px ${FONT_SERIF}`;
    ctx.fillText(String(view.round || 1), cx, cy + rr * 0.06);
    const cap = strings.roundWord;
    fitText(ctx, cap, r.w * 1.2, Math.round(Math.max(9, rr * 0.6)), FONT_SERIF, 'italic');
    ctx.textBaseline = 'top';
    ctx.fillText(cap, cx, cy + rr * 1.15);
  } else {
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    fitText(ctx, strings.round(view.round || 1), r.w * 1.6, Math.round(Math.max(10, r.h * 0.7)), FONT_SERIF, 'italic');
    ctx.fillText(strings.round(view.round || 1), r.x + r.w, cy);
  }
}


// --- The scene ---------------------------------------------------------------------------------

/**
 * Draws the view and the overlay over the ground, in CSS pixels of ctx's current transform.
 * overlay: { selected (a source), dests (squares it may go to), sources (the sources that may be
 * placed, marked while none is chosen), drag ({ source, x, y }), target (the legal square under
 * the dragged piece), pending ({ source, square }: a
 * placement reported and not yet answered with a new view), last (a square), lanes ([{ lane,
 * parts: [{ squares }] }]), marks ([{ square, kind: 'why' }]: the squares a refusal's reason is
 * about), focus ({ kind: 'square', index } | { kind: 'source', source }),
 * sourceRect(source) (where a source lies) }.
 * env: { sprite(key, size, paint, x, y, shadow) (a cached piece), strings }.
 */
export function drawScene(ctx, L, view, overlay, env) {
  const o = overlay || {};
  const strings = env.strings;
  for (const p of L.panels) panel(ctx, env, L, p, view, o, strings);
  pool(ctx, env, L, view, o, strings);

  const cells = (view.market && view.market.cells) || [];
  const bands = laneBands(L, o.lanes);
  laneGlow(ctx, L, bands);
  const destSet = new Set(o.dests || []);
  if (!o.pending) for (const c of L.cells) if (destSet.has(c.square) && !cellPiece(cells[c.index])) dest(ctx, c, o.target === c.square);
  for (const c of L.cells) pieceOnCell(ctx, env, cellPiece(cells[c.index]), c);
  if (o.last) {
    const c = L.cells.find((k) => k.square === o.last);
    if (c) cornerBrackets(ctx, c, VERMILION, Math.max(2, c.w * 0.04), c.w * 0.22, Math.max(2, c.w * 0.035));
  }
  laneOutline(ctx, L, bands);
  for (const m of o.marks || []) {
    const c = m.kind === 'why' && L.cells.find((k) => k.square === m.square);
    if (c) whyMark(ctx, c);
  }

  // The pieces that may be placed, or the one chosen.
  if (o.pending) {
    // A placement is on its way to the host: nothing more is offered until it answers.
  } else if (!o.selected) {
    // Each piece that may be placed; the face-up tiles of a tray as one, round the tray.
    let tray = false;
    for (const src of o.sources || []) {
      if (src.startsWith('pick:')) { tray = true; continue; }
      const b = o.sourceRect && o.sourceRect(src);
      if (b) cornerBrackets(ctx, b, MALACHITE, -2, Math.min(b.w, b.h) * 0.28, 2.2);
    }
    if (tray && L.pool.tray) cornerBrackets(ctx, L.pool.tray, MALACHITE, -3, Math.min(L.pool.tray.w, L.pool.tray.h) * 0.2, 2.2);
  } else if (!o.drag) {
    const b = o.sourceRect && o.sourceRect(o.selected);
    if (b) {
      colourFrame(ctx, b.x - 3, b.y - 3, b.w + 6, b.h + 6, Math.min(b.w, b.h) * 0.14, ORPIMENT);
      ctx.lineWidth = 0.8;
      ctx.strokeStyle = INK;
      ctx.stroke();
    }
  }

  if (o.focus) {
    const b = o.focus.kind === 'square' ? L.cells[o.focus.index] : o.sourceRect && o.sourceRect(o.focus.source);
    if (b) focusRing(ctx, b);
  }
  if (o.pending) {
    const c = L.cells.find((k) => k.square === o.pending.square);
    if (c && !cellPiece(cells[c.index])) pieceOnCell(ctx, env, pieceOf(view, o.pending.source), c);
  }
  if (o.drag) {
    const piece = pieceOf(view, o.drag.source);
    const s = L.cell;
    const c = { x: o.drag.x - s / 2, y: o.drag.y - s / 2, w: s, h: s };
    const r = piece && piece.type === 'stall' ? stallRect(c) : tileRect(c);
    softShadow(ctx, r.x + s * 0.04, r.y + s * 0.08, r.w, r.h, r.w * 0.14, s * 0.12, s * 0.06, 0.45);
    pieceOnCell(ctx, env, piece, c);
  }
}
