// The second game's picture (www/heller/render/svg.js through the shared canvas-to-SVG context,
// www/platform/render/svg.js) as the command line draws it (scripts/heller-diagram.mjs, the built engine
// dist/heller.js): what a known position shows, that another position shows something else, and
// that a spectator's picture holds no merchant's own tile while a replay's `all` and a seat's do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { DOMParser } from '@xmldom/xmldom';
import { hellerDiagram, loadHeller } from '../../scripts/heller-diagram.mjs';

const skip = existsSync(new URL('../../dist/heller_bg.wasm', import.meta.url)) ? false : 'dist/ is not built';

// The wiki fixture's position: a 3-merchant game after 14 placements (seed 40), round 2.
const POSITION = '3s_1_2_50.50.50_3200.3300.3200_-.-.-_B2B6B2B5B3B1MER1R4R3B5B4B4B6B1R2FB3_c4R6----.-a4F-R5-.b3-c3b3--.a2--a3-c3.---c2b4a3_0000000000000028_98c475f0f066a9f6';
// A game's start with every merchant holding his own tile (F, R6, R5), and the same start with
// the first two merchants' own tiles swapped: the same for every spectator.
const START = '3s_1_3_50.50.50_3321.3321.3321_F.R6.R5_B2B6B2B5B3B1MER1R4R3B5B4B4B6B1R2FB3_------.------.------.------.------_0000000000000028_98c475f0f066a9f6';
const SWAPPED = START.replace('_F.R6.R5_', '_R6.F.R5_');

let engine = null;
const draw = async (o) => hellerDiagram({ lang: 'en', ...o }, engine || (engine = await loadHeller()));
const texts = (svg) => [...new DOMParser().parseFromString(svg, 'image/svg+xml').getElementsByTagName('text')].map((t) => t.textContent);

test('a known position: the market\'s names, the pool, the money and the tiles\' values, as an SVG document', { skip }, async () => {
  const svg = await draw({ position: POSITION, width: '720', height: '560' });
  assert.match(svg, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg [^>]*viewBox="0 0 720 560"/);
  assert.match(svg, /<title>Auf Heller und Pfennig<\/title>/);
  const words = texts(svg);
  for (const name of ['a', 'b', 'c', 'd', 'e', 'f', '1', '2', '3', '4', '5']) assert.ok(words.includes(name), `the market's name ${name}`);
  assert.ok(words.includes('19 tiles'), 'the pool holds 19 tiles');
  assert.equal(words.filter((w) => w === '50').length, 3, 'three merchants with 50 each');
  // On the market: R6 on b1, R5 on e2 (rogues, their values painted on the tile).
  assert.ok(words.includes('6') && words.includes('5'));
  assert.ok(svg.length > 100_000 && svg.length < 1_500_000, `a whole board, not a runaway: ${svg.length} bytes`);
  // The market's ~900 setts are one drawing per stone placed with <use>, not a gradient each.
  const gradients = svg.match(/<linearGradient /g).length;
  assert.ok(gradients < 200, `the setts share their gradients: ${gradients} linear gradients`);
  assert.ok(svg.length < 400_000, `a compact picture: ${svg.length} bytes`);
  const de = await draw({ position: POSITION, lang: 'de' });
  assert.ok(texts(de).includes('19 Plättchen'), 'the board\'s words in German');
});

test('another position, another step or a lit lane draws another picture; the same draws the same', { skip }, async () => {
  const a = await draw({ position: POSITION });
  assert.equal(await draw({ position: POSITION }), a, 'the same position gives the same file');
  assert.notEqual(await draw({ position: START }), a);
  assert.notEqual(await draw({ position: POSITION, highlight: 'row:3' }), a);
  const save = `${START}~s4a1.s4b2.ob1.s3c3`;
  const two = await draw({ save, step: '2' });
  const three = await draw({ save, step: '3' });
  assert.notEqual(two, three);
  assert.equal(await draw({ save, step: '4' }), await draw({ save }), 'the whole save by default');
});

test('a spectator sees no merchant\'s own tile; all and a seat do', { skip }, async () => {
  assert.equal(await draw({ position: SWAPPED }), await draw({ position: START }), 'swapping own tiles changes nothing a spectator sees');
  assert.notEqual(await draw({ position: SWAPPED, viewer: 'all' }), await draw({ position: START, viewer: 'all' }), 'all shows every own tile');
  assert.notEqual(await draw({ position: SWAPPED, viewer: '1' }), await draw({ position: START, viewer: '1' }), 'a seat sees his own');
  assert.notEqual(await draw({ position: START, viewer: 'all' }), await draw({ position: START }));
  await assert.rejects(draw({ position: START, viewer: '4' }), { code: 'option.viewer' });
  await assert.rejects(draw({ save: `${START}~s4a1.s4a1` }), { code: /^load\./ });
});
