// What <heller-pfennig> refuses, in its language: an option it cannot read (its OptionError's
// code `option.<kind>` and arguments, options.js) by the table's `error.option.<kind>`, and the
// engine's refusals by the kind of their code (`notation.*`, `position.*`, `load.*`, `game.*`:
// `error.engine.<kind>`), with the engine's own reason beside it. The `refused` event carries
// the worded message and the code and arguments as given, for a host to word them itself.

import { deSite } from '../../platform/i18n/de.js';
import { enSite } from '../../platform/i18n/en.js';
import { nlSite } from '../../platform/i18n/nl.js';
import { frSite } from '../../platform/i18n/fr.js';
import { tinctureWords } from '../../platform/ui/seat-style.js';

/**
 * An error in the words of `t` (the page's or the element's translator): a code the table words
 * itself (`error.<code>`: every refusal of an action, `action.*`, a computer player's `bot.*`, a
 * record's `load.*`, an option's `option.*`) from its arguments, tiles named by `facts` (the
 * engine's boardFacts) and merchants by `names` when given; any other engine error by the kind of
 * its code with the engine's English reason beside it.
 */
export function wordRefusal(t, error, { facts = null, names = [] } = {}) {
  const code = error && typeof error.code === 'string' ? error.code : null;
  const args = error && error.args && typeof error.args === 'object' ? error.args : {};
  const message = error && typeof error.message === 'string' ? error.message : String(error ?? '');
  if (code) {
    const key = `error.${code}`;
    const text = t(key, code.startsWith('option.') ? args : wordedArgs(t, args, facts, names));
    // Worded only when every argument the sentence names was given.
    if (text !== key && !/\{\w+\}/.test(text)) return text;
  }
  const kind = code ? code.split('.')[0] : '';
  const key = `error.engine.${kind}`;
  const text = kind ? t(key, { message }) : key;
  return text !== key ? text : t('error.engine.other', { message });
}

// The engine's arguments as a sentence shows them: a tile by its name, a stall by its strokes, a
// merchant by his name, an action's index counted from 1, and a record's refused action by its
// own reason's words.
function wordedArgs(t, args, facts, names) {
  const out = { ...args };
  const tileWords = (code) => {
    const fact = facts && Array.isArray(facts.tiles) ? facts.tiles.find((f) => f.code === code) : null;
    const key = fact && { customer: 'tile.B', rogue: 'tile.R', moneyBag: 'tile.M', fire: 'tile.F', evilEye: 'tile.E' }[fact.kind];
    return key ? t(key, { value: fact.value ?? '' }) : String(code);
  };
  if (typeof args.tile === 'string') out.tile = tileWords(args.tile);
  if (typeof args.stall === 'number') out.stall = 'I'.repeat(args.stall);
  for (const k of ['player', 'toAct']) {
    if (typeof args[k] !== 'number') continue;
    const own = names && typeof names[args[k]] === 'string' ? names[args[k]].trim() : '';
    out[k] = own || t('player.default', { n: args[k] + 1 });
  }
  if (typeof args.index === 'number') out.index = args.index + 1;
  if (typeof args.reason === 'string') {
    const key = `error.${args.reason}`;
    const reason = t(key, out);
    out.reason = reason !== key ? reason : args.reason;
  }
  return out;
}

/** The `refused` event's detail: { message (worded), code (or null), args }. */
export function refusalDetail(t, error, context) {
  return {
    message: wordRefusal(t, error, context),
    code: error && typeof error.code === 'string' ? error.code : null,
    args: error && error.args && typeof error.args === 'object' ? { ...error.args } : {},
  };
}

// The words of a replay and of a diagram's buttons (component/steps.js, shared with the first
// game, reads them as diagram.*), in each language the game speaks (i18n/languages.js), laid
// over the game's table (www/heller/i18n) by withElementWords. The step buttons' words are the site's (www/platform/i18n/),
// which the first game's board tables take too, so that both games' diagrams say the same; {step} and {count} count
// actions.
const STEP_WORDS = ['diagram.first', 'diagram.prev', 'diagram.play', 'diagram.pause', 'diagram.next', 'diagram.last',
  'diagram.stepOf', 'diagram.start', 'diagram.downloadSvg', 'diagram.downloadPng'];
// …and the seats' tinctures, which a replay's side names beside each merchant's colour.
const stepWords = (table) => ({ ...Object.fromEntries(STEP_WORDS.map((key) => [key, table[key]])), ...tinctureWords(table) });

export const ELEMENT_WORDS = Object.freeze({
  de: {
    ...stepWords(deSite),
    'diagram.open': 'Auf eigener Seite öffnen',
    'embed.replay': 'Rückblick: der Marktplatz nach Zug {step} von {count}',
    'error.option.controls': '„{text}“ ist keine Schaltfläche; möglich sind {names}',
  },
  en: {
    ...stepWords(enSite),
    'diagram.open': 'Open on its own page',
    'embed.replay': 'Replay: the market square after step {step} of {count}',
    'error.option.controls': '"{text}" is not a control; write one of {names}',
  },
  nl: {
    ...stepWords(nlSite),
    'diagram.open': 'Op een eigen pagina openen',
    'embed.replay': 'Terugblik: het marktplein na stap {step} van {count}',
    'error.option.controls': '‘{text}’ is geen knop; schrijf een van {names}',
  },
  fr: {
    ...stepWords(frSite),
    'diagram.open': 'Ouvrir sur une page à part',
    'embed.replay': 'Relecture : la place du marché après l’étape {step} sur {count}',
    'error.option.controls': '« {text} » n’est pas un bouton ; écrivez l’un de {names}',
  },
});

/** The game's table for `lang` with the element's own words (ELEMENT_WORDS) laid over it. */
export function withElementWords(strings, lang) {
  return { ...strings, ...(ELEMENT_WORDS[lang] || ELEMENT_WORDS.de) };
}
