// The menu on a phone (issue 28, smaller things): during play the controls under the board are a
// short box that scrolls, and the menu opened past its bottom edge, the animation speed out of
// sight. Opened, all of it is in sight.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

// Figure 3 of the rules: play under way, the first seat (a person here) to move.
const FIGURE_3 = '5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5F6M1M2M3M4M5M6Q1Q2Q3Q4Q5Q6A1A3A4A6B1B2B5_-_0000000000000001';

for (const height of [844, 667]) {
  test(`the menu opened on a 390 × ${height} phone during play is wholly in sight`, async () => {
    const page = await site.page({ viewport: { width: 390, height }, isMobile: true, hasTouch: true });
    await page.goto(`${site.url}?position=${FIGURE_3}&seats=human,medium,medium,medium,medium&delay=100000`);
    await page.waitForFunction(() => performance.getEntriesByName('heuchel:board-painted').length > 0);
    await page.tap('[data-action=menu]');
    await page.waitForSelector('.hm-menu-panel:not([hidden])');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // Every choice of the menu is what the screen shows at its place (not clipped, not covered).
    const hidden = await page.$$eval('.hm-menu-panel button, .hm-menu-panel a, .hm-menu-panel select, .hm-menu-panel input', (controls) => controls
      .filter((c) => {
        const r = c.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        const at = document.elementFromPoint(x, y);
        return !(at && (at === c || c.contains(at) || (c.labels && [...c.labels].some((l) => l.contains(at)))));
      })
      .map((c) => c.dataset.action || c.value || c.name || c.tagName));
    assert.deepEqual(hidden, [], 'every choice is in sight, the animation speeds too');
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
