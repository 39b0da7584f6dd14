// The final scores' place in the side panel, filled from a module of its own (ui/game-over.js,
// bundled apart by scripts/bundle-page.mjs) when a game first ends or a finished game is opened:
// a page opened on a game in progress never fetches the score sheets, the chart or the record.
// Until the module has come the place is an empty, hidden section; what was asked of it
// meanwhile (the record, the scores shown or hidden again) is done as soon as it has.

/**
 * The same options as ui/game-over.js's createGameOver, and the same methods.
 * @param {Parameters<typeof import('./game-over.js').createGameOver>[0]} options
 */
export function createGameOverSlot(options) {
  /** @type {ReturnType<typeof import('./game-over.js').createGameOver> | null} */
  let real = null;
  /** @type {Promise<void> | null} */
  let loading = null;
  /** @type {any[] | null} the scores asked to be shown, not yet shown */
  let scores = null;
  /** @type {[string, string] | null} */
  let record = null;
  const placeholder = document.createElement('section');
  placeholder.className = 'hm-over';
  placeholder.hidden = true;

  function load() {
    loading ??= import('./game-over.js').then(({ createGameOver }) => {
      real = createGameOver(options);
      placeholder.replaceWith(real.element);
      if (record) real.setRecord(...record);
      if (scores) real.show(...scores);
    }, (e) => {
      // Not there (offline before the site was kept, say): the next ask tries again.
      loading = null;
      console.warn('the final scores could not be loaded:', e);
    });
  }

  return {
    /** The section in the side panel (the placeholder until the module has come). */
    get element() {
      return real ? real.element : placeholder;
    },
    /** Whether the scores are shown, or asked to be and on their way. */
    get shown() {
      return real ? !real.element.hidden : scores !== null;
    },
    /** createGameOver's show(scores, winners, chart). */
    show(...args) {
      if (real) real.show(...args);
      else {
        scores = args;
        load();
      }
    },
    hide() {
      scores = null;
      real?.hide();
    },
    /** createGameOver's setRecord(text, replayUrl). */
    setRecord(text, replayUrl) {
      if (real) real.setRecord(text, replayUrl);
      else {
        record = [text, replayUrl];
        load();
      }
    },
  };
}
