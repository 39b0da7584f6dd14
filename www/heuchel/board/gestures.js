// What a person does with the board (chessground's drag.ts and events.ts): the squares and cards
// under the pointer, lifting, dropping, cutting and losing, the count of lifted cards, the stack
// inspector; what input.js recognises is given its meaning here, and reported through the
// board's handlers. Every function takes the board's state (state.js).

import { hitTest } from './layout.js';
import { attachBoardInput } from './input.js';
import { grab, isDest, loseAt, setCount, takeAt } from './interaction.js';
import { draw, endMotion } from './draw.js';

/** Lifts `next` (or puts the cards back: null), and tells the host unless `announce` is false. */
export function pick(b, next, announce = true) {
  b.selection = next;
  b.aimed = null;
  if (announce) b.handlers.pick(b.selection);
}

// --- Gestures --------------------------------------------------------------------------------
const hitAny = (b, pt) => (b.layout && b.state.view ? hitTest(b.layout, b.state.view, pt.x, pt.y) : null);
const hitAt = (b, pt) => {
  const h = hitAny(b, pt);
  return h && (h.kind === 'card' || h.kind === 'square') ? h : null;
};
const pileAt = (b, column, row) => ((b.state.view && b.state.view.columns[column]) || []).find((p) => p.row === row) || null;
const viewer = (b) => (b.state.view ? b.state.view.viewer : -1);
const over = (b) => !!(b.state.view && b.state.view.phase && b.state.view.phase.phase === 'over');
// What a hover, a long press or a click on a discard chip opens: the viewer's own stacks (he
// knows them card by card; at the end every stack, all face up), or a seat's discards (public).
const inspectAt = (b, h) => {
  if (h && h.kind === 'discard') {
    const cards = (b.state.view.discards && b.state.view.discards[h.player]) || [];
    return cards.length ? { player: h.player, cards: cards.slice().reverse(), discards: true } : null;
  }
  const pile = h && pileAt(b, h.column, h.row);
  return pile && (h.column === viewer(b) || over(b)) ? { column: h.column, row: h.row, cards: pile.cards } : null;
};
// The card a hit names (0 = top), or null for a square.
const indexOf = (h) => (h.kind === 'card' ? h.index : null);

// Lifted cards aimed at another square of their column that is not a destination: the host
// hears of it (it may say why), and the cards go back.
function refuse(b, column, row) {
  const s = b.selection;
  if (s && s.column === column && s.row !== row) b.handlers.refused({ from: s.row, count: s.count, to: row });
  pick(b, null);
  draw(b);
}

/** Acts on a square as a click or the keyboard does: lift, drop, cut or lose. */
export function select(b, column, row, index = null) {
  endMotion(b);
  const l = b.state.legal;
  if (!l) return;
  if (b.selection) {
    if (isDest(b.selection, column, row)) return dropOn(b, row);
    if (b.selection.column === column && b.selection.row === row && index === null) return cancel(b);
  }
  const g = grab(l, column, row, index);
  if (g) {
    pick(b, g);
    return draw(b);
  }
  const take = takeAt(l, column, row);
  if (take) {
    const sq = b.layout ? b.layout.square(column, row) : { x: 0, y: 0, w: 0, h: 0 };
    return b.handlers.take({ column, row, maxCount: take.maxCount, anchor: { x: sq.x + sq.w / 2, y: sq.y + sq.h } });
  }
  if (loseAt(l, column, row)) return b.handlers.lose({ row });
  // A square of the favour's row that may not be cut: the host may say why.
  if (l.step === 'favours' && row === l.favourRow && !b.selection) return b.handlers.refusedTake({ column, row });
  if (b.selection) {
    b.inspect = null;
    refuse(b, column, row);
  }
}

// The lifted cards dropped on row `to` (a legal destination): the host is asked to move them.
function dropOn(b, to) {
  const { row, count } = b.selection;
  b.drag = null;
  b.handlers.move({ from: row, count, to });
  // A move the host did not make at once (it asks first) leaves the cards lifted at home, not
  // where the pointer let go of them.
  if (!b.destroyed) draw(b);
}

/** Changes how many cards are lifted: a step (+1/−1) or {set: n}. */
export function count(b, change) {
  if (!b.selection) return;
  const n = typeof change === 'number' ? b.selection.count + change : change.set;
  pick(b, setCount(b.selection, n));
  draw(b);
}

/** Puts lifted cards back and closes the stack inspector; reports whether there was any. */
export function cancel(b) {
  const had = !!(b.selection || b.inspect);
  b.drag = null;
  b.inspect = null;
  if (b.selection) pick(b, null);
  draw(b);
  return had;
}

/**
 * Gives the canvas's gestures (input.js) their meaning on this board. Returns a function that
 * takes them off again.
 */
export function attachGestures(b) {
  const { canvas } = b;
  // Any press lands a running animation first (captured before the gesture code sees it).
  const land = () => endMotion(b);
  canvas.addEventListener('pointerdown', land, true);
  const detachInput = attachBoardInput(canvas, {
    press: (pt) => press(b, pt),
    dragMove: (pt) => dragMove(b, pt),
    drop: (pt) => drop(b, pt),
    click: (pt) => click(b, pt),
    cancel: () => cancelDrag(b),
    hover: (pt) => hover(b, pt),
    longPress: (pt) => longPress(b, pt),
    longPressEnd: () => longPressEnd(b),
  });
  return () => {
    canvas.removeEventListener('pointerdown', land, true);
    detachInput();
  };
}

// A press: the host hears of it; cards that may move are lifted at once. Says whether they may
// be dragged.
function press(b, pt) {
  b.handlers.focus();
  b.press = { selected: false, before: b.selection };
  b.inspect = null;
  const l = b.state.legal;
  const h = hitAt(b, pt);
  if (!l || !h) return false;
  if (b.selection && isDest(b.selection, h.column, h.row)) return false;
  const g = grab(l, h.column, h.row, indexOf(h));
  if (!g) return false;
  pick(b, g);
  b.press.selected = true;
  draw(b);
  return true;
}

// The lifted cards follow the pointer.
function dragMove(b, pt) {
  b.drag = pt;
  b.split = null;
  b.canvas.style.cursor = 'grabbing';
  draw(b);
}

// Dragged cards let go of: moved where that is legal.
function drop(b, pt) {
  b.drag = null;
  b.canvas.style.cursor = '';
  const h = hitAt(b, pt);
  if (b.selection && h && isDest(b.selection, h.column, h.row)) return dropOn(b, h.row);
  // An illegal drop snaps back (the host told, when it was aimed along the column).
  if (b.selection && h) return refuse(b, h.column, h.row);
  pick(b, null);
  draw(b);
}

// A click: a discard chip opens or closes its list; on a board that offers nothing the square is
// reported (editors); else the square is acted on as select() does.
function click(b, pt) {
  const { press: p } = b;
  const chip = hitAny(b, pt);
  if (chip && chip.kind === 'discard' && !(p && p.selected)) {
    const next = inspectAt(b, chip);
    const { inspect } = b;
    b.inspect = inspect && next && inspect.discards && inspect.player === next.player ? null : next;
    return draw(b);
  }
  const h = hitAt(b, pt);
  if (!b.state.legal) {
    if (h) b.handlers.square({ column: h.column, row: h.row, index: indexOf(h) });
    return;
  }
  if (p && p.selected) {
    const prev = p.before;
    const { selection } = b;
    // A second click on the same cards puts them back.
    if (prev && prev.column === selection.column && prev.row === selection.row && prev.count === selection.count) cancel(b);
    return;
  }
  if (!h) return cancel(b);
  select(b, h.column, h.row, indexOf(h));
}

// A drag broken off (the pointer cancelled): the cards go back.
function cancelDrag(b) {
  b.drag = null;
  if (b.selection) pick(b, null);
  draw(b);
}

// Lifted cards, and the square of their column they are aimed at that they may not go to
// (pointed at or focused): {from, count, to}, or null.
export function aimAt(b, h) {
  const s = b.selection;
  const aimed = s && h && h.column === s.column && h.row !== s.row && !isDest(s, h.column, h.row)
    ? { from: s.row, count: s.count, to: h.row } : null;
  if (JSON.stringify(aimed) === JSON.stringify(b.aimed)) return;
  b.aimed = aimed;
  b.handlers.aim(aimed);
}

// The pointer over the board (null: it left): the stack inspector and the split it would make,
// and, with cards lifted, a square they may not go to (the host may say why before a click).
function hover(b, pt) {
  const h = pt && !b.drag ? hitAny(b, pt) : null;
  aimAt(b, h && (h.kind === 'card' || h.kind === 'square') ? h : null);
  const next = inspectAt(b, h);
  // Over a stack that may move the hand may grab; over a lower card's edge, the split it
  // would make is shown before the press.
  const g = h && h.kind === 'card' && b.state.legal ? grab(b.state.legal, h.column, h.row, h.index) : null;
  const nextSplit = g && h.index > 0 ? { column: h.column, row: h.row, count: g.count } : null;
  b.canvas.style.cursor = g ? 'grab' : '';
  if (JSON.stringify([next, nextSplit]) !== JSON.stringify([b.inspect, b.split])) {
    b.inspect = next;
    b.split = nextSplit;
    draw(b);
  }
}

// A long touch opens the inspector (cards it lifted go back to what was lifted before).
function longPress(b, pt) {
  if (b.selection && b.press && b.press.selected) pick(b, b.press.before);
  b.inspect = inspectAt(b, hitAny(b, pt));
  draw(b);
}

// The long touch ended: the inspector closes.
function longPressEnd(b) {
  b.inspect = null;
  draw(b);
}
