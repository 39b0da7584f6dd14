// The diagram maker (maker.html): a wiki editor builds a position by clicking, records a few
// moves, chooses what the diagram shows, and copies it as an element, an iframe or a picture; or
// makes a lesson of it, whose answer is the moves he recorded (platform/maker/lesson-fields.js).
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
// and arrows, its words. It builds the page and answers the author's actions; screen.js draws.

import { createBoard } from '../board/board.js';
import { createGrid } from '../ui/board-grid.js';
import { createAnnouncer } from '../../platform/ui/announcer.js';
import { el, uniquePrefix } from '../../platform/ui/dom.js';
import { cardName, formatEntry } from '../ui/format.js';
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
} from './snippets.js';
import { check, clampInt, errorLine, field, panel } from '../../platform/maker/fields.js';
import { createPosition, createStart, createVerdict, setupOf } from '../../platform/maker/shell.js';
import { createOutput } from '../../platform/maker/output.js';
import { captionAndLang } from '../../platform/maker/snippets.js';
import { createLessonFields, lessonAttributes, noLesson } from '../../platform/maker/lesson-fields.js';
import { COURSE } from '../lesson/course.js';
import { heuchelLessonWords } from '../lesson/words.js';
import { draw, range, render, renderGrid } from './screen.js';

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
  const facts = engine.boardFacts();
  const t = createT(strings, facts, lang);
  // The maker's context: the engine, its words, what the author is doing and the page's parts
  // (buildPage), read by every function below and by screen.js.
  const m = {
    root, engine, Game: engine.Game, facts, t, lang, idPrefix: uniquePrefix(),
    urls: {
      script: new URL('heuchel-meuchel.js', site).href,
      embed: new URL('embed.html', site).href,
    },
    // The engine's refusal of a deal or a picture, in a sentence.
    refusal: (e) => asSentence(wordError(t, e)),

    // --- State --------------------------------------------------------------------------------
    moves: [],        // recorded action texts, from state.good
    current: null,    // a Game: state.good after every recorded move
    mode: 'edit',     // 'edit' | 'play'
    tool: 'cards',
    chosen: null,     // the palette card in hand
    arrowFrom: null,  // the arrow tool's first square
    focusCell: null,  // the keyboard's square on the board
    taking: null,     // a favour being chosen: { column, maxCount }
    notice: '',       // what became of the recorded moves after an edit
    playError: '',
    legalMemo: { key: null, legal: null }, // what the engine offers now (screen.js, currentLegal)
    o: {
      viewer: 'all', step: 0, caption: '', controls: DEFAULT_DIAGRAM_CONTROLS.slice(),
      // The diagram's language, for its buttons and the words on its board: the maker's own at
      // first (the caption is written in it); '' leaves it to each reader's.
      lang,
      highlight: [], arrows: [], width: 480, height: 480, name: 'heuchel-meuchel-diagram',
      // A lesson made of it (its answers the recorded moves), or none.
      lesson: noLesson(),
    },
    // What the buttons screen.js draws do beyond drawing: a move played, the phase's fields taken.
    play: (action) => play(m, action),
    phaseChanged: () => phaseChanged(m),
  };
  // The position being edited (the shell's): the author's Setup (state.raw: only what he placed,
  // plus what a deal or text gave), what the engine judges (state.filled: judge() below), its
  // refusal (state.problem: null or { code, args, message }) and the last position it accepted
  // (state.good, in notation). A new start clears the recording; a newly accepted position
  // replays it.
  m.state = createPosition({
    judge: (next) => judge(m, next),
    positionOf: (filled) => engine.positionOfSetup(filled),
    fresh: () => {
      m.moves = [];
      m.notice = '';
    },
    accepted: () => replayMoves(m),
    changed: () => {
      // Nothing is recorded from a refused position: back to editing.
      if (m.state.problem && m.mode === 'play') m.mode = 'edit';
      render(m);
    },
  });
  Object.assign(m, buildPage(root, m));
  start(m, query);

  return {
    get setup() { return m.state.raw; },
    get moves() { return m.moves.slice(); },
    get position() { return m.state.good; },
    destroy() {
      m.board.destroy();
      m.current?.free?.();
      root.replaceChildren();
    },
  };
}

// --- Start ------------------------------------------------------------------------------------
// The page's query may name a diagram to edit, with embed.html's parameters; else the example.
function start(m, query) {
  const { t, Game, facts, o, state, startPanel } = m;
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
        m.moves = recorded;
        o.step = step;
        replayMoves(m);
        render(m);
      }
    },
    refusal: (e) => t('maker.start.linkRefused', { message: wordError(t, e) }),
    otherwise: () => state.set(setupOf(Game, EXAMPLE), { fresh: true }),
  });
}

// --- The page's parts -------------------------------------------------------------------------
// The page, built in order (the board, the starting points, editing, recording, the options and
// the output) into `root`; the board is made once its host is in the page. Returns its parts.
function buildPage(root, m) {
  const { facts, t } = m;
  const stage = buildStage(m);
  const starting = buildStart(m);
  const editing = buildEditing(m);
  const recording = buildRecording(m);
  const options = buildOptions(m, stage.announcer);

  root.append(el('div', { class: 'mk-work' }, [stage.stage, el('div', { class: 'mk-panels' }, [starting.startPanel.element, editing.editPanel, recording.playPanel, options.optionsPanel])]), options.output.element);

  const board = createBoard(stage.boardHost, { facts, strings: boardStrings(t) }, {
    square: (square) => onSquare(m, square),
    pick: () => renderGrid(m),
    move: ({ from, count, to }) => play(m, { type: 'move', from, count, to }),
    take: ({ column, maxCount }) => {
      m.taking = { column, maxCount };
      render(m);
      const first = recording.takeBox.querySelector('button');
      if (first) first.focus();
    },
    lose: ({ row }) => play(m, { type: 'lose', row }),
  });
  const { palette } = editing;
  palette.paint(board.renderer);
  // Sprites drawn before the web font arrived are redrawn once it has (the card names).
  if (document.fonts && document.fonts.ready) document.fonts.ready.then(() => palette.paint(board.renderer));
  return { ...stage, ...starting, ...editing, ...recording, ...options, board };
}

// --- DOM: the board ---------------------------------------------------------------------------
// The stage: the mode's buttons, the board's host with the verdict and the notice under it, the
// keyboard's help, the ARIA grid and the announcer.
function buildStage(m) {
  const { t, facts, idPrefix } = m;
  const announcer = createAnnouncer();
  const modeButtons = {
    edit: el('button', { type: 'button', class: 'hm-button mk-mode', dataset: { mode: 'edit' }, onclick: () => setMode(m, 'edit') }, t('maker.mode.edit')),
    play: el('button', { type: 'button', class: 'hm-button mk-mode', dataset: { mode: 'play' }, onclick: () => setMode(m, 'play') }, t('maker.mode.play')),
  };
  const modeBar = el('div', { class: 'mk-modebar', role: 'group', 'aria-label': t('maker.mode.label') }, [modeButtons.edit, modeButtons.play]);
  const boardHost = el('div', { class: 'hm-board mk-board' });
  const { verdict, problemBox, show: showVerdict } = createVerdict(t);
  const noticeBox = el('p', { class: 'mk-notice', role: 'status', hidden: true });
  const grid = createGrid({
    t, idPrefix, facts,
    handlers: {
      onFocusCell(cell) { m.focusCell = cell; draw(m); },
      onActivate(cell) {
        if (m.mode === 'edit') onSquare(m, { column: cell.column, row: cell.row, index: null });
        else m.board.select(cell.column, cell.row);
      },
      onCount(change) { if (m.mode === 'play') m.board.count(change); },
      onCancel() {
        if (m.mode === 'play') { m.board.cancel(); m.taking = null; render(m); }
        else { m.chosen = null; m.arrowFrom = null; render(m); }
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
  return { announcer, modeButtons, boardHost, showVerdict, noticeBox, grid, stage };
}

// --- DOM: starting points ---------------------------------------------------------------------
// The starting points' panel (the shell's): the deal's players, variant and seed, and whether the
// cards are put down as the engine offers them.
function buildStart(m) {
  const { t, facts, idPrefix, refusal } = m;
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
    deal: (seed) => newDeal(m, seed), empty: () => emptyBoard(m), paste: (text) => pasted(m, text),
    refusals: { deal: refusal, paste: (e) => t('maker.start.pasteRefused', { message: wordError(t, e) }) },
  });
  return { playersSelect, variantSelect, placeBox, startPanel };
}

// --- DOM: editing -----------------------------------------------------------------------------
// The editing panel: the tools, the palette, the card in hand, and the phase's fields (each change
// taken by phaseChanged, the variant's by the setup at once).
function buildEditing(m) {
  const { t, facts, idPrefix, state } = m;
  const toolButtons = Object.fromEntries(TOOLS.map((k) => [k, el('button', {
    type: 'button', class: 'hm-button mk-tool', dataset: { tool: k }, 'aria-pressed': 'false',
    onclick: () => { m.tool = k; m.arrowFrom = null; render(m); },
  }, t(`maker.tool.${k}`))]));
  const toolHelp = el('p', { class: 'mk-help mk-tool-help', 'aria-live': 'polite' });
  const palette = createPalette({ t, facts, onChoose: (card) => { m.chosen = card; m.tool = 'cards'; render(m); } });
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
  for (const input of [stepSelect, seatSelect, favourRow, dieSelect]) input.addEventListener('change', m.phaseChanged);
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
  return {
    toolButtons, toolHelp, palette, chosenLine, chosenButtons, stepSelect, seatSelect, phaseVariant,
    favourRow, dieSelect, cutBoxes, favourFields, dieField, seatField, editPanel,
  };
}

// --- DOM: recording ---------------------------------------------------------------------------
// The recording panel: the prompt, the engine's actions, the blind "how many?", the error line,
// the moves recorded and the buttons that take them back.
function buildRecording(m) {
  const { t } = m;
  const playPrompt = el('p', { class: 'mk-prompt' });
  const playButtons = el('div', { class: 'mk-buttons mk-play-buttons' });
  const takeBox = el('div', { class: 'mk-take', role: 'group', hidden: true });
  const playErrorBox = errorLine();
  const moveList = el('ol', { class: 'mk-moves', 'aria-label': t('maker.play.recorded') });
  const undoButton = el('button', { type: 'button', class: 'hm-button', dataset: { action: 'undo' }, onclick: () => undo(m) }, t('maker.play.undo'));
  const clearButton = el('button', { type: 'button', class: 'hm-button', dataset: { action: 'clear' }, onclick: () => clearMoves(m) }, t('maker.play.clear'));
  const playPanel = panel('play', t('maker.play.title'), [
    el('p', { class: 'mk-help' }, t('maker.play.help')),
    playPrompt, playButtons, takeBox, playErrorBox,
    el('h3', {}, t('maker.play.recorded')), moveList,
    el('div', { class: 'mk-buttons' }, [undoButton, clearButton]),
  ]);
  return { playPrompt, playButtons, takeBox, playErrorBox, moveList, undoButton, clearButton, playPanel };
}

// --- DOM: options and output -----------------------------------------------------------------
// The options panel (whose view, the step shown, the diagram's buttons, its marks and arrows, and
// the shell's fields) and the output under the work area (the shell's).
function buildOptions(m, announcer) {
  const { t, root, state, o, idPrefix, urls, refusal } = m;
  const viewerSelect = el('select', { id: `${idPrefix}-viewer`, name: 'viewer' });
  const shownStep = el('input', { id: `${idPrefix}-shown`, type: 'number', min: '0', value: '0', inputmode: 'numeric' });
  const controlBoxes = Object.fromEntries(CONTROLS.map((c) => [c, el('input', { type: 'checkbox', id: `${idPrefix}-ctl-${c}`, value: c })]));
  const marksList = el('ul', { class: 'mk-marks', 'aria-label': t('maker.options.marks') });
  const arrowsList = el('ul', { class: 'mk-marks', 'aria-label': t('maker.options.arrows') });
  const shownField = field(shownStep, t('maker.options.step'));
  viewerSelect.addEventListener('change', () => { o.viewer = viewerSelect.value; render(m); });
  shownStep.addEventListener('input', () => { o.step = clampInt(shownStep.value, 0, m.moves.length, 0); render(m); });
  for (const box of Object.values(controlBoxes)) {
    box.addEventListener('change', () => { o.controls = CONTROLS.filter((c) => controlBoxes[c].checked); render(m); });
  }
  // The caption, language, size and file name fields, the preview (the element, set afresh by each
  // new diagram, as tall as the picture's proportions make it), the snippets and the downloads.
  const output = createOutput({
    t, announcer, root, state, o, changed: () => render(m),
    ids: idPrefix, names: ['caption', 'lang'], languages: LANGUAGES,
    preview: { tag: 'heuchel-meuchel', id: 'mk-preview', className: 'mk-preview' }, afresh: true, aspect: true,
    rows: { element: 10, iframe: 4, wiki: 1, command: 3 }, urls,
    snippets: { elementSnippet, iframeSnippet, wikiImageSnippet, commandLine, fileName },
    attributes: () => (o.lesson.on ? lessonOf(m) : diagramAttributes(diagram(m))),
    labels: { svg: t('diagram.downloadSvg'), png: t('diagram.downloadPng') },
    picture: (format) => picture(m, format), refusal,
  });
  // A lesson: the sections it may teach are the course's, named as its lessons are.
  const words = createT(heuchelLessonWords(m.lang), m.facts, m.lang);
  const lessonFields = createLessonFields({
    t: words, ids: idPrefix, lesson: o.lesson, moves: () => m.moves, changed: () => render(m),
    sections: COURSE.map((l) => [l.section, words(`lesson.${l.id}.title`)]),
  });
  const optionsPanel = panel('options', t('maker.options.title'), [
    lessonFields.element,
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
  return { viewerSelect, shownStep, controlBoxes, marksList, arrowsList, shownField, output, optionsPanel, lessonFields };
}

// --- The position -----------------------------------------------------------------------------
/** Completes and judges a setup. Knowledge an edit has made wrong is dropped, as the engine names it. */
function judge({ engine }, next) {
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
function replayMoves(m) {
  const { t, Game, state, o } = m;
  if (m.current) m.current.free?.();
  m.current = null;
  m.notice = '';
  if (!state.good) return;
  const current = Game.fromPosition(state.good);
  m.current = current;
  const kept = [];
  for (const [i, text] of m.moves.entries()) {
    try {
      current.play(text);
      kept.push(text);
    } catch (e) {
      m.notice = t('maker.movesDropped', { count: m.moves.length - i, number: i + 1, move: text, message: wordError(t, e) });
      break;
    }
  }
  m.moves = kept;
  o.step = Math.min(o.step, m.moves.length);
}

/** Takes the phase's fields (step, seat, favour row, cut columns, die) into the setup. */
function phaseChanged(m) {
  const { facts, state, stepSelect, seatSelect, favourRow, cutBoxes, dieSelect } = m;
  const step = stepSelect.value;
  const cut = [...cutBoxes.querySelectorAll('input')].reduce((mask, box) => (box.checked ? mask | (1 << Number(box.value)) : mask), 0);
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
/** The players and the variant the start panel's fields ask for. */
function startOptions({ playersSelect, variantSelect }) {
  return { players: Number(playersSelect.value), variant: variantSelect.value };
}

// Each start takes its setup afresh; the start panel (the shell's) checks the seed and says in
// words what the engine refuses.
/** A new deal (of `seed`, if given), its cards put down as the engine offers them if asked. */
function newDeal(m, seed) {
  const { t, Game, state, announcer, placeBox } = m;
  const { players, variant } = startOptions(m);
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

/** An empty board of the players and variant asked for. */
function emptyBoard(m) {
  const { t, state, announcer } = m;
  const { players, variant } = startOptions(m);
  m.chosen = null;
  state.set(edit.emptySetup(players, variant), { fresh: true });
  announcer.say(t('maker.emptied', { players }));
}

/** The position pasted, in notation. */
function pasted(m, text) {
  const { t, Game, state, announcer } = m;
  const setup = setupOf(Game, text);
  m.chosen = null;
  state.set(setup, { fresh: true });
  announcer.say(t('maker.pasted'));
}

// --- Editing by clicking ----------------------------------------------------------------------
/** A click (or the keyboard's Enter) on a square while editing: what it does is the tool's. */
function onSquare(m, { column, row, index }) {
  const { t, state, announcer } = m;
  if (m.mode !== 'edit' || !state.raw) return;
  if (column >= state.raw.players) return announcer.say(t('maker.notInPlay', { column: column + 1, players: state.raw.players }));
  const where = { column: column + 1, row };
  switch (m.tool) {
    case 'cards': {
      if (m.chosen) {
        const card = m.chosen;
        m.chosen = null;
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
    case 'mark':
      return toggleMark(m, column, row);
    case 'arrow':
      return arrowTo(m, column, row);
    default:
      return undefined;
  }
}

/** The mark tool: a square marked, or its mark taken away. */
function toggleMark(m, column, row) {
  const { t, o, announcer } = m;
  const where = { column: column + 1, row };
  const i = o.highlight.findIndex((s) => s.column === column && s.row === row);
  if (i >= 0) o.highlight.splice(i, 1);
  else o.highlight.push({ column, row });
  render(m);
  return announcer.say(t(i >= 0 ? 'maker.unmarked' : 'maker.marked', where));
}

/** The arrow tool: the first square clicked starts an arrow, the second ends it (or takes the same arrow away). */
function arrowTo(m, column, row) {
  const { t, o, announcer } = m;
  const where = { column: column + 1, row };
  if (!m.arrowFrom) {
    m.arrowFrom = { column, row };
    render(m);
    return announcer.say(t('maker.arrowFrom', where));
  }
  const from = m.arrowFrom;
  m.arrowFrom = null;
  if (from.column === column && from.row === row) {
    render(m);
    return announcer.say(t('maker.arrowCancelled'));
  }
  const i = o.arrows.findIndex((a) => same(a.from, from) && same(a.to, { column, row }));
  if (i >= 0) o.arrows.splice(i, 1);
  else o.arrows.push({ from, to: { column, row } });
  render(m);
  return announcer.say(t(i >= 0 ? 'maker.arrowRemoved' : 'maker.arrowAdded', { from: `${from.column + 1}:${from.row}`, to: `${column + 1}:${row}` }));
}

// --- Recording --------------------------------------------------------------------------------
/** Switches between editing and recording (recording only from an accepted position). */
function setMode(m, next) {
  if (next === 'play' && (m.state.problem || !m.current)) return;
  m.mode = next;
  m.taking = null;
  m.playError = '';
  m.chosen = null;
  m.arrowFrom = null;
  render(m);
}

/** Plays and records an action, or says why the engine refused it. */
function play(m, action) {
  const { t, announcer, current } = m;
  if (!current) return;
  try {
    current.play(action);
    m.moves = current.actionTexts();
    m.playError = '';
    m.taking = null;
    const entry = current.fullLog(current.actionCount() - 1)[0];
    announcer.say(entry ? formatEntry(t, entry) : '');
  } catch (e) {
    m.playError = t('controls.error', { message: wordError(t, e) });
  }
  render(m);
}

/** Takes the last recorded move back. */
function undo(m) {
  if (!m.moves.length) return;
  m.moves = m.moves.slice(0, -1);
  replayMoves(m);
  m.playError = '';
  m.taking = null;
  render(m);
  m.announcer.say(m.t('maker.play.undone'));
}

/** Forgets every recorded move. */
function clearMoves(m) {
  m.moves = [];
  replayMoves(m);
  m.taking = null;
  render(m);
  m.announcer.say(m.t('maker.play.cleared'));
}

// --- The diagram's options and output ---------------------------------------------------------
/** The diagram as its attributes are written from it: the accepted position, the moves and the options. */
function diagram({ state, moves, o }) {
  return {
    position: state.good, moves, step: o.step, viewer: o.viewer, highlight: o.highlight, arrows: o.arrows,
    controls: o.controls, caption: o.caption, lang: o.lang,
  };
}

/** A lesson made of the diagram: its accepted position, its answers and words, its caption and language. */
function lessonOf({ state, moves, o }) {
  return [['mode', 'lesson'], ['position', state.good], ...lessonAttributes(o.lesson, moves), ...captionAndLang(o)];
}

/** The picture, drawn as the command line draws it (picture.js); the SVG writer is loaded only when a picture is asked for. */
async function picture(m, format) {
  const { t, engine, o } = m;
  const exporter = await import('../render/export.js');
  const scene = pictureScene(engine, diagramAttributes(diagram(m)), { width: o.width, height: o.height, strings: boardStrings(t) });
  return format === 'svg'
    ? new Blob([exporter.renderSvg(scene)], { type: 'image/svg+xml' })
    : exporter.renderPng({ ...scene, scale: 2 });
}

const same = (a, b) => a.column === b.column && a.row === b.row;
