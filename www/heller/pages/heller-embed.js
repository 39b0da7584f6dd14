// heller-embed.html: one board of Auf Heller und Pfennig filling its frame, for wikis that allow
// only iframes. Its options are the query's parameters, the same words as <heller-pfennig>'s
// attributes (docs/EMBED.md):
//   heller-embed.html?mode=diagram&position=…&highlight=row:3&caption=…&lang=en
//   heller-embed.html?players=3&seats=human,hard,medium&lang=de
//
// A replay (heller-embed.html?mode=replay&save=…, the link a finished game gives) is a page of
// its own as well: the element shows it with its step bar and, when there is room, the whole log
// beside the board (www/platform/component/element.css); a link leads back to the game in the
// replay's language, and ← → Home End step through it as soon as the page is open, wherever the
// focus is, except in a field that takes text.

import { optionsFromQuery } from '../component/options.js';
import { frameBoard, stepKeysAnywhere } from '../../platform/pages/frame.js';
import { hellerUrls } from '../engine/urls.js';

// The link back to the game, in the languages the game speaks (heller/i18n/languages.js).
const BACK = {
  de: 'Zurück zum Spiel',
  en: 'Back to the game',
  nl: 'Terug naar het spel',
  fr: 'Retour au jeu',
};
const GAME_PAGE = new URL('../../../heller.html', import.meta.url);

const board = document.getElementById('board');
const options = optionsFromQuery(location.search);
frameBoard(board, options, ['position', 'save'], hellerUrls());

if (options.mode === 'replay') {
  document.body.classList.add('hh-replay');
  const back = document.getElementById('back');
  const link = back.querySelector('a');
  // The page's language is the board's, known once it shows (or says what is wrong).
  const speak = () => {
    const lang = Object.hasOwn(BACK, board.currentLanguage) ? board.currentLanguage : 'de';
    const url = new URL(GAME_PAGE);
    url.searchParams.set('lang', lang);
    link.href = url.href;
    link.lang = lang;
    link.querySelector('.hh-back-words').textContent = BACK[lang];
    back.hidden = false;
  };
  for (const type of ['ready', 'refused', 'language']) board.addEventListener(type, speak);
  stepKeysAnywhere(board);
}
