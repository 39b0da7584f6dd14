// The languages Auf Heller und Pfennig speaks (German first: its rulebook's language), its rules
// page in each, and each language's table, for its page (heller.html), its element and its
// diagram maker alike. Which one a person gets is chosen as for the first game
// (i18n/languages.js chooseLanguage: an option or ?lang=, the stored choice, the browser's
// languages), German when none fits.

import { chooseLanguage } from '../../platform/i18n/languages.js';
import { de } from './de.js';

/** The languages, by BCP 47 tag, with their own names (as the language menu lists them). */
export const LANGUAGES = Object.freeze({ de: 'Deutsch', en: 'English', nl: 'Nederlands', fr: 'Français' });

// The rules pages, at the site's root.
const RULES = {
  de: new URL('../../../heller-rules.html', import.meta.url),
  en: new URL('../../../heller-rules.en.html', import.meta.url),
  nl: new URL('../../../heller-rules.nl.html', import.meta.url),
  fr: new URL('../../../heller-rules.fr.html', import.meta.url),
};

// The tables other than German (which every bundle holds), as files beside this module, fetched
// when chosen. Written out so that the bundler (scripts/bundle-page.mjs) keeps each address right
// from wherever this code ends up.
const TABLES = {
  en: new URL('./en.js', import.meta.url),
  nl: new URL('./nl.js', import.meta.url),
  fr: new URL('./fr.js', import.meta.url),
};

/** The address of the rules page in `lang` (German for a language without one). */
export function rulesPage(lang) {
  return (RULES[lang] || RULES.de).href;
}

/** The first of `tags` (best first: an option, the stored choice, the browser's) the game speaks, else German. */
export function chooseHellerLanguage(tags) {
  return chooseLanguage({ asked: tags }, { languages: LANGUAGES, fallback: 'de' });
}

/**
 * The game's table in `lang` (one of LANGUAGES): German at once, the others fetched from beside
 * this module; German for a language the game does not speak. Rejects when the file cannot be
 * fetched (offline before it was cached): the caller falls back to German.
 */
export async function hellerTable(lang) {
  if (!Object.hasOwn(TABLES, lang)) return de;
  return (await import(TABLES[lang].href))[lang];
}
