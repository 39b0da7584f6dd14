// maker.html: the diagram maker for wiki editors (www/maker/app.js). The engine is the one the
// preview's <heuchel-meuchel> uses: the element's script (heuchel-meuchel.js, at the site's top)
// is imported here by the same address as the page's script tag, so both share one module and one
// wasm instance, and this bundle holds no second copy of the engine's bindings.

import { mountMaker } from '../maker/app.js';
import { en as enGame } from '../i18n/en.js';
import { enMaker } from '../i18n/en-maker.js';
import { createT } from '../ui/i18n.js';
import { wordError } from '../ui/errors.js';

const en = { ...enGame, ...enMaker };
const t = createT(en);
const root = document.getElementById('maker');
// The element's bundle lies at the site's root, beside embed.html and the engine.
const ELEMENT = new URL('../../heuchel-meuchel.js', import.meta.url);
const SITE = new URL('./', ELEMENT);

async function engine() {
  const element = await import(ELEMENT.href);
  return element.loadEngine();
}

async function start() {
  root.textContent = t('app.loading');
  let bindings;
  try {
    bindings = await engine();
  } catch (e) {
    root.textContent = t('app.loadFailed', { message: wordError(t, e) });
    return;
  }
  root.textContent = '';
  const maker = mountMaker(root, { engine: bindings, site: SITE.href, query: location.search, strings: en });
  // For the console and the browser tests.
  window.heuchelMaker = maker;
  root.dataset.ready = 'yes';
  window.dispatchEvent(new CustomEvent('heuchel-maker-ready'));
}

start();
