// The notice that a new version of the site is ready, shown by offline.js while a game is in
// progress: "Reload" moves to it, "Not now" keeps the game as it is.

// The notice's words until the page has handed over its translator.
const ENGLISH = { 'update.ready': 'A new version is ready', 'update.reload': 'Reload', 'update.later': 'Not now' };

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

/**
 * Shows the notice (once a page): `words(key)` the page's translator, or null for English;
 * `onReload()` when "Reload" is pressed.
 * @param {((key: string) => string) | null} words
 * @param {() => void} onReload
 */
export function showUpdateNotice(words, onReload) {
  if (document.querySelector('.hm-update')) return;
  const t = words || ((key) => ENGLISH[key]);
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
