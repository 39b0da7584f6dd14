// heller-learn.html: the second game's course (www/heller/lesson/course.js) on the site's course
// page (www/platform/pages/course.js), in <heller-pfennig mode="lesson">.
//   heller-learn.html?lesson=fire&lang=fr

import { COURSE } from '../lesson/course.js';
import { hellerLessonWords } from '../lesson/words.js';
import { readPrefs } from '../../platform/game/prefs.js';
import { runCourse } from '../../platform/pages/course.js';
import { chooseHellerLanguage, rulesPage } from '../i18n/languages.js';

const GAME = new URL('../../../heller.html', import.meta.url);
const lang = chooseHellerLanguage([new URLSearchParams(location.search).get('lang'), readPrefs().lang, ...(navigator.languages || [])]);

runCourse({
  course: COURSE, words: hellerLessonWords(lang), lang, game: 'heller', title: 'Auf Heller und Pfennig',
  element: new URL('../../../heller-pfennig.js', import.meta.url).href,
  rules: rulesPage(lang), play: `${GAME.href}?lang=${lang}`,
  // A guided first game of three merchants against two Easy computers (www/heller/lesson/guide.js).
  firstGame: `${GAME.href}?guided=yes&lang=${lang}`,
});
