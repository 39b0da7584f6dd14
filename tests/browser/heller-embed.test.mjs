// The second game on other people's pages: <heller-pfennig> on a wiki-like article
// (tests/browser/fixtures/heller-wiki.html: two diagrams and a game) served from the built site
// under a strict Content-Security-Policy, and heller-embed.html in frames of several shapes.
// A diagram is a picture: what it draws is read from its canvas's pixels, what it shows from its
// description (the text a screen reader gets).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { open, SHOTS } from './harness.mjs';

// The fixture is served from the built site, beside its bundles, for the length of these tests.
const FIXTURES = 'dist/test-fixtures';
let site;
before(async () => {
  mkdirSync(FIXTURES, { recursive: true });
  cpSync('tests/browser/fixtures/heller-wiki.html', `${FIXTURES}/heller-wiki.html`);
  site = await open();
});
after(async () => {
  await site?.close();
  rmSync(FIXTURES, { recursive: true, force: true });
});

const shot = (page, name) => page.screenshot({ path: `${SHOTS}/heller-embed-${name}.png`, fullPage: true });

// The position of the fixture's first diagram: a 3-merchant game after 14 placements (seed 40,
// Medium against itself), as Game.position() writes it.
const POSITION = '3s_1_2_50.50.50_3200.3300.3200_-.-.-_B2B6B2B5B3B1MER1R4R3B5B4B4B6B1R2FB3_c4R6----.-a4F-R5-.b3-c3b3--.a2--a3-c3.---c2b4a3_0000000000000028_98c475f0f066a9f6';

/** Marks each <heller-pfennig> when it sends `ready` (counted) or `refused` (kept); before any page script. */
function watch(page) {
  return page.addInitScript(() => {
    window.refusals = [];
    document.addEventListener('ready', (e) => {
      if (e.target.localName !== 'heller-pfennig') return;
      e.target.dataset.painted = String(Number(e.target.dataset.painted || 0) + 1);
    }, true);
    document.addEventListener('refused', (e) => {
      if (e.target.localName === 'heller-pfennig') window.refusals.push({ id: e.target.id, ...e.detail });
    }, true);
  });
}

/** Resolves once every <heller-pfennig> in the page has painted. */
async function allPainted(page) {
  await page.waitForFunction(() => {
    const boards = [...document.querySelectorAll('heller-pfennig')];
    return boards.length > 0 && boards.every((b) => Number(b.dataset.painted) > 0);
  }, null, { timeout: 20000 });
}

/**
 * The canvas of element `id`, read: its size, how many of its pixels are opaque, how many
 * colours it holds, and a hash of its pixels (to compare two pictures).
 */
function pixels(page, id) {
  return page.evaluate((which) => {
    const canvas = document.getElementById(which).shadowRoot.querySelector('canvas');
    if (!canvas) return null;
    const { width, height } = canvas;
    const data = canvas.getContext('2d').getImageData(0, 0, width, height).data;
    let opaque = 0;
    let hash = 2166136261;
    const colours = new Set();
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] > 0) opaque += 1;
      if (i % 64 === 0) colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
      hash = Math.imul(hash ^ data[i] ^ (data[i + 1] << 8) ^ (data[i + 2] << 16), 16777619) >>> 0;
    }
    return { width, height, opaque: opaque / (width * height), colours: colours.size, hash };
  }, id);
}

/** The diagram's description, square by square. */
const described = (page, id) => page.evaluate((which) => document.getElementById(which).shadowRoot.querySelector('.hh-diagram-text').textContent, id);

/** Waits for the next frame or two, so that a redraw asked for has been painted. */
const frames = (page) => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));

/** The engine modules the page's document fetched (its resource timing), in order. */
const wasmFetched = (page) => page.evaluate(() => performance.getEntriesByType('resource')
  .map((e) => e.name.split('/').pop()).filter((n) => n.endsWith('.wasm')));

test('the wiki article: two diagrams and a game draw under a strict CSP, with one engine, and no errors', async () => {
  const page = await site.page({ viewport: { width: 1200, height: 1000 } });
  await watch(page);
  const response = await page.goto(`${site.url}test-fixtures/heller-wiki.html`);
  assert.match(response.headers()['content-security-policy'], /script-src 'self' 'wasm-unsafe-eval'; style-src 'self'/);
  await allPainted(page);
  await frames(page);

  // Both diagrams painted a picture: most of each canvas opaque, in many colours, and not the same one.
  const lanes = await pixels(page, 'lanes-diagram');
  const opening = await pixels(page, 'opening-diagram');
  for (const [name, p] of Object.entries({ lanes, opening })) {
    assert.ok(p && p.width > 200 && p.height > 150, `${name}: the canvas has a size (${p && `${p.width}×${p.height}`})`);
    assert.ok(p.opaque > 0.9, `${name}: the canvas is painted (${p.opaque} opaque)`);
    assert.ok(p.colours > 50, `${name}: a picture, not a flat fill (${p.colours} colours)`);
  }
  assert.notEqual(lanes.hash, opening.hash, 'the two diagrams show different moments');

  // What they show, as a screen reader reads it: the market of the position, a spectator's view.
  const lanesText = await described(page, 'lanes-diagram');
  assert.match(lanesText, /a1: stall IIII of Merchant 3/);
  assert.match(lanesText, /b1: rogue 6/);
  assert.match(lanesText, /c2: fire/);
  assert.equal(lanesText.split('; ').length, 14, lanesText);
  // The save shown after 8 of its 14 actions, in German (its `lang`): 8 pieces on the market.
  const openingText = await described(page, 'opening-diagram');
  assert.match(openingText, /a1: Stand IIII von Händler \d/);
  assert.match(openingText, /b1: Gauner 6/);
  assert.equal(openingText.split('; ').length, 8, openingText);
  assert.equal(await page.$eval('#opening-diagram', (d) => d.currentStep), 8);
  assert.equal(await page.$eval('#opening-diagram', (d) => d.currentLanguage), 'de');
  assert.match(await page.$eval('#opening-diagram', (d) => d.shadowRoot.querySelector('canvas').getAttribute('aria-label')), /^Nach acht Zügen$/);
  assert.equal(await page.$eval('#opening-diagram', (d) => d.shadowRoot.querySelector('figcaption').textContent), 'Nach acht Zügen');
  // A diagram is a picture: no panel, nothing to focus (its buttons only when `controls` asks).
  assert.equal(await page.$eval('#lanes-diagram', (d) => d.shadowRoot.querySelectorAll('.hm-side, button:not([hidden])').length), 0);
  assert.equal(await page.$eval('#lanes-diagram', (d) => d.shadowRoot.querySelector('.hm-diagram-bar').hidden), true);
  assert.equal(await page.$eval('#lanes-diagram', (d) => d.shadowRoot.querySelector('canvas').tabIndex), -1);
  // The game has its panel.
  assert.ok(await page.locator('#game .hh-side').isVisible());

  // One element script and one engine for the three elements.
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()).filter((n) => /^heller(_bg\.wasm|-pfennig\.js)$/.test(n)));
  assert.deepEqual(fetched.sort(), ['heller-pfennig.js', 'heller_bg.wasm']);
  await shot(page, 'wiki');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(await page.evaluate(() => window.refusals), []);
  await page.close();
});

test('a diagram follows its attributes: the lanes it lights, the step, the viewer (a spectator\'s by default)', async () => {
  const page = await site.page({ viewport: { width: 1200, height: 1000 } });
  await watch(page);
  await page.goto(`${site.url}test-fixtures/heller-wiki.html`);
  await allPainted(page);
  await gothicCame(page);
  const lit = await pixels(page, 'lanes-diagram');
  await page.$eval('#lanes-diagram', (d) => { d.highlight = null; });
  await frames(page);
  const plain = await pixels(page, 'lanes-diagram');
  assert.notEqual(plain.hash, lit.hash, 'the lanes\' glow is drawn');
  await page.$eval('#lanes-diagram', (d) => { d.highlight = 'row:3,column:d'; });
  await frames(page);
  assert.equal((await pixels(page, 'lanes-diagram')).hash, lit.hash, 'the same lanes, the same picture');

  // The default viewer hides every merchant's own tile; seat 1's view shows his.
  const spectator = await pixels(page, 'lanes-diagram');
  await page.$eval('#lanes-diagram', (d) => { d.viewer = '1'; });
  await frames(page);
  const seat = await pixels(page, 'lanes-diagram');
  assert.notEqual(seat.hash, spectator.hash, 'a seat\'s view draws what a spectator does not see');
  assert.match(await page.$eval('#lanes-diagram', (d) => d.shadowRoot.querySelector('canvas').getAttribute('aria-label')), /Row 3 and column d, lit/);
  await page.$eval('#lanes-diagram', (d) => { d.viewer = 'spectator'; });
  await frames(page);
  assert.equal((await pixels(page, 'lanes-diagram')).hash, spectator.hash);

  // Another step of the save: fewer pieces; past the end, the whole save.
  await page.$eval('#opening-diagram', (d) => { d.step = '3'; });
  await page.waitForFunction(() => document.getElementById('opening-diagram').currentStep === 3);
  assert.equal((await described(page, 'opening-diagram')).split('; ').length, 3);
  await page.$eval('#opening-diagram', (d) => { d.step = '99'; });
  await page.waitForFunction(() => document.getElementById('opening-diagram').currentStep === 14);
  assert.equal((await described(page, 'opening-diagram')).split('; ').length, 14);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a bad position or option is refused with a code, in the element\'s words, and leaves no board', async () => {
  const page = await site.page({ viewport: { width: 1200, height: 1000 } });
  await watch(page);
  await page.goto(`${site.url}test-fixtures/heller-wiki.html`);
  await allPainted(page);
  // Sets the element's properties ([name, value] pairs, in one task) and resolves with its refusal.
  const refusal = (id, changes) => page.evaluate(([which, list]) => new Promise((resolve) => {
    const d = document.getElementById(which);
    d.addEventListener('refused', (e) => resolve(e.detail), { once: true });
    for (const [name, value] of list) d[name] = value;
  }), [id, changes]);

  // Not notation at all: the engine's code and reason; the element says it in English.
  const notation = await refusal('lanes-diagram', [['position', '3s_1_2_garbage']]);
  assert.equal(notation.code, 'notation.position');
  assert.match(notation.message, /not a position in the game's notation/);
  const box = await page.$eval('#lanes-diagram', (d) => ({ canvases: d.shadowRoot.querySelectorAll('canvas').length, text: d.shadowRoot.querySelector('.hm-host').textContent, board: d.board }));
  assert.equal(box.canvases, 0, 'no broken board is left');
  assert.equal(box.board, null);
  assert.match(box.text, /^This cannot be shown: that is not a position/);
  await shot(page, 'refused');
  // Put right, it draws again.
  await page.$eval('#lanes-diagram', (d, p) => { d.position = p; }, POSITION);
  await page.waitForFunction(() => Number(document.getElementById('lanes-diagram').dataset.painted) >= 2);
  assert.ok((await pixels(page, 'lanes-diagram')).colours > 50);

  // A lane not on the market, in the German diagram: the option's code, German words.
  const lane = await refusal('opening-diagram', [['highlight', 'row:9']]);
  assert.deepEqual([lane.code, lane.args.text], ['option.laneRow', '9']);
  assert.match(lane.message, /Reihe „9“ gibt es auf dem Markt nicht \(1–5\)/);
  assert.equal(await page.$eval('#opening-diagram', (d) => d.shadowRoot.querySelectorAll('canvas').length), 0);
  // A viewer the table does not have, and a mode there is not.
  const viewer = await refusal('opening-diagram', [['highlight', null], ['viewer', '4']]);
  assert.deepEqual([viewer.code, viewer.args.players], ['option.viewer', 3]);
  const mode = await refusal('game', [['mode', 'film']]);
  assert.equal(mode.code, 'option.mode');
  assert.equal(await page.$eval('#game', (d) => d.game), null, 'the game is gone');
  // A save with an action the rules refuse.
  const badSave = (await page.$eval('#opening-diagram', (d) => d.save)).replace('s4b2', 's4a1');
  const save = await refusal('opening-diagram', [['viewer', null], ['save', badSave]]);
  assert.equal(save.code, 'load.illegal');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the game element plays a placement by clicking the canvas, sends `move`, and goes on in another language', async () => {
  const page = await site.page({ viewport: { width: 1200, height: 1000 } });
  await watch(page);
  await page.goto(`${site.url}test-fixtures/heller-wiki.html`);
  await allPainted(page);
  await page.evaluate(() => {
    window.moves = [];
    document.getElementById('game').addEventListener('move', (e) => window.moves.push(e.detail.actions));
  });
  await page.locator('#game').scrollIntoViewIfNeeded();
  // The computer seats act until it is the person's turn (seat 1 is human).
  await page.waitForFunction(() => document.getElementById('game').game.toAct() === 0, null, { timeout: 20000 });
  const before = await page.$eval('#game', (g) => g.game.actionCount());
  // A stall the engine allows, put down by two clicks: the stall in the merchant's panel, then the square.
  const action = await page.$eval('#game', (g) => g.game.legalActions().find((a) => a.type === 'stall'));
  const points = await page.$eval('#game', (g, a) => {
    const r = g.shadowRoot.querySelector('canvas').getBoundingClientRect();
    const at = (p) => ({ x: r.x + p.x, y: r.y + p.y });
    return { source: at(g.board.pointOf(`stall:${a.stall}`)), square: at(g.board.pointOf(a.square)) };
  }, action);
  await page.mouse.click(points.source.x, points.source.y);
  await page.mouse.click(points.square.x, points.square.y);
  await page.waitForFunction((n) => document.getElementById('game').game.actionCount() > n, before);
  const played = await page.$eval('#game', (g, n) => g.game.log(undefined, n)[0], before);
  assert.equal(played.player, 0);
  assert.deepEqual(played.events[0], { event: 'stallPlaced', player: 0, stall: action.stall, square: action.square });
  assert.ok((await page.evaluate(() => window.moves)).includes(before + 1), 'move was sent for the placement');
  await shot(page, 'game');

  // Another language: the same game goes on in it (the same actions), and the page is told.
  const language = (change) => page.evaluate((how) => new Promise((resolve) => {
    const g = document.getElementById('game');
    g.addEventListener('language', (e) => resolve({ lang: e.detail.lang, actions: g.game.actionCount(), attr: g.currentLanguage }), { once: true });
    if (how === 'attribute') g.lang = 'de';
    else {
      const menu = g.shadowRoot.querySelector('[data-action=language]');
      menu.value = 'en';
      menu.dispatchEvent(new Event('change'));
    }
  }), change);
  const actions = await page.$eval('#game', (g) => g.game.actionCount());
  const german = await language('attribute');
  assert.equal(german.lang, 'de');
  assert.equal(german.attr, 'de');
  assert.ok(german.actions >= actions, 'the game went on where it was');
  assert.match(await page.locator('#game .hh-round').textContent(), /^Runde 1 von 3$/);
  // The player's choice in the game's own menu.
  const english = await language('menu');
  assert.equal(english.lang, 'en');
  assert.match(await page.locator('#game .hh-round').textContent(), /^Round 1 of 3$/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('two games on one page share one engine and one computer-player worker; a computers\' game ends with `gameover`', async () => {
  const page = await site.page({ viewport: { width: 1200, height: 1000 } });
  await watch(page);
  await page.goto(`${site.url}test-fixtures/heller-wiki.html`);
  await allPainted(page);
  // A second table, of computers only: both play through the one worker.
  await page.evaluate(() => {
    const g = document.createElement('heller-pfennig');
    g.id = 'second';
    g.setAttribute('mode', 'game');
    g.setAttribute('seats', 'easy,easy');
    g.setAttribute('delay', '0');
    g.setAttribute('seed', '9');
    document.querySelector('.wiki-article').append(g);
  });
  await page.waitForFunction(() => {
    const g = document.getElementById('second').game;
    return g && g.actionCount() >= 6;
  }, null, { timeout: 20000 });
  assert.equal(await page.$eval('#second', (g) => g.game.players), 2);
  // Played to its end by the computers: `gameover` with the money and the winners.
  const end = await page.evaluate(() => new Promise((resolve) => {
    const g = document.getElementById('second');
    if (g.game.isOver()) resolve(null);
    g.addEventListener('gameover', (e) => resolve({ ...e.detail, over: g.game.isOver(), winners2: g.game.winners() }), { once: true });
  }));
  assert.ok(end, 'the game ended after the listener was added');
  assert.equal(end.over, true);
  assert.equal(end.money.length, 2);
  assert.deepEqual(end.winners, end.winners2);
  assert.ok(end.winners.every((p) => end.money[p] === Math.max(...end.money)), 'the winners are the richest');
  assert.equal(await page.$eval('#game', (g) => g.shadowRoot.querySelector('.hh-game') !== null), true);
  assert.equal(page.workers().length, 1, page.workers().map((w) => w.url()).join(', '));
  // The engine's module is fetched once by the page (for all three elements) and once by the worker.
  const wasmIn = (scope) => scope.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('heller_bg.wasm')).length);
  assert.equal(await wasmIn(page), 1, 'the page fetched the engine once');
  assert.equal(await wasmIn(page.workers()[0]), 1, 'the worker fetched it once');
  // The worker serves the second game's engine.
  assert.match(await page.workers()[0].url(), /worker\.js/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('heller-embed.html: a diagram fills frames of any shape, and a game plays in one', async () => {
  const query = `mode=diagram&position=${POSITION}&highlight=row:3&caption=Row%203&lang=en`;
  for (const [width, height] of [[320, 480], [800, 600], [480, 360]]) {
    const page = await site.page({ viewport: { width, height } });
    await watch(page);
    await page.goto(`${site.url}heller-embed.html?${query}`);
    await allPainted(page);
    await frames(page);
    const box = await page.evaluate(() => {
      const canvas = document.querySelector('heller-pfennig').shadowRoot.querySelector('canvas');
      const r = canvas.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height, docW: document.documentElement.scrollWidth, docH: document.documentElement.scrollHeight, lang: document.documentElement.lang };
    });
    assert.ok(box.w > 100 && box.h > 100, `the board is drawn (${box.w}×${box.h})`);
    assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.w <= width + 0.5 && box.y + box.h <= height + 0.5, `the canvas lies inside the ${width}×${height} frame`);
    assert.ok(box.docW <= width && box.docH <= height, 'nothing overflows the frame');
    assert.equal(box.lang, 'en', 'the frame speaks the board\'s language');
    const painted = await pixels(page, 'board');
    assert.ok(painted.opaque > 0.3 && painted.colours > 50, `the canvas is painted (${JSON.stringify(painted)})`);
    assert.match(await page.evaluate(() => document.querySelector('heller-pfennig').shadowRoot.querySelector('.hh-diagram-text').textContent), /a1: stall IIII of Merchant 3/);
    // The frame fetched the engine's rules alone, once: its preload is what the board loaded.
    assert.deepEqual(await wasmFetched(page), ['heller_rules_bg.wasm']);
    await page.screenshot({ path: `${SHOTS}/heller-embed-frame-${width}x${height}.png` });
    assert.deepEqual(page.errors, []);
    await page.close();
  }
  // No mode and no position: a game, German by default; in a roomy frame and in a small one.
  for (const [width, height] of [[900, 560], [384, 240]]) {
    const page = await site.page({ viewport: { width, height }, locale: 'de-DE' });
    await watch(page);
    await page.goto(`${site.url}heller-embed.html?players=3&seats=human,easy,easy&seed=3&delay=0`);
    await allPainted(page);
    assert.equal(await page.$eval('#board', (b) => b.getAttribute('mode')), 'game');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
    assert.match(await page.locator('#board .hh-round').textContent(), /Runde 1 von 3/);
    // The computers play until it is the person's turn, drawn at this size.
    await page.waitForFunction(() => document.getElementById('board').game.toAct() === 0, null, { timeout: 20000 });
    await frames(page);
    // A game: the whole engine, once (the worker's fetch is its own, not the page's).
    assert.deepEqual(await wasmFetched(page), ['heller_bg.wasm']);
    await page.screenshot({ path: `${SHOTS}/heller-embed-frame-game-${width}x${height}.png` });
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

// A finished game: 3 merchants, seed 40, each taking the first legal action (90 actions, saved
// before turning up became an action of its own: the engine replays each old t<square> as t and
// l<square>, so it shows 131 steps). Its sixth action fills row 1, which is scored at once; the
// seventh places in row 2.
const FINISHED = '3s_1_3_50.50.50_3321.3321.3321_F.R6.R5_B2B6B2B5B3B1MER1R4R3B5B4B4B6B1R2FB3_------.------.------.------.------_0000000000000028_98c475f0f066a9f6~s1a1.s1b1.s1c1.s1d1.s1e1.s1f1.s1a2.s1b2.s1c2.s2d2.s2e2.s2f2.s2a3.s2b3.s2c3.s2d3.s2e3.s2f3.s3a4.s3b4.s3c4.s3d4.s3e4.s3f4.s4a5.s4b5.s4c5.td5.te5.tf5.s1a1.s1b1.s1c1.s1d1.s1e1.s1f1.s1a2.s1b2.s1c2.td2.te2.tf2.ta3.tb3.tc3.td3.te3.tf3.ta4.tb4.tc4.td4.te4.tf4.ta5.tb5.tc5.td5.oe5.of5.s1a1.s1b1.s1c1.s1d1.s1e1.s1f1.s1a2.s1b2.s1c2.td2.te2.tf2.ta3.tb3.tc3.td3.te3.tf3.ta4.tb4.tc4.td4.te4.tf4.ta5.tb5.tc5.td5.oe5.of5';

/** Keeps every `step` event's detail in window.steps; before any page script. */
const watchSteps = (page) => page.addInitScript(() => {
  window.steps = [];
  document.addEventListener('step', (e) => window.steps.push(e.detail), true);
});

/**
 * Waits until the gothic face has come and the board has been drawn again with it (the renderer
 * adds the face to document.fonts and redraws in the same callback), so that a picture taken now
 * is the one every later picture is drawn in.
 */
async function gothicCame(page) {
  await page.waitForFunction(() => [...document.fonts].some((f) => f.family.replace(/["']/g, '') === 'UnifrakturMaguntia' && f.status === 'loaded'));
  await frames(page);
}

/** Resolves once the element has sent `step` for step k (and the board has drawn it). */
async function stepped(page, k) {
  await page.waitForFunction((n) => window.steps.length > 0 && window.steps[window.steps.length - 1].step === n, k, { timeout: 10000 });
  await frames(page);
}

/** A hash of the canvas's pixels inside the squares from `from` to `to` (one row), inset by a tenth of a square. */
function laneHash(page, from, to) {
  return page.evaluate(([a, b]) => {
    const el = document.getElementById('board');
    const canvas = el.shadowRoot.querySelector('canvas');
    const L = el.board.layout;
    const p = el.board.pointOf(a), q = el.board.pointOf(b);
    const k = canvas.width / canvas.getBoundingClientRect().width;
    const inset = L.cell * 0.1;
    const x0 = Math.round((p.x - L.cell / 2 + inset) * k), x1 = Math.round((q.x + L.cell / 2 - inset) * k);
    const y0 = Math.round((p.y - L.cell / 2 + inset) * k), y1 = Math.round((p.y + L.cell / 2 - inset) * k);
    const data = canvas.getContext('2d').getImageData(x0, y0, x1 - x0, y1 - y0).data;
    let hash = 2166136261;
    for (let i = 0; i < data.length; i++) hash = Math.imul(hash ^ data[i], 16777619) >>> 0;
    return hash;
  }, [from, to]);
}

test('heller-embed.html replays a finished game: every own tile shown, stepped by buttons and keys, the scored lane lit', async () => {
  for (const [name, viewport] of [['desktop', { width: 1100, height: 820 }], ['phone', { width: 390, height: 844 }]]) {
    const page = await site.page({ viewport });
    await watch(page);
    await watchSteps(page);
    await page.goto(`${site.url}heller-embed.html?mode=replay&save=${FINISHED}&lang=en`);
    await allPainted(page);
    await stepped(page, 0);
    const board = page.locator('#board');
    assert.equal(await board.evaluate((b) => b.currentStep), 0, 'a replay starts at the beginning');
    assert.equal(await board.locator('.hm-diagram-step').textContent(), 'Step 0 of 131');
    assert.equal(await board.locator('.hh-diagram-events').textContent(), 'The starting position.');
    // Every merchant's own tile is shown (a replay's view is `all`): the canvas differs from a spectator's.
    // Taken once the title is in the gothic face, as at its end (a face that came in between failed it).
    await gothicCame(page);
    const all = (await pixels(page, 'board')).hash;
    // The buttons: next, then last and first; disabled at the ends.
    assert.equal(await board.locator('[data-action=prev]').isDisabled(), true);
    await board.locator('[data-action=next]').click();
    await stepped(page, 1);
    assert.match(await board.locator('.hh-diagram-events').textContent(), /^Merchant 3 sets up a stall I on a1\.$/);
    await board.locator('[data-action=last]').click();
    await stepped(page, 131);
    assert.equal(await board.locator('[data-action=next]').isDisabled(), true);
    await board.locator('[data-action=first]').click();
    await stepped(page, 0);
    // The keys, from the picture: → five times, then the sixth action fills and scores row 1.
    await board.locator('figure').focus();
    for (let k = 1; k <= 6; k++) {
      await page.keyboard.press('ArrowRight');
      await stepped(page, k);
    }
    const six = await page.evaluate(() => window.steps[window.steps.length - 1]);
    const scored = six.events.find((e) => e.event === 'laneScored');
    assert.deepEqual(scored && scored.score.lane, { row: 0 }, 'step 6 scores row 1');
    assert.match(await board.locator('.hh-diagram-events').textContent(), /Row 1 is full and is scored/);
    // Row 1 (a1–e1, away from f1's last-placed mark) is lit at step 6 and not at 7, which leaves it as it is; 7 and 8 draw it alike.
    const lit = await laneHash(page, 'a1', 'e1');
    await page.screenshot({ path: `${SHOTS}/heller-embed-replay-${name}.png` });
    await page.keyboard.press('ArrowRight');
    await stepped(page, 7);
    const after = await laneHash(page, 'a1', 'e1');
    await page.keyboard.press('ArrowRight');
    await stepped(page, 8);
    assert.equal(await laneHash(page, 'a1', 'e1'), after, 'the row drawn alike when nothing lights it');
    assert.notEqual(lit, after, 'the scored row is lit at its step');
    await page.keyboard.press('ArrowLeft');
    await stepped(page, 7);
    await page.keyboard.press('Home');
    await stepped(page, 0);
    assert.equal((await pixels(page, 'board')).hash, all, 'back at the start, the same picture');
    // A spectator's replay hides the own tiles the replay shows.
    await board.evaluate((b) => { b.viewer = 'spectator'; });
    await page.waitForFunction(() => window.steps.length > 0 && window.steps[window.steps.length - 1].step === 0 && document.getElementById('board').viewer === 'spectator');
    await frames(page);
    assert.notEqual((await pixels(page, 'board')).hash, all, 'a spectator sees no own tile');
    // Play: the steps go on by themselves, and pause stops them.
    await board.evaluate((b) => { b.delay = '50'; });
    await board.locator('[data-action=play]').click();
    await stepped(page, 3);
    await board.locator('[data-action=play]').click();
    assert.equal(await board.locator('[data-action=play]').getAttribute('aria-pressed'), 'false');
    assert.deepEqual(await page.evaluate(() => window.refusals), []);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('a replay\'s controls: Download SVG and PNG give the board as on screen; open shows it on its own page', async () => {
  const page = await site.page({ viewport: { width: 1100, height: 820 } });
  await watch(page);
  await watchSteps(page);
  await page.goto(`${site.url}heller-embed.html?mode=replay&save=${FINISHED}&step=6&controls=step%20download%20open&lang=de`);
  await allPainted(page);
  await stepped(page, 6);
  const board = page.locator('#board');
  assert.equal(await board.locator('[data-action=play]').isHidden(), true, 'only the controls asked for');
  assert.equal(await board.locator('[data-action=svg]').textContent(), 'SVG herunterladen');
  const [svg] = await Promise.all([page.waitForEvent('download'), board.locator('[data-action=svg]').click()]);
  assert.equal(svg.suggestedFilename(), 'heller-pfennig-replay-6.svg');
  const svgText = readFileSync(await svg.path(), 'utf8');
  assert.match(svgText, /^<\?xml[^>]*>\n<svg /);
  assert.ok(svgText.length > 50_000, `a whole board (${svgText.length} bytes)`);
  assert.match(svgText, /<title>Rückblick: der Marktplatz nach Zug 6 von 131<\/title>/);
  assert.match(svgText, /@font-face/, 'the gothic title\'s font goes with it');
  const [png] = await Promise.all([page.waitForEvent('download'), board.locator('[data-action=png]').click()]);
  const pngBytes = readFileSync(await png.path());
  assert.deepEqual([...pngBytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join(''), 'PNG');
  assert.ok(pngBytes.length > 20_000, `a painted PNG (${pngBytes.length} bytes)`);
  // The SVG, shown by the browser, looks like the canvas: the same size, painted all over.
  const shown = await page.evaluate(async (text) => {
    const img = new Image();
    img.src = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
    await img.decode();
    return { w: img.naturalWidth, h: img.naturalHeight };
  }, svgText);
  const L = await board.evaluate((b) => ({ w: Math.ceil(b.board.layout.width), h: Math.ceil(b.board.layout.height) }));
  assert.deepEqual(shown, L, 'the picture has the board\'s size on screen');
  const open = board.locator('.hm-diagram-open');
  const href = new URL(await open.getAttribute('href'));
  assert.equal(href.pathname.endsWith('/heller-embed.html'), true);
  assert.equal(href.searchParams.get('mode'), 'replay');
  assert.equal(href.searchParams.get('step'), '6');
  assert.equal(href.searchParams.get('save'), FINISHED);
  assert.equal(await open.textContent(), 'Auf eigener Seite öffnen');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a replay refuses a bad save or a bad control in words, and leaves no board', async () => {
  const start = FINISHED.split('~')[0];
  for (const [query, code, words] of [
    [`mode=replay&save=${start}~s4a1.s4a1&lang=en`, 'load.illegal', /^This cannot be shown: that saved game cannot be loaded/],
    [`mode=replay&save=nonsense&lang=de`, /^(notation|load)\./, /^Das lässt sich nicht zeigen: dieser Spielstand lässt sich nicht laden/],
    [`mode=replay&save=${FINISHED}&controls=rewind&lang=en`, 'option.controls', /"rewind" is not a control/],
  ]) {
    const page = await site.page({ viewport: { width: 800, height: 600 } });
    await watch(page);
    await page.goto(`${site.url}heller-embed.html?${query}`);
    await page.waitForFunction(() => window.refusals.length > 0);
    const [refusal] = await page.evaluate(() => window.refusals);
    if (typeof code === 'string') assert.equal(refusal.code, code); else assert.match(refusal.code, code);
    const text = await page.evaluate(() => document.getElementById('board').shadowRoot.querySelector('.hm-host').textContent);
    assert.match(text, words);
    assert.equal(await page.evaluate(() => document.getElementById('board').shadowRoot.querySelector('canvas')), null, 'no half-drawn board');
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
