// The first game's board as an SVG document (renderSvg), drawn by the same code as the screen into
// the site's SVG context (www/platform/render/svg.js: SvgContext, svgDocument, svgResources, and
// why the context is what it is).

import { svgDocument, svgResources } from '../../platform/render/svg.js';
import { paintBoard } from './board.js';
import { createCardSprites } from './card.js';
import { drawScene, boardInfo, withDefaultStrings } from './scene.js';
import * as play from './marks.js';
import * as figures from './figures.js';
import { boardModel } from './facts.js';

/**
 * The board as a self-contained SVG document (a string).
 *   layout   computeLayout(...) for the figure's size (www/heuchel/board/layout.js)
 *   view     the position as Game.view / fullView give it
 *   overlay  what the screen lays over it: { highlights, arrows, selection, drag, die, inspect, dim }
 *   facts    the engine's boardFacts()
 *   strings  the words painted on the board ({ you, discards, stack(n) })
 *   fontData the bytes of www/fonts/UnifrakturMaguntia.woff2, embedded as a data: URL (without
 *            it the SVG names the font and falls back to a serif where it is not installed)
 *   outline  optional (font, text) => { width, ascent, descent, commands } | null: text it
 *            answers for is drawn as glyph outlines (scripts/svg-node.mjs: the gothic face, for
 *            renderers without web fonts such as librsvg, which MediaWiki uses); when it is
 *            given, the font is embedded only if some gothic text was still written as text
 *   dom      { document, XMLSerializer }: the browser's by default; @xmldom/xmldom's in Node
 *   measure  a context-like { font, measureText(text) } for text widths: in a browser a canvas
 *            2D context by default (the same metrics as the screen); in Node, scripts/svg-node.mjs
 *   title    an optional <title> (what a screen reader says of the image)
 */
export function renderSvg({ layout, view, overlay = {}, facts, strings, fontData, dom = globalThis, measure, outline, title } = {}) {
  const words = withDefaultStrings(strings);
  const board = boardModel(facts, words.classNames);
  const width = Math.ceil(layout.width), height = Math.ceil(layout.height);
  return svgDocument({ width, height, fontData, dom, measure, outline, title }, (ctx) => {
    // The picture has what a board on screen has once it has loaded all its parts: the marks of
    // play and the class figures.
    const res = { ...svgResources(board, ctx), figures };
    const cards = createCardSprites(res, (w, h) => ctx.surface(w, h));
    paintBoard(ctx, layout, boardInfo(layout, view), res, 1, words);
    drawScene(ctx, layout, view, overlay, { cards, scale: 1, strings: words, width, height, play });
  });
}
