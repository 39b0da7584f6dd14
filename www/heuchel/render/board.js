// The static part of the scene: parchment, vine border, gold bar frame, title, headers, row
// labels and the patterned squares. It changes only with the canvas size,
// the seats in play and whose turn it is, so index.js keeps it in an offscreen layer. The
// board's size and which class starts and ends on which row come from res.board (facts.js).

import {
  INK, INK_SOFT, PARCHMENT, PARCHMENT_DARK, GOLD, SMALT,
  VERMILION, FONT_GOTHIC, FONT_SERIF,
} from '../../platform/render/palette.js';
import { drawEmblem } from './emblems.js';
import { gold, bevel } from '../../platform/render/gold.js';
import { paintLeaf, illuminatedInitial } from '../../platform/render/leaf.js';
import { paintHatch, tinctureOf } from '../../platform/render/seats.js';

// The burnished gold leaf of gold.js, under the name the other modules call.
export function goldLeaf(ctx, x, y, w, h) {
  return gold(ctx, x, y, w, h);
}

function parchment(ctx, res, x, y, w, h, base = PARCHMENT) {
  ctx.fillStyle = base;
  ctx.fillRect(x, y, w, h);
  ctx.fillStyle = res.mottle(ctx);
  ctx.fillRect(x, y, w, h);
}

// The panels of smalt and rose carrying white-lead filigree that the first game sets into its gold
// bar (leaf.js barFrame), like a bar border.
function barPanels(ctx, r, t) {
  const inset = Math.max(1, t * 0.22);
  const seg = t * 5, gap = t * 4;
  const panels = (x, y, len, horizontal) => {
    let k = 0;
    for (let s = t * 2; s + seg <= len - t * 2; s += seg + gap, k++) {
      ctx.fillStyle = k % 2 ? '#b9606d' : SMALT;
      const box = horizontal ? [x + s, y + inset, seg, t - 2 * inset] : [x + inset, y + s, t - 2 * inset, seg];
      ctx.fillRect(...box);
      // White-lead filigree: a hairline wave along each panel.
      ctx.beginPath();
      for (let q = 0; q <= seg; q += 1.5) {
        const o = Math.sin(q / t * 2.2) * (t / 2 - inset) * 0.5;
        const px = horizontal ? x + s + q : x + t / 2 + o;
        const py = horizontal ? y + t / 2 + o : y + s + q;
        if (q === 0) ctx.moveTo(px, py); else ctx.lineTo(px, py);
      }
      ctx.strokeStyle = 'rgba(251, 246, 233, 0.85)';
      ctx.lineWidth = Math.max(0.5, t * 0.1);
      ctx.stroke();
      // Each panel is set into the leaf: shadowed above and left, lit below and right.
      bevel(ctx, ...box, Math.max(0.5, t * 0.07), true);
    }
  };
  panels(r.x, r.y, r.w, true);
  panels(r.x, r.y + r.h - t, r.w, true);
  panels(r.x, r.y, r.h, false);
  panels(r.x + r.w - t, r.y, r.h, false);
}

// The title, opening with an illuminated initial: a smalt H penned round in white lead on a
// ground of burnished gold, punched round its edge, with ivy leaves in its corners.
function title(ctx, area, side) {
  const q = Math.round(area.h * 0.84);
  const px = Math.round(area.h * 0.62);
  const rest = 'euchel & Meuchel';
  ctx.font = `${px}px ${FONT_GOTHIC}`;
  const restW = ctx.measureText(rest).width;
  const avail = area.w - 2 * side;
  const scale = Math.min(1, avail / (q * 1.08 + restW));
  const qq = q * Math.max(0.7, scale), ppx = Math.max(8, Math.floor(px * scale));
  ctx.font = `${ppx}px ${FONT_GOTHIC}`;
  const tw = ctx.measureText(rest).width;
  const total = qq * 1.08 + tw;
  const x = area.x + (area.w - total) / 2;
  const y = area.y + (area.h - qq) / 2;

  illuminatedInitial(ctx, x, y, qq, 'H', { corners: LEAF_CORNERS, leaf: 0.24, letter: 0.86 });

  ctx.font = `${ppx}px ${FONT_GOTHIC}`;
  ctx.textAlign = 'left';
  const base = y + qq * 0.8;
  let tx = x + qq * 1.08;
  for (const [part, colour] of [['euchel ', INK], ['&', VERMILION], [' Meuchel', INK]]) {
    ctx.fillStyle = colour;
    ctx.fillText(part, tx, base);
    tx += ctx.measureText(part).width;
  }
}
const LEAF_CORNERS = [[0.15, 0.15, Math.PI / 4], [0.85, 0.15, Math.PI * 3 / 4], [0.85, 0.85, -Math.PI * 3 / 4], [0.15, 0.85, -Math.PI / 4]];

// A seat's roundel: its number on its tincture, hatched as heralds hatch it (seats.js), so the
// seat reads without colour too. The seat to act wears a broad gold ring.
export function seatRoundel(ctx, cx, cy, r, seat, state) {
  const tincture = tinctureOf(seat - 1);
  ctx.save();
  if (state === 'unused') ctx.globalAlpha = 0.35;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = state === 'unused' ? PARCHMENT_DARK : tincture.colour;
  ctx.fill();
  if (state !== 'unused' && r >= 6) {
    ctx.save();
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.clip();
    paintHatch(ctx, tincture.hatch, cx - r, cy - r, 2 * r, 2 * r,
      { ink: tincture.ink === '#ffffff' ? 'rgba(255,255,255,0.28)' : 'rgba(29,18,6,0.25)', step: Math.max(2.5, r * 0.42), width: Math.max(0.6, r * 0.08) });
    ctx.restore();
  }
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.lineWidth = Math.max(1, r * (state === 'active' ? 0.28 : 0.14));
  ctx.strokeStyle = state === 'unused' ? INK_SOFT : goldLeaf(ctx, cx - r, cy - r, 2 * r, 2 * r);
  ctx.stroke();
  ctx.lineWidth = 0.7;
  ctx.strokeStyle = INK;
  ctx.beginPath();
  ctx.arc(cx, cy, r + ctx.lineWidth, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = state === 'unused' ? INK : tincture.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `bold ${Math.round(r * 1.3)}px ${FONT_SERIF}`;
  ctx.fillText(String(seat), cx, cy + r * 0.06);
  ctx.restore();
}

// Where a column's seat roundel sits (the viewer's has "you" beside it), left of the discard
// chip at the column head's right (layout.discardArea).
function headerSpot(ctx, layout, c, info, strings) {
  const a = layout.columnLabelArea(c);
  const chip = c < info.players ? layout.discardArea(c) : null;
  const room = chip ? chip.x - a.x : a.w;
  const r = Math.max(4, Math.min(a.h * 0.4, room * 0.22));
  const you = c === info.viewer && c < info.players;
  let cx = a.x + room / 2;
  let youW = 0, youPx = 0;
  if (you) {
    youPx = Math.max(8, Math.round(Math.min(a.h * 0.52, r * 1.3)));
    ctx.font = `italic ${youPx}px ${FONT_SERIF}`;
    youW = ctx.measureText(strings.you).width + r * 0.4;
    if (r * 2 + youW > room * 0.96) youW = 0;
    cx -= youW / 2;
  }
  return { cx, cy: a.y + a.h / 2, r, youW, youPx };
}

function activeGlow(ctx, cx, cy, r) {
  ctx.beginPath();
  ctx.arc(cx, cy, r * 1.55, 0, Math.PI * 2);
  const g = ctx.createRadialGradient(cx, cy, r, cx, cy, r * 1.55);
  g.addColorStop(0, 'rgba(246, 224, 142, 0.9)');
  g.addColorStop(1, 'rgba(246, 224, 142, 0)');
  ctx.fillStyle = g;
  ctx.fill();
}

function youLabel(ctx, spot, strings) {
  ctx.font = `italic ${spot.youPx}px ${FONT_SERIF}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = VERMILION;
  ctx.fillText(strings.you, spot.cx + spot.r * 1.35, spot.cy);
}

const columnsOf = (layout, res) => layout.columns ?? res.board.columns;

function headers(ctx, layout, info, strings, columns) {
  for (let c = 0; c < columns; c++) {
    const state = c >= info.players ? 'unused' : c === info.active ? 'active' : 'used';
    const spot = headerSpot(ctx, layout, c, info, strings);
    if (state === 'active') activeGlow(ctx, spot.cx, spot.cy, spot.r);
    seatRoundel(ctx, spot.cx, spot.cy, spot.r, c + 1, state);
    if (spot.youW) youLabel(ctx, spot, strings);
  }
}

function rowLabels(ctx, layout, board) {
  for (let row = 1; row <= (layout.rows ?? board.rows); row++) {
    const a = layout.rowLabelArea(row);
    const rc = board.rowClass(row);
    if (a) {
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillStyle = rc && rc.goal ? VERMILION : INK;
      ctx.font = `bold ${Math.round(Math.min(a.w * 0.78, a.h * 0.42))}px ${FONT_SERIF}`;
      ctx.fillText(String(row), a.x + a.w / 2, a.y + a.h / 2);
    }
    const mk = layout.rowMarkArea(row);
    if (mk && rc) {
      const s = Math.min(mk.w * 0.8, mk.h * 0.62);
      const cx = mk.x + mk.w / 2, cy = mk.y + mk.h / 2;
      if (rc.goal) {
        ctx.beginPath();
        ctx.arc(cx, cy, s * 0.66, 0, Math.PI * 2);
        ctx.fillStyle = goldLeaf(ctx, cx - s, cy - s, 2 * s, 2 * s);
        ctx.fill();
        ctx.lineWidth = 0.7;
        ctx.strokeStyle = INK;
        ctx.stroke();
      }
      drawEmblem(ctx, rc.cls, cx - s / 2, cy - s / 2, s, Math.max(0.6, s * 0.05));
    }
  }
}

function squares(ctx, layout, res, scale, players) {
  const { h } = layout.cell;
  const { board } = res;
  const COLUMNS = columnsOf(layout, res), ROWS = layout.rows ?? board.rows;
  const tileCss = Math.max(8, Math.round(h * 0.38));
  const pats = new Map(board.classes.map((c) => [c, res.pattern(ctx, c, tileCss, scale)]));
  for (let row = 1; row <= ROWS; row++) {
    const rc = board.rowClass(row);
    for (let c = 0; c < COLUMNS; c++) {
      const sq = layout.square(c, row);
      const w = sq.w;
      if (!rc) {
        ctx.fillStyle = 'rgba(226, 207, 162, 0.35)';
        ctx.fillRect(sq.x, sq.y, w, h);
        continue;
      }
      ctx.fillStyle = pats.get(rc.cls);
      ctx.fillRect(sq.x, sq.y, w, h);
      if (!rc.goal) {
        // Start squares are the same diaper washed thin; goal squares are full and gilded.
        ctx.fillStyle = 'rgba(242, 230, 200, 0.5)';
        ctx.fillRect(sq.x, sq.y, w, h);
      } else {
        const i = Math.max(1.5, h * 0.07);
        const lw = Math.max(1, h * 0.045);
        ctx.strokeStyle = goldLeaf(ctx, sq.x, sq.y, w, h);
        ctx.lineWidth = lw;
        ctx.strokeRect(sq.x + i, sq.y + i, w - 2 * i, h - 2 * i);
        ctx.strokeStyle = 'rgba(43, 27, 16, 0.6)';
        ctx.lineWidth = 0.6;
        ctx.strokeRect(sq.x + i - lw / 2, sq.y + i - lw / 2, w - 2 * i + lw, h - 2 * i + lw);
      }
    }
  }
  const g = layout.grid;
  for (let c = players; c < COLUMNS; c++) {
    ctx.fillStyle = 'rgba(242, 230, 200, 0.6)';
    ctx.fillRect(layout.columnX(c), g.y, layout.columnW(c), g.h);
  }
  ctx.beginPath();
  for (let c = 1; c < COLUMNS; c++) { ctx.moveTo(layout.columnX(c), g.y); ctx.lineTo(layout.columnX(c), g.y + g.h); }
  for (let r = 1; r < ROWS; r++) { ctx.moveTo(g.x, g.y + r * h); ctx.lineTo(g.x + g.w, g.y + r * h); }
  ctx.strokeStyle = 'rgba(43, 27, 16, 0.75)';
  ctx.lineWidth = 1 / scale;
  ctx.stroke();
  // A gold fillet rules off the field, as the miniatures are ruled off from the text.
  ctx.lineWidth = Math.max(1.5, h * 0.05);
  ctx.strokeStyle = GOLD;
  ctx.strokeRect(g.x - ctx.lineWidth / 2, g.y - ctx.lineWidth / 2, g.w + ctx.lineWidth, g.h + ctx.lineWidth);
  ctx.lineWidth = 0.8;
  ctx.strokeStyle = INK;
  const o = Math.max(1.5, h * 0.05);
  ctx.strokeRect(g.x - o, g.y - o, g.w + 2 * o, g.h + 2 * o);
}

// The player to act, marked over a board painted with no one active (info.active -1): the glow
// and roundel of his column, exactly as paintBoard would draw them.
// Cheap enough for every frame, so that the board layer need not be repainted at each turn.
export function paintActive(ctx, layout, info, strings) {
  const c = info.active;
  if (!(c >= 0 && c < info.players)) return;
  const spot = headerSpot(ctx, layout, c, info, strings);
  activeGlow(ctx, spot.cx, spot.cy, spot.r);
  seatRoundel(ctx, spot.cx, spot.cy, spot.r, c + 1, 'active');
  if (spot.youW) youLabel(ctx, spot, strings);
}

export function paintBoard(ctx, layout, info, res, scale, strings) {
  const b = layout.board;
  const d = layout.deco;
  paintLeaf(ctx, b, d.margin, d.bar, {
    shadowScale: scale,
    paper: () => parchment(ctx, res, b.x, b.y, b.w, b.h),
    decorateBar: (t) => barPanels(ctx, { x: b.x + d.margin, y: b.y + d.margin, w: b.w - 2 * d.margin, h: b.h - 2 * d.margin }, t),
  });

  const side = layout.dieArea.w + (layout.field.x + layout.field.w - layout.dieArea.x - layout.dieArea.w) + 4;
  title(ctx, layout.titleArea, side);
  headers(ctx, layout, info, strings, columnsOf(layout, res));
  rowLabels(ctx, layout, res.board);
  squares(ctx, layout, res, scale, info.players);
}
