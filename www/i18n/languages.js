// The languages the game speaks, which one a person gets, and where its words are.
//
// The choice, in order (issue: languages): the `lang` option of the element or `?lang=` of a
// link; the person's earlier choice (kept by game/prefs.js); the browser's languages; English.
// English is in every bundle; the others are fetched when chosen, from beside this module.

import { readPrefs } from '../game/prefs.js';

/** The languages, by BCP 47 tag, with their own names (as a language menu lists them). */
export const LANGUAGES = Object.freeze({
  en: 'English',
  de: 'Deutsch',
  nl: 'Nederlands',
  fr: 'Français',
});

/**
 * The language a tag asks for, if the game speaks it: 'de-AT' → 'de', 'pt' → null. `languages`:
 * the ones the game speaks (this game's by default; the second game passes its own).
 */
export function supported(tag, languages = LANGUAGES) {
  if (typeof tag !== 'string' || !tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return Object.hasOwn(languages, base) ? base : null;
}

/**
 * The language to speak: the first that the game speaks of `asked` (an option or a link's
 * ?lang=; a list is taken in order), `stored` (the person's earlier choice), `browser`
 * (navigator.languages, best first); `fallback` (English) otherwise. `languages`: those the game
 * speaks (this game's by default).
 */
export function chooseLanguage({ asked = null, stored = null, browser = [] } = {}, { languages = LANGUAGES, fallback = 'en' } = {}) {
  for (const tag of [].concat(asked, stored, browser || [])) {
    const lang = supported(tag, languages);
    if (lang) return lang;
  }
  return fallback;
}

// Where each language's tables are, as files beside this module (scripts/bundle-page.mjs makes
// each a single module in the built site). Written out so that the bundler keeps each address
// right from wherever this code ends up.
const TABLES = {
  de: { game: new URL('./de.js', import.meta.url), board: new URL('./de-board.js', import.meta.url), maker: new URL('./de-maker.js', import.meta.url) },
  nl: { game: new URL('./nl.js', import.meta.url), board: new URL('./nl-board.js', import.meta.url), maker: new URL('./nl-maker.js', import.meta.url) },
  fr: { game: new URL('./fr.js', import.meta.url), board: new URL('./fr-board.js', import.meta.url), maker: new URL('./fr-maker.js', import.meta.url) },
};
const EXPORTS = { game: '', board: 'Board', maker: 'Maker' };

// The players' rules page in each language, at the site's root.
const RULES = {
  en: new URL('../../rules.html', import.meta.url),
  de: new URL('../../rules.de.html', import.meta.url),
  nl: new URL('../../rules.nl.html', import.meta.url),
  fr: new URL('../../rules.fr.html', import.meta.url),
};

/** The address of the rules page in `lang` (English for a language without one). */
export function rulesPage(lang) {
  return (RULES[lang] || RULES.en).href;
}

// The site's start page, offering both of its games, in English and German.
const GAMES = {
  en: new URL('../../games.html', import.meta.url),
  de: new URL('../../games.de.html', import.meta.url),
};

/** The address of the site's start page (both games) in `lang`, English where it has none. */
export function gamesPage(lang) {
  return (GAMES[lang] || GAMES.en).href;
}

/**
 * The table of `lang` for `part` ('game': the game's and the board's words, 'board': a diagram's,
 * 'maker': the maker's own), fetched when it is not English; `english` is the English table of
 * that part, which every page already holds.
 */
export async function loadTable(lang, part, english) {
  if (lang === 'en' || !TABLES[lang]) return english;
  const module = await import(TABLES[lang][part].href);
  return module[`${lang}${EXPORTS[part]}`];
}

/**
 * The language a page or an element speaks and its table of `part`: chooseLanguage over `asked`
 * (a link's ?lang= or an element's `lang`), the person's stored choice and the browser's
 * languages; English (`english`) when that table cannot be fetched (offline before it was
 * cached). Resolves with { lang, strings }.
 */
export async function spokenTable(asked, part, english) {
  const lang = chooseLanguage({ asked, stored: readPrefs().lang, browser: globalThis.navigator?.languages });
  try {
    return { lang, strings: await loadTable(lang, part, english) };
  } catch {
    return { lang: 'en', strings: english };
  }
}
