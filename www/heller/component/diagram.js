// A diagram or a replay of Auf Heller und Pfennig: the market board of one moment, as a picture
// with a caption, for a rules page or a wiki; a replay (or a diagram of a save with `controls`)
// steps through a saved game's actions. The board (www/heller/board) draws the engine's view of
// the step shown, marks the square its action placed on and lights the lanes asked for and the
// lanes the step scored. Nothing to place: the canvas is a picture.
//
// What it shows is read by picture.js (readDiagram, stepAt: the same for the command line,
// scripts/heller-diagram.mjs); the bar under it (step, play, download, open) is the first game's
// (www/platform/component/steps.js). mountMarketDiagram(element, { facts, t, shown (readDiagram's answer),
// onPainted(), onStep({step, count, events}), openHref(shown, step) }) returns { set(shown),
// board, step, count, go(k), destroy() }.
//
// Keys: with the step buttons shown, ← and → step back and forward, Home and End go to the first
// and the last step, wherever the focus is inside the diagram (the picture takes the focus too).

import { createMarketBoard } from '../board/board.js';
import { el } from '../../platform/ui/dom.js';
import { createAnnouncer } from '../../platform/ui/announcer.js';
import { createStepBar, saveFile, STEP_KEYS } from '../../platform/component/steps.js';
import { createReplayLog, seatsOf } from '../../platform/component/replay-log.js';
import { logLines, merchantName, standingsOf, strokes, tileName } from '../game/words.js';
import { ALL } from './options.js';
import { boardStrings, overlayOf, readDiagram, stepAt } from './picture.js';

export { readDiagram };

/** The picture's name: the caption, else what it shows (a replay's step, or the round and whose eyes). */
function pictureName(t, facts, shown, step, view) {
  if (shown.caption) return shown.caption;
  if (shown.mode === 'replay' && shown.count > 0) return t('embed.replay', { step, count: shown.count });
  return shown.viewer === facts.spectator || shown.viewer === ALL
    ? t('embed.diagram', { round: view.round })
    : t('embed.diagramSeat', { round: view.round, name: merchantName(t, [], shown.viewer) });
}

/** What the market shows, square by square, in words (for a screen reader). */
function describe(t, facts, view) {
  const cells = view.market.cells.flatMap((cell, i) => {
    const square = facts.squares[i];
    if (cell.kind === 'tile') return [t('board.tile', { square, tile: tileName(t, facts, cell.tile) })];
    if (cell.kind === 'stall') return [t('board.stall', { square, stall: strokes(cell.stall), name: merchantName(t, [], cell.player) })];
    return [];
  });
  // A tile turned up and not yet placed lies face up on the pile, for all to see.
  if (view.phase && view.phase.phase === 'turned') cells.push(t('board.turned', { tile: tileName(t, facts, view.phase.tile) }));
  return cells.length ? cells.join('; ') : t('embed.empty');
}

/** A finished game's standings beside its replay's last step: place, merchant and money, the winners' bold. */
function standings(t, view, winners, names) {
  return el('section', { class: 'hh-replay-standings' }, [
    el('h3', {}, t('over.title')),
    el('table', {}, [
      el('thead', {}, el('tr', {}, [t('over.place'), t('over.merchant'), t('over.money')].map((h, i) => el('th', { scope: 'col', class: i === 1 ? '' : 'hm-num' }, h)))),
      el('tbody', {}, standingsOf(view.money).map(({ player: p, place, money }) => el('tr', { class: winners.includes(p) ? 'hm-winner' : '', dataset: { player: String(p) } }, [
        el('td', { class: 'hm-num' }, t.number(place)),
        el('th', { scope: 'row' }, merchantName(t, names, p)),
        el('td', { class: 'hm-num' }, t.number(money)),
      ]))),
    ]),
  ]);
}

/** A replay's merchants as its side lists them: name, who played him (when the link says), tincture. */
function replaySeats(t, shown) {
  return seatsOf(t, shown.source.players, (i) => merchantName(t, shown.names, i), (i) => shown.seats[i] && `seat.${shown.seats[i]}`);
}

/** Every action of a replay in words, one line each. */
function replayLines(t, facts, shown) {
  const end = shown.source.at(shown.count);
  try {
    return end.log(facts.spectator, 0).map((entry) => logLines(t, facts, shown.names, entry).join(' '));
  } finally {
    end.free?.();
  }
}

/** A finished game's result in words: who won with how much, and every merchant's money. */
function resultLines(t, view, winners, names) {
  const money = view.money;
  const best = Math.max(...money);
  const winnerNames = t.list(winners.map((p) => merchantName(t, names, p)), 'conjunction');
  const each = money.map((m, p) => t('log.money', { name: merchantName(t, names, p), money: m }));
  return [
    t(winners.length > 1 ? 'over.winners' : 'over.winner', { names: winnerNames, money: best }),
    t('log.moneyAll', { list: t.list(each) }),
  ];
}

/** Draws a diagram in `element`; see the top of this file. */
export function mountMarketDiagram(element, options) {
  const { facts, t } = options;
  let shown = null;   // readDiagram's answer
  let at = null;      // stepAt's answer for `step`
  let step = 0;
  let destroyed = false;

  const canvas = el('canvas', { class: 'hh-canvas' });
  const caption = el('figcaption', { class: 'hm-caption' });
  // What the picture shows, square by square, for a screen reader (and for a test to read).
  const text = el('p', { class: 'hh-diagram-text', id: 'hh-diagram-text', hidden: true });
  // The step's action and what it made happen, in words (a replay).
  const events = el('p', { class: 'hm-diagram-events hh-diagram-events' });
  const figure = el('figure', { class: 'hh-diagram-figure' }, [el('div', { class: 'hh-board' }, [canvas]), caption]);
  // A replay's whole log beside the board, its step's line lit, when the element has the room.
  const log = createReplayLog({ label: t('side.log'), seatsLabel: t('side.merchants'), go });
  let logLinesOf = null;   // the `shown` whose lines `lines` are
  let lines = null;
  let endOf = null;   // the `shown` whose standings `endBox` is
  let endBox = null;
  const steps = createStepBar({ go, download });
  const announcer = createAnnouncer();
  const main = el('div', { class: 'hm-diagram-main' }, [figure, log.element]);
  const root = el('div', { class: 'hm-root hh-diagram' }, [main, steps.element, events, text, announcer.element]);
  element.append(root);
  const board = createMarketBoard(canvas, { facts, strings: boardStrings(t, t('app.title')) });
  // A picture: nothing to choose or place.
  canvas.setAttribute('role', 'img');
  canvas.tabIndex = -1;
  canvas.setAttribute('aria-describedby', 'hh-diagram-text');

  const stepping = () => shown.count > 0 && shown.controls.includes('step');
  root.addEventListener('keydown', (e) => {
    const move = STEP_KEYS[e.key];
    if (!move || !shown || !stepping() || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    go(move(step, shown.count));
  });

  const label = (view) => pictureName(t, facts, shown, step, view);

  // The step's action in words; a finished game's last step says who won, and everyone's money.
  const eventLines = () => [
    ...(at.entry ? logLines(t, facts, shown.names, at.entry) : []),
    ...(step > 0 && at.game.isOver() ? resultLines(t, at.view, at.game.winners(), shown.names) : []),
  ];

  /** Every action of a replay in words, one line each (made once for what is shown). */
  function renderLog() {
    const replaying = shown.mode === 'replay' && shown.count > 0;
    if (replaying && logLinesOf !== shown) {
      lines = replayLines(t, facts, shown);
      logLinesOf = shown;
    }
    // A finished game's standings beside its last step, made once for what is shown.
    const last = replaying && step === shown.count && at.game.isOver();
    if (last && endOf !== shown) [endOf, endBox] = [shown, standings(t, at.view, at.game.winners(), shown.names)];
    log.render({ lines: replaying ? lines : null, step, seats: replaySeats(t, shown), actor: at.entry ? at.entry.player : null, end: last ? endBox : null });
  }

  function render() {
    const view = at.view;
    board.set({ view, movable: [], selected: null, lastSquare: at.lastSquare, strings: boardStrings(t, label(view)) });
    board.highlightLanes(at.lanes);
    caption.textContent = shown.caption;
    caption.hidden = !shown.caption;
    text.textContent = describe(t, facts, view);
    const bar = shown.count > 0 && (shown.controls.includes('step') || shown.controls.includes('play'));
    events.textContent = !bar ? '' : step === 0 ? t('diagram.start') : eventLines().join(' ');
    events.hidden = !events.textContent;
    figure.tabIndex = stepping() ? 0 : -1;
    if (stepping()) figure.setAttribute('aria-keyshortcuts', 'ArrowLeft ArrowRight Home End');
    else figure.removeAttribute('aria-keyshortcuts');
    steps.render({
      step, count: shown.count, controls: shown.controls, t, delay: shown.delay,
      openHref: () => (options.openHref ? options.openHref(shown, step) : null),
    });
    renderLog();
  }

  /** Shows step `k` (clamped to 0…count); announces it when it changed and `announce`. */
  function go(k, announce = true) {
    if (destroyed || !shown) return;
    const next = Math.max(0, Math.min(shown.count, k));
    if (next === step && at) return render();
    step = next;
    const before = at;
    at = stepAt(shown, step, facts);
    if (before) before.game.free?.();
    if (step >= shown.count) steps.stop();
    render();
    if (announce) announcer.say([t('diagram.stepOf', { step, count: shown.count }), ...eventLines()]);
    if (options.onStep) options.onStep({ step, count: shown.count, events: at.entry ? at.entry.events : [] });
  }

  async function download(format) {
    if (!at || !board.layout) return;
    // The SVG writer stays out of the element's bundle until someone asks for a picture.
    const exporter = await import('../render/export.js');
    const name = label(at.view);
    const args = { layout: board.layout, view: at.view, overlay: overlayOf(at), strings: boardStrings(t, name), title: name };
    const blob = format === 'svg'
      ? new Blob([exporter.renderSvg(args)], { type: 'image/svg+xml' })
      : await exporter.renderPng({ ...args, scale: 2 });
    saveFile(root, blob, `heller-pfennig-${shown.mode}-${step}.${format}`);
  }

  function free() {
    if (at) at.game.free?.();
    if (shown) shown.source.free?.();
    at = null;
    shown = null;
  }

  function show(next) {
    steps.stop();
    free();
    shown = next;
    step = -1;
    go(next.step, false);
  }

  show(options.shown);
  // The first paint, at the next frame (the canvas has its size by then), announced once.
  const raf = globalThis.requestAnimationFrame || ((f) => setTimeout(f, 16));
  raf(() => {
    if (destroyed) return;
    board.redraw();
    if (options.onPainted) options.onPainted();
  });

  return {
    /** Shows what readDiagram() read anew (what was shown before is freed). */
    set(next) {
      if (!destroyed) show(next);
    },
    go,
    board,
    get step() { return step; },
    get count() { return shown ? shown.count : 0; },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      steps.stop();
      board.destroy();
      free();
      root.remove();
    },
  };
}
