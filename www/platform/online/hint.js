// @ts-check
// The Hint at an online table, for either game: Hard in the person's place, worked out in the
// page's own worker (or without one on the main thread, the same engine: askOrDecideHere) from
// his seat's view as the frame carries it, all it is given. One Hint a position: asked at a
// frame's version, kept until the next frame, answered once. The same position gives the same
// Hint: its seed is the table's version and the seat. The game says what is asked (its engine's
// function and arguments) and how the answer is read and worded.

import { askOrDecideHere, sharedBots } from '../engine/bots.js';
import { seatToAct } from './client.js';

/** @typedef {import('./client.js').StateFrame} StateFrame */

/**
 * The seed of the Hint at `frame`: the same position, the same Hint.
 * @param {StateFrame} frame
 */
export const hintSeed = (frame) => frame.version * 8 + (frame.seat ?? 0);

/**
 * @template A
 * @typedef {object} OnlineHint
 * @property {(frame: StateFrame) => void} ask asks the Hint of the frame's position (once; only
 *   when this seat is to act and the game's `question` has something to ask)
 * @property {(frame: StateFrame | null) => { pending: boolean, answer: A | null, failed: unknown } | null} at
 *   the Hint asked at this frame's version, or null
 * @property {() => void} release lets the worker go
 */

/**
 * @template A
 * @param {object} options
 * @param {{ bindings: string, wasm: string } | any} options.engine the engine's URLs for the worker
 * @param {(frame: StateFrame, seed: number) => { request: { entry: string, args: unknown[] }, onMain: () => any } | null} options.question
 *   what the worker (or the main thread) is asked, or null when there is nothing to ask
 * @param {(frame: StateFrame, raw: any) => A} options.read the answer as the page keeps it
 * @param {() => void} options.redraw called when the Hint is asked and when its answer comes
 * @returns {OnlineHint<A>}
 */
export function createOnlineHint({ engine, question, read, redraw }) {
  /** @type {{ version: number, pending: boolean, answer: A | null, failed: unknown } | null} */
  let hint = null;
  /** @type {ReturnType<typeof sharedBots> | null} */
  let bots = null;
  return {
    ask(frame) {
      if (!seatToAct(frame) || (hint && hint.version === frame.version)) return;
      const q = question(frame, hintSeed(frame));
      if (!q) return;
      const asked = { version: frame.version, pending: true, answer: /** @type {A | null} */ (null), failed: /** @type {unknown} */ (null) };
      hint = asked;
      bots = bots || sharedBots({ engine });
      askOrDecideHere(bots, q.request, q.onMain)
        .then((raw) => { asked.answer = read(frame, raw); }, (e) => { asked.failed = e || new Error('no answer'); })
        .finally(() => {
          asked.pending = false;
          if (hint === asked) redraw();
        });
      redraw();
    },
    at: (frame) => (hint && frame && hint.version === frame.version ? hint : null),
    release() {
      bots?.release();
      bots = null;
    },
  };
}
