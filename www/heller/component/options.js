// The options of <heller-pfennig> and of heller-embed.html, as a wiki editor writes them: pure
// functions from text to values, each refusing what it cannot read with an OptionError (English,
// and a code `option.<kind>` with its arguments, which words.js puts in the element's language).
// Every number and name they check against comes from the engine's boardFacts(): the player
// counts, variants, levels, rows and columns. Positions and saves are read by the engine.

import { OptionError, optionWords as words, parseControls as parseControlWords, parseNames, parseStep } from '../../platform/component/options.js';

export { OptionError, parseNames, parseStep };

export const MODES = ['game', 'diagram', 'replay', 'lesson'];
export const OPTION_NAMES = ['mode', 'position', 'save', 'step', 'viewer', 'highlight', 'controls', 'caption',
  'lang', 'players', 'variant', 'noluck', 'seed', 'seats', 'names', 'delay',
  // A lesson: one of the course by name, or one written here (its position, the answers that
  // reach its goal, the goal and what reaching it shows in the page's words, the rule's section).
  'lesson', 'answers', 'goal', 'success', 'rule'];

/** The viewer who sees every merchant's own tile (a replay's default): parseViewer's `all`. */
export const ALL = 'all';

// The buttons a diagram and a replay show unless `controls` says: a diagram is a picture, as it
// always was; a replay steps and plays. (The words are the first game's: step play download open.)
const DEFAULT_CONTROLS = { game: [], diagram: [], replay: ['step', 'play'], lesson: ['next'] };

/** "step play" → ['step', 'play']; `none` → []; empty → the mode's default (above). */
export function parseControls(text, mode) {
  if (!(text ?? '').toString().trim()) return DEFAULT_CONTROLS[mode].slice();
  return parseControlWords(text, []);
}

/** "diagram" → "diagram"; empty → the default `game`. */
export function parseMode(text) {
  const mode = (text || '').trim().toLowerCase() || 'game';
  if (!MODES.includes(mode)) throw new OptionError('mode', `"${text}" is not one of ${MODES.join(', ')}`, 'mode', { text, names: MODES.join(', ') });
  return mode;
}

/** "3" → 3 (one of facts.playerCounts); empty → undefined (the game's default, or the seats' count). */
export function parsePlayers(text, facts) {
  const t = (text ?? '').toString().trim();
  if (!t) return undefined;
  const n = /^\d+$/.test(t) ? Number(t) : NaN;
  if (!facts.playerCounts.includes(n)) {
    throw new OptionError('players', `"${text}" is not a number of players; write ${facts.playerCounts.join(', ')}`, 'players', { text, names: facts.playerCounts.join(', ') });
  }
  return n;
}

/** "openEnded" (any case) → 'openEnded'; empty → 'standard'. */
export function parseVariant(text, facts) {
  const t = (text ?? '').toString().trim().toLowerCase();
  if (!t) return facts.variants[0];
  const found = facts.variants.find((v) => v.toLowerCase() === t);
  if (!found) throw new OptionError('variant', `"${text}" is not a variant; write ${facts.variants.join(' or ')}`, 'variant', { text, names: facts.variants.join(', ') });
  return found;
}

/**
 * The game without luck: a present attribute with no value (`<heller-pfennig noluck>`), `yes`,
 * `true`, `1` or `on` → true; absent, `no`, `false`, `0` or `off` → false.
 */
export function parseNoLuck(text) {
  if (text === undefined || text === null) return false;
  const t = String(text).trim().toLowerCase();
  if (['', 'yes', 'true', '1', 'on', 'noluck'].includes(t)) return true;
  if (['no', 'false', '0', 'off'].includes(t)) return false;
  throw new OptionError('noluck', `"${text}" is neither yes nor no`, 'noluck', { text });
}

/** "42" → "42" (the engine takes a whole number as a decimal string); empty → undefined (a random deal). */
export function parseSeed(text) {
  const t = (text ?? '').toString().trim();
  if (!t) return undefined;
  if (!/^\d{1,20}$/.test(t)) throw new OptionError('seed', `"${text}" is not a whole number`, 'seed', { text });
  return t;
}

/** "human,hard,medium" → ['human', 'hard', 'medium']: each `human` or one of the engine's levels. */
export function parseSeats(text, facts) {
  const kinds = ['human', ...facts.levels];
  const list = (text || '').split(/[\s,]+/).map((s) => s.trim().toLowerCase()).filter(Boolean);
  for (const kind of list) {
    if (!kinds.includes(kind)) throw new OptionError('seats', `"${kind}" is not one of ${kinds.join(', ')}`, 'seats', { text: kind, names: kinds.join(', ') });
  }
  if (list.length > facts.maxPlayers) {
    throw new OptionError('seats', `${list.length} seats, but at most ${facts.maxPlayers} merchants play`, 'seatCount', { count: list.length, max: facts.maxPlayers });
  }
  return list;
}

/** Milliseconds between the computer seats' actions: a number from 0; empty → undefined (the game's pace). */
export function parseDelay(text) {
  const t = (text ?? '').toString().trim();
  if (!t) return undefined;
  const n = Number(t);
  if (!Number.isFinite(n) || n < 0) throw new OptionError('delay', `"${text}" is not a number of milliseconds`, 'delay', { text });
  return n;
}

/**
 * Whose eyes a diagram shows: `spectator` (`public` and `everyone` say the same: what every
 * merchant sees, no hidden tile), a seat 1…players (that merchant's own view, his own tile
 * included), or `all` (every merchant's own tile: a finished game's replay). Returns the engine's
 * viewer index, or ALL; empty → `fallback` (a spectator unless given).
 */
export function parseViewer(text, players, facts, fallback = facts.spectator) {
  const v = (text ?? '').toString().trim().toLowerCase();
  if (!v) return fallback;
  if (v === 'spectator' || v === 'public' || v === 'everyone') return facts.spectator;
  if (v === ALL) return ALL;
  if (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= players) return Number(v) - 1;
  throw new OptionError('viewer', `"${text}" is not a viewer; write spectator, all or a seat number 1–${players}`, 'viewer', { text, players });
}

/**
 * Lanes to light: `row:3` (a row by its name, 1–5) and `column:d` (a column by its letter, a–f;
 * `col:d` too), separated by commas or spaces: "row:3,column:d". Returns them as the board's
 * highlightLanes() takes them: [{ lane: { row } | { column } (0-based), parts: [{ squares }] }].
 */
export function parseHighlight(text, facts) {
  return words(text).map((w) => {
    const m = /^(row|column|col):(\w+)$/i.exec(w);
    if (!m) throw new OptionError('highlight', `"${w}" is not a lane; write row:3 or column:d`, 'lane', { text: w });
    const isRow = m[1].toLowerCase() === 'row';
    const names = isRow ? facts.rowNames : facts.columnNames;
    const index = names.indexOf(m[2].toLowerCase());
    if (index < 0) {
      throw new OptionError('highlight', `${isRow ? 'row' : 'column'} "${m[2]}" is not on the market (${names[0]}–${names[names.length - 1]})`, isRow ? 'laneRow' : 'laneColumn', { text: m[2], first: names[0], last: names[names.length - 1] });
    }
    const squares = facts.squares.filter((_, i) => (isRow ? Math.floor(i / facts.columns) : i % facts.columns) === index);
    return { lane: isRow ? { row: index } : { column: index }, parts: [{ squares }] };
  });
}

/** The options named in a URL's query (heller-embed.html), as attribute texts. */
export function optionsFromQuery(search) {
  const q = new URLSearchParams(search);
  const out = {};
  for (const name of OPTION_NAMES) if (q.has(name)) out[name] = q.get(name);
  return out;
}
