// Why not: the engine's reasons for refusing an action (Game.whyNot, crates/heller/src/why.rs)
// as the page shows them: a sentence in the page's language for each, the squares they are about
// as marks on the market, and the section of the rules page for the rule they rest on (as the
// first game's www/heuchel/ui/why.js does for its reasons).

import { el } from '../../platform/ui/dom.js';
import { strokes, tileName } from './words.js';

/** @typedef {{ code: string, args: Record<string, any>, rule: string, marks: Array<{ role: string, at: string }> }} Reason */

/**
 * The reason in words (`t`, the page's translator): a tile by its name (`facts`, the engine's
 * boardFacts), a stall by its strokes, a square by its name.
 * @param {(key: string, args?: Record<string, any>) => string} t
 * @param {any} facts
 * @param {Reason} reason
 */
export function whySentence(t, facts, reason) {
  const out = { ...reason.args };
  if (typeof out.tile === 'string') out.tile = tileName(t, facts, out.tile);
  if (typeof out.stall === 'number') out.stall = strokes(out.stall);
  return t(`why.${reason.code.replace(/^why\./, '')}`, out);
}

// The section of the rules page (rules.html of this game, in each language) for each rule the
// engine's reasons rest on: a decision of RULES.md, or the section that states the rule.
const SECTIONS = { 'a-turn': 'turn', material: 'material', D2: 'd2', D8: 'd8', D9: 'd9', 'end-of-the-game-standard': 'game-end' };

/** The rules page's anchor for a rule the engine names ("D9" → "d9", "a-turn" → "turn"), or '' when none fits. */
export function whySection(rule) {
  return SECTIONS[rule] || '';
}

/**
 * The rule's link text: a decision by its name ("Rule: D9"), a section by its title ("Rule: A
 * turn").
 * @param {(key: string, args?: Record<string, any>) => string} t
 * @param {string} rule
 */
export function whyRuleName(t, rule) {
  const key = `why.ruleName.${rule}`;
  const name = /^D\d+$/.test(rule) ? rule : t(key);
  return t('why.rule', { rule: name === key ? rule : name });
}

/**
 * What the page shows for the reasons: their sentences, the rule's link (`rulesUrl`: the rules
 * page of the page's language, or none), and the squares to mark. `aimed`: only aimed at, not
 * placed (the words go when the piece is aimed at a square it may take).
 * @param {(key: string, args?: Record<string, any>) => string} t
 * @param {any} facts
 * @param {Reason[]} reasons
 * @param {string | null} rulesUrl
 * @param {boolean} aimed
 */
export function whyShown(t, facts, reasons, rulesUrl, aimed) {
  const rule = reasons[0].rule;
  const section = whySection(rule);
  return {
    text: reasons.map((r) => whySentence(t, facts, r)).join(' '),
    rule: whyRuleName(t, rule),
    href: section && rulesUrl ? `${rulesUrl}#${section}` : null,
    squares: reasons.flatMap((r) => r.marks.map((m) => m.at)),
    aimed,
  };
}

/**
 * The reasons' words and their rule's link in `box`, and their squares marked on `board`
 * (changed only when they change, so that a screen reader hears each reason once): what the
 * game at one screen and an online table both show. `why`: whyShown's, or null for none.
 * @param {HTMLElement} box
 * @param {{ set: (partial: any) => void }} board
 * @param {ReturnType<typeof whyShown> | null} why
 */
export function drawWhy(box, board, why) {
  board.set({ marks: why ? why.squares.map((square) => ({ square, kind: 'why' })) : [] });
  const key = why ? `${why.text}|${why.href}` : '';
  if (box.dataset.shown === key) return;
  box.dataset.shown = key;
  box.hidden = !why;
  box.replaceChildren(...(why ? [
    el('span', { class: 'hm-why-text' }, why.text), ' ',
    why.href ? el('a', { class: 'hm-why-rule', href: why.href, target: '_blank', rel: 'noopener' }, why.rule) : el('span', { class: 'hm-why-rule' }, why.rule),
  ] : []));
}
