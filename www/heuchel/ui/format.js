// Words for what the engine reports: cards, cells, log events, prompts. Pure functions of
// engine data and a translator; they never decide anything about the game.

// A card's class, by the engine's facts (the translator knows them: i18n.js createT).
export function cardClass(t, card) {
  return t.classOf(card);
}

export function cardName(t, card) {
  if (typeof card === 'string') {
    return t('card.known', { class: t(`class.${t.classOf(card)}`), value: card.slice(1) });
  }
  return t('card.hidden', { class: t(`class.${card.class}`) });
}

export function cardList(t, cards) {
  return t.list(cards.map((c) => cardName(t, c)));
}

// The longest seat name kept: enough for a name, short enough for the seats list.
export { NAME_MAX } from '../../platform/ui/seat-style.js';

// A seat as people call it: the name its player gave (optional, human seats only), or "Seat 3".
// `names`: one entry per seat, '' for none. The name is shown as text only (never as markup).
export function seatName(t, player, names = []) {
  const name = names[player];
  return name ? name : t('seat.name', { seat: player + 1 });
}

/**
 * A finished game's result in a sentence: who won (or who share the win) with how many points.
 * `scores`: Game.scores(); `winners`: Game.winners(); `names` as seatName's.
 */
export function winnerLine(t, scores, winners, names = []) {
  const best = scores.find((sheet) => sheet.player === winners[0]);
  const total = best ? best.total : 0;
  const winning = winners.map((p) => seatName(t, p, names));
  return winning.length === 1
    ? t('over.winner', { seat: winning[0], total, count: total })
    : t('over.winners', { seats: t.list(winning, 'conjunction'), total, count: total });
}

// What a board cell holds, as the viewer sees it: "Bishop 4, stack of 3" / "face-down pile of 2".
// At the end every pile is turned up for the count, as on the board.
export function cellContent(t, pile, over = false) {
  if (!pile) return t('grid.empty');
  const count = pile.cards.length;
  if (pile.flipped) return t(over ? 'grid.pileUp' : 'grid.pile', { count });
  return t('grid.stack', { count, top: cardName(t, pile.cards[0]) });
}

// marks: the grid.* keys of what the UI offers on this cell right now (canMove, dest, …).
// The viewer's own stacks and face-down piles also list every card, as the inspector does on
// screen (a face-down pile names none of its cards otherwise).
export function cellLabel(t, { column, row, pile, unused = false, yours = false, over = false, marks = [] }) {
  const parts = [unused ? t('grid.unused') : cellContent(t, pile, over)];
  if ((yours || over) && pile && (pile.cards.length > 1 || pile.flipped)) parts.push(t('grid.contents', { cards: cardList(t, pile.cards) }));
  if (yours) parts.push(t('grid.yours'));
  for (const m of marks) parts.push(t(`grid.${m}`));
  return t('grid.cell', { column: column + 1, row, content: parts.join(t('grid.separator')) });
}

export function formatEvent(t, ev, names = []) {
  const seat = ev.player !== undefined ? seatName(t, ev.player, names) : '';
  switch (ev.event) {
    case 'placed':
      return t('log.placed', { seat, card: cardName(t, ev.card) });
    case 'revealed':
      return t('log.revealed', { seat });
    case 'moved':
      return t('log.moved', {
        seat, count: ev.count, beneath: t('log.beneath', { count: ev.count - 1 }),
        card: cardName(t, ev.mover), from: ev.from, to: ev.to,
      });
    case 'flipped':
      return t('log.flipped', { card: cardName(t, ev.top), column: ev.column + 1, row: ev.row });
    case 'took': {
      const known = ev.cards.filter((c) => typeof c === 'string');
      const cards = known.length ? t('log.tookCards', { cards: cardList(t, ev.cards) }) : '';
      return t('log.took', { seat, count: ev.cards.length, column: ev.column + 1, cards });
    }
    case 'arrogance':
      return t('log.arrogance', { cards: cardList(t, ev.cards), column: ev.column + 1, row: ev.row });
    case 'rolled':
      return t('log.rolled', { seat, die: ev.die });
    case 'lost':
      return t('log.lost', { seat, cards: cardList(t, ev.cards), row: ev.row });
    case 'turnEnded':
      return t('log.turnEnded', { seat });
    case 'gameOver':
      return t('log.gameOver');
    default:
      return '';
  }
}

// One log entry (one action) as one line of text.
export function formatEntry(t, entry, names = []) {
  return entry.events.map((ev) => formatEvent(t, ev, names)).filter(Boolean).join(' ');
}
