// @ts-check
// Which lessons of a game's course a person has done, kept in the browser (localStorage, one
// entry per game): the course page ticks them and starts at the first not yet done. A browser
// that keeps nothing (private mode, storage refused) simply starts the course afresh each time.

/** The storage key of `game`'s course ('heuchel-meuchel', 'heller'). @param {string} game */
const keyOf = (game) => `${game}:lessons`;

/**
 * The names of the lessons of `game` done so far.
 * @param {string} game
 * @returns {Set<string>}
 */
export function lessonsDone(game) {
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(keyOf(game)) || '{}');
    return new Set(Array.isArray(raw.done) ? raw.done.filter((/** @type {unknown} */ id) => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * Notes the lesson `id` of `game` as done.
 * @param {string} game
 * @param {string} id
 */
export function markLessonDone(game, id) {
  const done = lessonsDone(game);
  if (done.has(id)) return;
  done.add(id);
  try {
    globalThis.localStorage?.setItem(keyOf(game), JSON.stringify({ version: 1, done: [...done] }));
  } catch {
    // Nothing kept: the course starts afresh next time.
  }
  globalThis.dispatchEvent?.(new CustomEvent('hm-lessons', { detail: { game, id } }));
}
