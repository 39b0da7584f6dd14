// The second game's diagram maker (heller-maker.html) in headless Chromium, served from a sub-path
// under a strict Content-Security-Policy: a position built by clicking the market (row 3 with two
// stalls and three tiles), the engine's refusal of an impossible one shown in words, the diagram's
// options, and the snippets: the element snippet pasted into a page draws the same position as
// the maker's preview (read through the diagram's words for each square), the iframe snippet's
// address too, and the picture downloads as SVG and PNG; a tile turned up and not yet placed (a
// field of the position, counted by the palette, drawn face up on the pile, kept in the
// snippets) and, without luck, the round's opening, each refused in words where it cannot be.
// Screenshots at desktop and phone sizes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DOMParser } from '@xmldom/xmldom';
import { open, SHOTS } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

const shot = (page, name, fullPage = false) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });

async function maker(options = {}, query = '') {
  const page = await site.page({ permissions: ['clipboard-read', 'clipboard-write'], ...options });
  const response = await page.goto(`${site.url}heller-maker.html${query}`);
  assert.match(response.headers()['content-security-policy'], /script-src 'self' 'wasm-unsafe-eval'; style-src 'self'/);
  await page.waitForSelector('#maker[data-ready=yes]', { timeout: 20000 });
  return page;
}

/** Clicks square `square` ("c3") on the maker's canvas, where the board draws it. */
async function clickSquare(page, square) {
  const at = await page.evaluate((sq) => {
    const p = window.hellerMaker.pointOf(sq);
    const r = document.querySelector('.hh-maker-board canvas').getBoundingClientRect();
    return { x: r.left + p.x, y: r.top + p.y };
  }, square);
  await page.mouse.click(at.x, at.y);
}

const choose = (page, piece) => page.locator(`.hhm-piece[data-piece="${piece}"]`).first().click();
const snippet = (page, key) => page.locator(`[data-snippet=${key}]`).inputValue();

/** What a <heller-pfennig> diagram says it shows, square by square (its words for screen readers). */
const shownBy = (frame, selector) => frame.evaluate((sel) => document.querySelector(sel).shadowRoot.querySelector('.hh-diagram-text').textContent, selector);

test('a row built by clicks; the engine refuses an impossible one in words; the snippets draw the same position', async () => {
  const page = await maker({ viewport: { width: 1280, height: 800 } }, '?lang=en');
  // An empty market for 3 merchants, then row 3: two stalls and three tiles, by clicks on the board.
  await page.locator('#hhm-players').selectOption('3');
  await page.locator('[data-action=empty]').click();
  await page.waitForFunction(() => window.hellerMaker.setup.market.cells.every((c) => c.kind === 'empty'));
  await choose(page, '0:2');
  await clickSquare(page, 'a3');
  await choose(page, 'B4');
  await clickSquare(page, 'b3');
  await choose(page, 'R2');
  await clickSquare(page, 'c3');
  await choose(page, '1:4');
  await clickSquare(page, 'd3');
  await choose(page, 'M');
  await clickSquare(page, 'e3');
  const cells = await page.evaluate(() => window.hellerMaker.setup.market.cells.slice(12, 18));
  assert.deepEqual(cells, [
    { kind: 'stall', player: 0, stall: 2 }, { kind: 'tile', tile: 'B4' }, { kind: 'tile', tile: 'R2' },
    { kind: 'stall', player: 1, stall: 4 }, { kind: 'tile', tile: 'M' }, { kind: 'empty' },
  ]);
  assert.equal(await page.locator('.mk-verdict').textContent(), 'The engine accepts this position.');
  const good = await page.evaluate(() => window.hellerMaker.position);
  assert.match(good, /^3s_1_1_50\.50\.50_3221\.3320\.3321_-\.-\.-_/);
  assert.match(good, /_------\.------\.a2B4R2b4M-\.------\.------_/, 'row 3 in the notation');
  await page.waitForFunction((p) => document.querySelector('[data-snippet=element]').value.includes(`position="${p}"`), good);

  // Clicking the money bag again takes it away; a second money bag elsewhere is refused in words.
  await clickSquare(page, 'e3');
  assert.equal(await page.evaluate(() => window.hellerMaker.setup.market.cells[16].kind), 'empty');
  await clickSquare(page, 'e3');
  // A third customer 4: the game has two.
  await choose(page, 'B4');
  await clickSquare(page, 'a1');
  await clickSquare(page, 'b1');
  await page.waitForSelector('.mk-problem[data-code="position.tileCount"]');
  assert.equal(await page.locator('.mk-verdict').textContent(), 'The engine refuses this position.');
  assert.equal(await page.locator('.mk-problem').textContent(),
    'This cannot occur: the customer 4 is there 3 times; the game has 2. The preview and the snippets show the last possible position.');
  assert.match(await snippet(page, 'element'), /position="3s_1_1_[^"]*a2B4R2b4M-/, 'the snippets keep the last possible position');
  await shot(page, 'heller-maker-refused');
  // Taken away again: possible once more.
  await clickSquare(page, 'b1');
  await page.waitForFunction(() => document.getElementById('maker').dataset.verdict === 'possible');

  // The diagram's options: a seat's view, row 3 lit, a caption, English.
  await page.locator('#hhm-lane-row-3').check();
  await page.locator('#hhm-caption').fill('Row 3: who pays whom');
  await page.locator('#hhm-lang').selectOption('en');
  const element = await snippet(page, 'element');
  assert.match(element, new RegExp(`^<script type="module" src="${site.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}heller-pfennig\\.js"></script>\\n\\n<heller-pfennig\\n  mode="diagram"\\n  position="3s_1_1_`));
  assert.match(element, /\n {2}highlight="row:3"\n {2}caption="Row 3: who pays whom"\n {2}lang="en">\n<\/heller-pfennig>$/);
  assert.equal(await snippet(page, 'wiki'), '[[File:heller-pfennig-diagram.svg|thumb|Row 3: who pays whom]]');
  assert.match(await snippet(page, 'command'), /^node scripts\/heller-diagram\.mjs 3s_1_1_\S+ --highlight row:3 --lang en --width 720 --height 560 --title 'Row 3: who pays whom' > heller-pfennig-diagram\.svg$/);

  // Copy: the clipboard holds the snippet.
  await page.locator('[data-copy=element]').click();
  await page.waitForFunction(() => document.querySelector('[data-snippet-box=element] .mk-copied').textContent === 'Copied.');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), element);

  // The maker's preview draws it.
  await page.waitForFunction(() => {
    const root = document.getElementById('hhm-preview').shadowRoot;
    return root && root.querySelector('.hm-caption')?.textContent === 'Row 3: who pays whom' && document.getElementById('hhm-preview').dataset.painted === 'yes';
  });
  const shown = await shownBy(page, '#hhm-preview');
  assert.match(shown, /a3[^.;]*II/, 'the preview names the stall on a3');
  await shot(page, 'heller-maker-desktop');
  await shot(page, 'heller-maker-desktop-full', true);

  // The element snippet put into a fresh page of the site (under the same strict CSP): the same squares.
  const frame = await site.page({ viewport: { width: 720, height: 560 } });
  await frame.goto(`${site.url}heller-embed.html?mode=diagram&position=${encodeURIComponent(good)}`);
  await frame.waitForFunction(() => document.getElementById('board')?.shadowRoot?.querySelector('.hh-diagram-text'));
  await frame.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const made = document.importNode(doc.querySelector('heller-pfennig'), true);
    made.id = 'pasted';
    made.addEventListener('ready', () => { made.dataset.painted = 'yes'; });
    document.getElementById('board').remove();
    document.body.append(made);
  }, element.replace(/^<script[^>]*><\/script>\n\n/, ''));
  await frame.waitForFunction(() => document.getElementById('pasted').dataset.painted === 'yes');
  assert.equal(await shownBy(frame, '#pasted'), shown);
  assert.equal(await frame.evaluate(() => document.getElementById('pasted').shadowRoot.querySelector('.hm-caption').textContent), 'Row 3: who pays whom');
  await shot(frame, 'heller-maker-pasted');
  assert.deepEqual(frame.errors, []);
  await frame.close();

  // The iframe snippet's address, opened as a page: the same squares.
  const iframe = await snippet(page, 'iframe');
  assert.match(iframe, /width="720" height="560" title="Auf Heller und Pfennig: Row 3: who pays whom"/);
  const src = /src="([^"]+)"/.exec(iframe)[1].replace(/&amp;/g, '&');
  const framed = await site.page({ viewport: { width: 720, height: 560 } });
  await framed.goto(src);
  await framed.waitForFunction(() => document.getElementById('board')?.shadowRoot?.querySelector('.hm-caption')?.textContent === 'Row 3: who pays whom');
  assert.equal(await shownBy(framed, '#board'), shown);
  await framed.close();

  // The picture: SVG and PNG files.
  await page.locator('#hhm-name').fill('row-3');
  const [svgFile] = await Promise.all([page.waitForEvent('download'), page.locator('[data-download=svg]').click()]);
  assert.equal(svgFile.suggestedFilename(), 'row-3.svg');
  assert.match(readFileSync(await svgFile.path(), 'utf8'), /<svg /);
  const [png] = await Promise.all([page.waitForEvent('download'), page.locator('[data-download=png]').click()]);
  assert.equal(png.suggestedFilename(), 'row-3.png');
  assert.equal(readFileSync(await png.path()).subarray(1, 4).toString('latin1'), 'PNG');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('German first: a real deal played on; the position\'s fields; a phone', async () => {
  const page = await maker({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  assert.equal(await page.locator('h1').textContent(), 'Diagramm-Werkstatt');
  // A deal of 4 merchants, 12 actions played by the engine.
  await page.locator('#hhm-players').selectOption('4');
  await page.locator('#hhm-seed').fill('7');
  await page.locator('#hhm-actions').fill('12');
  await page.locator('[data-action=deal]').click();
  await page.waitForFunction(() => /^4s_1_/.test(window.hellerMaker.position || ''));
  assert.equal(await page.locator('.mk-verdict').textContent(), 'Die Engine nimmt diese Stellung an.');
  const placed = await page.evaluate(() => window.hellerMaker.setup.market.cells.filter((c) => c.kind !== 'empty').length);
  assert.ok(placed >= 10, `the deal's actions placed pieces (${placed})`);
  // A round the standard game does not have: refused in German words.
  await page.locator('#hhm-round').fill('4');
  await page.locator('#hhm-round').dispatchEvent('change');
  await page.waitForSelector('.mk-problem[data-code="position.round"]');
  assert.match(await page.locator('.mk-problem').textContent(), /^So kann es nicht kommen: Runde 4 gibt es in dieser Spielart nicht\./);
  await page.locator('#hhm-round').fill('1');
  await page.locator('#hhm-round').dispatchEvent('change');
  await page.waitForFunction(() => document.getElementById('maker').dataset.verdict === 'possible');
  // A merchant's money and the viewer: the snippet follows.
  await page.locator('[data-money="1"]').fill('61');
  await page.locator('[data-money="1"]').dispatchEvent('change');
  await page.waitForFunction(() => /^4s_1_\d_50\.61\./.test(window.hellerMaker.position));
  await page.locator('#hhm-viewer').selectOption('2');
  await page.waitForFunction(() => document.querySelector('[data-snippet=element]').value.includes('viewer="2"'));
  await shot(page, 'heller-maker-phone');
  await page.locator('.mk-output').scrollIntoViewIfNeeded();
  await shot(page, 'heller-maker-phone-output');
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** The maker's field of the tile turned up, and whether it is shown. */
const turnedField = (page) => page.evaluate(() => {
  const select = document.getElementById('hhm-turned');
  return { shown: !select.closest('.mk-field').hidden, value: select.value };
});

test('a tile turned up and not yet placed: a field of the position, counted, drawn on the pile, kept in the snippets, refused in words where it cannot be', async () => {
  for (const [name, viewport] of [['desktop', { width: 1280, height: 860 }], ['phone', { width: 390, height: 844 }]]) {
    const page = await maker({ viewport }, '?lang=en');
    // A real deal whose last action turned a tile up: the field shows it, the notation holds it.
    await page.locator('#hhm-players').selectOption('3');
    await page.locator('#hhm-seed').fill('1');
    await page.locator('#hhm-actions').fill('24');
    await page.locator('[data-action=deal]').click();
    await page.waitForFunction(() => /^3s_1_\dt[A-Z]\d?_/.test(window.hellerMaker.position || ''));
    const dealt = await page.evaluate(() => window.hellerMaker.setup.turned);
    assert.ok(dealt, 'the deal stopped with a tile turned up');
    assert.deepEqual(await turnedField(page), { shown: true, value: dealt });

    // An empty market: nothing turned up; the field is there (a game with luck, a merchant to act).
    await page.locator('[data-action=empty]').click();
    await page.waitForFunction(() => window.hellerMaker.setup.market.cells.every((c) => c.kind === 'empty'));
    assert.deepEqual(await turnedField(page), { shown: true, value: '' });
    assert.equal(await page.locator('#hhm-choosing').isVisible(), false, 'no round\'s opening to choose with luck');
    await choose(page, 'B4');
    await clickSquare(page, 'c3');
    await page.locator('#hhm-toact').selectOption('1');
    await page.locator('#hhm-turned').selectOption('B4');
    await page.waitForFunction(() => /^3s_1_2tB4_/.test(window.hellerMaker.position || ''));
    assert.equal(await page.locator('.mk-verdict').textContent(), 'The engine accepts this position.');
    assert.equal(await page.locator('.hhm-piece[data-piece=B4] .hhm-count').textContent(), '2/2', 'the palette counts the tile turned up');
    assert.equal(await page.evaluate(() => window.hellerMaker.filled.pool.includes('B4')), false, 'and fillUnused puts no third one in the pool');
    const good = await page.evaluate(() => window.hellerMaker.position);
    await page.waitForFunction((p) => document.querySelector('[data-snippet=element]').value.includes(`position="${p}"`), good);
    assert.match(await snippet(page, 'iframe'), new RegExp(`position=${good.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    assert.match(await snippet(page, 'command'), /^node scripts\/heller-diagram\.mjs 3s_1_2tB4_/);
    // The preview is the element drawing that position: the engine's view of it has the tile turned up.
    await page.waitForFunction((p) => document.getElementById('hhm-preview').getAttribute('position') === p
      && document.getElementById('hhm-preview').dataset.painted === 'yes', good);
    await page.locator('.hh-maker-board').scrollIntoViewIfNeeded();
    await shot(page, `heller-maker-turned-${name}`);
    await page.locator('.mk-panel-edit h3').nth(1).scrollIntoViewIfNeeded();
    await shot(page, `heller-maker-turned-fields-${name}`);
    await page.locator('#hhm-preview').scrollIntoViewIfNeeded();
    await shot(page, `heller-maker-turned-preview-${name}`);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scroll <= viewport.width, `no sideways scrolling (${scroll})`);

    if (name === 'desktop') {
      // The downloads draw it: the SVG differs from the same market with the tile back in the pile.
      const svgOf = async () => {
        const [file] = await Promise.all([page.waitForEvent('download'), page.locator('[data-download=svg]').click()]);
        return readFileSync(await file.path(), 'utf8');
      };
      const [png] = await Promise.all([page.waitForEvent('download'), page.locator('[data-download=png]').click()]);
      assert.equal(readFileSync(await png.path()).subarray(1, 4).toString('latin1'), 'PNG');
      const up = await svgOf();
      await page.locator('#hhm-turned').selectOption('');
      await page.waitForFunction(() => /^3s_1_2_/.test(window.hellerMaker.position || ''));
      const down = await svgOf();
      assert.match(up, /<svg /);
      assert.notEqual(up, down, 'the picture with the tile turned up is not the one without');
      await page.locator('#hhm-turned').selectOption('B4');
      await page.waitForFunction(() => /^3s_1_2tB4_/.test(window.hellerMaker.position || ''));

      // Nobody to act: the field stays while a tile is turned up, and the engine's refusal is worded.
      await page.locator('#hhm-toact').selectOption('over');
      await page.waitForSelector('.mk-problem[data-code="position.turnedOffTurn"]');
      assert.equal(await page.locator('.mk-problem').textContent(),
        'This cannot occur: a tile is turned up, but nobody is on turn to place it. The preview and the snippets show the last possible position.');
      assert.deepEqual(await turnedField(page), { shown: true, value: 'B4' });
      await page.locator('#hhm-turned').selectOption('');
      await page.waitForFunction(() => document.getElementById('hhm-turned').closest('.mk-field').hidden);
      assert.equal(await page.locator('.hhm-piece[data-piece=B4] .hhm-count').textContent(), '1/2');

      // Without luck: no tile is turned up; the round's opening instead, from the merchant to act.
      await page.locator('#hhm-noluck').check();
      await page.locator('[data-action=empty]').click();
      await page.waitForFunction(() => window.hellerMaker.setup.noLuck && window.hellerMaker.setup.market.cells.every((c) => c.kind === 'empty'));
      assert.deepEqual(await turnedField(page), { shown: false, value: '' });
      await page.locator('#hhm-choosing').check();
      await page.locator('#hhm-toact').selectOption('2');
      await page.waitForFunction(() => /^3sn_1_3c_/.test(window.hellerMaker.position || ''));
      assert.equal(await page.locator('.mk-verdict').textContent(), 'The engine accepts this position.');
      await page.waitForFunction(() => document.getElementById('hhm-preview').getAttribute('position')?.startsWith('3sn_1_3c_'));
      await page.locator('#hhm-choosing').scrollIntoViewIfNeeded();
      await shot(page, 'heller-maker-choosing-desktop');
      assert.equal(await page.locator('[data-own="0"] option[value=""]').textContent(), 'none (still to choose)');
      await choose(page, '0:1');
      await clickSquare(page, 'a1');
      await page.waitForSelector('.mk-problem[data-code="position.choosingLate"]');
      assert.match(await page.locator('.mk-problem').textContent(), /^This cannot occur: own tiles are chosen at the start of a round, but the market is not empty\./);
      await clickSquare(page, 'a1');
      await page.locator('[data-own="0"]').selectOption('M');
      await page.waitForSelector('.mk-problem[data-code="position.choosingOrder"]');
      assert.match(await page.locator('.mk-problem').textContent(), /^This cannot occur: Merchant 3 cannot be the next to choose/);
      await page.locator('[data-own="0"]').selectOption('');
      await page.locator('#hhm-choosing').uncheck();
      await page.waitForFunction(() => /^3sn_1_3_/.test(window.hellerMaker.position || ''));
    }
    assert.deepEqual(page.errors, [], name);
    await page.close();
  }
});

test('German: the tile turned up and the round\'s opening in the maker\'s words', async () => {
  const page = await maker({ viewport: { width: 1280, height: 860 } }, '?lang=de');
  assert.equal(await page.locator('label[for=hhm-turned]').textContent(), 'Aufgedecktes Plättchen, noch nicht gelegt');
  assert.equal(await page.locator('#hhm-turned option[value=""]').textContent(), 'keines');
  assert.equal(await page.locator('#hhm-turned option[value=E]').textContent(), 'Böser Blick');
  await page.locator('[data-action=empty]').click();
  await page.locator('#hhm-turned').selectOption('F');
  await page.locator('#hhm-toact').selectOption('over');
  await page.waitForSelector('.mk-problem[data-code="position.turnedOffTurn"]');
  assert.match(await page.locator('.mk-problem').textContent(), /^So kann es nicht kommen: ein Plättchen ist aufgedeckt, aber niemand ist am Zug, es zu legen\./);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a diagram\'s link opens it in the maker with its caption, in the snippets and the preview at once', async () => {
  const first = await maker();
  const position = await first.evaluate(() => window.hellerMaker.position);
  await first.close();
  const page = await maker({}, `?${new URLSearchParams({ position, caption: 'Who pays whom' })}`);
  assert.equal(await page.evaluate(() => window.hellerMaker.position), position);
  assert.equal(await page.locator('#hhm-caption').inputValue(), 'Who pays whom');
  assert.match(await snippet(page, 'element'), /\n {2}caption="Who pays whom"/);
  assert.match(await snippet(page, 'iframe'), /caption=Who(\+|%20)pays(\+|%20)whom/);
  await page.waitForFunction(() => document.getElementById('hhm-preview').shadowRoot?.querySelector('.hm-caption')?.textContent === 'Who pays whom');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a lesson made in the maker: an answer typed, played by the engine before it is kept, the preview the lesson, the snippet too', async () => {
  // The course's fire lesson's position: the pile's top is a fire, d4 the square it fills.
  const position = '2s_1_1_50.50_4311.3320_-.-_FB1B1B2B2B3B3B4B4B5B6R1R2R3R4R5MFE_b1-----.------.------.a3B6B5-R6b4.------_0000000000000007_98c475f0f066a9d5';
  const page = await maker({ viewport: { width: 1280, height: 900 } }, `?lang=en&position=${position}&caption=${encodeURIComponent('Fire parts a row')}`);
  await page.waitForFunction((p) => window.hellerMaker.position === p, position);
  await page.locator('.mk-lesson input[name=lesson]').check();
  await page.locator('.mk-lesson-body').waitFor();
  // An answer the engine cannot play is refused in words, and not kept: there is no square d9.
  await page.locator('.mk-lesson input[name=answer]').fill('t ld9');
  await page.locator('.mk-lesson [data-action=keepAnswer]').click();
  await page.locator('.mk-lesson .mk-answer-problem:not([hidden])').waitFor();
  assert.match(await page.locator('.mk-lesson .mk-answer-problem').textContent(), /^Action 2 \(ld9\) cannot be played there: /);
  assert.equal(await page.locator('.mk-answers li').count(), 0);
  // The right one, by Enter.
  await page.locator('.mk-lesson input[name=answer]').fill('t ld4');
  await page.locator('.mk-lesson input[name=answer]').press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('.mk-answers li').length === 1);
  assert.equal(await page.locator('.mk-lesson .mk-answer-problem').isHidden(), true);
  assert.deepEqual(await page.locator('.mk-answers code').allTextContents(), ['t ld4']);
  await page.locator('.mk-lesson textarea[name=goal]').fill('Lay the fire where it parts row 4.');
  await page.locator('.mk-lesson textarea[name=success]').fill('Your stall scores on its side of the fire.');
  await page.locator('.mk-lesson select[name=rule]').selectOption('scoring');
  await page.waitForFunction(() => /rule="scoring"/.test(document.querySelector('[data-snippet=element]').value));
  const element = await snippet(page, 'element');
  for (const part of ['mode="lesson"', `position="${position}"`, 'answers="t ld4"', 'goal="Lay the fire where it parts row 4."', 'success="Your stall scores on its side of the fire."', 'caption="Fire parts a row"', 'lang="en"']) {
    assert.ok(element.includes(part), `the snippet has ${part}`);
  }
  // The preview is the lesson: the answer played there is done.
  await page.waitForFunction(() => document.getElementById('hhm-preview').shadowRoot?.querySelector('.hm-lesson-goal') && document.getElementById('hhm-preview').game);
  await page.locator('.mk-lesson').scrollIntoViewIfNeeded();
  await shot(page, 'heller-maker-lesson');
  await page.evaluate(() => ['t', 'ld4'].map((a) => document.getElementById('hhm-preview').attempt(a)));
  await page.waitForFunction(() => document.getElementById('hhm-preview').shadowRoot.querySelector('.hm-lesson-feedback')?.dataset.kind === 'done');
  assert.match(await page.evaluate(() => document.getElementById('hhm-preview').shadowRoot.querySelector('.hm-lesson-feedback').textContent), /Your stall scores on its side of the fire\./);

  // The frame snippet's page: the same lesson.
  const iframe = await snippet(page, 'iframe');
  const src = /src="([^"]+)"/.exec(iframe)[1].replace(/&amp;/g, '&');
  assert.match(src, /heller-embed\.html\?mode=lesson&position=/);
  const frame = await site.page({ viewport: { width: 600, height: 700 } });
  await frame.goto(src);
  await frame.waitForFunction(() => document.querySelector('heller-pfennig')?.shadowRoot?.querySelector('.hm-lesson-goal') && document.querySelector('heller-pfennig').game);
  assert.match(await frame.evaluate(() => document.querySelector('heller-pfennig').shadowRoot.querySelector('.hm-lesson-goal').textContent), /^Lay the fire where it parts row 4\./);
  const reasons = await frame.evaluate(() => document.querySelector('heller-pfennig').attempt('t'));
  assert.deepEqual(reasons, []);
  assert.deepEqual(await frame.evaluate(() => document.querySelector('heller-pfennig').attempt('ld4')), []);
  assert.equal(await frame.evaluate(() => document.querySelector('heller-pfennig').shadowRoot.querySelector('.hm-lesson-feedback').dataset.kind), 'done');
  assert.deepEqual(frame.errors, []);
  await frame.close();
  assert.deepEqual(page.errors, []);
  await page.close();
});
