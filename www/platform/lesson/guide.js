// @ts-check
// A guided first game, for either game: the table plays as usual, and the first time each rule
// comes up (the game supplies them: the first favour offered, the first goal reached, the first
// roll …) it pauses on a line that says the rule, with a link to its section of the rules page,
// until the person goes on. Each rule is explained once a game. It knows no rule itself: each of
// the game's `when` reads the engine's own answers (its events and what it offers now).

/**
 * A rule the guide explains, the game's: `when(game, events, person)` says whether it comes up
 * now (after an action's `events`, or at the start with none), for the person at the table.
 * @typedef {{ key: string, section: string, when: (game: any, events: any[], person: number) => boolean }} GuideRule
 */

/**
 * A pause on a rule: its key, its words and the link to its section.
 * @typedef {{ guide: string, text: string, href: string | null }} GuidePause
 */

/**
 * Makes the guide of a table. `rules`: the game's, in the order they are looked for; `words(key)`:
 * the line that says a rule; `rulesPage`: the rules page's address (its sections are anchors);
 * `person`: the seat of the person being guided; `seen`: the rules explained already (a game
 * shown anew, in another language, goes on from them).
 * @param {{ rules: GuideRule[], words: (key: string) => string, rulesPage: string | null, person: number, seen?: string[] }} o
 */
export function createGuide(o) {
  /** @type {Set<string>} */
  const seen = new Set(o.seen || []);
  /** @type {GuidePause[]} rules that came up with the one shown, to be shown after it */
  let waiting = [];
  /** @param {string} key @param {string} section @returns {GuidePause} */
  const pause = (key, section) => ({ guide: key, text: o.words(key), href: o.rulesPage ? `${o.rulesPage}#${section}` : null });
  return {
    /**
     * After an action: the first rule of `rules` not explained yet that comes up now, as a pause;
     * null when none does. (The session core's adapter.pauseAfter.)
     * @param {any} game
     * @param {any[]} events
     * @returns {GuidePause | null}
     */
    pauseAfter(game, events) {
      for (const rule of o.rules) {
        if (seen.has(rule.key)) continue;
        let comes = false;
        try {
          comes = rule.when(game, events, o.person);
        } catch {
          comes = false;
        }
        if (comes) {
          seen.add(rule.key);
          waiting.push(pause(rule.key, rule.section));
        }
      }
      return waiting.shift() || null;
    },
    /** The next rule that came up with the last one (a move that reached a goal and left a card to arrogance), or null. */
    next() {
      return waiting.shift() || null;
    },
    /** The rules explained so far, by key. */
    get seen() { return [...seen]; },
  };
}

/** A guide (createGuide's). @typedef {ReturnType<typeof createGuide>} Guide */
