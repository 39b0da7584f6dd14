// The second game's maker's palette (app.js makes its context `m`): a row of stalls for each
// merchant at the table, the tiles, and the eraser, each a button with its art, its name and how
// many of it the editor has placed of how many there are; the piece in hand is pressed. A button
// chosen takes its piece in hand through the context (m.choose: app.js).

import { drawStall } from '../render/stall.js';
import { drawTileFace } from '../render/tiles.js';
import { tileName } from '../game/words.js';
import { el } from '../../platform/ui/dom.js';
import * as edit from './setup-edit.js';

// --- The palette ------------------------------------------------------------------------------
/**
 * The palette's part of the editing panel: the stalls' rows (filled by renderPalette, one per
 * merchant), the tiles, the eraser and the line that names the piece in hand. Its buttons, each
 * with its piece, art and count, are parts too (stallEntries, tileEntries).
 */
export function buildPalette(m) {
  const { t, facts } = m;
  const tileEntries = [];
  const stallRows = el('div', { class: 'hhm-stall-rows' });
  const tileRow = el('div', { class: 'hhm-palette-row', role: 'group', 'aria-label': t('maker.palette.tiles') },
    facts.tiles.map((f) => pieceButton(m, { kind: 'tile', tile: f.code }, tileName(t, facts, f.code), tileEntries)));
  const eraseButton = pieceButton(m, null, t('maker.palette.erase'), tileEntries);
  const chosenLine = el('p', { class: 'mk-chosen', 'aria-live': 'polite' });
  const paletteSection = el('div', { class: 'hhm-palette' }, [
    el('p', { class: 'mk-help' }, t('maker.palette.help')),
    stallRows,
    el('h3', {}, t('maker.palette.tiles')), tileRow,
    el('div', { class: 'mk-buttons' }, [eraseButton]),
    chosenLine,
  ]);
  return { stallEntries: [], tileEntries, stallRows, chosenLine, paletteSection };
}

// Every button of the palette, the stalls' first.
const entries = (m) => [...m.stallEntries, ...m.tileEntries];

// A piece's button (null: the eraser), kept in `list` with its art and its count.
function pieceButton(m, piece, label, list, shortName = label) {
  const art = el('canvas', { class: 'hhm-art', width: '64', height: '64', 'aria-hidden': 'true' });
  const count = el('span', { class: 'hhm-count' });
  const b = el('button', {
    type: 'button', class: 'hm-button hhm-piece', 'aria-pressed': 'false', title: label, 'aria-label': label,
    dataset: { piece: piece ? (piece.kind === 'tile' ? piece.tile : `${piece.player}:${piece.stall}`) : 'erase' },
    onclick: () => m.choose(piece),
  }, [art, el('span', { class: 'hhm-piece-name' }, shortName), count]);
  list.push({ piece, button: b, art, count });
  return b;
}

/** Brings the palette up to date with the setup: its merchants' rows, each piece's count, the piece in hand. */
export function renderPalette(m) {
  const { t, facts, state, merchant, pieceName, stallRows, chosenLine } = m;
  const { raw } = state;
  // One row of stalls per merchant at the table.
  const rows = [...stallRows.children].map((r) => r.dataset.player).join();
  const want = Array.from({ length: raw.players }, (_, p) => String(p)).join();
  if (rows !== want) {
    m.stallEntries = [];
    stallRows.replaceChildren(...Array.from({ length: raw.players }, (_, player) => el('div', {
      class: 'hhm-palette-row', role: 'group', 'aria-label': t('maker.palette.stalls', { merchant: merchant(player) }), dataset: { player: String(player) },
    }, [
      el('span', { class: 'hhm-row-name', 'aria-hidden': 'true' }, merchant(player)),
      ...facts.stalls.map((s) => pieceButton(m, { kind: 'stall', player, stall: s.strokes }, t('maker.stall', { strokes: s.name, merchant: merchant(player) }), m.stallEntries, s.name)),
    ])));
    paint(m);
    if (m.chosen && m.chosen.kind === 'stall' && m.chosen.player >= raw.players) m.chosen = null;
  }
  const { chosen } = m;
  const tiles = edit.tilesPlaced(raw);
  const stalls = edit.stallsPlaced(raw);
  const perColour = Object.fromEntries(facts.stalls.map((s) => [s.strokes, s.perColour]));
  for (const { piece, button, count } of entries(m)) {
    button.setAttribute('aria-pressed', String(piece ? edit.samePiece(piece, chosen) : chosen === null));
    if (!piece) continue;
    const placed = piece.kind === 'tile' ? tiles[piece.tile] || 0 : stalls[`${piece.player}:${piece.stall}`] || 0;
    const of = piece.kind === 'tile' ? facts.tiles.find((f) => f.code === piece.tile).count : perColour[piece.stall];
    count.textContent = `${placed}/${of}`;
    button.title = `${button.getAttribute('aria-label')}: ${t('maker.palette.placed', { placed, count: of })}`;
  }
  chosenLine.textContent = chosen ? t('maker.palette.chosen', { piece: pieceName(chosen) }) : t('maker.palette.none');
}

// Each piece's art drawn once on its button (the eraser has none).
function paint(m) {
  for (const { piece, art } of entries(m)) {
    if (!piece || art.dataset.painted) continue;
    const ctx = art.getContext('2d');
    if (!ctx) continue;
    ctx.clearRect(0, 0, 64, 64);
    if (piece.kind === 'tile') drawTileFace(ctx, piece.tile, 6, 6, 52);
    else drawStall(ctx, 6, 10, 52, 46, piece.player, piece.stall);
    art.dataset.painted = 'yes';
  }
}
