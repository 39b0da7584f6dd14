// What <heller-pfennig> refuses, in its language: an option it cannot read (its OptionError's
// code `option.<kind>` and arguments, options.js) by the table's `error.option.<kind>`, and the
// engine's refusals by the kind of their code (`notation.*`, `position.*`, `load.*`, `game.*`:
// `error.engine.<kind>`), with the engine's own reason beside it. The `refused` event carries
// the worded message and the code and arguments as given, for a host to word them itself.

import { deBoard } from '../../i18n/de-board.js';
import { enBoard } from '../../i18n/en-board.js';

/** An error in the words of `t` (the element's translator). */
export function wordRefusal(t, error) {
  const code = error && typeof error.code === 'string' ? error.code : null;
  const args = error && error.args && typeof error.args === 'object' ? error.args : {};
  const message = error && typeof error.message === 'string' ? error.message : String(error ?? '');
  if (code && code.startsWith('option.')) {
    const key = `error.${code}`;
    const text = t(key, args);
    if (text !== key) return text;
  }
  const kind = code ? code.split('.')[0] : '';
  const key = `error.engine.${kind}`;
  const text = kind ? t(key, { message }) : key;
  return text !== key ? text : t('error.engine.other', { message });
}

/** The `refused` event's detail: { message (worded), code (or null), args }. */
export function refusalDetail(t, error) {
  return {
    message: wordRefusal(t, error),
    code: error && typeof error.code === 'string' ? error.code : null,
    args: error && error.args && typeof error.args === 'object' ? { ...error.args } : {},
  };
}

// The words of a replay and of a diagram's buttons (component/steps.js, shared with the first
// game, reads them as diagram.*), in each language the game speaks, laid over the game's table
// (www/heller/i18n) by withElementWords. The step buttons' words are the first game's diagrams'
// own (its board tables), so that both games' diagrams say the same; {step} and {count} count
// actions.
const STEP_WORDS = ['diagram.first', 'diagram.prev', 'diagram.play', 'diagram.pause', 'diagram.next', 'diagram.last',
  'diagram.stepOf', 'diagram.start', 'diagram.downloadSvg', 'diagram.downloadPng'];
const stepWords = (table) => Object.fromEntries(STEP_WORDS.map((key) => [key, table[key]]));

export const ELEMENT_WORDS = Object.freeze({
  de: {
    ...stepWords(deBoard),
    'diagram.open': 'Auf eigener Seite öffnen',
    'embed.replay': 'Rückblick: der Marktplatz nach Zug {step} von {count}',
    'error.option.controls': '„{text}“ ist keine Schaltfläche; möglich sind {names}',
  },
  en: {
    ...stepWords(enBoard),
    'diagram.open': 'Open on its own page',
    'embed.replay': 'Replay: the market square after step {step} of {count}',
    'error.option.controls': '"{text}" is not a control; write one of {names}',
  },
});

/** The game's table for `lang` with the element's own words (ELEMENT_WORDS) laid over it. */
export function withElementWords(strings, lang) {
  return { ...strings, ...(ELEMENT_WORDS[lang] || ELEMENT_WORDS.de) };
}
