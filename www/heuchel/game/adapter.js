// Heuchel & Meuchel's engine as the session core asks it (www/platform/session/core.js): who
// acts, playing, what a computer seat and the Hint are given (the seat's own view only, as its
// notation), what a take-back would hide again, and how the screen passes between people. The
// rules stay in the engine; this file only says which of its calls answers which question.

// Computer levels decided by the engine's bots (src/bot), in a worker; the two simple kinds are
// instant and stay on the main thread.
export const LEVELS = ['easy', 'medium', 'hard', 'expert'];

/** The cards a view shows by value: what its player knows now (his own, the tops, what he saw). */
export const knownIn = (view) => new Set([
  ...view.columns.flat().flatMap((pile) => pile.cards),
  ...view.discards.flat(),
  ...(view.hand || []),
].filter((card) => typeof card === 'string').map((card) => card.toUpperCase()));

/**
 * The adapter for the engine's bindings `engine` (Game, chooseArrangement) and its board facts
 * `facts` (boardFacts()).
 * `iterations`: Hard's search budget (undefined: the engine's own). `readHint(game, player, raw)`:
 * the Hint's answer as the page keeps it ({ action, text } on a turn, { groups, text } in setup:
 * an arrangement of the hand), worded in the page's language.
 */
export function heuchelAdapter(engine, { facts, iterations, readHint }) {
  const inSetup = (game) => game.legal().step === 'setup';
  return {
    toAct: (game) => game.toAct(),
    isOver: (game) => game.isOver(),
    actionCount: (game) => game.actionCount(),
    spectator: () => facts.spectator,
    play(game, action) {
      game.play(action);
      return [];
    },
    save: (game) => game.save(),
    at: (game, index) => game.at(index),
    free: (game) => game.free?.(),
    actors: (game, person) => game.log(person, 0).map((entry) => entry.actor),
    // Something hidden was shown to the person since his action `index` when his view now names
    // a card it did not name then (a blind cut, the tops turned up after the setup, a card a
    // computer uncovered): the engine says so (Game.shownSince, the server's question too).
    hiddenShownSince: (game, person, index) => (game.shownSince(person, index) ? 'shown' : null),
    // What `level` plays for `player`, from his view only; the instant kinds (random, greedy) are
    // decided on the main thread when played.
    computer(game, player, level, seed) {
      if (!LEVELS.includes(level)) return { request: null, onMain: () => game.botAction(player, level, seed) };
      const viewNotation = game.viewNotation(player);
      return {
        request: { entry: 'chooseAction', args: [viewNotation, level, seed, iterations ?? undefined] },
        onMain: () => game.botAction(player, level, seed, iterations),
      };
    },
    // The Hint: Hard in the person's place; in setup Hard's placing order for his whole hand,
    // computed by the engine from his view alone (chooseArrangement), to be set out in the panel.
    hint(game, player, seed) {
      const viewNotation = game.viewNotation(player);
      if (inSetup(game)) {
        return {
          request: { entry: 'chooseArrangement', args: [viewNotation, seed, iterations ?? undefined] },
          onMain: () => engine.chooseArrangement(viewNotation, seed, iterations),
        };
      }
      return {
        request: { entry: 'chooseAction', args: [viewNotation, 'hard', seed, iterations ?? undefined] },
        onMain: () => game.hint(player, seed, iterations),
      };
    },
    readHint,
    // Every hand is private: the screen passes behind the hand-off.
    handoffPolicy: () => 'handoff',
  };
}
