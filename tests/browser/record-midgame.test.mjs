// A game's record in the middle of the game, from either game's menu (issue 28): the same box as
// at the game's end (copy, download, the replay link) in a dialog, under the warning that it holds
// every card or tile still hidden; closing it gives the focus back, and the game goes on as it was.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

/** What the record dialog shows: its warning, its record, its replay link, and what has the focus. */
const dialogSeen = (page) => page.evaluate(() => {
  const dialog = document.querySelector('dialog.hm-record-dialog[open]');
  if (!dialog) return null;
  return {
    title: dialog.querySelector('h2').textContent,
    warning: dialog.querySelector('.hm-record-warning')?.textContent ?? null,
    record: dialog.querySelector('.hm-record-text').value,
    replay: dialog.querySelector('[data-action=replay]').href,
    download: dialog.querySelector('[data-action=downloadRecord]').getAttribute('download'),
    focus: document.activeElement?.dataset.action ?? null,
    summaryShown: getComputedStyle(dialog.querySelector('.hm-record > summary')).display !== 'none',
  };
});

test('the first game: the record from the menu mid-game, with the warning, its replay link naming the seats', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?seats=human,hard,easy&seed=11&delay=100000`);
  await page.waitForSelector('.hm-board canvas');
  await page.click('[data-action=menu]');
  await page.waitForSelector('.hm-menu-panel:not([hidden])');
  await page.click('[data-action=menuRecord]');
  await page.waitForSelector('dialog.hm-record-dialog[open]');
  const seen = await dialogSeen(page);
  const save = await page.evaluate(() => window.heuchelPage.game.save());
  assert.equal(seen.title, 'Keep or share this game');
  assert.match(seen.warning, /^The game goes on, and its record holds every card still hidden/);
  assert.equal(seen.record, save, 'the whole game so far, as the engine saves it');
  const replay = new URL(seen.replay);
  assert.ok(replay.pathname.endsWith('/embed.html'), replay.href);
  assert.equal(replay.searchParams.get('mode'), 'replay');
  assert.equal(replay.searchParams.get('record'), save);
  assert.equal(replay.searchParams.get('seats'), 'human,hard,easy');
  assert.equal(seen.download, 'heuchel-meuchel-game.txt');
  assert.equal(seen.focus, 'closeRecord');
  assert.equal(seen.summaryShown, false, 'the box open, its fold hidden: the dialog is its title');
  await page.screenshot({ path: `${SHOTS}/record-midgame.png` });
  // Escape (or Close) puts it away; the focus goes back to the menu's button; nothing was played.
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog.hm-record-dialog', { state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'menu');
  assert.equal(await page.evaluate(() => window.heuchelPage.game.save()), save);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the second game: the record from the menu mid-game, in the page\'s language', async () => {
  const page = await site.page({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(`${site.url}heller.html?lang=de&players=2&seats=human,hard&seed=3&delay=100000`);
  await page.waitForFunction(() => performance.getEntriesByName('heller:board-painted').length > 0);
  await page.click('[data-action=record]');
  await page.waitForSelector('dialog.hm-record-dialog[open]');
  const seen = await dialogSeen(page);
  const save = await page.evaluate(() => window.hellerPage.game.save());
  assert.equal(seen.title, 'Partie aufheben oder teilen');
  assert.match(seen.warning, /^Die Partie läuft noch, und ihr Protokoll enthält jedes noch verdeckte Plättchen/);
  assert.equal(seen.record, save);
  const replay = new URL(seen.replay);
  assert.ok(replay.pathname.endsWith('/heller-embed.html'), replay.href);
  assert.equal(replay.searchParams.get('save'), save);
  assert.equal(replay.searchParams.get('seats'), 'human,hard');
  assert.equal(replay.searchParams.get('lang'), 'de');
  // The dialog fits the phone: nothing wider than the screen.
  const box = await page.evaluate(() => document.querySelector('dialog.hm-record-dialog').getBoundingClientRect().toJSON());
  assert.ok(box.left >= 0 && box.right <= 390, JSON.stringify(box));
  await page.screenshot({ path: `${SHOTS}/heller-record-midgame-phone.png` });
  await page.click('[data-action=closeRecord]');
  await page.waitForSelector('dialog.hm-record-dialog', { state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'record');
  assert.deepEqual(page.errors, []);
  await page.close();
});
