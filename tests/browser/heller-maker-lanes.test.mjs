// The second game's diagram maker lights a lane as the game lights a lane it scores: part by part
// between fires, the fire itself in no part, the parts asked of the engine (www/heller/maker/
// lanes.js, the engine's scoreLane), as the editing board shows them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

async function maker(viewport) {
  const page = await site.page({ viewport });
  await page.goto(`${site.url}heller-maker.html?lang=en`);
  await page.waitForSelector('#maker[data-ready=yes]', { timeout: 20000 });
  return page;
}

async function clickSquare(page, square) {
  const at = await page.evaluate((sq) => {
    const p = window.hellerMaker.pointOf(sq);
    const r = document.querySelector('.hh-maker-board canvas').getBoundingClientRect();
    return { x: r.left + p.x, y: r.top + p.y };
  }, square);
  await page.mouse.click(at.x, at.y);
}

const choose = (page, piece) => page.locator(`.hhm-piece[data-piece="${piece}"]`).first().click();

/** Row 3 with a fire on c3 between two stalls and a customer, row 3 and column c lit. */
async function fireInRow3(page) {
  await page.locator('#hhm-players').selectOption('3');
  await page.locator('[data-action=empty]').click();
  await page.waitForFunction(() => window.hellerMaker.setup.market.cells.every((c) => c.kind === 'empty'));
  for (const [piece, square] of [['0:2', 'a3'], ['B4', 'b3'], ['F', 'c3'], ['1:3', 'd3'], ['B2', 'f3']]) {
    await choose(page, piece);
    await clickSquare(page, square);
  }
  await page.locator('#hhm-lane-row-3').check();
  await page.locator('#hhm-lane-column-c').check();
  await page.waitForFunction(() => window.hellerMaker.lanes.length === 2);
}

test('the maker lights the lanes chosen, each as the engine\'s parts; screenshots at desktop and phone size', async () => {
  for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
    const page = await maker(viewport);
    await fireInRow3(page);
    const lanes = await page.evaluate(() => window.hellerMaker.lanes);
    assert.deepEqual(lanes.map((l) => l.lane), [{ row: 2 }, { column: 2 }]);
    for (const lane of lanes) assert.ok(lane.parts.length >= 1 && lane.parts.every((p) => p.squares.length > 0));
    await page.locator('.hh-maker-board').scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    await page.locator('.mk-sticky').screenshot({ path: `${SHOTS}/heller-maker-lanes-${name}.png` });
    assert.deepEqual(page.errors, [], name);
    await page.close();
  }
});

test('a fire splits the lit row into its parts and is itself not lit', async () => {
  const page = await maker({ width: 1280, height: 900 });
  assert.equal(await page.evaluate(async () => {
    const element = await import(new URL('heller-pfennig.js', document.baseURI).href);
    return typeof (await element.loadHeller()).scoreLane;
  }), 'function', 'the engine scores any lane (scoreLane)');
  await fireInRow3(page);
  const [row, column] = await page.evaluate(() => window.hellerMaker.lanes);
  assert.deepEqual(row.parts.map((p) => p.squares), [['a3', 'b3'], ['d3', 'e3', 'f3']], 'row 3 in two parts');
  assert.deepEqual(column.parts.map((p) => p.squares), [['c1', 'c2'], ['c4', 'c5']], 'column c in two parts');
  await page.close();
});
