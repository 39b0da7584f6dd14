// @ts-check
// What both diagram makers hold around their own board (www/heuchel/maker/app.js,
// www/heller/maker/app.js): the position being edited, the engine's verdict on it beside the
// board, and the starting points (a deal, an empty board, a pasted position, the one the page's
// address names). The output under them, the preview and the snippets, is output.js.
//
// The position is a plain Setup object, the author's, which the game's engine judges: a judge
// the game supplies completes it (fillUnused) and checks it (checkSetup). A position the engine
// accepts becomes, in notation (positionOfSetup), the one the preview and the snippets show; a
// refused one is drawn as it stands with the engine's words beside it, while they keep the last
// accepted one. Nothing here knows a rule or a game: the engine's calls, the game's fields and
// its words come from the maker that uses it.

import { el } from '../ui/dom.js';
import { errorLine, panel, showError } from './fields.js';

/** @typedef {(key: string, args?: Record<string, unknown>) => string} Translate */

/**
 * A refusal of the engine's: its code, the code's arguments and its message.
 * @typedef {{ code: string, args: Record<string, any>, message: string }} Problem
 */

/**
 * A setup as the engine judged it: `filled`, what it judged (the setup completed, or as it
 * stands); `problem`, its refusal or null; `raw`, the setup as kept when the judge dropped
 * something an edit made wrong (else the one given).
 * @typedef {{ raw?: any, filled: any, problem: Problem | null }} Judged
 */

/**
 * The position being edited: the author's setup, what the engine judged, its refusal, and the
 * last position it accepted (in notation). It changes only through set().
 * @typedef {object} EditedPosition
 * @property {any} raw the author's setup: only what he placed (plus what a start gave)
 * @property {any} filled what the engine judged
 * @property {Problem | null} problem the engine's refusal of it, or null
 * @property {string | null} good the last position the engine accepted, in notation
 * @property {(next: any, how?: { fresh?: boolean }) => void} set takes the author's next setup; `fresh`: a new start, which forgets the last accepted position
 */

/**
 * The position being edited. `judge(setup)` asks the game's engine; `positionOf(filled)` writes
 * an accepted setup in notation. `fresh()` is told of a new start (before the engine's verdict),
 * `accepted(position)` of each newly accepted position, `changed()` after every set.
 * @param {object} p
 * @param {(setup: any) => Judged} p.judge
 * @param {(filled: any) => string} p.positionOf
 * @param {() => void} [p.fresh]
 * @param {(position: string) => void} [p.accepted]
 * @param {() => void} p.changed
 * @returns {EditedPosition}
 */
export function createPosition({ judge, positionOf, fresh = () => {}, accepted = () => {}, changed }) {
  /** @type {any} */
  let raw = null;
  /** @type {any} */
  let filled = null;
  /** @type {Problem | null} */
  let problem = null;
  /** @type {string | null} */
  let good = null;

  /** @param {any} next @param {{ fresh?: boolean }} [how] */
  function set(next, how = {}) {
    const judged = judge(next);
    raw = judged.raw === undefined ? next : judged.raw;
    filled = judged.filled;
    problem = judged.problem;
    if (how.fresh) {
      good = null;
      fresh();
    }
    if (!problem) {
      const position = positionOf(filled);
      if (position !== good) {
        good = position;
        accepted(position);
      }
    }
    changed();
  }

  return {
    get raw() { return raw; },
    get filled() { return filled; },
    get problem() { return problem; },
    get good() { return good; },
    set,
  };
}

/**
 * The Setup of a position in notation, as the game's engine reads it (throws its refusal).
 * @param {{ fromPosition(text: string): { setup(): any, free?: () => void } }} Game the engine's Game class
 * @param {string} text
 * @returns {any}
 */
export function setupOf(Game, text) {
  const game = Game.fromPosition(text);
  try {
    return game.setup();
  } finally {
    game.free?.();
  }
}

/**
 * The engine's verdict under the board: a status line (its assent, or that it refuses) and an
 * alert with its reason in words and what the preview and the snippets keep meanwhile.
 * @param {Translate} t
 */
export function createVerdict(t) {
  const verdict = el('p', { class: 'mk-verdict', role: 'status' });
  const problemBox = el('p', { class: 'hm-error mk-problem', role: 'alert', hidden: true });
  return {
    verdict,
    problemBox,
    /**
     * Says the verdict: `refusal`, the engine's reason in words (null: it accepts, and `assent`
     * is said); `kept`, whether an earlier position was accepted and is kept.
     * @param {string | null} refusal
     * @param {boolean} kept
     * @param {string} [assent]
     */
    show(refusal, kept, assent = t('maker.verdict.possible')) {
      if (refusal !== null) {
        verdict.textContent = t('maker.verdict.refused');
        problemBox.hidden = false;
        problemBox.textContent = `${t('maker.refused', { message: refusal })} ${kept ? t('maker.keptLast') : t('maker.noneYet')}`;
      } else {
        verdict.textContent = assent;
        problemBox.hidden = true;
        problemBox.textContent = '';
      }
    },
  };
}

/**
 * The starting points' panel: a deal from the game's fields, an empty board, a pasted position.
 * What each start does is the game's; the panel checks the seed, clears and shows the errors.
 * - `ids`: the prefix of the paste box's id; `panelPrefix`: of the panel heading's (panel()).
 * - `fields`: the deal's fields in a row (players, variant, seed …); `check`: its checkbox line;
 *   `help`: a line under the buttons; `placeholder`: the paste box's.
 * - `seed`: the seed's field, the seeds it takes and the words for one it does not.
 * - `deal(seed)`, `empty()`, `paste(text)`: the game's starts, each taking its setup (set); what
 *   they throw is said in words by `refusals.deal` and `refusals.paste`.
 * @param {object} p
 * @param {Translate} p.t
 * @param {string} p.ids
 * @param {string} [p.panelPrefix]
 * @param {HTMLElement[]} p.fields
 * @param {HTMLElement} p.check
 * @param {string | null} [p.help]
 * @param {string | null} [p.placeholder]
 * @param {{ input: HTMLInputElement, pattern: RegExp, refusal: string }} p.seed
 * @param {(seed: string) => void} p.deal
 * @param {() => void} p.empty
 * @param {(text: string) => void} p.paste
 * @param {{ deal: (e: unknown) => string, paste: (e: unknown) => string }} p.refusals
 */
export function createStart({ t, ids, panelPrefix = 'mk', fields, check, help = null, placeholder = null, seed, deal, empty, paste, refusals }) {
  const startError = errorLine();
  const pasteArea = /** @type {HTMLTextAreaElement} */ (el('textarea', { id: `${ids}-paste`, class: 'mk-paste', rows: '3', spellcheck: 'false', autocomplete: 'off', placeholder }));
  const pasteError = errorLine();
  const element = panel('start', t('maker.start.title'), [
    el('div', { class: 'mk-fields' }, fields),
    check,
    el('div', { class: 'mk-buttons' }, [
      el('button', { type: 'button', class: 'hm-button hm-primary', dataset: { action: 'deal' }, onclick: dealt }, t('maker.start.deal')),
      el('button', { type: 'button', class: 'hm-button', dataset: { action: 'empty' }, onclick: emptied }, t('maker.start.empty')),
    ]),
    help === null ? null : el('p', { class: 'mk-help' }, help),
    startError,
    el('label', { class: 'mk-label', for: pasteArea.id }, t('maker.start.paste')),
    pasteArea,
    el('div', { class: 'mk-buttons' }, [
      el('button', { type: 'button', class: 'hm-button', dataset: { action: 'paste' }, onclick: pasted }, t('maker.start.usePaste')),
    ]),
    pasteError,
  ], panelPrefix);

  function dealt() {
    startError.hidden = true;
    const text = seed.input.value.trim();
    if (text && !seed.pattern.test(text)) return showError(startError, seed.refusal);
    try {
      deal(text);
    } catch (e) {
      showError(startError, refusals.deal(e));
    }
    return undefined;
  }

  function emptied() {
    startError.hidden = true;
    empty();
  }

  function pasted() {
    pasteError.hidden = true;
    const text = pasteArea.value.trim();
    if (!text) return showError(pasteError, t('maker.start.pasteEmpty'));
    try {
      paste(text);
    } catch (e) {
      showError(pasteError, refusals.paste(e));
    }
    return undefined;
  }

  /**
   * The maker's first position: `text`, the one the page's address names, taken by `opened`
   * (given it trimmed); else, none named or one `opened` refused (said under the paste box by
   * `refusal`, the text left there to mend), `otherwise()`.
   * @param {string | null | undefined} text
   * @param {{ opened: (text: string) => void, refusal: (e: unknown) => string, otherwise: () => void }} how
   */
  function open(text, { opened, refusal, otherwise }) {
    if (text) {
      try {
        opened(text.trim());
        return;
      } catch (e) {
        showError(pasteError, refusal(e));
        pasteArea.value = text;
      }
    }
    otherwise();
  }

  return { element, pasteArea, deal: dealt, open };
}
