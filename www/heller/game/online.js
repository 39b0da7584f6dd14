// Auf Heller und Pfennig at an online table (www/platform/online/table.js): the market board and
// the side panel drawn from each state frame, the seat's own view and log as the server sent
// them. The actions offered are the frame's `legal` (the engine's, on the server), read into the
// board's pieces by the engine's own notation reader (Game.parseAction); the board's placement
// goes back to the server as its notation. The page decides no rule and holds no game.
//
// The panels are the controller's (panels.js) drawn from a small stand-in for its session: the
// seats and names of the frame, whose turn, the log and the outcome. The Hint is Hard in the
// person's place, worked out in the computer players' worker from the frame's view of his seat
// (all it is given), as at one screen.

import { createMarketBoard } from '../board/board.js';
import { el } from '../../platform/ui/dom.js';
import { boardStrings as paintedWords } from '../component/picture.js';
import { actionText, describeHint, merchantName, movableOf, tileName } from './words.js';
import { hellerUrls } from '../engine/urls.js';
import { createOnlineHint } from '../../platform/online/hint.js';
import { wordRefusal } from '../component/words.js';
import { seatToAct } from '../../platform/online/client.js';
import { promptWords, recallFromLog, renderLog, renderMerchants, renderOver } from './panels.js';
import { createRecordBox } from '../../platform/ui/record.js';
import { replayLink } from './controller.js';
import { drawWhy, whyShown } from './why.js';
import { rulesPage } from '../i18n/languages.js';

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
  // roundEnd: a round just ended ({ round, market, view, lanes }): its finished market stays on this
  // screen until the person goes on, as at one screen.
  const ui = { selected: null, pass: false, movable: [], frame: null, lastSquare: null, scoring: null, roundEnd: null, why: null };
  // The Hint, asked of the worker and shown until the next frame.
  const hints = createHint({ engine, t, facts, redraw: () => { if (ui.frame) update(ui.frame); } });
  const canvas = el('canvas', { class: 'hh-canvas', tabindex: '0', 'aria-label': t('board.label', { rows: facts.rows, columns: facts.columns }) });
  const p = {
    prompt: el('p', { class: 'hh-prompt', 'aria-live': 'polite' }),
    // After a round's last placement: the finished market stays until this person goes on.
    continueButton: el('button', { type: 'button', class: 'hm-button hm-primary', hidden: true, dataset: { action: 'continue' }, onclick: () => goOn() }, ''),
    passButton: el('button', { type: 'button', class: 'hm-button hm-primary', hidden: true, dataset: { action: 'pass' }, onclick: () => play('x') }, t('turn.pass')),
    hintButton: el('button', { type: 'button', class: 'hm-button hm-hint-button', hidden: true, dataset: { action: 'hint' }, onclick: () => ui.frame && hints.ask(ui.frame, onlineContext(v, ui.frame).names) }, t('controls.hint')),
    hintLine: el('p', { class: 'hh-hint', 'aria-live': 'polite', hidden: true }),
    // Why the rules refuse the placement tried or aimed at, from the seat's own view (why.js).
    why: el('p', { class: 'hm-why hh-why', role: 'alert', hidden: true }),
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
    lines, p.prompt, p.hintLine, el('div', { class: 'hm-buttons hh-buttons' }, [p.continueButton, p.passButton, p.hintButton]), p.why, p.over,
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
    // A piece put or aimed where it may not go: the rules' reasons, as at one screen, worked out
    // by the engine from this seat's view alone (whyNotInView).
    onRefuse: ({ source, square }) => { if (!explain(actionText(source, square), false)) p.prompt.textContent = ot('online.notThere'); },
    onAim: (aim) => {
      if (aim && !aim.legal && explain(actionText(aim.source, aim.square), true)) return;
      if (ui.why && ui.why.aimed) showWhy(null);
    },
    onSelect: (source) => { ui.selected = source; showWhy(null); if (ui.frame) drawPrompt(ui.frame); },
  });
  // What the drawing functions below the mount are given.
  const v = { engine, t, ot, lang, facts, ui, p, root, board };

  function drawPrompt(frame) {
    const c = onlineContext(v, frame);
    const mine = seatToAct(frame);
    const other = frame.toAct === null ? null : frame.seats[frame.toAct];
    p.prompt.textContent = !mine && other && other.kind === 'human' && frame.status === 'playing'
      ? ot('online.waitingFor', { name: merchantName(t, c.names, frame.toAct) })
      : promptWords(c, frame.view, mine);
    p.passButton.hidden = !(mine && ui.pass);
  }

  function showWhy(why) {
    ui.why = why;
    drawWhy(p.why, board, why);
  }

  // Why the rules refuse `text` for this seat; false when they do not.
  function explain(text, aimed) {
    const why = ui.roundEnd ? null : whyFor(v, ui.frame, text, aimed);
    if (why) showWhy(why);
    return !!why;
  }

  function goOn() {
    ui.roundEnd = null;
    if (ui.frame) update(ui.frame);
    canvas.focus({ preventScroll: true });
  }

  function update(frame) {
    const before = ui.frame;
    ui.frame = frame;
    // A new position: the last reason's words go.
    if (!before || before.version !== frame.version) ui.why = null;
    const ended = roundEndIn(before, frame);
    if (ended) ui.roundEnd = ended;
    // A take-back, or a game over, ends the pause.
    if (ui.roundEnd && (frame.status !== 'playing' || (before && frame.log && before.log && frame.log.length < before.log.length))) ui.roundEnd = null;
    if (ui.roundEnd) return drawRoundEnd(v, frame);
    p.continueButton.hidden = true;
    const c = onlineContext(v, frame);
    const view = frame.view;
    const mine = seatToAct(frame);
    const { movable, pass } = mine ? movableOf((frame.legal || []).map((text) => engine.Game.parseAction(text))) : { movable: [], pass: false };
    if (ui.selected && !movable.some((m) => m.source === ui.selected)) ui.selected = null;
    ui.movable = movable;
    ui.pass = pass;
    root.dataset.state = frame.status === 'over' ? 'over' : mine ? 'human' : 'waiting';
    root.dataset.toAct = frame.toAct === null ? '' : String(frame.toAct);
    // The last placement's square, as the local game marks it (none once a round has begun).
    recallFromLog(ui, c.session.game);
    board.set({ view, movable, selected: ui.selected, lastSquare: ui.lastSquare });
    // No lane lit but the Hint's (a round's end lit its last scoring).
    board.highlightLanes([]);
    drawWhy(p.why, board, ui.why);
    drawPrompt(frame);
    hints.draw(frame, p, root, board);
    drawMerchants(v, frame, view, frame.toAct);
    p.ownLine.hidden = !view.ownTile;
    p.ownLine.textContent = view.ownTile ? t('side.ownTile', { tile: tileName(t, facts, view.ownTile) }) : '';
    // A move the server's computer played for a person whose time had run out says so.
    drawLog(v, frame);
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
    // The Hint shown now ({ text, action, words }), for the console and the tests.
    get hint() { return hints.shown(ui.frame); },
    destroy() {
      board.destroy();
      hints.release();
    },
  };
}

// The stand-in for the controller's context that panels.js draws from.
function onlineContext({ t, facts, ui }, frame) {
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

// A frame whose new log entries end a round (the round's last placement, seen as it came):
// the finished market with its last scoring lit, shown with the view before that placement
// (its pile, its panels) and the money paid since.
function roundEndIn(before, frame) {
  if (!before || frame.status !== 'playing' || !before.log || !frame.log || frame.log.length <= before.log.length) return null;
  for (const entry of frame.log.slice(before.log.length)) {
    const ended = entry.events.find((e) => e.event === 'roundEnded');
    if (!ended) continue;
    const lanes = entry.events.filter((e) => e.event === 'laneScored')
      .map((l) => ({ lane: l.score.lane, parts: l.score.parts.map((part) => ({ squares: part.squares })) }));
    const square = entry.events.find((e) => e.square);
    return {
      round: ended.round, lanes, lastSquare: square ? square.square : null,
      view: { ...before.view, round: ended.round, market: ended.market, money: frame.view.money, bank: frame.view.bank },
    };
  }
  return null;
}


function drawRoundEnd(v, frame) {
  const { t, ui, p, root, board } = v;
  const end = ui.roundEnd;
  root.dataset.state = 'roundEnd';
  root.dataset.toAct = '';
  ui.why = null;
  drawWhy(p.why, board, null);
  board.set({ view: end.view, movable: [], selected: null, lastSquare: end.lastSquare });
  board.highlightLanes(end.lanes);
  p.prompt.textContent = t('turn.roundOver', { round: end.round });
  p.continueButton.hidden = false;
  p.continueButton.textContent = t('turn.continue', { round: end.round + 1 });
  p.passButton.hidden = true;
  p.hintButton.hidden = true;
  p.hintLine.hidden = true;
  p.ownLine.hidden = true;
  drawMerchants(v, frame, end.view, undefined);
  drawLog(v, frame);
}

// The merchants, with each person's connection as the waiting room shows it (a computer is
// always there).
function drawMerchants(v, frame, view, acting) {
  const { p, ot } = v;
  renderMerchants(onlineContext(v, frame), p.merchants, view, acting);
  for (const item of p.merchants.children) {
    const seat = frame.seats[Number(/** @type {HTMLElement} */ (item).dataset.player)];
    if (!seat || seat.kind !== 'human') continue;
    item.dataset.connected = String(!!seat.connected);
    item.append(el('span', { class: 'hh-connection' }, ot(seat.connected ? 'online.connected' : 'online.away')));
  }
}

// The log, a move the server's computer played for a person whose time had run out saying so.
function drawLog(v, frame) {
  const { p, ot } = v;
  const standIns = new Set(frame.standIns || []);
  renderLog(onlineContext(v, frame), p.logList, (i) => (standIns.has(i) ? ot('online.standIn') : ''));
}

// Why the rules refuse `text` for the seat of `frame`, worked out by the engine from its view
// alone (whyNotInView): whyShown's, or null when they do not (or it is not this seat's turn).
function whyFor({ engine, t, facts, lang }, frame, text, aimed) {
  if (!frame || !seatToAct(frame)) return null;
  let reasons = [];
  try {
    reasons = engine.whyNotInView(frame.view, text);
  } catch {
    reasons = [];
  }
  return reasons.length ? whyShown(t, facts, reasons, rulesPage(lang || 'de'), aimed) : null;
}

/**
 * The Hint at an online table (platform/online/hint.js): Hard in the person's place, from his
 * seat's view (the frame's, all it is given); here its words and its square lit on the board.
 * Returns { ask(frame, names), draw(frame, parts, root, board), shown(frame), release() }.
 */
function createHint({ engine, t, facts, redraw }) {
  const hint = createOnlineHint({
    engine: hellerUrls(),
    question: (frame, seed) => ({
      request: { entry: 'chooseAction', args: [frame.view, 'hard', seed] },
      onMain: () => engine.chooseAction(frame.view, 'hard', seed),
    }),
    read: (frame, text) => {
      const view = frame.view;
      const action = engine.Game.parseAction(text);
      return { text, action, words: describeHint(t, facts, action, view.ownTile, view.phase && view.phase.phase === 'turned' ? view.phase.tile : null) };
    },
    redraw,
  });
  let names = [];
  const shown = (frame) => {
    const h = hint.at(frame);
    return h && !h.pending && h.answer ? h.answer : null;
  };
  // The button and the words (the engine's refusal in the page's words where the Hint would have
  // been); the Hint's square lit on the board while it is shown.
  function draw(frame, p, root, board) {
    const now = shown(frame);
    const ours = hint.at(frame);
    p.hintButton.hidden = !seatToAct(frame);
    p.hintButton.disabled = !!(ours && ours.pending);
    const failed = ours && ours.failed ? t('error.refused', { message: wordRefusal(t, ours.failed, { facts, names }) }) : '';
    const line = now ? now.words : ours && ours.pending ? t('controls.hintThinking') : failed;
    p.hintLine.hidden = !line;
    p.hintLine.textContent = line;
    root.dataset.hint = now ? now.text : '';
    if (now && now.action.square) board.highlightLanes([{ lane: { hint: now.words }, parts: [{ squares: [now.action.square] }] }]);
  }
  return {
    ask: (frame, seatNames) => { names = seatNames; hint.ask(frame); },
    draw,
    shown,
    release: () => hint.release(),
  };
}
