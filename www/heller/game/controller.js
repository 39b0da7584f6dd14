// One playable game of Auf Heller und Pfennig: the controller. It holds the engine's game, the
// seats and whose screen it is, and draws from them the market board (www/heller/board), the
// side panel (merchants, the prompt, the scoring ledger, the log) and the hand-off and game-over
// screens. Everything it knows about the game comes from the engine (legal actions, views, the
// log with its events, board facts); it re-declares no rule.
//
// Hidden information: the board and the panels are drawn from one player's view only (the
// player whose screen it is; a spectator's view when no person plays), and while the hot-seat
// hand-off screen is up they are drawn from no one's: nothing private is on the page. Computer
// players are handed their own view and nothing else (in the worker).

import { createMarketBoard } from '../board/board.js';
import { createT } from '../../platform/ui/i18n.js';
import { el } from '../../platform/ui/dom.js';
import { createHandoff } from '../../platform/ui/handoff.js';
import { sharedBots } from '../../platform/engine/bots.js';
import { hellerUrls } from '../engine/load.js';
import { createRecordBox } from '../../platform/ui/record.js';
import { boardStrings as paintedWords } from '../component/picture.js';
import { takeBackAllowed, takeBackPoint } from '../../platform/game/take-back.js';
import {
  actionText, describeHint, describeLaneScore, describePayments, logLines, merchantName, movableOf, shownIn, sourceName, strokes, tileName,
} from './words.js';
import { wordRefusal } from '../component/words.js';
import { de } from '../i18n/de.js';

/** Who may sit at a seat: a person, or a computer of one of the levels the engine offers (its boardFacts().levels). */
export function seatKinds(facts) {
  return ['human', ...facts.levels];
}
// Hints use their own seeds, apart from the computer seats'.
const HINT_SEED = 1_000_003;
// A finished game's replay: the board alone, every tile shown, stepping through the record.
const REPLAY_PAGE = new URL('../../../heller-embed.html', import.meta.url);

/** The link that opens a record's replay (heller-embed.html in replay mode), in `lang`. */
export function replayLink(save, lang) {
  const url = new URL(REPLAY_PAGE);
  url.search = new URLSearchParams({ mode: 'replay', save, lang }).toString();
  return url.href;
}

/**
 * Mounts a game in `element`.
 * options: { engine (the bindings: Game, chooseAction, boardFacts), strings, lang, players,
 * variant ('standard' | 'openEnded'), noLuck, seed, seats (['human', 'hard', …]), names, game (a
 * Game to show instead of a new one), undo (several people at the screen agreed to taking back:
 * the new-game dialog's option; one person playing the computer always may), botSeed, botDelay (ms between computer actions), worker
 * (false: decide on the main thread), onChange(snapshot) after every action, onNewGame(),
 * onLanguage(lang), languages ({tag: own name}), rulesUrl(lang), startUrl }.
 * Returns { game (the engine's game now: a take-back replaces it), snapshot(), destroy(), board }.
 */
export function mountHeller(element, options) {
  const engine = options.engine;
  const facts = engine.boardFacts();
  const strings = options.strings || de;
  const lang = options.lang || 'de';
  const t = createT(strings, null, lang);
  let game = options.game || new engine.Game(options.players || 3, options.variant || 'standard', !!options.noLuck, options.seed);
  const players = game.players;
  const seats = normaliseSeats(options.seats, players, seatKinds(facts));
  const names = Array.from({ length: players }, (_, p) => (options.names && typeof options.names[p] === 'string' ? options.names[p] : ''));
  const botSeed = Number.isSafeInteger(options.botSeed) ? options.botSeed : Math.floor(Math.random() * 2 ** 31);
  const botDelay = Number.isFinite(options.botDelay) ? options.botDelay : 700;
  const humans = seats.flatMap((k, p) => (k === 'human' ? [p] : []));
  const bots = options.worker === false ? null : sharedBots({ engine: hellerUrls() });
  const undoAllowed = takeBackAllowed(seats, options.undo);
  // A game made here by a take-back is this controller's to free; the host's own never is.
  let ownsGame = !options.game;

  const store = {
    shown: humans.length === 1 ? humans[0] : null, // whose screen it is (a person)
    handoff: null,        // the person the screen waits to be handed to
    selected: null,       // the chosen source, in click-to-place
    thinking: false,
    destroyed: false,
    lastSquare: null,
    scoring: null,        // the newest scoring, for the ledger: { lanes: [...], payments: [...] }
    error: null,
    movable: [],          // what the person acting may place where (the engine's legal actions)
    view: null,           // the view on the screen
    pass: false,          // the person acting can only pass
    suggestion: null,     // the Hint: { game, token, player, pending, action, text }
    undo: null,           // where a take-back would return to (game/take-back.js), or null
    notice: null,         // a line after a take-back, until the next action
    roundEnd: null,       // a round just ended: { round, market, next }, shown until the table goes on
  };
  let timer = null;

  // ---- The page's parts --------------------------------------------------------------------
  const canvas = el('canvas', { class: 'hh-canvas', tabindex: '0', 'aria-label': t('board.label', { rows: facts.rows, columns: facts.columns }) });
  const boardBox = el('div', { class: 'hh-board' }, [canvas]);
  const round = el('p', { class: 'hh-round' });
  const prompt = el('p', { class: 'hh-prompt', 'aria-live': 'polite' });
  const passButton = el('button', { type: 'button', class: 'hm-button hm-primary', hidden: true, dataset: { action: 'pass' }, onclick: () => act('x') }, t('turn.pass'));
  const hintButton = el('button', { type: 'button', class: 'hm-button hm-hint-button', hidden: true, dataset: { action: 'hint' }, onclick: () => askHint() }, t('controls.hint'));
  const undoButton = el('button', { type: 'button', class: 'hm-button', hidden: true, dataset: { action: 'undo' }, onclick: () => takeBack() }, t('controls.undo'));
  // After a round's last placement: the finished market stays until the table goes on.
  const continueButton = el('button', { type: 'button', class: 'hm-button hm-primary', hidden: true, dataset: { action: 'continue' }, onclick: () => goOn() }, '');
  // The Hint in words, or why taking back is not possible, or that it was done.
  const hintLine = el('p', { class: 'hh-hint', 'aria-live': 'polite', hidden: true });
  const undoLine = el('p', { class: 'hh-undo-note', hidden: true });
  const errorLine = el('p', { class: 'hh-error', role: 'alert', hidden: true });
  const merchants = el('ol', { class: 'hh-merchants' });
  const ownLine = el('p', { class: 'hh-own', hidden: true });
  const ledgerBody = el('div', { class: 'hh-ledger-body' });
  const ledger = el('section', { class: 'hh-ledger', 'aria-live': 'polite' }, [el('h2', {}, t('score.title')), ledgerBody]);
  const logList = el('ol', { class: 'hh-log' });
  const menu = el('nav', { class: 'hh-menu' }, [
    el('button', { type: 'button', class: 'hm-button', dataset: { action: 'newGame' }, onclick: () => (options.onNewGame || (() => {}))() }, t('menu.newGame')),
    options.rulesUrl ? el('a', { class: 'hm-button', href: options.rulesUrl(lang), target: '_blank', rel: 'noopener', dataset: { action: 'rules' } }, t('menu.rules')) : null,
    options.startUrl ? el('a', { class: 'hm-button', href: options.startUrl, dataset: { action: 'start' } }, t('menu.start')) : null,
    options.languages ? languageChoice() : null,
  ]);
  // The game's end beside the market (as the first game's score breakdown), not over it.
  const over = el('section', { class: 'hh-over', 'aria-live': 'polite', hidden: true });
  const side = el('aside', { class: 'hm-side hh-side' }, [
    el('header', { class: 'hh-head' }, [el('h1', { class: 'hm-title hh-title' }, t('app.title')), menu]),
    round, prompt, hintLine, el('div', { class: 'hm-buttons hh-buttons' }, [continueButton, passButton, hintButton, undoButton]), undoLine, errorLine, over,
    el('section', { class: 'hh-merchants-box' }, [el('h2', {}, t('side.merchants')), merchants, ownLine]),
    ledger,
    el('section', { class: 'hh-log-box' }, [el('h2', {}, t('side.log')), logList]),
  ]);
  const handoffScreen = createHandoff({ t, onAccept: acceptHandoff });
  // The game's record, to keep or share once the game is over (ui/record.js, as the first game's).
  const record = createRecordBox({ t, fileName: 'auf-heller-und-pfennig.txt' });
  const root = el('div', { class: 'hm-root hm-game hh-game', lang }, [boardBox, side, handoffScreen.element]);
  element.replaceChildren(root);

  const board = createMarketBoard(canvas, {
    facts,
    strings: boardStrings(),
    onPlace: ({ source, square }) => act(actionText(source, square)),
    // The pool turns its tile up; a tray tile is chosen as one's own (the action is the engine's).
    onAct: ({ action }) => act(action),
    // A piece put where it may not go: the engine says why, in the page's words.
    onRefuse: ({ source, square }) => refuse(actionText(source, square)),
    // The board keeps its own drag and choice; the page only words it (the board is not set
    // anew, which would put the piece back).
    onSelect: (source) => {
      store.selected = source;
      renderPrompt();
    },
  });

  // The words the board paints and says, in the page's language.
  function boardStrings() {
    return {
      ...paintedWords(t, t('board.label', { rows: facts.rows, columns: facts.columns })),
      // The keyboard's focus ({kind: 'square', index} or {kind: 'source', source}), in words.
      describe: ({ focus, selected, view }) => {
        const parts = [];
        if (focus.kind === 'square') {
          const square = facts.squares[focus.index];
          parts.push(cellWords(square, view.market.cells[focus.index]));
          const dests = selected && store.movable ? (store.movable.find((m) => m.source === selected) || { squares: [] }).squares || [] : [];
          if (dests.includes(square)) parts.push(t('board.canPlace'));
          else if (selected) parts.push(t('board.cannotPlace'));
        } else {
          parts.push(sourceName(t, facts, focus.source, view.ownTile, view));
        }
        return parts.join(', ');
      },
    };
  }

  function cellWords(square, cell) {
    if (!cell || cell.kind === 'empty') return t('board.free', { square });
    if (cell.kind === 'tile') return t('board.tile', { square, tile: tileName(t, facts, cell.tile) });
    return t('board.stall', { square, stall: strokes(cell.stall), name: merchantName(t, names, cell.player) });
  }

  function languageChoice() {
    const select = el('select', { class: 'hh-language', dataset: { action: 'language' }, 'aria-label': t('menu.language'), onchange: () => options.onLanguage(select.value) },
      Object.entries(options.languages).map(([tag, own]) => el('option', { value: tag, lang: tag, selected: tag === lang }, own)));
    return select;
  }

  // ---- Whose screen ------------------------------------------------------------------------
  // The person acting sees his own view; while a computer acts the screen stays with the last
  // person shown; with no person at the table everyone sees as a spectator.
  function viewer() {
    if (!humans.length) return players;
    return store.shown ?? humans[0];
  }

  // Without luck nothing is private (every tile lies face up, D8): the screen simply turns to
  // the person acting, with no hand-off.
  function refreshHandoff() {
    const acting = game.toAct();
    if (humans.length < 2 || acting === undefined || seats[acting] !== 'human' || acting === store.shown) return;
    if (game.noLuck) store.shown = acting;
    else store.handoff = acting;
  }

  function acceptHandoff() {
    store.shown = store.handoff;
    store.handoff = null;
    render();
  }

  // ---- Drawing -----------------------------------------------------------------------------
  function render() {
    if (store.destroyed) return;
    continueButton.hidden = true;
    if (store.roundEnd) return renderRoundEnd();
    refreshHandoff();
    const acting = game.toAct();
    const overNow = game.isOver();
    root.dataset.state = overNow ? 'over' : store.handoff !== null ? 'handoff' : acting !== undefined && seats[acting] !== 'human' ? 'computer' : 'human';
    root.dataset.toAct = acting === undefined ? '' : String(acting);
    if (store.handoff !== null) {
      // Nothing private while the device changes hands, and nothing public hidden: the market
      // (and a tile turned up) as a spectator sees it.
      board.set({ view: game.view(players), movable: [], selected: null, lastSquare: store.lastSquare });
      handoffScreen.show(merchantName(t, names, store.handoff));
      store.view = null;
      prompt.textContent = '';
      passButton.hidden = true;
      // Nothing of the last player's own tile stays in the page, not even as hidden text.
      ownLine.hidden = true;
      ownLine.textContent = '';
      errorLine.hidden = true;
      errorLine.textContent = '';
      merchants.replaceChildren();
      renderTools();
      // The scoring and the log are public: they stay while the device changes hands.
      renderLedger();
      return;
    }
    handoffScreen.hide();
    const view = game.view(viewer());
    const humanActing = !overNow && acting !== undefined && seats[acting] === 'human';
    const { movable, pass } = humanActing ? movableOf(game.legalActions()) : { movable: [], pass: false };
    if (store.selected && !movable.some((m) => m.source === store.selected)) store.selected = null;
    store.movable = movable;
    board.set({ view, movable, selected: store.selected, lastSquare: store.lastSquare });
    // The Hint's square while it is shown (alone, so it stands out), else the newest scoring's lanes.
    const hinted = shownSuggestion();
    if (hinted && hinted.action.square) board.highlightLanes([{ lane: { hint: hinted.text }, parts: [{ squares: [hinted.action.square] }] }]);
    else board.highlightLanes(scoringLanes());

    round.textContent = roundWords(view.variant, view.round);
    store.view = view;
    store.pass = pass;
    renderPrompt();
    renderMerchants(view, acting);
    ownLine.hidden = !view.ownTile;
    ownLine.textContent = view.ownTile ? t('side.ownTile', { tile: tileName(t, facts, view.ownTile) }) : '';
    errorLine.hidden = !store.error;
    errorLine.textContent = store.error || '';
    renderTools();
    renderLedger();
    renderOver(view);
  }

  function roundWords(variant, n) {
    return variant === 'standard' ? t('round.of', { round: n, rounds: facts.rounds }) : t('round.open', { round: n });
  }

  // A round has just ended: its finished market, with its last scoring lit, as the screen showed
  // the round before its last action (nothing of the new round's own tiles), with the money paid
  // since, until a person at the table goes on, or, with only computers at it, until their pause
  // has passed.
  function renderRoundEnd() {
    const end = store.roundEnd;
    handoffScreen.hide();
    const base = game.view(players);
    const view = { ...(end.before || base), round: end.round, market: end.market, money: base.money, bank: base.bank };
    root.dataset.state = 'roundEnd';
    root.dataset.toAct = '';
    board.set({ view, movable: [], selected: null, lastSquare: store.lastSquare });
    board.highlightLanes(scoringLanes());
    store.view = null;
    round.textContent = roundWords(view.variant, end.round);
    prompt.textContent = t('turn.roundOver', { round: end.round });
    passButton.hidden = true;
    continueButton.hidden = !humans.length;
    continueButton.textContent = t('turn.continue', { round: end.round + 1 });
    ownLine.hidden = true;
    ownLine.textContent = '';
    errorLine.hidden = true;
    renderMerchants(view, undefined);
    renderTools();
    renderLedger();
  }

  function goOn() {
    if (!store.roundEnd || store.destroyed) return;
    store.roundEnd = null;
    clearTimeout(timer);
    render();
    root.dispatchEvent(new CustomEvent('heller-continue', { bubbles: true, composed: true }));
    schedule();
  }

  function scoringLanes() {
    return store.scoring ? store.scoring.lanes.map((l) => ({ lane: l.score.lane, parts: l.score.parts.map((p) => ({ squares: p.squares })) })) : [];
  }

  function renderMerchants(view, acting) {
    merchants.replaceChildren(...view.money.map((money, p) => {
      const supply = view.supply[p];
      const stallList = supply.flatMap((count, i) => (count ? [`${count} × ${strokes(i + 1)}`] : []));
      const label = seats[p] === 'human'
        ? (p === viewer() && humans.length > 1 ? t('player.you', { name: merchantName(t, names, p) }) : merchantName(t, names, p))
        : t('player.computer', { name: merchantName(t, names, p), level: t(`seat.${seats[p]}`).replace(/^.*,\s*/, '') });
      return el('li', { class: `hh-merchant hh-seat-${p}${p === acting ? ' hh-acting' : ''}`, dataset: { player: String(p) } }, [
        el('span', { class: 'hh-merchant-name' }, label),
        el('span', { class: 'hh-money', dataset: { money: String(money) } }, t('side.money', { count: money })),
        el('span', { class: 'hh-stalls' }, stallList.length ? t('side.stalls', { list: t.list(stallList) }) : t('side.noStalls')),
        view.holdsOwn[p] ? el('span', { class: 'hh-holds' }, view.ownTiles[p] && p !== view.viewer
          ? t('side.holdsOwnShown', { tile: tileName(t, facts, view.ownTiles[p]) }) : t('side.holdsOwn')) : null,
      ]);
    }));
  }

  // The Hint and Take back: their buttons, the Hint in words, why taking back is not possible.
  function renderTools() {
    const acting = humanActingNow();
    const hinted = shownSuggestion();
    const s = store.suggestion;
    const asking = !!(s && s.pending && s.game === game && s.token === game.actionCount() && acting);
    hintButton.hidden = !acting;
    hintButton.disabled = asking;
    const line = hinted ? hinted.words : asking ? t('controls.hintThinking') : store.notice || '';
    hintLine.hidden = !line;
    if (hintLine.textContent !== line) hintLine.textContent = line;
    root.dataset.hint = hinted ? hinted.text : '';
    store.undo = undoPoint();
    undoButton.hidden = !store.undo;
    undoButton.disabled = !!(store.undo && store.undo.refused);
    const refused = store.undo && store.undo.refused;
    undoLine.hidden = !refused;
    undoLine.textContent = refused ? t(refused.key, { name: refused.player === undefined ? '' : merchantName(t, names, refused.player) }) : '';
  }

  // The prompt: whose turn, what to do, what is chosen.
  function renderPrompt() {
    const view = store.view;
    if (!view) return;
    const acting = game.toAct();
    const overNow = game.isOver();
    const humanActing = !overNow && acting !== undefined && seats[acting] === 'human' && store.handoff === null;
    const pass = store.pass;
    const actingName = acting === undefined ? '' : merchantName(t, names, acting);
    const phase = view.phase || {};
    const turned = phase.phase === 'turned' ? tileName(t, facts, phase.tile) : null;
    if (overNow) prompt.textContent = t('over.title');
    else if (humanActing && pass) prompt.textContent = t('turn.mustPass', { name: actingName });
    else if (humanActing && turned) prompt.textContent = `${t('turn.turned', { name: actingName, tile: turned })} ${t('turn.turnedHowTo')}`;
    else if (humanActing && phase.phase === 'choose') prompt.textContent = t('turn.choose', { name: actingName });
    else if (humanActing && store.selected) prompt.textContent = t('turn.selected', { what: sourceName(t, facts, store.selected, view.ownTile, view) });
    else if (humanActing) prompt.textContent = `${t(view.ownTile ? 'turn.yours' : 'turn.yoursNoOwn', { name: actingName })} ${t('turn.howTo')}`;
    else if (turned) prompt.textContent = t('turn.computerTurned', { name: actingName, tile: turned });
    else if (phase.phase === 'choose') prompt.textContent = t('turn.computerChoose', { name: actingName });
    else prompt.textContent = t('turn.computer', { name: actingName });
    passButton.hidden = !(humanActing && pass);
  }

  function renderLedger() {
    if (!store.scoring) {
      ledgerBody.replaceChildren(el('p', {}, t('score.none')));
      return;
    }
    const blocks = store.scoring.lanes.map((l) => {
      const d = describeLaneScore(t, facts, names, l.score, { final: l.final });
      return el('article', { class: 'hh-lane', dataset: { lane: JSON.stringify(l.score.lane) } }, [
        el('h3', {}, d.title),
        ...d.parts.map((part) => el('div', { class: 'hh-part' }, [
          el('p', { class: 'hh-part-where' }, part.where),
          el('ul', { class: 'hh-terms' }, [...part.terms, part.sum].map((x) => el('li', {}, x))),
          el('ul', { class: 'hh-amounts' }, part.players.map((x) => el('li', {}, x))),
        ])),
      ]);
    });
    const paid = el('ul', { class: 'hh-payments' }, describePayments(t, names, store.scoring.payments).map((x) => el('li', {}, x)));
    ledgerBody.replaceChildren(...blocks, paid);
  }

  function renderOver(view) {
    if (!game.isOver()) {
      over.hidden = true;
      return;
    }
    // Over, the record hides nothing any more (every own tile is placed or back in the pool).
    const save = game.save();
    record.set(save, replayLink(save, lang));
    const winners = game.winners();
    const money = view.money;
    const order = money.map((m, p) => p).sort((a, b) => money[b] - money[a] || a - b);
    const best = money[order[0]];
    const winnerNames = t.list(winners.map((p) => merchantName(t, names, p)), 'conjunction');
    over.replaceChildren(el('div', { class: 'hh-over-box' }, [
      el('h2', { class: 'hm-title' }, t('over.title')),
      el('p', { class: 'hh-over-winner' }, t(winners.length > 1 ? 'over.winners' : 'over.winner', { names: winnerNames, money: best })),
      el('table', { class: 'hh-over-table' }, [
        el('thead', {}, el('tr', {}, [t('over.place'), t('over.merchant'), t('over.money')].map((h) => el('th', { scope: 'col' }, h)))),
        el('tbody', {}, order.map((p) => el('tr', { class: winners.includes(p) ? 'hh-winner' : '' }, [
          el('td', {}, String(1 + order.filter((q) => money[q] > money[p]).length)),
          el('th', { scope: 'row' }, merchantName(t, names, p)),
          el('td', {}, t.number(money[p])),
        ]))),
      ]),
      el('div', { class: 'hm-buttons' }, [
        el('button', { type: 'button', class: 'hm-button hm-primary', dataset: { action: 'overNewGame' }, onclick: () => (options.onNewGame || (() => {}))() }, t('over.newGame')),
        record.replay,
      ]),
      record.element,
    ]));
    over.hidden = false;
  }

  function renderLog() {
    const entries = game.log();
    logList.replaceChildren(...entries.flatMap((entry) => logLines(t, facts, names, entry)).map((line) => el('li', {}, line)));
    logList.scrollTop = logList.scrollHeight;
  }

  // ---- Playing -----------------------------------------------------------------------------
  function act(text) {
    if (store.destroyed) return;
    let events;
    try {
      events = game.play(text);
    } catch (e) {
      store.error = refusal(e);
      render();
      return;
    }
    store.error = null;
    store.selected = null;
    store.notice = null;
    after(events);
  }

  // An engine error in the page's words, from its code and arguments.
  function refusal(e) {
    return t('error.refused', { message: wordRefusal(t, e, { facts, names }) });
  }

  // A piece put where it may not go: the engine's reason, said and announced (the error line is
  // an alert), the piece back where it was.
  function refuse(text) {
    let error = null;
    try {
      error = game.check(text);
    } catch (e) {
      error = e;
    }
    if (!error) return;
    store.error = refusal(error);
    render();
    root.dispatchEvent(new CustomEvent('heller-refused', { bubbles: true, composed: true, detail: { action: text, code: error.code || null } }));
  }

  function after(events) {
    const placed = events.find((e) => e.square);
    if (placed) store.lastSquare = placed.square;
    const lanes = events.filter((e) => e.event === 'laneScored');
    if (lanes.length) {
      const paid = events.find((e) => e.event === 'paid');
      store.scoring = { lanes, payments: paid ? paid.payments : [] };
    }
    const ended = events.find((e) => e.event === 'roundEnded');
    // The view on the screen before the action (its pile, its panels), with the finished market.
    if (ended && !game.isOver()) store.roundEnd = { round: ended.round, market: ended.market, before: store.view };
    if (events.some((e) => e.event === 'roundStarted')) store.lastSquare = store.roundEnd ? store.lastSquare : null;
    renderLog();
    render();
    (options.onChange || (() => {}))(snapshot());
    root.dispatchEvent(new CustomEvent('heller-action', { bubbles: true, composed: true, detail: { events, over: game.isOver() } }));
    schedule();
  }

  // A computer seat to act: ask its decision (from its own view only) after a pause, so a
  // person can follow the market.
  function schedule() {
    clearTimeout(timer);
    if (store.destroyed || game.isOver()) return;
    if (store.roundEnd) {
      // With nobody at the table to go on, the computers' pause (twice as long) ends it.
      if (!humans.length) timer = setTimeout(goOn, botDelay * 2);
      return;
    }
    const acting = game.toAct();
    if (acting === undefined || seats[acting] === 'human') return;
    timer = setTimeout(() => decide(acting), botDelay);
  }

  async function decide(player) {
    if (store.destroyed || store.roundEnd || game.toAct() !== player) return;
    const asked = game;
    const count = asked.actionCount();
    store.thinking = true;
    const view = asked.view(player);
    const level = seats[player];
    const seed = botSeed + count;
    let action;
    try {
      action = await ask(view, level, seed);
    } catch (e) {
      store.error = refusal(e);
      render();
      return;
    } finally {
      store.thinking = false;
    }
    // Not when the game moved on or was taken back meanwhile.
    if (store.destroyed || game !== asked || game.actionCount() !== count) return;
    act(action);
  }

  // What `level` would play from `view` (one player's own view, all it is given), asked of the
  // worker; without one, on the main thread (the same engine, the same answer).
  function ask(view, level, seed) {
    const onMain = () => engine.chooseAction(view, level, seed);
    if (!bots) return new Promise((resolve) => resolve(onMain()));
    return bots.choose({ view, level, seed }).catch((e) => {
      if (!e || !e.unavailable) throw e;
      return onMain();
    });
  }

  // ---- The Hint ----------------------------------------------------------------------------
  // What the Hard computer player would do in the acting person's place, asked from his own view
  // as a computer seat is asked; said in words and shown on the board, never played.
  const humanActingNow = () => {
    const acting = game.toAct();
    return !store.destroyed && !store.roundEnd && !game.isOver() && acting !== undefined && seats[acting] === 'human' && store.handoff === null && acting === viewer();
  };

  // The Hint on screen: only for the person it was asked for, until anything is played.
  function shownSuggestion() {
    const s = store.suggestion;
    return s && !s.pending && s.game === game && s.token === game.actionCount() && s.player === game.toAct() && humanActingNow() ? s : null;
  }

  function askHint() {
    if (!humanActingNow()) return;
    const token = game.actionCount();
    const had = store.suggestion;
    if (had && had.game === game && had.token === token) return;
    const player = game.toAct();
    const current = { game, token, player, pending: true };
    store.suggestion = current;
    store.notice = null;
    render();
    const view = game.view(player);
    ask(view, 'hard', botSeed + HINT_SEED + token).then((text) => {
      if (store.destroyed || store.suggestion !== current) return;
      const action = engine.Game.parseAction(text);
      const turned = view.phase && view.phase.phase === 'turned' ? view.phase.tile : null;
      store.suggestion = { ...current, pending: false, text, action, words: describeHint(t, facts, action, view.ownTile, turned) };
      render();
      root.dispatchEvent(new CustomEvent('heller-hint', { bubbles: true, composed: true, detail: { action: text } }));
    }, (e) => {
      if (store.destroyed || store.suggestion !== current) return;
      store.suggestion = null;
      store.error = refusal(e);
      render();
    });
  }

  // ---- Taking back -------------------------------------------------------------------------
  // The person at the screen may take back his last action (and the computers' since) while it
  // is his turn or a computer's, if nothing hidden was shown to him since (words.js shownIn): a
  // tile turned up from the pile, a new round's own tiles, another's own tile he could not see.
  function undoPoint() {
    if (!undoAllowed || store.destroyed || store.handoff !== null || game.isOver() || !humans.length) return null;
    const person = viewer();
    const acting = game.toAct();
    if (acting !== person && seats[acting] === 'human') return null;
    const actors = game.log().map((entry) => entry.player);
    return takeBackPoint(actors, person, (index) => {
      const since = game.log(person, index);
      let seenOwn = [];
      if (since.some((entry) => entry.events.some((e) => e.event === 'ownTilePlaced' && e.player !== person))) {
        const before = game.at(index);
        try {
          seenOwn = before.view(person).ownTiles;
        } finally {
          before.free?.();
        }
      }
      return shownIn(since, person, seenOwn);
    });
  }

  function takeBack() {
    const point = undoPoint();
    if (!point || point.refused) return;
    clearTimeout(timer);
    const previous = game;
    game = previous.at(point.index);
    if (ownsGame) previous.free?.();
    ownsGame = true;
    store.suggestion = null;
    store.error = null;
    store.selected = null;
    store.roundEnd = null;
    store.notice = t('controls.undone');
    recallFromLog();
    renderLog();
    render();
    // The shorter game is saved at once: a reload shows it.
    (options.onChange || (() => {}))(snapshot());
    root.dispatchEvent(new CustomEvent('heller-takeback', { bubbles: true, composed: true, detail: { actions: game.actionCount() } }));
    schedule();
  }

  function snapshot() {
    return {
      save: game.save(), seats: seats.slice(), names: names.slice(), botSeed, undo: undoAllowed,
      over: game.isOver(), round: game.round(), actions: game.actionCount(),
    };
  }

  // From the log so far (a game resumed from a save, or taken back): the newest scoring in it,
  // and the square last placed on in this round.
  function recallFromLog() {
    const earlier = game.log();
    store.scoring = null;
    store.lastSquare = null;
    for (let i = earlier.length - 1; i >= 0 && !store.scoring; i -= 1) {
      const lanes = earlier[i].events.filter((e) => e.event === 'laneScored');
      if (lanes.length) {
        const paid = earlier[i].events.find((e) => e.event === 'paid');
        store.scoring = { lanes, payments: paid ? paid.payments : [] };
      }
    }
    const last = earlier[earlier.length - 1];
    if (last && !last.events.some((e) => e.event === 'roundStarted')) {
      const placed = last.events.find((e) => e.square);
      if (placed) store.lastSquare = placed.square;
    }
  }

  recallFromLog();
  renderLog();
  render();
  // Drawn at once (not on the next frame), so the first paint can be timed
  // (scripts/measure-web.mjs, "heller").
  board.redraw();
  performance.mark('heller:board-painted');
  schedule();

  return {
    get game() { return game; },
    board,
    snapshot,
    /** Where the computer players think: 'worker', 'main' (no worker) or 'idle' (not yet asked). */
    get botMode() { return bots ? bots.mode : 'main'; },
    destroy() {
      store.destroyed = true;
      clearTimeout(timer);
      board.destroy();
      if (bots) bots.release();
      if (ownsGame) game.free?.();
      element.replaceChildren();
    },
  };
}

/** The seats asked for, one per player (`kinds`: seatKinds of the engine's facts): unknown kinds refused, missing ones a person. */
export function normaliseSeats(asked, players, kinds) {
  const list = (asked || []).map((k) => String(k).trim().toLowerCase());
  const unknown = list.find((k) => k && !kinds.includes(k));
  if (unknown) throw new Error(`unknown seat ${JSON.stringify(unknown)}: use ${kinds.join(', ')}`);
  return Array.from({ length: players }, (_, p) => list[p] || (p === 0 || !list.length ? 'human' : 'medium'));
}
