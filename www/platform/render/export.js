// What either game's pictures for download share (www/heuchel/render/export.js,
// www/heller/render/export.js): the gothic font's bytes, fetched once when this module loads
// (top-level await), and a PNG of what a renderer paints on an offscreen canvas. Loaded only on
// demand, with the game's export module.

const FONT_URL = new URL('../../fonts/UnifrakturMaguntia.woff2', import.meta.url);

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
