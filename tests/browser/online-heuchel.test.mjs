// Heuchel & Meuchel at an online table (issue 30, "A browser test"): three people, each in a
// browser context of their own, create a table from the title screen, join it by their invitation
// links and play a whole game through the pages; one of them reloads in the middle. A hand is
// placed through the setup panel and a move made by dragging on the board, as a person does; the
// other actions are chosen from the legal actions the page holds (the server's frame: the
// engine's), never worked out here. No page is offered an action out of its turn.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';
import { startOnline } from './online-harness.mjs';

let online;

before(async () => {
  online = await startOnline();
});

after(async () => {
  await online?.close();
});

const frameOf = (page) => page.evaluate(() => {
  const f = window.heuchelOnline && window.heuchelOnline.frame;
  return f ? { version: f.version, status: f.status, seat: f.seat, toAct: f.toAct, legal: f.legal || [], step: f.turn && f.turn.step } : null;
});

/** Waits until the page's table has a frame of at least `version`. */
const reached = (page, version, timeout = 15000) => page.waitForFunction((v) => {
  const f = window.heuchelOnline && window.heuchelOnline.frame;
  return f && f.version >= v;
}, version, { timeout });

/** Opens an invitation link and takes the seat under `name`. */
async function join(page, link, name) {
  await page.goto(`${link}&lang=en`);
  await page.waitForSelector('#ol-name');
  await page.fill('#ol-name', name);
  await page.click('[data-action=onlineJoin]');
  await page.waitForFunction(() => window.heuchelOnline && window.heuchelOnline.frame);
}

/**
 * A table of `page`'s person against two quick computers, made through the API as the dialog
 * makes one, joined as Ann and started. delay=0: the computers' moves are shown as they come (no
 * pause between them).
 */
async function againstTwoComputers(page) {
  const created = await page.evaluate(async () => {
    const body = { game: 'heuchel', players: 3, computers: [{ seat: 1, level: 'easy' }, { seat: 2, level: 'easy' }] };
    const r = await fetch('api/tables', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return r.json();
  });
  await join(page, `${new URL(created.seats[0].link, online.url)}&delay=0`, 'Ann');
  await page.evaluate(async ({ id, token }) => {
    const r = await fetch(`api/tables/${id}/start`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    if (!r.ok) throw new Error(await r.text());
  }, { id: created.id, token: created.adminToken });
}

test('three people create, join and play Heuchel & Meuchel online to the end; a reload rejoins', { timeout: 600000 }, async () => {
  const started = Date.now();
  const { url, person } = online;
  const ann = await person();
  const bob = await person({ width: 390, height: 844 });
  const cat = await person();
  // The title screen offers online play (the page was served by the server).
  await ann.goto(`${url}index.html?lang=en`);
  await ann.click('[data-action=playOnline]');
  await ann.waitForSelector('.ol-create');
  await ann.check('[data-players="3"]');
  await ann.screenshot({ path: `${SHOTS}/online-heuchel-create.png` });
  await ann.click('[data-action=onlineCreate]');
  await ann.waitForSelector('[data-seat-link="2"]');
  const links = await ann.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-seat-link]')].map((i) => [i.dataset.seatLink, i.value])));
  assert.deepEqual(Object.keys(links).sort(), ['0', '1', '2', 'spectator']);
  await join(ann, links[0], 'Ann');
  await join(bob, links[1], 'Bob');
  await join(cat, links[2], 'Cat');
  await ann.waitForFunction(() => document.querySelectorAll('.ol-room-seat[data-state=connected]').length === 3);
  // Each seat in its tincture, as at one screen.
  assert.equal(await ann.evaluate(() => document.querySelector('.ol-room-seat[data-seat="1"]').dataset.tincture), 'azure');
  await ann.screenshot({ path: `${SHOTS}/online-heuchel-room.png` });
  await ann.click('[data-action=onlineStart]');
  const pages = [ann, bob, cat];
  for (const page of pages) await page.waitForFunction(() => window.heuchelOnline.frame && window.heuchelOnline.frame.status === 'playing');

  let moves = 0, placedByPanel = false, dragged = false, reloaded = false, hinted = false;
  for (;;) {
    const frames = await Promise.all(pages.map(frameOf));
    if (frames[0].status === 'over') break;
    const turn = frames.findIndex((f) => f.toAct === f.seat && f.legal.length);
    assert.ok(turn >= 0, `someone may act: ${JSON.stringify(frames.map(({ legal, ...f }) => f))}`);
    const page = pages[turn];
    const { version, legal, step } = frames[turn];
    // Nobody else is offered anything, nor sees the hand being placed.
    for (const [i, f] of frames.entries()) if (i !== turn) assert.deepEqual(f.legal, [], `seat ${i} is offered nothing`);
    let next = version + 1;
    if (step === 'setup' && !placedByPanel) {
      // The first hand through the setup panel, as dealt: each card is placed, one after the other.
      placedByPanel = true;
      const hand = await page.evaluate(() => window.heuchelOnline.frame.view.hand.length);
      await page.click('.hm-setup-slot [data-action=place]');
      next = version + hand;
    } else if (step === 'move' && dragged && !hinted) {
      // The others' pages say whom the table waits for (his turn is played at his own screen).
      const other = pages[(turn + 1) % pages.length];
      const name = ['Ann', 'Bob', 'Cat'][turn];
      assert.match(await other.textContent('.hm-prompt'), new RegExp(`Waiting for ${name}`));
      // The Hint: Hard in the person's place, from his own view in the worker, shown in words and
      // on the board; what it suggests is one of the engine's legal actions, and is played.
      hinted = true;
      await page.click('[data-action=hint]');
      await page.waitForFunction(() => window.heuchelOnline.game.hint);
      assert.match(await page.textContent('.hm-suggestion'), /\S/);
      await page.screenshot({ path: `${SHOTS}/online-heuchel-hint.png` });
      assert.ok(page.workers().length >= 1, 'the Hint was worked out in a worker');
      const text = await page.evaluate(() => window.heuchelOnline.game.hint.raw);
      assert.ok(legal.includes(text), `the Hint ${text} is one of ${legal.join(' ')}`);
      await page.evaluate((a) => window.heuchelOnline.send(a), text);
    } else if (step === 'move' && !dragged && legal.some((a) => /^\d+-\d+\.\d+$/.test(a))) {
      // A move dragged on the board: the top card of a stack to a square its group allows.
      dragged = true;
      const move = await page.evaluate(() => {
        const t = window.heuchelOnline.frame.turn;
        const m = t.moves[0];
        const board = window.heuchelOnline.game.board;
        const seat = window.heuchelOnline.frame.seat;
        return { from: board.square(seat, m.from), to: board.square(seat, m.dests[0]), count: m.maxCount };
      });
      const box = await page.locator('.hm-board canvas').boundingBox();
      const centre = (r) => [box.x + r.x + r.w / 2, box.y + r.y + r.h / 2];
      await page.mouse.move(...centre(move.from));
      await page.mouse.down();
      await page.mouse.move(...centre(move.to), { steps: 8 });
      await page.mouse.up();
    } else {
      await page.evaluate((a) => window.heuchelOnline.send(a), legal[(version * 7) % legal.length]);
    }
    await Promise.all(pages.map((p) => reached(p, next)));
    moves = next;
    if (moves >= 30 && !reloaded) {
      // Cat reloads: her stored token rejoins at once, no name asked, the view as it is now.
      reloaded = true;
      await cat.reload();
      await reached(cat, next);
      assert.equal(await cat.locator('#ol-name').count(), 0);
      assert.match(await cat.textContent('.ol-role'), /Cat/);
      await ann.screenshot({ path: `${SHOTS}/online-heuchel-desktop.png` });
      await bob.screenshot({ path: `${SHOTS}/online-heuchel-phone.png` });
    }
    assert.ok(moves < 2000, 'the game ends');
  }
  assert.deepEqual({ placedByPanel, dragged, reloaded, hinted }, { placedByPanel: true, dragged: true, reloaded: true, hinted: true }, 'the panel, the board, the Hint and the reload were each used');
  for (const page of pages) {
    await page.waitForSelector('.hm-over:not([hidden])');
    const record = await page.inputValue('.hm-record-text');
    assert.equal(await page.evaluate(() => window.heuchelOnline.frame.record), record);
    // Over, the log reads to its end on every page.
    assert.ok(await page.locator('.hm-log-list li').count() > 10);
  }
  // The game page's menu leads out to the site's start page, as the table's page.
  await ann.click('[data-action=menu]');
  await ann.waitForSelector('.hm-menu-panel [data-action=start]');
  assert.match(await ann.getAttribute('.hm-menu-panel [data-action=start]', 'href'), /games\.html/);
  assert.equal(await ann.locator('.hm-menu-panel [data-action=menuRecord]').count(), 0, 'the record comes from the server at the end, not from the menu');
  await ann.screenshot({ path: `${SHOTS}/online-heuchel-over.png` });
  for (const page of pages) assert.deepEqual(page.errors, []);
  console.log(`# online heuchel: ${moves} actions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test('a move that would throw away the mover\'s own cards waits for his yes, as at one screen', { timeout: 300000 }, async () => {
  // The engine on this side only finds such a move among the frame's legal ones (from the
  // seat's own view, as the page asks it); the page is played as a person plays it.
  const engine = await (await import('../../scripts/diagram.mjs')).loadEngine();
  const ann = await online.person();
  await ann.goto(`${online.url}index.html?lang=en`);
  let asked = false, looked = 0;
  // Tables against two quick computers until Ann may make such a move (one game in a few offers
  // one; 20 tables at most).
  for (let table = 0; table < 20 && !asked; table++) {
    await againstTwoComputers(ann);
    for (;;) {
      await ann.waitForFunction(() => {
        const f = window.heuchelOnline.frame;
        return f && (f.status === 'over' || (f.status === 'playing' && f.toAct === f.seat && f.legal.length));
      }, null, { timeout: 30000 });
      const f = await ann.evaluate(() => {
        const { version, status, legal, viewNotation, turn } = window.heuchelOnline.frame;
        return { version, status, legal, viewNotation, step: turn && turn.step };
      });
      if (f.status === 'over') break;
      if (f.step === 'move') looked += 1;
      const losing = f.step === 'move' ? f.legal.find((a) => engine.ownLossOf(f.viewNotation, a).length) : undefined;
      if (!losing) {
        // Tall stacks carried up hold cards above their goals, which a later split leaves behind:
        // Ann carries as many cards as she may (the count after the dot), else plays any action.
        const count = (a) => Number((/\.(\d+)$/.exec(a) || [])[1] || 0);
        const tallest = f.legal.reduce((best, a) => (count(a) > count(best) ? a : best), f.legal[(f.version * 7) % f.legal.length]);
        await ann.evaluate((a) => window.heuchelOnline.send(a), tallest);
        await reached(ann, f.version + 1);
        continue;
      }
      const lost = engine.ownLossOf(f.viewNotation, losing);
      const action = engine.Game.parseAction(losing);
      // Asked, and "no": nothing is sent, the cards go back, it is still her turn.
      await ann.evaluate((a) => window.heuchelOnline.game.play(a), action);
      await ann.waitForSelector('[data-action=arrogance-no]');
      // The question names what is lost: one card by its name ("the card left behind …"), more
      // by their number.
      const question = await ann.textContent('.hm-confirm-dialog');
      assert.match(question, /arrogance/);
      if (lost.length > 1) assert.match(question, new RegExp(`\\b${lost.length}\\b`));
      await ann.screenshot({ path: `${SHOTS}/online-heuchel-confirm-loss.png` });
      await ann.click('[data-action=arrogance-no]');
      await ann.waitForSelector('.hm-confirm-dialog', { state: 'detached' });
      // Asked again, and "yes": the move is played, and the log says what she lost.
      await ann.evaluate((a) => window.heuchelOnline.game.play(a), action);
      await ann.click('[data-action=arrogance-yes]');
      await reached(ann, f.version + 1);
      const played = await ann.evaluate((v) => window.heuchelOnline.frame.log.find((entry) => entry.index === v), f.version);
      assert.ok(played.events.some((e) => e.event === 'arrogance'), JSON.stringify(played));
      // The "no" sent nothing: the move after Ann's turn is the one she said yes to.
      assert.equal(played.actor, 0);
      asked = true;
      break;
    }
  }
  assert.ok(asked, `a move that throws away own cards was offered and asked about (${looked} moves looked at)`);
  assert.deepEqual(ann.errors, []);
});

test('on a static host the title screen offers no online play, and no error shows', async () => {
  const site = await open();
  try {
    const page = await site.page();
    await page.goto(`${site.url}index.html?lang=en`);
    await page.waitForSelector('[data-action=start]');
    // The health question has been answered (not found) before this is read.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/api/health')));
    await page.evaluate(() => new Promise((ok) => setTimeout(ok, 0)));
    assert.equal(await page.locator('[data-action=playOnline]').count(), 0);
    assert.deepEqual(page.errors, []);
  } finally {
    await site.close();
  }
});

test('one person against computers takes back at once, the computers\' moves since with it; once a card was shown, the button says why not', { timeout: 120000 }, async () => {
  const ann = await online.person();
  await ann.goto(`${online.url}index.html?lang=en`);
  await againstTwoComputers(ann);
  const myTurn = (after) => ann.waitForFunction((v) => {
    const f = window.heuchelOnline.frame;
    return f && f.status === 'playing' && f.toAct === f.seat && f.legal.length && f.version > v;
  }, after, { timeout: 30000 });
  await myTurn(-1);
  // Nothing of hers to take back yet.
  assert.equal(await ann.isVisible('[data-action=takeBack]'), false);
  const first = await ann.evaluate(() => ({ version: window.heuchelOnline.frame.version, log: window.heuchelOnline.frame.log.length, legal: window.heuchelOnline.frame.legal }));
  await ann.evaluate((a) => window.heuchelOnline.send(a), first.legal[0]);
  // Her turn again, the computers having placed a card each: she takes back, asking nobody.
  await myTurn(first.version);
  await ann.waitForSelector('[data-action=takeBack]:not([hidden]):not([disabled])');
  const before = await ann.evaluate(() => window.heuchelOnline.frame.version);
  await ann.click('[data-action=takeBack]');
  await ann.waitForFunction((n) => window.heuchelOnline.frame.log.length === n && window.heuchelOnline.frame.toAct === 0, first.log);
  assert.equal(await ann.evaluate(() => window.heuchelOnline.frame.version), before + 1, 'the take-back is a version of its own');
  await ann.waitForFunction(() => /You took back your last move/.test(document.querySelector('.ol-take-back-line')?.textContent || ''));
  await ann.screenshot({ path: `${SHOTS}/online-heuchel-take-back.png` });
  // Played on to past the setup (its end turns the tops up): the button stays, greyed, and says why.
  for (let i = 0; i < 40; i += 1) {
    const f = await ann.evaluate(() => { const { version, legal, turn } = window.heuchelOnline.frame; return { version, legal, step: turn && turn.step }; });
    if (f.step !== 'setup') break;
    await ann.evaluate((a) => window.heuchelOnline.send(a), f.legal[0]);
    await myTurn(f.version);
  }
  const can = await ann.evaluate(() => window.heuchelOnline.frame.canTakeBack);
  // A move the rules refuse (her lowest stack sent to the top row) says why, as at one screen:
  // the engine's reasons from her view alone, with the rule's link.
  const refusedMove = await ann.evaluate(() => {
    const f = window.heuchelOnline.frame;
    const rows = f.view.columns[f.seat].filter((pile) => !pile.flipped && pile.cards.length).map((pile) => pile.row);
    const from = Math.min(...rows);
    const text = `${from}-13.1`;
    return f.legal.includes(text) ? null : { type: 'move', from, count: 1, to: 13 };
  });
  assert.ok(refusedMove, 'a move to the top row is refused');
  await ann.evaluate((a) => window.heuchelOnline.game.play(a), refusedMove);
  await ann.waitForSelector('.hm-why:not([hidden])');
  assert.match(await ann.textContent('.hm-why-text'), /\S/);
  assert.match(await ann.getAttribute('.hm-why-rule', 'href'), /#/);
  await ann.screenshot({ path: `${SHOTS}/online-heuchel-why.png` });
  // Her last action was in the setup, whose end turned the tops up since.
  assert.deepEqual(can, { to: null, refused: 'shown', player: null });
  assert.equal(await ann.isDisabled('[data-action=takeBack]'), true);
  assert.match(await ann.textContent('.ol-take-back-line'), /something hidden from you has been shown since/);
  await ann.screenshot({ path: `${SHOTS}/online-heuchel-take-back-refused.png` });
  assert.deepEqual(ann.errors, []);
});
