// The board: draws a view, hit-tests it and reports what a person does with it (chessground's
// "no game logic inside"). It is given everything it shows:
//   facts       the engine's board facts (boardFacts(): columns, rows, classes …)
//   view        the position as one viewer may see it (Game.view), or null for a blank board
//   legal       what the person at the board may do now, grouped by the engine (Game.legal), or
//               null: the board then only shows
//   highlights  extra marks: [{column, row, kind}] (lastMove, hintFrom/To/Take/Lose, focus, marked)
//   arrows      [{from: {column, row}, to: {column, row}}] for rule examples
//   die         the die showing, or null
//   strings     the words drawn on the board ({you, discards, stack(n), discardsOf(n)})
//   animated    true where views will come with `motion` (a game): the animation code is
//               loaded in idle time after the first paint rather than at the first animation
//   motion      with a new view: {entries (the log entries from the view shown to the new one),
//               perAction (ms per action; 0 = none)}: the board animates from the view it shows
//               to the new one (motion.js) and then draws exactly the new one. A press, a key, a
//               resize or another new view ends an animation at once. The host element gets
//               'hm-motion-start' and 'hm-motion-end' (detail: {view}, the view drawn) events,
//               and the canvas data-motion="running" while one runs.
// and reports, through the `on` handlers it was made with:
//   pick(selection | null)          cards lifted or put back ({column, row, count, maxCount, dests})
//   move({from, count, to})         lifted cards dropped on a legal destination
//   take({column, row, maxCount, anchor})  a stack that may be cut was chosen (anchor: CSS px)
//   lose({row})                     a stack offered to the die was chosen
//   focus()                         the board was pressed (the host may move keyboard focus to it)
//   square({column, row, index})    a click on a square (index: the card hit, 0 = top, or null)
//                                   while nothing is offered (legal null): for editors
//   refused({from, count, to})      lifted cards dropped, clicked or keyed onto another square of
//                                   their column that is not a legal destination (they go back;
//                                   the host may say why)
//   aim({from, count, to} | null)   with cards lifted, the pointer (or the host's aimAt) is on a
//                                   square of their column they may not go to, or left it
//   refusedTake({column, row})      in a favours step, a square of the favour's row that may not
//                                   be cut was chosen (the host may say why)
// It imports nothing from the engine, the computer players or the page.

// The board is made chessground's way, its parts apart over one state object (state.js): what
// is drawn and how it moves (draw.js), what a person does with it (gestures.js), and here the
// public api that sets what it shows and answers the host.

import { createState } from './state.js';
import { draw, endMotion, loadFiguresAfterPaint, loadMotionAfterPaint, relayout, startMotion } from './draw.js';
import { aimAt, attachGestures, cancel, count, pick, select } from './gestures.js';

/**
 * Makes a board inside `host` (an element; the board fills it). `config` as above; `on` the
 * handlers. Returns { element, set(config), select(column, row, index), count(delta | {set}),
 * cancel(), aim(column, row), square(column, row), layout, selection, renderer, settled() (a promise: no animation
 * runs), destroy() }.
 */
export function createBoard(host, config = {}, on = {}) {
  const b = createState(host, config, on);
  if (config.animated) loadMotionAfterPaint(b);
  loadFiguresAfterPaint(b);
  const detachGestures = attachGestures(b);
  const resized = () => relayout(b);
  const observer = new ResizeObserver(resized);
  observer.observe(host);
  // Zooming changes devicePixelRatio without always resizing the element.
  const win = host.ownerDocument.defaultView;
  win.addEventListener('resize', resized);

  return {
    element: b.canvas,
    /** Changes what the board shows (only the given keys); a new `legal` drops a stale selection. */
    set(next) {
      setShown(b, next);
    },
    select: (column, row, index = null) => select(b, column, row, index),
    count: (change) => count(b, change),
    cancel: () => cancel(b),
    /** The square a person aims the lifted cards at by other means (the grid's focus), or null. */
    aim: (column, row) => aimAt(b, column === null ? null : { column, row }),
    /** A square's rectangle in CSS pixels of the board (for popovers), or null before layout. */
    square(column, row) {
      return b.layout ? b.layout.square(column, row) : null;
    },
    get layout() { return b.layout; },
    get selection() { return b.selection; },
    get renderer() { return b.renderer; },
    /** Ends a running animation at once, on the new view (the player turned animation off). */
    finishMotion() {
      endMotion(b);
    },
    /** Resolves when no animation runs (at once when none does). */
    settled() {
      return b.motion ? new Promise((resolve) => b.settle.push(resolve)) : Promise.resolve();
    },
    redraw: () => draw(b),
    destroy() {
      if (b.destroyed) return;
      endMotion(b, false);
      b.destroyed = true;
      observer.disconnect();
      win.removeEventListener('resize', resized);
      detachGestures();
      b.renderer.destroy();
      b.canvas.remove();
    },
  };
}

// What set(next) does: the given keys replace the shown ones; a new view is animated from the
// one shown, or the board laid out again when it needs to be, and drawn.
function setShown(b, next) {
  if (b.destroyed) return;
  const factsChanged = next.facts && next.facts !== b.state.facts;
  const newView = 'view' in next && next.view !== b.state.view;
  const from = b.state.view;
  if ('legal' in next && next.legal !== b.state.legal) {
    if (b.selection) pick(b, null, false);
    b.inspect = null;
    b.split = null;
  }
  const { motion: asked, ...rest } = next;
  b.state = { ...b.state, ...rest };
  if (newView) endMotion(b, false);
  const { state, layout } = b;
  if (next.strings || factsChanged) b.renderer.configure({ facts: state.facts, strings: state.strings });
  // The layout depends on the seats at the table (absent ones are narrow): a board first
  // shown blank (behind a hand-off screen) is laid out again once it has a view.
  const playersChanged = layout && state.view && layout.players !== state.view.players;
  const fresh = !layout || factsChanged || playersChanged;
  if (fresh) relayout(b);
  // Only a new view of the same viewer is animated: not the first one, nor a hand-off.
  else if (newView && asked && from && next.view && from.viewer === next.view.viewer) startMotion(b, asked, from);
  if (!fresh) draw(b);
}
