// Offline play and updates for the game pages (index.html, heller.html): registers the site's service worker (sw.js at the
// site's root, written by scripts/precache.mjs) once the game is on screen, and moves the page to
// a new version when one is deployed:
// - no game in progress (the new-game dialog, or a finished game): the new version takes over at
//   once, and the next page opened or reloaded is the new one (this page keeps its own files);
// - a game in progress: a small notice offers "Reload"; nothing changes until it is pressed.
// `?nosw` in the page's address leaves the worker out (for measuring the page without it).

// The notice's words, in the page's language: each page hands over its translator (offlineWords);
// English until then.
const ENGLISH = { 'update.ready': 'A new version is ready', 'update.reload': 'Reload', 'update.later': 'Not now' };
let t = (key) => ENGLISH[key];

/** The page's translator (ui/i18n.js createT), asked each time the notice is shown. */
export function offlineWords(get) {
  t = (key) => get()(key);
}

const WORKER = new URL('../../../sw.js', import.meta.url);

// The notice's look, as a constructed style sheet: no <style> element for a strict CSP to refuse.
const CSS = `
.hm-update { position: fixed; left: 50%; bottom: max(12px, env(safe-area-inset-bottom)); transform: translateX(-50%);
  z-index: 1000; display: flex; gap: .6em; align-items: center; padding: .5em .7em .5em 1em; max-width: calc(100vw - 24px);
  background: #f2e6c8; color: #2b1b10; border: 2px solid #2b1b10; border-radius: 6px; box-shadow: 0 4px 14px rgb(0 0 0 / .35);
  font: 15px/1.3 Georgia, 'Times New Roman', serif; }
.hm-update[hidden] { display: none; }
.hm-update button { font: inherit; padding: .25em .8em; border-radius: 4px; border: 1px solid #2b1b10; cursor: pointer;
  background: #2b1b10; color: #f2e6c8; }
.hm-update button.hm-update-later { background: transparent; color: #2b1b10; }
`;

/** A game is in progress when a board is on the page and its game-over screen is not showing
 * (the first game's .hm-board and .hm-over, the second's .hh-board and .hh-over). */
function gameInProgress() {
  if (!document.querySelector('.hm-board, .hh-board')) return false;
  const over = document.querySelector('.hm-over, .hh-over');
  return !over || over.hidden;
}

function showNotice(onReload) {
  if (document.querySelector('.hm-update')) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const box = document.createElement('div');
  box.className = 'hm-update';
  box.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.textContent = `${t('update.ready')} — `;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.dataset.action = 'update-reload';
  reload.textContent = t('update.reload');
  reload.addEventListener('click', () => {
    reload.disabled = true;
    onReload();
  });
  const later = document.createElement('button');
  later.type = 'button';
  later.className = 'hm-update-later';
  later.dataset.action = 'update-later';
  later.textContent = t('update.later');
  later.addEventListener('click', () => { box.hidden = true; });
  box.append(text, reload, later);
  document.body.append(box);
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
