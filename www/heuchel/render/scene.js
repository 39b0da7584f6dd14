// The draw order of everything above the static board, shared by the screen (index.js, over its
// cached board layer) and by SVG (svg.js, over a board painted in place), so that both draw the
// same scene from the same code. `env` holds what differs: the card painter (bitmaps or vectors),
// the device scale and the canvas size.

import { paintActive } from './board.js';
import { drawPiles, drawDragged, drawSelected, drawDiscards } from './piles.js';
import { drawUnderHighlights, drawOverHighlights, drawDie, drawInspect, dim } from './overlay.js';

const DEFAULT_STRINGS = {
  // The class names painted on large cards, by class id; none: the engine's English names.
  classNames: null,
  you: 'you',
  discards: 'Discards',
  stack: (n) => (n === 1 ? '1 card, top first' : `${n} cards, top first`),
  discardsOf: (n) => (n === 1 ? 'Discards: 1 card' : `Discards: ${n} cards`),
};

/** The words painted on the board ({ classNames, you, discards, stack(n), discardsOf(n) }), English where not given. */
export function withDefaultStrings(strings) {
  return { ...DEFAULT_STRINGS, ...(strings || {}) };
}

export function activePlayer(view) {
  const ph = view && view.phase;
  if (!ph || ph.phase === 'over') return -1;
  return typeof ph.player === 'number' ? ph.player : -1;
}

/** What paintBoard needs to know of the seats: painted with no one active (paintActive adds him). */
export function boardInfo(layout, view) {
  return { players: layout.players, viewer: view ? view.viewer : -1, active: -1 };
}

/**
 * Draws the view and the overlay over a painted board, in CSS pixels of ctx's current transform.
 * env: { cards (createCardSprites or createCardPainter), scale, strings, width, height, play (the
 * marks of play, render/marks.js, where they are loaded) }.
 */
export function drawScene(ctx, layout, view, overlay, env) {
  const o = overlay || {};
  const { cards, scale, strings } = env;
  paintActive(ctx, layout, { ...boardInfo(layout, view), active: activePlayer(view) }, strings);
  drawUnderHighlights(ctx, layout, o.highlights, env.play);
  const { dragged, selected } = drawPiles(ctx, layout, view, o, cards, scale);
  drawDiscards(ctx, layout, view, cards, scale);
  // An animation's cards in flight, over the cards at rest: o.flight is { frame (board/motion.js
  // frameAt), draw (render/flight.js drawFlight, loaded with the animation code) }.
  if (o.flight) o.flight.draw(ctx, o.flight.frame, cards, scale);
  drawOverHighlights(ctx, layout, view, o.highlights, o.arrows, env.play);
  if (selected) drawSelected(ctx, selected, cards, scale);
  if (o.die) drawDie(ctx, layout.dieArea, o.die);
  if (o.inspect && o.inspect.cards && o.inspect.cards.length) {
    const n = o.inspect.cards.length;
    drawInspect(ctx, layout, o.inspect, cards, scale, o.inspect.discards ? strings.discardsOf(n) : strings.stack(n));
  }
  if (dragged && o.drag) drawDragged(ctx, layout, dragged, o.drag.x, o.drag.y, cards, scale);
  if (o.dim) dim(ctx, env.width, env.height);
}
