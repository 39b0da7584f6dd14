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

// ---- The second game's guided first game (heller.html?guided=yes) ---------------------------

/** Waits until the guide speaks, the person is to act, the round's end waits, or the game is over. */
const hellerSettled = (page) => page.waitForFunction(() => {
  const g = document.querySelector('.hm-guide');
  const root = document.querySelector('.hh-game');
  const game = window.hellerPage && window.hellerPage.game;
  if (!game || !root) return false;
  if (g && !g.hidden) return 'guide';
  if (game.isOver()) return 'over';
  if (root.dataset.state === 'roundEnd') return 'roundEnd';
  return root.dataset.state === 'human' && game.toAct() === 0 ? 'turn' : false;
}, null, { timeout: 20000 }).then((h) => h.jsonValue());

test('the second game\'s guided first game: each rule once, its line and its link, through the first round\'s end', async () => {
  const page = await site.page({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${site.url}heller.html?guided=yes&delay=0&lang=en&seed=3`);
  await page.waitForFunction(() => window.hellerPage && window.hellerPage.game);
  // Three merchants, the person and two Easy computers.
  assert.equal(await page.evaluate(() => window.hellerPage.game.players), 3);
  const seen = [];
  let roundEndGuided = false;
  for (let i = 0; i < 200; i++) {
    const now = await hellerSettled(page);
    if (now === 'guide') {
      const g = await page.evaluate(() => {
        const box = document.querySelector('.hm-guide');
        return {
          key: box.dataset.guide, text: box.querySelector('.hm-guide-text').textContent,
          href: box.querySelector('.hm-guide-rule').getAttribute('href'),
          focused: document.activeElement === box.querySelector('[data-action=goOn]'),
          state: document.querySelector('.hh-game').dataset.state,
          continueShown: !document.querySelector('[data-action=continue]').hidden,
        };
      });
      assert.ok(!seen.includes(g.key), `${g.key} is said once`);
      seen.push(g.key);
      assert.ok(g.text.length > 20, `${g.key} has its line`);
      assert.match(g.href, /heller-rules\.en\.html#(turn|scoring|round-end)$/);
      assert.equal(g.focused, true, '"Go on" has the focus');
      if (g.key === 'turn') {
        assert.match(g.text, /^Your turn: do exactly one thing/);
        // Nothing is placed while the rule is said, not even what the rules allow.
        const tried = await page.evaluate(() => {
          const game = window.hellerPage.game;
          const before = game.actionCount();
          const reasons = window.hellerPage.attempt(game.legal()[0]);
          return { reasons, played: window.hellerPage.game.actionCount() - before };
        });
        assert.deepEqual(tried, { reasons: [], played: 0 });
      }
      if (g.key === 'roundEnd') {
        // The rule stands beside the finished market, on the round's one pause: "Go on" goes on.
        assert.equal(g.state, 'roundEnd');
        assert.equal(g.continueShown, false);
        await page.screenshot({ path: `${SHOTS}/heller-guided-round-end.png` });
        roundEndGuided = true;
      }
      if (g.key === 'turned') await page.screenshot({ path: `${SHOTS}/heller-guided-turned.png` });
      await page.click('.hm-guide [data-action=goOn]');
      await page.waitForFunction((k) => { const b = document.querySelector('.hm-guide'); return b.hidden || b.dataset.guide !== k; }, g.key);
      if (g.key === 'roundEnd') break;
      continue;
    }
    if (now === 'roundEnd') {
      await page.click('[data-action=continue]');
      continue;
    }
    assert.equal(now, 'turn');
    // The person turns a tile up first (the rule of a tile turned up), then plays the engine's first offer.
    const played = await page.evaluate((turned) => {
      const legal = window.hellerPage.game.legal();
      const action = !turned && legal.includes('t') ? 't' : legal[0];
      const before = window.hellerPage.game.actionCount();
      const reasons = window.hellerPage.attempt(action);
      return { action, reasons, moved: window.hellerPage.game.actionCount() > before };
    }, seen.includes('turned'));
    assert.deepEqual(played.reasons, [], `${played.action} is allowed`);
    assert.equal(played.moved, true, `${played.action} was played`);
  }
  for (const key of ['turn', 'turned', 'scored', 'roundEnd']) assert.ok(seen.includes(key), `${key} came up`);
  assert.equal(roundEndGuided, true);
  // Round 2 goes on, not paused.
  assert.equal(await page.evaluate(() => window.hellerPage.game.round()), 2);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the second game\'s course ends with the guided game, in French', async () => {
  const page = await site.page({ viewport: { width: 390, height: 844 } });
  await page.goto(`${site.url}heller-learn.html?lang=fr`);
  const href = await page.locator('.learn-end a.learn-first, .learn-links a.learn-game').first().getAttribute('href');
  assert.ok(href);
  await page.goto(`${site.url}heller.html?guided=yes&delay=0&lang=fr&seed=3`);
  await page.waitForFunction(() => window.hellerPage && window.hellerPage.game);
  // The person's first turn says its rule, in French. The computers (their seed is the page's
  // own, drawn at random) may act before it, and a rule they bring up (a fire laid) is said
  // first: the person goes on past it.
  let said = null;
  for (let i = 0; i < 10 && said !== 'turn'; i++) {
    assert.equal(await hellerSettled(page), 'guide', 'the person\'s first turn is said before he acts');
    said = await page.evaluate(() => document.querySelector('.hm-guide').dataset.guide);
    if (said !== 'turn') {
      await page.click('.hm-guide [data-action=goOn]');
      await page.waitForFunction((k) => { const b = document.querySelector('.hm-guide'); return b.hidden || b.dataset.guide !== k; }, said);
    }
  }
  assert.equal(said, 'turn');
  assert.match(await page.locator('.hm-guide-text').textContent(), /^À vous, et vous faites exactement une chose/);
  assert.match(await page.locator('.hm-guide-rule').getAttribute('href'), /heller-rules\.fr\.html#turn$/);
  await page.screenshot({ path: `${SHOTS}/heller-guided-fr-phone.png`, fullPage: true });
  assert.deepEqual(page.errors, []);
  await page.close();
});
