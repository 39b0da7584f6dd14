// What the first game's page shows, drawn from the session core's state and the screen's own
// store (controller.js makes both): the engine's legal actions and view for the person at the
// screen, the log as he may read it, the marks on the board, the controls, the setup panel, the
// hand-off and game-over screens. Nothing here decides anything: every function reads the
// context `c` (controller.js, mountOnce) and draws.

import { MOTION_MS } from '../board/motion.js';
import { motionSpeed } from '../../platform/game/prefs.js';
import { lastMove, lastTake, suggestionSquares } from '../board/interaction.js';
import { tinctureOf } from '../../platform/render/seats.js';
import { seatParams } from '../../platform/ui/seat-style.js';
import { cardName, formatEntry, seatName } from '../ui/format.js';
import { promptFor } from '../ui/prompt.js';
import { byTouch } from '../../platform/ui/input-kind.js';
import { createSetupPanel } from '../ui/setup-panel.js';
import { rulesPage } from '../i18n/languages.js';
import { knownIn } from './adapter.js';

// A finished game's replay: the board alone, every card shown, stepping through the record.
const REPLAY_PAGE = new URL('../../../embed.html', import.meta.url);

/**
 * The link that opens a record's replay (embed.html in replay mode); `table` ({ seats, names }),
 * when given, lets the replay say who played each seat (the record itself names nobody).
 */
export function replayLink(record, table) {
  const url = new URL(REPLAY_PAGE);
  url.search = new URLSearchParams({ mode: 'replay', controls: 'step play', record, ...seatParams(table) }).toString();
  return url.href;
}

// The section of the players' rules page (i18n/languages.js rulesPage) for each step of a turn.
const RULES_SECTION = {
  setup: 'setup', move: 'moving', extra: 'moving', favours: 'favours',
  roll: 'dice', rolled: 'dice', extraRoll: 'dice', over: 'end',
};

/** The legal actions the person acting may take on the screen, or null when he may take none. */
export const uiLegal = (c) => (c.session.personActing() ? c.store.legal : null);

/**
 * What the screen is drawn from, read again after every change: the engine's legal actions, the
 * view of the person at the screen (none behind the hand-off screen), the log as he may read it.
 */
export function sync(c) {
  const { session, store } = c;
  const g = session.game;
  store.legal = g.legal();
  store.view = session.state.handoff === null ? g.view(session.viewer()) : null;
  const fresh = syncLog(c);
  store.motion = fresh && fresh.length ? { entries: fresh, perAction: MOTION_MS[motionSpeed()] } : null;
  store.taken = store.view ? takenSinceMine(c) : [];
}

// The log follows the game: only the entries played since the last look are fetched (the board
// animates them). An entry may mask a card the viewer has learnt since (he took it blind, it came
// to the top); when his view names more cards, the entries from the first that masks one are read
// again. Returns the new entries, or null when the log was read anew (a hand-off, a take-back):
// then nothing is animated.
function syncLog(c) {
  const { session, store } = c;
  if (session.state.handoff !== null) {
    store.log = [];
    store.lines = [];
    store.logOf = null;
    return null;
  }
  const g = session.game;
  const v = session.viewer();
  const named = knownIn(store.view).size;
  // An online table's positions, one per frame, are one game as the seat follows it (`lineage`).
  const game = g.lineage || g;
  const same = store.logOf && store.logOf.viewer === v && store.logOf.game === game && g.actionCount() >= store.log.length;
  if (!same) {
    store.logOf = { viewer: v, game };
    store.named = named;
    store.log = g.log(v, 0);
    store.lines = store.log.map((entry) => logLine(c, entry));
    store.recall = null;
    return null;
  }
  const known = store.log.length;
  const first = named > store.named ? store.log.findIndex(masks) : -1;
  const from = first >= 0 ? first : known;
  const read = g.log(v, from);
  store.named = named;
  store.log.splice(from, Infinity, ...read);
  store.lines.splice(from, Infinity, ...read.map((entry) => logLine(c, entry)));
  return store.log.slice(known);
}

const masks = (entry) => entry.events.some((ev) => [ev.card, ev.mover, ev.top, ...(ev.cards || [])]
  .some((card) => card !== undefined && typeof card !== 'string'));

/**
 * A log line: its words name the acting seat (the line also shows his colour, never alone). At an
 * online table a move the server's computer played for a person whose time had run out says so.
 */
export function logLine({ t, names, remote }, entry) {
  const text = formatEntry(t, entry, names);
  const seat = seatName(t, entry.actor, names);
  const line = text && !text.includes(seat) ? t('logLine.by', { seat, text }) : text;
  const standIn = remote && (remote.frame.standIns || []).includes(entry.index);
  return { index: entry.index, seat: entry.actor, text: standIn ? `${line} ${remote.ot('online.standIn')}` : line };
}

/** The prompt: whose turn, what to do, what is lifted. */
export function currentPrompt({ t, seats, names, session, store, lesson, remote }) {
  // A lesson's table is the learner's: once his part is played, nobody else is asked to act.
  if (lesson && !session.personActing()) return '';
  // Online, another person's turn is played at his own screen.
  const acting = session.toAct();
  if (remote && acting !== null && seats[acting] === 'human' && !session.personActing()) {
    return remote.ot('online.waitingFor', { name: seatName(t, acting, names) });
  }
  return promptFor(t, { legal: store.legal, seats, handoff: session.state.handoff, selection: store.selection, names, touch: byTouch() });
}

/**
 * The Hint on screen ({ action, text } or in setup { groups, text }): only for the person it was
 * asked for, and only until anything is played.
 */
function shownSuggestion({ session }) {
  const hint = session.shownHint();
  return hint ? /** @type {any} */ (hint.answer) : null;
}

/** The rules page at the section for the step now asked of the players. */
export const rulesLink = ({ t, store }) => `${rulesPage(t.lang)}#${RULES_SECTION[store.legal && store.legal.step] || 'aim'}`;

// ---- Taken cards -----------------------------------------------------------------------------
/** The favours another player took from the person at the screen in a log entry. */
export function takenFrom({ session }, entry) {
  const person = session.person();
  return person === null ? [] : entry.events.filter((ev) => ev.event === 'took' && ev.column === person && ev.player !== person);
}

/** A favour taken from the person at the screen, in words. */
export const takenText = ({ t, names }, ev) => t('notice.taken', { seat: seatName(t, ev.player, names), count: ev.cards.length, row: ev.row });

// Everything taken from him since his own last action: it stays marked until he acts again. Each
// with the square of the taker's stack now: where it went when it moved on whole (its old square
// is empty and a move of his left from it).
function takenSinceMine(c) {
  const { session, store } = c;
  const person = session.person();
  if (person === null) return [];
  let i = store.log.length;
  while (i > 0 && store.log[i - 1].actor !== person) i--;
  const out = [];
  for (let k = i; k < store.log.length; k++) {
    for (const ev of takenFrom(c, store.log[k])) {
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

// ---- The board -------------------------------------------------------------------------------
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

/** The marks of the last move and the last favour in `log` (the log's own entries). */
export function lastMarks(log) {
  const marks = [];
  const last = lastMove(log);
  if (last) marks.push({ column: last.column, row: last.from, kind: 'lastMove' }, { column: last.column, row: last.to, kind: 'lastMove' });
  const taken = lastTake(log);
  if (taken) marks.push({ column: taken.column, row: taken.row, kind: 'lastMove' });
  return marks;
}

// The last move and favour, what was taken from the person at the screen and by whom, the Hint's
// squares, the keyboard's cell.
function boardMarks(c) {
  const { store } = c;
  const marks = lastMarks(store.log);
  for (const ev of store.taken) {
    marks.push({ column: ev.column, row: ev.row, kind: 'taken' }, { column: ev.player, row: ev.takerRow, kind: 'taker' });
  }
  const hinted = shownSuggestion(c);
  if (hinted && hinted.action) marks.push(...suggestionSquares(store.legal, hinted.action));
  if (store.focusCell) marks.push({ ...store.focusCell, kind: 'focus' });
  if (store.why) marks.push(...store.why.marks);
  return marks;
}

/** Draws the board from the store (the newest actions animated once). */
export function drawBoard(c) {
  const { store, board } = c;
  if (store.destroyed) return;
  const recalled = store.view && store.recall !== null && store.log[store.recall] ? recallMarks(store.log[store.recall]) : null;
  board.set({
    view: store.view,
    legal: uiLegal(c),
    highlights: store.view ? [...boardMarks(c), ...(recalled ? recalled.marks : [])] : [],
    arrows: recalled ? recalled.arrows : [],
    die: store.legal && store.legal.die ? store.legal.die : null,
    ...(store.motion ? { motion: store.motion } : {}),
  });
  store.motion = null;
}

// ---- Everything --------------------------------------------------------------------------------
/** Draws the whole screen: the board, the grid, the controls, the setup panel, the screens over it. */
export function render(c) {
  const { t, seats, names, session, store, board, grid, controls, root } = c;
  if (store.destroyed) return;
  const { legal } = store;
  const s = session.state;
  drawBoard(c);
  const l = uiLegal(c);
  const hinted = shownSuggestion(c);
  const selection = board.selection;
  store.selection = selection;
  grid.update(store.view, l, selection, hinted && hinted.action);
  if ((selection && selection.maxCount > 1) || c.liftCounts.made) {
    const wrap = c.boardWrap;
    c.liftCounts('update', selection, selection && board.square(selection.column, selection.row), wrap.clientWidth, wrap.clientHeight);
  }
  const step = l ? l.step : null;
  const over = legal.step === 'over';
  controls.update({
    seats: seats.map((kind, i) => ({
      name: seatName(t, i, names), kind: seatKind(c, kind, i), tincture: t(`seat.tincture.${tinctureOf(i).id}`),
      discards: store.view ? store.view.discards[i].map((card) => cardName(t, card)) : [],
      toAct: !over && legal.player === i, onScreen: s.handoff === null && s.shown === i && s.humans.length > 1,
    })),
    prompt: currentPrompt(c),
    notices: store.taken.map((ev) => takenText(c, ev)),
    hint: step === 'extra' ? t('controls.moveAgain') : step === 'extraRoll' ? t('controls.rollAgain') : '',
    die: s.handoff === null && legal.die ? legal.die : null,
    thinking: (!!s.turn && legal.step !== 'setup') || session.askingHint() || serverThinking(c),
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
      // In a lesson, "Show me" (the Hint's place) once the learner is stuck.
      hint: !!l && (!c.lesson || c.lesson.canShow()),
      // Where taking back would show something hidden again, it is not offered (nor in a lesson).
      undo: !c.lesson && !!(s.undo && !s.undo.refused),
    },
    log: store.lines,
    error: s.error,
    why: store.why,
    rules: rulesLink(c),
  });
  renderSetup(c, step === 'setup' ? l : null);
  renderGuide(c);
  renderScreens(c, over);
  root.classList.toggle('hm-busy', !!s.turn);
  root.classList.toggle('hm-setup-active', !!store.setupPanel);
}

// Who holds a seat: a person (online, whether he is connected) or a computer's level.
function seatKind({ t, remote }, kind, i) {
  const seat = remote ? remote.frame.seats[i] : null;
  if (!seat || seat.kind !== 'human') return t(`seat.kind.${kind}`);
  return `${t('seat.kind.human')}, ${remote.ot(seat.connected ? 'online.connected' : 'online.away')}`;
}

// Online, a computer seat to act is thinking on the server.
function serverThinking({ session, seats, remote }) {
  const acting = session.toAct();
  return !!remote && !session.isOver() && acting !== null && seats[acting] !== 'human';
}

// A guided game's pause on a rule (controller.js `guide`): its line and its rule's link, shown and
// its "Go on" focused when it comes; hidden once the table goes on.
function renderGuide(c) {
  if (c.guideBox) c.guideBox.render(c.session.state.paused);
}

// The hand-off screen while the device changes hands; the scores once the game is over.
function renderScreens(c, over) {
  const { t, seats, names, session, store, announcer, handoffScreen, gameOver } = c;
  const { handoff } = session.state;
  if (handoff !== null) {
    announcer.clear();
    handoffScreen.show(seatName(t, handoff, names));
  } else {
    handoffScreen.hide();
  }
  const g = session.game;
  if (over) {
    // Over, everything is face up: the record hides nothing any more.
    const record = g.save();
    gameOver.setRecord(record, replayLink(record, { seats, names }));
  }
  if (over && !store.overDismissed && !gameOver.shown) {
    gameOver.show(g.scores(), g.winners(), { history: g.scoreHistory(), log: g.fullLog(0) });
  } else {
    gameOver.hide();
  }
}

// The setup panel while the person at the screen places his hand (`l`: his legal actions then).
function renderSetup(c, l) {
  const { t, names, store, board, announcer, controls } = c;
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
      onPlace: (cards) => c.placeAll(cards),
    });
    controls.setupSlot.append(store.setupPanel.element);
    // A panel made anew shows the hint already given for this position, if any.
    const hinted = shownSuggestion(c);
    if (hinted && hinted.groups) store.setupPanel.suggest(hinted.groups);
  }
}
