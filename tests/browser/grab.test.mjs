// Grabbing as a hand grabs: a press anywhere on a stack takes all of it, a split is deliberate
// (the edge of a lower card, − and + on the keyboard), and a drop that would throw the mover's
// own cards away for arrogance asks first. And the board takes the space it is given.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';
import { cellPoint, cellsWith, drag } from './board.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

// Three seats; seat 1 (the person) holds the Prince 2 over the Fire-Eater 1 on row 9. Moved
// whole, the pair goes to row 10; the Prince alone would leave the Fire-Eater on row 9, above its
// goal (row 8): arrogance throws it to seat 1's discards.
const SPLIT = '3b_1m_2M1.3Q1.4A1.5B1.9P2F1_1F2.2M2.3Q2.4A2.5B2.6P3_1F3.2M3.3Q3.4A3.5B3.6P4_-.-.-_-_0000000000000001';

async function openSplit(viewport) {
  const page = await site.page(viewport ? { viewport } : {});
  // The computers wait (a long pause) so that each test sees the position its move made.
  await page.goto(`${site.url}?position=${SPLIT}&seats=human,medium,medium&delay=100000`);
  await page.waitForFunction(() => document.querySelector('.hm-grid [data-column="0"][data-row="9"]')?.textContent.includes('can move'));
  return page;
}

const prompt = (page) => page.textContent('.hm-prompt');
const actions = (page) => page.evaluate(() => window.heuchelPage.game.actionCount());

test('a press in the middle of a stack picks up the whole stack; the edge of a lower card splits it', async () => {
  const page = await openSplit();
  const centre = await cellPoint(page, 0, 9);
  await page.mouse.click(centre.x, centre.y);
  assert.match(await prompt(page), /whole stack of 2 cards from row 9/);
  await page.keyboard.press('Escape');
  assert.doesNotMatch(await prompt(page), /picked up/);

  const edge = await cellPoint(page, 0, 9, { split: 1 });
  await page.mouse.click(edge.x, edge.y);
  assert.match(await prompt(page), /picked up the top card from row 9/);
  // The keyboard's + takes one card more: the whole stack again.
  await page.keyboard.press('+');
  assert.match(await prompt(page), /whole stack of 2 cards/);
  await page.keyboard.press('-');
  assert.match(await prompt(page), /top card from row 9/);
  await page.keyboard.press('Escape');

  // Dragging from the middle moves both cards: no question, nothing lost.
  const to = await cellPoint(page, 0, 10);
  await drag(page, centre, to);
  await page.waitForFunction(() => window.heuchelPage.game.actionCount() === 1);
  const view = await page.evaluate(() => window.heuchelPage.game.view(0));
  assert.deepEqual(view.columns[0].find((p) => p.row === 10).cards, ['P2', 'F1']);
  assert.deepEqual(view.discards[0], []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a drop that would discard the mover\'s own cards to arrogance asks first', async () => {
  const page = await openSplit();
  const edge = await cellPoint(page, 0, 9, { split: 1 });
  const to = await cellPoint(page, 0, 10);

  // Declined: nothing is played, the cards are back, focus is back on the board.
  await drag(page, edge, to);
  await page.waitForSelector('.hm-confirm-dialog[open]');
  const question = await page.textContent('.hm-confirm-dialog');
  assert.match(question, /Fire-Eater 1/);
  assert.match(question, /arrogance/);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.action), 'arrogance-no', 'the safe answer has the focus');
  await page.screenshot({ path: `${SHOTS}/arrogance-confirm.png` });
  await page.keyboard.press('Escape');
  await page.waitForSelector('.hm-confirm-dialog', { state: 'detached' });
  assert.equal(await actions(page), 0);
  assert.doesNotMatch(await prompt(page), /picked up/);
  assert.ok(await page.evaluate(() => !!document.activeElement.closest('.hm-root')), 'focus stays in the game');

  // Confirmed: the move is made and the Fire-Eater goes to seat 1's discards.
  await drag(page, edge, to);
  await page.waitForSelector('.hm-confirm-dialog[open]');
  await page.click('[data-action=arrogance-yes]');
  await page.waitForFunction(() => window.heuchelPage.game.actionCount() === 1);
  const view = await page.evaluate(() => window.heuchelPage.game.view(0));
  assert.deepEqual(view.discards[0], ['F1']);
  // Seat 1's chip counts the discard, in its colour, and names the card on demand.
  const chip = page.locator('.hm-seats li[data-seat="0"]');
  assert.equal(await chip.getAttribute('data-tincture'), 'gules');
  await chip.locator('summary').click();
  assert.match(await chip.textContent(), /1 discard.*Fire-Eater 1/s);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a move that loses nothing asks nothing, by keyboard too', async () => {
  const page = await openSplit();
  await page.focus('.hm-grid [data-column="0"][data-row="9"]');
  await page.keyboard.press('Enter');
  assert.match(await prompt(page), /whole stack/);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.heuchelPage.game.actionCount() === 1);
  assert.equal(await page.$('.hm-confirm-dialog'), null);
  await page.close();
});

/** The board's layout as the page computes it, for the board box the page gives it. */
const boardLayout = (page) => page.evaluate(async () => {
  const { computeLayout } = await import('./www/heuchel/board/layout.js');
  const wrap = document.querySelector('.hm-board');
  const { columns, rows } = window.wasmBindings.boardFacts();
  const players = document.querySelectorAll('.hm-seats li').length;
  const L = computeLayout({ width: wrap.clientWidth, height: wrap.clientHeight, players, columns, rows });
  const box = wrap.getBoundingClientRect();
  return { card: L.card, board: { ...L.board, x: L.board.x + box.left, y: L.board.y + box.top }, label: L.rowLabelArea(1).w };
});

test('on a phone held upright a card is at least 60 px wide, and the row numbers stay', async () => {
  const page = await site.page({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // A four-player game after the setup, seat 1 to move (the computers placed every hand).
  await page.goto(`${site.url}?seats=human,medium,medium,medium&seed=3&delay=100000`);
  await page.waitForFunction(() => window.wasmBindings && window.wasmBindings.Game);
  const position = await page.evaluate(() => {
    const g = new window.wasmBindings.Game(4, 'base', 3);
    while (g.legal().step === 'setup') g.play(g.botAction(g.toAct(), 'easy', 1));
    const p = g.position();
    g.free();
    localStorage.clear(); // the game this page started is no one's: no question on the next link
    return p;
  });
  await page.goto(`${site.url}?position=${position}&seats=human,medium,medium,medium&delay=100000`);
  await page.waitForFunction(() => document.querySelector('.hm-grid')?.textContent.includes('can move'));
  const L = await boardLayout(page);
  assert.ok(L.card.w >= 60, `a card is ${L.card.w} px wide`);
  assert.ok(L.label >= 14, 'row numbers have room');
  await page.close();
});

for (const [width, height] of [[700, 500], [360, 640]]) {
  test(`a ${width} × ${height} frame shows the whole board with readable values`, async () => {
    const page = await openSplit({ width, height });
    const L = await boardLayout(page);
    await page.screenshot({ path: `${SHOTS}/frame-${width}x${height}.png` });
    const b = L.board;
    assert.ok(b.x >= 0 && b.y >= 0 && b.x + b.w <= width && b.y + b.h <= height, `board ${JSON.stringify(b)} in ${width}x${height}`);
    // A card's value is drawn at about half the card's height (render/card.js): 11 px and more.
    assert.ok(L.card.h >= 22, `cards ${L.card.w} × ${L.card.h} px`);
    assert.ok(L.card.w >= 48, `cards ${L.card.w} × ${L.card.h} px`);
    await page.close();
  });
}

test('at the end every card is turned face up, each seat\'s discards open on demand', async () => {
  const page = await site.page();
  // Play the position out with computers only, then watch it as the person at seat 1 would.
  await page.goto(`${site.url}?position=${SPLIT}&seats=medium,medium,medium&delay=0`);
  await page.waitForFunction(() => window.heuchelPage?.game?.isOver(), null, { timeout: 60000 });
  assert.deepEqual(await cellsWith(page, 'face-down'), [], 'no pile is face down any more');
  const piles = await cellsWith(page, 'turned up');
  assert.ok(piles.length > 0, 'goal piles on the board');
  // The grid, the board's mirror, names every card of every pile.
  for (const p of piles) assert.match(p.label, /cards from the top: (Prince|Bishop|Patrician|Quack|Minstrel|Fire-Eater) \d/);
  // A seat's discards open on demand: a click on its chip shows them in the board's panel.
  assert.deepEqual(page.errors, []);
  await page.close();
});
