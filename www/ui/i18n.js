// A tiny translator over a flat table. A missing key shows the key itself, so a gap in a
// translation is visible instead of silently blank.

// `facts` (the engine's boardFacts()) gives the translator the game's vocabulary: which class a
// card's letter names (t.classOf) and the classes from the highest down (t.classOrder).
export function createT(table, facts = null) {
  const t = function t(key, params = {}) {
    let text;
    if (typeof params.count === 'number') {
      text = table[`${key}_${params.count === 1 ? 'one' : 'other'}`];
    }
    if (text === undefined) text = table[key];
    if (text === undefined) return key;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
  };
  const byLetter = new Map((facts ? facts.classes : []).map((c) => [c.letter, c.id]));
  t.classOf = (card) => {
    if (card && typeof card === 'object') return card.class;
    const id = byLetter.get(String(card)[0]);
    if (!id) throw new Error(facts ? `no class has the letter of ${card}` : 'card names need the engine\'s board facts (createT(table, facts))');
    return id;
  };
  t.classOrder = facts ? facts.classes.slice().sort((a, b) => b.rank - a.rank).map((c) => c.id) : [];
  return t;
}

/** The words the board paints (render/scene.js), in the table's language. */
export function boardStrings(t) {
  return {
    you: t('render.you'),
    discards: t('render.discards'),
    stack: (n) => t('render.stack', { count: n }),
    discardsOf: (n) => t('render.discardsOf', { count: n }),
  };
}
