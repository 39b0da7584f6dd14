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
 * onChange() (redraw) }.
 * Returns { press(x, y), move(x, y), release(x, y), cancel(), key(name), select(source),
 * deselect(), reset(), state } where state is { selected, drag: { source, x, y } | null, focus:
 * { kind: 'square', index } | { kind: 'source', source } | null }.
 */
export function createPlacement(deps) {
  const noop = () => {};
  const onPlace = deps.onPlace || noop;
  const onAct = deps.onAct || noop;
  const onRefuse = deps.onRefuse || noop;
  const onSelect = deps.onSelect || noop;
  const onChange = deps.onChange || noop;
  const movable = () => deps.movable() || [];
  const state = { selected: null, drag: null, focus: null };
  let down = null; // { x, y, source, wasSelected, dragging }

  function setSelected(source, quiet = false) {
    if (state.selected === source) return;
    state.selected = source;
    if (!quiet) onSelect(source);
  }

  function place(source, square) {
    state.drag = null;
    setSelected(null);
    onChange();
    onPlace({ source, square });
  }

  // Reports a source's action; returns the source the gesture goes on with (the entry's `then`,
  // if the host's answer offers it), or null.
  function act(entry) {
    setSelected(null, true);
    onAct({ source: entry.source, action: entry.act });
    return entry.then && destsOf(movable(), entry.then).length ? entry.then : null;
  }

  /** A press at (x, y); true when it took hold of a piece that may be dragged. */
  function press(x, y) {
    const h = deps.hit(x, y);
    state.focus = null;
    const entry = h && h.kind === 'source' ? actOf(movable(), h.source) : null;
    if (entry) {
      const then = act(entry);
      down = { x, y, source: then, wasSelected: false, dragging: false };
      if (then) setSelected(then);
      onChange();
      return !!then;
    }
    if (h && h.kind === 'source' && destsOf(movable(), h.source).length) {
      down = { x, y, source: h.source, wasSelected: state.selected === h.source, dragging: false };
      setSelected(h.source);
      onChange();
      return true;
    }
    down = { x, y, source: null, wasSelected: false, dragging: false };
    return false;
  }

  function move(x, y) {
    if (!down || !down.source) return;
    if (!down.dragging && Math.hypot(x - down.x, y - down.y) <= DRAG_START) return;
    down.dragging = true;
    state.drag = { source: down.source, x, y };
    onChange();
  }

  function release(x, y) {
    const d = down;
    down = null;
    if (!d) return;
    const h = deps.hit(x, y);
    if (d.dragging) {
      state.drag = null;
      const source = d.source;
      if (h && h.kind === 'square' && isLegal(movable(), source, h.square)) return place(source, h.square);
      // An illegal drop snaps back: the piece returns, and is still chosen when it must be
      // placed (a tile turned up); a drop on a square is reported, for the host to say why.
      if (!isHeld(movable(), source)) setSelected(null);
      onChange();
      if (h && h.kind === 'square') onRefuse({ source, square: h.square });
      return;
    }
    // A click. On a source: choose it, or a second click on the chosen one puts it back.
    if (d.source) {
      if (d.wasSelected) setSelected(null);
      onChange();
      return;
    }
    if (h && h.kind === 'square' && state.selected) {
      if (isLegal(movable(), state.selected, h.square)) return place(state.selected, h.square);
      // A square the chosen piece may not go to: it stays chosen, and the host says why.
      onRefuse({ source: state.selected, square: h.square });
      return;
    }
    if (state.selected && !isHeld(movable(), state.selected)) {
      setSelected(null);
      onChange();
    }
  }

  function cancel() {
    const had = !!(down || state.drag || state.selected);
    down = null;
    state.drag = null;
    if (!isHeld(movable(), state.selected)) setSelected(null);
    if (had) onChange();
  }

  // --- Keyboard: a focus moves over the market's squares (arrows) and the sources (arrow down
  // from the bottom row, left and right among them); Enter or Space chooses a source or places
  // the chosen one on the focused square; Escape puts it back.
  function firstFocus() {
    const sources = sourcesOf(movable());
    if (!state.selected && sources.length) return { kind: 'source', source: sources[0] };
    const g = deps.grid();
    const dests = state.selected ? destsOf(movable(), state.selected) : [];
    const index = dests.length ? Math.max(0, g.squares.indexOf(dests[0])) : 0;
    return { kind: 'square', index };
  }

  function key(name) {
    const g = deps.grid();
    if (!g || !(g.rows > 0) || !(g.columns > 0)) return false;
    const sources = sourcesOf(movable());
    if (name === 'Escape') {
      const had = !!state.selected && !isHeld(movable(), state.selected);
      if (had) cancel();
      return had;
    }
    if (!state.focus) {
      if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Enter', ' '].includes(name)) return false;
      state.focus = firstFocus();
      onChange();
      return true;
    }
    const f = state.focus;
    if (f.kind === 'square') {
      const row = Math.floor(f.index / g.columns), col = f.index % g.columns;
      const to = (r, c) => { state.focus = { kind: 'square', index: r * g.columns + c }; onChange(); return true; };
      switch (name) {
        case 'ArrowLeft': return to(row, Math.max(0, col - 1));
        case 'ArrowRight': return to(row, Math.min(g.columns - 1, col + 1));
        case 'ArrowUp': return to(Math.max(0, row - 1), col);
        case 'ArrowDown':
          if (row < g.rows - 1) return to(row + 1, col);
          if (sources.length) {
            state.focus = { kind: 'source', source: sources[Math.min(sources.length - 1, Math.floor(col * sources.length / g.columns))] };
            onChange();
          }
          return true;
        case 'Enter':
        case ' ': {
          const square = g.squares[f.index];
          if (state.selected && isLegal(movable(), state.selected, square)) place(state.selected, square);
          else if (state.selected) onRefuse({ source: state.selected, square });
          return true;
        }
        default: return false;
      }
    }
    // On a source.
    let i = sources.indexOf(f.source);
    if (i < 0) i = 0;
    switch (name) {
      case 'ArrowLeft':
      case 'ArrowRight':
        if (sources.length) {
          const n = sources.length;
          state.focus = { kind: 'source', source: sources[(i + (name === 'ArrowLeft' ? n - 1 : 1)) % n] };
          onChange();
        }
        return true;
      case 'ArrowUp':
      case 'ArrowDown': {
        const col = sources.length ? Math.min(g.columns - 1, Math.floor((i + 0.5) * g.columns / sources.length)) : 0;
        state.focus = { kind: 'square', index: (name === 'ArrowUp' ? g.rows - 1 : 0) * g.columns + col };
        onChange();
        return true;
      }
      case 'Enter':
      case ' ': {
        if (!sources.includes(f.source)) return true;
        const entry = actOf(movable(), f.source);
        if (entry) {
          // The pool turns its tile up (and the tile is then the chosen piece); a tray tile is
          // taken as one's own.
          const then = act(entry);
          if (then) setSelected(then);
          const dests = then ? destsOf(movable(), then) : [];
          const index = dests.length ? g.squares.indexOf(dests[0]) : -1;
          state.focus = index >= 0 ? { kind: 'square', index } : null;
          onChange();
          return true;
        }
        setSelected(state.selected === f.source ? null : f.source);
        // Having chosen, the focus goes to the first square the piece may take.
        if (state.selected) {
          const dests = destsOf(movable(), state.selected);
          const index = dests.length ? g.squares.indexOf(dests[0]) : -1;
          if (index >= 0) state.focus = { kind: 'square', index };
        }
        onChange();
        return true;
      }
      default: return false;
    }
  }

  /**
   * Chooses a source as a click on it would (ignored when it may not be placed); `quiet`: the
   * host set it, so onSelect is not called back.
   */
  function select(source, { quiet = false } = {}) {
    if (source && !destsOf(movable(), source).length) return;
    if (!source && isHeld(movable(), state.selected)) return; // it stays in hand until placed
    setSelected(source || null, quiet);
    onChange();
  }

  /** Forgets the gesture and the choice without reporting anything (a new position). */
  function reset() {
    down = null;
    state.drag = null;
    if (state.selected && !destsOf(movable(), state.selected).length) setSelected(null, true);
    // A piece that must be placed now (a tile turned up) is in hand from the start.
    const held = (movable() || []).find((e) => e && e.held && Array.isArray(e.squares) && e.squares.length);
    if (held && !state.selected) setSelected(held.source, true);
    if (state.focus && state.focus.kind === 'source' && !sourcesOf(movable()).includes(state.focus.source)) state.focus = null;
  }

  return {
    press, move, release, cancel, key, select, reset,
    deselect: () => select(null),
    /** Hides the keyboard's focus (a pointer took over). */
    blur() { if (state.focus) { state.focus = null; onChange(); } },
    state,
  };
}
