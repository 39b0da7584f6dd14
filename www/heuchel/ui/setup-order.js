// The setup panel's ordering: the hand grouped into one pile per class, each listed top first.
// Placing puts each card on top of its pile, so a pile is placed bottom card first.

import { cardClass, cardName } from './format.js';

// Groups the dealt hand as placing "as dealt" would stack it: the card dealt last ends on top.
// The piles come highest class first (t.classOrder, from the engine's facts).
export function groupHand(t, hand) {
  const groups = [];
  for (const cls of t.classOrder) {
    const cards = hand.filter((c) => cardClass(t, c) === cls).reverse();
    if (cards.length) groups.push({ class: cls, cards });
  }
  return groups;
}

// Moves a card within its group from position `from` to `to` (0 = top); returns new groups.
export function moveWithin(groups, cls, from, to) {
  return groups.map((g) => {
    if (g.class !== cls) return g;
    const cards = g.cards.slice();
    const clamped = Math.max(0, Math.min(cards.length - 1, to));
    const [card] = cards.splice(from, 1);
    cards.splice(clamped, 0, card);
    return { ...g, cards };
  });
}

// The cards in the order to send them: every pile bottom card first, so its top is placed last.
export function placementOrder(groups) {
  return groups.flatMap((g) => g.cards.slice().reverse());
}

// The position a dragged card takes: after every other card of its pile whose centre lies above
// the dragged card's centre `y` (all in the same vertical coordinates).
export function dropIndex(otherCentres, y) {
  return otherCentres.filter((c) => c < y).length;
}

// The panel's groups for a placing order, the order in which cards go onto the board one by one
// (as the Hint's Hard player decides them): each class's cards in reverse, the last placed on top,
// exactly as groupHand reads a dealt hand. `placing` must hold exactly the cards of `hand`.
// placementOrder of the result stacks every pile as `placing` would (classes one after another
// instead of interleaved; each class has its own pile, so the piles come out the same).
export function groupsOfPlacing(t, hand, placing) {
  const sorted = (cards) => cards.slice().sort().join();
  if (placing.length !== hand.length || sorted(placing) !== sorted(hand)) {
    throw new Error(`the placing order ${placing.join(' ')} is not the hand ${hand.join(' ')}`);
  }
  return groupHand(t, placing);
}

// The classes whose group in `groups` is ordered as in `suggested` (both top first).
export function matchingClasses(groups, suggested) {
  const wanted = new Map(suggested.map((g) => [g.class, g.cards.join()]));
  return groups.filter((g) => wanted.get(g.class) === g.cards.join()).map((g) => g.class);
}

// A suggested arrangement in words: the piles of more than one card, each top card first
// ("Quack 2 over Quack 4; Fire-Eater 3 over Fire-Eater 1"); a pile of one needs no order.
export function describeArrangement(t, groups) {
  const piles = groups.filter((g) => g.cards.length > 1)
    .map((g) => g.cards.map((c) => cardName(t, c)).join(t('suggest.over')));
  return piles.length
    ? t('suggest.arrange', { piles: piles.join(t('suggest.pileSeparator')) })
    : t('suggest.arrangeNothing');
}
