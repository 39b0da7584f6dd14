// The margin's vine scroll: ink stems waving along each side, with ivy leaves of gold and of
// colour and hairline tendrils, as in the borders of Parisian and Burgundian books about 1390.

import { INK, GOLD, GOLD_LIGHT, GOLD_DARK, SMALT, POZZUOLI, VERONA, VERMILION } from './palette.js';
import { rng } from './util.js';

const LEAF_COLOURS = [SMALT, POZZUOLI, VERONA];

function ivyLeaf(ctx, x, y, angle, L, fill, line) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.bezierCurveTo(-0.05 * L, -0.5 * L, 0.45 * L, -0.6 * L, 0.52 * L, -0.26 * L);
  ctx.lineTo(L, 0);
  ctx.lineTo(0.52 * L, 0.26 * L);
  ctx.bezierCurveTo(0.45 * L, 0.6 * L, -0.05 * L, 0.5 * L, 0, 0);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = line;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(0.08 * L, 0);
  ctx.lineTo(0.7 * L, 0);
  ctx.strokeStyle = fill === GOLD ? GOLD_DARK : 'rgba(255, 248, 230, 0.6)';
  ctx.lineWidth = line * 0.7;
  ctx.stroke();
  ctx.restore();
}

function curl(ctx, x, y, angle, r, turn) {
  ctx.beginPath();
  let px = x, py = y, a = angle, rr = r;
  ctx.moveTo(px, py);
  for (let k = 0; k < 14; k++) {
    a += turn * 0.42;
    rr *= 0.9;
    px += Math.cos(a) * rr * 0.42;
    py += Math.sin(a) * rr * 0.42;
    ctx.lineTo(px, py);
  }
  ctx.stroke();
  return [px, py];
}

function bezant(ctx, x, y, r, line) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = GOLD;
  ctx.fill();
  ctx.lineWidth = line;
  ctx.strokeStyle = INK;
  ctx.stroke();
}

// One straight run of vine along the centre line from (ax, ay) to (bx, by) in a band m wide.
function vineRun(ctx, ax, ay, bx, by, m, rnd) {
  const len = Math.hypot(bx - ax, by - ay);
  const ux = (bx - ax) / len, uy = (by - ay) / len;
  const nx = -uy, ny = ux;
  const half = len / Math.max(1, Math.round(len / (m * 1.5)));
  const A = m * 0.2;
  const line = Math.max(0.6, m * 0.05);
  const at = (s) => {
    const o = A * Math.sin(Math.PI * s / half);
    return [ax + ux * s + nx * o, ay + uy * s + ny * o];
  };
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  for (let s = 0; s <= len; s += 2) {
    const [x, y] = at(s);
    if (s === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y);
  }
  ctx.lineTo(...at(len));
  ctx.strokeStyle = INK;
  ctx.lineWidth = line * 1.3;
  ctx.stroke();

  const base = Math.atan2(uy, ux);
  const waves = Math.round(len / half);
  for (let i = 0; i < waves; i++) {
    const s = (i + 0.5) * half;
    const sign = i % 2 === 0 ? 1 : -1;
    const [x, y] = at(s);
    const out = base + sign * Math.PI / 2;
    // Leaf on the outer side of each crest, alternately gold and coloured.
    const fill = i % 2 === 0 ? GOLD : LEAF_COLOURS[Math.floor(rnd() * 3)];
    const lean = (rnd() - 0.5) * 0.8 + sign * 0.35;
    ivyLeaf(ctx, x, y, out + lean, m * 0.32, fill, line);
    // Hairline tendril curling from the stem towards the wave's trough, ending in a gold dot.
    ctx.strokeStyle = INK;
    ctx.lineWidth = line * 0.7;
    const [sx, sy] = at(s + half * 0.35);
    const [ex, ey] = curl(ctx, sx, sy, base - sign * 0.9, m * 0.55, -sign);
    bezant(ctx, ex, ey, Math.max(0.8, m * 0.05), line * 0.5);
    if (rnd() < 0.6) {
      const [tx, ty] = at(s - half * 0.3);
      const a2 = base + Math.PI - sign * 1.1;
      const lx = tx + Math.cos(a2) * m * 0.25, ly = ty + Math.sin(a2) * m * 0.25;
      ctx.beginPath(); ctx.moveTo(tx, ty); ctx.quadraticCurveTo((tx + lx) / 2 + nx * sign * m * 0.06, (ty + ly) / 2 + ny * sign * m * 0.06, lx, ly);
      ctx.stroke();
      bezant(ctx, lx, ly, Math.max(0.9, m * 0.07), line * 0.5);
    }
  }
}

function cornerFlower(ctx, x, y, m) {
  const r = m * 0.3;
  const line = Math.max(0.6, m * 0.05);
  for (let k = 0; k < 4; k++) {
    const a = k * Math.PI / 2 + Math.PI / 4;
    ctx.beginPath();
    ctx.arc(x + Math.cos(a) * r * 0.62, y + Math.sin(a) * r * 0.62, r * 0.5, 0, Math.PI * 2);
    ctx.fillStyle = k % 2 ? SMALT : VERMILION;
    ctx.fill();
    ctx.lineWidth = line;
    ctx.strokeStyle = INK;
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(x, y, r * 0.5, 0, Math.PI * 2);
  const g = ctx.createRadialGradient(x - r * 0.2, y - r * 0.2, 0, x, y, r * 0.5);
  g.addColorStop(0, GOLD_LIGHT);
  g.addColorStop(1, GOLD);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.stroke();
}

// Vine in the band of width m inside rect r (the board's outer margin).
export function drawVineBorder(ctx, r, m) {
  const rnd = rng(1393);
  const c = m / 2;
  const x0 = r.x + c, y0 = r.y + c, x1 = r.x + r.w - c, y1 = r.y + r.h - c;
  vineRun(ctx, x0 + m * 0.6, y0, x1 - m * 0.6, y0, m, rnd);
  vineRun(ctx, x1, y0 + m * 0.6, x1, y1 - m * 0.6, m, rnd);
  vineRun(ctx, x1 - m * 0.6, y1, x0 + m * 0.6, y1, m, rnd);
  vineRun(ctx, x0, y1 - m * 0.6, x0, y0 + m * 0.6, m, rnd);
  for (const [x, y] of [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]) cornerFlower(ctx, x, y, m);
}
