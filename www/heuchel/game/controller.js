// One playable game: the controller. It holds one store (the engine's game, the seats, the
// computer players' turn, the hint, the hand-off, the selection) and draws from it the board
// (www/heuchel/board), the ARIA grid, the controls and the dialogs. Everything it knows about the game
// comes from the engine (legal, view, log, scores, facts); it keeps no global state, so several
// games can share a page (they share one engine and one computer-player worker).

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
import { sharedBots } from '../../platform/engine/bots.js';
import { takeBackAllowed, takeBackPoint } from '../../platform/game/take-back.js';
import { LANGUAGES, loadTable, rulesPage } from '../i18n/languages.js';

// The section of the players' rules page (i18n/languages.js rulesPage) for each step of a turn.
// A finished game's replay: the board alone, every card shown, stepping through the record.
const REPLAY_PAGE = new URL('../../../embed.html', import.meta.url);

/** The link that opens a record's replay (embed.html in replay mode). */
export function replayLink(record) {
  const url = new URL(REPLAY_PAGE);
  url.search = new URLSearchParams({ mode: 'replay', controls: 'step play', record }).toString();
  return url.href;
}
const RULES_SECTION = {
  setup: 'setup', move: 'moving', extra: 'moving', favours: 'favours',
  roll: 'dice', rolled: 'dice', extraRoll: 'dice', over: 'end',
};
// Computer levels decided by the engine's bots (src/bot), in a worker; the two simple kinds are
// instant and stay on the main thread.
export const LEVELS = ['easy', 'medium', 'hard', 'expert'];
export const SEAT_KINDS = ['human', ...LEVELS, 'random', 'greedy'];
// Hints use their own seeds, apart from the computer seats'.
const HINT_SEED = 1_000_003;

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
  let game = options.game || (seed === undefined || seed === null || seed === ''
    ? new Game(count, variant)
    : new Game(count, variant, seed));
  // Whether this game is ours to free: one made here (or by a take-back), or one handed over by
  // the same controller when the game was shown anew (options.adopt); never the host's own.
  const owns = (g) => g !== options.game || options.adopt === true;
  const players = game.players;
  const seats = Array.from({ length: players }, (_, i) => asked[i] || (i === 0 ? 'human' : 'medium'));
  const humans = seats.flatMap((kind, i) => (kind === 'human' ? [i] : []));
  // A person's own name for his seat (computer seats keep theirs), trimmed and kept short.
  const names = seats.map((kind, i) => (kind === 'human' ? String((options.names || [])[i] ?? '').trim().slice(0, NAME_MAX) : ''));
  // An error as the controls show it, in the page's words (seats by their players' names).
  const refusal = (e) => t('controls.error', { message: wordError(t, e, { names }) });
  // Taking back: against the computer always; with several people at one screen only when all
  // agreed when the table was set (options.undo).
  const undoAllowed = takeBackAllowed(seats, options.undo);
  const botSeedBase = /^\d+$/.test(String(seed ?? '')) ? Number(String(seed).slice(-9)) : Math.floor(Math.random() * 2 ** 31);
  const idPrefix = uniquePrefix();

  // --- The store: everything the screen is drawn from ------------------------------------------
  const store = {
    // The human whose view is on screen (null: the spectator's view).
    shown: carry ? carry.shown : humans.length === 1 ? humans[0] : null,
    handoff: null,      // the human the screen waits to be handed to
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
    turn: null,         // the computer seat's action under way: {token}
    suggestion: null,   // the hint: {token, player, pending} then {…, action, text} or in setup {…, groups, text}
    announced: 0,       // log entries already announced
    lastPrompt: '',
    errorText: null,
    overDismissed: carry ? carry.overDismissed : false,
    setupPanel: null,
    destroyed: false,
  };
  let timer = null;
  // Taken on first use: a game of humans only needs no worker until someone asks for a hint.
  let botClient = null;
  const bots = () => botClient || (botClient = sharedBots({
    workerUrl: options.workerUrl, Worker: options.worker === false ? null : undefined,
  }));

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
      hint: () => askHint(),
      undo: () => undo(),
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
  const handoffScreen = createHandoff({ t, onAccept: acceptHandoff });
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
    confirmNew: () => !onNewGame && !game.isOver(),
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
  const viewer = () => store.shown ?? facts.spectator;

  function sync() {
    store.legal = game.legal();
    if (store.suggestion && store.suggestion.token !== game.actionCount()) store.suggestion = null;
    const acting = store.legal.step === 'over' ? null : store.legal.player;
    // Several people at one screen: while a computer seat acts (or when the game is over) the
    // screen shows no one's private cards, only what every player sees; the next person to act
    // takes the screen through the hand-off.
    if (humans.length >= 2 && (acting === null || seats[acting] !== 'human')) store.shown = null;
    if (humans.length >= 2 && acting !== null && seats[acting] === 'human' && acting !== store.shown) store.handoff = acting;
    store.view = store.handoff === null ? game.view(viewer()) : null;
    store.undo = store.handoff === null && humanActingOrWaiting() ? undoPoint() : null;
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
    if (store.handoff !== null) {
      store.log = [];
      store.lines = [];
      store.logOf = null;
      return null;
    }
    const v = viewer();
    const named = knownIn(store.view).size;
    const same = store.logOf && store.logOf.viewer === v && store.logOf.game === game && game.actionCount() >= store.log.length;
    if (!same) {
      store.logOf = { viewer: v, game };
      store.named = named;
      store.log = game.log(v, 0);
      store.lines = store.log.map(logLine);
      store.recall = null;
      return null;
    }
    const known = store.log.length;
    const first = named > store.named ? store.log.findIndex(masks) : -1;
    const from = first >= 0 ? first : known;
    const read = game.log(v, from);
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

  // The person at the screen may take back while it is his turn or a computer's.
  const humanActingOrWaiting = () => store.legal && store.legal.step !== 'over' && store.shown !== null
    && (seats[store.legal.player] !== 'human' || store.legal.player === store.shown);
  const humanActing = () => store.handoff === null && store.legal && store.legal.step !== 'over'
    && seats[store.legal.player] === 'human' && store.legal.player === store.shown;
  const uiLegal = () => (humanActing() ? store.legal : null);

  function play(action, confirmed = false) {
    if (store.destroyed || !humanActing() || store.confirming) return;
    if (action.type === 'move' && !confirmed) {
      const lost = ownCardsLostBy(action);
      if (lost) return confirmLoss(action, lost);
    }
    try {
      game.play(action);
      store.errorText = null;
    } catch (e) {
      store.errorText = refusal(e);
    }
    afterAction();
  }

  // The mover's own cards a move would throw away for arrogance (a split leaving a card above its
  // goal): the engine plays it on a copy and its log says so. null when nothing is lost.
  function ownCardsLostBy(action) {
    const player = store.legal.player;
    const copy = game.at(game.actionCount());
    try {
      copy.play(action);
      const [entry] = copy.log(player, game.actionCount());
      const lost = entry && entry.events.find((e) => e.event === 'arrogance' && e.column === player);
      return lost ? lost.cards : null;
    } catch {
      return null; // an illegal move: play() says why
    } finally {
      copy.free?.();
    }
  }

  // Such a move is made only once the player says so; otherwise the cards go back.
  function confirmLoss(action, lost) {
    const token = game.actionCount();
    const returnFocus = element.getRootNode().activeElement;
    store.confirming = true;
    askConfirm(root, {
      id: idPrefix, action: 'arrogance',
      text: t('confirm.arrogance', { count: lost.length, cards: cardList(t, lost), row: action.from }),
      yes: t('confirm.arroganceYes'), no: t('confirm.arroganceNo'),
    }).then((yes) => {
      store.confirming = false;
      if (store.destroyed) return;
      if (yes && game.actionCount() === token) play(action, true);
      else cancel();
      if (returnFocus && returnFocus.isConnected) returnFocus.focus({ preventScroll: true });
    });
  }

  function afterAction() {
    store.selection = null;
    closePopover();
    const wasOver = store.legal && store.legal.step === 'over';
    sync();
    schedule();
    announceNew();
    render();
    emit('move', { actions: game.actionCount() });
    if (!wasOver && store.legal.step === 'over') emit('gameover', { scores: game.scores(), winners: game.winners() });
  }

  function announceNew() {
    if (store.handoff !== null) return;
    const entries = game.log(viewer(), store.announced);
    store.announced = game.actionCount();
    const messages = entries.map((e) => formatEntry(t, e, names));
    // Cards of the person at the screen taken by another player: said plainly, to him.
    for (const entry of entries) messages.push(...takenFrom(entry).map(takenText));
    const prompt = currentPrompt();
    if (humanActing() && prompt !== store.lastPrompt) messages.push(prompt);
    store.lastPrompt = prompt;
    announcer.say(messages);
  }

  // Computer seats act one action at a time, with a pause so a person can follow: the decision
  // is asked for at once (in the worker, for the levels) and played when both it and the pause
  // are done.
  function schedule() {
    if (store.destroyed || store.turn || !store.legal || store.legal.step === 'over') return;
    const p = store.legal.player;
    const kind = seats[p];
    if (kind === 'human') return;
    const token = game.actionCount();
    const current = { token };
    store.turn = current;
    const seed = seedFor(token);
    // Marks let tests and the measurement script follow the computer's turns (no effect otherwise).
    performance.mark('heuchel:bot-asked', { detail: { player: p, kind, token } });
    const decision = LEVELS.includes(kind) ? decide(p, kind, seed) : null;
    const pause = new Promise((resolve) => { timer = setTimeout(resolve, store.legal.step === 'setup' ? setupDelay : botDelay); });
    // The next action waits, too, until the board has shown the last one.
    Promise.all([decision, pause]).then(([action]) => board.settled().then(() => action)).then((action) => {
      if (store.destroyed || store.turn !== current) return;
      timer = null;
      store.turn = null;
      try {
        if (game.actionCount() !== token) throw Object.assign(new Error('the game moved on while the computer was thinking'), { code: 'bot.stale', args: {} });
        game.play(action ?? game.botAction(p, kind, seed));
        performance.mark('heuchel:bot-played', { detail: { player: p, kind, token } });
        store.errorText = null;
      } catch (e) {
        store.errorText = refusal(e);
        render();
        return;
      }
      afterAction();
    }, (e) => {
      if (store.destroyed || store.turn !== current) return;
      clearTimeout(timer);
      timer = null;
      store.turn = null;
      store.errorText = refusal(e);
      render();
    });
  }

  // A different seed for every action, reproducible from the game's seed when one was given.
  function seedFor(token) {
    return (botSeedBase + token) % 2 ** 53;
  }

  // A computer player's answer for a view, asked of the page's worker; without one, `onMainThread`
  // answers here (the same engine, the same answer).
  function ask(request, onMainThread) {
    return bots().choose({ ...request, iterations }).catch((e) => {
      if (!e.unavailable || store.destroyed) throw e;
      return onMainThread();
    });
  }

  // What `level` plays for `player`, from his view only. `forHint`: the same as Hard, through
  // Game.hint.
  function decide(player, level, seed, forHint = false) {
    return ask({ viewNotation: game.viewNotation(player), level, seed },
      () => (forHint ? game.hint(player, seed, iterations) : game.botAction(player, level, seed, iterations)));
  }

  // The hint's seed for the position after `token` actions.
  const hintSeed = (token) => (seedFor(token) + HINT_SEED) % 2 ** 53;

  // The hint: what Hard would play for the person to act, shown on the board and in words, never
  // played. In setup it is Hard's arrangement of the whole hand, set out in the setup panel (still
  // to be placed by the player).
  function askHint() {
    if (store.destroyed || !humanActing()) return;
    const token = game.actionCount();
    const had = store.suggestion;
    if (had && had.token === token) {
      // Asked again in setup: the arrangement is set out again (the player may have changed it).
      if (!had.pending && had.groups && store.setupPanel) {
        store.setupPanel.suggest(had.groups);
        announcer.say(had.text);
      }
      return;
    }
    const player = store.legal.player;
    const setup = store.legal.step === 'setup';
    const hand = setup ? store.view.hand.slice() : null;
    const current = { token, player, pending: true };
    store.suggestion = current;
    render();
    const stale = () => store.destroyed || store.suggestion !== current;
    const asked = setup ? arrangement(player, hand, stale) : decide(player, 'hard', hintSeed(token), true);
    asked.then((answer) => {
      if (stale() || answer === null) return;
      if (setup) {
        const groups = answer;
        store.suggestion = { token, player, pending: false, groups, text: describeArrangement(t, groups) };
        if (store.setupPanel) store.setupPanel.suggest(groups);
      } else {
        const action = Game.parseAction(answer);
        store.suggestion = { token, player, pending: false, action, text: describeSuggestion(t, action) };
      }
      announcer.say(store.suggestion.text);
      render();
    }, (e) => {
      if (stale()) return;
      store.suggestion = null;
      store.errorText = refusal(e);
      render();
    });
  }

  // Hard's placing order for `player`'s whole hand in setup, computed by the engine from his
  // view alone (chooseArrangement: card by card on a private copy built from the view, never from
  // the game, which holds every hand). Asked of the worker as any hint is, or on the main thread
  // without one. Resolves to the panel's groups for `hand` (setup-order.js), or to null when
  // abandoned (`stale`: the player placed, or the board is gone).
  async function arrangement(player, hand, stale) {
    const viewNotation = game.viewNotation(player);
    const seed = hintSeed(game.actionCount());
    const placing = await ask({ viewNotation, level: 'arrange', seed }, () => engine.chooseArrangement(viewNotation, seed, iterations));
    if (stale()) return null;
    return groupsOfPlacing(t, hand, placing);
  }

  // --- Taking back -------------------------------------------------------------------------------
  // The cards a view shows by value: what its player knows now (his own, the tops, what he saw).
  const knownIn = (view) => new Set([
    ...view.columns.flat().flatMap((pile) => pile.cards),
    ...view.discards.flat(),
    ...(view.hand || []),
  ].filter((card) => typeof card === 'string').map((card) => card.toUpperCase()));

  // Where a take-back would return to: the game before the acting person's own last action (and
  // every computer action since), if nothing hidden was shown to him since then (a blind cut, the
  // turning up of the tops after the setup, a card a computer uncovered): {index} or null.
  function undoPoint() {
    if (!undoAllowed || store.destroyed || game.actionCount() === 0) return null;
    const person = store.legal.step === 'over' ? null : store.shown;
    if (person === null || person === undefined) return null;
    const point = takeBackPoint(game.log(person, 0).map((e) => e.actor), person, (index) => {
      const before = game.at(index);
      try {
        const then = knownIn(before.view(person));
        for (const card of knownIn(game.view(person))) if (!then.has(card)) return 'shown';
        return null;
      } finally {
        before.free?.();
      }
    });
    return point && !point.refused ? { index: point.index } : null;
  }

  function undo() {
    const point = undoPoint();
    if (!point) return;
    clearTimeout(timer);
    timer = null;
    store.turn = null;
    const previous = game;
    game = game.at(point.index);
    if (owns(previous) && typeof previous.free === 'function') previous.free();
    store.suggestion = null;
    store.errorText = null;
    store.announced = game.actionCount();
    announcer.say(t('controls.undone'));
    afterAction();
  }

  function acceptHandoff() {
    store.shown = store.handoff;
    store.handoff = null;
    store.announced = game.actionCount();
    store.lastPrompt = '';
    sync();
    announceNew();
    render();
    controls.element.querySelector('.hm-prompt').focus();
  }

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
  // The hint on screen: only for the person it was asked for, and only until anything is played.
  function shownSuggestion() {
    const s = store.suggestion;
    return s && !s.pending && humanActing() && s.player === store.legal.player
      && s.token === game.actionCount() ? s : null;
  }

  // The rules page at the section for the step now asked of the players.
  const rulesLink = () => `${rulesPage(t.lang)}#${RULES_SECTION[store.legal && store.legal.step] || 'aim'}`;

  function currentPrompt() {
    return promptFor(t, { legal: store.legal, seats, handoff: store.handoff, selection: store.selection, names });
  }

  // --- Taken cards and the log on the board ----------------------------------------------------
  // The favours another player took from the person at the screen in an entry.
  const takenFrom = (entry) => (store.shown === null ? [] : entry.events.filter((ev) => ev.event === 'took'
    && ev.column === store.shown && ev.player !== store.shown));
  const takenText = (ev) => t('notice.taken', { seat: seatName(t, ev.player, names), count: ev.cards.length, row: ev.row });

  // Everything taken from him since his own last action: it stays marked until he acts again.
  // Each with the square of the taker's stack now: where it went when it moved on whole (its
  // old square is empty and a move of his left from it).
  function takenSinceMine() {
    if (store.shown === null) return [];
    let i = store.log.length;
    while (i > 0 && store.log[i - 1].actor !== store.shown) i--;
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
        toAct: !over && legal.player === i, onScreen: store.handoff === null && store.shown === i && humans.length > 1,
      })),
      prompt: currentPrompt(),
      notices: store.taken.map(takenText),
      hint: step === 'extra' ? t('controls.moveAgain') : step === 'extraRoll' ? t('controls.rollAgain') : '',
      die: store.handoff === null && legal.die ? legal.die : null,
      thinking: (!!store.turn && legal.step !== 'setup') || !!(store.suggestion && store.suggestion.pending && humanActing()),
      suggestion: hinted ? hinted.text : '',
      suggested: hinted && hinted.action ? hinted.action.type : null,
      busy: { hint: !!(store.suggestion && store.suggestion.pending) },
      show: {
        roll: !!(l && l.canRoll),
        endFavours: !!(l && l.canEndFavours),
        endTurn: !!(l && l.canEndTurn),
        fewer: !!selection && selection.count > 1,
        more: !!selection && selection.count < selection.maxCount,
        cancel: !!selection,
        scores: over && store.overDismissed,
        hint: !!l,
        undo: !!store.undo,
      },
      log: store.lines,
      error: store.errorText,
      rules: rulesLink(),
    });
    renderSetup(step === 'setup' ? l : null);
    if (store.handoff !== null) {
      announcer.clear();
      handoffScreen.show(seatName(t, store.handoff, names));
    } else {
      handoffScreen.hide();
    }
    if (over) {
      // Over, everything is face up: the record hides nothing any more.
      const record = game.save();
      gameOver.setRecord(record, replayLink(record));
    }
    if (over && !store.overDismissed && gameOver.element.hidden) {
      gameOver.show(game.scores(), game.winners(), { history: game.scoreHistory(), log: game.fullLog(0) });
    }
    else gameOver.hide();
    root.classList.toggle('hm-busy', !!store.turn);
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
    for (const card of cards) {
      try {
        game.play({ type: 'place', card });
      } catch (e) {
        store.errorText = refusal(e);
        break;
      }
    }
    afterAction();
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
  if (carry) resume(carry);
  schedule();
  announceNew();
  render();
  if (carry) afterResume(carry);

  // Shown anew (another language): the log is not announced again, the hint is worded again,
  // and the cards that were lifted are lifted again once the board is drawn.
  function resume(c) {
    store.announced = game.actionCount();
    store.recall = c.recall;
    const s = c.suggestion;
    if (s && !s.pending && s.token === game.actionCount()) {
      store.suggestion = s.groups
        ? { ...s, text: describeArrangement(t, s.groups) }
        : { ...s, text: describeSuggestion(t, s.action) };
    }
  }

  function afterResume(c) {
    if (c.selection && uiLegal()) {
      board.select(c.selection.column, c.selection.row, c.selection.count < c.selection.maxCount ? c.selection.count : null);
      store.selection = board.selection;
      render();
    }
    if (c.setupGroups && store.setupPanel) store.setupPanel.restore(c.setupGroups, c.setupHinted);
    if (c.menuFocused) menu.focusLanguage();
  }

  return {
    get game() { return game; },
    /** What a saved game needs to come back as it is: the engine's save, the seats and their names, the seed. */
    snapshot() {
      return {
        save: game.save(), seats, names, seed: seed ?? null, actions: game.actionCount(), over: game.isOver(), undo: undoAllowed,
        players, pacing: { botDelay, setupDelay, iterations: iterations ?? null },
      };
    },
    /** Where the computer players think: 'worker', 'main' (no worker) or 'idle' (not yet asked). */
    get botMode() {
      if (botClient) return botClient.mode;
      return options.worker === false ? 'main' : 'idle';
    },
    /** Shows a line of the table (by key) where errors are shown, until the next action. */
    notice(key) {
      if (store.destroyed) return;
      store.errorText = t(key);
      render();
    },
    /** What the screen shows beyond the game (mountOnce's `carry`), to show it anew as it is. */
    carry() {
      const active = element.getRootNode().activeElement;
      return {
        shown: store.shown,
        overDismissed: store.overDismissed,
        recall: store.recall,
        suggestion: store.suggestion && !store.suggestion.pending ? store.suggestion : null,
        selection: board.selection,
        setupGroups: store.setupPanel ? store.setupPanel.groups : null,
        setupHinted: store.setupPanel ? store.setupPanel.hinted : null,
        menuFocused: !!active && menu.element.contains(active),
      };
    },
    /** Ends this screen but not its game, which is handed over: { game, owned }. */
    detach() {
      const kept = game;
      const owned = owns(game);
      game = null;
      this.destroy();
      return { game: kept, owned };
    },
    destroy() {
      if (store.destroyed) return;
      store.destroyed = true;
      clearTimeout(timer);
      timer = null;
      store.turn = null;
      if (botClient) botClient.release();
      closePopover();
      menu.destroy();
      globalThis.removeEventListener?.('hm-prefs', followPrefs);
      board.destroy();
      root.remove();
      if (game && owns(game) && typeof game.free === 'function') game.free();
    },
  };
}
