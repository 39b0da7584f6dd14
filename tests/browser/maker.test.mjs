// The diagram maker (maker.html) in headless Chromium, served from a sub-path under a strict
// Content-Security-Policy: a position built by clicking and by keyboard, the engine's refusal in
// words, moves recorded by dragging and clicking, marks and arrows, and the three snippets: each
// one, put in a fresh page, shows what the maker's preview shows. What a board shows is read
// through its ARIA grid, as a screen reader would read it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { DOMParser } from '@xmldom/xmldom';
import { open, SHOTS } from './harness.mjs';
import { drag } from './board.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

const FAVOURS = '5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5M1M2M3M4M5Q1Q2Q3Q4Q5A1A3A4B1B2B5P2P3P4P5_-_0000000000000001';
const shot = (page, name, fullPage = false) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });

async function maker(options = {}, query = '') {
  const page = await site.page({ permissions: ['clipboard-read', 'clipboard-write'], ...options });
  const response = await page.goto(`${site.url}maker.html${query}`);
  assert.match(response.headers()['content-security-policy'], /script-src 'self' 'wasm-unsafe-eval'; style-src 'self'/);
  await page.waitForSelector('#maker[data-ready=yes]', { timeout: 20000 });
  return page;
}

/** The maker's own board: the words of a square (column and row as on the board, from 1). */
const cell = (page, column, row) =>
  page.locator(`.mk-stage [role=gridcell][data-column="${column - 1}"][data-row="${row}"]`).textContent();

/** The words of every square of an element's grid (in a page or frame). */
const elementCells = (frame, selector) => frame.evaluate((sel) =>
  [...document.querySelector(sel).shadowRoot.querySelectorAll('[role=gridcell]')].map((c) => c.textContent), selector);

/** Page coordinates of a square's centre on the maker's board (column and row from 1). */
function squarePoint(page, column, row) {
  return page.evaluate(async ({ column, row }) => {
    const { computeLayout } = await import('./www/heuchel/board/layout.js');
    const host = document.querySelector('.mk-board');
    const grid = document.querySelectorAll('.mk-stage [role=gridcell]');
    const columns = new Set([...grid].map((c) => c.dataset.column)).size;
    const rows = grid.length / columns;
    const layout = computeLayout({ width: host.clientWidth, height: host.clientHeight, players: window.heuchelMaker.setup.players, columns, rows });
    const box = host.getBoundingClientRect();
    const sq = layout.square(column - 1, row);
    return { x: box.left + sq.x + sq.w / 2, y: box.top + sq.y + sq.h / 2 };
  }, { column, row });
}

async function clickSquare(page, column, row) {
  const p = await squarePoint(page, column, row);
  await page.mouse.click(p.x, p.y);
}

const problem = (page) => page.locator('.mk-problem');

test('a position built by clicking: placed, refused in words, turned face down, by keyboard too', async () => {
  const page = await maker();
  await page.locator('[data-action=empty]').click();
  // An empty board: the engine says why it is no position yet, and the preview waits.
  await problem(page).waitFor();
  assert.match(await problem(page).textContent(), /^Seat 1 is to act but has no face-up stack left\. There is no possible position yet/);
  assert.equal(await page.locator('#mk-preview').isVisible(), false);
  assert.match(await page.locator('.mk-preview-note').textContent(), /Nothing to show yet/);

  // The Bishop 4 on row 5 of column 1, a Fire-Eater at the foot of columns 2 and 3.
  for (const [card, column, row] of [['B4', 1, 5], ['F1', 2, 1], ['F2', 3, 1]]) {
    await page.locator(`.mk-palette [data-card=${card}]`).click();
    assert.equal(await page.locator(`.mk-palette [data-card=${card}]`).getAttribute('aria-pressed'), 'true');
    await clickSquare(page, column, row);
  }
  await page.waitForFunction(() => document.querySelector('.mk-problem').hidden);
  assert.match(await page.locator('.mk-verdict').textContent(), /accepts/);
  assert.match(await cell(page, 1, 5), /Bishop 4/);
  assert.match(await cell(page, 2, 1), /Fire-Eater 1/);
  // The cards left out make up the last player's discards (fillUnused), and the palette says so.
  assert.match(await page.locator('.mk-palette [data-card=F3]').getAttribute('aria-label'), /not placed .*seat 3's discards/);
  assert.match(await page.locator('.mk-palette [data-card=P6]').getAttribute('aria-label'), /not in the game/);
  assert.match(await page.locator('.mk-palette [data-card=B4]').getAttribute('aria-label'), /column 1, row 5/);
  // The preview is the real element, showing the same.
  await page.waitForFunction(() => /Bishop 4/.test(document.querySelector('#mk-preview')?.shadowRoot
    ?.querySelector('[role=gridcell][data-column="0"][data-row="5"]')?.textContent || ''));
  await shot(page, 'maker-built');

  // A standing Bishop on its goal row: refused, with the engine's reason, and the preview and the
  // snippets keep the last possible position.
  const before = await page.locator('[data-snippet=element]').inputValue();
  await page.locator('.mk-palette [data-card=B3]').click();
  await clickSquare(page, 1, 12);
  await problem(page).waitFor();
  const refusal = await problem(page).textContent();
  assert.match(refusal, /Column 1, row 12: with Bishop 3 on top, the stack must stand below its goal row 12/);
  assert.match(refusal, /keep the last possible position/);
  assert.match(await cell(page, 1, 12), /Bishop 3/, 'the board shows what is being edited');
  assert.equal(await page.locator('[data-snippet=element]').inputValue(), before);
  assert.match(await page.locator('.mk-preview-note').textContent(), /last possible position/);
  assert.equal(await page.locator('button[data-mode=play]').isDisabled(), true, 'no recording from a refused position');
  await shot(page, 'maker-refused');

  // Turned face down on its goal square, the pile is a possible position.
  await page.locator('[data-tool=flip]').click();
  await clickSquare(page, 1, 12);
  await page.waitForFunction(() => document.querySelector('.mk-problem').hidden);
  assert.match(await cell(page, 1, 12), /face-down pile of 1 card/);
  assert.notEqual(await page.locator('[data-snippet=element]').inputValue(), before);
  assert.match(await page.locator('[data-snippet=element]').inputValue(), /position="3b_1m_5B4\.12b3_1F1_1F2_/);

  // Taking a card off: click it with no card in hand.
  await page.locator('[data-tool=cards]').click();
  await clickSquare(page, 2, 1);
  await page.waitForFunction(() => /empty/.test(document.querySelector('.mk-stage [role=gridcell][data-column="1"][data-row="1"]').textContent));
  assert.match(await page.locator('.mk-palette [data-card=F1]').getAttribute('aria-label'), /not placed/);

  // By keyboard: a palette button, then a square of the board's grid, with Enter.
  await page.locator('.mk-palette [data-card=M2]').focus();
  await page.keyboard.press('Enter');
  const square = page.locator('.mk-stage [role=gridcell][data-column="1"][data-row="1"]');
  await square.focus();
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.row), '2');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.mk-problem').hidden);
  assert.match(await cell(page, 2, 2), /Minstrel 2/);
  assert.match(await page.locator('.mk-stage [role=status]').first().textContent(), /accepts/);

  // Whose turn: seat 2, from the phase fields; the position says so.
  await page.locator('.mk-panel-edit select[name=seat]').selectOption('1');
  await page.waitForFunction(() => /position="3b_2m_/.test(document.querySelector('[data-snippet=element]').value));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('moves recorded by dragging and clicking, favours with a count, undo', async () => {
  const page = await maker();
  await page.locator('.mk-paste').fill(FAVOURS);
  await page.locator('[data-action=paste]').click();
  await page.waitForFunction(() => document.querySelector('[data-snippet=element]').value.includes('position="5b_1m_5B4_'));
  // A paste the game cannot read is refused in words.
  await page.locator('.mk-paste').fill('5b_1m_nonsense');
  await page.locator('[data-action=paste]').click();
  await page.locator('.mk-panel-start [role=alert]:not([hidden])').waitFor();
  assert.match(await page.locator('.mk-panel-start [role=alert]:not([hidden])').textContent(), /not a position the game can read/);

  await page.locator('button[data-mode=play]').click();
  assert.equal(await page.locator('button[data-mode=play]').getAttribute('aria-pressed'), 'true');
  assert.match(await page.locator('.mk-prompt').textContent(), /Seat 1 must move/);
  // A drag: the Bishop 4 from row 5 to row 6.
  await drag(page, await squarePoint(page, 1, 5), await squarePoint(page, 1, 6));
  await page.locator('.mk-moves [data-move="5-6.1"]').waitFor();
  assert.match(await cell(page, 1, 6), /Bishop 4/);
  assert.match(await page.locator('.mk-prompt').textContent(), /take cards from the lit stacks on row 6/);
  // A click on a lit stack asks how many cards: one.
  await clickSquare(page, 3, 6);
  await page.locator('.mk-take').waitFor();
  assert.deepEqual(await page.locator('.mk-take [data-take]').allTextContents(), ['1', '2']);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.take), '1', 'the first count has focus');
  await page.locator('.mk-take [data-take="1"]').click();
  await page.locator('.mk-moves [data-move="t3.1"]').waitFor();
  assert.match(await cell(page, 1, 6), /Bishop 4, stack of 2/);
  // The next favour by keyboard: the grid's square, Enter, Enter on the offered count.
  await page.locator('.mk-stage [role=gridcell][data-column="4"][data-row="6"]').focus();
  await page.keyboard.press('Enter');
  await page.locator('.mk-take').waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.mk-moves [data-move="t5.1"]').waitFor();
  assert.deepEqual(await page.locator('.mk-moves li').evaluateAll((lis) => lis.map((li) => li.dataset.move)), ['5-6.1', 't3.1', 't5.1']);
  assert.match(await page.locator('.mk-moves').textContent(), /Seat 1 took 1 card from column 5 \(Bishop 3\)/);
  await shot(page, 'maker-recording');

  // Undo takes back the last one; the snippets follow the recording.
  await page.locator('[data-action=undo]').click();
  await page.waitForFunction(() => document.querySelectorAll('.mk-moves li[data-move]').length === 2);
  assert.match(await page.locator('[data-snippet=element]').inputValue(), /moves="5-6\.1_t3\.1"/);
  // Buttons the engine offers: take no more, then end the turn instead of moving again.
  await page.locator('.mk-play-buttons [data-action=endFavours]').click();
  await page.locator('.mk-moves [data-move=n]').waitFor();
  assert.match(await page.locator('.mk-prompt').textContent(), /Seat 1 may move again/);
  await page.locator('.mk-play-buttons [data-action=endTurn]').click();
  await page.locator('.mk-moves [data-move=e]').waitFor();
  // Seat 2 by clicks: the stack, then a square the board lights.
  assert.match(await page.locator('.mk-prompt').textContent(), /Seat 2 must move/);
  await clickSquare(page, 2, 1);
  const dest = await page.$$eval('.mk-stage [role=gridcell]', (cells) => cells.filter((c) => c.textContent.includes('can go here')).map((c) => Number(c.dataset.row)));
  assert.ok(dest.length > 0, 'the engine offers destinations');
  await clickSquare(page, 2, dest[0]);
  await page.locator(`.mk-moves [data-move="1-${dest[0]}.1"]`).waitFor();
  assert.match(await page.locator('[data-snippet=element]').inputValue(), new RegExp(`moves="5-6\\.1_t3\\.1_n_e_1-${dest[0]}\\.1"`));
  // Clearing leaves the position.
  await page.locator('[data-action=clear]').click();
  await page.waitForFunction(() => !/moves=/.test(document.querySelector('[data-snippet=element]').value));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('marks, arrows and options; the three snippets show what the maker shows', async () => {
  const page = await maker();
  await page.locator('.mk-paste').fill(FAVOURS);
  await page.locator('[data-action=paste]').click();
  await page.waitForFunction(() => document.querySelector('[data-snippet=element]').value.includes('position="5b_1m_5B4_'));
  await page.locator('button[data-mode=play]').click();
  await drag(page, await squarePoint(page, 1, 5), await squarePoint(page, 1, 6));
  await page.locator('.mk-moves [data-move="5-6.1"]').waitFor();
  await clickSquare(page, 3, 6);
  await page.locator('.mk-take [data-take="1"]').click();
  await page.locator('.mk-moves [data-move="t3.1"]').waitFor();

  // Back to editing: a mark on the Prince's square, an arrow along the Bishop's move.
  await page.locator('button[data-mode=edit]').click();
  await page.locator('[data-tool=mark]').click();
  await clickSquare(page, 4, 6);
  await page.locator('[data-tool=arrow]').click();
  await clickSquare(page, 1, 5);
  assert.match(await page.locator('.mk-tool-help').textContent(), /starts on 1:5/);
  await clickSquare(page, 1, 6);
  assert.deepEqual(await page.locator('.mk-marks li span').allTextContents(), ['4:6', '1:5 → 1:6']);
  // Options: the step shown first, whose eyes, a caption, the download buttons.
  await page.getByLabel('Step shown first').fill('1');
  await page.locator('select[name=viewer]').selectOption('public');
  await page.getByLabel('Caption').fill('Favours, one victim at a time');
  await page.getByLabel('download buttons').check();
  const element = page.locator('[data-snippet=element]');
  await page.waitForFunction(() => /caption="Favours, one victim at a time"/.test(document.querySelector('[data-snippet=element]').value));
  const snippet = await element.inputValue();
  for (const part of ['mode="diagram"', `position="${FAVOURS}"`, 'moves="5-6.1_t3.1"', 'step="1"', 'viewer="public"',
    'highlight="4:6"', 'arrows="1:5-1:6"', 'controls="step download open"']) {
    assert.ok(snippet.includes(part), `the element snippet has ${part}`);
  }
  assert.match(snippet, new RegExp(`<script type="module" src="${site.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}heuchel-meuchel\\.js"></script>`));

  // Copy: the clipboard holds the snippet, and the page says so.
  await page.locator('[data-copy=element]').click();
  await page.waitForFunction(() => document.querySelector('[data-snippet-box=element] .mk-copied').textContent === 'Copied');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), snippet);

  // The preview (the element on this page) at step 1, seen by the public.
  await page.waitForFunction(() => {
    const root = document.getElementById('mk-preview').shadowRoot;
    return root && root.querySelector('.hm-caption')?.textContent === 'Favours, one victim at a time'
      && /Step 1 of 2/.test(root.querySelector('.hm-diagram-step')?.textContent || '');
  });
  const shown = await elementCells(page, '#mk-preview');
  assert.ok(shown.some((c) => /column 1, row 6: Bishop 4/.test(c)), 'the Bishop has moved at step 1');
  await shot(page, 'maker-output', true);

  // The iframe snippet's address, opened as a page: the same squares.
  const iframe = await page.locator('[data-snippet=iframe]').inputValue();
  const src = /src="([^"]+)"/.exec(iframe)[1].replace(/&amp;/g, '&');
  assert.match(iframe, /width="480" height="480" title="Heuchel &amp; Meuchel: Favours, one victim at a time"/);
  const frame = await site.page({ viewport: { width: 480, height: 480 } });
  await frame.goto(src);
  await frame.waitForFunction(() => document.getElementById('board')?.shadowRoot?.querySelector('.hm-caption')?.textContent === 'Favours, one victim at a time');
  assert.deepEqual(await elementCells(frame, '#board'), shown);

  // The element snippet, read as HTML and put into a page with DOM calls: the same squares.
  await frame.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const made = document.importNode(doc.querySelector('heuchel-meuchel'), true);
    made.id = 'pasted';
    made.addEventListener('ready', () => { made.dataset.painted = 'yes'; });
    document.body.append(made);
  }, snippet);
  await frame.waitForFunction(() => document.getElementById('pasted').dataset.painted === 'yes');
  assert.deepEqual(await elementCells(frame, '#pasted'), shown);
  assert.equal(await frame.evaluate(() => document.getElementById('pasted').currentStep), 1);
  assert.deepEqual(frame.errors, []);
  await frame.close();

  // The picture: an SVG file with the cards of that step, the same cards the command line draws.
  await page.getByLabel('Picture file name').fill('favours-step-1');
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-download=svg]').click()]);
  assert.equal(download.suggestedFilename(), 'favours-step-1.svg');
  const svg = readFileSync(await download.path(), 'utf8');
  assert.match(svg, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg /);
  const command = await page.locator('[data-snippet=command]').inputValue();
  assert.match(command, /^node scripts\/diagram\.mjs 5b_1m_5B4_\S+ --moves 5-6\.1_t3\.1 --step 1 --viewer public --highlight 4:6 --arrows 1:5-1:6 --width 480 --height 480 --title 'Favours, one victim at a time' > favours-step-1\.svg$/);
  const headless = execFileSync('bash', ['-c', command.replace(/ > \S+$/, '')], { encoding: 'utf8', maxBuffer: 1 << 26 });
  assert.deepEqual(cardsDrawn(svg), cardsDrawn(headless));
  // Every card on the board, and the newest of each seat's discards on its chip.
  assert.ok(cardsDrawn(svg).length >= 7, 'every card of the view is drawn');
  const [png] = await Promise.all([page.waitForEvent('download'), page.locator('[data-download=png]').click()]);
  assert.equal(png.suggestedFilename(), 'favours-step-1.png');
  assert.equal(readFileSync(await png.path()).subarray(1, 4).toString('latin1'), 'PNG');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a new deal: placed at once or still to place; the dice variant rolls', async () => {
  const page = await maker();
  await page.locator('select[name=players]').selectOption('4');
  await page.locator('select[name=variant]').selectOption('dice');
  await page.getByLabel('Seed (optional)').fill('7');
  await page.locator('[data-action=deal]').click();
  await page.waitForFunction(() => /position="4d_1r_/.test(document.querySelector('[data-snippet=element]').value));
  // Recording: the engine offers the roll; the die shows what it rolled.
  await page.locator('button[data-mode=play]').click();
  assert.match(await page.locator('.mk-prompt').textContent(), /Seat 1 must roll the die/);
  await page.locator('.mk-play-buttons [data-action=roll]').click();
  await page.locator('.mk-moves [data-move=r]').waitFor();
  assert.match(await page.locator('.mk-moves').textContent(), /Seat 1 rolled \d/);
  // The same seed, the placing left to do: seat 1 places, one card at a time.
  await page.locator('button[data-mode=edit]').click();
  await page.getByLabel('Place the dealt cards at once').uncheck();
  await page.locator('[data-action=deal]').click();
  await page.waitForFunction(() => /position="4d_s1\./.test(document.querySelector('[data-snippet=element]').value));
  assert.equal(await page.locator('.mk-moves [data-move]').count(), 0, 'a new start clears the recording');
  await page.locator('button[data-mode=play]').click();
  assert.match(await page.locator('.mk-prompt').textContent(), /Seat 1 places a card/);
  const place = page.locator('.mk-play-buttons button[data-action^=place-]').first();
  const card = (await place.getAttribute('data-action')).slice('place-'.length);
  await place.click();
  await page.locator(`.mk-moves [data-move=${card}]`).waitFor();
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a diagram named in the address opens for editing', async () => {
  const page = await maker({}, `?position=${FAVOURS}&moves=5-6.1_t3.1&step=2&highlight=4:6&caption=Again`);
  await page.waitForFunction(() => /step="2"/.test(document.querySelector('[data-snippet=element]').value));
  const snippet = await page.locator('[data-snippet=element]').inputValue();
  assert.match(snippet, /moves="5-6\.1_t3\.1"/);
  assert.match(snippet, /highlight="4:6"/);
  assert.match(snippet, /caption="Again"/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on a phone: the board on top, the tools below, a card placed by tapping', async () => {
  const page = await maker({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  await page.locator('[data-action=empty]').tap();
  await problem(page).waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `nothing wider than the phone (${width}px)`);
  const board = await page.locator('.mk-board').boundingBox();
  const tools = await page.locator('.mk-panel-edit').boundingBox();
  assert.ok(board.width >= 340, 'the board takes the width');
  assert.ok(board.y + board.height <= tools.y, 'the tools lie below the board');
  // The board stays in sight while the palette is scrolled to.
  const chosen = page.locator('.mk-palette [data-card=P6]');
  await chosen.scrollIntoViewIfNeeded();
  await chosen.tap();
  const p = await squarePoint(page, 2, 6);
  assert.ok(p.y > 0 && p.y < 844, 'the square is on screen with the palette');
  await page.touchscreen.tap(p.x, p.y);
  await page.waitForFunction(() => /Prince 6/.test(document.querySelector('.mk-stage [role=gridcell][data-column="1"][data-row="6"]').textContent));
  await shot(page, 'maker-phone');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'maker-phone-top');
  await shot(page, 'maker-phone-full', true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** The values (or "back") of the cards an SVG picture draws, sorted: one <use> of a sprite each. */
function cardsDrawn(svg) {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const byId = new Map();
  for (const e of Array.from(doc.getElementsByTagName('*'))) if (e.getAttribute('id')) byId.set(e.getAttribute('id'), e);
  const href = (e) => e.getAttribute('href') || e.getAttribute('xlink:href') || '';
  return Array.from(doc.getElementsByTagName('use')).filter((u) => /^#u/.test(href(u))).map((u) => {
    const text = byId.get(href(u).slice(1)).getElementsByTagName('text')[0];
    return text ? text.textContent : 'back';
  }).sort();
}
