// The one door to the second game's rules engine, Auf Heller und Pfennig (crates/heller, its
// JavaScript API in docs/HELLER-JS-API.md). Every board on a page shares one wasm instance, loaded
// on first use from the site's top, where the build puts the wasm-bindgen pair (heller.js,
// heller_bg.wasm: scripts/build-heller-wasm.sh) beside heuchel's. The bindings are imported
// statically, so a bundle holds them; the module's bytes are fetched when the first board asks.
// Nothing is read from the hosting page's HTML. As www/heuchel/engine/load.js does for heuchel, with the
// same loader (www/platform/engine/loader.js).

import init, * as bindings from '../../../heller.js';
import { createLoader } from '../../platform/engine/loader.js';
import { hellerUrls } from './urls.js';

export { hellerUrls };

/**
 * The engine's bindings (the wasm-bindgen module of heller.js, initialised), loaded once per page:
 * `loadHeller()` a game's module (the rules and the computer players), `loadHeller({ part: 'rules' })`
 * what a board without computer players needs, `loadHeller({ part: 'maker' })` all of it, the
 * maker's position editing too (www/platform/engine/loader.js).
 * @type {(options?: { part?: 'rules' | 'game' | 'maker' }) => Promise<typeof import('../../../heller.js')>}
 */
export const loadHeller = createLoader(init, bindings, hellerUrls());
