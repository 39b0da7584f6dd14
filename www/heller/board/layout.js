// The market board's geometry, in CSS pixels: where the market square and its cells lie, the
// labels of its rows and columns, the pool (or, in the game without luck, the tray of face-up
// tiles), each merchant's panel (seat, money, stalls in supply, own tile) and the title. Pure
// functions and no DOM: the renderer draws into these rectangles and the board hit-tests them,
// so that what is drawn is what is hit, and Node tests check them.
//
// The market's size and its squares' names are the engine's (boardFacts(): rows, columns,
// squares in cell index order, row by row); nothing here declares them.
//
// Two arrangements are tried and the one with the larger cells wins: "landscape" (the market on
// the left, a column with the pool and the panels on the right) and "portrait" (the market on
// top, the pool and the panels below it, two panels a row), which is what a phone held upright
// gets.

import { trayKinds } from '../render/tray.js';

export { trayKinds };

const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
const rnd = Math.round;

// Every decoration scales with the cell, so that one number decides whether a layout fits.
// Upright screens are short of width: their frame is slimmer.
function decorations(s, portrait) {
  return {
    pad: clamp(rnd(s * 0.06), 2, 12),                       // around the whole board
    margin: clamp(rnd(s * (portrait ? 0.12 : 0.2)), 5, 28),  // the parchment band with the vine
    bar: clamp(rnd(s * 0.06), 2, 8),                         // the gold bar inside it
    gap: clamp(rnd(s * 0.12), 4, 16),                        // between the parts
    title: clamp(rnd(s * 0.42), 22, 58),
    label: clamp(rnd(s * 0.22), 11, 30),                     // column letters, row numbers
    rim: clamp(rnd(s * 0.09), 3, 10),                        // the market's lapis and gold rim
  };
}

// The height of the panel of the merchant at an upright board: its stalls (a panel's body) then
// measure at least 44 CSS px, a finger's target (WCAG 2.5.5).
const FOCUS_PANEL = 96;

// The side part (pool and panels) for cell size s, laid out `portrait` (below the market, as wide
// as it) or not (a column beside it). Returns its fixed measures; the panels' height may grow
// later to fill the space the market leaves. Upright, with `focus` a merchant at the board (the
// person placing), his panel has a row of its own as wide as the market, so that his stalls are
// large enough to take with a finger, and the others share the row below; else two panels a row.
function sideMeasures(s, d, portrait, players, noLuck, marketW, focus) {
  if (portrait) {
    const w = marketW;
    const cols = players > 1 ? 2 : 1;
    const halfW = Math.floor((w - (cols - 1) * d.gap) / cols);
    const panelMin = clamp(rnd(halfW * 0.5), 64, 118);
    const panelMax = clamp(rnd(halfW * 0.62), panelMin, 132);
    const poolMin = noLuck ? clamp(rnd(w * 0.27), 84, 190) : clamp(rnd(w * 0.15), 48, 92);
    const poolMax = noLuck ? clamp(rnd(w * 0.42), poolMin, 240) : poolMin;
    const focused = focus != null && players > 1;
    const rows = focused ? 2 : Math.ceil(players / cols);
    const others = players - 1;
    const panelW = focused ? Math.floor((w - (others - 1) * d.gap) / others) : halfW;
    // The focused panel is tall enough that its stalls are FINGER px high (panelParts gives the
    // stalls about half a panel).
    const focusMin = focused ? Math.max(panelMin, FOCUS_PANEL) : panelMin;
    return {
      w, cols, rows, panelW, panelMin, panelMax, poolMin, poolMax, focus: focused ? focus : null, focusMin,
      h: poolMin + d.gap + (focusMin - panelMin) + rows * panelMin + (rows - 1) * d.gap,
    };
  }
  const w = clamp(rnd(s * 2.2), 196, 560);
  const panelMin = clamp(rnd(w * 0.4), 74, 210);
  const panelMax = clamp(rnd(w * 0.46), panelMin, 240);
  const poolMin = noLuck ? clamp(rnd(w * 0.62), 112, 340) : clamp(rnd(w * 0.36), 64, 190);
  const poolMax = noLuck ? clamp(rnd(w * 1.05), poolMin, 560) : poolMin;
  return { w, cols: 1, rows: players, panelW: w, panelMin, panelMax, poolMin, poolMax, focus: null, h: poolMin + d.gap + players * panelMin + (players - 1) * d.gap };
}

// The whole board's size for cell size s, or with `title` false without the title.
function measure(s, portrait, shape, players, title) {
  const d = decorations(s, portrait);
  if (!title) d.title = 0;
  const marketW = d.label + 2 * d.rim + shape.columns * s;
  const marketH = d.label + 2 * d.rim + shape.rows * s;
  const focus = Number.isInteger(shape.focus) && shape.focus >= 0 && shape.focus < players ? shape.focus : null;
  const side = sideMeasures(s, d, portrait, players, !!shape.noLuck, marketW, focus);
  const frame = 2 * (d.pad + d.margin + d.bar + d.gap);
  const w = frame + (portrait ? marketW : marketW + d.gap + side.w);
  const h = frame + d.title + (portrait ? marketH + d.gap + side.h : Math.max(marketH, side.h));
  return { s, d, portrait, marketW, marketH, side, w, h };
}

// The largest cell that fits width × height in one arrangement (bisected: everything grows with
// the cell), first with the title and, if that leaves the cells too small, without it.
function fit(width, height, portrait, shape, players) {
  const largest = (title) => {
    let lo = 6, hi = 600;
    if (!fits(measure(lo, portrait, shape, players, title))) return null;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (fits(measure(mid, portrait, shape, players, title))) lo = mid; else hi = mid;
    }
    return measure(lo, portrait, shape, players, title);
  };
  const fits = (m) => m.w <= width && m.h <= height;
  const withTitle = largest(true);
  const bare = largest(false);
  if (withTitle && (!bare || withTitle.s >= bare.s * 0.9)) return withTitle;
  return bare;
}

// The text of each row's and column's label: the engine's rowNames and columnNames where the
// facts carry them, else read off its square names ("c3": column "c", row "3").
function labelsOf(shape) {
  const names = Array.isArray(shape.squares) ? shape.squares : [];
  const split = (name) => /^([^\d]+)(\d+)$/.exec(String(name || '')) || null;
  const columns = Array.from({ length: shape.columns }, (_, c) => {
    if (shape.columnNames && shape.columnNames[c] != null) return String(shape.columnNames[c]);
    const m = split(names[c]);
    return m ? m[1] : String(c + 1);
  });
  const rows = Array.from({ length: shape.rows }, (_, r) => {
    if (shape.rowNames && shape.rowNames[r] != null) return String(shape.rowNames[r]);
    const m = split(names[r * shape.columns]);
    return m ? m[2] : String(r + 1);
  });
  return { columns, rows };
}

// A panel's inner parts: the seat roundel and the money in its head; the stalls in supply (one
// slot per kind, I first) in its body, and the own tile at the body's right, or in a narrow panel
// at the head's right, so that the stalls have the body's whole width.
function panelParts(p, kinds) {
  const compact = p.w < 240;
  const ip = clamp(rnd(p.h * 0.08), 3, 10);
  const hh = rnd((p.h - 2 * ip) * (compact ? 0.42 : 0.36));
  const head = { x: p.x + ip, y: p.y + ip, w: p.w - 2 * ip, h: hh };
  const gap = clamp(rnd(p.h * 0.05), 2, 8);
  const body = { x: p.x + ip, y: head.y + hh + gap, w: p.w - 2 * ip, h: p.y + p.h - ip - (head.y + hh + gap) };
  const seat = { x: head.x, y: head.y, w: hh, h: hh };
  const sg = clamp(rnd(body.w * 0.02), 2, 6);
  let own, stallsRight;
  if (compact) {
    own = { x: head.x + head.w - hh, y: head.y, w: hh, h: hh };
    stallsRight = body.x + body.w;
  } else {
    const ownS = Math.min(body.h, rnd(body.w * 0.24));
    own = { x: body.x + body.w - ownS, y: body.y + rnd((body.h - ownS) / 2), w: ownS, h: ownS };
    stallsRight = own.x - sg * 2;
  }
  const slotW = Math.floor((stallsRight - body.x - (kinds - 1) * sg) / kinds);
  const stalls = Array.from({ length: kinds }, (_, k) => ({ x: body.x + k * (slotW + sg), y: body.y, w: slotW, h: body.h }));
  const mx = seat.x + seat.w + gap * 2;
  const money = { x: mx, y: head.y, w: (compact ? own.x - gap : head.x + head.w) - mx, h: hh };
  // What a finger or the pointer may hit to take a piece: each slot with half the gaps beside
  // it, down to the panel's edge (the targets touch, so each is as large as the panel allows).
  const bottom = p.y + p.h;
  const grow = (r) => ({ x: r.x - sg / 2, y: r.y, w: r.w + sg, h: Math.max(r.h, bottom - r.y) });
  const targets = { stalls: stalls.map(grow), own: compact ? own : grow(own) };
  return { ...p, seat, money, stalls, own, head, body, targets };
}

/**
 * The board's geometry for a canvas of width × height CSS pixels and `players` merchants.
 * shape: { rows, columns, squares (the engine's square names, cell index order), rowNames and
 * columnNames (optional: the labels; else read off the squares), kinds (stall kinds in a
 * supply), stalls (optional: the engine's stall kinds, [{ strokes }], in supply order), noLuck
 * (the pool lies face up: a tray instead of a stack), focus (optional: the merchant placing at
 * the board, whose panel an upright layout gives a row of its own) }: the engine's boardFacts()
 * with kinds, noLuck and focus added.
 * Returns { width, height, portrait, players, rows, columns, kinds, cell, board, field, title,
 * market (the square with its rim), grid (the cells), cells: [{ index, square, row, column, x, y,
 * w, h }], rowLabels / columnLabels: [{ text, x, y, w, h }], pool: { x, y, w, h, stack, count,
 * round, tray }, panels: [{ player, x, y, w, h, seat, money, stalls: [rect per kind], own, head,
 * body, targets: { stalls, own } (what a press on each hits: the drawn rect and the gaps beside it) }], deco, stallStrokes (the strokes of each supply slot's stall) } and trayTiles(n) (the
 * rects of n face-up tiles in the tray).
 */
export function layout(width, height, players, shape) {
  if (!shape || !(shape.rows > 0) || !(shape.columns > 0)) throw new Error('layout needs the board facts: rows and columns');
  const kinds = Math.max(1, shape.kinds | 0 || 1);
  const n = Math.max(1, players | 0);
  const sh = { ...shape, kinds };
  const land = fit(width, height, false, sh, n);
  const port = fit(width, height, true, sh, n);
  // An upright box gets the upright arrangement when its cells are not much smaller; otherwise
  // the larger cells win.
  const upright = height > width * 1.05;
  let m;
  if (land && port) m = port.s >= land.s * (upright ? 0.8 : 1.05) ? port : land;
  else m = land || port || measure(6, upright, sh, n, false);
  const { s, d, portrait, side } = m;
  // Below the market the panels and the pool may grow into height the canvas has to spare.
  if (portrait) {
    const growMax = side.rows * (side.panelMax - side.panelMin) + (side.poolMax - side.poolMin);
    m.h += Math.max(0, Math.min(growMax, height - m.h));
  }

  const board = { x: Math.max(0, Math.floor((width - m.w) / 2) + d.pad), y: Math.max(0, Math.floor((height - m.h) / 2) + d.pad), w: m.w - 2 * d.pad, h: m.h - 2 * d.pad };
  const inner = d.margin + d.bar;
  const field = { x: board.x + inner, y: board.y + inner, w: board.w - 2 * inner, h: board.h - 2 * inner };
  const content = { x: field.x + d.gap, y: field.y + d.gap + d.title, w: field.w - 2 * d.gap, h: field.h - 2 * d.gap - d.title };
  const title = d.title ? { x: field.x + d.gap, y: field.y + rnd(d.gap / 2), w: field.w - 2 * d.gap, h: d.title } : null;

  const market = { x: content.x, y: content.y, w: m.marketW, h: m.marketH };
  if (!portrait && side.h > m.marketH) market.y += Math.floor((side.h - m.marketH) / 2);
  const grid = { x: market.x + d.label + d.rim, y: market.y + d.label + d.rim, w: shape.columns * s, h: shape.rows * s };
  const names = Array.isArray(shape.squares) ? shape.squares : [];
  const cells = [];
  for (let r = 0; r < shape.rows; r++) {
    for (let c = 0; c < shape.columns; c++) {
      const index = r * shape.columns + c;
      cells.push({ index, square: names[index] ?? String(index), row: r, column: c, x: grid.x + c * s, y: grid.y + r * s, w: s, h: s });
    }
  }
  const text = labelsOf(shape);
  const columnLabels = text.columns.map((t, c) => ({ text: t, x: grid.x + c * s, y: market.y, w: s, h: d.label }));
  const rowLabels = text.rows.map((t, r) => ({ text: t, x: market.x, y: grid.y + r * s, w: d.label, h: s }));

  // The side: the pool, then the panels. Beside the market the column is centred on it, its
  // panels grown to fill what the market's height leaves; below the market the panels are
  // grown into the height the canvas leaves.
  let sx, sy, room;
  if (portrait) {
    sx = market.x;
    sy = market.y + m.marketH + d.gap;
    room = content.y + content.h - sy;
  } else {
    sx = market.x + m.marketW + d.gap;
    sy = content.y;
    room = Math.max(m.marketH, side.h);
  }
  // What the room leaves over the least the side needs goes to the panels first, then to the
  // pool (the tray of the game without luck has use for it).
  const rowsOfPanels = side.rows;
  let spare = Math.max(0, room - side.h);
  const panelGrow = Math.min(Math.floor(spare / rowsOfPanels), side.panelMax - side.panelMin);
  const panelH = side.panelMin + panelGrow;
  spare -= panelGrow * rowsOfPanels;
  const poolH = side.poolMin + Math.min(spare, side.poolMax - side.poolMin);
  // (side.h reserved what the focused panel needs beyond the others.)
  const focusH = side.focus !== null ? Math.max(panelH, side.focusMin) : panelH;
  const used = poolH + d.gap + (focusH - panelH) + rowsOfPanels * panelH + (rowsOfPanels - 1) * d.gap;
  if (!portrait) sy += Math.max(0, Math.floor((room - used) / 2));

  const poolRect = { x: sx, y: sy, w: side.w, h: poolH };
  const pool = poolParts(poolRect, !!shape.noLuck);

  const panels = [];
  const panelsY = sy + poolH + d.gap;
  for (let p = 0; p < n; p++) {
    let rect;
    if (side.focus === p) {
      rect = { x: sx, y: panelsY, w: side.w, h: focusH };
    } else if (side.focus !== null) {
      const k = p < side.focus ? p : p - 1;
      rect = { x: sx + k * (side.panelW + d.gap), y: panelsY + focusH + d.gap, w: side.panelW, h: panelH };
    } else {
      const col = p % side.cols, row = Math.floor(p / side.cols);
      rect = { x: sx + col * (side.panelW + d.gap), y: panelsY + row * (panelH + d.gap), w: side.panelW, h: panelH };
    }
    panels.push({ player: p, ...panelParts(rect, kinds) });
  }

  const trayTiles = (count) => trayRects(pool.tray, count);
  // The strokes of each supply slot's stall: the engine's stall kinds where the facts list them.
  const stallStrokes = Array.from({ length: kinds }, (_, k) => (Array.isArray(shape.stalls) && shape.stalls[k] && shape.stalls[k].strokes) || k + 1);

  return {
    width, height, portrait, players: n, rows: shape.rows, columns: shape.columns, kinds,
    cell: s, board, field, title, market, grid, cells, rowLabels, columnLabels, pool, panels, deco: d,
    stallStrokes, trayTiles,
  };
}

// The pool's parts: a stack of tile backs with its count and the round beside it; in the game
// without luck a tray of face-up tiles fills most of it, with the count and round in a strip.
function poolParts(r, noLuck) {
  const ip = clamp(rnd(r.h * 0.08), 3, 10);
  if (noLuck) {
    const strip = clamp(rnd(r.h * 0.2), 16, 30);
    const tray = { x: r.x + ip, y: r.y + ip + strip, w: r.w - 2 * ip, h: r.h - 2 * ip - strip };
    const count = { x: r.x + ip, y: r.y + ip, w: rnd((r.w - 2 * ip) * 0.6), h: strip };
    const round = { x: r.x + r.w - ip - strip * 2, y: r.y + ip, w: strip * 2, h: strip };
    return { ...r, stack: null, count, round, tray };
  }
  const sh = r.h - 2 * ip;
  const stack = { x: r.x + ip, y: r.y + ip, w: sh, h: sh };
  const roundW = Math.min(sh, rnd(r.w * 0.24));
  const round = { x: r.x + r.w - ip - roundW, y: r.y + ip + rnd((sh - roundW) / 2), w: roundW, h: roundW };
  const count = { x: stack.x + stack.w + ip, y: r.y + ip, w: round.x - (stack.x + stack.w + 2 * ip), h: sh };
  // A press anywhere on the pile or its count takes the pile (a finger's target, not the tile alone).
  const target = { x: r.x, y: r.y, w: count.x + count.w - r.x, h: r.h };
  return { ...r, stack, count, round, tray: null, target };
}

// n square tiles in the tray, as large as fit in rows, left to right.
function trayRects(tray, count) {
  if (!tray || count <= 0) return [];
  let best = null;
  for (let rows = 1; rows <= count; rows++) {
    const perRow = Math.ceil(count / rows);
    const size = Math.floor(Math.min(tray.w / (perRow + (perRow - 1) * 0.12), tray.h / (rows + (rows - 1) * 0.12)));
    if (!best || size > best.size) best = { rows, perRow, size };
  }
  const { perRow, size } = best;
  const g = Math.floor(size * 0.12);
  const rowsUsed = Math.ceil(count / perRow);
  const oy = tray.y + Math.floor((tray.h - rowsUsed * size - (rowsUsed - 1) * g) / 2);
  const out = [];
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / perRow), col = i % perRow;
    const inRow = Math.min(perRow, count - row * perRow);
    const ox = tray.x + Math.floor((tray.w - inRow * size - (inRow - 1) * g) / 2);
    out.push({ x: ox + col * (size + g), y: oy + row * (size + g), w: size, h: size });
  }
  return out;
}

/** The tile turned up on the pool and not yet placed (the view's phase 'turned'), or null. */
export function turnedTile(view) {
  return view && view.phase && view.phase.phase === 'turned' ? view.phase.tile : null;
}

const inside = (r, x, y) => !!r && x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;

/**
 * What lies at (x, y): { kind: 'square', index, square } on a cell; { kind: 'source', source }
 * on something the viewer could place ('stall:n' a stall of n strokes in his supply, 'own' his
 * own tile, 'pool' the face-down pool, 'turned' the tile turned up on it, 'pick:T' tile T of a
 * face-up pool); { kind: 'panel',
 * player } elsewhere on a merchant's panel; or null. Whether a source may be placed now is the
 * host's word (config.movable), not this function's.
 */
export function hitTest(L, view, x, y) {
  if (!L) return null;
  if (inside(L.grid, x, y)) {
    const column = Math.min(L.columns - 1, Math.floor((x - L.grid.x) / L.cell));
    const row = Math.min(L.rows - 1, Math.floor((y - L.grid.y) / L.cell));
    const cell = L.cells[row * L.columns + column];
    return { kind: 'square', index: cell.index, square: cell.square };
  }
  const viewer = view ? view.viewer : -1;
  if (L.pool.stack && inside(L.pool.target, x, y)) return { kind: 'source', source: turnedTile(view) ? 'turned' : 'pool' };
  if (L.pool.tray && inside(L.pool.tray, x, y)) {
    const kinds = trayKinds(view);
    const rects = L.trayTiles(kinds.length);
    for (let i = 0; i < kinds.length; i++) if (inside(rects[i], x, y)) return { kind: 'source', source: `pick:${kinds[i].tile}` };
    return null;
  }
  for (const p of L.panels) {
    if (!inside(p, x, y)) continue;
    if (p.player === viewer) {
      if (inside(p.targets.own, x, y)) return { kind: 'source', source: 'own' };
      for (let k = 0; k < p.stalls.length; k++) if (inside(p.targets.stalls[k], x, y)) return { kind: 'source', source: `stall:${L.stallStrokes[k]}` };
    }
    return { kind: 'panel', player: p.player };
  }
  return null;
}

/** The rectangle a source is drawn in (where a drag starts and snaps back to), or null. */
export function sourceRect(L, view, source) {
  if (!L || !source) return null;
  if (source === 'pool' || source === 'turned') return L.pool.stack;
  if (source.startsWith('pick:')) {
    const kinds = trayKinds(view);
    const i = kinds.findIndex((k) => `pick:${k.tile}` === source);
    return i < 0 ? null : L.trayTiles(kinds.length)[i];
  }
  const panel = view ? L.panels[view.viewer] : null;
  if (!panel) return null;
  if (source === 'own') return panel.own;
  const m = /^stall:(\d+)$/.exec(source);
  return m ? panel.stalls[L.stallStrokes.indexOf(Number(m[1]))] || null : null;
}
