// The languages Auf Heller und Pfennig speaks (German first: its rulebook's language) and its
// rules page in each, for its page (heller.html) and its element alike. Which one a person gets
// is chosen as for the first game (i18n/languages.js chooseLanguage), German when none fits.

import { chooseLanguage } from '../../i18n/languages.js';

/** The languages, by BCP 47 tag, with their own names (as the language menu lists them). */
export const LANGUAGES = Object.freeze({ de: 'Deutsch', en: 'English' });

// The rules pages, at the site's root.
const RULES = {
  de: new URL('../../../heller-rules.html', import.meta.url),
  en: new URL('../../../heller-rules.en.html', import.meta.url),
};

/** The address of the rules page in `lang` (German for a language without one). */
export function rulesPage(lang) {
  return (RULES[lang] || RULES.de).href;
}

/** The first of `tags` (best first: an option, the stored choice, the browser's) the game speaks, else German. */
export function chooseHellerLanguage(tags) {
  return chooseLanguage({ asked: tags }, { languages: LANGUAGES, fallback: 'de' });
}
