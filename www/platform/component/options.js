// The options of a board on another page, as a wiki editor writes them: the attributes of
// <heuchel-meuchel> and the URL parameters of embed.html are the same words. Pure functions from
// text to values, each refusing what it cannot read with a message that says why (in English, and
// as a code with its arguments, `option.*`, that ui/errors.js words in the page's language).
// Nothing here knows a rule: positions and moves are read and judged by the engine.

export const MODES = ['game', 'diagram', 'replay'];
export const OPTION_NAMES = ['mode', 'position', 'moves', 'record', 'step', 'viewer', 'highlight', 'arrows',
  'lang', 'players', 'variant', 'seed', 'seats', 'controls', 'caption', 'delay'];

// What a diagram or replay shows of its buttons (a subset of these, in this order).
export const CONTROL_NAMES = ['step', 'play', 'download', 'open'];
const DEFAULT_CONTROLS = {
  game: [],
  diagram: ['step', 'open'],
  replay: ['step', 'play', 'open'],
};

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

// A square as a person counts it: column 1–6, row 1–13, "2:5". Returned 0-based in the column,
// as the engine's API counts columns; rows keep their board numbers.
function parseSquare(option, text, facts) {
  const m = /^(\d+):(\d+)$/.exec(text);
  if (!m) throw new OptionError(option, `"${text}" is not a square; write column:row, for example 2:5`, 'square', { text });
  const column = Number(m[1]) - 1;
  const row = Number(m[2]);
  if (column < 0 || column >= facts.columns) {
    throw new OptionError(option, `column ${m[1]} is not on the board (1–${facts.columns})`, 'column', { column: m[1], columns: facts.columns });
  }
  if (row < 1 || row > facts.rows) throw new OptionError(option, `row ${m[2]} is not on the board (1–${facts.rows})`, 'row', { row: m[2], rows: facts.rows });
  return { column, row };
}

const words = (text) => (text || '').trim().split(/[\s,;]+/).filter(Boolean);

/** "2:5 2:7" → [{column: 1, row: 5}, {column: 1, row: 7}]. */
export function parseHighlight(text, facts) {
  return words(text).map((w) => parseSquare('highlight', w, facts));
}

/** "2:1-2:5 2:5-2:7" → [{from: {column: 1, row: 1}, to: {column: 1, row: 5}}, …]. */
export function parseArrows(text, facts) {
  return words(text).map((w) => {
    const parts = w.split('-');
    if (parts.length !== 2) throw new OptionError('arrows', `"${w}" is not an arrow; write from-to, for example 2:1-2:5`, 'arrow', { text: w });
    return { from: parseSquare('arrows', parts[0], facts), to: parseSquare('arrows', parts[1], facts) };
  });
}

/**
 * Whose eyes the board shows: `all` (every card, for rule examples and finished games), `public`
 * (what every player sees; `everyone` says the same), or a seat 1–6 (that player's own view).
 */
export function parseViewer(text, fallback = 'all') {
  const v = (text || '').trim().toLowerCase() || fallback;
  if (v === 'all') return { kind: 'all' };
  if (v === 'public' || v === 'everyone' || v === 'spectator') return { kind: 'public' };
  if (/^[1-6]$/.test(v)) return { kind: 'seat', seat: Number(v) - 1 };
  throw new OptionError('viewer', `"${text}" is not a viewer; write all, public or a seat number 1–6`, 'viewer', { text });
}

/** "a_b_c" or "a b c" → ['a', 'b', 'c'] (the engine reads each action). */
export function parseMoves(text) {
  return (text || '').trim().split(/[\s_]+/).filter(Boolean);
}

/** A step number 0…count (count = the number of moves); empty → `fallback`. */
export function parseStep(text, count, fallback = 0) {
  const t = (text ?? '').toString().trim();
  if (!t) return Math.min(fallback, count);
  if (!/^\d+$/.test(t)) throw new OptionError('step', `"${text}" is not a step number`, 'step', { text });
  return Math.min(Number(t), count);
}

/** "step play" → ['step', 'play']; `none` → []; empty → the mode's default. */
export function parseControls(text, mode) {
  const t = (text ?? '').toString().trim().toLowerCase();
  if (!t) return DEFAULT_CONTROLS[mode].slice();
  if (t === 'none') return [];
  const asked = words(t);
  for (const w of asked) {
    if (!CONTROL_NAMES.includes(w)) {
      throw new OptionError('controls', `"${w}" is not one of ${CONTROL_NAMES.join(', ')}, none`, 'controls', { text: w, names: `${CONTROL_NAMES.join(', ')}, none` });
    }
  }
  return CONTROL_NAMES.filter((c) => asked.includes(c));
}

/** "human,hard,medium" → ['human', 'hard', 'medium'] (the game checks each kind). */
export function parseSeats(text) {
  return (text || '').split(/[\s,]+/).map((s) => s.trim().toLowerCase()).filter(Boolean);
}

/** The options named in a URL's query (embed.html), as attribute texts. */
export function optionsFromQuery(search) {
  const q = new URLSearchParams(search);
  const out = {};
  for (const name of OPTION_NAMES) if (q.has(name)) out[name] = q.get(name);
  return out;
}

/** The game page's link that opens `position` for play (seats: the viewer's seat is human). */
export function gameLink(base, { position, lang, seats }) {
  const url = new URL(base);
  url.search = '';
  url.hash = '';
  if (position) url.searchParams.set('position', position);
  if (seats) url.searchParams.set('seats', seats);
  if (lang) url.searchParams.set('lang', lang);
  return url.href;
}
