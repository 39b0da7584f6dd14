// Why not on the second game's page (issue 29): with a piece chosen, pointing at a square it may
// not go to (or moving the keyboard's focus there) says why before anything is placed, marks the
// square on the market and announces it; pointing at a square it may take takes the words away;
// a click on the taken square says why and keeps the piece in hand. In German and in French, at
// desktop and phone size.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

// Two merchants, round 1: a stall on a1, b1 and a2 already; the first merchant to act.
const WORDS = {
  de: { taken: /^Das Feld [a-f][1-5] ist besetzt: jedes Feld nimmt nur ein Teil/, rule: 'Regel: Ein Zug', page: /heller-rules\.html#turn$/ },
  fr: { taken: /^La case [a-f][1-5] est occupée\u00a0: une case ne reçoit qu’une pièce/, rule: 'Règle\u00a0: Un tour de jeu', page: /heller-rules\.fr\.html#turn$/ },
};

async function table(lang, viewport) {
  const page = await site.page(viewport ? { viewport } : {});
  await page.goto(`${site.url}heller.html?lang=${lang}&players=2&seats=human,medium&seed=3&delay=0`);
  await page.waitForFunction(() => window.hellerPage && window.hellerPage.game && document.querySelector('.hh-game')?.dataset.state === 'human');
  return page;
}

// The chosen piece's first free square and the first taken one (after a placement of our own).
const squares = (page) => page.evaluate(() => {
  const g = window.hellerPage.game;
  const names = window.hellerPage.engine.boardFacts().squares;
  const cells = g.view(g.toAct()).market.cells;
  return { taken: names.filter((_, i) => cells[i].kind !== 'empty'), free: names.filter((_, i) => cells[i].kind === 'empty') };
});

const why = (page) => page.evaluate(() => {
  const p = document.querySelector('.hh-why');
  const a = p && p.querySelector('.hm-why-rule');
  return p && !p.hidden ? { text: p.querySelector('.hm-why-text').textContent, rule: a.textContent, href: a.getAttribute('href'), role: p.getAttribute('role') } : null;
});

for (const [lang, viewport] of [['de', null], ['fr', { width: 390, height: 844 }]]) {
  test(`a piece aimed at a taken square says why before it is placed, and a click there too (${lang}${viewport ? ', phone' : ''})`, async () => {
    const w = WORDS[lang];
    const page = await table(lang, viewport);
    const box = await page.locator('.hh-canvas').boundingBox();
    const at = async (what) => {
      const p = await page.evaluate((x) => window.hellerPage.board.pointOf(x), what);
      return { x: box.x + p.x, y: box.y + p.y };
    };
    // Until a square is taken (the computer's answer to our first stall), place a stall.
    let sq = await squares(page);
    if (!sq.taken.length) {
      const n = await page.evaluate(() => window.hellerPage.game.actionCount());
      const s = await at('stall:1');
      await page.mouse.click(s.x, s.y);
      const f = await at(sq.free[0]);
      await page.mouse.click(f.x, f.y);
      await page.waitForFunction((k) => window.hellerPage.game.actionCount() >= k + 2 && document.querySelector('.hh-game').dataset.state === 'human', n);
      sq = await squares(page);
    }
    const taken = sq.taken[0];
    const canvas = page.locator('.hh-canvas');
    // A stall chosen, the pointer over the taken square: why not, before any click.
    const stall = await at('stall:1');
    await page.mouse.click(stall.x, stall.y);
    const before = await canvas.screenshot();
    const count = await page.evaluate(() => window.hellerPage.game.actionCount());
    const t = await at(taken);
    await page.mouse.move(t.x, t.y, { steps: 3 });
    await page.waitForFunction(() => !document.querySelector('.hh-why').hidden);
    let said = await why(page);
    assert.match(said.text, w.taken);
    assert.equal(said.rule, w.rule);
    assert.match(said.href, w.page);
    assert.equal(said.role, 'alert', 'a screen reader hears it');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.notDeepEqual(await canvas.screenshot(), before, 'the taken square is marked');
    await page.screenshot({ path: `${SHOTS}/heller-why-aimed-${lang}${viewport ? '-phone' : ''}.png` });
    // Over a free square the words go.
    const f = await at(sq.free[0]);
    await page.mouse.move(f.x, f.y, { steps: 3 });
    await page.waitForFunction(() => document.querySelector('.hh-why').hidden);
    // A click on the taken square: said again, nothing placed, the stall still in hand.
    await page.mouse.click(t.x, t.y);
    await page.waitForFunction(() => !document.querySelector('.hh-why').hidden);
    said = await why(page);
    assert.match(said.text, w.taken);
    assert.equal(await page.evaluate(() => window.hellerPage.game.actionCount()), count, 'nothing was placed');
    assert.equal(await page.evaluate(() => window.hellerPage.board.selected), 'stall:1', 'the stall is still in hand');
    // Placed on a free square: the words and the mark go.
    await page.mouse.click(f.x, f.y);
    await page.waitForFunction((n) => window.hellerPage.game.actionCount() > n, count);
    assert.equal(await why(page), null);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('the keyboard\'s focus on a taken square, with a piece chosen, says why (de)', async () => {
  const page = await table('de');
  await page.focus('.hh-canvas');
  const label = () => page.getAttribute('.hh-canvas', 'aria-label');
  // A stall chosen by the keys: the focus goes to its first free square.
  await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 8 && !/^Stand I\b/.test(await label()); i += 1) await page.keyboard.press('ArrowLeft');
  assert.match(await label(), /^Stand I\b/);
  await page.keyboard.press('Enter');
  assert.match(await label(), /^[a-f][1-5]: frei/);
  // Placed, and after the computer's answer chosen again; the focus walks onto a taken square.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.hellerPage.game.actionCount() >= 2 && document.querySelector('.hh-game').dataset.state === 'human');
  const { taken } = await squares(page);
  const facts = await page.evaluate(() => window.hellerPage.engine.boardFacts());
  // The focus stayed on the market: down past its bottom row to the stalls, then to stall I.
  await page.focus('.hh-canvas');
  for (let i = 0; i <= facts.rows && /^[a-f][1-5]: /.test(await label()); i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 8 && !/^Stand I\b/.test(await label()); i += 1) await page.keyboard.press('ArrowLeft');
  assert.match(await label(), /^Stand I\b/);
  await page.keyboard.press('Enter');
  const goal = facts.squares.indexOf(taken[0]);
  // Walk: up to the top row, left to column a, then to the taken square.
  for (let i = 0; i < facts.rows; i++) await page.keyboard.press('ArrowUp');
  for (let i = 0; i < facts.columns; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < Math.floor(goal / facts.columns); i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < goal % facts.columns; i++) await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => !document.querySelector('.hh-why').hidden);
  assert.match((await why(page)).text, WORDS.de.taken);
  assert.match(await label(), new RegExp(`^${taken[0]}: `), 'the focus is on it');
  assert.deepEqual(page.errors, []);
  await page.close();
});
