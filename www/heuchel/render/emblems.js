// The six class emblems, drawn with paths in a unit square so they stay crisp at any size.

import {
  INK, GOLD, GOLD_DARK, WHITE_LEAD, SMALT, VERMILION, MALACHITE, ORPIMENT, REALGAR,
  CYPRUS, modelled,
} from '../../platform/render/palette.js';
import { gold } from '../../platform/render/gold.js';

// Fills and outlines the current path. With a box (x, y, w, h) a pigment is modelled across it,
// light at the upper left, and GOLD is laid as burnished leaf.
export function finish(ctx, fill, line, box) {
  ctx.fillStyle = !box || fill[0] !== '#' ? fill
    : fill === GOLD ? gold(ctx, ...box) : modelled(ctx, fill, box[0], box[1], box[0] + box[2], box[1] + box[3]);
  ctx.fill();
  ctx.lineWidth = line;
  ctx.strokeStyle = INK;
  ctx.stroke();
}

export function disc(ctx, x, y, r, fill, line) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  finish(ctx, fill, line, [x - r, y - r, 2 * r, 2 * r]);
}

// White-lead highlights: quadratic strokes [x0, y0, cx, cy, x1, y1] on the lit side of a form.
function glints(ctx, lw, strokes, alpha = 0.85) {
  ctx.beginPath();
  for (const [x0, y0, cx, cy, x1, y1] of strokes) { ctx.moveTo(x0, y0); ctx.quadraticCurveTo(cx, cy, x1, y1); }
  ctx.strokeStyle = `rgba(251, 246, 233, ${alpha})`;
  ctx.lineWidth = lw * 1.1;
  ctx.stroke();
}

const DRAW = {
  // Prince: an open crown with three fleurons, gems in the circlet.
  Prince(ctx, lw) {
    ctx.beginPath();
    ctx.moveTo(0.13, 0.84); ctx.lineTo(0.13, 0.6);
    ctx.lineTo(0.08, 0.34); ctx.lineTo(0.3, 0.5); ctx.lineTo(0.5, 0.2);
    ctx.lineTo(0.7, 0.5); ctx.lineTo(0.92, 0.34); ctx.lineTo(0.87, 0.6); ctx.lineTo(0.87, 0.84);
    ctx.closePath();
    finish(ctx, GOLD, lw, [0.08, 0.2, 0.84, 0.64]);
    glints(ctx, lw, [[0.16, 0.58, 0.15, 0.5, 0.13, 0.42], [0.33, 0.47, 0.42, 0.32, 0.49, 0.26]]);
    ctx.beginPath(); ctx.rect(0.13, 0.62, 0.74, 0.22); finish(ctx, GOLD, lw, [0.13, 0.5, 0.74, 0.4]);
    glints(ctx, lw, [[0.17, 0.66, 0.5, 0.66, 0.83, 0.66]], 0.7);
    disc(ctx, 0.3, 0.73, 0.055, VERMILION, lw * 0.7);
    disc(ctx, 0.5, 0.73, 0.065, SMALT, lw * 0.7);
    disc(ctx, 0.7, 0.73, 0.055, VERMILION, lw * 0.7);
    for (const [x, y] of [[0.08, 0.3], [0.92, 0.3]]) disc(ctx, x, y, 0.05, WHITE_LEAD, lw * 0.7);
    for (const [x, y] of [[0.5, 0.11], [0.43, 0.17], [0.57, 0.17]]) disc(ctx, x, y, 0.045, GOLD, lw * 0.7);
  },
  // Bishop: a mitre with a gold cross on its front, its circlet and two lappets.
  Bishop(ctx, lw, c) {
    for (const x of [0.3, 0.6]) {
      ctx.beginPath();
      ctx.moveTo(x, 0.78); ctx.lineTo(x + 0.1, 0.78); ctx.lineTo(x + 0.12, 0.98); ctx.lineTo(x - 0.02, 0.98);
      ctx.closePath();
      finish(ctx, c.ground, lw * 0.8, [x - 0.02, 0.78, 0.14, 0.2]);
      ctx.beginPath(); ctx.moveTo(x - 0.02, 0.98); ctx.lineTo(x + 0.12, 0.98);
      ctx.strokeStyle = GOLD; ctx.lineWidth = lw * 1.6; ctx.stroke();
    }
    const body = () => {
      ctx.beginPath();
      ctx.moveTo(0.2, 0.84); ctx.lineTo(0.17, 0.42);
      ctx.bezierCurveTo(0.24, 0.3, 0.4, 0.16, 0.5, 0.02);
      ctx.bezierCurveTo(0.6, 0.16, 0.76, 0.3, 0.83, 0.42);
      ctx.lineTo(0.8, 0.84); ctx.closePath();
    };
    body();
    finish(ctx, WHITE_LEAD, lw, [0.3, 0.1, 0.7, 0.8]);
    ctx.save(); body(); ctx.clip();
    ctx.fillStyle = gold(ctx, 0, 0.6, 1, 0.3);
    ctx.fillRect(0, 0.68, 1, 0.16);
    ctx.restore();
    ctx.beginPath();
    ctx.rect(0.455, 0.2, 0.09, 0.42);
    ctx.rect(0.36, 0.31, 0.28, 0.09);
    ctx.fillStyle = gold(ctx, 0.36, 0.2, 0.28, 0.42); ctx.fill();
    ctx.lineWidth = lw * 0.6; ctx.strokeStyle = GOLD_DARK; ctx.stroke();
    body();
    ctx.lineWidth = lw; ctx.strokeStyle = INK; ctx.stroke();
    ctx.beginPath(); ctx.moveTo(0.19, 0.68); ctx.lineTo(0.81, 0.68); ctx.stroke();
    for (const x of [0.32, 0.5, 0.68]) disc(ctx, x, 0.76, 0.035, x === 0.5 ? SMALT : VERMILION, lw * 0.5);
  },
  // Patrician: a lady's bust in a gown of her colour, her tall hennin trailing a veil.
  Patrician(ctx, lw, c) {
    ctx.beginPath();                                       // veil, behind everything
    ctx.moveTo(0.84, 0.03);
    ctx.bezierCurveTo(0.66, 0.2, 0.28, 0.3, 0.14, 0.82);
    ctx.bezierCurveTo(0.22, 0.78, 0.3, 0.8, 0.34, 0.74);
    ctx.bezierCurveTo(0.4, 0.5, 0.64, 0.3, 0.84, 0.03);
    ctx.closePath();
    finish(ctx, 'rgba(251, 246, 233, 0.9)', lw * 0.6);
    ctx.beginPath();                                       // gown
    ctx.moveTo(0.16, 1);
    ctx.bezierCurveTo(0.18, 0.8, 0.3, 0.72, 0.44, 0.7);
    ctx.lineTo(0.56, 0.7);
    ctx.bezierCurveTo(0.7, 0.72, 0.82, 0.8, 0.84, 1);
    ctx.closePath();
    finish(ctx, c.ground, lw, [0.16, 0.7, 0.68, 0.3]);
    glints(ctx, lw, [[0.24, 0.93, 0.26, 0.8, 0.38, 0.75]]);
    ctx.beginPath();
    ctx.moveTo(0.36, 0.72); ctx.quadraticCurveTo(0.5, 0.86, 0.64, 0.72);
    ctx.strokeStyle = GOLD; ctx.lineWidth = lw * 1.8; ctx.stroke();
    ctx.beginPath(); ctx.rect(0.45, 0.58, 0.1, 0.14); finish(ctx, '#f1d2b0', lw * 0.7);
    ctx.beginPath(); ctx.ellipse(0.5, 0.5, 0.12, 0.15, 0, 0, Math.PI * 2);
    finish(ctx, '#f4d9bb', lw, [0.38, 0.35, 0.3, 0.3]);
    disc(ctx, 0.46, 0.49, 0.014, INK, lw * 0.2);
    disc(ctx, 0.55, 0.49, 0.014, INK, lw * 0.2);
    ctx.beginPath();                                       // the hennin, tilted back
    ctx.moveTo(0.36, 0.44);
    ctx.lineTo(0.84, 0.03);
    ctx.lineTo(0.63, 0.4);
    ctx.quadraticCurveTo(0.5, 0.34, 0.36, 0.44);
    ctx.closePath();
    const g = ctx.createLinearGradient(0.4, 0.4, 0.8, 0.1);
    g.addColorStop(0, c.deep); g.addColorStop(1, c.ground);
    finish(ctx, g, lw);
    ctx.beginPath();                                       // jewelled frontlet
    ctx.moveTo(0.35, 0.45); ctx.quadraticCurveTo(0.5, 0.33, 0.64, 0.41);
    ctx.strokeStyle = GOLD; ctx.lineWidth = lw * 2.2; ctx.stroke();
    disc(ctx, 0.5, 0.385, 0.03, VERMILION, lw * 0.4);
  },
  // Quack: a round-bellied phial of some dubious cure, corked.
  Quack(ctx, lw) {
    const body = () => {
      ctx.beginPath();
      ctx.moveTo(0.42, 0.2); ctx.lineTo(0.42, 0.42);
      ctx.arc(0.5, 0.66, 0.27, -Math.PI / 2 - 0.3, Math.PI * 1.5 + 0.3, false);
      ctx.lineTo(0.58, 0.42); ctx.lineTo(0.58, 0.2);
      ctx.closePath();
    };
    body();
    ctx.fillStyle = 'rgba(214, 230, 232, 0.9)';
    ctx.fill();
    ctx.save(); body(); ctx.clip();
    ctx.fillStyle = modelled(ctx, MALACHITE, 0.25, 0.6, 0.75, 0.95); ctx.fillRect(0, 0.6, 1, 0.5);
    ctx.fillStyle = 'rgba(255,255,255,0.35)'; ctx.fillRect(0, 0.6, 1, 0.04);
    ctx.restore();
    body();
    ctx.lineWidth = lw; ctx.strokeStyle = INK; ctx.stroke();
    ctx.beginPath(); ctx.ellipse(0.4, 0.58, 0.05, 0.1, 0.5, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(255,255,255,0.75)'; ctx.fill();
    ctx.beginPath(); ctx.rect(0.37, 0.16, 0.26, 0.06); finish(ctx, GOLD, lw * 0.8, [0.37, 0.1, 0.26, 0.15]);
    ctx.beginPath(); ctx.moveTo(0.43, 0.16); ctx.lineTo(0.45, 0.04); ctx.lineTo(0.55, 0.04); ctx.lineTo(0.57, 0.16);
    ctx.closePath(); finish(ctx, CYPRUS, lw * 0.8, [0.43, 0.04, 0.14, 0.12]);
    glints(ctx, lw, [[0.72, 0.5, 0.8, 0.62, 0.74, 0.8]], 0.5);
    for (const [x, y, r] of [[0.42, 0.76, 0.03], [0.56, 0.72, 0.022], [0.5, 0.84, 0.02]]) disc(ctx, x, y, r, 'rgba(255,255,255,0.7)', lw * 0.3);
  },
  // Minstrel: a lute, its pegbox bent back, a carved rose in the belly.
  Minstrel(ctx, lw) {
    ctx.save();
    ctx.translate(0.5, 0.5); ctx.rotate(-0.6); ctx.translate(-0.5, -0.5);
    ctx.beginPath();                                       // neck
    ctx.rect(0.455, 0.05, 0.09, 0.42);
    finish(ctx, '#5b3a1e', lw * 0.8);
    ctx.beginPath();                                       // pegbox
    ctx.moveTo(0.455, 0.06); ctx.lineTo(0.545, 0.06); ctx.lineTo(0.6, -0.08); ctx.lineTo(0.53, -0.1);
    ctx.closePath();
    finish(ctx, '#4a2e16', lw * 0.8);
    ctx.beginPath();                                       // body
    ctx.moveTo(0.5, 0.34);
    ctx.bezierCurveTo(0.74, 0.36, 0.82, 0.62, 0.76, 0.8);
    ctx.bezierCurveTo(0.7, 0.98, 0.3, 0.98, 0.24, 0.8);
    ctx.bezierCurveTo(0.18, 0.62, 0.26, 0.36, 0.5, 0.34);
    const g = ctx.createLinearGradient(0.25, 0.4, 0.75, 0.9);
    g.addColorStop(0, '#e0a85a'); g.addColorStop(1, '#a4662c');
    finish(ctx, g, lw);
    glints(ctx, lw, [[0.3, 0.74, 0.28, 0.52, 0.44, 0.41]], 0.7);
    disc(ctx, 0.5, 0.62, 0.09, '#3a2412', lw * 0.5);
    ctx.beginPath();
    for (let k = 0; k < 6; k++) {
      const a = k * Math.PI / 3;
      ctx.moveTo(0.5, 0.62); ctx.lineTo(0.5 + Math.cos(a) * 0.085, 0.62 + Math.sin(a) * 0.085);
    }
    ctx.strokeStyle = GOLD; ctx.lineWidth = lw * 0.5; ctx.stroke();
    ctx.beginPath(); ctx.rect(0.42, 0.8, 0.16, 0.04); finish(ctx, '#3a2412', lw * 0.5);
    ctx.beginPath();
    for (const x of [0.475, 0.5, 0.525]) { ctx.moveTo(x, 0.07); ctx.lineTo(x, 0.82); }
    ctx.strokeStyle = 'rgba(250, 240, 210, 0.8)'; ctx.lineWidth = lw * 0.3; ctx.stroke();
    ctx.restore();
  },
  // Fire-Eater: a torch with a three-tongued flame.
  FireEater(ctx, lw) {
    ctx.beginPath();
    ctx.moveTo(0.44, 0.66); ctx.lineTo(0.56, 0.66); ctx.lineTo(0.53, 0.98); ctx.lineTo(0.47, 0.98);
    ctx.closePath();
    finish(ctx, CYPRUS, lw * 0.8, [0.44, 0.66, 0.12, 0.2]);
    ctx.beginPath(); ctx.rect(0.38, 0.6, 0.24, 0.08); finish(ctx, GOLD, lw * 0.8, [0.38, 0.55, 0.24, 0.18]);
    const flame = (k) => {
      ctx.beginPath();
      ctx.moveTo(0.5, 0.62);
      ctx.bezierCurveTo(0.5 - 0.3 * k, 0.6, 0.5 - 0.28 * k, 0.34, 0.5 - 0.14 * k, 0.2 + 0.1 * (1 - k));
      ctx.bezierCurveTo(0.5 - 0.12 * k, 0.34, 0.46, 0.36, 0.46, 0.4);
      ctx.bezierCurveTo(0.44, 0.26, 0.5, 0.1, 0.56, 0.02 + 0.2 * (1 - k));
      ctx.bezierCurveTo(0.56, 0.2, 0.62, 0.3, 0.6, 0.38);
      ctx.bezierCurveTo(0.64, 0.32, 0.66, 0.26, 0.66 + 0.04 * k, 0.2 + 0.12 * (1 - k));
      ctx.bezierCurveTo(0.5 + 0.34 * k, 0.36, 0.5 + 0.3 * k, 0.6, 0.5, 0.62);
      ctx.closePath();
    };
    flame(1); finish(ctx, REALGAR, lw, [0.3, 0.1, 0.4, 0.5]);
    flame(0.62); ctx.fillStyle = ORPIMENT; ctx.fill();
    flame(0.3); ctx.fillStyle = '#fff3c4'; ctx.fill();
  },
};

/**
 * Runs `paint(ctx, lw, c)`, a drawing of class `c` in the unit square, so that it fills the
 * square (x, y, s), its ink `lw` wide in unit space. A context that can repeat a drawing (an
 * SvgContext: <use>) draws each (`kind`, class, ink) once. The emblems' and the figures' frame.
 */
export function inUnitSquare(ctx, kind, c, x, y, s, lw, paint) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(s, s);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  if (ctx.repeat) ctx.repeat(`${kind}|${c.id}|${lw.toFixed(4)}`, () => paint(ctx, lw, c));
  else paint(ctx, lw, c);
  ctx.restore();
}

// Draws the emblem of class `c` (a class of the board model, facts.js) filling the square
// (x, y, s). `line` is the ink width in CSS pixels.
export function drawEmblem(ctx, c, x, y, s, line = Math.max(0.8, s * 0.045)) {
  inUnitSquare(ctx, 'emblem', c, x, y, s, line / s, DRAW[c.id]);
}
