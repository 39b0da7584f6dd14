// Heuchel & Meuchel at an online table: the position one seat's state frame gives
// (www/platform/online/client.js StateFrame), read the way the page reads the engine's Game, so
// that the game's own page (controller.js, screen.js) draws an online table as it draws a game at
// one screen (the session core's `remote` authority). It holds only what the server sent this
// seat: its view (and the view's notation, which the computer players' worker reads), its log,
// its turn (the engine's legal groups: in full when it is to act, only the step for the others)
// and the record once the game is over. Every view it is asked for is that one (the page never
// sees more than the seat may); why a move is refused and what it would cost the mover are the
// engine's answers from that view alone (whyNotInView, ownLossOf). It plays nothing: the server
// does, given the frame's own notation of the action (notationOf).

import { frameNews as newsOf } from '../../platform/online/news.js';

/** An action object written the same way whatever the order of its keys. */
const canonical = (value) => JSON.stringify(value, (_key, v) => (v && typeof v === 'object' && !Array.isArray(v)
  ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  : v));

/**
 * The position of `frame` for the bindings `engine` (Game.parseAction, Game.load, whyNotInView,
 * ownLossOf, chooseAction). `lineage`: the same object for every position of one game as the
 * seat follows it (a new one after a take-back), so that the page reads only the log's new
 * entries and animates them, as it does while one game object plays on.
 * @param {any} engine
 * @param {import('../../platform/online/client.js').StateFrame} frame
 * @param {object} lineage
 */
export function framePosition(engine, frame, lineage) {
  const view = frame.view;
  const log = frame.log || [];
  const over = frame.status === 'over';
  const ours = frame.seat !== null && frame.toAct === frame.seat && frame.status === 'playing' && !!frame.viewNotation;
  const turn = frame.turn || { step: 'over', player: null };
  // Over, the server's record of the game, loaded by the engine (every card is face up now): the
  // scores, the chart and the full log come from it.
  let record = null;
  const finished = () => {
    if (!over || !frame.record) throw new Error('the game is not over');
    record ??= engine.Game.load(frame.record);
    return record;
  };
  const byNotation = new Map((ours ? frame.legal || [] : []).map((text) => [canonical(engine.Game.parseAction(text)), text]));
  return {
    lineage,
    /** The frame's version: the server's count of what happened at the table. */
    version: frame.version,
    players: frame.seats.length,
    toAct: () => (frame.status === 'playing' ? frame.toAct : null),
    isOver: () => over,
    actionCount: () => log.length,
    legal: () => (over ? { ...turn, step: 'over' } : turn),
    // The seat's own view, whoever is asked for (the page asks for the person at the screen's).
    view: () => view,
    viewNotation: () => frame.viewNotation || null,
    /** The log as this seat reads it, from entry `from` on. */
    log: (_viewer, from = 0) => log.slice(from),
    /** The frame's notation of `action` (an object) when the server offers it to this seat, else null. */
    notationOf: (action) => byNotation.get(canonical(action)) ?? null,
    // The rules' reasons against `action`, from this seat's view alone; none when it is not the
    // seat's turn (nothing is offered then) or the engine cannot read it.
    whyNot(action) {
      if (!ours) return [];
      try {
        return engine.whyNotInView(frame.viewNotation, action);
      } catch {
        return [];
      }
    },
    /** The mover's own cards `action` would throw away for arrogance, from his view alone (null: none). */
    ownLoss(action) {
      if (!ours) return null;
      try {
        const lost = engine.ownLossOf(frame.viewNotation, action);
        return lost.length ? lost : null;
      } catch {
        return null;
      }
    },
    /** Hard in this seat's place, from its view alone (the Hint on the main thread). */
    hint: (_player, seed, iterations) => engine.chooseAction(frame.viewNotation, 'hard', seed, iterations),
    /** The game's record: the server's, once the game is over (it shows every hidden card). */
    save: () => frame.record || '',
    scores: () => finished().scores(),
    winners: () => finished().winners(),
    scoreHistory: () => finished().scoreHistory(),
    fullLog: (from = 0) => finished().fullLog(from),
    at() {
      throw new Error('an online table is played on its server');
    },
    play() {
      throw new Error('an online table is played on its server');
    },
    free() {
      record?.free?.();
      record = null;
    },
  };
}

/**
 * What changed from the position `before` to `frame` (platform/online/news.js): the new entries'
 * events, who acted last, or that the table took back.
 * @param {any} before
 * @param {import('../../platform/online/client.js').StateFrame} frame
 */
export const frameNews = (before, frame) => newsOf(before, frame, (entry) => entry.actor);
