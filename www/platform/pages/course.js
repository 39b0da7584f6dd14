// @ts-check
// A game's course page (learn.html, heller-learn.html): its lessons one after another, each in the
// game's element in lesson mode (the element's bundle, beside the site's root, as on a wiki page),
// with the list of lessons beside it, the ones done ticked (kept in the browser:
// platform/lesson/progress.js), and, once all are done, the way to a first game.
//   learn.html?lesson=favours&lang=de

import { lessonsDone } from '../lesson/progress.js';
import { createT } from '../ui/i18n.js';
import { el } from '../ui/dom.js';

/**
 * Runs the course page. options: { course (the game's lessons: [{ id }]), words (its lesson
 * words in the page's language), lang, game (its progress key: 'heuchel-meuchel', 'heller'),
 * title (the game's name), element (the element's bundle's URL), rules (the rules page's URL),
 * play (the game page's URL), firstGame (the URL of the first game, once the course is done) }.
 * The page holds `#lesson` (the element), `.learn-list`, `.learn-course`, `.learn-nav`,
 * `.learn-end`, `.learn-rules` and `.learn-game`.
 * @param {{ course: Array<{ id: string }>, words: Record<string, string>, lang: string, game: string, title: string,
 *   element: string, rules: string, play: string, firstGame: string }} o
 */
export function runCourse(o) {
  const { course, lang } = o;
  const t = createT(o.words, null, lang);
  const query = new URLSearchParams(location.search);
  const board = /** @type {HTMLElement} */ (document.getElementById('lesson'));
  const list = /** @type {HTMLElement} */ (document.querySelector('.learn-list'));

  // The lesson to show: the link's, else the first not done yet, else the first.
  const firstLesson = () => {
    const asked = course.find((l) => l.id === query.get('lesson'));
    if (asked) return asked.id;
    const done = lessonsDone(o.game);
    return (course.find((l) => !done.has(l.id)) || course[0]).id;
  };

  // The list of lessons, the one shown marked, the ones done ticked; the way on once all are.
  const drawList = (/** @type {string | null} */ current) => {
    const done = lessonsDone(o.game);
    list.replaceChildren(...course.map((l, i) => {
      const here = l.id === current;
      const link = el('a', { href: `?lesson=${l.id}&lang=${lang}`, 'aria-current': here ? 'step' : null, dataset: { lesson: l.id } }, [
        `${i + 1}. ${t(`lesson.${l.id}.title`)}`,
        done.has(l.id) ? el('span', { class: 'learn-done' }, ` ✓ ${t('lesson.learned')}`) : null,
      ]);
      link.addEventListener('click', (e) => {
        e.preventDefault();
        show(l.id);
      });
      return el('li', { class: here ? 'learn-here' : '' }, [link]);
    }));
    const end = /** @type {HTMLElement} */ (document.querySelector('.learn-end'));
    end.hidden = course.some((l) => !done.has(l.id));
    end.replaceChildren(t('lesson.courseDone'), ' ', el('a', { class: 'learn-first', href: o.firstGame }, t('lesson.firstGame')));
  };

  // Shows lesson `id` (the element follows its attribute) and keeps it in the address.
  const show = (/** @type {string} */ id) => {
    board.setAttribute('lesson', id);
    history.replaceState(null, '', `?lesson=${id}&lang=${lang}`);
    drawList(id);
  };

  document.documentElement.lang = lang;
  document.title = `${t('lesson.course')}: ${o.title}`;
  /** @type {HTMLElement} */ (document.querySelector('.learn-course')).textContent = t('lesson.course');
  /** @type {HTMLElement} */ (document.querySelector('.learn-nav')).setAttribute('aria-label', t('lesson.lessons'));
  const rules = /** @type {HTMLAnchorElement} */ (document.querySelector('.learn-rules'));
  rules.textContent = t('lesson.rulesLink');
  rules.href = o.rules;
  const play = /** @type {HTMLAnchorElement} */ (document.querySelector('.learn-game'));
  play.textContent = t('lesson.playLink');
  play.href = o.play;
  board.setAttribute('lang', lang);
  board.addEventListener('lesson', (e) => show(/** @type {CustomEvent} */ (e).detail.lesson));
  board.addEventListener('lessondone', () => drawList(board.getAttribute('lesson')));
  show(firstLesson());
  return import(o.element);
}
