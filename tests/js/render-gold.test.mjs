// The illumination's drawing helpers in Node, on a context that records where it paints: gold
// leaf stays in its box, the vine stays in its margin, and every emblem and figure paints
// (modelled) at the sizes cards are seen.
import test from 'node:test';
import assert from 'node:assert/strict';
import { gold, gildRect, gildDisc, punch } from '../../www/platform/render/gold.js';
import { drawVineBorder } from '../../www/platform/render/vine.js';
import { drawEmblem } from '../../www/heuchel/render/emblems.js';
import { drawFigure, FIGURE_MIN, FIGURE_MIN_DENSE } from '../../www/heuchel/render/figures.js';
import { tone, WHITE_LEAD, INK } from '../../www/platform/render/palette.js';
import { boardModel } from '../../www/heuchel/render/facts.js';
import { FACTS } from './fixtures/facts.mjs';

// A 2D context that keeps the extent (in device space, each point widened by half the line
// width when stroked) of everything filled or stroked, and every gradient made.
function recorder() {
  let m = [1, 0, 0, 1, 0, 0];
  const stack = [];
  let path = [];
  const painted = [];
  const gradients = [];
  const at = (x, y) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
  const scale = () => Math.hypot(m[0], m[1]);
  const mul = (a, b, c, d, e, f) => {
    m = [m[0] * a + m[2] * b, m[1] * a + m[3] * b, m[0] * c + m[2] * d, m[1] * c + m[3] * d,
      m[0] * e + m[2] * f + m[4], m[1] * e + m[3] * f + m[5]];
  };
  const add = (...xy) => { for (let i = 0; i < xy.length; i += 2) path.push(at(xy[i], xy[i + 1])); };
  const paint = (pts, stroke, ctx) => {
    const e = stroke ? ctx.lineWidth * scale() / 2 : 0;
    for (const [x, y] of pts) {
      assert.ok(Number.isFinite(x) && Number.isFinite(y), 'finite coordinates');
      painted.push([x - e, y - e], [x + e, y + e]);
    }
  };
  const gradient = (kind) => {
    const g = { kind, stops: [], addColorStop(o, c) { this.stops.push([o, c]); } };
    gradients.push(g);
    return g;
  };
  const ctx = {
    lineWidth: 1, fillStyle: '#000', strokeStyle: '#000', font: '10px serif',
    painted, gradients,
    save() { stack.push(m); }, restore() { m = stack.pop(); },
    translate(x, y) { mul(1, 0, 0, 1, x, y); }, scale(a, b) { mul(a, 0, 0, b, 0, 0); },
    rotate(a) { mul(Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0); },
    setTransform(a, b, c, d, e, f) { m = [a, b, c, d, e, f]; },
    beginPath() { path = []; }, closePath() {}, clip() {}, setLineDash() {},
    moveTo(x, y) { add(x, y); }, lineTo(x, y) { add(x, y); },
    quadraticCurveTo(...a) { add(...a); }, bezierCurveTo(...a) { add(...a); },
    rect(x, y, w, h) { add(x, y, x + w, y + h); },
    arc(x, y, r) { add(x - r, y - r, x + r, y + r); },
    ellipse(x, y, rx, ry) { const r = Math.max(rx, ry); add(x - r, y - r, x + r, y + r); },
    fill() { paint(path, false, this); }, stroke() { paint(path, true, this); },
    fillRect(x, y, w, h) { paint([at(x, y), at(x + w, y + h)], false, this); },
    strokeRect(x, y, w, h) { paint([at(x, y), at(x + w, y + h)], true, this); },
    createLinearGradient() { return gradient('linear'); },
    createRadialGradient() { return gradient('radial'); },
  };
  return ctx;
}

function extent(pts) {
  const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

const within = (e, x0, y0, x1, y1, tol, what) => {
  assert.ok(e.x0 >= x0 - tol && e.y0 >= y0 - tol && e.x1 <= x1 + tol && e.y1 <= y1 + tol,
    `${what}: painted ${JSON.stringify(e)} outside ${JSON.stringify({ x0, y0, x1, y1 })}`);
};

test('burnished gold: stops in order from 0 to 1, the sheen repeated for long bars', () => {
  for (const bands of [1, 3]) {
    const ctx = recorder();
    const g = gold(ctx, 0, 0, 100, 10, bands);
    const offsets = g.stops.map((s) => s[0]);
    assert.equal(offsets[0], 0);
    assert.equal(offsets.at(-1), 1);
    assert.deepEqual(offsets, [...offsets].sort((a, b) => a - b));
    assert.ok(new Set(g.stops.map((s) => s[1])).size >= 4, 'a burnish, not a flat colour');
  }
});

test('gilded boxes, discs and punched rows paint inside their bounds', () => {
  for (const [w, h, dots] of [[200, 9, true], [9, 200, true], [40, 40, false], [3, 3, true]]) {
    const ctx = recorder();
    gildRect(ctx, 10, 20, w, h, { dots, bands: 2 });
    within(extent(ctx.painted), 10, 20, 10 + w, 20 + h, 1e-9, `gildRect ${w}×${h}`);
  }
  const ctx = recorder();
  gildDisc(ctx, 50, 50, 8, 1);
  within(extent(ctx.painted), 42, 42, 58, 58, 0.51, 'gildDisc');
  const row = recorder();
  punch(row, 0, 5, 100, 5, 4, 1);
  within(extent(row.painted), -1, 4, 101, 6, 0.5, 'punch');
});

test('the vine keeps to its margin at every margin width the layout uses', () => {
  const r = { x: 0, y: 0, w: 400, h: 600 };
  for (const m of [5, 10, 18, 30]) {
    const ctx = recorder();
    drawVineBorder(ctx, r, m);
    within(extent(ctx.painted), 0, 0, 400, 600, 0.5, `vine in a ${m} px margin`);
    // Nothing reaches into the field inside the margin (where the gold frame lies).
    const inner = ctx.painted.filter(([x, y]) => x > m + 0.75 && x < r.w - m - 0.75 && y > m + 0.75 && y < r.h - m - 0.75);
    assert.deepEqual(inner, [], `vine in a ${m} px margin spills inwards`);
  }
});

test('every class emblem paints, modelled, in its square at card sizes', () => {
  const board = boardModel(FACTS);
  for (const c of board.classes) {
    for (const s of [6, 12, 24, 60]) {
      const ctx = recorder();
      drawEmblem(ctx, c, 100, 100, s);
      assert.ok(ctx.painted.length > 0, `${c.id} at ${s} px paints`);
      within(extent(ctx.painted), 100, 100, 100 + s, 100 + s, s * 0.12 + 1, `${c.id} at ${s} px`);
      assert.ok(ctx.gradients.length >= 2, `${c.id} is modelled with light and shade`);
    }
  }
});

test('every class figure paints, modelled, in its square at the sizes it is drawn', () => {
  const board = boardModel(FACTS);
  assert.ok(FIGURE_MIN_DENSE < FIGURE_MIN, 'a dense screen shows the figure from a smaller square');
  for (const c of board.classes) {
    for (const s of [FIGURE_MIN_DENSE, FIGURE_MIN, 64, 256]) {
      const ctx = recorder();
      drawFigure(ctx, c, 100, 100, s);
      assert.ok(ctx.painted.length > 0, `${c.id}'s figure at ${s} px paints`);
      within(extent(ctx.painted), 100, 100, 100 + s, 100 + s, s * 0.06 + 1, `${c.id}'s figure at ${s} px`);
      assert.ok(ctx.gradients.length >= 3, `${c.id}'s figure is modelled with light and shade`);
    }
  }
});

test('tone mixes a pigment towards white lead or ink', () => {
  assert.equal(tone('#3f5aa6', 0), '#3f5aa6');
  assert.equal(tone('#3f5aa6', 1), WHITE_LEAD);
  assert.equal(tone('#3f5aa6', -1), INK);
});
