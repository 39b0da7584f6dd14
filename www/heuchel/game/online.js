// Heuchel & Meuchel at an online table (www/platform/online/table.js): the board, the side panel
// and the scores drawn from each state frame, the seat's own view, log and turn as the server sent
// them. The turn is the engine's legal groups (`turn`, as the browser's Game.legal() gives them:
// in full for the seat to act, only the step for the others), so the board offers exactly what
// the engine allows; an action goes back to the server as the notation of the frame's `legal`
// that the engine reads as it (Game.parseAction). The page decides no rule and holds no game.
// The Hint is Hard in the person's place, worked out in the computer players' worker from the
// seat's own view in notation (the frame's `viewNotation`), as at one screen.

import { createBoard } from '../board/board.js';
import { MOTION_MS } from '../board/motion.js';
import { boardStrings } from '../../platform/ui/i18n.js';
import { el, uniquePrefix } from '../../platform/ui/dom.js';
import { byTouch } from '../../platform/ui/input-kind.js';
import { motionSpeed } from '../../platform/game/prefs.js';
import { tinctureOf } from '../../platform/render/seats.js';
import { createControls, createAnnouncer } from '../ui/controls.js';
import { createGrid } from '../ui/board-grid.js';
import { openTakePopover } from '../ui/popover.js';
import { createSetupPanel } from '../ui/setup-panel.js';
import { createGameOverSlot } from '../ui/game-over-slot.js';
import { cardName, seatName } from '../ui/format.js';
import { askLoss } from '../ui/confirm-loss.js';
import { promptFor, describeSuggestion } from '../ui/prompt.js';
import { groupsOfPlacing, describeArrangement } from '../ui/setup-order.js';
import { wordError } from '../ui/errors.js';
import { suggestionSquares } from '../board/interaction.js';
import { engineUrls } from '../engine/urls.js';
import { createOnlineHint } from '../../platform/online/hint.js';
import { seatToAct } from '../../platform/online/client.js';
import { lastMarks, logLine, replayLink, rulesLink } from './screen.js';
import { whyShown } from '../ui/why.js';
import { rulesPage } from '../i18n/languages.js';

/** An action object written the same way whatever the order of its keys. */
const canonical = (value) => JSON.stringify(value, (_key, v) => (v && typeof v === 'object' && !Array.isArray(v)
  ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  : v));

/**
 * Mounts the game of an online table in `element`.
 * options: { engine (the bindings: Game.parseAction, Game.load, boardFacts), t (the game's words,
 * with the board facts), ot (the online table's words), send(action) (the notation, to the
 * server), lines (the table's lines: who one is, the connection, refusals), onLeave() (New game),
 * startUrl (the site's start page) }.
 * Returns { update(frame), refused(), board, play(action), hint, destroy() }.
 */
export function mountHeuchelOnline(element, { engine, t, ot, send, lines, onLeave, startUrl }) {
  // The context every function below reads: the words, the engine, the parts, and what the
  // screen shows (read again from every frame).
  const c = {
    element, engine, t, ot, send, onLeave, facts: engine.boardFacts(), idPrefix: uniquePrefix(),
    frame: null, view: null, turn: null, log: [], lines: [], names: [], kinds: [], error: '',
    // Why the rules refuse what the person tried or aimed at (ui/why.js whyShown), from his view.
    why: null,
    queue: [], popover: null, setupPanel: null, overShown: false, overDismissed: false, focusCell: null, scores: null,
    // The Hint (platform/online/hint.js), asked at a frame's version: its answer { action, text }
    // or { groups, text }.
    hint: null,
    // A move that would lose the mover's own cards waits for his answer.
    confirming: false,
  };
  Object.assign(c, buildParts(c, { lines, startUrl }));
  c.hint = createOnlineHint({
    engine: engineUrls(),
    // Hard from the seat's own view (the frame's notation); in the setup Hard's placing of the
    // whole hand.
    question: (frame, seed) => {
      if (!frame.viewNotation) return null;
      const setup = frame.turn && frame.turn.step === 'setup';
      return setup
        ? { request: { entry: 'chooseArrangement', args: [frame.viewNotation, seed] }, onMain: () => engine.chooseArrangement(frame.viewNotation, seed) }
        : { request: { entry: 'chooseAction', args: [frame.viewNotation, 'hard', seed] }, onMain: () => engine.chooseAction(frame.viewNotation, 'hard', seed) };
    },
    read: (frame, raw) => readHint(c, raw),
    redraw: () => { if (c.frame) draw(c); },
  });
  return {
    update: (frame) => update(c, frame),
    // A refused action: the cards go back, the rest of a hand's placing is dropped.
    refused() {
      c.queue = [];
      if (c.frame) draw(c);
    },
    get board() { return c.board; },
    // An action object played as the board plays a drop or a button (the loss of own cards
    // asked first), for the console and the tests.
    play: (action) => play(c, action),
    // The Hint shown now ({ action, text, raw } or { groups, text, raw }: raw is the worker's
    // answer), for the console and the tests.
    get hint() { return shownHint(c); },
    destroy() {
      closePopover(c);
      c.board.destroy();
      c.hint.release();
    },
  };
}

// The page's parts: the board, the side panel's controls, the keyboard's grid, the scores.
function buildParts(c, { lines, startUrl }) {
  const { t, facts, idPrefix, element } = c;
  const boardWrap = el('div', { class: 'hm-board', tabindex: '-1' });
  const announcer = createAnnouncer();
  const cancel = () => { c.board.cancel(); draw(c); };
  const controls = createControls({
    t,
    actions: {
      roll: () => play(c, { type: 'roll' }),
      endFavours: () => play(c, { type: 'endFavours' }),
      endTurn: () => play(c, { type: 'endTurn' }),
      fewer: () => c.board.count(-1),
      more: () => c.board.count(1),
      cancel,
      scores: () => { c.overDismissed = false; draw(c); },
      hint: () => askHint(c),
      undo: () => {},
      recall: () => {},
    },
  });
  const grid = createGrid({
    t, idPrefix, facts,
    handlers: {
      onFocusCell: (cell) => {
        c.focusCell = cell;
        c.board.aim(cell ? cell.column : null, cell ? cell.row : null);
        drawBoard(c);
      },
      onActivate: (cell) => c.board.select(cell.column, cell.row, null),
      onCount: (n) => c.board.count(n),
      onCancel: cancel,
    },
  });
  const gameOver = createGameOverSlot({
    t, idPrefix, names: c.names,
    onNewGame: c.onLeave,
    onClose: () => { c.overDismissed = true; draw(c); },
  });
  const menu = el('nav', { class: 'hm-buttons hm-online-menu' }, [
    el('button', { type: 'button', class: 'hm-button', dataset: { action: 'newGame' }, onclick: c.onLeave }, t('menu.newGame')),
    startUrl ? el('a', { class: 'hm-button', href: startUrl, dataset: { action: 'start' } }, t('title.games')) : null,
  ]);
  const root = el('div', { class: 'hm-root hm-online', dataset: { state: 'waiting' } }, [
    el('div', { class: 'hm-game' }, [boardWrap, el('aside', { class: 'hm-side' }, [menu, lines, gameOver.element, controls.element])]),
    grid.element, announcer.element,
  ]);
  element.replaceChildren(root);
  const board = createBoard(boardWrap, { facts, strings: boardStrings(t), animated: true }, {
    pick(selection) {
      closePopover(c);
      // Lifting cards again ends the last refusal's words and marks.
      if (selection) c.why = null;
      announcer.say(selection ? t('log.picked', { count: selection.count, row: selection.row }) : t('log.putBack'));
      draw(c);
    },
    move: ({ from, count, to }) => play(c, { type: 'move', from, count, to }),
    refused: ({ from, count, to }) => refuse(c, { type: 'move', from, count, to }),
    // In a favours step, a square of the favour's row that may not be cut: why not.
    refusedTake: ({ column }) => refuse(c, { type: 'take', column, count: 1 }),
    // Cards lifted and aimed at a square they may not go to: why not, before any click; taken
    // away when they are aimed elsewhere.
    aim: (aimed) => {
      if (aimed && explain(c, { type: 'move', ...aimed }, true)) return draw(c);
      if (c.why && c.why.aimed) {
        c.why = null;
        draw(c);
      }
    },
    take: (take) => openTake(c, take),
    lose: ({ row }) => play(c, { type: 'lose', row }),
    focus() {
      const active = element.getRootNode().activeElement;
      if (!boardWrap.contains(active) && !grid.element.contains(active)) boardWrap.focus({ preventScroll: true });
      closePopover(c);
    },
  });
  return { boardWrap, announcer, controls, grid, gameOver, root, board };
}

// Whether this socket's seat is to act now.
const mine = ({ frame }) => !!frame && seatToAct(frame);

// An action of the board or the buttons: sent as the frame's own notation of it. A move that
// would throw away the mover's own cards waits for his yes, as at one screen.
function play(c, action, confirmed = false) {
  closePopover(c);
  if (!mine(c) || c.confirming) return;
  const key = canonical(action);
  const text = (c.frame.legal || []).find((legal) => canonical(c.engine.Game.parseAction(legal)) === key);
  if (!text) {
    refuse(c, action);
    return;
  }
  if (action.type === 'move' && !confirmed && c.frame.viewNotation) {
    // What it would cost him, from his own view alone (the engine plays it on a world sampled
    // from that view: the page holds no game).
    const lost = c.engine.ownLossOf(c.frame.viewNotation, text);
    if (lost.length) {
      confirmLoss(c, action, lost);
      return;
    }
  }
  c.send(text);
}

// The move goes only once the player says yes, and only if the table is still where it was when
// he was asked; otherwise the cards go back.
function confirmLoss(c, action, lost) {
  const { t } = c;
  const version = c.frame.version;
  const returnFocus = c.element.getRootNode().activeElement;
  c.confirming = true;
  askLoss(c.root, { t, id: c.idPrefix, lost, row: action.from }).then((yes) => {
    c.confirming = false;
    if (yes && c.frame && c.frame.version === version) play(c, action, true);
    else {
      c.board.cancel();
      draw(c);
    }
    if (returnFocus && returnFocus.isConnected) returnFocus.focus({ preventScroll: true });
  });
}

// The setup's hand, placed card by card: the next card goes once the server has the last.
function placeNext(c) {
  const action = c.queue.shift();
  if (action) play(c, action);
}

// The Hint of this seat's turn (platform/online/hint.js), shown until the next frame.
function askHint(c) {
  if (mine(c)) c.hint.ask(c.frame);
}

// The worker's answer in the page's words: an action, or in the setup the hand's placing order.
function readHint(c, raw) {
  const { t, view, turn } = c;
  if (Array.isArray(raw)) {
    const groups = groupsOfPlacing(t, view.hand, raw);
    return { groups, text: describeArrangement(t, groups), raw };
  }
  const action = c.engine.Game.parseAction(raw);
  // A move of only the top cards says how to take them (the count beside the lifted stack).
  const stack = action.type === 'move' ? view.columns[turn.player].find((p) => p.row === action.from) : null;
  return { action, text: describeSuggestion(t, action, stack ? stack.cards.length : 0), raw };
}

// The worker's (or the engine's) refusal of the Hint asked at this frame, in the page's words.
function hintFailure(c) {
  const hint = c.hint.at(c.frame);
  return hint && hint.failed ? c.t('controls.error', { message: wordError(c.t, hint.failed, { names: c.names }) }) : '';
}

// The Hint shown now: only the one asked at this frame's version.
const shownHint = (c) => {
  const hint = c.hint.at(c.frame);
  return (hint && hint.answer) || null;
};

// A refused try: the rules' reasons, as at one screen, worked out by the engine from this seat's
// view alone (whyNotInView); without a reason, the table's own words.
function refuse(c, action = null) {
  if (!action || !explain(c, action, false)) c.error = c.ot('online.notThere');
  draw(c);
}

// Why the rules refuse `action` for this seat now, kept in c.why; false when they do not.
function explain(c, action, aimed) {
  if (!mine(c) || !c.frame.viewNotation) return false;
  let reasons = [];
  try {
    reasons = c.engine.whyNotInView(c.frame.viewNotation, action);
  } catch {
    reasons = [];
  }
  if (!reasons.length) return false;
  c.why = whyShown(c.t, reasons, rulesPage(c.t.lang), aimed);
  return true;
}

function openTake(c, take) {
  closePopover(c);
  c.popover = openTakePopover(c.boardWrap, {
    t: c.t, idPrefix: c.idPrefix, column: take.column, maxCount: take.maxCount, anchor: take.anchor,
    onChoose: (n) => play(c, { type: 'take', column: take.column, count: n }),
    onCancel: () => closePopover(c),
  });
}

function closePopover(c) {
  if (c.popover) c.popover.close();
  c.popover = null;
}

// The board, with the marks of the last move and favour (the log's own).
function drawBoard(c, motion = null) {
  const marks = lastMarks(c.log);
  const hinted = shownHint(c);
  if (hinted && hinted.action) marks.push(...suggestionSquares(c.turn, hinted.action));
  if (c.focusCell) marks.push({ ...c.focusCell, kind: 'focus' });
  if (c.why) marks.push(...c.why.marks);
  c.board.set({
    view: c.view,
    legal: mine(c) && !c.queue.length ? c.turn : null,
    highlights: c.view ? marks : [],
    die: c.turn && c.turn.die ? c.turn.die : null,
    ...(motion ? { motion } : {}),
  });
}

// The prompt: this seat's step as at one screen, or whom the table waits for.
function promptWords(c) {
  const { t, frame, turn } = c;
  if (frame.status === 'over' || !turn || turn.step === 'over') return t('prompt.over');
  const acting = frame.seats[turn.player];
  if (!mine(c) && acting && acting.kind === 'human') return c.ot('online.waitingFor', { name: seatName(t, turn.player, c.names) });
  return promptFor(t, { legal: turn, seats: c.kinds, names: c.names, selection: c.board.selection, touch: byTouch() });
}

// Each seat's chip: its name, who holds it (a person online or offline, a computer's level).
function seatChips(c, over) {
  const { t, ot, frame, turn, view } = c;
  return frame.seats.map((seat, i) => ({
    name: seatName(t, i, c.names),
    kind: seat.kind === 'human'
      ? `${t('seat.kind.human')}, ${ot(seat.connected ? 'online.connected' : 'online.away')}`
      : t(`seat.kind.${seat.level}`),
    tincture: t(`seat.tincture.${tinctureOf(i).id}`),
    discards: view ? view.discards[i].map((card) => cardName(t, card)) : [],
    toAct: !over && !!turn && turn.player === i,
    onScreen: false,
  }));
}

function draw(c, motion = null) {
  if (!c.frame) return;
  const { t, frame, turn } = c;
  const over = frame.status === 'over';
  const acting = mine(c) && !c.queue.length ? turn : null;
  drawBoard(c, motion);
  const selection = c.board.selection;
  const hinted = shownHint(c);
  c.grid.update(c.view, acting, selection, hinted && hinted.action);
  c.controls.update({
    seats: seatChips(c, over),
    prompt: promptWords(c),
    notices: [],
    hint: acting && acting.step === 'extra' ? t('controls.moveAgain') : acting && acting.step === 'extraRoll' ? t('controls.rollAgain') : '',
    die: turn && turn.die ? turn.die : null,
    thinking: !over && !!turn && turn.player !== null && frame.seats[turn.player].kind === 'computer',
    suggestion: hinted ? hinted.text : '',
    suggested: hinted && hinted.action ? hinted.action.type : null,
    busy: { hint: !!c.hint.at(frame)?.pending },
    show: {
      roll: !!(acting && acting.canRoll),
      endFavours: !!(acting && acting.canEndFavours),
      endTurn: !!(acting && acting.canEndTurn),
      fewer: !!selection && selection.count > 1,
      more: !!selection && selection.count < selection.maxCount,
      cancel: !!selection,
      scores: over && c.overDismissed,
      hint: !!acting && !!frame.viewNotation,
      undo: false,
    },
    log: c.lines,
    error: c.error || hintFailure(c),
    why: c.why,
    rules: rulesLink({ t, store: { legal: turn } }),
  });
  drawSetup(c, acting && acting.step === 'setup' ? acting : null);
  drawOver(c, over);
  c.root.dataset.state = over ? 'over' : mine(c) ? 'human' : 'waiting';
  c.root.dataset.toAct = frame.toAct === null ? '' : String(frame.toAct);
}

// The setup panel while this seat places its hand.
function drawSetup(c, turn) {
  const { t } = c;
  const hand = turn && c.view ? c.view.hand : null;
  if (c.setupPanel && (!hand || !c.setupPanel.sameHand(hand))) {
    c.setupPanel.element.remove();
    c.setupPanel = null;
  }
  if (hand && hand.length && !c.setupPanel) {
    c.setupPanel = createSetupPanel({
      t, hand, seatLabel: seatName(t, turn.player, c.names),
      drawCard: (ctx, rect, card) => c.board.renderer.drawCardTo(ctx, rect, card, { faceDown: false }),
      announce: (m) => c.announcer.say(m),
      // The pile's bottom card first, so the chosen top is placed last.
      onPlace: (cards) => {
        c.queue = cards.map((card) => ({ type: 'place', card }));
        placeNext(c);
        draw(c);
      },
    });
    c.controls.setupSlot.append(c.setupPanel.element);
  }
  // The Hint's placing of the hand, set out in the panel (a panel made anew shows it too).
  const hinted = shownHint(c);
  if (c.setupPanel && hinted && hinted.groups) c.setupPanel.suggest(hinted.groups);
}

// Once over: the scores, the chart and the record, read from the server's record of the game by
// the engine (every card is face up now).
function drawOver(c, over) {
  if (!over || !c.frame.record) {
    c.gameOver.hide();
    return;
  }
  if (!c.overShown) {
    c.overShown = true;
    const record = c.frame.record;
    const game = c.engine.Game.load(record);
    try {
      c.gameOver.setRecord(record, replayLink(record, { seats: c.kinds, names: c.names }));
      c.scores = { scores: game.scores(), winners: game.winners(), chart: { history: game.scoreHistory(), log: game.fullLog(0) } };
    } finally {
      game.free?.();
    }
  }
  if (c.overDismissed) c.gameOver.hide();
  else if (!c.gameOver.shown) c.gameOver.show(c.scores.scores, c.scores.winners, c.scores.chart);
}

// A frame: what the screen shows is read from it, the actions since the last one animated.
function update(c, frame) {
  const before = c.log;
  const sameSeat = c.frame && c.frame.seat === frame.seat;
  // A new position: the last refusal's words go.
  if (!c.frame || c.frame.version !== frame.version) c.why = null;
  c.frame = frame;
  c.error = '';
  c.view = frame.view;
  c.turn = frame.turn;
  // The same array the scores were made with: they name each seat as the frame does.
  c.names.splice(0, Infinity, ...frame.seats.map((seat) => seat.name || ''));
  c.kinds = frame.seats.map((seat) => (seat.kind === 'computer' ? seat.level : 'human'));
  const log = frame.log || [];
  const fresh = sameSeat && log.length > before.length ? log.slice(before.length) : null;
  c.log = log;
  // A move the server's computer played for a person whose time had run out says so.
  const standIns = new Set(frame.standIns || []);
  c.lines = log.map((entry) => {
    const line = logLine(c, entry);
    return standIns.has(entry.index) ? { ...line, text: `${line.text} ${c.ot('online.standIn')}` } : line;
  });
  if (fresh) for (const entry of fresh) c.announcer.say(c.lines[entry.index]?.text || '');
  if (c.turn && c.turn.step !== 'setup') c.queue = [];
  draw(c, fresh && fresh.length ? { entries: fresh, perAction: MOTION_MS[motionSpeed()] } : null);
  if (mine(c) && c.queue.length) placeNext(c);
}
