// The renderer: paints a View (and the page's overlay) onto one canvas. All its caches live in
// the object createRenderer returns, so several canvases on a page draw independently.

import { createCardSprites } from './card.js';
import { makeTile, makeMottle, patternFor } from '../../platform/render/patterns.js';
import { paintBoard } from './board.js';
import { drawScene, boardInfo, withDefaultStrings } from './scene.js';
import { boardModel } from './facts.js';
import { contextScale } from '../../platform/render/util.js';
import { createLayer } from '../../platform/render/layer.js';

// Diaper tiles at device resolution and the parchment mottle, made once per size and handed out
// as patterns for a context (res.pattern, res.mottle); res.board is the board model (facts.js).
function canvasResources(board, figures = null) {
  const tiles = new Map();
  let mottle = null;
  return {
    board,
    figures,
    pattern(ctx, cls, css, scale) {
      const px = Math.round(css * scale);
      const key = `${cls.id}|${px}`;
      if (!tiles.has(key)) tiles.set(key, makeTile(cls, px));
      return patternFor(ctx, tiles.get(key), scale);
    },
    mottle(ctx) {
      return ctx.createPattern(mottle || (mottle = makeMottle()), 'repeat');
    },
    clear() {
      tiles.clear();
      mottle = null;
    },
  };
}

// Runs f in idle time (or after a short timeout where requestIdleCallback is missing); returns a
// function that cancels it.
function whenIdle(f) {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(f, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => f({ timeRemaining: () => 6 }), 30);
  return () => clearTimeout(id);
}

/**
 * createRenderer(canvas, { facts, strings }): facts is the engine's boardFacts(); strings the
 * words painted on the board ({ you, discards, stack(n) }). Returns { resize(cssWidth,
 * cssHeight, devicePixelRatio), draw(layout, view, overlay), drawCardTo(ctx, rect, card,
 * { faceDown }), configure({ facts, strings }), destroy() }.
 */
export function createRenderer(canvas, options = {}) {
  const ctx = canvas.getContext('2d');
  let strings = withDefaultStrings(options.strings);
  let board = boardModel(options.facts, strings.classNames);
  let dpr = 1;
  let cssW = canvas.width, cssH = canvas.height;
  let destroyed = false;
  let last = null;
  let play = null; // the marks of play (marks.js), once the board has loaded them

  let res = canvasResources(board);
  let sprites = createCardSprites(res);

  // The static art; once the gothic face has come, the board is drawn again with it.
  const layer = createLayer(() => {
    if (!destroyed && last) draw(...last);
  });
  // The board without the player to act (he is marked over it each frame, paintActive): a
  // change of turn must not repaint the whole board, a long task on a large or dense screen.
  function boardLayer(layout, view) {
    const info = boardInfo(layout, view);
    const b = layout.board;
    const key = [cssW, cssH, dpr, layout.width, layout.height, b.x, b.y, b.w, b.h,
      info.players, info.viewer].join('|');
    return layer.get(key, cssW, cssH, dpr, (lc) => paintBoard(lc, layout, info, res, dpr, strings));
  }

  // Every card face (and the back) at the board's card size, made in idle time after a resize:
  // when the setup ends and every top card turns up at once, the frame only blits them.
  let warmKey = '';
  let cancelWarm = null;
  function stopWarmUp() {
    if (cancelWarm) cancelWarm();
    cancelWarm = null;
    warmKey = '';
  }
  function warmUp(layout) {
    const r = layout.cardRect(0, 1, 0, 1);
    const key = [r.w, r.h, dpr].join('|');
    if (key === warmKey) return;
    stopWarmUp();
    warmKey = key;
    const queue = [['back', true], ...board.cards.map((c) => [c, false])];
    const step = (deadline) => {
      cancelWarm = null;
      // At least one card per call, more while the browser has idle time to spare (but never a
      // long task: a few milliseconds at a time).
      const until = performance.now() + 8;
      for (let n = 0; queue.length && (n === 0 || (deadline.timeRemaining() > 3 && performance.now() < until)); n++) {
        const [card, faceDown] = queue.shift();
        sprites.prepare(card, faceDown, r.w, r.h, dpr);
      }
      if (queue.length) cancelWarm = whenIdle(step);
    };
    cancelWarm = whenIdle(step);
  }

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
    // The layer's key holds the size and the pixel ratio: a resize to the same size (a
    // ResizeObserver's first call) keeps the painted layer.
  }

  function draw(layout, view, overlay = {}) {
    if (destroyed) return;
    last = [layout, view, overlay];
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(boardLayer(layout, view), 0, 0);
    warmUp(layout);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawScene(ctx, layout, view, overlay, { cards: sprites, scale: dpr, strings, width: cssW, height: cssH, play });
  }

  function drawCardTo(target, rect, card, opts = {}) {
    if (destroyed) return;
    sprites.draw(target, card, rect, !!opts.faceDown, contextScale(target));
  }

  /**
   * New board facts or words: the caches made from them are dropped; the next draw repaints.
   * { play }: the marks of play (render/marks.js) to draw from now on. { figures }: the class
   * figures (render/figures.js), drawn from the next draw on where a card has room for them.
   */
  function configure(next = {}) {
    if (destroyed) return;
    if (next.play) play = next.play;
    if (next.figures && next.figures !== res.figures) {
      res.figures = next.figures;
      sprites.clear();
      stopWarmUp();
    }
    if (!next.strings && !next.facts) return;
    const names = JSON.stringify(strings.classNames);
    if (next.strings) strings = withDefaultStrings(next.strings);
    if ((next.facts && next.facts !== board.facts) || JSON.stringify(strings.classNames) !== names) {
      board = boardModel(next.facts || board.facts, strings.classNames);
      sprites.clear();
      res.clear();
      res = canvasResources(board, res.figures);
      sprites = createCardSprites(res);
      stopWarmUp();
    }
    layer.release();
  }

  /** Stops all later work (font repaint, idle warm-up) and lets go of the cached bitmaps. */
  function destroy() {
    if (destroyed) return;
    destroyed = true;
    stopWarmUp();
    layer.release();
    sprites.clear();
    res.clear();
    last = null;
  }

  return { resize, draw, drawCardTo, configure, destroy };
}
