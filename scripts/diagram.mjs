// Draws a position as an SVG picture, headlessly in Node, for wikis that take only images:
//
//   node scripts/diagram.mjs <position> [--moves a_b_c] [--step N] [--viewer N|public|all]
//        [--highlight "2:5 2:7"] [--arrows "2:1-2:5"] [--width W] [--height H] [--lang en]
//        [--title TEXT] [--embed-font] [--format svg] > figure.svg
//
// The position is the engine's notation (docs/NOTATION.md); the engine (pkg/, built by
// scripts/build-web.sh) reads it, plays the moves and gives the view. The picture is drawn by
// the page's own renderer (www/heuchel/render) into an SVG context (www/platform/render/svg.js), with what the
// on-page diagram shows: the marked squares, the arrows, the last move and the die. The gothic
// lettering is written as glyph outlines, so that renderers without web fonts (librsvg, which
// MediaWiki uses to rasterise SVG) draw it too; --embed-font embeds the font instead.

import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renderSvg } from '../www/heuchel/render/svg.js';
import { computeLayout } from '../www/heuchel/board/layout.js';
import { lastMove, lastTake } from '../www/heuchel/board/interaction.js';
import { createT } from '../www/platform/ui/i18n.js';
import { parseArrows, parseHighlight, parseMoves, parseStep, parseViewer } from '../www/heuchel/component/options.js';
import { loadBindings, nodeSvgEnv } from './svg-node.mjs';

const PKG = new URL('../pkg/', import.meta.url);

const USAGE = `usage: node scripts/diagram.mjs <position> [options] > figure.svg

  <position>          a position in the engine's notation (docs/NOTATION.md)
  --moves a_b_c       actions to play from it (action notation, joined by _ or spaces)
  --step N            how many of the moves to show played (default: all)
  --viewer V          all (every card, the default), public (what every player sees),
                      or a seat 1-6 (that player's view)
  --highlight "c:r …" squares to mark, column:row counted from 1 (e.g. "2:5 2:7")
  --arrows "c:r-c:r …" arrows to draw (e.g. "2:1-2:5")
  --width W           picture width in pixels (default 720)
  --height H          picture height in pixels (default 560)
  --lang L            language of the words on the board (default en; www/heuchel/i18n/<L>.js)
  --title TEXT        the picture's <title> (what a screen reader says of it)
  --embed-font        the gothic lettering as text in an embedded web font (selectable,
                      for browsers) instead of outlines (drawn by every SVG renderer)
  --format svg        the only format drawn headlessly (a PNG: the page's Download PNG)
  --help              this text`;

/** The wasm engine (pkg/heuchel.js, target web), initialised synchronously. */
export async function loadEngine() {
  const bindings = await loadBindings(PKG, 'heuchel', 'the engine is not built: run bash scripts/build-web.sh (it writes pkg/)');
  if (typeof bindings.boardFacts !== 'function' || typeof bindings.Game.prototype.fullView !== 'function') {
    throw new Error('pkg/ is older than the engine (no boardFacts or Game.fullView): run bash scripts/build-web.sh');
  }
  return bindings;
}

/** The view a viewer ({kind: all|public|seat}) has of a game. */
export function viewOf(game, viewer, facts) {
  if (viewer.kind === 'seat') return game.view(viewer.seat);
  if (viewer.kind === 'public') return game.view(facts.spectator);
  return game.fullView();
}

function logOf(game, viewer, facts, from) {
  if (viewer.kind === 'all') return game.fullLog(from);
  return game.log(viewer.kind === 'seat' ? viewer.seat : facts.spectator, from);
}

/** The board's words in a language (www/heuchel/i18n/<lang>.js). */
export async function boardStrings(lang = 'en') {
  if (!/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(lang)) throw new Error(`--lang: "${lang}" is not a language code`);
  const file = new URL(`../www/heuchel/i18n/${lang}.js`, import.meta.url);
  if (!existsSync(fileURLToPath(file))) throw new Error(`--lang: there is no translation ${lang} (www/heuchel/i18n/${lang}.js)`);
  const table = (await import(file.href))[lang];
  const t = createT(table);
  return { you: t('render.you'), discards: t('render.discards'), stack: (count) => t('render.stack', { count }) };
}

/**
 * Everything the picture needs, from the command's options (texts as typed): the position after
 * `step` of `moves`, as `viewer` sees it, with the on-page diagram's marks. Returns
 * { layout, view, overlay, facts, strings, title }.
 */
export async function diagramScene(bindings, o) {
  const facts = bindings.boardFacts();
  const viewer = parseViewer(o.viewer, 'all');
  const highlight = parseHighlight(o.highlight, facts);
  const arrows = parseArrows(o.arrows, facts);
  const position = (o.position || '').trim();
  if (!position) throw new Error('no position given');
  const game = bindings.Game.fromPosition(position);
  const moves = parseMoves(o.moves);
  const step = parseStep(o.step, moves.length, moves.length);
  for (const [i, text] of moves.slice(0, step).entries()) {
    try {
      game.play(text);
    } catch (e) {
      throw new Error(`--moves: move ${i + 1} (${text}): ${e.message}`);
    }
  }
  const view = viewOf(game, viewer, facts);
  const marks = highlight.map((sq) => ({ ...sq, kind: 'marked' }));
  if (step > 0) {
    const entries = logOf(game, viewer, facts, game.actionCount() - 1);
    const last = lastMove(entries);
    if (last) marks.push({ column: last.column, row: last.from, kind: 'lastMove' }, { column: last.column, row: last.to, kind: 'lastMove' });
    const taken = lastTake(entries);
    if (taken) marks.push({ ...taken, kind: 'lastMove' });
  }
  const legal = game.legal();
  const width = Number(o.width ?? 720), height = Number(o.height ?? 560);
  if (!(width >= 100 && width <= 10000 && height >= 100 && height <= 10000)) throw new Error('--width and --height: from 100 to 10000 pixels');
  const layout = computeLayout({ width, height, players: view.players, columns: facts.columns, rows: facts.rows });
  const strings = await boardStrings(o.lang || 'en');
  game.free?.();
  return {
    layout, view, facts, strings,
    overlay: { highlights: marks, arrows, die: legal.die || null },
    title: o.title || 'Heuchel & Meuchel',
  };
}

/** The SVG document for the command's options. */
/** The options that say what a diagram shows (util.parseArgs form), shared with compare-svg.mjs. */
export const DIAGRAM_OPTIONS = {
  moves: { type: 'string' }, step: { type: 'string' }, viewer: { type: 'string' },
  highlight: { type: 'string' }, arrows: { type: 'string' },
  width: { type: 'string' }, height: { type: 'string' }, lang: { type: 'string' },
  'embed-font': { type: 'boolean' },
};

export async function diagram(o, bindings) {
  const scene = await diagramScene(bindings || await loadEngine(), o);
  return renderSvg({ ...scene, ...nodeSvgEnv({ outline: !o['embed-font'] }) });
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      ...DIAGRAM_OPTIONS,
      title: { type: 'string' }, format: { type: 'string', default: 'svg' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length !== 1) throw new Error(`give one position\n\n${USAGE}`);
  if (values.format !== 'svg') throw new Error(`--format: only svg is drawn headlessly (asked: ${values.format}); the page's Download PNG makes a PNG`);
  process.stdout.write(await diagram({ ...values, position: positionals[0] }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(`diagram: ${e.message}`);
    process.exit(2);
  });
}
