// The market board of Auf Heller und Pfennig: draws a view, lets the person at it place a piece
// and reports the placement (chessground's "no game logic inside"). It knows nothing of the
// rules or the engine: the host tells it what may be placed where and answers a placement with
// a new view.
//
// createMarketBoard(canvas, config). The page sizes the canvas with CSS (width and height); the
// board keeps the canvas's pixels matched to that size and the device pixel ratio (a
// ResizeObserver), makes it focusable and takes pointer (mouse, pen, touch) and key input on it.
// config (every key optional except facts; set() changes any of them later):
//   facts       the engine's boardFacts(): { rows, columns, squares (names in cell index order) }
//   view        the engine's View for the person at the board (or a spectator), or null
//   movable     what may be placed now: [{ source, squares }], source 'stall:n' | 'turned' | 'own' |
//               'pick:T', or a source acted on at once [{ source: 'pool' | 'pick:T', act, then }]
//               (interaction.js), or null/[] when nothing may (the board only shows)
//   selected    the source chosen (the host may set it, say from a button of its own; the board
//               changes it on a click or a key and reports that through onSelect), or null
//   lastSquare  the square last placed on (marked), or null
//   lanes       lanes being scored: [{ lane: { row } | { column }, parts: [{ squares }] }]
//   marks       squares marked for the host's reasons: [{ square, kind: 'why' }] (a refused
//               placement's taken square), drawn over the pieces
//   strings     the words drawn: { title, you, roundWord, round(n), tiles(n) } (English where
//               not given), and for the canvas's accessible name { label (else the canvas's own
//               aria-label), describe({ focus, selected, view }) (what the keyboard's focus is on) }
//   onPlace({ source, square })  a piece was dropped or put on a square the host allowed
//   onAct({ source, action })    a source with an `act` was pressed, clicked or entered: the
//               host plays the action and answers (synchronously) with a new view and movable
//   onRefuse({ source, square }) a piece was put on a square the host did not allow (the host
//               says why; the board has snapped it back)
//   onSelect(source | null)      a source was chosen or put back (optional: for a hint or a log)
//   onAim({ source, square, legal } | null)  the chosen or dragged piece is aimed at a square
//               (the pointer over it, a drag over it, the keyboard's focus on it), or at none:
//               for the host to say why not before anything is placed (optional)
// Returns { set(partial), highlightLanes(lanes), select(source), cancel(), redraw(), destroy(),
// pointOf(square | source), layout (getter), selected (getter) }.

import { layout as computeLayout, hitTest, sourceRect } from './layout.js';
import { actOf, createPlacement, destsOf, sourcesOf } from './interaction.js';
import { createMarketRenderer } from '../render/index.js';

const noop = () => {};

// The stall kinds of a supply (I, II, …): the engine's facts.stalls, else how many entries a
// merchant's supply has in the view.
function kindsOf(facts, view) {
  if (facts && Array.isArray(facts.stalls) && facts.stalls.length) return facts.stalls.length;
  const s = view && view.supply && view.supply[0];
  return Array.isArray(s) && s.length ? s.length : 1;
}

// The merchant at the board (the view's viewer, when he is a player), whose panel an upright
// layout makes large enough for a finger.
function focusOf(view) {
  return view && Number.isInteger(view.viewer) && view.viewer < view.players ? view.viewer : null;
}
/** Makes a market board on `canvas`; see the top of this file for `config`. */
export function createMarketBoard(canvas, config = {}) {
  const cfg = { facts: null, view: null, movable: null, selected: null, lastSquare: null, lanes: [], marks: [], strings: undefined, onPlace: noop, onAct: noop, onRefuse: noop, onSelect: noop, onAim: noop, ...config };
  // The board's state, read and changed by the functions below.
  const b = {
    canvas,
    cfg,
    L: null,
    pending: null,     // a placement reported and not yet answered: drawn where it went
    keyboard: false,   // the focus ring shows only while the keys are in use
    destroyed: false,
    frame: 0,
    sized: null,       // the CSS size last laid out and the pixel size it gave the canvas
    pointer: null,     // the pointer pressed on the board, until it is lifted
    renderer: createMarketRenderer(canvas, { strings: cfg.strings }),
    // Set below: hostLabel (the canvas's own aria-label), ctl (the placement controller),
    // listeners, observer, win and onWinResize (what destroy() lets go of).
  };
  prepareCanvas(b);
  b.ctl = createPlacement(placementDeps(b));
  listen(b);
  if (b.cfg.selected) b.ctl.select(b.cfg.selected, { quiet: true });
  relayout(b);
  return boardApi(b);
}

// The canvas made ready for input: focusable, an application to assistive technology, its
// touches the board's own, and its accessible name.
function prepareCanvas(b) {
  const { canvas } = b;
  canvas.tabIndex = canvas.tabIndex >= 0 ? canvas.tabIndex : 0;
  canvas.setAttribute('role', 'application');
  canvas.style.touchAction = 'none';
  b.hostLabel = canvas.getAttribute('aria-label');
  canvas.setAttribute('aria-label', label(b));
}

// The canvas's accessible name when the keyboard's focus is on nothing.
function label(b) {
  return (b.cfg.strings && b.cfg.strings.label) || b.hostLabel || 'Market square';
}

// What the placement controller (interaction.js) asks of the board and tells it.
function placementDeps(b) {
  return {
    hit: (x, y) => hitTest(b.L, b.cfg.view, x, y),
    movable: () => b.cfg.movable,
    grid: () => (b.cfg.facts ? { rows: b.cfg.facts.rows, columns: b.cfg.facts.columns, squares: b.cfg.facts.squares || [] } : null),
    onPlace: (p) => {
      b.pending = p;
      schedule(b);
      b.cfg.onPlace(p);
    },
    onAct: (a) => b.cfg.onAct(a),
    onRefuse: (r) => { schedule(b); b.cfg.onRefuse(r); },
    onSelect: (s) => b.cfg.onSelect(s),
    onAim: (a) => b.cfg.onAim(a),
    onChange: () => { describe(b); schedule(b); },
  };
}

// --- Drawing ----------------------------------------------------------------------------------
// What the renderer draws over the view: the choice, the drag, the marks and the focus.
function overlay(b) {
  const st = b.ctl.state;
  const { cfg } = b;
  const view = cfg.view;
  return {
    selected: st.selected,
    dests: st.selected ? destsOf(cfg.movable, st.selected) : [],
    sources: sourcesOf(cfg.movable),
    drag: st.drag,
    target: targetOf(b, st),
    pending: b.pending,
    last: cfg.lastSquare || null,
    lanes: cfg.lanes || [],
    marks: cfg.marks || [],
    focus: b.keyboard ? st.focus : null,
    sourceRect: (src) => sourceRect(b.L, view, src),
  };
}

// The legal square under a dragged piece, where a drop would put it.
function targetOf(b, st) {
  if (!st.drag || !b.L) return null;
  const h = hitTest(b.L, b.cfg.view, st.drag.x, st.drag.y);
  return h && h.kind === 'square' && destsOf(b.cfg.movable, st.drag.source).includes(h.square) ? h.square : null;
}

// Draws the board now.
function draw(b) {
  b.frame = 0;
  // Nothing is drawn before the first view: a board made before its table is known (the page
  // makes it, then sets the view) would paint the ground for one merchant, only to paint it
  // again for the table's number at once (about 40 ms before the page's first paint).
  if (b.destroyed || !b.cfg.view) return;
  if (!b.L) relayout(b, false);
  b.renderer.draw(b.L, b.cfg.view, overlay(b));
}

// Draws the board on the next animation frame (once, however often it is asked).
function schedule(b) {
  if (b.frame || b.destroyed) return;
  const raf = globalThis.requestAnimationFrame || ((f) => setTimeout(f, 16));
  b.frame = raf(() => draw(b)) || 1;
}

// Lays the board out anew for the canvas's size and the view's table, and draws it (`redraw`).
function relayout(b, redraw = true) {
  const { canvas, cfg } = b;
  if (b.destroyed || !cfg.facts) return;
  const w = Math.max(1, Math.round(canvas.clientWidth || canvas.width));
  const h = Math.max(1, Math.round(canvas.clientHeight || canvas.height));
  // A canvas the page left without a CSS size takes its pixel size as its size: growing it by
  // the pixel ratio at each resize would never end. That size is not taken as a new one.
  if (b.sized && b.L && w === canvas.width && h === canvas.height && (w !== b.sized.w || h !== b.sized.h)) return;
  b.renderer.resize(w, h, globalThis.devicePixelRatio || 1);
  b.sized = { w, h };
  const view = cfg.view;
  b.L = computeLayout(w, h, view ? view.players : 1, { ...cfg.facts, kinds: kindsOf(cfg.facts, view), noLuck: !!(view && view.noLuck), focus: focusOf(view) });
  if (redraw) draw(b);
}

// The accessible name follows the keyboard's focus: what is there, and whether the chosen
// piece may go there.
function describe(b) {
  const { canvas, cfg, ctl } = b;
  const f = b.keyboard ? ctl.state.focus : null;
  const view = cfg.view;
  if (!f || !view) return canvas.setAttribute('aria-label', label(b));
  const words = cfg.strings && cfg.strings.describe;
  if (typeof words === 'function') return canvas.setAttribute('aria-label', words({ focus: f, selected: ctl.state.selected, view }));
  let text;
  if (f.kind === 'square') {
    const square = (cfg.facts.squares || [])[f.index] || String(f.index);
    const cell = view.market && view.market.cells[f.index];
    const what = !cell || cell.kind === 'empty' ? 'free'
      : cell.kind === 'tile' ? `tile ${cell.tile}` : `stall ${'I'.repeat(cell.stall)} of seat ${cell.player + 1}`;
    const ok = ctl.state.selected && destsOf(cfg.movable, ctl.state.selected).includes(square);
    text = `${square}, ${what}${ok ? ', press Enter to place' : ''}`;
  } else {
    const m = /^stall:(\d+)$/.exec(f.source);
    text = m ? `stall ${'I'.repeat(Number(m[1]))}` : f.source === 'own' ? 'your own tile' : f.source === 'pool' ? 'the pool'
      : f.source === 'turned' ? 'the tile turned up' : `tile ${f.source.slice(5)}`;
    text += ctl.state.selected === f.source ? ', chosen' : ', press Enter to choose';
  }
  canvas.setAttribute('aria-label', text);
}

// --- Input ------------------------------------------------------------------------------------
// The board listens to its canvas (pointer, keys, focus), to the canvas's size and to the
// window's (a change of zoom).
function listen(b) {
  const { canvas } = b;
  const noMenu = (e) => e.preventDefault();
  b.listeners = {
    pointerdown: (e) => onDown(b, e), pointermove: (e) => onMove(b, e), pointerup: (e) => onUp(b, e),
    pointercancel: (e) => onCancel(b, e), keydown: (e) => onKey(b, e), blur: () => onBlur(b), contextmenu: noMenu,
  };
  for (const [type, fn] of Object.entries(b.listeners)) canvas.addEventListener(type, fn);

  b.observer = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(() => relayout(b)) : null;
  if (b.observer) b.observer.observe(canvas);
  // A change of zoom changes the device pixel ratio without always resizing the element.
  b.win = canvas.ownerDocument && canvas.ownerDocument.defaultView;
  b.onWinResize = () => relayout(b);
  if (b.win) b.win.addEventListener('resize', b.onWinResize);
}

// A pointer event's point in the canvas's CSS pixels.
function local(b, e) {
  const r = b.canvas.getBoundingClientRect();
  return { x: e.clientX - r.left, y: e.clientY - r.top };
}

// A press (the main mouse button, a pen, a finger): the board takes the pointer and the focus.
function onDown(b, e) {
  const { canvas } = b;
  if (b.pointer !== null || (e.pointerType === 'mouse' && e.button !== 0)) return;
  b.pointer = e.pointerId;
  b.keyboard = false;
  b.ctl.blur();
  try { canvas.setPointerCapture(e.pointerId); } catch { /* the pointer is gone already */ }
  const p = local(b, e);
  if (b.ctl.press(p.x, p.y)) canvas.style.cursor = 'grabbing';
  if (canvas.focus) canvas.focus({ preventScroll: true });
  e.preventDefault();
}

// A pointer moving: a drag when pressed, else a mouse's hover.
function onMove(b, e) {
  const p = local(b, e);
  if (b.pointer === null) {
    if (e.pointerType === 'mouse') hover(b, p);
    return;
  }
  if (e.pointerId === b.pointer) b.ctl.move(p.x, p.y);
}

// The pointer lifted: a drop or a click.
function onUp(b, e) {
  if (e.pointerId !== b.pointer) return;
  b.pointer = null;
  const p = local(b, e);
  b.ctl.release(p.x, p.y);
  hover(b, p);
}

// The pointer taken away (by the browser): the gesture is forgotten.
function onCancel(b, e) {
  if (e.pointerId !== b.pointer) return;
  b.pointer = null;
  b.ctl.cancel();
}

// The cursor over point p: a hand on what may be taken, a pointer on what a click does.
function hover(b, p) {
  const { cfg, ctl } = b;
  const h = hitTest(b.L, cfg.view, p.x, p.y);
  let cursor = '';
  if (h && h.kind === 'source' && (destsOf(cfg.movable, h.source).length || actOf(cfg.movable, h.source))) cursor = actOf(cfg.movable, h.source) ? 'pointer' : 'grab';
  else if (h && h.kind === 'square' && ctl.state.selected && destsOf(cfg.movable, ctl.state.selected).includes(h.square)) cursor = 'pointer';
  b.canvas.style.cursor = cursor;
  ctl.hover(p.x, p.y);
}

// A key: the keyboard is in use (its focus shows) and the controller acts on it.
function onKey(b, e) {
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  const was = b.keyboard;
  b.keyboard = true;
  const handled = b.ctl.key(e.key);
  if (handled) e.preventDefault();
  if (!was) { describe(b); schedule(b); }
}

// The focus left the board: its ring goes.
function onBlur(b) {
  if (!b.keyboard) return;
  b.keyboard = false;
  describe(b);
  schedule(b);
}

// --- The board's methods ------------------------------------------------------------------------
// What createMarketBoard returns: see the top of this file.
function boardApi(b) {
  return {
    /** Changes what the board shows (only the keys given) and redraws. */
    set(next = {}) { setConfig(b, next); },
    /** Lights up the lanes being scored ([] or null: none). */
    highlightLanes(lanes) {
      if (b.destroyed) return;
      b.cfg = { ...b.cfg, lanes: lanes || [] };
      schedule(b);
    },
    /** Chooses a source as a click would (a host's own button, say). */
    select(source) { b.ctl.select(source); },
    /** Puts the chosen piece back; true when one was chosen. */
    cancel() {
      const had = !!b.ctl.state.selected;
      b.ctl.cancel();
      return had;
    },
    /** Draws at once (otherwise the board draws on the next animation frame). */
    redraw: () => draw(b),
    get layout() { return b.L; },
    get selected() { return b.ctl.state.selected; },
    /**
     * Where a square ("c3") or a source ('stall:2', 'pool', 'turned', 'own', 'pick:R4') is drawn: its
     * centre in the canvas's CSS pixels, or null when it is not on the board (a host places a
     * popover there; tests press it).
     */
    pointOf(target) {
      if (!b.L) return null;
      const cell = b.L.cells.find((c) => c.square === target);
      const r = cell || sourceRect(b.L, b.cfg.view, target);
      return r ? { x: r.x + r.w / 2, y: r.y + r.h / 2 } : null;
    },
    destroy() { destroyBoard(b); },
  };
}

// The host changes what the board shows: a new view or movable forgets the gesture, a new shape
// of table lays the board out anew.
function setConfig(b, next) {
  if (b.destroyed) return;
  const before = b.cfg;
  b.cfg = { ...b.cfg, ...next };
  const { cfg, ctl } = b;
  if (next.strings) b.renderer.configure({ strings: cfg.strings });
  if (('view' in next && next.view !== before.view) || ('movable' in next && next.movable !== before.movable)) {
    b.pending = null;
    ctl.reset();
  }
  // The host's choice, taken without reporting it back.
  if ('selected' in next && next.selected !== ctl.state.selected) ctl.select(next.selected, { quiet: true });
  const v0 = before.view, v1 = cfg.view;
  const reshaped = !b.L || next.facts !== undefined && next.facts !== before.facts
    || (v1 && (!v0 || v0.players !== v1.players || !!v0.noLuck !== !!v1.noLuck || kindsOf(cfg.facts, v0) !== kindsOf(cfg.facts, v1)
      || focusOf(v0) !== focusOf(v1)));
  if (reshaped) relayout(b);
  else schedule(b);
  describe(b);
}

// The board let go of: its frame, its observers and listeners, its renderer.
function destroyBoard(b) {
  if (b.destroyed) return;
  b.destroyed = true;
  if (b.frame && globalThis.cancelAnimationFrame) cancelAnimationFrame(b.frame);
  if (b.observer) b.observer.disconnect();
  if (b.win) b.win.removeEventListener('resize', b.onWinResize);
  for (const [type, fn] of Object.entries(b.listeners)) b.canvas.removeEventListener(type, fn);
  b.renderer.destroy();
}
