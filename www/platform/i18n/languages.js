// The languages the site speaks and which one a person gets, for both games' pages and the start
// page (each game's tables are its own: www/heuchel/i18n/languages.js, www/heller/i18n/languages.js).
//
// The choice, in order (issue: languages): the `lang` option of the element or `?lang=` of a
// link; the person's earlier choice (kept by game/prefs.js); the browser's languages; English.

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

// The site's start page, offering both of its games, in English and German.
const GAMES = {
  en: new URL('../../../games.html', import.meta.url),
  de: new URL('../../../games.de.html', import.meta.url),
};

/** The address of the site's start page (both games) in `lang`, English where it has none. */
export function gamesPage(lang) {
  return (GAMES[lang] || GAMES.en).href;
}
