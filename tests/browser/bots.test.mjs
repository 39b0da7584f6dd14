// Computer opponents in the browser: the levels decide in a Web Worker from a view only, the page
// stays responsive while they think, the Hint shows Hard's choice without playing it, and the
// engine's bot API refuses bad input with readable errors. No timing is asserted here: the page's
// long tasks while computers play or a hint is computed, the pacing of their actions and Hard's
// decision time are measured by scripts/measure-web.mjs (--only bots, hard). Hard's decision time
// is logged here.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, waitForEngine, SHOTS } from './harness.mjs';
import { cellPoint, cellsWith, drag, visible } from './board.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

const shot = (page, name) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** Before any page script: workers made and ended (with the requests each was sent and the
 *  answers it gave), main-thread decisions, and how often the thinking indicator appears. */
function instrument(page) {
  return page.addInitScript(() => {
    const NativeWorker = window.Worker;
    window.__workers = [];
    window.Worker = class extends NativeWorker {
      constructor(url, options) {
        super(url, options);
        this.record = { url: String(url), type: options && options.type, terminated: false, requests: 0, answers: 0 };
        window.__workers.push(this.record);
        // Added before the page's own listener: counted before the page acts on the answer.
        this.addEventListener('message', (e) => { if (e.data && e.data.id !== undefined) this.record.answers++; });
      }
      postMessage(message, ...rest) {
        if (message && message.id !== undefined) this.record.requests++;
        return super.postMessage(message, ...rest);
      }
      terminate() {
        this.record.terminated = true;
        super.terminate();
      }
    };
    window.__mainThreadDecisions = 0;
    addEventListener('heuchel-engine-ready', () => {
      const proto = window.wasmBindings.Game.prototype;
      for (const name of ['botAction', 'hint']) {
        const f = proto[name];
        proto[name] = function (...args) {
          if (!['random', 'greedy'].includes(args[1])) window.__mainThreadDecisions++;
          return f.apply(this, args);
        };
      }
    });
    // Whether "Thinking…" is on screen once the page has caught up with each computer request.
    window.__thinkingAtAsk = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.name !== 'heuchel:bot-asked') continue;
        const el = document.querySelector('.hm-thinking');
        window.__thinkingAtAsk.push({ token: e.detail.token, shown: !!el && !el.hidden });
      }
    }).observe({ type: 'mark' });
  });
}

const marks = (page, name) => page.evaluate((name) => performance.getEntriesByName(name).map((m) => ({ t: m.startTime, ...m.detail })), name);

test('Hard and Medium computer seats think in a worker, not on the page; a thinking indicator; one action at a time', async () => {
  const page = await site.page();
  await instrument(page);
  await page.goto(`${site.url}?seats=hard,medium,hard,medium&seed=12&delay=30`);
  await page.waitForSelector('.hm-thinking:not([hidden])', { timeout: 30000 });
  await shot(page, 'bots-thinking');
  assert.match(await page.textContent('.hm-prompt'), /Seat \d \(computer\) is thinking/);
  // Sixty computer actions after the setup (or the end of the game).
  await page.waitForFunction(() => performance.getEntriesByName('heuchel:bot-played').length >= 24 + 60
    || (document.querySelector('.hm-over') && !document.querySelector('.hm-over').hidden), null, { timeout: 120000 });
  // All read at one moment (the computers play on meanwhile).
  const { played, asked, workers, mainThread, thinkingAtAsk } = await page.evaluate(() => {
    const marks = (name) => performance.getEntriesByName(name).map((m) => ({ t: m.startTime, ...m.detail }));
    return {
      played: marks('heuchel:bot-played'), asked: marks('heuchel:bot-asked'),
      workers: window.__workers, mainThread: window.__mainThreadDecisions, thinkingAtAsk: window.__thinkingAtAsk,
    };
  });
  // After the setup (4 × 6 cards placed, without the indicator), during the turns.
  const turns = thinkingAtAsk.filter((a) => a.token >= 24);
  const thinkingShown = turns.filter((a) => a.shown).length;
  const levels = [...new Set(played.map((p) => p.kind))].sort();
  console.log(`# ${played.length} computer actions (${levels.join(', ')});`
    + ` thinking indicator on screen for ${thinkingShown} of ${turns.length} computer turns`);
  assert.deepEqual(levels, ['hard', 'medium']);
  assert.ok(played.length >= 40, `the computers played (${played.length} actions)`);
  // Off the main thread: the decisions were asked of the worker, none made on the page.
  assert.equal(workers.length, 1, 'one worker for the board');
  assert.match(workers[0].url, /\/games\/heuchel\/www\/platform\/engine\/worker\.js$/, 'the worker is found beside its module, under the sub-path');
  assert.equal(workers[0].type, 'module');
  assert.equal(mainThread, 0, 'no decision was made on the main thread');
  assert.ok(turns.length >= 40 && thinkingShown >= turns.length * 0.9, `the thinking indicator shows while a computer decides (${thinkingShown} of ${turns.length})`);
  assert.equal(workers[0].requests, asked.length, 'each computer action was asked of the worker, once');
  // One action at a time: every action is played after it was asked for and before the next is
  // asked, each for the position it was asked in, and never two for one request. (That they are
  // paced a delay apart is measured: scripts/measure-web.mjs --only bots.)
  const sequence = [...asked.map((m) => ({ ...m, mark: 'asked' })), ...played.map((m) => ({ ...m, mark: 'played' }))]
    // (A mark made in the same instant as another: the earlier position first, its request first.)
    .sort((a, b) => a.t - b.t || a.token - b.token || (a.mark === 'asked' ? -1 : 1));
  assert.ok(asked.length === played.length || asked.length === played.length + 1, `${asked.length} requests, ${played.length} actions`);
  sequence.forEach((m, i) => {
    assert.equal(m.mark, i % 2 === 0 ? 'asked' : 'played', `mark ${i}: asked and played alternate`);
    assert.equal(m.token, Math.floor(i / 2), `mark ${i}: for the position after ${Math.floor(i / 2)} actions`);
  });
  assert.deepEqual(page.errors, []);
});

test('an Expert seat thinks at its own budget in the worker, with the thinking indicator', async () => {
  // Rulebook figure 3's position after the setup, every seat a computer, two of them Expert.
  const position = '5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5F6M1M2M3M4M5M6Q1Q2Q3Q4Q5Q6A1A3A4A6B1B2B5_-_0000000000000001';
  const page = await site.page();
  await instrument(page);
  await page.addInitScript(() => {
    // What the worker is asked: the level, and the budget (none: the level's own).
    window.__asked = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (m, ...rest) {
      if (m && m.id !== undefined) window.__asked.push({ level: m.args[1], iterations: m.args[3] ?? null });
      return post.call(this, m, ...rest);
    };
  });
  await page.goto(`${site.url}?position=${position}&seats=expert,medium,easy,expert,medium&delay=0`);
  // Three Expert decisions (Seat 1 acts first).
  await page.waitForFunction(() => performance.getEntriesByName('heuchel:bot-played').filter((m) => m.detail.kind === 'expert').length >= 3
    || (document.querySelector('.hm-over') && !document.querySelector('.hm-over').hidden), null, { timeout: 120000 });
  const { played, asked, thinkingAtAsk, mainThread, expertIterations, hardIterations } = await page.evaluate(() => ({
    played: performance.getEntriesByName('heuchel:bot-played').map((m) => m.detail),
    asked: window.__asked, thinkingAtAsk: window.__thinkingAtAsk, mainThread: window.__mainThreadDecisions,
    expertIterations: window.wasmBindings.expertIterations(), hardIterations: window.wasmBindings.defaultIterations(),
  }));
  const experts = played.filter((p) => p.kind === 'expert');
  assert.ok(experts.length >= 3, `Expert played (${experts.length} actions)`);
  assert.ok(experts.every((p) => p.player === 0 || p.player === 3), 'only the Expert seats played as Expert');
  assert.ok(expertIterations > hardIterations, `Expert thinks longer than Hard (${expertIterations} against ${hardIterations} iterations)`);
  const expertAsks = asked.filter((a) => a.level === 'expert');
  assert.ok(expertAsks.length >= 3 && expertAsks.every((a) => a.iterations === null), 'asked of the worker at the level\'s own budget');
  assert.equal(mainThread, 0, 'no decision was made on the main thread');
  const expertTokens = new Set(experts.map((p) => p.token));
  const shown = thinkingAtAsk.filter((a) => expertTokens.has(a.token));
  assert.ok(shown.length >= 3 && shown.every((a) => a.shown), 'the thinking indicator shows while Expert decides');
  assert.deepEqual(page.errors, []);
});

test('the Hint shows what Hard would play, on the board and in words, and does not play it', async () => {
  // Rulebook figure 3: Seat 1's Bishop 4 on row 5 may climb to row 6 and take favours there.
  const position = '5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5F6M1M2M3M4M5M6Q1Q2Q3Q4Q5Q6A1A3A4A6B1B2B5_-_0000000000000001';
  const page = await site.page();
  await instrument(page);
  await page.goto(`${site.url}?position=${position}&seats=human,hard,medium,easy,hard&delay=20`);
  await page.waitForSelector('[data-action=hint]:not([hidden])');
  const logBefore = await page.textContent('.hm-log-list');
  await page.click('[data-action=hint]');
  await page.waitForSelector('.hm-suggestion:not([hidden])');
  const text = await page.textContent('.hm-suggestion');
  console.log(`# hint on the move: ${text}`);
  const m = text.match(/^Hint: move the top (?:card|(\d+) cards) from row (\d+) to row (\d+)\.$/);
  assert.ok(m, `a move is suggested: ${text}`);
  const [from, to] = [Number(m[2]), Number(m[3])];
  assert.equal(from, 5, 'the only stack of seat 1');
  const marked = await cellsWith(page, 'hint:');
  assert.deepEqual(marked.map((c) => [c.column, c.row]).sort(), [[0, from], [0, to]].sort(), 'source and destination are marked');
  assert.match(marked.find((c) => c.row === from).label, /can move/);
  const announced = await page.$$eval('[aria-live]', (els) => els.map((e) => e.textContent).join(' '));
  assert.ok(announced.includes(text), 'the hint is announced in the live region');
  await shot(page, 'hint-move');
  // Nothing was played: once the page has handled the answer (the hint is on screen) and painted
  // a frame after it, no computer turn was started for Seat 1's position, the log is the same,
  // still Seat 1 to move.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const token = await page.evaluate(() => window.heuchelPage.game.actionCount());
  assert.deepEqual((await marks(page, 'heuchel:bot-asked')).filter((m) => m.token >= token), [], 'no action asked for at Seat 1\'s position');
  assert.equal(await page.textContent('.hm-log-list'), logBefore);
  assert.match(await page.textContent('.hm-prompt'), /Your turn, Seat 1/);
  // The suggestion is legal: picking up the stack lights its destination.
  const p = await cellPoint(page, 0, from);
  await page.mouse.click(p.x, p.y);
  assert.ok((await cellsWith(page, 'can go here')).some((c) => c.row === to), 'the suggested destination is a legal one');
  await page.keyboard.press('Escape');
  // Play the move to row 6 (the favour row of the figure): the old hint goes away.
  await drag(page, await cellPoint(page, 0, 5), await cellPoint(page, 0, 6));
  await page.waitForSelector('[data-action=endFavours]:not([hidden])');
  assert.ok(!(await visible(page, '.hm-suggestion')), 'a hint is for one position only');
  assert.deepEqual(await cellsWith(page, 'hint:'), []);
  // A hint among favours: a take from a lit stack, or "take no more".
  await page.click('[data-action=hint]');
  await page.waitForSelector('.hm-suggestion:not([hidden])');
  const favour = await page.textContent('.hm-suggestion');
  console.log(`# hint among favours: ${favour}`);
  const take = favour.match(/^Hint: take (\d+) cards? from column (\d+)\.$/);
  if (take) {
    const cell = (await cellsWith(page, 'hint: take from here'));
    assert.equal(cell.length, 1);
    assert.equal(cell[0].column, Number(take[2]) - 1);
    assert.match(cell[0].label, /can take/, 'the suggested favour is one that may be taken');
  } else {
    assert.equal(favour, 'Hint: take no more.');
    assert.ok(await page.$eval('[data-action=endFavours]', (b) => b.classList.contains('hm-suggested')));
  }
  await shot(page, 'hint-favour');
  assert.ok(await visible(page, '[data-action=endFavours]'), 'still the favours step: nothing was played');
  const workers = await page.evaluate(() => window.__workers.length);
  assert.equal(workers, 1, 'the hint came from the worker');
  assert.equal(await page.evaluate(() => window.__mainThreadDecisions), 0);
  assert.deepEqual(page.errors, []);
});

test('the Hint in setup sets out the whole hand as Hard would stack it, from the player\'s view alone, and places nothing', async () => {
  const page = await site.page();
  await instrument(page);
  // Every request the page posts to a worker (the views the bot is given).
  await page.addInitScript(() => {
    window.__posted = [];
    const post = window.Worker.prototype.postMessage;
    window.Worker.prototype.postMessage = function (message, ...rest) {
      if (message && message.entry !== undefined) window.__posted.push({ ...message, at: performance.now() });
      return post.call(this, message, ...rest);
    };
  });
  await page.goto(`${site.url}?delay=0`);
  await waitForEngine(page);
  // The title screen (a chunk of its own, shown once it is loaded) is put away first.
  await page.waitForSelector('dialog.hm-title-dialog[open]');
  // Seat 2 is the human; Seat 1 (Hard) places first. The computers' turns wait long after the
  // setup, so that only placements happen while the test looks.
  await page.evaluate(async () => {
    document.querySelector('dialog[open]')?.close();
    const { mountGame } = await import('./www/heuchel/game/controller.js');
    window.board = mountGame(document.getElementById('app'), {
      engine: window.wasmBindings, players: 4, seed: 12, seats: ['hard', 'human', 'hard', 'hard'],
      setupDelay: 0, botDelay: 60000,
    });
  });
  await page.waitForSelector('.hm-setup');
  await page.waitForSelector('[data-action=hint]:not([hidden])');
  const panelGroups = () => page.$$eval('.hm-setup-group', (gs) => gs.map((g) => ({
    class: g.dataset.class, cards: [...g.querySelectorAll('[data-card]')].map((c) => c.dataset.card),
    hinted: g.classList.contains('hm-setup-hinted'),
  })));
  const before = await page.evaluate(() => ({ token: window.board.game.actionCount(), hand: window.board.game.view(1).hand, posted: window.__posted.length }));
  assert.equal(before.token, 6, 'Seat 1 has placed its six cards');
  assert.equal(before.hand.length, 6);
  const dealt = await panelGroups();
  assert.ok(dealt.every((g) => !g.hinted));
  // The Hint button is busy while Hard thinks.
  await page.evaluate(() => {
    window.__hintBusy = false;
    const b = document.querySelector('[data-action=hint]');
    new MutationObserver(() => { if (b.disabled) window.__hintBusy = true; }).observe(b, { attributes: true });
  });
  // Counts copies of a whole game made in the page from here on.
  await page.evaluate(() => {
    window.__gameLoads = 0;
    const load = window.wasmBindings.Game.load;
    window.wasmBindings.Game.load = (...args) => { window.__gameLoads++; return load(...args); };
  });
  await page.click('[data-action=hint]');
  await page.waitForSelector('.hm-suggestion:not([hidden])');
  const text = await page.textContent('.hm-suggestion');
  console.log(`# hint in setup: ${text}`);
  assert.match(text, /^Hint: (stack .+\. Your piles below are now in this order|each of your piles has a single card)/);
  const shown = await panelGroups();
  const cards = (groups) => groups.flatMap((g) => g.cards).sort();
  assert.deepEqual(cards(shown), [...before.hand].sort(), 'the piles hold the dealt hand');
  assert.ok(shown.every((g) => g.hinted), 'every pile is marked as hinted');
  // One request to the worker: Seat 2's view alone, for the whole arrangement, which the engine
  // computes from that view (chooseArrangement). The same answer again, from the view only.
  const posted = await page.evaluate((n) => window.__posted.slice(n), before.posted);
  assert.equal(posted.length, 1, 'one request for the whole hand');
  assert.equal(posted[0].entry, 'chooseArrangement');
  const [seen, ...rest] = posted[0].args;
  assert.ok(seen.startsWith('4bv2_'), 'the view of Seat 2');
  assert.equal(seen, await page.evaluate(() => window.board.game.viewNotation(1)), 'exactly his view, nothing more');
  assert.ok(rest.every((a) => typeof a !== 'string' || !a.includes('_')), 'and no other position beside it');
  const placing = await page.evaluate((r) => window.wasmBindings[r.entry](...r.args), posted[0]);
  assert.deepEqual([...placing].sort(), [...before.hand].sort());
  const order = ['Prince', 'Bishop', 'Patrician', 'Quack', 'Minstrel', 'FireEater'];
  const expected = order
    .map((cls) => ({ class: cls, cards: placing.filter((c) => c[0] === 'PBAQMF'[order.indexOf(cls)]).reverse() }))
    .filter((g) => g.cards.length);
  assert.deepEqual(shown.map(({ class: c, cards: k }) => ({ class: c, cards: k })), expected, 'each pile top first: the card Hard places last on top');
  // The page made no copy of the game (which holds every hand) to compute it.
  assert.equal(await page.evaluate(() => window.__gameLoads), 0, 'no Game.load(game.save()) in the page');
  const announced = await page.$$eval('[aria-live]', (els) => els.map((e) => e.textContent).join(' '));
  assert.ok(announced.includes(text), 'the hint is announced in the live region');
  const state = await page.evaluate(() => ({
    token: window.board.game.actionCount(), hand: window.board.game.view(1).hand.length,
    busy: window.__hintBusy, disabled: document.querySelector('[data-action=hint]').disabled,
    mainThread: window.__mainThreadDecisions,
  }));
  assert.equal(state.token, before.token, 'nothing was placed');
  assert.equal(state.hand, 6);
  assert.ok(state.busy, 'the Hint button was busy while Hard thought');
  assert.equal(state.disabled, false);
  // Computed in the worker (the page's long tasks meanwhile: scripts/measure-web.mjs --only bots).
  assert.equal(state.mainThread, 0, 'no decision on the main thread');
  await shot(page, 'hint-setup');
  // "As dealt" still restores the dealt order; the piles that differ from the hint lose the mark.
  await page.click('[data-action=asDealt]');
  const restored = await panelGroups();
  assert.deepEqual(restored.map((g) => g.cards), dealt.map((g) => g.cards));
  for (const g of restored) {
    const hinted = expected.find((e) => e.class === g.class);
    assert.equal(g.hinted, hinted.cards.join() === g.cards.join(), `${g.class}: marked only while in the hinted order`);
  }
  // Asked again: the same arrangement, set out again without asking the bot again.
  await page.click('[data-action=hint]');
  assert.deepEqual((await panelGroups()).map((g) => g.cards), expected.map((g) => g.cards));
  assert.equal(await page.evaluate(() => window.__posted.length), before.posted + 1, 'not asked again');
  // Placing puts the piles on the board as hinted.
  await page.click('[data-action=place]');
  const piles = await page.evaluate(() => window.board.game.view(1).columns[1].map((p) => p.cards.join()));
  assert.deepEqual(piles.sort(), expected.map((g) => g.cards.join()).sort(), 'Seat 2\'s piles are the hinted ones');
  assert.ok(!(await visible(page, '.hm-setup')), 'the panel is gone');
  assert.ok(!(await visible(page, '.hm-suggestion')), 'so is the hint');
  await page.evaluate(() => window.board.destroy());

  // A hint still being computed when the player places is dropped: nothing of it shows, and the
  // cards go down as the panel had them.
  await page.evaluate(async () => {
    const { mountGame } = await import('./www/heuchel/game/controller.js');
    window.board = mountGame(document.getElementById('app'), {
      engine: window.wasmBindings, players: 3, seed: 5, seats: ['human', 'hard', 'hard'], setupDelay: 60000, botDelay: 60000,
    });
  });
  await page.waitForSelector('.hm-setup');
  const asDealt = (await panelGroups()).flatMap((g) => g.cards.slice().reverse());
  const sent = await page.evaluate(() => window.__posted.length);
  await page.click('[data-action=hint]');
  await page.click('[data-action=place]');
  // The abandoned hint has had its chance to ask again and to show: the worker has answered every
  // request the page sent it (answers come in order; the page acts on each before the next task).
  await page.waitForFunction(() => {
    const w = window.__workers[window.__workers.length - 1];
    return w.requests > 0 && w.answers === w.requests;
  }, null, { timeout: 60000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const late = await page.evaluate((n) => ({
    placed: window.board.game.log(0).filter((e) => e.actor === 0).map((e) => e.events[0].card),
    // Seat 1's requests (Seat 2, a computer, asks for its own placements from now on).
    requests: window.__posted.slice(n).filter((r) => r.args[0].startsWith('3bv1_')).length,
    suggestion: !document.querySelector('.hm-suggestion').hidden,
    panel: !!document.querySelector('.hm-setup'),
  }), sent);

  assert.deepEqual(late.placed, asDealt, 'placed as the panel had them: the late hint changed nothing');
  assert.equal(late.requests, 1, 'one request for the whole hand, none after it was abandoned');
  assert.equal(late.suggestion, false, 'no hint shown for a position that has moved on');
  assert.equal(late.panel, false);
  await page.evaluate(() => window.board.destroy());
  assert.deepEqual(page.errors, []);
});

test('the new-game dialog offers Human and the four computer levels for each seat; a link may name them', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?delay=20`);
  await page.waitForSelector('dialog[open]');
  const options = await page.$$eval('#hm-new-seat-1 option', (os) => os.map((o) => [o.value, o.textContent]));
  assert.deepEqual(options, [['human', 'Human'], ['easy', 'Computer: Easy'], ['medium', 'Computer: Medium'], ['hard', 'Computer: Hard'], ['expert', 'Computer: Expert']]);
  assert.equal(await page.$eval('#hm-new-seat-0', (s) => s.value), 'human');
  assert.equal(await page.$eval('#hm-new-seat-1', (s) => s.value), 'medium', 'Medium by default');
  await page.locator('dialog .hm-table-options > summary').click();
  await page.selectOption('#hm-new-players', '4');
  await page.selectOption('#hm-new-seat-1', 'hard');
  await page.selectOption('#hm-new-seat-2', 'medium');
  await page.selectOption('#hm-new-seat-3', 'expert');
  await shot(page, 'new-game-levels');
  await page.click('[data-action=start]');
  await page.waitForSelector('.hm-board canvas');
  const seats = await page.$$eval('.hm-seats li', (ls) => ls.map((l) => l.querySelector('.hm-seat-kind').textContent));
  assert.deepEqual(seats, ['Human', 'Computer: Hard', 'Computer: Medium', 'Computer: Expert']);
  // The Expert seat survives a reload (the saved game keeps who plays each seat).
  await page.reload();
  await page.click('[data-action=continue]');
  await page.waitForSelector('.hm-board canvas');
  const kept = await page.$$eval('.hm-seats li .hm-seat-kind', (ls) => ls.map((l) => l.textContent));
  assert.deepEqual(kept, ['Human', 'Computer: Hard', 'Computer: Medium', 'Computer: Expert']);
  // A link: the seats alone set the table size; the older random and greedy players still work.
  // (The game just started is saved: a link over it asks first.)
  await page.goto(`${site.url}?seats=human,expert,greedy&delay=20`);
  await page.click('dialog [data-action=playLink]');
  await page.waitForSelector('.hm-board canvas');
  const linked = await page.$$eval('.hm-seats li .hm-seat-kind', (ls) => ls.map((l) => l.textContent));
  assert.deepEqual(linked, ['Human', 'Computer: Expert', 'Computer (greedy)']);
  await page.goto(`${site.url}?seats=human,oracle,hard&delay=20`);
  await page.click('dialog [data-action=playLink]');
  await page.waitForFunction(() => /does not describe a game/.test(document.getElementById('app').textContent));
  assert.match(await page.textContent('#app'), /unknown seat "oracle"/);
  assert.deepEqual(page.errors, []);
});

test('chooseAction, hint and botAction refuse bad input with readable errors, and agree with each other', async () => {
  const page = await site.page();
  await page.goto(site.url);
  await waitForEngine(page);
  const result = await page.evaluate(() => {
    const { Game, chooseAction, benchSearch } = window.wasmBindings;
    const refusals = [];
    const attempt = (label, f) => {
      try {
        refusals.push([label, `ACCEPTED ${f()}`]);
      } catch (e) {
        refusals.push([label, e instanceof Error ? e.message : `not an Error: ${e}`]);
      }
    };
    const game = new Game(4, 'base', 7);
    while (game.legal().step === 'setup') game.play(game.botAction(game.toAct(), 'greedy', 1));
    const me = game.toAct();
    const view = game.viewNotation(me);
    const other = (me + 1) % 4;
    attempt('empty notation', () => chooseAction('', 'hard', 1));
    attempt('garbage notation', () => chooseAction('4b_garbage', 'medium', 1));
    attempt('a position, not a view', () => chooseAction('5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5F6M1M2M3M4M5M6Q1Q2Q3Q4Q5Q6A1A3A4A6B1B2B5_-_0000000000000001', 'easy', 1));
    attempt('not the viewer\'s turn', () => chooseAction(game.viewNotation(other), 'hard', 1));
    attempt('a spectator', () => chooseAction(game.viewNotation(6), 'hard', 1));
    attempt('unknown level', () => chooseAction(view, 'oracle', 1));
    attempt('level "random" is not a level', () => chooseAction(view, 'random', 1));
    attempt('zero iterations', () => chooseAction(view, 'hard', 1, 0));
    attempt('negative iterations', () => chooseAction(view, 'hard', 1, -5));
    attempt('fractional iterations', () => chooseAction(view, 'hard', 1, 1.5));
    attempt('NaN iterations', () => chooseAction(view, 'hard', 1, NaN));
    attempt('negative seed', () => chooseAction(view, 'hard', -1));
    attempt('seed text', () => chooseAction(view, 'hard', 'abc'));
    attempt('hint out of turn', () => game.hint(other, 1));
    attempt('hint for no seat', () => game.hint(9, 1));
    attempt('botAction out of turn', () => game.botAction(other, 'hard', 1));
    attempt('botAction unknown', () => game.botAction(me, 'oracle', 1));
    attempt('botAction bad iterations', () => game.botAction(me, 'hard', 1, 0));
    attempt('benchSearch bad iterations', () => benchSearch(view, 0, 1));
    attempt('benchSearch bad view', () => benchSearch('x', 10, 1));
    attempt('parseAction', () => Game.parseAction('zz'));
    // Damaged views: each is refused or answered, never a crash of the module.
    let answered = 0, refused = 0;
    const crashes = [];
    let s = 12345;
    const rand = (n) => { s = (Math.imul(s, 1103515245) + 12345) >>> 0; return s % n; };
    const alphabet = '0123456789_.-bdmrsvFMQABP';
    for (let i = 0; i < 300; i++) {
      const chars = [...view];
      const k = rand(chars.length);
      const op = rand(3);
      if (op === 0) chars[k] = alphabet[rand(alphabet.length)];
      else if (op === 1) chars.splice(k, 1);
      else chars.splice(k, 0, alphabet[rand(alphabet.length)]);
      const damaged = chars.join('');
      try {
        chooseAction(damaged, ['easy', 'medium', 'hard'][i % 3], i, 50);
        answered++;
      } catch (e) {
        if (!(e instanceof Error) || /unreachable|RuntimeError|panicked/.test(e.message) || e.message.length < 6) crashes.push([damaged, String(e)]);
        refused++;
      }
    }
    // The same decision from a view, from the game, and as a hint.
    const agree = [];
    const g = new Game(4, 'dice', 21);
    for (let n = 0; n < 120 && !g.isOver(); n++) {
      const p = g.toAct();
      if (n % 15 === 0) {
        for (const level of ['easy', 'medium', 'hard', 'expert']) {
          agree.push([level, chooseAction(g.viewNotation(p), level, n, 300), g.botAction(p, level, n, 300)]);
        }
        agree.push(['hint', chooseAction(g.viewNotation(p), 'hard', n, 300), g.hint(p, n, 300)]);
        agree.push(['seed text', chooseAction(g.viewNotation(p), 'hard', String(n), 300), chooseAction(g.viewNotation(p), 'hard', n, 300)]);
      }
      g.play(g.botAction(p, 'medium', n));
    }
    const stillWorks = chooseAction(view, 'hard', 3, 100);
    game.play(stillWorks);
    return { refusals, answered, refused, crashes, agree, stillWorks, parsed: Game.parseAction('3-5.2') };
  });
  for (const [label, message] of result.refusals) {
    assert.ok(!message.startsWith('ACCEPTED'), `${label} was accepted: ${message}`);
    assert.ok(!/unreachable|RuntimeError|panicked/.test(message), `${label}: ${message}`);
    assert.ok(message.length > 5, `${label}: a readable message`);
  }
  const said = Object.fromEntries(result.refusals);
  console.log(`# refusals: ${result.refusals.map(([l, m]) => `${l} → ${m}`).join(' | ')}`);
  assert.match(said["not the viewer's turn"], /not the viewer's turn/);
  assert.match(said['unknown level'], /unknown level "oracle"/);
  assert.match(said['empty notation'], /not a view/);
  assert.match(said['zero iterations'], /iterations/);
  assert.deepEqual(result.crashes, [], 'no damaged view crashes the module');
  assert.ok(result.refused > 0);
  for (const [label, a, b] of result.agree) assert.equal(a, b, `${label}: the worker's answer and the game's agree`);
  assert.ok(result.agree.length >= 20);
  assert.deepEqual(result.parsed, { type: 'move', from: 3, count: 2, to: 5 });
  assert.deepEqual(page.errors, []);
});

test('two boards with computer seats play side by side on one shared worker', async () => {
  const page = await site.page({ viewport: { width: 1400, height: 1800 } });
  await instrument(page);
  await page.goto(`${site.url}?delay=0`);
  await waitForEngine(page);
  // The title screen (a chunk of its own, shown once it is loaded) is put away first.
  await page.waitForSelector('dialog.hm-title-dialog[open]');
  await page.evaluate(async () => {
    document.querySelector('dialog[open]')?.close();
    document.getElementById('app').replaceChildren();
    const { mountGame } = await import('./www/heuchel/game/controller.js');
    for (const id of ['one', 'two', 'three']) {
      const host = Object.assign(document.createElement('section'), { id });
      host.style.height = '600px';
      document.body.append(host);
      // The third decides on the main thread, as a page without workers would.
      window[id] = mountGame(host, {
        engine: window.wasmBindings, players: 3, seed: { one: 1, two: 2, three: 3 }[id],
        seats: ['hard', 'medium', 'easy'], botDelay: 0, setupDelay: 0, iterations: 500, worker: id !== 'three',
      });
    }
  });
  await page.waitForFunction(() => ['one', 'two', 'three'].every((id) => window[id].game.actionCount() > 30), null, { timeout: 60000 });
  const state = await page.evaluate(() => ({ workers: window.__workers.map((w) => w.terminated), main: window.__mainThreadDecisions }));
  assert.deepEqual(state.workers, [false], 'one worker for the page; none for the board that asked for none');
  assert.ok(state.main > 0, 'the third board decided on the main thread');
  await page.evaluate(() => window.one.destroy());
  const count = await page.evaluate(() => window.two.game.actionCount());
  await page.waitForFunction((n) => window.two.game.actionCount() > n + 5 || window.two.game.isOver(), count, { timeout: 30000 });
  const after = await page.evaluate(() => window.__workers.map((w) => w.terminated));
  assert.deepEqual(after, [false], 'destroying one board keeps the worker for the other');
  // Replaying board two's game from its seed gives the same moves: nothing of board one leaked in.
  const same = await page.evaluate(() => {
    const g = window.two.game;
    const replay = window.wasmBindings.Game.load(g.save());
    return replay.save() === g.save();
  });
  assert.ok(same);
  await page.evaluate(() => { window.two.destroy(); window.three.destroy(); });
  assert.deepEqual(await page.evaluate(() => window.__workers.map((w) => w.terminated)), [true], 'the last board ends it');
  assert.deepEqual(page.errors, []);
});

test("Hard's decision time at its default budget, in a worker as the page runs it (logged, not asserted)", async () => {
  const page = await site.page();
  await page.goto(site.url);
  await waitForEngine(page);
  const timing = await page.evaluate(async () => {
    const { createBotClient } = await import('./www/platform/engine/bots.js');
    const { engineUrls } = await import('./www/heuchel/engine/urls.js');
    const { Game } = window.wasmBindings;
    const views = [];
    const g = new Game(4, 'base', 2024);
    for (let n = 0; !g.isOver() && views.length < 6; n++) {
      const l = g.legal();
      if (l.step === 'move' && n % 9 === 0) views.push(g.viewNotation(g.toAct()));
      g.play(g.botAction(g.toAct(), 'medium', n));
    }
    const bots = createBotClient({ engine: engineUrls() });
    await bots.choose({ entry: 'chooseAction', args: [views[0], 'easy', 0] });  // start-up, not timed
    const times = [];
    for (const [i, v] of views.entries()) {
      const t = performance.now();
      await bots.choose({ entry: 'chooseAction', args: [v, 'hard', i] });
      times.push(performance.now() - t);
    }
    bots.terminate();
    return times;
  });
  const sorted = [...timing].sort((a, b) => a - b);
  console.log(`# Hard at its default budget, in a worker: median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms over ${timing.length} positions (${timing.map((t) => t.toFixed(0)).join(', ')} ms)`);
  assert.equal(timing.length, 6);
  assert.deepEqual(page.errors, []);
});
