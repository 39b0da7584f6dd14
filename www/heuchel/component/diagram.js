// A position to look at: a rule example or a finished game, optionally stepped through a list of
// actions with first/previous/play/next/last, each step's events written out and announced.
// The engine reads the position and judges every action; this only shows what it answers.
//
// options: { engine (bindings), mode ('diagram' | 'replay'), position (notation) or record (a
// saved game, Game.save()), moves (action texts), step, viewer, highlight, arrows, controls,
// caption, strings, gameUrl (the game page, for "Open in the game"), delay (ms per step when
// playing), onStep({step, count, events}), onError({message, code, args}) (the refusal worded
// in the diagram's language, and the engine's or the option's code and arguments) }
// (text options as <heuchel-meuchel> takes them: component/options.js reads them).

import { createBoard } from '../board/board.js';
import { lastMove, lastTake } from '../board/interaction.js';
import { enBoard as en } from '../i18n/en-board.js';
import { boardStrings, createT } from '../../platform/ui/i18n.js';
import { el, uniquePrefix } from '../../platform/ui/dom.js';
import { formatEntry, seatName, winnerLine } from '../ui/format.js';
import { errorDetail, wordError } from '../ui/errors.js';
import { createGrid } from '../ui/board-grid.js';
import { createAnnouncer } from '../../platform/ui/announcer.js';
import { createStepBar, saveFile, STEP_KEYS } from '../../platform/component/steps.js';
import { createReplayLog, seatsOf } from '../../platform/component/replay-log.js';
import {
  OptionError, gameLink, parseArrows, parseControls, parseHighlight, parseMoves, parseNames, parseSeats, parseStep, parseViewer,
} from './options.js';

/**
 * Reads the options into a script: the start, the moves the engine accepted, and any error, as
 * { error } or, for a move the engine refused, { error, number, move } (worded when shown).
 */
function readScript(engine, facts, o) {
  const { Game } = engine;
  const script = { start: null, moves: [], error: null, highlight: [], arrows: [], viewer: null, controls: [], names: [], seats: [] };
  try {
    // Who played each seat, when the link says (a finished game's replay link does): shown, never judged.
    script.names = parseNames(o.names);
    script.seats = parseSeats(o.seats);
    script.controls = parseControls(o.controls, o.mode);
    script.viewer = parseViewer(o.viewer, 'all');
    script.highlight = parseHighlight(o.highlight, facts);
    script.arrows = parseArrows(o.arrows, facts);
  } catch (e) {
    script.error = { error: e };
    return script;
  }
  const source = (o.record || '').trim() ? 'record' : 'position';
  try {
    if (source === 'record') {
      const whole = Game.load(o.record.trim());
      script.start = whole.at(0);
      script.moves = whole.actionTexts();
      whole.free?.();
    } else {
      const position = (o.position || '').trim();
      if (!position) throw new OptionError('position', 'no position: give the position attribute (or the element\'s text)', 'position');
      script.start = Game.fromPosition(position);
    }
  } catch (e) {
    script.error = { error: e };
    return script;
  }
  // Each move is played once here, so a bad one is reported with its number and the engine's
  // reason, and the diagram keeps the moves before it.
  const asked = parseMoves(o.moves);
  if (asked.length) {
    const probe = script.start.at(script.start.actionCount());
    try {
      for (const [i, text] of asked.entries()) {
        try {
          probe.play(text);
        } catch (e) {
          script.error = { error: e, number: i + 1, move: text };
          break;
        }
        script.moves.push(text);
      }
    } finally {
      probe.free?.();
    }
  }
  return script;
}

/** Mounts a diagram in `element`. Returns { set(options), step, count, destroy() }. */
export function mountDiagram(element, options) {
  const { engine } = options;
  const facts = engine.boardFacts();
  const o = { ...options };
  // The diagram's context: the engine, its options and words, the step shown and the page's
  // parts (buildPage), read by every function below.
  const d = {
    engine, facts, o,
    t: createT(o.strings || en, facts, o.lang || 'en'),
    idPrefix: uniquePrefix(),
    script: null,
    step: 0,
    current: null,   // the Game at `step`
    destroyed: false,
    focusCell: null,
    logScript: null,  // the script whose log lines were written
    logLines: null,   // its actions' lines in the log beside a replay
    endOf: null,      // the script whose scores `end` shows
    end: null,        // a finished replay's scores at its last step (replayEnd)
  };
  Object.assign(d, buildPage(element, d));
  load(d, {});

  return {
    set(next) {
      if (!d.destroyed) load(d, next);
    },
    go: (k, announce) => go(d, k, announce),
    get step() { return d.step; },
    /** The language it speaks (options.lang as the element resolved it). */
    get lang() { return d.o.lang || 'en'; },
    get count() { return d.script ? d.script.moves.length : 0; },
    destroy() {
      if (d.destroyed) return;
      d.destroyed = true;
      d.steps.stop();
      d.board.destroy();
      if (d.current) d.current.free?.();
      if (d.script && d.script.start) d.script.start.free?.();
      d.root.remove();
    },
  };
}

// --- DOM ------------------------------------------------------------------------------------
// The diagram's parts: the board in its figure with the caption, the step bar, the step's events,
// the error, the ARIA grid and the live region.
function buildPage(element, d) {
  const { t, idPrefix, facts } = d;
  const boardWrap = el('div', { class: 'hm-board' });
  // The step buttons, downloads and "Open in the game" (component/steps.js, shared with the
  // second game's diagrams).
  const steps = createStepBar({ go: (k, announce) => go(d, k, announce), download: (format) => download(d, format) });
  const caption = el('p', { class: 'hm-caption' });
  const events = el('p', { class: 'hm-diagram-events' });
  const error = el('p', { class: 'hm-error hm-diagram-error', role: 'alert', hidden: true });
  const announcer = createAnnouncer();
  const grid = createGrid({
    t, idPrefix, facts,
    handlers: { onFocusCell: (cell) => { d.focusCell = cell; draw(d); }, onActivate() {}, onCount() {}, onCancel() {} },
  });
  const figure = el('figure', { class: 'hm-diagram-figure' }, [boardWrap, caption]);
  // A replay's whole log beside the board, its step's line lit, when the element has the room
  // (platform/component/replay-log.js).
  const log = createReplayLog({ label: t('controls.log'), seatsLabel: t('controls.seats'), go: (k) => go(d, k) });
  const main = el('div', { class: 'hm-diagram-main' }, [figure, log.element]);
  const root = el('div', { class: 'hm-root hm-diagram' }, [main, steps.element, events, error, grid.element, announcer.element]);
  // ← → Home End step through it (not inside the grid, whose arrows go from square to square).
  root.addEventListener('keydown', (e) => {
    const move = STEP_KEYS[e.key];
    if (!move || !stepping(d) || e.altKey || e.ctrlKey || e.metaKey || grid.element.contains(/** @type {Node} */ (e.target))) return;
    e.preventDefault();
    go(d, move(d.step, d.script.moves.length));
  });
  element.append(root);
  const board = createBoard(boardWrap, { facts, strings: boardStrings(t) });
  return { boardWrap, steps, caption, events, error, announcer, grid, root, board, figure, log };
}

// --- What the step shows --------------------------------------------------------------------
const viewerIndex = ({ script, facts }) => (script.viewer.kind === 'seat' ? script.viewer.seat : facts.spectator);
const viewOf = (d, game) => (d.script.viewer.kind === 'all' ? game.fullView() : game.view(viewerIndex(d)));
const logOf = (d, game, from) => (d.script.viewer.kind === 'all' ? game.fullLog(from) : game.log(viewerIndex(d), from));

// The log entries of the step's action (none at the start).
function stepEntries(d) {
  return d.current && d.step > 0 ? logOf(d, d.current, d.step - 1) : [];
}

// What lies over the position at this step: the author's marks and arrows, the step's move or
// cut, the die. The same for the screen and for a downloaded picture.
function overlayOf(d) {
  const entries = stepEntries(d);
  const marks = d.script.highlight.map((sq) => ({ ...sq, kind: 'marked' }));
  const last = lastMove(entries);
  if (last) marks.push({ column: last.column, row: last.from, kind: 'lastMove' }, { column: last.column, row: last.to, kind: 'lastMove' });
  const taken = lastTake(entries);
  if (taken) marks.push({ ...taken, kind: 'lastMove' });
  return { highlights: marks, arrows: d.script.arrows, die: d.current.legal().die || null };
}

// The board at this step, with the overlay and the grid's focus.
function draw(d) {
  if (d.destroyed || !d.current) return;
  const o2 = overlayOf(d);
  const marks = d.focusCell ? [...o2.highlights, { ...d.focusCell, kind: 'focus' }] : o2.highlights;
  d.board.set({ view: viewOf(d, d.current), legal: null, highlights: marks, arrows: o2.arrows, die: o2.die });
}

/** Whether the diagram steps (a move to show and its step buttons asked for). */
const stepping = (d) => d.script.moves.length > 0 && d.script.controls.includes('step');

// The step bar and the caption; the picture takes the focus for the step keys when it steps.
function renderBar(d) {
  const { caption, figure } = d;
  figure.tabIndex = stepping(d) ? 0 : -1;
  if (stepping(d)) figure.setAttribute('aria-keyshortcuts', 'ArrowLeft ArrowRight Home End');
  else figure.removeAttribute('aria-keyshortcuts');
  d.steps.render({
    step: d.step, count: d.script.moves.length, controls: d.script.controls, t: d.t, delay: d.o.delay,
    openHref: () => (d.o.gameUrl && d.current ? gameLink(d.o.gameUrl, { position: d.current.position(), lang: d.o.lang }) : null),
  });
  caption.hidden = !d.o.caption;
  caption.textContent = d.o.caption || '';
}

/** A replay's whole log, one line per action (made once per record), the step's line lit. */
function renderLog(d) {
  const { script, t } = d;
  const shown = d.o.mode === 'replay' && script.moves.length > 0 && !!script.start;
  if (shown && d.logScript !== script) {
    const end = script.start.at(script.start.actionCount());
    try {
      for (const text of script.moves) end.play(text);
      d.logLines = logOf(d, end, 0).map((entry) => formatEntry(t, entry, script.names));
    } finally {
      end.free?.();
    }
    d.logScript = script;
  }
  const players = shown && d.current ? d.current.players : 0;
  const [entry] = stepEntries(d);
  d.log.render({ lines: shown ? d.logLines : null, step: d.step, seats: replaySeats(t, players, script), actor: entry ? entry.actor : null, end: replayEnd(d) });
}

/**
 * A finished game's scores beside its replay's last step (null at any other step): each seat's
 * points at or past its goal, short of it and for its discards, its total (the winners' bold),
 * and the chart of the scores through the game, which comes with its own module.
 */
function replayEnd(d) {
  const { t, script } = d;
  const last = d.o.mode === 'replay' && d.current && d.step === script.moves.length && script.moves.length > 0 && d.current.isOver();
  if (!last) return null;
  if (d.endOf === script) return d.end;
  const scores = d.current.scores();
  const winners = d.current.winners();
  const history = d.current.scoreHistory();
  const log = d.current.fullLog(0);
  const head = ['chart.seat', 'over.plus', 'over.short', 'over.discarded', 'chart.final'].map((key, i) => el('th', { scope: 'col', class: i ? 'hm-num' : '' }, t(key)));
  const rows = scores.map((sheet) => el('tr', { class: winners.includes(sheet.player) ? 'hm-winner' : '', dataset: { player: String(sheet.player) } }, [
    el('th', { scope: 'row' }, seatName(t, sheet.player, script.names)),
    ...[sheet.plus, sheet.short, sheet.discarded, sheet.total].map((n) => el('td', { class: 'hm-num' }, t.number(n))),
  ]));
  const box = el('section', { class: 'hm-replay-scores' }, [
    el('h3', {}, t('over.title')),
    el('table', {}, [el('thead', {}, el('tr', {}, head)), el('tbody', {}, rows)]),
  ]);
  import('../ui/score-chart.js').then(({ adoptChartCss, chartMarks, createScoreChart }) => {
    if (d.destroyed || d.end !== box) return;
    adoptChartCss(box.isConnected ? box : d.root);
    box.append(createScoreChart({ t, history, marks: chartMarks(log), names: script.names }));
  });
  d.endOf = script;
  d.end = box;
  return box;
}

/** A replay's seats as its side lists them: name, who played it (when the link says), tincture. */
function replaySeats(t, players, { names, seats }) {
  return seatsOf(t, players, (i) => seatName(t, i, names), (i) => seats[i] && `seat.kind.${seats[i]}`);
}

/** The result of a finished game in words: the winner (or those who share the win) and the points. */
function resultLines(t, game, names) {
  const scores = game.scores();
  const winners = game.winners();
  const headline = winnerLine(t, scores, winners, names);
  const list = t.list(scores.map((sheet) => t('log.total', { seat: seatName(t, sheet.player, names), total: sheet.total })));
  return [headline, t('log.totals', { list })];
}

// Everything the step shows: the board, the grid, the bar, the step's events and the error.
function render(d) {
  const { events, error } = d;
  draw(d);
  d.grid.update(d.current ? viewOf(d, d.current) : null, null, null);
  renderBar(d);
  const { t, script } = d;
  const lines = stepEntries(d).map((e) => formatEntry(t, e, script.names)).filter(Boolean);
  // A finished game's last step says who won, and every seat's points.
  if (d.step > 0 && d.current && d.current.isOver()) lines.push(...resultLines(t, d.current, script.names));
  events.textContent = d.step === 0 ? (script.moves.length ? t('diagram.start') : '') : lines.join(' ');
  events.hidden = !events.textContent;
  renderLog(d);
  error.hidden = !script.error;
  error.textContent = script.error ? t('diagram.error', { message: describe(d, script.error) }) : '';
}

/** A script's error in the diagram's language: the refusal, and which move it was. */
function describe({ t, facts }, { error: e, number, move }) {
  const message = wordError(t, e, { facts });
  return number ? t('diagram.errorMove', { number, move, message }) : message;
}

/** Shows step `k` (clamped to 0…count); announces its events when it changed. */
function go(d, k, announce = true) {
  if (d.destroyed || !d.script.start) return;
  const next = Math.max(0, Math.min(d.script.moves.length, k));
  if (next === d.step && d.current) return render(d);
  d.step = next;
  if (d.current) d.current.free?.();
  d.current = d.script.start.at(d.script.start.actionCount());
  for (const text of d.script.moves.slice(0, d.step)) d.current.play(text);
  if (d.step >= d.script.moves.length) d.steps.stop();
  render(d);
  if (announce) {
    const lines = stepEntries(d).map((e) => formatEntry(d.t, e, d.script.names)).filter(Boolean);
    d.announcer.say([d.t('diagram.stepOf', { step: d.step, count: d.script.moves.length }), ...lines]);
  }
  if (d.o.onStep) d.o.onStep({ step: d.step, count: d.script.moves.length, events: stepEntries(d) });
}

// The picture of this step, as SVG or PNG, saved as a file.
async function download(d, format) {
  if (!d.current) return;
  const layout = d.board.layout;
  // The SVG writer stays out of the page's bundle until someone asks for a picture.
  const exporter = await import('../render/export.js');
  const args = { layout, view: viewOf(d, d.current), facts: d.facts, strings: boardStrings(d.t), overlay: overlayOf(d) };
  const blob = format === 'svg'
    ? new Blob([exporter.renderSvg(args)], { type: 'image/svg+xml' })
    : await exporter.renderPng({ ...args, scale: 2 });
  saveFile(d.root, blob, `heuchel-meuchel-step${d.step}.${format}`);
}

// New options over the old ones: the script is read again and its first step shown.
function load(d, next) {
  const { engine, facts } = d;
  d.steps.stop();
  d.o = { ...d.o, ...next };
  d.t = createT(d.o.strings || en, facts, d.o.lang || 'en');
  if (d.script && d.script.start) d.script.start.free?.();
  d.script = readScript(engine, facts, d.o);
  if (d.script.error && d.o.onError) d.o.onError({ ...errorDetail(d.t, d.script.error.error, { facts }), message: describe(d, d.script.error) });
  if (!d.script.start) {
    if (d.current) d.current.free?.();
    d.current = null;
    d.board.set({ view: null, legal: null });
    return render(d);
  }
  let first;
  try {
    first = parseStep(d.o.step, d.script.moves.length, 0);
  } catch (e) {
    d.script.error = { error: e };
    first = 0;
  }
  if (d.current) d.current.free?.();
  d.current = null;
  go(d, first, false);
}
