// <heller-pfennig>: Auf Heller und Pfennig as an element any page can host with one script tag,
// built on the element machinery the first game's <heuchel-meuchel> uses (component/base.js).
//
//   <script type="module" src=".../heller-pfennig.js"></script>
//   <heller-pfennig mode="diagram" position="3s_1_3_…" highlight="row:3,column:d" caption="…"></heller-pfennig>
//   <heller-pfennig mode="game" players="3" seats="human,hard,medium"></heller-pfennig>
//
// Modes: `game` (a table to play: players, variant, noluck, seed, seats, delay; the game's own
// panel, hot-seat hand-off and computer seats, www/heller/game/controller.js), `diagram` (the
// market of one moment as a picture: a `position`, or a `save` shown after `step` actions; lanes
// lit by `highlight`; a spectator's view unless `viewer` names a seat; a `caption` under it) and
// `replay` (a finished game's `save` stepped through from its start, every merchant's own tile
// shown, each scored lane lit) and `lesson` (a lesson of the course by name, `lesson="fire"`, or
// one written here: a `position`, the `answers` that reach its `goal`, a `caption` for its title
// and what reaching it shows, `success`; the engine judges every try). `controls` puts the first game's buttons under a diagram or a
// replay: step, play, download (SVG and PNG of the board as on screen), open (on its own page).
// Every attribute is also a property; a change redraws at once; the position may be the
// element's text. Events: `ready` (first paint), `step` (diagram and replay: {step, count,
// events}), `move` (game: after each action), `gameover` (game), `language` (game: another
// language chosen in its menu), `lessondone` and `lesson` (lesson: the goal reached, the next of
// the course shown; detail.lesson its name, or null), `refused` ({message, code, args}: an option or the engine
// refused). German first, and English: `lang`, else the reader's
// earlier choice, else the browser's languages, else German. One engine (one wasm instance) and
// one computer-player worker serve every element on a page.

import { hellerUrls, loadHeller } from '../engine/load.js';
import { BoardElement, Mounted, attempt, defineElement, defineOptionProperties, sheetOf } from '../../platform/component/base.js';
import { readPrefs, writePrefs } from '../../platform/game/prefs.js';
import { createT } from '../../platform/ui/i18n.js';
import { de } from '../i18n/de.js';
import { chooseHellerLanguage, hellerTable, LANGUAGES, rulesPage } from '../i18n/languages.js';
import {
  OPTION_NAMES, OptionError, parseControls, parseDelay, parseMode, parseNoLuck, parsePlayers, parseSeats, parseSeed, parseVariant,
} from './options.js';
import { mountMarketDiagram, readDiagram } from './diagram.js';
import { rulesSuffice } from '../../platform/component/options.js';
import { refusalDetail, withElementWords } from './words.js';
import boardCss from '../../platform/ui/board.css';
import hostCss from '../../platform/component/host.css';
// The diagram's frame both games share: its step bar, caption, events and a replay's log.
import frameCss from '../../platform/component/element.css';
import elementCss from './element.css';

// The options that deal a new table when they change (a new `lang` shows the same game in it).
const GAME_DEFINING = ['mode', 'players', 'variant', 'noluck', 'seed', 'seats', 'delay'];

// The frame page, where "open" shows a diagram or a replay on its own (beside the site's root).
const EMBED_PAGE = new URL('../../../heller-embed.html', import.meta.url);
// What of a diagram's options the page it opens needs (the step is the one on screen).
const CARRIED = ['mode', 'position', 'save', 'viewer', 'highlight', 'controls', 'caption', 'delay'];

/** The words of `lang`: German is in the bundle, the others are fetched when asked for. */
const tableOf = hellerTable;

const painted = () => new CustomEvent('hm-painted', { bubbles: true, composed: true });

export class HellerPfennigElement extends BoardElement {
  static optionNames = OPTION_NAMES;
  // A position may be the element's text (not beside a save).
  static textOption = 'position';
  static textYieldsTo = ['save'];
  // What every board needs and the element's frame; the game's panels come when it plays.
  static sheets() { return [sheetOf(`${boardCss}\n${hostCss}\n${frameCss}\n${elementCss}`)]; }

  #mounted = new Mounted();
  #mountedLang = null;
  #chosenLang = null; // a language the player chose in the game's menu (until `lang` changes)

  attributeChangedCallback(name, before, after) {
    if (name === 'lang' && before !== after) this.#chosenLang = null;
    super.attributeChangedCallback(name, before, after);
  }

  /** The market board on screen ({ pointOf(square | source), layout, … }: www/heller/board/board.js), or null. */
  get board() {
    return this.#mounted.current ? this.#mounted.current.board : null;
  }

  /** The engine's Game in game or lesson mode (for hosts that want to read it), or null. */
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

  /** The number of actions of `save` the diagram or replay shows, or null. */
  get currentStep() {
    return this.#mounted.current && this.#mounted.mode !== 'game' ? this.#mounted.current.step : null;
  }

  /** Shows the refusal of `error` in words and tells the page; nothing of a board is left. */
  #refuse(t, lang, error) {
    this.unmount();
    delete this.hostBox.dataset.mode;
    this.speak(lang);
    const detail = refusalDetail(t, error);
    this.showRefusal(detail, t('embed.refused', { message: detail.message }));
  }

  async update() {
    const o = this.options;
    const [mode, badMode] = attempt(() => parseMode(o.mode));
    // Its words, refusals included, are in its language from the start.
    let lang = chooseHellerLanguage([this.#chosenLang, o.lang, readPrefs().lang, ...(globalThis.navigator?.languages || [])]);
    let strings;
    try {
      strings = await tableOf(lang);
    } catch {
      lang = 'de';
      strings = de;
    }
    const t = createT(withElementWords(strings, lang), null, lang);
    let engine;
    try {
      engine = await loadHeller({ part: rulesSuffice(this, mode) ? 'rules' : 'game' });
    } catch (e) {
      this.unmount();
      delete this.hostBox.dataset.mode;
      this.speak(lang);
      this.showRefusal(refusalDetail(t, e), t('app.loadFailed', { message: e && e.message }));
      return;
    }
    if (!this.isConnected) return;
    if (badMode) {
      this.#refuse(t, lang, badMode);
      return;
    }
    const facts = engine.boardFacts();
    if (mode === 'lesson') await this.#showLesson(engine, o, t, lang, strings);
    else if (mode !== 'game') this.#showDiagram(engine, facts, o, t, lang, mode);
    else await this.#showGame(engine, facts, o, t, lang, strings);
  }

  #showDiagram(engine, facts, o, t, lang, mode) {
    let shown;
    try {
      shown = readDiagram(engine, facts, o, mode);
    } catch (e) {
      this.#refuse(t, lang, e);
      return;
    }
    // The same diagram in the same language follows its options on screen.
    if (this.#mounted.current && this.#mounted.mode === mode && this.#mountedLang === lang) {
      this.#mounted.current.set(shown);
      return;
    }
    this.unmount();
    const box = this.hostBox;
    box.textContent = '';
    box.dataset.mode = mode;
    this.speak(lang);
    this.#mounted.set(mountMarketDiagram(box, {
      facts, t, shown,
      onPainted: () => box.dispatchEvent(painted()),
      onStep: (detail) => this.emit('step', detail),
      openHref: (now, step) => {
        const url = new URL(EMBED_PAGE);
        const options = this.options;
        for (const name of CARRIED) if (options[name]) url.searchParams.set(name, options[name]);
        url.searchParams.set('mode', now.mode);
        if (now.count > 0) url.searchParams.set('step', String(step));
        url.searchParams.set('lang', lang);
        return url.href;
      },
    }), mode, null);
    this.#mountedLang = lang;
  }

  async #showGame(engine, facts, o, t, lang, strings) {
    let table;
    try {
      const seats = parseSeats(o.seats, facts);
      const players = parsePlayers(o.players, facts) ?? (seats.length >= facts.minPlayers ? seats.length : 3);
      if (seats.length > players) {
        throw new OptionError('seats', `${seats.length} seats, but ${players} merchants play`, 'seatCount', { count: seats.length, max: players });
      }
      const botDelay = parseDelay(o.delay);
      table = {
        players,
        variant: parseVariant(o.variant, facts),
        noLuck: parseNoLuck(o.noluck),
        seed: parseSeed(o.seed),
        seats: seats.length ? seats : undefined,
        ...(botDelay === undefined ? {} : { botDelay }),
      };
    } catch (e) {
      this.#refuse(t, lang, e);
      return;
    }
    const key = JSON.stringify(GAME_DEFINING.map((k) => o[k] ?? null));
    let carried = null;
    if (this.#mounted.current && this.#mounted.mode === 'game' && this.#mounted.key === key) {
      if (this.#mountedLang === lang) return;
      // The same game, asked in another language: it goes on, in that language.
      carried = this.#mounted.current.snapshot();
    }
    // The game's controller and panels are loaded only by a page that plays, and so is the note
    // that the computers think on the page (component/bots-note.js), said when a page on another
    // origin would not let their worker start.
    let parts;
    try {
      parts = await Promise.all([
        import('../game/controller.js'), import('../../platform/ui/game.css'), import('../game.css'),
        import('../../platform/component/bots-note.js'),
      ]);
    } catch (e) {
      this.#refuse(t, lang, e);
      return;
    }
    if (!this.isConnected) return;
    const [{ mountHeller }, { default: gameCss }, { default: hellerCss }, { noteBotsOnPage }] = parts;
    this.adoptSheet(sheetOf(`${gameCss}\n${hellerCss}`));
    this.unmount();
    const box = this.hostBox;
    box.textContent = '';
    box.dataset.mode = 'game';
    this.speak(lang);
    try {
      this.#mounted.set(this.#mountGame(mountHeller, noteBotsOnPage, engine, box, table, carried, { lang, strings }), 'game', key);
      if (carried && this.#mountedLang !== lang) this.emit('language', { lang });
      this.#mountedLang = lang;
    } catch (e) {
      this.#refuse(t, lang, e);
    }
  }

  // One table: the controller in the box, its actions told to the page as `move` and `gameover`.
  #mountGame(mountHeller, noteBotsOnPage, engine, box, table, carried, { lang, strings }) {
    const start = (settings) => mountHeller(box, {
      engine, strings, lang, ...settings,
      languages: LANGUAGES,
      onLanguage: (next) => {
        this.#chosenLang = next;
        writePrefs({ lang: next });
        this.requestUpdate();
      },
      rulesUrl: rulesPage,
      // A new game: the same table, dealt anew.
      onNewGame: () => {
        end(current);
        current = start({ ...table, seed: undefined });
        announce();
      },
    });
    const onAction = (e) => {
      e.stopPropagation();
      const game = current.game;
      this.emit('move', { actions: game.actionCount() });
      if (e.detail.over) {
        const end = e.detail.events.find((ev) => ev.event === 'gameOver');
        this.emit('gameover', { money: end ? end.money : game.view(engine.boardFacts().spectator).money, winners: game.winners() });
      }
    };
    // A table's end: the controller stops and frees the games it made (a new table's, or one a
    // take-back made); the game the element gave it (a game carried into another language) is
    // the element's to free, once.
    const end = (mounted) => {
      mounted.destroy();
      loaded?.free?.();
      loaded = null;
    };
    // Told once the table is shown whole: its market first, its panel a frame later when the
    // element shows its first game (mountHeller, `panelLater`).
    const announce = () => {
      const shown = current;
      shown.shown.then(() => requestAnimationFrame(() => { if (current === shown) box.dispatchEvent(painted()); }));
    };
    box.addEventListener('heller-action', onAction);
    let current;
    let loaded = null;
    try {
      if (carried) {
        loaded = engine.Game.load(carried.save);
        current = start({ ...table, game: loaded, seats: carried.seats, names: carried.names, botSeed: carried.botSeed });
      } else {
        current = start({ ...table, panelLater: true });
      }
    } catch (e) {
      box.removeEventListener('heller-action', onAction);
      loaded?.free?.();
      throw e;
    }
    announce();
    // The controller asks the page's shared worker of this engine (sharedBots with hellerUrls()).
    const unwatch = noteBotsOnPage(this, hellerUrls());
    return {
      get game() { return current.game; },
      get board() { return current.board; },
      get botMode() { return current.botMode; },
      snapshot: () => current.snapshot(),
      destroy() {
        unwatch();
        box.removeEventListener('heller-action', onAction);
        end(current);
      },
    };
  }

  // A lesson: the game's controller on the lesson's table (lesson/mount.js), its words and the
  // course's loaded only when a lesson is shown.
  async #showLesson(engine, o, t, lang, strings) {
    const key = JSON.stringify(['lesson', 'position', 'answers', 'goal', 'caption', 'success', 'rule', 'controls'].map((k) => o[k] ?? null));
    if (this.#mounted.current && this.#mounted.mode === 'lesson' && this.#mounted.key === key && this.#mountedLang === lang) return;
    let parts;
    try {
      parts = await Promise.all([
        import('../lesson/mount.js'), import('../lesson/course.js'), import('../lesson/words.js'),
        import('../../platform/lesson/progress.js'), import('../../platform/ui/game.css'), import('../game.css'),
      ]);
    } catch (e) {
      this.#refuse(t, lang, e);
      return;
    }
    if (!this.isConnected) return;
    const [{ mountLesson }, { courseLesson, COURSE }, { hellerLessonWords }, { markLessonDone }, { default: gameCss }, { default: hellerCss }] = parts;
    const words = { ...strings, ...hellerLessonWords(lang) };
    const w = createT(words, null, lang);
    const name = (o.lesson || '').trim().toLowerCase();
    const course = name ? courseLesson(name) : null;
    try {
      if (name && !course) {
        throw new OptionError('lesson', `"${o.lesson}" is not a lesson of the course; write one of ${COURSE.map((l) => l.id).join(', ')}`, 'lesson', { text: o.lesson, names: COURSE.map((l) => l.id).join(', ') });
      }
      if (!course && !(o.position || '').trim()) throw new OptionError('position', 'no position: give the lesson a position (or the name of a lesson of the course)', 'position');
    } catch (e) {
      this.#refuse(t, lang, e);
      return;
    }
    const index = course ? COURSE.indexOf(course) : -1;
    const next = course && index + 1 < COURSE.length && parseControls(o.controls, 'lesson').includes('next') ? COURSE[index + 1] : null;
    const lesson = course
      ? {
        ...course,
        title: w(`lesson.${course.id}.title`), goal: w(`lesson.${course.id}.goal`), done: w(`lesson.${course.id}.done`),
        place: w('lesson.place', { n: index + 1, count: COURSE.length }),
      }
      : { position: (o.position || '').trim(), answers: o.answers || '', title: o.caption || '', goal: o.goal || '', done: o.success || '', section: (o.rule || '').trim() || null };
    this.adoptSheet(sheetOf(`${gameCss}\n${hellerCss}`));
    this.unmount();
    const box = this.hostBox;
    box.textContent = '';
    box.dataset.mode = 'lesson';
    this.speak(lang);
    try {
      const mounted = mountLesson(box, {
        engine, lesson, strings: words, lang,
        onDone: () => {
          if (course) markLessonDone('heller', course.id);
          this.emit('lessondone', { lesson: course ? course.id : null });
        },
        onNext: next ? () => {
          this.setAttribute('lesson', next.id);
          this.emit('lesson', { lesson: next.id });
        } : null,
      });
      this.#mounted.set(mounted, 'lesson', key);
      this.#mountedLang = lang;
      mounted.shown.then(() => requestAnimationFrame(() => { if (this.#mounted.current === mounted) box.dispatchEvent(painted()); }));
    } catch (e) {
      this.#refuse(t, lang, e);
    }
  }

  unmount() {
    this.#mounted.clear();
  }
}

defineOptionProperties(HellerPfennigElement);

/** Registers the element (once) and returns its class. */
export function define(name = 'heller-pfennig') {
  return defineElement(name, HellerPfennigElement);
}
