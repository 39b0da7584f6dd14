// What a board element says when its game's computer players cannot think in their worker on the
// page that hosts it, and decide on the page's main thread instead (www/platform/engine/bots.js):
// a page on another origin whose Content-Security-Policy forbids blob: workers (worker-src). The
// game goes on either way; without this line a player would only see the board pause while a
// computer thinks, and not know why. Said once in an element's life, in the language it speaks
// then (the site's tables: www/platform/i18n/), in a line over the board that its button hides.
// A page on the game's own origin starts the worker as it always did and is told nothing here.

import { watchBotFallback } from '../engine/bots.js';
import { supported } from '../i18n/languages.js';
import { enSite } from '../i18n/en.js';
import { deSite } from '../i18n/de.js';
import { nlSite } from '../i18n/nl.js';
import { frSite } from '../i18n/fr.js';
import { el } from '../ui/dom.js';

const SITE = { en: enSite, de: deSite, nl: nlSite, fr: frSite };

// The elements that have said it (once each, whatever their games and languages after).
const noted = new WeakSet();

/** The note's words in `lang` (English for a language the site does not speak). */
export function botsNoteWords(lang) {
  const table = SITE[supported(lang)] || enSite;
  return { text: table['bots.mainThread'], hide: table['bots.hideNote'] };
}

// The line, in the element's shadow root beside its board (not inside the box the game draws into,
// which a game shown anew empties), announced politely as it appears.
function show(element) {
  const lang = element.currentLanguage || 'en';
  const words = botsNoteWords(lang);
  const text = el('span', { class: 'hm-note-text' });
  const note = el('p', { class: 'hm-note', role: 'status', lang }, [
    text,
    el('button', {
      type: 'button', class: 'hm-button hm-note-hide', 'aria-label': words.hide, title: words.hide,
      onclick: () => note.remove(),
    }, '×'),
  ]);
  element.shadowRoot.append(note);
  // Written after the live region is in the page, so that screen readers read it out.
  requestAnimationFrame(() => { text.textContent = words.text; });
}

/**
 * While `element` (a board element in game mode) shows a game of `engine` ({bindings, wasm}: the
 * engine its controller's computer players are asked through, sharedBots), says once that they
 * think on the page's main thread if their worker, started from another origin, could not be had.
 * Returns the function that stops watching (the element's unmount).
 */
export function noteBotsOnPage(element, engine) {
  return watchBotFallback(engine, (fallback) => {
    // Only a worker the page refused as it started: a failure of the engine later is the game's.
    if (!fallback.crossOrigin || fallback.started || noted.has(element) || !element.isConnected) return;
    noted.add(element);
    show(element);
  });
}
