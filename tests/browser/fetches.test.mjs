// What a game page fetches, as a browser fetches it: no file twice (the gothic face was fetched
// once by its preload and the page's titles and once more by the board's own FontFace, 26.5 KB
// gzipped, until both took the one face of the page's style sheet: www/platform/render/layer.js). The
// browser's own fetch of the tab's icon is left out (it asks for it for the tab and the manifest).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

for (const [page, painted] of [['?lang=de&seed=3', 'heuchel:board-painted'], ['heller.html?lang=de&players=3&seats=human,medium,medium&seed=1&delay=600000', 'heller:board-painted']]) {
  test(`${page.split('?')[0] || 'index.html'} fetches no file twice up to a painted board with its gothic title`, async () => {
    const tab = await site.page();
    const urls = [];
    tab.on('request', (r) => urls.push(r.url()));
    await tab.goto(site.url + page);
    await tab.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, painted);
    // The board's title is painted in the gothic face once it has come.
    await tab.waitForFunction(() => [...document.fonts].some((f) => f.family.replace(/["']/g, '') === 'UnifrakturMaguntia' && f.status === 'loaded'));
    await tab.evaluate(() => document.fonts.ready);
    const faces = urls.filter((u) => u.endsWith('/UnifrakturMaguntia.woff2'));
    assert.equal(faces.length, 1, `the gothic face fetched once: ${faces.length}`);
    const twice = urls.filter((u, i) => urls.indexOf(u) !== i && !u.endsWith('/icon.svg'));
    assert.deepEqual(twice, [], 'no file fetched twice');
    assert.deepEqual(tab.errors, []);
  });
}
