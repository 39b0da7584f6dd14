// Saves and records written by the pages as they were on 2026-11-26 (tests/browser/fixtures/saves/, taken
// from localStorage after playing through the real pages) still load: a player's game in
// progress survives every change to the site. Each is put in storage as that day's page left it,
// the page is opened, and the game comes back with the same actions, seats and names.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { open, SHOTS, waitForEngine } from './harness.mjs';

const DIR = new URL('./fixtures/saves/', import.meta.url);
const fixtures = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort()
  .map((file) => ({ file, text: readFileSync(new URL(file, DIR), 'utf8') }));

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

test('the fixtures are the saves of both games, at several moments', () => {
  const names = fixtures.map((f) => f.file);
  assert.ok(names.filter((n) => n.startsWith('heuchel-')).length >= 3, names.join());
  assert.ok(names.filter((n) => n.startsWith('heller-')).length >= 3, names.join());
});

// The computers wait a minute between actions (a link's ?delay= wins over the saved pace), so the
// game on screen is the saved one, not one a computer has moved on since.
for (const { file, text } of fixtures.filter((f) => f.file.startsWith('heuchel-'))) {
  test(`Heuchel & Meuchel: ${file} written on 2026-11-26 continues`, async () => {
    const saved = JSON.parse(text);
    const page = await site.page();
    await page.goto(`${site.url}?delay=60000`);
    await waitForEngine(page);
    await page.evaluate((t) => localStorage.setItem('heuchel-meuchel:game', t), text);
    await page.reload();
    await page.waitForSelector('dialog [data-action=continue]');
    assert.match(await page.textContent('dialog .hm-resume'), new RegExp(`${saved.seats.length} players, ${saved.actions} actions? played`));
    await page.click('dialog [data-action=continue]');
    await page.waitForFunction(() => window.heuchelPage.game !== null);
    assert.equal(await page.evaluate(() => window.heuchelPage.game.save()), saved.save);
    const side = await page.textContent('.hm-side');
    for (const name of saved.names.filter(Boolean)) assert.ok(side.includes(name), `${name} is named at the table`);
    for (const kind of new Set(saved.seats)) {
      const word = kind === 'human' ? 'Human' : `Computer: ${kind[0].toUpperCase()}${kind.slice(1)}`;
      assert.ok(side.includes(word), `a ${kind} seat is shown (${word})`);
    }
    if (file === 'heuchel-named-dice.json') await page.screenshot({ path: `${SHOTS}/saves-compat-heuchel.png` });
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

for (const { file, text } of fixtures.filter((f) => f.file.startsWith('heller-'))) {
  test(`Auf Heller und Pfennig: ${file} written on 2026-11-26 continues`, async () => {
    const saved = JSON.parse(text);
    const page = await site.page();
    await page.goto(`${site.url}heller.html?delay=60000`);
    await page.waitForFunction(() => window.hellerPage && window.hellerPage.saves);
    await page.evaluate((t) => localStorage.setItem('heller:game', t), text);
    await page.reload();
    await page.waitForFunction(() => window.hellerPage && window.hellerPage.game, null, { timeout: 15000 });
    assert.equal(await page.evaluate(() => window.hellerPage.game.save()), saved.save);
    assert.equal(await page.evaluate(() => window.hellerPage.game.actionCount()), saved.actions);
    // Whose turn it is and what sits there: a person's turn waits for him, a computer's is shown as one.
    const state = await page.getAttribute('.hh-game', 'data-state');
    const acting = Number(await page.getAttribute('.hh-game', 'data-to-act'));
    const people = saved.seats.filter((k) => k === 'human').length;
    assert.equal(state, saved.seats[acting] !== 'human' ? 'computer' : people > 1 ? 'handoff' : 'human');
    if (state === 'handoff') {
      if (saved.names[acting]) assert.match(await page.textContent('.hm-handoff'), new RegExp(saved.names[acting]));
      await page.click('[data-action=handoff]');
    }
    const merchants = await page.textContent('.hh-merchants');
    for (const name of saved.names.filter(Boolean)) assert.ok(merchants.includes(name), `${name} is named at the table`);
    if (file === 'heller-named.json') await page.screenshot({ path: `${SHOTS}/saves-compat-heller.png` });
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// Finished games' records from the same day (what "Copy", "Download" and the replay link hand
// out) open as replays and step to their end.
const recordOf = (name) => readFileSync(new URL(name, DIR), 'utf8').trim();

test('Heuchel & Meuchel: a record written on 2026-11-26 replays to its end', async () => {
  const record = recordOf('heuchel-record.txt');
  const page = await site.page();
  await page.goto(`${site.url}embed.html?${new URLSearchParams({ mode: 'replay', controls: 'step play', record })}`);
  await page.waitForSelector('heuchel-meuchel [data-action=last]');
  await page.locator('[data-action=last]').click();
  await page.locator('.hm-diagram-events', { hasText: 'The game is over' }).waitFor();
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Auf Heller und Pfennig: a record written on 2026-11-26 replays to its end', async () => {
  const save = recordOf('heller-record.txt');
  const actions = save.split('~')[2].split('.').length;
  const page = await site.page();
  await page.addInitScript(() => {
    document.addEventListener('ready', (e) => { e.target.dataset.painted = 'yes'; }, true);
  });
  await page.goto(`${site.url}heller-embed.html?${new URLSearchParams({ mode: 'replay', save, lang: 'en' })}`);
  await page.waitForSelector('#board[data-painted]', { state: 'attached', timeout: 20000 });
  await page.keyboard.press('End');
  await page.waitForFunction((n) => document.getElementById('board').currentStep === n, actions);
  assert.deepEqual(page.errors, []);
  await page.close();
});
