// The off-screen ARIA grid that mirrors the board for screen readers and keyboard play, and
// gives browser tests stable handles (data-column 0-based as in the API, data-row 1–13). Its size
// is the engine's board (facts.columns × facts.rows).

import { el } from '../../platform/ui/dom.js';
import { cellLabel } from './format.js';
import { cellMarks } from '../board/interaction.js';

// handlers: { onFocusCell(cell|null), onActivate(cell), onCount(delta|{set}), onCancel() }
export function createGrid({ t, idPrefix, facts, handlers }) {
  const { columns: COLUMNS, rows: ROWS } = facts;
  const cells = new Map();
  let focus = { column: 0, row: 1 };
  const grid = el('div', { role: 'grid', class: 'hm-grid', 'aria-label': t('grid.label', { columns: COLUMNS, rows: ROWS }), id: `${idPrefix}-grid` });
  for (let row = ROWS; row >= 1; row--) {
    const rowEl = el('div', { role: 'row' });
    for (let column = 0; column < COLUMNS; column++) {
      const cell = el('div', {
        role: 'gridcell', tabindex: '-1', id: `${idPrefix}-c${column}-r${row}`,
        dataset: { column: String(column), row: String(row) },
      });
      cells.set(`${column}:${row}`, cell);
      rowEl.append(cell);
    }
    grid.append(rowEl);
  }
  cells.get('0:1').tabIndex = 0;

  function cellAt(column, row) {
    return cells.get(`${column}:${row}`);
  }

  function moveFocus(column, row) {
    column = Math.max(0, Math.min(COLUMNS - 1, column));
    row = Math.max(1, Math.min(ROWS, row));
    cellAt(focus.column, focus.row).tabIndex = -1;
    focus = { column, row };
    const cell = cellAt(column, row);
    cell.tabIndex = 0;
    cell.focus();
  }

  grid.addEventListener('focusin', (e) => {
    const c = e.target.dataset;
    if (c && c.column !== undefined) {
      focus = { column: Number(c.column), row: Number(c.row) };
      handlers.onFocusCell(focus);
    }
  });
  grid.addEventListener('focusout', (e) => {
    if (!grid.contains(e.relatedTarget)) handlers.onFocusCell(null);
  });
  grid.addEventListener('keydown', (e) => {
    const { column, row } = focus;
    const keys = {
      ArrowUp: () => moveFocus(column, row + 1),
      ArrowDown: () => moveFocus(column, row - 1),
      ArrowLeft: () => moveFocus(column - 1, row),
      ArrowRight: () => moveFocus(column + 1, row),
      Home: () => moveFocus(0, row),
      End: () => moveFocus(COLUMNS - 1, row),
      PageUp: () => moveFocus(column, ROWS),
      PageDown: () => moveFocus(column, 1),
      Enter: () => handlers.onActivate(focus),
      ' ': () => handlers.onActivate(focus),
      '+': () => handlers.onCount(1),
      '=': () => handlers.onCount(1),
      '-': () => handlers.onCount(-1),
      Escape: () => handlers.onCancel(),
    };
    if (keys[e.key]) {
      keys[e.key]();
      e.preventDefault();
    } else if (/^[1-9]$/.test(e.key)) {
      handlers.onCount({ set: Number(e.key) });
      e.preventDefault();
    }
  });

  // view: what the screen shows (null hides everything); legal: offered to the human at the screen,
  // or null; suggested: the hint's action, or null.
  function update(view, legal, selection, suggested = null) {
    const piles = new Map();
    if (view) {
      view.columns.forEach((col, column) => col.forEach((pile) => piles.set(`${column}:${pile.row}`, pile)));
    }
    for (const [key, cell] of cells) {
      const [column, row] = key.split(':').map(Number);
      const label = view
        ? cellLabel(t, {
          column, row, pile: piles.get(key) || null,
          unused: column >= view.players,
          yours: column === view.viewer,
          over: !!(view.phase && view.phase.phase === 'over'),
          marks: cellMarks(legal, selection, column, row, suggested),
        })
        : cellLabel(t, { column, row, pile: null });
      if (cell.textContent !== label) cell.textContent = label;
      cell.setAttribute('aria-selected', String(!!selection && selection.column === column && selection.row === row));
    }
  }

  return { element: grid, update, cellAt, focusCell: moveFocus, get focus() { return focus; } };
}
