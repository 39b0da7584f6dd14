// The SVG picture (www/platform/render/svg.js) drawn in Node: a well-formed, self-contained document
// with no raster image in it, showing the cards of the view it was given.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DOMParser } from '@xmldom/xmldom';
import { renderSvg } from '../../www/heuchel/render/svg.js';
import { computeLayout } from '../../www/heuchel/board/layout.js';
import { nodeSvgEnv, createOutline, FONT_FILE } from '../../scripts/svg-node.mjs';
import { FACTS } from './fixtures/facts.mjs';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const hidden = (c) => ({ class: c });

// Seat 1's view of a four-player game in mid-play: known and unseen cards, a face-down pile on
// a goal square, discards.
const VIEW = {
  viewer: 0, players: 4, variant: 'dice',
  phase: { phase: 'turn', player: 2, step: { step: 'rolled', die: 4 } },
  columns: [
    [{ row: 1, flipped: false, cards: ['F2', 'F5'] }, { row: 6, flipped: false, cards: ['B4', 'A2', 'Q5'] },
      { row: 12, flipped: true, cards: ['B1', 'B6'] }],
    [{ row: 2, flipped: false, cards: ['M4', hidden('Minstrel')] }, { row: 11, flipped: false, cards: ['P4', hidden('FireEater')] }],
    [{ row: 3, flipped: false, cards: ['Q6'] }],
    [{ row: 4, flipped: false, cards: ['A4', hidden('Patrician')] }],
  ],
  hand: [], handSizes: [0, 0, 0, 0],
  discards: [['M3'], [], ['F3', 'Q4'], []],
};

const env = nodeSvgEnv();
const layout = computeLayout({ width: 900, height: 640, players: 4, columns: FACTS.columns, rows: FACTS.rows });
const overlay = {
  highlights: [{ column: 0, row: 6, kind: 'source' }, { column: 0, row: 9, kind: 'dest' }, { column: 3, row: 4, kind: 'marked' }],
  arrows: [{ from: { column: 0, row: 6 }, to: { column: 0, row: 9 } }],
  die: 4,
};
const svg = renderSvg({ layout, view: VIEW, overlay, facts: FACTS, ...env, title: 'A test position' });

function parse(text) {
  const problems = [];
  const doc = new DOMParser({ onError: (level, msg) => problems.push(`${level}: ${msg}`) }).parseFromString(text, 'image/svg+xml');
  return { doc, problems };
}
const { doc, problems } = parse(svg);
const root = doc.documentElement;
const all = (name) => Array.from(doc.getElementsByTagNameNS(SVG_NS, name));
const byId = new Map(Array.from(doc.getElementsByTagName('*')).filter((e) => e.getAttribute('id')).map((e) => [e.getAttribute('id'), e]));
const href = (e) => e.getAttributeNS(XLINK_NS, 'href') || e.getAttribute('href');

test('the SVG is well-formed XML with the SVG namespace, a size and a viewBox', () => {
  assert.deepEqual(problems, []);
  assert.equal(root.localName, 'svg');
  assert.equal(root.namespaceURI, SVG_NS);
  assert.equal(root.getAttribute('width'), '900');
  assert.equal(root.getAttribute('height'), '640');
  assert.equal(root.getAttribute('viewBox'), '0 0 900 640');
  assert.equal(all('title')[0].textContent, 'A test position');
  assert.match(svg, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg /);
});

test('it embeds the gothic font as a base64 woff2 @font-face', () => {
  const css = all('style').map((s) => s.textContent).join('');
  const m = /@font-face\{font-family:"UnifrakturMaguntia";src:url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\) format\("woff2"\)\}/.exec(css);
  assert.ok(m, 'an @font-face with the font as a data: URL');
  assert.deepEqual(Buffer.from(m[1], 'base64'), readFileSync(FONT_FILE));
  assert.ok(all('text').some((t) => /euchel/.test(t.textContent)), 'the title is text in that font');
});

test('it holds no raster image and refers to nothing outside itself', () => {
  assert.equal(all('image').length, 0, 'no <image> element');
  assert.doesNotMatch(svg, /data:image\//, 'no embedded PNG or other raster');
  for (const e of doc.getElementsByTagName('*')) {
    const h = href(e);
    if (h) assert.ok(h.startsWith('#') && byId.has(h.slice(1)), `a reference inside the document: ${h}`);
    for (const a of ['fill', 'stroke', 'clip-path', 'filter']) {
      const v = e.getAttribute(a);
      if (v && v.includes('url(')) assert.ok(byId.has(/url\(#([^)]+)\)/.exec(v)[1]), `${a}=${v} is defined`);
    }
  }
  const rest = svg.replace(/url\(data:font\/woff2;base64,[^)]+\)/, '').replace(/xmlns(:\w+)?="[^"]*"/g, '');
  assert.doesNotMatch(rest, /https?:|url\((?!#)/, 'no external URL');
});

test('it draws every card of the view: one placed sprite per card, with its value', () => {
  // Each card drawn is a <use> of a card sprite (ids u…); the shield of a face shows the value
  // or "?" (unseen); a face-down card (the flipped pile) shows the back, with no text.
  const uses = all('use').filter((u) => /^#u/.test(href(u)));
  const label = (u) => {
    const sprite = byId.get(href(u).slice(1));
    const t = sprite.getElementsByTagNameNS(SVG_NS, 'text')[0];
    return t ? t.textContent : 'back';
  };
  const drawn = uses.map(label).sort();
  const expected = [];
  for (const column of VIEW.columns) {
    for (const pile of column) {
      for (const c of pile.cards) expected.push(pile.flipped ? 'back' : typeof c === 'string' ? c.slice(1) : '?');
    }
  }
  // Each seat's discards are a chip showing the newest one (and the count).
  for (const d of VIEW.discards) if (d.length) expected.push(d[d.length - 1].slice(1));
  assert.deepEqual(drawn, expected.sort());
});

test('the same position always gives the same file', () => {
  assert.equal(renderSvg({ layout, view: VIEW, overlay, facts: FACTS, ...env, title: 'A test position' }), svg);
});

test('without the font bytes the SVG names the font but embeds nothing', () => {
  const bare = renderSvg({ layout, view: VIEW, facts: FACTS, dom: env.dom, measure: env.measure });
  assert.doesNotMatch(bare, /@font-face/);
  assert.match(bare, /UnifrakturMaguntia/);
  assert.deepEqual(parse(bare).problems, []);
});

test('export.js (loaded on demand by the page) loads without a DOM and draws the same SVG', async () => {
  // In Node the font's URL cannot be fetched: the module still loads, and renderSvg uses the
  // DOM, measure and font given to it.
  const exporter = await import('../../www/heuchel/render/export.js');
  assert.equal(typeof exporter.renderPng, 'function');
  assert.equal(exporter.renderSvg({ layout, view: VIEW, overlay, facts: FACTS, ...env, title: 'A test position' }), svg);
});

test('with outlines the gothic lettering is drawn as paths and no font is embedded', () => {
  const outlined = renderSvg({ layout, view: VIEW, overlay, facts: FACTS, ...env, outline: createOutline() });
  const parsed = parse(outlined);
  assert.deepEqual(parsed.problems, []);
  assert.doesNotMatch(outlined, /@font-face|UnifrakturMaguntia/);
  const texts = Array.from(parsed.doc.getElementsByTagNameNS(SVG_NS, 'text')).map((t) => t.textContent);
  assert.ok(!texts.some((t) => /euchel|Discards/.test(t)), 'no gothic text left as text');
  assert.ok(texts.includes('4'), 'numerals stay text (the serif)');
  assert.ok(outlined.length < svg.length, 'smaller than with the font embedded');
});
