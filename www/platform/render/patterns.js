// Diaper patterns (one per class) and the parchment mottling, drawn once into small tiles.
// Tiles are made at device resolution; patternFor() maps them back to CSS pixels.

import { makeCanvas, rng } from './util.js';
import { GOLD, GOLD_LIGHT, WHITE_LEAD, PARCHMENT_SHADE } from './palette.js';

function dot(ctx, x, y, r, fill) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
}

// A fleur-de-lis of height s centred at (x, y): the Prince's semé.
export function fleurPath(ctx, x, y, s) {
  const u = s / 10;
  ctx.beginPath();
  ctx.moveTo(x, y - 5 * u);                                          // central petal
  ctx.bezierCurveTo(x + 1.9 * u, y - 3 * u, x + 1.4 * u, y - 0.5 * u, x + 0.7 * u, y + 0.8 * u);
  ctx.lineTo(x - 0.7 * u, y + 0.8 * u);
  ctx.bezierCurveTo(x - 1.4 * u, y - 0.5 * u, x - 1.9 * u, y - 3 * u, x, y - 5 * u);
  for (const sgn of [-1, 1]) {                                       // curled side petals
    ctx.moveTo(x + sgn * 0.8 * u, y + 0.9 * u);
    ctx.bezierCurveTo(x + sgn * 2.5 * u, y - 3.2 * u, x + sgn * 5 * u, y - 1.5 * u, x + sgn * 4 * u, y + 0.2 * u);
    ctx.bezierCurveTo(x + sgn * 3.6 * u, y - 1 * u, x + sgn * 2.4 * u, y - 0.4 * u, x + sgn * 1.9 * u, y + 1.4 * u);
    ctx.closePath();
  }
  ctx.rect(x - 2.6 * u, y + 0.9 * u, 5.2 * u, 1.1 * u);                  // band
  ctx.moveTo(x - 0.7 * u, y + 2 * u);                                 // foot
  ctx.lineTo(x - 1.8 * u, y + 4.6 * u);
  ctx.lineTo(x, y + 3.6 * u);
  ctx.lineTo(x + 1.8 * u, y + 4.6 * u);
  ctx.lineTo(x + 0.7 * u, y + 2 * u);
  ctx.closePath();
}

const TILES = {
  sparks(ctx, s, c) {          // Fire-Eater: bezants and sparks on realgar
    ctx.fillStyle = c.ground; ctx.fillRect(0, 0, s, s);
    for (const [x, y] of [[0, 0], [s, 0], [0, s], [s, s], [s / 2, s / 2]]) {
      dot(ctx, x, y, s * 0.15, c.deep);
      dot(ctx, x, y, s * 0.12, c.figure);
    }
    for (const [x, y] of [[s / 2, 0], [0, s / 2], [s, s / 2], [s / 2, s]]) {
      ctx.save(); ctx.translate(x, y);
      ctx.strokeStyle = c.figure; ctx.lineWidth = Math.max(1, s * 0.04); ctx.lineCap = 'round';
      ctx.beginPath();
      for (let k = 0; k < 4; k++) {
        const a = k * Math.PI / 4;
        ctx.moveTo(Math.cos(a) * s * 0.09, Math.sin(a) * s * 0.09);
        ctx.lineTo(-Math.cos(a) * s * 0.09, -Math.sin(a) * s * 0.09);
      }
      ctx.stroke(); ctx.restore();
    }
  },
  bends(ctx, s, c) {           // Minstrel: bendy stripes of umber and tan, like a player's motley
    ctx.fillStyle = c.ground; ctx.fillRect(0, 0, s, s);
    ctx.save();
    ctx.beginPath(); ctx.rect(0, 0, s, s); ctx.clip();
    for (let k = -2; k <= 2; k++) {
      const o = k * s;
      ctx.beginPath();
      ctx.moveTo(o, 0); ctx.lineTo(o + s / 2, 0); ctx.lineTo(o + s / 2 + s, s); ctx.lineTo(o + s, s);
      ctx.closePath();
      ctx.fillStyle = c.figure; ctx.fill();
      ctx.strokeStyle = c.deep; ctx.lineWidth = Math.max(0.8, s * 0.035); ctx.stroke();
    }
    for (const [x, y] of [[s * 0.75, s * 0.25], [s * 0.25, s * 0.75]]) dot(ctx, x, y, s * 0.05, GOLD_LIGHT);
    ctx.restore();
  },
  chequer(ctx, s, c) {         // Quack: chequy of two orpiment tones
    ctx.fillStyle = c.ground; ctx.fillRect(0, 0, s, s);
    ctx.fillStyle = c.figure;
    ctx.fillRect(0, 0, s / 2, s / 2); ctx.fillRect(s / 2, s / 2, s / 2, s / 2);
    ctx.strokeStyle = c.deep; ctx.lineWidth = Math.max(0.6, s * 0.025);
    ctx.strokeRect(0, 0, s / 2, s / 2); ctx.strokeRect(s / 2, s / 2, s / 2, s / 2);
    dot(ctx, s / 4, s / 4, s * 0.06, c.deep);
    dot(ctx, s * 0.75, s * 0.75, s * 0.06, c.deep);
    dot(ctx, s * 0.75, s / 4, s * 0.04, WHITE_LEAD);
    dot(ctx, s / 4, s * 0.75, s * 0.04, WHITE_LEAD);
  },
  lozenge(ctx, s, c) {         // Patrician: lozengy trellis on malachite with gold knots
    ctx.fillStyle = c.ground; ctx.fillRect(0, 0, s, s);
    ctx.strokeStyle = c.figure; ctx.lineWidth = Math.max(1, s * 0.07);
    ctx.beginPath();
    ctx.moveTo(0, 0); ctx.lineTo(s, s); ctx.moveTo(s, 0); ctx.lineTo(0, s);
    ctx.stroke();
    for (const [x, y] of [[0, 0], [s, 0], [0, s], [s, s], [s / 2, s / 2]]) dot(ctx, x, y, s * 0.09, GOLD);
    for (const [x, y] of [[s / 2, 0], [0, s / 2], [s, s / 2], [s / 2, s]]) dot(ctx, x, y, s * 0.05, c.deep);
  },
  quatrefoil(ctx, s, c) {      // Bishop: gold quatrefoils on the red earth of Pozzuoli
    ctx.fillStyle = c.ground; ctx.fillRect(0, 0, s, s);
    const r = s * 0.13, o = s * 0.13;
    ctx.beginPath();
    for (const [dx, dy] of [[0, -o], [o, 0], [0, o], [-o, 0]]) {
      ctx.moveTo(s / 2 + dx + r, s / 2 + dy);
      ctx.arc(s / 2 + dx, s / 2 + dy, r, 0, Math.PI * 2);
    }
    ctx.fillStyle = c.deep; ctx.fill();
    ctx.strokeStyle = c.figure; ctx.lineWidth = Math.max(0.8, s * 0.04); ctx.stroke();
    dot(ctx, s / 2, s / 2, s * 0.07, c.figure);
    for (const [x, y] of [[0, 0], [s, 0], [0, s], [s, s]]) dot(ctx, x, y, s * 0.07, c.figure);
  },
  fleur(ctx, s, c) {           // Prince: gold fleurs-de-lis semé on smalt
    ctx.fillStyle = c.ground; ctx.fillRect(0, 0, s, s);
    ctx.fillStyle = c.figure;
    ctx.strokeStyle = c.deep; ctx.lineWidth = Math.max(0.6, s * 0.02);
    for (const [x, y] of [[s / 2, s / 2], [0, 0], [s, 0], [0, s], [s, s]]) {
      fleurPath(ctx, x, y, s * 0.48);
      ctx.fill(); ctx.stroke();
    }
  },
};

// The diaper tile of class `c` (facts.js), `px` pixels square. `make(w, h)` makes the surface:
// an offscreen canvas for the screen, an SVG context when drawing to SVG (svg.js).
export function makeTile(c, px, make = makeCanvas) {
  const s = Math.max(4, Math.round(px));
  const t = make(s, s);
  TILES[c.pattern](t.getContext('2d'), s, c);
  return t;
}

// A CanvasPattern for ctx whose tile is `css` CSS pixels wide at device scale `scale`.
export function patternFor(ctx, tile, scale) {
  const p = ctx.createPattern(tile, 'repeat');
  if (p.setTransform && typeof DOMMatrix !== 'undefined') p.setTransform(new DOMMatrix([1 / scale, 0, 0, 1 / scale, 0, 0]));
  return p;
}

// Parchment stains and fibres; soft enough to repeat unnoticed. Drawn in CSS pixels, onto a
// surface from `make` as makeTile's.
export function makeMottle(size = 300, make = makeCanvas) {
  const c = make(size, size);
  const ctx = c.getContext('2d');
  const rnd = rng(1390);
  for (let i = 0; i < 70; i++) {
    const x = rnd() * size, y = rnd() * size, r = 10 + rnd() * 60;
    const dark = rnd() < 0.7;
    for (const [ox, oy] of [[0, 0], [size, 0], [-size, 0], [0, size], [0, -size]]) {
      // A copy wholly outside the tile paints nothing (it would be clipped): skipped, so that an
      // SVG tile does not carry dozens of invisible stains.
      if (x + ox + r <= 0 || x + ox - r >= size || y + oy + r <= 0 || y + oy - r >= size) continue;
      // Each stain is one of two unit stains, moved and scaled into place, so that a context
      // that can repeat a drawing (SVG: <use>) defines two stains instead of a hundred.
      ctx.save();
      ctx.translate(x + ox, y + oy);
      ctx.scale(r, r);
      const stain = () => {
        const g = ctx.createRadialGradient(0, 0, 0, 0, 0, 1);
        g.addColorStop(0, dark ? 'rgba(150, 110, 50, 0.07)' : 'rgba(255, 250, 235, 0.10)');
        g.addColorStop(1, 'rgba(150, 110, 50, 0)');
        ctx.fillStyle = g;
        ctx.fillRect(-1, -1, 2, 2);
      };
      if (ctx.repeat) ctx.repeat(dark ? 'stain|dark' : 'stain|light', stain);
      else stain();
      ctx.restore();
    }
  }
  ctx.strokeStyle = PARCHMENT_SHADE;
  ctx.globalAlpha = 0.18;
  ctx.lineWidth = 0.6;
  for (let i = 0; i < 90; i++) {
    const x = rnd() * size, y = rnd() * size, a = rnd() * Math.PI, l = 3 + rnd() * 9;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(x + Math.cos(a) * l * 0.5 + rnd() * 2, y + Math.sin(a) * l * 0.5, x + Math.cos(a) * l, y + Math.sin(a) * l);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  return c;
}

