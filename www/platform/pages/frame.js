// What both games' frame pages (embed.html, heller-embed.html) do with their one board: the
// query's options become its attributes (the same words, docs/EMBED.md), a frame with a position
// shows a diagram unless it names a mode, and the frame's language follows the board's.

/**
 * Sets `options` (from the game's optionsFromQuery) on `board`; without a `mode`, a diagram when
 * one of `diagramKeys` is given, else a game.
 */
export function frameBoard(board, options, diagramKeys) {
  const set = { ...options };
  // A diagram is the usual reason to embed; a bare frame with no position still plays a game.
  if (!set.mode) set.mode = diagramKeys.some((k) => set[k]) ? 'diagram' : 'game';
  for (const [name, value] of Object.entries(set)) board.setAttribute(name, value);
  // The frame's language is the board's (its lang option, the reader's choice or his browser's).
  const follow = () => { if (board.currentLanguage) document.documentElement.lang = board.currentLanguage; };
  board.addEventListener('ready', follow);
  board.addEventListener('language', follow);
}
