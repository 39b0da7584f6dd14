// learn.html: the first game's course, lesson by lesson (www/heuchel/lesson/course.js), each in a
// <heuchel-meuchel mode="lesson"> (the element's bundle, beside the site's root, as on a wiki
// page), with the list of lessons beside it, the ones done ticked (kept in the browser:
// platform/lesson/progress.js), and, once all are done, the way to a first game.
//   learn.html?lesson=favours&lang=de

import { COURSE } from '../lesson/course.js';
import { heuchelLessonWords } from '../lesson/words.js';
import { lessonsDone } from '../../platform/lesson/progress.js';
import { chooseLanguage } from '../../platform/i18n/languages.js';
import { readPrefs } from '../../platform/game/prefs.js';
import { createT } from '../../platform/ui/i18n.js';
import { el } from '../../platform/ui/dom.js';
import { rulesPage } from '../i18n/languages.js';

const ELEMENT = new URL('../../../heuchel-meuchel.js', import.meta.url);
const GAME = new URL('../../../index.html', import.meta.url);
const GAME_KEY = 'heuchel-meuchel';

const query = new URLSearchParams(location.search);
const lang = chooseLanguage({ asked: query.get('lang'), stored: readPrefs().lang, browser: navigator.languages });
const t = createT(heuchelLessonWords(lang), null, lang);
const board = document.getElementById('lesson');
const list = document.querySelector('.learn-list');

/** The lesson to show: the link's, else the first not done yet, else the first. */
function firstLesson() {
  const asked = COURSE.find((l) => l.id === query.get('lesson'));
  if (asked) return asked.id;
  const done = lessonsDone(GAME_KEY);
  return (COURSE.find((l) => !done.has(l.id)) || COURSE[0]).id;
}

/** The list of lessons, the one shown marked, the ones done ticked; the way on once all are. */
function drawList(current) {
  const done = lessonsDone(GAME_KEY);
  list.replaceChildren(...COURSE.map((l, i) => {
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
  const end = document.querySelector('.learn-end');
  end.hidden = COURSE.some((l) => !done.has(l.id));
  end.replaceChildren(t('lesson.courseDone'), ' ', el('a', { class: 'learn-first', href: `${GAME.href}?guided=yes&lang=${lang}` }, t('lesson.firstGame')));
}

/** Shows lesson `id` (the element follows its attribute) and keeps it in the address. */
function show(id) {
  board.setAttribute('lesson', id);
  history.replaceState(null, '', `?lesson=${id}&lang=${lang}`);
  drawList(id);
}

document.documentElement.lang = lang;
document.title = `${t('lesson.course')}: Heuchel & Meuchel`;
document.querySelector('.learn-course').textContent = t('lesson.course');
document.querySelector('.learn-nav').setAttribute('aria-label', t('lesson.lessons'));
const rules = document.querySelector('.learn-rules');
rules.textContent = t('lesson.rulesLink');
rules.href = rulesPage(lang);
const play = document.querySelector('.learn-game');
play.textContent = t('lesson.playLink');
play.href = `${GAME.href}?lang=${lang}`;
board.setAttribute('lang', lang);
board.addEventListener('lesson', (e) => show(e.detail.lesson));
board.addEventListener('lessondone', () => drawList(board.getAttribute('lesson')));
show(firstLesson());
import(ELEMENT.href);
