// Saved games in the browser: the game in progress is written after every action, so a reload, a
// closed tab or a crash brings the player back exactly where he was. A save that cannot be read
// (damaged, or written by another version of the site) is never dropped: it is kept aside, said in
// words, and can be downloaded.
//
// What is stored: { version, save (Game.save(): the start and every action, which the engine
// replays and checks on loading), seats, names (the seats' names, '' for none), seed, pacing,
// savedAt, actions, over }. The save holds
// every hidden card, as the game in the page does: it stays in this browser's storage, and nothing
// shows it.

export const SAVE_VERSION = 1;
// Each game of the site keeps its own saves under its own name (`game`: 'heuchel-meuchel' by
// default, 'heller' for Auf Heller und Pfennig).
const DEFAULT_GAME = 'heuchel-meuchel';
const KEEP_AT_MOST = 5;

/** Storage that may be missing or refuse (private windows, full quota): calls never throw. */
function safe(storage) {
  return {
    get(key) {
      try { return storage ? storage.getItem(key) : null; } catch { return null; }
    },
    set(key, value) {
      try { storage.setItem(key, value); return true; } catch { return false; }
    },
    remove(key) {
      try { storage.removeItem(key); } catch { /* nothing to remove */ }
    },
  };
}

/**
 * The saved-game store of one game of the site (`game`, its storage name). `engine` (the
 * bindings) judges a save by loading it: a save the engine cannot replay is damaged, whatever its
 * JSON says.
 * Returns { write(entry), read() → {entry} | {problem: {reason, text, message, error}} | null, clear(), kept() }
 * (`error`: the engine's, with its code, when it could not replay the save; `message` its English).
 */
export function createSaves({ engine, storage = globalThis.localStorage, game: name = DEFAULT_GAME } = {}) {
  const store = safe(storage);
  const CURRENT = `${name}:game`;
  const KEPT = `${name}:kept`;

  function keep(text, reason) {
    let list = [];
    try { list = JSON.parse(store.get(KEPT) || '[]'); } catch { list = []; }
    if (!Array.isArray(list)) list = [];
    list.push({ text, reason, at: new Date().toISOString() });
    store.set(KEPT, JSON.stringify(list.slice(-KEEP_AT_MOST)));
  }

  function problem(text, reason, error = null) {
    keep(text, reason);
    store.remove(CURRENT);
    return { problem: { reason, text, message: error ? error.message : '', error } };
  }

  return {
    /** Writes the game in progress (an entry as described above); false if storage refused. */
    write(entry) {
      return store.set(CURRENT, JSON.stringify({ version: SAVE_VERSION, savedAt: new Date().toISOString(), ...entry }));
    },

    /**
     * The saved game: {entry} with `entry.game` loaded by the engine, or {problem} when it could
     * not be restored (then it is moved to the kept saves), or null when there is none.
     */
    read() {
      const text = store.get(CURRENT);
      if (text === null) return null;
      let entry;
      try {
        entry = JSON.parse(text);
      } catch {
        return problem(text, 'damaged');
      }
      if (!entry || typeof entry !== 'object' || typeof entry.save !== 'string') return problem(text, 'damaged');
      if (entry.version !== SAVE_VERSION) return problem(text, 'version');
      let game;
      try {
        game = engine.Game.load(entry.save);
      } catch (e) {
        return problem(text, 'engine', e);
      }
      // Names are the players' own words: anything but a list of strings is left out, not trusted.
      const names = Array.isArray(entry.names) ? entry.names.map((n) => (typeof n === 'string' ? n : '')) : [];
      return { entry: { ...entry, names, game } };
    },

    clear() {
      store.remove(CURRENT);
    },

    /** Saves kept aside because they could not be restored: [{text, reason, at}], oldest first. */
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
