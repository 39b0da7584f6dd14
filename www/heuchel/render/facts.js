// The board as the engine describes it (boardFacts(): columns, rows, the classes with their
// letters and start/goal rows, every card), joined to the art art.js gives each class. The
// renderer keeps no board fact of its own: everything countable comes from here.

import { ART } from './art.js';

/**
 * The renderer's board from the engine's facts. Each class is the engine's class record with
 * its art merged in (pigments, pattern) and its `index` in facts.classes; `names` ({ Prince:
 * 'Fürst', … }, by class id) gives the names painted on the cards in the page's language (the
 * engine's English names otherwise). Cards parse to { cls, value }: cls the class record, value
 * null when unseen.
 */
export function boardModel(facts, names = null) {
  if (!facts || !Array.isArray(facts.classes) || !(facts.columns > 0) || !(facts.rows > 0)) {
    throw new Error('the renderer needs the engine\'s board facts (columns, rows, classes, cards)');
  }
  const classes = facts.classes.map((c, index) => {
    const art = ART[c.id];
    if (!art) throw new Error(`no art for the class ${c.id}`);
    return Object.freeze({ ...art, ...c, name: (names && names[c.id]) || c.name, index });
  });
  const byLetter = new Map(classes.map((c) => [c.letter, c]));
  const byId = new Map(classes.map((c) => [c.id, c]));
  const values = new Set(facts.values || []);
  const rowInfo = new Map();
  for (const c of classes) {
    rowInfo.set(c.startRow, { cls: c, goal: false });
    rowInfo.set(c.goalRow, { cls: c, goal: true });
  }
  return {
    facts,
    columns: facts.columns,
    rows: facts.rows,
    classes,
    cards: facts.cards || [],
    /** A view's card: "B4" (known) or { class: "Bishop" } (unseen); null if unrecognised. */
    parseCard(card) {
      if (typeof card === 'string') {
        const cls = byLetter.get(card[0]);
        const value = Number(card.slice(1));
        return cls ? { cls, value: values.has(value) ? value : null } : null;
      }
      if (card && typeof card === 'object') {
        const cls = byId.get(card.class);
        return cls ? { cls, value: null } : null;
      }
      return null;
    },
    /** The class whose start or goal square a row is ({ cls, goal }), or null (the middle row). */
    rowClass(row) {
      return rowInfo.get(row) || null;
    },
  };
}
