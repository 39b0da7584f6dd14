// What every board element of the site shares, whichever game it shows (<heuchel-meuchel>,
// <heller-pfennig>): the machinery of a custom element that a wiki page hosts with one script
// tag. Nothing here knows a game, an engine or a rule; each element says what it draws in
// update() and how it lets go of it in unmount().
//
//   class MyBoard extends BoardElement {
//     static optionNames = ['mode', 'position', …];   // observed attributes, also properties
//     static textOption = 'position';                  // the element's text stands for it (optional)
//     static textYieldsTo = ['record'];                // … unless one of these is given
//     static sheets() { return [sheetOf(css)]; }       // its constructed style sheets
//     async update() { … }                             // draw what this.options ask
//     unmount() { … }                                  // free what it drew
//   }
//   defineOptionProperties(MyBoard);
//   defineElement('my-board', MyBoard);
//
// What it does for each:
// - a shadow root (open) holding one container, `.hm-host`, whose `lang` is the language the
//   element speaks (currentLanguage); the page's styles stay out, the element's come in as
//   constructed sheets (no <style> for a strict Content-Security-Policy to refuse), one sheet per
//   style text for every element on the page;
// - every option an attribute and a property of the same name; properties a page set before the
//   element was defined are moved to their attributes when it connects;
// - the element's text as one option (a position, as <chess-board> takes FEN), watched;
// - updates: several changes in one task redraw once; one update at a time, the next waiting for
//   the one under way (an engine or code still loading), then reading the options as they are;
// - lifecycle: moved within the page (disconnected and connected in one task) it keeps its board;
//   removed, it frees it (unmount);
// - events: `ready` once its board has painted (the board, or the element, dispatches the
//   composed `hm-painted` inside the shadow root), `refused` with { message, code, args }, and
//   any other the element emits;
// - a refusal shown in words in the element (a sentence: a capital first, a full stop last);
// - attempt(): an option parsed now and refused later;
// - Mounted: the bookkeeping of what an element shows (the handle, its mode, the options it was
//   made from), which its update() consults and its unmount() clears.
//   Sizing is the board's own: each game's board watches its canvas (ResizeObserver) and the
//   host's size comes from host.css (an aspect ratio and a minimum height a page may override).

import { asSentence } from '../ui/sentence.js';

// Constructed sheets by their text: every element on the page adopts the same objects.
const sheetsByText = new Map();

/** The constructed style sheet of `css` (made once per page for each text). */
export function sheetOf(css) {
  let sheet = sheetsByText.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheetsByText.set(css, sheet);
  }
  return sheet;
}

/** A board element: see the top of this file. */
export class BoardElement extends HTMLElement {
  /** The options, each an observed attribute and a property (defineOptionProperties). */
  static optionNames = [];
  /** The option the element's text gives when its attribute is unset, or null. */
  static textOption = null;
  /** Options that, when given, leave the element's text unread. */
  static textYieldsTo = [];
  /** The constructed sheets every element of the class starts with. */
  static sheets() { return []; }

  static get observedAttributes() { return this.optionNames; }

  #container = null;
  #queued = false;
  #updating = Promise.resolve();
  #textObserver = null;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = this.constructor.sheets();
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
    for (const name of this.constructor.optionNames) {
      if (Object.prototype.hasOwnProperty.call(this, name)) {
        const value = this[name];
        delete this[name];
        this[name] = value;
      }
    }
    // The text may be an option; a change of it redraws as an attribute would.
    if (this.constructor.textOption) {
      this.#textObserver = new MutationObserver(() => this.requestUpdate());
      this.#textObserver.observe(this, { characterData: true, childList: true, subtree: true });
    }
    this.requestUpdate();
  }

  disconnectedCallback() {
    if (this.#textObserver) this.#textObserver.disconnect();
    this.#textObserver = null;
    // Moved elsewhere in the page (disconnect then connect in one task): keep it; gone: free it.
    queueMicrotask(() => {
      if (!this.isConnected) this.unmount();
    });
  }

  attributeChangedCallback() {
    this.requestUpdate();
  }

  /** The options as texts: attributes (or properties), and the text option from the text. */
  get options() {
    const { optionNames, textOption, textYieldsTo } = this.constructor;
    const out = {};
    for (const name of optionNames) {
      const v = this.getAttribute(name);
      if (v !== null) out[name] = v;
    }
    if (textOption && !out[textOption] && !textYieldsTo.some((name) => out[name])) {
      const text = (this.textContent || '').trim();
      if (text) out[textOption] = text;
    }
    return out;
  }

  /** The language the board speaks now (a BCP 47 tag), or null before it shows. */
  get currentLanguage() {
    return this.#container.getAttribute('lang');
  }

  // ---- For the elements built on this class ------------------------------------------------

  /** The box in the shadow root that the element draws into. */
  get hostBox() {
    return this.#container;
  }

  /** Marks the element's content as speaking `lang` (screen readers follow it). */
  speak(lang) {
    this.#container.setAttribute('lang', lang);
  }

  /** Adds a constructed sheet to the shadow root (once). */
  adoptSheet(sheet) {
    const root = this.shadowRoot;
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }

  /** Sends `type` to the page, with `detail`. */
  emit(type, detail) {
    this.dispatchEvent(detail === undefined ? new CustomEvent(type) : new CustomEvent(type, { detail }));
  }

  /** Tells the page of a refusal ({message, code, args}). */
  sendRefused(detail) {
    this.emit('refused', detail);
  }

  /** Shows a refusal in the element, as a sentence in its place, and tells the page. */
  showRefusal(detail, text = asSentence(detail.message)) {
    this.#container.textContent = text;
    this.sendRefused(detail);
  }

  /**
   * Asks for an update: several in one task make one, and one runs at a time (a change that
   * comes while the engine or the game's code loads waits for the update under way, then the
   * element draws from the options as they are then).
   */
  requestUpdate() {
    if (this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      this.#updating = this.#updating.then(() => (this.isConnected ? this.update() : undefined));
    });
  }

  /** Draws what the options ask (the element's own). */
  async update() {}

  /** Frees what the element drew (the element's own). */
  unmount() {}
}

/**
 * [parse(), null], or [null, the error it threw]: an option read before the element's words are
 * known (its mode picks them), to be refused in those words.
 */
export function attempt(parse) {
  try {
    return [parse(), null];
  } catch (e) {
    return [null, e];
  }
}

/**
 * What an element shows, for its update() and unmount(): `current` the handle of the diagram or
 * game it mounted (with destroy(), a game's with `game`), `mode` its mode and `key` the options
 * it was made from, as the element keys them. Both games' elements keep one.
 */
export class Mounted {
  current = null;
  mode = null;
  key = null;

  /** Keeps `current`, shown in `mode`, made from `key`. */
  set(current, mode, key) {
    this.current = current;
    this.mode = mode;
    this.key = key;
  }

  /** The engine's Game on screen in game or lesson mode, or null. */
  get game() {
    return this.current && (this.mode === 'game' || this.mode === 'lesson') ? this.current.game : null;
  }

  /** Destroys what is shown and forgets it. */
  clear() {
    if (this.current) this.current.destroy();
    this.current = null;
    this.mode = null;
    this.key = null;
  }
}

/** Every option becomes a property too: element.position = '…' sets the attribute, null removes it. */
export function defineOptionProperties(Class, names = Class.optionNames) {
  for (const name of names) {
    Object.defineProperty(Class.prototype, name, {
      get() { return this.getAttribute(name); },
      set(value) {
        if (value === null || value === undefined) this.removeAttribute(name);
        else this.setAttribute(name, String(value));
      },
      configurable: true,
      enumerable: true,
    });
  }
}

/** Registers `Class` as `name` (once) and returns the class registered under that name. */
export function defineElement(name, Class) {
  if (!customElements.get(name)) customElements.define(name, Class);
  return customElements.get(name);
}
