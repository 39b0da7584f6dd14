// createRenderer's destroy(): no repaint when the font arrives afterwards, the idle warm-up
// cancelled, the cached bitmaps (board layer, card sprites) closed. Run with stubs for what a
// browser provides (canvas contexts, OffscreenCanvas, ImageBitmap, FontFace, idle callbacks).
import test from 'node:test';
import assert from 'node:assert/strict';
import { computeLayout } from '../../www/heuchel/board/layout.js';
import { FACTS } from './fixtures/facts.mjs';

// A 2D context that accepts every call; `calls` counts them by name.
function stubContext(calls = {}) {
  const paint = { addColorStop() {}, setTransform() {} };
  const special = {
    createLinearGradient: () => paint,
    createRadialGradient: () => paint,
    createPattern: () => paint,
    measureText: (t) => ({ width: String(t).length * 6 }),
    getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
  };
  return new Proxy({}, {
    get(target, name) {
      if (name in target) return target[name];
      return (...args) => {
        calls[name] = (calls[name] || 0) + 1;
        return special[name] ? special[name](...args) : undefined;
      };
    },
    set(target, name, value) {
      target[name] = value;
      return true;
    },
  });
}

function installBrowserStubs() {
  const world = { bitmaps: [], idle: new Map(), cancelled: [], fontLoads: [], nextIdle: 0 };
  globalThis.OffscreenCanvas = class {
    constructor(w, h) { this.width = w; this.height = h; this.ctx = stubContext(); }
    getContext() { return this.ctx; }
    transferToImageBitmap() {
      const bitmap = { width: this.width, height: this.height, closed: false, close() { this.closed = true; } };
      world.bitmaps.push(bitmap);
      return bitmap;
    }
  };
  globalThis.FontFace = class {
    load() { return new Promise((resolve) => world.fontLoads.push(() => resolve(this))); }
  };
  globalThis.document = { fonts: { add() {} } };
  globalThis.requestIdleCallback = (f) => {
    const id = ++world.nextIdle;
    world.idle.set(id, f);
    return id;
  };
  globalThis.cancelIdleCallback = (id) => {
    world.cancelled.push(id);
    world.idle.delete(id);
  };
  return world;
}

const VIEW = {
  viewer: 0, players: 3, variant: 'base', phase: { phase: 'turn', player: 0, step: { step: 'move' } },
  columns: [[{ row: 1, flipped: false, cards: ['F1', 'F2'] }], [{ row: 5, flipped: false, cards: ['B4'] }], []],
  hand: [], handSizes: [0, 0, 0], discards: [[], ['M3'], []],
};

test('destroy() stops the font repaint and the warm-up, and closes every cached bitmap', async () => {
  const world = installBrowserStubs();
  const { createRenderer } = await import('../../www/heuchel/render/index.js');
  const calls = {};
  const canvas = { width: 300, height: 150, style: {}, getContext: () => stubContext(calls) };
  const r = createRenderer(canvas, { facts: FACTS });
  assert.equal(world.fontLoads.length, 1, 'the gothic font is being loaded');
  r.resize(900, 700, 1);
  const layout = computeLayout({ width: 900, height: 700, players: 3, columns: FACTS.columns, rows: FACTS.rows });
  r.draw(layout, VIEW, {});
  const perDraw = calls.drawImage;
  assert.equal(perDraw, 5, 'one blit of the board layer and one per card (4)');
  const layer = world.bitmaps[0];
  assert.ok(layer, 'the board layer is an ImageBitmap');

  // One idle step of the warm-up runs (making card sprites); the next is pending.
  const [[firstId, step]] = world.idle;
  world.idle.delete(firstId);
  step({ timeRemaining: () => 0 });
  assert.ok(world.bitmaps.length > 1, 'a card sprite was made in idle time');
  assert.equal(world.idle.size, 1, 'the warm-up goes on in the next idle period');
  const [pending] = world.idle.keys();

  r.destroy();
  assert.deepEqual(world.cancelled, [pending], 'the pending idle callback is cancelled');
  assert.ok(world.bitmaps.every((b) => b.closed), 'the layer and every sprite are closed');
  assert.ok(layer.closed);

  // The font arrives after destroy(): nothing is drawn any more.
  world.fontLoads[0]();
  // Once the load's promise callbacks have run (no clock: after the microtasks it queued).
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(calls.drawImage, perDraw, 'no repaint after destroy()');
  r.draw(layout, VIEW, {});
  r.drawCardTo(stubContext(calls), { x: 0, y: 0, w: 40, h: 30 }, 'B4');
  assert.equal(calls.drawImage, perDraw, 'draw() after destroy() does nothing');
  r.destroy(); // twice is harmless
});

test('without destroy() the font repaints the last drawing; configure() takes new facts', async () => {
  const world = installBrowserStubs();
  const { createRenderer } = await import('../../www/heuchel/render/index.js');
  const calls = {};
  const canvas = { width: 300, height: 150, style: {}, getContext: () => stubContext(calls) };
  const r = createRenderer(canvas, { facts: FACTS });
  r.resize(900, 700, 1);
  const layout = computeLayout({ width: 900, height: 700, players: 3, columns: FACTS.columns, rows: FACTS.rows });
  r.draw(layout, VIEW, {});
  const perDraw = calls.drawImage;
  world.fontLoads[0]();
  // Once the load's promise callbacks have run (no clock: after the microtasks it queued).
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(calls.drawImage, 2 * perDraw, 'the font repaints');
  const before = world.bitmaps.filter((b) => !b.closed).length;
  r.configure({ facts: { ...FACTS } });
  assert.ok(world.bitmaps.filter((b) => !b.closed).length < before, 'configure() with new facts drops the cached bitmaps');
  assert.throws(() => r.configure({ facts: { ...FACTS, classes: [{ id: 'Jester', letter: 'J' }] } }), /no art/);
  r.destroy();
});
