// The margin's vine scroll: ink stems waving along each side, with ivy leaves of burnished gold
// and of modelled colour, ink tendrils ending in gold bezants and berries of blue and red, as in
// the rinceaux borders of Parisian and Burgundian books about 1390. Drawn at a weight that
// reads in a margin 10–30 px wide.

import { INK, SMALT, POZZUOLI, VERONA, VERMILION, WHITE_LEAD, modelled } from './palette.js';
import { gold, gildDisc, LEAF_LO } from './gold.js';
import { rng } from './util.js';

const LEAF_COLOURS = [SMALT, VERMILION, VERONA, SMALT, POZZUOLI];

// The gradient `make()` gives, made once per key while `cache` (a Map) lives: a leaf's or a
// berry's gradient is in its own coordinates, so one serves every leaf of a kind on a canvas.
// An SVG context defines each kind of leaf once anyway (repeat()).
function shade(ctx, cache, key, make) {
  if (!cache || ctx.repeat) return make();
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key);
}

// A three-lobed ivy leaf L long from its stalk at (x, y) along `angle`; fill null is gold.
export function ivyLeaf(ctx, x, y, angle, L, fill, line, cache) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  const paint = () => {
    ctx.beginPath();
    for (const s of [-1, 1]) {
      ctx.moveTo(0, 0);
      ctx.bezierCurveTo(0, 0.3 * s * L, 0.3 * L, 0.55 * s * L, 0.42 * L, 0.36 * s * L);
      ctx.quadraticCurveTo(0.5 * L, 0.24 * s * L, 0.6 * L, 0.2 * s * L);
      ctx.quadraticCurveTo(0.8 * L, 0.16 * s * L, L, 0);
    }
    ctx.fillStyle = shade(ctx, cache, `${fill}|${L}`,
      () => (fill ? modelled(ctx, fill, 0, -0.4 * L, 0.5 * L, 0.5 * L) : gold(ctx, 0, -0.5 * L, L, L)));
    ctx.fill();
    ctx.lineWidth = line;
    ctx.strokeStyle = INK;
    ctx.stroke();
    // A vein, white lead on colour and shadow on gold, when there is room for it.
    if (L > 6) {
      ctx.beginPath();
      ctx.moveTo(0.12 * L, 0);
      ctx.quadraticCurveTo(0.45 * L, -0.06 * L, 0.75 * L, 0);
      ctx.strokeStyle = fill ? WHITE_LEAD : LEAF_LO;
      ctx.lineWidth = line * 0.8;
      ctx.stroke();
    }
  };
  // A context that can repeat a drawing (SVG: <use>) defines each kind of leaf once.
  if (ctx.repeat) ctx.repeat(`ivy|${fill}|${L.toFixed(2)}|${line.toFixed(2)}`, paint);
  else paint();
  ctx.restore();
}

function curl(ctx, x, y, angle, r, turn) {
  ctx.beginPath();
  let px = x, py = y, a = angle, rr = r;
  ctx.moveTo(px, py);
  for (let k = 0; k < 12; k++) {
    a += turn * 0.45;
    rr *= 0.88;
    px += Math.cos(a) * rr * 0.4;
    py += Math.sin(a) * rr * 0.4;
    ctx.lineTo(px, py);
  }
  ctx.stroke();
  return [px, py];
}

// Three berries in a cluster around (x, y), blue or red.
function berries(ctx, x, y, r, fill, line, cache) {
  for (let k = 0; k < 3; k++) {
    ctx.save();
    ctx.translate(x + Math.cos(k * 2.1 + 0.4) * r, y + Math.sin(k * 2.1 + 0.4) * r);
    const paint = () => {
      ctx.beginPath();
      ctx.arc(0, 0, r, 0, Math.PI * 2);
      ctx.fillStyle = shade(ctx, cache, `${fill}|${r}`, () => modelled(ctx, fill, -r, -r, r, r));
      ctx.fill();
      ctx.lineWidth = line;
      ctx.strokeStyle = INK;
      ctx.stroke();
    };
    if (ctx.repeat) ctx.repeat(`berry|${fill}|${r.toFixed(2)}|${line.toFixed(2)}`, paint);
    else paint();
    ctx.restore();
  }
}

// One straight run of vine along the centre line from (ax, ay) to (bx, by) in a band m wide.
function vineRun(ctx, ax, ay, bx, by, m, rnd, cache) {
  const len = Math.hypot(bx - ax, by - ay);
  const ux = (bx - ax) / len, uy = (by - ay) / len;
  const nx = -uy, ny = ux;
  // In a narrow margin (a phone's board, a small frame) the vine is drawn bolder and sparser: a
  // hairline stem nearly straight, fewer leaves, each as large as the margin allows, leaning along
  // the run, and in full colour or gold,
  // so that the margin still reads as coloured foliage and not as a brown line.
  const narrow = m < 9;
  const half = len / Math.max(1, Math.round(len / (m * (narrow ? 2.2 : 1.6))));
  const A = m * (narrow ? 0.04 : 0.1);
  const line = narrow ? Math.max(0.35, m * 0.06) : Math.max(0.7, m * 0.045);
  const at = (s) => {
    const o = A * Math.sin(Math.PI * s / half);
    return [ax + ux * s + nx * o, ay + uy * s + ny * o];
  };
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  for (let s = 0; s <= len; s += 2) ctx.lineTo(...at(s));
  ctx.lineTo(...at(len));
  ctx.strokeStyle = INK;
  ctx.lineWidth = narrow ? Math.max(0.5, m * 0.09) : Math.max(1, m * 0.075);
  ctx.stroke();

  const base = Math.atan2(uy, ux);
  const waves = Math.round(len / half);
  for (let i = 0; i < waves; i++) {
    const s = (i + 0.5) * half;
    const sign = i % 2 === 0 ? 1 : -1;
    // Tendril curling from the stem into the wave's trough, ending in a gold bezant or berries
    // (left out in a narrow margin, where it would only be a smudge).
    if (m >= 9) {
      ctx.strokeStyle = INK;
      ctx.lineWidth = line * 0.8;
      const [sx, sy] = at(s + half * 0.3);
      const [ex, ey] = curl(ctx, sx, sy, base - sign * 0.9, m * 0.42, -sign);
      if (i % 3 === 1) berries(ctx, ex, ey, Math.max(0.9, m * 0.06), i % 2 ? SMALT : VERMILION, line * 0.5, cache);
      else gildDisc(ctx, ex, ey, Math.max(1, m * 0.075), line * 0.5);
    }
    // Leaf on the outer side of each crest, alternately gold and coloured, leaning along the
    // run, and a smaller one of the other kind behind it on the trough side.
    const pick = () => LEAF_COLOURS[Math.floor(rnd() * LEAF_COLOURS.length)];
    const [x, y] = at(s);
    if (narrow) {
      // One leaf a wave, leaning out of the run, and a berry in the trough between.
      ivyLeaf(ctx, x, y, base + sign * (0.45 + (rnd() - 0.5) * 0.1), m * 0.7, i % 2 ? pick() : null, line, cache);
      const [bx2, by2] = at(s + half * 0.5);
      const r = m * 0.13;
      ctx.beginPath();
      ctx.arc(bx2 - sign * ny * m * 0.18, by2 - sign * -nx * m * 0.18, r, 0, Math.PI * 2);
      ctx.fillStyle = i % 4 < 2 ? VERMILION : SMALT;
      ctx.fill();
      continue;
    }
    ivyLeaf(ctx, x, y, base + sign * (0.6 + (rnd() - 0.5) * 0.2), m * 0.6, i % 2 ? pick() : null, line, cache);
    const [tx, ty] = at(s - half * 0.42);
    ivyLeaf(ctx, tx, ty, base + Math.PI + sign * 0.75, m * 0.42, i % 2 ? null : pick(), line * 0.8, cache);
  }
}

// A flower at a corner: four petals of blue and red round a gold boss.
function cornerFlower(ctx, x, y, m) {
  // Larger and finer in a narrow margin, as the vine's leaves are (vineRun).
  const r = m * (m < 9 ? 0.5 : 0.34);
  const line = m < 9 ? Math.max(0.35, m * 0.06) : Math.max(0.7, m * 0.045);
  for (let k = 0; k < 4; k++) {
    const a = k * Math.PI / 2 + Math.PI / 4;
    const px = x + Math.cos(a) * r * 0.62, py = y + Math.sin(a) * r * 0.62;
    ctx.beginPath();
    ctx.arc(px, py, r * 0.5, 0, Math.PI * 2);
    ctx.fillStyle = modelled(ctx, k % 2 ? SMALT : VERMILION, px - r * 0.5, py - r * 0.5, px + r * 0.5, py + r * 0.5);
    ctx.fill();
    ctx.lineWidth = line;
    ctx.strokeStyle = INK;
    ctx.stroke();
  }
  gildDisc(ctx, x, y, r * 0.5, line);
}

// Vine in the band of width m inside rect r (the board's outer margin).
export function drawVineBorder(ctx, r, m) {
  const rnd = rng(1393);
  const cache = new Map();
  const c = m / 2;
  const x0 = r.x + c, y0 = r.y + c, x1 = r.x + r.w - c, y1 = r.y + r.h - c;
  vineRun(ctx, x0 + m * 0.6, y0, x1 - m * 0.6, y0, m, rnd, cache);
  vineRun(ctx, x1, y0 + m * 0.6, x1, y1 - m * 0.6, m, rnd, cache);
  vineRun(ctx, x1 - m * 0.6, y1, x0 + m * 0.6, y1, m, rnd, cache);
  vineRun(ctx, x0, y1 - m * 0.6, x0, y0 + m * 0.6, m, rnd, cache);
  for (const [x, y] of [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]) cornerFlower(ctx, x, y, m);
}
