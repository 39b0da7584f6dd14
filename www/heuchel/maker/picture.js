// The picture of a diagram, for Download SVG / PNG: what scripts/diagram.mjs draws headlessly
// for the same options (the command line the maker writes), from the same attribute texts the
// element reads. The engine plays the moves and gives the view; nothing here knows a rule.

import { computeLayout } from '../board/layout.js';
import { lastMove, lastTake } from '../board/interaction.js';
import { parseArrows, parseHighlight, parseMoves, parseStep, parseViewer } from '../component/options.js';

/**
 * The scene of a diagram's picture: { layout, view, overlay, facts, strings, title }.
 * `attributes`: the element's [name, value] pairs (snippets.js diagramAttributes); `size`:
 * { width, height } in CSS pixels; `strings`: the board's words.
 */
export function pictureScene(engine, attributes, { width, height, strings }) {
  const a = Object.fromEntries(attributes);
  const facts = engine.boardFacts();
  const viewer = parseViewer(a.viewer, 'all');
  const highlight = parseHighlight(a.highlight, facts);
  const arrows = parseArrows(a.arrows, facts);
  const moves = parseMoves(a.moves);
  const step = parseStep(a.step, moves.length, moves.length);
  const game = engine.Game.fromPosition(a.position);
  try {
    for (const text of moves.slice(0, step)) game.play(text);
    const seat = viewer.kind === 'seat' ? viewer.seat : facts.spectator;
    const view = viewer.kind === 'all' ? game.fullView() : game.view(seat);
    const marks = highlight.map((sq) => ({ ...sq, kind: 'marked' }));
    if (step > 0) {
      const from = game.actionCount() - 1;
      const entries = viewer.kind === 'all' ? game.fullLog(from) : game.log(seat, from);
      const last = lastMove(entries);
      if (last) marks.push({ column: last.column, row: last.from, kind: 'lastMove' }, { column: last.column, row: last.to, kind: 'lastMove' });
      const taken = lastTake(entries);
      if (taken) marks.push({ ...taken, kind: 'lastMove' });
    }
    const layout = computeLayout({ width, height, players: view.players, columns: facts.columns, rows: facts.rows });
    return {
      layout, view, facts, strings,
      overlay: { highlights: marks, arrows, die: game.legal().die || null },
      title: a.caption || 'Heuchel & Meuchel',
    };
  } finally {
    game.free?.();
  }
}
