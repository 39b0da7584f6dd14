// Taking back: a person playing the computer may take back his own last actions while nothing
// hidden has been shown to him since (a blind cut shows him cards: then not); with several people
// at one screen only when all agreed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

// The rulebook's favour example: seat 1's Bishop 4 on row 5 may move to row 6 and cut columns 3 and 5.
const FAVOURS = '5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5M1M2M3M4M5Q1Q2Q3Q4Q5A1A3A4B1B2B5P2P3P4P5_-_0000000000000001';
const saveOf = (page) => page.evaluate(() => window.heuchelPage.game.save());
const canUndo = (page) => page.locator('[data-action=undo]').isVisible();

async function activate(page, column, row) {
  await page.locator(`.hm-grid [data-column="${column}"][data-row="${row}"]`).focus();
  await page.keyboard.press('Enter');
}

test('against the computer a move is taken back; a blind cut is not', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?position=${FAVOURS}&seats=human,easy,easy,easy,easy&delay=0`);
  await page.waitForFunction(() => window.heuchelPage && window.heuchelPage.game);
  const start = await saveOf(page);
  assert.equal(await canUndo(page), false, 'nothing to take back yet');
  await activate(page, 0, 5);
  await activate(page, 0, 6);
  await page.waitForFunction(() => window.heuchelPage.game.legal().step === 'favours');
  assert.equal(await canUndo(page), true, 'the move showed nothing hidden');
  await page.click('[data-action=undo]');
  await page.waitForFunction((s) => window.heuchelPage.game.save() === s, start);
  assert.equal(await page.evaluate(() => window.heuchelPage.game.legal().step), 'move');
  // Again, and this time a blind cut: it shows him the Patrician 2.
  await activate(page, 0, 5);
  await activate(page, 0, 6);
  await page.waitForFunction(() => window.heuchelPage.game.legal().step === 'favours');
  await activate(page, 2, 6);
  await page.locator('.hm-popover [data-count="1"]').click();
  await page.waitForFunction(() => window.heuchelPage.game.actionCount() === 2);
  assert.equal(await canUndo(page), false, 'a cut that showed hidden cards cannot be taken back');
  await page.screenshot({ path: `${SHOTS}/undo-refused.png` });
  assert.deepEqual(page.errors, []);
});

test('with two people at the screen taking back is off unless all agreed', async () => {
  for (const [agreed, expected] of [['', false], ['&undo=yes', true]]) {
    const page = await site.page();
    await page.goto(`${site.url}?position=${FAVOURS}&seats=human,human,easy,easy,easy&delay=60000${agreed}`);
    await page.waitForSelector('[data-action=handoff]');
    await page.click('[data-action=handoff]');
    await activate(page, 0, 5);
    await activate(page, 0, 6);
    await page.waitForFunction(() => window.heuchelPage.game.legal().step === 'favours');
    assert.equal(await canUndo(page), expected, agreed ? 'agreed: offered' : 'not agreed: never offered');
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('the title screen\'s table options ask for the agreement only when two or more people play', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?delay=0`);
  await page.waitForSelector('dialog [data-action=start]');
  await page.locator('dialog .hm-table-options > summary').click();
  assert.equal(await page.locator('#hm-new-undo').isVisible(), false, 'one person: nothing to agree');
  await page.selectOption('#hm-new-seat-1', 'human');
  assert.equal(await page.locator('#hm-new-undo').isVisible(), true);
  await page.check('#hm-new-undo');
  await page.click('dialog [data-action=start]');
  await page.waitForFunction(() => window.heuchelPage.game !== null);
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('heuchel-meuchel:game')).undo), true, 'the agreement is kept with the game');
  assert.deepEqual(page.errors, []);
});

test('two people and the computer: while the computer acts, the last person may take back, and his turn comes back behind the hand-off', async () => {
  const page = await site.page();
  // A long pause: the computer's turn is under way (its answer waits) while the page is looked at.
  await page.goto(`${site.url}?position=${FAVOURS}&seats=human,easy,human,easy,easy&delay=600000&undo=yes`);
  await page.waitForSelector('[data-action=handoff]');
  await page.click('[data-action=handoff]');
  await activate(page, 0, 5);
  await activate(page, 0, 6);
  await page.waitForFunction(() => window.heuchelPage.game.legal().step === 'favours');
  const beforeNoFavours = await saveOf(page);
  await page.click('[data-action=endFavours]');
  // Seat 2, a computer, is to act: the screen is no one's (no hand-off), and Seat 1 may take back.
  await page.waitForFunction(() => window.heuchelPage.game.toAct() === 1 && document.querySelector('.hm-root.hm-busy'));
  assert.equal(await page.locator('[data-action=handoff]').isVisible(), false, 'no hand-off while the computer acts');
  assert.equal(await canUndo(page), true, 'the person who acted last may take back');
  await page.click('[data-action=undo]');
  await page.waitForFunction((s) => window.heuchelPage.game.save() === s, beforeNoFavours);
  // His turn again, behind the hand-off screen: whoever pressed sees nothing of his until he takes it.
  await page.waitForSelector('[data-action=handoff]');
  assert.match(await page.locator('.hm-handoff').textContent(), /Seat 1/);
  await page.click('[data-action=handoff]');
  assert.match(await page.textContent('.hm-prompt'), /Seat 1/);
  assert.equal(await page.evaluate(() => window.heuchelPage.game.legal().step), 'favours');
  assert.deepEqual(page.errors, []);
  await page.close();
});
