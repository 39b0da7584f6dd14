// The start page offering both games (games.html, games.de.html) in the reader's language, chosen
// as the game pages choose theirs (www/platform/pages/start.js): a link's ?lang=, the earlier choice, the
// browser's languages; without JavaScript each page is what its address says.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

const PREFS = 'heuchel-meuchel:prefs';

/** A page in a browser that asks for `locale` first, with `prefs` stored by an earlier visit. */
async function browserPage({ locale, prefs = null, viewport = { width: 1280, height: 900 }, javaScriptEnabled = true }) {
  const context = await site.browser.newContext({ locale, viewport, javaScriptEnabled });
  if (prefs) await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [PREFS, JSON.stringify(prefs)]);
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  return { context, page };
}

/**
 * Which start page is on screen once it has settled (its script chose to stay: the mark it sets;
 * without JavaScript, once loaded): its file, query, fragment, language and heading.
 */
async function settled(page, { script = true } = {}) {
  if (script) await page.waitForSelector('html[data-chosen]', { state: 'attached' });
  else await page.waitForLoadState('load');
  return page.evaluate(() => ({
    file: location.pathname.split('/').pop(),
    query: location.search,
    hash: location.hash,
    lang: document.documentElement.lang,
    heading: document.querySelector('h1').textContent,
  }));
}

test('a German browser gets the German start page, an English or Dutch one the English page', async () => {
  for (const [locale, file, lang, heading] of [
    ['de-DE', 'games.de.html', 'de', 'Die Spielstube'],
    ['de-AT', 'games.de.html', 'de', 'Die Spielstube'],
    ['en-US', 'games.html', 'en', 'The Games Room'],
    ['nl-NL', 'games.html', 'en', 'The Games Room'],
  ]) {
    const { context, page } = await browserPage({ locale });
    await page.goto(`${site.url}games.html`);
    const at = await settled(page);
    assert.deepEqual([at.file, at.lang, at.heading], [file, lang, heading], locale);
    assert.deepEqual(page.errors, [], locale);
    await context.close();
  }
});

test('the move keeps the link\'s fragment and leaves no step behind in the history', async () => {
  const { context, page } = await browserPage({ locale: 'de-DE' });
  await page.goto(`${site.url}games.de.html`);
  await page.goto(`${site.url}games.html#auf-heller-und-pfennig`);
  const at = await settled(page);
  assert.deepEqual([at.file, at.hash], ['games.de.html', '#auf-heller-und-pfennig']);
  // Back goes to the page before, not to games.html (which would move on again).
  await page.goBack();
  const back = await settled(page);
  assert.deepEqual([back.file, back.hash], ['games.de.html', '']);
  await context.close();
});

test('a link\'s ?lang= wins over the browser\'s languages, both ways', async () => {
  const { context, page } = await browserPage({ locale: 'de-DE' });
  await page.goto(`${site.url}games.html?lang=en`);
  let at = await settled(page);
  assert.deepEqual([at.file, at.lang], ['games.html', 'en'], 'English asked by a German browser');
  await page.goto(`${site.url}games.de.html?lang=en`);
  at = await settled(page);
  assert.deepEqual([at.file, at.lang], ['games.html', 'en'], 'the German page sends an English link on');
  await context.close();
  const en = await browserPage({ locale: 'en-GB' });
  await en.page.goto(`${site.url}games.html?lang=de`);
  at = await settled(en.page);
  assert.deepEqual([at.file, at.lang], ['games.de.html', 'de'], 'German asked by an English browser');
  await en.context.close();
});

test('the language chosen earlier (in a game\'s menu, or on this page) wins over the browser\'s', async () => {
  // Chosen in a game: English, by a German browser.
  let { context, page } = await browserPage({ locale: 'de-DE', prefs: { motion: 'normal', lang: 'en' } });
  await page.goto(`${site.url}games.html`);
  assert.equal((await settled(page)).file, 'games.html');
  await context.close();
  // German, by an English browser.
  ({ context, page } = await browserPage({ locale: 'en-US', prefs: { motion: 'normal', lang: 'de' } }));
  await page.goto(`${site.url}games.html`);
  assert.equal((await settled(page)).file, 'games.de.html');
  await context.close();
  // A choice the start page cannot speak (the first game's French): the browser decides.
  ({ context, page } = await browserPage({ locale: 'de-DE', prefs: { motion: 'normal', lang: 'fr' } }));
  await page.goto(`${site.url}games.html`);
  assert.equal((await settled(page)).file, 'games.de.html');
  await context.close();
});

test('"English" on the German page is an explicit choice: it is kept, and the games hear it', async () => {
  const { context, page } = await browserPage({ locale: 'de-DE' });
  await page.goto(`${site.url}games.html`);
  assert.equal((await settled(page)).file, 'games.de.html');
  await Promise.all([page.waitForURL(/games\.html\?lang=en$/), page.click('nav.languages a[hreflang=en]')]);
  let at = await settled(page);
  assert.deepEqual([at.file, at.query, at.lang], ['games.html', '?lang=en', 'en']);
  assert.equal(JSON.parse(await page.evaluate((key) => localStorage.getItem(key), PREFS)).lang, 'en');
  // The next visit, by its plain address, stays English.
  await page.goto(`${site.url}games.html`);
  at = await settled(page);
  assert.deepEqual([at.file, at.lang], ['games.html', 'en']);
  // And back to German the same way.
  await Promise.all([page.waitForURL(/games\.de\.html\?lang=de$/), page.click('nav.languages a[hreflang=de]')]);
  at = await settled(page);
  assert.deepEqual([at.file, at.lang], ['games.de.html', 'de']);
  await page.goto(`${site.url}games.html`);
  assert.equal((await settled(page)).file, 'games.de.html');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('where nothing can be stored, the language links still win (they name the language)', async () => {
  const { context, page } = await browserPage({ locale: 'de-DE' });
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('refused', 'SecurityError'); } });
  });
  await page.goto(`${site.url}games.html`);
  assert.equal((await settled(page)).file, 'games.de.html');
  await Promise.all([page.waitForURL(/games\.html\?lang=en$/), page.click('nav.languages a[hreflang=en]')]);
  const at = await settled(page);
  assert.deepEqual([at.file, at.lang], ['games.html', 'en']);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('without JavaScript each start page is what its address says, and links to the other', async () => {
  const { context, page } = await browserPage({ locale: 'de-DE', javaScriptEnabled: false });
  await page.goto(`${site.url}games.html`);
  let at = await settled(page, { script: false });
  assert.deepEqual([at.file, at.lang, at.heading], ['games.html', 'en', 'The Games Room']);
  assert.equal(await page.getAttribute('nav.languages a[hreflang=de]', 'href'), 'games.de.html');
  await Promise.all([page.waitForURL(/games\.de\.html$/), page.click('nav.languages a[hreflang=de]')]);
  at = await settled(page, { script: false });
  assert.deepEqual([at.file, at.lang], ['games.de.html', 'de']);
  await Promise.all([page.waitForURL(/games\.html$/), page.click('nav.languages a[hreflang=en]')]);
  assert.equal((await settled(page, { script: false })).file, 'games.html');
  await context.close();
});

test('the start page reached by a German browser, on a desktop and a phone', async () => {
  for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
    const { context, page } = await browserPage({ locale: 'de-DE', viewport });
    await page.goto(`${site.url}games.html`);
    const at = await settled(page);
    assert.equal(at.file, 'games.de.html');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/start-de-browser-${name}.png` });
    await page.screenshot({ path: `${SHOTS}/start-de-browser-${name}-full.png`, fullPage: true });
    assert.deepEqual(page.errors, [], name);
    await context.close();
  }
});
