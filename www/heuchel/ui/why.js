// Why not: the engine's reasons for refusing an action (Game.whyNot, src/why.rs) as the page
// shows them: a sentence in the page's language for each, the squares they are about as board
// marks, and the rules page's section for the rule they rest on.

import { cardName } from './format.js';

/** @typedef {{ code: string, args: Record<string, any>, rule: string, marks: Array<{ role: string, at: { column: number, row: number } }> }} Reason */

/**
 * The reason in words (`t`, the page's translator): columns counted from 1 as the board shows
 * them, cards named, counts of cards and the expected step worded.
 * @param {(key: string, args?: Record<string, any>) => string} t
 * @param {Reason} reason
 */
export function whySentence(t, reason) {
  const { args } = reason;
  const out = { ...args };
  if (typeof args.column === 'number') out.column = args.column + 1;
  for (const name of ['card', 'mover']) if (typeof args[name] === 'string' && args[name]) out[name] = cardName(t, args[name]);
  if (typeof args.height === 'number') out.cards = t('error.cards', { count: args.height });
  if (typeof args.expected === 'string') out.expected = t(`error.expected.${args.expected}`);
  return t(`why.${reason.code.replace(/^why\./, '')}`, out);
}

// The section of the rules page (and its live diagram) that shows each rule of RULES.md.
const SECTIONS = [
  [/^R2\./, 'setup'], [/^R3\./, 'moving'], [/^R4\.[28]$/, 'fig-ceiling'], [/^R4\.1$/, 'fig-split'], [/^R4\./, 'fig-step-jump'],
  [/^R5\./, 'fig-favours'], [/^R9\./, 'end'], [/^R11\./, 'fig-dice-count'],
];

/**
 * The rules page's anchor for a rule of RULES.md ("R4.5" → "fig-step-jump"), or '' when none
 * fits.
 * @param {string} rule
 */
export function whySection(rule) {
  const found = SECTIONS.find(([pattern]) => pattern.test(rule));
  return found ? found[1] : '';
}

/**
 * The board's marks for the reasons: the moving stack framed as the one the reason is about
 * ('whyMover'), every other square it names as a reason ('why').
 * @param {Reason[]} reasons
 */
export function whyMarks(reasons) {
  return reasons.flatMap((r) => r.marks.map((m) => ({ column: m.at.column, row: m.at.row, kind: m.role === 'mover' ? 'whyMover' : 'why' })));
}

/**
 * What the page shows for `reasons` (not empty): their sentences, the rule's name and its link on
 * the rules page (`rulesUrl`, the page for the language; null: no link), their squares' marks,
 * and whether they were only aimed at (not tried). The game at one screen and an online table
 * both show this.
 * @param {any} t
 * @param {any[]} reasons
 * @param {string | null} rulesUrl
 * @param {boolean} aimed
 */
export function whyShown(t, reasons, rulesUrl, aimed) {
  const rule = reasons[0].rule;
  const section = whySection(rule);
  return {
    text: reasons.map((r) => whySentence(t, r)).join(' '),
    rule: t('why.rule', { rule }),
    href: section && rulesUrl ? `${rulesUrl}#${section}` : null,
    marks: whyMarks(reasons),
    aimed,
  };
}
