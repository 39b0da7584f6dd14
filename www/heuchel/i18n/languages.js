// The languages the game speaks, which one a person gets, and where its words are.
//
// The choice, in order (issue: languages): the `lang` option of the element or `?lang=` of a
// link; the person's earlier choice (kept by game/prefs.js); the browser's languages; English.
// English is in every bundle; the others are fetched when chosen, from beside this module.

import { readPrefs } from '../../platform/game/prefs.js';
import { chooseLanguage } from '../../platform/i18n/languages.js';

// Which language a person gets is the site's (www/platform/i18n/languages.js); this game's pages
// and element take it from here with the tables.
export { LANGUAGES, supported, chooseLanguage, gamesPage } from '../../platform/i18n/languages.js';

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
  en: new URL('../../../rules.html', import.meta.url),
  de: new URL('../../../rules.de.html', import.meta.url),
  nl: new URL('../../../rules.nl.html', import.meta.url),
  fr: new URL('../../../rules.fr.html', import.meta.url),
};

// The course of lessons (learn.html), one page for every language (its words follow ?lang=).
const LEARN = new URL('../../../learn.html', import.meta.url);

/** The address of the course of lessons in `lang`. */
export function learnPage(lang) {
  const url = new URL(LEARN);
  url.searchParams.set('lang', lang);
  return url.href;
}

/** The address of the rules page in `lang` (English for a language without one). */
export function rulesPage(lang) {
  return (RULES[lang] || RULES.en).href;
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
