// The animation of what was just played: from the view before, the view after and the log
// entries of the actions between, a plan of sprites (which card goes from which rectangle to
// which, on which path, when, and whether it turns over), and the frame of that plan at a given
// moment. Pure functions of the layout and the engine's data: the board runs the clock, the
// renderer (render/flight.js) draws the frames.
//
// The plan replays only what the events say moved (n cards off the top of this square onto
// that one, beneath that one, into that seat's discards); where every card ends, and how it
// looks there, is read from the view after. A card in flight shows exactly what that view shows
// of it, so an animation never tells more than the position it ends in.

// The drawing of a frame comes with the plan, so that a board that never animates loads neither.
export { drawFlight } from '../render/flight.js';

/** Milliseconds per action at each speed of the player's preference (game/prefs.js). */
export const MOTION_MS = Object.freeze({ off: 0, slow: 700, normal: 400, fast: 200 });

// How long each kind of event takes, in actions: a placing is quick (the setup has many), a
// fall or a flip follows the move that caused it.
const WEIGHT = { moved: 1, took: 1, placed: 0.5, revealed: 0.8, arrogance: 0.6, lost: 0.6, flipped: 0.5 };

const key = (column, row) => `${column}:${row}`;
const hidden = (card) => typeof card !== 'string';
const sameRect = (a, b) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
const pileOf = (view, column, row) => ((view.columns && view.columns[column]) || []).find((p) => p.row === row) || null;

/** Where a card discarded by `player` lands: the one place the plan asks the layout for it. */
export function discardTarget(layout, player) {
  return layout.discardCardRect(player);
}

// The segments of the clock: each event that moves cards gets its share, in order; a run of
// placings (one person's whole setup hand) shares one.
function segments(entries) {
  const spans = [];
  let total = 0;
  let placing = null;
  for (const entry of entries) {
    for (const ev of entry.events) {
      const w = WEIGHT[ev.event];
      if (!w) continue;
      if (ev.event === 'placed' && placing) {
        spans.push(placing);
        continue;
      }
      const span = { start: total, end: total + w };
      total += w;
      placing = ev.event === 'placed' ? span : null;
      spans.push(span);
    }
  }
  return { spans, total };
}

/**
 * The plan of the animation from `before` to `after` (two views of one viewer) through the log
 * `entries` between them, at `perAction` ms per action; null when there is nothing to show or the
 * events do not account for the difference (the board then simply draws `after`).
 * Returns { duration, items, hide (square keys drawn by the plan, not the scene), discards (per
 * seat, the discards the scene draws meanwhile) }; each item is
 * { from, to (rects), path ('step' | 'jump' | 'slide' | 'fall' | 'appear' | 'stay'), side (a
 * jump's bulge: +1 right, −1 left), t0, t1 (its travel, as fractions of the duration), flip
 * (null or [t0, t1]), look0, look1 ({card, faceDown} before and after) }, in drawing order.
 */
export function planMotion(layout, before, after, entries, perAction) {
  if (!layout || !before || !after || !entries || !entries.length || !(perAction > 0)) return null;
  if (before.viewer !== after.viewer || before.players !== after.players) return null;
  const { spans, total } = segments(entries);
  if (!total) return null;

  // What the events did, square by square (replay), and where everything ends (land).
  const r = {
    layout, before, after, total,
    squares: new Map(), // key → { column, row, items (top first), span (first change) }
    discards: before.discards.map(() => []),
    placings: new Map(), // column → cards placed there
    reveal: null,
  };
  let n = 0;
  for (const entry of entries) {
    for (const ev of entry.events) {
      if (!WEIGHT[ev.event]) continue;
      replay(r, ev, spans[n++]);
    }
  }

  const items = landSquares(r);
  if (!items) return null;
  const discardsShown = landDiscards(r, items);
  if (!discardsShown) return null;

  items.sort((a, b) => a.layer - b.layer || b.depth - a.depth);
  return {
    duration: total * perAction,
    items: items.map(({ layer, depth, ...it }) => it),
    hide: new Set(r.squares.keys()),
    discards: discardsShown,
  };
}

// A square as the plan sees it, made from the view before the first time it is named: its
// cards as items that stay, top first.
function square(r, column, row) {
  const { squares, before, layout } = r;
  const k = key(column, row);
  if (!squares.has(k)) {
    const pile = pileOf(before, column, row);
    const cards = pile ? pile.cards : [];
    squares.set(k, {
      column, row, span: null,
      items: cards.map((card, i) => ({
        from: layout.cardRect(column, row, i, cards.length), card0: card, down0: !!(pile && pile.flipped),
        path: 'stay', span: null, flip: null,
      })),
    });
  }
  return squares.get(k);
}

// Whether a square holds cards at this point of the replay.
function occupied(r, column, row) {
  const s = r.squares.get(key(column, row));
  if (s) return s.items.length > 0;
  const pile = pileOf(r.before, column, row);
  return !!(pile && pile.cards.length);
}

const changed = (sq, span) => { if (!sq.span) sq.span = span; };
const travel = (items, path, span, side = 0) => {
  for (const it of items) Object.assign(it, { path, span, side });
};

// One event replayed on the squares, in its span of the clock: the cards it moves go with it.
function replay(r, ev, span) {
  const { layout, after, discards, placings } = r;
  switch (ev.event) {
    case 'moved': {
      const src = square(r, ev.player, ev.from);
      const part = src.items.splice(0, ev.count);
      let jump = false;
      for (let row = Math.min(ev.from, ev.to) + 1; row < Math.max(ev.from, ev.to); row++) jump = jump || occupied(r, ev.player, row);
      // A jump bulges towards the board's middle, so it never leaves the grid.
      travel(part, jump ? 'jump' : 'step', span, ev.player < layout.columns / 2 ? 1 : -1);
      const dest = square(r, ev.player, ev.to);
      dest.items.unshift(...part);
      changed(src, span);
      changed(dest, span);
      break;
    }
    case 'took': {
      const victim = square(r, ev.column, ev.row);
      const part = victim.items.splice(0, ev.cards.length);
      travel(part, 'slide', span);
      const taker = square(r, ev.player, ev.row);
      taker.items.push(...part); // beneath the taker's stack
      changed(victim, span);
      changed(taker, span);
      break;
    }
    case 'arrogance':
    case 'lost': {
      const column = ev.event === 'lost' ? ev.player : ev.column;
      const sq = square(r, column, ev.row);
      const part = sq.items.splice(0, ev.cards.length);
      travel(part, 'fall', span);
      // Discards are public: the event names each card, which finds its place there.
      part.forEach((it, i) => { it.discarded = ev.cards[i]; });
      discards[column].push(...part);
      changed(sq, span);
      break;
    }
    case 'flipped': {
      const sq = square(r, ev.column, ev.row);
      for (const it of sq.items) it.flip = span;
      break;
    }
    case 'placed': {
      placings.set(ev.player, (placings.get(ev.player) || 0) + 1);
      // Every square of his column may be the one: the view after tells which grew.
      for (const pile of after.columns[ev.player] || []) changed(square(r, ev.player, pile.row), span);
      break;
    }
    case 'revealed': {
      r.reveal = span;
      for (let c = 0; c < after.columns.length; c++) {
        for (const pile of after.columns[c]) square(r, c, pile.row);
      }
      break;
    }
    default: break;
  }
}

// Where everything ends, and how it looks there: the view after. The squares' items, or null
// when the cards placed do not account for the squares that grew.
function landSquares(r) {
  const { layout, after, placings, reveal } = r;
  const items = [];
  const grown = new Map();
  for (const sq of r.squares.values()) {
    const pile = pileOf(after, sq.column, sq.row);
    const cards = pile ? pile.cards : [];
    const extra = cards.length - sq.items.length;
    if (extra < 0) return null;
    if (extra > 0) {
      // Placed cards: they appear on top of their start square.
      const placed = placings.get(sq.column) || 0;
      grown.set(sq.column, (grown.get(sq.column) || 0) + extra);
      if (grown.get(sq.column) > placed) return null;
      const fresh = Array.from({ length: extra }, () => ({ path: 'appear', span: sq.span, flip: null, card0: null, down0: false }));
      sq.items.unshift(...fresh);
    }
    const hasTraveller = sq.items.some((it) => it.path !== 'stay');
    sq.items.forEach((it, i) => {
      const to = layout.cardRect(sq.column, sq.row, i, cards.length);
      const look1 = { card: cards[i], faceDown: !!(pile && pile.flipped) };
      if (!it.from) it.from = { x: to.x, y: to.y - to.h * 0.6, w: to.w, h: to.h };
      if (reveal && !it.flip && hidden(it.card0) && it.card0 && !hidden(cards[i])) it.flip = reveal;
      items.push(finish(r, it, to, look1, sq.span, hasTraveller ? 1 : 0, i));
    });
  }
  for (const [column, placed] of placings) if ((grown.get(column) || 0) !== placed) return null;
  return items;
}

// Fallen cards drop onto their seat's discards, which show the old count until the end. Adds
// them to `items` and returns the discards shown meanwhile, or null when the view after does not
// hold them.
function landDiscards(r, items) {
  const { layout, before, after, discards } = r;
  const discardsShown = after.discards.map((d, p) => (discards[p].length ? before.discards[p] : d));
  for (let p = 0; p < discards.length; p++) {
    const fallen = discards[p];
    const all = after.discards[p] || [];
    if (!fallen.length) continue;
    if (all.length !== before.discards[p].length + fallen.length) return null;
    for (const it of fallen) {
      // Discards are public: the card the event names is in the view after.
      if (!all.includes(it.discarded)) return null;
      items.push(finish(r, it, discardTarget(layout, p), { card: it.discarded, faceDown: false }, it.span, 2, 0));
    }
  }
  return discardsShown;
}

// An item of the plan: its travel and its turn as fractions of the clock, its looks, and where
// it is drawn (layer, then depth).
function finish({ total }, it, to, look1, squareSpan, layer, depth) {
  const span = it.span || (sameRect(it.from, to) ? null : squareSpan);
  // A card turns over where the view after shows another side of it than the view before
  // did: a stack reaching its goal, a hidden top revealed after the setup.
  const turns = it.flip && it.card0 !== null
    && (it.down0 !== look1.faceDown || hidden(it.card0) !== hidden(look1.card));
  const flip = turns ? [it.flip.start / total, it.flip.end / total] : null;
  const look0 = flip ? { card: it.card0, faceDown: it.down0 } : look1;
  return {
    from: it.from, to, path: span ? it.path : 'stay', side: it.side || 0,
    t0: span ? span.start / total : 0, t1: span ? span.end / total : 0,
    flip, look0, look1, layer, depth,
  };
}

/** The view the scene draws under a running plan: `after` without what the plan draws itself. */
export function motionBase(after, plan) {
  return {
    ...after,
    columns: after.columns.map((col, c) => col.filter((pile) => !plan.hide.has(key(c, pile.row)))),
    discards: plan.discards,
  };
}

const clamp01 = (x) => Math.max(0, Math.min(1, x));
const easeInOut = (p) => (p < 0.5 ? 2 * p * p : 1 - 2 * (1 - p) * (1 - p));
const easeIn = (p) => p * p;

/**
 * The plan's frame `ms` after it began: [{ card, faceDown, rect, scale (lift), scaleX (a turn),
 * alpha }] in drawing order, every card at the end once ms ≥ duration.
 */
export function frameAt(plan, ms) {
  const t = plan.duration > 0 ? clamp01(ms / plan.duration) : 1;
  return plan.items.map((it) => {
    const p = it.t1 > it.t0 ? clamp01((t - it.t0) / (it.t1 - it.t0)) : t >= it.t1 ? 1 : 0;
    const e = it.path === 'fall' ? easeIn(p) : easeInOut(p);
    const lerp = (a, b) => a + (b - a) * e;
    // On the way a card keeps the size it started at, scaled by the transform towards the size
    // it ends at (a sprite is made once per size, not per frame); it lands at its exact rect.
    const k = p >= 1 ? 1 : lerp(1, it.to.w / it.from.w);
    const size = p >= 1 ? it.to : it.from;
    const cx = lerp(it.from.x + it.from.w / 2, it.to.x + it.to.w / 2);
    const cy = lerp(it.from.y + it.from.h / 2, it.to.y + it.to.h / 2);
    const rect = { x: cx - size.w / 2, y: cy - size.h / 2, w: size.w, h: size.h };
    const bow = Math.sin(Math.PI * p);
    let scale = k;
    if (it.path === 'jump') {
      // Up and over: a sideways arc, the cards lifted towards the eye at its height.
      rect.x += it.side * it.to.w * 0.55 * bow;
      scale *= 1 + 0.14 * bow;
    } else if (it.path === 'step' || it.path === 'slide') {
      scale *= 1 + 0.05 * bow;
    }
    let look = p >= 1 ? it.look1 : it.look0;
    let scaleX = 1;
    if (it.flip) {
      const q = clamp01((t - it.flip[0]) / Math.max(1e-6, it.flip[1] - it.flip[0]));
      look = q < 0.5 ? it.look0 : it.look1;
      scaleX = Math.max(0.02, Math.abs(Math.cos(Math.PI * q)));
    }
    const alpha = it.path === 'appear' ? p : 1;
    return { card: look.card, faceDown: look.faceDown, rect, scale, scaleX, alpha };
  });
}
