// @ts-check
// What one state frame of an online table brings after another, for either game: the log
// entries new since (their events: every entry's events are ones its seat may read), who acted
// last, or that the table took back (the log shorter, or as long at another version).

/**
 * @param {{ version: number, log: (viewer?: number, from?: number) => any[] } | null} before the position shown
 * @param {import('./client.js').StateFrame} frame the server's new frame
 * @param {(entry: any) => number} actorOf who acted in a log entry (the game's own field)
 * @returns {{ events: any[], takenBack: boolean, player: number | null }}
 */
export function frameNews(before, frame, actorOf) {
  const log = frame.log || [];
  if (!before) return { events: [], takenBack: false, player: null };
  const had = before.log().length;
  if (log.length < had || (log.length === had && frame.version !== before.version)) return { events: [], takenBack: true, player: null };
  const fresh = log.slice(had);
  return { events: fresh.flatMap((entry) => entry.events || []), takenBack: false, player: fresh.length ? actorOf(fresh[fresh.length - 1]) : null };
}

/**
 * The seats of a frame as a session holds them: 'human' or a computer's level, and the names.
 * @param {import('./client.js').StateFrame} frame
 * @returns {{ seats: string[], names: string[] }}
 */
export function seatsOf(frame) {
  return {
    seats: frame.seats.map((seat) => (seat.kind === 'computer' ? /** @type {string} */ (seat.level) : 'human')),
    names: frame.seats.map((seat) => seat.name || ''),
  };
}

/**
 * Hands the server's `frame` to `session` (platform/session/core.js receive()): kept as the
 * table's latest (`remote.frame`: who is connected, the clock, the stand-ins); a new position
 * read by the game (`positionOf(frame, news)`) with the news since the one shown; the same
 * position again (only the seats changed) as the one shown.
 * @param {{ game: any, receive: (game: any, news?: any) => void }} session
 * @param {{ frame: import('./client.js').StateFrame }} remote
 * @param {import('./client.js').StateFrame} frame
 * @param {(shown: any, frame: import('./client.js').StateFrame) => { events: any[], takenBack: boolean, player: number | null }} newsOf the game's frameNews
 * @param {(frame: import('./client.js').StateFrame, news: { takenBack: boolean }) => any} positionOf the game's frame position
 */
export function followFrame(session, remote, frame, newsOf, positionOf) {
  remote.frame = frame;
  const shown = session.game;
  if (shown.version === frame.version && shown.isOver() === (frame.status === 'over')) {
    session.receive(shown);
    return;
  }
  const news = newsOf(shown, frame);
  session.receive(positionOf(frame, news), news);
}
