// Auf Heller und Pfennig at an online table: the position one seat's state frame gives
// (www/platform/online/client.js StateFrame), read the way the page reads the engine's Game, so
// that the game's own page (controller.js) draws an online table as it draws a game at one screen
// (the session core's `remote` authority). It holds only what the server sent this seat: its
// view, its log, the engine's legal actions when it is to act, and the record once the game is
// over. Every view it is asked for is that one (the page never sees more than the seat may), and
// why a placement is refused is the engine's answer from that view alone (whyNotInView).
// It plays nothing: the server does.

import { frameNews as newsOf } from '../../platform/online/news.js';

/**
 * The position of `frame` for the bindings `engine` (Game.parseAction, whyNotInView).
 * @param {any} engine
 * @param {import('../../platform/online/client.js').StateFrame} frame
 */
export function framePosition(engine, frame) {
  const view = frame.view;
  const log = frame.log || [];
  const ours = frame.seat !== null && frame.toAct === frame.seat && frame.status === 'playing';
  return {
    /** The frame's version: the server's count of what happened at the table. */
    version: frame.version,
    players: frame.seats.length,
    noLuck: !!(view && view.noLuck),
    /** The seat, null for a spectator. */
    seat: frame.seat,
    toAct: () => (frame.status === 'playing' ? frame.toAct : null),
    isOver: () => frame.status === 'over',
    actionCount: () => log.length,
    // The seat's own view, whoever is asked for (the page asks the spectator's for what is
    // public: the market, the money).
    view: () => view,
    round: () => (view ? view.round : 0),
    /** The log as this seat reads it, from entry `from` on. */
    log: (_viewer, from = 0) => log.slice(from),
    legalActions: () => (ours ? (frame.legal || []).map((text) => engine.Game.parseAction(text)) : []),
    // The rules' reasons against `text`, from this seat's view alone; none when it is not the
    // seat's turn (nothing is offered then) or the engine cannot read it.
    whyNot(text) {
      if (!ours) return [];
      try {
        return engine.whyNotInView(view, text);
      } catch {
        return [];
      }
    },
    // Whatever the rules give no reason against is the server's to judge: its refusal comes as a
    // frame of its own (the table's error line).
    check: () => null,
    winners: () => (frame.outcome ? frame.outcome.winners : []),
    /** The game's record: the server's, once the game is over (it shows every hidden tile). */
    save: () => frame.record || '',
    at() {
      throw new Error('an online table is played on its server');
    },
    play() {
      throw new Error('an online table is played on its server');
    },
    free() {},
  };
}

/**
 * What changed from the position `before` to `frame` (platform/online/news.js): the new entries'
 * events, who acted last, or that the table took back.
 * @param {any} before
 * @param {import('../../platform/online/client.js').StateFrame} frame
 */
export const frameNews = (before, frame) => newsOf(before, frame, (entry) => entry.player);
