// The board on other people's pages: <heuchel-meuchel> on an example wiki article (two element
// diagrams, one iframe, one SVG image) served from a sub-path under a strict
// Content-Security-Policy, and embed.html in frames of every shape. What a diagram shows is read
// through its ARIA mirror, as a screen reader would read it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

const shot = (page, name) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** The ARIA mirror's words for one square of the element `id` (column and row as on the board, from 1). */
const cell = (page, id, column, row) =>
  page.locator(`#${id} [role=gridcell][data-column="${column - 1}"][data-row="${row}"]`).textContent();

/** Resolves once every <heuchel-meuchel> in the page (or frame) has painted its board. */
async function allPainted(frame) {
  await frame.waitForFunction(() => {
    const boards = [...document.querySelectorAll('heuchel-meuchel')];
    return boards.length > 0 && boards.every((b) => b.dataset.painted === 'yes');
  }, null, { timeout: 20000 });
}

/** The engine modules the page's document fetched (its resource timing), in order. */
const wasmFetched = (page) => page.evaluate(() => performance.getEntriesByType('resource')
  .map((e) => e.name.split('/').pop()).filter((n) => n.endsWith('.wasm')));

/** Marks each element when it sends `ready`; installed before any page script runs. */
function watchReady(page) {
  return page.addInitScript(() => {
    document.addEventListener('ready', (e) => {
      if (e.target.localName === 'heuchel-meuchel') e.target.dataset.painted = 'yes';
    }, true);
  });
}

test('the wiki article: two diagrams, a frame and an image, under a strict CSP, no errors', async () => {
  const page = await site.page({ viewport: { width: 1200, height: 900 } });
  await watchReady(page);
  // Which document fetched which of the engine's modules, and how often.
  const wasmFetches = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.wasm')) wasmFetches.push(`${r.frame() === page.mainFrame() ? 'page' : 'frame'} ${r.url().split('/').pop()}`);
  });
  const response = await page.goto(`${site.url}examples/wiki/`);
  assert.match(response.headers()['content-security-policy'], /script-src 'self' 'wasm-unsafe-eval'/);
  await allPainted(page);
  const frame = page.frameLocator('iframe.wiki-embed');
  await frame.locator('heuchel-meuchel').waitFor();
  await allPainted(page.frames().find((f) => f.url().includes('embed.html')));
  const image = await page.$eval('img.wiki-image', (img) => ({ ok: img.complete && img.naturalWidth > 0, w: img.naturalWidth }));
  assert.ok(image.ok, 'the SVG figure loads');
  // Both elements share one engine: the article fetched the wasm once (the frame, a page of its
  // own, once more), and only the rules: its diagrams ask no computer player.
  assert.deepEqual(wasmFetches.sort(), ['frame heuchel_rules_bg.wasm', 'page heuchel_rules_bg.wasm']);

  // What each diagram shows, read through its mirror.
  assert.match(await cell(page, 'movement-diagram', 2, 1), /Fire-Eater 3/);
  assert.match(await cell(page, 'movement-diagram', 2, 4), /Patrician 1/);
  assert.match(await cell(page, 'movement-diagram', 2, 5), /empty/);
  assert.match(await cell(page, 'favour-diagram', 1, 5), /Bishop 4/);
  assert.match(await cell(page, 'favour-diagram', 3, 6), /Patrician 2, stack of 2/);
  // The frame opens at step 2, after the lost card's cascade: the Quack 4 lies face down on its goal.
  assert.match(await frame.locator('[role=gridcell][data-column="0"][data-row="10"]').textContent(), /face-down pile of 1 card/);

  // Only the favour diagram has step buttons; the movement diagram was asked for none.
  assert.equal(await page.locator('#movement-diagram [data-action=next]').isVisible(), false);
  assert.equal(await page.locator('#favour-diagram [data-action=next]').isVisible(), true);
  await shot(page, 'wiki-article');
  assert.deepEqual(page.errors, []);
});

test('stepping a diagram moves the cards, says what happened, and sends `step`', async () => {
  const page = await site.page({ viewport: { width: 1200, height: 900 } });
  await watchReady(page);
  await page.goto(`${site.url}examples/wiki/`);
  await allPainted(page);
  await page.evaluate(() => {
    window.steps = [];
    document.getElementById('favour-diagram').addEventListener('step', (e) => window.steps.push(e.detail.step));
  });
  const other = await cell(page, 'movement-diagram', 2, 1);
  const next = page.locator('#favour-diagram [data-action=next]');
  await next.click();
  assert.match(await cell(page, 'favour-diagram', 1, 6), /Bishop 4/);
  assert.match(await cell(page, 'favour-diagram', 1, 5), /empty/);
  assert.match(await page.locator('#favour-diagram .hm-diagram-events').textContent(), /moved/);
  await next.click();
  // The cut: one card from column 3 goes beneath the Bishop, the Patrician 5 stays.
  assert.match(await cell(page, 'favour-diagram', 1, 6), /Bishop 4, stack of 2/);
  assert.match(await cell(page, 'favour-diagram', 3, 6), /Patrician 5/);
  assert.match(await page.locator('#favour-diagram .hm-diagram-events').textContent(), /took 1 card/);
  // The announcement reaches the live region.
  await page.waitForFunction(() => /took/.test(document.getElementById('favour-diagram').shadowRoot.querySelector('[role=status]').textContent));
  assert.match(await page.locator('#favour-diagram .hm-diagram-step').textContent(), /Step 2 of 3/);
  await page.locator('#favour-diagram [data-action=prev]').click();
  assert.match(await cell(page, 'favour-diagram', 1, 6), /Bishop 4$|Bishop 4;|Bishop 4,? /);
  assert.deepEqual(await page.evaluate(() => window.steps), [1, 2, 1]);
  // The other diagram did not move.
  assert.equal(await cell(page, 'movement-diagram', 2, 1), other);
  await shot(page, 'wiki-stepped');
  assert.deepEqual(page.errors, []);
});

test('changing an attribute or property redraws; a bad one is refused in words', async () => {
  const page = await site.page({ viewport: { width: 1200, height: 900 } });
  await watchReady(page);
  await page.goto(`${site.url}examples/wiki/`);
  await allPainted(page);
  const diagram = '#movement-diagram';
  await page.$eval(diagram, (d) => { d.moves = '1-5.1'; d.step = '1'; });
  await page.waitForFunction(() => document.getElementById('movement-diagram').currentStep === 1);
  assert.match(await cell(page, 'movement-diagram', 2, 5), /Fire-Eater 3/);
  assert.match(await cell(page, 'movement-diagram', 2, 1), /empty/);
  // A position given as the element's text, as <chess-board> takes FEN.
  await page.evaluate(() => {
    const d = document.createElement('heuchel-meuchel');
    d.id = 'from-text';
    d.setAttribute('mode', 'diagram');
    d.textContent = '3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001';
    document.querySelector('.wiki-article').prepend(d);
  });
  await page.waitForFunction(() => document.getElementById('from-text').dataset.painted === 'yes');
  assert.match(await cell(page, 'from-text', 1, 1), /Fire-Eater 1/);
  // An impossible position: the element says why, the page goes on.
  const refused = page.evaluate(() => new Promise((resolve) => {
    const d = document.getElementById('from-text');
    d.addEventListener('refused', (e) => resolve(e.detail), { once: true });
    d.position = '3b_2m_1F1_1F1_1F2_-.-.-_-_0000000000000001';
  }));
  const detail = await refused;
  assert.match(detail.message, /Fire-Eater 1 appears twice/, 'the engine\'s reason, in the element\'s words');
  assert.deepEqual([detail.code, detail.args], ['position.cardTwice', { card: 'F1' }], 'and its code, for a host to word');
  assert.match(await page.locator('#from-text .hm-diagram-error').textContent(), /cannot be shown/);
  // A move the engine refuses: the diagram keeps the moves before it and names the bad one.
  const badMove = page.evaluate(() => new Promise((resolve) => {
    const d = document.getElementById('movement-diagram');
    d.addEventListener('refused', (e) => resolve(e.detail), { once: true });
    d.moves = '1-5.1_9-13.1';
  }));
  const move = await badMove;
  assert.match(move.message, /move 2 \(9-13\.1\): /);
  assert.equal(move.code.split('.')[0], 'action', move.code);
  assert.match(await cell(page, 'movement-diagram', 2, 5), /Fire-Eater 3/, 'the move before it still shows');
  assert.deepEqual(page.errors.filter((e) => !/refused/.test(e)), []);
});

test('embed.html fills any frame: 320×480 and 800×600 show the whole board', async () => {
  const position = '5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5M1M2M3M4M5Q1Q2Q3Q4Q5A1A3A4B1B2B5P2P3P4P5_-_0000000000000001';
  for (const [width, height] of [[320, 480], [800, 600], [280, 400]]) {
    const page = await site.page({ viewport: { width, height } });
    await watchReady(page);
    await page.goto(`${site.url}embed.html?mode=diagram&position=${position}&moves=5-6.1_t3.1&step=1`);
    await allPainted(page);
    const box = await page.evaluate(() => {
      const board = document.querySelector('heuchel-meuchel');
      const canvas = board.shadowRoot.querySelector('canvas');
      const r = canvas.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height, docW: document.documentElement.scrollWidth, docH: document.documentElement.scrollHeight };
    });
    assert.ok(box.w > 0 && box.h > 0, 'the board is drawn');
    assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.w <= width + 0.5 && box.y + box.h <= height + 0.5, `the canvas lies inside the ${width}×${height} frame`);
    assert.ok(box.docW <= width && box.docH <= height, 'nothing overflows the frame');
    assert.match(await page.locator('[role=gridcell][data-column="0"][data-row="6"]').textContent(), /Bishop 4/);
    // The link to the full game carries the position on screen.
    const href = await page.locator('.hm-diagram-open').getAttribute('href');
    assert.match(href, /index\.html\?position=5b_1f6_/);
    // The frame fetched the engine's rules alone, once: its preload is what the board loaded.
    assert.deepEqual(await wasmFetched(page), ['heuchel_rules_bg.wasm']);
    await page.screenshot({ path: `${SHOTS}/embed-${width}x${height}.png` });
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('the game in an element: plays, sends `move`, and keeps the page\'s styles out', async () => {
  const page = await site.page({ viewport: { width: 1200, height: 800 } });
  await watchReady(page);
  await page.goto(`${site.url}examples/wiki/`);
  await allPainted(page);
  await page.evaluate(() => {
    const style = document.createElement('link');
    document.querySelector('.wiki-article').innerHTML = '';
    const g = document.createElement('heuchel-meuchel');
    g.id = 'game';
    g.setAttribute('mode', 'game');
    g.setAttribute('players', '3');
    g.setAttribute('seed', '5');
    // A greedy seat is decided on the main thread: the page's engine must now be the whole one,
    // though its diagrams loaded the rules alone first.
    g.setAttribute('seats', 'human,greedy,easy');
    g.setAttribute('delay', '0');
    window.moves = 0;
    g.addEventListener('move', () => { window.moves++; });
    document.querySelector('.wiki-article').append(g);
    void style;
  });
  await page.waitForFunction(() => document.getElementById('game').dataset.painted === 'yes');
  await page.locator('#game [data-action=place]').click();
  await page.waitForFunction(() => window.moves >= 6);
  // The diagrams had the rules alone; the game came with a game's module (the rules and the
  // computer players), through a second copy of its bindings (www/platform/engine/loader.js).
  assert.deepEqual(await wasmFetched(page), ['heuchel_rules_bg.wasm', 'heuchel_bg.wasm']);
  assert.equal(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/heuchel\.js(#game)?$/.test(e.name)).length), 1);
  // The wiki's link colour does not reach the element's buttons.
  const color = await page.locator('#game [data-action=hint]').evaluate((b) => getComputedStyle(b).fontFamily);
  assert.doesNotMatch(color, /Libertine/);
  await shot(page, 'element-game');
  assert.deepEqual(page.errors, []);
});

test('replay: a finished game\'s record steps to the end with every card shown, and a player\'s view hides them', async () => {
  const page = await site.page({ viewport: { width: 1000, height: 900 } });
  await watchReady(page);
  await page.goto(`${site.url}examples/wiki/`);
  await allPainted(page);
  // A whole game played by the engine's own computer players, kept as its record (Game.save()).
  const { record, actions } = await page.evaluate(async () => {
    const { loadEngine } = await import('../../heuchel-meuchel.js');
    const { Game } = await loadEngine();
    const g = new Game(3, 'base', 11);
    for (let n = 0; !g.isOver() && n < 2000; n++) g.play(g.botAction(g.toAct(), 'greedy', n));
    return { record: g.save(), actions: g.actionCount() };
  });
  await page.evaluate((text) => {
    document.querySelector('.wiki-article').replaceChildren();
    for (const [id, viewer] of [['replay-all', 'all'], ['replay-public', 'public']]) {
      const r = document.createElement('heuchel-meuchel');
      r.id = id;
      r.setAttribute('mode', 'replay');
      r.setAttribute('viewer', viewer);
      r.record = text;
      document.querySelector('.wiki-article').append(r);
    }
  }, record);
  await page.waitForFunction(() => ['replay-all', 'replay-public'].every((id) => document.getElementById(id).dataset.painted === 'yes'));
  assert.match(await page.locator('#replay-all .hm-diagram-step').textContent(), new RegExp(`Step 0 of ${actions}`));
  // Step through to the first favour: with every card shown its cards are named, in the public view not.
  const takes = await page.evaluate(async (count) => {
    const out = {};
    for (const id of ['replay-all', 'replay-public']) {
      const r = document.getElementById(id);
      const next = r.shadowRoot.querySelector('[data-action=next]');
      for (let i = 0; i < count; i++) {
        next.click();
        const text = r.shadowRoot.querySelector('.hm-diagram-events').textContent;
        if (/took/.test(text)) { out[id] = text; break; }
      }
    }
    return out;
  }, actions);
  assert.ok(takes['replay-all'], 'the game had a favour');
  assert.match(takes['replay-all'], /took \d+ cards? from column \d \((Prince|Bishop|Patrician|Quack|Minstrel|Fire-Eater) \d/);
  // The last step: the game is over, and who won with how many points, every seat's points after.
  await page.locator('#replay-all [data-action=last]').click();
  assert.equal(await page.$eval('#replay-all', (r) => r.currentStep), actions);
  const end = await page.locator('#replay-all .hm-diagram-events').textContent();
  assert.match(end, /The game is over/);
  const result = await page.evaluate(async (text) => {
    const { loadEngine } = await import('../../heuchel-meuchel.js');
    const { Game } = await loadEngine();
    const g = Game.load(text);
    return { winners: g.winners(), totals: g.scores().map((s) => s.total) };
  }, record);
  const best = result.totals[result.winners[0]];
  assert.match(end, result.winners.length === 1 ? new RegExp(`Seat ${result.winners[0] + 1} wins with ${best} points?\\.`) : /share the win/);
  assert.ok(end.includes(`Final points — ${result.totals.map((total, i) => `Seat ${i + 1}: ${total}`).join(', ')}.`), end);
  assert.deepEqual(page.errors, []);
});

test('the rules page: reached from the game at the section for the moment, its diagrams live', async () => {
  const page = await site.page({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${site.url}?players=3&seats=human,easy,easy&seed=4&delay=0`);
  await page.waitForSelector('[data-action=place]');
  const rulesLink = page.locator('.hm-controls [data-action=rules]');
  assert.match(await rulesLink.getAttribute('href'), /rules\.html#setup$/);
  assert.equal(await rulesLink.getAttribute('target'), '_blank', 'the game stays open');
  await page.click('[data-action=place]');
  await page.waitForFunction(() => [...document.querySelectorAll('.hm-grid [role=gridcell]')].some((c) => c.textContent.includes('can move')));
  assert.match(await rulesLink.getAttribute('href'), /rules\.html#moving$/);
  // The page itself, at the section, with its diagrams painted.
  const rules = await site.page({ viewport: { width: 1280, height: 900 } });
  await watchReady(rules);
  await rules.goto(await rulesLink.evaluate((a) => a.href));
  await allPainted(rules);
  assert.ok(await rules.locator('#moving').isVisible());
  assert.ok((await rules.locator('heuchel-meuchel').count()) >= 8, 'a diagram for every section');
  assert.deepEqual(rules.errors, []);
  assert.deepEqual(page.errors, []);
});

test('a diagram downloads itself as an SVG picture and a PNG', async () => {
  const page = await site.page({ viewport: { width: 1000, height: 900 } });
  await watchReady(page);
  await page.goto(`${site.url}examples/wiki/`);
  await allPainted(page);
  await page.$eval('#favour-diagram', (d) => { d.controls = 'step download'; });
  const svgButton = page.locator('#favour-diagram [data-action=svg]');
  await svgButton.waitFor();
  const [svg] = await Promise.all([page.waitForEvent('download'), svgButton.click()]);
  assert.match(svg.suggestedFilename(), /\.svg$/);
  const text = await (await svg.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  assert.match(text, /<svg[^>]+viewBox=/);
  assert.doesNotMatch(text, /<image/, 'vector, no embedded raster');
  const [png] = await Promise.all([page.waitForEvent('download'), page.locator('#favour-diagram [data-action=png]').click()]);
  const bytes = await (await png.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks));
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');
  assert.deepEqual(page.errors, []);
});

/** A finished game's record (three greedy seats, seed 5), played by the built engine on `page` (the wiki example). */
const finishedRecord = (page) => page.evaluate(async () => {
  const { loadEngine } = await import('../../heuchel-meuchel.js');
  const { Game } = await loadEngine();
  const g = new Game(3, 'base', 5);
  for (let n = 0; !g.isOver() && n < 2000; n++) g.play(g.botAction(g.toAct(), 'greedy', n));
  return g.save();
});

test('a replay steps by ← → Home End: in its frame wherever the focus is, in the element once its picture has it', async () => {
  const page = await site.page({ viewport: { width: 1000, height: 900 } });
  await watchReady(page);
  await page.goto(`${site.url}examples/wiki/`);
  await allPainted(page);
  const record = await finishedRecord(page);
  const step = (p) => p.$eval('heuchel-meuchel', (b) => b.currentStep);
  await page.goto(`${site.url}embed.html?mode=replay&controls=step+play&record=${encodeURIComponent(record)}`);
  await allPainted(page);
  assert.equal(await step(page), 0);
  // Nothing has the focus: the keys still step.
  assert.equal(await page.evaluate(() => document.activeElement === document.body), true);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await step(page), 2);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await step(page), 1);
  // With the room for it, the whole log beside the board, the step's line lit; a line pressed
  // goes to its step.
  const log = page.locator('heuchel-meuchel .hm-replay-log');
  assert.ok(await log.isVisible(), 'the log beside the replay');
  const count = await page.$eval('heuchel-meuchel', (b) => b.shadowRoot.querySelectorAll('.hm-replay-log li').length);
  const lit = () => page.$eval('heuchel-meuchel', (b) => [...b.shadowRoot.querySelectorAll('.hm-replay-log li[aria-current]')].map((li) => li.dataset.step));
  assert.deepEqual(await lit(), ['1']);
  await page.locator('heuchel-meuchel .hm-replay-log li[data-step="5"]').click();
  assert.equal(await step(page), 5);
  assert.deepEqual(await lit(), ['5']);
  await page.screenshot({ path: `${SHOTS}/replay-log.png` });
  await page.keyboard.press('End');
  const last = await step(page);
  assert.ok(last > 20, `the last step (${last})`);
  assert.equal(count, last, 'one line for each action');
  assert.deepEqual(await lit(), [String(last)]);
  assert.match(await page.locator('heuchel-meuchel .hm-diagram-events').textContent(), /wins with|share the win/);
  await page.keyboard.press('Home');
  assert.equal(await step(page), 0);
  // In the element the picture takes the focus and names its keys.
  const figure = page.locator('heuchel-meuchel figure.hm-diagram-figure');
  assert.equal(await figure.getAttribute('aria-keyshortcuts'), 'ArrowLeft ArrowRight Home End');
  await figure.focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await step(page), 1);
  // A narrow frame keeps the board whole: no log beside it.
  await page.setViewportSize({ width: 400, height: 700 });
  await page.waitForFunction(() => document.querySelector('heuchel-meuchel').shadowRoot.querySelector('.hm-replay-log').getBoundingClientRect().width === 0);
  assert.equal(await log.isVisible(), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a replay names its seats when its link says who played them: beside the board, in the log and in the result', async () => {
  const page = await site.page({ viewport: { width: 1100, height: 900 } });
  await watchReady(page);
  await page.goto(`${site.url}examples/wiki/`);
  await allPainted(page);
  const record = await finishedRecord(page);
  // The link a finished game gives: its seats and the people's names (a comma in a name is dropped).
  const link = await page.evaluate(async (r) => {
    const { replayLink } = await import('../../www/heuchel/game/screen.js');
    return replayLink(r, { seats: ['human', 'hard', 'human'], names: ['Anna', '', 'Bert, the Elder'] });
  }, record);
  const url = new URL(link);
  assert.equal(url.searchParams.get('names'), 'Anna,,Bert the Elder');
  assert.equal(url.searchParams.get('seats'), 'human,hard,human');
  await page.goto(`${site.url}embed.html${url.search}&lang=en`);
  await allPainted(page);
  const side = () => page.$eval('heuchel-meuchel', (b) => {
    const root = b.shadowRoot;
    return {
      seats: [...root.querySelectorAll('.hm-replay-seats li')].map((li) => li.textContent),
      current: [...root.querySelectorAll('.hm-replay-seats li[aria-current]')].map((li) => li.dataset.seat),
      tinctures: [...root.querySelectorAll('.hm-replay-seats li')].map((li) => li.dataset.tincture),
      visible: root.querySelector('.hm-replay-seats').getBoundingClientRect().height > 0,
      log: [...root.querySelectorAll('.hm-replay-log li')].map((li) => li.textContent),
      events: root.querySelector('.hm-diagram-events').textContent,
    };
  });
  let seen = await side();
  assert.equal(seen.visible, true);
  assert.deepEqual(seen.seats, ['Anna Human, Gules (red)', 'Seat 2 Computer: Hard, Azure (blue)', 'Bert the Elder Human, Vert (green)']);
  assert.deepEqual(seen.tinctures, ['gules', 'azure', 'vert']);
  assert.deepEqual(seen.current, [], 'the start: nobody has acted');
  assert.ok(seen.log.some((line) => line.startsWith('Anna ')) && seen.log.some((line) => line.startsWith('Seat 2 ')), seen.log.slice(0, 6).join(' | '));
  assert.ok(seen.log.every((line) => !line.includes('Seat 1') && !line.includes('Seat 3')), 'named seats are called by their names');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('heuchel-meuchel').currentStep === 1);
  seen = await side();
  assert.equal(seen.current.length, 1, 'the seat that acted is lit');
  assert.ok(seen.events.startsWith(seen.seats[Number(seen.current[0])].split(' ')[0]), `${seen.events} | ${seen.current}`);
  await page.keyboard.press('End');
  await page.waitForFunction(() => { const b = document.querySelector('heuchel-meuchel'); return b.currentStep > 20; });
  seen = await side();
  assert.match(seen.events, /(Anna|Seat 2|Bert the Elder) wins with \d+ points?\./, 'one winner: wins, not share');
  assert.match(seen.events, /Final points — Anna: \d+, Seat 2: \d+, Bert the Elder: \d+\./);
  // Beside the last step: the scores, each seat's parts and total (the winner's bold), and the chart
  // of the scores through the game, styled in the element as on the game's page.
  await page.waitForFunction(() => document.querySelector('heuchel-meuchel').shadowRoot.querySelector('.hm-replay-end .hm-chart-svg'));
  const end = await page.$eval('heuchel-meuchel', (b) => {
    const box = b.shadowRoot.querySelector('.hm-replay-end');
    const svg = box.querySelector('.hm-chart-svg');
    return {
      heads: [...box.querySelectorAll('thead th')].map((th) => th.textContent),
      rows: [...box.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent)),
      winners: [...box.querySelectorAll('tbody tr.hm-winner th')].map((th) => th.textContent),
      lines: svg.querySelectorAll('polyline').length,
      chartWidth: svg.getBoundingClientRect().width,
      boxWidth: box.getBoundingClientRect().width,
      background: getComputedStyle(svg).backgroundColor,
    };
  });
  assert.deepEqual(end.heads, ['Seat', 'At or past goal', 'Short of goal', 'Discards', 'Final']);
  assert.deepEqual(end.rows.map((r) => r[0]), ['Anna', 'Seat 2', 'Bert the Elder']);
  const totals = end.rows.map((r) => Number(r[4].replace('−', '-')));
  assert.match(seen.events, new RegExp(`Anna: ${totals[0]}, Seat 2: ${totals[1]}, Bert the Elder: ${totals[2]}\\.`), 'the same totals as the words under the board');
  assert.deepEqual(end.winners, [end.rows[totals.indexOf(Math.max(...totals))][0]]);
  assert.equal(end.lines, 3, 'a line a seat');
  assert.ok(end.chartWidth > 150 && end.chartWidth <= end.boxWidth, JSON.stringify(end));
  assert.equal(end.background, 'rgb(251, 246, 233)', 'the chart\'s own sheet reached the element');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelector('heuchel-meuchel').shadowRoot.querySelector('.hm-replay-end').hidden);
  await page.keyboard.press('End');
  await page.waitForFunction(() => !document.querySelector('heuchel-meuchel').shadowRoot.querySelector('.hm-replay-end').hidden);
  await page.screenshot({ path: `${SHOTS}/replay-seats.png` });
  assert.deepEqual(page.errors, []);
  await page.close();
});
