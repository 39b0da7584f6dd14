// Maps what the engine offers (legal()) onto board cells and overlay highlights. Only lookups
// into legal(): which rows may move, where to, which stacks may be taken or lost.

// The move entry for the stack on (column, row), if the acting player may move it.
export function moveAt(legal, column, row) {
  if (!legal || column !== legal.player) return null;
  return legal.moves.find((m) => m.from === row) || null;
}

// A press anywhere on a stack (index null or 0, the top card) takes as much of it as may move:
// the whole stack, as a hand would lift it. A split is deliberate: a press on the edge of the
// card at `index` beneath the top (layout.splitIndexAt) splits the stack there: the `index`
// cards above that edge go, the pressed card stays. So every count is one press away.
export function grab(legal, column, row, index) {
  const move = moveAt(legal, column, row);
  if (!move) return null;
  const count = !index ? move.maxCount : Math.min(index, move.maxCount);
  return { column, row, count, maxCount: move.maxCount, dests: move.dests };
}

export function isDest(selection, column, row) {
  return !!selection && column === selection.column && selection.dests.includes(row);
}

export function takeAt(legal, column, row) {
  if (!legal || legal.step !== 'favours' || row !== legal.favourRow) return null;
  return legal.takes.find((tk) => tk.column === column) || null;
}

export function loseAt(legal, column, row) {
  if (!legal || legal.step !== 'rolled' || column !== legal.player) return false;
  return legal.loses.includes(row);
}

// A new count for the selection, kept within 1..maxCount.
export function setCount(selection, count) {
  return { ...selection, count: Math.max(1, Math.min(selection.maxCount, count)) };
}

// The last move in a list of log entries (the newest wins): {column, from, to} or null.
export function lastMove(entries) {
  for (let i = entries.length - 1; i >= 0; i--) {
    const evs = entries[i].events;
    for (let j = evs.length - 1; j >= 0; j--) {
      if (evs[j].event === 'moved') return { column: evs[j].player, from: evs[j].from, to: evs[j].to };
    }
  }
  return null;
}

// The square a favour was just taken from, if the newest entry is a take: {column, row} or null.
// (Each favour is its own action, so a person following a computer sees every one.)
export function lastTake(entries) {
  const newest = entries[entries.length - 1];
  const took = newest && newest.events.find((e) => e.event === 'took');
  return took ? { column: took.column, row: took.row } : null;
}

// The squares a suggested action (an Action object, Game.parseAction) points at, for the acting
// player: [{column, row, kind}] with kinds hintFrom / hintTo / hintTake / hintLose. Roll, end turn, take no
// more and setup placings have no square.
export function suggestionSquares(legal, action) {
  if (!legal || !action || legal.player === null) return [];
  switch (action.type) {
    case 'move':
      return [{ column: legal.player, row: action.from, kind: 'hintFrom' }, { column: legal.player, row: action.to, kind: 'hintTo' }];
    case 'take':
      return legal.favourRow ? [{ column: action.column, row: legal.favourRow, kind: 'hintTake' }] : [];
    case 'lose':
      return [{ column: legal.player, row: action.row, kind: 'hintLose' }];
    default:
      return [];
  }
}

// Everything to light up now. state: { selection, focus, last (move), taken (square of the last
// favour), hint (a suggestion {action}) }
export function highlights(legal, { selection = null, focus = null, last = null, taken = null, hint = null } = {}) {
  const out = [];
  if (last) {
    out.push({ column: last.column, row: last.from, kind: 'lastMove' });
    out.push({ column: last.column, row: last.to, kind: 'lastMove' });
  }
  if (taken) out.push({ column: taken.column, row: taken.row, kind: 'lastMove' });
  if (legal) {
    if (selection) {
      out.push({ column: selection.column, row: selection.row, kind: 'source' });
      for (const row of selection.dests) out.push({ column: selection.column, row, kind: 'dest' });
    } else {
      for (const m of legal.moves || []) out.push({ column: legal.player, row: m.from, kind: 'source' });
    }
    if (legal.step === 'favours') {
      for (const tk of legal.takes) out.push({ column: tk.column, row: legal.favourRow, kind: 'victim' });
    }
    if (legal.step === 'rolled' && legal.moves.length === 0) {
      for (const row of legal.loses) out.push({ column: legal.player, row, kind: 'victim' });
    }
    if (hint) out.push(...suggestionSquares(legal, hint.action));
  }
  if (focus) out.push({ column: focus.column, row: focus.row, kind: 'focus' });
  return out;
}

// The grid.* marks describing a cell for the accessible grid. `suggested`: the hint's action.
export function cellMarks(legal, selection, column, row, suggested = null) {
  const marks = [];
  if (selection && selection.column === column && selection.row === row) marks.push('selected');
  else if (!selection && moveAt(legal, column, row)) marks.push('canMove');
  if (isDest(selection, column, row)) marks.push('dest');
  if (takeAt(legal, column, row)) marks.push('victim');
  if (loseAt(legal, column, row) && legal.moves.length === 0) marks.push('lose');
  for (const sq of suggestionSquares(legal, suggested)) {
    if (sq.column === column && sq.row === row) marks.push(sq.kind);
  }
  return marks;
}
