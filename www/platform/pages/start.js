// The site's start page (games.html in English, games.de.html in German): its language is chosen
// as the game pages choose theirs (i18n/languages.js chooseLanguage): a link's ?lang=, the
// person's earlier choice (game/prefs.js, the same one the games' menus keep), the browser's
// languages, English. The page exists in English and German only.
//
// - games.html, the address every page links, moves to games.de.html when German is chosen (its
//   #fragment kept; location.replace, so Back does not bounce).
// - games.de.html is German by its address: it moves only for a link's ?lang=en.
// - The pages' own language links are an explicit choice: a click remembers it and the link
//   carries ?lang=, so it wins over the browser's languages even where nothing can be stored.
// Without JavaScript each page is itself, as before.

import { chooseLanguage } from '../i18n/languages.js';
import { readPrefs, writePrefs } from '../game/prefs.js';

/** The start page in each language the page speaks, by BCP 47 tag. */
export const START_PAGES = Object.freeze({ en: 'games.html', de: 'games.de.html' });

/**
 * The language the start page `here` ('en' or 'de') should show, given `asked` (a link's ?lang=),
 * `stored` (the person's earlier choice) and `browser` (navigator.languages). The English page,
 * the one everything links, follows all three; the German one only an explicit ?lang=.
 */
export function startLanguage(here, { asked = null, stored = null, browser = [] } = {}) {
  const choice = here === 'en' ? { asked, stored, browser } : { asked };
  return chooseLanguage(choice, { languages: START_PAGES, fallback: here });
}

/** Where to go from `href` (this page's address) to show `lang`, or null to stay. */
export function startPageFor(href, lang) {
  const url = new URL(href);
  const file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1) || START_PAGES.en;
  if (file === START_PAGES[lang]) return null;
  // The query stays (a ?lang= with it: the English page, asked for by it, must not move on).
  url.pathname = url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1) + START_PAGES[lang];
  return url.href;
}

function start() {
  const here = document.documentElement.lang === 'de' ? 'de' : 'en';
  const lang = startLanguage(here, {
    asked: new URLSearchParams(location.search).get('lang'),
    stored: readPrefs().lang,
    browser: navigator.languages || [navigator.language],
  });
  const elsewhere = startPageFor(location.href, lang);
  if (elsewhere) {
    location.replace(elsewhere);
    return;
  }
  // Settled in this language (the browser tests wait for this mark).
  document.documentElement.dataset.chosen = lang;
  // The language links: the choice is remembered and named in the address it opens.
  for (const link of document.querySelectorAll('nav.languages a[hreflang]')) {
    const tag = link.getAttribute('hreflang');
    if (!Object.hasOwn(START_PAGES, tag)) continue;
    const url = new URL(link.href);
    url.searchParams.set('lang', tag);
    link.href = url.href;
    link.addEventListener('click', () => writePrefs({ lang: tag }));
  }
}

if (typeof document !== 'undefined' && typeof location !== 'undefined') start();
