// A tiny translator over a flat table. A missing key shows the key itself, so a gap in a
// translation is visible instead of silently blank.
//
// Plurals follow the language's own rules (Intl.PluralRules: English and German have one and
// other, French counts 0 and 1 as one, other languages have more forms): a key with a {count} is
// looked up as key_<category> (key_one, key_few, key_many, …), then key_other, then key.
// Lists are joined as the language joins them (Intl.ListFormat: t.list); numbers are written as
// it writes them (Intl.NumberFormat: every number put into a string, and t.number), dates too
// (Intl.DateTimeFormat: t.date).

// `facts` (the engine's boardFacts()) gives the translator the game's vocabulary: which class a
// card's letter names (t.classOf) and the classes from the highest down (t.classOrder). `lang`
// is the table's language (a BCP 47 tag).
//
// Each Intl formatter is made when first used: the first list, number or date format a page makes
// loads the language data (30–40 ms in Chromium, before the first paint when the page made all
// five at once; plural rules cost nothing). A whole number in a language whose digits are
// the Latin ones (PLAIN_DIGITS) is written as JavaScript writes it, which is what Intl writes
// for it there without grouping (tests/js/ui-i18n-format.test.mjs checks it): the board's counts
// need no formatter before the first paint.

/** The languages whose whole numbers Intl.NumberFormat (no grouping) writes as String() does. */
export const PLAIN_DIGITS = new Set(['en', 'de', 'fr', 'nl']);

export function createT(table, facts = null, lang = 'en') {
  const made = new Map();
  /** @template F @param {string} name @param {() => F} make @returns {F} */
  const once = (name, make) => {
    if (!made.has(name)) made.set(name, make());
    return made.get(name);
  };
  const plurals = () => once('plurals', () => new Intl.PluralRules(lang));
  const lists = (type) => once(`list-${type}`, () => new Intl.ListFormat(lang, { style: 'long', type }));
  // No grouping: the game's numbers are small, and a year or a seed is never "1.990".
  const numbers = () => once('numbers', () => new Intl.NumberFormat(lang, { useGrouping: false }));
  const dates = () => once('dates', () => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }));
  const plain = PLAIN_DIGITS.has(lang.split('-')[0].toLowerCase());
  const number = (n) => (plain && Number.isSafeInteger(n) ? String(n) : numbers().format(n));
  const word = (value) => (typeof value === 'number' ? number(value) : String(value));
  const t = function t(key, params = {}) {
    let text;
    if (typeof params.count === 'number') {
      text = table[`${key}_${plurals().select(params.count)}`] ?? table[`${key}_other`];
    }
    if (text === undefined) text = table[key];
    if (text === undefined) return key;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? word(params[name]) : whole));
  };
  const byLetter = new Map((facts ? facts.classes : []).map((c) => [c.letter, c.id]));
  t.classOf = (card) => {
    if (card && typeof card === 'object') return card.class;
    const id = byLetter.get(String(card)[0]);
    if (!id) throw new Error(facts ? `no class has the letter of ${card}` : 'card names need the engine\'s board facts (createT(table, facts))');
    return id;
  };
  t.classOrder = facts ? facts.classes.slice().sort((a, b) => b.rank - a.rank).map((c) => c.id) : [];
  /**
   * Items (strings) as one list in the table's language: "A, B, C" (type 'unit', a plain
   * enumeration) or "A, B and C" (type 'conjunction': "A, B und C", "A, B et C").
   */
  t.list = (items, type = 'unit') => lists(type).format(items.map(word));
  /** A number as the language writes it ("−3" and "3" alike in all four, but kept to Intl). */
  t.number = (n) => number(n);
  /** A moment (a Date or a time in ms) as the language writes it: "23 Nov 2026, 20:18". */
  t.date = (when) => dates().format(new Date(when));
  t.lang = lang;
  return t;
}

/** The words the board paints (render/scene.js), in the table's language. */
export function boardStrings(t) {
  return {
    classNames: Object.fromEntries(t.classOrder.map((id) => [id, t(`class.${id}`)])),
    you: t('render.you'),
    discards: t('render.discards'),
    stack: (n) => t('render.stack', { count: n }),
    discardsOf: (n) => t('render.discardsOf', { count: n }),
  };
}
