// @ts-check
// Saved games in the browser: the game in progress is written after every action, so a reload, a
// closed tab or a crash brings the player back exactly where he was. A save that cannot be read
// (damaged, or written by another version of the site) is never dropped: it is kept aside, said in
// words, and can be downloaded.
//
// This file is the one place where a saved game is read and written: its schema is SavedGame
// below (version 1, checked by tsc: tests/ts/jsdoc.json), what a game's page hands over is a
// Snapshot, and what comes back out of storage is checked field by field (fromStored), so a
// damaged or edited save can never hand the page anything but the fields named here. The save
// holds every hidden card, as the game in the page does: it stays in this browser's storage, and
// nothing shows it. Saves written by today's pages are kept as fixtures
// (tests/browser/fixtures/saves/) and must always load (tests/browser/saves-compat.test.mjs).

/**
 * How fast a first-game table plays, as chosen by a link (`?delay=`) or the embedding host.
 * @typedef {object} Pacing
 * @property {number} [botDelay] ms between a computer's actions
 * @property {number} [setupDelay] ms between a computer's placings in the setup
 * @property {number | null} [iterations] the search's budget per decision (null: the engine's)
 */

/**
 * What a game's page hands over to be saved (its controller's `snapshot()`): the fields common
 * to both games first, then each game's own (optional in the schema, as the other game has none).
 * @typedef {object} Snapshot
 * @property {string} save the engine's Game.save(): the start and every action, replayed and checked on loading
 * @property {string[]} seats each seat's kind: 'human' or a computer level
 * @property {string[]} names each seat's name as its person gave it ('' for none)
 * @property {number} actions how many actions were played (shown in the "Continue" line)
 * @property {boolean} over the game has ended (then nothing is kept)
 * @property {boolean} undo the people at the table agreed to taking back
 * @property {string | null} [seed] Heuchel & Meuchel: the deal's seed as given (null: random)
 * @property {number} [players] Heuchel & Meuchel: the table's size
 * @property {Pacing} [pacing] Heuchel & Meuchel: the pace of the computers
 * @property {number} [botSeed] Auf Heller und Pfennig: the computer seats' seed
 * @property {number} [round] Auf Heller und Pfennig: the round under way
 */

/**
 * The fields of a Snapshot every game writes (the session core makes them: session/core.js); each
 * game adds its own around them, in the order it has always written them.
 * @typedef {Pick<Snapshot, 'save' | 'seats' | 'names' | 'actions' | 'over' | 'undo'>} SessionFields
 */

/**
 * A saved game as it is stored (JSON under `<game>:game`).
 * @typedef {Snapshot & { version: 1, savedAt: string }} SavedGame
 */

/**
 * A saved game read back, with the engine's game loaded from it.
 * @template G
 * @typedef {SavedGame & { game: G }} LoadedGame
 */

/**
 * Why a save could not be restored: 'damaged' (not JSON, or no save text), 'version' (another
 * version of the site), 'engine' (the engine could not replay it; `error` says why).
 * @typedef {object} SaveProblem
 * @property {'damaged' | 'version' | 'engine'} reason
 * @property {string} text the stored text, kept aside and offered for download
 * @property {string} message the engine's English message ('' when it is not the engine's)
 * @property {any} error the engine's error, with its code and arguments, or null
 */

/** The version of the schema written now. */
export const SAVE_VERSION = 1;
// Each game of the site keeps its own saves under its own name (`game`: 'heuchel-meuchel' by
// default, 'heller' for Auf Heller und Pfennig).
const DEFAULT_GAME = 'heuchel-meuchel';
const KEEP_AT_MOST = 5;

const isText = (/** @type {unknown} */ x) => typeof x === 'string';
const isCount = (/** @type {unknown} */ x) => Number.isSafeInteger(x) && /** @type {number} */ (x) >= 0;

/**
 * The fields of a Snapshot and nothing else, each of the right kind: what a page hands over is
 * written as the schema says, whatever else its object carries.
 * @param {Snapshot} s
 * @returns {Snapshot}
 */
export function toStored(s) {
  /** @type {Snapshot} */
  const out = {
    save: s.save, seats: s.seats.map(String), names: s.names.map((n) => (isText(n) ? n : '')),
    actions: s.actions, over: s.over === true, undo: s.undo === true,
  };
  if (s.seed !== undefined) out.seed = s.seed === null ? null : String(s.seed);
  if (s.players !== undefined) out.players = s.players;
  if (s.pacing !== undefined) out.pacing = pacingOf(s.pacing);
  if (s.botSeed !== undefined) out.botSeed = s.botSeed;
  if (s.round !== undefined) out.round = s.round;
  return out;
}

/**
 * A stored object as the schema says, or null when it is not a save at all (no save text). Each
 * field of the wrong kind is left out rather than trusted, as the page would treat a missing
 * one: names that are not text are '', an agreement to taking back is only `true`, a pace is
 * only numbers.
 * @param {any} o the parsed JSON
 * @returns {SavedGame | null}
 */
export function fromStored(o) {
  if (!o || typeof o !== 'object' || Array.isArray(o) || !isText(o.save)) return null;
  /** @type {SavedGame} */
  const out = {
    version: SAVE_VERSION,
    savedAt: isText(o.savedAt) ? o.savedAt : '',
    save: o.save,
    seats: Array.isArray(o.seats) && o.seats.every(isText) ? o.seats : [],
    names: Array.isArray(o.names) ? o.names.map((/** @type {unknown} */ n) => (isText(n) ? n : '')) : [],
    actions: isCount(o.actions) ? o.actions : 0,
    over: o.over === true,
    undo: o.undo === true,
  };
  if (o.seed === null || isText(o.seed)) out.seed = o.seed;
  else if (isCount(o.seed)) out.seed = String(o.seed);
  if (isCount(o.players)) out.players = o.players;
  if (o.pacing && typeof o.pacing === 'object') out.pacing = pacingOf(o.pacing);
  if (isCount(o.botSeed)) out.botSeed = o.botSeed;
  if (isCount(o.round)) out.round = o.round;
  return out;
}

/**
 * @param {any} p
 * @returns {Pacing}
 */
function pacingOf(p) {
  /** @type {Pacing} */
  const out = {};
  if (Number.isFinite(p.botDelay) && p.botDelay >= 0) out.botDelay = p.botDelay;
  if (Number.isFinite(p.setupDelay) && p.setupDelay >= 0) out.setupDelay = p.setupDelay;
  if (p.iterations === null || (isCount(p.iterations) && p.iterations > 0)) out.iterations = p.iterations;
  return out;
}

/**
 * A place to keep text, as localStorage is.
 * @typedef {{ getItem(key: string): string | null, setItem(key: string, value: string): void, removeItem(key: string): void }} TextStorage
 */

/**
 * Storage that may be missing or refuse (private windows, full quota): calls never throw.
 * @param {TextStorage | null | undefined} storage
 */
function safe(storage) {
  return {
    /** @param {string} key */
    get(key) {
      try { return storage ? storage.getItem(key) : null; } catch { return null; }
    },
    /** @param {string} key @param {string} value */
    set(key, value) {
      try {
        if (!storage) return false;
        storage.setItem(key, value);
        return true;
      } catch { return false; }
    },
    /** @param {string} key */
    remove(key) {
      try { storage?.removeItem(key); } catch { /* nothing to remove */ }
    },
  };
}

/**
 * The saved-game store of one game of the site (`game`, its storage name). `engine` (the
 * bindings) judges a save by loading it: a save the engine cannot replay is damaged, whatever its
 * JSON says.
 * @template G the engine's game
 * @param {{ engine: { Game: { load(save: string): G } }, storage?: TextStorage | null, game?: string }} options
 */
export function createSaves({ engine, storage = globalThis.localStorage, game: name = DEFAULT_GAME }) {
  const store = safe(storage);
  const CURRENT = `${name}:game`;
  const KEPT = `${name}:kept`;

  /** @param {string} text @param {SaveProblem['reason']} reason */
  function keep(text, reason) {
    /** @type {unknown} */
    let list = [];
    try { list = JSON.parse(store.get(KEPT) || '[]'); } catch { list = []; }
    const kept = Array.isArray(list) ? list : [];
    kept.push({ text, reason, at: new Date().toISOString() });
    store.set(KEPT, JSON.stringify(kept.slice(-KEEP_AT_MOST)));
  }

  /**
   * @param {string} text @param {SaveProblem['reason']} reason @param {any} [error]
   * @returns {{ problem: SaveProblem }}
   */
  function problem(text, reason, error = null) {
    keep(text, reason);
    store.remove(CURRENT);
    return { problem: { reason, text, message: error ? String(error.message ?? '') : '', error } };
  }

  return {
    /**
     * Writes the game in progress; false if storage refused.
     * @param {Snapshot} snapshot
     */
    write(snapshot) {
      /** @type {SavedGame} */
      const saved = { version: SAVE_VERSION, savedAt: new Date().toISOString(), ...toStored(snapshot) };
      return store.set(CURRENT, JSON.stringify(saved));
    },

    /**
     * The saved game: {entry} with `entry.game` loaded by the engine, or {problem} when it could
     * not be restored (then it is moved to the kept saves), or null when there is none.
     * @returns {{ entry: LoadedGame<G> } | { problem: SaveProblem } | null}
     */
    read() {
      const text = store.get(CURRENT);
      if (text === null) return null;
      /** @type {any} */
      let parsed;
      try {
        parsed = JSON.parse(text);
      } catch {
        return problem(text, 'damaged');
      }
      const saved = fromStored(parsed);
      if (!saved) return problem(text, 'damaged');
      if (parsed.version !== SAVE_VERSION) return problem(text, 'version');
      /** @type {G} */
      let game;
      try {
        game = engine.Game.load(saved.save);
      } catch (e) {
        return problem(text, 'engine', e);
      }
      return { entry: { ...saved, game } };
    },

    clear() {
      store.remove(CURRENT);
    },

    /**
     * Saves kept aside because they could not be restored, oldest first.
     * @returns {{ text: string, reason: SaveProblem['reason'], at: string }[]}
     */
    kept() {
      try {
        const list = JSON.parse(store.get(KEPT) || '[]');
        return Array.isArray(list) ? list : [];
      } catch {
        return [];
      }
    },
  };
}
