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
import { createT } from '../../ui/i18n.js';
import { el } from '../../ui/dom.js';
import { createHandoff } from '../../ui/handoff.js';
import { sharedBots } from '../../engine/bots.js';
import { hellerUrls } from '../engine/load.js';
import {
  actionText, describeLaneScore, describePayments, logLines, merchantName, movableOf, sourceName, strokes, tileName,
} from './words.js';
import { de } from '../i18n/de.js';

/** The computer levels the engine offers for this game. */
export const LEVELS = ['easy', 'medium', 'hard'];
export const SEAT_KINDS = ['human', ...LEVELS];

/**
 * Mounts a game in `element`.
 * options: { engine (the bindings: Game, chooseAction, boardFacts), strings, lang, players,
 * variant ('standard' | 'openEnded'), noLuck, seed, seats (['human', 'hard', …]), names, game (a
 * Game to show instead of a new one), botSeed, botDelay (ms between computer actions), worker
 * (false: decide on the main thread), onChange(snapshot) after every action, onNewGame(),
 * onLanguage(lang), languages ({tag: own name}), rulesUrl(lang), startUrl }.
 * Returns { game, snapshot(), destroy(), board }.
 */
export function mountHeller(element, options) {
  const engine = options.engine;
  const facts = engine.boardFacts();
  const strings = options.strings || de;
  const lang = options.lang || 'de';
  const t = createT(strings, null, lang);
  const game = options.game || new engine.Game(options.players || 3, options.variant || 'standard', !!options.noLuck, options.seed);
  const players = game.players;
  const seats = normaliseSeats(options.seats, players);
  const names = Array.from({ length: players }, (_, p) => (options.names && typeof options.names[p] === 'string' ? options.names[p] : ''));
  const botSeed = Number.isSafeInteger(options.botSeed) ? options.botSeed : Math.floor(Math.random() * 2 ** 31);
  const botDelay = Number.isFinite(options.botDelay) ? options.botDelay : 700;
  const humans = seats.flatMap((k, p) => (k === 'human' ? [p] : []));
  const bots = options.worker === false ? null : sharedBots({ engine: hellerUrls() });

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
  };
  let timer = null;

  // ---- The page's parts --------------------------------------------------------------------
  const canvas = el('canvas', { class: 'hh-canvas', tabindex: '0', 'aria-label': t('board.label', { rows: facts.rows, columns: facts.columns }) });
  const boardBox = el('div', { class: 'hh-board' }, [canvas]);
  const round = el('p', { class: 'hh-round' });
  const prompt = el('p', { class: 'hh-prompt', 'aria-live': 'polite' });
  const passButton = el('button', { type: 'button', class: 'hm-button hm-primary', hidden: true, dataset: { action: 'pass' }, onclick: () => act('x') }, t('turn.pass'));
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
  const side = el('aside', { class: 'hm-side hh-side' }, [
    el('header', { class: 'hh-head' }, [el('h1', { class: 'hm-title hh-title' }, t('app.title')), menu]),
    round, prompt, el('div', { class: 'hm-buttons' }, [passButton]), errorLine,
    el('section', { class: 'hh-merchants-box' }, [el('h2', {}, t('side.merchants')), merchants, ownLine]),
    ledger,
    el('section', { class: 'hh-log-box' }, [el('h2', {}, t('side.log')), logList]),
  ]);
  const handoffScreen = createHandoff({ t, onAccept: acceptHandoff });
  const over = el('div', { class: 'hh-over', role: 'dialog', 'aria-modal': 'false', hidden: true });
  const root = el('div', { class: 'hm-root hm-game hh-game', lang }, [boardBox, side, handoffScreen.element, over]);
  element.replaceChildren(root);

  const board = createMarketBoard(canvas, {
    facts,
    strings: boardStrings(),
    onPlace: ({ source, square }) => act(actionText(source, square)),
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
      title: t('app.title'),
      you: t('board.you'),
      roundWord: t('board.roundWord'),
      round: (n) => t.number(n),
      tiles: (n) => t('board.tiles', { count: n }),
      label: t('board.label', { rows: facts.rows, columns: facts.columns }),
      // The keyboard's focus ({kind: 'square', index} or {kind: 'source', source}), in words.
      describe: ({ focus, selected, view }) => {
        const parts = [];
        if (focus.kind === 'square') {
          const square = facts.squares[focus.index];
          parts.push(cellWords(square, view.market.cells[focus.index]));
          const dests = selected && store.movable ? (store.movable.find((m) => m.source === selected) || { squares: [] }).squares : [];
          if (dests.includes(square)) parts.push(t('board.canPlace'));
        } else {
          parts.push(sourceName(t, facts, focus.source, view.ownTile));
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

  function refreshHandoff() {
    const acting = game.toAct();
    if (humans.length >= 2 && acting !== undefined && seats[acting] === 'human' && acting !== store.shown) store.handoff = acting;
  }

  function acceptHandoff() {
    store.shown = store.handoff;
    store.handoff = null;
    render();
  }

  // ---- Drawing -----------------------------------------------------------------------------
  function render() {
    if (store.destroyed) return;
    refreshHandoff();
    const acting = game.toAct();
    const overNow = game.isOver();
    root.dataset.state = overNow ? 'over' : store.handoff !== null ? 'handoff' : acting !== undefined && seats[acting] !== 'human' ? 'computer' : 'human';
    root.dataset.toAct = acting === undefined ? '' : String(acting);
    if (store.handoff !== null) {
      // Nothing private while the device changes hands.
      board.set({ view: null, movable: [], selected: null, lastSquare: null });
      handoffScreen.show(merchantName(t, names, store.handoff));
      store.view = null;
      prompt.textContent = '';
      passButton.hidden = true;
      ownLine.hidden = true;
      merchants.replaceChildren();
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
    board.highlightLanes(store.scoring ? store.scoring.lanes.map((l) => ({ lane: l.score.lane, parts: l.score.parts.map((p) => ({ squares: p.squares })) })) : []);

    round.textContent = view.variant === 'standard'
      ? t('round.of', { round: view.round, rounds: facts.rounds })
      : t('round.open', { round: view.round });
    store.view = view;
    store.pass = pass;
    renderPrompt();

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
        view.holdsOwn[p] ? el('span', { class: 'hh-holds' }, t('side.holdsOwn')) : null,
      ]);
    }));
    ownLine.hidden = !view.ownTile;
    ownLine.textContent = view.ownTile ? t('side.ownTile', { tile: tileName(t, facts, view.ownTile) }) : '';
    errorLine.hidden = !store.error;
    errorLine.textContent = store.error || '';
    renderLedger();
    renderOver(view);
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
    if (overNow) prompt.textContent = t('over.title');
    else if (humanActing && pass) prompt.textContent = t('turn.mustPass', { name: actingName });
    else if (humanActing && store.selected) prompt.textContent = t('turn.selected', { what: sourceName(t, facts, store.selected, view.ownTile) });
    else if (humanActing) prompt.textContent = `${t(view.ownTile ? 'turn.yours' : 'turn.yoursNoOwn', { name: actingName })} ${t('turn.howTo')}`;
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
      el('button', { type: 'button', class: 'hm-button hm-primary', dataset: { action: 'overNewGame' }, onclick: () => (options.onNewGame || (() => {}))() }, t('over.newGame')),
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
      store.error = t('error.refused', { message: e.message });
      render();
      return;
    }
    store.error = null;
    store.selected = null;
    after(events);
  }

  function after(events) {
    const placed = events.find((e) => e.square);
    if (placed) store.lastSquare = placed.square;
    const lanes = events.filter((e) => e.event === 'laneScored');
    if (lanes.length) {
      const paid = events.find((e) => e.event === 'paid');
      store.scoring = { lanes, payments: paid ? paid.payments : [] };
    }
    if (events.some((e) => e.event === 'roundStarted')) store.lastSquare = null;
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
    const acting = game.toAct();
    if (acting === undefined || seats[acting] === 'human') return;
    timer = setTimeout(() => decide(acting), botDelay);
  }

  async function decide(player) {
    if (store.destroyed || game.toAct() !== player) return;
    store.thinking = true;
    const view = game.view(player);
    const level = seats[player];
    const seed = botSeed + game.actionCount();
    let action;
    try {
      action = bots ? await bots.choose({ view, level, seed }) : engine.chooseAction(view, level, seed);
    } catch (e) {
      if (!e || !e.unavailable) {
        store.error = t('error.refused', { message: e && e.message });
        render();
        return;
      }
      action = engine.chooseAction(view, level, seed);
    } finally {
      store.thinking = false;
    }
    if (store.destroyed || game.toAct() !== player) return;
    act(action);
  }

  function snapshot() {
    return { save: game.save(), seats: seats.slice(), names: names.slice(), botSeed, over: game.isOver(), round: game.round(), actions: game.actionCount() };
  }

  // The log so far (a game resumed from a save), and the newest scoring in it.
  const earlier = game.log();
  for (let i = earlier.length - 1; i >= 0 && !store.scoring; i -= 1) {
    const lanes = earlier[i].events.filter((e) => e.event === 'laneScored');
    if (lanes.length) {
      const paid = earlier[i].events.find((e) => e.event === 'paid');
      store.scoring = { lanes, payments: paid ? paid.payments : [] };
    }
  }
  renderLog();
  render();
  // Drawn at once (not on the next frame), so the first paint can be timed
  // (scripts/measure-web.mjs, "heller").
  board.redraw();
  performance.mark('heller:board-painted');
  schedule();

  return {
    game,
    board,
    snapshot,
    /** Where the computer players think: 'worker', 'main' (no worker) or 'idle' (not yet asked). */
    get botMode() { return bots ? bots.mode : 'main'; },
    destroy() {
      store.destroyed = true;
      clearTimeout(timer);
      board.destroy();
      if (bots) bots.release();
      element.replaceChildren();
    },
  };
}

/** The seats asked for, one per player: unknown kinds refused, missing ones a person. */
export function normaliseSeats(asked, players) {
  const list = (asked || []).map((k) => String(k).trim().toLowerCase());
  const unknown = list.find((k) => k && !SEAT_KINDS.includes(k));
  if (unknown) throw new Error(`unknown seat ${JSON.stringify(unknown)}: use ${SEAT_KINDS.join(', ')}`);
  return Array.from({ length: players }, (_, p) => list[p] || (p === 0 || !list.length ? 'human' : 'medium'));
}
