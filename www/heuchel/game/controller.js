// One playable game of Heuchel & Meuchel: the controller, a view of the session core
// (www/platform/session/core.js). The core holds the table (the seats, whose screen it is, the
// computer seats' turns, the Hint, taking back, the snapshot) and tells what changed; this file
// builds the page's parts (the board of www/heuchel/board, the ARIA grid, the controls, the
// dialogs), keeps what only the screen needs (the view, the log's lines, the lifted cards, the
// setup panel) and answers the person's actions and the session's events; screen.js draws.
// Everything it knows about the game comes from the engine (legal, view, log, scores, facts;
// adapter.js is how the core asks it); it keeps no global state, so several games can share a
// page (they share one engine and one computer-player worker).

import { createBoard } from '../board/board.js';
import { en } from '../i18n/en.js';
import { boardStrings, createT } from '../../platform/ui/i18n.js';
import { el, uniquePrefix } from '../../platform/ui/dom.js';
import { formatEntry, NAME_MAX } from '../ui/format.js';
import { describeSuggestion } from '../ui/prompt.js';
import { wordError } from '../ui/errors.js';
import { askLoss } from '../ui/confirm-loss.js';
import { createGrid } from '../ui/board-grid.js';
import { createControls, createAnnouncer } from '../ui/controls.js';
import { openTakePopover } from '../ui/popover.js';
import { describeArrangement, groupsOfPlacing } from '../ui/setup-order.js';
import { createHandoff } from '../../platform/ui/handoff.js';
import { createGameOverSlot } from '../ui/game-over-slot.js';
import { later } from '../../platform/ui/later.js';
import { createMenu } from '../ui/menu.js';
import { MOTION_SPEEDS, motionSpeed, readPrefs, writePrefs } from '../../platform/game/prefs.js';
import { createSession } from '../../platform/session/core.js';
import { heuchelAdapter, LEVELS } from './adapter.js';
import { engineUrls } from '../engine/urls.js';
import { currentPrompt, drawBoard, render, replayLink, rulesLink, sync, takenFrom, takenText, uiLegal } from './screen.js';
import { LANGUAGES, loadTable, rulesPage } from '../i18n/languages.js';
import { whyShown } from '../ui/why.js';
import { createGuideBox } from '../../platform/lesson/guide-box.js';
import { framePosition, frameNews } from './frame.js';
import { followFrame, seatsOf } from '../../platform/online/news.js';

export { replayLink } from './screen.js';

/** Who may sit at a seat: a person, a computer level, or one of the two simple kinds. */
export const SEAT_KINDS = ['human', ...LEVELS, 'random', 'greedy'];

/**
 * Mounts a game in `element`.
 * options: { engine (the engine's bindings: Game, boardFacts …), players, variant, seed, seats,
 * strings (a language's table, i18n/), lang (its BCP 47 tag, for plurals and lists; default "en"),
 * game (an existing Game to show instead of a new one), botDelay, setupDelay (ms between
 * computer actions), iterations (Hard's budget, default the engine's), workerUrl (the bots'
 * worker module), worker (false: decide on the main thread), names (the human seats' names, '' for
 * none: shown as text wherever a seat is named), onNewGame(), onEvent(type, detail)
 * (reports 'move' after every action, 'gameover' at the end and 'language' ({ lang, strings })
 * when the player chose another language in the menu, for hosts), lesson (a lesson's table: the
 * learner's alone, his actions judged by its referee; www/heuchel/lesson/mount.js: { referee,
 * panel (an element shown in place of the menu), judged(verdict, what) (what: an allowed action's
 * outcome in words), missed() (a refused try), canShow() (whether "Show me" is offered) }), guide
 * (a guided first game: the table pauses the first time each rule comes up, on its line and its
 * rule's link, until the person goes on; www/heuchel/lesson/guide.js createHeuchelGuide) }.
 * Returns { game, snapshot(), setLanguage(lang), attempt(action), botMode, destroy() }; botMode:
 * where the computer players think, 'worker', 'main' (no worker) or 'idle' (not yet asked);
 * attempt: an action tried as the person at the screen would (played, or refused with why).
 */
export function mountGame(element, options) {
  let current;
  let opts;
  let destroyed = false;
  let asked = null; // the language change under way (the newest wins)
  const start = (o, carry = null) => {
    opts = o;
    current = mountOnce(element, o, {
      // Without a host callback, "New game" deals again at the same table with a fresh seed.
      restart() {
        current.destroy();
        const { game: _game, seed: _seed, adopt: _adopt, ...rest } = opts;
        start(rest);
      },
      language: (lang) => setLanguage(lang, { remember: true }).catch(() => current.notice('menu.languageFailed')),
    }, carry);
  };

  // Another language, mid-game: its table is fetched, then the game is shown anew in it, the same
  // engine game going on where it was (whose screen it is, the lifted cards, the hint, the setup
  // panel's order, the log and the scores). remember: the person chose it (kept for next time).
  async function setLanguage(lang, { remember = false } = {}) {
    if (!Object.hasOwn(LANGUAGES, lang)) throw new Error(`unknown language ${JSON.stringify(lang)}: use ${Object.keys(LANGUAGES).join(', ')}`);
    if (remember) writePrefs({ lang });
    const token = {};
    asked = token;
    const strings = await loadTable(lang, 'game', en);
    if (destroyed || asked !== token || lang === (opts.lang || 'en')) return;
    const carry = current.carry();
    const { game, owned } = current.detach();
    start({ ...opts, game, adopt: owned, strings, lang }, carry);
    (opts.onEvent || (() => {}))('language', { lang, strings });
  }

  start(options);
  return {
    get game() { return current.game; },
    snapshot: () => current.snapshot(),
    setLanguage: (lang) => setLanguage(lang),
    attempt: (action) => current.attempt(action),
    get botMode() { return current.botMode; },
    /** An online table's new frame (platform/online/table.js): the server's position, or news of the seats. */
    update: (frame) => current.update(frame),
    /** An online table refused the action sent: the cards go back, the rest of a hand's placing is dropped. */
    refused: () => current.refused(),
    /** An action object played as the board plays a drop or a button (the loss of own cards asked first). */
    play: (action) => current.play(action),
    /** The Hint shown now ({ action, text, raw } or { groups, text, raw }), for the console and the tests. */
    get hint() { return current.hint; },
    get board() { return current.board; },
    destroy() {
      destroyed = true;
      current.destroy();
    },
  };
}

// One showing of a game in one language. carry: what a game shown anew in another language keeps
// of the screen (its carry()).
function mountOnce(element, options, hooks, carry = null) {
  const { seed, strings = en, botDelay = 400, setupDelay = 150, iterations } = options;
  const engine = options.engine || { Game: options.Game, boardFacts: options.boardFacts };
  const facts = engine.boardFacts();
  const t = createT(strings, facts, options.lang || 'en');
  // An online table: the server's position, read from this seat's frame (frame.js).
  const remote = options.remote || null;
  const table = remote ? tableOfFrame(engine, remote) : tableOf(options, facts, engine.Game);
  const { seats, names } = table;
  // A different seed for every action, reproducible from the game's seed when one was given.
  const botSeed = /^\d+$/.test(String(seed ?? '')) ? Number(String(seed).slice(-9)) : Math.floor(Math.random() * 2 ** 31);
  const lesson = options.lesson || null;
  const guide = options.guide || null;
  const base = heuchelAdapter(engine, { facts, iterations, readHint: (game, player, raw) => readHint(t, engine.Game, game, player, raw) });
  // In a lesson the Hint ("Show me") is the lesson's next answer, not Hard's choice; in a guided
  // game the table pauses the first time each rule comes up.
  const adapter = lesson ? { ...base, hint: () => ({ request: null, onMain: () => lesson.referee.nextAnswer() }) }
    : guide ? { ...base, pauseAfter: (game) => guide.pauseAfter(game, eventsSince(game)) } : base;
  // The events of the actions since the guide last looked, as the person guided may read them.
  let looked = table.game.actionCount();
  const eventsSince = (game) => {
    const from = looked;
    looked = game.actionCount();
    return game.log(guide.person, from).flatMap((entry) => entry.events);
  };
  const session = createSession({
    adapter,
    referee: lesson ? lesson.referee : undefined,
    // A game made here (or later by a take-back) is the session's to free; one handed over by the
    // same controller when the game was shown anew too (options.adopt); never the host's own.
    game: table.game, owned: !options.game || options.adopt === true,
    seats, names, undo: options.undo, seed: botSeed,
    // Online, the server is the authority (given the frame's own notation of the action), and
    // this screen is the seat's own.
    remote: remote ? { send: (action) => sendToTable(c, action) } : undefined,
    here: remote ? (remote.frame.seat === null ? [] : [remote.frame.seat]) : undefined,
    // Computer seats act one action at a time, with a pause so a person can follow (shorter in
    // the setup): the decision is asked for at once and played when both it and the pause are
    // done, and once the board has shown the last action.
    delay: (game) => (game.legal().step === 'setup' ? setupDelay : botDelay),
    thinkAhead: true,
    settle: () => c.board.settled(),
    // An error as the controls show it, in the page's words (seats by their players' names).
    refusal: (e) => t('controls.error', { message: wordError(t, e, { names }) }),
    // Taken on first use: a game of humans only needs no worker until someone asks for a hint.
    worker: options.worker === false ? false : { engine: engineUrls(), workerUrl: options.workerUrl },
    // The fields this game has always saved, in their order (platform/game/saves.js, Snapshot).
    snapshot: (base) => ({
      save: base.save, seats: base.seats, names: base.names, seed: seed ?? null, actions: base.actions, over: base.over, undo: base.undo,
      players: table.game.players, pacing: { botDelay, setupDelay, iterations: iterations ?? null },
    }),
    carry: carry ? { shown: carry.shown, hint: carry.hint } : null,
  });
  const c = {
    element, t, facts, seats, names, session, hooks, lesson, guide, remote, engine,
    onNewGame: options.onNewGame, emit: options.onEvent || (() => {}), idPrefix: uniquePrefix(),
    // What the screen shows beyond the session's state.
    store: {
      legal: null,        // Game.legal()
      view: null,         // what the screen shows (null behind the hand-off screen)
      log: [],            // the whole log as the viewer may read it (fetched as it grows: screen.js)
      lines: [],          // its lines for the panel, one per entry: {index, seat, text}
      logOf: null,        // whose log and which game it is: {viewer, game}
      named: 0,           // how many cards the viewer's view names (when it grows, old lines may too)
      motion: null,       // the animation of the newest actions, for the board's next view
      recall: null,       // the log entry whose move is shown on the board (hover or focus)
      taken: [],          // what others took from the person at the screen since his last action
      selection: null,    // the board's lifted cards
      focusCell: null,    // the ARIA grid's focused cell
      popover: null,      // the blind "how many?" question
      confirming: false,  // a move that would discard the mover's own cards waits for his yes
      announced: 0,       // log entries already announced
      lastPrompt: '',
      overDismissed: carry ? carry.overDismissed : false,
      setupPanel: null,
      destroyed: false,
    },
    // The pile's bottom card first, so the chosen top is placed last.
    placeAll: (cards) => {
      if (session.personActing()) session.playAll(cards.map((card) => ({ type: 'place', card })));
    },
  };
  Object.assign(c, buildPage(element, c));
  session.subscribe((event, detail) => onSession(c, event, detail));

  sync(c);
  if (carry) {
    // Shown anew (another language): the log is not announced again (the Hint, carried by the
    // session, is worded again), and the line recalled on the board stays.
    c.store.announced = session.game.actionCount();
    c.store.recall = carry.recall;
  }
  announceNew(c);
  // A guided game's first rule, before anything is played (placing the cards).
  if (guide && !carry) session.pauseWith(guide.pauseAfter(session.game, []));
  render(c);
  if (carry) afterResume(c, carry);
  session.start();

  return {
    get game() { return session.game; },
    /** What a saved game needs to come back as it is: the engine's save, the seats and their names, the seed. */
    snapshot: () => session.snapshot(),
    /** Where the computer players think: 'worker', 'main' (no worker) or 'idle' (not yet asked). */
    get botMode() { return session.botMode; },
    /**
     * Tries an action (its text or object) as the person at the screen would: played when the
     * rules allow it and he is to act, else refused with the rules' reasons shown, as cards put
     * where they may not go are. Returns the reasons ([] when none: it was played, or it waits
     * for nobody).
     */
    attempt(action) {
      const parsed = typeof action === 'string' ? engine.Game.parseAction(action) : action;
      const reasons = session.game.whyNot(parsed);
      if (reasons.length) {
        explainRefusal(c, parsed);
        render(c);
      } else {
        play(c, parsed);
      }
      return reasons;
    },
    update: (frame) => receiveFrame(c, frame),
    refused() {
      session.remoteRefused();
    },
    play: (action) => play(c, action),
    get hint() { const h = session.shownHint(); return h ? h.answer : null; },
    get board() { return c.board; },
    /** Shows a line of the table (by key) where errors are shown, until the next action. */
    notice(key) {
      if (!c.store.destroyed) session.showError(t(key));
    },
    /** What the screen shows beyond the game (mountOnce's `carry`), to show it anew as it is. */
    carry: () => carryOf(c),
    /** Ends this screen but not its game, which is handed over: { game, owned }. */
    detach() {
      const kept = session.detach();
      teardown(c);
      return kept;
    },
    destroy() {
      if (c.store.destroyed) return;
      teardown(c);
      session.destroy();
    },
  };
}

// The table asked for: the game (the host's, or a new one of `players` or as many as the seats
// name, 4 else), one seat kind per player (unknown kinds refused, missing ones a person first and
// Medium after), and the people's names, trimmed and kept short.
function tableOf(options, facts, Game) {
  const { variant = 'base', seed } = options;
  const asked = (options.seats || []).map((k) => String(k).trim().toLowerCase());
  const unknown = asked.find((k) => k && !SEAT_KINDS.includes(k));
  if (unknown) throw new Error(`unknown seat ${JSON.stringify(unknown)}: use human, easy, medium or hard`);
  const fits = (n) => n >= facts.minPlayers && n <= facts.maxPlayers;
  const count = options.players ?? (fits(asked.length) ? asked.length : 4);
  const game = options.game || (seed === undefined || seed === null || seed === ''
    ? new Game(count, variant)
    : new Game(count, variant, seed));
  const seats = Array.from({ length: game.players }, (_, i) => asked[i] || (i === 0 ? 'human' : 'medium'));
  const names = seats.map((kind, i) => (kind === 'human' ? String((options.names || [])[i] ?? '').trim().slice(0, NAME_MAX) : ''));
  return { game, seats, names };
}

// An online table's seats and names as the server's frame gives them, and its position.
function tableOfFrame(engine, remote) {
  remote.lineage = {};
  return { game: framePosition(engine, remote.frame, remote.lineage), ...seatsOf(remote.frame) };
}

// A frame from the server: a new position goes to the session (the entries new since, or a
// take-back over the table, after which the log is read anew); the same position again brings
// only news of the seats (who is connected), drawn as it stands.
function receiveFrame(c, frame) {
  const { engine, session, remote } = c;
  followFrame(session, remote, frame, frameNews, (f, news) => {
    if (news.takenBack) remote.lineage = {};
    return framePosition(engine, f, remote.lineage);
  });
}

// The person's action to the server, as the frame's own notation of it (the engine's legal
// actions on the server); one it does not offer is refused here, with why where the rules say.
function sendToTable(c, action) {
  const text = c.session.game.notationOf(action);
  if (text) return c.remote.send(text);
  explainRefusal(c, action);
  if (!c.store.why) c.session.showError(c.remote.ot('online.notThere'));
  return false;
}

// The Hint in the page's words: a move, or in setup the hand's arrangement (the groups of the
// setup panel, setup-order.js).
function readHint(t, Game, game, player, raw) {
  if (Array.isArray(raw)) {
    const groups = groupsOfPlacing(t, game.view(player).hand, raw);
    return { groups, text: describeArrangement(t, groups), raw };
  }
  const action = Game.parseAction(raw);
  // A move of only the top cards says how to take them (the count beside the lifted stack).
  const stack = action.type === 'move' ? game.view(player).columns[player].find((p) => p.row === action.from) : null;
  return { action, text: describeSuggestion(t, action, stack ? stack.cards.length : 0), raw };
}

// Why the rules refuse what the person tried (lifted cards dropped on, or only `aimed` at, a
// square they may not go to): the engine's reasons (Game.whyNot) in words, with the rule's
// section of the rules page, and their squares marked on the board until he lifts cards again,
// aims them elsewhere or an action is played.
function explainRefusal(c, action, aimed = false) {
  const { t, session, store } = c;
  const reasons = session.game.whyNot(action);
  if (!reasons.length) return;
  // In a lesson a refused try counts towards "Show me".
  if (c.lesson && !aimed) c.lesson.missed();
  store.why = whyShown(t, reasons, rulesPage(t.lang), aimed);
}

// ---- The page's parts ----------------------------------------------------------------------
function buildPage(element, c) {
  const { t, facts, names, session, store, idPrefix, hooks } = c;
  // Focusable so that Escape reaches this game after a mouse or touch pick-up.
  const boardWrap = el('div', { class: 'hm-board', tabindex: '-1' });
  const controls = createControls({
    t,
    actions: {
      roll: () => play(c, { type: 'roll' }),
      endFavours: () => play(c, { type: 'endFavours' }),
      endTurn: () => play(c, { type: 'endTurn' }),
      fewer: () => c.board.count(-1),
      more: () => c.board.count(1),
      cancel: () => cancel(c),
      scores: () => { store.overDismissed = false; render(c); },
      hint: () => session.askHint(),
      undo: () => session.takeBack(),
      recall: (index) => {
        if (store.recall === index) return;
        store.recall = index;
        drawBoard(c);
      },
    },
  });
  const grid = createGrid({
    t, idPrefix, facts,
    handlers: {
      onFocusCell: (cell) => {
        store.focusCell = cell;
        c.board.aim(cell ? cell.column : null, cell ? cell.row : null);
        drawBoard(c);
      },
      onActivate: (cell) => c.board.select(cell.column, cell.row, null),
      onCount: (n) => c.board.count(n),
      onCancel: () => cancel(c),
    },
  });
  const announcer = createAnnouncer();
  const handoffScreen = createHandoff({ t, onAccept: () => session.acceptHandoff() });
  const newGame = () => (c.onNewGame ? c.onNewGame() : hooks.restart());
  const gameOver = createGameOverSlot({
    t, idPrefix, names,
    onNewGame: newGame,
    onClose: () => { store.overDismissed = true; render(c); },
  });
  // The menu's speed is the player's setting (game/prefs.js), followed here when it changes elsewhere.
  const menu = createMenu({
    t, idPrefix, speeds: MOTION_SPEEDS, speed: readPrefs().motion,
    onSpeed: (motion) => writePrefs({ motion }),
    reduced: !!globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
    // Without a host to ask (the page's dialog does), a game in progress is not ended at one press.
    confirmNew: () => !c.onNewGame && !session.isOver(),
    onNewGame: newGame,
    rules: () => rulesLink(c),
    // Online the server keeps the record (it comes with the game's end), and the table's words
    // are the invitation's language.
    onRecord: c.remote ? null : () => showRecord(c),
    languages: c.remote ? null : LANGUAGES, lang: t.lang, onLanguage: c.remote ? null : hooks.language,
    start: c.remote ? c.remote.startUrl : null,
  });
  // A speed chosen here or in another board's menu holds at once: "off" also ends a running move.
  const followPrefs = (e) => {
    menu.setSpeed(e.detail.motion);
    if (motionSpeed(e.detail) === 'off') c.board.finishMotion();
  };
  globalThis.addEventListener?.('hm-prefs', followPrefs);
  // The scores sit in the side panel beside the finished board, above the controls.
  // A guided game's pause on a rule: its line, its link, and the way on.
  const guideBox = c.guide ? createGuideBox({ guide: c.guide, session, rulesLabel: t('controls.rules') }) : null;
  // A lesson's panel stands where the menu does (the lesson is a table of its own).
  // An online table's lines (who one is, the connection, the clock, refusals, taking back) under the menu.
  const root = el('div', { class: `hm-root${c.lesson ? ' hm-lesson-root' : ''}${c.remote ? ' hm-online' : ''}` }, [
    el('div', { class: 'hm-game' }, [boardWrap, el('aside', { class: 'hm-side' }, [c.lesson ? c.lesson.panel : menu.element, c.remote ? c.remote.lines : null, guideBox ? guideBox.element : null, gameOver.element, controls.element])]),
    grid.element, announcer.element, handoffScreen.element,
  ]);
  element.append(root);
  const board = createBoard(boardWrap, { facts, strings: boardStrings(t), animated: true }, {
    pick(selection) {
      store.selection = selection;
      // Lifting cards again ends the last refusal's words and marks.
      if (selection) store.why = null;
      closePopover(c);
      announcer.say(selection ? t('log.picked', { count: selection.count, row: selection.row }) : t('log.putBack'));
      render(c);
    },
    move: ({ from, count, to }) => play(c, { type: 'move', from, count, to }),
    refused: ({ from, count, to }) => explainRefusal(c, { type: 'move', from, count, to }),
    // In a favours step, a square of the favour's row that may not be cut: why not (a card
    // taken from it would be the favour's first).
    refusedTake: ({ column }) => {
      explainRefusal(c, { type: 'take', column, count: 1 });
      render(c);
    },
    // Cards lifted and aimed (pointed at, or focused on the grid) at a square they may not go to:
    // why not, before any click; taken away when they are aimed elsewhere.
    aim: (aimed) => {
      if (aimed) explainRefusal(c, { type: 'move', ...aimed }, true);
      else if (store.why && store.why.aimed) store.why = null;
      render(c);
    },
    take: (take) => openTake(c, take),
    lose: ({ row }) => play(c, { type: 'lose', row }),
    focus() {
      const active = element.getRootNode().activeElement;
      if (!boardWrap.contains(active) && !grid.element.contains(active)) boardWrap.focus({ preventScroll: true });
      closePopover(c);
    },
  });
  // The class figures come after the board's first paint: the hand's cards are drawn anew with them.
  boardWrap.addEventListener('hm-figures', () => store.setupPanel?.redraw());
  // Beside a lifted stack, a button for each count (ui/lift-counts.js, fetched with the first
  // stack of two or more lifted).
  const liftCounts = later(() => import('../ui/lift-counts.js'), ({ createLiftCounts }) => {
    const strip = createLiftCounts({ t, onCount: (n) => board.count({ set: n }) });
    boardWrap.append(strip.element);
    return strip;
  });
  // After a mouse or touch pick-up the keyboard still counts: + and − (the grid handles its own).
  root.addEventListener('keydown', (e) => {
    if (e.defaultPrevented) return;
    if (e.key === 'Escape') cancel(c);
    else if (COUNT_KEYS[e.key] && board.selection && !/^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName)) {
      e.preventDefault();
      board.count(COUNT_KEYS[e.key]);
    }
  });
  return { boardWrap, controls, grid, announcer, handoffScreen, gameOver, menu, followPrefs, root, board, liftCounts, guideBox };
}

const COUNT_KEYS = { '+': 1, '=': 1, '-': -1, '−': -1 };

// ---- What the session tells ----------------------------------------------------------------
// Marks let tests and the measurement script follow the computer's turns (no effect otherwise).
function onSession(c, event, detail) {
  const { t, seats, session, store, announcer } = c;
  switch (event) {
    case 'played':
      store.why = null;
      if (detail.by === 'computer') {
        performance.mark('heuchel:bot-played', { detail: { player: detail.player, kind: seats[detail.player], token: session.game.actionCount() - 1 } });
      }
      afterAction(c);
      break;
    case 'refused':
      store.selection = null;
      closePopover(c);
      render(c);
      break;
    case 'judged':
      // A lesson's verdict on the learner's action: an allowed one that reaches nothing is said
      // with what it would have done (played on a copy, in the log's words).
      store.selection = null;
      c.lesson.judged(detail.verdict, detail.verdict.kind === 'other' ? outcomeOf(c, detail.action) : '');
      render(c);
      break;
    case 'paused':
    case 'resumed':
      // A guided game's pause on a rule, and the table going on after it.
      render(c);
      break;
    case 'thinking':
      render(c);
      performance.mark('heuchel:bot-asked', { detail: { player: detail.player, kind: seats[detail.player], token: detail.token } });
      break;
    case 'taken-back':
      store.announced = session.game.actionCount();
      announcer.say(t('controls.undone'));
      afterAction(c);
      break;
    case 'handed':
      store.announced = session.game.actionCount();
      store.lastPrompt = '';
      sync(c);
      announceNew(c);
      render(c);
      c.controls.element.querySelector('.hm-prompt').focus();
      break;
    case 'hinted': {
      const { answer } = detail.hint;
      if (answer.groups && store.setupPanel) store.setupPanel.suggest(answer.groups);
      announcer.say(answer.text);
      render(c);
      break;
    }
    case 'hint-again': {
      // Asked again in setup: the arrangement is set out again (the player may have changed it).
      const { answer } = detail.hint;
      if (!detail.hint.pending && answer && answer.groups && store.setupPanel) {
        store.setupPanel.suggest(answer.groups);
        announcer.say(answer.text);
      }
      break;
    }
    case 'hint-asked': case 'hint-failed': case 'error': case 'updated':
      render(c);
      break;
    case 'sent':
      // Online: the server answers with the new position (or its refusal, in the table's lines);
      // a word that could not be sent puts the cards back at once.
      if (!detail.sent) {
        store.selection = null;
        closePopover(c);
        c.board.cancel();
        render(c);
      }
      break;
    default:
      // 'started', 'resumed', 'destroyed': nothing to draw anew.
      break;
  }
}

// After every action (and a take-back): the screen follows, the new entries are announced, the
// host hears of it.
function afterAction(c) {
  const { session, store, emit } = c;
  store.selection = null;
  closePopover(c);
  const wasOver = store.legal && store.legal.step === 'over';
  sync(c);
  announceNew(c);
  render(c);
  const g = session.game;
  emit('move', { actions: g.actionCount() });
  if (!wasOver && store.legal.step === 'over') emit('gameover', { scores: g.scores(), winners: g.winners() });
}

// The entries the person at the screen has not heard yet, favours taken from him said plainly,
// and the prompt when it changed.
function announceNew(c) {
  const { t, names, session, store, announcer } = c;
  if (session.state.handoff !== null) return;
  const g = session.game;
  const entries = g.log(session.viewer(), store.announced);
  store.announced = g.actionCount();
  const messages = entries.map((e) => formatEntry(t, e, names));
  for (const entry of entries) messages.push(...takenFrom(c, entry).map((ev) => takenText(c, ev)));
  const prompt = currentPrompt(c);
  if (session.personActing() && prompt !== store.lastPrompt) messages.push(prompt);
  store.lastPrompt = prompt;
  announcer.say(messages);
}

// ---- The person's actions --------------------------------------------------------------------
function play(c, action, confirmed = false) {
  if (!c.session.personActing() || c.store.confirming) return;
  // In a lesson its referee judges the move first, and says what it would cost.
  if (action.type === 'move' && !confirmed && !c.lesson) {
    const lost = ownCardsLostBy(c, action);
    if (lost) return confirmLoss(c, action, lost);
  }
  c.session.play(action);
}

// What an allowed action would do, in the log's words: played on a copy of the game.
function outcomeOf({ t, names, session }, action) {
  const g = session.game;
  const copy = g.at(g.actionCount());
  try {
    const player = g.toAct();
    copy.play(action);
    const [entry] = copy.log(player, g.actionCount());
    // What it would change on the board (the end of a turn goes without saying).
    return entry ? formatEntry(t, { ...entry, events: entry.events.filter((e) => e.event !== 'turnEnded') }, names) : '';
  } catch {
    return '';
  } finally {
    copy.free?.();
  }
}

// The mover's own cards a move would throw away for arrogance (a split leaving a card above its
// goal): the engine plays it on a copy and its log says so. null when nothing is lost.
function ownCardsLostBy({ session, store, remote }, action) {
  const g = session.game;
  // Online the page holds no game: the engine answers from the mover's view alone.
  if (remote) return g.ownLoss(action);
  const player = store.legal.player;
  const copy = g.at(g.actionCount());
  try {
    copy.play(action);
    const [entry] = copy.log(player, g.actionCount());
    const lost = entry && entry.events.find((e) => e.event === 'arrogance' && e.column === player);
    return lost ? lost.cards : null;
  } catch {
    return null; // an illegal move: play() says why
  } finally {
    copy.free?.();
  }
}

// Such a move is made only once the player says so, and only if the game is where it was when he
// was asked; otherwise the cards go back.
function confirmLoss(c, action, lost) {
  const { t, session, store } = c;
  const position = session.position();
  const returnFocus = c.element.getRootNode().activeElement;
  store.confirming = true;
  askLoss(c.root, { t, id: c.idPrefix, lost, row: action.from }).then((yes) => {
    store.confirming = false;
    if (store.destroyed) return;
    if (yes && session.isCurrent(position)) play(c, action, true);
    else cancel(c);
    if (returnFocus && returnFocus.isConnected) returnFocus.focus({ preventScroll: true });
  });
}

function cancel(c) {
  const had = c.board.cancel() || !!c.store.popover;
  closePopover(c);
  if (had) c.announcer.say(c.t('log.putBack'));
  render(c);
}

// The blind "how many?" question of a favour.
function openTake(c, take) {
  const { t, idPrefix, store, grid } = c;
  closePopover(c);
  const returnFocus = c.element.getRootNode().activeElement;
  store.popover = openTakePopover(c.boardWrap, {
    t, idPrefix, column: take.column, maxCount: take.maxCount, anchor: take.anchor,
    onChoose: (n) => {
      play(c, { type: 'take', column: take.column, count: n });
      if (grid.element.contains(returnFocus)) returnFocus.focus();
    },
    onCancel: () => {
      closePopover(c);
      if (returnFocus && returnFocus.isConnected) returnFocus.focus();
    },
  });
}

function closePopover({ store }) {
  if (store.popover) store.popover.close();
  store.popover = null;
}

// ---- Shown anew in another language, and ended -------------------------------------------------
// What the screen shows beyond the game, to show it anew as it is.
function carryOf(c) {
  const { session, store, board, menu } = c;
  const active = c.element.getRootNode().activeElement;
  return {
    ...session.carry(),
    overDismissed: store.overDismissed,
    recall: store.recall,
    selection: board.selection,
    setupGroups: store.setupPanel ? store.setupPanel.groups : null,
    setupHinted: store.setupPanel ? store.setupPanel.hinted : null,
    menuFocused: !!active && menu.element.contains(active),
  };
}

// The cards that were lifted are lifted again once the board is drawn, the setup panel's order
// comes back, and the menu's focus.
function afterResume(c, carried) {
  const { store, board } = c;
  const lifted = carried.selection;
  if (lifted && uiLegal(c)) {
    board.select(lifted.column, lifted.row, lifted.count < lifted.maxCount ? lifted.count : null);
    store.selection = board.selection;
    render(c);
  }
  if (carried.setupGroups && store.setupPanel) store.setupPanel.restore(carried.setupGroups, carried.setupHinted);
  if (carried.menuFocused) c.menu.focusLanguage();
}

// The page's parts go; the session (and with it the game, if it is the session's) is ended by
// the caller.
function teardown(c) {
  c.store.destroyed = true;
  closePopover(c);
  c.menu.destroy();
  globalThis.removeEventListener?.('hm-prefs', c.followPrefs);
  c.board.destroy();
  c.root.remove();
}

/**
 * The game's record in a dialog, from the menu: to keep (and go on with later) or to share, while
 * the game goes on too, under the warning that it shows every card still hidden (none is once it
 * is over). Its module comes when first asked for.
 */
function showRecord(c) {
  const { t, seats, names, session, root } = c;
  const record = session.game.save();
  import('../../platform/ui/record-dialog.js').then(({ showRecordDialog }) => showRecordDialog({
    host: root, t, record, replayUrl: replayLink(record, { seats, names }), fileName: 'heuchel-meuchel-game.txt',
    warning: session.isOver() ? t('over.recordExplain') : t('record.hidden'),
  }));
}
