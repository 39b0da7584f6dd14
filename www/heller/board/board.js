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
//   strings     the words drawn: { title, you, roundWord, round(n), tiles(n) } (English where
//               not given), and for the canvas's accessible name { label (else the canvas's own
//               aria-label), describe({ focus, selected, view }) (what the keyboard's focus is on) }
//   onPlace({ source, square })  a piece was dropped or put on a square the host allowed
//   onAct({ source, action })    a source with an `act` was pressed, clicked or entered: the
//               host plays the action and answers (synchronously) with a new view and movable
//   onRefuse({ source, square }) a piece was put on a square the host did not allow (the host
//               says why; the board has snapped it back)
//   onSelect(source | null)      a source was chosen or put back (optional: for a hint or a log)
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
  let cfg = { facts: null, view: null, movable: null, selected: null, lastSquare: null, lanes: [], strings: undefined, onPlace: noop, onAct: noop, onRefuse: noop, onSelect: noop, ...config };
  let L = null;
  let pending = null;     // a placement reported and not yet answered: drawn where it went
  let keyboard = false;   // the focus ring shows only while the keys are in use
  let destroyed = false;
  let frame = 0;

  const renderer = createMarketRenderer(canvas, { strings: cfg.strings });
  canvas.tabIndex = canvas.tabIndex >= 0 ? canvas.tabIndex : 0;
  canvas.setAttribute('role', 'application');
  canvas.style.touchAction = 'none';
  const hostLabel = canvas.getAttribute('aria-label');
  const label = () => (cfg.strings && cfg.strings.label) || hostLabel || 'Market square';
  canvas.setAttribute('aria-label', label());

  const ctl = createPlacement({
    hit: (x, y) => hitTest(L, cfg.view, x, y),
    movable: () => cfg.movable,
    grid: () => (cfg.facts ? { rows: cfg.facts.rows, columns: cfg.facts.columns, squares: cfg.facts.squares || [] } : null),
    onPlace: (p) => {
      pending = p;
      schedule();
      cfg.onPlace(p);
    },
    onAct: (a) => cfg.onAct(a),
    onRefuse: (r) => { schedule(); cfg.onRefuse(r); },
    onSelect: (s) => cfg.onSelect(s),
    onChange: () => { describe(); schedule(); },
  });

  // --- Drawing ----------------------------------------------------------------------------------
  function overlay() {
    const st = ctl.state;
    const view = cfg.view;
    return {
      selected: st.selected,
      dests: st.selected ? destsOf(cfg.movable, st.selected) : [],
      sources: sourcesOf(cfg.movable),
      drag: st.drag,
      target: targetOf(st),
      pending,
      last: cfg.lastSquare || null,
      lanes: cfg.lanes || [],
      focus: keyboard ? st.focus : null,
      sourceRect: (src) => sourceRect(L, view, src),
    };
  }

  // The legal square under a dragged piece, where a drop would put it.
  function targetOf(st) {
    if (!st.drag || !L) return null;
    const h = hitTest(L, cfg.view, st.drag.x, st.drag.y);
    return h && h.kind === 'square' && destsOf(cfg.movable, st.drag.source).includes(h.square) ? h.square : null;
  }

  function draw() {
    frame = 0;
    if (destroyed) return;
    if (!L) relayout(false);
    renderer.draw(L, cfg.view, overlay());
  }

  function schedule() {
    if (frame || destroyed) return;
    const raf = globalThis.requestAnimationFrame || ((f) => setTimeout(f, 16));
    frame = raf(draw) || 1;
  }

  let sized = null; // the CSS size last laid out and the pixel size it gave the canvas
  function relayout(redraw = true) {
    if (destroyed || !cfg.facts) return;
    const w = Math.max(1, Math.round(canvas.clientWidth || canvas.width));
    const h = Math.max(1, Math.round(canvas.clientHeight || canvas.height));
    // A canvas the page left without a CSS size takes its pixel size as its size: growing it by
    // the pixel ratio at each resize would never end. That size is not taken as a new one.
    if (sized && L && w === canvas.width && h === canvas.height && (w !== sized.w || h !== sized.h)) return;
    renderer.resize(w, h, globalThis.devicePixelRatio || 1);
    sized = { w, h };
    const view = cfg.view;
    L = computeLayout(w, h, view ? view.players : 1, { ...cfg.facts, kinds: kindsOf(cfg.facts, view), noLuck: !!(view && view.noLuck), focus: focusOf(view) });
    if (redraw) draw();
  }

  // The accessible name follows the keyboard's focus: what is there, and whether the chosen
  // piece may go there.
  function describe() {
    const f = keyboard ? ctl.state.focus : null;
    const view = cfg.view;
    if (!f || !view) return canvas.setAttribute('aria-label', label());
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
  let pointer = null;
  const local = (e) => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  function onDown(e) {
    if (pointer !== null || (e.pointerType === 'mouse' && e.button !== 0)) return;
    pointer = e.pointerId;
    keyboard = false;
    ctl.blur();
    try { canvas.setPointerCapture(e.pointerId); } catch { /* the pointer is gone already */ }
    const p = local(e);
    if (ctl.press(p.x, p.y)) canvas.style.cursor = 'grabbing';
    if (canvas.focus) canvas.focus({ preventScroll: true });
    e.preventDefault();
  }
  function onMove(e) {
    const p = local(e);
    if (pointer === null) {
      if (e.pointerType === 'mouse') hover(p);
      return;
    }
    if (e.pointerId === pointer) ctl.move(p.x, p.y);
  }
  function onUp(e) {
    if (e.pointerId !== pointer) return;
    pointer = null;
    const p = local(e);
    ctl.release(p.x, p.y);
    hover(p);
  }
  function onCancel(e) {
    if (e.pointerId !== pointer) return;
    pointer = null;
    ctl.cancel();
  }
  function hover(p) {
    const h = hitTest(L, cfg.view, p.x, p.y);
    let cursor = '';
    if (h && h.kind === 'source' && (destsOf(cfg.movable, h.source).length || actOf(cfg.movable, h.source))) cursor = actOf(cfg.movable, h.source) ? 'pointer' : 'grab';
    else if (h && h.kind === 'square' && ctl.state.selected && destsOf(cfg.movable, ctl.state.selected).includes(h.square)) cursor = 'pointer';
    canvas.style.cursor = cursor;
  }
  function onKey(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const was = keyboard;
    keyboard = true;
    const handled = ctl.key(e.key);
    if (handled) e.preventDefault();
    if (!was) { describe(); schedule(); }
  }
  function onBlur() {
    if (!keyboard) return;
    keyboard = false;
    describe();
    schedule();
  }
  const noMenu = (e) => e.preventDefault();
  const listeners = { pointerdown: onDown, pointermove: onMove, pointerup: onUp, pointercancel: onCancel, keydown: onKey, blur: onBlur, contextmenu: noMenu };
  for (const [type, fn] of Object.entries(listeners)) canvas.addEventListener(type, fn);

  const observer = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(() => relayout()) : null;
  if (observer) observer.observe(canvas);
  // A change of zoom changes the device pixel ratio without always resizing the element.
  const win = canvas.ownerDocument && canvas.ownerDocument.defaultView;
  const onWinResize = () => relayout();
  if (win) win.addEventListener('resize', onWinResize);

  if (cfg.selected) ctl.select(cfg.selected, { quiet: true });
  relayout();

  return {
    /** Changes what the board shows (only the keys given) and redraws. */
    set(next = {}) {
      if (destroyed) return;
      const before = cfg;
      cfg = { ...cfg, ...next };
      if (next.strings) renderer.configure({ strings: cfg.strings });
      if (('view' in next && next.view !== before.view) || ('movable' in next && next.movable !== before.movable)) {
        pending = null;
        ctl.reset();
      }
      // The host's choice, taken without reporting it back.
      if ('selected' in next && next.selected !== ctl.state.selected) ctl.select(next.selected, { quiet: true });
      const v0 = before.view, v1 = cfg.view;
      const reshaped = !L || next.facts !== undefined && next.facts !== before.facts
        || (v1 && (!v0 || v0.players !== v1.players || !!v0.noLuck !== !!v1.noLuck || kindsOf(cfg.facts, v0) !== kindsOf(cfg.facts, v1)
          || focusOf(v0) !== focusOf(v1)));
      if (reshaped) relayout();
      else schedule();
      describe();
    },
    /** Lights up the lanes being scored ([] or null: none). */
    highlightLanes(lanes) {
      if (destroyed) return;
      cfg = { ...cfg, lanes: lanes || [] };
      schedule();
    },
    /** Chooses a source as a click would (a host's own button, say). */
    select(source) { ctl.select(source); },
    /** Puts the chosen piece back; true when one was chosen. */
    cancel() {
      const had = !!ctl.state.selected;
      ctl.cancel();
      return had;
    },
    /** Draws at once (otherwise the board draws on the next animation frame). */
    redraw: draw,
    get layout() { return L; },
    get selected() { return ctl.state.selected; },
    /**
     * Where a square ("c3") or a source ('stall:2', 'pool', 'turned', 'own', 'pick:R4') is drawn: its
     * centre in the canvas's CSS pixels, or null when it is not on the board (a host places a
     * popover there; tests press it).
     */
    pointOf(target) {
      if (!L) return null;
      const cell = L.cells.find((c) => c.square === target);
      const r = cell || sourceRect(L, cfg.view, target);
      return r ? { x: r.x + r.w / 2, y: r.y + r.h / 2 } : null;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      if (frame && globalThis.cancelAnimationFrame) cancelAnimationFrame(frame);
      if (observer) observer.disconnect();
      if (win) win.removeEventListener('resize', onWinResize);
      for (const [type, fn] of Object.entries(listeners)) canvas.removeEventListener(type, fn);
      renderer.destroy();
    },
  };
}
