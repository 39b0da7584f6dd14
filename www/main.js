// The game page: load the engine (one wasm instance, found beside the site's root), ask for a
// table, mount the game.

import { en } from './i18n/en.js';
import { createT } from './ui/i18n.js';
import { mountGame } from './game/controller.js';
import { loadEngine } from './engine/load.js';
import { askNewGame, DEFAULT_SETUP } from './ui/new-game.js';
import { pacingFromQuery, tableFromQuery } from './ui/link.js';

const t = createT(en);
const app = document.getElementById('app');

// The engine's bindings are also left on the window for the console and the browser tests.
async function engineReady() {
  const bindings = await loadEngine();
  window.wasmBindings = bindings;
  window.dispatchEvent(new CustomEvent('heuchel-engine-ready'));
  return bindings;
}

async function start() {
  document.title = t('app.title');
  app.textContent = t('app.loading');
  let bindings;
  try {
    bindings = await engineReady();
  } catch (e) {
    app.textContent = t('app.loadFailed', { message: e.message });
    return;
  }
  app.textContent = '';
  let setup = DEFAULT_SETUP;
  let mounted = null;
  async function newGame() {
    if (mounted) mounted.destroy();
    mounted = null;
    const chosen = await askNewGame(document.body, { t, initial: setup });
    // Remember the table for next time, but not the seed: a new game should be a new deal.
    setup = { ...chosen, seats: chosen.seats.concat(setup.seats.slice(chosen.seats.length)), seed: '' };
    mounted = mountGame(app, {
      engine: bindings,
      players: chosen.players,
      variant: chosen.variant,
      seats: chosen.seats,
      seed: chosen.seed || undefined,
      strings: en,
      onNewGame: newGame,
      ...pacingFromQuery(location.search),
    });
  }
  const linked = tableFromQuery(location.search);
  if (!linked) {
    newGame();
    return;
  }
  try {
    const game = linked.position ? bindings.Game.fromPosition(linked.position) : undefined;
    mounted = mountGame(app, { engine: bindings, ...linked, game, strings: en, onNewGame: newGame });
  } catch (e) {
    app.textContent = t('app.badLink', { message: e.message });
  }
}

start();
