// The options of <heuchel-meuchel> and of embed.html, as a wiki editor writes them: the attributes
// of the element and the URL parameters of embed.html are the same words. Pure functions from text
// to values, each refusing what it cannot read with an OptionError (English, and a code
// `option.<kind>` with its arguments, which ui/errors.js words in the page's language). Nothing
// here knows a rule: positions and moves are read and judged by the engine.

import {
  CONTROL_NAMES, MODES, OptionError, optionWords as words, parseControls as parseControlWords, parseMode, parseNames, parseSeats, parseStep,
} from '../../platform/component/options.js';

export { CONTROL_NAMES, MODES, OptionError, parseMode, parseNames, parseSeats, parseStep };

export const OPTION_NAMES = ['mode', 'position', 'moves', 'record', 'step', 'viewer', 'highlight', 'arrows',
  'lang', 'players', 'variant', 'seed', 'seats', 'names', 'controls', 'caption', 'delay',
  // A lesson: one of the course by name, or one written here (its position, the answers that
  // reach its goal, the goal and what reaching it shows in the page's words, the rule's section).
  'lesson', 'answers', 'goal', 'success', 'rule'];

// What a diagram or replay shows of its buttons unless `controls` says.
const DEFAULT_CONTROLS = {
  game: [],
  diagram: ['step', 'open'],
  replay: ['step', 'play', 'open'],
  // A course's lesson offers the next one once done.
  lesson: ['next'],
};

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

/** "step play" → ['step', 'play']; `none` → []; empty → the mode's default (above). */
export function parseControls(text, mode) {
  return parseControlWords(text, DEFAULT_CONTROLS[mode]);
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
