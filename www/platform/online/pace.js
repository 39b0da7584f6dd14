// The pace at which an online table's frames are shown: the server sends a frame for every move
// as soon as it is stored, and a computer at the table moves at once, so its moves (a tile turned
// up, then placed; a stack moved, then favours taken) would flash past in a few milliseconds. As at
// one screen, a computer's move is shown a pause after the position before it was: each position
// stays in view while a computer is to act. A person's move, and anything else, is shown at once.
// Every frame is shown, in order; a page that fell far behind (a tab in the background) jumps to
// the newest.

/** Frames waiting beyond which the page shows the newest at once. */
const MAX_WAITING = 40;

/**
 * A frame made by a computer's move: the one before it (`before`, the frame shown last) had a
 * computer to act, and this is the next version.
 * @param {{ version: number, toAct: number | null, seats: { kind: string }[], log?: unknown[] | null } | null} before
 * @param {{ version: number, log?: unknown[] | null }} frame
 */
export function madeByComputer(before, frame) {
  if (!before || before.toAct === null || frame.version !== before.version + 1) return false;
  // A take-back (docs/ONLINE.md) is a version of its own that makes the log shorter.
  if (before.log && frame.log && frame.log.length < before.log.length) return false;
  const seat = before.seats[before.toAct];
  return !!seat && seat.kind === 'computer';
}

/**
 * Shows frames through `show(frame)`, each made by a computer's move `pause` ms after the frame
 * before it was shown. `now` and the timer functions are the page's (tests give their own clock).
 * Returns { push(frame), stop() }.
 * @template {{ version: number, toAct: number | null, seats: { kind: string }[] }} F
 * @param {{ pause: number, show: (frame: F) => void, now?: () => number,
 *   setTimer?: (f: () => void, ms: number) => any, clearTimer?: (timer: any) => void }} options
 */
export function createPacer({ pause, show, now = () => performance.now(), setTimer = setTimeout, clearTimer = clearTimeout }) {
  /** @type {F[]} */ const waiting = [];
  /** @type {F | null} */ let shown = null;
  let shownAt = 0;
  /** @type {any} */ let timer = null;
  let stopped = false;

  function pump() {
    timer = null;
    while (waiting.length && !stopped) {
      if (waiting.length > MAX_WAITING) waiting.splice(0, waiting.length - 1);
      const wait = madeByComputer(shown, waiting[0]) ? shownAt + pause - now() : 0;
      if (wait > 0) {
        timer = setTimer(pump, wait);
        return;
      }
      shown = /** @type {F} */ (waiting.shift());
      show(shown);
      // The pause runs from when the position is on screen (drawing it takes a while).
      shownAt = now();
    }
  }

  return {
    /** A frame has come: shown now, or after the pause of the computer's move before it. @param {F} frame */
    push(frame) {
      waiting.push(frame);
      if (!timer) pump();
    },
    stop() {
      stopped = true;
      if (timer) clearTimer(timer);
      timer = null;
      waiting.length = 0;
    },
  };
}
