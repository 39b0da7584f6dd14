// What a press, a drag, a click or a key does on the market board, as a controller with no DOM:
// the board feeds it points in CSS pixels and key names, and it tells the board what to draw
// (the chosen source, the dragged piece, the keyboard's focus) and when a placement is made.
// Node tests drive it directly.
//
// The host alone decides what may go where: `movable` is [{ source, squares }] with source
// 'stall:n' (a stall of n strokes from the viewer's supply), 'turned' (the tile just turned up),
// 'own' (his own tile) or 'pick:T' (tile T from a face-up pool), and squares the names of the
// squares it may be placed on. A placement is reported only for a listed source on one of its
// squares; anything else snaps back, and a square the piece may not go to is reported as refused
// (for the host to say why). An entry may instead be { source, act, then }: a press, a click or
// Enter on the source reports the action `act` at once (the pool's 'pool' turns its top tile up;
// a tray tile 'pick:T' is chosen as one's own tile), and when the host's answer offers the source
// `then` ('turned'), the same gesture goes on with it: a drag carries the tile just turned up.
// An entry with `held: true` must be placed before anything else: it stays chosen (a drop
// elsewhere, a click beside the market or Escape does not put it back).
// While a piece is chosen or dragged, the square it is aimed at (the pointer over it, a drag over
// it, the keyboard's focus on it) is reported once per square, with whether it may go there: the
// host can say why not before any placement.

const DRAG_START = 6; // px of travel before a press becomes a drag

/** The squares `source` may be placed on ([] when it may not be placed). */
export function destsOf(movable, source) {
  const m = (movable || []).find((e) => e && e.source === source);
  return m && Array.isArray(m.squares) ? m.squares : [];
}

/** Whether `source` must be placed before anything else (an entry with `held`: a tile turned up), so that it stays chosen. */
export function isHeld(movable, source) {
  const m = (movable || []).find((e) => e && e.source === source);
  return !!(m && m.held);
}

/** The action a press on `source` makes at once (an entry with `act`), or null. */
export function actOf(movable, source) {
  const m = (movable || []).find((e) => e && e.source === source);
  return m && typeof m.act === 'string' ? m : null;
}

/** The sources that may be placed or acted on now, in the host's order. */
export function sourcesOf(movable) {
  return (movable || []).filter((e) => e && ((Array.isArray(e.squares) && e.squares.length) || typeof e.act === 'string')).map((e) => e.source);
}

/** Whether `source` may go to `square`. */
export function isLegal(movable, source, square) {
  return !!source && !!square && destsOf(movable, source).includes(square);
}

/**
 * A placement controller. deps: { hit(x, y) (board/layout.js hitTest for the current layout and
 * view), movable() (the host's list, or null), grid() ({ rows, columns, squares } for the
 * keyboard), onPlace({ source, square }), onAct({ source, action }) (an entry's `act`, reported
 * at once; the host answers synchronously with a new movable), onRefuse({ source, square }) (the
 * chosen or dragged piece was put on a square it may not go to), onSelect(source | null),
 * onAim({ source, square, legal } | null) (the chosen or dragged piece is aimed at another square,
 * or at none), onChange() (redraw) }.
 * Returns { press(x, y), move(x, y), release(x, y), hover(x, y), cancel(), key(name),
 * select(source), deselect(), reset(), state } where state is { selected, drag: { source, x, y } | null, focus:
 * { kind: 'square', index } | { kind: 'source', source } | null }.
 */
export function createPlacement(deps) {
  const noop = () => {};
  // The controller's state, read and changed by the functions below.
  const p = {
    deps,
    onPlace: deps.onPlace || noop,
    onAct: deps.onAct || noop,
    onRefuse: deps.onRefuse || noop,
    onSelect: deps.onSelect || noop,
    onAim: deps.onAim || noop,
    onChange: deps.onChange || noop,
    state: { selected: null, drag: null, focus: null },
    down: null, // { x, y, source, wasSelected, dragging }
    aimed: null, // the piece and square last reported as aimed at ("source@square"), or null
  };
  return {
    press: (x, y) => press(p, x, y),
    move: (x, y) => move(p, x, y),
    release: (x, y) => release(p, x, y),
    hover: (x, y) => hover(p, x, y),
    cancel: () => cancel(p),
    key: (name) => key(p, name),
    select: (source, options) => select(p, source, options),
    reset: () => reset(p),
    deselect: () => select(p, null),
    /** Hides the keyboard's focus (a pointer took over). */
    blur() { if (p.state.focus) { p.state.focus = null; p.onChange(); } },
    state: p.state,
  };
}

// The host's list of what may be placed now ([] when it gives none).
function movableNow(p) {
  return p.deps.movable() || [];
}

// Chooses `source` (null: none), reported through onSelect unless `quiet`.
function setSelected(p, source, quiet = false) {
  if (p.state.selected === source) return;
  p.state.selected = source;
  // Another piece aims anew.
  p.aimed = null;
  if (!quiet) p.onSelect(source);
}

// The chosen or dragged piece is aimed at `square` (null: at none): reported once per piece and
// square, with whether it may go there.
function aimAt(p, square) {
  const source = p.state.drag ? p.state.drag.source : p.state.selected;
  const key = source && square ? `${source}@${square}` : null;
  if (key === p.aimed) return;
  const was = p.aimed;
  p.aimed = key;
  if (key) p.onAim({ source, square, legal: isLegal(movableNow(p), source, square) });
  else if (was) p.onAim(null);
}

// The square under (x, y), or null.
function squareAt(p, x, y) {
  const h = p.deps.hit(x, y);
  return h && h.kind === 'square' ? h.square : null;
}

// Places `source` on `square`: the choice and the drag end, and the placement is reported.
function place(p, source, square) {
  p.state.drag = null;
  setSelected(p, null);
  p.onChange();
  p.onPlace({ source, square });
}

// Reports a source's action; returns the source the gesture goes on with (the entry's `then`,
// if the host's answer offers it), or null.
function act(p, entry) {
  setSelected(p, null, true);
  p.onAct({ source: entry.source, action: entry.act });
  return entry.then && destsOf(movableNow(p), entry.then).length ? entry.then : null;
}

// --- Pointer: a press, a drag, a release. ------------------------------------------------------
/** A press at (x, y); true when it took hold of a piece that may be dragged. */
function press(p, x, y) {
  const { state } = p;
  const h = p.deps.hit(x, y);
  state.focus = null;
  const entry = h && h.kind === 'source' ? actOf(movableNow(p), h.source) : null;
  if (entry) {
    const then = act(p, entry);
    p.down = { x, y, source: then, wasSelected: false, dragging: false };
    if (then) setSelected(p, then);
    p.onChange();
    return !!then;
  }
  if (h && h.kind === 'source' && destsOf(movableNow(p), h.source).length) {
    p.down = { x, y, source: h.source, wasSelected: state.selected === h.source, dragging: false };
    setSelected(p, h.source);
    p.onChange();
    return true;
  }
  p.down = { x, y, source: null, wasSelected: false, dragging: false };
  return false;
}

// The pointer moves to (x, y): past a few pixels from the press, the piece held is dragged.
function move(p, x, y) {
  const { down } = p;
  if (!down || !down.source) return;
  if (!down.dragging && Math.hypot(x - down.x, y - down.y) <= DRAG_START) return;
  down.dragging = true;
  p.state.drag = { source: down.source, x, y };
  aimAt(p, squareAt(p, x, y));
  p.onChange();
}

// The pointer moves over (x, y) with nothing pressed: the chosen piece is aimed there.
function hover(p, x, y) {
  if (p.down) return;
  aimAt(p, p.state.selected ? squareAt(p, x, y) : null);
}

// The pointer is lifted at (x, y): a drop after a drag, else a click.
function release(p, x, y) {
  const d = p.down;
  p.down = null;
  if (!d) return;
  const h = p.deps.hit(x, y);
  if (d.dragging) return drop(p, d, h);
  return click(p, d, h);
}

// A drag ends over `h`: the piece is placed there, or snaps back.
function drop(p, d, h) {
  p.state.drag = null;
  const source = d.source;
  if (h && h.kind === 'square' && isLegal(movableNow(p), source, h.square)) return place(p, source, h.square);
  // An illegal drop snaps back: the piece returns, and is still chosen when it must be
  // placed (a tile turned up); a drop on a square is reported, for the host to say why.
  if (!isHeld(movableNow(p), source)) setSelected(p, null);
  p.onChange();
  if (h && h.kind === 'square') p.onRefuse({ source, square: h.square });
}

// A press and release without a drag, on `h`.
function click(p, d, h) {
  const { state } = p;
  // A click. On a source: choose it, or a second click on the chosen one puts it back.
  if (d.source) {
    if (d.wasSelected) setSelected(p, null);
    p.onChange();
    return;
  }
  if (h && h.kind === 'square' && state.selected) {
    if (isLegal(movableNow(p), state.selected, h.square)) return place(p, state.selected, h.square);
    // A square the chosen piece may not go to: it stays chosen, and the host says why.
    p.onRefuse({ source: state.selected, square: h.square });
    return;
  }
  if (state.selected && !isHeld(movableNow(p), state.selected)) {
    setSelected(p, null);
    p.onChange();
  }
}

// Forgets the gesture and puts the chosen piece back (unless it must be placed).
function cancel(p) {
  const { state } = p;
  const had = !!(p.down || state.drag || state.selected);
  p.down = null;
  state.drag = null;
  if (!isHeld(movableNow(p), state.selected)) setSelected(p, null);
  if (had) p.onChange();
}

// --- Keyboard: a focus moves over the market's squares (arrows) and the sources (arrow down
// from the bottom row, left and right among them); Enter or Space chooses a source or places
// the chosen one on the focused square; Escape puts it back.

// Where the focus goes when the keys are first used: the first source, or with a piece chosen,
// the first square it may take.
function firstFocus(p) {
  const { state } = p;
  const sources = sourcesOf(movableNow(p));
  if (!state.selected && sources.length) return { kind: 'source', source: sources[0] };
  const g = p.deps.grid();
  const dests = state.selected ? destsOf(movableNow(p), state.selected) : [];
  const index = dests.length ? Math.max(0, g.squares.indexOf(dests[0])) : 0;
  return { kind: 'square', index };
}

// A key named `name`; true when the controller acted on it.
function key(p, name) {
  const { state } = p;
  const g = p.deps.grid();
  if (!g || !(g.rows > 0) || !(g.columns > 0)) return false;
  const sources = sourcesOf(movableNow(p));
  if (name === 'Escape') {
    const had = !!state.selected && !isHeld(movableNow(p), state.selected);
    if (had) cancel(p);
    return had;
  }
  if (!state.focus) {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Enter', ' '].includes(name)) return false;
    state.focus = firstFocus(p);
    p.onChange();
    return true;
  }
  const f = state.focus;
  if (f.kind === 'square') return keyOnSquare(p, g, sources, f, name);
  return keyOnSource(p, g, sources, f, name);
}

// A key while the focus is on a square of the market.
function keyOnSquare(p, g, sources, f, name) {
  const { state } = p;
  const row = Math.floor(f.index / g.columns), col = f.index % g.columns;
  const to = (r, c) => {
    state.focus = { kind: 'square', index: r * g.columns + c };
    if (state.selected) aimAt(p, g.squares[r * g.columns + c]);
    p.onChange();
    return true;
  };
  switch (name) {
    case 'ArrowLeft': return to(row, Math.max(0, col - 1));
    case 'ArrowRight': return to(row, Math.min(g.columns - 1, col + 1));
    case 'ArrowUp': return to(Math.max(0, row - 1), col);
    case 'ArrowDown':
      if (row < g.rows - 1) return to(row + 1, col);
      if (sources.length) {
        state.focus = { kind: 'source', source: sources[Math.min(sources.length - 1, Math.floor(col * sources.length / g.columns))] };
        p.onChange();
      }
      return true;
    case 'Enter':
    case ' ': {
      const square = g.squares[f.index];
      if (state.selected && isLegal(movableNow(p), state.selected, square)) place(p, state.selected, square);
      else if (state.selected) p.onRefuse({ source: state.selected, square });
      return true;
    }
    default: return false;
  }
}

// A key while the focus is on a source.
function keyOnSource(p, g, sources, f, name) {
  const { state } = p;
  // On a source.
  let i = sources.indexOf(f.source);
  if (i < 0) i = 0;
  switch (name) {
    case 'ArrowLeft':
    case 'ArrowRight':
      if (sources.length) {
        const n = sources.length;
        state.focus = { kind: 'source', source: sources[(i + (name === 'ArrowLeft' ? n - 1 : 1)) % n] };
        p.onChange();
      }
      return true;
    case 'ArrowUp':
    case 'ArrowDown': {
      const col = sources.length ? Math.min(g.columns - 1, Math.floor((i + 0.5) * g.columns / sources.length)) : 0;
      state.focus = { kind: 'square', index: (name === 'ArrowUp' ? g.rows - 1 : 0) * g.columns + col };
      p.onChange();
      return true;
    }
    case 'Enter':
    case ' ':
      return enterOnSource(p, g, sources, f);
    default: return false;
  }
}

// Enter or Space on a source: its action, or it is chosen (or put back when it was).
function enterOnSource(p, g, sources, f) {
  const { state } = p;
  if (!sources.includes(f.source)) return true;
  const entry = actOf(movableNow(p), f.source);
  if (entry) {
    // The pool turns its tile up (and the tile is then the chosen piece); a tray tile is
    // taken as one's own.
    const then = act(p, entry);
    if (then) setSelected(p, then);
    const dests = then ? destsOf(movableNow(p), then) : [];
    const index = dests.length ? g.squares.indexOf(dests[0]) : -1;
    state.focus = index >= 0 ? { kind: 'square', index } : null;
    p.onChange();
    return true;
  }
  setSelected(p, state.selected === f.source ? null : f.source);
  // Having chosen, the focus goes to the first square the piece may take.
  if (state.selected) {
    const dests = destsOf(movableNow(p), state.selected);
    const index = dests.length ? g.squares.indexOf(dests[0]) : -1;
    if (index >= 0) state.focus = { kind: 'square', index };
  }
  p.onChange();
  return true;
}

// --- The host's calls. ----------------------------------------------------------------------
/**
 * Chooses a source as a click on it would (ignored when it may not be placed); `quiet`: the
 * host set it, so onSelect is not called back.
 */
function select(p, source, { quiet = false } = {}) {
  if (source && !destsOf(movableNow(p), source).length) return;
  if (!source && isHeld(movableNow(p), p.state.selected)) return; // it stays in hand until placed
  setSelected(p, source || null, quiet);
  p.onChange();
}

/** Forgets the gesture and the choice without reporting anything (a new position). */
function reset(p) {
  const { state } = p;
  p.down = null;
  state.drag = null;
  if (state.selected && !destsOf(movableNow(p), state.selected).length) setSelected(p, null, true);
  // A piece that must be placed now (a tile turned up) is in hand from the start.
  const held = (movableNow(p) || []).find((e) => e && e.held && Array.isArray(e.squares) && e.squares.length);
  if (held && !state.selected) setSelected(p, held.source, true);
  if (state.focus && state.focus.kind === 'source' && !sourcesOf(movableNow(p)).includes(state.focus.source)) state.focus = null;
}
