// The menu's panel (ui/menu.js holds its button): New game, Rules, the language and the animation
// speed, folded out under the button. A disclosure (not an ARIA menu): Tab moves through it,
// Escape or a click elsewhere closes it, and focus goes back to the button. A module of its own
// (scripts/bundle-page.mjs ON_DEMAND), fetched the first time the menu is opened.

import { adoptCss, el } from '../../platform/ui/dom.js';
import ownCss from './menu-panel.css';

// speeds: the choices (game/prefs.js MOTION_SPEEDS); speed: the one in force; onSpeed(speed)
// stores a choice; onNewGame(); confirmNew(): true when New game must ask first (a game in
// progress and no host dialog to ask); rules(): the rules page's address for this moment;
// reduced: the system asks for reduced motion (then no speed animates, and the panel says so).
// languages: { tag: own name } (i18n/languages.js), lang: the one spoken, onLanguage(tag): the
// person chose another (the game is shown anew in it; none: no choice offered).
// button, element: ui/menu.js's button and the menu's box, which the panel joins.
export function createMenuPanel({ t, idPrefix, button, element, speeds, speed, onSpeed, onNewGame, confirmNew = () => false, rules, onRecord = null, reduced = false, languages = null, lang = 'en', onLanguage = null, start = null }) {
  const panelId = `${idPrefix}-menu`;
  adoptCss(element, ownCss);
  button.setAttribute('aria-controls', panelId);
  const rulesLink = el('a', {
    class: 'hm-button', target: '_blank', rel: 'noopener', dataset: { action: 'menuRules' }, onclick: () => close(false),
  }, t('menu.rules'));
  const radios = speeds.map((value) => el('input', {
    type: 'radio', name: `${panelId}-speed`, id: `${panelId}-speed-${value}`, value, checked: value === speed,
    onchange: () => onSpeed(value),
  }));
  // Each language in its own name (and marked as such, so a screen reader says it rightly).
  const language = languages && onLanguage ? el('select', {
    id: `${panelId}-language`, dataset: { action: 'language' },
    onchange: () => onLanguage(language.value),
  }, Object.entries(languages).map(([tag, name]) => el('option', { value: tag, lang: tag, selected: tag === lang }, name))) : null;
  // Asking first: the first press says what a new game ends, the second starts it.
  const confirmText = el('p', { class: 'hm-confirm', role: 'alert', hidden: true }, t('menu.confirmNew'));
  const newGameButton = el('button', {
    type: 'button', class: 'hm-button', dataset: { action: 'menuNewGame' },
    onclick: () => {
      if (confirmText.hidden && confirmNew()) {
        confirmText.hidden = false;
        newGameButton.textContent = t('newGame.confirmStart');
        return;
      }
      close(false);
      onNewGame();
    },
  }, t('menu.newGame'));
  const panel = el('div', { class: 'hm-menu-panel', id: panelId, hidden: true }, [
    newGameButton, confirmText,
    rulesLink,
    // The site's start page, where it is given (an online table's page: its way out).
    start ? el('a', { class: 'hm-button', href: start, dataset: { action: 'start' } }, t('title.games')) : null,
    // The game's record to keep or share, in the middle of the game too (onRecord shows it).
    onRecord ? el('button', {
      type: 'button', class: 'hm-button', dataset: { action: 'menuRecord' }, onclick: () => { close(true); onRecord(); },
    }, t('over.record')) : null,
    language ? el('div', { class: 'hm-menu-language' }, [el('label', { for: language.id }, t('menu.language')), language]) : null,
    el('fieldset', { class: 'hm-menu-speed' }, [
      el('legend', {}, t('menu.speed')),
      ...radios.map((radio) => el('label', { for: radio.id }, [radio, ' ', t(`menu.speed.${radio.value}`)])),
      reduced ? el('p', { class: 'hm-menu-note' }, t('menu.reduced')) : null,
    ]),
  ]);
  element.append(panel);

  function open() {
    rulesLink.href = rules();
    panel.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    place();
    panel.querySelector('button').focus({ preventScroll: true });
    document.addEventListener('pointerdown', outside, true);
  }

  // All of it in sight. On a phone the controls under the board are a short box that scrolls,
  // and the menu opened past its bottom edge, the animation speed out of sight: where the box
  // would cut it off, the menu floats over the page instead (fixed), under its button if it fits
  // there, else as low as the screen lets it, and never taller than the screen.
  function place() {
    panel.classList.remove('hm-menu-float');
    for (const key of ['top', 'left', 'maxHeight']) panel.style[key] = '';
    const box = element.closest('.hm-side');
    if (!box) return;
    const cut = box.getBoundingClientRect();
    const r = panel.getBoundingClientRect();
    const visibleBottom = Math.min(cut.bottom, window.innerHeight);
    if (r.bottom <= visibleBottom && r.top >= Math.max(cut.top, 0)) return;
    panel.classList.add('hm-menu-float');
    panel.style.maxHeight = `${window.innerHeight - 8}px`;
    // Where a fixed box's origin lies (the page, or a container that holds such boxes).
    panel.style.top = '0px';
    panel.style.left = '0px';
    const origin = panel.getBoundingClientRect();
    const b = button.getBoundingClientRect();
    const top = Math.max(4, Math.min(b.bottom + 4, window.innerHeight - 4 - origin.height));
    const left = Math.max(4, b.right - origin.width);
    panel.style.top = `${top - origin.top}px`;
    panel.style.left = `${left - origin.left}px`;
  }

  function close(refocus) {
    if (panel.hidden) return;
    panel.hidden = true;
    confirmText.hidden = true;
    newGameButton.textContent = t('menu.newGame');
    button.setAttribute('aria-expanded', 'false');
    document.removeEventListener('pointerdown', outside, true);
    if (refocus) button.focus();
  }

  // A press outside the menu closes it, leaving focus where the press puts it.
  function outside(e) {
    if (!e.composedPath().includes(element)) close(false);
  }

  element.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !panel.hidden) {
      // Handled here: the game's own Escape (put the cards back) is not meant.
      e.preventDefault();
      close(true);
    }
  });
  // Focus leaving the open menu by Tab closes it, so it never lies open behind the game.
  element.addEventListener('focusout', (e) => {
    if (!panel.hidden && e.relatedTarget && !element.contains(e.relatedTarget)) close(false);
  });

  /** The speed chosen elsewhere (another board on the page, another tab's setting). */
  function setSpeed(value) {
    for (const radio of radios) radio.checked = radio.value === value;
  }

  /** Opens the menu with the focus on the language (where it was before the game was shown anew). */
  function focusLanguage() {
    if (!language) return;
    if (panel.hidden) open();
    language.focus();
  }

  /** Opens the menu, or closes it (the focus back on its button). */
  const toggle = () => (panel.hidden ? open() : close(true));

  return { toggle, setSpeed, focusLanguage, close };
}
