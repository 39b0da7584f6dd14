// The six class figures, half-length, in the manner of Franco-Flemish miniatures of 1380–1420:
// ink contour, pigment modelled light to dark, white-lead lights, gold leaf, pale faces. Drawn
// in a unit square as the emblems are (docs/ART.md, "Figures").

import {
  INK, GOLD, WHITE_LEAD, SMALT, VERMILION, VERONA, MALACHITE, ORPIMENT, REALGAR, tone,
} from '../../platform/render/palette.js';
import { finish, disc, inUnitSquare } from './emblems.js';

const FLESH = '#f6e5d2';
const HAIR = { fair: '#b98a48', brown: '#7a5230', grey: '#a69c90', dark: '#4a3222' };
const ARGS = { M: 2, L: 2, Q: 4, C: 6 };
const OPS = { M: 'moveTo', L: 'lineTo', Q: 'quadraticCurveTo', C: 'bezierCurveTo' };

// Traces path data "M50 20C…" (M L Q C Z, absolute, in hundredths; k other units) and returns
// the box [x, y, w, h] of its points.
function trace(ctx, d, k = 100) {
  ctx.beginPath();
  const b = [1e9, 1e9, -1e9, -1e9];
  for (const [, op, a] of d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    if (op === 'Z') { ctx.closePath(); continue; }
    const v = a.match(/-?[\d.]+(e-?\d+)?/g).map((n) => n / k);
    v.forEach((n, i) => { b[i & 1] = Math.min(b[i & 1], n); b[2 + (i & 1)] = Math.max(b[2 + (i & 1)], n); });
    for (let i = 0; i < v.length; i += ARGS[op]) ctx[i && op === 'M' ? 'lineTo' : OPS[op]](...v.slice(i, i + ARGS[op]));
  }
  return [b[0], b[1], b[2] - b[0], b[3] - b[1]];
}

// A shape filled (a pigment modelled across it, gold burnished) and outlined in ink.
function shape(ctx, d, fill, lw) {
  finish(ctx, fill, lw, trace(ctx, d));
}

function ink(ctx, w, colour = INK) {
  ctx.lineWidth = w;
  ctx.strokeStyle = colour;
  ctx.stroke();
}
function paint(ctx, colour) {
  ctx.fillStyle = colour;
  ctx.fill();
}

function pen(ctx, d, w, colour) {
  trace(ctx, d);
  ink(ctx, w, colour);
}

// White-lead lights on the ridges of folds.
const lights = (ctx, d, lw, alpha = 0.8) => pen(ctx, d, lw, `rgba(251, 246, 233, ${alpha})`);

// Draws in a frame at (x, y) turned by a, where 100 units are s hundredths; l: lw in its units.
function local(ctx, lw, x, y, s, a, draw) {
  ctx.save();
  ctx.translate(x / 100, y / 100);
  ctx.rotate(a);
  ctx.scale(s / 100, Math.abs(s) / 100);
  draw(lw * 100 / Math.abs(s));
  ctx.restore();
}

// A pale face of half-height h: flushed cheeks, brows, eyes, the nose down its shaded side, a red
// mouth. `turn` (-1…1) turns the features, `look` moves the pupils, `mouth` opens it.
function face(ctx, lw, x, y, h, { turn = 0, tilt = 0, look = 0, lookY = 0, mouth = 0, age = 0 } = {}) {
  local(ctx, lw, x, y, h / 100, tilt, (l) => {
    const t = turn * 18, ln = l * 0.45, d = turn >= 0 ? 1 : -1, m = t * 0.9;
    const ex = (s) => s * (30 - s * t * 0.25) + t, ew = (s) => 15 - s * t * 0.3;
    const eyes = (lower) => {
      ctx.beginPath();
      for (const s of [-1, 1]) {
        ctx.moveTo(ex(s) - ew(s), -15); ctx.quadraticCurveTo(ex(s), -28, ex(s) + ew(s), -15);
        if (lower) ctx.quadraticCurveTo(ex(s), -6, ex(s) - ew(s), -15);
      }
    };
    ctx.beginPath();
    ctx.moveTo(t * 0.2, -100);
    ctx.bezierCurveTo(50 - t * 0.4, -100, 74 - t * 0.5, -62, 72 - t * 0.5, -16);
    ctx.bezierCurveTo(70 - t * 0.4, 34, 40 + t * 0.5, 84, t * 0.9, 100);
    ctx.bezierCurveTo(-40 + t * 0.5, 84, -70 - t * 0.4, 34, -72 - t * 0.5, -16);
    ctx.bezierCurveTo(-74 - t * 0.5, -62, -50 - t * 0.4, -100, t * 0.2, -100);
    const g = ctx.createRadialGradient(-22 + t, -34, 8, 0, -6, 112);
    g.addColorStop(0, '#fff8ee');
    g.addColorStop(0.55, FLESH);
    g.addColorStop(1, '#d8b08e');
    finish(ctx, g, ln * 1.6);
    for (const s of [-1, 1]) {                          // the flush of the cheeks
      const cx = s * 40 + t * 0.4, r = ctx.createRadialGradient(cx, 26, 0, cx, 26, 24);
      r.addColorStop(0, 'rgba(222, 110, 96, 0.5)');
      r.addColorStop(1, 'rgba(222, 110, 96, 0)');
      ctx.beginPath(); ctx.arc(cx, 26, 24, 0, Math.PI * 2); paint(ctx, r);
    }
    eyes(true); paint(ctx, '#fffaf0');                  // the eyes, the far one narrower
    ctx.beginPath();
    for (const s of [-1, 1]) ctx.ellipse(ex(s) + look * 7, -16 + lookY * 3, 6.5, 6.5, 0, 0, Math.PI * 2);
    paint(ctx, INK);
    eyes(false); ink(ctx, ln * 1.1);
    ctx.beginPath();                                     // brows, nose, mouth
    for (const s of [-1, 1]) { ctx.moveTo(ex(s) - ew(s) - 4, -33 + s * age * 2); ctx.quadraticCurveTo(ex(s), -45, ex(s) + ew(s) + 4, -35); }
    ink(ctx, ln * 0.8, 'rgba(80, 48, 26, 0.8)');
    trace(ctx, `M${t * 1.05 - d * 10} -30Q${t * 1.05 - d * 4} 4 ${t * 1.05 + d * 6} 24Q${t * 1.05 - d * 2} 30 ${t * 1.05 - d * 10} 24`, 1);
    ink(ctx, ln, 'rgba(90, 50, 28, 0.85)');
    if (mouth) {
      ctx.beginPath(); ctx.ellipse(m, 54 + mouth * 4, 11 + mouth * 3, 4 + 12 * mouth, 0, 0, Math.PI * 2);
      paint(ctx, '#6a1c16'); ink(ctx, ln, '#b8403a');
    } else {
      trace(ctx, `M${m - 13} 52Q${m} 47 ${m + 13} 52Q${m} 62 ${m - 13} 52`, 1); paint(ctx, '#c0483e');
      trace(ctx, `M${m - 13} 52Q${m} 55 ${m + 13} 52`, 1); ink(ctx, ln * 0.8, '#5a1a14');
    }
    if (age) {
      trace(ctx, `M${t - 20} -62Q${t} -66 ${t + 20} -62M${t - 16} -72Q${t} -75 ${t + 16} -72M${t - 30} 22Q${t - 30} 40 ${t - 22} 48M${t + 30} 22Q${t + 30} 40 ${t + 22} 48`, 1);
      ink(ctx, ln * 0.8, 'rgba(90, 50, 28, 0.6)');
    }
  });
}

// Hands (outline, lines): a fist round a staff along y, blessing, open, pointing, cupped.
const HANDS = {
  grip: ['M-40-40C-20-54 26-52 42-34C54-10 52 26 38 42C14 58-26 54-42 36C-52 12-52-18-40-40Z',
    'M-2-22Q24-26 46-16M0 0Q26-2 50 6M0 22Q22 22 42 30M-42-20Q-16-34 4-18Q10-10 2-4'],
  bless: ['M-34 70L-36 6C-36-8-30-18-22-20L-24-96C-24-110-6-110-6-96L-4-26L-2-104C-2-118 16-118 16-104L16-22C26-26 38-18 36-2C34 22 30 48 26 70Z',
    'M16-20C8-8 6 6 14 14C20 20 30 16 34 6M-36 6C-26 14-8 16 4 10M-6-26L-5-10'],
  open: ['M-36 60L-40 0C-42-14-34-18-30-8L-30-70C-30-82-16-82-16-70L-14-84C-14-96 2-96 2-84L4-78C4-90 20-90 20-78L22-62C22-72 36-72 36-60L34 10C40 2 52 4 48 18C42 34 32 50 26 60Z',
    'M-16-70L-14-20M2-84L2-22M20-78L18-20'],
  point: ['M-34 60L-38-4C-38-16-30-22-20-20L-18-100C-18-112-2-112-2-100L0-24C12-30 36-24 36-6C36 20 32 44 26 60Z',
    'M0-24C-2-12 6-2 16-2C24-2 30-8 36-6M-38-4C-28 4-12 4-2-2'],
  cup: ['M-50-10C-56 10-40 30-10 32C30 34 60 20 70 0C76-10 66-16 58-8C50 0 40 2 30-2C40-8 36-16 26-14L-30-6C-40-12-46-14-50-10Z',
    'M-30-6C-10 0 10 0 26-4M30-2C20 6 0 10-20 8'],
};

function hand(ctx, lw, kind, x, y, s, a = 0) {
  local(ctx, lw, x, y, s, a, (l) => {
    const [outline, lines] = HANDS[kind];
    shape(ctx, outline, FLESH, l * 0.5);
    pen(ctx, lines, l * 0.35, 'rgba(90, 50, 28, 0.85)');
  });
}

// A gold fleur-de-lis s high on (x, y).
function fleur(ctx, lw, x, y, s, line = 0.45) {
  local(ctx, lw, x, y, s, 0, (l) => {
    shape(ctx, 'M0-100C16-80 22-46 9-14L-9-14C-22-46-16-80 0-100ZM9-14C16-44 40-66 56-46C66-32 56-14 44-20C50-30 42-38 32-30C22-22 20-10 18-4ZM-9-14C-16-44-40-66-56-46C-66-32-56-14-44-20C-50-30-42-38-32-30C-22-22-20-10-18-4ZM-28-14L28-14L28-2L-28-2ZM-7-2L7-2L0 16Z',
      GOLD, l * line);
  });
}

// Ermine tails at the points given.
function ermine(ctx, lw, spots) {
  ctx.beginPath();
  for (let i = 0; i < spots.length; i += 2) {
    const x = spots[i] / 100, y = spots[i + 1] / 100;
    ctx.moveTo(x, y - 0.004); ctx.lineTo(x, y + 0.013);
    ctx.moveTo(x - 0.006, y + 0.014); ctx.lineTo(x, y + 0.006); ctx.lineTo(x + 0.006, y + 0.014);
  }
  ink(ctx, lw * 0.5);
}

// A flame s long from (x, y) along the angle a (0: up): realgar, orpiment, white heat.
function flame(ctx, lw, x, y, s, a) {
  for (const [k, col] of [[1, REALGAR], [0.7, ORPIMENT], [0.4, '#fff3c4']]) {
    local(ctx, lw, x, y, s * k, a, (l) => {
      trace(ctx, 'M0 0C-8-8-28-24-32-46C-34-60-26-70-22-80C-20-68-14-60-10-56C-12-72-6-88 4-100C4-84 12-72 14-62C18-68 22-74 28-80C36-56 24-14 0 0Z');
      paint(ctx, col);
      if (k === 1) ink(ctx, l * 0.4, '#7a2a10');
    });
  }
}

// A neck shaded under the chin.
function neck(ctx, d, o, y0, y1) {
  trace(ctx, d);
  const g = ctx.createLinearGradient(0, y0 / 100, 0, y1 / 100);
  g.addColorStop(0, '#c89a74');
  g.addColorStop(0.3, '#ecd4bc');
  g.addColorStop(1, FLESH);
  finish(ctx, g, o);
}

export const FIGURES = {
  // A crowned prince in a smalt houppelande and ermine cape, with sceptre and orb.
  Prince(ctx, lw, c) {
    const o = lw * 0.6;
    shape(ctx, 'M16 100C17 84 22 68 32 60C38 57 44 56 50 56C56 56 62 57 68 60C78 68 83 84 84 100Z', c.ground, o);
    pen(ctx, 'M44 76C42 84 41 92 40 100M57 76C59 84 60 92 61 100', o * 1.6, c.deep);
    lights(ctx, 'M47.5 78C47 86 46.5 92 46.5 99M53.5 78C54 86 54.5 92 54.5 99', o * 0.8, 0.5);
    for (const [x, y] of [[50, 97], [45, 87], [56, 87]]) fleur(ctx, lw, x, y, 5, 0.25);
    // bag sleeves
    shape(ctx, 'M24 66C18 76 15 88 16 100L35 100C34 93 36 89 40 85L41 77C36 73 30 70 24 66Z', c.ground, o);
    lights(ctx, 'M21 74C18 82 17.5 90 18 98', o, 0.55);
    pen(ctx, 'M30 86C28 91 27 96 27 100', o * 1.4, c.deep);
    shape(ctx, 'M76 66C82 76 85 88 84 100L65 100C66 93 64 89 60 85L59 77C64 73 70 70 76 66Z', c.ground, o);
    pen(ctx, 'M70 86C72 91 73 96 73 100', o * 1.4, c.deep);
    // ermine cape
    neck(ctx, 'M44.5 41L44.5 56Q50 59 55.5 56L55.5 41Z', o * 0.7, 42, 56);
    shape(ctx, 'M50 51C42 51 35 54 30 58C26 61 24 65 23 68C31 71 40 72 50 72C60 72 69 71 77 68C76 65 74 61 70 58C65 54 58 51 50 51Z', WHITE_LEAD, o);
    ermine(ctx, lw, [30, 64, 38, 67, 46, 62, 54, 62, 62, 67, 70, 64, 41, 56.5, 59, 56.5, 50, 67.5]);
    // cuffs, sceptre, orb
    shape(ctx, 'M30 79C33 75 41 75 43 78L43 85C39 87 33 86 31 84Z', WHITE_LEAD, o * 0.8);
    ermine(ctx, lw, [34, 79.5, 39, 81]);
    shape(ctx, 'M57 78C59 75 67 75 70 79L69 84C67 86 61 87 57 85Z', WHITE_LEAD, o * 0.8);
    ermine(ctx, lw, [61, 80.5, 66, 79.5]);
    shape(ctx, 'M30.8 14L32.6 14L37 98L34.8 98Z', GOLD, o * 0.8);
    fleur(ctx, lw, 31.5, 16, 11);
    hand(ctx, lw, 'grip', 35, 73, 9, -0.05);
    hand(ctx, lw, 'cup', 63.5, 79, 9, -0.1);
    disc(ctx, 0.655, 0.715, 0.062, GOLD, o);
    pen(ctx, 'M59.5 71.5Q65.5 74.5 71.5 71.5M65.5 65.5L65.5 73.5', o * 0.6);
    shape(ctx, 'M64.8 65.5L64.8 61.5L63 61.5L63 59.9L64.8 59.9L64.8 57.9L66.2 57.9L66.2 59.9L68 59.9L68 61.5L66.2 61.5L66.2 65.5Z', GOLD, o * 0.5);
    shape(ctx, 'M37 38C34 27 39 19 50 19C61 19 66 27 63 38C62.5 43 59 45 57 41L43 41C41 45 37.5 43 37 38Z', HAIR.fair, o);
    pen(ctx, 'M39.5 31Q38 36 40 41M41 29Q40 34 41.5 38M60.5 31Q62 36 60 41M59 29Q60 34 58.5 38', o * 0.5, '#6a4a22');
    face(ctx, lw, 50, 33, 11, { turn: 0.12 });
    shape(ctx, 'M36.5 24C44 26.5 56 26.5 63.5 24L63.5 18.5C56 21 44 21 36.5 18.5Z', GOLD, o);
    for (const [x, y, k] of [[38.5, 19.5, 7.5], [50, 20.5, 10], [61.5, 19.5, 7.5]]) fleur(ctx, lw, x, y, k);
    for (const [x, col] of [[43, VERMILION], [50, SMALT], [57, VERMILION]]) disc(ctx, x / 100, 0.226, 0.014, col, o * 0.5);
  },

  // A bishop in mitre and a cope of Pozzuoli red with gold orphreys, blessing, with crozier.
  Bishop(ctx, lw, c) {
    const o = lw * 0.6;
    shape(ctx, 'M50 50C40 50 32 54 26 62C17 72 13 86 12 100L88 100C87 86 83 72 74 62C68 54 60 50 50 50Z', c.ground, o);
    shape(ctx, 'M45 52L55 52L58 100L42 100Z', WHITE_LEAD, o * 0.7);
    pen(ctx, 'M49 62L48 100M52 62L53 100', o * 0.5, 'rgba(140, 130, 110, 0.6)');
    pen(ctx, 'M28 74C26 84 24 92 23 100M72 74C74 84 76 92 77 100M36 70C35 82 34 92 34 100', o * 1.8, c.deep);
    lights(ctx, 'M31 72C29 82 28 92 28 99M69 72C70.5 82 71.5 92 72 99', o * 0.8, 0.45);
    for (const side of [-1, 1]) {
      const x = (dx) => 50 + side * dx;
      shape(ctx, `M${x(4)} 52L${x(9)} 53L${x(14)} 100L${x(8)} 100Z`, GOLD, o * 0.7);
      for (const y of [64, 78, 92]) disc(ctx, (50 + side * (7 + (y - 52) * 0.1)) / 100, y / 100, 0.009, y === 78 ? SMALT : VERMILION, o * 0.4);
    }
    shape(ctx, 'M42 47C45 52 55 52 58 47L62 53C56 58 44 58 38 53Z', WHITE_LEAD, o * 0.7);
    // the morse
    shape(ctx, 'M50 55C53 55 54 57 54 58.5C56 58.5 57.5 60 57.5 62C57.5 64 56 65.5 54 65.5C54 67 53 69 50 69C47 69 46 67 46 65.5C44 65.5 42.5 64 42.5 62C42.5 60 44 58.5 46 58.5C46 57 47 55 50 55Z', GOLD, o * 0.7);
    disc(ctx, 0.5, 0.62, 0.022, SMALT, o * 0.5);
    shape(ctx, 'M22 72C22 66 28 62 34 63L36 72C32 76 26 77 22 72Z', WHITE_LEAD, o * 0.7);
    hand(ctx, lw, 'bless', 29, 60, 11, -0.15);
    disc(ctx, 0.285, 0.607, 0.006, GOLD, o * 0.3);
    // the crozier
    shape(ctx, 'M75.5 30L78 30L78.8 100L76.2 100Z', GOLD, o * 0.7);
    shape(ctx, 'M75.5 31C74 22 76 12 84 10C92 8 97 16 94 22C91 28 84 27 84 22C84 18 88 18 89 20C90 16 84 14 82 18C80 22 79 26 78 31Z', GOLD, o * 0.8);
    disc(ctx, 0.865, 0.205, 0.018, VERMILION, o * 0.4);
    shape(ctx, 'M74 32L80 32L80.2 36L73.8 36Z', GOLD, o * 0.7);
    shape(ctx, 'M70 70C72 64 80 62 84 66L84 76C80 78 74 78 70 76Z', c.ground, o * 0.8);
    hand(ctx, lw, 'grip', 77.5, 64, 8.5, 0.02);
    // lappets, hair, face, mitre
    shape(ctx, 'M38 30L36 50L41 51L42 32ZM62 30L64 50L59 51L58 32Z', GOLD, o * 0.6);
    shape(ctx, 'M39 33C38 38 38 42 40 45L44 42L44 33ZM61 33C62 38 62 42 60 45L56 42L56 33Z', HAIR.grey, o * 0.6);
    face(ctx, lw, 50, 37, 10.5, { turn: -0.1, age: 1, look: -0.3 });
    const mitre = 'M37 28C36 18 40 10 50 0.5C60 10 64 18 63 28C56 26 44 26 37 28Z';
    shape(ctx, mitre, WHITE_LEAD, o);
    ctx.save(); trace(ctx, mitre); ctx.clip();
    shape(ctx, 'M47.5 0L52.5 0L52.5 30L47.5 30ZM30 22C44 19 56 19 70 22L70 30L30 30Z', GOLD, o * 0.5);
    ctx.restore();
    trace(ctx, mitre); ink(ctx, o);
    lights(ctx, 'M40 20C40 15 43 10 46 7', o * 0.8, 0.9);
    for (const [x, y, col] of [[50, 12, VERMILION], [42, 24.5, SMALT], [58, 24.5, SMALT], [50, 24, VERMILION]]) disc(ctx, x / 100, y / 100, 0.012, col, o * 0.4);
  },

  // A lady in a malachite gown, a veiled hennin on her head, holding up a rose.
  Patrician(ctx, lw, c) {
    const o = lw * 0.6;
    shape(ctx, 'M90 2C93 24 89 48 85 72C80 75 74 75 69 72C70 56 69 40 65 26Z', 'rgba(251, 246, 233, 0.65)', o * 0.5);
    pen(ctx, 'M88 8C88 30 84 52 80 73M80 14C80 34 78 54 75 74', o * 0.4, 'rgba(120, 110, 90, 0.4)');
    shape(ctx, 'M50 58C38 58 30 62 26 68C20 78 16 90 16 100L84 100C84 90 80 78 74 68C70 62 62 58 50 58Z', c.ground, o);
    pen(ctx, 'M36 84C34 90 32 95 31 100M64 84C66 90 68 95 69 100M50 84L50 100', o * 1.8, c.deep);
    lights(ctx, 'M41 85C39.5 90 38.5 95 38 99M57 85C58.5 90 59.5 95 60 99M25 74C22 80 20 88 19 96', o * 0.8, 0.5);
    shape(ctx, 'M26 76C36 79 64 79 74 76L73 80C64 83 36 83 27 80Z', GOLD, o * 0.6);
    neck(ctx, 'M44 46L44 58L50 72L56 58L56 46Z', o * 0.6, 47, 64);
    shape(ctx, 'M36 58C40 60 44 64 50 74C56 64 60 60 64 58L69 61C62 64 56 70 50 80C44 70 38 64 31 61Z', WHITE_LEAD, o * 0.7);
    pen(ctx, 'M44 59Q50 66 56 59', o * 0.9, GOLD);
    disc(ctx, 0.5, 0.645, 0.011, VERMILION, o * 0.5);
    // hands, the rose
    shape(ctx, 'M21 88C23 80 28 73 33 68L40 71C36 77 32 83 30 90Z', c.ground, o);
    shape(ctx, 'M32 66.5L41 70.5L39.5 73.5L30.5 69.5Z', WHITE_LEAD, o * 0.6);
    pen(ctx, 'M39.5 52Q38.8 60 38.5 68', o * 0.9, '#3f6a2a');
    shape(ctx, 'M39 59C36 57 33.5 58 33 60.5C35.5 61 37.5 60.5 39 59Z', VERONA, o * 0.4);
    hand(ctx, lw, 'grip', 38.5, 65, 7, 0.05);
    disc(ctx, 0.395, 0.515, 0.028, VERMILION, o * 0.6);
    pen(ctx, 'M38 50.5Q39.5 52 41 50.5M37.5 53Q39.5 54.5 41.5 53', o * 0.4, '#6a1a14');
    shape(ctx, 'M70 74L73 82L69 84L66 76Z', WHITE_LEAD, o * 0.6);
    hand(ctx, lw, 'open', 63, 79, 8, -1.45);
    face(ctx, lw, 47, 40, 10, { turn: -0.25, look: -0.4 });
    const hennin = 'M37 36C35 28 42 23 52 23C58 23 61 27 59 32L90 1.5Z';
    shape(ctx, hennin, c.deep, o);
    ctx.save(); trace(ctx, hennin); ctx.clip();
    pen(ctx, 'M40 22L70 10M46 28L80 10M56 30L86 8M50 14L60 28M62 10L70 22M74 6L78 14', o * 0.5, GOLD);
    ctx.restore();
    pen(ctx, 'M37 36C38 31 46 27 52 27C56 27 59 29 59.5 32', o * 2.2, GOLD);
    pen(ctx, 'M37 36C38 31 46 27 52 27C56 27 59 29 59.5 32', o * 0.4);
    for (const [x, y] of [[41, 31], [47, 28.6], [53, 27.8]]) disc(ctx, x / 100, y / 100, 0.007, WHITE_LEAD, o * 0.3);
  },

  // A quack in orpiment and a pointed hood, holding up a flask and pointing at it.
  Quack(ctx, lw, c) {
    const o = lw * 0.6;
    shape(ctx, 'M50 58C40 58 32 62 28 68C22 78 20 90 20 100L84 100C84 90 82 78 76 68C72 62 62 58 50 58Z', c.ground, o);
    pen(ctx, 'M44 76C42 84 41 92 40 100M62 76C64 84 66 92 67 100', o * 1.6, c.deep);
    lights(ctx, 'M48 78C47 86 46.5 94 46.5 99M58 78C59 86 60 94 60.5 99', o * 0.8, 0.6);
    shape(ctx, 'M24 86C34 88 70 88 80 86L80 90C70 92 34 92 24 90Z', c.deep, o * 0.6);
    disc(ctx, 0.7, 0.895, 0.02, GOLD, o * 0.5);
    // the flask
    shape(ctx, 'M30 68C24 62 20 54 20 46L30 44C32 52 36 58 42 62Z', c.ground, o);
    lights(ctx, 'M23 50C24 56 27 61 30 64', o * 0.8, 0.6);
    shape(ctx, 'M19 47C22 44 28 43 31 45L30 49C27 48 23 48 20 50Z', c.deep, o * 0.6);
    const flask = 'M22 12L22 22C15 24 11 29 11 34C11 41 17 45 25 45C33 45 39 41 39 34C39 29 35 24 28 22L28 12Z';
    trace(ctx, flask); paint(ctx, 'rgba(214, 232, 234, 0.85)');
    ctx.save(); trace(ctx, flask); ctx.clip();
    shape(ctx, 'M0 33C10 35 40 35 50 33L50 50L0 50Z', MALACHITE, 0);
    ctx.restore();
    trace(ctx, flask); ink(ctx, o);
    lights(ctx, 'M15 31C14 34 15 37 16 39M23.5 14L23.5 21', o * 1.1, 0.85);
    shape(ctx, 'M20.5 10L29.5 10L29.5 13L20.5 13Z', GOLD, o * 0.6);
    hand(ctx, lw, 'cup', 25, 46, 9, 0);
    // hood, face, beard
    shape(ctx, 'M38 46C34 32 38 20 50 18C56 13 64 7 78 2C73 10 69 18 67 28C69 36 68 44 65 48C71 53 76 57 78 64C70 70 58 71 50 71C42 71 32 69 25 64C29 57 34 51 38 46Z', VERONA, o);
    pen(ctx, 'M34 60C36 64 38 66 40 69M64 60C66 64 66 66 65 69', o * 0.8, tone(VERONA, -0.35));
    lights(ctx, 'M30 61C33 56 37 52 40 49M50 20C54 16 60 11 70 6', o * 0.8, 0.55);
    shape(ctx, 'M41 42C39 32 43 23 52 22C61 22 65 31 63 42C61 51 57 57 52 57C47 57 43 51 41 42Z', tone(VERONA, -0.45), o * 0.7);
    face(ctx, lw, 51.5, 38, 11, { turn: -0.35, look: -1, lookY: -1, tilt: -0.08 });
    shape(ctx, 'M44 44C45 50 48 55 50 60C51 56 53 54 55 52C58 49 59 46 59.5 42C57 47 53 49 50 49C48 49 46 47 44 44Z', HAIR.brown, o * 0.6);
    pen(ctx, 'M47 50Q48.5 53 50 57M52.5 50Q53 52 53.5 54', o * 0.45, '#3a2412');
    shape(ctx, 'M76 68C80 72 82 78 80 84L70 84C70 78 68 74 66 72Z', c.ground, o);
    shape(ctx, 'M68 74C71 71 77 71 79 73L78 77C75 75 71 75 69 77Z', c.deep, o * 0.6);
    hand(ctx, lw, 'point', 73, 66, 9, -0.35);
  },

  // A minstrel in umber (earth of Cyprus), a chaplet of roses on his curls, playing a lute.
  Minstrel(ctx, lw, c) {
    const o = lw * 0.6;
    shape(ctx, 'M50 52C40 52 32 56 28 62C22 72 18 86 18 100L84 100C84 86 80 72 74 62C70 56 60 52 50 52Z', c.ground, o);
    pen(ctx, 'M64 72C66 82 68 92 69 100', o * 1.6, c.deep);
    lights(ctx, 'M30 66C26 74 24 84 23 94M70 66C74 74 76 84 78 94', o * 0.8, 0.45);
    for (const y of [58, 64]) disc(ctx, 0.5, y / 100, 0.01, GOLD, o * 0.4);
    neck(ctx, 'M45 38L45 52Q50 55 55 52L55 38Z', o * 0.7, 40, 52);
    shape(ctx, 'M39 49C44 53 56 53 61 49L63 54C56 58 44 58 37 54Z', c.deep, o * 0.6);
    shape(ctx, 'M70 58C78 60 82 64 82 70L76 74C72 70 68 66 64 66Z', c.ground, o);
    // the lute
    local(ctx, lw, 42, 78, 100, -0.62, (l) => {
      shape(ctx, 'M10-4L54-4L54 4L10 4Z', '#5b3a1e', l * 0.5);
      shape(ctx, 'M53-4.5L64-8L65 2L53 4.5Z', '#4a2e16', l * 0.5);
      pen(ctx, 'M56-6L56.5-8.5M60-7L60.5-9.5M56 4L56.5 6.5M60 3L60.5 5.5', l * 0.4, '#3a2412');
      shape(ctx, 'M14 0C14-14 6-20-6-20C-20-20-30-12-30 0C-30 12-20 20-6 20C6 20 14 14 14 0Z', '#d9a35a', l * 0.6);
      pen(ctx, 'M-28-4C-16-8 0-8 12-3M-28 4C-16 8 0 8 12 3', l * 0.3, 'rgba(110, 60, 25, 0.55)');
      disc(ctx, -0.01, 0, 0.055, '#3a2412', l * 0.3);
      ctx.beginPath();
      for (let k = 0; k < 8; k++) { const a = k * Math.PI / 4; ctx.moveTo(-0.01, 0); ctx.lineTo(-0.01 + Math.cos(a) * 0.05, Math.sin(a) * 0.05); }
      ink(ctx, l * 0.3, GOLD);
      shape(ctx, 'M-22-4L-19-4L-19 4L-22 4Z', '#3a2412', l * 0.3);
      pen(ctx, 'M-20-1.6L56-1.6M-20 0L56 0M-20 1.6L56 1.6', l * 0.18, 'rgba(250, 240, 210, 0.9)');
      lights(ctx, 'M-24-10C-18-16-10-17-2-16', l * 0.5, 0.7);
    });
    hand(ctx, lw, 'grip', 76, 52, 8, 0.95);
    shape(ctx, 'M28 62C22 68 22 78 28 84C32 84 36 82 40 80C36 76 34 70 34 64Z', c.ground, o);
    hand(ctx, lw, 'open', 41, 73, 8, 2.7);
    // hair, face, chaplet
    shape(ctx, 'M37 34C34 24 40 16 50 16C60 16 66 24 63 34C64 40 62 46 58 46C58 40 56 36 55 33L45 33C44 36 42 40 42 46C38 46 36 40 37 34Z', HAIR.fair, o);
    pen(ctx, 'M38 36Q36 40 39 43M62 36Q64 40 61 43M40 28Q38 32 40 36M60 28Q62 32 60 36', o * 0.5, '#6a4a22');
    face(ctx, lw, 51, 32, 10, { turn: 0.3, tilt: 0.12, look: 0.7, lookY: 0.6 });
    pen(ctx, 'M38 22C44 18 56 18 62 22', o * 2.4, '#3f6a2a');
    for (const [x, y, col] of [[39.5, 21.5, VERMILION], [45, 19, WHITE_LEAD], [50.5, 18.3, VERMILION], [56, 19, WHITE_LEAD], [61, 21.5, VERMILION]]) disc(ctx, x / 100, y / 100, 0.022, col, o * 0.5);
  },

  // A fire-eater in realgar, dagged collar, head thrown back, flame at his mouth, torch in hand.
  FireEater(ctx, lw, c) {
    const o = lw * 0.6;
    shape(ctx, 'M48 58C38 58 31 62 28 68C23 78 21 90 21 100L79 100C79 90 77 78 72 68C68 62 60 58 48 58Z', c.ground, o);
    shape(ctx, 'M23 86C34 89 62 89 78 86L78 90C62 93 34 93 23 90Z', ORPIMENT, o * 0.6);
    pen(ctx, 'M40 78C38 86 37 94 36 100M60 78C62 86 63 94 64 100', o * 1.6, c.deep);
    lights(ctx, 'M44 80C43 88 42.5 94 42.5 99M54 80C55 88 55.5 94 56 99', o * 0.8, 0.5);
    neck(ctx, 'M42 46L42 58Q48 61 54 58L54 46Z', o * 0.7, 49, 57);
    shape(ctx, 'M48 55C38 55 30 60 26 66L28 72L32 68L34 74L38 69L41 75L44 70L47 76L50 70L53 75L56 69L59 74L62 68L66 72L68 66C64 59 58 55 48 55Z', ORPIMENT, o * 0.7);
    shape(ctx, 'M26 68C20 62 16 56 16 48L24 46C26 52 30 58 34 62Z', c.ground, o);
    hand(ctx, lw, 'open', 19, 40, 9, -0.3);
    // head thrown back
    local(ctx, lw, 44, 40, 10.5, -0.6, (l) => {
      shape(ctx, 'M-78-10C-92-70-52-120 0-120C52-120 88-84 82-30C80-12 72-2 66-12C68-44 48-78 0-78C-40-78-64-50-68-12C-70 0-76 2-78-10Z', HAIR.dark, l * 0.6);
      pen(ctx, 'M-60-40Q-50-50-52-60M-30-90Q-20-96-10-92M30-90Q40-88 46-80M60-50Q66-40 64-30', l * 0.4, '#8a6a4a');
    });
    face(ctx, lw, 44, 40, 10.5, { turn: 0.5, tilt: -0.6, mouth: 0.8, lookY: -1, look: 0.8 });
    local(ctx, lw, 44, 40, 10.5, -0.6, (l) => {
      pen(ctx, 'M-76-52C-54-96 54-96 78-52', l * 1.3, ORPIMENT);
      pen(ctx, 'M-76-52C-54-96 54-96 78-52', l * 0.25);
    });
    // torch and fire
    shape(ctx, 'M77 90L61 58L64 56.5L80 88.5Z', tone(c.deep, -0.1), o * 0.7);
    shape(ctx, 'M59.5 58.5L65.5 55.5L67 58.5L61 61.5Z', GOLD, o * 0.6);
    shape(ctx, 'M80 97C80 89 78 84 76 79L67 82C69 87 70 92 70 98Z', c.ground, o);
    hand(ctx, lw, 'grip', 71.5, 77, 8, -0.45);
    flame(ctx, lw, 63, 56, 16, 0.2);
    flame(ctx, lw, 49.5, 44, 50, 1.05);
  },
};

// The smallest square (CSS px) in which a figure reads as its person and attribute (its
// silhouette, pigment and attribute; the face only from about 40 px); below it the emblem stays.
// With 2 or more device pixels per CSS pixel it reads from FIGURE_MIN_DENSE (docs/ART.md).
export const FIGURE_MIN = 28;
export const FIGURE_MIN_DENSE = 22;

// Draws the figure of class `c` (facts.js) in the square (x, y, s), as drawEmblem does. `line`:
// the ink width in CSS px, thinning above 40 px as the root of the size (a pen's stroke does
// not grow with the picture).
export function drawFigure(ctx, c, x, y, s, line = Math.max(0.8, s * 0.035)) {
  inUnitSquare(ctx, 'figure', c, x, y, s, line / s * Math.min(1, Math.sqrt(40 / s)), FIGURES[c.id]);
}
