// The static ground of the market board, painted once per size into the renderer's layer: the
// parchment leaf with the vine scroll in its margin and a gold bar round the field; the title
// with its illuminated initial; the market square itself, cobbled cell by cell inside a rim of
// lapis and gold with the rows' and columns' names; and the empty frames of the pool and of the
// merchants' panels. Everything that changes during a game is drawn over it (scene.js).

import {
  INK, PARCHMENT_DARK, SMALT, SMALT_DARK, VERMILION,
  FONT_GOTHIC, FONT_SERIF,
} from '../../platform/render/palette.js';
import { gold, bevel } from '../../platform/render/gold.js';
import { paintLeaf, illuminatedInitial } from '../../platform/render/leaf.js';
import { rng, roundRect, contextScale, makeCanvas } from '../../platform/render/util.js';

// Warm limestone and sandstone setts, and the sand between them.
const STONES = ['#c9bb9b', '#bfae8c', '#d3c6a6', '#b7a583', '#c4b08e', '#ad9c7e'];
const SAND = '#8c7a5c';

// The ivy leaves in the initial's corners: [x, y, angle] in its unit square.
const CORNERS = [[0.16, 0.16, Math.PI * 0.25], [0.84, 0.16, Math.PI * 0.75], [0.84, 0.84, Math.PI * 1.25], [0.16, 0.84, Math.PI * 1.75]];

// The title: an initial of smalt on a punched gold square with ivy in its corners, the rest in
// the gothic hand, in ink with the initial's colour for the little words.
function title(ctx, area, text) {
  if (!area || !text) return;
  const initial = text[0], rest = text.slice(1);
  const q = Math.round(area.h * 0.9);
  let px = Math.round(area.h * 0.62);
  ctx.font = `${px}px ${FONT_GOTHIC}`;
  let restW = ctx.measureText(rest).width;
  const avail = area.w;
  if (q * 1.1 + restW > avail) {
    px = Math.max(8, Math.floor(px * (avail - q * 1.1) / restW));
    ctx.font = `${px}px ${FONT_GOTHIC}`;
    restW = ctx.measureText(rest).width;
  }
  const total = q * 1.1 + restW;
  const x = area.x + (area.w - total) / 2;
  const y = area.y + (area.h - q) / 2;

  illuminatedInitial(ctx, x, y, q, initial, { corners: CORNERS, leaf: 0.22, letter: 0.84, ornamentMin: 20 });
  ctx.font = `${px}px ${FONT_GOTHIC}`;
  ctx.textAlign = 'left';
  ctx.fillStyle = INK;
  ctx.fillText(rest, x + q * 1.1, y + q * 0.8);
}

// A sett: a stone rounded in the box (x + gap/2, y + gap/2, w, h), modelled from the upper left
// by a gradient from (x, y) to (x + w, y + h).
function paintSett(ctx, x, y, w, h, gap, base) {
  roundRect(ctx, x + gap / 2, y + gap / 2, w, h, Math.min(w, h) * 0.38);
  const g = ctx.createLinearGradient(x, y, x + w, y + h);
  g.addColorStop(0, '#e8dcc0');
  g.addColorStop(0.35, base);
  g.addColorStop(1, '#8e7c5e');
  ctx.fillStyle = g;
  ctx.fill();
}

// The size of the sett an SVG context defines once per stone (below), in its own units.
const SETT = 100;

// A sett on the market. A canvas places a picture of its stone (`sprites`, below) on the sett's
// box. A context that can repeat a drawing (the SVG picture: <use>) defines one sett of each
// stone, SETT units square, and places it scaled to each sett's box, instead of a gradient and a
// path for each of the market's ~900 setts. As the setts are all but square, the placed sett's
// corners (ellipses 0.38 of the box's width and height) lie within a fifth of a pixel of the
// canvas's circles, and its gradient runs as the canvas's (from the box's corner less the gap,
// relative to the sett's size to a hundredth).
function sett(ctx, x, y, w, h, gap, base, sprites) {
  if (!ctx.repeat) {
    const picture = sprites && sprites(base);
    if (picture) ctx.drawImage(picture, x + gap / 2, y + gap / 2, w, h);
    else paintSett(ctx, x, y, w, h, gap, base);
    return;
  }
  const k = Math.round(200 * gap / (w + h)) / 100;
  ctx.save();
  ctx.translate(x + gap / 2, y + gap / 2);
  ctx.scale(w / SETT, h / SETT);
  ctx.translate(-k * SETT / 2, -k * SETT / 2);
  ctx.repeat(`sett|${base}|${k}`, () => paintSett(ctx, 0, 0, SETT, SETT, k * SETT, base));
  ctx.restore();
}

// The pictures of the setts a canvas places (`sprites(base)`: one per stone, painted on first
// use), each a sett of the market's mean size (w × h CSS px, `gap` between setts) painted once
// at the context's scale in device pixels. The market's ~900 setts differ from that mean by a
// few per cent, which drawImage's scaling takes up. Measured in headless Chromium (software
// raster), a 900 × 780 board painted and rastered from nothing: 75 -> 51 ms median at a pixel
// ratio of 1, 101 -> 98 ms at 2 (alternated runs, 20 each). Where no canvas can be made (a
// context that records, in a test), sprites(base) is null and each sett is painted.
function settSprites(ctx, w, h, gap) {
  const k = contextScale(ctx);
  const made = new Map();
  return (base) => {
    if (made.has(base)) return made.get(base);
    let picture = null;
    if (ctx.drawImage && (typeof OffscreenCanvas !== 'undefined' || typeof document !== 'undefined')) {
      picture = makeCanvas(w * k, h * k);
      const pc = picture.getContext('2d');
      pc.scale(picture.width / w, picture.height / h);
      paintSett(pc, -gap / 2, -gap / 2, w, h, gap, base);
    }
    made.set(base, picture);
    return picture;
  };
}

// A long stone of the kerb, lit along its diagonal. Every cell's kerb has the same four stones,
// so a context that can repeat a drawing defines each shape once (exactly: moved, not scaled).
function kerbStone(ctx, x, y, w, h) {
  const paint = (px, py) => {
    const g = ctx.createLinearGradient(px, py, px + w, py + h);
    g.addColorStop(0, '#e4d7b8');
    g.addColorStop(1, '#bba987');
    ctx.fillStyle = g;
    ctx.fillRect(px, py, w, h);
  };
  if (!ctx.repeat) {
    paint(x, y);
    return;
  }
  ctx.save();
  ctx.translate(x, y);
  ctx.repeat(`kerb|${w.toFixed(4)}|${h.toFixed(4)}`, () => paint(0, 0));
  ctx.restore();
}

// One cell's cobbles: setts in running bond, each a rounded stone modelled from the upper left,
// in sand, with the cell's edge laid as a kerb of long stones. `sprites(w, h, gap)` gives a
// canvas the pictures of the setts of that mean size (paintGround: made once for the market).
function cobbles(ctx, c, seed, sprites) {
  const r = rng(seed);
  const s = c.w;
  ctx.fillStyle = SAND;
  ctx.fillRect(c.x, c.y, s, s);
  const kerb = Math.max(2, s * 0.07);
  const n = Math.max(3, Math.min(6, Math.round(s / 15)));
  const cw = (s - 2 * kerb) / n, chh = (s - 2 * kerb) / n;
  const gap = Math.max(0.6, cw * 0.08);
  // The mean sett: the gap taken off and a quarter of it more (the setts' 1 to 1.5 gaps).
  const pictures = sprites && sprites(cw - gap * 1.25, chh - gap * 1.25, gap);
  ctx.save();
  ctx.beginPath();
  ctx.rect(c.x + kerb, c.y + kerb, s - 2 * kerb, s - 2 * kerb);
  ctx.clip();
  for (let j = 0; j < n; j++) {
    const off = j % 2 ? -cw / 2 : 0;
    for (let i = 0; i <= n; i++) {
      const x = c.x + kerb + off + i * cw + (r() - 0.5) * gap;
      const y = c.y + kerb + j * chh + (r() - 0.5) * gap;
      const w = cw - gap * (1 + r() * 0.5), h = chh - gap * (1 + r() * 0.5);
      const base = STONES[Math.floor(r() * STONES.length)];
      sett(ctx, x, y, w, h, gap, base, pictures);
    }
  }
  ctx.restore();
  // The kerb: four long stones round the cell, lighter than the setts, their joints in ink.
  const kx = c.x, ky = c.y;
  const kerbStones = [
    [kx, ky, s, kerb], [kx, ky + s - kerb, s, kerb], [kx, ky + kerb, kerb, s - 2 * kerb], [kx + s - kerb, ky + kerb, kerb, s - 2 * kerb],
  ];
  for (const [x, y, w, h] of kerbStones) kerbStone(ctx, x, y, w, h);
  ctx.strokeStyle = 'rgba(43, 27, 16, 0.45)';
  ctx.lineWidth = 0.6;
  ctx.strokeRect(c.x + kerb, c.y + kerb, s - 2 * kerb, s - 2 * kerb);
}

// The rim of the market: a gold fillet, a band of lapis with white-lead penwork and gold studs,
// and an inner vermilion line, like the ruled frame of a miniature.
function rim(ctx, grid, t) {
  const o = { x: grid.x - t, y: grid.y - t, w: grid.w + 2 * t, h: grid.h + 2 * t };
  ctx.fillStyle = SMALT;
  ctx.fillRect(o.x, o.y, o.w, t);
  ctx.fillRect(o.x, o.y + o.h - t, o.w, t);
  ctx.fillRect(o.x, o.y, t, o.h);
  ctx.fillRect(o.x + o.w - t, o.y, t, o.h);
  if (t >= 5) {
    // White-lead penwork: a running wave along each side.
    ctx.beginPath();
    const wave = (x0, y0, x1, y1) => {
      const len = Math.hypot(x1 - x0, y1 - y0);
      const ux = (x1 - x0) / len, uy = (y1 - y0) / len;
      for (let q = 0; q <= len; q += 1.5) {
        const a = Math.sin(q / t * 1.6) * t * 0.2;
        const px = x0 + ux * q - uy * a, py = y0 + uy * q + ux * a;
        if (q === 0) ctx.moveTo(px, py); else ctx.lineTo(px, py);
      }
    };
    const h = t / 2;
    wave(o.x + t, o.y + h, o.x + o.w - t, o.y + h);
    wave(o.x + t, o.y + o.h - h, o.x + o.w - t, o.y + o.h - h);
    wave(o.x + h, o.y + t, o.x + h, o.y + o.h - t);
    wave(o.x + o.w - h, o.y + t, o.x + o.w - h, o.y + o.h - t);
    ctx.strokeStyle = 'rgba(251, 246, 233, 0.8)';
    ctx.lineWidth = Math.max(0.5, t * 0.08);
    ctx.stroke();
  }
  // Gold studs at the corners.
  const stud = (x, y, r) => {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = gold(ctx, x - r, y - r, 2 * r, 2 * r);
    ctx.fill();
    ctx.lineWidth = 0.6;
    ctx.strokeStyle = INK;
    ctx.stroke();
  };
  bevel(ctx, o.x, o.y, o.w, o.h, Math.max(0.8, t * 0.16));
  ctx.lineWidth = Math.max(1, t * 0.22);
  ctx.strokeStyle = gold(ctx, o.x, o.y, o.w, o.h, 3);
  ctx.strokeRect(o.x + ctx.lineWidth / 2, o.y + ctx.lineWidth / 2, o.w - ctx.lineWidth, o.h - ctx.lineWidth);
  ctx.lineWidth = 0.8;
  ctx.strokeStyle = INK;
  ctx.strokeRect(o.x + 0.4, o.y + 0.4, o.w - 0.8, o.h - 0.8);
  ctx.strokeStyle = VERMILION;
  ctx.lineWidth = Math.max(1, t * 0.16);
  ctx.strokeRect(grid.x - ctx.lineWidth / 2, grid.y - ctx.lineWidth / 2, grid.w + ctx.lineWidth, grid.h + ctx.lineWidth);
  const sr = Math.max(1.4, t * 0.3);
  for (const [x, y] of [[o.x + t / 2, o.y + t / 2], [o.x + o.w - t / 2, o.y + t / 2], [o.x + t / 2, o.y + o.h - t / 2], [o.x + o.w - t / 2, o.y + o.h - t / 2]]) stud(x, y, sr * 1.3);
  return o;
}

// The names of the rows and columns in the label bands, in ink, read from the engine's squares.
function labels(ctx, L) {
  const px = Math.round(Math.min(L.deco.label * 0.82, L.cell * 0.3));
  ctx.font = `bold ${px}px ${FONT_SERIF}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = INK;
  for (const a of L.columnLabels) ctx.fillText(a.text, a.x + a.w / 2, a.y + a.h / 2);
  for (const a of L.rowLabels) ctx.fillText(a.text, a.x + a.w / 2, a.y + a.h / 2);
}

// A panel's frame: parchment a shade darker than the leaf, a gold fillet, an ink rule.
export function panelFrame(ctx, p, fill = PARCHMENT_DARK) {
  const r = Math.min(p.w, p.h) * 0.08;
  roundRect(ctx, p.x, p.y, p.w, p.h, r);
  const g = ctx.createLinearGradient(p.x, p.y, p.x, p.y + p.h);
  g.addColorStop(0, '#efe1bd');
  g.addColorStop(1, fill);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, Math.min(p.w, p.h) * 0.03);
  ctx.strokeStyle = gold(ctx, p.x, p.y, p.w, p.h, 2);
  ctx.stroke();
  roundRect(ctx, p.x - 0.5, p.y - 0.5, p.w + 1, p.h + 1, r);
  ctx.lineWidth = 0.7;
  ctx.strokeStyle = INK;
  ctx.stroke();
}

/**
 * Paints the ground under everything (the layer the renderer keeps): L the layout
 * (board/layout.js), res { mottle(ctx) } the parchment's pattern, strings { title }.
 */
export function paintGround(ctx, L, res, strings) {
  const b = L.board, d = L.deco;
  // Shadows are not scaled by the transform: in device pixels.
  const k = contextScale(ctx);
  paintLeaf(ctx, b, d.margin, d.bar, {
    shadowScale: k,
    paper: () => {
      ctx.fillStyle = res.mottle(ctx);
      ctx.fillRect(b.x, b.y, b.w, b.h);
    },
  });
  title(ctx, L.title, strings.title);

  // The market: a shadow under the square, the rim, the cells.
  const o = { x: L.grid.x - d.rim, y: L.grid.y - d.rim, w: L.grid.w + 2 * d.rim, h: L.grid.h + 2 * d.rim };
  ctx.save();
  ctx.shadowColor = 'rgba(40, 22, 6, 0.45)';
  ctx.shadowBlur = Math.max(4, d.rim * 1.5) * k;
  ctx.shadowOffsetY = Math.max(1, d.rim * 0.4) * k;
  ctx.fillStyle = SMALT_DARK;
  ctx.fillRect(o.x, o.y, o.w, o.h);
  ctx.restore();
  // Every cell has setts of one mean size: their pictures are painted once for the market.
  let pictures = null, pictureKey = '';
  const sprites = (w, h, gap) => {
    const key = `${w}|${h}|${gap}`;
    if (key !== pictureKey) { pictures = settSprites(ctx, w, h, gap); pictureKey = key; }
    return pictures;
  };
  for (const c of L.cells) cobbles(ctx, c, 7919 * (c.index + 1), sprites);
  // The lanes: fine ink rules between the cells, lit on one side.
  ctx.beginPath();
  for (let c = 1; c < L.columns; c++) { const x = L.grid.x + c * L.cell; ctx.moveTo(x, L.grid.y); ctx.lineTo(x, L.grid.y + L.grid.h); }
  for (let r = 1; r < L.rows; r++) { const y = L.grid.y + r * L.cell; ctx.moveTo(L.grid.x, y); ctx.lineTo(L.grid.x + L.grid.w, y); }
  ctx.strokeStyle = 'rgba(43, 27, 16, 0.8)';
  ctx.lineWidth = 1;
  ctx.stroke();
  rim(ctx, L.grid, d.rim);
  labels(ctx, L);

  // The pool's tray and the panels' frames.
  panelFrame(ctx, L.pool);
  for (const p of L.panels) panelFrame(ctx, p);
  if (L.pool.tray) {
    const t = L.pool.tray;
    roundRect(ctx, t.x - 2, t.y - 2, t.w + 4, t.h + 4, 4);
    ctx.fillStyle = 'rgba(110, 74, 44, 0.16)';
    ctx.fill();
  }
}
