// One playable board: canvas, accessible grid, controls and dialogs inside a host element.
// Everything it knows about the game comes from the engine (legal, view, log, scores); it keeps
// no global state, so several boards can share a page.

import { computeLayout, hitTest } from '../board/layout.js';
import { createRenderer } from '../render/index.js';
import { en } from '../i18n/en.js';
import { createT } from './i18n.js';
import { el, uniquePrefix } from './dom.js';
import { describeSuggestion, formatEntry, promptFor, seatName } from './format.js';
import { grab, highlights, isDest, lastMove, lastTake, loseAt, setCount, takeAt } from './interaction.js';
import { createGrid } from './board-grid.js';
import { createControls, createAnnouncer } from './controls.js';
import { attachBoardInput } from '../board/input.js';
import { openTakePopover } from './popover.js';
import { createSetupPanel } from './setup-panel.js';
import { describeArrangement, groupsOfPlacing } from './setup-order.js';
import { createHandoff } from './handoff.js';
import { createGameOver } from './game-over.js';
import { createBotClient } from '../bots/client.js';

const SPECTATOR = 6;
const LOG_TAIL = 8;
// Computer levels decided by the engine's bots (src/bot), in a worker; the two simple kinds are
// instant and stay on the main thread.
export const LEVELS = ['easy', 'medium', 'hard'];
export const SEAT_KINDS = ['human', ...LEVELS, 'random', 'greedy'];
// Hints use their own seeds, apart from the computer seats'.
const HINT_SEED = 1_000_003;

// options: { Game, players, variant, seed, seats, strings, game (an existing Game to show instead
// of a new one), botDelay, setupDelay (ms between computer actions), iterations (Hard's budget,
// default the engine's), engine ({bindings, wasm} URLs for the bots' worker; default: found in
// the page), workerUrl (the bots' worker module; default: www/bots/worker.js), worker
// (false: decide on the main thread), onNewGame() }
export function mountGame(element, options) {
  let current;
  const start = (opts) => {
    current = mountOnce(element, opts, () => {
      // Without a host callback, "New game" deals again at the same table with a fresh seed.
      current.destroy();
      const { game: _game, seed: _seed, ...rest } = opts;
      start(rest);
    });
  };
  start(options);
  return {
    get game() { return current.game; },
    destroy() { current.destroy(); },
  };
}

function mountOnce(element, options, restartDefault) {
  const { Game, variant = 'base', seed, strings = en, botDelay = 400, setupDelay = 150, iterations, onNewGame } = options;
  const t = createT(strings);
  const asked = (options.seats || []).map((k) => String(k).trim().toLowerCase());
  const unknown = asked.find((k) => k && !SEAT_KINDS.includes(k));
  if (unknown) throw new Error(`unknown seat ${JSON.stringify(unknown)}: use human, easy, medium or hard`);
  // A list of seats alone sets the table size.
  const count = options.players ?? (asked.length >= 3 && asked.length <= 6 ? asked.length : 4);
  const game = options.game || (seed === undefined || seed === null || seed === ''
    ? new Game(count, variant)
    : new Game(count, variant, seed));
  const players = game.players;
  const seats = Array.from({ length: players }, (_, i) => asked[i] || (i === 0 ? 'human' : 'medium'));
  const humans = seats.flatMap((kind, i) => (kind === 'human' ? [i] : []));
  const botSeedBase = /^\d+$/.test(String(seed ?? '')) ? Number(String(seed).slice(-9)) : Math.floor(Math.random() * 2 ** 31);
  const idPrefix = uniquePrefix();

  // What the screen shows. `shown` is the human whose view is on screen (null: spectator view).
  let shown = humans.length === 1 ? humans[0] : null;
  let handoff = null;
  let legal = null;
  let view = null;
  let tail = [];
  let painted = false;
  let selection = null;  // {column, row, count, maxCount, dests}
  let drag = null;       // {x, y} while a selection follows the pointer
  let press = null;      // what the current pointer press did, for click semantics
  let inspect = null;
  let focusCell = null;
  let popover = null;
  let timer = null;
  let turn = null;        // the computer seat's action under way: {token}
  let suggestion = null;  // the hint: {token, player, pending} then {…, action, text}, or in setup {…, groups, text}
  let announced = 0;
  let lastPrompt = '';
  let errorText = null;
  let overDismissed = false;
  let setupPanel = null;
  let layout = null;
  let destroyed = false;
  // Made on first use: a board of humans only starts no worker until someone asks for a hint.
  let botClient = null;
  const bots = () => botClient || (botClient = createBotClient({
    engine: options.engine, workerUrl: options.workerUrl, Worker: options.worker === false ? null : undefined,
  }));

  // --- DOM -------------------------------------------------------------------------------
  const canvas = el('canvas', { class: 'hm-canvas', 'aria-hidden': 'true' });
  // Focusable so that Escape reaches this board after a mouse or touch pick-up.
  const boardWrap = el('div', { class: 'hm-board', tabindex: '-1' }, canvas);
  const controls = createControls({
    t,
    actions: {
      roll: () => play({ type: 'roll' }),
      endFavours: () => play({ type: 'endFavours' }),
      endTurn: () => play({ type: 'endTurn' }),
      fewer: () => changeCount(-1),
      more: () => changeCount(1),
      cancel: () => cancel(),
      scores: () => { overDismissed = false; render(); },
      hint: () => askHint(),
    },
  });
  const grid = createGrid({
    t, idPrefix,
    handlers: {
      onFocusCell: (cell) => { focusCell = cell; draw(); },
      onActivate: (cell) => activate(cell.column, cell.row, null),
      onCount: (c) => (typeof c === 'number' ? changeCount(c) : changeCount(0, c.set)),
      onCancel: () => cancel(),
    },
  });
  const announcer = createAnnouncer();
  const handoffScreen = createHandoff({ t, onAccept: acceptHandoff });
  const gameOver = createGameOver({
    t, idPrefix,
    onNewGame: () => (onNewGame ? onNewGame() : restartDefault()),
    onClose: () => { overDismissed = true; render(); },
  });
  const root = el('div', { class: 'hm-root' }, [
    el('div', { class: 'hm-game' }, [boardWrap, el('aside', { class: 'hm-side' }, controls.element)]),
    grid.element, announcer.element, handoffScreen.element, gameOver.element,
  ]);
  element.append(root);
  const renderer = createRenderer(canvas, {
    strings: { you: t('render.you'), discards: t('render.discards'), stack: (count) => t('render.stack', { count }) },
  });

  // --- Engine state --------------------------------------------------------------------
  function sync() {
    legal = game.legal();
    if (suggestion && suggestion.token !== game.actionCount()) suggestion = null;
    const acting = legal.step === 'over' ? null : legal.player;
    if (humans.length >= 2 && acting !== null && seats[acting] === 'human' && acting !== shown) handoff = acting;
    const viewer = shown ?? SPECTATOR;
    view = handoff === null ? game.view(viewer) : null;
    tail = handoff === null ? game.log(viewer, Math.max(0, game.actionCount() - LOG_TAIL)) : [];
  }

  const viewer = () => shown ?? SPECTATOR;
  const humanActing = () => handoff === null && legal && legal.step !== 'over'
    && seats[legal.player] === 'human' && legal.player === shown;
  const uiLegal = () => (humanActing() ? legal : null);

  function play(action) {
    if (destroyed || !humanActing()) return;
    try {
      game.play(action);
      errorText = null;
    } catch (e) {
      errorText = t('controls.error', { message: e.message });
    }
    afterAction();
  }

  function afterAction() {
    selection = null;
    drag = null;
    inspect = null;
    closePopover();
    sync();
    schedule();
    announceNew();
    render();
  }

  function announceNew() {
    if (handoff !== null) return;
    const entries = game.log(viewer(), announced);
    announced = game.actionCount();
    const messages = entries.map((e) => formatEntry(t, e));
    const prompt = currentPrompt();
    if (humanActing() && prompt !== lastPrompt) messages.push(prompt);
    lastPrompt = prompt;
    announcer.say(messages);
  }

  // Computer seats act one action at a time, with a pause so a person can follow: the decision
  // is asked for at once (in the worker, for the levels) and played when both it and the pause
  // are done.
  function schedule() {
    if (destroyed || turn || !legal || legal.step === 'over') return;
    const p = legal.player;
    const kind = seats[p];
    if (kind === 'human') return;
    const token = game.actionCount();
    const current = { token };
    turn = current;
    const seed = seedFor(token);
    // Marks let tests and the measurement script follow the computer's turns (no effect otherwise).
    performance.mark('heuchel:bot-asked', { detail: { player: p, kind, token } });
    const decision = LEVELS.includes(kind) ? decide(p, kind, seed) : null;
    const pause = new Promise((resolve) => { timer = setTimeout(resolve, legal.step === 'setup' ? setupDelay : botDelay); });
    Promise.all([decision, pause]).then(([action]) => {
      if (destroyed || turn !== current) return;
      timer = null;
      turn = null;
      try {
        if (game.actionCount() !== token) throw new Error('the game moved on while the computer was thinking');
        game.play(action ?? game.botAction(p, kind, seed));
        performance.mark('heuchel:bot-played', { detail: { player: p, kind, token } });
        errorText = null;
      } catch (e) {
        errorText = t('controls.error', { message: e.message });
        render();
        return;
      }
      afterAction();
    }, (e) => {
      if (destroyed || turn !== current) return;
      clearTimeout(timer);
      timer = null;
      turn = null;
      errorText = t('controls.error', { message: e.message });
      render();
    });
  }

  // A different seed for every action, reproducible from the game's seed when one was given.
  function seedFor(token) {
    return (botSeedBase + token) % 2 ** 53;
  }

  // What `level` plays for `player`, from his view only: asked of the worker, or decided on the
  // main thread when there is none. `forHint`: the same as Hard, through Game.hint. `from`: the
  // game to decide in (the board's, or the setup hint's private copy).
  function decide(player, level, seed, forHint = false, from = game) {
    const viewNotation = from.viewNotation(player);
    return bots().choose({ viewNotation, level, seed, iterations }).catch((e) => {
      if (!e.unavailable || destroyed) throw e;
      return forHint ? from.hint(player, seed, iterations) : from.botAction(player, level, seed, iterations);
    });
  }

  // The hint's seed for the position after `token` actions.
  const hintSeed = (token) => (seedFor(token) + HINT_SEED) % 2 ** 53;

  // The hint: what Hard would play for the person to act, shown on the board and in words, never
  // played. In setup it is Hard's arrangement of the whole hand, set out in the setup panel (still
  // to be placed by the player).
  function askHint() {
    if (destroyed || !humanActing()) return;
    const token = game.actionCount();
    if (suggestion && suggestion.token === token) {
      // Asked again in setup: the arrangement is set out again (the player may have changed it).
      if (!suggestion.pending && suggestion.groups && setupPanel) {
        setupPanel.suggest(suggestion.groups);
        announcer.say(suggestion.text);
      }
      return;
    }
    const player = legal.player;
    const setup = legal.step === 'setup';
    const hand = setup ? view.hand.slice() : null;
    const current = { token, player, pending: true };
    suggestion = current;
    render();
    const stale = () => destroyed || suggestion !== current;
    const asked = setup ? arrangement(player, hand, stale) : decide(player, 'hard', hintSeed(token), true);
    asked.then((answer) => {
      if (stale() || answer === null) return;
      if (setup) {
        const groups = answer;
        suggestion = { token, player, pending: false, groups, text: describeArrangement(t, groups) };
        if (setupPanel) setupPanel.suggest(groups);
      } else {
        const action = Game.parseAction(answer);
        suggestion = { token, player, pending: false, action, text: describeSuggestion(t, action) };
      }
      announcer.say(suggestion.text);
      render();
    }, (e) => {
      if (destroyed || suggestion !== current) return;
      suggestion = null;
      errorText = t('controls.error', { message: e.message });
      render();
    });
  }

  // Hard's placing order for `player`'s whole hand in setup. Hard places one card at a time (the
  // card goes on top of its class's pile), so it is asked once per card: from the player's view of
  // a private copy of the game, on which each placement it chose is then played. Only that view
  // goes to the bot (the copy, like the board's game, holds every hand). Each request goes to the
  // worker as any hint does. Resolves to the panel's groups for `hand` (setup-order.js), or to
  // null when abandoned (`stale`: the player placed, or the board is gone).
  async function arrangement(player, hand, stale) {
    const copy = Game.load(game.save());
    try {
      const placing = [];
      for (;;) {
        const l = copy.legal();
        if (l.step !== 'setup' || l.player !== player || !l.places.length) return groupsOfPlacing(hand, placing);
        const text = await decide(player, 'hard', hintSeed(copy.actionCount()), true, copy);
        if (stale()) return null;
        const action = Game.parseAction(text);
        if (action.type !== 'place') throw new Error(`the hint for the setup was not a placement: ${text}`);
        copy.play(action);
        placing.push(action.card);
        // Without a worker the decisions run here: let the page paint between them.
        if (bots().mode !== 'worker') await new Promise((resolve) => { setTimeout(resolve, 0); });
        if (stale()) return null;
      }
    } finally {
      if (typeof copy.free === 'function') copy.free();
    }
  }

  function acceptHandoff() {
    shown = handoff;
    handoff = null;
    announced = game.actionCount();
    lastPrompt = '';
    sync();
    announceNew();
    render();
    controls.element.querySelector('.hm-prompt').focus();
  }

  // --- Turn actions from pointer and keyboard -----------------------------------------
  function activate(column, row, index) {
    const l = uiLegal();
    if (!l) return;
    if (selection) {
      if (isDest(selection, column, row)) return playMove(row);
      if (selection.column === column && selection.row === row && index === null) return cancel();
    }
    const g = grab(l, column, row, index);
    if (g) {
      selection = g;
      announcer.say(t('log.picked', { count: g.count, row }));
      return render();
    }
    const take = takeAt(l, column, row);
    if (take) return openTake(take);
    if (loseAt(l, column, row)) return play({ type: 'lose', row });
    if (selection) cancel();
  }

  function playMove(to) {
    const { row, count } = selection;
    play({ type: 'move', from: row, count, to });
  }

  function changeCount(delta, set) {
    if (!selection) return;
    selection = setCount(selection, set ?? selection.count + delta);
    announcer.say(t('log.picked', { count: selection.count, row: selection.row }));
    render();
  }

  function cancel() {
    const had = selection || popover || inspect;
    selection = null;
    drag = null;
    inspect = null;
    closePopover();
    if (had) announcer.say(t('log.putBack'));
    render();
  }

  function openTake(take) {
    closePopover();
    inspect = null;
    draw();
    const sq = layout ? layout.square(take.column, legal.favourRow) : { x: 0, y: 0, w: 0, h: 0 };
    const returnFocus = document.activeElement;
    popover = openTakePopover(boardWrap, {
      t, idPrefix, column: take.column, maxCount: take.maxCount,
      anchor: { x: sq.x + sq.w / 2, y: sq.y + sq.h },
      onChoose: (count) => {
        play({ type: 'take', column: take.column, count });
        if (grid.element.contains(returnFocus)) returnFocus.focus();
      },
      onCancel: () => {
        closePopover();
        if (returnFocus && returnFocus.isConnected) returnFocus.focus();
      },
    });
  }

  function closePopover() {
    if (popover) popover.close();
    popover = null;
  }

  // --- Pointer semantics ----------------------------------------------------------------
  const hitAt = (pt) => {
    const h = layout && view ? hitTest(layout, view, pt.x, pt.y) : null;
    return h && (h.kind === 'card' || h.kind === 'square') ? h : null;
  };
  const pileAt = (column, row) => (view && view.columns[column] || []).find((p) => p.row === row) || null;

  const detachInput = attachBoardInput(canvas, {
    press(pt) {
      if (!boardWrap.contains(document.activeElement) && !grid.element.contains(document.activeElement)) {
        boardWrap.focus({ preventScroll: true });
      }
      press = { selected: false, before: selection };
      inspect = null;
      closePopover();
      const l = uiLegal();
      const h = hitAt(pt);
      if (!l || !h) return false;
      if (selection && isDest(selection, h.column, h.row)) return false;
      const g = grab(l, h.column, h.row, h.kind === 'card' ? h.index : null);
      if (!g) return false;
      selection = g;
      press.selected = true;
      render();
      return true;
    },
    dragMove(pt) {
      drag = pt;
      draw();
    },
    drop(pt) {
      drag = null;
      const h = hitAt(pt);
      if (selection && h && isDest(selection, h.column, h.row)) return playMove(h.row);
      selection = null;  // an illegal drop snaps back
      render();
    },
    click(pt) {
      const h = hitAt(pt);
      if (!uiLegal()) return;
      if (press && press.selected) {
        const b = press.before;
        // A second click on the same cards puts them back.
        if (b && b.column === selection.column && b.row === selection.row && b.count === selection.count) cancel();
        return;
      }
      if (!h) return cancel();
      activate(h.column, h.row, h.kind === 'card' ? h.index : null);
    },
    cancel() {
      drag = null;
      selection = null;
      render();
    },
    hover(pt) {
      const h = pt && hitAt(pt);
      const pile = h && pileAt(h.column, h.row);
      // Only the viewer's own stacks: those he knows card by card.
      const next = pile && !drag && !popover && h.column === viewer()
        ? { column: h.column, row: h.row, cards: pile.cards } : null;
      if (JSON.stringify(next) !== JSON.stringify(inspect)) {
        inspect = next;
        draw();
      }
    },
    longPress(pt) {
      const h = hitAt(pt);
      const pile = h && pileAt(h.column, h.row);
      if (selection && press && press.selected) selection = press.before;
      inspect = pile && h.column === viewer() ? { column: h.column, row: h.row, cards: pile.cards } : null;
      render();
    },
    longPressEnd() {
      inspect = null;
      draw();
    },
  });

  // --- Drawing and DOM updates ---------------------------------------------------------
  function draw() {
    if (!layout || destroyed) return;
    if (!view) {
      // Nothing of any player may show behind the hand-off screen.
      const ctx = canvas.getContext('2d');
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.restore();
      return;
    }
    const l = uiLegal();
    const last = lastMove(tail);
    const overlay = {
      highlights: highlights(l, { selection, focus: focusCell, last, taken: lastTake(tail), hint: shownSuggestion() }),
      drag: selection && drag ? { column: selection.column, row: selection.row, count: selection.count, x: drag.x, y: drag.y } : null,
      selection: selection && !drag ? { column: selection.column, row: selection.row, count: selection.count } : null,
      die: legal && legal.die ? legal.die : null,
      inspect,
      dim: false,
    };
    renderer.draw(layout, view, overlay);
    if (!painted) {
      painted = true;
      // Lets the measurement script time navigation → first board paint.
      performance.mark('heuchel:board-painted');
    }
  }

  // The hint on screen: only for the person it was asked for, and only until anything is played.
  function shownSuggestion() {
    return suggestion && !suggestion.pending && humanActing() && suggestion.player === legal.player
      && suggestion.token === game.actionCount() ? suggestion : null;
  }

  function currentPrompt() {
    return promptFor(t, { legal, seats, handoff, selection });
  }

  function render() {
    if (destroyed) return;
    draw();
    const l = uiLegal();
    const hinted = shownSuggestion();
    grid.update(view, l, selection, hinted && hinted.action);
    const step = l ? l.step : null;
    const over = legal.step === 'over';
    controls.update({
      seats: seats.map((kind, i) => ({
        name: seatName(t, i), kind: t(`seat.kind.${kind}`),
        toAct: !over && legal.player === i, onScreen: handoff === null && shown === i && humans.length > 1,
      })),
      prompt: currentPrompt(),
      hint: step === 'extra' ? t('controls.moveAgain') : step === 'extraRoll' ? t('controls.rollAgain') : '',
      die: handoff === null && legal.die ? legal.die : null,
      thinking: (!!turn && legal.step !== 'setup') || !!(suggestion && suggestion.pending && humanActing()),
      suggestion: hinted ? hinted.text : '',
      suggested: hinted && hinted.action ? hinted.action.type : null,
      busy: { hint: !!(suggestion && suggestion.pending) },
      show: {
        roll: !!(l && l.canRoll),
        endFavours: !!(l && l.canEndFavours),
        endTurn: !!(l && l.canEndTurn),
        fewer: !!selection && selection.count > 1,
        more: !!selection && selection.count < selection.maxCount,
        cancel: !!selection,
        scores: over && overDismissed,
        hint: !!l,
      },
      log: tail.map((e) => formatEntry(t, e)).filter(Boolean),
      error: errorText,
    });
    renderSetup(step === 'setup' ? l : null);
    if (handoff !== null) {
      announcer.clear();
      handoffScreen.show(seatName(t, handoff));
    } else {
      handoffScreen.hide();
    }
    if (over && !overDismissed) gameOver.show(game.scores(), game.winners());
    else gameOver.hide();
    root.classList.toggle('hm-busy', !!turn);
    root.classList.toggle('hm-setup-active', !!setupPanel);
  }

  function renderSetup(l) {
    const hand = l && view ? view.hand : null;
    if (setupPanel && (!hand || !setupPanel.sameHand(hand))) {
      setupPanel.element.remove();
      setupPanel = null;
    }
    if (hand && hand.length && !setupPanel) {
      setupPanel = createSetupPanel({
        t, hand, seatLabel: seatName(t, l.player),
        drawCard: (ctx, rect, card) => renderer.drawCardTo(ctx, rect, card, { faceDown: false }),
        announce: (m) => announcer.say(m),
        onPlace: placeAll,
      });
      controls.setupSlot.append(setupPanel.element);
      // A panel made anew shows the hint already given for this position, if any.
      const hinted = shownSuggestion();
      if (hinted && hinted.groups) setupPanel.suggest(hinted.groups);
    }
  }

  // The pile's bottom card first, so the chosen top is placed last.
  function placeAll(cards) {
    if (!humanActing()) return;
    for (const card of cards) {
      try {
        game.play({ type: 'place', card });
      } catch (e) {
        errorText = t('controls.error', { message: e.message });
        break;
      }
    }
    afterAction();
  }

  // --- Size ------------------------------------------------------------------------------
  function resize() {
    const w = boardWrap.clientWidth;
    const h = boardWrap.clientHeight;
    if (!w || !h || destroyed) return;
    renderer.resize(w, h, window.devicePixelRatio || 1);
    layout = computeLayout({ width: w, height: h, players });
    draw();
  }
  const observer = new ResizeObserver(resize);
  observer.observe(boardWrap);
  // Zooming changes devicePixelRatio without always resizing the element.
  window.addEventListener('resize', resize);

  root.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !e.defaultPrevented) cancel();
  });

  sync();
  schedule();
  announceNew();
  render();

  return {
    game,

    destroy() {
      if (destroyed) return;
      destroyed = true;
      clearTimeout(timer);
      timer = null;
      turn = null;
      if (botClient) botClient.terminate();
      observer.disconnect();
      window.removeEventListener('resize', resize);
      detachInput();
      root.remove();
      if (!options.game && typeof game.free === 'function') game.free();
    },
  };
}
