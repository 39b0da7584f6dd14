// Compares the second game's SVG picture with the screen's canvas drawing of the same view, as
// scripts/compare-svg.mjs does for the first game (and with its code: compareSvgWithCanvas
// rasterises both in headless Chromium and counts the differing pixels with pixelmatch):
//
//   node scripts/heller-compare-svg.mjs [<position> | --save S [--step N]] [heller-diagram.mjs
//        options] [--scale S] [--out DIR] [--max-diff PCT]
//
// Without a position it draws MID_GAME below with row 3 and column d lit. The SVG is the one
// scripts/heller-diagram.mjs writes for the same options (gothic lettering in outlines, or with
// --embed-font in the embedded web font); the canvas is drawn by www/heller/render/index.js
// (createMarketRenderer) in a page served from this checkout, with the same layout, view,
// overlay and words. It writes DIR (default target/heller-compare-svg) /svg.png, canvas.png and
// diff.png, prints the share of pixels that differ and the mean colour difference, and exits 1
// when the share is above --max-diff (percent; default 2).

import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { compareSvgWithCanvas, reportComparison } from './compare-svg.mjs';
import { HELLER_DIAGRAM_OPTIONS, hellerDiagram, loadHeller } from './heller-diagram.mjs';
import { layout as marketLayout } from '../www/heller/board/layout.js';
import { overlayOf, readDiagram, stepAt } from '../www/heller/component/picture.js';

// Round 2 of a 3-merchant game (www/heller/fixtures/round-end.json, its first 56 actions): the
// stalls of all three merchants, customers, rogues, the fire, the evil eye and the money bag on
// the market, the last placement marked.
export const MID_GAME = '3s_1_3_50.50.50_3321.3321.3321_E.B1.F_B6R2B2R3B4B5R5R6R4FB3B6B1MB2B5R1B3B4_------.------.------.------.------_000000000000000b_98c475f0f066a9d9'
  + '~s3d5.s4a1.s4b2.ta4.s3c4.s3a3.s1d4.s3e4.s3f4.tb3.s2a2.s2a5.s3e3.of5.s2c1.s2f2.s2b4.s2e1.s4b5.s2d2.s1d1.s2e5.tc5.of1.s1c3.s1c2.tb1.od3'
  + '.te2.s1f3.s2f1.oa1.s1b2.of3.s1c4.s1d5.s1c1.s1e2.s1e4.td3.s1b3.ob5.te5.te3.td1.ta3.te1.td2.tb1.tb4.tc3.td4.tc5.tc2.ta4.tf2';
export const MID_GAME_HIGHLIGHT = 'row:3,column:d';

// The canvas side: the element's renderer on a canvas of the layout's size, the gothic face
// loaded before it draws (as on the page once the face has come), in the element's words.
const CANVAS_PAGE = `<!doctype html><meta charset="utf-8"><style>html,body{margin:0;background:#fff}canvas{display:block}</style>
<canvas id="c"></canvas>
<script type="module">
import { createMarketRenderer } from '/www/heller/render/index.js';
import { layout as marketLayout } from '/www/heller/board/layout.js';
import { boardStrings } from '/www/heller/component/picture.js';
import { withElementWords } from '/www/heller/component/words.js';
import { createT } from '/www/platform/ui/i18n.js';
const s = window.SCENE;
const table = (await import('/www/heller/i18n/' + s.lang + '.js'))[s.lang];
const t = createT(withElementWords(table, s.lang), null, s.lang);
const strings = boardStrings(t, s.title);
const face = await new FontFace('UnifrakturMaguntia', 'url(/www/fonts/UnifrakturMaguntia.woff2)').load();
document.fonts.add(face);
const canvas = document.getElementById('c');
// The element sizes its canvas in CSS pixels; the renderer sets the device pixels.
canvas.style.width = s.width + 'px';
canvas.style.height = s.height + 'px';
const r = createMarketRenderer(canvas, { strings });
r.resize(s.width, s.height, window.devicePixelRatio);
const f = s.facts;
r.draw(marketLayout(s.width, s.height, s.view.players, { ...f, kinds: f.stalls ? f.stalls.length : 1, noLuck: !!s.view.noLuck }), s.view, s.overlay);
window.DONE = true;
</script>`;

/** Compares the picture of `options` (heller-diagram.mjs's, with scale, out) with the canvas. */
export async function compareHeller(options) {
  const engine = await loadHeller();
  const svg = await hellerDiagram(options, engine);
  // The view and overlay the command drew, for the page (which lays the board out as the command
  // does: the layout holds functions).
  const facts = engine.boardFacts();
  const width = Number(options.width ?? 720), height = Number(options.height ?? 560);
  const shown = readDiagram(engine, facts, { ...options, viewer: options.viewer }, 'diagram');
  const at = stepAt(shown, shown.step, facts);
  let scene;
  try {
    const { view } = at;
    const layout = marketLayout(width, height, view.players, { ...facts, kinds: facts.stalls ? facts.stalls.length : 1, noLuck: !!view.noLuck });
    scene = { ...JSON.parse(JSON.stringify({ view, overlay: overlayOf(at), facts })), size: [layout.width, layout.height] };
  } finally {
    at.game.free?.();
    shown.source.free?.();
  }
  const lang = options.lang || 'de';
  return compareSvgWithCanvas({
    svg, width: Math.ceil(scene.size[0]), height: Math.ceil(scene.size[1]), scale: options.scale,
    out: options.out || 'target/heller-compare-svg', canvasPage: CANVAS_PAGE,
    scene: { ...scene, width, height, lang, title: options.title },
  });
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      ...HELLER_DIAGRAM_OPTIONS,
      out: { type: 'string' }, 'max-diff': { type: 'string', default: '2' }, scale: { type: 'string', default: '1' },
    },
  });
  if (positionals.length > 1 || (positionals.length && values.save)) throw new Error('give one position, or --save, or neither (the mid-game example)');
  const o = positionals.length || values.save
    ? { ...values, position: positionals[0] }
    : { highlight: MID_GAME_HIGHLIGHT, ...values, save: MID_GAME };
  reportComparison('heller-compare-svg', await compareHeller(o), values['max-diff']);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(`heller-compare-svg: ${e.stack || e.message}`);
    process.exit(2);
  });
}
