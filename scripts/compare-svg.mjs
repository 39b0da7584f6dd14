// Compares the SVG picture of a position with the screen's canvas drawing of the same view, both
// rasterised by headless Chromium (at --scale device pixels per CSS pixel, default 1):
//
//   node scripts/compare-svg.mjs [<position>] [diagram.mjs options] [--all-marks] [--scale S]
//        [--out DIR] [--max-diff PCT]
//
// Without a position it draws MID_GAME below. --all-marks lays every highlight kind of the game
// page over it (source, dest, victim, focus, hints, a lifted selection, the inspect panel).
// The SVG is made in Node exactly as scripts/diagram.mjs makes it (gothic lettering in outlines,
// or with --embed-font in the embedded web font); the canvas is drawn by
// www/heuchel/render/index.js in a page served from this checkout. It writes DIR/svg.png, canvas.png and
// diff.png (pixelmatch: differing pixels in red) and prints the share of pixels that differ
// (pixelmatch's default colour threshold, 0.1) and the mean colour difference. Exits 1 when the
// share is above --max-diff (percent; default 2).
//
// compareSvgWithCanvas and reportComparison are the part both games share: the second game's
// check, scripts/heller-compare-svg.mjs, is the same comparison of its own picture and canvas.
//
// pixelmatch + pngjs: the pixel comparison and PNG decoding (Mapbox's small, dependency-free
// image diff, the usual one for screenshot tests); playwright-core drives Chromium.

import { parseArgs } from 'node:util';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import { serve } from './serve.mjs';
import { DIAGRAM_OPTIONS, diagramScene, loadEngine } from './diagram.mjs';
import { renderSvg } from '../www/heuchel/render/svg.js';
import { nodeSvgEnv } from './svg-node.mjs';

// A 4-player base game in mid-play (player 3 to move), with face-down piles, discards, stacks of
// several cards and hidden cards under other players' tops.
export const MID_GAME = '4b_3m_1F6.2M4.3Q5.4A4.7B3.10P4A5_1F5.2M1M2.4Q2.5B4.6P2_1F2F1.3Q4Q1Q6_1F3.3Q3.4M3.5B6B1.6P1_-.-.-.-_A5bcd_b8ab04fbe3a3636c';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--font-render-hinting=none'];

// The canvas side: the page's renderer on a canvas of the layout's size, once the gothic font is
// in (as on the page after its first repaint).
const CANVAS_PAGE = `<!doctype html><meta charset="utf-8"><style>html,body{margin:0;background:#fff}canvas{display:block}</style>
<canvas id="c"></canvas>
<script type="module">
import { createRenderer } from '/www/heuchel/render/index.js';
import { computeLayout } from '/www/heuchel/board/layout.js';
import { boardStrings, createT } from '/www/platform/ui/i18n.js';
import * as play from '/www/heuchel/render/marks.js';
import * as figures from '/www/heuchel/render/figures.js';
const s = window.SCENE;
const table = (await import('/www/heuchel/i18n/' + s.lang + '.js'))[s.lang];
const t = createT(table);
const strings = boardStrings(t);
const face = await new FontFace('UnifrakturMaguntia', 'url(/www/fonts/UnifrakturMaguntia.woff2)').load();
document.fonts.add(face);
const layout = computeLayout({ width: s.width, height: s.height, players: s.view.players, columns: s.facts.columns, rows: s.facts.rows });
const r = createRenderer(document.getElementById('c'), { facts: s.facts, strings });
// The marks of play, as a board that offers moves loads them, and the class figures, as every
// board loads them after its first paint (the SVG always has both).
r.configure({ play, figures });
r.resize(s.width, s.height, window.devicePixelRatio);
r.draw(layout, s.view, s.overlay);
await new Promise((ok) => setTimeout(ok, 300));
r.draw(layout, s.view, s.overlay);
window.DONE = true;
</script>`;

// Every overlay mark the screen draws, on the view's first column (--all-marks): the shapes of
// the game page as well as the diagram's.
function allMarks(scene) {
  const own = scene.view.columns[0] || [];
  const [a, b] = own;
  const highlights = [...scene.overlay.highlights];
  const free = (row) => !own.some((p) => p.row === row);
  const rows = Array.from({ length: scene.facts.rows }, (_, i) => i + 1).filter(free);
  if (a) highlights.push({ column: 0, row: a.row, kind: 'source' });
  highlights.push({ column: 0, row: rows[rows.length - 1], kind: 'dest' }, { column: 0, row: rows[rows.length - 2], kind: 'hintTo' });
  if (b) highlights.push({ column: 0, row: b.row, kind: 'hintFrom' });
  const other = scene.view.columns[1] && scene.view.columns[1][0];
  if (other) highlights.push({ column: 1, row: other.row, kind: 'victim' }, { column: 1, row: other.row, kind: 'hintTake' });
  highlights.push({ column: 2, row: rows[0], kind: 'focus' }, { column: 3, row: rows[1], kind: 'lastMove' }, { column: 3, row: rows[2], kind: 'marked' });
  return {
    ...scene.overlay,
    highlights,
    arrows: [...(scene.overlay.arrows || []), { from: { column: 3, row: rows[1] }, to: { column: 3, row: rows[2] } }],
    selection: a ? { column: 0, row: a.row, count: 1 } : null,
    inspect: b ? { column: 0, row: b.row, cards: b.cards } : null,
    die: scene.overlay.die || 5,
  };
}

export async function compare(options) {
  const bindings = await loadEngine();
  const scene = await diagramScene(bindings, options);
  if (options['all-marks']) scene.overlay = allMarks(scene);
  const { width, height } = scene.layout;
  const svg = renderSvg({ ...scene, ...nodeSvgEnv({ outline: !options['embed-font'] }) });
  const plain = JSON.parse(JSON.stringify({ view: scene.view, overlay: scene.overlay, facts: scene.facts }));
  return compareSvgWithCanvas({
    svg, width, height, scale: options.scale, out: options.out || 'target/compare-svg',
    canvasPage: CANVAS_PAGE, scene: { ...plain, width, height, lang: options.lang || 'en' },
  });
}

/**
 * What both games' checks share (this one and scripts/heller-compare-svg.mjs): writes `svg` to
 * DIR/board.svg and rasterises it in headless Chromium at `scale`, then serves this checkout and
 * loads `canvasPage` (HTML) with window.SCENE = `scene` (plain data), which draws the canvas and
 * sets window.DONE; both screenshots of width × height CSS pixels are compared with pixelmatch
 * (threshold 0.1) and written to DIR as svg.png, canvas.png and diff.png. Returns { width,
 * height, scale, out, svgBytes, differing, share, meanDelta }.
 */
export async function compareSvgWithCanvas({ svg, width, height, scale: scaleText, out: outDir, canvasPage, scene }) {
  const out = resolve(outDir);
  mkdirSync(out, { recursive: true });
  const svgFile = join(out, 'board.svg');
  writeFileSync(svgFile, svg);

  const server = await serve({ dir: '.', port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const scale = Number(scaleText || 1);
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(pathToFileURL(svgFile).href);
    await page.evaluate(() => document.fonts.ready);
    const svgPng = await page.screenshot({ clip: { x: 0, y: 0, width, height } });

    const base = `http://127.0.0.1:${server.address().port}/`;
    await page.route(`${base}compare.html`, (route) => route.fulfill({ contentType: 'text/html', body: canvasPage }));
    await page.addInitScript((s) => { window.SCENE = s; }, scene);
    await page.goto(`${base}compare.html`);
    await page.waitForFunction(() => window.DONE === true, null, { timeout: 15000 }).catch((e) => {
      throw errors.length ? new Error(`the page failed: ${errors.join('; ')}`) : e;
    });
    const canvasPng = await page.screenshot({ clip: { x: 0, y: 0, width, height } });
    if (errors.length) throw new Error(`the page failed: ${errors.join('; ')}`);

    const a = PNG.sync.read(svgPng), b = PNG.sync.read(canvasPng);
    const diff = new PNG({ width: a.width, height: a.height });
    const differing = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
    let sum = 0;
    for (let i = 0; i < a.data.length; i += 4) {
      for (let k = 0; k < 3; k++) sum += Math.abs(a.data[i + k] - b.data[i + k]);
    }
    writeFileSync(join(out, 'svg.png'), svgPng);
    writeFileSync(join(out, 'canvas.png'), canvasPng);
    writeFileSync(join(out, 'diff.png'), PNG.sync.write(diff));
    const pixels = a.width * a.height;
    return {
      width, height, scale, out, svgBytes: Buffer.byteLength(svg),
      differing, share: differing / pixels, meanDelta: sum / (pixels * 3),
    };
  } finally {
    await browser.close();
    await new Promise((ok) => server.close(ok));
  }
}

/**
 * Prints a comparison's figures, prefixed with `name`, and exits 1 when more than `maxDiff`
 * percent of the pixels differ.
 */
export function reportComparison(name, r, maxDiff) {
  const pct = (r.share * 100).toFixed(2);
  console.log(`${name}: ${r.width}×${r.height} at ${r.scale}×, SVG ${(r.svgBytes / 1024).toFixed(1)} KB; ${r.differing} pixels differ `
    + `(${pct} %, pixelmatch threshold 0.1), mean colour difference ${r.meanDelta.toFixed(2)}/255; images in ${r.out}`);
  if (r.share * 100 > Number(maxDiff)) {
    console.error(`${name}: more than ${maxDiff} % of the pixels differ`);
    process.exit(1);
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      ...DIAGRAM_OPTIONS,
      out: { type: 'string' }, 'max-diff': { type: 'string', default: '2' }, 'all-marks': { type: 'boolean' },
      scale: { type: 'string', default: '1' },
    },
  });
  const r = await compare({ ...values, position: positionals[0] || MID_GAME });
  reportComparison('compare-svg', r, values['max-diff']);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(`compare-svg: ${e.stack || e.message}`);
    process.exit(2);
  });
}
