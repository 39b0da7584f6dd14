// Two people and a computer at one screen (heller.html): while the computer acts, the screen is
// no one's. The page shows the market as every merchant sees it, and no person's own tile, as the
// first game does (game.test.mjs, "the computer's turn shows no one's private cards"): whoever
// watches the computer play need not be the person who last had the screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

const stateOf = (page) => page.evaluate(() => document.querySelector('.hh-game').dataset.state);

/** Sets up one of the acting person's stalls on a free square by two clicks on the canvas. */
async function setUpStall(page) {
  const { source, square, count } = await page.evaluate(() => {
    const g = window.hellerPage.game;
    const stall = g.legalActions().find((a) => a.type === 'stall');
    return { source: `stall:${stall.stall}`, square: stall.square, count: g.actionCount() };
  });
  const box = await page.locator('.hh-canvas').boundingBox();
  for (const target of [source, square]) {
    const p = await page.evaluate((t) => window.hellerPage.board.pointOf(t), target);
    await page.mouse.click(box.x + p.x, box.y + p.y);
  }
  await page.waitForFunction((n) => window.hellerPage.game.actionCount() > n, count);
}

test('with two people and a computer, the computer\'s turn shows no one\'s own tile', async () => {
  const page = await site.page();
  // Seats 1 and 3 are people, seat 2 a computer that waits a minute, so the screen can be read
  // during its turn.
  await page.goto(`${site.url}heller.html?players=3&seats=human,easy,human&seed=8&delay=60000&lang=en`);
  await page.waitForFunction(() => window.hellerPage && window.hellerPage.game, null, { timeout: 15000 });
  let people = 0;
  while (await stateOf(page) !== 'computer') {
    if (await stateOf(page) === 'handoff') {
      await page.click('[data-action=handoff]');
      await page.waitForFunction(() => document.querySelector('.hh-game').dataset.state !== 'handoff');
      continue;
    }
    // A person's turn: he sees his own tile, then sets up a stall.
    assert.match(await page.textContent('.hh-own'), /Your own tile: /);
    assert.match(await page.textContent('.hh-merchants'), /\(you\)/);
    await setUpStall(page);
    people += 1;
    assert.ok(people < 4, 'the computer acts within a round of turns');
  }
  assert.equal(await page.locator('.hh-own').isHidden(), true, 'no own tile is named');
  assert.doesNotMatch(await page.textContent('.hh-game'), /own tile: /i);
  assert.doesNotMatch(await page.textContent('.hh-merchants'), /\(you\)/, 'the screen is no one\'s');
  await page.screenshot({ path: `${SHOTS}/heller-hotseat-computer-turn.png` });
  assert.deepEqual(page.errors, []);
});
