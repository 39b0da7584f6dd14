// Words of play, for the game alone (a rule diagram needs none of them): the prompt, the hint in
// words, the score sheet's groups. Pure functions of engine data and a translator.

import { cardName, seatName } from './format.js';

// The prompts that say how to handle the board: on a touch screen each has its own wording
// (prompt.touch.*: tap, and the Put back button, where a mouse clicks and the keys press − and
// Escape).
const HANDLING = new Set(['prompt.move', 'prompt.favours', 'prompt.rolled', 'prompt.rolledLose', 'prompt.selected', 'prompt.selectedAll']);

// The sentence telling the person at the screen what happens now.
// ctx: { legal, seats, shown (the player whose view is on screen, or null), handoff (player or null), selection, names,
// touch (a touch screen: the words for fingers) }
export function promptFor(t, { legal, seats, handoff = null, selection = null, names = [], touch = false }) {
  if (handoff !== null) return t('prompt.handoff', { seat: seatName(t, handoff, names) });
  if (!legal || legal.step === 'over') return t('prompt.over');
  const seat = seatName(t, legal.player, names);
  if (seats[legal.player] !== 'human') return t('prompt.bot', { seat });
  const say = (key, params) => t(touch && HANDLING.has(key) ? key.replace('prompt.', 'prompt.touch.') : key, params);
  if (selection) {
    const whole = selection.count === selection.maxCount;
    return say(whole ? 'prompt.selectedAll' : 'prompt.selected', { count: selection.count, row: selection.row });
  }
  switch (legal.step) {
    case 'setup':
      return say('prompt.setup', { seat });
    case 'favours':
      return say('prompt.favours', { seat, row: legal.favourRow });
    case 'rolled':
      return legal.moves.length
        ? say('prompt.rolled', { seat, die: legal.die, count: legal.die })
        : say('prompt.rolledLose', { seat, die: legal.die });
    default:
      return say(`prompt.${legal.step}`, { seat });
  }
}

// The hint in words: an Action object (Game.parseAction) as a suggestion to the player to act.
// `height`: for a move, how many cards the stack on its row holds (a move of fewer says how to
// take only those).
export function describeSuggestion(t, action, height = 0) {
  switch (action.type) {
    case 'move': {
      const move = t('suggest.move', { count: action.count, from: action.from, to: action.to });
      return height > action.count ? `${move} ${t('suggest.moveTop', { count: action.count })}` : move;
    }
    case 'take':
      return t('suggest.take', { count: action.count, column: action.column + 1 });
    case 'place':
      return t('suggest.place', { card: cardName(t, action.card) });
    case 'lose':
      return t('suggest.lose', { row: action.row });
    default:
      return t(`suggest.${action.type}`);
  }
}

// A score sheet's lines split for display, by the kind the engine gave each card.
export function scoreGroups(sheet) {
  const of = (kind) => sheet.lines.filter((l) => l.kind === kind);
  return { plus: of('reached'), short: of('short'), discarded: of('discarded') };
}
