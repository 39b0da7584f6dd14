// @ts-check
// A guided game's pause on a rule, for either game's table (www/platform/lesson/guide.js): its
// title, its line, the link to its rule's section, and "Go on", which says the next rule that
// came up with this one, or lets the table go on. Shown while the session is paused on a rule;
// its "Go on" has the focus when a rule comes, so a keyboard or a screen reader meets it at once.

import { el } from '../ui/dom.js';

/**
 * The box of a guided table. `guide`: the game's guide (its words, `next()`); `session`: the
 * table's session core (pauseWith, resume); `rulesLabel`: the words of the rule's link.
 * @param {{ guide: { words: Record<string, string>, next: () => any }, session: { pauseWith: (p: any) => void, resume: () => void }, rulesLabel: string }} o
 */
export function createGuideBox({ guide, session, rulesLabel }) {
  const text = el('p', { class: 'hm-guide-text' });
  const link = /** @type {HTMLAnchorElement} */ (el('a', { class: 'hm-guide-rule', target: '_blank', rel: 'noopener' }, rulesLabel));
  const goOn = /** @type {HTMLButtonElement} */ (el('button', {
    type: 'button', class: 'hm-button hm-primary', dataset: { action: 'goOn' },
    // Another rule that came up with this one is said next; then the table goes on.
    onclick: () => {
      const next = guide.next();
      if (next) session.pauseWith(next);
      else session.resume();
    },
  }, guide.words['guide.goOn']));
  const element = /** @type {HTMLElement} */ (el('section', { class: 'hm-guide', role: 'status', hidden: true }, [
    el('h2', { class: 'hm-guide-title' }, guide.words['guide.title']),
    text,
    el('p', { class: 'hm-buttons' }, [goOn, link]),
  ]));
  return {
    element,
    /**
     * Shows the session's pause when it is on a rule (`pause.guide`), hidden otherwise.
     * @param {any} pause the session's `state.paused`
     */
    render(pause) {
      if (!pause || !pause.guide) {
        element.hidden = true;
        delete element.dataset.guide;
        return;
      }
      if (element.dataset.guide === pause.guide) return;
      element.dataset.guide = pause.guide;
      text.textContent = pause.text;
      link.hidden = !pause.href;
      if (pause.href) link.href = pause.href;
      element.hidden = false;
      goOn.focus({ preventScroll: false });
    },
  };
}
