// Auf Heller und Pfennig in words: tiles, stalls, squares, lanes, log lines and every scoring's
// arithmetic, in the page's language. Pure functions of the engine's objects (views, events,
// board facts) and a translator (ui/i18n.js createT): no DOM, no engine calls, no rule.

/** A stall's strokes as the booths show them: I, II, III, IIII. */
export const strokes = (n) => 'I'.repeat(n);

/**
 * A tile's name from its code ("B3", "R5", "M", "F", "E"), by the engine's facts: customers and
 * rogues are named with their value, the three special tiles by name.
 */
export function tileName(t, facts, code) {
  const fact = facts.tiles.find((f) => f.code === code);
  if (!fact) return String(code);
  const key = { customer: 'tile.B', rogue: 'tile.R', moneyBag: 'tile.M', fire: 'tile.F', evilEye: 'tile.E' }[fact.kind];
  return key ? t(key, { value: fact.value ?? '' }) : String(code);
}

/** A merchant's name: his own, or "Merchant 2". */
export function merchantName(t, names, player) {
  const own = names && typeof names[player] === 'string' ? names[player].trim() : '';
  return own || t('player.default', { n: player + 1 });
}

/**
 * A finished game's standings from each merchant's money, richest first (seat order on a tie):
 * [{ player, place (1 for the richest; equal money, equal place), money }].
 */
export function standingsOf(money) {
  const order = money.map((m, p) => p).sort((a, b) => money[b] - money[a] || a - b);
  return order.map((p) => ({ player: p, place: 1 + order.filter((q) => money[q] > money[p]).length, money: money[p] }));
}

/** A lane's name: "Row 2" or "Column c" (the engine's row and column names). */
export function laneName(t, facts, lane) {
  if (lane && typeof lane.row === 'number') return t('score.row', { n: facts.rowNames[lane.row] });
  return t('score.column', { n: facts.columnNames[lane.column] });
}

/** A signed amount as a person reads a payment: "+12", "−6", "0". */
export function signed(t, n) {
  if (n > 0) return `+${t.number(n)}`;
  if (n < 0) return `−${t.number(-n)}`;
  return t.number(0);
}

/**
 * One lane scored, in lines a person can check against Knizia's arithmetic:
 * { title, parts: [{ where, terms: [...], sum, players: [...] }] }.
 */
export function describeLaneScore(t, facts, names, score, { final = false } = {}) {
  const title = t(final ? 'log.scoredFinal' : 'log.scored', { lane: laneName(t, facts, score.lane) });
  const parts = score.parts.map((part) => {
    const first = part.squares[0];
    const last = part.squares[part.squares.length - 1];
    const where = part.squares.length === 1
      ? t('score.partOne', { square: first })
      : t('score.part', { from: first, to: last });
    const terms = [];
    if (part.evilEye) terms.push(t('score.evilEye'));
    terms.push(`${t('score.black', { value: signed(t, part.black) })}, ${t('score.red', { value: signed(t, part.red) })}`);
    if (part.moneyBag) terms.push(t('score.moneyBag'));
    const players = part.players.length
      ? part.players.map((a) => t(part.moneyBag ? 'score.playerBag' : 'score.player', {
        name: merchantName(t, names, a.player), count: a.strokes, sum: signed(t, part.sum), amount: signed(t, a.amount),
      }))
      : [t('score.nobody')];
    return { where, terms, sum: t('score.sum', { sum: signed(t, part.sum) }), players, squares: part.squares };
  });
  return { title, parts };
}

/** The payments after a scoring, one line each. */
export function describePayments(t, names, payments) {
  return payments.map((p) => {
    const name = merchantName(t, names, p.player);
    if (p.paid !== p.due) return t('score.forgiven', { name, due: t.number(-p.due), paid: t.number(-p.paid) });
    if (p.paid > 0) return t('score.receives', { name, amount: t.number(p.paid) });
    if (p.paid < 0) return t('score.pays', { name, amount: t.number(-p.paid) });
    return t('score.even', { name });
  });
}

/**
 * The log's lines for one entry of the engine's log ({player, action, events}): the placement,
 * and each scoring, payment and round's end it brought.
 */
export function logLines(t, facts, names, entry) {
  const lines = [];
  for (const e of entry.events) {
    const name = e.player !== undefined ? merchantName(t, names, e.player) : '';
    switch (e.event) {
      case 'stallPlaced': lines.push(t('log.stall', { name, stall: strokes(e.stall), square: e.square })); break;
      case 'tileTurnedUp': lines.push(t('log.turnUp', { name, tile: tileName(t, facts, e.tile) })); break;
      case 'turnedTilePlaced': lines.push(t('log.placeTurned', { name, tile: tileName(t, facts, e.tile), square: e.square })); break;
      case 'ownTileChosen': lines.push(t('log.choose', { name, tile: tileName(t, facts, e.tile) })); break;
      case 'tilePicked': lines.push(t('log.pick', { name, tile: tileName(t, facts, e.tile), square: e.square })); break;
      case 'ownTilePlaced': lines.push(t('log.own', { name, tile: tileName(t, facts, e.tile), square: e.square })); break;
      case 'passed': lines.push(t('log.pass', { name })); break;
      case 'laneScored': lines.push(t(e.final ? 'log.scoredFinal' : 'log.scored', { lane: laneName(t, facts, e.score.lane) })); break;
      case 'paid':
        lines.push(t.list(e.payments.map((p) => t('log.paid', { name: merchantName(t, names, p.player), amount: signed(t, p.paid) })).map((s) => s.replace(/\.$/, ''))) + '.');
        break;
      case 'roundEnded': lines.push(t('log.roundEnded', { round: e.round })); break;
      case 'roundStarted': lines.push(t('log.roundStarted', { round: e.round, name: merchantName(t, names, e.player) })); break;
      case 'gameOver': lines.push(t('log.over')); break;
      default: break;
    }
  }
  return lines;
}

/**
 * What the player to act may do, grouped by where it comes from, from the engine's legal
 * actions: placements [{ source: 'stall:2' | 'turned' | 'own' | 'pick:R4', squares: [...] }]
 * (the tile just turned up `held`: it must be placed now), and the sources a press acts on at
 * once: the pool [{ source: 'pool', act: 't', then: 'turned' }] (turning its top tile up, which
 * is then placed) and, choosing an own tile without luck, each tray tile [{ source: 'pick:R4',
 * act: 'cR4' }]; and whether he must pass. The board is handed this (it never works out a rule
 * itself).
 */
export function movableOf(legalActions) {
  const bySource = new Map();
  const acts = [];
  let pass = false;
  for (const a of legalActions) {
    let source;
    if (a.type === 'stall') source = `stall:${a.stall}`;
    else if (a.type === 'placeTurned') source = 'turned';
    else if (a.type === 'own') source = 'own';
    else if (a.type === 'pick') source = `pick:${a.tile}`;
    else if (a.type === 'turnUp') { acts.push({ source: 'pool', act: 't', then: 'turned' }); continue; } else if (a.type === 'choose') { acts.push({ source: `pick:${a.tile}`, act: `c${a.tile}` }); continue; } else if (a.type === 'pass') { pass = true; continue; } else continue;
    if (!bySource.has(source)) bySource.set(source, []);
    bySource.get(source).push(a.square);
  }
  const placements = [...bySource].map(([source, squares]) => (source === 'turned' ? { source, squares, held: true } : { source, squares }));
  return { movable: [...placements, ...acts], pass };
}

/** The engine's action text for a placement the board reported. */
export function actionText(source, square) {
  if (source.startsWith('stall:')) return `s${source.slice(6)}${square}`;
  if (source === 'turned') return `l${square}`;
  if (source === 'own') return `o${square}`;
  if (source.startsWith('pick:')) return `p${source.slice(5)}${square}`;
  throw new Error(`unknown source ${JSON.stringify(source)}`);
}

/** What a source is, in words (for the prompt and screen readers); `view` names the tile turned up. */
export function sourceName(t, facts, source, ownTile, view) {
  if (source.startsWith('stall:')) return t('source.stall', { stall: strokes(Number(source.slice(6))) });
  if (source === 'pool') return t('source.pool');
  if (source === 'turned') {
    const tile = view && view.phase && view.phase.tile;
    return t('source.turned', { tile: tile ? tileName(t, facts, tile) : '' });
  }
  if (source === 'own') return t('source.own', { tile: ownTile ? tileName(t, facts, ownTile) : '' });
  if (source.startsWith('pick:')) {
    const choosing = view && view.phase && view.phase.phase === 'choose';
    return t(choosing ? 'source.choose' : 'source.pick', { tile: tileName(t, facts, source.slice(5)) });
  }
  return source;
}

/**
 * The Hint in words: what the Hard computer player would do in the person's place, from the
 * engine's action object (Game.parseAction). `ownTile`: the person's own tile, to name it;
 * `turned`: the tile he has turned up, to name it. Turning up is the first of two steps: the
 * Hint says so, and says the second (where to lay the tile) once the tile is seen.
 */
export function describeHint(t, facts, action, ownTile, turned) {
  switch (action && action.type) {
    case 'stall': return t('hint.stall', { stall: strokes(action.stall), square: action.square });
    case 'turnUp': return t('hint.turnUp');
    case 'placeTurned': return t('hint.placeTurned', { tile: turned ? tileName(t, facts, turned) : '', square: action.square });
    case 'choose': return t('hint.choose', { tile: tileName(t, facts, action.tile) });
    case 'own': return t('hint.own', { tile: ownTile ? tileName(t, facts, ownTile) : '', square: action.square });
    case 'pick': return t('hint.pick', { tile: tileName(t, facts, action.tile), square: action.square });
    case 'pass': return t('hint.pass');
    default: return '';
  }
}

