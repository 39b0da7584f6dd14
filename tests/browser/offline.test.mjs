// Offline and installable: the service worker (sw.js, written by scripts/precache.mjs) keeps the
// whole site, so a game page loaded once plays with the network gone; a new deploy installs in
// the background and the page moves to it cleanly; the web app manifest is sound.
// Each test has its own browser context (a service worker belongs to one) and, where the site
// changes under it, its own server on a fixed port so that both versions share one origin.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { open, SHOTS, waitForEngine, healthUnanswered } from './harness.mjs';
import { cellPoint, cellsWith, drag, visible } from './board.mjs';
import { serve, STRICT_CSP } from '../../scripts/serve.mjs';
import { precacheList, writeServiceWorker } from '../../scripts/precache.mjs';

const BASE = '/games/heuchel/';
const GAME = '?players=3&seats=human,easy,easy&seed=3&delay=0';

let site;
before(async () => { site = await open({ base: BASE }); });
after(async () => { await site?.close(); });

async function newPage() {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 860 }, serviceWorkers: 'allow' });
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (m) => { if (m.type() === 'error' && !healthUnanswered(m)) page.errors.push(m.text()); });
  page.on('pageerror', (e) => page.errors.push(e.message));
  return { context, page };
}

/** After a reload the game page offers to continue the saved game: continue it. */
async function continueGame(page) {
  await page.waitForSelector('.hm-board, [data-action=continue]');
  if (await visible(page, '[data-action=continue]')) await page.click('[data-action=continue]');
  await page.waitForSelector('.hm-board');
}

/**
 * Resolves once version `v` is the active service worker, with nothing waiting or installing, and
 * its cache is filled: checked again at each step of the service workers' lives (an update found,
 * a worker's state changed), each listened for before the check, so that none is missed.
 */
async function newVersionActive(page, v, timeout = 30000) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`version ${v} did not become active in ${timeout} ms`)), timeout);
  });
  try {
    await Promise.race([late, page.evaluate(async (v) => {
      const registration = await navigator.serviceWorker.getRegistration();
      for (;;) {
        const changed = new Promise((resolve) => {
          registration.addEventListener('updatefound', resolve, { once: true });
          for (const w of [registration.installing, registration.waiting, registration.active]) w?.addEventListener('statechange', resolve, { once: true });
        });
        if (registration.active && !registration.waiting && !registration.installing && await caches.has(`heuchel-${v}`)) return;
        await changed;
      }
    }, v)]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once an activated service worker controls the page. */
const controlled = (page) => page.waitForFunction(
  () => navigator.serviceWorker.controller !== null && navigator.serviceWorker.controller.state === 'activated',
  null, { timeout: 30000 });

/** The built site copied and changed as a new deploy would be: a marker in index.html, sw.js rewritten. */
async function changedCopy() {
  const dir = await mkdtemp(join(tmpdir(), 'heuchel-next-'));
  await cp('dist', dir, { recursive: true });
  const index = join(dir, 'index.html');
  await writeFile(index, (await readFile(index, 'utf8')).replace('</head>', '<meta name="hm-build" content="next">\n</head>'));
  const next = await writeServiceWorker(dir);
  return { dir, version: next.version };
}

/** A server for one version of the site, on `port` (0: any free one). */
const serveVersion = (dir, port = 0) => serve({ dir, port, base: BASE, csp: STRICT_CSP });
// Closes a server now: kept-alive connections (a page, its service worker) would hold close() open.
const closeServer = (server) => new Promise((ok) => {
  server.close(ok);
  server.closeAllConnections();
});

/**
 * Runs `fn` with a fresh page, the built site served at `url`, and a changed copy of it ready:
 * `deploy()` serves the copy at the same address in its place, as a new deploy would. Closes the
 * page and the server and removes the copy afterwards.
 */
async function withTwoDeploys(fn) {
  const first = await serveVersion('dist');
  const port = first.address().port;
  const next = await changedCopy();
  let server = first;
  const { context, page } = await newPage();
  try {
    await fn({
      page, next, url: `http://127.0.0.1:${port}${BASE}`,
      async deploy() {
        await closeServer(first);
        server = await serveVersion(next.dir, port);
      },
    });
  } finally {
    await context.close();
    await closeServer(server);
    await rm(next.dir, { recursive: true, force: true });
  }
}

test('the built worker lists every file with its hash; the version is a hash of that list', async () => {
  const sw = await readFile('dist/sw.js', 'utf8');
  const { version, files } = await precacheList('dist');
  assert.ok(sw.includes(JSON.stringify(version)), 'dist/sw.js carries the version of the files now in dist/');
  const paths = files.map(([p]) => p);
  for (const needed of ['index.html', 'embed.html', 'rules.html', 'maker.html', 'heuchel-meuchel.js', 'heuchel.js',
    'heuchel_bg.wasm', 'www/heuchel/main.js', 'www/platform/engine/worker.js', 'www/style.css', 'www/fonts/UnifrakturMaguntia.woff2',
    'manifest.webmanifest', 'www/icons/icon-192.png', 'www/icons/maskable-512.png',
    'heller.html', 'heller.js', 'heller_bg.wasm', 'www/heller/main.js', 'heller-pfennig.js', 'games.html', 'heller-rules.html']) {
    assert.ok(paths.includes(needed), `${needed} is precached`);
  }
  assert.ok(paths.some((p) => /^chunk-.*\.js$/.test(p)), 'the element\'s chunks are precached');
  assert.ok(!paths.includes('sw.js'), 'the worker does not list itself');
  for (const [path, hash] of files) assert.match(hash, /^[A-Za-z0-9+/]{43}=$/, `${path}: a SHA-256 in base64`);
});

test('loaded once, the game page reloads and plays with the network gone', async () => {
  const { context, page } = await newPage();
  await page.goto(`${site.url}${GAME}`);
  await waitForEngine(page);
  await controlled(page);
  await context.setOffline(true);
  assert.equal(await page.evaluate(() => navigator.onLine), false);
  await page.reload();
  await waitForEngine(page);
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller !== null), true);
  await continueGame(page);
  await page.waitForSelector('[data-action=place]');
  await page.click('[data-action=place]');
  await page.waitForFunction(() => [...document.querySelectorAll('.hm-grid [role=gridcell]')].some((c) => c.textContent.includes('can move')),
    null, { timeout: 20000 });
  const log = () => page.evaluate(() => document.querySelector('.hm-log-list')?.textContent ?? '');
  const logBefore = await log();
  const source = (await cellsWith(page, 'can move'))[0];
  const from = await cellPoint(page, source.column, source.row);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 3, from.y - 8, { steps: 3 });
  const dest = (await cellsWith(page, 'can go here'))[0];
  assert.ok(dest, 'a destination lights up');
  const to = await cellPoint(page, dest.column, dest.row);
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await page.waitForFunction((before) => (document.querySelector('.hm-log-list')?.textContent ?? '') !== before, logBefore);
  await page.screenshot({ path: `${SHOTS}/offline-move.png` });
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the second game\'s page, loaded once, continues its game and plays with the network gone', async () => {
  const { context, page } = await newPage();
  await page.goto(`${site.url}heller.html?lang=de&players=3&seats=human,easy,easy&seed=3&delay=0`);
  await page.waitForFunction(() => window.hellerPage && window.hellerPage.game);
  await controlled(page);
  await context.setOffline(true);
  const save = await page.evaluate(() => window.hellerPage.game.save());
  await page.reload();
  await page.waitForFunction(() => window.hellerPage && window.hellerPage.game);
  assert.equal(await page.evaluate(() => window.hellerPage.game.save()), save, 'the saved game goes on offline');
  await page.waitForFunction(() => document.querySelector('.hh-game').dataset.state === 'human');
  const count = await page.evaluate(() => window.hellerPage.game.actionCount());
  // A tile turned up from the pile (D9: seen first), then laid on a free square.
  const box = await page.locator('.hh-canvas').boundingBox();
  const from = await page.evaluate(() => window.hellerPage.board.pointOf('pool'));
  await page.mouse.click(box.x + from.x, box.y + from.y);
  await page.waitForFunction((n) => window.hellerPage.game.actionCount() > n, count);
  const square = await page.evaluate(() => window.hellerPage.game.legalActions()[0].square);
  const to = await page.evaluate((sq) => window.hellerPage.board.pointOf(sq), square);
  await page.mouse.click(box.x + to.x, box.y + to.y);
  // The computers answer from the worker, whose module and engine come from the cache too.
  await page.waitForFunction((n) => window.hellerPage.game.actionCount() >= n + 4, count, { timeout: 20000 });
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a new deploy installs in the background; the notice\'s Reload moves a game page to it', async () => {
  await withTwoDeploys(async ({ page, next, url, deploy }) => {
    await page.goto(`${url}${GAME}`);
    await waitForEngine(page);
    await controlled(page);
    const firstVersion = (await precacheList('dist')).version;
    assert.notEqual(next.version, firstVersion, 'the changed copy has a version of its own');
    assert.deepEqual((await page.evaluate(() => caches.keys())).sort(), ['heuchel-clients', `heuchel-${firstVersion}`].sort());

    // The new version is deployed at the same address.
    await deploy();
    // The page looks for a new version (as it does whenever it is shown again): it installs
    // while the game goes on, and a notice says it is ready.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    await page.waitForSelector('.hm-update', { timeout: 30000 });
    assert.equal(await page.$('meta[name=hm-build]'), null, 'the page is still the old one');
    assert.match(await page.textContent('.hm-update'), /A new version is ready — Reload/);
    await page.screenshot({ path: `${SHOTS}/offline-update-notice.png` });

    await page.click('[data-action=update-reload]');
    await page.waitForSelector('meta[name=hm-build]', { state: 'attached', timeout: 20000 });
    await waitForEngine(page);
    await continueGame(page);
    assert.equal(await visible(page, '.hm-update'), false);
    // The next page opened finds only the new version's cache.
    await page.reload();
    await waitForEngine(page);
    assert.deepEqual((await page.evaluate(() => caches.keys())).sort(), ['heuchel-clients', `heuchel-${next.version}`].sort());
    assert.deepEqual(page.errors, []);
  });
});

test('with no game in progress the new version takes over at once, for the next page opened', async () => {
  await withTwoDeploys(async ({ page, next, url, deploy }) => {
    await page.goto(url);
    await page.waitForSelector('.hm-new-game');
    await controlled(page);
    await deploy();
    await page.reload();
    await page.waitForSelector('.hm-new-game');
    // Taken over without asking: the new version installed and active, while this (old) page stays as it is.
    const state = (v) => page.evaluate(async (v) => {
      const registration = await navigator.serviceWorker.getRegistration();
      return Boolean(registration.active && !registration.waiting && !registration.installing && await caches.has(`heuchel-${v}`));
    }, v);
    await newVersionActive(page, next.version);
    assert.ok(await state(next.version), 'the new version is active');
    assert.equal(await visible(page, '.hm-update'), false, 'no notice without a game');
    assert.equal(await page.$('meta[name=hm-build]'), null);
    await page.reload();
    await page.waitForSelector('meta[name=hm-build]', { state: 'attached' });
    assert.deepEqual(page.errors, []);
  });
});

test('the web app manifest: parsed without errors, installable icons, linked from the game page only', async () => {
  const { context, page } = await newPage();
  await page.goto(`${site.url}?nosw`);
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifest.errors, []);
  const data = JSON.parse(manifest.data);
  assert.equal(data.name, 'Heuchel & Meuchel');
  assert.equal(data.display, 'standalone');
  assert.equal(new URL(data.start_url, manifest.url).href, site.url);
  for (const icon of data.icons) {
    const response = await page.request.get(new URL(icon.src, manifest.url).href);
    assert.equal(response.status(), 200, icon.src);
  }
  assert.ok(data.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512'));
  assert.equal(await page.getAttribute('meta[name=theme-color]', 'content'), '#2b1b10');
  await page.goto(`${site.url}embed.html`);
  assert.equal(await page.$('link[rel=manifest]'), null);
  await context.close();
});
