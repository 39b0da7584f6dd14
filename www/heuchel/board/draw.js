// What the board draws and how it moves (chessground's render.ts and anim.ts): the view with its
// marks, the lifted cards and the inspector; the animation of the newest actions; the layout as
// the host's size changes. Every function takes the board's state (state.js).

import { computeLayout } from './layout.js';
import { highlights as legalHighlights } from './interaction.js';

// --- What is drawn -------------------------------------------------------------------------
/** Draws the board as it is now: a frame of a running animation, else the view and its marks. */
export function draw(b) {
  const { canvas, renderer } = b;
  if (!b.layout || b.destroyed) return;
  const { view, legal } = b.state;
  if (!view) {
    // A blank board: nothing of any player may show (the hand-off screen lies over it).
    const ctx = canvas.getContext('2d');
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.restore();
    return;
  }
  if (b.motion) {
    const { motion, state } = b;
    const elapsed = performance.now() - motion.start;
    if (elapsed < motion.plan.duration) {
      // The new view less what is in flight, the flight over it; no offers until it lands.
      renderer.draw(b.layout, motion.base, {
        highlights: state.highlights || [], arrows: state.arrows || [], die: state.die || null,
        dim: !!state.dim, flight: { frame: b.motionLib.frameAt(motion.plan, elapsed), draw: b.motionLib.drawFlight },
      });
      return;
    }
    endMotion(b, false);
  }
  // Read after the motion ended: whoever heard of its end may have changed them.
  const { state, selection, drag } = b;
  const marks = [...legalHighlights(legal, { selection }), ...(state.highlights || [])];
  if (b.split && !selection) marks.push({ ...b.split, kind: 'split' });
  if (wantsPlayMarks(marks)) needPlayMarks(b);
  renderer.draw(b.layout, view, {
    highlights: marks,
    arrows: state.arrows || [],
    drag: selection && drag ? { column: selection.column, row: selection.row, count: selection.count, x: drag.x, y: drag.y } : null,
    selection: selection && !drag ? { column: selection.column, row: selection.row, count: selection.count } : null,
    die: state.die || null,
    inspect: b.inspect,
    dim: !!state.dim,
  });
  if (!b.painted) {
    b.painted = true;
    // Lets tests and the measurement script time navigation → first board paint.
    if (globalThis.performance && performance.mark) performance.mark('heuchel:board-painted');
    b.host.dispatchEvent(new CustomEvent('hm-painted', { bubbles: true, composed: true }));
  }
}

// --- Animation -----------------------------------------------------------------------------
// The animation planner is loaded on demand (config.animated): a board that only shows rule
// diagrams never needs it, and the element stays small.
function loadMotion(b) {
  if (!b.motionLoading) b.motionLoading = import('./motion.js').then((lib) => { b.motionLib = lib; });
}

/** A game loads it once the board is on screen, in idle time: the first paint does not wait. */
export function loadMotionAfterPaint(b) {
  const idle = globalThis.requestIdleCallback || ((f) => setTimeout(f, 200));
  b.host.addEventListener('hm-painted', () => idle(() => { if (!b.destroyed) loadMotion(b); }), { once: true });
}

/**
 * The class figures (render/figures.js), which replace the emblems on cards with room for them,
 * are loaded once the board is on screen, in idle time (the first paint does not wait), and drawn
 * from then on; the host hears `hm-figures` once they are drawn.
 */
export function loadFiguresAfterPaint(b) {
  const idle = globalThis.requestIdleCallback || ((f) => setTimeout(f, 200));
  b.host.addEventListener('hm-painted', () => idle(() => {
    if (b.destroyed) return;
    import('../render/figures.js').then((figures) => {
      if (b.destroyed) return;
      b.renderer.configure({ figures });
      draw(b);
      b.host.dispatchEvent(new CustomEvent('hm-figures', { bubbles: true, composed: true }));
    }, (e) => console.warn('the class figures could not be loaded:', e));
  }), { once: true });
}

// The marks of play (render/marks.js: offers, hints, what was taken) are loaded the first time
// the board offers a move or is asked to show one of them, then drawn from the next frame on.
const DIAGRAM_KINDS = ['marked', 'lastMove', 'focus'];
function needPlayMarks(b) {
  if (b.playMarks) return;
  b.playMarks = import('../render/marks.js').then((marks) => {
    if (b.destroyed) return;
    b.renderer.configure({ play: marks });
    draw(b);
  });
}
const wantsPlayMarks = (marks) => marks.some((h) => !DIAGRAM_KINDS.includes(h.kind));

/** Animates from the view `from` to the one shown now through the motion `m` ({entries, perAction}). */
export function startMotion(b, m, from) {
  // Not loaded yet (the very first action of a game, on a slow line): shown without movement.
  if (!b.motionLib) {
    loadMotion(b);
    return;
  }
  const { motionBase, planMotion } = b.motionLib;
  const plan = planMotion(b.layout, from, b.state.view, m.entries, m.perAction);
  if (!plan) return;
  const tick = () => {
    if (!b.motion) return;
    b.motion.frame = requestAnimationFrame(tick);
    draw(b);
  };
  const motion = { plan, base: motionBase(b.state.view, plan), start: performance.now(), frame: 0, timer: 0 };
  b.motion = motion;
  // Where frames are not drawn (a hidden tab, a frame out of sight) it still ends in time, so
  // that whoever waits for it (the computers' next action) goes on.
  motion.timer = setTimeout(() => endMotion(b), plan.duration + 100);
  b.canvas.dataset.motion = 'running';
  motion.frame = requestAnimationFrame(tick);
  // Told last: a listener may end the motion at once (the player turned animation off).
  b.host.dispatchEvent(new CustomEvent('hm-motion-start', { bubbles: true, composed: true, detail: { duration: plan.duration } }));
}

/** Ends a running animation: the new view is drawn at once (unless `redraw` is false). */
export function endMotion(b, redraw = true) {
  if (!b.motion) return;
  cancelAnimationFrame(b.motion.frame);
  clearTimeout(b.motion.timer);
  b.motion = null;
  b.canvas.dataset.motion = 'idle';
  if (redraw) draw(b);
  b.host.dispatchEvent(new CustomEvent('hm-motion-end', { bubbles: true, composed: true, detail: { view: b.state.view } }));
  const waiting = b.settle;
  b.settle = [];
  for (const resolve of waiting) resolve();
}

/** Lays the board out again for the host's size (and the screen's pixel ratio), and draws it. */
export function relayout(b) {
  const { host, state } = b;
  const w = host.clientWidth;
  const h = host.clientHeight;
  if (!w || !h || b.destroyed || !state.facts) {
    endMotion(b, false);
    return;
  }
  b.renderer.resize(w, h, globalThis.devicePixelRatio || 1);
  const before = b.layout;
  b.layout = computeLayout({
    width: w, height: h, players: state.view ? state.view.players : state.players || state.facts.maxPlayers,
    columns: state.facts.columns, rows: state.facts.rows,
  });
  const layout = b.layout;
  // An animation's rectangles hold while the board keeps its size (a new pixel ratio only).
  if (!before || before.width !== w || before.height !== h || before.players !== layout.players) endMotion(b, false);
  draw(b);
}
