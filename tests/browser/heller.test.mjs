// Auf Heller und Pfennig through its page (heller.html), as players meet it: a whole 3-player
// hot-seat game placed by hand on the canvas (stalls, pool tiles, own tiles, passes), the
// hand-off screens, every scoring shown lane by lane as the engine scored it, the game-over
// table; computer seats deciding in the worker; a reload; the language switch; screenshots.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

async function ready(page) {
  await page.waitForFunction(() => window.hellerPage && window.hellerPage.game, null, { timeout: 15000 });
}

const stateOf = (page) => page.evaluate(() => document.querySelector('.hh-game').dataset.state);

/** Presses a source, then a square, on the canvas (click-to-place); or drags one to the other. */
async function place(page, source, square, { drag = false } = {}) {
  const box = await page.locator('.hh-canvas').boundingBox();
  const [from, to] = await page.evaluate(([a, b]) => [window.hellerPage.board.pointOf(a), window.hellerPage.board.pointOf(b)], [source, square]);
  assert.ok(from && to, `${source} and ${square} are on the board`);
  if (drag) {
    await page.mouse.move(box.x + from.x, box.y + from.y);
    await page.mouse.down();
    await page.mouse.move(box.x + (from.x + to.x) / 2, box.y + (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(box.x + to.x, box.y + to.y, { steps: 4 });
    await page.mouse.up();
  } else {
    await page.mouse.click(box.x + from.x, box.y + from.y);
    await page.mouse.click(box.x + to.x, box.y + to.y);
  }
}

/**
 * Turns the pool's top tile up and lays it on `square`: a click on the pool and one on the square,
 * or one drag from the pool to the square (the tile is turned up as the drag begins, D9).
 */
async function turnUpAndPlace(page, square, { drag = false } = {}) {
  const count = await page.evaluate(() => window.hellerPage.game.actionCount());
  if (typeof square === 'function') {
    // A free square, picked from the market as it is (the tile is not seen yet).
    const free = await page.evaluate(() => {
      const g = window.hellerPage.game;
      const names = window.hellerPage.engine.boardFacts().squares;
      return g.view(g.toAct()).market.cells.flatMap((c, i) => (c.kind === 'empty' ? [names[i]] : []));
    });
    square = square(free);
  }
  if (drag) {
    await place(page, 'pool', square, { drag: true });
  } else {
    const box = await page.locator('.hh-canvas').boundingBox();
    const from = await page.evaluate(() => window.hellerPage.board.pointOf('pool'));
    await page.mouse.click(box.x + from.x, box.y + from.y);
    await page.waitForFunction((n) => window.hellerPage.game.actionCount() > n, count);
    const to = await page.evaluate((sq) => window.hellerPage.board.pointOf(sq), square);
    await page.mouse.click(box.x + to.x, box.y + to.y);
  }
  await page.waitForFunction((n) => window.hellerPage.game.actionCount() >= n + 2, count);
}

// Which of the legal actions to take: by turns a stall, a pool tile and the own tile, so that
// every kind is played through the board; the square varies with the turn (a pool tile goes on a
// free square chosen the same way once it is seen).
function choose(legal, k) {
  const want = ['stall', 'turnUp', 'own'][k % 3];
  const of = (type) => legal.filter((a) => a.type === type);
  const list = of(want).length ? of(want) : legal.filter((a) => a.type !== 'pass');
  if (!list.length) return null;
  const action = list[(k * 7) % list.length];
  if (action.type !== 'turnUp') return action;
  return { ...action, square: (free) => free[(k * 7) % free.length] };
}
const sourceOf = (a) => (a.type === 'stall' ? `stall:${a.stall}` : a.type === 'own' ? 'own' : `pick:${a.tile}`);

/** Makes `action` (as `choose` gives it) through the board. */
async function act(page, action, options) {
  if (action.type === 'turnUp') await turnUpAndPlace(page, action.square, options);
  else await place(page, sourceOf(action), action.square, options);
}

test('a whole 3-player game by hand: stalls, pool tiles, own tiles, hand-offs, every scoring shown, game over', async () => {
  const page = await site.page();
  await page.goto(`${site.url}heller.html?lang=de&players=3&seats=human,human,human&seed=11`);
  await ready(page);
  const played = { stall: 0, turnUp: 0, own: 0, pass: 0, drag: 0, handoffs: 0, scorings: 0, roundEnds: 0 };
  for (let k = 0; k < 400; k += 1) {
    const state = await stateOf(page);
    if (state === 'over') break;
    if (state === 'roundEnd') {
      // The round's last placement: the full market stays, with its last scoring, until we go on.
      const { full, ended } = await page.evaluate(() => {
        const log = window.hellerPage.game.log();
        const e = log[log.length - 1].events.find((x) => x.event === 'roundEnded');
        return { ended: e.round, full: e.market.cells.every((c) => c.kind !== 'empty') };
      });
      assert.ok(full, 'the round ended on a full market');
      assert.match(await page.textContent('.hh-prompt'), new RegExp(`Runde ${ended} ist zu Ende`));
      assert.ok(await page.locator('.hh-lane').count() > 0, 'its last scoring is shown');
      if (!played.roundEnds) await page.screenshot({ path: `${SHOTS}/heller-round-end.png` });
      await page.click('[data-action=continue]');
      played.roundEnds += 1;
      continue;
    }
    if (state === 'handoff') {
      // Nothing private while the device changes hands: no own tile, no merchants' panel.
      assert.equal(await page.locator('.hh-own').isHidden(), true);
      assert.equal(await page.locator('.hh-merchant').count(), 0);
      // Not even in the page's hidden text.
      assert.doesNotMatch(await page.evaluate(() => document.body.textContent), /eigenes Plättchen: /);
      assert.match(await page.textContent('.hm-handoff-title'), /Gib das Gerät an Händler \d weiter/);
      await page.click('[data-action=handoff]');
      played.handoffs += 1;
      continue;
    }
    assert.equal(state, 'human', 'every seat is a person');
    const { acting, legal, own, count } = await page.evaluate(() => {
      const g = window.hellerPage.game;
      const p = g.toAct();
      return { acting: p, legal: g.legalActions(), own: g.view(p).ownTile, count: g.actionCount() };
    });
    // The acting merchant sees his own tile, and only his.
    if (own) assert.match(await page.textContent('.hh-own'), /Dein eigenes Plättchen: /);
    else assert.equal(await page.locator('.hh-own').isHidden(), true);
    assert.equal(await page.getAttribute('.hh-merchant.hh-acting', 'data-player'), String(acting));
    const action = choose(legal, k);
    if (!action) {
      assert.match(await page.textContent('.hh-prompt'), /musst passen/);
      await page.click('[data-action=pass]');
      played.pass += 1;
    } else {
      const drag = k % 5 === 0;
      await act(page, action, { drag });
      played[action.type] += 1;
      if (drag) played.drag += 1;
    }
    await page.waitForFunction((n) => window.hellerPage.game.actionCount() > n, count);
    // What the engine scored is what the ledger shows: one block per lane, every amount.
    const events = await page.evaluate(() => { const log = window.hellerPage.game.log(); return log[log.length - 1].events; });
    const lanes = events.filter((e) => e.event === 'laneScored');
    if (lanes.length) {
      played.scorings += lanes.length;
      assert.equal(await page.locator('.hh-lane').count(), lanes.length);
      const text = await page.textContent('.hh-ledger');
      for (const part of lanes.flatMap((l) => l.score.parts)) {
        for (const a of part.players) {
          const amount = a.amount > 0 ? `+${a.amount}` : a.amount < 0 ? `−${-a.amount}` : '0';
          assert.ok(text.includes(`= ${amount}`), `the ledger shows ${amount}: ${text}`);
        }
      }
    }
  }
  assert.equal(await stateOf(page), 'over', 'the game ended');
  const { winners, money } = await page.evaluate(() => ({ winners: window.hellerPage.game.winners(), money: window.hellerPage.game.view(3).money }));
  const rows = await page.locator('.hh-over-table tbody tr').allTextContents();
  assert.equal(rows.length, 3);
  const best = Math.max(...money);
  assert.ok(rows[0].includes(String(best)), `the first row has the most money: ${rows[0]}`);
  assert.equal(await page.locator('.hh-over-table tr.hh-winner').count(), winners.length);
  // The game's end stands beside the market, not over it: the final market stays in sight.
  const [board, box] = await page.evaluate(() => ['.hh-canvas', '.hh-over-box'].map((q) => document.querySelector(q).getBoundingClientRect().toJSON()));
  assert.ok(box.left >= board.right || box.top >= board.bottom, `the game-over box is beside the market: ${JSON.stringify({ board, box })}`);
  await page.screenshot({ path: `${SHOTS}/heller-game-over.png` });
  for (const kind of ['stall', 'turnUp', 'own', 'drag', 'handoffs', 'scorings']) assert.ok(played[kind] > 0, `played ${kind}: ${JSON.stringify(played)}`);
  assert.equal(played.roundEnds, 2, 'rounds 1 and 2 ended on their full market');
  assert.deepEqual(page.errors, []);
});

test('computer seats decide in the worker; the game survives a reload; the language can change mid-game', async () => {
  const page = await site.page();
  await page.goto(`${site.url}heller.html?lang=de&players=3&seats=human,easy,hard&seed=4&delay=0`);
  await ready(page);
  // The link's table is dealt once: the address no longer names it, so a reload continues.
  assert.doesNotMatch(page.url(), /seats=/);
  for (let k = 0; k < 4; k += 1) {
    await page.waitForFunction(() => document.querySelector('.hh-game').dataset.state === 'human');
    const { legal, count } = await page.evaluate(() => ({ legal: window.hellerPage.game.legalActions(), count: window.hellerPage.game.actionCount() }));
    const action = choose(legal, k);
    await act(page, action);
    // The two computers answer after the person's placement.
    await page.waitForFunction((n) => window.hellerPage.game.actionCount() >= n + 3 || window.hellerPage.game.isOver(), count);
  }
  assert.equal(await page.evaluate(() => window.hellerPage.botMode), 'worker', 'the computers thought in the worker');
  await page.waitForFunction(() => document.querySelector('.hh-game').dataset.state === 'human');
  const save = await page.evaluate(() => window.hellerPage.game.save());
  await page.reload();
  await ready(page);
  assert.equal(await page.evaluate(() => window.hellerPage.game.save()), save, 'the same game after the reload');
  assert.match(await page.textContent('.hh-side'), /Computer \(schwer\)/);
  await page.screenshot({ path: `${SHOTS}/heller-desktop.png` });
  await page.selectOption('[data-action=language]', 'en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await page.waitForSelector('.hh-prompt');
  assert.equal(await page.evaluate(() => window.hellerPage.game.save()), save, 'the same game in English');
  assert.match(await page.textContent('.hh-side'), /Merchant 1.*computer \(hard\)|computer \(hard\)/s);
  assert.match(await page.textContent('.hh-prompt'), /your turn/);
  assert.deepEqual(page.errors, []);
});

test('a phone held upright shows the market and the panel without sideways scrolling', async () => {
  const page = await site.page({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2 });
  await page.goto(`${site.url}heller.html?lang=de&players=4&seats=human,medium,medium,medium&seed=9&delay=0`);
  await ready(page);
  await page.waitForFunction(() => document.querySelector('.hh-game').dataset.state === 'human');
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scroll <= 360, `no sideways scrolling (${scroll})`);
  const box = await page.locator('.hh-canvas').boundingBox();
  assert.ok(box.width >= 300 && box.height >= 250, `the market is large enough: ${JSON.stringify(box)}`);
  await page.screenshot({ path: `${SHOTS}/heller-phone.png` });
  assert.deepEqual(page.errors, []);
});

test('the new-game dialog deals the table it shows', async () => {
  const page = await site.page();
  await page.goto(`${site.url}heller.html?lang=de`);
  await page.evaluate(() => localStorage.removeItem('heller:game'));
  await page.reload();
  await page.waitForSelector('.hh-new-game');
  await page.check('[data-players="2"]');
  await page.selectOption('[data-seat="1"]', 'easy');
  await page.fill('[data-name="0"]', 'Adelheid');
  await page.selectOption('[data-setting=variant]', 'openEnded');
  await page.check('[data-setting=noLuck]');
  await page.screenshot({ path: `${SHOTS}/heller-new-game.png` });
  await page.click('[data-action=start]');
  await ready(page);
  const game = await page.evaluate(() => ({ players: window.hellerPage.game.players, variant: window.hellerPage.game.variant, noLuck: window.hellerPage.game.noLuck }));
  assert.deepEqual(game, { players: 2, variant: 'openEnded', noLuck: true });
  assert.match(await page.textContent('.hh-merchants'), /Adelheid/);
  // Without luck every tile lies open, and the round opens with each merchant choosing his own
  // tile from them (D8): a tap on a tile of the display.
  await page.waitForFunction(() => document.querySelector('.hh-game').dataset.state === 'human');
  assert.equal(await page.evaluate(() => window.hellerPage.game.view(0).phase.phase), 'choose');
  assert.match(await page.textContent('.hh-prompt'), /wähle dein eigenes Plättchen/);
  const before = await page.evaluate(() => window.hellerPage.game.actionCount());
  // The start player is drawn by lot: if the computer chose first it may hold the money bag
  // already, so the merchant takes the money bag if it is still there, else the display's first.
  const tile = await page.evaluate(() => {
    const tiles = window.hellerPage.game.legalActions().filter((a) => a.type === 'choose').map((a) => a.tile);
    return tiles.includes('M') ? 'M' : tiles[0];
  });
  const box = await page.locator('.hh-canvas').boundingBox();
  const point = await page.evaluate((t) => window.hellerPage.board.pointOf(`pick:${t}`), tile);
  await page.mouse.click(box.x + point.x, box.y + point.y);
  await page.waitForFunction((n) => window.hellerPage.game.actionCount() > n, before);
  assert.deepEqual(await page.evaluate((n) => window.hellerPage.game.log()[n].action, before), { type: 'choose', tile });
  assert.match(await page.textContent('.hh-log'), tile === 'M' ? /Adelheid wählt Geldsack als eigenes Plättchen/ : /Adelheid wählt [^.]+ als eigenes Plättchen/);
  // The computer chooses too; then a tile is taken from the display and placed.
  await page.waitForFunction(() => document.querySelector('.hh-game').dataset.state === 'human'
    && window.hellerPage.game.view(0).phase.phase === 'turn');
  const { pick, count } = await page.evaluate(() => ({
    pick: window.hellerPage.game.legalActions().find((a) => a.type === 'pick'),
    count: window.hellerPage.game.actionCount(),
  }));
  assert.ok(pick, 'a face-up tile may be taken');
  await place(page, `pick:${pick.tile}`, pick.square);
  await page.waitForFunction((n) => window.hellerPage.game.actionCount() > n, count);
  const placed = await page.evaluate((n) => window.hellerPage.game.log()[n].action, count);
  assert.deepEqual(placed, pick);
  assert.match(await page.textContent('.hh-log'), /aus der Auslage/);
  await page.screenshot({ path: `${SHOTS}/heller-no-luck.png` });
  assert.deepEqual(page.errors, []);
});

test('a saved game that cannot be restored is said in words and kept aside, never dropped', async () => {
  const page = await site.page();
  await page.goto(`${site.url}heller.html?lang=de`);
  await page.evaluate(() => localStorage.setItem('heller:game', JSON.stringify({ version: 1, save: '3s_1_1_kaputt~' })));
  await page.reload();
  await page.waitForSelector('.hh-new-game');
  assert.match(await page.textContent('.hh-notice'), /ließ sich nicht wiederherstellen/);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('heller:kept')).map((k) => k.text));
  assert.equal(kept.length, 1);
  assert.match(kept[0], /kaputt/);
  assert.deepEqual(page.errors, []);
});

test('the market is played by keyboard alone: a piece chosen with Enter, a square reached with the arrows, each named', async () => {
  const page = await site.page();
  await page.goto(`${site.url}heller.html?lang=de&players=2&seats=human,medium&seed=3&delay=0`);
  await ready(page);
  await page.waitForFunction(() => document.querySelector('.hh-game').dataset.state === 'human');
  const count = await page.evaluate(() => window.hellerPage.game.actionCount());
  await page.focus('.hh-canvas');
  const label = () => page.getAttribute('.hh-canvas', 'aria-label');
  await page.keyboard.press('ArrowRight');
  assert.match(await label(), /^Stand I+$/, 'the focus is on a piece of the supply');
  await page.keyboard.press('Enter');
  assert.match(await label(), /^[a-f][1-5]: frei, mit Enter hierhin legen$/, 'a free square is offered');
  await page.keyboard.press('ArrowDown');
  const target = (await label()).slice(0, 2);
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => window.hellerPage.game.actionCount() > n, count);
  const placed = await page.evaluate((n) => window.hellerPage.game.log()[n].action, count);
  assert.equal(placed.type, 'stall');
  assert.equal(placed.square, target);
  assert.match(await label(), new RegExp(`^${target}: Stand I+ von Händler 1$`));
  assert.deepEqual(page.errors, []);
});

// D9: the tile is turned up for all to see, then its square is chosen. By keyboard: the pile is
// a source like the stalls (its name says a tile will be turned up); Enter turns it up, the tile
// is then in hand and named, and Enter on a square lays it there. By mouse: a click on the pile,
// then on a square; or one drag that turns the tile up as it starts.
for (const lang of ['de', 'en']) {
  const WORDS = {
    de: { pool: /^der Stapel: ein Plättchen aufdecken/, turned: /du hast (Kunde|Gauner|Geldsack|Feuer|Böser Blick)[^.]* aufgedeckt/, taken: /^Das Feld [a-f][1-5] ist besetzt: jedes Feld nimmt nur ein Teil/ },
    en: { pool: /^the pile: turn up a tile/, turned: /you turned up (customer|rogue|money bag|fire|evil eye)/, taken: /^The square [a-f][1-5] is taken: a square holds one piece/ },
  }[lang];
  test(`a tile is turned up, seen, then placed: by keyboard and by mouse (${lang})`, async () => {
    const page = await site.page();
    await page.goto(`${site.url}heller.html?lang=${lang}&players=2&seats=human,medium&seed=5&delay=0`);
    await ready(page);
    await page.waitForFunction(() => document.querySelector('.hh-game').dataset.state === 'human');
    const count = await page.evaluate(() => window.hellerPage.game.actionCount());
    await page.focus('.hh-canvas');
    const label = () => page.getAttribute('.hh-canvas', 'aria-label');
    await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 8 && !WORDS.pool.test(await label()); i += 1) await page.keyboard.press('ArrowLeft');
    assert.match(await label(), WORDS.pool, 'the pile is reached by the keys');
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => window.hellerPage.game.actionCount() > n, count);
    const tile = await page.evaluate(() => window.hellerPage.game.view(1).phase.tile);
    assert.ok(tile, 'the tile is turned up for everyone (the other merchant\'s view shows it)');
    // Seen before it is placed: the prompt names it, and the focus is on a square that takes it.
    assert.match(await page.textContent('.hh-prompt'), WORDS.turned);
    assert.match(await label(), /^[a-f][1-5]: /);
    await page.screenshot({ path: `${SHOTS}/heller-turned-${lang}-desktop.png` });
    await page.keyboard.press('ArrowRight');
    const target = (await label()).slice(0, 2);
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => window.hellerPage.game.actionCount() >= n + 2, count);
    assert.deepEqual(await page.evaluate((n) => window.hellerPage.game.log()[n + 1].action, count), { type: 'placeTurned', square: target });
    assert.equal(await page.evaluate((sq) => window.hellerPage.game.view(0).market.cells[window.hellerPage.engine.boardFacts().squares.indexOf(sq)].tile, target), tile);

    // By mouse, after the computer: a click on the pile, a click on a square that is taken (refused
    // in words, announced, the tile still in hand), then a free one.
    await page.waitForFunction(() => document.querySelector('.hh-game').dataset.state === 'human');
    const box = await page.locator('.hh-canvas').boundingBox();
    const at = (what) => page.evaluate((w) => window.hellerPage.board.pointOf(w), what);
    const n2 = await page.evaluate(() => window.hellerPage.game.actionCount());
    const pile = await at('pool');
    await page.mouse.click(box.x + pile.x, box.y + pile.y);
    await page.waitForFunction((n) => window.hellerPage.game.actionCount() > n, n2);
    const taken = await at(target);
    await page.mouse.click(box.x + taken.x, box.y + taken.y);
    await page.waitForFunction(() => !document.querySelector('.hh-why').hidden);
    assert.match(await page.textContent('.hh-why .hm-why-text'), WORDS.taken);
    assert.equal(await page.getAttribute('.hh-why', 'role'), 'alert', 'the refusal is announced');
    // With a link to its rule (Game.whyNot: a turn places on a free square) on the rules page.
    assert.match(await page.getAttribute('.hh-why .hm-why-rule', 'href'), /heller-rules(\.[a-z]{2})?\.html#turn$/);
    assert.equal(await page.evaluate(() => window.hellerPage.game.actionCount()), n2 + 1, 'nothing was placed');
    const free = await page.evaluate(() => window.hellerPage.game.legalActions()[0].square);
    const to = await at(free);
    await page.mouse.click(box.x + to.x, box.y + to.y);
    await page.waitForFunction((n) => window.hellerPage.game.actionCount() >= n + 2, n2);
    assert.equal(await page.locator('.hh-why').isHidden(), true, 'the refusal is gone once a placement is made');
    // And by one drag from the pile.
    await page.waitForFunction(() => document.querySelector('.hh-game').dataset.state === 'human');
    const squares = await page.evaluate(() => window.hellerPage.game.legalActions().filter((a) => a.square).map((a) => a.square));
    const n3 = await page.evaluate(() => window.hellerPage.game.actionCount());
    await place(page, 'pool', squares[squares.length - 1], { drag: true });
    await page.waitForFunction((n) => window.hellerPage.game.actionCount() >= n + 2, n3);
    const [up, laid] = await page.evaluate((n) => window.hellerPage.game.log().slice(n, n + 2).map((e) => e.action), n3);
    assert.deepEqual([up, laid], [{ type: 'turnUp' }, { type: 'placeTurned', square: squares[squares.length - 1] }]);
    assert.deepEqual(page.errors, []);
  });
}

// On a phone held upright, a lane's scoring shows in the panel's first screen, right under the
// prompt, without scrolling.
test('on a phone the scoring of a full lane is in sight without scrolling', async () => {
  const page = await site.page({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true });
  await page.goto(`${site.url}heller.html?lang=de&players=2&seats=human,medium&seed=31&delay=0`);
  await ready(page);
  for (let k = 0; k < 200 && !(await page.locator('.hh-lane').count()); k += 1) {
    await page.waitForFunction(() => ['human', 'roundEnd', 'over'].includes(document.querySelector('.hh-game').dataset.state));
    if (await stateOf(page) !== 'human') break;
    const legal = await page.evaluate(() => window.hellerPage.game.legalActions());
    const action = legal.find((a) => a.type === 'stall' || a.type === 'placeTurned') || legal[0];
    const count = await page.evaluate(() => window.hellerPage.game.actionCount());
    if (action.type === 'placeTurned') await place(page, 'turned', action.square);
    else if (action.type === 'turnUp') await turnUpAndPlace(page, (free) => free[0]);
    else await place(page, sourceOf(action), action.square);
    await page.waitForFunction((n) => window.hellerPage.game.actionCount() > n, count);
  }
  assert.ok(await page.locator('.hh-lane').count() > 0, 'a lane was scored');
  const top = await page.evaluate(() => document.querySelector('.hh-lane').getBoundingClientRect().top);
  assert.ok(top < 844, `the scoring starts at ${top}px, in the first screen`);
  await page.screenshot({ path: `${SHOTS}/heller-phone-scoring.png` });
  assert.deepEqual(page.errors, []);
});
