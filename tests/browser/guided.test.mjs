// The guided first game (issue 29, the course's last step: index.html?guided=yes): the table
// plays as usual against Easy computers and pauses the first time each rule comes up, on a line
// that says it and a link to its section of the rules page, until the person goes on. Each
// rule comes up here in a position made for it (the rules page's figures), and once a game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

const guideShown = (page) => page.waitForSelector('.hm-guide:not([hidden])', { timeout: 15000 });
const guide = (page) => page.evaluate(() => {
  const g = document.querySelector('.hm-guide');
  return g && !g.hidden ? {
    key: g.dataset.guide, text: g.querySelector('.hm-guide-text').textContent,
    href: g.querySelector('.hm-guide-rule').getAttribute('href'), focused: document.activeElement === g.querySelector('[data-action=goOn]'),
  } : null;
});
const goOn = async (page) => {
  const was = await page.evaluate(() => document.querySelector('.hm-guide').dataset.guide);
  await page.click('.hm-guide [data-action=goOn]');
  await page.waitForFunction((k) => { const g = document.querySelector('.hm-guide'); return g.hidden || g.dataset.guide !== k; }, was);
};
const attempt = (page, action) => page.evaluate((a) => window.heuchelPage.attempt(a), action);

async function guided(query, lang = 'en', viewport) {
  const page = await site.page(viewport ? { viewport } : {});
  await page.goto(`${site.url}?guided=yes&delay=0&lang=${lang}&${query}`);
  await page.waitForFunction(() => window.heuchelPage && window.heuchelPage.game);
  return page;
}

test('a new guided game pauses on placing the cards, and again when the person first moves', async () => {
  const page = await guided('seed=5');
  await guideShown(page);
  let g = await guide(page);
  assert.equal(g.key, 'setup');
  assert.match(g.text, /^First, place your six cards/);
  assert.match(g.href, /rules\.html#setup$/);
  assert.equal(g.focused, true, '"Go on" has the focus');
  await page.screenshot({ path: `${SHOTS}/guided-setup.png` });
  await goOn(page);
  // The person places his hand as dealt; the computers place theirs; then he is to move.
  await page.evaluate(() => { for (const card of window.heuchelPage.game.view(0).hand) window.heuchelPage.attempt(card); });
  await guideShown(page);
  g = await guide(page);
  assert.equal(g.key, 'move');
  assert.match(g.href, /rules\.html#moving$/);
  assert.equal(await page.evaluate(() => window.heuchelPage.game.legal().step), 'move');
  await goOn(page);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the first favour, the first goal, arrogance and the first roll each pause once, in German', async () => {
  // Favours: the Bishop 4 steps to row 6 beside lower tops.
  let page = await guided('seats=human,easy,easy,easy,easy&position=5b_1m_1F2.5B4_6P3_6A3A5_2M4_3Q4.6B3_-.-.-.-.F1F3F4F5F6M1M2M3M5M6Q1Q2Q3Q5Q6A1A2A4A6B1B2B5_-_0000000000000001', 'de');
  await guideShown(page);
  assert.equal((await guide(page)).key, 'move');
  await goOn(page);
  await attempt(page, '5-6.1');
  await guideShown(page);
  let g = await guide(page);
  assert.equal(g.key, 'favours');
  assert.match(g.text, /^Dein Stapel darf Gunst nehmen/);
  assert.match(g.href, /rules\.de\.html#favours$/);
  await page.screenshot({ path: `${SHOTS}/guided-favours-de.png` });
  await goOn(page);
  // Taken, the favours step goes on with no second pause.
  await attempt(page, 't3.1');
  assert.equal(await guide(page), null);
  assert.deepEqual(page.errors, []);
  await page.close();

  // The goal: the lone Patrician 4 steps onto row 11.
  page = await guided('seats=human,easy,easy&position=3b_1m_1F2.10A4_2M4.12P2A6_3Q5_-.-.F1F3F4F5F6M1M2M3M5M6Q1Q2_-_0000000000000001', 'de');
  await guideShown(page);
  await goOn(page);
  await attempt(page, '10-11.1');
  await guideShown(page);
  g = await guide(page);
  assert.equal(g.key, 'goal');
  assert.match(g.href, /rules\.de\.html#goal$/);
  await goOn(page);
  assert.deepEqual(page.errors, []);
  await page.close();

  // Arrogance: the second seat's Prince leaves the Patrician 6 on row 12, above her goal (the
  // person confirms the loss the page asks about).
  page = await guided('seats=easy,human,easy&position=3b_2m_1F2.10A4_2M4.12P2A6_3Q5_-.-.F1F3F4F5F6M1M2M3M5M6Q1Q2_-_0000000000000001', 'de');
  await guideShown(page);
  await goOn(page);
  await attempt(page, '12-13.1');
  await page.waitForSelector('.hm-confirm-dialog[open]');
  await page.click('.hm-confirm-dialog[open] [data-action=arrogance-yes]');
  // The Prince reached his goal and the Patrician fell to arrogance in one move: both are said,
  // one after the other.
  await guideShown(page);
  assert.equal((await guide(page)).key, 'goal');
  await goOn(page);
  g = await guide(page);
  assert.equal(g.key, 'arrogance');
  assert.match(g.text, /^Hochmut: eine Karte, die oben über ihrer eigenen Zielreihe zurückbleibt/);
  await goOn(page);
  assert.equal(await guide(page), null);
  assert.deepEqual(page.errors, []);
  await page.close();

  // The die: the dice game's first roll.
  page = await guided('variant=dice&seats=easy,human,easy&position=3d_2r_3Q2.5B2.6P2_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.F1F4F5F6M2M3M4M5M6_-_0000000000000001', 'de');
  await guideShown(page);
  g = await guide(page);
  assert.equal(g.key, 'roll');
  assert.match(g.text, /^Im Würfelspiel würfelst du/);
  assert.match(g.href, /rules\.de\.html#dice$/);
  assert.deepEqual(page.errors, []);
  await page.close();
});
