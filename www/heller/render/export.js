// Pictures of the market board for download, as the first game's (www/heuchel/render/export.js; the
// font and the PNG machinery both use are www/platform/render/export.js): SVG through the canvas-to-SVG context (svg.js), PNG by the
// screen's renderer on an offscreen canvas. Loaded only on demand (import()), so that svgcanvas
// stays out of the element's bundle until someone asks for a picture.

import { canvasPng, fontData } from '../../platform/render/export.js';
import { renderMarketSvg } from './svg.js';
import { createMarketRenderer } from './index.js';

/**
 * The board as an SVG document (a string): renderSvg({ layout, view, overlay, strings, title? }),
 * the same arguments as the screen's draw(layout, view, overlay) and its words. The gothic font
 * is embedded; text is measured by the browser.
 */
export function renderSvg(args) {
  return renderMarketSvg({ fontData, ...args });
}

/** The board as a PNG (a Blob): renderPng({ layout, view, overlay, strings, scale = 2 }). */
export function renderPng({ layout, view, overlay = {}, strings, scale = 2 }) {
  return canvasPng((canvas) => {
    const renderer = createMarketRenderer(canvas, { strings });
    try {
      renderer.resize(layout.width, layout.height, scale);
      renderer.draw(layout, view, overlay);
    } finally {
      renderer.destroy();
    }
  });
}
