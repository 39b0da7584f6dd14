// A person plays the real page in headless Chromium: dragging on the canvas, choosing favours,
// arranging stacks, handing the device over, playing by keyboard. The site is served from a
// sub-path (/games/heuchel/) to show it works from anywhere on a static host.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';
import { cardNamesInText, cellPoint, cellsWith, drag, visible } from './board.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

const shot = (page, name) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** A small deterministic choice, so a failing run can be repeated exactly. */
function chooser(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/**
 * Waits until the page offers the player something to do: one of `selectors` shown, or a grid
 * cell saying one of `cells` ("can move", …). While the computers play this is the end of their
 * turn; no clock decides when to look again. Each of their actions is animated (about 0.4 s at
 * the default speed), and a person whose cards are all home watches them play the game out: the
 * limit leaves room for a hundred and more actions.
 */
function untilActionable(page, selectors, cells) {
  return page.waitForFunction(({ selectors, cells }) => selectors.some((sel) => {
    const e = document.querySelector(sel);
    return e && !e.hidden && e.checkVisibility();
  }) || [...document.querySelectorAll('.hm-grid [role=gridcell]')].some((c) => cells.some((text) => c.textContent.includes(text))),
  { selectors, cells }, { timeout: 180000 });
}

/** Resolves after the page has painted a frame (all it does on the last change is on screen). */
const painted = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Plays the human seats' turns by mouse until the game-over screen. Returns what was done. */
async function playToTheEnd(page, { seed, name, clickSome = false }) {
  const pick = chooser(seed);
  const done = { moves: 0, partial: 0, takes: 0, handoffs: 0, rolls: 0, loses: 0, confirms: 0 };
  for (let step = 0; step < 4000; step++) {
    if (await visible(page, '.hm-over')) return done;
    if (await visible(page, '.hm-handoff')) {
      done.handoffs++;
      await page.click('[data-action=handoff]');
      continue;
    }
    if (await visible(page, '.hm-confirm-dialog')) {
      // A split that would throw cards away to arrogance: sometimes yes, sometimes no.
      done.confirms++;
      await page.click(pick(2) ? '[data-action=arrogance-yes]' : '[data-action=arrogance-no]');
      continue;
    }
    if (await visible(page, '[data-action=place]')) {
      await page.click('[data-action=place]');
      continue;
    }
    if (await visible(page, '[data-action=roll]')) {
      done.rolls++;
      await page.click('[data-action=roll]');
      continue;
    }
    const victims = await cellsWith(page, 'can take');
    if (victims.length) {
      const v = victims[pick(victims.length)];
      const p = await cellPoint(page, v.column, v.row);
      await page.mouse.click(p.x, p.y);
      await page.waitForSelector('.hm-popover');
      const counts = await page.$$('.hm-popover [data-count]');
      await counts[pick(counts.length)].click();
      done.takes++;
      continue;
    }
    const lose = await cellsWith(page, 'can lose');
    if (lose.length) {
      const p = await cellPoint(page, lose[0].column, lose[0].row);
      await page.mouse.click(p.x, p.y);
      done.loses++;
      continue;
    }
    const sources = await cellsWith(page, 'can move');
    if (sources.length) {
      const s = sources[pick(sources.length)];
      const whole = pick(2) === 0;
      const from = await cellPoint(page, s.column, s.row, whole ? 'center' : { split: 1 });
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 3, from.y - 8, { steps: 3 });
      const dests = await cellsWith(page, 'can go here');
      assert.ok(dests.length > 0, `destinations light up while dragging ${JSON.stringify(s)}`);
      const d = dests[pick(dests.length)];
      const to = await cellPoint(page, d.column, d.row);
      await page.mouse.move(to.x, to.y, { steps: 8 });
      if (done.moves === 2) await shot(page, `${name}-dragging`);
      await page.mouse.up();
      if (!whole && from.height > 1) done.partial++;
      done.moves++;
      if (done.moves === 8) await shot(page, `${name}-midgame`);
      continue;
    }
    if (clickSome && await visible(page, '[data-action=endTurn]')) {
      await page.click('[data-action=endTurn]');
      continue;
    }
    // Nothing to do yet (the computers' turn): wait for what the loop acts on next. Should that
    // never come, the message carries the game's record (its deal and every action), so the
    // failing run can be replayed exactly.
    await untilActionable(page,
      ['.hm-over', '.hm-handoff', '.hm-confirm-dialog', '[data-action=place]', '[data-action=roll]', ...(clickSome ? ['[data-action=endTurn]'] : [])],
      ['can take', 'can lose', 'can move']).catch(async (e) => {
      const record = await page.evaluate(() => window.heuchelPage && window.heuchelPage.game && window.heuchelPage.game.save()).catch(() => null);
      throw new Error(`${e.message}; the game so far: ${record}; the prompt: ${await page.textContent('.hm-prompt').catch(() => '')}`);
    });
  }
  throw new Error('the game did not end');
}

test('a new user plays a 4-player game against three computer seats to the end, by dragging', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?delay=20`);
  await page.waitForSelector('dialog[open]');
  await shot(page, 'new-game-dialog');
  assert.match(await page.textContent('dialog[open]'), /Players/);
  await page.click('[data-action=start]');
  await page.waitForSelector('.hm-board canvas');
  const prompt = await page.textContent('.hm-prompt');
  assert.match(prompt, /Seat 1/, 'a clear prompt says whose turn it is');
  const done = await playToTheEnd(page, { seed: 4, name: 'game' });
  await painted(page);
  await shot(page, 'game-over');
  assert.ok(done.moves >= 5, `the human made moves by dragging (${done.moves})`);
  const over = await page.textContent('.hm-over');
  assert.match(over, /Seat 1/);
  assert.match(over, /[-−]?\d+/, 'final scores are shown');
  assert.ok(await page.$('.hm-over [data-action=newGame]'), 'a new-game button');
  assert.deepEqual(page.errors, []);
});

test('a favour is chosen blind and taken through the UI', async () => {
  // Rulebook figure 3: a Bishop 4 moving to row 6 may take the Patrician (column 3) and the
  // Bishop 3 (column 5), not the Prince (column 4).
  const position = '5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5F6M1M2M3M4M5M6Q1Q2Q3Q4Q5Q6A1A3A4A6B1B2B5_-_0000000000000001';
  const page = await site.page();
  await page.goto(`${site.url}?position=${position}&seats=human,greedy,greedy,greedy,greedy&delay=20`);
  await page.waitForSelector('.hm-board canvas');
  const from = await cellPoint(page, 0, 5);
  const to = await cellPoint(page, 0, 6);
  await drag(page, from, to);
  const victims = await cellsWith(page, 'can take');
  assert.deepEqual(victims.map((v) => v.column).sort(), [2, 4], 'the Patrician and the Bishop 3 light up, not the Prince');
  await shot(page, 'favours-victims');
  const p = await cellPoint(page, 2, 6);
  await page.mouse.click(p.x, p.y);
  await page.waitForSelector('.hm-popover');
  const popover = await page.textContent('.hm-popover');
  assert.ok(!/Patrician 5/.test(popover), 'the count is chosen without seeing the cards');
  await shot(page, 'favours-popover');
  await page.click('.hm-popover [data-count="2"]');
  await page.waitForFunction(() => /took 2 cards? from column 3/i.test(document.querySelector('.hm-log-list')?.textContent ?? ''));
  const mine = await page.textContent('.hm-grid [data-column="0"][data-row="6"]');
  assert.match(mine, /stack of 3/, 'the taken cards are now beneath the Bishop');
  assert.match(mine, /Patrician 5/, 'and the taker sees them');
  assert.deepEqual(page.errors, []);
});

test('a player arranges his stacks in setup, and "as dealt" restores the dealt order', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?players=3&seats=human,greedy,greedy&seed=11&delay=20`);
  await page.waitForSelector('[data-action=place]');
  const groups = await page.$$eval('.hm-setup-group', (gs) => gs.map((g) => [...g.querySelectorAll('.hm-setup-item')].map((i) => i.textContent.trim())));
  const multi = groups.findIndex((g) => g.length > 1);
  assert.ok(multi >= 0, 'seed 11 deals seat 1 two cards of one class');
  const before = groups[multi];
  // Drag the lower card of that pile above the top one.
  const items = await page.$$(`.hm-setup-group:nth-of-type(${multi + 1}) .hm-setup-item`);
  const [topBox, lowBox] = [await items[0].boundingBox(), await items[items.length - 1].boundingBox()];
  await drag(page, { x: lowBox.x + 20, y: lowBox.y + lowBox.height / 2 }, { x: topBox.x + 20, y: topBox.y + 4 });
  const after = await page.$$eval(`.hm-setup-group:nth-of-type(${multi + 1}) .hm-setup-item`, (is) => is.map((i) => i.textContent.trim()));
  assert.equal(after[0], before[before.length - 1], 'the dragged card is now on top');
  await shot(page, 'setup-reordered');
  await page.click('[data-action=asDealt]');
  const reset = await page.$$eval(`.hm-setup-group:nth-of-type(${multi + 1}) .hm-setup-item`, (is) => is.map((i) => i.textContent.trim()));
  assert.deepEqual(reset, before);
  // Reorder again and place: the board shows the chosen top card.
  await drag(page, { x: lowBox.x + 20, y: lowBox.y + lowBox.height / 2 }, { x: topBox.x + 20, y: topBox.y + 4 });
  const chosenTop = (await page.$$eval(`.hm-setup-group:nth-of-type(${multi + 1}) .hm-setup-item`, (is) => is.map((i) => i.textContent.trim())))[0];
  await page.click('[data-action=place]');
  const name = chosenTop.match(/(Prince|Bishop|Patrician|Quack|Minstrel|Fire-Eater) \d/)[0];
  await page.waitForFunction((name) => [...document.querySelectorAll('.hm-grid [data-column="0"]')].some((c) => c.textContent.includes(`${name}, stack of`)), name);
  assert.deepEqual(page.errors, []);
});

test('with two humans a hand-off screen hides every private card between turns', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?players=3&seats=human,human,greedy&seed=5&delay=20`);
  await page.waitForSelector('.hm-handoff:not([hidden])');
  let checked = 0;
  for (let i = 0; i < 60 && checked < 4; i++) {
    if (await visible(page, '.hm-handoff')) {
      const names = await cardNamesInText(page);
      assert.deepEqual(names, [], 'no card value anywhere on the page behind the hand-off screen');
      const blank = await page.evaluate(() => {
        const c = document.querySelector('.hm-board canvas');
        const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        for (let k = 3; k < data.length; k += 4 * 97) if (data[k] !== 0) return false;
        return true;
      });
      assert.ok(blank, 'the board canvas is blank behind the hand-off screen');
      if (checked === 0) await shot(page, 'handoff');
      checked++;
      await page.click('[data-action=handoff]');
      continue;
    }
    if (await visible(page, '[data-action=place]')) {
      await page.click('[data-action=place]');
      continue;
    }
    const sources = await cellsWith(page, 'can move');
    if (sources.length) {
      const from = await cellPoint(page, sources[0].column, sources[0].row);
      await page.mouse.click(from.x, from.y);
      const dests = await cellsWith(page, 'can go here');
      const to = await cellPoint(page, dests[0].column, dests[0].row);
      await page.mouse.click(to.x, to.y);
      continue;
    }
    if (await visible(page, '[data-action=endFavours]')) {
      await page.click('[data-action=endFavours]');
      continue;
    }
    if (await visible(page, '[data-action=endTurn]')) {
      await page.click('[data-action=endTurn]');
      continue;
    }
    // The computer's turn: wait for the next thing to check or do.
    await untilActionable(page, ['.hm-over', '.hm-handoff', '[data-action=place]', '[data-action=endFavours]', '[data-action=endTurn]'], ['can move']);
  }
  assert.ok(checked >= 4, `hand-offs checked: ${checked}`);
  assert.deepEqual(page.errors, []);
});

test('keyboard only: a legal move is made with arrows and Enter', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?players=4&seats=human,greedy,greedy,greedy&seed=3&delay=20`);
  await page.waitForSelector('[data-action=place]');
  await page.focus('[data-action=place]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('.hm-grid [role=gridcell]').length === 78
    && [...document.querySelectorAll('.hm-grid [role=gridcell]')].some((c) => c.textContent.includes('can move')));
  const source = (await cellsWith(page, 'can move'))[0];
  // Focus the grid, then walk to the source cell with the arrow keys.
  await page.focus('.hm-grid [role=gridcell][tabindex="0"]');
  const at = async () => page.evaluate(() => {
    const c = document.activeElement;
    return { column: Number(c.dataset.column), row: Number(c.dataset.row) };
  });
  const walkTo = async (target) => {
    for (let i = 0; i < 40; i++) {
      const here = await at();
      if (here.column === target.column && here.row === target.row) return;
      if (here.row < target.row) await page.keyboard.press('ArrowUp');
      else if (here.row > target.row) await page.keyboard.press('ArrowDown');
      else if (here.column < target.column) await page.keyboard.press('ArrowRight');
      else await page.keyboard.press('ArrowLeft');
    }
    throw new Error('could not reach the cell by keyboard');
  };
  await walkTo(source);
  await page.keyboard.press('Enter');
  const dests = await cellsWith(page, 'can go here');
  assert.ok(dests.length > 0, 'picking up by keyboard lights the destinations');
  await walkTo(dests[0]);
  await shot(page, 'keyboard');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /Seat 1 moved/.test(document.querySelector('.hm-log-list')?.textContent ?? ''));
  const announced = await page.$$eval('[aria-live]', (els) => els.map((e) => e.textContent).join(' '));
  assert.match(announced, /moved/, 'the live region announced the move');
  assert.deepEqual(page.errors, []);
});

test('a phone in portrait shows the whole board and its controls', async () => {
  const page = await site.page({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  await page.goto(`${site.url}?players=4&seats=human,greedy,greedy,greedy&seed=8&delay=20`);
  await page.waitForSelector('[data-action=place]');
  await page.click('[data-action=place]');
  await page.waitForFunction(() => [...document.querySelectorAll('.hm-grid [role=gridcell]')].some((c) => c.textContent.includes('can move')));
  const fits = await page.evaluate(() => {
    const c = document.querySelector('.hm-board canvas');
    const r = c.getBoundingClientRect();
    return { inside: r.left >= 0 && r.right <= innerWidth + 1, sharp: c.width >= r.width * 2.9 };
  });
  assert.ok(fits.inside, 'the board fits the screen width');
  assert.ok(fits.sharp, 'the canvas is drawn at the device pixel ratio');
  await shot(page, 'phone');
  assert.deepEqual(page.errors, []);
});

test('dice: the roll control, the die, and the choice of a card to lose when no move fits', async () => {
  // The rulebook's cascade example: [A2, M3, Q4] on row 10; the die (seeded) shows 4.
  const position = '3d_1r_10A2M3Q4_1F1_1F2_-.-.F3F4F5F6M1M2M4M5M6Q1Q2Q3Q5_-_0000000000000001';
  const page = await site.page();
  await page.goto(`${site.url}?position=${position}&seats=human,greedy,greedy&delay=20`);
  await page.waitForSelector('[data-action=roll]:not([hidden])');
  await page.click('[data-action=roll]');
  await page.waitForFunction(() => /4/.test(document.querySelector('.hm-die')?.textContent ?? '') && !document.querySelector('.hm-die').hidden);
  const lose = await cellsWith(page, 'can lose');
  assert.deepEqual(lose.map((c) => [c.column, c.row]), [[0, 10]], 'no move fits a 4: the stack on row 10 must give up its top');
  assert.match(await page.textContent('.hm-prompt'), /lose/i);
  await shot(page, 'dice-lose');
  const p = await cellPoint(page, 0, 10);
  await page.mouse.click(p.x, p.y);
  await page.waitForFunction(() => /face-down pile of 1/.test(document.querySelector('.hm-grid [data-column="0"][data-row="10"]')?.textContent ?? ''));
  const log = await page.textContent('.hm-log-list');
  assert.match(log, /Patrician 2/, 'the chosen top card was lost');
  assert.match(log, /Minstrel 3/, 'the Minstrel above its goal followed it; Q4, on its goal, was turned face down');
  assert.deepEqual(page.errors, []);
});

test('two boards live on one page independently', async () => {
  const page = await site.page({ viewport: { width: 1400, height: 1800 } });
  await page.goto(`${site.url}?delay=0`);
  await page.waitForFunction(() => window.wasmBindings && window.wasmBindings.Game);
  // The title screen (a chunk of its own, shown once it is loaded) is put away first.
  await page.waitForSelector('dialog.hm-title-dialog[open]');
  await page.evaluate(async () => {
    document.querySelector('dialog[open]')?.close();
    document.getElementById('app').replaceChildren();
    const { mountGame } = await import('./www/heuchel/game/controller.js');
    for (const id of ['one', 'two']) {
      const host = Object.assign(document.createElement('section'), { id });
      host.style.height = '850px';
      document.body.append(host);
      window[id] = mountGame(host, { engine: window.wasmBindings, players: 3, seed: id === 'one' ? 1 : 2, seats: ['human', 'greedy', 'greedy'], botDelay: 0, setupDelay: 0 });
    }
  });
  await page.click('#one [data-action=place]');
  await page.waitForFunction(() => window.one.game.toAct() === 0 && window.one.game.legal().step === 'move');
  const before = await page.evaluate(() => window.two.game.viewNotation(0));
  await page.evaluate(() => window.one.destroy());
  const after = await page.evaluate(() => ({ two: window.two.game.viewNotation(0), oneGone: !document.querySelector('#one canvas'), twoCanvas: !!document.querySelector('#two canvas') }));
  assert.equal(after.two, before, 'the second board was untouched by the first');
  assert.ok(after.oneGone && after.twoCanvas);
  const ids = await page.$$eval('[id]', (els) => els.map((e) => e.id));
  assert.equal(new Set(ids).size, ids.length, 'no id is used twice');
  await page.click('#two [data-action=place]');
  await page.waitForFunction(() => window.two.game.legal().step === 'move');
  await shot(page, 'two-boards');
  assert.deepEqual(page.errors, []);
});

test('with two humans and a computer, the computer\'s turn shows no one\'s private cards', async () => {
  const page = await site.page();
  // Seat 1 and seat 3 are people, seat 2 a computer that thinks for a long while, so the screen
  // can be read during its turn.
  await page.goto(`${site.url}?players=3&seats=human,easy,human&seed=8&delay=60000`);
  await page.waitForSelector('.hm-handoff:not([hidden])');
  await page.click('[data-action=handoff]');
  await page.waitForSelector('[data-action=place]');
  // What seat 1 knows and nobody else does: the values of the cards he holds.
  const hand = await page.$$eval('.hm-setup [data-card]', (cards) => cards.map((c) => c.dataset.card));
  assert.equal(hand.length, 6);
  await page.click('[data-action=place]');
  // Seat 2 (the computer) is to act now.
  await page.waitForFunction(() => /computer/.test(document.querySelector('.hm-prompt').textContent));
  const grid = await page.$$eval('.hm-grid [role=gridcell]', (cells) => cells.map((c) => c.textContent));
  assert.ok(!grid.some((label) => label.includes('your column')), 'the screen is nobody\'s');
  const shown = await cardNamesInText(page);
  assert.deepEqual(shown, [], `no card value of seat 1's is on screen while the computer acts: ${shown}`);
  assert.equal(await page.locator('.hm-setup').count(), 0, 'no hand on screen');
  await shot(page, 'hotseat-computer-turn');
  assert.deepEqual(page.errors, []);
});
