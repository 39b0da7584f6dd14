// One playable game of Auf Heller und Pfennig: the controller, a view of the session core
// (www/platform/session/core.js). The core holds the table (the seats, whose screen it is, the
// computer seats' turns, the Hint, taking back, the snapshot) and tells what changed; this file
// draws from it the market board (www/heller/board), the side panel (merchants, the prompt, the
// scoring ledger, the log: panels.js) and the hand-off and game-over screens, and words them.
// Everything it knows about the game comes from the engine (legal actions, views, the log with
// its events, board facts; adapter.js is how the core asks it); it re-declares no rule.
//
// Hidden information: the board and the panels are drawn from one player's view only (the
// player whose screen it is; a spectator's view when no person plays), and while the hot-seat
// hand-off screen is up they are drawn from no one's: nothing private is on the page. Computer
// players are handed their own view and nothing else (in the worker).

import { createMarketBoard } from '../board/board.js';
import { createT } from '../../platform/ui/i18n.js';
import { el } from '../../platform/ui/dom.js';
import { seatParams } from '../../platform/ui/seat-style.js';
import { createHandoff } from '../../platform/ui/handoff.js';
import { createSession } from '../../platform/session/core.js';
import { hellerUrls } from '../engine/load.js';
import { createRecordBox } from '../../platform/ui/record.js';
import { boardStrings as paintedWords } from '../component/picture.js';
import { actionText, describeHint, logLines, merchantName, movableOf, sourceName, strokes, tileName } from './words.js';
import { promptWords, recallFromLog, renderLedger, renderLog, renderMerchants, renderOver, roundWords } from './panels.js';
import { hellerAdapter } from './adapter.js';
import { wordRefusal } from '../component/words.js';
import { drawWhy, whyShown } from './why.js';
import { de } from '../i18n/de.js';
import { createGuideBox } from '../../platform/lesson/guide-box.js';
import { framePosition, frameNews } from './frame.js';
import { followFrame, seatsOf } from '../../platform/online/news.js';

/** Who may sit at a seat: a person, or a computer of one of the levels the engine offers (its boardFacts().levels). */
export function seatKinds(facts) {
  return ['human', ...facts.levels];
}
// A finished game's replay: the board alone, every tile shown, stepping through the record.
const REPLAY_PAGE = new URL('../../../heller-embed.html', import.meta.url);

/**
 * The link that opens a record's replay (heller-embed.html in replay mode), in `lang`; `table`
 * ({ seats, names }), when given, lets the replay say who played each merchant.
 */
export function replayLink(save, lang, table) {
  const url = new URL(REPLAY_PAGE);
  url.search = new URLSearchParams({ mode: 'replay', save, lang, ...seatParams(table) }).toString();
  return url.href;
}

/**
 * Mounts a game in `element`.
 * options: { engine (the bindings: Game, chooseAction, boardFacts), strings, lang, players,
 * variant ('standard' | 'openEnded'), noLuck, seed, seats (['human', 'hard', …]), names, game (a
 * Game to show instead of a new one), undo (several people at the screen agreed to taking back:
 * the new-game dialog's option; one person playing the computer always may), botSeed, botDelay (ms between computer actions), worker
 * (false: decide on the main thread), onChange(snapshot) after every action, onNewGame(),
 * onLanguage(lang), languages ({tag: own name}), rulesUrl(lang), startUrl, panelLater (the market
 * painted first, the panel and the table a frame later: a page's first game), lesson (a lesson's
 * table: the learner's alone, his actions judged by its referee; www/heller/lesson/mount.js:
 * { referee, panel (an element shown in place of the menu), judged(verdict, what) (what: an
 * allowed action's outcome in words), missed() (a refused try), canShow() (whether "Show me" is
 * offered) }), guide (a guided first game: the table pauses the first time each rule comes up,
 * on its line and its rule's link, until the person goes on; www/heller/lesson/guide.js
 * createHellerGuide) }.
 * Returns { game (the engine's game now: a take-back replaces it), shown (a promise: the panel is
 * shown and the table started), snapshot(), attempt(text) (an action tried as the person at the
 * screen would: played, or refused with why), destroy(), board }.
 */
export function mountHeller(element, options) {
  const engine = options.engine;
  const facts = engine.boardFacts();
  const lang = options.lang || 'de';
  const t = createT(options.strings || de, null, lang);
  // An online table: the server's position, read from this seat's frame (frame.js).
  const remote = options.remote || null;
  const game = remote ? framePosition(engine, remote.frame)
    : options.game || new engine.Game(options.players || 3, options.variant || 'standard', !!options.noLuck, options.seed);
  const framed = remote ? seatsOf(remote.frame) : null;
  const seats = framed ? framed.seats : normaliseSeats(options.seats, game.players, seatKinds(facts));
  const names = framed ? framed.names
    : Array.from({ length: game.players }, (_, p) => (options.names && typeof options.names[p] === 'string' ? options.names[p] : ''));
  const botSeed = Number.isSafeInteger(options.botSeed) ? options.botSeed : Math.floor(Math.random() * 2 ** 31);
  const botDelay = Number.isFinite(options.botDelay) ? options.botDelay : 700;
  const lesson = options.lesson || null;
  const guide = options.guide || null;
  const base = hellerAdapter(engine, {
    wordHint: (action, view) => describeHint(t, facts, action, view.ownTile, view.phase && view.phase.phase === 'turned' ? view.phase.tile : null),
  });
  // The events of the actions since the guide last looked (every event is public).
  let looked = game.actionCount();
  const eventsSince = (g) => {
    const from = looked;
    looked = g.actionCount();
    return g.log(guide.person, from).flatMap((entry) => entry.events);
  };
  // In a lesson the Hint ("Show me") is the lesson's next answer, not Hard's choice. In a guided
  // game the table pauses the first time each rule comes up; at a round's end the rule's line
  // stands beside the finished market, on the one pause.
  const adapter = lesson ? { ...base, hint: () => ({ request: null, onMain: () => lesson.referee.nextAnswer() }) }
    : guide ? {
      ...base,
      pauseAfter(g, events) {
        const ended = base.pauseAfter(g, events);
        const rule = guide.pauseAfter(g, eventsSince(g));
        return ended && rule ? { ...ended, ...rule } : ended || rule;
      },
    } : base;
  const session = createSession({
    adapter,
    referee: lesson ? lesson.referee : undefined,
    // A game made here (or later by a take-back) is the session's to free; the host's own never is.
    game, owned: !options.game, seats, names, undo: options.undo,
    // Online, the server is the authority and this screen is the seat's own.
    remote: remote ? { send: remote.send } : undefined,
    here: remote ? (remote.frame.seat === null ? [] : [remote.frame.seat]) : undefined,
    seed: botSeed, delay: botDelay,
    // With nobody at the table to go on after a round's end, the computers' pause (twice as long) ends it.
    pauseDelay: botDelay * 2,
    refusal: (e) => t('error.refused', { message: wordRefusal(t, e, { facts, names }) }),
    worker: options.worker === false ? false : { engine: hellerUrls(), eager: true },
    // The fields this game has always saved, in their order (platform/game/saves.js, Snapshot).
    snapshot: ({ save, seats: s, names: n, undo, over, actions }, g) => ({ save, seats: s, names: n, botSeed, undo, over, round: g.round(), actions }),
  });
  // What the screen shows beyond the session's state.
  const ui = {
    selected: null,       // the chosen source, in click-to-place
    lastSquare: null,
    scoring: null,        // the newest scoring, for the ledger: { lanes: [...], payments: [...] }
    movable: [],          // what the person acting may place where (the engine's legal actions)
    view: null,           // the view on the screen
    pass: false,          // the person acting can only pass
    roundEnd: null,       // a round just ended: { round, market, before }, shown until the table goes on
    why: null,            // why the rules refuse the placement tried or aimed at (game/why.js whyShown)
  };
  const c = { engine, facts, t, lang, names, options, session, ui, lesson, guide, remote };
  Object.assign(c, buildPage(element, c));
  session.subscribe((event, detail) => onSession(c, event, detail));

  recallFromLog(ui, session.game);
  // The market is drawn at once (not on the next frame), so the first paint can be timed
  // (scripts/measure-web.mjs, "heller"). With `panelLater` (a page's first game) the panel beside
  // it follows a frame later: its words' first list formatter alone costs some 20 ms, which the
  // market need not wait for. Then the table starts.
  const showPanel = () => {
    c.boardOnly = false;
    drawLog(c);
    // A guided game's first rule, when the person is to act before anything is played.
    if (guide) session.pauseWith(guide.pauseAfter(session.game, []));
    render(c);
    session.start();
  };
  c.boardOnly = true;
  render(c);
  c.board.redraw();
  performance.mark('heller:board-painted');
  /** @type {Promise<void>} */
  let shown;
  if (options.panelLater) {
    const frame = globalThis.requestAnimationFrame || ((f) => setTimeout(f, 16));
    shown = new Promise((resolve) => frame(() => setTimeout(() => {
      if (!session.state.destroyed) showPanel();
      resolve();
    })));
  } else {
    showPanel();
    shown = Promise.resolve();
  }

  return {
    get game() { return session.game; },
    /** Settles once the panel is shown and the table has started (at once without `panelLater`). */
    shown,
    board: c.board,
    snapshot: () => session.snapshot(),
    /**
     * Tries an action (its text) as the person at the screen would: played when the rules allow
     * it and he is to act, else refused with the rules' reasons shown, as a piece put where it may
     * not go is. Returns the reasons ([] when none: it was played, or it waits for nobody).
     */
    attempt(text) {
      const reasons = session.game.whyNot(text);
      if (reasons.length) explain(c, text, false);
      else if (session.personActing()) session.play(text);
      return reasons;
    },
    /** Where the computer players think: 'worker', 'main' (no worker) or 'idle' (not yet asked). */
    get botMode() { return session.botMode; },
    /** An online table's new frame (platform/online/table.js): the server's position, or news of the seats. */
    update: (frame) => receiveFrame(c, frame),
    /** An online table refused the action sent: the piece goes back where it came from. */
    refused: () => render(c),
    /** The Hint shown now ({ text, action, words }), for the console and the tests. */
    get hint() { const h = session.shownHint(); return h ? h.answer : null; },
    destroy() {
      session.destroy();
      c.board.destroy();
      element.replaceChildren();
    },
  };
}

// ---- The page's parts ----------------------------------------------------------------------
function buildPage(element, c) {
  const { t, facts, lang, options, session } = c;
  const newGame = () => (options.onNewGame || (() => {}))();
  const canvas = el('canvas', { class: 'hh-canvas', tabindex: '0', 'aria-label': t('board.label', { rows: facts.rows, columns: facts.columns }) });
  const parts = {
    round: el('p', { class: 'hh-round' }),
    prompt: el('p', { class: 'hh-prompt', 'aria-live': 'polite' }),
    passButton: el('button', { type: 'button', class: 'hm-button hm-primary', hidden: true, dataset: { action: 'pass' }, onclick: () => session.play('x') }, t('turn.pass')),
    hintButton: el('button', { type: 'button', class: 'hm-button hm-hint-button', hidden: true, dataset: { action: 'hint' }, onclick: () => session.askHint() }, t('controls.hint')),
    undoButton: el('button', { type: 'button', class: 'hm-button', hidden: true, dataset: { action: 'undo' }, onclick: () => session.takeBack() }, t('controls.undo')),
    // After a round's last placement: the finished market stays until the table goes on.
    continueButton: el('button', { type: 'button', class: 'hm-button hm-primary', hidden: true, dataset: { action: 'continue' }, onclick: () => session.resume() }, ''),
    // The Hint in words, or why taking back is not possible, or that it was done.
    hintLine: el('p', { class: 'hh-hint', 'aria-live': 'polite', hidden: true }),
    undoLine: el('p', { class: 'hh-undo-note', hidden: true }),
    errorLine: el('p', { class: 'hh-error', role: 'alert', hidden: true }),
    // Why the rules refuse a placement: the reason's words and its rule's link, announced.
    why: el('p', { class: 'hm-why hh-why', role: 'alert', hidden: true }),
    merchants: el('ol', { class: 'hh-merchants' }),
    ownLine: el('p', { class: 'hh-own', hidden: true }),
    ledgerBody: el('div', { class: 'hh-ledger-body' }),
    logList: el('ol', { class: 'hh-log' }),
    // The game's end beside the market (as the first game's score breakdown), not over it.
    over: el('section', { class: 'hh-over', 'aria-live': 'polite', hidden: true }),
  };
  const p = parts;
  const menu = el('nav', { class: 'hh-menu' }, [
    el('button', { type: 'button', class: 'hm-button', dataset: { action: 'newGame' }, onclick: newGame }, t('menu.newGame')),
    options.rulesUrl ? el('a', { class: 'hm-button', href: options.rulesUrl(lang), target: '_blank', rel: 'noopener', dataset: { action: 'rules' } }, t('menu.rules')) : null,
    options.startUrl ? el('a', { class: 'hm-button', href: options.startUrl, dataset: { action: 'start' } }, t('menu.start')) : null,
    // The game's record to keep or share, in the middle of the game too (at one screen: online
    // the server keeps it, and it comes with the game's end).
    c.remote ? null : el('button', { type: 'button', class: 'hm-button', dataset: { action: 'record' }, onclick: () => showRecord(c) }, t('over.record')),
    options.languages ? languageChoice(c) : null,
  ]);
  // A lesson's panel stands where the title and the menu do (the lesson is a table of its own).
  // A guided game's pause on a rule: its line, its link, and the way on.
  const guideBox = c.guide ? createGuideBox({ guide: c.guide, session, rulesLabel: t('menu.rules') }) : null;
  const side = el('aside', { class: 'hm-side hh-side' }, [
    c.lesson ? c.lesson.panel : el('header', { class: 'hh-head' }, [el('h1', { class: 'hm-title hh-title' }, t('app.title')), menu]),
    guideBox ? guideBox.element : null,
    // An online table's lines: who one is, the connection, the clock, refusals, taking back.
    c.remote ? c.remote.lines : null,
    p.round, p.prompt, p.hintLine, el('div', { class: 'hm-buttons hh-buttons' }, [p.continueButton, p.passButton, p.hintButton, p.undoButton]), p.undoLine, p.errorLine, p.why, p.over,
    el('section', { class: 'hh-merchants-box' }, [el('h2', {}, t('side.merchants')), p.merchants, p.ownLine]),
    el('section', { class: 'hh-ledger', 'aria-live': 'polite' }, [el('h2', {}, t('score.title')), p.ledgerBody]),
    el('section', { class: 'hh-log-box' }, [el('h2', {}, t('side.log')), p.logList]),
  ]);
  const handoffScreen = createHandoff({ t, onAccept: () => session.acceptHandoff() });
  // The game's record, to keep or share once the game is over (ui/record.js, as the first game's).
  const record = createRecordBox({ t, fileName: 'auf-heller-und-pfennig.txt' });
  const root = el('div', { class: `hm-root hm-game hh-game${c.lesson ? ' hh-lesson-root' : ''}${c.remote ? ' hh-online' : ''}`, lang }, [el('div', { class: 'hh-board' }, [canvas]), side, handoffScreen.element]);
  element.replaceChildren(root);

  const board = createMarketBoard(canvas, {
    facts,
    strings: boardStrings(c),
    onPlace: ({ source, square }) => session.play(actionText(source, square)),
    // The pool turns its tile up; a tray tile is chosen as one's own (the action is the engine's).
    onAct: ({ action }) => session.play(action),
    // A piece put where it may not go: the engine says why, in the page's words.
    onRefuse: ({ source, square }) => refuse(c, actionText(source, square)),
    // The piece aimed at a square it may not go to says why before it is placed there; aimed at
    // one it may, or at none, the words of the last aim go.
    onAim: (aim) => aimed(c, aim),
    // The board keeps its own drag and choice; the page only words it (the board is not set
    // anew, which would put the piece back). Another piece chosen ends the last reason's words.
    onSelect: (source) => {
      c.ui.selected = source;
      if (c.ui.why) {
        c.ui.why = null;
        renderWhy(c);
      }
      renderPrompt(c);
    },
  });
  return { parts, root, board, handoffScreen, record, newGame, guideBox };
}

// The words the board paints and says, in the page's language.
function boardStrings(c) {
  const { t, facts, ui } = c;
  return {
    ...paintedWords(t, t('board.label', { rows: facts.rows, columns: facts.columns })),
    // The keyboard's focus ({kind: 'square', index} or {kind: 'source', source}), in words.
    describe: ({ focus, selected, view }) => {
      const parts = [];
      if (focus.kind === 'square') {
        const square = facts.squares[focus.index];
        parts.push(cellWords(c, square, view.market.cells[focus.index]));
        const dests = selected && ui.movable ? (ui.movable.find((m) => m.source === selected) || { squares: [] }).squares || [] : [];
        if (dests.includes(square)) parts.push(t('board.canPlace'));
        else if (selected) parts.push(t('board.cannotPlace'));
      } else {
        parts.push(sourceName(t, facts, focus.source, view.ownTile, view));
      }
      return parts.join(', ');
    },
  };
}

function cellWords({ t, facts, names }, square, cell) {
  if (!cell || cell.kind === 'empty') return t('board.free', { square });
  if (cell.kind === 'tile') return t('board.tile', { square, tile: tileName(t, facts, cell.tile) });
  return t('board.stall', { square, stall: strokes(cell.stall), name: merchantName(t, names, cell.player) });
}

function languageChoice({ t, lang, options }) {
  const select = el('select', { class: 'hh-language', dataset: { action: 'language' }, 'aria-label': t('menu.language'), onchange: () => options.onLanguage(select.value) },
    Object.entries(options.languages).map(([tag, own]) => el('option', { value: tag, lang: tag, selected: tag === lang }, own)));
  return select;
}

// ---- What the session tells ----------------------------------------------------------------
// The session changed: the screen follows, and the page hears of actions, hints and take-backs
// by the DOM events it has always heard (heller-action, heller-hint, heller-takeback, heller-continue).
function onSession(c, event, detail) {
  const { session, ui, root, options } = c;
  const tell = (name, eventDetail) => root.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail: eventDetail }));
  const changed = () => (options.onChange || (() => {}))(session.snapshot());
  switch (event) {
    case 'played': {
      ui.selected = null;
      ui.why = null;
      afterEvents(c, detail.events);
      drawLog(c);
      render(c);
      changed();
      tell('heller-action', { events: detail.events, over: session.isOver() });
      break;
    }
    case 'taken-back':
      ui.selected = null;
      ui.why = null;
      ui.roundEnd = null;
      recallFromLog(ui, session.game);
      drawLog(c);
      render(c);
      // The shorter game is saved at once: a reload shows it.
      changed();
      tell('heller-takeback', { actions: detail.actions });
      break;
    case 'resumed':
      ui.roundEnd = null;
      if (c.remote) recallFromLog(ui, session.game);
      render(c);
      tell('heller-continue', null);
      break;
    case 'paused':
      // A guided game's pause on a rule. A rule that came up with others at a round's end is
      // said after them, on the same pause (the guide box's next): the finished market stays
      // until the table goes on ('resumed').
      render(c);
      break;
    case 'hinted':
      render(c);
      tell('heller-hint', { action: detail.hint.raw });
      break;
    case 'refused': case 'error': case 'handed': case 'hint-asked': case 'hint-failed': case 'updated':
      render(c);
      break;
    case 'sent':
      // Online: the server answers with the new position (or its refusal, in the table's lines);
      // a word that could not be sent puts the piece back at once.
      ui.selected = null;
      if (!detail.sent) render(c);
      break;
    case 'judged':
      // A lesson's verdict on the learner's action: an allowed one that reaches nothing is said
      // with what it would have done (played on a copy, in the log's words).
      ui.selected = null;
      c.lesson.judged(detail.verdict, detail.verdict.kind === 'other' ? outcomeOf(c, detail.action) : '');
      render(c);
      break;
    default:
      // 'started', 'thinking', 'hint-again', 'destroyed': nothing to draw anew.
      break;
  }
}

// An action's events: the square last placed on, the newest scoring, a round's end to pause on.
function afterEvents({ session, ui }, events) {
  // Online the others play on while this screen stays on a finished round: what they did is
  // drawn once it goes on (resumed), or once the game is over (which ends the pause).
  if (ui.roundEnd && session.state.paused) return;
  if (ui.roundEnd) {
    ui.roundEnd = null;
    recallFromLog(ui, session.game);
    return;
  }
  const placed = events.find((e) => e.square);
  if (placed) ui.lastSquare = placed.square;
  const lanes = events.filter((e) => e.event === 'laneScored');
  if (lanes.length) {
    const paid = events.find((e) => e.event === 'paid');
    ui.scoring = { lanes, payments: paid ? paid.payments : [] };
  }
  // The session pauses on a round's end (adapter.js): shown with the view on the screen before
  // the action (its pile, its panels) and the finished market.
  const ended = session.state.paused;
  if (ended && ended.event === 'roundEnded') ui.roundEnd = { round: ended.round, market: ended.market, before: ui.view };
  if (events.some((e) => e.event === 'roundStarted')) ui.lastSquare = ui.roundEnd ? ui.lastSquare : null;
}

// A piece put where it may not go, the piece back where it was: the rules' reasons in the page's
// words, announced, its squares marked on the market, with the link to its rule on the rules page
// (Game.whyNot, game/why.js). An action the engine refuses with no rule's reason (none should be:
// crates/heller/tests/why.rs) is said as the engine's error.
function refuse(c, text) {
  if (explain(c, text, false)) return;
  // Online the server judges what the seat's view gives no reason against.
  if (c.remote) {
    c.parts.prompt.textContent = c.t('online.notThere');
    return;
  }
  let error = null;
  try {
    error = c.session.game.check(text);
  } catch (e) {
    error = e;
  }
  if (!error) return;
  c.session.showError(error);
  render(c);
  c.root.dispatchEvent(new CustomEvent('heller-refused', { bubbles: true, composed: true, detail: { action: text, code: error.code || null } }));
}

// Why the rules refuse `text` (an action in notation), shown until a piece is chosen anew, placed
// or aimed where it may go (`aimed`: only aimed at, not yet placed). False when they refuse nothing.
function explain(c, text, aimed) {
  let reasons = [];
  try {
    reasons = c.session.game.whyNot(text);
  } catch {
    reasons = [];
  }
  if (!reasons.length) return false;
  // In a lesson a refused try counts towards "Show me".
  if (c.lesson && !aimed) c.lesson.missed();
  const rules = c.options.rulesUrl;
  c.ui.why = whyShown(c.t, c.facts, reasons, rules ? rules(c.lang) : null, aimed);
  renderWhy(c);
  // In a lesson "Show me" may be offered now.
  if (c.lesson && !aimed) renderTools(c);
  if (!aimed) c.root.dispatchEvent(new CustomEvent('heller-refused', { bubbles: true, composed: true, detail: { action: text, code: reasons[0].code } }));
  return true;
}

// What an allowed action would do, in the log's words: played on a copy of the game.
function outcomeOf({ t, facts, names, session }, text) {
  const g = session.game;
  const copy = g.at(g.actionCount());
  try {
    copy.play(text);
    const [entry] = copy.log(undefined, g.actionCount());
    return entry ? logLines(t, facts, names, entry).join(' ') : '';
  } catch {
    return '';
  } finally {
    copy.free?.();
  }
}

// The chosen or dragged piece aimed at a square (the board's onAim): why not there, or the last
// aim's words gone when it may go there or is aimed nowhere.
function aimed(c, aim) {
  if (aim && !aim.legal && explain(c, actionText(aim.source, aim.square), true)) return;
  if (c.ui.why && c.ui.why.aimed) {
    c.ui.why = null;
    renderWhy(c);
  }
}

// The reason's words and its rule's link in the panel, and its squares marked on the market
// (changed only when they change, so that a screen reader hears each reason once).
function renderWhy(c) {
  drawWhy(c.parts.why, c.board, c.ui.why);
}


// ---- An online table ------------------------------------------------------------------------
// A frame from the server: a new position goes to the session (the actions new since with their
// events, or a take-back over the table); the same position again brings only news of the seats
// (who is connected), drawn as it stands.
function receiveFrame(c, frame) {
  followFrame(c.session, c.remote, frame, frameNews, (f) => framePosition(c.engine, f));
}

// Each person's connection beside his name, as the waiting room shows it (a computer is always there).
function markConnections(c) {
  if (!c.remote) return;
  const { frame } = c.remote;
  for (const item of c.parts.merchants.children) {
    const seat = frame.seats[Number(/** @type {HTMLElement} */ (item).dataset.player)];
    if (!seat || seat.kind !== 'human') continue;
    item.dataset.connected = String(!!seat.connected);
    item.append(el('span', { class: 'hh-connection' }, c.t(seat.connected ? 'online.connected' : 'online.away')));
  }
}

// The log; online, a move the server's computer played for a person whose time had run out says so.
function drawLog(c) {
  const standIns = new Set((c.remote && c.remote.frame.standIns) || []);
  renderLog(c, c.parts.logList, (i) => (standIns.has(i) ? c.t('online.standIn') : ''));
}

// ---- Drawing -------------------------------------------------------------------------------
function render(c) {
  const { session, ui, parts: p, board, root, t, facts } = c;
  const s = session.state;
  if (s.destroyed) return;
  p.continueButton.hidden = true;
  c.guideBox?.render(s.paused);
  if (ui.roundEnd) return renderRoundEnd(c);
  const game = session.game;
  const acting = session.toAct();
  const overNow = session.isOver();
  root.dataset.state = overNow ? 'over' : s.handoff !== null ? 'handoff' : acting !== null && s.seats[acting] !== 'human' ? 'computer'
    : c.remote && !session.personActing() ? 'waiting' : 'human';
  root.dataset.toAct = acting === null ? '' : String(acting);
  if (s.handoff !== null) return renderHandoff(c);
  c.handoffScreen.hide();
  const view = game.view(session.viewer());
  // Paused on a rule of a guided game, nothing may be placed until the person goes on.
  const humanActing = !overNow && !s.paused && acting !== null && s.seats[acting] === 'human';
  const { movable, pass } = humanActing ? movableOf(game.legalActions()) : { movable: [], pass: false };
  if (ui.selected && !movable.some((m) => m.source === ui.selected)) ui.selected = null;
  ui.movable = movable;
  board.set({ view, movable, selected: ui.selected, lastSquare: ui.lastSquare });
  // The Hint's square while it is shown (alone, so it stands out), else the newest scoring's lanes.
  const hinted = session.shownHint();
  if (hinted && hinted.answer.action.square) board.highlightLanes([{ lane: { hint: hinted.answer.text }, parts: [{ squares: [hinted.answer.action.square] }] }]);
  else board.highlightLanes(scoringLanes(ui));
  // The first render may draw the market alone (mountHeller, `panelLater`).
  if (c.boardOnly) return;

  p.round.textContent = roundWords(c, view.variant, view.round);
  ui.view = view;
  ui.pass = pass;
  renderPrompt(c);
  renderMerchants(c, p.merchants, view, acting);
  markConnections(c);
  p.ownLine.hidden = !view.ownTile;
  p.ownLine.textContent = view.ownTile ? t('side.ownTile', { tile: tileName(t, facts, view.ownTile) }) : '';
  p.errorLine.hidden = !s.error;
  p.errorLine.textContent = s.error || '';
  renderWhy(c);
  renderTools(c);
  renderLedger(c, p.ledgerBody);
  renderOver(c, p.over, view, { record: c.record, replayLink: (save) => replayLink(save, c.lang, { seats: c.session.state.seats, names: c.names }), onNewGame: c.newGame });
}

// While the device changes hands: nothing private on the page, and nothing public hidden (the
// market, and a tile turned up, as a spectator sees it).
function renderHandoff(c) {
  const { session, ui, parts: p, board, t, names } = c;
  board.set({ view: session.game.view(session.game.players), movable: [], selected: null, lastSquare: ui.lastSquare });
  c.handoffScreen.show(merchantName(t, names, session.state.handoff));
  ui.view = null;
  p.prompt.textContent = '';
  p.passButton.hidden = true;
  // Nothing of the last player's own tile stays in the page, not even as hidden text.
  p.ownLine.hidden = true;
  p.ownLine.textContent = '';
  p.errorLine.hidden = true;
  p.errorLine.textContent = '';
  p.merchants.replaceChildren();
  renderTools(c);
  // The scoring and the log are public: they stay while the device changes hands.
  renderLedger(c, p.ledgerBody);
}

// A round has just ended: its finished market, with its last scoring lit, as the screen showed
// the round before its last action (nothing of the new round's own tiles), with the money paid
// since, until a person at the table goes on, or, with only computers at it, until their pause
// has passed.
function renderRoundEnd(c) {
  const { session, ui, parts: p, board, root, t } = c;
  const end = ui.roundEnd;
  c.handoffScreen.hide();
  const base = session.game.view(session.game.players);
  const view = { ...(end.before || base), round: end.round, market: end.market, money: base.money, bank: base.bank };
  root.dataset.state = 'roundEnd';
  root.dataset.toAct = '';
  board.set({ view, movable: [], selected: null, lastSquare: ui.lastSquare });
  board.highlightLanes(scoringLanes(ui));
  ui.view = null;
  p.round.textContent = roundWords(c, view.variant, end.round);
  p.prompt.textContent = t('turn.roundOver', { round: end.round });
  p.passButton.hidden = true;
  // On a guided game's rule the guide's "Go on" goes on.
  p.continueButton.hidden = !session.state.humans.length || !!(session.state.paused && session.state.paused.guide);
  p.continueButton.textContent = t('turn.continue', { round: end.round + 1 });
  p.ownLine.hidden = true;
  p.ownLine.textContent = '';
  p.errorLine.hidden = true;
  renderMerchants(c, p.merchants, view, undefined);
  markConnections(c);
  renderTools(c);
  renderLedger(c, p.ledgerBody);
}

function scoringLanes(ui) {
  return ui.scoring ? ui.scoring.lanes.map((l) => ({ lane: l.score.lane, parts: l.score.parts.map((part) => ({ squares: part.squares })) })) : [];
}

// The Hint and Take back: their buttons, the Hint in words, why taking back is not possible.
function renderTools(c) {
  const { session, parts: p, root, t, names } = c;
  const s = session.state;
  const acting = session.personActing();
  const hinted = session.shownHint();
  const asking = session.askingHint();
  // In a lesson, "Show me" (the Hint's place) once the learner is stuck.
  p.hintButton.hidden = !acting || !!(c.lesson && !c.lesson.canShow());
  p.hintButton.disabled = asking;
  const line = hinted ? hinted.answer.words : asking ? t('controls.hintThinking') : s.notice === 'takenBack' ? t('controls.undone') : '';
  p.hintLine.hidden = !line;
  if (p.hintLine.textContent !== line) p.hintLine.textContent = line;
  root.dataset.hint = hinted ? hinted.answer.text : '';
  const undo = s.undo;
  p.undoButton.hidden = !undo || !!c.lesson;
  p.undoButton.disabled = !!(undo && undo.refused);
  const refused = undo && undo.refused;
  p.undoLine.hidden = !refused;
  p.undoLine.textContent = refused ? t(refused.key, { name: refused.player === undefined ? '' : merchantName(t, names, refused.player) }) : '';
}

// The prompt: whose turn, what to do, what is chosen (panels.js words it).
function renderPrompt(c) {
  const { session, ui, parts: p } = c;
  const view = ui.view;
  if (!view) return;
  const acting = session.toAct();
  const humanActing = !session.isOver() && acting !== null && session.state.seats[acting] === 'human' && session.state.handoff === null;
  // Online, another person's turn is played at his own screen.
  const elsewhere = !!c.remote && humanActing && !session.personActing();
  p.prompt.textContent = elsewhere ? c.t('online.waitingFor', { name: merchantName(c.t, c.names, acting) }) : promptWords(c, view, humanActing);
  p.passButton.hidden = !(humanActing && !elsewhere && ui.pass);
}

/** The seats asked for, one per player (`kinds`: seatKinds of the engine's facts): unknown kinds refused, missing ones a person. */
export function normaliseSeats(asked, players, kinds) {
  const list = (asked || []).map((k) => String(k).trim().toLowerCase());
  const unknown = list.find((k) => k && !kinds.includes(k));
  if (unknown) throw new Error(`unknown seat ${JSON.stringify(unknown)}: use ${kinds.join(', ')}`);
  return Array.from({ length: players }, (_, p) => list[p] || (p === 0 || !list.length ? 'human' : 'medium'));
}

/**
 * The game's record in a dialog, from the menu: to keep (and go on with later) or to share, while
 * the game goes on too, under the warning that it shows every tile still hidden (none is once it
 * is over). Its module comes when first asked for.
 */
function showRecord(c) {
  const { t, session, names, root } = c;
  const save = session.game.save();
  import('../../platform/ui/record-dialog.js').then(({ showRecordDialog }) => showRecordDialog({
    host: root, t, record: save, replayUrl: replayLink(save, c.lang, { seats: session.state.seats, names }), fileName: 'auf-heller-und-pfennig.txt',
    warning: session.isOver() ? t('over.recordExplain') : t('record.hidden'),
  }));
}
