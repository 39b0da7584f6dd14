// The engine's refusals in the page's language (issue 13). Every error the engine throws carries
// a stable code and its arguments (docs/JS-API.md, "Error codes"), and so do the options the
// element refuses (component/options.js): here they become the table's `error.<code>` text, with
// players shown as seats and columns counted from 1 as the board shows them, cards named as the
// log names them, and the engine's fixed words (a step, a variant, a list, a reason) translated.
// Any other error (the network, a browser's refusal) keeps its own message: `error.other`.
//
// The texts read as the part after a colon ("That did not work: {message}"): asSentence makes
// one stand alone.

import { cardName, seatName } from './format.js';

// Arguments that are players, 0-based in the engine: shown as the seat's name ("Seat 3").
const SEATS = ['player', 'placer', 'toAct'];
// Arguments that are cards ("B4"): named in the language ("Bishop 4").
const CARDS = ['card', 'top'];

/**
 * A card by name; with a translator that has no board facts (a page that made it before the
 * engine loaded), by `facts`, else as its code.
 */
function nameCard(t, card, facts) {
  try {
    return cardName(t, card);
  } catch {
    const kind = facts && facts.classes.find((c) => c.letter === String(card)[0]);
    return kind ? t('card.known', { class: t(`class.${kind.id}`), value: String(card).slice(1) }) : String(card);
  }
}

/** The arguments as the texts show them. */
function wordedArgs(t, code, args, names, facts) {
  const out = { ...args };
  for (const name of SEATS) if (typeof args[name] === 'number') out[name] = seatName(t, args[name], names);
  if (typeof args.column === 'number' && !code.startsWith('option.')) out.column = args.column + 1;
  for (const name of CARDS) if (typeof args[name] === 'string') out[name] = nameCard(t, args[name], facts);
  switch (code) {
    case 'action.wrongPhase':
      out.expected = t(`error.expected.${args.expected}`);
      break;
    case 'position.stepOfOtherVariant':
      out.step = t(`error.step.${args.step}`);
      out.variant = t(`error.variant.${args.variant}`);
      break;
    case 'position.listCount':
      out.list = t(`error.list.${args.list}`, { count: args.found });
      break;
    case 'position.impossibleView':
      out.reason = t(`error.reason.${args.reason}`);
      break;
    case 'action.badCount':
      out.cards = t('error.cards', { count: args.height });
      break;
    default:
  }
  return out;
}

/**
 * An error in the words of `t` (a translator, ui/i18n.js): an engine's or an option's error by
 * its code, anything else by its own message. Options: `names`, the seats' names (players are
 * called by them, as everywhere on the page); `facts`, the engine's board facts, to name cards
 * when `t` was made without them.
 */
export function wordError(t, error, { names = [], facts = null } = {}) {
  const code = error && typeof error.code === 'string' ? error.code : null;
  const key = code && `error.${code}`;
  if (!code || t(key) === key) {
    const message = error && typeof error.message === 'string' ? error.message : String(error ?? '');
    return t('error.other', { message });
  }
  const args = error.args && typeof error.args === 'object' ? error.args : {};
  // A malformed object with no one field at fault is refused as a whole.
  if ((code === 'setup.malformed' || code === 'action.malformed') && !args.field) return t(`error.${code}.whole`);
  const text = t(`error.${code}`, wordedArgs(t, code, args, names, facts));
  if (code.startsWith('notation.') && typeof args.text === 'string' && args.text) {
    return t('error.notation.at', { message: text, text: args.text });
  }
  return text;
}

// asSentence is the site's (www/platform/ui/sentence.js): both games' elements show refusals so.
export { asSentence } from '../../platform/ui/sentence.js';

/** What a `refused` event or a worker passes on: the worded message, the code and its args. */
export function errorDetail(t, error, options) {
  return {
    message: wordError(t, error, options),
    code: error && typeof error.code === 'string' ? error.code : null,
    args: error && error.args && typeof error.args === 'object' ? { ...error.args } : {},
  };
}
