// What both games' renderers (www/heuchel/render/index.js, www/heller/render/index.js) keep beside their
// canvas: the board's static art, its title in the gothic web face, painted once into an
// offscreen layer and blitted every frame, and painted anew once the face has loaded
// (createLayer; loadFont loads the face).

import { makeCanvas } from './util.js';

const FONT_URL = new URL('../../fonts/UnifrakturMaguntia.woff2', import.meta.url);
const FONT_FAMILY = 'UnifrakturMaguntia';

// The gothic face is only for display; until it has loaded the serif fallback stands in, and
// onReady repaints. A page whose style sheet declares the face (www/style.css and the site's
// other pages, by the same family name) has it in document.fonts already: that face is loaded,
// so the file is fetched once for the page's titles and the board alike (and its preload is
// used); elsewhere (the element on another site's page) the board adds a face of its own.
// Returns the face (its status tells whether it has loaded), or null where there are no web fonts.
function loadFont(onReady) {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) return null;
  let face = null;
  if (typeof document.fonts.forEach === 'function') {
    document.fonts.forEach((f) => { if (!face && f.family.replace(/["']/g, '') === FONT_FAMILY) face = f; });
  }
  if (face && face.status === 'loaded') return face;
  if (!face) {
    face = new FontFace(FONT_FAMILY, `url("${FONT_URL.href}") format("woff2")`);
    document.fonts.add(face);
  }
  face.load().then(() => onReady(), () => {});
  return face;
}

/**
 * An offscreen layer: get(key, cssWidth, cssHeight, dpr, paint) hands back the bitmap painted
 * for `key`, painting it anew (paint(ctx), the context scaled to CSS pixels) when the key is not
 * the last one's or the gothic face has come since; invalidate() makes the next get paint;
 * release() lets go of the bitmap. onFont() is called when the face has loaded (the renderer
 * draws again: the next get paints the title in it).
 */
export function createLayer(onFont) {
  let layer = null;
  let layerKey = '';
  let fontReady = false;
  function release() {
    if (layer && layer.close) layer.close();
    layer = null;
    layerKey = '';
  }
  function get(key, cssWidth, cssHeight, dpr, paint) {
    // The face may have come since the layer was made (its preload, the page's titles): the
    // layer is then painted in it now, and not a second time when its promise settles.
    if (!fontReady && face && face.status === 'loaded') fontReady = true;
    const full = `${fontReady}|${key}`;
    if (full !== layerKey || !layer) {
      release();
      let next = makeCanvas(cssWidth * dpr, cssHeight * dpr);
      const lc = next.getContext('2d');
      lc.setTransform(dpr, 0, 0, dpr, 0, 0);
      paint(lc);
      // An ImageBitmap is immutable, so the browser can keep it ready to blit every frame.
      if (next.transferToImageBitmap) next = next.transferToImageBitmap();
      layer = next;
      layerKey = full;
    }
    return layer;
  }
  const face = loadFont(() => {
    if (fontReady) return;
    fontReady = true;
    layerKey = '';
    onFont();
  });
  fontReady = !!face && face.status === 'loaded';
  return { get, invalidate() { layerKey = ''; }, release };
}
