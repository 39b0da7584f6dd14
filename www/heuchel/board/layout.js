// Pure geometry of the board and its surroundings, in CSS pixels. No DOM here: Node tests use it,
// and the renderer and the board's pointer handling share it so that what is drawn is what is hit.
// The board's size (columns, rows) is the engine's (boardFacts()); nothing here re-declares it.

// A square may be wider than tall (landscape screens have width to spare, and cards are drawn as
// landscape tiles), but not so wide that the board looks like a ledger. Portrait screens (phones)
// are short of height for thirteen rows, so their squares may be flatter: a card's value and
// emblem sit side by side and stay readable on a wide, low tile.
const ASPECT_MIN = 0.9;
const ASPECT_MAX = 2.3;
const ASPECT_MAX_PORTRAIT = 2.5;
// The columns of seats not at the table keep their place (the board is printed for six) but are
// drawn narrow: nothing will ever stand in them.
const ABSENT_WIDTH = 0.3;

const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

// Every decoration scales with the row height, so one number decides whether the layout fits.
// Portrait (phone) screens are short of width, so the frame is slimmer there and the strip of
// class marks right of the grid is dropped; the row numbers always stay.
function decorations(h, portrait) {
  return {
    pad: clamp(Math.round(h * 0.12), 2, 14),       // space around the whole composition
    margin: clamp(Math.round(h * (portrait ? 0.16 : 0.3)), 4, 30), // parchment margin with the vine scroll
    bar: clamp(Math.round(h * 0.1), 2, 9),         // gold bar frame around the field
    title: clamp(Math.round(h * (portrait ? 0.62 : 0.85)), 16, 72),
    header: clamp(Math.round(h * 0.55), 14, 36),   // seat roundels and discard chips
    label: clamp(Math.round(h * (portrait ? 0.36 : 0.45)), 14, 38), // row numbers
    marks: portrait ? 0 : clamp(Math.round(h * 0.45), 12, 38),      // class marks right of the grid
  };
}

function boardSize(d, w, h, units, rows) {
  return {
    w: 2 * (d.margin + d.bar) + d.label + d.marks + Math.round(units * w),
    h: 2 * (d.margin + d.bar) + d.title + d.header + rows * h,
  };
}

// The largest square that fits the area in one arrangement, or null. `units`: the grid's width
// in full columns (absent seats count ABSENT_WIDTH each).
function fit(width, height, portrait, units, rows) {
  const aspectMax = portrait ? ASPECT_MAX_PORTRAIT : ASPECT_MAX;
  const tryRow = (h) => {
    const d = decorations(h, portrait);
    const fixedW = 2 * (d.pad + d.margin + d.bar) + d.label + d.marks;
    const w = Math.min(Math.floor(h * aspectMax), Math.floor((width - fixedW) / units));
    if (w < Math.ceil(h * ASPECT_MIN)) return null;
    const b = boardSize(d, w, h, units, rows);
    return 2 * d.pad + b.h <= height ? { h, w, d } : null;
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
 * engine's board facts; `players` columns are in play (the others are drawn narrow, unused).
 * Each seat's discards are a chip in its column head (discardArea), opened on demand.
 */
export function computeLayout({ width, height, players, columns, rows }) {
  if (!(columns > 0 && rows > 0)) throw new Error('computeLayout needs the board facts: columns and rows');
  const weights = Array.from({ length: columns }, (_, c) => (c < players ? 1 : ABSENT_WIDTH));
  const units = weights.reduce((a, b) => a + b, 0);
  const land = fit(width, height, false, units, rows);
  const port = fit(width, height, true, units, rows);
  // A tall box is a phone held upright (or a narrow column of a page): the slim frame. So is a
  // short one (a phone held sideways) where the slim frame gives the cards more room; otherwise
  // the full frame, unless it would leave the cards far smaller than the slim one does.
  const area = (f) => (f ? f.w * f.h : 0);
  const portrait = height > width || area(port) > (height < 500 ? 1.1 : 1.6) * area(land);
  // Degenerate canvases (smaller than any sensible board) still get a consistent, tiny layout.
  const f = (portrait ? port : land) || { h: 4, w: 4, d: decorations(4, portrait) };
  const { w: cw, h: ch, d } = f;
  const b = boardSize(d, cw, ch, units, rows);

  const bx = Math.max(0, Math.floor((width - b.w) / 2));
  const by = Math.max(0, Math.floor((height - b.h) / 2));
  const board = { x: bx, y: by, w: b.w, h: b.h };

  const inner = d.margin + d.bar;
  const field = { x: bx + inner, y: by + inner, w: b.w - 2 * inner, h: b.h - 2 * inner };
  const gridX = field.x + d.label;
  const gridY = field.y + d.title + d.header;
  // Column edges in whole pixels, so that neighbouring squares share an edge exactly.
  let sum = 0;
  const edges = [0, ...weights.map((wt) => Math.round((sum += wt) * cw))];
  const grid = { x: gridX, y: gridY, w: edges[columns], h: rows * ch };
  const columnX = (c) => gridX + edges[c];
  const columnW = (c) => edges[c + 1] - edges[c];

  const square = (column, row) => ({ x: columnX(column), y: gridY + (rows - row) * ch, w: columnW(column), h: ch });

  // Piles: the top card sits up-left, each card beneath peeks out a little further down-right.
  // The peek shrinks for tall piles so that even all 36 cards stay inside the square.
  // Low squares (phones) give the cards nearly all their height: the value must stay readable.
  const cardPad = ch < 40 ? 1.5 : Math.max(2, Math.round(Math.min(cw, ch) * 0.05));
  const slackX = Math.round(cw * 0.13);
  const slackY = Math.round(ch * (ch < 40 ? 0.08 : 0.1));
  const card = { w: cw - 2 * cardPad - slackX, h: ch - 2 * cardPad - slackY };
  const maxStepX = Math.max(2, cw * 0.06);
  const maxStepY = Math.max(1, ch * 0.04);
  const pileSteps = (n) => (n <= 1 ? { sx: 0, sy: 0 }
    : { sx: Math.min(maxStepX, slackX / (n - 1)), sy: Math.min(maxStepY, slackY / (n - 1)) });
  const cardRect = (column, row, index, height) => {
    const sq = square(column, row);
    const n = Math.max(1, height);
    const { sx, sy } = pileSteps(n);
    const x0 = Math.round(sq.x + (sq.w - card.w - (n - 1) * sx) / 2);
    const y0 = Math.round(sq.y + (ch - card.h - (n - 1) * sy) / 2);
    return { x: x0 + index * sx, y: y0 + index * sy, w: card.w, h: card.h };
  };
  // Where a press takes part of a pile: the edges of the cards beneath the top one share the
  // strip of the square right of and below the top card, shallowest first, so that each is a
  // band several pixels deep rather than the sliver of card that shows. Index of the card whose
  // band holds (x, y) (1 … height-1), or 0 for the top card and the rest of the square.
  const splitIndexAt = (column, row, height, x, y) => {
    if (height <= 1) return 0;
    const sq = square(column, row);
    const top = cardRect(column, row, 0, height);
    const right = top.x + top.w, bottom = top.y + top.h;
    if (x < right && y < bottom) return 0;
    const depth = Math.max((x - right) / Math.max(1, sq.x + sq.w - right), (y - bottom) / Math.max(1, sq.y + sq.h - bottom));
    return clamp(1 + Math.floor(clamp(depth, 0, 0.999) * (height - 1)), 1, height - 1);
  };

  const rowLabelArea = (row) => ({ x: field.x, y: square(0, row).y, w: d.label, h: ch });
  const rowMarkArea = (row) => (d.marks ? { x: gridX + grid.w, y: square(0, row).y, w: d.marks, h: ch } : null);
  const columnLabelArea = (column) => ({ x: columnX(column), y: field.y + d.title, w: columnW(column), h: d.header });
  const titleArea = { x: field.x, y: field.y, w: field.w, h: d.title };
  const dieSize = Math.round(d.title * 0.72);
  const dieArea = {
    x: field.x + field.w - dieSize - Math.round((d.title - dieSize) / 2) - d.marks,
    y: field.y + Math.round((d.title - dieSize) / 2), w: dieSize, h: dieSize,
  };

  // A seat's discards: a chip at the right of its column head, a small card with the count.
  const discardArea = (player) => {
    if (player < 0 || player >= players) return null;
    const a = columnLabelArea(player);
    const h = Math.max(8, Math.round(a.h * 0.78));
    const w = Math.min(Math.round(h * 1.9), Math.round(a.w * 0.42));
    return { x: a.x + a.w - w - Math.max(1, Math.round(a.w * 0.03)), y: a.y + Math.round((a.h - h) / 2), w, h };
  };
  // The card drawn in the chip (the newest discard; the others are counted beside it).
  const discardCardRect = (player) => {
    const a = discardArea(player);
    if (!a) return null;
    const h = Math.round(a.h * 0.84);
    const w = Math.min(Math.round(h * (card.w / card.h)), Math.round(a.w * 0.62));
    return { x: a.x + Math.round(a.h * 0.08), y: a.y + Math.round((a.h - h) / 2), w, h };
  };

  // The inspect panel shows cards face up beside `anchor` (a square, or a discard chip), inside
  // the canvas: a stack card by card, or a seat's discards.
  const inspectPanelAt = (anchor, count) => {
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
    const right = anchor.x + anchor.w + p;
    const left = anchor.x - p - w;
    let x = right + w <= width - d.pad ? right : left >= d.pad ? left : (width - w) / 2;
    let y = anchor.y + anchor.h / 2 - h / 2;
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
    square, columnX, columnW, cardRect, splitIndexAt, rowLabelArea, rowMarkArea, columnLabelArea,
    discardArea, discardCardRect, inspectPanelAt,
  };
}

const inside = (r, x, y) => r && x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;

/**
 * What lies at (x, y): { kind: 'card', column, row, index } on a pile (index 0: the top card or
 * the pile as a whole; k ≥ 1: the edge band of the k-th card beneath, layout.splitIndexAt),
 * { kind: 'square', column, row } elsewhere on the grid, { kind: 'discard', player } on a seat's
 * discard chip, or null.
 */
export function hitTest(layout, view, x, y) {
  const g = layout.grid;
  if (inside(g, x, y)) {
    let column = 0;
    while (column < layout.columns - 1 && x >= layout.columnX(column + 1)) column++;
    const row = layout.rows - Math.floor((y - g.y) / layout.cell.h);
    const piles = (view && view.columns && view.columns[column]) || [];
    const pile = piles.find((p) => p.row === row);
    if (pile && pile.cards.length) {
      return { kind: 'card', column, row, index: layout.splitIndexAt(column, row, pile.cards.length, x, y) };
    }
    return { kind: 'square', column, row };
  }
  for (let player = 0; player < layout.players; player++) {
    if (inside(layout.discardArea(player), x, y)) return { kind: 'discard', player };
  }
  return null;
}
