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
// mountHellerMaker(root, { engine, site, strings, lang, query }) → { setup, position, problem,
// lanes, choose(piece), click(square), pointOf(square), destroy() }.

import { createMarketBoard } from '../board/board.js';
import { hitTest, layout as computeLayout } from '../board/layout.js';
import { drawStall } from '../render/stall.js';
import { drawTileFace } from '../render/tiles.js';
import { boardStrings, viewFor } from '../component/picture.js';
import { wordRefusal } from '../component/words.js';
import { merchantName, strokes, tileName } from '../game/words.js';
import { LANGUAGES } from '../i18n/languages.js';
import { createT } from '../../platform/ui/i18n.js';
import { el } from '../../platform/ui/dom.js';
import { createAnnouncer } from '../../platform/ui/announcer.js';
import { saveFile } from '../../platform/component/steps.js';
import { createSnippetBox } from '../../platform/maker/snippet-box.js';
import * as edit from './setup-edit.js';
import { litLanes } from './lanes.js';
import {
  commandLine, diagramAttributes, elementSnippet, fileName, iframeSnippet, wikiImageSnippet,
} from './snippets.js';

const SIZE = { min: 200, max: 2000 };

/** Mounts the maker in `root`; see the top of this file. */
export function mountHellerMaker(root, { engine, site, strings, lang = 'de', query = '' }) {
  const { Game } = engine;
  const facts = engine.boardFacts();
  const t = createT(strings, null, lang);
  const urls = { script: new URL('heller-pfennig.js', site).href, embed: new URL('heller-embed.html', site).href };
  const merchant = (p) => merchantName(t, null, p);
  const pieceName = (piece) => (piece.kind === 'tile'
    ? tileName(t, facts, piece.tile)
    : t('maker.stall', { strokes: strokes(piece.stall), merchant: merchant(piece.player) }));

  // --- State ----------------------------------------------------------------------------------
  let raw = null;       // the editor's Setup: what he placed (plus what a deal gave)
  let filled = null;    // what the engine judges: raw as it stands, or fillUnused(raw)
  let problem = null;   // checkSetup(filled): null or { code, args, message }
  let good = null;      // the last position the engine accepted, in notation
  let chosen = null;    // the palette's piece in hand, or null (a click takes away)
  let lit = [];         // the lanes lit on the board, with their parts (lanes.js litLanes)
  const o = { viewer: 'spectator', lanes: [], caption: '', lang, download: false, width: 720, height: 560, name: '' };

  // --- The board --------------------------------------------------------------------------------
  const announcer = createAnnouncer();
  const canvas = el('canvas', { class: 'hh-canvas', 'aria-label': t('maker.board') });
  const boardHost = el('div', { class: 'mk-board hh-maker-board' }, [canvas]);
  const verdict = el('p', { class: 'mk-verdict', role: 'status' });
  const problemBox = el('p', { class: 'hm-error mk-problem', role: 'alert', hidden: true });
  const keys = el('p', { class: 'mk-help', id: 'hhm-keys' }, t('maker.keyboard'));
  const squareButtons = facts.squares.map((square, index) => el('button', {
    type: 'button', class: 'hhm-square', dataset: { square }, onclick: () => click(index),
  }, square));
  const grid = el('div', { class: 'hhm-grid', role: 'group', 'aria-label': t('maker.grid'), 'aria-describedby': 'hhm-keys' }, squareButtons);
  const stage = el('section', { class: 'mk-stage', 'aria-label': t('maker.board') }, [
    el('div', { class: 'mk-sticky' }, [boardHost, verdict, problemBox]), keys, grid, announcer.element,
  ]);
  const board = createMarketBoard(canvas, { facts, strings: boardStrings(t, t('maker.board')) });
  canvas.addEventListener('click', (e) => {
    const r = canvas.getBoundingClientRect();
    const hit = hitTest(board.layout, editView(), e.clientX - r.left, e.clientY - r.top);
    if (hit && hit.kind === 'square') click(hit.index);
  });

  // --- Starting points --------------------------------------------------------------------------
  const playersSelect = el('select', { id: 'hhm-players' }, facts.playerCounts.map((n) => el('option', { value: String(n), selected: n === 3 }, String(n))));
  const variantSelect = el('select', { id: 'hhm-variant' }, facts.variants.map((v) => el('option', { value: v }, t(`maker.variant.${v}`))));
  const noLuckBox = el('input', { id: 'hhm-noluck', type: 'checkbox' });
  const seedInput = el('input', { id: 'hhm-seed', inputmode: 'numeric', autocomplete: 'off' });
  const actionsInput = el('input', { id: 'hhm-actions', type: 'number', min: '0', max: '200', value: '8', inputmode: 'numeric' });
  // Another number of merchants changes the position on the board (a deal or an empty market
  // starts with it too).
  playersSelect.addEventListener('change', () => {
    const players = Number(playersSelect.value);
    if (raw && players !== raw.players) setRaw(edit.withPlayers(raw, players, facts));
  });
  const startError = el('p', { class: 'hm-error', role: 'alert', hidden: true });
  const pasteArea = el('textarea', { id: 'hhm-paste', class: 'mk-paste', rows: '3', spellcheck: 'false', autocomplete: 'off' });
  const pasteError = el('p', { class: 'hm-error', role: 'alert', hidden: true });
  const startPanel = panel('start', t('maker.start.title'), [
    el('div', { class: 'mk-fields' }, [
      field(playersSelect, t('maker.start.players')), field(variantSelect, t('maker.start.variant')),
      field(seedInput, t('maker.start.seed')), field(actionsInput, t('maker.start.actions')),
    ]),
    el('label', { class: 'mk-check', for: noLuckBox.id }, [noLuckBox, ' ', t('maker.start.noLuck')]),
    el('div', { class: 'mk-buttons' }, [
      el('button', { type: 'button', class: 'hm-button hm-primary', dataset: { action: 'deal' }, onclick: deal }, t('maker.start.deal')),
      el('button', { type: 'button', class: 'hm-button', dataset: { action: 'empty' }, onclick: empty }, t('maker.start.empty')),
    ]),
    startError,
    el('label', { class: 'mk-label', for: pasteArea.id }, t('maker.start.paste')),
    pasteArea,
    el('div', { class: 'mk-buttons' }, [el('button', { type: 'button', class: 'hm-button', dataset: { action: 'paste' }, onclick: pasted }, t('maker.start.usePaste'))]),
    pasteError,
  ]);

  // --- The palette ------------------------------------------------------------------------------
  let stallEntries = [];
  const tileEntries = [];
  const entries = () => [...stallEntries, ...tileEntries];
  const pieceButton = (piece, label, list, shortName = label) => {
    const art = el('canvas', { class: 'hhm-art', width: '64', height: '64', 'aria-hidden': 'true' });
    const count = el('span', { class: 'hhm-count' });
    const b = el('button', {
      type: 'button', class: 'hm-button hhm-piece', 'aria-pressed': 'false', title: label, 'aria-label': label,
      dataset: { piece: piece ? (piece.kind === 'tile' ? piece.tile : `${piece.player}:${piece.stall}`) : 'erase' },
      onclick: () => choose(piece),
    }, [art, el('span', { class: 'hhm-piece-name' }, shortName), count]);
    list.push({ piece, button: b, art, count });
    return b;
  };
  const stallRows = el('div', { class: 'hhm-stall-rows' });
  const tileRow = el('div', { class: 'hhm-palette-row', role: 'group', 'aria-label': t('maker.palette.tiles') },
    facts.tiles.map((f) => pieceButton({ kind: 'tile', tile: f.code }, tileName(t, facts, f.code), tileEntries)));
  const eraseButton = pieceButton(null, t('maker.palette.erase'), tileEntries);
  const chosenLine = el('p', { class: 'mk-chosen', 'aria-live': 'polite' });
  const paletteSection = el('div', { class: 'hhm-palette' }, [
    el('p', { class: 'mk-help' }, t('maker.palette.help')),
    stallRows,
    el('h3', {}, t('maker.palette.tiles')), tileRow,
    el('div', { class: 'mk-buttons' }, [eraseButton]),
    chosenLine,
  ]);

  // --- The position's other fields --------------------------------------------------------------
  const roundInput = el('input', { id: 'hhm-round', type: 'number', min: '1', inputmode: 'numeric' });
  const toActSelect = el('select', { id: 'hhm-toact' });
  const seatsBox = el('div', { class: 'mk-fields hhm-seats' });
  roundInput.addEventListener('change', () => setRaw(edit.withRound(raw, roundInput.value)));
  toActSelect.addEventListener('change', () => setRaw(edit.withToAct(raw, toActSelect.value === 'over' ? null : Number(toActSelect.value))));
  // The moment of the turn: a tile the merchant to act turned up from the pile and must place now
  // (with luck), or, without luck, the round's opening, when the merchants without an own tile
  // still choose one in turn from him. Each is offered where it can be, and kept in sight while
  // it is set, so that the engine's refusal of it can be undone here.
  const turnedSelect = el('select', { id: 'hhm-turned' }, [
    el('option', { value: '' }, t('maker.setup.turnedNone')),
    ...facts.tiles.map((f) => el('option', { value: f.code }, tileName(t, facts, f.code))),
  ]);
  turnedSelect.addEventListener('change', () => setRaw(edit.withTurned(raw, turnedSelect.value || null)));
  const turnedField = field(turnedSelect, t('maker.setup.turned'), 'mk-wide hhm-turned');
  const choosingBox = el('input', { id: 'hhm-choosing', type: 'checkbox', 'aria-describedby': 'hhm-choosing-help' });
  choosingBox.addEventListener('change', () => setRaw(edit.withChoosing(raw, choosingBox.checked)));
  const choosingField = el('div', { class: 'hhm-choosing' }, [
    el('label', { class: 'mk-check', for: choosingBox.id }, [choosingBox, ' ', t('maker.setup.choosing')]),
    el('p', { class: 'mk-help', id: 'hhm-choosing-help' }, t('maker.setup.choosingHelp')),
  ]);
  const editPanel = panel('edit', t('maker.palette.title'), [
    paletteSection,
    el('h3', {}, t('maker.setup.title')),
    el('div', { class: 'mk-fields' }, [field(roundInput, t('maker.setup.round')), field(toActSelect, t('maker.setup.toAct'))]),
    turnedField,
    choosingField,
    seatsBox,
  ]);

  // --- The diagram's options --------------------------------------------------------------------
  const viewerSelect = el('select', { id: 'hhm-viewer' });
  viewerSelect.addEventListener('change', () => { o.viewer = viewerSelect.value; renderOutput(); });
  const laneBoxes = [
    ...facts.rowNames.map((name, row) => ({ lane: { row }, label: t('maker.options.row', { name }), key: `row:${name}` })),
    ...facts.columnNames.map((name, column) => ({ lane: { column }, label: t('maker.options.column', { name }), key: `column:${name}` })),
  ].map((l) => {
    const box = el('input', { type: 'checkbox', id: `hhm-lane-${l.key.replace(':', '-')}`, value: l.key });
    box.addEventListener('change', () => {
      o.lanes = laneBoxes.filter((x) => x.box.checked).map((x) => x.lane);
      render();
    });
    return { ...l, box };
  });
  const captionInput = el('input', { id: 'hhm-caption', autocomplete: 'off' });
  captionInput.addEventListener('input', () => { o.caption = captionInput.value; renderOutput(); });
  const langSelect = el('select', { id: 'hhm-lang' }, [
    el('option', { value: '' }, t('maker.options.langReader')),
    ...Object.entries(LANGUAGES).map(([tag, name]) => el('option', { value: tag, lang: tag, selected: tag === lang }, name)),
  ]);
  langSelect.addEventListener('change', () => { o.lang = langSelect.value; renderOutput(); });
  const downloadBox = el('input', { id: 'hhm-download', type: 'checkbox' });
  downloadBox.addEventListener('change', () => { o.download = downloadBox.checked; renderOutput(); });
  // The picture's and the frame's size in CSS pixels: o.width and o.height, each kept within SIZE.
  const [widthInput, heightInput] = ['width', 'height'].map((side) => {
    const input = el('input', { id: `hhm-${side}`, type: 'number', min: String(SIZE.min), max: String(SIZE.max), value: String(o[side]), inputmode: 'numeric' });
    input.addEventListener('change', () => { o[side] = clampInt(input.value, SIZE.min, SIZE.max, o[side]); renderOutput(); });
    return input;
  });
  const nameInput = el('input', { id: 'hhm-name', autocomplete: 'off', placeholder: fileName('') });
  nameInput.addEventListener('input', () => { o.name = nameInput.value; renderOutput(); });
  const optionsPanel = panel('options', t('maker.options.title'), [
    field(viewerSelect, t('maker.options.viewer'), 'mk-wide'),
    el('fieldset', { class: 'mk-controls hhm-lanes' }, [
      el('legend', {}, t('maker.options.highlight')),
      ...laneBoxes.map((l) => el('label', { class: 'mk-check', for: l.box.id }, [l.box, ' ', l.label])),
    ]),
    field(captionInput, t('maker.options.caption'), 'mk-wide'),
    field(langSelect, t('maker.options.lang'), 'mk-wide'),
    el('label', { class: 'mk-check', for: downloadBox.id }, [downloadBox, ' ', t('maker.options.download')]),
    el('div', { class: 'mk-fields' }, [field(widthInput, t('maker.options.width')), field(heightInput, t('maker.options.height'))]),
    field(nameInput, t('maker.options.name'), 'mk-wide'),
  ]);

  // --- The output -------------------------------------------------------------------------------
  // The preview is the element itself, as a wiki page will show it; the snippets sit in the
  // shared copy boxes (www/platform/maker/snippet-box.js), each by its key with its rows.
  const preview = el('heller-pfennig', { id: 'hhm-preview', class: 'mk-preview hhm-preview' });
  const previewNote = el('p', { class: 'mk-help mk-preview-note' });
  const previewError = el('p', { class: 'hm-error', role: 'alert', hidden: true });
  preview.addEventListener('ready', () => { preview.dataset.painted = 'yes'; });
  preview.addEventListener('refused', ({ detail }) => showError(previewError, detail.message));
  const SNIPPETS = { element: 9, iframe: 4, wiki: 1, command: 3 };
  const boxes = Object.fromEntries(Object.entries(SNIPPETS).map(([key, rows]) => [key,
    createSnippetBox({ t, key, rows, label: t(`maker.out.${key}`), help: t(`maker.out.${key}Help`) })]));
  const downloadError = el('p', { class: 'hm-error', role: 'alert', hidden: true });
  const downloads = Object.fromEntries(['svg', 'png'].map((format) => [format, el('button', {
    type: 'button', class: format === 'svg' ? 'hm-button hm-primary' : 'hm-button', dataset: { download: format }, onclick: () => download(format),
  }, t(format === 'svg' ? 'maker.out.downloadSvg' : 'maker.out.downloadPng'))]));
  const pictureBox = el('div', { class: 'mk-picture' }, [
    el('h3', {}, t('maker.out.picture')), el('p', { class: 'mk-help' }, t('maker.out.pictureHelp')),
    el('div', { class: 'mk-buttons' }, Object.values(downloads)), downloadError, boxes.wiki.element, boxes.command.element,
  ]);
  const figure = el('figure', { class: 'mk-preview-figure' }, [el('figcaption', {}, t('maker.out.preview')), preview, previewNote, previewError]);
  const snippets = el('div', { class: 'mk-snippets' }, [boxes.element.element, boxes.iframe.element, pictureBox]);
  const output = el('section', { class: 'mk-output', 'aria-labelledby': 'hhm-out' }, [
    el('h2', { id: 'hhm-out' }, t('maker.out.title')), el('div', { class: 'mk-output-grid' }, [figure, snippets]),
  ]);

  root.append(el('div', { class: 'mk-work' }, [stage, el('div', { class: 'mk-panels' }, [startPanel, editPanel, optionsPanel])]), output);

  // --- The position -----------------------------------------------------------------------------
  /** The editor's setup as the engine judges it: as it stands when possible, else completed. */
  function judge(next) {
    if (!engine.checkSetup(next)) return { filled: next, problem: null };
    const f = engine.fillUnused(next);
    return { filled: f, problem: engine.checkSetup(f) };
  }

  function setRaw(next, { fresh = false } = {}) {
    raw = next;
    ({ filled, problem } = judge(raw));
    if (fresh) good = null;
    if (!problem) good = engine.positionOfSetup(filled);
    render();
  }

  function click(index) {
    if (!raw) return;
    const square = facts.squares[index];
    const { setup, placed, removed } = edit.clickSquare(raw, index, chosen);
    if (setup === raw) return;
    setRaw(setup);
    if (placed) announcer.say(t('maker.placed', { piece: pieceName(placed), square }));
    else if (removed) announcer.say(t('maker.removed', { piece: pieceName(removed), square }));
  }

  function choose(piece) {
    chosen = piece;
    render();
  }

  // --- Starting points --------------------------------------------------------------------------
  function deal() {
    startError.hidden = true;
    const players = Number(playersSelect.value);
    const seed = seedInput.value.trim();
    if (seed && !/^\d{1,15}$/.test(seed)) return showError(startError, t('maker.start.badSeed'));
    const actions = clampInt(actionsInput.value, 0, 200, 0);
    let game;
    try {
      game = seed ? new Game(players, variantSelect.value, noLuckBox.checked, seed) : new Game(players, variantSelect.value, noLuckBox.checked);
      // The computer players' easy level plays the actions: a position a real game reaches.
      for (let i = 0; i < actions && !game.isOver(); i++) {
        game.play(engine.chooseAction(game.view(game.toAct()), 'easy', i + 1));
      }
      setRaw(game.setup(), { fresh: true });
      announcer.say(t('maker.start.dealt', { players, actions: game.actionCount() }));
    } catch (e) {
      showError(startError, wordRefusal(t, e));
    } finally {
      game?.free?.();
    }
    return undefined;
  }

  function empty() {
    startError.hidden = true;
    const players = Number(playersSelect.value);
    setRaw(edit.emptySetup(facts, players, variantSelect.value, noLuckBox.checked), { fresh: true });
    announcer.say(t('maker.start.emptied', { players }));
  }

  function fromText(text) {
    const game = Game.fromPosition(text);
    try {
      return game.setup();
    } finally {
      game.free?.();
    }
  }

  function pasted() {
    pasteError.hidden = true;
    const text = pasteArea.value.trim();
    if (!text) return showError(pasteError, t('maker.start.pasteEmpty'));
    try {
      setRaw(fromText(text), { fresh: true });
    } catch (e) {
      showError(pasteError, t('maker.start.refused', { message: wordRefusal(t, e) }));
    }
    return undefined;
  }

  // --- Rendering --------------------------------------------------------------------------------
  function editView() {
    return filled ? edit.viewOfSetup(filled, facts) : null;
  }

  /** The engine's refusal in words: the maker's own for a position's code, else the element's. */
  function problemWords(p) {
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

  function render() {
    if (!raw) return;
    // Each lane lit part by part, as the engine scores it (a fire splits it: lanes.js).
    lit = litLanes(engine, filled, o.lanes, facts);
    board.set({ view: editView(), lanes: lit });
    squareButtons.forEach((b, i) => {
      const piece = edit.pieceAt(raw, i);
      b.textContent = t('maker.square', { square: facts.squares[i], what: piece ? pieceName(piece) : t('maker.free') });
      b.dataset.holds = piece ? (piece.kind === 'tile' ? piece.tile : `${piece.player}:${piece.stall}`) : '';
    });
    root.dataset.verdict = problem ? 'refused' : 'possible';
    root.dataset.position = good || '';
    if (problem) {
      verdict.textContent = t('maker.verdict.refused');
      problemBox.hidden = false;
      problemBox.dataset.code = problem.code;
      problemBox.textContent = `${t('maker.refused', { message: problemWords(problem) })} ${good ? t('maker.keptLast') : t('maker.noneYet')}`;
    } else {
      verdict.textContent = t('maker.verdict.possible');
      problemBox.hidden = true;
      problemBox.textContent = '';
      delete problemBox.dataset.code;
    }
    renderPalette();
    renderFields();
    renderOutput();
  }

  function renderPalette() {
    // One row of stalls per merchant at the table.
    const rows = [...stallRows.children].map((r) => r.dataset.player).join();
    const want = Array.from({ length: raw.players }, (_, p) => String(p)).join();
    if (rows !== want) {
      stallEntries = [];
      stallRows.replaceChildren(...Array.from({ length: raw.players }, (_, player) => el('div', {
        class: 'hhm-palette-row', role: 'group', 'aria-label': t('maker.palette.stalls', { merchant: merchant(player) }), dataset: { player: String(player) },
      }, [
        el('span', { class: 'hhm-row-name', 'aria-hidden': 'true' }, merchant(player)),
        ...facts.stalls.map((s) => pieceButton({ kind: 'stall', player, stall: s.strokes }, t('maker.stall', { strokes: s.name, merchant: merchant(player) }), stallEntries, s.name)),
      ])));
      paint();
      if (chosen && chosen.kind === 'stall' && chosen.player >= raw.players) chosen = null;
    }
    const tiles = edit.tilesPlaced(raw);
    const stalls = edit.stallsPlaced(raw);
    const perColour = Object.fromEntries(facts.stalls.map((s) => [s.strokes, s.perColour]));
    for (const { piece, button, count } of entries()) {
      button.setAttribute('aria-pressed', String(piece ? edit.samePiece(piece, chosen) : chosen === null));
      if (!piece) continue;
      const placed = piece.kind === 'tile' ? tiles[piece.tile] || 0 : stalls[`${piece.player}:${piece.stall}`] || 0;
      const of = piece.kind === 'tile' ? facts.tiles.find((f) => f.code === piece.tile).count : perColour[piece.stall];
      count.textContent = `${placed}/${of}`;
      button.title = `${button.getAttribute('aria-label')}: ${t('maker.palette.placed', { placed, count: of })}`;
    }
    chosenLine.textContent = chosen ? t('maker.palette.chosen', { piece: pieceName(chosen) }) : t('maker.palette.none');
  }

  function paint() {
    for (const { piece, art } of entries()) {
      if (!piece || art.dataset.painted) continue;
      const ctx = art.getContext('2d');
      if (!ctx) continue;
      ctx.clearRect(0, 0, 64, 64);
      if (piece.kind === 'tile') drawTileFace(ctx, piece.tile, 6, 6, 52);
      else drawStall(ctx, 6, 10, 52, 46, piece.player, piece.stall);
      art.dataset.painted = 'yes';
    }
  }

  function renderFields() {
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
    if (seatsBox.childElementCount !== raw.players * 2) {
      seatsBox.replaceChildren(...Array.from({ length: raw.players }, (_, p) => {
        const money = el('input', { id: `hhm-money-${p}`, type: 'number', min: '0', inputmode: 'numeric', dataset: { money: String(p) } });
        money.addEventListener('change', () => setRaw(edit.withMoney(raw, p, money.value)));
        const own = el('select', { id: `hhm-own-${p}`, dataset: { own: String(p) } }, [
          el('option', { value: '' }, t('maker.setup.ownNone')),
          ...facts.tiles.map((f) => el('option', { value: f.code }, tileName(t, facts, f.code))),
        ]);
        own.addEventListener('change', () => setRaw(edit.withOwn(raw, p, own.value || null)));
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
    playersSelect.value = String(raw.players);
    const viewers = [['spectator', t('maker.options.spectator')], ['all', t('maker.options.all')],
      ...Array.from({ length: raw.players }, (_, p) => [String(p + 1), t('maker.options.seat', { merchant: merchant(p) })])];
    if ([...viewerSelect.options].map((x) => x.value).join() !== viewers.map(([v]) => v).join()) {
      viewerSelect.replaceChildren(...viewers.map(([v, label]) => el('option', { value: v }, label)));
    }
    if (!viewers.some(([v]) => v === o.viewer)) o.viewer = 'spectator';
    viewerSelect.value = o.viewer;
  }

  function attributes() {
    return diagramAttributes({ position: good, viewer: o.viewer, lanes: o.lanes, download: o.download, caption: o.caption, lang: o.lang }, facts);
  }

  // The element's attributes, set on the preview only when they changed (each change redraws it).
  function setPreview(attrs) {
    const wanted = new Map(attrs);
    for (const name of preview.getAttributeNames()) {
      if (!wanted.has(name) && !['id', 'class', 'data-painted', 'style', 'hidden'].includes(name)) preview.removeAttribute(name);
    }
    for (const [name, value] of wanted) if (preview.getAttribute(name) !== value) preview.setAttribute(name, value);
  }

  function renderOutput() {
    const note = good ? (problem ? t('maker.out.lastPossible') : '') : t('maker.out.nothingYet');
    previewNote.textContent = note;
    previewNote.hidden = !note;
    preview.hidden = !good;
    Object.values(downloads).forEach((b) => { b.disabled = !good; });
    if (!good) {
      Object.values(boxes).forEach((box) => box.set(''));
      return;
    }
    const attrs = attributes();
    setPreview(attrs);
    preview.style.maxWidth = `${o.width}px`;
    const caption = o.caption.trim();
    const title = caption ? t('maker.out.frameTitleCaption', { caption }) : t('maker.out.frameTitle');
    const texts = {
      element: elementSnippet(urls.script, attrs),
      iframe: iframeSnippet(urls.embed, attrs, { width: o.width, height: o.height, title }),
      wiki: wikiImageSnippet({ name: o.name, caption: o.caption }),
      command: commandLine(attrs, { width: o.width, height: o.height, name: o.name }),
    };
    for (const [key, text] of Object.entries(texts)) boxes[key].set(text);
  }

  /** The picture, drawn as the element's own download draws it: the diagram's view, its lanes lit. */
  async function download(format) {
    if (!good) return;
    downloadError.hidden = true;
    const game = Game.fromPosition(good);
    try {
      const { renderPng, renderSvg } = await import('../render/export.js');
      const viewer = { spectator: facts.spectator, all: 'all' }[o.viewer] ?? Number(o.viewer) - 1;
      const view = viewFor(game, viewer, facts);
      const title = o.caption.trim() || t('app.title');
      const picture = {
        layout: computeLayout(o.width, o.height, view.players, { ...facts, kinds: facts.stalls.length, noLuck: !!view.noLuck }),
        view,
        overlay: { lanes: litLanes(engine, game.setup(), o.lanes, facts) },
        strings: boardStrings(t, title),
        title,
      };
      const blob = format === 'png' ? await renderPng({ ...picture, scale: 2 }) : new Blob([renderSvg(picture)], { type: 'image/svg+xml' });
      const file = `${fileName(o.name)}.${format}`;
      saveFile(root, blob, file);
      announcer.say(t('maker.out.downloaded', { file }));
    } catch (e) {
      showError(downloadError, wordRefusal(t, e));
    } finally {
      game.free?.();
    }
  }

  // --- Start: a position from the query (heller-embed.html's words), else a deal ----------------
  const q = new URLSearchParams(query);
  let started = false;
  if (q.get('position')) {
    try {
      setRaw(fromText(q.get('position').trim()), { fresh: true });
      pasteArea.value = q.get('position').trim();
      o.caption = q.get('caption') || '';
      captionInput.value = o.caption;
      started = true;
    } catch (e) {
      showError(pasteError, t('maker.start.refused', { message: wordRefusal(t, e) }));
      pasteArea.value = q.get('position');
    }
  }
  if (!started) {
    seedInput.value = '1';
    deal();
    seedInput.value = '';
  }

  return {
    get setup() { return raw; },
    get filled() { return filled; },
    get position() { return good; },
    get problem() { return problem; },
    /** The lanes lit on the board: [{ lane, parts: [{ squares }] }]. */
    get lanes() { return lit; },
    choose,
    click: (square) => click(facts.squares.indexOf(square)),
    /** Where square `square` is drawn on the editing canvas, in its CSS pixels. */
    pointOf: (square) => board.pointOf(square),
    destroy() {
      board.destroy();
      root.replaceChildren();
    },
  };
}

function panel(key, title, children) {
  const id = `hhm-panel-${key}`;
  return el('section', { class: `mk-panel mk-panel-${key}`, 'aria-labelledby': id, dataset: { panel: key } }, [el('h2', { id }, title), ...children]);
}

function field(input, label, cls = '') {
  return el('div', { class: `mk-field ${cls}`.trim() }, [el('label', { for: input.id }, label), input]);
}

function clampInt(text, lo, hi, fallback) {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? Math.max(lo, Math.min(hi, n)) : fallback;
}

function showError(node, message) {
  node.hidden = false;
  node.textContent = message;
}
