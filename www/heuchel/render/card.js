// Card faces and backs. paintCard draws vectors into any context; CardSprites keeps each face
// pre-rendered per size, because a frame may show dozens of cards and is redrawn on every
// pointer move while dragging. For SVG (svg.js) the sprites are vector drawings (SvgContexts)
// defined once in the document and placed with <use>.

import {
  INK, PARCHMENT, GOLD_DARK, SMALT_DARK, VERMILION, FONT_SERIF, tone, modelled,
} from '../../platform/render/palette.js';
import { gold, bevel } from '../../platform/render/gold.js';
import { drawEmblem } from './emblems.js';
import { makeCanvas, roundRect, fitText } from '../../platform/render/util.js';

export function shieldPath(ctx, x, y, w, h) {
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + w, y);
  ctx.lineTo(x + w, y + h * 0.42);
  ctx.bezierCurveTo(x + w, y + h * 0.75, x + w * 0.72, y + h * 0.9, x + w / 2, y + h);
  ctx.bezierCurveTo(x + w * 0.28, y + h * 0.9, x, y + h * 0.75, x, y + h * 0.42);
  ctx.closePath();
}

// A heraldic shield in the pigment of class `c` (facts.js) bearing the value (or "?" when unseen).
export function drawShield(ctx, c, x, y, w, h, label) {
  shieldPath(ctx, x, y, w, h);
  const g = ctx.createLinearGradient(x, y, x + w, y + h);
  g.addColorStop(0, tone(c.ground, 0.22));
  g.addColorStop(0.5, c.ground);
  g.addColorStop(1, c.deep);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(1.2, w * 0.1);
  ctx.strokeStyle = gold(ctx, x, y, w, h);
  ctx.stroke();
  ctx.lineWidth = Math.max(0.6, w * 0.025);
  ctx.strokeStyle = INK;
  ctx.stroke();
  // A white-lead glint down the lit edge of the field, when the shield is big enough to carry it.
  if (w >= 14) {
    ctx.beginPath();
    ctx.moveTo(x + w * 0.17, y + h * 0.14);
    ctx.lineTo(x + w * 0.17, y + h * 0.5);
    ctx.quadraticCurveTo(x + w * 0.2, y + h * 0.7, x + w * 0.33, y + h * 0.82);
    ctx.strokeStyle = 'rgba(251, 246, 233, 0.45)';
    ctx.lineWidth = Math.max(0.8, w * 0.05);
    ctx.lineCap = 'round';
    ctx.stroke();
  }
  const px = Math.max(6, Math.round(h * 0.64));
  ctx.font = `bold ${px}px ${FONT_SERIF}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const tx = x + w / 2, ty = y + h * 0.46;
  if (c.onGround !== INK) {
    ctx.lineWidth = Math.max(1, px * 0.12);
    ctx.strokeStyle = 'rgba(30, 15, 5, 0.55)';
    ctx.strokeText(label, tx, ty);
  }
  ctx.fillStyle = c.onGround;
  ctx.fillText(label, tx, ty);
}

function cardBody(ctx, x, y, w, h) {
  roundRect(ctx, x, y, w, h, Math.min(w, h) * 0.1);
}

function paintBack(ctx, x, y, w, h) {
  const m = Math.min(w, h);
  const t = Math.max(1.5, m * 0.1);
  cardBody(ctx, x, y, w, h);
  ctx.fillStyle = gold(ctx, x, y, w, h);
  ctx.fill();
  ctx.save();
  ctx.clip();
  roundRect(ctx, x + t, y + t, w - 2 * t, h - 2 * t, m * 0.05);
  ctx.fillStyle = SMALT_DARK;
  ctx.fill();
  ctx.clip();
  const step = Math.max(5, m * 0.26);
  ctx.beginPath();
  for (let k = -h; k < w + h; k += step) {
    ctx.moveTo(x + k, y); ctx.lineTo(x + k + h, y + h);
    ctx.moveTo(x + k, y + h); ctx.lineTo(x + k + h, y);
  }
  ctx.strokeStyle = 'rgba(201, 161, 59, 0.75)';
  ctx.lineWidth = Math.max(0.6, step * 0.08);
  ctx.stroke();
  // The panel sits below its gold frame: shadowed under the upper and left edges.
  bevel(ctx, x + t, y + t, w - 2 * t, h - 2 * t, Math.max(0.8, t * 0.35), true);
  ctx.restore();
  // A gold-ringed rosette in a roundel, the one flourish big enough to read at any size.
  const r = m * 0.3;
  const cx = x + w / 2, cy = y + h / 2;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = modelled(ctx, VERMILION, cx - r, cy - r, cx + r, cy + r);
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.16);
  ctx.strokeStyle = gold(ctx, cx - r, cy - r, 2 * r, 2 * r);
  ctx.stroke();
  ctx.beginPath();
  for (let k = 0; k < 4; k++) {
    const a = k * Math.PI / 2;
    const px = cx + Math.cos(a) * r * 0.38, py = cy + Math.sin(a) * r * 0.38;
    ctx.moveTo(px + r * 0.3, py);
    ctx.arc(px, py, r * 0.3, 0, Math.PI * 2);
  }
  ctx.fillStyle = gold(ctx, cx - r * 0.7, cy - r * 0.7, r * 1.4, r * 1.4);
  ctx.fill();
  ctx.lineWidth = Math.max(0.5, r * 0.05);
  ctx.strokeStyle = GOLD_DARK;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.2, 0, Math.PI * 2);
  ctx.fillStyle = VERMILION;
  ctx.fill();
  bevel(ctx, x, y, w, h, Math.max(0.7, t * 0.3));
  cardBody(ctx, x, y, w, h);
  ctx.lineWidth = Math.max(0.7, m * 0.025);
  ctx.strokeStyle = INK;
  ctx.stroke();
}

// What marks a card's class in a square `s` CSS pixels wide at `scale` device pixels to one: the
// class's figure (figures.js, once the renderer has it: res.figures) where it can be read, else
// its emblem.
const markOf = (res, s, scale) => {
  const f = res.figures;
  return f && s >= (scale >= 2 ? f.FIGURE_MIN_DENSE : f.FIGURE_MIN) ? f.drawFigure : drawEmblem;
};

function paintFace(ctx, x, y, w, h, p, res, scale) {
  const c = p.cls;
  const m = Math.min(w, h);
  const t = Math.max(1.5, m * 0.1);
  cardBody(ctx, x, y, w, h);
  ctx.fillStyle = res.pattern(ctx, c, Math.max(6, m * 0.34), scale);
  ctx.fill();
  const ix = x + t, iy = y + t, iw = w - 2 * t, ih = h - 2 * t;
  roundRect(ctx, ix, iy, iw, ih, m * 0.05);
  // At least 1: a card drawn a few pixels wide (a board in a tiny frame) has no field inside its
  // border, and a negative radius would throw.
  const g = ctx.createRadialGradient(ix + iw * 0.6, iy + ih * 0.4, 0, ix + iw * 0.6, iy + ih * 0.4, Math.max(1, iw, ih));
  g.addColorStop(0, '#fbf3de');
  g.addColorStop(1, PARCHMENT);
  ctx.fillStyle = g;
  ctx.fill();
  // A gold fillet between the diaper and the field, edged in dark gold on the diaper side.
  ctx.lineWidth = Math.max(1, m * 0.045);
  ctx.strokeStyle = gold(ctx, x, y, w, h);
  ctx.stroke();
  roundRect(ctx, ix - 0.5, iy - 0.5, iw + 1, ih + 1, m * 0.05);
  ctx.lineWidth = 0.6;
  ctx.strokeStyle = GOLD_DARK;
  ctx.stroke();

  const label = p.value == null ? '?' : String(p.value);
  if (w >= h * 1.15) {
    const sh = ih * 0.9, sw = sh * 0.86;
    const sx = ix + Math.max(1, ih * 0.07), sy = iy + (ih - sh) / 2;
    drawShield(ctx, p.cls, sx, sy, sw, sh, label);
    const rx = sx + sw + ih * 0.06, rw = ix + iw - rx - ih * 0.04;
    const namePx = Math.min(14, ih * 0.21);
    const showName = ih >= 24 && rw >= 30 && namePx >= 7;
    const ehMax = showName ? ih - namePx * 1.35 : ih * 0.92;
    const es = Math.max(4, Math.min(rw, ehMax) * 0.98);
    markOf(res, es, scale)(ctx, p.cls, rx + (rw - es) / 2, iy + (showName ? ih * 0.03 : (ih - es) / 2), es);
    if (showName) {
      ctx.fillStyle = INK;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'alphabetic';
      fitText(ctx, c.name.toUpperCase(), rw, Math.round(namePx), FONT_SERIF, '600');
      ctx.fillText(c.name.toUpperCase(), rx + rw / 2, iy + ih - ih * 0.06);
    }
  } else {
    const sh = Math.min(ih * 0.5, iw * 0.9 / 0.86), sw = sh * 0.86;
    const es = Math.min(iw * 0.9, ih - sh - ih * 0.06);
    markOf(res, es, scale)(ctx, p.cls, ix + (iw - es) / 2, iy + ih * 0.03, es);
    drawShield(ctx, p.cls, ix + (iw - sw) / 2, iy + ih - sh - ih * 0.03, sw, sh, label);
  }
  cardBody(ctx, x, y, w, h);
  ctx.lineWidth = Math.max(0.7, m * 0.025);
  ctx.strokeStyle = INK;
  ctx.stroke();
}

// Draws `card` (a view card, or anything when faceDown) in (x, y, w, h) of ctx's CSS space.
// `res` gives the board model (res.board), the diaper patterns (res.pattern) and, once loaded, the
// class figures (res.figures: the module render/figures.js).
export function paintCard(ctx, x, y, w, h, card, faceDown, res, scale) {
  const p = faceDown ? null : res.board.parseCard(card);
  if (!p) paintBack(ctx, x, y, w, h);
  else paintFace(ctx, x, y, w, h, p, res, scale);
}

// The margin around a card for its shadow, and the card's soft shadow itself (a blurred
// parchment-coloured body under the card).
const shadowMargin = (w, h) => Math.max(2, Math.round(Math.min(w, h) * 0.08));
function cardShadow(ctx, m, w, h, scale) {
  ctx.save();
  ctx.shadowColor = 'rgba(45, 25, 8, 0.45)';
  ctx.shadowBlur = m * 0.9 * scale;
  ctx.shadowOffsetX = m * 0.25 * scale;
  ctx.shadowOffsetY = m * 0.35 * scale;
  cardBody(ctx, m, m, w, h);
  ctx.fillStyle = PARCHMENT;
  ctx.fill();
  ctx.restore();
}

// Pre-rendered cards with a soft shadow baked in, keyed by card, size and device scale.
// `make(w, h)` makes a sprite's surface: an offscreen canvas, or an SvgContext for SVG.
export function createCardSprites(res, make = makeCanvas) {
  const cache = new Map();
  const keyOf = (card, faceDown) => {
    if (faceDown) return 'back';
    const p = res.board.parseCard(card);
    return p ? `${p.cls.id}:${p.value ?? '?'}` : 'back';
  };
  function clear() {
    for (const s of cache.values()) if (s.image.close) s.image.close();
    cache.clear();
  }
  function sprite(card, faceDown, w, h, scale) {
    const key = `${keyOf(card, faceDown)}|${w.toFixed(1)}|${h.toFixed(1)}|${scale}`;
    let s = cache.get(key);
    if (s) return s;
    if (cache.size > 400) clear();
    const m = shadowMargin(w, h);
    const canvas = make((w + 2 * m) * scale, (h + 2 * m) * scale);
    const ctx = canvas.getContext('2d');
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    cardShadow(ctx, m, w, h, scale);
    paintCard(ctx, m, m, w, h, card, faceDown, res, scale);
    // An immutable bitmap blits faster than a canvas that might still change.
    const image = canvas.transferToImageBitmap ? canvas.transferToImageBitmap() : canvas;
    s = { image, m };
    cache.set(key, s);
    return s;
  }
  return {
    /** Renders a sprite ahead of need (idle time), so that no frame has to make many at once. */
    prepare(card, faceDown, w, h, scale) {
      sprite(card, faceDown, w, h, scale);
    },
    draw(ctx, card, rect, faceDown, scale) {
      const s = sprite(card, faceDown, rect.w, rect.h, scale);
      const x = Math.round((rect.x - s.m) * scale) / scale;
      const y = Math.round((rect.y - s.m) * scale) / scale;
      ctx.drawImage(s.image, x, y, s.image.width / scale, s.image.height / scale);
    },
    clear,
  };
}
