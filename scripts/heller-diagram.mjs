// Draws a position of Auf Heller und Pfennig as an SVG picture, headlessly in Node, for wikis
// that take only images:
//
//   node scripts/heller-diagram.mjs <position> [--save S --step N] [--viewer spectator|all|N]
//        [--highlight row:3,column:d] [--width W] [--height H] [--lang de|en|nl|fr] [--title TEXT]
//        [--embed-font] > figure.svg
//
// The position is the engine's notation (Game.position(), docs/HELLER-JS-API.md), or a saved game
// (--save, Game.save()) shown after --step of its actions; the engine is the site's own build
// (dist/heller.js and dist/heller_bg.wasm, written by scripts/build-web.sh through
// scripts/build-heller-wasm.sh). The options are read as <heller-pfennig> reads its attributes
// (www/heller/component/picture.js), and the picture is drawn by the page's own renderer
// (www/heller/render) into the SVG context the first game's scripts/diagram.mjs uses, with the
// same Node environment (scripts/svg-node.mjs: text measured with the fonts, the gothic lettering
// as glyph outlines so that librsvg, MediaWiki's rasteriser, draws it; --embed-font embeds it).

import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { renderMarketSvg } from '../www/heller/render/svg.js';
import { layout as marketLayout } from '../www/heller/board/layout.js';
import { boardStrings, overlayOf, readDiagram, stepAt } from '../www/heller/component/picture.js';
import { withElementWords } from '../www/heller/component/words.js';
import { LANGUAGES } from '../www/heller/i18n/languages.js';
import { createT } from '../www/platform/ui/i18n.js';
import { loadBindings, nodeSvgEnv } from './svg-node.mjs';

const DIST = new URL('../dist/', import.meta.url);

const USAGE = `usage: node scripts/heller-diagram.mjs <position> [options] > figure.svg
       node scripts/heller-diagram.mjs --save <save> [--step N] [options] > figure.svg

  <position>          a position in the engine's notation (Game.position())
  --save S            a saved game (Game.save()) instead of a position
  --step N            how many of the save's actions to show played (default: all)
  --viewer V          spectator (the default: no hidden tile), all (every merchant's own tile),
                      or a seat 1-4 (that merchant's view, his own tile included)
  --highlight L       lanes to light: row:N (1-5) and column:X (a-f), e.g. row:3,column:d
  --width W           picture width in pixels (default 720)
  --height H          picture height in pixels (default 560)
  --lang L            de (the default), en, nl or fr: the words painted on the board
  --title TEXT        the picture's <title> (what a screen reader says of it)
  --embed-font        the gothic lettering as text in an embedded web font (selectable,
                      for browsers) instead of outlines (drawn by every SVG renderer)
  --help              this text`;

/** The engine as the site serves it (dist/heller.js, target web), initialised synchronously. */
export function loadHeller() {
  return loadBindings(DIST, 'heller', 'the engine is not built: run bash scripts/build-web.sh (it writes dist/heller.js and dist/heller_bg.wasm)');
}

/** The element's words in `lang` (the game's table with the element's own). */
export async function wordsOf(lang = 'de') {
  if (!Object.hasOwn(LANGUAGES, lang)) throw new Error(`--lang: "${lang}" is not one of ${Object.keys(LANGUAGES).join(', ')}`);
  const table = (await import(`../www/heller/i18n/${lang}.js`))[lang];
  return createT(withElementWords(table, lang), null, lang);
}

/** The SVG document for the command's options (texts as typed; `position` or `save`). */
export async function hellerDiagram(o, bindings) {
  const engine = bindings || await loadHeller();
  const facts = engine.boardFacts();
  const width = Number(o.width ?? 720), height = Number(o.height ?? 560);
  if (!(width >= 100 && width <= 10000 && height >= 100 && height <= 10000)) throw new Error('--width and --height: from 100 to 10000 pixels');
  const t = await wordsOf(o.lang || 'de');
  const shown = readDiagram(engine, facts, { ...o, viewer: o.viewer ?? (o.all ? 'all' : undefined) }, 'diagram');
  const at = stepAt(shown, shown.step, facts);
  try {
    const { view } = at;
    const layout = marketLayout(width, height, view.players, { ...facts, kinds: facts.stalls ? facts.stalls.length : 1, noLuck: !!view.noLuck });
    const title = o.title || t('app.title');
    return renderMarketSvg({
      layout, view, overlay: overlayOf(at), strings: boardStrings(t, title), title,
      ...nodeSvgEnv({ outline: !o['embed-font'] }),
    });
  } finally {
    at.game.free?.();
    shown.source.free?.();
  }
}

/** The picture's options (node:util parseArgs), shared with scripts/heller-compare-svg.mjs. */
export const HELLER_DIAGRAM_OPTIONS = {
  save: { type: 'string' }, step: { type: 'string' }, viewer: { type: 'string' },
  highlight: { type: 'string' }, width: { type: 'string' }, height: { type: 'string' },
  lang: { type: 'string' }, title: { type: 'string' }, 'embed-font': { type: 'boolean' },
};

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { ...HELLER_DIAGRAM_OPTIONS, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length > 1 || (positionals.length === 0) === !values.save) throw new Error(`give one position, or --save\n\n${USAGE}`);
  process.stdout.write(await hellerDiagram({ ...values, position: positionals[0] }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(`heller-diagram: ${e.message}`);
    process.exit(2);
  });
}
