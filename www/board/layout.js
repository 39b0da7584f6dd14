// Pure geometry of the board and its surroundings, in CSS pixels. No DOM here: Node tests use it,
// and the renderer and the board's pointer handling share it so that what is drawn is what is hit.
// The board's size (columns, rows) is the engine's (boardFacts()); nothing here re-declares it.

// A square may be wider than tall (landscape screens have width to spare, and cards are drawn as
// landscape tiles), but not so wide that the board looks like a ledger.
const ASPECT_MIN = 0.9;
const ASPECT_MAX = 1.95;

const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

// Every decoration scales with the row height, so one number decides whether the layout fits.
// Portrait (phone) screens are short of width, so the frame is slimmer there and the strip of
// class marks right of the grid is dropped.
function decorations(h, portrait) {
  return {
    pad: clamp(Math.round(h * 0.15), 2, 14),       // space around the whole composition
    margin: clamp(Math.round(h * (portrait ? 0.2 : 0.3)), 5, 30), // parchment margin with the vine scroll
    bar: clamp(Math.round(h * 0.1), 2, 9),         // gold bar frame around the field
    title: clamp(Math.round(h * 0.85), 20, 72),
    header: clamp(Math.round(h * 0.5), 12, 34),
    label: clamp(Math.round(h * (portrait ? 0.32 : 0.45)), 11, 38), // row numbers
    marks: portrait ? 0 : clamp(Math.round(h * 0.45), 12, 38),      // class marks right of the grid
    gap: clamp(Math.round(h * 0.2), 4, 18),        // board to discards
    panel: clamp(Math.round(h * 4.4), 90, 460),    // landscape: width of the discard panel
    shelf: clamp(Math.round(h * 2), 44, 220),      // portrait: height of the discard row
  };
}

function boardSize(d, w, h, columns, rows) {
  return {
    w: 2 * (d.margin + d.bar) + d.label + d.marks + columns * w,
    h: 2 * (d.margin + d.bar) + d.title + d.header + rows * h,
  };
}

// The largest square that fits the area in one arrangement, or null.
function fit(width, height, portrait, columns, rows) {
  const tryRow = (h) => {
    const d = decorations(h, portrait);
    const fixedW = 2 * (d.pad + d.margin + d.bar) + d.label + d.marks + (portrait ? 0 : d.gap + d.panel);
    const w = Math.min(Math.floor(h * ASPECT_MAX), Math.floor((width - fixedW) / columns));
    if (w < Math.ceil(h * ASPECT_MIN)) return null;
    const b = boardSize(d, w, h, columns, rows);
    const totalH = 2 * d.pad + b.h + (portrait ? d.gap + d.shelf : 0);
    return totalH <= height ? { h, w, d } : null;
  };
  // Every constraint tightens as the row grows, so the feasible rows form a prefix: bisect it.
  let lo = 4, hi = 800, best = tryRow(lo);
  if (!best) return null;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const r = tryRow(mid);
    if (r) { lo = mid; best = r; } else hi = mid;
  }
  return best;
}

/**
 * The board's geometry for a canvas of width × height CSS pixels. `columns` and `rows` are the
 * engine's board facts; `players` columns are in play (the others are drawn as unused).
 */
export function computeLayout({ width, height, players, columns, rows }) {
  if (!(columns > 0 && rows > 0)) throw new Error('computeLayout needs the board facts: columns and rows');
  const land = fit(width, height, false, columns, rows);
  const port = fit(width, height, true, columns, rows);
  const area = (f) => (f ? f.w * f.h : 0);
  let portrait;
  if (area(land) === area(port)) portrait = height > width;
  else portrait = area(port) > area(land);
  // Degenerate canvases (smaller than any sensible board) still get a consistent, tiny layout.
  const f = (portrait ? port : land) || { h: 4, w: 4, d: decorations(4, portrait) };
  const { w: cw, h: ch, d } = f;
  const b = boardSize(d, cw, ch, columns, rows);

  const totalW = b.w + (portrait ? 0 : d.gap + d.panel);
  const totalH = b.h + (portrait ? d.gap + d.shelf : 0);
  const bx = Math.max(0, Math.floor((width - totalW) / 2));
  const by = Math.max(0, Math.floor((height - totalH) / 2));
  const board = { x: bx, y: by, w: b.w, h: b.h };

  const inner = d.margin + d.bar;
  const field = { x: bx + inner, y: by + inner, w: b.w - 2 * inner, h: b.h - 2 * inner };
  const gridX = field.x + d.label;
  const gridY = field.y + d.title + d.header;
  const grid = { x: gridX, y: gridY, w: columns * cw, h: rows * ch };

  const square = (column, row) => ({ x: gridX + column * cw, y: gridY + (rows - row) * ch, w: cw, h: ch });

  // Piles: the top card sits up-left, each card beneath peeks out a little further down-right.
  // The peek shrinks for tall piles so that even all 36 cards stay inside the square.
  const cardPad = Math.max(2, Math.round(Math.min(cw, ch) * 0.055));
  const slackX = Math.round(cw * 0.13);
  const slackY = Math.round(ch * 0.1);
  const card = { w: cw - 2 * cardPad - slackX, h: ch - 2 * cardPad - slackY };
  const maxStepX = Math.max(2, cw * 0.06);
  const maxStepY = Math.max(1, ch * 0.04);
  const pileSteps = (n) => (n <= 1 ? { sx: 0, sy: 0 }
    : { sx: Math.min(maxStepX, slackX / (n - 1)), sy: Math.min(maxStepY, slackY / (n - 1)) });
  const cardRect = (column, row, index, height) => {
    const sq = square(column, row);
    const n = Math.max(1, height);
    const { sx, sy } = pileSteps(n);
    const x0 = Math.round(sq.x + (cw - card.w - (n - 1) * sx) / 2);
    const y0 = Math.round(sq.y + (ch - card.h - (n - 1) * sy) / 2);
    return { x: x0 + index * sx, y: y0 + index * sy, w: card.w, h: card.h };
  };

  const rowLabelArea = (row) => (d.label < 12 ? null
    : { x: field.x, y: square(0, row).y, w: d.label, h: ch });
  const rowMarkArea = (row) => (d.marks ? { x: gridX + grid.w, y: square(0, row).y, w: d.marks, h: ch } : null);
  const columnLabelArea = (column) => ({ x: gridX + column * cw, y: field.y + d.title, w: cw, h: d.header });
  const titleArea = { x: field.x, y: field.y, w: field.w, h: d.title };
  const dieSize = Math.round(d.title * 0.72);
  const dieArea = {
    x: field.x + field.w - dieSize - Math.round((d.title - dieSize) / 2) - d.marks,
    y: field.y + Math.round((d.title - dieSize) / 2), w: dieSize, h: dieSize,
  };

  const discardLabelH = Math.round(clamp(ch * (portrait ? 0.34 : 0.4), 10, 30));
  const discardArea = (player) => {
    if (player < 0 || player >= players) return null;
    if (portrait) {
      return { x: gridX + player * cw, y: board.y + board.h + d.gap, w: cw, h: d.shelf };
    }
    // Landscape: one plaque per seat in a panel beside the board, top-aligned with the grid.
    const px = board.x + board.w + d.gap;
    const top = board.y;
    const slotGap = Math.max(3, Math.round(d.gap * 0.6));
    const slot = Math.min(discardLabelH + 2 * card.h + Math.round(ch * 0.4),
      Math.floor((board.h - (players - 1) * slotGap) / players));
    return { x: px, y: top + player * (slot + slotGap), w: d.panel, h: slot };
  };
  const discardInner = (player) => {
    const a = discardArea(player);
    if (!a) return null;
    const p = Math.max(2, Math.round(ch * 0.08));
    return { x: a.x + p, y: a.y + discardLabelH, w: a.w - 2 * p, h: a.h - discardLabelH - p };
  };
  // Discards keep the board cards' proportions, a little smaller; when a seat has many, they
  // overlap sideways so each one's value shield (at its left edge) still shows.
  const discardCardRect = (player, index, count) => {
    const r = discardInner(player);
    if (!r) return null;
    const aspect = card.w / card.h;
    const maxH = card.h * (portrait ? 0.85 : 1);
    const g = Math.max(2, Math.round(ch * 0.06));
    let best = null;
    for (let rowsN = 1; rowsN <= 4; rowsN++) {
      const perRow = Math.ceil(Math.max(1, count) / rowsN);
      let hh = Math.min(maxH, (r.h - (rowsN - 1) * g) / rowsN, r.w / aspect);
      if (hh <= 4) continue;
      const ww = hh * aspect;
      const step = perRow <= 1 ? 0 : Math.min(ww + g, (r.w - ww) / (perRow - 1));
      // Size matters most; among equal sizes, less overlap wins.
      const spread = perRow <= 1 ? 1 : Math.min(1, step / (ww + g));
      const score = hh * (0.85 + 0.15 * spread) * Math.min(1, step / (ww * 0.5) || 1);
      if (!best || score > best.score + 0.01) best = { score, hh, ww, step, perRow };
    }
    if (!best) return { x: r.x, y: r.y, w: 1, h: 1 };
    const row = Math.floor(index / best.perRow);
    const col = index % best.perRow;
    return { x: r.x + col * best.step, y: r.y + row * (best.hh + g), w: best.ww, h: best.hh };
  };

  // The inspect panel shows a whole stack face up beside its square, inside the canvas.
  const inspectPanel = (column, row, count) => {
    const sq = square(column, row);
    const n = Math.max(1, count);
    const scale = portrait ? 1.15 : 1.25;
    const cwid = card.w * scale, chei = card.h * scale;
    const p = Math.round(ch * 0.18);
    const cap = Math.round(clamp(ch * 0.38, 11, 26));
    const maxW = width - 2 * d.pad;
    const wantStep = cwid + p * 0.6;
    const step = n <= 1 ? 0 : Math.min(wantStep, (maxW - 2 * p - cwid) / (n - 1));
    const w = Math.min(maxW, Math.round(2 * p + cwid + (n - 1) * step));
    const h = Math.round(2 * p + cap + chei);
    const right = sq.x + sq.w + p;
    const left = sq.x - p - w;
    let x = right + w <= width - d.pad ? right : left >= d.pad ? left : (width - w) / 2;
    let y = sq.y + sq.h / 2 - h / 2;
    x = clamp(x, 0, Math.max(0, width - w));
    y = clamp(y, 0, Math.max(0, height - h));
    const panel = { x: Math.round(x), y: Math.round(y), w, h, caption: cap };
    panel.card = (i) => ({ x: panel.x + p + i * step, y: panel.y + p + cap, w: cwid, h: chei });
    return panel;
  };

  return {
    width, height, portrait, players, columns, rows,
    board, field, grid, cell: { w: cw, h: ch }, card,
    titleArea, dieArea, deco: d,
    square, cardRect, rowLabelArea, rowMarkArea, columnLabelArea,
    discardArea, discardInner, discardCardRect, inspectPanel,
  };
}

const inside = (r, x, y) => r && x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;

export function hitTest(layout, view, x, y) {
  const g = layout.grid;
  if (inside(g, x, y)) {
    const column = Math.floor((x - g.x) / layout.cell.w);
    const row = layout.rows - Math.floor((y - g.y) / layout.cell.h);
    const piles = (view && view.columns && view.columns[column]) || [];
    const pile = piles.find((p) => p.row === row);
    if (pile && pile.cards.length) {
      const n = pile.cards.length;
      for (let index = 0; index < n; index++) {
        if (inside(layout.cardRect(column, row, index, n), x, y)) return { kind: 'card', column, row, index };
      }
    }
    return { kind: 'square', column, row };
  }
  for (let player = 0; player < layout.players; player++) {
    if (inside(layout.discardArea(player), x, y)) return { kind: 'discard', player };
  }
  return null;
}
