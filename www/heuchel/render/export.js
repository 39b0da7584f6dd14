// Pictures of a board for download: SVG (vector, self-contained) and PNG (the screen's renderer at
// a chosen scale). Loaded only on demand with import('../render/export.js'), so that svgcanvas
// and svg.js stay out of the page's bundle (scripts/bundle-page.mjs splits them into a chunk).
//
// Importing this module fetches the gothic font's bytes once (top-level await, in
// www/platform/render/export.js): renderSvg embeds
// them, and both pictures measure and draw their title with the face itself. If the font cannot
// be fetched, the pictures fall back to a serif, as the screen does until the font arrives.

import { renderSvg as renderSvgWith } from './svg.js';
import { createRenderer } from './index.js';
import { canvasPng, fontData } from '../../platform/render/export.js';

/**
 * The board as an SVG document (a string): renderSvg({ layout, view, overlay, facts, strings,
 * title? }). The same arguments as the screen's draw(layout, view, overlay), plus the engine's
 * board facts and the board's words. The font is embedded; text is measured by the browser.
 */
export function renderSvg(args) {
  return renderSvgWith({ fontData, ...args });
}

/**
 * The board as a PNG (a Blob), drawn by the screen's renderer on an offscreen canvas:
 * renderPng({ layout, view, overlay, facts, strings, scale = 2 }); `scale` is device pixels per
 * CSS pixel of the layout (1–4).
 */
export async function renderPng({ layout, view, overlay = {}, facts, strings, scale = 2 }) {
  return canvasPng((canvas) => {
    const renderer = createRenderer(canvas, { facts, strings });
    try {
      renderer.resize(layout.width, layout.height, scale);
      renderer.draw(layout, view, overlay);
    } finally {
      renderer.destroy();
    }
  });
}
