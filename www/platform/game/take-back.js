// Taking back, for both games' pages (README "Nothing is lost"): a person may take back his last
// action, and every computer action since, while nothing hidden has been shown to him since then.
// Each page says what "hidden, shown to him" is in its game (a card by value, a tile turned up);
// the engine's Game.at(k) makes the shorter game.

/**
 * Whether taking back is offered at a table of `seats` ('human' or a computer level): always to
 * one person playing the computer; with two or more people at one screen only when they agreed
 * when the table was set (`agreed`, the new-game dialog's option).
 */
export function takeBackAllowed(seats, agreed) {
  const people = seats.filter((kind) => kind === 'human').length;
  return people === 1 || (people >= 2 && agreed === true);
}

/**
 * Where a take-back of `person`'s would return to. `actors`: who played each action so far, in
 * order; `shownSince(index)`: what hidden was shown to him from action `index` on (a reason the
 * page words), or nothing. Returns null when he has no action to take back, { index } (the game
 * to return to is Game.at(index)), or { index, refused: reason }.
 */
export function takeBackPoint(actors, person, shownSince) {
  const index = actors.lastIndexOf(person);
  if (index < 0) return null;
  const refused = shownSince(index);
  return refused ? { index, refused } : { index };
}
