// The market board's renderer: paints a view of Auf Heller und Pfennig and the board's marks
// onto one canvas. The ground (parchment, vine, frame, title, cobbled market, panel frames) is
// painted once per size into an offscreen layer; each frame blits it and draws the scene
// (scene.js) over it, with every piece taken from a cache of pre-rendered sprites, so that a
// frame while a piece is dragged costs a blit and a few dozen image draws. All caches live in
// the object createMarketRenderer returns: several boards on a page draw independently.
//
// Pure drawing: it knows the view's JSON shape and the layout (board/layout.js), nothing of the
// rules or the engine.

import { paintGround } from './ground.js';
import { drawScene } from './scene.js';
import { makeMottle } from '../../platform/render/patterns.js';
import { makeCanvas, softShadow } from '../../platform/render/util.js';
import { createLayer } from '../../platform/render/layer.js';

/** The words painted on the board, English where the host gives none. */
export const DEFAULT_STRINGS = Object.freeze({
  title: 'Auf Heller und Pfennig',
  you: 'you',
  roundWord: 'round',
  round: (n) => `Round ${n}`,
  tiles: (n) => (n === 1 ? '1 tile' : `${n} tiles`),
});

export function withDefaultStrings(strings) {
  return { ...DEFAULT_STRINGS, ...(strings || {}) };
}

/** The room round a piece's sprite for its shadow, in CSS pixels. */
export function spriteMargin(size) {
  return Math.ceil(size * 0.14) + 2;
}

/**
 * Paints a piece's sprite into sc (size + 2 × spriteMargin square, in CSS pixels): its soft
 * shadow when `shadow`, then paint(sc, margin, margin). The screen caches it as a bitmap, the SVG
 * picture (svg.js) as a drawing placed with <use>.
 */
export function paintSprite(sc, size, paint, shadow) {
  const m = spriteMargin(size);
  if (shadow) softShadow(sc, m + size * 0.02, m + size * 0.04, size, size, size * 0.13, size * 0.07, size * 0.04, 0.42);
  paint(sc, m, m);
}

/**
 * createMarketRenderer(canvas, { strings }): returns { resize(cssWidth, cssHeight,
 * devicePixelRatio), draw(layout, view, overlay) (overlay as scene.js's drawScene), configure({
 * strings }), destroy() }.
 */
export function createMarketRenderer(canvas, options = {}) {
  const ctx = canvas.getContext('2d');
  let strings = withDefaultStrings(options.strings);
  let dpr = 1;
  let cssW = canvas.width, cssH = canvas.height;
  let destroyed = false;
  let last = null;

  let mottle = null;
  const res = { mottle: (c) => c.createPattern(mottle || (mottle = makeMottle()), 'repeat') };

  // The static art; once the gothic face has come, the board is drawn again with it.
  const layer = createLayer(() => {
    if (!destroyed && last) draw(...last);
  });
  function groundLayer(L) {
    const key = [cssW, cssH, dpr, L.width, L.height, L.players, L.cell, L.board.x, L.board.y, !!L.pool.tray, strings.title].join('|');
    return layer.get(key, cssW, cssH, dpr, (lc) => paintGround(lc, L, res, strings));
  }

  // Pieces pre-rendered per kind, size and device scale, with their shadow baked in.
  const sprites = new Map();
  function clearSprites() {
    for (const s of sprites.values()) if (s.image.close) s.image.close();
    sprites.clear();
  }
  function sprite(key, size, paint, x, y, shadow) {
    const k = `${key}|${size.toFixed(1)}|${dpr}|${shadow ? 1 : 0}`;
    let s = sprites.get(k);
    if (!s) {
      if (sprites.size > 300) clearSprites();
      const m = spriteMargin(size);
      const c = makeCanvas((size + 2 * m) * dpr, (size + 2 * m) * dpr);
      const sc = c.getContext('2d');
      sc.setTransform(dpr, 0, 0, dpr, 0, 0);
      paintSprite(sc, size, paint, shadow);
      const image = c.transferToImageBitmap ? c.transferToImageBitmap() : c;
      s = { image, m };
      sprites.set(k, s);
    }
    const px = Math.round((x - s.m) * dpr) / dpr, py = Math.round((y - s.m) * dpr) / dpr;
    ctx.drawImage(s.image, px, py, s.image.width / dpr, s.image.height / dpr);
  }

  function resize(cssWidth, cssHeight, devicePixelRatio = 1) {
    const next = Math.max(1, Math.min(4, devicePixelRatio || 1));
    if (next !== dpr) clearSprites();
    dpr = next;
    cssW = Math.max(1, Math.round(cssWidth));
    cssH = Math.max(1, Math.round(cssHeight));
    canvas.width = Math.round(cssW * dpr);
    canvas.height = Math.round(cssH * dpr);
    // The layer's key holds the size and the pixel ratio: a resize to the same size (a
    // ResizeObserver's first call) keeps the painted layer.
  }

  function draw(L, view, overlay = {}) {
    if (destroyed) return;
    last = [L, view, overlay];
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    if (!L) return;
    ctx.drawImage(groundLayer(L), 0, 0);
    if (!view) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawScene(ctx, L, view, overlay, { sprite, strings });
  }

  function configure(next = {}) {
    if (destroyed) return;
    if (next.strings) {
      strings = withDefaultStrings(next.strings);
      layer.release();
    }
  }

  function destroy() {
    if (destroyed) return;
    destroyed = true;
    layer.release();
    clearSprites();
    mottle = null;
    last = null;
  }

  return { resize, draw, configure, destroy };
}
