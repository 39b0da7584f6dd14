// The options of a board on another page, as a wiki editor writes them, in what every game's
// element shares: the modes, the step bar's buttons, a step number, a list of seats, and the
// error that refuses what cannot be read with a message that says why (in English, and as a code
// with its arguments, `option.*`, that each game's words put in the page's language). Each game
// reads its own squares, viewers and option names (www/heuchel/component/options.js,
// www/heller/component/options.js). Nothing here knows a rule.

import { NAME_MAX } from '../ui/seat-style.js';

export const MODES = ['game', 'diagram', 'replay', 'lesson'];

// What a diagram or replay shows of its buttons (a subset of these, in this order).
export const CONTROL_NAMES = ['step', 'play', 'download', 'open', 'next'];

/** An option refused: `message` in English, `code` (`option.<kind>`) and `args` to word it. */
export class OptionError extends Error {
  constructor(option, message, kind, args = {}) {
    super(`${option}: ${message}`);
    this.option = option;
    this.code = `option.${kind}`;
    this.args = { option, ...args };
  }
}

/** "diagram" → "diagram"; empty → the default `game`. */
export function parseMode(text) {
  const mode = (text || '').trim().toLowerCase() || 'game';
  if (!MODES.includes(mode)) throw new OptionError('mode', `"${text}" is not one of ${MODES.join(', ')}`, 'mode', { text, names: MODES.join(', ') });
  return mode;
}

/**
 * Whether a board of `mode` in `element` can do with its engine's rules alone (a diagram or a
 * replay asks no computer player: www/platform/engine/loader.js). Not when another element of the
 * same game on its page plays a game: the page's engine then is the whole one, fetched once.
 * @param {Element} element
 * @param {string} mode
 */
export function rulesSuffice(element, mode) {
  // A lesson asks no computer either: its "Show me" is its own answer.
  if (mode === 'game') return false;
  const root = /** @type {Document | ShadowRoot} */ (element.getRootNode());
  const others = root.querySelectorAll ? [...root.querySelectorAll(element.localName)] : [];
  return !others.some((other) => {
    try {
      return parseMode(other.getAttribute('mode')) === 'game';
    } catch {
      return false;
    }
  });
}

/** An option's words: "2:5, 2:7;3:1" → ['2:5', '2:7', '3:1']. */
export const optionWords = (text) => (text || '').trim().split(/[\s,;]+/).filter(Boolean);

/** A step number 0…count (count = the number of moves); empty → `fallback`. */
export function parseStep(text, count, fallback = 0) {
  const t = (text ?? '').toString().trim();
  if (!t) return Math.min(fallback, count);
  if (!/^\d+$/.test(t)) throw new OptionError('step', `"${text}" is not a step number`, 'step', { text });
  return Math.min(Number(t), count);
}

/** "step play" → ['step', 'play']; `none` → []; empty → `fallback` (the game's default for its mode). */
export function parseControls(text, fallback) {
  const t = (text ?? '').toString().trim().toLowerCase();
  if (!t) return fallback.slice();
  if (t === 'none') return [];
  const asked = optionWords(t);
  for (const w of asked) {
    if (!CONTROL_NAMES.includes(w)) {
      throw new OptionError('controls', `"${w}" is not one of ${CONTROL_NAMES.join(', ')}, none`, 'controls', { text: w, names: `${CONTROL_NAMES.join(', ')}, none` });
    }
  }
  return CONTROL_NAMES.filter((c) => asked.includes(c));
}

/**
 * "Anna, Bert,,Clara" → ['Anna', 'Bert', '', 'Clara']: the players' names, seat 1 first, split at
 * commas only (a name may have spaces), each trimmed and cut to NAME_MAX; an empty one is the
 * seat's own name ("Seat 3").
 */
export function parseNames(text) {
  const t = (text ?? '').toString();
  return t.trim() ? t.split(',').map((name) => name.trim().slice(0, NAME_MAX)) : [];
}

/** "human,hard,medium" → ['human', 'hard', 'medium'] (the game checks each kind). */
export function parseSeats(text) {
  return (text || '').split(/[\s,]+/).map((s) => s.trim().toLowerCase()).filter(Boolean);
}
