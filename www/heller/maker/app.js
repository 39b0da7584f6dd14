// The second game's diagram maker (heller-maker.html): a wiki editor builds a position of Auf
// Heller und Pfennig by clicking, chooses what the diagram shows, and copies it as an element, an
// iframe or a picture. The first game's maker (www/heuchel/maker/app.js) in the second game's pieces.
//
// The page edits data and asks the engine. The position is a plain Setup object
// (docs/HELLER-JS-API.md, "Setups"); each click changes that object (setup-edit.js). As it stands,
// or else completed by fillUnused (every tile not placed under the pool, every stall not on the
// market in its merchant's supply), checkSetup judges it. A refused position is drawn as it
// stands with the engine's reason in words beside it, while the preview and the snippets keep the
// last position the engine accepted. Nothing here knows a rule.
//
// What both games' makers share lies in www/platform/maker/ (the position being edited, the
// verdict and the starting points: shell.js; the options every diagram has, the preview, the
// snippets and the downloads: output.js; the panels' builders: fields.js). This file holds the
// second game's own: its market board, its palette of stalls and tiles, the position's other
// fields, the lanes lit, its words. The palette's buttons are built and drawn in palette.js; the
// rest is here, as short functions over one context (`m`, mountHellerMaker).
//
// mountHellerMaker(root, { engine, site, strings, lang, query }) → { setup, position, problem,
// lanes, choose(piece), click(square), pointOf(square), destroy() }.

import { createMarketBoard } from '../board/board.js';
import { hitTest, layout as computeLayout } from '../board/layout.js';
import { boardStrings, viewFor } from '../component/picture.js';
import { wordRefusal } from '../component/words.js';
import { merchantName, strokes, tileName } from '../game/words.js';
import { LANGUAGES } from '../i18n/languages.js';
import { createT } from '../../platform/ui/i18n.js';
import { el } from '../../platform/ui/dom.js';
import { createAnnouncer } from '../../platform/ui/announcer.js';
import { check, clampInt, field, panel } from '../../platform/maker/fields.js';
import { createPosition, createStart, createVerdict, setupOf } from '../../platform/maker/shell.js';
import { createOutput } from '../../platform/maker/output.js';
import { captionAndLang } from '../../platform/maker/snippets.js';
import { createLessonFields, lessonAttributes, noLesson } from '../../platform/maker/lesson-fields.js';
import { COURSE } from '../lesson/course.js';
import { hellerLessonWords } from '../lesson/words.js';
import * as edit from './setup-edit.js';
import { litLanes } from './lanes.js';
import { buildPalette, renderPalette } from './palette.js';
import {
  commandLine, diagramAttributes, elementSnippet, fileName, iframeSnippet, wikiImageSnippet,
} from './snippets.js';

/** Mounts the maker in `root`; see the top of this file. */
export function mountHellerMaker(root, { engine, site, strings, lang = 'de', query = '' }) {
  const facts = engine.boardFacts();
  const t = createT(strings, null, lang);
  const merchant = (p) => merchantName(t, null, p);
  // The maker's context: the engine, its words, what the editor is doing and the page's parts
  // (buildPage), read by every function below and by palette.js.
  const m = {
    root, engine, Game: engine.Game, facts, t, lang,
    urls: { script: new URL('heller-pfennig.js', site).href, embed: new URL('heller-embed.html', site).href },
    merchant,
    pieceName: (piece) => (piece.kind === 'tile'
      ? tileName(t, facts, piece.tile)
      : t('maker.stall', { strokes: strokes(piece.stall), merchant: merchant(piece.player) })),

    // --- State --------------------------------------------------------------------------------
    chosen: null,    // the palette's piece in hand, or null (a click takes away)
    lit: [],         // the lanes lit on the board, with their parts (lanes.js litLanes)
    o: {
      viewer: 'spectator', lanes: [], caption: '', lang, download: false, width: 720, height: 560, name: '',
      // A lesson made of it (its answers typed and played by the engine), or none.
      lesson: noLesson(),
    },
    // What a button of the palette does (palette.js): its piece taken in hand.
    choose: (piece) => choose(m, piece),
  };
  // The position being edited (the shell's): the editor's Setup (state.raw: what he placed, plus
  // what a deal gave), what the engine judges (state.filled: judge() below), its refusal
  // (state.problem: null or { code, args, message }) and the last position it accepted
  // (state.good, in notation).
  m.state = createPosition({ judge: (next) => judge(m, next), positionOf: (filled) => engine.positionOfSetup(filled), changed: () => render(m) });
  Object.assign(m, buildPage(root, m));
  start(m, query);

  return {
    get setup() { return m.state.raw; },
    get filled() { return m.state.filled; },
    get position() { return m.state.good; },
    get problem() { return m.state.problem; },
    /** The lanes lit on the board: [{ lane, parts: [{ squares }] }]. */
    get lanes() { return m.lit; },
    choose: m.choose,
    click: (square) => click(m, facts.squares.indexOf(square)),
    /** Where square `square` is drawn on the editing canvas, in its CSS pixels. */
    pointOf: (square) => m.board.pointOf(square),
    destroy() {
      m.board.destroy();
      root.replaceChildren();
    },
  };
}

// --- Start: a position from the query (heller-embed.html's words), else a deal ----------------
function start(m, query) {
  const { t, Game, o, state, startPanel, seedInput, output } = m;
  const q = new URLSearchParams(query);
  startPanel.open(q.get('position'), {
    // The caption first: setting the position draws the preview and the snippets, with it.
    opened(text) {
      o.caption = q.get('caption') || '';
      output.captionInput.value = o.caption;
      state.set(setupOf(Game, text), { fresh: true });
      startPanel.pasteArea.value = text;
    },
    refusal: (e) => t('maker.start.refused', { message: wordRefusal(t, e) }),
    otherwise() {
      seedInput.value = '1';
      startPanel.deal();
      seedInput.value = '';
    },
  });
}

// --- The page's parts -------------------------------------------------------------------------
// The page, built in order (the board, the starting points, the palette and the position's other
// fields, the diagram's options and the output) into `root`. Returns its parts.
function buildPage(root, m) {
  const stage = buildStage(m);
  const starting = buildStart(m);
  const palette = buildPalette(m);
  const fields = buildFields(m, palette.paletteSection);
  const options = buildOptions(m, stage.announcer);
  root.append(el('div', { class: 'mk-work' }, [stage.stage, el('div', { class: 'mk-panels' }, [starting.startPanel.element, fields.editPanel, options.optionsPanel])]), options.output.element);
  return { ...stage, ...starting, ...palette, ...fields, ...options };
}

// --- The board --------------------------------------------------------------------------------
// The stage: the market board on its canvas (a click on a square edits it) with the verdict under
// it, the keyboard's help, a button per square and the announcer.
function buildStage(m) {
  const { t, facts } = m;
  const announcer = createAnnouncer();
  const canvas = el('canvas', { class: 'hh-canvas', 'aria-label': t('maker.board') });
  const boardHost = el('div', { class: 'mk-board hh-maker-board' }, [canvas]);
  const { verdict, problemBox, show: showVerdict } = createVerdict(t);
  const keys = el('p', { class: 'mk-help', id: 'hhm-keys' }, t('maker.keyboard'));
  const squareButtons = facts.squares.map((square, index) => el('button', {
    type: 'button', class: 'hhm-square', dataset: { square }, onclick: () => click(m, index),
  }, square));
  const grid = el('div', { class: 'hhm-grid', role: 'group', 'aria-label': t('maker.grid'), 'aria-describedby': 'hhm-keys' }, squareButtons);
  const stage = el('section', { class: 'mk-stage', 'aria-label': t('maker.board') }, [
    el('div', { class: 'mk-sticky' }, [boardHost, verdict, problemBox]), keys, grid, announcer.element,
  ]);
  const board = createMarketBoard(canvas, { facts, strings: boardStrings(t, t('maker.board')) });
  canvas.addEventListener('click', (e) => {
    const r = canvas.getBoundingClientRect();
    const hit = hitTest(board.layout, editView(m), e.clientX - r.left, e.clientY - r.top);
    if (hit && hit.kind === 'square') click(m, hit.index);
  });
  return { announcer, problemBox, showVerdict, squareButtons, stage, board };
}

// --- Starting points --------------------------------------------------------------------------
// The starting points' panel (the shell's): the deal's merchants, variant, luck, seed and the
// actions played after it.
function buildStart(m) {
  const { t, facts, Game, state } = m;
  const playersSelect = el('select', { id: 'hhm-players' }, facts.playerCounts.map((n) => el('option', { value: String(n), selected: n === 3 }, String(n))));
  const variantSelect = el('select', { id: 'hhm-variant' }, facts.variants.map((v) => el('option', { value: v }, t(`maker.variant.${v}`))));
  const noLuckBox = el('input', { id: 'hhm-noluck', type: 'checkbox' });
  const seedInput = el('input', { id: 'hhm-seed', inputmode: 'numeric', autocomplete: 'off' });
  const actionsInput = el('input', { id: 'hhm-actions', type: 'number', min: '0', max: '200', value: '8', inputmode: 'numeric' });
  // Another number of merchants changes the position on the board (a deal or an empty market
  // starts with it too).
  playersSelect.addEventListener('change', () => {
    const players = Number(playersSelect.value);
    if (state.raw && players !== state.raw.players) state.set(edit.withPlayers(state.raw, players, facts));
  });
  const startPanel = createStart({
    t, ids: 'hhm', panelPrefix: 'hhm',
    fields: [
      field(playersSelect, t('maker.start.players')), field(variantSelect, t('maker.start.variant')),
      field(seedInput, t('maker.start.seed')), field(actionsInput, t('maker.start.actions')),
    ],
    check: check(noLuckBox, t('maker.start.noLuck')),
    seed: { input: seedInput, pattern: /^\d{1,15}$/, refusal: t('maker.start.badSeed') },
    deal: (seed) => deal(m, seed), empty: () => empty(m), paste: (text) => state.set(setupOf(Game, text), { fresh: true }),
    refusals: { deal: (e) => wordRefusal(t, e), paste: (e) => t('maker.start.refused', { message: wordRefusal(t, e) }) },
  });
  return { playersSelect, variantSelect, noLuckBox, seedInput, actionsInput, startPanel };
}

// --- The position's other fields --------------------------------------------------------------
// The editing panel: the palette (`paletteSection`), then the round, who acts, the moment of the
// turn and each merchant's money and own tile (those filled by renderFields).
function buildFields(m, paletteSection) {
  const { t, facts, state } = m;
  const roundInput = el('input', { id: 'hhm-round', type: 'number', min: '1', inputmode: 'numeric' });
  const toActSelect = el('select', { id: 'hhm-toact' });
  const seatsBox = el('div', { class: 'mk-fields hhm-seats' });
  roundInput.addEventListener('change', () => state.set(edit.withRound(state.raw, roundInput.value)));
  toActSelect.addEventListener('change', () => state.set(edit.withToAct(state.raw, toActSelect.value === 'over' ? null : Number(toActSelect.value))));
  // The moment of the turn: a tile the merchant to act turned up from the pile and must place now
  // (with luck), or, without luck, the round's opening, when the merchants without an own tile
  // still choose one in turn from him. Each is offered where it can be, and kept in sight while
  // it is set, so that the engine's refusal of it can be undone here.
  const turnedSelect = el('select', { id: 'hhm-turned' }, [
    el('option', { value: '' }, t('maker.setup.turnedNone')),
    ...facts.tiles.map((f) => el('option', { value: f.code }, tileName(t, facts, f.code))),
  ]);
  turnedSelect.addEventListener('change', () => state.set(edit.withTurned(state.raw, turnedSelect.value || null)));
  const turnedField = field(turnedSelect, t('maker.setup.turned'), 'mk-wide hhm-turned');
  const choosingBox = el('input', { id: 'hhm-choosing', type: 'checkbox', 'aria-describedby': 'hhm-choosing-help' });
  choosingBox.addEventListener('change', () => state.set(edit.withChoosing(state.raw, choosingBox.checked)));
  const choosingField = el('div', { class: 'hhm-choosing' }, [
    check(choosingBox, t('maker.setup.choosing')),
    el('p', { class: 'mk-help', id: 'hhm-choosing-help' }, t('maker.setup.choosingHelp')),
  ]);
  const editPanel = panel('edit', t('maker.palette.title'), [
    paletteSection,
    el('h3', {}, t('maker.setup.title')),
    el('div', { class: 'mk-fields' }, [field(roundInput, t('maker.setup.round')), field(toActSelect, t('maker.setup.toAct'))]),
    turnedField,
    choosingField,
    seatsBox,
  ], 'hhm');
  return { roundInput, toActSelect, seatsBox, turnedSelect, turnedField, choosingBox, choosingField, editPanel };
}

// --- The diagram's options --------------------------------------------------------------------
// The options panel (whose view, the lanes lit, the element's download button, and the shell's
// fields) and the output under the work area (the shell's).
function buildOptions(m, announcer) {
  const { t, facts, root, state, o, urls } = m;
  const viewerSelect = el('select', { id: 'hhm-viewer' });
  viewerSelect.addEventListener('change', () => { o.viewer = viewerSelect.value; m.output.render(); });
  const laneBoxes = [
    ...facts.rowNames.map((name, row) => ({ lane: { row }, label: t('maker.options.row', { name }), key: `row:${name}` })),
    ...facts.columnNames.map((name, column) => ({ lane: { column }, label: t('maker.options.column', { name }), key: `column:${name}` })),
  ].map((l) => {
    const box = el('input', { type: 'checkbox', id: `hhm-lane-${l.key.replace(':', '-')}`, value: l.key });
    box.addEventListener('change', () => {
      o.lanes = laneBoxes.filter((x) => x.box.checked).map((x) => x.lane);
      render(m);
    });
    return { ...l, box };
  });
  const downloadBox = el('input', { id: 'hhm-download', type: 'checkbox' });
  downloadBox.addEventListener('change', () => { o.download = downloadBox.checked; m.output.render(); });
  // The caption, language, size and file name fields, the preview (the element itself, as a wiki
  // page will show it), the snippets in the shared copy boxes and the downloads.
  const output = createOutput({
    t, announcer, root, state, o, changed: () => output.render(),
    ids: 'hhm', languages: LANGUAGES, langSelected: true,
    preview: { tag: 'heller-pfennig', id: 'hhm-preview', className: 'mk-preview hhm-preview' },
    rows: { element: 9, iframe: 4, wiki: 1, command: 3 }, urls, attributes: () => attributes(m),
    snippets: { elementSnippet, iframeSnippet, wikiImageSnippet, commandLine, fileName },
    labels: { svg: t('maker.out.downloadSvg'), png: t('maker.out.downloadPng') },
    picture: (format) => picture(m, format), refusal: (e) => wordRefusal(t, e),
  });
  // A lesson: the sections it may teach are the course's, named as its lessons are; an answer
  // typed is played by the engine from the position before it is kept.
  const words = createT(hellerLessonWords(m.lang), null, m.lang);
  const lessonFields = createLessonFields({
    t: words, ids: 'hhm', lesson: o.lesson, changed: () => render(m), check: (actions) => answerRefusal(m, actions),
    sections: COURSE.map((l) => [l.section, words(`lesson.${l.id}.title`)]),
  });
  const optionsPanel = panel('options', t('maker.options.title'), [
    lessonFields.element,
    field(viewerSelect, t('maker.options.viewer'), 'mk-wide'),
    el('fieldset', { class: 'mk-controls hhm-lanes' }, [
      el('legend', {}, t('maker.options.highlight')),
      ...laneBoxes.map((l) => check(l.box, l.label)),
    ]),
    output.fields.caption,
    output.fields.lang,
    check(downloadBox, t('maker.options.download')),
    output.fields.size,
    output.fields.name,
  ], 'hhm');
  return { viewerSelect, output, optionsPanel, lessonFields };
}

// --- The position -----------------------------------------------------------------------------
/** The editor's setup as the engine judges it: as it stands when possible, else completed (kept as he gave it). */
function judge({ engine }, next) {
  if (!engine.checkSetup(next)) return { filled: next, problem: null };
  const f = engine.fillUnused(next);
  return { filled: f, problem: engine.checkSetup(f) };
}

/** A click on square `index` (on the board or its button): the piece in hand placed there, or what lies there taken away. */
function click(m, index) {
  const { t, facts, state, announcer, pieceName } = m;
  if (!state.raw) return;
  const square = facts.squares[index];
  const { setup, placed, removed } = edit.clickSquare(state.raw, index, m.chosen);
  if (setup === state.raw) return;
  state.set(setup);
  if (placed) announcer.say(t('maker.placed', { piece: pieceName(placed), square }));
  else if (removed) announcer.say(t('maker.removed', { piece: pieceName(removed), square }));
}

/** Takes a piece of the palette in hand (null: the eraser). */
function choose(m, piece) {
  m.chosen = piece;
  render(m);
}

// --- Starting points --------------------------------------------------------------------------
// Each start takes its setup afresh; the start panel (the shell's) checks the seed and says in
// words what the engine refuses.
/** A new deal (of `seed`, if given), played on for the actions asked. */
function deal(m, seed) {
  const { t, engine, Game, state, announcer, playersSelect, variantSelect, noLuckBox, actionsInput } = m;
  const players = Number(playersSelect.value);
  const actions = clampInt(actionsInput.value, 0, 200, 0);
  const game = seed ? new Game(players, variantSelect.value, noLuckBox.checked, seed) : new Game(players, variantSelect.value, noLuckBox.checked);
  try {
    // The computer players' easy level plays the actions: a position a real game reaches.
    for (let i = 0; i < actions && !game.isOver(); i++) {
      game.play(engine.chooseAction(game.view(game.toAct()), 'easy', i + 1));
    }
    state.set(game.setup(), { fresh: true });
    announcer.say(t('maker.start.dealt', { players, actions: game.actionCount() }));
  } finally {
    game.free?.();
  }
}

/** An empty market of the merchants, variant and luck asked for. */
function empty(m) {
  const { t, facts, state, announcer, playersSelect, variantSelect, noLuckBox } = m;
  const players = Number(playersSelect.value);
  state.set(edit.emptySetup(facts, players, variantSelect.value, noLuckBox.checked), { fresh: true });
  announcer.say(t('maker.start.emptied', { players }));
}

// --- Rendering --------------------------------------------------------------------------------
/** The view the board draws: the setup as the engine judged it. */
function editView({ state, facts }) {
  return state.filled ? edit.viewOfSetup(state.filled, facts) : null;
}

/** The engine's refusal in words: the maker's own for a position's code, else the element's. */
function problemWords({ t, facts, merchant }, p) {
  const a = p.args || {};
  const key = `maker.problem.${p.code}`;
  const text = t(key, {
    ...a,
    seat: typeof a.player === 'number' ? a.player + 1 : '',
    merchant: typeof a.player === 'number' ? merchant(a.player) : '',
    strokes: typeof a.stall === 'number' ? strokes(a.stall) : '',
    tileName: a.tile ? tileName(t, facts, a.tile) : '',
  });
  return text !== key ? text : wordRefusal(t, p);
}

/** Draws the whole maker: the board and its lanes, the squares' buttons, the verdict, the panels, the output. */
function render(m) {
  const { t, engine, facts, root, state, o, board, squareButtons, problemBox, showVerdict, pieceName, output } = m;
  const { raw, filled, problem, good } = state;
  if (!raw) return;
  // Each lane lit part by part, as the engine scores it (a fire splits it: lanes.js).
  m.lit = litLanes(engine, filled, o.lanes, facts);
  board.set({ view: editView(m), lanes: m.lit });
  squareButtons.forEach((b, i) => {
    const piece = edit.pieceAt(raw, i);
    b.textContent = t('maker.square', { square: facts.squares[i], what: piece ? pieceName(piece) : t('maker.free') });
    b.dataset.holds = piece ? (piece.kind === 'tile' ? piece.tile : `${piece.player}:${piece.stall}`) : '';
  });
  root.dataset.verdict = problem ? 'refused' : 'possible';
  root.dataset.position = good || '';
  showVerdict(problem ? problemWords(m, problem) : null, !!good);
  // The refusal's code on its line too (data-code), beside its words.
  if (problem) problemBox.dataset.code = problem.code;
  else delete problemBox.dataset.code;
  renderPalette(m);
  renderFields(m);
  m.lessonFields.render();
  output.render();
}

// The position's other fields as the setup says them: the round, who acts, the moment of the
// turn, each merchant's money and own tile, the merchants and the diagram's viewer.
function renderFields(m) {
  const { t, o, state, merchant, roundInput, toActSelect, turnedField, turnedSelect, choosingField, choosingBox, playersSelect, viewerSelect } = m;
  const { raw } = state;
  if (document.activeElement !== roundInput) roundInput.value = String(raw.round);
  const acts = [...Array.from({ length: raw.players }, (_, p) => [String(p), merchant(p)]), ['over', t('maker.setup.over')]];
  if ([...toActSelect.options].map((x) => x.value).join() !== acts.map(([v]) => v).join()) {
    toActSelect.replaceChildren(...acts.map(([v, label]) => el('option', { value: v }, label)));
  }
  toActSelect.value = raw.toAct === null ? 'over' : String(raw.toAct);
  const acting = raw.toAct !== null && raw.toAct !== undefined;
  turnedField.hidden = !raw.turned && !(acting && !raw.noLuck);
  turnedSelect.value = raw.turned || '';
  choosingField.hidden = !raw.choosing && !(acting && raw.noLuck);
  choosingBox.checked = !!raw.choosing;
  renderSeats(m);
  playersSelect.value = String(raw.players);
  const viewers = [['spectator', t('maker.options.spectator')], ['all', t('maker.options.all')],
    ...Array.from({ length: raw.players }, (_, p) => [String(p + 1), t('maker.options.seat', { merchant: merchant(p) })])];
  if ([...viewerSelect.options].map((x) => x.value).join() !== viewers.map(([v]) => v).join()) {
    viewerSelect.replaceChildren(...viewers.map(([v, label]) => el('option', { value: v }, label)));
  }
  if (!viewers.some(([v]) => v === o.viewer)) o.viewer = 'spectator';
  viewerSelect.value = o.viewer;
}

// Each merchant's money and own tile: the fields made anew for another number of merchants, then
// filled from the setup.
function renderSeats(m) {
  const { t, facts, state, merchant, seatsBox } = m;
  const { raw } = state;
  if (seatsBox.childElementCount !== raw.players * 2) {
    seatsBox.replaceChildren(...Array.from({ length: raw.players }, (_, p) => {
      const money = el('input', { id: `hhm-money-${p}`, type: 'number', min: '0', inputmode: 'numeric', dataset: { money: String(p) } });
      money.addEventListener('change', () => state.set(edit.withMoney(state.raw, p, money.value)));
      const own = el('select', { id: `hhm-own-${p}`, dataset: { own: String(p) } }, [
        el('option', { value: '' }, t('maker.setup.ownNone')),
        ...facts.tiles.map((f) => el('option', { value: f.code }, tileName(t, facts, f.code))),
      ]);
      own.addEventListener('change', () => state.set(edit.withOwn(state.raw, p, own.value || null)));
      return [field(money, t('maker.setup.money', { merchant: merchant(p) })), field(own, t('maker.setup.own', { merchant: merchant(p) }))];
    }).flat());
  }
  for (let p = 0; p < raw.players; p++) {
    const money = seatsBox.querySelector(`[data-money="${p}"]`);
    if (document.activeElement !== money) money.value = String(raw.money[p]);
    const own = seatsBox.querySelector(`[data-own="${p}"]`);
    own.value = raw.own[p] || '';
    // No own tile: placed already, or, in the round's opening without luck, still to choose.
    own.options[0].textContent = t(raw.choosing ? 'maker.setup.ownToChoose' : 'maker.setup.ownNone');
  }
}

/** The diagram's attributes: the accepted position and the options (a lesson's, when it is one). */
function attributes({ state, o, facts }) {
  if (o.lesson.on) return [['mode', 'lesson'], ['position', state.good], ...lessonAttributes(o.lesson, []), ...captionAndLang(o)];
  return diagramAttributes({ position: state.good, viewer: o.viewer, lanes: o.lanes, download: o.download, caption: o.caption, lang: o.lang }, facts);
}

/**
 * Why a typed answer cannot be played from the accepted position, in a sentence (the first action
 * the engine refuses, and its reason), or null when every action plays.
 */
function answerRefusal({ t, lang, Game, state, facts }, actions) {
  const lessonT = createT(hellerLessonWords(lang), null, lang);
  if (!state.good) return null;
  const game = Game.fromPosition(state.good);
  try {
    for (const [i, action] of actions.entries()) {
      try {
        game.play(action);
      } catch (e) {
        return lessonT('lesson.maker.refused', { n: i + 1, action, message: wordRefusal(t, e, { facts }) });
      }
    }
    return null;
  } finally {
    game.free?.();
  }
}

/** The picture, drawn as the element's own download draws it: the diagram's view, its lanes lit. */
async function picture(m, format) {
  const { t, engine, facts, Game, state, o } = m;
  const game = Game.fromPosition(state.good);
  try {
    const { renderPng, renderSvg } = await import('../render/export.js');
    const viewer = { spectator: facts.spectator, all: 'all' }[o.viewer] ?? Number(o.viewer) - 1;
    const view = viewFor(game, viewer, facts);
    const title = o.caption.trim() || t('app.title');
    const scene = {
      layout: computeLayout(o.width, o.height, view.players, { ...facts, kinds: facts.stalls.length, noLuck: !!view.noLuck }),
      view,
      overlay: { lanes: litLanes(engine, game.setup(), o.lanes, facts) },
      strings: boardStrings(t, title),
      title,
    };
    return format === 'png' ? await renderPng({ ...scene, scale: 2 }) : new Blob([renderSvg(scene)], { type: 'image/svg+xml' });
  } finally {
    game.free?.();
  }
}
