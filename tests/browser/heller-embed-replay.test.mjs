// The replay page of Auf Heller und Pfennig (heller-embed.html?mode=replay&save=…, the link a
// finished game gives): its step bar looks like the first game's, a link leads back to the game in
// the replay's language, and ← → Home End step as soon as the page is open, wherever the focus
// is, except in a field that takes text. The save is a whole game the built engine plays here
// (two merchants, the easy computer player on both seats), so it is always one the engine reads.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { open, SHOTS } from './harness.mjs';

let site;
let SAVE;
let COUNT;
before(async () => {
  const engine = await import(new URL('../../dist/heller.js', import.meta.url).href);
  engine.initSync({ module: readFileSync(new URL('../../dist/heller_bg.wasm', import.meta.url)) });
  const game = new engine.Game(2, 'standard', false, '7');
  for (let i = 1; !game.isOver(); i++) game.play(engine.chooseAction(game.view(game.toAct()), 'easy', i));
  SAVE = game.save();
  COUNT = game.actionCount();
  game.free();
  site = await open();
});
after(async () => { await site?.close(); });

const replayUrl = (query = '') => `${site.url}heller-embed.html?mode=replay&save=${encodeURIComponent(SAVE)}${query}`;

/** A page whose <heller-pfennig> elements count their `ready` and `step` events; before any page script. */
async function watched(options) {
  const page = await site.page(options);
  await page.addInitScript(() => {
    window.steps = [];
    window.refusals = [];
    document.addEventListener('step', (e) => window.steps.push(e.detail.step), true);
    document.addEventListener('refused', (e) => window.refusals.push(e.detail), true);
    document.addEventListener('ready', (e) => { e.target.dataset.painted = 'yes'; }, true);
  });
  return page;
}

const painted = (page) => page.waitForSelector('#board[data-painted]', { state: 'attached', timeout: 20000 });
const frames = (page) => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
const shown = (page) => page.evaluate(() => document.getElementById('board').currentStep);

/** Waits until the replay shows step k (its `step` event came). */
async function atStep(page, k) {
  await page.waitForFunction((n) => window.steps.at(-1) === n && document.getElementById('board').currentStep === n, k, { timeout: 10000 });
  await frames(page);
}

/** The computed look of a bar and its "next" button inside element `selector`'s shadow root. */
function barLook(page, selector) {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel).shadowRoot;
    const pick = (node, names) => {
      const s = getComputedStyle(node);
      return Object.fromEntries(names.map((n) => [n, s.getPropertyValue(n)]));
    };
    return {
      bar: pick(root.querySelector('.hm-diagram-bar'), ['display', 'flex-wrap', 'align-items', 'justify-content', 'padding-top', 'padding-left', 'border-top-width', 'border-top-style', 'border-top-color', 'row-gap']),
      steps: pick(root.querySelector('.hm-diagram-steps'), ['display', 'align-items', 'column-gap']),
      counter: pick(root.querySelector('.hm-diagram-step'), ['margin-left', 'font-size']),
      events: pick(root.querySelector('.hm-diagram-events'), ['margin-top', 'margin-left', 'font-size']),
      next: pick(root.querySelector('[data-action=next]'), ['min-height', 'min-width', 'padding-left', 'border-top-color', 'border-radius', 'background-image', 'font-family', 'font-size', 'color']),
    };
  }, selector);
}

// The first game's diagram stepping through its moves: the same bar (www/platform/component/steps.js).
const FIRST_GAME = 'embed.html?mode=diagram&controls=step%20play&lang=en&step=1&position=5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5M1M2M3M4M5Q1Q2Q3Q4Q5A1A3A4B1B2B5P2P3P4P5_-_0000000000000001&moves=5-6.1_t3.1_t5.1';

test('the replay\'s step bar looks as the first game\'s does, on a desktop and a phone', async () => {
  for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
    const first = await site.page({ viewport });
    await first.goto(`${site.url}${FIRST_GAME}`);
    await first.waitForFunction(() => document.getElementById('board')?.shadowRoot?.querySelector('.hm-diagram-bar:not([hidden])'));
    const want = await barLook(first, '#board');
    await first.close();
    const page = await watched({ viewport });
    await page.goto(replayUrl('&lang=en&step=28'));
    await painted(page);
    await atStep(page, 28);
    const look = await barLook(page, '#board');
    assert.deepEqual(look, want, name);
    // The bar is a bar: a rule above it, laid out in a row, its buttons the board's.
    assert.equal(look.bar.display, 'flex');
    assert.equal(look.bar['border-top-width'], '1px');
    assert.match(look.next['font-family'], /EB Garamond/);
    assert.notEqual(look.next['background-image'], 'none');
    // Everything on the page, nothing cut off: the bar and the step's words inside the window.
    const box = await page.evaluate(() => {
      const root = document.getElementById('board').shadowRoot;
      const r = (el) => el.getBoundingClientRect().toJSON();
      return { bar: r(root.querySelector('.hm-diagram-bar')), events: r(root.querySelector('.hh-diagram-events')), back: r(document.getElementById('back')), height: innerHeight, width: innerWidth, scroll: document.documentElement.scrollHeight };
    });
    assert.ok(box.events.bottom <= box.height + 0.5 && box.bar.right <= box.width + 0.5, `${name}: ${JSON.stringify(box)}`);
    assert.ok(box.back.bottom <= box.bar.top, `${name}: the link above the board`);
    assert.ok(box.scroll <= box.height + 1, `${name}: the page does not scroll (${box.scroll} > ${box.height})`);
    await page.evaluate(() => document.fonts.ready);
    await frames(page);
    await page.screenshot({ path: `${SHOTS}/heller-replay-${name}.png` });
    assert.deepEqual(await page.evaluate(() => window.refusals), []);
    assert.deepEqual(page.errors, [], name);
    await page.close();
  }
});

test('a link leads back to the game, in the replay\'s language, out of any frame', async () => {
  for (const [query, locale, lang, words] of [
    ['&lang=en', 'de-DE', 'en', 'Back to the game'],
    ['&lang=de', 'en-US', 'de', 'Zurück zum Spiel'],
    ['', 'en-GB', 'en', 'Back to the game'],
    ['', 'de-AT', 'de', 'Zurück zum Spiel'],
  ]) {
    const context = await site.browser.newContext({ locale, viewport: { width: 800, height: 700 } });
    const page = await context.newPage();
    await page.addInitScript(() => document.addEventListener('ready', (e) => { e.target.dataset.painted = 'yes'; }, true));
    await page.goto(replayUrl(query));
    await painted(page);
    const link = page.locator('#back a');
    await link.waitFor({ state: 'visible' });
    assert.equal((await link.textContent()).replace(/\s+/g, ' ').trim(), `← ${words}`, `${locale} ${query}`);
    const href = new URL(await link.getAttribute('href'));
    assert.ok(href.pathname.endsWith('/heller.html'), href.href);
    assert.equal(href.searchParams.get('lang'), lang);
    assert.equal(await link.getAttribute('target'), '_top');
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang, 'the page speaks the board\'s language');
    // Its accessible name is the words alone (the arrow is decoration).
    assert.equal(await page.evaluate(() => document.querySelector('#back .hh-back-arrow').getAttribute('aria-hidden')), 'true');
    if (lang === 'en' && query) {
      await Promise.all([page.waitForURL(/heller\.html\?lang=en$/), link.click()]);
      await page.waitForFunction(() => document.documentElement.lang === 'en' && document.title !== '');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'the game in the same language');
    }
    await context.close();
  }
});

test('the link is there even when the save is refused; a diagram frame has none and fills its frame', async () => {
  const page = await watched({ viewport: { width: 600, height: 500 } });
  await page.goto(`${site.url}heller-embed.html?mode=replay&save=nonsense&lang=en`);
  await page.waitForFunction(() => window.refusals.length > 0);
  await page.locator('#back a').waitFor({ state: 'visible' });
  assert.equal((await page.locator('#back .hh-back-words').textContent()), 'Back to the game');
  await page.close();
  const diagram = await watched({ viewport: { width: 480, height: 400 } });
  await diagram.goto(`${site.url}heller-embed.html?mode=diagram&lang=en&save=${encodeURIComponent(SAVE)}&step=28&highlight=row:5`);
  await painted(diagram);
  assert.equal(await diagram.locator('#back').isHidden(), true, 'no link in a diagram');
  const size = await diagram.evaluate(() => document.getElementById('board').getBoundingClientRect().toJSON());
  assert.deepEqual([size.x, size.y, size.width, size.height], [0, 0, 480, 400], 'the board fills the frame as before');
  assert.deepEqual(diagram.errors, []);
  await diagram.close();
});

test('← → Home End step the replay as soon as the page is open, and not in a field', async () => {
  const page = await watched({ viewport: { width: 1280, height: 900 } });
  await page.goto(replayUrl('&lang=en'));
  await painted(page);
  await atStep(page, 0);
  // Nothing clicked: the focus is on the page itself.
  assert.equal(await page.evaluate(() => document.activeElement === document.body), true);
  await page.keyboard.press('ArrowRight');
  await atStep(page, 1);
  await page.keyboard.press('ArrowRight');
  await atStep(page, 2);
  await page.keyboard.press('ArrowLeft');
  await atStep(page, 1);
  await page.keyboard.press('End');
  await atStep(page, COUNT);
  await page.keyboard.press('ArrowRight');
  await frames(page);
  assert.equal(await shown(page), COUNT, 'no step past the last');
  await page.keyboard.press('Home');
  await atStep(page, 0);
  // Each step is heard, as when the picture has the focus.
  assert.match(await page.evaluate(() => document.getElementById('board').shadowRoot.querySelector('[role=status]').textContent), new RegExp(`Step 0 of ${COUNT}`));
  // With a modifier the key is the browser's (Alt+← is Back): the replay stays.
  await page.keyboard.press('Control+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await frames(page);
  assert.equal(await shown(page), 0);

  // The focus on the link back, or on the picture: one step a key, not two.
  await page.focus('#back a');
  const before = await page.evaluate(() => window.steps.length);
  await page.keyboard.press('ArrowRight');
  await atStep(page, 1);
  await page.evaluate(() => document.getElementById('board').shadowRoot.querySelector('figure').focus());
  await page.keyboard.press('ArrowRight');
  await atStep(page, 2);
  assert.equal(await page.evaluate(() => window.steps.length), before + 2, 'one step event a key');
  await page.evaluate(() => document.getElementById('board').shadowRoot.querySelector('[data-action=next]').focus());
  await page.keyboard.press('ArrowRight');
  await atStep(page, 3);

  // A field that takes text keeps its keys (a host page's search box, say).
  await page.evaluate(() => {
    const input = Object.assign(document.createElement('input'), { id: 'field', value: 'market' });
    const area = Object.assign(document.createElement('textarea'), { id: 'area', value: 'notes' });
    const box = Object.assign(document.createElement('div'), { id: 'editable', contentEditable: 'true', textContent: 'text' });
    document.body.prepend(input, area, box);
  });
  for (const field of ['#field', '#area', '#editable']) {
    await page.focus(field);
    for (const key of ['ArrowLeft', 'Home', 'End', 'ArrowRight']) await page.keyboard.press(key);
    await frames(page);
    assert.equal(await shown(page), 3, `${field} keeps its keys`);
  }
  await page.focus('#field');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.evaluate(() => document.getElementById('field').selectionStart), 'market'.length - 1, 'the caret moved in the field');
  // A checkbox takes no text: the keys step the replay.
  await page.evaluate(() => document.body.prepend(Object.assign(document.createElement('input'), { type: 'checkbox', id: 'tick' })));
  await page.focus('#tick');
  await page.keyboard.press('ArrowRight');
  await atStep(page, 4);
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** What a replay shows beside and under its board, inside element `selector`'s shadow root. */
function replayText(page, selector = '#board') {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel).shadowRoot;
    const log = root.querySelector('.hm-replay-log');
    const visible = (node) => !!node && getComputedStyle(node).display !== 'none' && node.getBoundingClientRect().width > 0;
    return {
      logShown: visible(log),
      lines: log ? [...log.children].map((li) => li.textContent) : [],
      lit: log ? [...log.children].findIndex((li) => li.getAttribute('aria-current') === 'step') : -1,
      events: root.querySelector('.hh-diagram-events').textContent,
      logBox: log ? log.getBoundingClientRect().toJSON() : null,
      litBox: log?.querySelector('[aria-current]')?.getBoundingClientRect().toJSON() ?? null,
      eventsBox: root.querySelector('.hh-diagram-events').getBoundingClientRect().toJSON(),
      hostBox: document.querySelector(sel).getBoundingClientRect().toJSON(),
      board: root.querySelector('.hh-canvas').getBoundingClientRect().toJSON(),
    };
  }, selector);
}

test('a replay shows its whole log beside the board when there is room, and the result at its end', async () => {
  const page = await watched({ viewport: { width: 1280, height: 800 } });
  await page.goto(replayUrl('&lang=en&step=3'));
  await painted(page);
  await atStep(page, 3);
  let seen = await replayText(page);
  assert.equal(seen.logShown, true, 'the log beside the board at 1280 px');
  assert.equal(seen.lines.length, COUNT, 'one line an action');
  assert.equal(seen.lit, 2, 'the line of step 3 lit');
  assert.ok(seen.logBox.left >= seen.board.right - 1, `beside the board: ${JSON.stringify(seen)}`);
  assert.ok(seen.lines.every((line) => /\S/.test(line) && line !== '…'), 'every action in words');
  assert.equal(seen.lines[2], seen.events, 'the lit line says what the step under the board says');
  // A line pressed goes to its step.
  await page.evaluate(() => document.getElementById('board').shadowRoot.querySelector('.hm-replay-log li[data-step="5"]').click());
  await atStep(page, 5);
  assert.equal((await replayText(page)).lit, 4);
  // The last step: who won, and every merchant's money, as the game's end said it.
  await page.keyboard.press('End');
  await atStep(page, COUNT);
  seen = await replayText(page);
  assert.equal(seen.lit, COUNT - 1);
  // The lit line wholly in the log's view, and the step's words wholly inside the element, once the face has loaded.
  await page.evaluate(() => document.fonts.ready);
  await frames(page);
  seen = await replayText(page);
  assert.ok(seen.litBox.top >= seen.logBox.top - 0.5 && seen.litBox.bottom <= seen.logBox.bottom + 0.5, `the last line in view: ${JSON.stringify([seen.litBox, seen.logBox])}`);
  assert.ok(seen.eventsBox.bottom <= seen.hostBox.bottom + 0.5, `the result not cut off: ${JSON.stringify([seen.eventsBox, seen.hostBox])}`);
  assert.match(seen.events, /The game is over\. Merchant \d (and Merchant \d )?wins? (together )?with \d+ heller/);
  assert.match(seen.events, /Money at the end — Merchant 1: \d+ heller(,| and) Merchant 2: \d+ heller\./);
  await page.screenshot({ path: `${SHOTS}/heller-replay-log.png` });
  // The words follow the language.
  await page.goto(replayUrl('&lang=de'));
  await painted(page);
  await page.keyboard.press('End');
  await atStep(page, COUNT);
  assert.match((await replayText(page)).events, /Geld am Ende — Händler 1: \d+ Heller(,| und) Händler 2: \d+ Heller\./);
  assert.deepEqual(page.errors, []);
  await page.close();

  // A narrow frame has no room: the board alone, the step's words under it.
  const narrow = await watched({ viewport: { width: 600, height: 700 } });
  await narrow.goto(replayUrl('&lang=en&step=3'));
  await painted(narrow);
  await atStep(narrow, 3);
  assert.equal((await replayText(narrow)).logShown, false);
  await narrow.close();
});

test('<heller-pfennig mode="replay"> on a wiki page of its own has the same bar and log', async () => {
  const page = await watched({ viewport: { width: 1280, height: 900 } });
  // A wiki's page of its own, served beside the game: the element and nothing of heller-embed.html.
  const wikiPage = `${site.url}wiki-replay.html`;
  await page.route(wikiPage, (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><body style="margin:0">
      <heller-pfennig id="wiki" mode="replay" lang="en" style="width:1000px" save="${SAVE}"></heller-pfennig>
      <script type="module" src="heller-pfennig.js"></script></body></html>`,
  }));
  await page.goto(wikiPage);
  await page.waitForSelector('#wiki[data-painted]', { state: 'attached', timeout: 20000 });
  const look = await barLook(page, '#wiki');
  assert.equal(look.bar.display, 'flex', 'the bar is laid out, not plain buttons');
  assert.equal(look.bar['border-top-width'], '1px');
  assert.notEqual(look.next['background-image'], 'none');
  const seen = await replayText(page, '#wiki');
  assert.equal(seen.logShown, true);
  assert.equal(seen.lines.length, COUNT);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the replay names its merchants when its link says who played them', async () => {
  const page = await watched({ viewport: { width: 1280, height: 800 } });
  // The link a finished game gives (www/heller/game/controller.js replayLink), with its table.
  await page.goto(replayUrl('&lang=en'));
  await painted(page);
  const link = await page.evaluate(async (save) => {
    const { replayLink } = await import(new URL('www/heller/game/controller.js', document.baseURI).href);
    return replayLink(save, 'de', { seats: ['human', 'expert'], names: ['Grete', ''] });
  }, SAVE);
  const url = new URL(link);
  assert.equal(url.searchParams.get('names'), 'Grete,');
  assert.equal(url.searchParams.get('seats'), 'human,expert');
  assert.equal(url.searchParams.get('lang'), 'de');
  await page.goto(`${site.url}heller-embed.html${url.search}`);
  await painted(page);
  const seats = () => page.evaluate(() => [...document.getElementById('board').shadowRoot.querySelectorAll('.hm-replay-seats li')]
    .map((li) => [li.textContent, li.dataset.tincture, li.hasAttribute('aria-current')]));
  assert.deepEqual(await seats(), [['Grete Mensch, Rot', 'gules', false], ['Händler 2 Computer, Experte, Blau', 'azure', false]]);
  await page.keyboard.press('ArrowRight');
  await atStep(page, 1);
  const text = await replayText(page);
  assert.ok(/^(Grete|Händler 2) /.test(text.events), text.events);
  assert.equal((await seats()).filter(([, , lit]) => lit).length, 1, 'the merchant who acted is lit');
  assert.ok(text.lines.some((line) => line.startsWith('Grete ')), 'the log calls her by her name');
  await page.keyboard.press('End');
  await atStep(page, COUNT);
  assert.match((await replayText(page)).events, /Geld am Ende — Grete: \d+ Heller(,| und) Händler 2: \d+ Heller\./);
  // Beside the last step: the standings, place, merchant and money, the winner's row bold.
  const standings = await page.evaluate(() => {
    const box = document.getElementById('board').shadowRoot.querySelector('.hm-replay-end');
    return {
      hidden: box.hidden,
      rows: [...box.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent)),
      bold: [...box.querySelectorAll('tbody tr')].map((tr) => getComputedStyle(tr.children[1]).fontWeight),
    };
  });
  assert.equal(standings.hidden, false);
  const words = (await replayText(page)).events;
  const money = (name) => Number(new RegExp(`${name}: (\\d+) Heller`).exec(words.split('Geld am Ende')[1])[1]);
  const rows = [['Grete', money('Grete')], ['Händler 2', money('Händler 2')]].sort((a, b) => b[1] - a[1]);
  assert.deepEqual(standings.rows.map((r) => [r[1], Number(r[2])]), rows);
  assert.equal(standings.rows[0][0], '1');
  assert.equal(standings.bold[0], '700', 'the winner bold');
  await page.keyboard.press('ArrowLeft');
  await atStep(page, COUNT - 1);
  assert.equal(await page.evaluate(() => document.getElementById('board').shadowRoot.querySelector('.hm-replay-end').hidden), true, 'only at the last step');
  await page.keyboard.press('End');
  await atStep(page, COUNT);
  await page.screenshot({ path: `${SHOTS}/heller-replay-seats.png` });
  assert.deepEqual(page.errors, []);
  await page.close();
});
