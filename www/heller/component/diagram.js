// A diagram of Auf Heller und Pfennig: the market board of one moment, as a picture with a
// caption, for a rules page or a wiki. No panel, no buttons, nothing to place: the board
// (www/heller/board) draws the engine's view of the position and lights the lanes asked for.
//
// readDiagram(engine, facts, options) reads the options (texts, as <heller-pfennig> takes them)
// into what to show, or throws the OptionError or engine error that refuses them; the engine
// reads the position or the save and judges it. mountMarketDiagram(element, { facts, t, …shown })
// draws it and returns { set(shown), board, step, count, destroy() }.
//
// Hidden information: the view is the viewer's, a spectator's unless a seat is asked for, so a
// diagram shows no merchant's own tile and no pool order (the notation holds them; the picture
// does not).

import { createMarketBoard } from '../board/board.js';
import { el } from '../../ui/dom.js';
import { merchantName, strokes, tileName } from '../game/words.js';
import { OptionError, parseHighlight, parseStep, parseViewer } from './options.js';

/**
 * What a diagram shows: { game (the engine's Game at the step shown: the caller frees it), step,
 * count (actions in the save, 0 for a position), viewer (the engine's viewer index), lanes (for
 * highlightLanes), lastSquare (where the step's action placed, or null), caption }.
 */
export function readDiagram(engine, facts, o) {
  const lanes = parseHighlight(o.highlight, facts);
  const save = (o.save || '').trim();
  const position = (o.position || '').trim();
  if (!save && !position) throw new OptionError('position', 'no position: give the position attribute (or the element\'s text) or a save', 'position');
  let game;
  let step = 0;
  let count = 0;
  if (save) {
    const whole = engine.Game.load(save);
    try {
      count = whole.actionCount();
      step = parseStep(o.step, count, count);
      game = whole.at(step);
    } finally {
      whole.free?.();
    }
  } else {
    game = engine.Game.fromPosition(position);
  }
  let viewer;
  try {
    viewer = parseViewer(o.viewer, game.players, facts);
  } catch (e) {
    game.free?.();
    throw e;
  }
  // The square the step's action placed on, marked as the game marks the last placement.
  let lastSquare = null;
  if (step > 0) {
    const [entry] = game.log(viewer, step - 1);
    const placed = entry && entry.events.find((e) => e.square);
    if (placed) lastSquare = placed.square;
  }
  return { game, step, count, viewer, lanes, lastSquare, caption: o.caption || '' };
}

/** The words the board paints, in the diagram's language. */
function boardStrings(t, label) {
  return {
    title: t('app.title'),
    you: t('board.you'),
    roundWord: t('board.roundWord'),
    round: (n) => t.number(n),
    tiles: (n) => t('board.tiles', { count: n }),
    label,
  };
}

/**
 * Draws a diagram in `element`. options: { facts, t (the translator of the element's language),
 * onPainted() (after its first paint) } and what readDiagram() returned.
 */
export function mountMarketDiagram(element, options) {
  const { facts, t } = options;
  let shown = null;
  let destroyed = false;

  const canvas = el('canvas', { class: 'hh-canvas' });
  const caption = el('figcaption', { class: 'hm-caption' });
  // What the picture shows, square by square, for a screen reader (and for a test to read).
  const text = el('p', { class: 'hh-diagram-text', id: 'hh-diagram-text', hidden: true });
  const figure = el('figure', { class: 'hh-diagram-figure' }, [el('div', { class: 'hh-board' }, [canvas]), caption]);
  const root = el('div', { class: 'hm-root hh-diagram' }, [figure, text]);
  element.append(root);
  const board = createMarketBoard(canvas, { facts, strings: boardStrings(t, t('app.title')) });
  // A picture: nothing to choose or place, and no stop for the keyboard.
  canvas.setAttribute('role', 'img');
  canvas.tabIndex = -1;
  canvas.setAttribute('aria-describedby', 'hh-diagram-text');

  function describe(view) {
    const cells = view.market.cells.flatMap((cell, i) => {
      const square = facts.squares[i];
      if (cell.kind === 'tile') return [t('board.tile', { square, tile: tileName(t, facts, cell.tile) })];
      if (cell.kind === 'stall') return [t('board.stall', { square, stall: strokes(cell.stall), name: merchantName(t, [], cell.player) })];
      return [];
    });
    return cells.length ? cells.join('; ') : t('embed.empty');
  }

  function show(next) {
    if (shown && shown.game !== next.game) shown.game.free?.();
    shown = next;
    const view = shown.game.view(shown.viewer);
    const label = shown.viewer === facts.spectator
      ? t('embed.diagram', { round: view.round })
      : t('embed.diagramSeat', { round: view.round, name: merchantName(t, [], shown.viewer) });
    board.set({ view, movable: [], selected: null, lastSquare: shown.lastSquare, strings: boardStrings(t, shown.caption || label) });
    board.highlightLanes(shown.lanes);
    caption.textContent = shown.caption;
    caption.hidden = !shown.caption;
    text.textContent = describe(view);
  }

  show(options);
  // The first paint, at the next frame (the canvas has its size by then), announced once.
  const raf = globalThis.requestAnimationFrame || ((f) => setTimeout(f, 16));
  raf(() => {
    if (destroyed) return;
    board.redraw();
    if (options.onPainted) options.onPainted();
  });

  return {
    /** Shows what readDiagram() read anew (the Game shown before is freed). */
    set(next) {
      if (!destroyed) show(next);
    },
    board,
    get step() { return shown.step; },
    get count() { return shown.count; },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      board.destroy();
      shown.game.free?.();
      root.remove();
    },
  };
}
