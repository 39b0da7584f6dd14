// Edits of a Setup (docs/JS-API.md, "Setups: positions as plain objects") as a diagram author
// makes them: put a card on a square, take one off, turn a pile face down, choose whose turn it
// is. Pure data: every function returns a new Setup and leaves its argument alone. None of them
// knows a rule: whether the result can occur is the engine's to say (checkSetup), and the cards
// left out are the engine's to place (fillUnused).

const copy = (value) => JSON.parse(JSON.stringify(value));

/** A full, independent copy of a setup with every list present (one per player). */
export function normalize(setup) {
  const s = copy(setup);
  const n = s.players;
  const perPlayer = (list) => (Array.isArray(list) && list.length === n ? list : Array.from({ length: n }, (_, i) => (list && list[i]) || []));
  s.columns = perPlayer(s.columns).map((col) => col.map((p) => ({ row: p.row, faceDown: !!p.faceDown, cards: p.cards.slice() })));
  s.hands = perPlayer(s.hands);
  s.discards = perPlayer(s.discards);
  s.knowledge = s.knowledge || [];
  if (!s.rng) s.rng = '0000000000000001';
  return s;
}

/**
 * A board with no cards for `players` (the author places the ones that matter; fillUnused puts
 * the rest into the last player's discards). Seat 1 is to act: to move (base) or to roll (dice).
 */
export function emptySetup(players, variant) {
  return normalize({
    players,
    variant,
    phase: { phase: 'turn', player: 0, step: { step: variant === 'dice' ? 'roll' : 'move' } },
    columns: [],
    hands: [],
    discards: [],
    knowledge: [],
    rng: '0000000000000001',
  });
}

/**
 * Where each card of the setup lies: Map card → {kind: 'pile', column, row, index, faceDown} |
 * {kind: 'hand', player} | {kind: 'discard', player}. Cards not in the map are nowhere.
 */
export function cardLocations(setup) {
  const out = new Map();
  (setup.columns || []).forEach((col, column) => col.forEach((pile) => pile.cards.forEach((card, index) => {
    out.set(card, { kind: 'pile', column, row: pile.row, index, faceDown: !!pile.faceDown });
  })));
  (setup.hands || []).forEach((hand, player) => hand.forEach((card) => out.set(card, { kind: 'hand', player })));
  (setup.discards || []).forEach((list, player) => list.forEach((card) => out.set(card, { kind: 'discard', player })));
  return out;
}

// Knowledge of a card that moved no longer describes anything: it goes with the card.
function forget(s, card) {
  s.knowledge = (s.knowledge || []).filter((k) => k.card !== card);
}

/** The setup without `card` anywhere (piles left empty are taken away). */
export function withoutCard(setup, card) {
  const s = normalize(setup);
  s.columns = s.columns.map((col) => col
    .map((p) => ({ ...p, cards: p.cards.filter((c) => c !== card) }))
    .filter((p) => p.cards.length > 0));
  s.hands = s.hands.map((h) => h.filter((c) => c !== card));
  s.discards = s.discards.map((d) => d.filter((c) => c !== card));
  forget(s, card);
  return s;
}

/** The setup with `card` (taken from wherever it was) on top of the pile on (column, row). */
export function placeCard(setup, card, column, row) {
  const s = withoutCard(setup, card);
  const col = s.columns[column];
  if (!col) throw new RangeError(`column ${column + 1} is not in play`);
  const pile = col.find((p) => p.row === row);
  if (pile) pile.cards.unshift(card);
  else {
    col.push({ row, faceDown: false, cards: [card] });
    col.sort((a, b) => a.row - b.row);
  }
  return s;
}

/** The card at `index` (0 = top; null = the top) of the pile on (column, row), or null. */
export function cardAt(setup, column, row, index = null) {
  const pile = ((setup.columns || [])[column] || []).find((p) => p.row === row);
  if (!pile || !pile.cards.length) return null;
  return pile.cards[index === null || index === undefined ? 0 : Math.min(index, pile.cards.length - 1)];
}

/** The setup with `card` (taken from wherever it was) last in `player`'s discards. */
export function discardCard(setup, card, player) {
  const s = withoutCard(setup, card);
  if (!s.discards[player]) throw new RangeError(`seat ${player + 1} is not in play`);
  s.discards[player].push(card);
  return s;
}

/** The pile on (column, row) turned face down, or face up again; null when there is none. */
export function toggleFaceDown(setup, column, row) {
  const s = normalize(setup);
  const pile = (s.columns[column] || []).find((p) => p.row === row);
  if (!pile) return null;
  pile.faceDown = !pile.faceDown;
  return s;
}

/**
 * The setup with another phase: {phase: 'setup', player} | {phase: 'turn', player, step: {step,
 * row?, cut?, die?}} | {phase: 'over'}, written as the Setup's phase field wants it. Hands are
 * the setup phase's alone (the format has them nowhere else): leaving it, their cards become
 * unused, for fillUnused to place.
 */
export function withPhase(setup, { phase, player = 0, step = 'move', row = 1, cut = 0, die = 1 }) {
  const s = normalize(setup);
  if (phase !== 'setup') s.hands = s.hands.map(() => []);
  if (phase === 'over') s.phase = { phase: 'over' };
  else if (phase === 'setup') s.phase = { phase: 'setup', player };
  else {
    const st = { step };
    if (step === 'favours') Object.assign(st, { row, cut });
    if (step === 'rolled') st.die = die;
    s.phase = { phase: 'turn', player, step: st };
  }
  return s;
}

/** The phase of a setup flattened for a form: {phase, player, step, row, cut, die}. */
export function phaseFields(setup) {
  const ph = setup.phase || {};
  const st = ph.step || {};
  return {
    phase: ph.phase || 'turn',
    player: typeof ph.player === 'number' ? ph.player : 0,
    step: st.step || 'move',
    row: typeof st.row === 'number' ? st.row : 1,
    cut: typeof st.cut === 'number' ? st.cut : 0,
    die: typeof st.die === 'number' ? st.die : 1,
  };
}

/** The setup with another variant (the phase stays as it is: the engine says if it fits). */
export function withVariant(setup, variant) {
  const s = normalize(setup);
  s.variant = variant;
  return s;
}

/**
 * A View (as Game.fullView gives it) of a setup the engine refused, so that the author still
 * sees what he is editing: the same data in the view's shape, every card shown.
 */
export function viewOfSetup(setup) {
  const s = normalize(setup);
  return {
    viewer: 7,
    players: s.players,
    variant: s.variant,
    phase: s.phase,
    columns: s.columns.map((col) => col.map((p) => ({ row: p.row, flipped: !!p.faceDown, cards: p.cards.slice() }))),
    hand: [],
    hands: s.hands.map((h) => h.slice()),
    handSizes: s.hands.map((h) => h.length),
    discards: s.discards.map((d) => d.slice()),
  };
}

/** The same setup? (field by field, as JSON) */
export function sameSetup(a, b) {
  return JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));
}
