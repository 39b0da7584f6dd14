// Offline play and updates for the game pages (index.html, heller.html): registers the site's service worker (sw.js at the
// site's root, written by scripts/precache.mjs) once the game is on screen, and moves the page to
// a new version when one is deployed:
// - no game in progress (the new-game dialog, or a finished game): the new version takes over at
//   once, and the next page opened or reloaded is the new one (this page keeps its own files);
// - a game in progress: a small notice offers "Reload"; nothing changes until it is pressed.
// `?nosw` in the page's address leaves the worker out (for measuring the page without it).

// The notice's words: the page's translator once it hands it over (offlineWords); until then the
// notice speaks English (update-notice.js).
let t = null;

/** The page's translator (ui/i18n.js createT), asked each time the notice is shown. */
export function offlineWords(get) {
  t = (key) => get()(key);
}

const WORKER = new URL('../../../sw.js', import.meta.url);

/** A game is in progress when a board is on the page and its game-over screen is not showing
 * (the first game's .hm-board and .hm-over, the second's .hh-board and .hh-over). */
function gameInProgress() {
  if (!document.querySelector('.hm-board, .hh-board')) return false;
  const over = document.querySelector('.hm-over, .hh-over');
  return !over || over.hidden;
}

// The notice comes from a module of its own (update-notice.js): only a page that is offered a new
// version while a game is in progress fetches it.
function showNotice(onReload) {
  import('./update-notice.js')
    .then(({ showUpdateNotice }) => showUpdateNotice(t, onReload))
    .catch((e) => console.warn('update notice:', e.message));
}

async function register() {
  const registration = await navigator.serviceWorker.register(WORKER);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) location.reload();
  });
  const waiting = (worker) => {
    // The first install has nothing to move from: the worker simply takes over.
    if (!navigator.serviceWorker.controller) return;
    if (!gameInProgress()) {
      worker.postMessage({ type: 'skip-waiting' });
      return;
    }
    showNotice(() => {
      reloading = true;
      if (worker.state === 'activated') location.reload();
      else worker.postMessage({ type: 'skip-waiting' });
    });
  };
  if (registration.waiting) waiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') waiting(worker);
    });
  });
  // A page left open for days looks for a new version whenever it is shown again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => {});
  });
}

function whenGameShown() {
  return new Promise((ok) => {
    const after = () => setTimeout(ok, 0);
    if (window.wasmBindings || (window.hellerPage && window.hellerPage.engine)) after();
    else {
      window.addEventListener('heuchel-engine-ready', after, { once: true });
      window.addEventListener('heller-ready', after, { once: true });
      // An engine that never loads (an error shown instead) still gets the worker.
      setTimeout(ok, 15000);
    }
  });
}

if ('serviceWorker' in navigator && window.isSecureContext && !new URLSearchParams(location.search).has('nosw')) {
  const start = () => whenGameShown().then(register).catch((e) => console.warn('service worker:', e.message));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
