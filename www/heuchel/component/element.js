// <heuchel-meuchel>: the board as an element any page can host with one script tag.
//
//   <script type="module" src=".../heuchel-meuchel.js"></script>
//   <heuchel-meuchel mode="diagram" position="3b_2m_…" moves="1-5.1" highlight="2:5"></heuchel-meuchel>
//
// Modes: `game` (a table to play: players, variant, seed, seats, or a position to play on),
// `diagram` (a position, optionally stepped through `moves`), `replay` (a finished game's
// `record`, every card shown) and `lesson` (a lesson of the course by name, `lesson="favours"`,
// or one written here: a `position`, the `answers` that reach its `goal`, a `caption` for its
// title and what reaching it shows, `success`; the engine judges every try). Every attribute is also a property, and a change redraws at once.
// The position may also be given as the element's text, as <chess-board> takes FEN.
// Events: `ready` (first paint), `move` (game: after each action), `step` (diagram/replay),
// `gameover` (game), `lessondone` (lesson: the goal reached; detail.lesson its name, or null),
// `lesson` (lesson: another of the course shown by its "Next lesson"), `refused` (an option the engine or the element refused: detail.message in
// the element's words, detail.code and detail.args as the engine or options.js gave them).
// Its styles live in its shadow root; the page's stay out. Every element on a page shares one
// engine (one wasm instance) and one computer-player worker. The element's machinery (options as
// attributes and properties, the shadow root, updates, `ready` and `refused`) is component/base.js,
// shared with the second game's <heller-pfennig>.

import { engineUrls, loadEngine } from '../engine/load.js';
import { mountDiagram } from './diagram.js';
import { OPTION_NAMES, OptionError, optionsFromQuery, parseControls, parseMode, parseSeats } from './options.js';
import { rulesSuffice } from '../../platform/component/options.js';
import { BoardElement, Mounted, attempt, defineElement, defineOptionProperties, sheetOf } from '../../platform/component/base.js';
import { enBoard } from '../i18n/en-board.js';
import { spokenTable } from '../i18n/languages.js';
import { createT } from '../../platform/ui/i18n.js';
import { errorDetail, wordError } from '../ui/errors.js';
import boardCss from '../../platform/ui/board.css';
import hostCss from '../../platform/component/host.css';
import elementCss from '../../platform/component/element.css';

// The game page, for "Open in the game" (beside the site's root, as the engine is).
const GAME_PAGE = new URL('../../../index.html', import.meta.url);

// The options that make a new game when they change (the others redraw the one on screen; a new
// `lang` shows the same game in the new language).
const GAME_DEFINING = ['mode', 'position', 'players', 'variant', 'seed', 'seats', 'delay', 'lesson', 'answers', 'goal', 'caption', 'success', 'rule', 'controls'];

// The element's language and the table of `part` (i18n/languages.js spokenTable): a diagram's
// board words, or a game's (none for English: the controller has its own).
const language = (asked, part) => spokenTable(asked, part, part === 'game' ? null : enBoard);

export class HeuchelMeuchelElement extends BoardElement {
  static optionNames = OPTION_NAMES;
  // The position may be the element's text, as <chess-board> takes FEN (not beside a record).
  static textOption = 'position';
  static textYieldsTo = ['record'];
  // What every board needs; the game's panels are adopted when an element first plays.
  static sheets() { return [sheetOf(`${boardCss}\n${hostCss}\n${elementCss}`)]; }

  #mounted = new Mounted();

  /** The number of the step shown (diagram and replay), or null. */
  get currentStep() {
    return this.#mounted.current && this.#mounted.mode !== 'game' ? this.#mounted.current.step : null;
  }

  /** The engine's Game on screen in game mode (for hosts that want to read it), or null. */
  get game() {
    return this.#mounted.game;
  }

  /**
   * Tries an action (its text or object) as the person at the board would, in a game or a
   * lesson: played when the rules (and a lesson's answers) let it, else refused and said why.
   * Returns the rules' reasons against it ([] when none), or null in a diagram or a replay.
   */
  attempt(action) {
    const current = this.#mounted.current;
    return current && typeof current.attempt === 'function' ? current.attempt(action) : null;
  }

  /**
   * Where a game's computer players think: 'worker', 'main' (on the page's main thread: no
   * worker could be had) or 'idle' (not yet asked); null outside game mode.
   */
  get botMode() {
    return this.#mounted.current && this.#mounted.mode === 'game' ? this.#mounted.current.botMode : null;
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
    this.showRefusal(errorDetail(this.#words(engine, words), error));
  }

  async update() {
    const o = this.options;
    const [mode, badMode] = attempt(() => parseMode(o.mode));
    // Its words, refusals included, are in its language from the start.
    const words = await language(o.lang, mode === 'game' || mode === 'lesson' ? 'game' : 'board');
    let engine;
    try {
      engine = await loadEngine({ part: rulesSuffice(this, mode) ? 'rules' : 'game' });
    } catch (e) {
      const t = this.#words(null, words);
      this.speak(words.lang);
      this.showRefusal(errorDetail(t, e), t('app.loadFailed', { message: wordError(t, e) }));
      return;
    }
    if (!this.isConnected) return;
    if (badMode) {
      this.speak(words.lang);
      this.#refuse(badMode, engine, words);
      return;
    }
    const key = JSON.stringify(GAME_DEFINING.map((k) => o[k] ?? null));
    // A diagram follows its other options on screen; a new language draws it anew.
    if (this.#mounted.current && this.#mounted.mode === mode && mode !== 'game' && mode !== 'lesson' && this.#mounted.current.lang === words.lang) {
      this.#mounted.current.set(this.#diagramOptions(o, mode, words));
      return;
    }
    if (this.#mounted.current && this.#mounted.mode === mode && this.#mounted.key === key && (mode !== 'lesson' || this.#mounted.current.lang === words.lang)) {
      // The same game, asked in another language: it goes on, in that language.
      if (mode === 'game' && words.lang !== this.currentLanguage) await this.#mounted.current.setLanguage(words.lang);
      return;
    }
    this.unmount();
    const box = this.hostBox;
    box.textContent = '';
    box.dataset.mode = mode;
    // Its words are in this language whatever the host page's is (screen readers follow).
    this.speak(words.lang);
    try {
      const mounted = mode === 'game' ? await this.#mountGame(engine, o, words)
        : mode === 'lesson' ? await this.#mountLesson(engine, o, words)
          : mountDiagram(box, { engine, mode, ...this.#diagramOptions(o, mode, words) });
      this.#mounted.set(mounted, mode, key);
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
      onStep: (detail) => this.emit('step', detail),
      onError: (detail) => this.sendRefused(detail),
    };
  }

  // The game's controller (seats, computer players, dialogs) is loaded only by a page that plays:
  // a page of diagrams does not pay for it. So is the note that the computers think on the page
  // (component/bots-note.js), said when a page on another origin would not let their worker start.
  async #mountGame(engine, o, words) {
    const [{ mountGame }, { default: gameCss }, { noteBotsOnPage }] = await Promise.all([
      import('../game/controller.js'), import('../ui/game.css'), import('../../platform/component/bots-note.js'),
    ]);
    this.adoptSheet(sheetOf(gameCss));
    const seats = parseSeats(o.seats);
    const delay = Number(o.delay);
    const game = o.position ? engine.Game.fromPosition(o.position.trim()) : undefined;
    const mounted = mountGame(this.hostBox, {
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
        if (type === 'language') this.speak(detail.lang);
        this.emit(type, type === 'language' ? { lang: detail.lang } : detail);
      },
    });
    const destroy = mounted.destroy;
    // The controller asks the page's shared worker of this engine (sharedBots with engineUrls()).
    const unwatch = noteBotsOnPage(this, engineUrls());
    return {
      get game() { return mounted.game; },
      get botMode() { return mounted.botMode; },
      setLanguage: (lang) => mounted.setLanguage(lang),
      attempt: (action) => mounted.attempt(action),
      destroy() {
        unwatch();
        destroy();
        if (game && typeof game.free === 'function') game.free();
      },
    };
  }

  // A lesson: the game's controller on the lesson's table (lesson/mount.js), its words and the
  // course's loaded only when a lesson is shown.
  async #mountLesson(engine, o, words) {
    const [{ mountLesson }, { courseLesson, COURSE }, { heuchelLessonWords }, { markLessonDone }, { default: gameCss }] = await Promise.all([
      import('../lesson/mount.js'), import('../lesson/course.js'), import('../lesson/words.js'),
      import('../../platform/lesson/progress.js'), import('../ui/game.css'),
    ]);
    this.adoptSheet(sheetOf(gameCss));
    const lang = words.lang;
    const strings = { ...(words.strings || (await import('../i18n/en.js')).en), ...heuchelLessonWords(lang) };
    const t = createT(strings, engine.boardFacts(), lang);
    const name = (o.lesson || '').trim().toLowerCase();
    const course = name ? courseLesson(name) : null;
    if (name && !course) {
      throw new OptionError('lesson', `"${o.lesson}" is not a lesson of the course; write one of ${COURSE.map((l) => l.id).join(', ')}`, 'lesson', { text: o.lesson, names: COURSE.map((l) => l.id).join(', ') });
    }
    const index = course ? COURSE.indexOf(course) : -1;
    const next = course && index + 1 < COURSE.length && parseControls(o.controls, 'lesson').includes('next') ? COURSE[index + 1] : null;
    const lesson = course
      ? {
        ...course,
        title: t(`lesson.${course.id}.title`), goal: t(`lesson.${course.id}.goal`), done: t(`lesson.${course.id}.done`),
        place: t('lesson.place', { n: index + 1, count: COURSE.length }),
      }
      : { position: (o.position || '').trim(), answers: o.answers || '', title: o.caption || '', goal: o.goal || '', done: o.success || '', section: (o.rule || '').trim() || null };
    if (!course && !lesson.position) throw new OptionError('position', 'no position: give the lesson a position (or the name of a lesson of the course)', 'position');
    const mounted = mountLesson(this.hostBox, {
      engine, lesson, strings, lang,
      onDone: () => {
        if (course) markLessonDone('heuchel-meuchel', course.id);
        this.emit('lessondone', { lesson: course ? course.id : null });
      },
      onNext: next ? () => {
        this.setAttribute('lesson', next.id);
        this.emit('lesson', { lesson: next.id });
      } : null,
    });
    return { ...mounted, lang, get game() { return mounted.game; } };
  }

  unmount() {
    this.#mounted.clear();
  }
}

// Every option is a property too (element.position = '…' sets the attribute).
defineOptionProperties(HeuchelMeuchelElement);

/** Registers the element (once) and returns its class. */
export function define(name = 'heuchel-meuchel') {
  return defineElement(name, HeuchelMeuchelElement);
}

export { optionsFromQuery };
