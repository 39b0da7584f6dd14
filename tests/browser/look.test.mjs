// The page around the board, as a player meets it: the title screen and its Play, the menu during
// play, seat names, where focus goes after each dialog, and the contrast of every text on the page
// (axe-core's color-contrast rule, WCAG AA) at a desktop and a phone size.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { open, SHOTS } from './harness.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};
// Figure 3 of the rulebook: Seat 1's Bishop 4 moving to row 6 may take from columns 3 and 5.
const FAVOURS = '5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5F6M1M2M3M4M5M6Q1Q2Q3Q4Q5Q6A1A3A4A6B1B2B5_-_0000000000000001';
// One move from the end (the rules page's last example): Seat 2's Bishop 3 ends the game.
const LAST_MOVE = '3b_2m_8f5f2.9A2.10q4.13p1_9m6m1.10B3F3.11a5_10q6.12b6b1.13p6_M4.Q1.M3A6_-_0000000000000001';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

const focused = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return a ? { tag: a.tagName, cls: a.className, action: a.dataset.action ?? null, column: a.dataset.column ?? null, row: a.dataset.row ?? null, text: a.textContent } : null;
});

const painted = (page) => page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));

/**
 * The page's text that fails WCAG AA contrast. axe-core measures what it can; where it cannot (text
 * on the parchment's grain or the gold leaf, which are gradients over a base colour), the text is
 * measured here against that base colour, the nearest background colour behind it (the grain only
 * shades it by a few per cent). Returns { failures, measured } (measured: texts judged, by axe or here).
 */
async function contrastFailures(page) {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
    });
    const failures = [];
    for (const v of result.violations) for (const n of v.nodes) failures.push({ by: 'axe', target: n.target.join(' '), summary: n.failureSummary });
    const channel = (c) => { const s = c / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
    const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const rgba = (text) => { const m = text.match(/[\d.]+/g).map(Number); return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1]; };
    const over = (top, under) => top.slice(0, 3).map((c, i) => c * top[3] + under[i] * (1 - top[3]));
    // The colour behind an element: its ancestors' background colours, blended from the page up.
    const behind = (element) => {
      const layers = [];
      for (let e = element; e; e = e.parentElement) {
        const c = rgba(getComputedStyle(e).backgroundColor);
        if (c[3] > 0) layers.push(c);
        if (c[3] === 1) break;
      }
      return layers.reverse().reduce((under, top) => over(top, under), [255, 255, 255]);
    };
    let measured = [...result.violations, ...result.passes].reduce((n, v) => n + v.nodes.length, 0);
    for (const item of result.incomplete) {
      for (const n of item.nodes) {
        const element = document.querySelector(n.target[0]);
        if (!element) continue;
        const box = element.getBoundingClientRect();
        // Off-screen text for screen readers only (the board's ARIA grid, the live region).
        if (box.width <= 1 || box.height <= 1 || element.closest('.hm-grid, .hm-sr-only')) continue;
        const style = getComputedStyle(element);
        const bg = behind(element);
        const fg = over(rgba(style.color), bg);
        const [l1, l2] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
        const ratio = (l1 + 0.05) / (l2 + 0.05);
        const size = parseFloat(style.fontSize);
        const bold = Number(style.fontWeight) >= 700;
        const large = size >= 24 || (bold && size >= 18.66);
        measured++;
        if (ratio < (large ? 3 : 4.5)) failures.push({ by: 'measured', target: n.target.join(' '), ratio: ratio.toFixed(2), text: element.textContent.slice(0, 60) });
      }
    }
    return { failures, measured };
  });
}

/** A position of a seeded 4-player game: with Seat 1 to move mid-game, and its end. */
async function positions(page) {
  return page.evaluate(() => {
    const { Game } = window.wasmBindings;
    const g = new Game(4, 'base', 7);
    let move = null;
    for (let i = 0; i < 2000 && !g.isOver(); i++) {
      const legal = g.legal();
      if (!move && legal.player === 0 && legal.step === 'move' && g.actionCount() > 40) move = g.position();
      g.play(g.botAction(legal.player, 'medium', i));
    }
    const over = g.position();
    g.free();
    return { move, over };
  });
}

test('every text on the page meets WCAG AA contrast: title screen, mid-game, menu, game over, at desktop and phone', async (t) => {
  const probe = await site.page();
  await probe.goto(`${site.url}?delay=100000`);
  await probe.waitForFunction(() => window.wasmBindings && window.wasmBindings.Game);
  const { move, over } = await positions(probe);
  await probe.close();
  const seats = 'seats=human,medium,medium,medium&delay=100000';
  for (const [size, options] of Object.entries(SIZES)) {
    const page = await site.page(options);
    const check = async (state) => {
      await painted(page);
      const { failures, measured } = await contrastFailures(page);
      assert.deepEqual(failures, [], `${state} at ${size}`);
      assert.ok(measured > 0, `${state} at ${size}: text was judged`);
      t.diagnostic(`${state} at ${size}: ${measured} texts judged`);
      await page.screenshot({ path: `${SHOTS}/look-${state}-${size}.png` });
    };
    await page.goto(site.url);
    await page.waitForSelector('dialog[open]');
    await page.locator('dialog .hm-table-options > summary').click();
    await check('title');
    await page.goto(`${site.url}?seed=7&${seats}`);
    await page.waitForSelector('.hm-setup');
    await check('setup');
    await page.goto(`${site.url}?position=${encodeURIComponent(move)}&${seats}`);
    await page.click('dialog [data-action=playLink]');
    await page.waitForSelector('.hm-board canvas');
    await page.click('[data-action=menu]');
    await page.waitForSelector('.hm-menu-panel:not([hidden])'); // the panel's module comes at the first opening
    await check('move-menu');
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${site.url}?position=${encodeURIComponent(over)}&${seats}`);
    await page.waitForSelector('.hm-over:not([hidden])');
    await check('over');
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('Play on the title screen starts a 4-player base game: you and three Medium computers', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?delay=100000`);
  await page.waitForSelector('dialog[open] h1');
  assert.match(await page.textContent('dialog[open] h1'), /Heuchel & Meuchel/);
  assert.match(await page.textContent('dialog[open] .hm-intro'), /thirteen storeys/);
  assert.equal(await page.locator('dialog .hm-table-options').getAttribute('open'), null, 'the table options are folded away');
  assert.match(await page.getAttribute('dialog [data-action=titleRules]', 'href'), /rules\.html$/);
  await page.click('dialog [data-action=start]');
  await page.waitForSelector('.hm-board canvas');
  const game = await page.evaluate(() => ({ players: window.heuchelPage.game.players, step: window.heuchelPage.game.legal().step }));
  assert.deepEqual(game, { players: 4, step: 'setup' });
  const kinds = await page.$$eval('.hm-seats li .hm-seat-kind', (ls) => ls.map((l) => l.textContent));
  assert.deepEqual(kinds, ['Human', 'Computer: Medium', 'Computer: Medium', 'Computer: Medium']);
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('heuchel-meuchel:game'))).save.split(' ')[2], '4b', 'the base game');
  assert.deepEqual(page.errors, []);
});

test('focus after each dialog: title to the prompt, menu back to its button, hand-off to the prompt, take popover back to the cell, game over to its heading', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?delay=100000`);
  await page.waitForSelector('dialog[open]');
  // The ring on the gold-leaf Play button (focused first): dark on the gold, light around it.
  const ring = await page.evaluate(() => {
    const b = document.activeElement;
    const style = getComputedStyle(b);
    const rgb = (text) => text.match(/[\d.]+/g).slice(0, 3).map(Number);
    const lum = (c) => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    const lin = (c) => c.map((v) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
    const ratio = (a, b) => { const [x, y] = [lum(lin(a)), lum(lin(b))].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
    const outline = rgb(style.outlineColor);
    return {
      action: b.dataset.action, style: style.outlineStyle, width: parseFloat(style.outlineWidth),
      onGold: ratio(outline, rgb(style.backgroundColor)), halo: style.boxShadow !== 'none',
    };
  });
  assert.equal(ring.action, 'start', 'Play has the focus on the title screen');
  assert.equal(ring.style, 'solid');
  assert.ok(ring.width >= 2 && ring.onGold >= 3 && ring.halo, `a focus ring that shows on gold: ${JSON.stringify(ring)}`);
  await page.keyboard.press('Enter');
  await page.waitForSelector('.hm-board canvas');
  assert.equal((await focused(page)).cls, 'hm-prompt', 'title → the prompt');

  await page.click('[data-action=menu]');
  await page.waitForSelector('.hm-menu-panel:not([hidden])'); // the panel's module comes at the first opening
  assert.equal((await focused(page)).action, 'menuNewGame', 'the menu opens at its first item');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('.hm-menu-panel').isVisible(), false);
  assert.equal((await focused(page)).action, 'menu', 'menu closed → its button');
  assert.equal(await page.evaluate(() => window.heuchelPage.game.legal().step), 'setup', 'Escape in the menu did nothing else');

  // Two people at one screen: the first hand-off, accepted by keyboard.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${site.url}?players=3&seats=human,human,easy&seed=3&delay=0`);
  await page.waitForSelector('.hm-handoff:not([hidden])');
  assert.equal((await focused(page)).action, 'handoff', 'the hand-off screen takes the focus');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.hm-handoff', { state: 'hidden' });
  assert.equal((await focused(page)).cls, 'hm-prompt', 'hand-off accepted → the prompt');

  // The blind "how many?" question, asked from the board's grid and put away with Escape.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${site.url}?position=${FAVOURS}&seats=human,greedy,greedy,greedy,greedy&delay=0`);
  await page.waitForSelector('.hm-board canvas');
  const cell = (c, r) => page.locator(`.hm-grid [data-column="${c}"][data-row="${r}"]`);
  await cell(0, 5).focus();
  await page.keyboard.press('Enter');
  await cell(0, 6).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.heuchelPage.game.legal().step === 'favours');
  await cell(2, 6).focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('.hm-popover');
  assert.equal((await focused(page)).cls.includes('hm-count'), true, 'the popover takes the focus');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('.hm-popover').count(), 0);
  assert.deepEqual([(await focused(page)).column, (await focused(page)).row], ['2', '6'], 'popover closed → the board cell');

  // The last move of a game, by keyboard: the scores appear beside the board, focus on their heading.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${site.url}?position=${LAST_MOVE}&seats=easy,human,easy&delay=0`);
  await page.waitForSelector('.hm-board canvas');
  await cell(1, 10).focus();
  await page.keyboard.press('Enter');
  await cell(1, 12).focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('.hm-over:not([hidden])');
  const heading = await focused(page);
  assert.deepEqual([heading.tag, heading.text], ['H2', 'Game over'], 'game over → its heading');
  // Beside the board, not over it: the board keeps its whole box.
  const overlap = await page.evaluate(() => {
    const a = document.querySelector('.hm-board').getBoundingClientRect();
    const b = document.querySelector('.hm-over').getBoundingClientRect();
    return Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  });
  assert.equal(overlap, 0, 'the scores do not cover the board');
  assert.deepEqual(page.errors, []);
});

test('the menu during play: the speed chosen is kept across a reload; New game asks before ending the game', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?seats=human,easy,easy&seed=11&delay=100000`);
  await page.waitForSelector('.hm-board canvas');
  await page.click('[data-action=menu]');
  await page.waitForSelector('.hm-menu-panel:not([hidden])'); // the panel's module comes at the first opening
  assert.equal(await page.isChecked('.hm-menu-speed input[value=normal]'), true, 'normal at first');
  await page.click('.hm-menu-speed label:has(input[value=fast])');
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('heuchel-meuchel:prefs'))).motion, 'fast');
  assert.match(await page.getAttribute('[data-action=menuRules]', 'href'), /rules\.html#setup$/, 'the rules at the step now asked');
  await page.reload();
  await page.click('dialog [data-action=continue]');
  await page.waitForSelector('.hm-board canvas');
  await page.click('[data-action=menu]');
  await page.waitForSelector('.hm-menu-panel:not([hidden])'); // the panel's module comes at the first opening
  assert.equal(await page.isChecked('.hm-menu-speed input[value=fast]'), true, 'fast after the reload');
  // New game from the menu: the title screen, which offers to continue this unfinished game.
  await page.click('[data-action=menuNewGame]');
  await page.waitForSelector('dialog[open] [data-action=continue]');
  await page.click('dialog [data-action=start]');
  assert.ok(await page.locator('dialog .hm-confirm').isVisible(), 'asked first');
  assert.deepEqual(page.errors, []);
});

test('a human seat\'s name shows in the seats list, the prompt and the log, as text, and survives a reload', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?delay=0`);
  await page.waitForSelector('dialog[open]');
  await page.locator('dialog .hm-table-options > summary').click();
  assert.equal(await page.locator('#hm-new-name-1').isVisible(), false, 'no name for a computer seat');
  const name = 'Adelheid <b>von Ulm</b>';
  await page.fill('#hm-new-name-0', name);
  await page.click('dialog [data-action=start]');
  await page.waitForSelector('.hm-board canvas');
  assert.equal(await page.textContent('.hm-seats li:first-child .hm-seat-name'), name);
  assert.match(await page.textContent('.hm-prompt'), /Adelheid <b>von Ulm<\/b>/);
  await page.click('[data-action=place]');
  await page.waitForFunction((n) => document.querySelector('.hm-log-list').textContent.includes(n), name);
  assert.equal(await page.locator('.hm-side b').count(), 0, 'the name is never markup');
  await page.reload();
  await page.click('dialog [data-action=continue]');
  await page.waitForSelector('.hm-board canvas');
  assert.equal(await page.textContent('.hm-seats li:first-child .hm-seat-name'), name, 'kept in the saved game');
  assert.deepEqual(page.errors, []);
});
