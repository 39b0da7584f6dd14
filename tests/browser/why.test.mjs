// Why not on the first game's page (issue 29): lifted cards dropped, clicked or keyed onto a
// square of their column where the rules do not let them go spring back, and the page says why in
// its language (the engine's reason, Game.whyNot), links the rule's section of the rules page, and
// marks the squares the reason is about, until cards are lifted again.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';
import { cellPoint, drag } from './board.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

// Seat 1 to move (the rulebook's figure 2 in his column): F3 on row 1 under M1, Q1 and A1 (rows
// 2–4), row 5 free, P1 on row 6. The Patrician may only step to row 5; the Fire-Eater jumps to
// row 5 and on to row 7, where the chain ends (row 8 above it is free), its goal being row 8.
const FIG2 = '3b_1m_1F3.2M1.3Q1.4A1.6P1_1F1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001';

async function table(lang, viewport) {
  const page = await site.page(viewport ? { viewport } : {});
  await page.goto(`${site.url}?position=${FIG2}&seats=human,medium,medium&delay=100000&lang=${lang}`);
  await page.waitForFunction(() => document.querySelector('.hm-grid [data-column="0"][data-row="4"]')?.textContent.length > 0
    && window.heuchelPage.game);
  return page;
}

const why = (page) => page.evaluate(() => {
  const p = document.querySelector('.hm-why');
  const a = p && p.querySelector('.hm-why-rule');
  return p && !p.hidden ? { text: p.querySelector('.hm-why-text').textContent, rule: a.textContent, href: a.getAttribute('href'), alert: p.getAttribute('role') } : null;
});

test('a click on a square the lifted stack may not reach says why, links the rule and marks the board', async () => {
  const page = await table('en');
  const actions = await page.evaluate(() => window.heuchelPage.game.actionCount());
  const canvas = page.locator('.hm-board canvas');
  const before = await canvas.screenshot();
  // The Patrician lifted, then row 7 clicked: the square above it is free, so its move is that step.
  const from = await cellPoint(page, 0, 4);
  await page.mouse.click(from.x, from.y);
  const to = await cellPoint(page, 0, 7);
  await page.mouse.click(to.x, to.y);
  const said = await why(page);
  assert.ok(said, 'the reason is shown');
  assert.match(said.text, /^The square directly above, row 5, is free: the move is a step onto it/);
  assert.equal(said.rule, 'Rule R4.5');
  assert.match(said.href, /rules\.html#fig-step-jump$/);
  assert.equal(said.alert, 'alert', 'and announced');
  assert.equal(await page.evaluate(() => window.heuchelPage.game.actionCount()), actions, 'nothing was played');
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => drawn())));
  assert.notDeepEqual(await canvas.screenshot(), before, 'the squares are marked');
  await page.screenshot({ path: `${SHOTS}/why-step.png` });
  // Lifting cards again takes the words away.
  await page.mouse.click(from.x, from.y);
  assert.equal(await why(page), null);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a drag past the end of a jump chain, and a drop above the leading card\'s goal, say why in German', async () => {
  const page = await table('de');
  await drag(page, await cellPoint(page, 0, 1), await cellPoint(page, 0, 8));
  let said = await why(page);
  assert.match(said.text, /^Die Sprünge enden in Reihe 7: das Feld darüber ist frei/);
  assert.equal(said.rule, 'Regel R4.7');
  assert.match(said.href, /rules\.de\.html#fig-step-jump$/);
  await drag(page, await cellPoint(page, 0, 1), await cellPoint(page, 0, 10));
  said = await why(page);
  assert.match(said.text, /^Reihe 10 liegt über der Zielreihe der führenden Karte, Feuerschlucker 3 \(Reihe 8\)/);
  assert.match(said.href, /#fig-ceiling$/);
  await page.screenshot({ path: `${SHOTS}/why-ceiling-de.png` });
  // A drop on a square another stack holds (a click there would lift that stack instead).
  await drag(page, await cellPoint(page, 0, 1), await cellPoint(page, 0, 6));
  said = await why(page);
  assert.match(said.text, /^Reihe 6 ist besetzt: ein Zug endet nur auf einem freien Feld\./);
  assert.equal(said.rule, 'Regel R4.4');
  // By the keyboard on the grid: Enter lifts, Enter on a square beyond the goal row says why.
  await page.focus('.hm-grid [data-column="0"][data-row="1"]');
  await page.keyboard.press('Enter');
  await page.focus('.hm-grid [data-column="0"][data-row="9"]');
  await page.keyboard.press('Enter');
  said = await why(page);
  assert.match(said.text, /^Reihe 9 liegt über der Zielreihe/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on a phone the reason is shown beside the board as well', async () => {
  const page = await table('fr', { width: 390, height: 844 });
  const from = await cellPoint(page, 0, 4);
  await page.mouse.click(from.x, from.y);
  const to = await cellPoint(page, 0, 8);
  await page.mouse.click(to.x, to.y);
  const said = await why(page);
  assert.match(said.text, /^La case juste au-dessus, rangée 5, est libre\u00a0: le déplacement est un pas sur cette case/);
  assert.equal(said.rule, 'Règle R4.5');
  assert.match(said.href, /rules\.fr\.html#fig-step-jump$/);
  await page.locator('.hm-why').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/why-phone-fr.png` });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('with cards lifted, pointing at or focusing a square they may not go to says why before any click', async () => {
  const page = await table('en');
  const actions = await page.evaluate(() => window.heuchelPage.game.actionCount());
  const from = await cellPoint(page, 0, 4);
  await page.mouse.click(from.x, from.y);
  // The pointer over row 7: why not there, at once; over row 5, where the step goes, nothing.
  const seven = await cellPoint(page, 0, 7);
  await page.mouse.move(seven.x, seven.y, { steps: 4 });
  await page.waitForFunction(() => !document.querySelector('.hm-why').hidden);
  assert.match((await why(page)).text, /^The square directly above, row 5, is free/);
  const five = await cellPoint(page, 0, 5);
  await page.mouse.move(five.x, five.y, { steps: 4 });
  await page.waitForFunction(() => document.querySelector('.hm-why').hidden);
  assert.equal(await page.evaluate(() => window.heuchelPage.game.actionCount()), actions, 'pointing plays nothing');
  // By the keyboard: the Fire-Eater lifted with Enter, then the focus on row 9 (no key pressed there).
  await page.mouse.move(2, 2);
  await page.keyboard.press('Escape');
  await page.focus('.hm-grid [data-column="0"][data-row="1"]');
  await page.keyboard.press('Enter');
  await page.focus('.hm-grid [data-column="0"][data-row="9"]');
  await page.waitForFunction(() => !document.querySelector('.hm-why').hidden);
  assert.match((await why(page)).text, /^Row 9 is above the goal row of the leading card, the Fire-Eater 3 \(row 8\)/);
  assert.equal((await why(page)).alert, 'alert', 'which a screen reader hears');
  await page.focus('.hm-grid [data-column="0"][data-row="5"]');
  await page.waitForFunction(() => document.querySelector('.hm-why').hidden);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The rulebook's favour example (rules page, "Favours"): the Bishop 4 has just moved onto row 6,
// where the Prince 1 stands in column 4 and nothing in column 2.
const FAVOURS = '5b_1f6_6B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5M1M2M3M4M5Q1Q2Q3Q4Q5A1A3A4B1B2B5P2P3P4P5_-_0000000000000001';

test('in a favours step, a square of the favour\'s row that may not be cut says why, by a click or the keys', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?position=${FAVOURS}&seats=human,medium,medium,medium,medium&delay=100000&lang=en`);
  await page.waitForFunction(() => window.heuchelPage && window.heuchelPage.game && document.querySelector('.hm-grid [data-column="3"][data-row="6"]'));
  const actions = await page.evaluate(() => window.heuchelPage.game.actionCount());
  // The Prince 1 outranks the Bishop: no favour from him.
  const prince = await cellPoint(page, 3, 6);
  await page.mouse.click(prince.x, prince.y);
  await page.waitForFunction(() => !document.querySelector('.hm-why').hidden);
  let said = await why(page);
  assert.match(said.text, /Prince 1/);
  assert.match(said.text, /Bishop 4/);
  assert.equal(said.rule, 'Rule R5.2');
  assert.match(said.href, /rules\.html#fig-favours$/);
  assert.equal(said.alert, 'alert');
  // Nothing stands in column 2 on row 6: by the keys.
  await page.focus('.hm-grid [data-column="1"][data-row="6"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /column 2/.test(document.querySelector('.hm-why .hm-why-text').textContent));
  said = await why(page);
  assert.equal(said.rule, 'Rule R5.2');
  assert.equal(await page.evaluate(() => window.heuchelPage.game.actionCount()), actions, 'nothing was taken');
  assert.deepEqual(page.errors, []);
  await page.close();
});
