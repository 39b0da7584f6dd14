// A link can name the table and skip the dialog:
//   ?players=4&variant=dice&seats=human,hard,medium,easy&seed=42
// (a seat is human, easy, medium, hard or expert; random and greedy, the older computer players, are
// still accepted; the number of seats sets the table size when players is left out)
//   ?position=<notation>&seats=human,human,hard   (a position in docs/NOTATION.md form)
//   &undo=yes   (with several people at the screen: all agree that moves may be taken back)
// and, with or without a table, how long computer seats pause between actions:
//   ?delay=50   (milliseconds; default 400, so that a person can follow them)
export function tableFromQuery(search) {
  const q = new URLSearchParams(search);
  if (!['players', 'variant', 'seats', 'seed', 'position'].some((k) => q.has(k))) return null;
  const seats = (q.get('seats') || '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  return {
    ...pacingFromQuery(search),
    players: Number(q.get('players')) || undefined,
    variant: q.get('variant') || 'base',
    seed: q.get('seed') || undefined,
    seats: seats.length ? seats : undefined,
    position: q.get('position') || undefined,
    // Several people at one screen who all agree that moves may be taken back.
    undo: q.get('undo') === 'yes',
  };
}

export function pacingFromQuery(search) {
  const delay = Number(new URLSearchParams(search).get('delay'));
  return Number.isFinite(delay) && delay >= 0 && new URLSearchParams(search).has('delay')
    ? { botDelay: delay, setupDelay: Math.min(delay, 150) }
    : {};
}
