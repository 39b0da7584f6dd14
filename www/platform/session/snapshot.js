// @ts-check
// The snapshot a game's page saves after every action (platform/game/saves.js writes it as JSON,
// beside its version and savedAt) and reads back when the page opens again. Games in progress sit
// in players' browsers in these shapes, so a field is never renamed: each game keeps the names it
// has always written. The session core (core.js) gives the common part; each game adds its own.

/**
 * What both games write.
 * @typedef {object} SessionSnapshot
 * @property {string} save the engine's save: the start and every action, replayed and checked on loading
 * @property {string[]} seats 'human' or a computer level, one per player
 * @property {string[]} names the seats' names, '' for none
 * @property {boolean} undo several people at the screen agreed to taking back
 * @property {boolean} over
 * @property {number} actions how many actions were played
 */

/**
 * Auf Heller und Pfennig's snapshot (key 'heller:game'), in the order it has always been written:
 * save, seats, names, botSeed, undo, over, round, actions.
 * @typedef {object} HellerSnapshotFields
 * @property {number} botSeed the computer seats' and the Hint's seeds are drawn from it
 * @property {number} round the round under way
 * @typedef {SessionSnapshot & HellerSnapshotFields} HellerSnapshot
 */

/**
 * Heuchel & Meuchel's snapshot (key 'heuchel-meuchel:game'), in the order it has always been
 * written: save, seats, names, seed, actions, over, undo, players, pacing.
 * @typedef {object} HeuchelSnapshotFields
 * @property {string | number | null} seed the seed the table was dealt with, as given (null: none)
 * @property {number} players
 * @property {{ botDelay: number, setupDelay: number, iterations: number | null }} pacing
 * @typedef {SessionSnapshot & HeuchelSnapshotFields} HeuchelSnapshot
 */

// Only types here: the module exports nothing at run time.
export {};
