// <heuchel-meuchel>: the board as an element any page can host with one script tag.
//
//   <script type="module" src=".../heuchel-meuchel.js"></script>
//   <heuchel-meuchel mode="diagram" position="3b_2m_…" moves="1-5.1" highlight="2:5"></heuchel-meuchel>
//
// Modes: `game` (a table to play: players, variant, seed, seats, or a position to play on),
// `diagram` (a position, optionally stepped through `moves`) and `replay` (a finished game's
// `record`, every card shown). Every attribute is also a property, and a change redraws at once.
// The position may also be given as the element's text, as <chess-board> takes FEN.
// Events: `ready` (first paint), `move` (game: after each action), `step` (diagram/replay),
// `gameover` (game), `refused` (an option the engine or the element refused: detail.message in
// the element's words, detail.code and detail.args as the engine or options.js gave them).
// Its styles live in its shadow root; the page's stay out. Every element on a page shares one
// engine (one wasm instance) and one computer-player worker.

import { loadEngine } from '../engine/load.js';
import { mountDiagram } from './diagram.js';
import { OPTION_NAMES, optionsFromQuery, parseMode, parseSeats } from './options.js';
import { enBoard } from '../i18n/en-board.js';
import { spokenTable } from '../i18n/languages.js';
import { createT } from '../ui/i18n.js';
import { asSentence, errorDetail, wordError } from '../ui/errors.js';
import boardCss from '../ui/board.css';
import elementCss from './element.css';

// The game page, for "Open in the game" (beside the site's root, as the engine is).
const GAME_PAGE = new URL('../../index.html', import.meta.url);

// Constructed sheets, one of each for every element on the page (no <style> for a strict CSP to
// refuse): what every board needs, and the game's panels, made when an element first plays.
let sheet = null;
let gameSheet = null;
function styles() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(`${boardCss}\n${elementCss}`);
  }
  return sheet;
}
function gameStyles(css) {
  if (!gameSheet) {
    gameSheet = new CSSStyleSheet();
    gameSheet.replaceSync(css);
  }
  return gameSheet;
}

// The options that make a new game when they change (the others redraw the one on screen; a new
// `lang` shows the same game in the new language).
const GAME_DEFINING = ['mode', 'position', 'players', 'variant', 'seed', 'seats', 'delay'];

// The element's language and the table of `part` (i18n/languages.js spokenTable): a diagram's
// board words, or a game's (none for English: the controller has its own).
const language = (asked, part) => spokenTable(asked, part, part === 'game' ? null : enBoard);

export class HeuchelMeuchelElement extends HTMLElement {
  static get observedAttributes() { return OPTION_NAMES; }

  #mounted = null;
  #mountedMode = null;
  #mountedWith = null;
  #queued = false;
  #updating = Promise.resolve();
  #container = null;
  #textObserver = null;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [styles()];
    this.#container = document.createElement('div');
    this.#container.className = 'hm-host';
    root.append(this.#container);
    // The board's first paint, announced once to the page as `ready`.
    root.addEventListener('hm-painted', (e) => {
      e.stopPropagation();
      this.dispatchEvent(new CustomEvent('ready'));
    });
  }

  connectedCallback() {
    // Properties a page set before this element was defined sit on the instance: move them to
    // the attributes they stand for.
    for (const name of OPTION_NAMES) {
      if (Object.prototype.hasOwnProperty.call(this, name)) {
        const value = this[name];
        delete this[name];
        this[name] = value;
      }
    }
    // The position may be the element's text; a change of it redraws as an attribute would.
    this.#textObserver = new MutationObserver(() => this.#schedule());
    this.#textObserver.observe(this, { characterData: true, childList: true, subtree: true });
    this.#schedule();
  }

  disconnectedCallback() {
    if (this.#textObserver) this.#textObserver.disconnect();
    this.#textObserver = null;
    // Moved elsewhere in the page (disconnect then connect in one task): keep it; gone: free it.
    queueMicrotask(() => {
      if (!this.isConnected) this.#unmount();
    });
  }

  attributeChangedCallback() {
    this.#schedule();
  }

  /** The options as texts: attributes (or properties), the position also from the text. */
  get options() {
    const out = {};
    for (const name of OPTION_NAMES) {
      const v = this.getAttribute(name);
      if (v !== null) out[name] = v;
    }
    if (!out.position && !out.record) {
      const text = (this.textContent || '').trim();
      if (text) out.position = text;
    }
    return out;
  }

  /** The language the board speaks now (a BCP 47 tag: its `lang` option, the player's choice, the browser's), or null before it shows. */
  get currentLanguage() {
    return this.#container.getAttribute('lang');
  }

  /** The number of the step shown (diagram and replay), or null. */
  get currentStep() {
    return this.#mounted && this.#mountedMode !== 'game' ? this.#mounted.step : null;
  }

  /** The engine's Game on screen in game mode (for hosts that want to read it), or null. */
  get game() {
    return this.#mounted && this.#mountedMode === 'game' ? this.#mounted.game : null;
  }

  // Several attribute changes in one task redraw once.
  #schedule() {
    if (this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      // One update at a time: a change that comes while the engine or the game's code loads
      // waits for the update under way, then redraws from the options as they are then.
      this.#updating = this.#updating.then(() => (this.isConnected ? this.#update() : undefined));
    });
  }

  /**
   * The element's translator, for its refusals, in its language (`words`: language()'s answer;
   * `engine`: its board facts name the cards).
   */
  #words(engine, words) {
    return createT(words.strings || enBoard, engine ? engine.boardFacts() : null, words.lang);
  }

  /** Shows a refusal in the element and tells the page ({message, code, args}). */
  #refuse(error, engine, words) {
    const detail = errorDetail(this.#words(engine, words), error);
    this.#container.textContent = asSentence(detail.message);
    this.#fail(detail);
  }

  #fail(detail) {
    this.dispatchEvent(new CustomEvent('refused', { detail }));
  }

  async #update() {
    const o = this.options;
    let mode = null;
    let badMode = null;
    try {
      mode = parseMode(o.mode);
    } catch (e) {
      badMode = e;
    }
    // Its words, refusals included, are in its language from the start.
    const words = await language(o.lang, mode === 'game' ? 'game' : 'board');
    let engine;
    try {
      engine = await loadEngine();
    } catch (e) {
      const t = this.#words(null, words);
      this.#container.setAttribute('lang', words.lang);
      this.#container.textContent = t('app.loadFailed', { message: wordError(t, e) });
      this.#fail(errorDetail(t, e));
      return;
    }
    if (!this.isConnected) return;
    if (badMode) {
      this.#container.setAttribute('lang', words.lang);
      this.#refuse(badMode, engine, words);
      return;
    }
    const key = JSON.stringify(GAME_DEFINING.map((k) => o[k] ?? null));
    // A diagram follows its other options on screen; a new language draws it anew.
    if (this.#mounted && this.#mountedMode === mode && mode !== 'game' && this.#mounted.lang === words.lang) {
      this.#mounted.set(this.#diagramOptions(o, mode, words));
      return;
    }
    if (this.#mounted && this.#mountedMode === mode && this.#mountedWith === key) {
      // The same game, asked in another language: it goes on, in that language.
      if (mode === 'game' && words.lang !== this.currentLanguage) await this.#mounted.setLanguage(words.lang);
      return;
    }
    this.#unmount();
    this.#container.textContent = '';
    this.#container.dataset.mode = mode;
    // Its words are in this language whatever the host page's is (screen readers follow).
    this.#container.setAttribute('lang', words.lang);
    try {
      this.#mounted = mode === 'game'
        ? await this.#mountGame(engine, o, words)
        : mountDiagram(this.#container, { engine, mode, ...this.#diagramOptions(o, mode, words) });
      this.#mountedMode = mode;
      this.#mountedWith = key;
    } catch (e) {
      this.#refuse(e, engine, words);
    }
  }

  #diagramOptions(o, mode, words) {
    return {
      ...o,
      mode,
      lang: words.lang,
      strings: words.strings,
      gameUrl: GAME_PAGE.href,
      onStep: (detail) => this.dispatchEvent(new CustomEvent('step', { detail })),
      onError: (detail) => this.#fail(detail),
    };
  }

  // The game's controller (seats, computer players, dialogs) is loaded only by a page that plays:
  // a page of diagrams does not pay for it.
  async #mountGame(engine, o, words) {
    const [{ mountGame }, { default: gameCss }] = await Promise.all([import('../game/controller.js'), import('../ui/game.css')]);
    const root = this.shadowRoot;
    if (!root.adoptedStyleSheets.includes(gameStyles(gameCss))) root.adoptedStyleSheets = [...root.adoptedStyleSheets, gameStyles(gameCss)];
    const seats = parseSeats(o.seats);
    const delay = Number(o.delay);
    const game = o.position ? engine.Game.fromPosition(o.position.trim()) : undefined;
    const mounted = mountGame(this.#container, {
      engine,
      game,
      // No table: the controller's own English (the page of diagrams never loads it).
      ...(words.strings ? { strings: words.strings } : {}),
      lang: words.lang,
      players: o.players ? Number(o.players) : undefined,
      variant: o.variant || 'base',
      seed: o.seed || undefined,
      seats: seats.length ? seats : undefined,
      ...(o.delay !== undefined && Number.isFinite(delay) && delay >= 0 ? { botDelay: delay, setupDelay: Math.min(delay, 150) } : {}),
      onEvent: (type, detail) => {
        if (type === 'language') this.#container.setAttribute('lang', detail.lang);
        this.dispatchEvent(new CustomEvent(type, { detail: type === 'language' ? { lang: detail.lang } : detail }));
      },
    });
    const destroy = mounted.destroy;
    return {
      get game() { return mounted.game; },
      setLanguage: (lang) => mounted.setLanguage(lang),
      destroy() {
        destroy();
        if (game && typeof game.free === 'function') game.free();
      },
    };
  }

  #unmount() {
    if (this.#mounted) this.#mounted.destroy();
    this.#mounted = null;
    this.#mountedMode = null;
    this.#mountedWith = null;
  }
}

// Every option is a property too (element.position = '…' sets the attribute).
for (const name of OPTION_NAMES) {
  Object.defineProperty(HeuchelMeuchelElement.prototype, name, {
    get() { return this.getAttribute(name); },
    set(value) {
      if (value === null || value === undefined) this.removeAttribute(name);
      else this.setAttribute(name, String(value));
    },
    configurable: true,
    enumerable: true,
  });
}

/** Registers the element (once) and returns its class. */
export function define(name = 'heuchel-meuchel') {
  if (!customElements.get(name)) customElements.define(name, HeuchelMeuchelElement);
  return customElements.get(name);
}

export { optionsFromQuery };
