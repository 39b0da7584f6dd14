// @ts-check
// "Make a lesson" in both diagram makers (www/heuchel/maker/app.js, www/heller/maker/app.js): the
// position being edited becomes a lesson's prepared position, the moves recorded in play mode its
// answer (more answers may be kept beside it; a maker without a play mode has its author type
// each answer, and the engine plays it from the position before it is kept), and the fields here
// its goal, what reaching it shows and the rule it teaches. The engine judges every answer where the lesson is shown
// (platform/lesson/referee.js reads each of its actions); the maker's preview is that lesson.

import { el } from '../ui/dom.js';
import { check, field } from './fields.js';
import { parseAnswers } from '../lesson/referee.js';

/**
 * A lesson as the maker writes it: whether the diagram is one, its words, its rule's section and
 * the answers kept beside the moves recorded now.
 * @typedef {{ on: boolean, goal: string, success: string, rule: string, kept: string[][] }} LessonOptions
 */

/** The lesson options of a new diagram (not a lesson). @returns {LessonOptions} */
export function noLesson() {
  return { on: false, goal: '', success: '', rule: '', kept: [] };
}

/**
 * A lesson's attributes after its position, in the order the element documents them: its answers
 * (the kept ones and the moves recorded now, apart by `|`), its goal, what reaching it shows and
 * its rule; the caption and the language follow as for a diagram.
 * @param {LessonOptions} lesson
 * @param {string[]} moves the moves recorded now
 * @returns {[string, string][]}
 */
export function lessonAttributes(lesson, moves) {
  const answers = answersOf(lesson, moves);
  return [
    ['answers', answers.map((a) => a.join(' ')).join(' | ')],
    ...(lesson.goal.trim() ? [['goal', lesson.goal.trim()]] : []),
    ...(lesson.success.trim() ? [['success', lesson.success.trim()]] : []),
    ...(lesson.rule ? [['rule', lesson.rule]] : []),
  ].map(([k, v]) => /** @type {[string, string]} */ ([k, v]));
}

/** The lesson's answers: the kept ones, then the moves recorded now (once). */
function answersOf(/** @type {LessonOptions} */ lesson, /** @type {string[]} */ moves) {
  const all = [...lesson.kept];
  if (moves.length && !all.some((a) => a.join(' ') === moves.join(' '))) all.push(moves.slice());
  return parseAnswers(all);
}

/**
 * The lesson's fields. `t`: the lesson words' translator (platform/i18n/lesson.js); `ids`: the
 * fields' id prefix; `sections`: the rules page's sections a lesson may teach ([id, title]);
 * `lesson`: the options the fields edit (changed in place); `moves()`: the moves recorded now
 * (a maker with a play mode), or else `check(actions)`: the engine's refusal of a typed answer
 * played from the position, in a sentence, or null when it plays; `changed()`: told after each edit.
 * @param {{ t: (key: string, args?: Record<string, any>) => string, ids: string, sections: [string, string][],
 *   lesson: LessonOptions, moves?: () => string[], check?: (actions: string[]) => string | null, changed: () => void }} o
 */
export function createLessonFields(o) {
  const { t, ids, lesson } = o;
  const recorded = o.moves || (() => []);
  const on = /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox', id: `${ids}-lesson-on`, name: 'lesson' }));
  const goal = /** @type {HTMLTextAreaElement} */ (el('textarea', { id: `${ids}-lesson-goal`, name: 'goal', rows: '2' }));
  const success = /** @type {HTMLTextAreaElement} */ (el('textarea', { id: `${ids}-lesson-success`, name: 'success', rows: '2' }));
  const rule = /** @type {HTMLSelectElement} */ (el('select', { id: `${ids}-lesson-rule`, name: 'rule' }, [
    el('option', { value: '' }, t('lesson.maker.noRule')),
    // A section two lessons teach is offered once.
    ...o.sections.filter(([id], i) => o.sections.findIndex(([other]) => other === id) === i).map(([id, title]) => el('option', { value: id }, title)),
  ]));
  const answers = el('ol', { class: 'mk-answers', 'aria-label': t('lesson.maker.answers') });
  const keep = el('button', { type: 'button', class: 'hm-button hm-small', dataset: { action: 'keepAnswer' } }, t('lesson.maker.keep'));
  const help = el('p', { class: 'mk-help' });
  // Typed answers: the actions in the game's notation, apart by spaces, checked before kept.
  const typed = o.moves ? null : /** @type {HTMLInputElement} */ (el('input', {
    id: `${ids}-lesson-answer`, name: 'answer', autocomplete: 'off', spellcheck: 'false', class: 'mk-answer-input',
  }));
  const refusal = el('p', { class: 'mk-answer-problem', role: 'alert', hidden: true });
  const body = el('div', { class: 'mk-lesson-body', hidden: true }, [
    field(goal, t('lesson.maker.goal'), 'mk-wide'),
    field(success, t('lesson.maker.success'), 'mk-wide'),
    field(rule, t('lesson.maker.rule')),
    el('h3', {}, t('lesson.maker.answers')), help, answers,
    ...(typed ? [field(typed, t('lesson.maker.answer'), 'mk-wide'), refusal] : []), keep,
  ]);
  const element = el('fieldset', { class: 'mk-lesson' }, [el('legend', {}, t('lesson.maker.title')), check(on, t('lesson.maker.on')), body]);
  on.addEventListener('change', () => { lesson.on = on.checked; o.changed(); });
  goal.addEventListener('input', () => { lesson.goal = goal.value; o.changed(); });
  success.addEventListener('input', () => { lesson.success = success.value; o.changed(); });
  rule.addEventListener('change', () => { lesson.rule = rule.value; o.changed(); });
  keep.addEventListener('click', () => {
    if (typed) {
      const actions = typed.value.trim().split(/\s+/).filter(Boolean);
      const problem = actions.length ? o.check?.(actions) ?? null : t('lesson.maker.empty');
      refusal.textContent = problem || '';
      refusal.hidden = !problem;
      if (problem) return;
      typed.value = '';
      if (!lesson.kept.some((a) => a.join(' ') === actions.join(' '))) lesson.kept.push(actions);
      o.changed();
      return;
    }
    const moves = recorded();
    if (moves.length && !lesson.kept.some((a) => a.join(' ') === moves.join(' '))) lesson.kept.push(moves.slice());
    o.changed();
  });
  typed?.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); keep.click(); } });
  return {
    element,
    /** Shows the options as they are, the recorded moves and the kept answers among them. */
    render() {
      on.checked = lesson.on;
      body.hidden = !lesson.on;
      if (goal.value !== lesson.goal) goal.value = lesson.goal;
      if (success.value !== lesson.success) success.value = lesson.success;
      rule.value = lesson.rule;
      const moves = recorded();
      help.textContent = t(typed ? 'lesson.maker.type' : moves.length ? 'lesson.maker.recorded' : 'lesson.maker.record');
      keep.hidden = !typed && (!moves.length || lesson.kept.some((a) => a.join(' ') === moves.join(' ')));
      answers.replaceChildren(...answersOf(lesson, moves).map((a) => {
        const kept = lesson.kept.findIndex((k) => k.join(' ') === a.join(' '));
        return el('li', {}, [
          el('code', {}, a.join(' ')),
          kept >= 0 ? el('button', {
            type: 'button', class: 'hm-button hm-small', dataset: { action: 'dropAnswer' },
            onclick: () => { lesson.kept.splice(kept, 1); o.changed(); },
          }, t('lesson.maker.drop')) : el('span', { class: 'mk-help' }, ` ${t('lesson.maker.current')}`),
        ]);
      }));
    },
  };
}
