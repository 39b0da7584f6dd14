// A board in a frame far smaller than it was made for (a wiki's thumbnail-sized iframe): both
// games still draw, whatever the cards' and tiles' size comes to, without an error.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

const FRAMES = [{ width: 360, height: 300 }, { width: 240, height: 180 }];
const PAGES = [
  ['embed.html?mode=game&players=3&seats=human,easy,easy&seed=3', 'heuchel-meuchel'],
  ['embed.html?mode=game&players=6&seats=human,easy,easy,easy,easy,easy&seed=3', 'heuchel-meuchel'],
  ['heller-embed.html?mode=game&players=4&seats=human,easy,easy,easy&seed=3', 'heller-pfennig'],
];

for (const viewport of FRAMES) {
  for (const [path, tag] of PAGES) {
    test(`${path.split('?')[0]} (${path.match(/players=\d/)[0]}) in a ${viewport.width}×${viewport.height} frame draws without an error`, async () => {
      const page = await site.page({ viewport });
      await page.addInitScript(() => {
        document.addEventListener('ready', (e) => { e.target.dataset.painted = 'yes'; }, true);
      });
      await page.goto(`${site.url}${path}`);
      await page.waitForSelector(`${tag}[data-painted]`, { state: 'attached', timeout: 20000 });
      // Two frames more: whatever the board draws after its first paint has been drawn.
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }
}
