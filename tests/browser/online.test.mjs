// Online tables in the pages (issue 30, point 6): the game server (crates/server, built with
// `cargo build --profile server -p server`) serves dist/ and the tables; browser contexts, each
// its own person with its own storage, create a table through the page, join it by its
// invitation links and play it to the end through the WebSocket. The actions are chosen from the
// legal actions the page holds (the server's frame: the engine's), never worked out here.
//
// On a static host (scripts/serve.mjs) the pages offer no online play and show no error.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';
import { startOnline } from './online-harness.mjs';

let online, url, person;

before(async () => {
  online = await startOnline();
  ({ url, person } = online);
});

after(async () => {
  await online?.close();
});

const frameOf = (page) => page.evaluate(() => {
  const f = window.hellerOnline && window.hellerOnline.frame;
  return f ? { version: f.version, status: f.status, seat: f.seat, toAct: f.toAct, legal: f.legal || [] } : null;
});

/** Waits until the page's table has a frame of at least `version`. */
const reached = (page, version, timeout = 15000) => page.waitForFunction((v) => {
  const f = window.hellerOnline && window.hellerOnline.frame;
  return f && f.version >= v;
}, version, { timeout });

/** Opens an invitation link and takes the seat under `name`. */
async function join(page, link, name) {
  await page.goto(link);
  await page.waitForSelector('#ol-name');
  await page.fill('#ol-name', name);
  await page.click('[data-action=onlineJoin]');
  await page.waitForFunction(() => window.hellerOnline && window.hellerOnline.frame);
}

test('two people create, join and play Auf Heller und Pfennig online to the end; a reload rejoins', { timeout: 240000 }, async () => {
  const started = Date.now();
  const ann = await person();
  const bob = await person({ width: 390, height: 844 });
  const eve = await person();
  // On a phone too the dialog offers online play.
  await bob.goto(`${url}heller.html?lang=en`);
  await bob.click('[data-action=playOnline]');
  await bob.waitForSelector('.ol-create');
  await bob.screenshot({ path: `${SHOTS}/online-create-phone.png` });
  // The new-game dialog offers online play (the page was served by the server).
  await ann.goto(`${url}heller.html?lang=en`);
  await ann.click('[data-action=playOnline]');
  await ann.waitForSelector('.ol-create');
  await ann.check('[data-players="2"]');
  await ann.screenshot({ path: `${SHOTS}/online-create-desktop.png` });
  await ann.click('[data-action=onlineCreate]');
  // The host's waiting room: a link per seat and the spectators'.
  await ann.waitForSelector('[data-seat-link="1"]');
  const links = await ann.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-seat-link]')].map((i) => [i.dataset.seatLink, i.value])));
  assert.deepEqual(Object.keys(links).sort(), ['0', '1', 'spectator']);
  assert.equal(await ann.isDisabled('[data-action=onlineStart]'), true, 'no start before everyone joined');

  await join(ann, links[0], 'Ann');
  await join(bob, links[1], 'Bob');
  // A spectator is asked no name and only watches.
  await eve.goto(links.spectator);
  await eve.waitForFunction(() => window.hellerOnline && window.hellerOnline.frame);
  assert.match(await eve.textContent('.ol-role'), /watching/);
  // The host (Ann's browser kept the admin token) sees both seats joined and starts.
  await ann.waitForFunction(() => document.querySelectorAll('.ol-room-seat[data-state=connected]').length === 2);
  await ann.screenshot({ path: `${SHOTS}/online-room-desktop.png` });
  await bob.screenshot({ path: `${SHOTS}/online-room-phone.png` });
  assert.equal(await bob.locator('[data-action=onlineStart]').count(), 0, 'a guest cannot start');
  await ann.click('[data-action=onlineStart]');
  await reached(ann, 0);
  await ann.waitForFunction(() => window.hellerOnline.frame.status === 'playing');
  await bob.waitForFunction(() => window.hellerOnline.frame.status === 'playing');

  // A move out of turn is refused, in words.
  const first = await frameOf(ann);
  const idle = first.toAct === 0 ? bob : ann;
  await idle.evaluate(() => window.hellerOnline.send('x'));
  await idle.waitForFunction(() => /not your turn/.test(document.querySelector('.ol-error')?.textContent || ''));

  const pages = [ann, bob];
  let moves = 0, reloaded = false, dropped = false, bobAway = false, hinted = false, roundEnded = false, firstSquare = null;
  for (;;) {
    const frames = await Promise.all(pages.map(frameOf));
    if (frames[0].status === 'over') break;
    const turn = frames.findIndex((f) => f.toAct === f.seat && f.legal.length);
    assert.ok(turn >= 0, `someone may act: ${JSON.stringify(frames)}`);
    const { version, legal } = frames[turn];
    const stall = legal.find((a) => /^s\d/.test(a));
    if (moves === 0 && stall) {
      // The first move through the board, as a person makes it: the stall, then its square.
      const page = pages[turn];
      const box = await page.locator('.hh-canvas').boundingBox();
      firstSquare = stall.slice(2);
      for (const target of [`stall:${stall[1]}`, firstSquare]) {
        const p = await page.evaluate((t) => window.hellerOnline.game.board.pointOf(t), target);
        await page.mouse.click(box.x + p.x, box.y + p.y);
      }
    } else if (moves === 1 && firstSquare && stall) {
      // A stall put on the square just taken: refused, and the rules' reason said, as at one
      // screen (worked out by the engine from this seat's view alone); then a legal move.
      const page = pages[turn];
      const box = await page.locator('.hh-canvas').boundingBox();
      for (const target of [`stall:${stall[1]}`, firstSquare]) {
        const p = await page.evaluate((t) => window.hellerOnline.game.board.pointOf(t), target);
        await page.mouse.click(box.x + p.x, box.y + p.y);
      }
      await page.waitForSelector('.hh-why:not([hidden])');
      assert.match(await page.textContent('.hh-why'), new RegExp(`The square ${firstSquare} is taken`));
      await page.screenshot({ path: `${SHOTS}/online-heller-why.png` });
      await page.evaluate((a) => window.hellerOnline.send(a), stall);
    } else if (moves >= 3 && !hinted) {
      // The Hint: Hard in the person's place, from his seat's view in the worker, said in words;
      // what it suggests is one of the engine's legal actions, and is played.
      hinted = true;
      const page = pages[turn];
      await page.click('[data-action=hint]');
      await page.waitForFunction(() => window.hellerOnline.game.hint);
      assert.match(await page.textContent('.hh-hint'), /\S/);
      await page.screenshot({ path: `${SHOTS}/online-heller-hint.png` });
      assert.ok(page.workers().length >= 1, 'the Hint was worked out in a worker');
      const text = await page.evaluate(() => window.hellerOnline.game.hint.text);
      assert.ok(legal.includes(text), `the Hint ${text} is one of ${legal.join(' ')}`);
      await page.evaluate((a) => window.hellerOnline.send(a), text);
    } else {
      await pages[turn].evaluate((a) => window.hellerOnline.send(a), legal[(version * 7) % legal.length]);
    }
    await Promise.all(pages.map((p) => reached(p, version + 1)));
    moves += 1;
    if (!roundEnded && await ann.evaluate(() => document.querySelector('.hh-online').dataset.state === 'roundEnd')) {
      // A round's last placement: Ann's screen stays on the finished market, its last scoring
      // lit, until she goes on (as at one screen); the frames go on meanwhile.
      roundEnded = true;
      assert.match(await ann.textContent('.hh-prompt'), /Round 1 is over/);
      assert.equal(await ann.isVisible('[data-action=continue]'), true);
      await ann.screenshot({ path: `${SHOTS}/online-heller-round-end.png` });
      await ann.click('[data-action=continue]');
      await ann.waitForFunction(() => document.querySelector('.hh-online').dataset.state !== 'roundEnd');
      assert.equal(await ann.isVisible('[data-action=continue]'), false);
    }
    if (moves === 6) {
      await ann.screenshot({ path: `${SHOTS}/online-game-desktop.png` });
      await bob.screenshot({ path: `${SHOTS}/online-game-phone.png` });
    }
    if (moves === 10 && !reloaded) {
      // Bob reloads: the stored token rejoins at once, no name asked, the view as it is now.
      reloaded = true;
      await bob.reload();
      await reached(bob, version + 1);
      assert.equal(await bob.locator('#ol-name').count(), 0);
      assert.match(await bob.textContent('.ol-role'), /You play Bob/);
    }
    if (moves === 14 && !dropped) {
      // Ann's connection drops: the page says it reconnects, and does; Bob sees her go and come
      // back (the server's presence frames).
      dropped = true;
      await ann.evaluate(() => window.hellerOnline.drop());
      await ann.waitForFunction(() => document.querySelector('.ol-link-state')?.dataset.state === 'reconnecting', null, { polling: 10 });
      await ann.waitForFunction(() => window.hellerOnline.link === 'open');
      await bob.waitForFunction(() => document.querySelector('.hh-merchant[data-player="0"]')?.dataset.connected === 'true');
    }
    if (moves === 20 && !bobAway) {
      // Bob closes his page: Ann's panel shows him offline, in words.
      bobAway = true;
      const link = await bob.evaluate(() => location.href);
      await bob.evaluate(() => window.hellerOnline.close());
      await ann.waitForFunction(() => document.querySelector('.hh-merchant[data-player="1"]')?.dataset.connected === 'false');
      assert.match(await ann.textContent('.hh-merchant[data-player="1"] .hh-connection'), /offline/);
      await ann.screenshot({ path: `${SHOTS}/online-away-desktop.png` });
      await bob.goto(link);
      await reached(bob, version + 1);
      await ann.waitForFunction(() => document.querySelector('.hh-merchant[data-player="1"]')?.dataset.connected === 'true');
    }
    assert.ok(moves < 400, 'the game ends');
  }
  assert.ok(hinted, 'a Hint was asked and played');
  assert.ok(roundEnded, 'the first round\'s finished market was shown until Ann went on');
  // The spectator watched it all, never offered a move.
  await reached(eve, (await frameOf(ann)).version);
  assert.deepEqual((await frameOf(eve)).legal, []);
  assert.equal((await frameOf(eve)).status, 'over');
  for (const page of [...pages, eve]) {
    await page.waitForSelector('.hh-over:not([hidden])');
    assert.match(await page.textContent('.hh-over'), /The game is over/);
    // The record, as a local game's: the server's save of the game, and its replay.
    const record = await page.inputValue('.hm-record-text');
    assert.match(record, /^heller2~/);
    assert.equal(await page.evaluate(() => window.hellerOnline.frame.record), record);
  }
  // The replay link opens the finished game's replay.
  const replay = await ann.getAttribute('[data-action=replay]', 'href');
  const viewer = await person();
  await viewer.addInitScript(() => {
    document.addEventListener('ready', (e) => { e.target.dataset.painted = 'yes'; }, true);
  });
  await viewer.goto(replay);
  await viewer.waitForSelector('#board[data-painted]', { state: 'attached' });
  // A replay (a refused record would leave no board: currentStep null).
  assert.equal(typeof await viewer.evaluate(() => document.getElementById('board').currentStep), 'number');
  assert.deepEqual(viewer.errors, []);
  await ann.screenshot({ path: `${SHOTS}/online-over-desktop.png` });
  for (const page of [...pages, eve]) assert.deepEqual(page.errors, []);
  console.log(`# online heller: ${moves} moves in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test('a correspondence table: the pace is chosen in the dialog, and the clock of each turn is shown in words (German)', { timeout: 120000 }, async () => {
  const ann = await person();
  await ann.goto(`${url}heller.html?lang=de`);
  await ann.click('[data-action=playOnline]');
  await ann.waitForSelector('.ol-create');
  await ann.check('[data-players="2"]');
  await ann.selectOption('[data-seat="1"]', 'easy');
  assert.equal(await ann.isVisible('#ol-move-time'), false, 'a live table has no clock to choose');
  await ann.check('[data-pace=correspondence]');
  await ann.selectOption('#ol-move-time', '3600');
  await ann.selectOption('#ol-on-timeout', 'computer');
  await ann.screenshot({ path: `${SHOTS}/online-create-correspondence.png` });
  await ann.click('[data-action=onlineCreate]');
  await ann.waitForSelector('[data-seat-link="0"]');
  assert.equal(await ann.textContent('.ol-pace-line'), 'Fernpartie: 1 Stunde für jeden Zug; läuft sie ab, spielt der Computer diesen Zug.');
  // Ann's own seat, in German (an invitation link carries no language: each page chooses its own).
  const link = await ann.inputValue('[data-seat-link="0"]');
  await join(ann, `${link}&lang=de`, 'Ann');
  assert.equal(await ann.textContent('.ol-pace-line'), 'Fernpartie: 1 Stunde für jeden Zug; läuft sie ab, spielt der Computer diesen Zug.');
  await ann.waitForSelector('[data-action=onlineStart]:not([disabled])');
  await ann.click('[data-action=onlineStart]');
  // Ann's turn (the computer's first when it begins): her clock, an hour from the turn's start.
  await ann.waitForFunction(() => {
    const f = window.hellerOnline.frame;
    return f && f.status === 'playing' && f.toAct === f.seat;
  }, null, { timeout: 30000 });
  // Drawn: the computer's first move is shown a pause after the start.
  await ann.waitForFunction(() => /^Du:/.test(document.querySelector('.ol-clock')?.textContent || ''));
  const clock = await ann.evaluate(() => window.hellerOnline.frame.clock);
  assert.equal(clock.deadline - clock.since, 3600 * 1000);
  assert.equal(clock.onTimeout, 'computer');
  const line = await ann.textContent('.ol-clock');
  assert.match(line, /^Du: bis .+ \(noch (59|60) Minuten\); dann spielt der Computer diesen Zug\.$/);
  await ann.screenshot({ path: `${SHOTS}/online-clock-desktop.png` });
  assert.deepEqual(ann.errors, []);
});

test('a move the computer played because the time had run out says so in the log (French)', { timeout: 120000 }, async () => {
  const ann = await person();
  // Each frame as the page draws it: its version, whose turn it was, and when.
  await ann.addInitScript(() => {
    window.drawn = [];
    window.addEventListener('heller-online-frame', (e) => {
      const f = window.hellerOnline && window.hellerOnline.frame;
      window.drawn.push({ version: e.detail.version, at: performance.now(), received: f ? f.version : null });
    });
  });
  await ann.goto(`${url}heller.html?lang=fr`);
  // A table of a second a move, made through the API as the dialog makes one (its shortest
  // choice is minutes): seat 1 a computer, the computer standing in when Ann's time runs out.
  const created = await ann.evaluate(async () => {
    const body = { game: 'heller', players: 2, computers: [{ seat: 1, level: 'easy' }], pace: { kind: 'correspondence', secondsPerMove: 1, onTimeout: 'computer' } };
    const r = await fetch('api/tables', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return r.json();
  });
  await join(ann, `${new URL(created.seats[0].link, url)}&lang=fr`, 'Ann');
  await ann.evaluate(async ({ id, token }) => {
    const r = await fetch(`api/tables/${id}/start`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    if (!r.ok) throw new Error(await r.text());
  }, { id: created.id, token: created.adminToken });
  // Ann does not move: the computer plays for her, and the log says so on her move's line.
  await ann.waitForFunction(() => (window.hellerOnline.frame.standIns || []).length > 0, null, { timeout: 30000 });
  const standIn = await ann.evaluate(() => window.hellerOnline.frame.standIns[0]);
  const who = await ann.evaluate((i) => window.hellerOnline.frame.log[i].player, standIn);
  assert.equal(who, 0, 'the stand-in played for Ann');
  await ann.waitForFunction(() => [...document.querySelectorAll('.hh-log li')].some((li) => li.textContent.includes('joué par l’ordinateur')));
  const marked = await ann.$$eval('.hh-log li', (items) => items.filter((li) => li.textContent.includes('joué par l’ordinateur')).length);
  assert.ok(marked >= 1 && marked <= (await ann.evaluate(() => window.hellerOnline.frame.standIns.length)), `${marked} lines marked`);
  await ann.screenshot({ path: `${SHOTS}/online-stand-in.png` });
  // The computer's moves were drawn at the game's pace (700 ms after the position before them,
  // as at one screen), not as fast as the server sent them: seat 1's moves are the versions
  // whose log entry is seat 1's.
  await ann.waitForFunction(() => {
    const log = window.hellerOnline.frame.log;
    return window.drawn.some((d, i) => i > 0 && d.version === window.drawn[i - 1].version + 1 && log[d.version - 1]?.player === 1);
  }, null, { timeout: 30000 });
  const log = await ann.evaluate(() => window.hellerOnline.frame.log.map((entry) => entry.player));
  const drawn = await ann.evaluate(() => window.drawn);
  const paced = drawn.filter((d, i) => i > 0 && d.version === drawn[i - 1].version + 1 && log[d.version - 1] === 1)
    .map((d) => d.at - drawn[drawn.indexOf(d) - 1].at);
  assert.ok(paced.length >= 1, `the computer's moves were drawn: ${JSON.stringify(drawn)}`);
  assert.ok(paced.every((ms) => ms >= 690), `each of the computer's moves drawn at least 700 ms after the position before it: ${paced.map(Math.round)}`);
  assert.deepEqual(ann.errors, []);
});

test('on a static host the new-game dialog offers no online play, and no error shows', async () => {
  const site = await open();
  try {
    const page = await site.page();
    await page.goto(`${site.url}heller.html?lang=en`);
    await page.waitForSelector('[data-action=start]');
    // The health question has been answered (not found) before this is read.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/api/health')));
    await page.evaluate(() => new Promise((ok) => setTimeout(ok, 0)));
    assert.equal(await page.locator('[data-action=playOnline]').count(), 0);
    assert.equal(await page.locator('.ol-error').count(), 0);
    assert.deepEqual(page.errors, []);
  } finally {
    await site.close();
  }
});

test('taking back over the table: Ann asks, Bob (French, on a phone) declines, then agrees; the game goes back to before Ann’s move', { timeout: 180000 }, async () => {
  const ann = await person();
  const bob = await person({ width: 390, height: 844 });
  await ann.goto(`${url}heller.html?lang=en`);
  await ann.click('[data-action=playOnline]');
  await ann.waitForSelector('.ol-create');
  await ann.check('[data-players="3"]');
  // The option is offered with two or more people at the table only.
  await ann.selectOption('select[data-seat="2"]', 'easy');
  assert.equal(await ann.isVisible('[data-setting=takeBack]'), true);
  await ann.selectOption('select[data-seat="1"]', 'easy');
  assert.equal(await ann.isVisible('[data-setting=takeBack]'), false, 'one person: not asked (taking back is his anyway)');
  await ann.selectOption('select[data-seat="1"]', 'human');
  await ann.check('[data-setting=takeBack]');
  await ann.click('[data-action=onlineCreate]');
  await ann.waitForSelector('[data-seat-link="1"]');
  const links = await ann.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-seat-link]')].map((i) => [i.dataset.seatLink, i.value])));
  await join(ann, links[0], 'Ann');
  await join(bob, `${links[1]}&lang=fr`, 'Bob');
  assert.match(await bob.textContent('.ol-take-back-rule'), /repris/);
  await ann.waitForFunction(() => document.querySelectorAll('.ol-room-seat[data-state=connected]').length === 2);
  await ann.click('[data-action=onlineStart]');
  await ann.waitForFunction(() => window.hellerOnline.frame.status === 'playing');
  // Play on (never turning a tile up) until Ann places a stall with Bob to act next.
  const pages = [ann, bob];
  let placed = null;
  for (let i = 0; i < 40 && !placed; i += 1) {
    const frames = await Promise.all(pages.map(frameOf));
    const turn = frames.findIndex((f) => f.toAct === f.seat && f.legal.length);
    if (turn < 0) { await Promise.all(pages.map((p) => reached(p, frames[0].version + 1))); continue; }
    const { version, legal } = frames[turn];
    const quiet = legal.find((a) => /^s\d/.test(a)) || legal.find((a) => a !== 't');
    await pages[turn].evaluate((a) => window.hellerOnline.send(a), quiet);
    await Promise.all(pages.map((p) => reached(p, version + 1)));
    if (turn === 0 && (await frameOf(bob)).toAct === 1) placed = { version: version + 1, log: version + 1 };
  }
  assert.ok(placed, 'Ann placed a stall with Bob to act next');
  const logLength = await ann.evaluate(() => window.hellerOnline.frame.log.length);
  await ann.waitForSelector('[data-action=takeBack]:not([hidden])');
  assert.equal(await bob.isVisible('[data-action=takeBack]'), false, 'Bob has nothing to take back');
  // Ann asks: Bob is asked in his words, with Agree and Decline; Ann may withdraw.
  await ann.click('[data-action=takeBack]');
  await bob.waitForSelector('[data-action=takeBackAgree]:not([hidden])');
  assert.match(await bob.textContent('.ol-take-back-line'), /Ann demande à reprendre son dernier coup/);
  await ann.waitForSelector('[data-action=takeBackWithdraw]:not([hidden])');
  assert.match(await ann.textContent('.ol-take-back-line'), /You asked to take back your last move\. Waiting for Bob to agree\./);
  await bob.screenshot({ path: `${SHOTS}/online-take-back-asked-phone.png` });
  await ann.screenshot({ path: `${SHOTS}/online-take-back-asked-desktop.png` });
  // Bob declines: the move stands, both are told.
  await bob.click('[data-action=takeBackDecline]');
  await ann.waitForFunction(() => /Bob declined: the move stands/.test(document.querySelector('.ol-take-back-line')?.textContent || ''));
  assert.equal(await ann.evaluate(() => window.hellerOnline.frame.log.length), logLength);
  // Asked again, Bob agrees: the game goes back to before Ann's stall; her turn again.
  await ann.click('[data-action=takeBack]');
  await bob.waitForSelector('[data-action=takeBackAgree]:not([hidden])');
  await bob.click('[data-action=takeBackAgree]');
  await ann.waitForFunction((n) => window.hellerOnline.frame.log.length === n - 1 && window.hellerOnline.frame.toAct === 0, logLength);
  await ann.waitForFunction(() => /You took back your last move/.test(document.querySelector('.ol-take-back-line')?.textContent || ''));
  await bob.waitForFunction(() => /Ann a repris son dernier coup/.test(document.querySelector('.ol-take-back-line')?.textContent || ''));
  await bob.screenshot({ path: `${SHOTS}/online-take-back-done-phone.png` });
  // The board follows: Ann's legal actions are those of before her stall again.
  const again = await frameOf(ann);
  assert.ok(again.legal.length > 0 && again.toAct === 0);
  for (const page of pages) assert.deepEqual(page.errors, []);
});
