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
import { formatEntry } from '../ui/format.js';
import { errorDetail, wordError } from '../ui/errors.js';
import { createGrid } from '../ui/board-grid.js';
import { createAnnouncer } from '../../platform/ui/announcer.js';
import { createStepBar, saveFile } from '../../platform/component/steps.js';
import {
  OptionError, gameLink, parseArrows, parseControls, parseHighlight, parseMoves, parseStep, parseViewer,
} from './options.js';

/**
 * Reads the options into a script: the start, the moves the engine accepted, and any error, as
 * { error } or, for a move the engine refused, { error, number, move } (worded when shown).
 */
function readScript(engine, facts, o) {
  const { Game } = engine;
  const script = { start: null, moves: [], error: null, highlight: [], arrows: [], viewer: null, controls: [] };
  try {
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
  let o = { ...options };
  let t = createT(o.strings || en, facts, o.lang || 'en');
  const idPrefix = uniquePrefix();

  let script = null;
  let step = 0;
  let current = null;   // the Game at `step`
  let destroyed = false;

  // --- DOM ------------------------------------------------------------------------------------
  const boardWrap = el('div', { class: 'hm-board' });
  // The step buttons, downloads and "Open in the game" (component/steps.js, shared with the
  // second game's diagrams).
  const steps = createStepBar({ go, download });
  const caption = el('p', { class: 'hm-caption' });
  const events = el('p', { class: 'hm-diagram-events' });
  const error = el('p', { class: 'hm-error hm-diagram-error', role: 'alert', hidden: true });
  const announcer = createAnnouncer();
  const grid = createGrid({
    t, idPrefix, facts,
    handlers: { onFocusCell: (cell) => { focusCell = cell; draw(); }, onActivate() {}, onCount() {}, onCancel() {} },
  });
  let focusCell = null;
  const root = el('div', { class: 'hm-root hm-diagram' }, [
    el('figure', { class: 'hm-diagram-figure' }, [boardWrap, caption]),
    steps.element, events, error, grid.element, announcer.element,
  ]);
  element.append(root);
  const board = createBoard(boardWrap, { facts, strings: boardStrings(t) });

  // --- What the step shows --------------------------------------------------------------------
  const viewerIndex = () => (script.viewer.kind === 'seat' ? script.viewer.seat : facts.spectator);
  const viewOf = (game) => (script.viewer.kind === 'all' ? game.fullView() : game.view(viewerIndex()));
  const logOf = (game, from) => (script.viewer.kind === 'all' ? game.fullLog(from) : game.log(viewerIndex(), from));

  function stepEntries() {
    return current && step > 0 ? logOf(current, step - 1) : [];
  }

  // What lies over the position at this step: the author's marks and arrows, the step's move or
  // cut, the die. The same for the screen and for a downloaded picture.
  function overlayOf() {
    const entries = stepEntries();
    const marks = script.highlight.map((sq) => ({ ...sq, kind: 'marked' }));
    const last = lastMove(entries);
    if (last) marks.push({ column: last.column, row: last.from, kind: 'lastMove' }, { column: last.column, row: last.to, kind: 'lastMove' });
    const taken = lastTake(entries);
    if (taken) marks.push({ ...taken, kind: 'lastMove' });
    return { highlights: marks, arrows: script.arrows, die: current.legal().die || null };
  }

  function draw() {
    if (destroyed || !current) return;
    const o2 = overlayOf();
    const marks = focusCell ? [...o2.highlights, { ...focusCell, kind: 'focus' }] : o2.highlights;
    board.set({ view: viewOf(current), legal: null, highlights: marks, arrows: o2.arrows, die: o2.die });
  }

  function renderBar() {
    steps.render({
      step, count: script.moves.length, controls: script.controls, t, delay: o.delay,
      openHref: () => (o.gameUrl && current ? gameLink(o.gameUrl, { position: current.position(), lang: o.lang }) : null),
    });
    caption.hidden = !o.caption;
    caption.textContent = o.caption || '';
  }

  function render() {
    draw();
    grid.update(current ? viewOf(current) : null, null, null);
    renderBar();
    const lines = stepEntries().map((e) => formatEntry(t, e)).filter(Boolean);
    events.textContent = step === 0 ? (script.moves.length ? t('diagram.start') : '') : lines.join(' ');
    events.hidden = !events.textContent;
    error.hidden = !script.error;
    error.textContent = script.error ? t('diagram.error', { message: describe(script.error) }) : '';
  }

  /** A script's error in the diagram's language: the refusal, and which move it was. */
  function describe({ error: e, number, move }) {
    const message = wordError(t, e, { facts });
    return number ? t('diagram.errorMove', { number, move, message }) : message;
  }

  /** Shows step `k` (clamped to 0…count); announces its events when it changed. */
  function go(k, announce = true) {
    if (destroyed || !script.start) return;
    const next = Math.max(0, Math.min(script.moves.length, k));
    if (next === step && current) return render();
    step = next;
    if (current) current.free?.();
    current = script.start.at(script.start.actionCount());
    for (const text of script.moves.slice(0, step)) current.play(text);
    if (step >= script.moves.length) steps.stop();
    render();
    if (announce) {
      const lines = stepEntries().map((e) => formatEntry(t, e)).filter(Boolean);
      announcer.say([t('diagram.stepOf', { step, count: script.moves.length }), ...lines]);
    }
    if (o.onStep) o.onStep({ step, count: script.moves.length, events: stepEntries() });
  }

  async function download(format) {
    if (!current) return;
    const layout = board.layout;
    // The SVG writer stays out of the page's bundle until someone asks for a picture.
    const exporter = await import('../render/export.js');
    const args = { layout, view: viewOf(current), facts, strings: boardStrings(t), overlay: overlayOf() };
    const blob = format === 'svg'
      ? new Blob([exporter.renderSvg(args)], { type: 'image/svg+xml' })
      : await exporter.renderPng({ ...args, scale: 2 });
    saveFile(root, blob, `heuchel-meuchel-step${step}.${format}`);
  }

  function load(next) {
    steps.stop();
    o = { ...o, ...next };
    t = createT(o.strings || en, facts, o.lang || 'en');
    if (script && script.start) script.start.free?.();
    script = readScript(engine, facts, o);
    if (script.error && o.onError) o.onError({ ...errorDetail(t, script.error.error, { facts }), message: describe(script.error) });
    if (!script.start) {
      if (current) current.free?.();
      current = null;
      board.set({ view: null, legal: null });
      return render();
    }
    let first;
    try {
      first = parseStep(o.step, script.moves.length, 0);
    } catch (e) {
      script.error = { error: e };
      first = 0;
    }
    if (current) current.free?.();
    current = null;
    go(first, false);
  }

  load({});

  return {
    set(next) {
      if (!destroyed) load(next);
    },
    go,
    get step() { return step; },
    /** The language it speaks (options.lang as the element resolved it). */
    get lang() { return o.lang || 'en'; },
    get count() { return script ? script.moves.length : 0; },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      steps.stop();
      board.destroy();
      if (current) current.free?.();
      if (script && script.start) script.start.free?.();
      root.remove();
    },
  };
}
