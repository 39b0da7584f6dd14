// The final scores' place in the side panel, filled from a module of its own (ui/game-over.js,
// bundled apart by scripts/bundle-page.mjs, loaded by platform/ui/later.js) when a game first
// ends or a finished game is opened: a page opened on a game in progress never fetches the score
// sheets, the chart or the record. Until the module has come the place is an empty, hidden
// section; what was asked of it meanwhile (the record, the scores shown or hidden again) is done
// as soon as it has.

import { later } from '../../platform/ui/later.js';

/**
 * The same options as ui/game-over.js's createGameOver, and the same methods.
 * @param {Parameters<typeof import('./game-over.js').createGameOver>[0]} options
 */
export function createGameOverSlot(options) {
  const placeholder = document.createElement('section');
  placeholder.className = 'hm-over';
  placeholder.hidden = true;
  const ask = later(() => import('./game-over.js'), ({ createGameOver }) => {
    const made = createGameOver(options);
    placeholder.replaceWith(made.element);
    return made;
  });
  // The scores asked to be shown, while the module is on its way.
  let wanted = false;

  return {
    /** The section in the side panel (the placeholder until the module has come). */
    get element() {
      return ask.part ? ask.part.element : placeholder;
    },
    /** Whether the scores are shown, or asked to be and on their way. */
    get shown() {
      return ask.part ? !ask.part.element.hidden : wanted;
    },
    /** createGameOver's show(scores, winners, chart). */
    show(...args) {
      wanted = true;
      ask('show', ...args);
    },
    /** Hides the scores; before the module has come, only forgets that they were asked for. */
    hide() {
      wanted = false;
      if (ask.made) ask('hide');
      else ask.drop('show');
    },
    /** createGameOver's setRecord(text, replayUrl). */
    setRecord(text, replayUrl) {
      ask('setRecord', text, replayUrl);
    },
  };
}
