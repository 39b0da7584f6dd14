// heller-maker.html: the second game's diagram maker (app.js). The engine is the one the
// preview's <heller-pfennig> uses: the element's script (heller-pfennig.js, at the site's top) is
// imported here by the same address as the page's script tag, so both share one module and one
// wasm instance, and this bundle holds no second copy of the engine's bindings.
//
// Its language, as the game's page and element choose theirs: ?lang=, else the person's earlier
// choice (game/prefs.js), else the browser's languages, else German (the game's first).

import { mountHellerMaker } from './app.js';
import { MAKER_WORDS } from './words.js';
import { de } from '../i18n/de.js';
import { chooseHellerLanguage, hellerTable, rulesPage } from '../i18n/languages.js';
import { withElementWords } from '../component/words.js';
import { readPrefs } from '../../platform/game/prefs.js';
import { createT } from '../../platform/ui/i18n.js';

const root = document.getElementById('maker');
const ELEMENT = new URL('../../../heller-pfennig.js', import.meta.url);
const SITE = new URL('./', ELEMENT);

async function words() {
  const asked = new URLSearchParams(location.search).get('lang');
  let lang = chooseHellerLanguage([asked, readPrefs().lang, ...(navigator.languages || [])].filter(Boolean));
  // A table that cannot be fetched (offline before it was cached): German, the bundle's own.
  const game = await hellerTable(lang).catch(() => { lang = 'de'; return de; });
  return { lang, strings: { ...withElementWords(game, lang), ...MAKER_WORDS[lang] } };
}

/** The page's own words (data-i18n: a key of the maker's table) and its links, in `lang`. */
function translatePage(t, lang) {
  Object.assign(document.documentElement, { lang });
  document.title = t('maker.page.title');
  document.querySelectorAll('[data-i18n]').forEach((node) => { node.textContent = t(node.dataset.i18n); });
  document.querySelectorAll('a[data-rules]').forEach((a) => { a.href = rulesPage(lang); });
}

async function start() {
  const { lang, strings } = await words();
  const t = createT(strings, null, lang);
  translatePage(t, lang);
  root.textContent = t('app.loading');
  const engine = await import(ELEMENT.href).then((element) => element.loadHeller({ part: 'maker' })).catch((e) => {
    root.textContent = t('app.loadFailed', { message: e && e.message ? e.message : String(e) });
    return null;
  });
  if (!engine) return;
  root.replaceChildren();
  // window.hellerMaker: for the console and the browser tests.
  window.hellerMaker = mountHellerMaker(root, { engine, site: SITE.href, strings, lang, query: location.search });
  root.dataset.ready = 'yes';
  window.dispatchEvent(new CustomEvent('heller-maker-ready'));
}

start();
