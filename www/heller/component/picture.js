// What a diagram or a replay of Auf Heller und Pfennig shows, read from its options: pure
// functions of the engine and text, no DOM, so that the element (diagram.js) and the command
// line (scripts/heller-diagram.mjs) read the same options into the same picture.
//
// readDiagram(engine, facts, options, mode) reads the options (texts, as <heller-pfennig> takes
// them) or throws the OptionError or engine error that refuses them; stepAt(shown, k) is the
// game after k of its actions as the viewer sees it, with the marks the game would show then:
// the square the step placed on, and the lanes it scored lit.
//
// Hidden information: a diagram shows a spectator's view unless a seat is asked for (no
// merchant's own tile, no pool order); a replay, of a finished game, shows every merchant's own
// tile (`viewer` all) unless another viewer is asked for, as the first game's replay shows every
// card. The pool's order is never shown.

import { OptionError, parseControls, parseDelay, parseHighlight, parseNames, parseStep, parseViewer, ALL } from './options.js';
import { parseSeats as seatWords } from '../../platform/component/options.js';

/**
 * Reads the options: { source (the engine's Game the steps are taken from: the save's whole game,
 * or the position's; the caller frees it), count (its actions: 0 for a position), step (the one
 * shown first), viewer (an engine viewer index, or ALL), lanes (highlight, for highlightLanes),
 * controls, delay (ms per step while playing, or undefined), caption, mode, names (the players'
 * names, '' for a seat's own), seats (who played each seat, as the link says: shown, not judged) }.
 */
export function readDiagram(engine, facts, o, mode = 'diagram') {
  const lanes = parseHighlight(o.highlight, facts);
  const controls = parseControls(o.controls, mode);
  const delay = parseDelay(o.delay);
  const save = (o.save || '').trim();
  const position = (o.position || '').trim();
  if (!save && !position) throw new OptionError('position', 'no position: give the position attribute (or the element\'s text) or a save', 'position');
  const source = save ? engine.Game.load(save) : engine.Game.fromPosition(position);
  try {
    const count = save ? source.actionCount() : 0;
    // A diagram shows the save's end unless told; a replay starts at its beginning.
    const step = parseStep(o.step, count, mode === 'replay' ? 0 : count);
    const viewer = parseViewer(o.viewer, source.players, facts, mode === 'replay' ? ALL : facts.spectator);
    const names = parseNames(o.names);
    const seats = seatWords(o.seats);
    return { source, count, step, viewer, lanes, controls, delay, caption: o.caption || '', mode, names, seats };
  } catch (e) {
    source.free?.();
    throw e;
  }
}

/** The view of `game` for `viewer`: ALL is a spectator's view with every merchant's own tile. */
export function viewFor(game, viewer, facts) {
  if (viewer !== ALL) return game.view(viewer);
  const view = game.view(facts.spectator);
  view.ownTiles = Array.from({ length: game.players }, (_, seat) => game.view(seat).ownTile ?? (view.ownTiles || [])[seat] ?? null);
  return view;
}

/**
 * Step k of what readDiagram() read: { game (the engine's Game after k actions: the caller frees
 * it), view (after a round's last action: the market it finished), entry (the log entry of the k-th action, or null at 0), lastSquare (where it placed,
 * or null), scored (the lanes it scored, as laneScored gives them), lanes (what to light: the
 * highlight and the scored lanes) }.
 */
export function stepAt(shown, k, facts) {
  const game = shown.source.at(k);
  let view = viewFor(game, shown.viewer, facts);
  const [entry = null] = k > 0 ? game.log(facts.spectator, k - 1) : [];
  const events = entry ? entry.events : [];
  // The action that ended a round shows the market it finished, as the game pauses on it (the
  // engine's roundEnded carries it), with the money it paid; not the new round's empty one.
  const ended = events.find((e) => e.event === 'roundEnded');
  if (ended && ended.market && !game.isOver()) {
    const before = shown.source.at(k - 1);
    try {
      view = { ...viewFor(before, shown.viewer, facts), market: ended.market, money: view.money, bank: view.bank };
    } finally {
      before.free?.();
    }
  }
  const placed = events.find((e) => e.square);
  const scored = events.filter((e) => e.event === 'laneScored').map((e) => e.score);
  return { game, view, entry, lastSquare: placed ? placed.square : null, scored, lanes: [...shown.lanes, ...scored] };
}

/** The words the board paints, in the translator's language, and its accessible name. */
export function boardStrings(t, label) {
  return {
    title: t('app.title'),
    you: t('board.you'),
    roundWord: t('board.roundWord'),
    round: (n) => t.number(n),
    tiles: (n) => t('board.tiles', { count: n }),
    label,
  };
}

/** What the renderer lays over a step's view: the square last placed on and the lanes lit. */
export function overlayOf(at) {
  return { last: at.lastSquare, lanes: at.lanes };
}
