// Auf Heller und Pfennig's engine as the session core asks it (www/platform/session/core.js): who
// acts, playing, what a computer seat and the Hint are given (the seat's own view only, nothing
// hidden from it), what a take-back would hide again, and how the screen passes between people.
// The rules stay in the engine; this file only says which of its calls answers which question.

/**
 * The adapter for the engine's bindings `engine` (Game, chooseAction). `wordHint(action, view)`:
 * the Hint in the page's words, from the view it was asked from.
 */
export function hellerAdapter(engine, { wordHint }) {
  // What `level` would play from `player`'s own view, all it is given: asked of the worker, or
  // on the main thread with the same engine (the same answer).
  const question = (game, player, level, seed) => {
    const view = game.view(player);
    return { request: { entry: 'chooseAction', args: [view, level, seed] }, onMain: () => engine.chooseAction(view, level, seed) };
  };
  return {
    toAct: (game) => game.toAct(),
    isOver: (game) => game.isOver(),
    actionCount: (game) => game.actionCount(),
    // Everyone at the table who sees only what is public: the viewer after the last player.
    spectator: (game) => game.players,
    play: (game, action) => game.play(action),
    save: (game) => game.save(),
    at: (game, index) => game.at(index),
    free: (game) => game.free?.(),
    actors: (game) => game.log().map((entry) => entry.player),
    // What hidden was shown to the person since his action `index`, as the engine says it
    // (Game.shownSince, the server's question too): a tile turned up, a new round's own tiles,
    // another's own tile he could not see. { key, player? } for the page's words, or null.
    hiddenShownSince(game, person, index) {
      const shown = game.shownSince(person, index);
      if (!shown) return null;
      return shown.shown === 'ownTile' ? { key: 'undo.ownShown', player: shown.player } : { key: `undo.${shown.shown}` };
    },
    computer: question,
    hint: (game, player, seed) => question(game, player, 'hard', seed),
    // The position is the one it was asked for (the core drops an answer that comes too late).
    readHint(game, player, text) {
      const action = engine.Game.parseAction(text);
      return { text, action, words: wordHint(action, game.view(player)) };
    },
    // Without luck nothing is private (every tile lies face up, D8): the screen simply turns to
    // the person acting, with no hand-off.
    handoffPolicy: (game) => (game.noLuck ? 'turn' : 'handoff'),
    // A round's last placement: the finished market stays until the table goes on.
    pauseAfter(game, events) {
      const ended = events.find((e) => e.event === 'roundEnded');
      return ended && !game.isOver() ? ended : null;
    },
  };
}
