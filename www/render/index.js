// The renderer: paints a View (and the page's overlay) onto one canvas. All its caches live in
// the object createRenderer returns, so several canvases on a page draw independently.

import { createCardSprites } from './card.js';
import { makeTile, makeMottle } from './patterns.js';
import { paintBoard, paintActive } from './board.js';
import { drawPiles, drawDragged, drawSelected, drawDiscards } from './piles.js';
import { drawUnderHighlights, drawOverHighlights, drawDie, drawInspect, dim } from './overlay.js';
import { makeCanvas, contextScale } from './util.js';

const ALL_CARDS = ['P', 'B', 'A', 'Q', 'M', 'F'].flatMap((letter) => [1, 2, 3, 4, 5, 6].map((v) => `${letter}${v}`));

const FONT_URL = new URL('../fonts/UnifrakturMaguntia.woff2', import.meta.url);

const DEFAULT_STRINGS = {
  you: 'you',
  discards: 'Discards',
  stack: (n) => (n === 1 ? '1 card, top first' : `${n} cards, top first`),
};

// The gothic face is only for display; until it has loaded the serif fallback stands in, and
// onReady repaints.
function loadFont(onReady) {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) return;
  const face = new FontFace('UnifrakturMaguntia', `url("${FONT_URL.href}") format("woff2")`);
  face.load().then((f) => { document.fonts.add(f); onReady(); }, () => {});
}

function activePlayer(view) {
  const ph = view && view.phase;
  if (!ph || ph.phase === 'over') return -1;
  return typeof ph.player === 'number' ? ph.player : -1;
}

export function createRenderer(canvas, options = {}) {
  const ctx = canvas.getContext('2d');
  const strings = { ...DEFAULT_STRINGS, ...(options.strings || {}) };
  let dpr = 1;
  let cssW = canvas.width, cssH = canvas.height;
  let fontReady = false;
  let last = null;

  const tiles = new Map();
  let mottle = null;
  const res = {
    tile(cls, css, scale) {
      const px = Math.round(css * scale);
      const key = `${cls}|${px}`;
      if (!tiles.has(key)) tiles.set(key, makeTile(cls, px));
      return tiles.get(key);
    },
    get mottle() { return mottle || (mottle = makeMottle()); },
  };
  const sprites = createCardSprites(res);

  let layer = null;
  let layerKey = '';
  // The board without the player to act (he is marked over it each frame, paintActive): a
  // change of turn must not repaint the whole board, a long task on a large or dense screen.
  function boardLayer(layout, view) {
    const info = { players: layout.players, viewer: view ? view.viewer : -1, active: -1 };
    const b = layout.board;
    const key = [cssW, cssH, dpr, fontReady, layout.width, layout.height, b.x, b.y, b.w, b.h,
      info.players, info.viewer].join('|');
    if (key !== layerKey || !layer) {
      if (layer && layer.close) layer.close();
      layer = makeCanvas(cssW * dpr, cssH * dpr);
      const lc = layer.getContext('2d');
      lc.setTransform(dpr, 0, 0, dpr, 0, 0);
      paintBoard(lc, layout, info, res, dpr, strings);
      // An ImageBitmap is immutable, so the browser can keep it ready to blit every frame.
      if (layer.transferToImageBitmap) layer = layer.transferToImageBitmap();
      layerKey = key;
    }
    return layer;
  }

  // Every card face (and the back) at the board's card size, made in idle time after a resize:
  // when the setup ends and every top card turns up at once, the frame only blits them.
  let warmKey = '';
  function warmUp(layout) {
    const r = layout.cardRect(0, 1, 0, 1);
    const key = [r.w, r.h, dpr].join('|');
    if (key === warmKey) return;
    warmKey = key;
    const queue = [['B1', true], ...ALL_CARDS.map((c) => [c, false])];
    const idle = typeof requestIdleCallback === 'function'
      ? (f) => requestIdleCallback(f, { timeout: 1000 })
      : (f) => setTimeout(() => f({ timeRemaining: () => 6 }), 30);
    const step = (deadline) => {
      // At least one card per call, more while the browser has idle time to spare (but never a
      // long task: a few milliseconds at a time).
      const until = performance.now() + 8;
      for (let n = 0; queue.length && warmKey === key && (n === 0 || (deadline.timeRemaining() > 3 && performance.now() < until)); n++) {
        const [card, faceDown] = queue.shift();
        sprites.prepare(card, faceDown, r.w, r.h, dpr);
      }
      if (queue.length && warmKey === key) idle(step);
    };
    idle(step);
  }

  loadFont(() => {
    fontReady = true;
    layerKey = '';
    if (last) draw(...last);
  });

  function resize(cssWidth, cssHeight, devicePixelRatio = 1) {
    dpr = Math.max(1, Math.min(4, devicePixelRatio || 1));
    cssW = Math.max(1, Math.round(cssWidth));
    cssH = Math.max(1, Math.round(cssHeight));
    canvas.width = Math.round(cssW * dpr);
    canvas.height = Math.round(cssH * dpr);
    if (canvas.style) {
      canvas.style.width = `${cssW}px`;
      canvas.style.height = `${cssH}px`;
    }
    layerKey = '';
  }

  function draw(layout, view, overlay = {}) {
    last = [layout, view, overlay];
    const o = overlay || {};
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(boardLayer(layout, view), 0, 0);
    warmUp(layout);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    paintActive(ctx, layout, { players: layout.players, viewer: view ? view.viewer : -1, active: activePlayer(view) }, strings);
    drawUnderHighlights(ctx, layout, o.highlights);
    const { dragged, selected } = drawPiles(ctx, layout, view, o, sprites, dpr);
    drawDiscards(ctx, layout, view, sprites, dpr);
    drawOverHighlights(ctx, layout, view, o.highlights);
    if (selected) drawSelected(ctx, selected, sprites, dpr);
    if (o.die) drawDie(ctx, layout.dieArea, o.die);
    if (o.inspect && o.inspect.cards && o.inspect.cards.length) {
      drawInspect(ctx, layout, o.inspect, sprites, dpr, strings.stack(o.inspect.cards.length));
    }
    if (dragged && o.drag) drawDragged(ctx, layout, dragged, o.drag.x, o.drag.y, sprites, dpr);
    if (o.dim) dim(ctx, cssW, cssH);
  }

  function drawCardTo(target, rect, card, opts = {}) {
    sprites.draw(target, card, rect, !!opts.faceDown, contextScale(target));
  }

  return { resize, draw, drawCardTo };
}
