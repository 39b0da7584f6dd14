// heller-embed.html: one board of Auf Heller und Pfennig filling its frame, for wikis that allow
// only iframes. Its options are the query's parameters, the same words as <heller-pfennig>'s
// attributes (docs/EMBED.md):
//   heller-embed.html?mode=diagram&position=…&highlight=row:3&caption=…&lang=en
//   heller-embed.html?players=3&seats=human,hard,medium&lang=de
//
// A replay (heller-embed.html?mode=replay&save=…, the link a finished game gives) is a page of
// its own as well: its step bar looks like the first game's (the bar's sheet, www/platform/
// component/element.css, which <heuchel-meuchel> carries, is given to the element here), a link leads back
// to the game in the replay's language, and ← → Home End step through it as soon as the page is
// open, wherever the focus is, except in a field that takes text.

import { optionsFromQuery } from '../component/options.js';
import { frameBoard } from '../../platform/pages/frame.js';
import { hellerUrls } from '../engine/urls.js';
import barCss from '../../platform/component/element.css';

// The link back to the game, in the languages the game speaks (heller/i18n/languages.js).
const BACK = {
  de: 'Zurück zum Spiel',
  en: 'Back to the game',
  nl: 'Terug naar het spel',
  fr: 'Retour au jeu',
};
const GAME_PAGE = new URL('../../../heller.html', import.meta.url);
// The keys the diagram steps by (heller/component/diagram.js).
const STEP_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

const board = document.getElementById('board');
const options = optionsFromQuery(location.search);
frameBoard(board, options, ['position', 'save'], hellerUrls());

if (options.mode === 'replay') {
  document.body.classList.add('hh-replay');
  // The step bar's look: the first game's, the same buttons (www/platform/component/steps.js).
  const bar = new CSSStyleSheet();
  bar.replaceSync(barCss);
  customElements.whenDefined('heller-pfennig').then(() => board.adoptSheet(bar));
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
  document.addEventListener('keydown', (e) => stepKey(e));
}

/** A field that takes text (or a choice) keeps its keys. */
function typing(target) {
  if (!(target instanceof Element)) return false;
  if (target.isContentEditable) return true;
  if (target.matches('textarea, select, [role=textbox], [role=combobox], [role=spinbutton], [role=slider]')) return true;
  if (!target.matches('input')) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'file', 'color'].includes(target.type);
}

/**
 * A step key pressed anywhere on the page, outside the board (the board steps by its own keys
 * when the focus is in it): given to the picture, as if it had the focus.
 */
function stepKey(e) {
  if (e.defaultPrevented || !STEP_KEYS.has(e.key) || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
  const path = e.composedPath();
  if (typing(path[0]) || path.includes(board)) return;
  const picture = board.shadowRoot?.querySelector('figure[aria-keyshortcuts]');
  if (!picture) return;
  const forwarded = new KeyboardEvent('keydown', { key: e.key, code: e.code, bubbles: true, cancelable: true });
  picture.dispatchEvent(forwarded);
  if (forwarded.defaultPrevented) e.preventDefault();
}
