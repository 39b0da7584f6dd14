// Auf Heller und Pfennig at an online table (www/platform/online/table.js): the market board and
// the side panel drawn from each state frame, the seat's own view and log as the server sent
// them. The actions offered are the frame's `legal` (the engine's, on the server), read into the
// board's pieces by the engine's own notation reader (Game.parseAction); the board's placement
// goes back to the server as its notation. The page decides no rule and holds no game.
//
// The panels are the controller's (panels.js) drawn from a small stand-in for its session: the
// seats and names of the frame, whose turn, the log and the outcome.

import { createMarketBoard } from '../board/board.js';
import { el } from '../../platform/ui/dom.js';
import { boardStrings as paintedWords } from '../component/picture.js';
import { actionText, merchantName, movableOf, tileName } from './words.js';
import { promptWords, recallFromLog, renderLog, renderMerchants, renderOver } from './panels.js';
import { createRecordBox } from '../../platform/ui/record.js';
import { replayLink } from './controller.js';

/**
 * Mounts the game of an online table in `element`.
 * options: { engine (the bindings: Game.parseAction, boardFacts), t (the game's words), ot (the
 * online table's), lang, facts, send(action) (the notation, to the server), lines (the table's lines:
 * who one is, the connection, refusals), onLeave() (New game) }.
 * Once over, the game's record comes with the frame (the server's save of it): kept, shared and
 * replayed as a local game's is.
 */
export function mountHellerOnline(element, { engine, t, ot, lang, facts, send, lines, onLeave, startUrl }) {
  const record = createRecordBox({ t, fileName: 'auf-heller-und-pfennig.txt' });
  const ui = { selected: null, pass: false, movable: [], frame: null, lastSquare: null, scoring: null };
  const canvas = el('canvas', { class: 'hh-canvas', tabindex: '0', 'aria-label': t('board.label', { rows: facts.rows, columns: facts.columns }) });
  const p = {
    prompt: el('p', { class: 'hh-prompt', 'aria-live': 'polite' }),
    passButton: el('button', { type: 'button', class: 'hm-button hm-primary', hidden: true, dataset: { action: 'pass' }, onclick: () => play('x') }, t('turn.pass')),
    merchants: el('ol', { class: 'hh-merchants' }),
    ownLine: el('p', { class: 'hh-own', hidden: true }),
    logList: el('ol', { class: 'hh-log' }),
    over: el('section', { class: 'hh-over', 'aria-live': 'polite', hidden: true }),
  };
  const menu = el('nav', { class: 'hh-menu' }, [
    el('button', { type: 'button', class: 'hm-button', dataset: { action: 'newGame' }, onclick: onLeave }, t('menu.newGame')),
    startUrl ? el('a', { class: 'hm-button', href: startUrl, dataset: { action: 'start' } }, t('menu.start')) : null,
  ]);
  const side = el('aside', { class: 'hm-side hh-side' }, [
    el('header', { class: 'hh-head' }, [el('h1', { class: 'hm-title hh-title' }, t('app.title')), menu]),
    lines, p.prompt, el('div', { class: 'hm-buttons hh-buttons' }, [p.passButton]), p.over,
    el('section', { class: 'hh-merchants-box' }, [el('h2', {}, t('side.merchants')), p.merchants, p.ownLine]),
    el('section', { class: 'hh-log-box' }, [el('h2', {}, t('side.log')), p.logList]),
  ]);
  const root = el('div', { class: 'hm-root hm-game hh-game hh-online', dataset: { state: 'waiting' } }, [el('div', { class: 'hh-board' }, [canvas]), side]);
  element.replaceChildren(root);

  function play(action) {
    ui.selected = null;
    send(action);
  }
  const board = createMarketBoard(canvas, {
    facts,
    strings: paintedWords(t, t('board.label', { rows: facts.rows, columns: facts.columns })),
    onPlace: ({ source, square }) => play(actionText(source, square)),
    onAct: ({ action }) => play(action),
    onRefuse: () => { p.prompt.textContent = ot('online.notThere'); },
    onSelect: (source) => { ui.selected = source; if (ui.frame) drawPrompt(ui.frame); },
  });

  // The stand-in for the controller's context that panels.js draws from.
  function context(frame) {
    const names = frame.seats.map((s) => s.name || '');
    const seats = frame.seats.map((s) => (s.kind === 'computer' ? s.level : 'human'));
    const session = {
      state: { seats, humans: seats.flatMap((k, i) => (k === 'human' ? [i] : [])) },
      viewer: () => frame.seat,
      toAct: () => frame.toAct,
      isOver: () => frame.status === 'over',
      game: { log: () => frame.log || [], winners: () => (frame.outcome ? frame.outcome.winners : []), save: () => frame.record || '' },
    };
    return { t, facts, names, seats, session, ui };
  }

  function drawPrompt(frame) {
    const c = context(frame);
    const mine = frame.status === 'playing' && frame.seat !== null && frame.toAct === frame.seat;
    const other = frame.toAct === null ? null : frame.seats[frame.toAct];
    p.prompt.textContent = !mine && other && other.kind === 'human' && frame.status === 'playing'
      ? ot('online.waitingFor', { name: merchantName(t, c.names, frame.toAct) })
      : promptWords(c, frame.view, mine);
    p.passButton.hidden = !(mine && ui.pass);
  }

  function update(frame) {
    ui.frame = frame;
    const c = context(frame);
    const view = frame.view;
    const mine = frame.status === 'playing' && frame.seat !== null && frame.toAct === frame.seat;
    const { movable, pass } = mine ? movableOf((frame.legal || []).map((text) => engine.Game.parseAction(text))) : { movable: [], pass: false };
    if (ui.selected && !movable.some((m) => m.source === ui.selected)) ui.selected = null;
    ui.movable = movable;
    ui.pass = pass;
    root.dataset.state = frame.status === 'over' ? 'over' : mine ? 'human' : 'waiting';
    root.dataset.toAct = frame.toAct === null ? '' : String(frame.toAct);
    // The last placement's square, as the local game marks it (none once a round has begun).
    recallFromLog(ui, c.session.game);
    board.set({ view, movable, selected: ui.selected, lastSquare: ui.lastSquare });
    drawPrompt(frame);
    renderMerchants(c, p.merchants, view, frame.toAct);
    // Each person's connection, as the waiting room shows it (a computer is always there).
    for (const item of p.merchants.children) {
      const seat = frame.seats[Number(/** @type {HTMLElement} */ (item).dataset.player)];
      if (!seat || seat.kind !== 'human') continue;
      item.dataset.connected = String(!!seat.connected);
      item.append(el('span', { class: 'hh-connection' }, ot(seat.connected ? 'online.connected' : 'online.away')));
    }
    p.ownLine.hidden = !view.ownTile;
    p.ownLine.textContent = view.ownTile ? t('side.ownTile', { tile: tileName(t, facts, view.ownTile) }) : '';
    renderLog(c, p.logList);
    renderOver(c, p.over, view, {
      record: frame.record ? record : null,
      replayLink: (save) => replayLink(save, lang || 'de', { seats: c.seats, names: c.names }),
      onNewGame: onLeave,
    });
  }

  return {
    update,
    // A refused move: the piece goes back where it came from.
    refused() { if (ui.frame) update(ui.frame); },
    get board() { return board; },
    destroy() { board.destroy(); },
  };
}
