// Heuchel & Meuchel at an online table (www/platform/online/table.js): the board, the side panel
// and the scores drawn from each state frame, the seat's own view, log and turn as the server sent
// them. The turn is the engine's legal groups (`turn`, as the browser's Game.legal() gives them:
// in full for the seat to act, only the step for the others), so the board offers exactly what
// the engine allows; an action goes back to the server as the notation of the frame's `legal`
// that the engine reads as it (Game.parseAction). The page decides no rule and holds no game.

import { createBoard } from '../board/board.js';
import { MOTION_MS } from '../board/motion.js';
import { lastMove, lastTake } from '../board/interaction.js';
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
import { cardName, formatEntry, seatName } from '../ui/format.js';
import { promptFor } from '../ui/prompt.js';
import { replayLink, rulesLink } from './screen.js';

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
 * Returns { update(frame), refused(), board, destroy() }.
 */
export function mountHeuchelOnline(element, { engine, t, ot, send, lines, onLeave, startUrl }) {
  const facts = engine.boardFacts();
  const idPrefix = uniquePrefix();
  // What the screen shows, read again from every frame.
  const s = {
    frame: null, view: null, turn: null, log: [], lines: [], names: [], kinds: [],
    queue: [], popover: null, setupPanel: null, overShown: false, overDismissed: false, focusCell: null,
  };
  const boardWrap = el('div', { class: 'hm-board', tabindex: '-1' });
  const announcer = createAnnouncer();
  const controls = createControls({
    t,
    actions: {
      roll: () => play({ type: 'roll' }),
      endFavours: () => play({ type: 'endFavours' }),
      endTurn: () => play({ type: 'endTurn' }),
      fewer: () => board.count(-1),
      more: () => board.count(1),
      cancel: () => { board.cancel(); draw(); },
      scores: () => { s.overDismissed = false; draw(); },
      hint: () => {},
      undo: () => {},
      recall: () => {},
    },
  });
  const grid = createGrid({
    t, idPrefix, facts,
    handlers: {
      onFocusCell: (cell) => {
        s.focusCell = cell;
        board.aim(cell ? cell.column : null, cell ? cell.row : null);
        drawBoard();
      },
      onActivate: (cell) => board.select(cell.column, cell.row, null),
      onCount: (n) => board.count(n),
      onCancel: () => { board.cancel(); draw(); },
    },
  });
  const gameOver = createGameOverSlot({
    t, idPrefix, names: s.names,
    onNewGame: onLeave,
    onClose: () => { s.overDismissed = true; draw(); },
  });
  const menu = el('nav', { class: 'hm-buttons hm-online-menu' }, [
    el('button', { type: 'button', class: 'hm-button', dataset: { action: 'newGame' }, onclick: onLeave }, t('menu.newGame')),
    startUrl ? el('a', { class: 'hm-button', href: startUrl, dataset: { action: 'start' } }, t('title.games')) : null,
  ]);
  const root = el('div', { class: 'hm-root hm-online', dataset: { state: 'waiting' } }, [
    el('div', { class: 'hm-game' }, [boardWrap, el('aside', { class: 'hm-side' }, [menu, lines, gameOver.element, controls.element])]),
    grid.element, announcer.element,
  ]);
  element.replaceChildren(root);

  const board = createBoard(boardWrap, { facts, strings: boardStrings(t), animated: true }, {
    pick(selection) {
      closePopover();
      announcer.say(selection ? t('log.picked', { count: selection.count, row: selection.row }) : t('log.putBack'));
      draw();
    },
    move: ({ from, count, to }) => play({ type: 'move', from, count, to }),
    refused: () => refuse(),
    refusedTake: () => refuse(),
    take: (take) => openTake(take),
    lose: ({ row }) => play({ type: 'lose', row }),
    focus() {
      const active = element.getRootNode().activeElement;
      if (!boardWrap.contains(active) && !grid.element.contains(active)) boardWrap.focus({ preventScroll: true });
      closePopover();
    },
  });

  // Whether this socket's seat is to act now.
  const mine = () => !!s.frame && s.frame.status === 'playing' && s.frame.seat !== null && s.frame.toAct === s.frame.seat;

  // An action of the board or the buttons: sent as the frame's own notation of it.
  function play(action) {
    closePopover();
    if (!mine()) return;
    const key = canonical(action);
    const text = (s.frame.legal || []).find((legal) => canonical(engine.Game.parseAction(legal)) === key);
    if (!text) {
      refuse();
      return;
    }
    send(text);
  }

  // The setup's hand, placed card by card: the next card goes once the server has the last.
  function placeNext() {
    const action = s.queue.shift();
    if (action) play(action);
  }

  function refuse() {
    s.error = ot('online.notThere');
    draw();
  }

  function openTake(take) {
    closePopover();
    s.popover = openTakePopover(boardWrap, {
      t, idPrefix, column: take.column, maxCount: take.maxCount, anchor: take.anchor,
      onChoose: (n) => play({ type: 'take', column: take.column, count: n }),
      onCancel: () => closePopover(),
    });
  }
  function closePopover() {
    if (s.popover) s.popover.close();
    s.popover = null;
  }

  // The marks of the last move and favour (the log's own).
  function drawBoard(motion = null) {
    const marks = [];
    const last = lastMove(s.log);
    if (last) marks.push({ column: last.column, row: last.from, kind: 'lastMove' }, { column: last.column, row: last.to, kind: 'lastMove' });
    const taken = lastTake(s.log);
    if (taken) marks.push({ column: taken.column, row: taken.row, kind: 'lastMove' });
    if (s.focusCell) marks.push({ ...s.focusCell, kind: 'focus' });
    board.set({
      view: s.view,
      legal: mine() && !s.queue.length ? s.turn : null,
      highlights: s.view ? marks : [],
      die: s.turn && s.turn.die ? s.turn.die : null,
      ...(motion ? { motion } : {}),
    });
  }

  function promptWords() {
    const { frame, turn } = s;
    if (frame.status === 'over' || !turn || turn.step === 'over') return t('prompt.over');
    const acting = frame.seats[turn.player];
    if (!mine() && acting && acting.kind === 'human') return ot('online.waitingFor', { name: seatName(t, turn.player, s.names) });
    return promptFor(t, { legal: turn, seats: s.kinds, names: s.names, selection: board.selection, touch: byTouch() });
  }

  function draw(motion = null) {
    if (!s.frame) return;
    const { frame, turn, view } = s;
    const over = frame.status === 'over';
    const acting = mine() && !s.queue.length ? turn : null;
    drawBoard(motion);
    const selection = board.selection;
    grid.update(view, acting, selection, null);
    controls.update({
      seats: frame.seats.map((seat, i) => ({
        name: seatName(t, i, s.names),
        kind: seat.kind === 'human'
          ? `${t('seat.kind.human')}, ${ot(seat.connected ? 'online.connected' : 'online.away')}`
          : t(`seat.kind.${seat.level}`),
        tincture: t(`seat.tincture.${tinctureOf(i).id}`),
        discards: view ? view.discards[i].map((card) => cardName(t, card)) : [],
        toAct: !over && turn && turn.player === i,
        onScreen: false,
      })),
      prompt: promptWords(),
      notices: [],
      hint: acting && acting.step === 'extra' ? t('controls.moveAgain') : acting && acting.step === 'extraRoll' ? t('controls.rollAgain') : '',
      die: turn && turn.die ? turn.die : null,
      thinking: !over && !!turn && turn.player !== null && frame.seats[turn.player].kind === 'computer',
      suggestion: '',
      suggested: null,
      busy: {},
      show: {
        roll: !!(acting && acting.canRoll),
        endFavours: !!(acting && acting.canEndFavours),
        endTurn: !!(acting && acting.canEndTurn),
        fewer: !!selection && selection.count > 1,
        more: !!selection && selection.count < selection.maxCount,
        cancel: !!selection,
        scores: over && s.overDismissed,
        hint: false,
        undo: false,
      },
      log: s.lines,
      error: s.error || '',
      why: null,
      rules: rulesLink({ t, store: { legal: turn } }),
    });
    drawSetup(acting && acting.step === 'setup' ? acting : null);
    drawOver(over);
    root.dataset.state = over ? 'over' : mine() ? 'human' : 'waiting';
    root.dataset.toAct = frame.toAct === null ? '' : String(frame.toAct);
  }

  // The setup panel while this seat places its hand.
  function drawSetup(turn) {
    const hand = turn && s.view ? s.view.hand : null;
    if (s.setupPanel && (!hand || !s.setupPanel.sameHand(hand))) {
      s.setupPanel.element.remove();
      s.setupPanel = null;
    }
    if (hand && hand.length && !s.setupPanel) {
      s.setupPanel = createSetupPanel({
        t, hand, seatLabel: seatName(t, turn.player, s.names),
        drawCard: (ctx, rect, card) => board.renderer.drawCardTo(ctx, rect, card, { faceDown: false }),
        announce: (m) => announcer.say(m),
        // The pile's bottom card first, so the chosen top is placed last.
        onPlace: (cards) => {
          s.queue = cards.map((card) => ({ type: 'place', card }));
          placeNext();
          draw();
        },
      });
      controls.setupSlot.append(s.setupPanel.element);
    }
  }

  // Once over: the scores, the chart and the record, read from the server's record of the game by
  // the engine (every card is face up now).
  function drawOver(over) {
    if (!over || !s.frame.record) {
      gameOver.hide();
      return;
    }
    if (!s.overShown) {
      s.overShown = true;
      const record = s.frame.record;
      const game = engine.Game.load(record);
      try {
        gameOver.setRecord(record, replayLink(record, { seats: s.kinds, names: s.names }));
        s.scores = { scores: game.scores(), winners: game.winners(), chart: { history: game.scoreHistory(), log: game.fullLog(0) } };
      } finally {
        game.free?.();
      }
    }
    if (s.overDismissed) gameOver.hide();
    else if (!gameOver.shown) gameOver.show(s.scores.scores, s.scores.winners, s.scores.chart);
  }

  function update(frame) {
    const before = s.log;
    const sameSeat = s.frame && s.frame.seat === frame.seat;
    s.frame = frame;
    s.error = '';
    s.view = frame.view;
    s.turn = frame.turn;
    // The same array the scores were made with: they name each seat as the frame does.
    s.names.splice(0, Infinity, ...frame.seats.map((seat) => seat.name || ''));
    s.kinds = frame.seats.map((seat) => (seat.kind === 'computer' ? seat.level : 'human'));
    const log = frame.log || [];
    // The actions since the last frame are animated, as at one screen.
    const fresh = sameSeat && log.length > before.length ? log.slice(before.length) : null;
    s.log = log;
    s.lines = log.map((entry) => {
      const text = formatEntry(t, entry, s.names);
      const seat = seatName(t, entry.actor, s.names);
      return { index: entry.index, seat: entry.actor, text: text && !text.includes(seat) ? t('logLine.by', { seat, text }) : text };
    });
    if (fresh) for (const entry of fresh) announcer.say(s.lines[entry.index]?.text || '');
    if (s.turn && s.turn.step !== 'setup') s.queue = [];
    draw(fresh && fresh.length ? { entries: fresh, perAction: MOTION_MS[motionSpeed()] } : null);
    if (mine() && s.queue.length) placeNext();
  }

  return {
    update,
    // A refused action: the cards go back, the rest of a hand's placing is dropped.
    refused() {
      s.queue = [];
      if (s.frame) draw();
    },
    get board() { return board; },
    destroy() {
      closePopover();
      board.destroy();
    },
  };
}
