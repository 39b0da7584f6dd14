// @ts-check
// A lesson's panel, for either game: its title, its goal in a sentence, what became of the last
// try (allowed but not the goal, a step of the answer, the goal reached), and its buttons: start
// again, and, once the goal is reached, the next lesson (when the host has one). The rules'
// refusals are said by the game's own "why not" (the engine's reasons), beside it.

import { el } from '../ui/dom.js';

/**
 * @typedef {object} LessonPanelOptions
 * @property {(key: string, args?: Record<string, any>) => string} t the page's translator (the lesson words, www/platform/i18n/lesson.js, in its table)
 * @property {string} title the lesson's title
 * @property {string} goal the goal, a sentence
 * @property {string} [place] where it stands in its course ("Lesson 2 of 7"), or none
 * @property {string | null} [rule] the rules page's section for the lesson's rule (a link), or none
 * @property {() => void} onRestart
 * @property {(() => void) | null} [onNext] the next lesson, or none (the last, or a lesson on its own)
 */

/** @param {LessonPanelOptions} o */
export function createLessonPanel(o) {
  const { t } = o;
  const feedback = el('p', { class: 'hm-lesson-feedback', role: 'status', hidden: true });
  const restart = el('button', { type: 'button', class: 'hm-button', dataset: { action: 'restart' }, onclick: () => o.onRestart() }, t('lesson.restart'));
  const next = el('button', { type: 'button', class: 'hm-button hm-primary', hidden: true, dataset: { action: 'next' }, onclick: () => o.onNext && o.onNext() }, t('lesson.next'));
  const element = el('section', { class: 'hm-lesson', 'aria-label': o.title }, [
    o.place ? el('p', { class: 'hm-lesson-place' }, o.place) : null,
    el('h2', { class: 'hm-lesson-title' }, o.title),
    el('p', { class: 'hm-lesson-goal' }, [o.goal, ...(o.rule ? [' ', el('a', { class: 'hm-lesson-rule', href: o.rule, target: '_blank', rel: 'noopener' }, t('lesson.rule'))] : [])]),
    feedback,
    el('div', { class: 'hm-buttons' }, [next, restart]),
  ]);
  /** @param {string} kind @param {string} text */
  const say = (kind, text) => {
    feedback.hidden = !text;
    feedback.dataset.kind = kind;
    if (feedback.textContent !== text) feedback.textContent = text;
  };
  return {
    element,
    /** The last try, in words: 'other' (allowed, not the goal), 'step' (an answer goes on), 'stuck' (the answer may be shown). */
    say,
    /** The goal is reached: `text` said, and the next lesson offered. @param {string} text */
    done(text) {
      say('done', text);
      element.classList.add('hm-lesson-done');
      next.hidden = !o.onNext;
      if (!next.hidden) next.focus({ preventScroll: true });
    },
    clear: () => say('', ''),
  };
}
