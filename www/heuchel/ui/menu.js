// The menu during play, in the side panel's header: a button that folds out a small panel with
// New game, Rules, the language and the animation speed (ui/menu-panel.js, a module of its own,
// fetched by platform/ui/later.js the first time the menu is opened: a game that is only played
// never fetches it).

import { el } from '../../platform/ui/dom.js';
import { later } from '../../platform/ui/later.js';

// speeds: the choices (game/prefs.js MOTION_SPEEDS); speed: the one in force; onSpeed(speed)
// stores a choice; onNewGame(); confirmNew(): true when New game must ask first (a game in
// progress and no host dialog to ask); rules(): the rules page's address for this moment;
// onRecord(): the person asked for the game's record (to keep or share, mid-game too).
// reduced: the system asks for reduced motion (then no speed animates, and the panel says so).
// languages: { tag: own name } (i18n/languages.js), lang: the one spoken, onLanguage(tag): the
// person chose another (the game is shown anew in it; none: no choice offered). start: the site's
// start page, offered as "All games" (an online table's page).
export function createMenu(options) {
  const { t } = options;
  let speed = options.speed;
  const button = el('button', {
    type: 'button', class: 'hm-button hm-menu-button', 'aria-expanded': 'false',
    dataset: { action: 'menu' }, onclick: () => ask('toggle'),
  }, t('menu.button'));
  const element = el('div', { class: 'hm-menu' }, [button]);
  const ask = later(() => import('./menu-panel.js'), ({ createMenuPanel }) => createMenuPanel({ ...options, speed, button, element }));

  return {
    element,
    /** The speed chosen elsewhere (another board on the page, another tab's setting). */
    setSpeed(value) {
      speed = value;
      if (ask.made) ask('setSpeed', value);
    },
    /** Opens the menu with the focus on the language (where it was before the game was shown anew). */
    focusLanguage: () => ask('focusLanguage'),
    destroy() {
      if (ask.made) ask('close', false);
    },
  };
}
