// learn.html: the first game's course (www/heuchel/lesson/course.js) on the site's course page
// (www/platform/pages/course.js), in <heuchel-meuchel mode="lesson">.
//   learn.html?lesson=favours&lang=de

import { COURSE } from '../lesson/course.js';
import { heuchelLessonWords } from '../lesson/words.js';
import { chooseLanguage } from '../../platform/i18n/languages.js';
import { readPrefs } from '../../platform/game/prefs.js';
import { runCourse } from '../../platform/pages/course.js';
import { rulesPage } from '../i18n/languages.js';

const GAME = new URL('../../../index.html', import.meta.url);
const lang = chooseLanguage({ asked: new URLSearchParams(location.search).get('lang'), stored: readPrefs().lang, browser: navigator.languages });

runCourse({
  course: COURSE, words: heuchelLessonWords(lang), lang, game: 'heuchel-meuchel', title: 'Heuchel & Meuchel',
  element: new URL('../../../heuchel-meuchel.js', import.meta.url).href,
  rules: rulesPage(lang), play: `${GAME.href}?lang=${lang}`,
  // The first game against Easy computers, which pauses to explain each rule the first time.
  firstGame: `${GAME.href}?guided=yes&lang=${lang}`,
});
