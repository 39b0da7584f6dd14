// The market board of Auf Heller und Pfennig as an SVG document, drawn by the screen's own code:
// the ground (ground.js) and the scene (scene.js) paint into the shared canvas-to-SVG context
// (www/platform/render/svg.js, SvgContext and svgDocument: the first game's pictures are made the same
// way). What the screen caches as bitmaps is defined once here and placed with <use>: each
// piece's sprite (index.js paintSprite, its shadow included) and the parchment's mottle pattern.
//
// Used by the element's Download SVG (www/heller/component/diagram.js, through export.js) and
// by the command line (scripts/heller-diagram.mjs, in Node with scripts/svg-node.mjs).

import { svgDocument, svgResources } from '../../platform/render/svg.js';
import { paintGround } from './ground.js';
import { drawScene } from './scene.js';
import { paintSprite, spriteMargin, withDefaultStrings } from './index.js';

/**
 * The board as a self-contained SVG document (a string).
 *   layout   the board's layout (www/heller/board/layout.js) for the picture's size
 *   view     the view drawn (Game.view, or a replay's view with every own tile)
 *   overlay  what the screen lays over it, as scene.js's drawScene takes it ({ last, lanes, … })
 *   strings  the words painted on the board ({ title, you, roundWord, round(n), tiles(n) })
 *   fontData, dom, measure, outline, title: as www/heuchel/render/svg.js's renderSvg takes them
 */
export function renderMarketSvg({ layout, view, overlay = {}, strings, fontData, dom, measure, outline, title } = {}) {
  const words = withDefaultStrings(strings);
  const width = Math.ceil(layout.width), height = Math.ceil(layout.height);
  return svgDocument({ width, height, fontData, dom, measure, outline, title }, (ctx) => {
    const res = svgResources(null, ctx);
    paintGround(ctx, layout, res, words);
    if (!view) return;
    // A sprite is drawn once per kind and size, then placed wherever that piece stands.
    const sprites = new Map();
    const sprite = (key, size, paint, x, y, shadow) => {
      const k = `${key}|${size.toFixed(1)}|${shadow ? 1 : 0}`;
      let s = sprites.get(k);
      if (!s) {
        const m = spriteMargin(size);
        const surface = ctx.surface(size + 2 * m, size + 2 * m);
        paintSprite(surface, size, paint, shadow);
        s = { image: surface, m };
        sprites.set(k, s);
      }
      ctx.drawImage(s.image, x - s.m, y - s.m);
    };
    drawScene(ctx, layout, view, overlay, { sprite, strings: words });
  });
}
