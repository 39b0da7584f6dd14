// Nothing lost: the game in progress survives a reload at every kind of moment (setup, a move
// under way, a series of favours, a computer's turn), a save that cannot be restored is said in
// words and kept, and a new game over an unfinished one asks first.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS, waitForEngine } from './harness.mjs';
import { cellsWith } from './board.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

const saveOf = (page) => page.evaluate(() => window.heuchelPage.game.save());

/** Reloads and continues the saved game from the start dialog; resolves with its save. */
async function reloadAndContinue(page) {
  await page.reload();
  await waitForEngine(page);
  await page.locator('dialog [data-action=continue]').click();
  await page.waitForFunction(() => window.heuchelPage.game !== null);
  return saveOf(page);
}

test('a reload during the setup and during a computer\'s turn brings the game back as it was', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?players=3&seats=human,medium,medium&seed=21&delay=60000`);
  await page.waitForSelector('[data-action=place]');
  // Setup: nothing placed yet.
  const atSetup = await saveOf(page);
  assert.equal(await reloadAndContinue(page), atSetup);
  await page.waitForSelector('[data-action=place]');
  // The computers place with a long pause: seat 2's turn is under way when the page reloads.
  await page.click('[data-action=place]');
  await page.waitForFunction(() => performance.getEntriesByName('heuchel:bot-asked').length > 0);
  const atComputer = await saveOf(page);
  // Setup placings pause 150 ms at most (ui/link.js), so a computer may have placed another card
  // before the reload: everything saved before it is back, nothing lost.
  const back = await reloadAndContinue(page);
  assert.ok(back.startsWith(atComputer), `${back} continues ${atComputer}`);
  assert.match(await page.textContent('.hm-prompt'), /Seat 2 \(computer\)/);
  await page.screenshot({ path: `${SHOTS}/saves-computer-turn.png` });
  assert.deepEqual(page.errors, []);
});

test('a reload during a move and during a series of favours brings the game back as it was', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?delay=0`);
  await waitForEngine(page);
  // The rulebook's favour example, after the Bishop 4 moved to row 6: favours are offered.
  const position = await page.evaluate(() => {
    const g = window.wasmBindings.Game.fromPosition('5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5M1M2M3M4M5Q1Q2Q3Q4Q5A1A3A4B1B2B5P2P3P4P5_-_0000000000000001');
    return g.position();
  });
  await page.goto(`${site.url}?position=${position}&seats=human,easy,easy,easy,easy&delay=60000`);
  await page.waitForFunction(() => window.heuchelPage && window.heuchelPage.game);
  // A move half made: the Bishop 4 lifted when the page reloads (the lifted cards are the
  // board's, not the game's: they are put back; the position is kept).
  assert.ok((await cellsWith(page, 'can move')).length > 0);
  await page.locator('.hm-grid [data-column="0"][data-row="5"]').focus();
  await page.keyboard.press('Enter');
  assert.ok((await cellsWith(page, 'picked up')).length === 1);
  const beforeMove = await saveOf(page);
  assert.equal(await reloadAndContinue(page), beforeMove);
  assert.ok((await cellsWith(page, 'can move')).length > 0, 'the move is offered again');
  // Into the favours: play the move through the grid by keyboard.
  const cell = page.locator('.hm-grid [data-column="0"][data-row="5"]');
  await cell.focus();
  await page.keyboard.press('Enter');
  await page.locator('.hm-grid [data-column="0"][data-row="6"]').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.heuchelPage.game.legal().step === 'favours');
  await page.locator('.hm-grid [data-column="2"][data-row="6"]').focus();
  await page.keyboard.press('Enter');
  await page.locator('.hm-popover [data-count="1"]').click();
  await page.waitForFunction(() => window.heuchelPage.game.actionCount() === 2);
  const inFavours = await saveOf(page);
  assert.equal(await reloadAndContinue(page), inFavours);
  assert.equal(await page.evaluate(() => window.heuchelPage.game.legal().step), 'favours', 'still choosing favours');
  assert.ok((await cellsWith(page, 'can take')).some((c) => c.column === 4), 'column 5 may still be cut');
  assert.deepEqual(page.errors, []);
});

test('a damaged save, one from another version and one the engine cannot replay are said in words and kept', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?delay=0`);
  await waitForEngine(page);
  const cases = [
    ['{"version":1,"save":"heuchel-save-1 deal 4b 1 9-13.1"}', /could not be replayed/],
    ['{"version":1,"sav', /damaged/],
    ['{"version":0,"save":"heuchel-save-1 deal 4b 1 -"}', /another version/],
  ];
  for (const [text, said] of cases) {
    await page.evaluate((t) => localStorage.setItem('heuchel-meuchel:game', t), text);
    await page.reload();
    await page.waitForSelector('dialog .hm-save-problem');
    assert.match(await page.textContent('dialog .hm-save-problem'), said);
    assert.match(await page.textContent('dialog .hm-save-problem'), /kept aside/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action=downloadSave]')]);
    const body = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
    assert.equal(body, text, 'the download is the save exactly as it was');
    assert.equal(await page.locator('dialog [data-action=continue]').count(), 0);
  }
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('heuchel-meuchel:kept')).map((k) => k.text));
  assert.deepEqual(kept, cases.map(([text]) => text));
  await page.screenshot({ path: `${SHOTS}/saves-problem.png` });
  // A new game can still be started.
  await page.click('dialog [data-action=start]');
  await page.waitForSelector('.hm-root');
  assert.deepEqual(page.errors, []);
});

test('a new game over an unfinished one asks first; the answer keeps or ends it', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?players=3&seats=human,easy,easy&seed=5&delay=0`);
  await page.waitForSelector('[data-action=place]');
  await page.click('[data-action=place]');
  await page.waitForFunction(() => window.heuchelPage.game.legal().step === 'move');
  const unfinished = await saveOf(page);
  await page.reload();
  await page.waitForSelector('dialog [data-action=continue]');
  assert.match(await page.textContent('dialog .hm-resume'), /3 players, 18 actions played/);
  await page.click('dialog [data-action=start]');
  assert.ok(await page.locator('dialog .hm-confirm').isVisible(), 'asked first');
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('heuchel-meuchel:game')).save), unfinished, 'kept while asking');
  await page.click('dialog [data-action=start]');
  await page.waitForFunction(() => window.heuchelPage.game !== null);
  assert.notEqual(await saveOf(page), unfinished);
  // A link over an unfinished game asks too.
  await page.goto(`${site.url}?players=4&seed=9&delay=0`);
  await page.waitForSelector('dialog [data-action=playLink]');
  await page.click('dialog [data-action=continue]');
  await page.waitForFunction(() => window.heuchelPage.game !== null && window.heuchelPage.game.players === 4);
  assert.deepEqual(page.errors, []);
});

test('a finished game\'s record: copied, downloaded, opened again as a replay; the replay link works', async () => {
  const page = await site.page();
  // One move from the end (the rules page's last example): player 2's Bishop 3 ends the game.
  const position = '3b_2m_8f5f2.9A2.10q4.13p1_9m6m1.10B3F3.11a5_10q6.12b6b1.13p6_M4.Q1.M3A6_-_0000000000000001';
  await page.goto(`${site.url}?position=${position}&seats=easy,human,easy&delay=0`);
  await page.waitForFunction(() => window.heuchelPage && window.heuchelPage.game);
  await page.locator('.hm-grid [data-column="1"][data-row="10"]').focus();
  await page.keyboard.press('Enter');
  await page.locator('.hm-grid [data-column="1"][data-row="12"]').focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('.hm-over:not([hidden])');
  const record = await page.evaluate(() => window.heuchelPage.game.save());
  // The scores through the game: a line per player, beside the breakdown (the chart comes from
  // a chunk of its own, loaded when the game ends).
  await page.waitForSelector('.hm-over .hm-chart');
  assert.equal(await page.locator('.hm-over .hm-chart polyline').count(), 3);
  const history = await page.evaluate(() => window.heuchelPage.game.scoreHistory());
  assert.equal(history.length, 2, 'the start and the one move');
  assert.deepEqual(history[1], [6, 17, 10], 'the final scores of the rules page\'s example');
  assert.match(await page.locator('.hm-over .hm-chart table').textContent(), /Seat 2.*17/s);
  await page.locator('.hm-record summary').click();
  assert.equal(await page.inputValue('.hm-record-text'), record, 'the record as text');
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('[data-action=downloadRecord]')]);
  const body = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8').trim();
  assert.equal(body, record, 'the record as a file');
  await page.screenshot({ path: `${SHOTS}/record-game-over.png` });
  // The replay link opens the replay with every card shown, at the start.
  const link = await page.getAttribute('[data-action=replay]', 'href');
  const replay = await site.page();
  await replay.goto(link);
  await replay.waitForSelector('heuchel-meuchel [data-action=last]');
  await replay.locator('[data-action=last]').click();
  assert.match(await replay.locator('.hm-diagram-events').textContent(), /The game is over/);
  assert.match(await replay.locator('.hm-diagram-step').textContent(), /Step 1 of 1/);
  // Opened again from the title screen (pasted), a finished record goes to its replay.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${site.url}?delay=0`);
  await page.waitForSelector('dialog .hm-table-options');
  // The record is opened from the title screen's folded table options.
  await page.locator('dialog .hm-table-options > summary').click();
  await page.locator('dialog .hm-open-record summary').click();
  await page.fill('#hm-new-record', record);
  await Promise.all([page.waitForURL(/embed\.html\?mode=replay/), page.click('[data-action=openRecord]')]);
  await page.waitForSelector('heuchel-meuchel [data-action=next]');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(replay.errors, []);
});

test('an unfinished record opened from the dialog goes on where it stopped; a bad one is refused in words', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?delay=0`);
  await waitForEngine(page);
  const record = await page.evaluate(() => {
    const g = new window.wasmBindings.Game(3, 'base', 77);
    for (let i = 0; i < 30; i++) g.play(g.botAction(g.toAct(), 'greedy', i));
    return g.save();
  });
  // The record is opened from the title screen's folded table options.
  await page.locator('dialog .hm-table-options > summary').click();
  await page.locator('dialog .hm-open-record summary').click();
  await page.fill('#hm-new-record', record);
  await page.click('[data-action=openRecord]');
  await page.waitForFunction(() => window.heuchelPage.game !== null);
  assert.equal(await page.evaluate(() => window.heuchelPage.game.save()), record);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  // The record is opened from the title screen's folded table options.
  await page.locator('dialog .hm-table-options > summary').click();
  await page.locator('dialog .hm-open-record summary').click();
  await page.fill('#hm-new-record', 'heuchel-save-1 deal 3b 77 9-13.1');
  await page.click('[data-action=openRecord]');
  await page.waitForFunction(() => /not a game record/.test(document.getElementById('app').textContent));
  assert.deepEqual(page.errors, []);
});
