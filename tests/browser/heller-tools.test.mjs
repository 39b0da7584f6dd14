// Auf Heller und Pfennig's page (heller.html) has what the first game's page has for a player:
// taking back (the engine's Game.at, refused once something hidden was shown), the Hint (Hard's
// choice from the player's own view, in words and on the board, never played), and the game's
// record (kept, shared as a replay link, opened again; a damaged one refused in words).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

// Computers that wait (a long pause) so that the person can act while it is their turn. With
// seed 1 the first seat begins (the start player is drawn by lot).
const SLOW = 'delay=600000';

async function ready(page) {
  await page.waitForFunction(() => window.hellerPage && window.hellerPage.game, null, { timeout: 15000 });
}
const waitState = (page, state) => page.waitForFunction((s) => document.querySelector('.hh-game')?.dataset.state === s, state);
const saved = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('heller:game') || 'null'));

/** Presses a source, then a square, on the canvas (click-to-place). */
async function place(page, source, square) {
  const box = await page.locator('.hh-canvas').boundingBox();
  const [from, to] = await page.evaluate(([a, b]) => [window.hellerPage.board.pointOf(a), window.hellerPage.board.pointOf(b)], [source, square]);
  assert.ok(from && to, `${source} and ${square} are on the board`);
  await page.mouse.click(box.x + from.x, box.y + from.y);
  await page.mouse.click(box.x + to.x, box.y + to.y);
}

// What the person at the screen sees of the game: the market, the money, his supply and tile.
const seen = (page) => page.evaluate(() => {
  const g = window.hellerPage.game;
  const v = g.view(0);
  return { count: g.actionCount(), cells: JSON.stringify(v.market.cells), money: v.money, supply: v.supply, own: v.ownTile, save: g.save() };
});

test('take back: the board, the money and the save return; refused in words once a pile tile was turned up', async () => {
  const page = await site.page();
  await page.goto(`${site.url}heller.html?lang=de&players=3&seats=human,easy,medium&seed=1&${SLOW}`);
  await ready(page);
  await waitState(page, 'human');
  // Nothing of the person's own yet: nothing to take back.
  assert.equal(await page.locator('[data-action=undo]').isHidden(), true);
  const start = await seen(page);
  const stall = await page.evaluate(() => window.hellerPage.game.legalActions().find((a) => a.type === 'stall' && a.stall === 2));
  await place(page, 'stall:2', stall.square);
  await waitState(page, 'computer');
  const placed = await seen(page);
  assert.equal(placed.count, start.count + 1);
  assert.notEqual(placed.cells, start.cells, 'the stall stands on the market');
  assert.equal((await saved(page)).actions, placed.count, 'the longer game is saved');
  assert.equal(await page.locator('[data-action=hint]').isHidden(), true, 'no Hint while a computer is to act');
  // While the computer waits to act, the person may take his placement back.
  assert.equal(await page.locator('[data-action=undo]').isEnabled(), true);
  await page.click('[data-action=undo]');
  await waitState(page, 'human');
  const back = await seen(page);
  assert.deepEqual(back, start, 'the board, the money, the supply, the own tile and the save are as before');
  assert.match(await page.textContent('.hh-hint'), /Zurückgenommen/);
  const store = await saved(page);
  assert.equal(store.save, start.save, 'the shorter game is saved');
  assert.equal(store.actions, start.count);
  assert.equal(await page.locator('[data-action=undo]').isHidden(), true, 'nothing more of his to take back');
  // A reload shows the shorter game.
  await page.reload();
  await ready(page);
  assert.equal(await page.evaluate(() => window.hellerPage.game.save()), start.save, 'the reload continues the shorter game');

  // Turning up a tile from the pile shows what was hidden: that cannot be taken back.
  await waitState(page, 'human');
  const upAt = await page.evaluate(() => window.hellerPage.game.actionCount());
  const box = await page.locator('.hh-canvas').boundingBox();
  const pile = await page.evaluate(() => window.hellerPage.board.pointOf('pool'));
  await page.mouse.click(box.x + pile.x, box.y + pile.y);
  await page.waitForFunction((n) => window.hellerPage.game.actionCount() > n, upAt);
  // Seen, the tile cannot be hidden again: no taking back, even before it is placed (D9).
  assert.equal(await page.locator('[data-action=undo]').isDisabled(), true, 'no take-back across a turned-up tile');
  assert.match(await page.textContent('.hh-undo-note'), /Zurücknehmen geht nicht mehr: Seitdem wurde ein Plättchen vom Stapel aufgedeckt/);
  const turned = await seen(page);
  const square = await page.evaluate(() => window.hellerPage.game.legalActions()[0].square);
  const to = await page.evaluate((sq) => window.hellerPage.board.pointOf(sq), square);
  await page.mouse.click(box.x + to.x, box.y + to.y);
  await waitState(page, 'computer');
  // The placement itself may be taken back: the tile is in hand again, still turned up (the
  // turn-up is not undone), and nothing further back.
  assert.equal(await page.locator('[data-action=undo]').isEnabled(), true, 'the placement may be taken back');
  await page.click('[data-action=undo]');
  await waitState(page, 'human');
  assert.deepEqual(await seen(page), turned, 'back to the tile in hand, turned up');
  assert.equal(await page.evaluate(() => window.hellerPage.game.view(0).phase.phase), 'turned');
  assert.equal(await page.locator('[data-action=undo]').isDisabled(), true, 'Take back is offered no more');
  assert.match(await page.textContent('.hh-undo-note'), /Zurücknehmen geht nicht mehr: Seitdem wurde ein Plättchen vom Stapel aufgedeckt/);
  await page.screenshot({ path: `${SHOTS}/heller-undo-refused.png` });
  const before = await seen(page);
  await page.locator('[data-action=undo]').click({ force: true });
  assert.deepEqual(await seen(page), before, 'nothing was taken back');
  assert.deepEqual(page.errors, []);
});

test('with two people at the screen taking back needs the new-game option', async () => {
  const page = await site.page();
  await page.goto(`${site.url}heller.html?lang=en&${SLOW}`);
  await page.evaluate(() => localStorage.removeItem('heller:game'));
  await page.reload();
  await page.waitForSelector('.hh-new-game');
  // One person against the computer: no option (he always may).
  await page.selectOption('[data-seat="1"]', 'easy');
  await page.selectOption('[data-seat="2"]', 'easy');
  assert.equal(await page.locator('[data-setting=undo]').isVisible(), false);
  for (const agreed of [false, true]) {
    if (agreed) {
      await page.click('[data-action=newGame]');
      await page.waitForSelector('.hh-new-game');
    }
    // Seat 1 and seat 3 people, seat 2 a computer: after the first person the computer acts.
    await page.selectOption('[data-seat="2"]', 'human');
    assert.equal(await page.locator('[data-setting=undo]').isVisible(), true);
    if (agreed) await page.check('[data-setting=undo]');
    else await page.uncheck('[data-setting=undo]');
    await page.fill('[data-setting=seed]', '1');
    await page.click('[data-action=start]');
    await ready(page);
    await waitState(page, 'handoff');
    await page.click('[data-action=handoff]');
    await waitState(page, 'human');
    const stall = await page.evaluate(() => window.hellerPage.game.legalActions().find((a) => a.type === 'stall'));
    await place(page, `stall:${stall.stall}`, stall.square);
    await waitState(page, 'computer');
    assert.equal(await page.locator('[data-action=undo]').isVisible(), agreed, agreed ? 'agreed: Take back is offered' : 'not agreed: no Take back');
    if (agreed) {
      // Taken back from the screen that is no one's while the computer acts: the person's turn
      // comes back behind the hand-off screen (whoever pressed it may not be he).
      await page.click('[data-action=undo]');
      await waitState(page, 'handoff');
      await page.click('[data-action=handoff]');
      await waitState(page, 'human');
      assert.equal(await page.evaluate(() => window.hellerPage.game.actionCount()), 0);
      assert.equal((await saved(page)).undo, true, 'the agreement is saved with the game');
    }
  }
  assert.deepEqual(page.errors, []);
});

test('the Hint names a legal action from the player\'s own view, shows it on the board and does not play it', async () => {
  const page = await site.page();
  // Every request posted to a worker (what a computer player is given).
  await page.addInitScript(() => {
    window.__posted = [];
    const post = window.Worker.prototype.postMessage;
    window.Worker.prototype.postMessage = function (message, ...rest) {
      if (message && message.id !== undefined) window.__posted.push(structuredClone(message));
      return post.call(this, message, ...rest);
    };
  });
  await page.goto(`${site.url}heller.html?lang=de&players=3&seats=human,easy,medium&seed=8&delay=0`);
  await ready(page);
  // Two placements first, so that the market has pieces on it (the computers answer at once).
  for (let k = 0; k < 2; k += 1) {
    await waitState(page, 'human');
    const count = await page.evaluate(() => window.hellerPage.game.actionCount());
    const stall = await page.evaluate(() => window.hellerPage.game.legalActions().find((a) => a.type === 'stall'));
    await place(page, `stall:${stall.stall}`, stall.square);
    await page.waitForFunction((n) => window.hellerPage.game.actionCount() > n, count);
  }
  await waitState(page, 'human');
  const square = (a) => a.square;
  const before = await seen(page);
  const shotOf = async () => page.screenshot({ clip: await page.evaluate(() => document.querySelector('.hh-canvas').getBoundingClientRect().toJSON()) });
  const plain = await shotOf();
  const asked = await page.evaluate(() => window.__posted.length);
  await page.click('[data-action=hint]');
  await page.waitForFunction(() => document.querySelector('.hh-game').dataset.hint);
  const hint = await page.evaluate(() => document.querySelector('.hh-game').dataset.hint);
  const facts = await page.evaluate(() => ({ legal: window.hellerPage.game.legal(), view: window.hellerPage.game.view(0) }));
  assert.ok(facts.legal.includes(hint), `the hint ${hint} is a legal action of the person`);
  const action = await page.evaluate((h) => window.hellerPage.engine.Game.parseAction(h), hint);
  const words = await page.textContent('.hh-hint');
  assert.match(words, /^Tipp: /);
  if (action.square) assert.ok(words.includes(action.square), `the words name the square: ${words}`);
  if (action.type === 'stall') assert.ok(words.includes(`Stand ${'I'.repeat(action.stall)}`), words);
  // Not played: the game is as it was, and it is still the person's turn.
  assert.deepEqual(await seen(page), before, 'the hint played nothing');
  assert.equal(await page.evaluate(() => document.querySelector('.hh-game').dataset.state), 'human');
  // Asked of the worker with the person's own view and nothing else, at Hard.
  const posted = await page.evaluate((n) => window.__posted.slice(n), asked);
  assert.equal(posted.length, 1, 'one request for the hint');
  assert.deepEqual(Object.keys(posted[0]).sort(), ['args', 'entry', 'id']);
  assert.equal(posted[0].entry, 'chooseAction');
  const [view, level, seed, ...rest] = posted[0].args;
  assert.equal(level, 'hard');
  assert.equal(typeof seed, 'number');
  assert.deepEqual(rest, [], 'nothing else goes with it');
  assert.deepEqual(view, facts.view, 'the request carries the person\'s own view');
  assert.equal(view.viewer, 0);
  assert.deepEqual(view.ownTiles.slice(1), [null, null], 'no one else\'s own tile');
  assert.deepEqual(view.pool, [], 'not the pile');
  // The same view gives the same answer: the hint depends on nothing hidden from the person.
  const again = await page.evaluate((m) => window.hellerPage.engine[m.entry](...m.args), posted[0]);
  assert.equal(again, hint);
  // Shown on the board: the hinted square is drawn differently.
  if (action.square) {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const marked = await shotOf();
    assert.ok(!marked.equals(plain), 'the board shows the hint');
    const at = await page.evaluate((q) => window.hellerPage.board.pointOf(q), square(action));
    assert.ok(at, 'the hinted square is on the board');
  }
  await page.screenshot({ path: `${SHOTS}/heller-hint-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.screenshot({ path: `${SHOTS}/heller-hint-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  // Playing anything ends the hint.
  const other = facts.legal.find((a) => a !== hint && a.startsWith('s'));
  const parsed = await page.evaluate((h) => window.hellerPage.engine.Game.parseAction(h), other);
  await place(page, `stall:${parsed.stall}`, parsed.square);
  await page.waitForFunction((n) => window.hellerPage.game.actionCount() > n, before.count);
  assert.equal(await page.evaluate(() => document.querySelector('.hh-game').dataset.hint), '');

  // A tile turned up: the Hint's second step names the tile and the square it should go on.
  await waitState(page, 'human');
  const upAt = await page.evaluate(() => window.hellerPage.game.actionCount());
  const box = await page.locator('.hh-canvas').boundingBox();
  const pile = await page.evaluate(() => window.hellerPage.board.pointOf('pool'));
  await page.mouse.click(box.x + pile.x, box.y + pile.y);
  await page.waitForFunction((n) => window.hellerPage.game.actionCount() > n, upAt);
  const tile = await page.evaluate(() => window.hellerPage.game.view(0).phase.tile);
  const tileWords = await page.evaluate((code) => {
    const f = window.hellerPage.engine.boardFacts().tiles.find((x) => x.code === code);
    return f.kind === 'customer' ? `Kunde ${f.value}` : f.kind === 'rogue' ? `Gauner ${f.value}` : { moneyBag: 'Geldsack', fire: 'Feuer', evilEye: 'Böser Blick' }[f.kind];
  }, tile);
  await page.click('[data-action=hint]');
  await page.waitForFunction(() => document.querySelector('.hh-game').dataset.hint);
  const second = await page.evaluate(() => document.querySelector('.hh-game').dataset.hint);
  assert.match(second, /^l[a-f][1-5]$/, 'the Hint places the turned tile');
  assert.equal(await page.textContent('.hh-hint'), `Tipp: Lege ${tileWords} auf ${second.slice(1)}.`);
  assert.deepEqual(page.errors, []);
});

test('no Hint during the hand-off', async () => {
  const page = await site.page();
  await page.goto(`${site.url}heller.html?lang=de&players=2&seats=human,human&seed=2`);
  await ready(page);
  await waitState(page, 'handoff');
  assert.equal(await page.locator('[data-action=hint]').isHidden(), true);
  assert.equal(await page.locator('[data-action=undo]').isHidden(), true);
  await page.click('[data-action=handoff]');
  await waitState(page, 'human');
  assert.equal(await page.locator('[data-action=hint]').isVisible(), true);
  assert.deepEqual(page.errors, []);
});

test('the game\'s record: copied, downloaded, linked as a replay, opened again; a damaged one refused in words', async () => {
  const page = await site.page({ viewport: { width: 1280, height: 800 } });
  const origin = new URL(site.url).origin;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  // Three computers play a whole game at once.
  await page.goto(`${site.url}heller.html?lang=de&players=3&seats=easy,easy,easy&seed=31&delay=0`);
  await ready(page);
  await page.waitForFunction(() => document.querySelector('.hh-game').dataset.state === 'over', null, { timeout: 60000 });
  const save = await page.evaluate(() => window.hellerPage.game.save());
  await page.click('.hm-record summary');
  assert.equal(await page.inputValue('.hm-record-text'), save, 'the record is the engine\'s save');
  await page.click('[data-action=copyRecord]');
  await page.waitForFunction(() => document.querySelector('.hm-copied').textContent);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), save, 'the record was copied');
  assert.equal(await page.getAttribute('[data-action=downloadRecord]', 'download'), 'auf-heller-und-pfennig.txt');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action=downloadRecord]')]);
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  assert.equal(Buffer.concat(chunks).toString('utf8').trim(), save, 'the file holds the record');
  await page.click('[data-action=copyReplayLink]');
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  assert.match(link.pathname, /\/heller-embed\.html$/);
  assert.equal(link.searchParams.get('mode'), 'replay');
  assert.equal(link.searchParams.get('save'), save);
  assert.equal(link.searchParams.get('lang'), 'de');
  assert.equal(await page.getAttribute('[data-action=replay]', 'href'), link.href);
  await page.screenshot({ path: `${SHOTS}/heller-record-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('.hm-record').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/heller-record-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // An unfinished record goes on in the page: the game after 20 actions.
  const [part, partActions] = await page.evaluate(() => {
    const g = window.hellerPage.game.at(20);
    const out = [g.save(), g.actionTexts()];
    g.free();
    return out;
  });
  await page.click('[data-action=overNewGame]');
  await page.waitForSelector('.hh-new-game');
  await page.click('.hm-open-record summary');
  // A damaged record is refused in words; the dialog stays, nothing is lost.
  // (Two stalls on one square: the engine refuses the second.)
  const damaged = save.replace(/~.*$/, '~s1a1.s1a1');
  for (const bad of ['kaputt', damaged]) {
    await page.fill('#hm-new-record', bad);
    await page.click('[data-action=openRecord]');
    await page.waitForFunction(() => !document.querySelector('.hm-open-record .hm-error').hidden);
    assert.match(await page.textContent('.hm-open-record .hm-error'), /Dieses Protokoll lässt sich nicht öffnen: /);
    assert.equal(await page.locator('.hh-new-game').isVisible(), true, 'the dialog stays');
  }
  assert.equal(await page.inputValue('#hm-new-record'), damaged, 'what was pasted stays');
  await page.fill('#hm-new-record', part);
  await page.click('[data-action=openRecord]');
  await ready(page);
  await page.waitForFunction(() => window.hellerPage.game && window.hellerPage.game.actionCount() >= 20);
  const opened = await page.evaluate(() => window.hellerPage.game.actionTexts().slice(0, 20));
  assert.deepEqual(opened, partActions, 'the game goes on from the record');
  assert.equal((await saved(page)) !== null, true, 'the opened game is saved');

  // A finished record opens its replay.
  await page.click('[data-action=newGame]');
  await page.waitForSelector('.hh-new-game');
  await page.click('.hm-open-record summary');
  await page.setInputFiles('#hm-new-record-file', { name: 'partie.txt', mimeType: 'text/plain', buffer: Buffer.from(`${save}\n`) });
  await page.waitForFunction((s) => document.querySelector('#hm-new-record').value === s, save);
  await Promise.all([page.waitForURL(/heller-embed\.html\?mode=replay/), page.click('[data-action=openRecord]')]);
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('save'), save);
  assert.equal(url.searchParams.get('lang'), 'de');
});
