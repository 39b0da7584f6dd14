// SvgContext (www/platform/render/svg.js): where it departs from svgcanvas to paint as a canvas does.
import test from 'node:test';
import assert from 'node:assert/strict';
import { DOMImplementation, XMLSerializer } from '@xmldom/xmldom';
import { SvgContext, compactPath, parseFont } from '../../www/platform/render/svg.js';
import { createMeasure } from '../../scripts/svg-node.mjs';

const document = new DOMImplementation().createDocument(null, null, null);
const measure = createMeasure();
const make = (w = 100, h = 100) => new SvgContext({ width: w, height: h, document, measure });
const drawing = (ctx) => ctx.getSvg().childNodes[1];
const elements = (node, name) => Array.from(node.getElementsByTagName(name));
const xml = (ctx) => new XMLSerializer().serializeToString(ctx.getSvg());

test('a path filled then stroked is one element; stroked twice, two (gold under ink)', () => {
  const ctx = make();
  ctx.beginPath();
  ctx.rect(10, 10, 20, 20);
  ctx.fillStyle = 'red';
  ctx.fill();
  ctx.strokeStyle = 'blue';
  ctx.stroke();
  ctx.lineWidth = 3;
  ctx.strokeStyle = 'gold';
  ctx.stroke();
  const paths = elements(drawing(ctx), 'path');
  assert.equal(paths.length, 2);
  assert.equal(paths[0].getAttribute('fill'), 'red');
  assert.equal(paths[0].getAttribute('stroke'), 'blue');
  assert.equal(paths[1].getAttribute('fill'), 'none');
  assert.equal(paths[1].getAttribute('stroke'), 'gold');
  assert.equal(paths[1].getAttribute('stroke-width'), '3');
});

test('a gradient stroke style does not leak into a later fill, nor a fill into a stroke', () => {
  const ctx = make();
  ctx.strokeStyle = ctx.createLinearGradient(0, 0, 10, 10);
  ctx.fillStyle = '#123456';
  ctx.fillRect(0, 0, 10, 10);
  const [rect] = elements(drawing(ctx), 'rect');
  assert.equal(rect.getAttribute('fill'), '#123456');
  assert.equal(rect.getAttribute('stroke'), null);
});

test('clip() keeps a fill already made with the path, and ends with restore()', () => {
  const ctx = make();
  ctx.beginPath();
  ctx.rect(0, 0, 50, 50);
  ctx.fillStyle = 'gold';
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.fillStyle = 'blue';
  ctx.fillRect(0, 0, 100, 100);
  ctx.restore();
  ctx.fillRect(60, 60, 10, 10);
  const root = drawing(ctx);
  assert.equal(elements(root, 'path')[0].getAttribute('fill'), 'gold', 'the gold fill stays drawn');
  const clipped = elements(root, 'g').find((g) => g.getAttribute('clip-path'));
  assert.ok(clipped, 'a group clipped by the path');
  assert.equal(elements(clipped, 'rect').length, 1, 'only the rect drawn inside save()…restore() is clipped');
});

test('a full circle stays a circle once rounded; an arc of more than half a turn is split', () => {
  const ctx = make();
  ctx.beginPath();
  ctx.arc(50, 50, 0.8, 0, Math.PI * 2);
  ctx.fill();
  const d = compactPath(elements(drawing(ctx), 'path')[0].getAttribute('d'));
  assert.equal(d, 'M50.8 50a.8.8 0 0 1-1.6 0 .8.8 0 0 1 1.6 0');
  assert.equal(compactPath('M 1 2 L 1.5 2.25 L 1.5 2.25 A 1 1 0 0 1 3 3 Z M 10 10 L 10 10'), 'M1 2l.5.25a1 1 0 0 1 1.5.75zm9 8 0 0');
});

test('fillRect over the whole canvas paints (svgcanvas would clear the drawing)', () => {
  const ctx = make();
  ctx.fillRect(10, 10, 5, 5);
  ctx.fillStyle = 'rgba(0, 0, 0, 0.5)';
  ctx.fillRect(0, 0, 100, 100);
  const rects = elements(drawing(ctx), 'rect');
  assert.equal(rects.length, 2);
  assert.equal(rects[1].getAttribute('fill-opacity'), '0.5');
});

test('shadows become a blur filter; gradients and patterns follow the transform', () => {
  const ctx = make();
  ctx.save();
  ctx.shadowColor = 'rgba(20, 12, 4, 0.5)';
  ctx.shadowBlur = 14;
  ctx.shadowOffsetY = 4;
  ctx.fillRect(0, 0, 10, 10);
  ctx.restore();
  const filter = elements(ctx.getSvg(), 'filter')[0];
  assert.equal(elements(filter, 'feGaussianBlur')[0].getAttribute('stdDeviation'), '7');
  assert.equal(elements(drawing(ctx), 'rect')[0].getAttribute('filter'), `url(#${filter.getAttribute('id')})`);
  ctx.fillRect(20, 20, 5, 5);
  assert.equal(elements(drawing(ctx), 'rect')[1].getAttribute('filter'), null, 'restore() ends the shadow');

  ctx.translate(30, 40);
  const g = ctx.createLinearGradient(0, 0, 1, 1);
  assert.equal(g.__root.getAttribute('gradientTransform'), 'matrix(1 0 0 1 30 40)');
  const tile = ctx.surface(8, 8);
  tile.fillRect(0, 0, 4, 4);
  const pattern = ctx.followPattern(ctx.createPattern(tile, 'repeat'));
  assert.equal(pattern.__root.getAttribute('patternTransform'), 'matrix(1 0 0 1 30 40)');
  assert.match(xml(ctx), /<pattern id="[^"]+" width="8" height="8" patternUnits="userSpaceOnUse"><g><rect/);
});

test('a sprite drawn twice is defined once and placed twice with <use>', () => {
  const ctx = make();
  const sprite = ctx.surface(20, 10);
  sprite.fillRect(0, 0, 20, 10);
  ctx.drawImage(sprite, 5, 5, 20, 10);
  ctx.drawImage(sprite, 30, 5, 20, 10);
  const uses = elements(drawing(ctx), 'use');
  assert.deepEqual(uses.map((u) => [u.getAttribute('x'), u.getAttribute('y')]), [['5', '5'], ['30', '5']]);
  assert.equal(elements(ctx.getSvg().childNodes[0], 'rect').length, 1, 'the sprite\'s drawing is in <defs> once');
});

test('text takes its font from the canvas font string, keeping its spaces', () => {
  assert.deepEqual(parseFont('italic 600 12.5px Georgia, serif'), { style: 'italic', weight: '600', size: 12.5, family: 'Georgia, serif' });
  assert.deepEqual(parseFont(' 9px "UnifrakturMaguntia", serif'), { style: 'normal', weight: 'normal', size: 9, family: '"UnifrakturMaguntia", serif' });
  const ctx = make();
  ctx.font = 'bold 20px Georgia, serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(' Meuchel', 10, 20);
  const [t] = elements(drawing(ctx), 'text');
  assert.equal(t.getAttribute('font-weight'), 'bold');
  assert.equal(t.getAttribute('font-size'), '20');
  assert.equal(t.getAttribute('text-anchor'), 'middle');
  // "middle": the baseline is moved down by half of (ascent − descent), not left to
  // dominant-baseline (librsvg ignores it).
  measure.font = ctx.font;
  const m = measure.measureText('0');
  assert.equal(t.getAttribute('dominant-baseline'), null);
  assert.equal(Number(t.getAttribute('y')), 20 + (m.fontBoundingBoxAscent - m.fontBoundingBoxDescent) / 2);
  assert.equal(t.getAttribute('xml:space'), 'preserve');
  assert.equal(ctx.fontRules(), '.f0{font-family:Georgia, serif}');
  assert.ok(ctx.measureText('Meuchel').width > 0);
});
