// The diagram maker (maker.html): a wiki editor builds a position by clicking, records a few
// moves, chooses what the diagram shows, and copies it as an element, an iframe or a picture.
//
// The page edits data and asks the engine. The position is a plain Setup object (docs/JS-API.md,
// "Setups"); each click changes that object (setup-edit.js), fillUnused completes it and
// checkSetup judges it. A refused position is drawn as it stands with the engine's words beside
// it, while the preview and the snippets keep the last position the engine accepted. Moves are
// recorded on the board the game uses, given the engine's legal(); the recording is the engine's
// actionTexts(). Nothing here knows a rule.
//
// What both games' makers share lies in www/platform/maker/: the position being edited, the
// verdict and the starting points (shell.js), the options every diagram has, the preview, the
// snippets and the downloads (output.js), the panels' builders (fields.js). This file holds the
// first game's own: its board, its palette and editing tools, the recording of moves, its marks
// and arrows, its words.

import { createBoard } from '../board/board.js';
import { lastMove, lastTake } from '../board/interaction.js';
import { createGrid } from '../ui/board-grid.js';
import { createAnnouncer } from '../../platform/ui/announcer.js';
import { el, uniquePrefix } from '../../platform/ui/dom.js';
import { cardName, formatEntry, seatName } from '../ui/format.js';
import { boardStrings, createT } from '../../platform/ui/i18n.js';
import { LANGUAGES, supported } from '../i18n/languages.js';
import { asSentence, wordError } from '../ui/errors.js';
import { en as enGame } from '../i18n/en.js';
import { enMaker } from '../i18n/en-maker.js';

// The maker's words with the board's and the game's (it names steps, seats and cards as they do).
const en = { ...enGame, ...enMaker };
import {
  optionsFromQuery, parseArrows, parseControls, parseHighlight, parseMoves, parseStep, parseViewer,
} from '../component/options.js';
import * as edit from './setup-edit.js';
import { createPalette } from './palette.js';
import { pictureScene } from './picture.js';
import {
  commandLine, DEFAULT_DIAGRAM_CONTROLS, diagramAttributes, elementSnippet, fileName, iframeSnippet,
  wikiImageSnippet,
} from '../../platform/maker/snippets.js';
import { check, clampInt, errorLine, field, panel } from '../../platform/maker/fields.js';
import { createPosition, createStart, createVerdict, setupOf } from '../../platform/maker/shell.js';
import { createOutput } from '../../platform/maker/output.js';

const TOOLS = ['cards', 'flip', 'mark', 'arrow'];
const STEPS = ['setup', 'move', 'favours', 'extra', 'roll', 'extraRoll', 'rolled', 'over'];
const CONTROLS = ['step', 'play', 'download', 'open'];
// Shown when the page is opened without a position: the rulebook's jump chain (docs/NOTATION.md).
const EXAMPLE = '3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001';

/**
 * Mounts the maker in `root`. `engine`: the wasm bindings (loadEngine()); `site`: the site's root
 * URL (where heuchel-meuchel.js and embed.html lie); `query`: the page's query (it may name a
 * diagram to start from, with embed.html's parameters).
 */
export function mountMaker(root, { engine, site, query = '', strings = en, lang = 'en' }) {
  const { Game } = engine;
  const facts = engine.boardFacts();
  const t = createT(strings, facts, lang);
  const idPrefix = uniquePrefix();
  const urls = {
    script: new URL('heuchel-meuchel.js', site).href,
    embed: new URL('embed.html', site).href,
  };
  // The engine's refusal of a deal or a picture, in a sentence.
  const refusal = (e) => asSentence(wordError(t, e));

  // --- State ----------------------------------------------------------------------------------
  let moves = [];        // recorded action texts, from state.good
  let current = null;    // a Game: state.good after every recorded move
  let mode = 'edit';     // 'edit' | 'play'
  let tool = 'cards';
  let chosen = null;     // the palette card in hand
  let arrowFrom = null;  // the arrow tool's first square
  let focusCell = null;  // the keyboard's square on the board
  let taking = null;     // a favour being chosen: { column, maxCount }
  let notice = '';       // what became of the recorded moves after an edit
  let playError = '';
  const o = {
    viewer: 'all', step: 0, caption: '', controls: DEFAULT_DIAGRAM_CONTROLS.slice(),
    // The diagram's language, for its buttons and the words on its board: the maker's own at
    // first (the caption is written in it); '' leaves it to each reader's.
    lang,
    highlight: [], arrows: [], width: 480, height: 480, name: 'heuchel-meuchel-diagram',
  };
  // The position being edited (the shell's): the author's Setup (state.raw: only what he placed,
  // plus what a deal or text gave), what the engine judges (state.filled: judge() below), its
  // refusal (state.problem: null or { code, args, message }) and the last position it accepted
  // (state.good, in notation). A new start clears the recording; a newly accepted position
  // replays it.
  const state = createPosition({
    judge,
    positionOf: (filled) => engine.positionOfSetup(filled),
    fresh: () => {
      moves = [];
      notice = '';
    },
    accepted: () => replayMoves(),
    changed: () => {
      // Nothing is recorded from a refused position: back to editing.
      if (state.problem && mode === 'play') mode = 'edit';
      render();
    },
  });

  // --- DOM: the board ---------------------------------------------------------------------------
  const announcer = createAnnouncer();
  const modeButtons = {
    edit: el('button', { type: 'button', class: 'hm-button mk-mode', dataset: { mode: 'edit' }, onclick: () => setMode('edit') }, t('maker.mode.edit')),
    play: el('button', { type: 'button', class: 'hm-button mk-mode', dataset: { mode: 'play' }, onclick: () => setMode('play') }, t('maker.mode.play')),
  };
  const modeBar = el('div', { class: 'mk-modebar', role: 'group', 'aria-label': t('maker.mode.label') }, [modeButtons.edit, modeButtons.play]);
  const boardHost = el('div', { class: 'hm-board mk-board' });
  const { verdict, problemBox, show: showVerdict } = createVerdict(t);
  const noticeBox = el('p', { class: 'mk-notice', role: 'status', hidden: true });
  const grid = createGrid({
    t, idPrefix, facts,
    handlers: {
      onFocusCell(cell) { focusCell = cell; draw(); },
      onActivate(cell) {
        if (mode === 'edit') onSquare({ column: cell.column, row: cell.row, index: null });
        else board.select(cell.column, cell.row);
      },
      onCount(change) { if (mode === 'play') board.count(change); },
      onCancel() {
        if (mode === 'play') { board.cancel(); taking = null; render(); }
        else { chosen = null; arrowFrom = null; render(); }
      },
    },
  });
  const keyboardHelp = el('p', { class: 'mk-help', id: `${idPrefix}-keys` }, t('maker.keyboard'));
  grid.element.setAttribute('aria-describedby', keyboardHelp.id);
  const stage = el('section', { class: 'mk-stage', 'aria-label': t('maker.board') }, [
    modeBar,
    el('div', { class: 'mk-sticky' }, [boardHost, verdict, problemBox, noticeBox]),
    keyboardHelp, grid.element, announcer.element,
  ]);

  // --- DOM: starting points -------------------------------------------------------------------
  const playersSelect = el('select', { id: `${idPrefix}-players`, name: 'players' },
    range(facts.minPlayers, facts.maxPlayers).map((n) => el('option', { value: String(n), selected: n === 3 }, String(n))));
  const variantSelect = el('select', { id: `${idPrefix}-variant`, name: 'variant' },
    ['base', 'dice'].map((v) => el('option', { value: v }, t(`newGame.variant.${v}`))));
  const seedInput = el('input', { id: `${idPrefix}-seed`, name: 'seed', inputmode: 'numeric', placeholder: t('newGame.seedPlaceholder'), autocomplete: 'off' });
  const placeBox = el('input', { id: `${idPrefix}-place`, type: 'checkbox', checked: true });
  const startPanel = createStart({
    t, ids: idPrefix, placeholder: EXAMPLE,
    fields: [
      field(playersSelect, t('newGame.players')),
      field(variantSelect, t('newGame.variant')),
      field(seedInput, t('maker.start.seed')),
    ],
    check: check(placeBox, t('maker.start.place')),
    help: t('maker.start.emptyHelp'),
    seed: { input: seedInput, pattern: /^\d+$/, refusal: t('newGame.badSeed') },
    deal: newDeal, empty: emptyBoard, paste: pasted,
    refusals: { deal: refusal, paste: (e) => t('maker.start.pasteRefused', { message: wordError(t, e) }) },
  });

  // --- DOM: editing -----------------------------------------------------------------------------
  const toolButtons = Object.fromEntries(TOOLS.map((k) => [k, el('button', {
    type: 'button', class: 'hm-button mk-tool', dataset: { tool: k }, 'aria-pressed': 'false',
    onclick: () => { tool = k; arrowFrom = null; render(); },
  }, t(`maker.tool.${k}`))]));
  const toolHelp = el('p', { class: 'mk-help mk-tool-help', 'aria-live': 'polite' });
  const palette = createPalette({ t, facts, onChoose: (card) => { chosen = card; tool = 'cards'; render(); } });
  const chosenLine = el('p', { class: 'mk-chosen' });
  const chosenButtons = el('div', { class: 'mk-buttons mk-chosen-actions' });
  const stepSelect = el('select', { id: `${idPrefix}-step`, name: 'step' }, STEPS.map((s) => el('option', { value: s }, t(`maker.step.${s}`))));
  const seatSelect = el('select', { id: `${idPrefix}-seat`, name: 'seat' });
  const phaseVariant = el('select', { id: `${idPrefix}-phase-variant`, name: 'phaseVariant' },
    ['base', 'dice'].map((v) => el('option', { value: v }, t(`newGame.variant.${v}`))));
  const favourRow = el('input', { id: `${idPrefix}-frow`, type: 'number', min: '1', max: String(facts.rows), inputmode: 'numeric' });
  const dieSelect = el('select', { id: `${idPrefix}-die` }, facts.values.map((v) => el('option', { value: String(v) }, String(v))));
  const cutBoxes = el('fieldset', { class: 'mk-cut' }, [el('legend', {}, t('maker.phase.cut'))]);
  const favourFields = el('div', { class: 'mk-fields' }, [field(favourRow, t('maker.phase.row'))]);
  const dieField = field(dieSelect, t('maker.phase.die'));
  const seatField = field(seatSelect, t('maker.phase.seat'));
  for (const input of [stepSelect, seatSelect, favourRow, dieSelect]) input.addEventListener('change', phaseChanged);
  phaseVariant.addEventListener('change', () => state.set(edit.withVariant(state.raw, phaseVariant.value)));
  const editPanel = panel('edit', t('maker.edit.title'), [
    el('div', { class: 'mk-tools', role: 'group', 'aria-label': t('maker.tool.label') }, Object.values(toolButtons)),
    toolHelp,
    palette.element,
    chosenLine,
    chosenButtons,
    el('h3', {}, t('maker.phase.title')),
    el('div', { class: 'mk-fields' }, [seatField, field(stepSelect, t('maker.phase.step')), field(phaseVariant, t('newGame.variant'))]),
    favourFields, cutBoxes, dieField,
  ]);

  // --- DOM: recording ---------------------------------------------------------------------------
  const playPrompt = el('p', { class: 'mk-prompt' });
  const playButtons = el('div', { class: 'mk-buttons mk-play-buttons' });
  const takeBox = el('div', { class: 'mk-take', role: 'group', hidden: true });
  const playErrorBox = errorLine();
  const moveList = el('ol', { class: 'mk-moves', 'aria-label': t('maker.play.recorded') });
  const undoButton = el('button', { type: 'button', class: 'hm-button', dataset: { action: 'undo' }, onclick: undo }, t('maker.play.undo'));
  const clearButton = el('button', { type: 'button', class: 'hm-button', dataset: { action: 'clear' }, onclick: clearMoves }, t('maker.play.clear'));
  const playPanel = panel('play', t('maker.play.title'), [
    el('p', { class: 'mk-help' }, t('maker.play.help')),
    playPrompt, playButtons, takeBox, playErrorBox,
    el('h3', {}, t('maker.play.recorded')), moveList,
    el('div', { class: 'mk-buttons' }, [undoButton, clearButton]),
  ]);

  // --- DOM: options and output -----------------------------------------------------------------
  const viewerSelect = el('select', { id: `${idPrefix}-viewer`, name: 'viewer' });
  const shownStep = el('input', { id: `${idPrefix}-shown`, type: 'number', min: '0', value: '0', inputmode: 'numeric' });
  const controlBoxes = Object.fromEntries(CONTROLS.map((c) => [c, el('input', { type: 'checkbox', id: `${idPrefix}-ctl-${c}`, value: c })]));
  const marksList = el('ul', { class: 'mk-marks', 'aria-label': t('maker.options.marks') });
  const arrowsList = el('ul', { class: 'mk-marks', 'aria-label': t('maker.options.arrows') });
  const shownField = field(shownStep, t('maker.options.step'));
  viewerSelect.addEventListener('change', () => { o.viewer = viewerSelect.value; render(); });
  shownStep.addEventListener('input', () => { o.step = clampInt(shownStep.value, 0, moves.length, 0); render(); });
  for (const box of Object.values(controlBoxes)) {
    box.addEventListener('change', () => { o.controls = CONTROLS.filter((c) => controlBoxes[c].checked); render(); });
  }
  // The caption, language, size and file name fields, the preview (the element, set afresh by each
  // new diagram, as tall as the picture's proportions make it), the snippets and the downloads.
  const output = createOutput({
    t, announcer, root, state, o, changed: () => render(),
    ids: idPrefix, names: ['caption', 'lang'], languages: LANGUAGES,
    preview: { tag: 'heuchel-meuchel', id: 'mk-preview', className: 'mk-preview' }, afresh: true, aspect: true,
    rows: { element: 10, iframe: 4, wiki: 1, command: 3 }, urls,
    snippets: { elementSnippet, iframeSnippet, wikiImageSnippet, commandLine, fileName },
    attributes: () => diagramAttributes(diagram()),
    labels: { svg: t('diagram.downloadSvg'), png: t('diagram.downloadPng') },
    picture, refusal,
  });
  const optionsPanel = panel('options', t('maker.options.title'), [
    el('div', { class: 'mk-fields' }, [field(viewerSelect, t('maker.options.viewer')), shownField]),
    output.fields.caption,
    output.fields.lang,
    el('fieldset', { class: 'mk-controls' }, [
      el('legend', {}, t('maker.options.controls')),
      ...CONTROLS.map((c) => check(controlBoxes[c], t(`maker.control.${c}`))),
    ]),
    el('h3', {}, t('maker.options.marks')), marksList,
    el('h3', {}, t('maker.options.arrows')), arrowsList,
    output.fields.size,
    output.fields.name,
  ]);

  root.append(el('div', { class: 'mk-work' }, [stage, el('div', { class: 'mk-panels' }, [startPanel.element, editPanel, playPanel, optionsPanel])]), output.element);

  const board = createBoard(boardHost, { facts, strings: boardStrings(t) }, {
    square: onSquare,
    pick: () => renderGrid(),
    move: ({ from, count, to }) => play({ type: 'move', from, count, to }),
    take: ({ column, maxCount }) => {
      taking = { column, maxCount };
      render();
      const first = takeBox.querySelector('button');
      if (first) first.focus();
    },
    lose: ({ row }) => play({ type: 'lose', row }),
  });
  palette.paint(board.renderer);
  // Sprites drawn before the web font arrived are redrawn once it has (the card names).
  if (document.fonts && document.fonts.ready) document.fonts.ready.then(() => palette.paint(board.renderer));

  // --- The position -----------------------------------------------------------------------------
  /** Completes and judges a setup. Knowledge an edit has made wrong is dropped, as the engine names it. */
  function judge(next) {
    let s = edit.normalize(next);
    for (let i = 0; i < 64; i++) {
      const f = engine.fillUnused(s);
      const p = engine.checkSetup(f);
      const card = p && /^position\.knowledge/.test(p.code) ? p.args.card : null;
      if (card && s.knowledge.some((k) => k.card === card)) {
        s = { ...s, knowledge: s.knowledge.filter((k) => k.card !== card) };
        continue;
      }
      return { raw: s, filled: f, problem: p };
    }
    const f = engine.fillUnused(s);
    return { raw: s, filled: f, problem: engine.checkSetup(f) };
  }

  /** Plays the recorded moves from state.good; keeps those the engine still accepts. */
  function replayMoves() {
    if (current) current.free?.();
    current = null;
    notice = '';
    if (!state.good) return;
    current = Game.fromPosition(state.good);
    const kept = [];
    for (const [i, text] of moves.entries()) {
      try {
        current.play(text);
        kept.push(text);
      } catch (e) {
        notice = t('maker.movesDropped', { count: moves.length - i, number: i + 1, move: text, message: wordError(t, e) });
        break;
      }
    }
    moves = kept;
    o.step = Math.min(o.step, moves.length);
  }

  function phaseChanged() {
    const step = stepSelect.value;
    const cut = [...cutBoxes.querySelectorAll('input')].reduce((m, box) => (box.checked ? m | (1 << Number(box.value)) : m), 0);
    state.set(edit.withPhase(state.raw, {
      phase: step === 'over' ? 'over' : step === 'setup' ? 'setup' : 'turn',
      player: Number(seatSelect.value) || 0,
      step,
      row: clampInt(favourRow.value, 1, facts.rows, 1),
      cut,
      die: Number(dieSelect.value) || 1,
    }));
  }

  // --- Starting points --------------------------------------------------------------------------
  function startOptions() {
    return { players: Number(playersSelect.value), variant: variantSelect.value };
  }

  // Each start takes its setup afresh; the start panel (the shell's) checks the seed and says in
  // words what the engine refuses.
  function newDeal(seed) {
    const { players, variant } = startOptions();
    const game = seed ? new Game(players, variant, seed) : new Game(players, variant);
    try {
      // Each player puts down his cards as the engine offers them, until the first move.
      if (placeBox.checked) {
        for (let l = game.legal(); l.step === 'setup' && l.places.length; l = game.legal()) game.play({ type: 'place', card: l.places[0] });
      }
      state.set(setupOf(Game, game.position()), { fresh: true });
      announcer.say(t('maker.dealt', { players }));
    } finally {
      game.free?.();
    }
  }

  function emptyBoard() {
    const { players, variant } = startOptions();
    chosen = null;
    state.set(edit.emptySetup(players, variant), { fresh: true });
    announcer.say(t('maker.emptied', { players }));
  }

  function pasted(text) {
    const setup = setupOf(Game, text);
    chosen = null;
    state.set(setup, { fresh: true });
    announcer.say(t('maker.pasted'));
  }

  // --- Editing by clicking ----------------------------------------------------------------------
  function onSquare({ column, row, index }) {
    if (mode !== 'edit' || !state.raw) return;
    if (column >= state.raw.players) return announcer.say(t('maker.notInPlay', { column: column + 1, players: state.raw.players }));
    const where = { column: column + 1, row };
    switch (tool) {
      case 'cards': {
        if (chosen) {
          const card = chosen;
          chosen = null;
          state.set(edit.placeCard(state.raw, card, column, row));
          return announcer.say(t('maker.placed', { card: cardName(t, card), ...where }));
        }
        const card = edit.cardAt(state.raw, column, row, index);
        if (!card) return announcer.say(t('maker.chooseFirst'));
        state.set(edit.withoutCard(state.raw, card));
        return announcer.say(t('maker.removed', { card: cardName(t, card), ...where }));
      }
      case 'flip': {
        const next = edit.toggleFaceDown(state.raw, column, row);
        if (!next) return announcer.say(t('maker.noPile', where));
        state.set(next);
        const down = next.columns[column].find((p) => p.row === row).faceDown;
        return announcer.say(t(down ? 'maker.flippedDown' : 'maker.flippedUp', where));
      }
      case 'mark': {
        const i = o.highlight.findIndex((s) => s.column === column && s.row === row);
        if (i >= 0) o.highlight.splice(i, 1);
        else o.highlight.push({ column, row });
        render();
        return announcer.say(t(i >= 0 ? 'maker.unmarked' : 'maker.marked', where));
      }
      case 'arrow': {
        if (!arrowFrom) {
          arrowFrom = { column, row };
          render();
          return announcer.say(t('maker.arrowFrom', where));
        }
        const from = arrowFrom;
        arrowFrom = null;
        if (from.column === column && from.row === row) {
          render();
          return announcer.say(t('maker.arrowCancelled'));
        }
        const i = o.arrows.findIndex((a) => same(a.from, from) && same(a.to, { column, row }));
        if (i >= 0) o.arrows.splice(i, 1);
        else o.arrows.push({ from, to: { column, row } });
        render();
        return announcer.say(t(i >= 0 ? 'maker.arrowRemoved' : 'maker.arrowAdded', { from: `${from.column + 1}:${from.row}`, to: `${column + 1}:${row}` }));
      }
      default:
        return undefined;
    }
  }

  // --- Recording --------------------------------------------------------------------------------
  function setMode(next) {
    if (next === 'play' && (state.problem || !current)) return;
    mode = next;
    taking = null;
    playError = '';
    chosen = null;
    arrowFrom = null;
    render();
  }

  function play(action) {
    if (!current) return;
    try {
      current.play(action);
      moves = current.actionTexts();
      playError = '';
      taking = null;
      const entry = current.fullLog(current.actionCount() - 1)[0];
      announcer.say(entry ? formatEntry(t, entry) : '');
    } catch (e) {
      playError = t('controls.error', { message: wordError(t, e) });
    }
    render();
  }

  function undo() {
    if (!moves.length) return;
    moves = moves.slice(0, -1);
    replayMoves();
    playError = '';
    taking = null;
    render();
    announcer.say(t('maker.play.undone'));
  }

  function clearMoves() {
    moves = [];
    replayMoves();
    taking = null;
    render();
    announcer.say(t('maker.play.cleared'));
  }

  // --- What the board shows ---------------------------------------------------------------------
  // What the engine offers now, asked once per position: the board keeps a lifted stack only
  // while it is given the same `legal` (a redraw for the keyboard's focus must not drop it).
  let legalMemo = { key: null, legal: null };
  function currentLegal() {
    if (!current || current.isOver()) return null;
    const key = `${state.good}|${moves.join('_')}`;
    if (legalMemo.key !== key) legalMemo = { key, legal: current.legal() };
    return legalMemo.legal;
  }

  function editView() {
    if (!state.problem && current) {
      const start = Game.fromPosition(state.good);
      const view = start.fullView();
      const die = start.legal().die || null;
      start.free?.();
      return { view, die };
    }
    const view = edit.viewOfSetup(state.filled);
    const st = view.phase && view.phase.step;
    return { view, die: st && st.step === 'rolled' ? st.die : null };
  }

  function marks() {
    const out = o.highlight.map((s) => ({ ...s, kind: 'marked' }));
    if (focusCell) out.push({ ...focusCell, kind: 'focus' });
    return out;
  }

  function draw() {
    if (!state.raw) return;
    if (mode === 'play' && current) {
      const legal = currentLegal();
      const extra = marks();
      if (moves.length) {
        const entries = current.fullLog(current.actionCount() - 1);
        const last = lastMove(entries);
        if (last) extra.unshift({ column: last.column, row: last.from, kind: 'lastMove' }, { column: last.column, row: last.to, kind: 'lastMove' });
        const taken = lastTake(entries);
        if (taken) extra.unshift({ ...taken, kind: 'lastMove' });
      }
      board.set({ view: current.fullView(), legal, highlights: extra, arrows: o.arrows, die: legal ? legal.die : null });
      return legal;
    }
    const { view, die } = editView();
    const extra = marks();
    if (state.problem && typeof state.problem.args.column === 'number' && typeof state.problem.args.row === 'number') {
      extra.push({ column: state.problem.args.column, row: state.problem.args.row, kind: 'victim' });
    }
    const loc = chosen && edit.cardLocations(state.raw).get(chosen);
    if (loc && loc.kind === 'pile') extra.push({ column: loc.column, row: loc.row, kind: 'source' });
    if (arrowFrom) extra.push({ ...arrowFrom, kind: 'source' });
    board.set({ view, legal: null, highlights: extra, arrows: o.arrows, die });
    return null;
  }

  function renderGrid() {
    if (!state.raw) return;
    const view = mode === 'play' && current ? current.fullView() : editView().view;
    const legal = mode === 'play' ? currentLegal() : null;
    grid.update(view, legal, mode === 'play' ? board.selection : null);
  }

  // --- The diagram's options and output ---------------------------------------------------------
  function diagram() {
    return {
      position: state.good, moves, step: o.step, viewer: o.viewer, highlight: o.highlight, arrows: o.arrows,
      controls: o.controls, caption: o.caption, lang: o.lang,
    };
  }

  /** The picture, drawn as the command line draws it (picture.js); the SVG writer is loaded only when a picture is asked for. */
  async function picture(format) {
    const exporter = await import('../render/export.js');
    const scene = pictureScene(engine, diagramAttributes(diagram()), { width: o.width, height: o.height, strings: boardStrings(t) });
    return format === 'svg'
      ? new Blob([exporter.renderSvg(scene)], { type: 'image/svg+xml' })
      : exporter.renderPng({ ...scene, scale: 2 });
  }

  // --- Rendering --------------------------------------------------------------------------------
  function render() {
    if (!state.raw) return;
    const legal = draw();
    renderGrid();
    root.dataset.makerMode = mode;
    for (const [k, b] of Object.entries(modeButtons)) b.setAttribute('aria-pressed', String(k === mode));
    modeButtons.play.disabled = !!state.problem || !current;
    editPanel.hidden = mode !== 'edit';
    playPanel.hidden = mode !== 'play';

    // The verdict: the engine's words, or its assent.
    const assent = mode === 'play' ? t('maker.verdict.playing', { count: moves.length }) : t('maker.verdict.possible');
    showVerdict(state.problem ? asSentence(wordError(t, state.problem)) : null, !!state.good, assent);
    noticeBox.hidden = !notice;
    noticeBox.textContent = notice;

    renderEditPanel();
    renderPlayPanel(legal);
    renderOptions();
    output.render();
  }

  function renderEditPanel() {
    for (const [k, b] of Object.entries(toolButtons)) b.setAttribute('aria-pressed', String(k === tool));
    toolHelp.textContent = tool === 'cards'
      ? t(chosen ? 'maker.tool.cardsChosen' : 'maker.tool.cardsHelp', { card: chosen ? cardName(t, chosen) : '' })
      : tool === 'arrow' && arrowFrom
        ? t('maker.tool.arrowTo', { from: `${arrowFrom.column + 1}:${arrowFrom.row}` })
        : t(`maker.tool.${tool}Help`);
    const locations = edit.cardLocations(state.raw);
    palette.update({ locations, filledLocations: edit.cardLocations(state.filled), chosen });
    chosenLine.textContent = chosen ? t('maker.chosen', { card: cardName(t, chosen) }) : '';
    chosenLine.hidden = !chosen;
    chosenButtons.replaceChildren(...(chosen ? [
      ...range(0, state.raw.players - 1).map((p) => el('button', {
        type: 'button', class: 'hm-button hm-small', dataset: { discard: String(p) },
        onclick: () => { const c = chosen; chosen = null; state.set(edit.discardCard(state.raw, c, p)); announcer.say(t('maker.discarded', { card: cardName(t, c), seat: p + 1 })); },
      }, t('maker.toDiscards', { seat: p + 1 }))),
      locations.has(chosen) ? el('button', {
        type: 'button', class: 'hm-button hm-small', dataset: { action: 'unuse' },
        onclick: () => { const c = chosen; chosen = null; state.set(edit.withoutCard(state.raw, c)); announcer.say(t('maker.unused', { card: cardName(t, c) })); },
      }, t('maker.takeOut')) : null,
      el('button', { type: 'button', class: 'hm-button hm-small', onclick: () => { chosen = null; render(); } }, t('maker.putBack')),
    ].filter(Boolean) : []));
    chosenButtons.hidden = !chosen;

    // The phase, as the setup says it.
    const ph = edit.phaseFields(state.raw);
    const step = ph.phase === 'over' ? 'over' : ph.phase === 'setup' ? 'setup' : ph.step;
    stepSelect.value = step;
    phaseVariant.value = state.raw.variant;
    const seats = range(0, state.raw.players - 1);
    if (seatSelect.options.length !== seats.length) {
      seatSelect.replaceChildren(...seats.map((p) => el('option', { value: String(p) }, seatName(t, p))));
    }
    seatSelect.value = String(ph.player);
    seatField.hidden = step === 'over';
    favourFields.hidden = cutBoxes.hidden = step !== 'favours';
    if (document.activeElement !== favourRow) favourRow.value = String(ph.row);
    const cuts = seats.map((p) => String(p));
    if ([...cutBoxes.querySelectorAll('input')].map((b) => b.value).join() !== cuts.join()) {
      cutBoxes.replaceChildren(cutBoxes.firstElementChild, ...seats.map((p) => {
        const box = el('input', { type: 'checkbox', id: `${idPrefix}-cut-${p}`, value: String(p) });
        box.addEventListener('change', phaseChanged);
        return check(box, t('maker.phase.column', { column: p + 1 }));
      }));
    }
    for (const box of cutBoxes.querySelectorAll('input')) box.checked = !!(ph.cut & (1 << Number(box.value)));
    dieField.hidden = step !== 'rolled';
    dieSelect.value = String(ph.die);
  }

  function renderPlayPanel(legal) {
    renderMoveList();
    if (mode !== 'play' || !current) return;
    if (!legal) playPrompt.textContent = t('prompt.over');
    else {
      const what = legal.step === 'rolled' && !legal.moves.length ? 'rolledLose' : legal.step;
      // count: the die chooses "1 row" or "4 rows" where the language says so.
      playPrompt.textContent = t(`maker.play.${what}`, { seat: seatName(t, legal.player), row: legal.favourRow, die: legal.die, count: legal.die });
    }
    const buttons = [];
    if (legal) {
      const act = (key, action, label) => el('button', { type: 'button', class: 'hm-button', dataset: { action: key }, onclick: () => play(action) }, label);
      if (legal.canRoll) buttons.push(act('roll', { type: 'roll' }, t('controls.roll')));
      if (legal.canEndFavours) buttons.push(act('endFavours', { type: 'endFavours' }, t('controls.endFavours')));
      if (legal.canEndTurn) buttons.push(act('endTurn', { type: 'endTurn' }, t('controls.endTurn')));
      for (const card of legal.places || []) buttons.push(act(`place-${card}`, { type: 'place', card }, t('maker.play.place', { card: cardName(t, card) })));
    }
    playButtons.replaceChildren(...buttons);
    playButtons.hidden = !buttons.length;
    takeBox.hidden = !taking;
    if (taking) {
      const id = `${idPrefix}-take`;
      takeBox.setAttribute('aria-labelledby', id);
      takeBox.replaceChildren(
        el('p', { id, class: 'mk-take-question' }, t('take.question', { column: taking.column + 1 })),
        el('div', { class: 'mk-buttons' }, [
          ...range(1, taking.maxCount).map((n) => el('button', {
            type: 'button', class: 'hm-button', dataset: { take: String(n) },
            onclick: () => play({ type: 'take', column: taking.column, count: n }),
          }, String(n))),
          el('button', { type: 'button', class: 'hm-button', onclick: () => { taking = null; render(); } }, t('take.cancel')),
        ]),
      );
    }
    playErrorBox.hidden = !playError;
    playErrorBox.textContent = playError;
  }

  // The recording, each move in notation and in words (kept current in either mode).
  function renderMoveList() {
    const key = `${state.good}|${moves.join('_')}`;
    if (moveList.dataset.key !== key) {
      moveList.dataset.key = key;
      const log = current && moves.length ? current.fullLog(0) : [];
      const items = moves.map((text, i) => el('li', { dataset: { move: text } }, [el('code', {}, text), ' ', log[i] ? formatEntry(t, log[i]) : '']));
      moveList.replaceChildren(...(items.length ? items : [el('li', { class: 'mk-none' }, t('maker.play.none'))]));
    }
    undoButton.disabled = clearButton.disabled = !moves.length;
  }

  function renderOptions() {
    const viewers = ['all', 'public', ...range(1, state.raw.players).map(String)];
    if ([...viewerSelect.options].map((x) => x.value).join() !== viewers.join()) {
      viewerSelect.replaceChildren(...viewers.map((v) => el('option', { value: v },
        v === 'all' ? t('maker.viewer.all') : v === 'public' ? t('maker.viewer.public') : t('maker.viewer.seat', { seat: v }))));
    }
    if (!viewers.includes(o.viewer)) o.viewer = 'all';
    viewerSelect.value = o.viewer;
    shownStep.max = String(moves.length);
    if (document.activeElement !== shownStep) shownStep.value = String(o.step);
    shownField.hidden = !moves.length;
    for (const c of CONTROLS) controlBoxes[c].checked = o.controls.includes(c);
    const item = (text, label, onclick) => el('li', {}, [el('span', {}, text), ' ',
      el('button', { type: 'button', class: 'hm-button hm-small', 'aria-label': label, title: label, onclick }, '×')]);
    const sq = (s) => `${s.column + 1}:${s.row}`;
    marksList.replaceChildren(...(o.highlight.length ? o.highlight.map((s, i) => item(sq(s), t('maker.options.removeMark', { square: sq(s) }), () => { o.highlight.splice(i, 1); render(); }))
      : [el('li', { class: 'mk-none' }, t('maker.options.noMarks'))]));
    arrowsList.replaceChildren(...(o.arrows.length ? o.arrows.map((a, i) => item(`${sq(a.from)} → ${sq(a.to)}`, t('maker.options.removeArrow', { from: sq(a.from), to: sq(a.to) }), () => { o.arrows.splice(i, 1); render(); }))
      : [el('li', { class: 'mk-none' }, t('maker.options.noArrows'))]));
  }

  // --- Start ------------------------------------------------------------------------------------
  // The page's query may name a diagram to edit, with embed.html's parameters; else the example.
  const q = optionsFromQuery(query);
  startPanel.open(q.position, {
    opened(text) {
      const viewer = parseViewer(q.viewer, 'all');
      o.viewer = viewer.kind === 'seat' ? String(viewer.seat + 1) : viewer.kind;
      o.highlight = parseHighlight(q.highlight, facts);
      o.arrows = parseArrows(q.arrows, facts);
      o.controls = parseControls(q.controls, 'diagram');
      o.caption = q.caption || '';
      o.lang = supported(q.lang) || (q.lang === undefined ? o.lang : '');
      const recorded = parseMoves(q.moves);
      const step = parseStep(q.step, recorded.length, 0);
      // A fresh start clears the recording: the query's moves are played from the position after.
      state.set(setupOf(Game, text), { fresh: true });
      if (recorded.length) {
        moves = recorded;
        o.step = step;
        replayMoves();
        render();
      }
    },
    refusal: (e) => t('maker.start.linkRefused', { message: wordError(t, e) }),
    otherwise: () => state.set(setupOf(Game, EXAMPLE), { fresh: true }),
  });

  return {
    get setup() { return state.raw; },
    get moves() { return moves.slice(); },
    get position() { return state.good; },
    destroy() {
      board.destroy();
      current?.free?.();
      root.replaceChildren();
    },
  };
}

function range(from, to) {
  const out = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

const same = (a, b) => a.column === b.column && a.row === b.row;
