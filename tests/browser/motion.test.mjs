// Following the table in the real page: every action is animated at the player's speed and
// ends in the engine's position, nothing moves under reduced motion, the computers wait for the
// board to show each action, the log holds the whole game with each line in its seat's colour
// and showing its action on the board, and a player whose cards were taken is told so.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';
import { cellPoint, drag } from './board.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

const shot = (page, name) => page.screenshot({ path: `${SHOTS}/${name}.png` });

// Rulebook figure 3 (five seats): seat 1's Bishop 4 on row 5 may step to row 6 and take there.
const FIGURE_3 = '5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5F6M1M2M3M4M5M6Q1Q2Q3Q4Q5Q6A1A3A4A6B1B2B5_-_0000000000000001';
// Three seats: seat 2's Bishop 4 has just stepped to row 6, beside seat 1's Patrician stack of 2.
const TAKE_FROM_SEAT_1 = '3b_2f6_1F2.6A2A5_6B4_1F1_F3F4F5F6M1M2M3M4M5M6Q1Q2Q3.-.-_-_0000000000000001';

/**
 * A page with the animation speed chosen (prefs.js storage), recording in window.motionLog the
 * board's animation starts and ends with the number of computer actions played by then, in
 * window.motionFrames the frames drawn while an animation ran, in window.spoken what the live
 * region said.
 */
async function pageAt(query, { motion = 'slow', reduce = false } = {}) {
  const page = await site.page();
  if (reduce) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript((motion) => {
    localStorage.setItem('heuchel-meuchel:prefs', JSON.stringify({ motion }));
    window.motionLog = [];
    window.motionFrames = 0;
    // How many actions the computers had played (their performance marks, read at once).
    const played = () => performance.getEntriesByName('heuchel:bot-played').length;
    document.addEventListener('hm-motion-start', () => {
      window.motionLog.push({ start: played() });
      const count = () => {
        if (document.querySelector('.hm-board canvas')?.dataset.motion !== 'running') return;
        window.motionFrames++;
        requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
    });
    document.addEventListener('hm-motion-end', (e) => {
      window.motionLog.push({ end: played() });
      window.lastDrawn = JSON.stringify(e.detail.view);
    });
    // Everything said through the live region, however soon it is replaced.
    window.spoken = [];
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.target.closest && r.target.closest('[aria-live]')) window.spoken.push(...[...r.addedNodes].map((n) => n.textContent));
      }
    }).observe(document, { childList: true, subtree: true });
  }, motion);
  await page.goto(`${site.url}${query}`);
  await page.waitForSelector('.hm-board canvas');
  return page;
}

const engineView = (page, viewer) => page.evaluate((v) => JSON.stringify(window.heuchelPage.game.view(v)), viewer);

test('a move is animated and the board ends in the engine\'s position; the computers wait for it', async () => {
  const page = await pageAt(`?position=${FIGURE_3}&seats=human,greedy,greedy,greedy,greedy&delay=0`);
  await drag(page, await cellPoint(page, 0, 5), await cellPoint(page, 0, 6));
  await page.waitForFunction(() => window.motionLog.some((e) => 'start' in e));
  assert.equal(await page.$eval('.hm-board canvas', (c) => c.dataset.motion), 'running', 'the animation is under way');
  await page.waitForFunction(() => window.motionLog.some((e) => 'end' in e));
  assert.ok(await page.evaluate(() => window.motionFrames) >= 2, 'frames were drawn while it ran');
  assert.equal(await page.evaluate(() => window.lastDrawn), await engineView(page, 0), 'it ends in the engine\'s view');
  await shot(page, 'motion-after-move');

  // The computers' turns: take no more, and watch them play a round.
  await page.click('[data-action=endFavours]');
  await page.waitForFunction(() => performance.getEntriesByName('heuchel:bot-played').length >= 6, null, { timeout: 60000 });
  const log = await page.evaluate(() => window.motionLog);
  assert.ok(log.length >= 8, `the computers' actions were animated too: ${JSON.stringify(log)}`);
  // Every computer action waits until the animation before it has ended.
  for (let i = 0; i + 1 < log.length; i += 2) {
    assert.equal(log[i + 1].end, log[i].start, `no computer played while an animation ran: ${JSON.stringify(log)}`);
  }
  await page.waitForFunction(() => document.querySelector('.hm-board canvas').dataset.motion !== 'running');
  const shown = await page.evaluate(() => window.heuchelPage.game.view(0));
  assert.equal(await page.evaluate(() => window.lastDrawn), JSON.stringify(shown), 'the last animation ended in the engine\'s view');
  assert.deepEqual(page.errors, []);
});

test('turning the animation off in the menu ends a move under way at once', async () => {
  const page = await pageAt(`?position=${FIGURE_3}&seats=human,greedy,greedy,greedy,greedy&delay=100000`);
  // The menu's panel is a module fetched at its first opening: opened and closed once before.
  await page.click('[data-action=menu]');
  await page.waitForSelector('.hm-menu-panel:not([hidden])');
  await page.keyboard.press('Escape');
  await page.waitForSelector('.hm-menu-panel', { state: 'hidden' });
  // The menu is opened and "off" chosen in the same task as the move's start, as a person's two
  // clicks would be while it runs: on a loaded machine a round trip from the test could outlast
  // the slow move's 700 ms, and then there would be nothing under way to end.
  await page.evaluate(() => {
    document.addEventListener('hm-motion-start', () => {
      const canvas = document.querySelector('.hm-board canvas');
      const before = canvas.dataset.motion;
      document.querySelector('.hm-menu-button').click();
      const off = document.querySelector('.hm-menu input[value=off]');
      const shown = !!off && off.checkVisibility();
      off.click();
      window.turnedOff = { before, shown, after: canvas.dataset.motion };
    }, { once: true });
  });
  await drag(page, await cellPoint(page, 0, 5), await cellPoint(page, 0, 6));
  await page.waitForFunction(() => window.turnedOff);
  const { before, shown, after } = await page.evaluate(() => window.turnedOff);
  assert.equal(before, 'running', 'the slow move was under way');
  assert.ok(shown, 'the menu showed the speeds');
  assert.equal(after, 'idle', 'the move is shown where it ended');
  assert.equal(await page.$eval('.hm-board canvas', (c) => c.dataset.motion), 'idle');
  assert.equal(await page.evaluate(() => window.lastDrawn), await engineView(page, 0));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('under reduced motion nothing is animated, whatever the chosen speed', async () => {
  const page = await pageAt(`?position=${FIGURE_3}&seats=human,greedy,greedy,greedy,greedy&delay=0`, { motion: 'slow', reduce: true });
  await drag(page, await cellPoint(page, 0, 5), await cellPoint(page, 0, 6));
  await page.waitForFunction(() => /moved Bishop 4/.test(document.querySelector('.hm-log-list').textContent));
  await page.click('[data-action=endFavours]');
  await page.waitForFunction(() => performance.getEntriesByName('heuchel:bot-played').length >= 4, null, { timeout: 60000 });
  assert.deepEqual(await page.evaluate(() => window.motionLog), [], 'no animation started');
  assert.notEqual(await page.$eval('.hm-board canvas', (c) => c.dataset.motion ?? 'idle'), 'running');
  assert.deepEqual(page.errors, []);
});

test('the log holds every action from the first, in its seat\'s colour, and shows it on the board', async () => {
  const page = await pageAt('?players=3&seats=greedy,greedy,greedy&seed=3&delay=0', { motion: 'off' });
  await page.waitForSelector('.hm-over:not([hidden])', { timeout: 60000 });
  await page.click('.hm-over [data-action=closeScores]');
  const { count, log } = await page.evaluate(() => ({
    count: window.heuchelPage.game.actionCount(),
    log: window.heuchelPage.game.log(6, 0),
  }));
  assert.ok(count > 40, `a whole game (${count} actions)`);
  const lines = await page.$$eval('.hm-log-list li', (lis) => lis.map((li) => ({
    index: Number(li.dataset.index), hidden: li.hidden, text: li.textContent,
    tincture: li.dataset.tincture, colour: li.style.getPropertyValue('--hm-seat'),
  })));
  assert.equal(lines.length, count, 'one line per action');
  assert.equal(lines[0].index, 0);
  assert.match(lines[0].text, /^Seat 1 placed a card/, 'back to the first action');
  const tinctures = ['gules', 'azure', 'vert'];
  for (const line of lines.filter((l) => !l.hidden)) {
    const actor = log[line.index].actor;
    assert.equal(line.tincture, tinctures[actor], `line ${line.index} in seat ${actor + 1}'s tincture`);
    assert.ok(line.colour, 'its colour is set');
    assert.ok(line.text.includes(`Seat ${actor + 1}`), `and names the seat: ${line.text}`);
  }
  // Placed cards were hidden to the spectator when placed and named later (at the latest when
  // the game ended face up): the old lines name them now, as the log does.
  const namedPlacings = log.filter((e) => e.events.some((ev) => ev.event === 'placed' && typeof ev.card === 'string')).map((e) => e.index);
  assert.ok(namedPlacings.length > 0, 'the log names placed cards by the end');
  for (const i of namedPlacings) assert.match(lines[i].text, /placed a card: (Prince|Bishop|Patrician|Quack|Minstrel|Fire-Eater) [1-6]/, `line ${i} names its card`);
  const scrolled = await page.$eval('.hm-log-list', (l) => l.scrollTop + l.clientHeight >= l.scrollHeight - 4);
  assert.ok(scrolled, 'scrolled to the newest line');

  // Hovering a move's line marks it on the board; leaving takes the marks away.
  const pixels = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => {
    const c = document.querySelector('.hm-board canvas');
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let h = 0;
    for (let k = 0; k < data.length; k += 16) h = (h * 31 + data[k]) >>> 0;
    resolve(h);
  })));
  const plain = await pixels();
  const moveLine = lines.findLast((l) => / moved /.test(l.text));
  const li = await page.$(`.hm-log-list li[data-index="${moveLine.index}"]`);
  await li.scrollIntoViewIfNeeded();
  await li.hover();
  const marked = await pixels();
  assert.notEqual(marked, plain, 'the hovered move is shown on the board');
  await shot(page, 'motion-log-hover');
  await page.mouse.move(2, 2);
  assert.equal(await pixels(), plain, 'and taken away on leaving');
  await li.focus();
  assert.notEqual(await pixels(), plain, 'focus shows it as well');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.index), String(moveLine.index - 1), 'the arrow keys go through the lines');
  assert.deepEqual(page.errors, []);
});

test('a player whose cards were taken is told: marks on the board, a line under the prompt, an announcement', async () => {
  const page = await pageAt(`?position=${TAKE_FROM_SEAT_1}&seats=human,greedy,greedy&delay=0`, { motion: 'fast' });
  await page.waitForSelector('.hm-notices:not([hidden])', { timeout: 30000 });
  const notice = await page.textContent('.hm-notices');
  assert.match(notice, /Seat 2 took 2 of your cards from row 6/);
  assert.ok(await page.evaluate(() => window.spoken.some((m) => /Seat 2 took 2 of your cards from row 6/.test(m))), 'it was announced');
  await shot(page, 'motion-taken-notice');
  // The notice stays until he acts, then goes.
  await page.waitForFunction(() => [...document.querySelectorAll('.hm-grid [role=gridcell]')].some((c) => c.textContent.includes('can move')), null, { timeout: 30000 });
  assert.match(await page.textContent('.hm-notices'), /Seat 2 took 2/, 'still there on his turn');
  const [source] = await page.$$eval('.hm-grid [role=gridcell]', (cells) => cells.filter((c) => c.textContent.includes('can move'))
    .map((c) => ({ column: Number(c.dataset.column), row: Number(c.dataset.row) })));
  const dest = await page.evaluate(({ column, row }) => window.heuchelPage.game.legal().moves.find((m) => m.from === row).dests[0], source);
  await drag(page, await cellPoint(page, source.column, source.row), await cellPoint(page, source.column, dest));
  await page.waitForSelector('.hm-notices[hidden]', { state: 'attached' });
  assert.deepEqual(page.errors, []);
});
