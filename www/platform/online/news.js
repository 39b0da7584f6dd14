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
