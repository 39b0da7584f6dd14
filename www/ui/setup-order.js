// The setup panel's ordering: the hand grouped into one pile per class, each listed top first.
// Placing puts each card on top of its pile, so a pile is placed bottom card first.

import { CLASS_ORDER, cardClass } from './format.js';

// Groups the dealt hand as placing "as dealt" would stack it: the card dealt last ends on top.
export function groupHand(hand) {
  const groups = [];
  for (const cls of CLASS_ORDER) {
    const cards = hand.filter((c) => cardClass(c) === cls).reverse();
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
