// What both games' frame pages (embed.html, heller-embed.html) do with their one board: the
// query's options become its attributes (the same words, docs/EMBED.md), a frame with a position
// shows a diagram unless it names a mode, the engine module the board will load is fetched at
// once, and the frame's language follows the board's.

/**
 * Sets `options` (from the game's optionsFromQuery) on `board`; without a `mode`, a diagram when
 * one of `diagramKeys` is given, else a game. `files`: the engine's URLs (engineUrls(),
 * hellerUrls()), of which the one module the board's mode loads is preloaded (a game a game's
 * module, a diagram or a replay its rules alone: www/platform/engine/loader.js).
 * @param {HTMLElement} board
 * @param {Record<string, string>} options
 * @param {string[]} diagramKeys
 * @param {import('../engine/loader.js').EngineFiles} files
 */
export function frameBoard(board, options, diagramKeys, files) {
  const set = { ...options };
  // A diagram is the usual reason to embed; a bare frame with no position still plays a game.
  if (!set.mode) set.mode = diagramKeys.some((k) => set[k]) ? 'diagram' : 'game';
  const preload = Object.assign(document.createElement('link'), {
    rel: 'preload', as: 'fetch', type: 'application/wasm', crossOrigin: 'anonymous',
    href: set.mode === 'game' ? files.wasm : files.rules,
  });
  document.head.append(preload);
  for (const [name, value] of Object.entries(set)) board.setAttribute(name, value);
  // The frame's language is the board's (its lang option, the reader's choice or his browser's).
  const follow = () => { if (board.currentLanguage) document.documentElement.lang = board.currentLanguage; };
  board.addEventListener('ready', follow);
  board.addEventListener('language', follow);
}

/** A field that takes text (or a choice) keeps its keys. */
function typing(target) {
  if (!(target instanceof Element)) return false;
  if (target.isContentEditable) return true;
  if (target.matches('textarea, select, [role=textbox], [role=combobox], [role=spinbutton], [role=slider]')) return true;
  if (!target.matches('input')) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'file', 'color'].includes(target.type);
}

/**
 * ← → Home End step the frame's diagram or replay as soon as the page is open, wherever the
 * focus is (except in a field that takes text): a step key pressed outside the board is given to
 * its picture (the figure that names the keys in aria-keyshortcuts), as if it had the focus. The
 * board steps by its own keys when the focus is in it.
 * @param {HTMLElement} board
 */
export function stepKeysAnywhere(board) {
  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || !STEP_KEY_NAMES.has(e.key) || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const path = e.composedPath();
    if (typing(path[0]) || path.includes(board)) return;
    const picture = board.shadowRoot?.querySelector('figure[aria-keyshortcuts]');
    if (!picture) return;
    const forwarded = new KeyboardEvent('keydown', { key: e.key, code: e.code, bubbles: true, cancelable: true });
    picture.dispatchEvent(forwarded);
    if (forwarded.defaultPrevented) e.preventDefault();
  });
}

// The keys a diagram steps by (component/steps.js STEP_KEYS).
const STEP_KEY_NAMES = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);
