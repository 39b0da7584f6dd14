// What both games' frame pages (embed.html, heller-embed.html) do with their one board: the
// query's options become its attributes (the same words, docs/EMBED.md), a frame with a position
// shows a diagram unless it names a mode, the engine module the board will load is fetched at
// once, and the frame's language follows the board's.

/**
 * Sets `options` (from the game's optionsFromQuery) on `board`; without a `mode`, a diagram when
 * one of `diagramKeys` is given, else a game. `files`: the engine's URLs (engineUrls(),
 * hellerUrls()), of which the one module the board's mode loads is preloaded (a game the whole
 * engine, a diagram or a replay its rules alone: www/platform/engine/loader.js).
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
