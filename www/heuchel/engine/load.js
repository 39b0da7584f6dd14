// The one door to the rules engine. Every board on a page shares one wasm instance, loaded on
// first use from beside the site's root (urls.js): the built site puts the wasm-bindgen pair
// (heuchel.js, heuchel_bg.wasm) at its top. The bindings are imported statically, so a bundle
// holds them minified; the module's bytes are fetched when the first board asks. Nothing is read
// from the hosting page's HTML, so any page may host a board with one script tag.

import init, * as bindings from '../../../heuchel.js';
import { engineUrls } from './urls.js';
import { createLoader } from '../../platform/engine/loader.js';

export { engineUrls };

/**
 * The engine's bindings (the wasm-bindgen module, initialised), loaded once per page:
 * `loadEngine()` a game's module (the rules and the computer players), `loadEngine({ part: 'rules' })`
 * what a board without computer players needs, `loadEngine({ part: 'maker' })` all of it, the
 * maker's position editing too (www/platform/engine/loader.js).
 * @type {(options?: { part?: 'rules' | 'game' | 'maker' }) => Promise<typeof import('../../../heuchel.js')>}
 */
export const loadEngine = createLoader(init, bindings, engineUrls());
