// maker.html: the diagram maker for wiki editors (www/heuchel/maker/app.js). The engine is the one the
// preview's <heuchel-meuchel> uses: the element's script (heuchel-meuchel.js, at the site's top)
// is imported here by the same address as the page's script tag, so both share one module and one
// wasm instance, and this bundle holds no second copy of the engine's bindings.

import { mountMaker } from '../maker/app.js';
import { en as enGame } from '../i18n/en.js';
import { enMaker } from '../i18n/en-maker.js';
import { createT } from '../../platform/ui/i18n.js';
import { loadTable, rulesPage, spokenTable } from '../i18n/languages.js';
import { wordError } from '../ui/errors.js';

const root = document.getElementById('maker');
// The element's bundle lies at the site's root, beside embed.html and the engine.
const ELEMENT = new URL('../../../heuchel-meuchel.js', import.meta.url);
const SITE = new URL('./', ELEMENT);

async function engine() {
  const element = await import(ELEMENT.href);
  // All of it: the maker reads, writes, completes and judges setup objects (scripts/engine-modules.mjs).
  return element.loadEngine({ part: 'maker' });
}

// The maker's language: ?lang= (which also names the diagram's), the person's earlier choice,
// the browser's languages, English; its game and maker tables together.
async function words() {
  const game = await spokenTable(new URLSearchParams(location.search).get('lang'), 'game', enGame);
  try {
    return { lang: game.lang, strings: { ...game.strings, ...await loadTable(game.lang, 'maker', enMaker) } };
  } catch {
    return { lang: 'en', strings: { ...enGame, ...enMaker } }; // not fetched (offline): English
  }
}

async function start() {
  const { lang, strings } = await words();
  const t = createT(strings, null, lang);
  document.documentElement.lang = lang;
  document.title = t('maker.page.title');
  for (const node of document.querySelectorAll('[data-i18n]')) node.textContent = t(node.dataset.i18n);
  for (const link of document.querySelectorAll('a[data-rules]')) link.href = rulesPage(lang);
  root.textContent = t('app.loading');
  let bindings;
  try {
    bindings = await engine();
  } catch (e) {
    root.textContent = t('app.loadFailed', { message: wordError(t, e) });
    return;
  }
  root.textContent = '';
  const maker = mountMaker(root, { engine: bindings, site: SITE.href, query: location.search, strings, lang });
  // For the console and the browser tests (the engine as on the game page: window.wasmBindings).
  window.heuchelMaker = maker;
  window.wasmBindings = bindings;
  root.dataset.ready = 'yes';
  window.dispatchEvent(new CustomEvent('heuchel-maker-ready'));
}

start();
