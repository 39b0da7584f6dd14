// The board's state (chessground's state.ts): one object that every part of the board reads and
// changes: what it was given to show (board.js, set), what a person is doing with it
// (gestures.js), what is drawn and moving (draw.js), the canvas and its renderer.

import { createRenderer } from '../render/index.js';

const noop = () => {};

/**
 * The state of a new board inside `host`: its canvas made and put in, its renderer, the `config`
 * it shows (board.js, createBoard) and the `on` handlers it reports to.
 */
export function createState(host, config, on) {
  const handlers = { pick: noop, move: noop, take: noop, lose: noop, focus: noop, square: noop, refused: noop, aim: noop, refusedTake: noop, ...on };
  const canvas = host.ownerDocument.createElement('canvas');
  canvas.className = 'hm-canvas';
  canvas.setAttribute('aria-hidden', 'true');
  host.append(canvas);

  const state = {
    facts: null, view: null, legal: null, highlights: [], arrows: [], die: null, strings: undefined,
    dim: false, ...config,
  };
  return {
    host, canvas, handlers,
    state,              // what the board shows: the config, as set so far
    selection: null,    // {column, row, count, maxCount, dests}
    drag: null,         // {x, y} while a selection follows the pointer
    press: null,        // what the current press did, for click semantics
    inspect: null,      // the viewer's own stack shown card by card
    aimed: null,        // lifted cards pointed or focused at a square they may not go to: {from, count, to}
    split: null,        // the split a pointer over a lower card's edge would make: {column, row, count}
    layout: null,
    destroyed: false,
    painted: false,
    motion: null,       // the running animation: {plan, base, start, frame, timer}
    settle: [],         // resolvers of settled() waiting for it to end
    motionLib: null,    // the planner (motion.js) once loaded
    motionLoading: null, // its import under way
    playMarks: null,    // the import of the marks of play (render/marks.js), once asked for
    renderer: createRenderer(canvas, { facts: state.facts, strings: state.strings }),
  };
}
