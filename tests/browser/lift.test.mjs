// Taking only the top cards of a stack (issue 28, "splitting a stack is nearly impossible"): beside a
// lifted stack of two or more a button stands for every count that may move, each at least
// 24 × 24 CSS pixels (WCAG 2.2's target size), and one press on it is all a split takes, with the
// mouse at a desk and with a finger on a phone. The cards then go by a press on a lit square.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';
import { cellPoint } from './board.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

// Three seats; seat 1 (the person) holds a stack of five on row 6 (Prince 2 over Bishop 1,
// Patrician 1, Quack 1 and Minstrel 1), which may climb to row 7, whole or its top cards only.
const FIVE = '3b_1m_2F1.6P2B1A1Q1M1_1F2.2M2.3Q2.4A2.5B2.6P3_1F3.2M3.3Q3.4A3.5B3.6P4_-.-.-_-_0000000000000001';
const STACK = ['P2', 'B1', 'A1', 'Q1', 'M1'];

const DESK = { how: 'mouse at a desk', options: { viewport: { width: 1280, height: 860 } }, press: (page, x, y) => page.mouse.click(x, y) };
const PHONE = {
  how: 'finger on a phone',
  options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  press: (page, x, y) => page.touchscreen.tap(x, y),
};

async function openFive(options) {
  const page = await site.page(options);
  await page.addInitScript(() => localStorage.setItem('heuchel-meuchel:prefs', JSON.stringify({ motion: 'off' })));
  // The computers wait (a long pause) so that the test sees the position its move made.
  await page.goto(`${site.url}?position=${FIVE}&seats=human,medium,medium&delay=100000`);
  await page.waitForFunction(() => document.querySelector('.hm-grid [data-column="0"][data-row="6"]')?.textContent.includes('can move'));
  return page;
}

/** The strip's buttons as they are on screen: count, size, pressed, and their centres. */
const strip = (page) => page.$$eval('.hm-lift:not([hidden]) .hm-lift-count', (buttons) => buttons.map((b) => {
  const r = b.getBoundingClientRect();
  return { count: Number(b.dataset.count), w: r.width, h: r.height, x: r.x + r.width / 2, y: r.y + r.height / 2, pressed: b.getAttribute('aria-pressed') === 'true', label: b.getAttribute('aria-label') };
}));

for (const device of [DESK, PHONE]) {
  for (const take of [1, 2, 4]) {
    test(`the top ${take} of a stack of five are taken by one press beside it and moved (${device.how})`, async () => {
      const page = await openFive(device.options);
      const stack = await cellPoint(page, 0, 6);
      await device.press(page, stack.x, stack.y);
      // Lifted whole; the strip offers every count, the whole stack pressed.
      await page.waitForSelector('.hm-lift:not([hidden]) .hm-lift-count');
      let buttons = await strip(page);
      assert.deepEqual(buttons.map((b) => b.count), [1, 2, 3, 4, 5]);
      assert.deepEqual(buttons.filter((b) => b.pressed).map((b) => b.count), [5]);
      for (const b of buttons) assert.ok(b.w >= 24 && b.h >= 24, `the button for ${b.count} is ${b.w} × ${b.h} px`);
      assert.equal(buttons[1].label, 'Move the top 2 cards');
      // Every button lies on the screen, and none over the stack's own column above it (where
      // the cards may go).
      const viewport = page.viewportSize();
      for (const b of buttons) assert.ok(b.x > 0 && b.y > 0 && b.x < viewport.width && b.y < viewport.height, `the button for ${b.count} is in view`);
      const dest = await cellPoint(page, 0, 7);
      const column = await page.evaluate(async () => {
        const { computeLayout } = await import('./www/heuchel/board/layout.js');
        const wrap = document.querySelector('.hm-board');
        const { columns, rows } = window.wasmBindings.boardFacts();
        const layout = computeLayout({ width: wrap.clientWidth, height: wrap.clientHeight, players: 3, columns, rows });
        const sq = layout.square(0, 7);
        const box = wrap.getBoundingClientRect();
        return { left: box.left + sq.x, right: box.left + sq.x + sq.w };
      });
      for (const b of buttons) assert.ok(b.x < column.left || b.x > column.right, 'the strip leaves the stack\'s column free');
      if (take === 2) await page.screenshot({ path: `${SHOTS}/lift-counts-${device === DESK ? 'desktop' : 'phone'}.png` });

      // One press on the count.
      const chosen = buttons.find((b) => b.count === take);
      await device.press(page, chosen.x, chosen.y);
      await page.waitForFunction((n) => document.querySelector('.hm-lift-count[aria-pressed=true]')?.dataset.count === String(n), take);
      buttons = await strip(page);
      assert.deepEqual(buttons.filter((b) => b.pressed).map((b) => b.count), [take], 'the chosen count is pressed now');
      assert.match(await page.textContent('.hm-prompt'), take === 1 ? /top card from row 6/ : new RegExp(`top ${take} cards from row 6`));

      // The cards go by a press on the lit square; what stays behind above its goal may be lost
      // to arrogance, which is asked first and answered yes here.
      await device.press(page, dest.x, dest.y);
      const asked = await Promise.race([
        page.waitForSelector('.hm-confirm-dialog[open]').then(() => true),
        page.waitForFunction(() => window.heuchelPage.game.actionCount() === 1).then(() => false),
      ]);
      if (asked) await page.click('[data-action=arrogance-yes]');
      await page.waitForFunction(() => window.heuchelPage.game.actionCount() === 1);
      const moved = await page.evaluate(() => window.heuchelPage.game.log(0, 0)[0].events.find((e) => e.event === 'moved'));
      assert.equal(moved.count ?? moved.cards?.length, take, `${take} card(s) moved`);
      const view = await page.evaluate(() => window.heuchelPage.game.view(0));
      assert.deepEqual(view.columns[0].find((p) => p.row === 7).cards, STACK.slice(0, take));
      // Nothing is lifted any more: the strip is gone.
      assert.equal(await page.locator('.hm-lift:not([hidden])').count(), 0);
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }
}

test('a stack of one card has no strip; the keys still count, and the strip follows them', async () => {
  const page = await openFive(DESK.options);
  const single = await cellPoint(page, 0, 2);
  await page.mouse.click(single.x, single.y);
  await page.waitForFunction(() => /picked up/.test(document.querySelector('.hm-prompt').textContent));
  assert.equal(await page.locator('.hm-lift:not([hidden])').count(), 0, 'one card: nothing to choose');
  await page.keyboard.press('Escape');
  const stack = await cellPoint(page, 0, 6);
  await page.mouse.click(stack.x, stack.y);
  await page.waitForSelector('.hm-lift:not([hidden]) .hm-lift-count');
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await page.waitForFunction(() => document.querySelector('.hm-lift-count[aria-pressed=true]')?.dataset.count === '3');
  assert.deepEqual((await strip(page)).filter((b) => b.pressed).map((b) => b.count), [3]);
  await page.keyboard.press('Escape');
  await page.waitForSelector('.hm-lift', { state: 'hidden' });
  assert.deepEqual(page.errors, []);
  await page.close();
});

// What the prompt says on a touch screen, in each language: tap and the Put back button, never a
// click, a key or Escape (issue 28, "touch words on touch screens"); a mouse keeps its words.
const FINGER = { en: /\btap\b/i, de: /\btippe\b/i, fr: /\btouchez\b/i, nl: /\btik\b/i };
const MOUSE = /\bclick|klick|cliqu|\bklik|escape|échap/i;
const PUT_BACK = { en: 'Put back', de: 'Zurücklegen', fr: 'Remettre en place', nl: 'Terugleggen' };

for (const lang of ['en', 'de', 'fr', 'nl']) {
  test(`on a phone the prompts speak of tapping (${lang})`, async () => {
    const page = await site.page(PHONE.options);
    await page.addInitScript(() => localStorage.setItem('heuchel-meuchel:prefs', JSON.stringify({ motion: 'off' })));
    await page.goto(`${site.url}?position=${FIVE}&seats=human,medium,medium&delay=100000&lang=${lang}`);
    await page.waitForFunction(() => document.querySelectorAll('.hm-grid [data-column="0"][data-row="6"]').length === 1);
    await page.waitForFunction(() => document.querySelector('.hm-prompt')?.textContent.trim().length > 0);
    const before = await page.textContent('.hm-prompt');
    assert.match(before, FINGER[lang], before);
    assert.doesNotMatch(before, MOUSE, before);
    const stack = await cellPoint(page, 0, 6);
    await page.touchscreen.tap(stack.x, stack.y);
    await page.waitForSelector('.hm-lift:not([hidden]) .hm-lift-count');
    const lifted = await page.textContent('.hm-prompt');
    assert.ok(lifted.includes(PUT_BACK[lang]), `the Put back button by its name: ${lifted}`);
    assert.doesNotMatch(lifted, MOUSE, lifted);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('with a mouse the prompts keep the words for a mouse and the keys', async () => {
  const page = await openFive(DESK.options);
  assert.match(await page.textContent('.hm-prompt'), /drag a stack/);
  const stack = await cellPoint(page, 0, 6);
  await page.mouse.click(stack.x, stack.y);
  await page.waitForSelector('.hm-lift:not([hidden]) .hm-lift-count');
  assert.match(await page.textContent('.hm-prompt'), /Escape puts it back/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The red count of a stack that may move stands whole over the green brackets that mark it
// (issue 28: the badges were partly hidden under the brackets' corner).
for (const device of [DESK, PHONE]) {
  test(`the count of a stack that may move is not crossed by its brackets (${device.how})`, async () => {
    const page = await openFive({ ...device.options, deviceScaleFactor: 2 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const green = await page.evaluate(async () => {
      const { computeLayout } = await import('./www/heuchel/board/layout.js');
      const wrap = document.querySelector('.hm-board');
      const canvas = wrap.querySelector('canvas');
      const { columns, rows } = window.wasmBindings.boardFacts();
      const layout = computeLayout({ width: wrap.clientWidth, height: wrap.clientHeight, players: 3, columns, rows });
      // Where the count is drawn (render/piles.js drawBadge) on the top card of the stack of five.
      const rect = layout.cardRect(0, 6, 0, 5);
      const r = Math.max(6, Math.min(13, rect.h * 0.24));
      const cx = rect.x + rect.w - r * 0.35, cy = rect.y + r * 0.35;
      const k = canvas.width / canvas.getBoundingClientRect().width;
      const size = Math.ceil(2 * r * k);
      const x0 = Math.round((cx - r) * k), y0 = Math.round((cy - r) * k);
      const data = canvas.getContext('2d').getImageData(x0, y0, size, size).data;
      let count = 0, inside = 0;
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          const dx = (x0 + x + 0.5) / k - cx, dy = (y0 + y + 0.5) / k - cy;
          if (dx * dx + dy * dy > (0.85 * r) ** 2) continue;
          inside++;
          const i = 4 * (y * size + x);
          // The brackets' malachite (#2f8a62), give or take the antialiasing.
          if (Math.abs(data[i] - 0x2f) + Math.abs(data[i + 1] - 0x8a) + Math.abs(data[i + 2] - 0x62) < 90) count++;
        }
      }
      return { count, inside };
    });
    assert.ok(green.inside > 50, `the count's disc was read (${green.inside} pixels)`);
    assert.equal(green.count, 0, `no green of the brackets inside the count's disc (${green.count} of ${green.inside} pixels)`);
    await page.close();
  });
}
