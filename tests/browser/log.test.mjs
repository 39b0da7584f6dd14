// The log while play goes on (issue 28, "the log sticks"): a line clicked or tapped shows its move
// only until the next action, and then the log follows the new lines again; a line reached by
// the keys keeps the focus of whoever reads the log with them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

// Three computers playing on, one action about every 800 ms, no animation.
const TABLE = '?players=3&seats=greedy,greedy,greedy&seed=3&delay=800';

async function tableAt(options = {}) {
  const page = await site.page(options);
  await page.addInitScript(() => localStorage.setItem('heuchel-meuchel:prefs', JSON.stringify({ motion: 'off' })));
  await page.goto(site.url + TABLE);
  await page.waitForFunction(() => document.querySelectorAll('.hm-log-list li:not([hidden])').length >= 12, null, { timeout: 60000 });
  return page;
}

const lineCount = (page) => page.evaluate(() => document.querySelectorAll('.hm-log-list li').length);
const nextAction = (page, count) => page.waitForFunction((n) => document.querySelectorAll('.hm-log-list li').length > n, count, { timeout: 30000 });
const focusedLine = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return a && a.closest('.hm-log-list') ? a.dataset.index : null;
});
const followed = (page) => page.waitForFunction(() => {
  const l = document.querySelector('.hm-log-list');
  return l.scrollTop + l.clientHeight >= l.scrollHeight - 4;
}, null, { timeout: 30000 });

for (const [how, options, press] of [
  ['clicked', {}, async (page, li) => { await li.click(); await page.mouse.move(2, 2); }],
  ['tapped', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, (page, li) => li.tap()],
]) {
  test(`a log line ${how} shows its move until the next action, then the log follows the new lines`, async () => {
    const page = await tableAt(options);
    // The log's focus as it comes and goes, with the number of lines at that moment: the press
    // and the next action race on a loaded machine, so the test reads what happened in order
    // instead of looking at the focus at one moment.
    await page.evaluate(() => {
      window.logFocus = [];
      const note = (kind) => (event) => {
        const li = event.target.closest && event.target.closest('.hm-log-list li');
        if (li) window.logFocus.push({ kind, index: li.dataset.index, lines: document.querySelectorAll('.hm-log-list li').length });
      };
      document.addEventListener('focusin', note('in'));
      document.addEventListener('focusout', note('out'));
    });
    const li = page.locator('.hm-log-list li[data-index="3"]');
    // Pressed just after an action, so that the press is usually over before the next one.
    await nextAction(page, await lineCount(page));
    await press(page, li);
    await page.waitForFunction(() => window.logFocus.some((f) => f.kind === 'in' && f.index === '3'));
    // The pin ends, and only with the next action: the focus leaves the line once more lines
    // are there than when it came.
    await page.waitForFunction(() => !document.activeElement || !document.activeElement.closest('.hm-log-list'));
    const [pinned, ended] = await page.evaluate(() => {
      const i = window.logFocus.findIndex((f) => f.kind === 'in' && f.index === '3');
      return [window.logFocus[i], window.logFocus.slice(i + 1).find((f) => f.kind === 'out')];
    });
    assert.ok(ended, 'the pin ended');
    assert.equal(ended.index, '3');
    assert.ok(ended.lines > pinned.lines, `the line stayed pinned until the next action (${pinned.lines} lines when pinned, ${ended.lines} when it ended)`);
    assert.equal(await focusedLine(page), null, 'the next action ends the pin');
    await followed(page);
    // And it keeps following: two actions on, the newest line is still in view.
    await nextAction(page, await lineCount(page) + 1);
    await followed(page);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('a log line reached by the keys keeps the focus while play goes on', async () => {
  const page = await tableAt();
  await page.locator('.hm-log-list li[data-index="3"]').focus();
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedLine(page), '4');
  await nextAction(page, await lineCount(page));
  assert.equal(await focusedLine(page), '4', 'the reader keeps his place');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedLine(page), '5', 'and goes on from it');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the log is ruled under its lines, wrapped ones too, not through its words', async () => {
  const page = await site.page({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.addInitScript(() => localStorage.setItem('heuchel-meuchel:prefs', JSON.stringify({ motion: 'off' })));
  await page.goto(site.url + '?players=3&seats=greedy,greedy,greedy&seed=3&delay=0');
  await page.waitForSelector('.hm-over:not([hidden])', { timeout: 60000 });
  // Each line's top and height in the rules' period (the list's line height, that of its ruling).
  const lines = await page.$eval('.hm-log-list', (list) => {
    const period = parseFloat(getComputedStyle(list).lineHeight);
    const top = list.getBoundingClientRect().top - list.scrollTop;
    return [...list.children].filter((li) => !li.hidden).map((li) => {
      const r = li.getBoundingClientRect();
      return { at: (r.top - top) / period, rows: r.height / period, text: li.textContent };
    });
  });
  assert.ok(lines.some((l) => l.rows > 1.5), 'some lines wrap on a phone');
  const off = (x) => Math.abs(x - Math.round(x)) > 0.02;
  const astray = lines.filter((l) => off(l.at) || off(l.rows));
  assert.deepEqual(astray.slice(0, 3), [], 'every line starts on a rule and spans whole rules');
  assert.deepEqual(page.errors, []);
  await page.close();
});
