// A gallery for judging the art: hand-written mid-game views drawn at desktop and phone sizes,
// every card face, and a timing of full redraws. Not part of the game page.

import { computeLayout } from './board/layout.js';
import { createRenderer } from './render/index.js';
import { loadEngine } from './engine/load.js';
import { boardModel } from './render/facts.js';
import { drawEmblem } from './render/emblems.js';
import { drawFigure } from './render/figures.js';
import { PARCHMENT, GOLD_DARK } from '../platform/render/palette.js';

// The board's facts come from the engine, as on every page.
const FACTS = (await loadEngine()).boardFacts();

const h = (cls) => ({ class: cls });

// Seat 1's view of a four-player game: his own column fully known, others' lower cards hidden.
const VIEW = {
  viewer: 0,
  players: 4,
  variant: 'dice',
  phase: { phase: 'turn', player: 0, step: { step: 'move' } },
  columns: [
    [
      { row: 1, flipped: false, cards: ['F2', 'F5'] },
      { row: 4, flipped: false, cards: ['A3'] },
      { row: 6, flipped: false, cards: ['B4', 'A2', 'Q5'] },
      { row: 8, flipped: true, cards: ['F6'] },
      { row: 10, flipped: false, cards: ['P1', 'A6'] },
      { row: 12, flipped: true, cards: ['B1', 'B6'] },
    ],
    [
      { row: 2, flipped: false, cards: ['M4', h('Minstrel')] },
      { row: 3, flipped: false, cards: ['Q2'] },
      { row: 5, flipped: false, cards: ['B3', h('Quack'), h('Bishop')] },
      { row: 7, flipped: false, cards: ['A5'] },
      { row: 9, flipped: true, cards: [h('Minstrel'), h('Minstrel')] },
      { row: 11, flipped: false, cards: ['P4', h('FireEater')] },
    ],
    [
      { row: 1, flipped: false, cards: ['F1'] },
      { row: 3, flipped: false, cards: ['Q6', h('Quack')] },
      { row: 6, flipped: false, cards: ['P5', h('Prince')] },
      { row: 9, flipped: false, cards: ['Q1'] },
      { row: 11, flipped: true, cards: [h('Patrician'), h('Patrician'), h('Quack'), h('Minstrel')] },
      { row: 13, flipped: true, cards: [h('Prince'), h('Bishop')] },
    ],
    [
      { row: 2, flipped: false, cards: ['M1', h('Minstrel'), h('Minstrel')] },
      { row: 4, flipped: false, cards: ['A4', h('Patrician')] },
      { row: 6, flipped: false, cards: ['A1'] },
      { row: 8, flipped: false, cards: ['M5'] },
      { row: 10, flipped: false, cards: ['B5', h('Quack'), h('Patrician'), h('FireEater'), h('Minstrel'),
        h('Bishop'), h('Quack'), h('FireEater'), h('Patrician'), h('Minstrel'), h('FireEater')] },
    ],
  ],
  hand: [],
  handSizes: [0, 0, 0, 0],
  discards: [['M3'], [], ['F3', 'Q4', 'M2', 'A2'], ['F4', 'Q3']],
};

const DESKTOP_OVERLAY = (layout) => {
  const target = layout.square(0, 12);
  return {
    highlights: [
      { column: 0, row: 1, kind: 'source' }, { column: 0, row: 4, kind: 'source' },
      { column: 0, row: 6, kind: 'source' }, { column: 0, row: 10, kind: 'source' },
      { column: 0, row: 11, kind: 'dest' }, { column: 0, row: 13, kind: 'dest' },
      { column: 1, row: 11, kind: 'victim' }, { column: 2, row: 9, kind: 'lastMove' },
      { column: 2, row: 1, kind: 'focus' },
    ],
    drag: { column: 0, row: 10, count: 1, x: target.x + target.w * 0.62, y: target.y + target.h * 0.3 },
    die: 3,
    inspect: { column: 0, row: 6, cards: ['B4', 'A2', 'Q5'] },
  };
};

const PHONE_OVERLAY = {
  highlights: [
    { column: 0, row: 6, kind: 'source' }, { column: 0, row: 7, kind: 'dest' }, { column: 0, row: 9, kind: 'dest' },
    { column: 3, row: 6, kind: 'victim' }, { column: 1, row: 7, kind: 'lastMove' },
    { column: 3, row: 8, kind: 'focus' }, { column: 2, row: 13, kind: 'focus' },
  ],
  selection: { column: 0, row: 6, count: 2 },
  die: 6,
};

function scene(id, width, height, overlayFor) {
  const canvas = document.getElementById(id);
  const r = createRenderer(canvas, { facts: FACTS });
  r.resize(width, height, window.devicePixelRatio || 1);
  const layout = computeLayout({ width, height, players: VIEW.players, columns: FACTS.columns, rows: FACTS.rows });
  const overlay = typeof overlayFor === 'function' ? overlayFor(layout) : overlayFor;
  r.draw(layout, VIEW, overlay);
  return { r, layout, overlay, canvas };
}

function sheet() {
  const canvas = document.getElementById('sheet');
  const r = createRenderer(canvas, { facts: FACTS });
  const sizes = [[150, 72], [77, 37], [42, 29]];
  const gap = 10;
  const width = 1240;
  const height = 6 * (72 + gap) + 2 * (72 + gap) + 30;
  r.resize(width, height, window.devicePixelRatio || 1);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(window.devicePixelRatio || 1, 0, 0, window.devicePixelRatio || 1, 0, 0);
  // The classes from the highest down, as the engine describes them.
  const classes = FACTS.classes.slice().sort((a, b) => b.rank - a.rank);
  const letters = classes.map((c) => c.letter);
  const ids = classes.map((c) => c.id);
  letters.forEach((l, row) => {
    let x = 10;
    const y = 10 + row * (72 + gap);
    for (let v = 1; v <= 6; v++) { r.drawCardTo(ctx, { x, y, w: 150, h: 72 }, `${l}${v}`); x += 150 + gap; }
    x += 10;
    for (const [w, hh] of sizes.slice(1)) {
      r.drawCardTo(ctx, { x, y, w, h: hh }, `${l}${row + 1}`);
      x += w + gap;
    }
    r.drawCardTo(ctx, { x, y, w: 77, h: 37 }, h(ids[row]));
  });
  const y = 10 + 6 * (72 + gap);
  let x = 10;
  ids.forEach((id) => { r.drawCardTo(ctx, { x, y, w: 150, h: 72 }, h(id)); x += 150 + gap; });
  r.drawCardTo(ctx, { x, y, w: 150, h: 72 }, 'P6', { faceDown: true });
  x += 150 + gap;
  r.drawCardTo(ctx, { x, y, w: 60, h: 84 }, 'B5');
  r.drawCardTo(ctx, { x: x + 70, y, w: 60, h: 84 }, h('Quack'));
  r.drawCardTo(ctx, { x: x + 140, y, w: 60, h: 84 }, 'x', { faceDown: true });
}

const desk = scene('desktop', 1280, 800, DESKTOP_OVERLAY);
// Exposed so a test script can time draws with other views and overlays.
window.artPreview = { desk, VIEW };
scene('phone', 390, 700, PHONE_OVERLAY);
scene('phone2', 390, 700, { highlights: [], inspect: { column: 3, row: 10, cards: VIEW.columns[3][4].cards }, dim: false });
sheet();
// The gold, the vine and the initial seen close: a small board drawn at 3 device pixels per CSS
// pixel and shown at one CSS pixel per device pixel.
{
  const d = scene('detail', 700, 500, { highlights: [], die: 5 });
  d.r.resize(700, 500, 3);
  d.r.draw(d.layout, VIEW, d.overlay);
  d.canvas.style.width = `${700 * 3 / (window.devicePixelRatio || 1)}px`;
  d.canvas.style.height = `${500 * 3 / (window.devicePixelRatio || 1)}px`;
}

// The figures beside the icons they may replace, at every size a card gives them, each pair on
// the card's parchment; then the same drawing through the SVG context, shown as an <img>, and a
// strip of all six at 128 px (docs/images/figures.png).
{
  const classes = boardModel(FACTS).classes.slice().sort((a, b) => b.rank - a.rank);
  const sizes = [20, 28, 40, 64, 128, 256];
  const pad = (s) => Math.max(3, Math.round(s * 0.08));
  const field = (ctx, x, y, w, hh) => {
    const g = ctx.createRadialGradient(x + w * 0.6, y + hh * 0.4, 0, x + w * 0.6, y + hh * 0.4, Math.max(w, hh));
    g.addColorStop(0, '#fbf3de');
    g.addColorStop(1, PARCHMENT);
    ctx.fillStyle = g;
    ctx.fillRect(x, y, w, hh);
    ctx.lineWidth = 1;
    ctx.strokeStyle = GOLD_DARK;
    ctx.strokeRect(x + 0.5, y + 0.5, w - 1, hh - 1);
  };
  const rowH = 256 + 2 * pad(256) + 8;
  const width = sizes.reduce((a, s) => a + 2 * s + 3 * pad(s) + 8, 8), height = classes.length * rowH + 8;
  const paint = (ctx) => {
    classes.forEach((c, i) => {
      let x = 8;
      const y = 8 + i * rowH;
      for (const s of sizes) {
        const p = pad(s), w = 2 * s + 3 * p;
        field(ctx, x, y, w, s + 2 * p);
        drawEmblem(ctx, c, x + p, y + p, s);
        drawFigure(ctx, c, x + 2 * p + s, y + p, s);
        x += w + 8;
      }
    });
  };
  const dpr = window.devicePixelRatio || 1;
  const put = (id, w, hh, draw) => {
    const canvas = document.getElementById(id);
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(hh * dpr);
    canvas.style.width = `${w}px`;
    canvas.style.height = `${hh}px`;
    const ctx = canvas.getContext('2d');
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    draw(ctx);
  };
  put('figures-canvas', width, height, paint);
  // The SVG context stands on svgcanvas, an npm package the built site has only inside its
  // bundles: the page's import map looks for it in node_modules/ at the server's root, so this
  // row is drawn when the checkout is served (node scripts/serve.mjs . then
  // /dist/www/heuchel/art-preview.html), not when dist/ alone is.
  import('../platform/render/svg.js').then(({ svgDocument }) => {
    const svg = svgDocument({ width, height }, paint);
    const img = document.getElementById('figures-svg');
    img.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    img.width = width;
    img.height = height;
    document.getElementById('figures-svg-size').textContent = `${Math.round(svg.length / 1024)} KB of SVG`;
  }, (e) => {
    document.getElementById('figures-svg-size').textContent = `not drawn: ${e.message}`;
  });
  put('figures-strip', 6 * 136 + 8, 144, (ctx) => {
    field(ctx, 0, 0, 6 * 136 + 8, 144);
    classes.forEach((c, i) => drawFigure(ctx, c, 8 + i * 136, 8, 128));
  });
}

// Let the font and the first layers settle, then time full redraws the way a drag does them.
setTimeout(() => {
  const { r, layout, overlay, canvas } = desk;
  const ctx = canvas.getContext('2d');
  const N = 100;
  const moved = (i) => ({ ...overlay, drag: { ...overlay.drag, x: overlay.drag.x - (i % 40), y: overlay.drag.y + (i % 40) } });
  for (let i = 0; i < 10; i++) r.draw(layout, VIEW, moved(i));
  let t0 = performance.now();
  for (let i = 0; i < N; i++) r.draw(layout, VIEW, moved(i));
  const record = (performance.now() - t0) / N;
  t0 = performance.now();
  for (let i = 0; i < N; i++) { r.draw(layout, VIEW, moved(i)); ctx.getImageData(0, 0, 1, 1); }
  const flushed = (performance.now() - t0) / N;
  // The static board layer (parchment, vine, gold frame, title, squares) painted afresh.
  t0 = performance.now();
  for (let i = 0; i < 10; i++) { r.configure(); r.draw(layout, VIEW, overlay); ctx.getImageData(0, 0, 1, 1); }
  const layer = (performance.now() - t0) / 10 - flushed;
  r.draw(layout, VIEW, overlay);
  const text = `full draw() at 1280×800, dpr ${window.devicePixelRatio}: ${record.toFixed(2)} ms (issue), ${flushed.toFixed(2)} ms (with raster flush)`
    + `\nboard layer painted afresh: ${layer.toFixed(1)} ms more`;
  document.getElementById('timing').textContent = text;
  console.log(text);
}, 700);
