// One playable game of Heuchel & Meuchel: the controller, a view of the session core
// (www/platform/session/core.js). The core holds the table (the seats, whose screen it is, the
// computer seats' turns, the Hint, taking back, the snapshot) and tells what changed; this file
// keeps what only the screen needs (the view, the log's lines, the lifted cards, the setup panel)
// and draws from both the board (www/heuchel/board), the ARIA grid, the controls and the dialogs.
// Everything it knows about the game comes from the engine (legal, view, log, scores, facts;
// adapter.js is how the core asks it); it keeps no global state, so several games can share a
// page (they share one engine and one computer-player worker).

import { createBoard } from '../board/board.js';
import { MOTION_MS } from '../board/motion.js';
import { lastMove, lastTake, suggestionSquares } from '../board/interaction.js';
import { en } from '../i18n/en.js';
import { boardStrings, createT } from '../../platform/ui/i18n.js';
import { el, uniquePrefix } from '../../platform/ui/dom.js';
import { tinctureOf } from '../../platform/render/seats.js';
import { cardList, cardName, formatEntry, NAME_MAX, seatName } from '../ui/format.js';
import { describeSuggestion, promptFor } from '../ui/prompt.js';
import { wordError } from '../ui/errors.js';
import { askConfirm } from '../../platform/ui/confirm.js';
import { createGrid } from '../ui/board-grid.js';
import { createControls, createAnnouncer } from '../ui/controls.js';
import { openTakePopover } from '../ui/popover.js';
import { createSetupPanel } from '../ui/setup-panel.js';
import { describeArrangement, groupsOfPlacing } from '../ui/setup-order.js';
import { createHandoff } from '../../platform/ui/handoff.js';
import { createGameOver } from '../ui/game-over.js';
import { createMenu } from '../ui/menu.js';
import { MOTION_SPEEDS, motionSpeed, readPrefs, writePrefs } from '../../platform/game/prefs.js';
import { createSession } from '../../platform/session/core.js';
import { heuchelAdapter, knownIn, LEVELS } from './adapter.js';
import { LANGUAGES, loadTable, rulesPage } from '../i18n/languages.js';

// A finished game's replay: the board alone, every card shown, stepping through the record.
const REPLAY_PAGE = new URL('../../../embed.html', import.meta.url);

/** The link that opens a record's replay (embed.html in replay mode). */
export function replayLink(record) {
  const url = new URL(REPLAY_PAGE);
  url.search = new URLSearchParams({ mode: 'replay', controls: 'step play', record }).toString();
  return url.href;
}
// The section of the players' rules page (i18n/languages.js rulesPage) for each step of a turn.
const RULES_SECTION = {
  setup: 'setup', move: 'moving', extra: 'moving', favours: 'favours',
  roll: 'dice', rolled: 'dice', extraRoll: 'dice', over: 'end',
};
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
 * when the player chose another language in the menu, for hosts) }.
 * Returns { game, snapshot(), setLanguage(lang), botMode, destroy() }; botMode: where the
 * computer players think, 'worker', 'main' (no worker) or 'idle' (not yet asked).
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
    get botMode() { return current.botMode; },
    destroy() {
      destroyed = true;
      current.destroy();
    },
  };
}

// carry: what a game shown anew in another language keeps of the screen (mountOnce().carry()).
function mountOnce(element, options, hooks, carry = null) {
  const { variant = 'base', seed, strings = en, botDelay = 400, setupDelay = 150, iterations, onNewGame } = options;
  const engine = options.engine || { Game: options.Game, boardFacts: options.boardFacts };
  const { Game } = engine;
  const facts = engine.boardFacts();
  const emit = options.onEvent || (() => {});
  const t = createT(strings, facts, options.lang || 'en');
  const asked = (options.seats || []).map((k) => String(k).trim().toLowerCase());
  const unknown = asked.find((k) => k && !SEAT_KINDS.includes(k));
  if (unknown) throw new Error(`unknown seat ${JSON.stringify(unknown)}: use human, easy, medium or hard`);
  // A list of seats alone sets the table size.
  const fits = (n) => n >= facts.minPlayers && n <= facts.maxPlayers;
  const count = options.players ?? (fits(asked.length) ? asked.length : 4);
  const first = options.game || (seed === undefined || seed === null || seed === ''
    ? new Game(count, variant)
    : new Game(count, variant, seed));
  const players = first.players;
  const seats = Array.from({ length: players }, (_, i) => asked[i] || (i === 0 ? 'human' : 'medium'));
  // A person's own name for his seat (computer seats keep theirs), trimmed and kept short.
  const names = seats.map((kind, i) => (kind === 'human' ? String((options.names || [])[i] ?? '').trim().slice(0, NAME_MAX) : ''));
  // An error as the controls show it, in the page's words (seats by their players' names).
  const refusal = (e) => t('controls.error', { message: wordError(t, e, { names }) });
  const botSeedBase = /^\d+$/.test(String(seed ?? '')) ? Number(String(seed).slice(-9)) : Math.floor(Math.random() * 2 ** 31);
  const idPrefix = uniquePrefix();

  // --- The session: the table, whose screen it is, the computer seats, the Hint, taking back ---
  const session = createSession({
    adapter: heuchelAdapter(engine, {
      iterations,
      // The Hint in the page's words: a move, or in setup the hand's arrangement (the groups of
      // the setup panel, setup-order.js).
      readHint(game, player, raw) {
        if (Array.isArray(raw)) {
          const groups = groupsOfPlacing(t, game.view(player).hand, raw);
          return { groups, text: describeArrangement(t, groups) };
        }
        const action = Game.parseAction(raw);
        return { action, text: describeSuggestion(t, action) };
      },
    }),
    // A game made here (or later by a take-back) is the session's to free; one handed over by the
    // same controller when the game was shown anew too (options.adopt); never the host's own.
    game: first, owned: !options.game || options.adopt === true,
    seats, names, undo: options.undo, seed: botSeedBase,
    // Computer seats act one action at a time, with a pause so a person can follow (shorter in
    // the setup): the decision is asked for at once and played when both it and the pause are
    // done, and once the board has shown the last action.
    delay: (game) => (game.legal().step === 'setup' ? setupDelay : botDelay),
    thinkAhead: true,
    settle: () => board.settled(),
    refusal,
    // Taken on first use: a game of humans only needs no worker until someone asks for a hint.
    worker: options.worker === false ? false : { workerUrl: options.workerUrl },
    // The fields this game has always saved, in their order (platform/game/saves.js, Snapshot).
    snapshot: (base) => ({
      save: base.save, seats: base.seats, names: base.names, seed: seed ?? null, actions: base.actions, over: base.over, undo: base.undo,
      players, pacing: { botDelay, setupDelay, iterations: iterations ?? null },
    }),
    carry: carry ? { shown: carry.shown, hint: carry.hint } : null,
  });
  const game = () => session.game;
  const humans = session.state.humans;

  // --- What the screen shows beyond the session's state ----------------------------------------
  const store = {
    legal: null,        // Game.legal()
    view: null,         // what the screen shows (null behind the hand-off screen)
    log: [],            // the whole log as the viewer may read it (fetched as it grows: syncLog)
    lines: [],          // its lines for the panel, one per entry: {index, seat, text}
    logOf: null,        // whose log and which game it is: {viewer, game}
    named: 0,           // how many cards the viewer's view names (when it grows, old lines may too)
    motion: null,       // the animation of the newest actions, for the board's next view
    recall: null,       // the log entry whose move is shown on the board (hover or focus)
    taken: [],          // what others took from the person at the screen since his last action (takenSinceMine)
    selection: null,    // the board's lifted cards
    focusCell: null,    // the ARIA grid's focused cell
    popover: null,      // the blind "how many?" question
    confirming: false,  // a move that would discard the mover's own cards waits for his yes
    announced: 0,       // log entries already announced
    lastPrompt: '',
    overDismissed: carry ? carry.overDismissed : false,
    setupPanel: null,
    destroyed: false,
  };

  // --- DOM --------------------------------------------------------------------------------------
  // Focusable so that Escape reaches this game after a mouse or touch pick-up.
  const boardWrap = el('div', { class: 'hm-board', tabindex: '-1' });
  const controls = createControls({
    t,
    actions: {
      roll: () => play({ type: 'roll' }),
      endFavours: () => play({ type: 'endFavours' }),
      endTurn: () => play({ type: 'endTurn' }),
      fewer: () => board.count(-1),
      more: () => board.count(1),
      cancel: () => cancel(),
      scores: () => { store.overDismissed = false; render(); },
      hint: () => session.askHint(),
      undo: () => session.takeBack(),
      recall: (index) => {
        if (store.recall === index) return;
        store.recall = index;
        drawBoard();
      },
    },
  });
  const grid = createGrid({
    t, idPrefix, facts,
    handlers: {
      onFocusCell: (cell) => { store.focusCell = cell; drawBoard(); },
      onActivate: (cell) => board.select(cell.column, cell.row, null),
      onCount: (c) => board.count(c),
      onCancel: () => cancel(),
    },
  });
  const announcer = createAnnouncer();
  const handoffScreen = createHandoff({ t, onAccept: () => session.acceptHandoff() });
  const newGame = () => (onNewGame ? onNewGame() : hooks.restart());
  const gameOver = createGameOver({
    t, idPrefix, names,
    onNewGame: newGame,
    onClose: () => { store.overDismissed = true; render(); },
  });
  // The menu's speed is the player's setting (game/prefs.js), followed here when it changes elsewhere.
  const menu = createMenu({
    t, idPrefix, speeds: MOTION_SPEEDS, speed: readPrefs().motion,
    onSpeed: (motion) => writePrefs({ motion }),
    reduced: !!globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
    // Without a host to ask (the page's dialog does), a game in progress is not ended at one press.
    confirmNew: () => !onNewGame && !session.isOver(),
    onNewGame: newGame,
    rules: () => rulesLink(),
    languages: LANGUAGES, lang: t.lang, onLanguage: hooks.language,
  });
  // A speed chosen here or in another board's menu holds at once: "off" also ends a running move.
  const followPrefs = (e) => {
    menu.setSpeed(e.detail.motion);
    if (motionSpeed(e.detail) === 'off') board.finishMotion();
  };
  globalThis.addEventListener?.('hm-prefs', followPrefs);
  // The scores sit in the side panel beside the finished board, above the controls.
  const root = el('div', { class: 'hm-root' }, [
    el('div', { class: 'hm-game' }, [boardWrap, el('aside', { class: 'hm-side' }, [menu.element, gameOver.element, controls.element])]),
    grid.element, announcer.element, handoffScreen.element,
  ]);
  element.append(root);

  const board = createBoard(boardWrap, {
    facts,
    strings: boardStrings(t),
    animated: true,
  }, {
    pick(selection) {
      store.selection = selection;
      store.popover = closePopover();
      announcer.say(selection ? t('log.picked', { count: selection.count, row: selection.row }) : t('log.putBack'));
      render();
    },
    move: ({ from, count, to }) => play({ type: 'move', from, count, to }),
    take: (take) => openTake(take),
    lose: ({ row }) => play({ type: 'lose', row }),
    focus() {
      const active = element.getRootNode().activeElement;
      if (!boardWrap.contains(active) && !grid.element.contains(active)) boardWrap.focus({ preventScroll: true });
      closePopover();
    },
  });

  // --- Engine state -----------------------------------------------------------------------------
  const viewer = () => session.viewer();

  // What the screen is drawn from, read again after every change: the engine's legal actions, the
  // view of the person at the screen (none behind the hand-off screen), the log as he may read it.
  function sync() {
    const g = game();
    store.legal = g.legal();
    store.view = session.state.handoff === null ? g.view(viewer()) : null;
    const fresh = syncLog();
    store.motion = fresh && fresh.length ? { entries: fresh, perAction: MOTION_MS[motionSpeed()] } : null;
    store.taken = store.view ? takenSinceMine() : [];
  }

  // The log follows the game: only the entries played since the last look are fetched (the
  // board animates them). An entry may mask a card the viewer has learnt since (he took it
  // blind, it came to the top); when his view names more cards, the entries from the first that
  // masks one are read again. Returns the new entries, or null when the log was read anew (a
  // hand-off, a take-back): then nothing is animated.
  function syncLog() {
    if (session.state.handoff !== null) {
      store.log = [];
      store.lines = [];
      store.logOf = null;
      return null;
    }
    const g = game();
    const v = viewer();
    const named = knownIn(store.view).size;
    const same = store.logOf && store.logOf.viewer === v && store.logOf.game === g && g.actionCount() >= store.log.length;
    if (!same) {
      store.logOf = { viewer: v, game: g };
      store.named = named;
      store.log = g.log(v, 0);
      store.lines = store.log.map(logLine);
      store.recall = null;
      return null;
    }
    const known = store.log.length;
    const first = named > store.named ? store.log.findIndex(masks) : -1;
    const from = first >= 0 ? first : known;
    const read = g.log(v, from);
    store.named = named;
    store.log.splice(from, Infinity, ...read);
    store.lines.splice(from, Infinity, ...read.map(logLine));
    return store.log.slice(known);
  }

  const masks = (entry) => entry.events.some((ev) => [ev.card, ev.mover, ev.top, ...(ev.cards || [])]
    .some((card) => card !== undefined && typeof card !== 'string'));

  // A log line: its words name the acting seat (the line also shows his colour, never alone).
  function logLine(entry) {
    const text = formatEntry(t, entry, names);
    const seat = seatName(t, entry.actor, names);
    return { index: entry.index, seat: entry.actor, text: text && !text.includes(seat) ? t('logLine.by', { seat, text }) : text };
  }

  const humanActing = () => session.personActing();
  const uiLegal = () => (humanActing() ? store.legal : null);

  function play(action, confirmed = false) {
    if (!humanActing() || store.confirming) return;
    if (action.type === 'move' && !confirmed) {
      const lost = ownCardsLostBy(action);
      if (lost) return confirmLoss(action, lost);
    }
    session.play(action);
  }

  // The mover's own cards a move would throw away for arrogance (a split leaving a card above its
  // goal): the engine plays it on a copy and its log says so. null when nothing is lost.
  function ownCardsLostBy(action) {
    const g = game();
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

  // Such a move is made only once the player says so, and only if the game is where it was when
  // he was asked; otherwise the cards go back.
  function confirmLoss(action, lost) {
    const position = session.position();
    const returnFocus = element.getRootNode().activeElement;
    store.confirming = true;
    askConfirm(root, {
      id: idPrefix, action: 'arrogance',
      text: t('confirm.arrogance', { count: lost.length, cards: cardList(t, lost), row: action.from }),
      yes: t('confirm.arroganceYes'), no: t('confirm.arroganceNo'),
    }).then((yes) => {
      store.confirming = false;
      if (store.destroyed) return;
      if (yes && session.isCurrent(position)) play(action, true);
      else cancel();
      if (returnFocus && returnFocus.isConnected) returnFocus.focus({ preventScroll: true });
    });
  }

  // After every action (and a take-back): the screen follows, the new entries are announced, the
  // host hears of it.
  function afterAction() {
    store.selection = null;
    closePopover();
    const wasOver = store.legal && store.legal.step === 'over';
    sync();
    announceNew();
    render();
    const g = game();
    emit('move', { actions: g.actionCount() });
    if (!wasOver && store.legal.step === 'over') emit('gameover', { scores: g.scores(), winners: g.winners() });
  }

  function announceNew() {
    if (session.state.handoff !== null) return;
    const g = game();
    const entries = g.log(viewer(), store.announced);
    store.announced = g.actionCount();
    const messages = entries.map((e) => formatEntry(t, e, names));
    // Cards of the person at the screen taken by another player: said plainly, to him.
    for (const entry of entries) messages.push(...takenFrom(entry).map(takenText));
    const prompt = currentPrompt();
    if (humanActing() && prompt !== store.lastPrompt) messages.push(prompt);
    store.lastPrompt = prompt;
    announcer.say(messages);
  }

  // --- What the session tells -------------------------------------------------------------------
  // Marks let tests and the measurement script follow the computer's turns (no effect otherwise).
  session.subscribe((event, detail) => {
    switch (event) {
      case 'played':
        if (detail.by === 'computer') {
          performance.mark('heuchel:bot-played', { detail: { player: detail.player, kind: seats[detail.player], token: game().actionCount() - 1 } });
        }
        afterAction();
        break;
      case 'refused':
        store.selection = null;
        closePopover();
        render();
        break;
      case 'thinking':
        render();
        performance.mark('heuchel:bot-asked', { detail: { player: detail.player, kind: seats[detail.player], token: detail.token } });
        break;
      case 'taken-back':
        store.announced = game().actionCount();
        announcer.say(t('controls.undone'));
        afterAction();
        break;
      case 'handed':
        store.announced = game().actionCount();
        store.lastPrompt = '';
        sync();
        announceNew();
        render();
        controls.element.querySelector('.hm-prompt').focus();
        break;
      case 'hinted': {
        const { answer } = detail.hint;
        if (answer.groups && store.setupPanel) store.setupPanel.suggest(answer.groups);
        announcer.say(answer.text);
        render();
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
      case 'hint-asked': case 'hint-failed': case 'error':
        render();
        break;
      default:
        // 'started', 'resumed', 'destroyed': nothing to draw anew.
        break;
    }
  });

  function cancel() {
    const had = board.cancel() || !!store.popover;
    closePopover();
    if (had) announcer.say(t('log.putBack'));
    render();
  }

  function openTake(take) {
    closePopover();
    const returnFocus = element.getRootNode().activeElement;
    store.popover = openTakePopover(boardWrap, {
      t, idPrefix, column: take.column, maxCount: take.maxCount, anchor: take.anchor,
      onChoose: (n) => {
        play({ type: 'take', column: take.column, count: n });
        if (grid.element.contains(returnFocus)) returnFocus.focus();
      },
      onCancel: () => {
        closePopover();
        if (returnFocus && returnFocus.isConnected) returnFocus.focus();
      },
    });
  }

  function closePopover() {
    if (store.popover) store.popover.close();
    store.popover = null;
    return null;
  }

  // --- Drawing from the store -------------------------------------------------------------------
  // The hint on screen ({ action, text } or in setup { groups, text }): only for the person it
  // was asked for, and only until anything is played.
  function shownSuggestion() {
    const hint = session.shownHint();
    return hint ? /** @type {any} */ (hint.answer) : null;
  }

  // The rules page at the section for the step now asked of the players.
  const rulesLink = () => `${rulesPage(t.lang)}#${RULES_SECTION[store.legal && store.legal.step] || 'aim'}`;

  function currentPrompt() {
    return promptFor(t, { legal: store.legal, seats, handoff: session.state.handoff, selection: store.selection, names });
  }

  // --- Taken cards and the log on the board ----------------------------------------------------
  // The favours another player took from the person at the screen in an entry.
  const takenFrom = (entry) => {
    const person = session.person();
    return person === null ? [] : entry.events.filter((ev) => ev.event === 'took' && ev.column === person && ev.player !== person);
  };
  const takenText = (ev) => t('notice.taken', { seat: seatName(t, ev.player, names), count: ev.cards.length, row: ev.row });

  // Everything taken from him since his own last action: it stays marked until he acts again.
  // Each with the square of the taker's stack now: where it went when it moved on whole (its
  // old square is empty and a move of his left from it).
  function takenSinceMine() {
    const person = session.person();
    if (person === null) return [];
    let i = store.log.length;
    while (i > 0 && store.log[i - 1].actor !== person) i--;
    const out = [];
    for (let k = i; k < store.log.length; k++) {
      for (const ev of takenFrom(store.log[k])) {
        let row = ev.row;
        for (let j = k; j < store.log.length; j++) {
          const moved = store.log[j].events.find((m) => m.event === 'moved' && m.player === ev.player && m.from === row);
          if (moved && !store.view.columns[ev.player].some((p) => p.row === row)) row = moved.to;
        }
        out.push({ ...ev, takerRow: row });
      }
    }
    return out;
  }

  // The squares of a logged action, shown while its line is hovered or focused: a move's two
  // squares and its path, a favour's victim and taker, where cards fell to the discards.
  function recallMarks(entry) {
    const marks = [];
    const arrows = [];
    for (const ev of entry.events) {
      if (ev.event === 'moved') {
        marks.push({ column: ev.player, row: ev.from, kind: 'recall' }, { column: ev.player, row: ev.to, kind: 'recall' });
        arrows.push({ from: { column: ev.player, row: ev.from }, to: { column: ev.player, row: ev.to } });
      } else if (ev.event === 'took') {
        marks.push({ column: ev.column, row: ev.row, kind: 'recall' }, { column: ev.player, row: ev.row, kind: 'recall' });
        arrows.push({ from: { column: ev.column, row: ev.row }, to: { column: ev.player, row: ev.row } });
      } else if (ev.event === 'arrogance' || ev.event === 'flipped') {
        marks.push({ column: ev.column, row: ev.row, kind: 'recall' });
      } else if (ev.event === 'lost') {
        marks.push({ column: ev.player, row: ev.row, kind: 'recall' });
      }
    }
    return { marks, arrows };
  }

  function boardMarks() {
    const marks = [];
    const last = lastMove(store.log);
    if (last) marks.push({ column: last.column, row: last.from, kind: 'lastMove' }, { column: last.column, row: last.to, kind: 'lastMove' });
    const taken = lastTake(store.log);
    if (taken) marks.push({ column: taken.column, row: taken.row, kind: 'lastMove' });
    for (const ev of store.taken) {
      marks.push({ column: ev.column, row: ev.row, kind: 'taken' }, { column: ev.player, row: ev.takerRow, kind: 'taker' });
    }
    const hinted = shownSuggestion();
    if (hinted && hinted.action) marks.push(...suggestionSquares(store.legal, hinted.action));
    if (store.focusCell) marks.push({ ...store.focusCell, kind: 'focus' });
    return marks;
  }

  function drawBoard() {
    if (store.destroyed) return;
    const recalled = store.view && store.recall !== null && store.log[store.recall] ? recallMarks(store.log[store.recall]) : null;
    board.set({
      view: store.view,
      legal: uiLegal(),
      highlights: store.view ? [...boardMarks(), ...(recalled ? recalled.marks : [])] : [],
      arrows: recalled ? recalled.arrows : [],
      die: store.legal && store.legal.die ? store.legal.die : null,
      ...(store.motion ? { motion: store.motion } : {}),
    });
    store.motion = null;
  }

  function render() {
    if (store.destroyed) return;
    const { legal } = store;
    const s = session.state;
    const g = game();
    drawBoard();
    const l = uiLegal();
    const hinted = shownSuggestion();
    const selection = board.selection;
    store.selection = selection;
    grid.update(store.view, l, selection, hinted && hinted.action);
    const step = l ? l.step : null;
    const over = legal.step === 'over';
    controls.update({
      seats: seats.map((kind, i) => ({
        name: seatName(t, i, names), kind: t(`seat.kind.${kind}`), tincture: t(`seat.tincture.${tinctureOf(i).id}`),
        discards: store.view ? store.view.discards[i].map((card) => cardName(t, card)) : [],
        toAct: !over && legal.player === i, onScreen: s.handoff === null && s.shown === i && humans.length > 1,
      })),
      prompt: currentPrompt(),
      notices: store.taken.map(takenText),
      hint: step === 'extra' ? t('controls.moveAgain') : step === 'extraRoll' ? t('controls.rollAgain') : '',
      die: s.handoff === null && legal.die ? legal.die : null,
      thinking: (!!s.turn && legal.step !== 'setup') || session.askingHint(),
      suggestion: hinted ? hinted.text : '',
      suggested: hinted && hinted.action ? hinted.action.type : null,
      busy: { hint: !!(s.hint && s.hint.pending) },
      show: {
        roll: !!(l && l.canRoll),
        endFavours: !!(l && l.canEndFavours),
        endTurn: !!(l && l.canEndTurn),
        fewer: !!selection && selection.count > 1,
        more: !!selection && selection.count < selection.maxCount,
        cancel: !!selection,
        scores: over && store.overDismissed,
        hint: !!l,
        // Where taking back would show something hidden again, it is not offered.
        undo: !!(s.undo && !s.undo.refused),
      },
      log: store.lines,
      error: s.error,
      rules: rulesLink(),
    });
    renderSetup(step === 'setup' ? l : null);
    if (s.handoff !== null) {
      announcer.clear();
      handoffScreen.show(seatName(t, s.handoff, names));
    } else {
      handoffScreen.hide();
    }
    if (over) {
      // Over, everything is face up: the record hides nothing any more.
      const record = g.save();
      gameOver.setRecord(record, replayLink(record));
    }
    if (over && !store.overDismissed && gameOver.element.hidden) {
      gameOver.show(g.scores(), g.winners(), { history: g.scoreHistory(), log: g.fullLog(0) });
    }
    else gameOver.hide();
    root.classList.toggle('hm-busy', !!s.turn);
    root.classList.toggle('hm-setup-active', !!store.setupPanel);
  }

  function renderSetup(l) {
    const hand = l && store.view ? store.view.hand : null;
    if (store.setupPanel && (!hand || !store.setupPanel.sameHand(hand))) {
      store.setupPanel.element.remove();
      store.setupPanel = null;
    }
    if (hand && hand.length && !store.setupPanel) {
      store.setupPanel = createSetupPanel({
        t, hand, seatLabel: seatName(t, l.player, names),
        drawCard: (ctx, rect, card) => board.renderer.drawCardTo(ctx, rect, card, { faceDown: false }),
        announce: (m) => announcer.say(m),
        onPlace: placeAll,
      });
      controls.setupSlot.append(store.setupPanel.element);
      // A panel made anew shows the hint already given for this position, if any.
      const hinted = shownSuggestion();
      if (hinted && hinted.groups) store.setupPanel.suggest(hinted.groups);
    }
  }

  // The pile's bottom card first, so the chosen top is placed last.
  function placeAll(cards) {
    if (!humanActing()) return;
    session.playAll(cards.map((card) => ({ type: 'place', card })));
  }

  // After a mouse or touch pick-up the keyboard still counts: + and − (the grid handles its own).
  const COUNT_KEYS = { '+': 1, '=': 1, '-': -1, '−': -1 };
  root.addEventListener('keydown', (e) => {
    if (e.defaultPrevented) return;
    if (e.key === 'Escape') cancel();
    else if (COUNT_KEYS[e.key] && board.selection && !/^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName)) {
      e.preventDefault();
      board.count(COUNT_KEYS[e.key]);
    }
  });

  sync();
  if (carry) {
    // Shown anew (another language): the log is not announced again (the Hint, carried by the
    // session, is worded again).
    store.announced = game().actionCount();
    store.recall = carry.recall;
  }
  announceNew();
  render();
  if (carry) afterResume(carry);
  session.start();

  // The cards that were lifted are lifted again once the board is drawn, the setup panel's order
  // comes back, and the menu's focus.
  function afterResume(c) {
    if (c.selection && uiLegal()) {
      board.select(c.selection.column, c.selection.row, c.selection.count < c.selection.maxCount ? c.selection.count : null);
      store.selection = board.selection;
      render();
    }
    if (c.setupGroups && store.setupPanel) store.setupPanel.restore(c.setupGroups, c.setupHinted);
    if (c.menuFocused) menu.focusLanguage();
  }

  // The page's parts go; the session (and with it the game, if it is the session's) is ended by
  // the caller.
  function teardown() {
    store.destroyed = true;
    closePopover();
    menu.destroy();
    globalThis.removeEventListener?.('hm-prefs', followPrefs);
    board.destroy();
    root.remove();
  }

  return {
    get game() { return game(); },
    /** What a saved game needs to come back as it is: the engine's save, the seats and their names, the seed. */
    snapshot: () => session.snapshot(),
    /** Where the computer players think: 'worker', 'main' (no worker) or 'idle' (not yet asked). */
    get botMode() { return session.botMode; },
    /** Shows a line of the table (by key) where errors are shown, until the next action. */
    notice(key) {
      if (store.destroyed) return;
      session.showError(t(key));
    },
    /** What the screen shows beyond the game (mountOnce's `carry`), to show it anew as it is. */
    carry() {
      const active = element.getRootNode().activeElement;
      return {
        ...session.carry(),
        overDismissed: store.overDismissed,
        recall: store.recall,
        selection: board.selection,
        setupGroups: store.setupPanel ? store.setupPanel.groups : null,
        setupHinted: store.setupPanel ? store.setupPanel.hinted : null,
        menuFocused: !!active && menu.element.contains(active),
      };
    },
    /** Ends this screen but not its game, which is handed over: { game, owned }. */
    detach() {
      const kept = session.detach();
      teardown();
      return kept;
    },
    destroy() {
      if (store.destroyed) return;
      teardown();
      session.destroy();
    },
  };
}
