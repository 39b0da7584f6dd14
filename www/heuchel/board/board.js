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
// It imports nothing from the engine, the computer players or the page.

import { computeLayout, hitTest } from './layout.js';
import { attachBoardInput } from './input.js';
import { grab, highlights as legalHighlights, isDest, loseAt, setCount, takeAt } from './interaction.js';
import { createRenderer } from '../render/index.js';

const noop = () => {};

/**
 * Makes a board inside `host` (an element; the board fills it). `config` as above; `on` the
 * handlers. Returns { element, set(config), select(column, row, index), count(delta | {set}),
 * cancel(), square(column, row), layout, selection, renderer, settled() (a promise: no animation
 * runs), destroy() }.
 */
export function createBoard(host, config = {}, on = {}) {
  const handlers = { pick: noop, move: noop, take: noop, lose: noop, focus: noop, square: noop, ...on };
  const canvas = host.ownerDocument.createElement('canvas');
  canvas.className = 'hm-canvas';
  canvas.setAttribute('aria-hidden', 'true');
  host.append(canvas);

  let state = {
    facts: null, view: null, legal: null, highlights: [], arrows: [], die: null, strings: undefined,
    dim: false, ...config,
  };
  let selection = null; // {column, row, count, maxCount, dests}
  let drag = null;      // {x, y} while a selection follows the pointer
  let press = null;     // what the current press did, for click semantics
  let inspect = null;   // the viewer's own stack shown card by card
  let split = null;     // the split a pointer over a lower card's edge would make: {column, row, count}
  let layout = null;
  let destroyed = false;
  let painted = false;
  let motion = null;    // the running animation: {plan, base, start, frame, timer}
  let settle = [];      // resolvers of settled() waiting for it to end

  const renderer = createRenderer(canvas, { facts: state.facts, strings: state.strings });

  function pick(next, announce = true) {
    selection = next;
    if (announce) handlers.pick(selection);
  }

  // --- What is drawn -------------------------------------------------------------------------
  function draw() {
    if (!layout || destroyed) return;
    const { view, legal } = state;
    if (!view) {
      // A blank board: nothing of any player may show (the hand-off screen lies over it).
      const ctx = canvas.getContext('2d');
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.restore();
      return;
    }
    if (motion) {
      const elapsed = performance.now() - motion.start;
      if (elapsed < motion.plan.duration) {
        // The new view less what is in flight, the flight over it; no offers until it lands.
        renderer.draw(layout, motion.base, {
          highlights: state.highlights || [], arrows: state.arrows || [], die: state.die || null,
          dim: !!state.dim, flight: { frame: motionLib.frameAt(motion.plan, elapsed), draw: motionLib.drawFlight },
        });
        return;
      }
      endMotion(false);
    }
    const marks = [...legalHighlights(legal, { selection }), ...(state.highlights || [])];
    if (split && !selection) marks.push({ ...split, kind: 'split' });
    if (wantsPlayMarks(marks)) needPlayMarks();
    renderer.draw(layout, view, {
      highlights: marks,
      arrows: state.arrows || [],
      drag: selection && drag ? { column: selection.column, row: selection.row, count: selection.count, x: drag.x, y: drag.y } : null,
      selection: selection && !drag ? { column: selection.column, row: selection.row, count: selection.count } : null,
      die: state.die || null,
      inspect,
      dim: !!state.dim,
    });
    if (!painted) {
      painted = true;
      // Lets tests and the measurement script time navigation → first board paint.
      if (globalThis.performance && performance.mark) performance.mark('heuchel:board-painted');
      host.dispatchEvent(new CustomEvent('hm-painted', { bubbles: true, composed: true }));
    }
  }

  // --- Animation -----------------------------------------------------------------------------
  // The animation planner is loaded on demand (config.animated): a board that only shows rule
  // diagrams never needs it, and the element stays small.
  let motionLib = null;     // the planner (motion.js) once loaded
  let motionLoading = null; // its import under way
  function loadMotion() {
    if (!motionLoading) motionLoading = import('./motion.js').then((lib) => { motionLib = lib; });
  }
  // A game loads it once the board is on screen, in idle time: the first paint does not wait.
  const idle = globalThis.requestIdleCallback || ((f) => setTimeout(f, 200));
  if (config.animated) host.addEventListener('hm-painted', () => idle(() => { if (!destroyed) loadMotion(); }), { once: true });

  // The marks of play (render/marks.js: offers, hints, what was taken) are loaded the first time
  // the board offers a move or is asked to show one of them, then drawn from the next frame on.
  const DIAGRAM_KINDS = ['marked', 'lastMove', 'focus'];
  let playMarks = null;
  function needPlayMarks() {
    if (playMarks) return;
    playMarks = import('../render/marks.js').then((marks) => {
      if (destroyed) return;
      renderer.configure({ play: marks });
      draw();
    });
  }
  const wantsPlayMarks = (marks) => marks.some((h) => !DIAGRAM_KINDS.includes(h.kind));

  function startMotion(m, from) {
    // Not loaded yet (the very first action of a game, on a slow line): shown without movement.
    if (!motionLib) {
      loadMotion();
      return;
    }
    const { frameAt, motionBase, planMotion } = motionLib;
    const plan = planMotion(layout, from, state.view, m.entries, m.perAction);
    if (!plan) return;
    const tick = () => {
      if (!motion) return;
      motion.frame = requestAnimationFrame(tick);
      draw();
    };
    motion = { plan, base: motionBase(state.view, plan), start: performance.now(), frame: 0, timer: 0 };
    // Where frames are not drawn (a hidden tab, a frame out of sight) it still ends in time, so
    // that whoever waits for it (the computers' next action) goes on.
    motion.timer = setTimeout(() => endMotion(), plan.duration + 100);
    canvas.dataset.motion = 'running';
    motion.frame = requestAnimationFrame(tick);
    // Told last: a listener may end the motion at once (the player turned animation off).
    host.dispatchEvent(new CustomEvent('hm-motion-start', { bubbles: true, composed: true, detail: { duration: plan.duration } }));
  }

  /** Ends a running animation: the new view is drawn at once (unless `redraw` is false). */
  function endMotion(redraw = true) {
    if (!motion) return;
    cancelAnimationFrame(motion.frame);
    clearTimeout(motion.timer);
    motion = null;
    canvas.dataset.motion = 'idle';
    if (redraw) draw();
    host.dispatchEvent(new CustomEvent('hm-motion-end', { bubbles: true, composed: true, detail: { view: state.view } }));
    const waiting = settle;
    settle = [];
    for (const resolve of waiting) resolve();
  }

  function relayout() {
    const w = host.clientWidth;
    const h = host.clientHeight;
    if (!w || !h || destroyed || !state.facts) {
      endMotion(false);
      return;
    }
    renderer.resize(w, h, globalThis.devicePixelRatio || 1);
    const before = layout;
    layout = computeLayout({
      width: w, height: h, players: state.view ? state.view.players : state.players || state.facts.maxPlayers,
      columns: state.facts.columns, rows: state.facts.rows,
    });
    // An animation's rectangles hold while the board keeps its size (a new pixel ratio only).
    if (!before || before.width !== w || before.height !== h || before.players !== layout.players) endMotion(false);
    draw();
  }

  // --- Gestures --------------------------------------------------------------------------------
  const hitAny = (pt) => (layout && state.view ? hitTest(layout, state.view, pt.x, pt.y) : null);
  const hitAt = (pt) => {
    const h = hitAny(pt);
    return h && (h.kind === 'card' || h.kind === 'square') ? h : null;
  };
  const pileAt = (column, row) => ((state.view && state.view.columns[column]) || []).find((p) => p.row === row) || null;
  const viewer = () => (state.view ? state.view.viewer : -1);
  const over = () => !!(state.view && state.view.phase && state.view.phase.phase === 'over');
  // What a hover, a long press or a click on a discard chip opens: the viewer's own stacks (he
  // knows them card by card; at the end every stack, all face up), or a seat's discards (public).
  const inspectAt = (h) => {
    if (h && h.kind === 'discard') {
      const cards = (state.view.discards && state.view.discards[h.player]) || [];
      return cards.length ? { player: h.player, cards: cards.slice().reverse(), discards: true } : null;
    }
    const pile = h && pileAt(h.column, h.row);
    return pile && (h.column === viewer() || over()) ? { column: h.column, row: h.row, cards: pile.cards } : null;
  };

  /** Acts on a square as a click or the keyboard does: lift, drop, cut or lose. */
  function select(column, row, index = null) {
    endMotion();
    const l = state.legal;
    if (!l) return;
    if (selection) {
      if (isDest(selection, column, row)) return dropOn(row);
      if (selection.column === column && selection.row === row && index === null) return cancel();
    }
    const g = grab(l, column, row, index);
    if (g) {
      pick(g);
      return draw();
    }
    const take = takeAt(l, column, row);
    if (take) {
      const sq = layout ? layout.square(column, row) : { x: 0, y: 0, w: 0, h: 0 };
      return handlers.take({ column, row, maxCount: take.maxCount, anchor: { x: sq.x + sq.w / 2, y: sq.y + sq.h } });
    }
    if (loseAt(l, column, row)) return handlers.lose({ row });
    if (selection) cancel();
  }

  function dropOn(to) {
    const { row, count } = selection;
    drag = null;
    handlers.move({ from: row, count, to });
    // A move the host did not make at once (it asks first) leaves the cards lifted at home, not
    // where the pointer let go of them.
    if (!destroyed) draw();
  }

  /** Changes how many cards are lifted: a step (+1/−1) or {set: n}. */
  function count(change) {
    if (!selection) return;
    const n = typeof change === 'number' ? selection.count + change : change.set;
    pick(setCount(selection, n));
    draw();
  }

  /** Puts lifted cards back and closes the stack inspector; reports whether there was any. */
  function cancel() {
    const had = !!(selection || inspect);
    drag = null;
    inspect = null;
    if (selection) pick(null);
    draw();
    return had;
  }

  // Any press lands a running animation first (captured before the gesture code sees it).
  const land = () => endMotion();
  canvas.addEventListener('pointerdown', land, true);
  const detachInput = attachBoardInput(canvas, {
    press(pt) {
      handlers.focus();
      press = { selected: false, before: selection };
      inspect = null;
      const l = state.legal;
      const h = hitAt(pt);
      if (!l || !h) return false;
      if (selection && isDest(selection, h.column, h.row)) return false;
      const g = grab(l, h.column, h.row, h.kind === 'card' ? h.index : null);
      if (!g) return false;
      pick(g);
      press.selected = true;
      draw();
      return true;
    },
    dragMove(pt) {
      drag = pt;
      split = null;
      canvas.style.cursor = 'grabbing';
      draw();
    },
    drop(pt) {
      drag = null;
      canvas.style.cursor = '';
      const h = hitAt(pt);
      if (selection && h && isDest(selection, h.column, h.row)) return dropOn(h.row);
      pick(null); // an illegal drop snaps back
      draw();
    },
    click(pt) {
      const chip = hitAny(pt);
      if (chip && chip.kind === 'discard' && !(press && press.selected)) {
        const next = inspectAt(chip);
        inspect = inspect && next && inspect.discards && inspect.player === next.player ? null : next;
        return draw();
      }
      const h = hitAt(pt);
      if (!state.legal) {
        if (h) handlers.square({ column: h.column, row: h.row, index: h.kind === 'card' ? h.index : null });
        return;
      }
      if (press && press.selected) {
        const b = press.before;
        // A second click on the same cards puts them back.
        if (b && b.column === selection.column && b.row === selection.row && b.count === selection.count) cancel();
        return;
      }
      if (!h) return cancel();
      select(h.column, h.row, h.kind === 'card' ? h.index : null);
    },
    cancel() {
      drag = null;
      if (selection) pick(null);
      draw();
    },
    hover(pt) {
      const h = pt && !drag ? hitAny(pt) : null;
      const next = inspectAt(h);
      // Over a stack that may move the hand may grab; over a lower card's edge, the split it
      // would make is shown before the press.
      const g = h && h.kind === 'card' && state.legal ? grab(state.legal, h.column, h.row, h.index) : null;
      const nextSplit = g && h.index > 0 ? { column: h.column, row: h.row, count: g.count } : null;
      canvas.style.cursor = g ? 'grab' : '';
      if (JSON.stringify([next, nextSplit]) !== JSON.stringify([inspect, split])) {
        inspect = next;
        split = nextSplit;
        draw();
      }
    },
    longPress(pt) {
      if (selection && press && press.selected) pick(press.before);
      inspect = inspectAt(hitAny(pt));
      draw();
    },
    longPressEnd() {
      inspect = null;
      draw();
    },
  });

  const observer = new ResizeObserver(relayout);
  observer.observe(host);
  // Zooming changes devicePixelRatio without always resizing the element.
  const win = host.ownerDocument.defaultView;
  win.addEventListener('resize', relayout);

  return {
    element: canvas,
    /** Changes what the board shows (only the given keys); a new `legal` drops a stale selection. */
    set(next) {
      if (destroyed) return;
      const factsChanged = next.facts && next.facts !== state.facts;
      const newView = 'view' in next && next.view !== state.view;
      const from = state.view;
      if ('legal' in next && next.legal !== state.legal) {
        if (selection) pick(null, false);
        inspect = null;
        split = null;
      }
      const { motion: asked, ...rest } = next;
      state = { ...state, ...rest };
      if (newView) endMotion(false);
      if (next.strings || factsChanged) renderer.configure({ facts: state.facts, strings: state.strings });
      // The layout depends on the seats at the table (absent ones are narrow): a board first
      // shown blank (behind a hand-off screen) is laid out again once it has a view.
      const playersChanged = layout && state.view && layout.players !== state.view.players;
      const fresh = !layout || factsChanged || playersChanged;
      if (fresh) relayout();
      // Only a new view of the same viewer is animated: not the first one, nor a hand-off.
      else if (newView && asked && from && next.view && from.viewer === next.view.viewer) startMotion(asked, from);
      if (!fresh) draw();
    },
    select,
    count,
    cancel,
    /** A square's rectangle in CSS pixels of the board (for popovers), or null before layout. */
    square(column, row) {
      return layout ? layout.square(column, row) : null;
    },
    get layout() { return layout; },
    get selection() { return selection; },
    get renderer() { return renderer; },
    /** Ends a running animation at once, on the new view (the player turned animation off). */
    finishMotion() {
      endMotion();
    },
    /** Resolves when no animation runs (at once when none does). */
    settled() {
      return motion ? new Promise((resolve) => settle.push(resolve)) : Promise.resolve();
    },
    redraw: draw,
    destroy() {
      if (destroyed) return;
      endMotion(false);
      destroyed = true;
      observer.disconnect();
      canvas.removeEventListener('pointerdown', land, true);
      win.removeEventListener('resize', relayout);
      detachInput();
      renderer.destroy();
      canvas.remove();
    },
  };
}
