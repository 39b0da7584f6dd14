// Pictures of a board for download: SVG (vector, self-contained) and PNG (the screen's renderer at
// a chosen scale). Loaded only on demand with import('../render/export.js'), so that svgcanvas
// and svg.js stay out of the page's bundle (scripts/bundle-page.mjs splits them into a chunk).
//
// Importing this module fetches the gothic font's bytes once (top-level await): renderSvg embeds
// them, and both pictures measure and draw their title with the face itself. If the font cannot
// be fetched, the pictures fall back to a serif, as the screen does until the font arrives.

import { renderSvg as renderSvgWith } from './svg.js';
import { createRenderer } from './index.js';

const FONT_URL = new URL('../fonts/UnifrakturMaguntia.woff2', import.meta.url);

async function loadFont() {
  try {
    const response = await fetch(FONT_URL);
    if (!response.ok) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (typeof FontFace !== 'undefined' && typeof document !== 'undefined' && document.fonts) {
      const face = new FontFace('UnifrakturMaguntia', bytes);
      await face.load();
      document.fonts.add(face);
    }
    return bytes;
  } catch {
    return null;
  }
}

const fontData = await loadFont();

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

/**
 * A PNG (a Blob) of what paint(canvas) draws on an offscreen canvas (sized by paint): the
 * picture of either game's board (www/heller/render/export.js draws the second game's).
 */
export async function canvasPng(paint) {
  const canvas = typeof OffscreenCanvas !== 'undefined' ? new OffscreenCanvas(1, 1) : document.createElement('canvas');
  paint(canvas);
  if (canvas.convertToBlob) return canvas.convertToBlob({ type: 'image/png' });
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'));
}

/** The gothic font's bytes (fetched once when this module loads), or null: for either game's SVG. */
export { fontData };
