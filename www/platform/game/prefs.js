// The player's own settings, kept in this browser across games and reloads (localStorage
// "heuchel-meuchel:prefs"): how fast moves are animated, and the language chosen. A change is announced on the window
// as "hm-prefs" so that every board on the page follows it at once.

const KEY = 'heuchel-meuchel:prefs';

/** The animation speeds a player may choose; 'off' shows every move at once. */
export const MOTION_SPEEDS = ['off', 'slow', 'normal', 'fast'];

// lang: the language the person chose (i18n/languages.js), or null for none yet.
const DEFAULTS = Object.freeze({ motion: 'normal', lang: null });

function storage() {
  try {
    return globalThis.localStorage || null;
  } catch {
    return null; // storage refused (a sandboxed frame): the defaults serve
  }
}

/** The settings now: the stored ones over the defaults; anything unreadable is ignored. */
export function readPrefs() {
  let stored = {};
  try {
    stored = JSON.parse(storage()?.getItem(KEY) || '{}') || {};
  } catch {
    stored = {};
  }
  const motion = MOTION_SPEEDS.includes(stored.motion) ? stored.motion : DEFAULTS.motion;
  const lang = typeof stored.lang === 'string' && /^[a-z]{2,3}$/.test(stored.lang) ? stored.lang : DEFAULTS.lang;
  return { ...DEFAULTS, motion, lang };
}

/** Stores a change (e.g. { motion: 'fast' }) and tells the page. Returns the new settings. */
export function writePrefs(change) {
  const next = { ...readPrefs(), ...change };
  try {
    storage()?.setItem(KEY, JSON.stringify(next));
  } catch {
    // full or refused: the change still holds for this page
  }
  globalThis.dispatchEvent?.(new CustomEvent('hm-prefs', { detail: next }));
  return next;
}

/**
 * The speed to animate at: the chosen one, or 'off' when the system asks to reduce motion.
 */
export function motionSpeed(prefs = readPrefs()) {
  const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'off' : prefs.motion;
}
