// The page speaks the player's language: a link's ?lang=, else the browser's languages, English
// otherwise; the page, the prompt, the board's accessible labels and <html lang> follow.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

// The words each language must show somewhere once a game is under way (class names from the
// rulebooks' table in rules-reading.md, the table's own words for "column").
const EXPECT = {
  de: { lang: 'de', grid: /Spalte 1, Reihe/, prompt: /Platz 1, du bist am Zug/ },
  nl: { lang: 'nl', grid: /kolom 1, rij/, prompt: /aan de beurt/ },
  fr: { lang: 'fr', grid: /colonne 1, rangée/, prompt: /Joueur 1/ },
};

for (const [lang, want] of Object.entries(EXPECT)) {
  test(`?lang=${lang}: the page, the prompt and the board's labels are in that language`, async () => {
    const page = await site.page({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.url}?lang=${lang}&seats=human,medium,medium,medium&seed=5&delay=0`);
    await page.waitForSelector('.hm-board canvas');
    assert.equal(await page.evaluate(() => document.documentElement.lang), want.lang);
    await page.waitForFunction(() => document.querySelector('[data-action=place]'));
    assert.match(await page.textContent('.hm-prompt'), want.prompt);
    const cell = await page.textContent('.hm-grid [data-column="0"][data-row="1"]');
    assert.match(cell, want.grid);
    assert.doesNotMatch(await page.textContent('.hm-side'), /\b(Your turn|Hint|Rules|What happened)\b/, 'no English left in the panel');
    await page.screenshot({ path: `${SHOTS}/lang-${lang}-phone.png` });
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('the browser\'s language chooses, and English is the rest\'s', async () => {
  for (const [locale, lang, play] of [['fr-FR', 'fr', 'Jouer'], ['de-AT', 'de', 'Spielen'], ['pt-BR', 'en', 'Play']]) {
    const context = await site.browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(site.url);
    await page.waitForSelector('dialog[open]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang, locale);
    assert.equal((await page.textContent('[data-action=start]')).trim(), play, locale);
    await context.close();
  }
});

// --- A game played through the page in each language --------------------------------------------

// Acts on a square as a keyboard player does: the ARIA grid's cell, then Enter.
async function act(page, column, row) {
  await page.focus(`.hm-grid [data-column="${column}"][data-row="${row}"]`);
  await page.keyboard.press('Enter');
}

// Waits until seat 1 (the person) is to act or the game is over; returns the step.
const mine = (page) => page.waitForFunction(() => {
  const game = window.heuchelPage.game;
  if (!game) return null;
  const legal = game.legal();
  return (legal.step === 'over' || legal.player === 0) && !document.querySelector('.hm-root.hm-busy') ? legal.step : null;
}, null, { timeout: 20000 }).then((h) => h.jsonValue());

// The person's move (the whole stack): one after which he may take favours when there is one.
const chooseMove = (page) => page.evaluate(() => {
  const game = window.heuchelPage.game;
  const options = game.legal().moves.flatMap((m) => m.dests.map((to) => ({ from: m.from, to, count: m.maxCount })));
  const favours = options.find((o) => {
    const copy = game.at(game.actionCount());
    try {
      copy.play({ type: 'move', ...o });
      return copy.legal().step === 'favours';
    } finally {
      copy.free();
    }
  });
  return favours || options[0];
});

// What each language says, as its tables word it (checked against the seeds' terms).
const PLAYED = {
  de: { play: 'Spielen', took: /hat \d Karten? aus Spalte \d genommen/, moved: /von Reihe \d+ auf Reihe \d+|Reihe \d+/, grid: /Spalte \d, Reihe \d+/ },
  nl: { play: 'Spelen', took: /nam \d kaart(en)? over uit kolom \d/, moved: /rij \d+/, grid: /kolom \d, rij \d+/ },
  fr: { play: 'Jouer', took: /a pris \d cartes? dans la colonne \d/, moved: /rangée \d+/, grid: /colonne \d, rangée \d+/ },
};
const ENGLISH = /\b(Your turn|your turn|took \d|moved|Hint|Rules|Seat \d|column \d|row \d+|can move|can take|Discards)\b/;

for (const [lang, want] of Object.entries(PLAYED)) {
  test(`${lang}: a game started from the title screen, a move and a favour, all in ${lang}`, async () => {
    const page = await site.page({ viewport: { width: 1280, height: 860 } });
    // No animation: the computers' turns follow at once.
    await page.addInitScript(() => localStorage.setItem('heuchel-meuchel:prefs', JSON.stringify({ motion: 'off' })));
    await page.goto(`${site.url}?lang=${lang}&delay=0`);
    await page.waitForSelector('dialog[open]');
    // Through the title screen: the table's options, a seed for a repeatable deal, Play.
    await page.click('.hm-table-options summary');
    await page.fill('#hm-new-seed', '3');
    assert.equal((await page.textContent('[data-action=start]')).trim(), want.play);
    await page.click('[data-action=start]');
    await page.waitForSelector('[data-action=place]');
    await page.click('[data-action=place]');
    let took = false;
    for (let turn = 0; turn < 30 && !took; turn++) {
      const step = await mine(page);
      if (step === 'over') break;
      if (step === 'favours') {
        const take = await page.evaluate(() => window.heuchelPage.game.legal().takes[0]);
        await act(page, take.column, await page.evaluate(() => window.heuchelPage.game.legal().favourRow));
        await page.waitForSelector('.hm-popover');
        assert.doesNotMatch(await page.textContent('.hm-popover'), ENGLISH, 'the favour question is translated');
        await page.click('.hm-popover [data-count]');
        took = true;
        break;
      }
      if (step === 'extra') {
        await page.click('[data-action=endTurn]');
        continue;
      }
      const move = await chooseMove(page);
      const played = await page.evaluate(() => window.heuchelPage.game.actionCount());
      await act(page, 0, move.from);
      await act(page, 0, move.to);
      await page.waitForFunction((n) => window.heuchelPage.game.actionCount() > n, played);
    }
    assert.ok(took, 'the person took a favour');
    await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('.hm-log-list')?.textContent ?? ''), want.took.source);
    const log = await page.textContent('.hm-log-list');
    assert.doesNotMatch(log, ENGLISH, 'the log is in the language');
    const prompt = await page.textContent('.hm-prompt');
    assert.doesNotMatch(prompt, ENGLISH, 'the prompt is in the language');
    const labels = await page.$$eval('[aria-label]', (all) => all.map((e) => e.getAttribute('aria-label')).join(' | '));
    assert.doesNotMatch(labels, ENGLISH, 'the accessible names are in the language');
    assert.match(await page.textContent('.hm-grid'), want.grid);
    const live = await page.$$eval('[aria-live]', (all) => all.map((e) => e.textContent).join(' '));
    assert.doesNotMatch(live, ENGLISH, 'the announcements are in the language');
    await page.screenshot({ path: `${SHOTS}/lang-${lang}-desktop.png` });
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('the menu switches the language mid-game at once, keeping everything, and remembers it', async () => {
  const context = await site.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${site.url}?seats=human,medium,medium,medium&seed=7&delay=0`);
  await page.waitForSelector('[data-action=place]');
  await page.click('[data-action=place]');
  await mine(page);
  // Cards lifted, then the language changed in the menu.
  const move = await chooseMove(page);
  await act(page, 0, move.from);
  await page.waitForSelector('[data-action=cancel]:not([hidden])');
  const before = await page.evaluate(() => ({ save: window.heuchelPage.game.save(), log: document.querySelectorAll('.hm-log-list li').length }));
  await page.click('[data-action=menu]');
  await page.waitForSelector('.hm-menu-panel:not([hidden])'); // the panel's module comes at the first opening
  await page.selectOption('[data-action=language]', 'de');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  assert.equal(await page.evaluate(() => document.title), 'Heuchel & Meuchel');
  assert.match(await page.textContent('.hm-prompt'), /\b(Du|du)\b/);
  assert.match(await page.textContent('.hm-grid'), /Spalte 1, Reihe/);
  const after = await page.evaluate(() => ({ save: window.heuchelPage.game.save(), log: document.querySelectorAll('.hm-log-list li').length }));
  assert.deepEqual(after, before, 'the same game, the same log');
  assert.ok(await page.isVisible('[data-action=cancel]'), 'the cards are still lifted');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'language', 'the focus stays on the choice');
  assert.doesNotMatch(await page.textContent('.hm-side'), /\b(Your turn|Hint|Rules|What happened|Menu)\b/);
  // The move goes on from there, in German.
  const played = await page.evaluate(() => window.heuchelPage.game.actionCount());
  await act(page, 0, move.to);
  await page.waitForFunction((n) => window.heuchelPage.game.actionCount() > n, played);
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('heuchel-meuchel:prefs')).lang), 'de');
  // Remembered: the reload offers to continue, in German.
  await page.reload();
  await page.waitForSelector('dialog[open] [data-action=continue]');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  assert.equal((await page.textContent('[data-action=continue]')).trim(), 'Weiterspielen');
  // A link's ?lang= still wins over the remembered choice.
  await page.goto(`${site.url}?lang=nl`);
  await page.waitForSelector('dialog[open]');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'nl');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the title screen changes the language, keeping the table as set', async () => {
  const context = await site.browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(site.url);
  await page.waitForSelector('dialog[open]');
  await page.click('.hm-table-options summary');
  await page.selectOption('#hm-new-players', '5');
  await page.selectOption('#hm-new-seat-2', 'hard');
  await page.selectOption('[data-action=language]', 'fr');
  await page.waitForFunction(() => document.documentElement.lang === 'fr' && document.querySelector('dialog[open] [data-action=start]'));
  assert.equal((await page.textContent('[data-action=start]')).trim(), 'Jouer');
  assert.equal(await page.inputValue('#hm-new-players'), '5');
  assert.equal(await page.inputValue('#hm-new-seat-2'), 'hard');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'language');
  assert.match(await page.getAttribute('[data-action=titleRules]', 'href'), /rules\.fr\.html$/);
  await context.close();
});

test('a board on another page speaks its lang option; the embed frame and the maker follow', async () => {
  const page = await site.page();
  const position = '3b_1m_1F2.5B4_3Q1.6B2B6_2M4_-.-.F1F3F4F5F6M1M2M3M5M6Q2Q3_-_0000000000000001';
  await page.goto(`${site.url}embed.html?mode=diagram&position=${position}&moves=5-6.1_t2.2_e&lang=nl`);
  await page.waitForFunction(() => document.documentElement.lang === 'nl');
  const labels = await page.$eval('heuchel-meuchel', (e) => [...e.shadowRoot.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') || b.textContent).join(' | '));
  assert.doesNotMatch(labels, /\b(Next|Previous|First|Last|step)\b/i, `the diagram's buttons are Dutch: ${labels}`);
  assert.equal(await page.$eval('heuchel-meuchel', (e) => e.currentLanguage), 'nl');
  assert.match(await page.$eval('heuchel-meuchel', (e) => e.shadowRoot.querySelector('.hm-grid').textContent), /kolom 1, rij/);
  // Its refusals are in its language too: a mode it does not know, a position it cannot read.
  await page.goto(`${site.url}embed.html?mode=board&lang=fr`);
  await page.waitForFunction(() => /board.{1,3} n’est pas une valeur permise/.test(document.querySelector('heuchel-meuchel').shadowRoot.querySelector('.hm-host').textContent));
  await page.goto(`${site.url}embed.html?mode=diagram&position=4x_garbage&lang=de`);
  await page.waitForFunction(() => /keine Stellung/.test(document.querySelector('heuchel-meuchel').shadowRoot.querySelector('.hm-error')?.textContent));
  page.errors.length = 0; // the frame reports the refusal on the console as a warning, not an error
  // A game on another page: a new lang option speaks the same game in that language.
  await page.goto(`${site.url}embed.html?mode=game&seats=human,medium,medium&seed=4&lang=de`);
  await page.waitForFunction(() => document.querySelector('heuchel-meuchel').game && document.documentElement.lang === 'de');
  const before = await page.$eval('heuchel-meuchel', (e) => e.game.save());
  assert.match(await page.$eval('heuchel-meuchel', (e) => e.shadowRoot.querySelector('.hm-prompt').textContent), /Platz 1/);
  await page.$eval('heuchel-meuchel', (e) => { e.lang = 'fr'; });
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  assert.equal(await page.$eval('heuchel-meuchel', (e) => e.game.save()), before, 'the same game');
  assert.match(await page.$eval('heuchel-meuchel', (e) => e.shadowRoot.querySelector('.hm-prompt').textContent), /Joueur 1/);
  assert.equal(await page.$eval('heuchel-meuchel', (e) => e.shadowRoot.querySelector('.hm-host').lang), 'fr');
  await page.goto(`${site.url}maker.html?lang=fr`);
  await page.waitForFunction(() => document.querySelector('#maker[data-ready]'));
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  assert.equal(await page.textContent('h1'), 'Atelier de diagrammes');
  const snippets = await page.$$eval('.mk-snippets textarea', (all) => all.map((a) => a.value).join('\n'));
  assert.match(snippets, /lang="fr"/, 'the snippets give the diagram the maker\'s language');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('without JavaScript the page says so in the four languages, each linking its rules', async () => {
  const page = await site.page({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  await page.goto(site.url);
  const notes = await page.$$eval('#app .noscript-note p', (ps) => ps.map((p) => {
    const r = p.getBoundingClientRect();
    return { lang: p.lang, text: p.textContent, href: p.querySelector('a')?.getAttribute('href'), top: r.top, height: r.height };
  }));
  assert.deepEqual(notes.map((n) => n.lang), ['en', 'de', 'nl', 'fr']);
  for (const n of notes) {
    assert.match(n.text, /JavaScript/);
    assert.ok(n.height > 0 && n.top < 844, `${n.lang}: the note is seen without scrolling`);
    const res = await page.request.get(new URL(n.href, site.url).href);
    assert.equal(res.status(), 200, `${n.lang}: ${n.href} is served`);
    assert.match(await res.text(), new RegExp(`<html lang="${n.lang}"`), `${n.lang}: the link leads to the rules in that language`);
  }
  await page.screenshot({ path: `${SHOTS}/noscript-phone.png` });
  await page.close();
});

test('the gothic display face and the book face have every letter the four languages use', async () => {
  // Every character of every table and rules page (a glyph a face lacks is drawn from another
  // font: in a gothic heading that is a visible hole in the style).
  const { readFileSync } = await import('node:fs');
  const tables = await Promise.all(['en', 'de', 'nl', 'fr'].flatMap((lang) => ['', '-board', '-maker'].map(async (part) => {
    const module = await import(`../../www/heuchel/i18n/${lang}${part}.js`);
    return Object.values(Object.values(module)[0]).join('');
  })));
  const pages = ['rules.html', 'rules.de.html', 'rules.nl.html', 'rules.fr.html'].map((f) => readFileSync(f, 'utf8').replace(/<[^>]*>/g, ''));
  const letters = [...new Set([...tables.join('') + pages.join('')])].filter((c) => /\p{L}|[«»„“”‘’–—…]/u.test(c)).sort();
  assert.ok(letters.includes('ß') && letters.includes('ç') && letters.includes('ë'), 'the sample has the languages\' letters');
  const page = await site.page();
  await page.goto(`${site.url}?lang=de`);
  await page.waitForSelector('dialog[open]');
  const missing = await page.evaluate(async (letters) => {
    const ctx = document.createElement('canvas').getContext('2d');
    const out = {};
    for (const face of ['UnifrakturMaguntia', 'EB Garamond']) {
      await document.fonts.load(`40px "${face}"`, letters.join(''));
      // A letter the face has is drawn by it whatever follows it in the list; one it lacks falls
      // through to the fallback, and two different fallbacks then measure differently.
      const width = (c, fallback) => {
        ctx.font = `40px "${face}", ${fallback}`;
        return ctx.measureText(c.repeat(8)).width;
      };
      out[face] = letters.filter((c) => width(c, 'monospace') !== width(c, 'serif'));
    }
    return out;
  }, letters);
  assert.deepEqual(missing, { UnifrakturMaguntia: [], 'EB Garamond': [] }, `letters checked: ${letters.join('')}`);
  await page.close();
});

// Elements whose words overflow their box (clipped or spilling over a neighbour), and whether the
// page scrolls sideways.
const overflowing = (page) => page.evaluate(() => {
  const boxes = [...document.querySelectorAll('button, label, summary, h1, h2, h3, p, li, select, a, legend, .hm-seat')]
    // (not the off-screen text for screen readers, which is one pixel wide on purpose)
    .filter((e) => e.offsetParent !== null && !e.closest('.hm-sr-only, .hm-grid') && e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1);
  return { sideways: document.documentElement.scrollWidth > innerWidth, boxes: boxes.map((e) => `${e.tagName}.${e.className}: ${e.textContent.trim().slice(0, 40)}`) };
});

for (const lang of ['de', 'nl', 'fr']) {
  test(`${lang} fits a 360 px phone: title screen, setup, menu, no words clipped`, async () => {
    const page = await site.page({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
    await page.goto(`${site.url}?lang=${lang}&delay=100000`);
    await page.waitForSelector('dialog[open]');
    await page.click('.hm-table-options summary');
    await page.selectOption('#hm-new-seat-1', 'human');
    await page.selectOption('#hm-new-players', '6');
    assert.deepEqual(await overflowing(page), { sideways: false, boxes: [] }, 'the title screen');
    await page.screenshot({ path: `${SHOTS}/lang-${lang}-title-360.png`, fullPage: true });
    await page.selectOption('#hm-new-seat-1', 'medium');
    await page.click('[data-action=start]');
    await page.waitForSelector('[data-action=place]');
    assert.deepEqual(await overflowing(page), { sideways: false, boxes: [] }, 'the setup');
    await page.click('[data-action=menu]');
    await page.waitForSelector('.hm-menu-panel:not([hidden])'); // the panel's module comes at the first opening
    assert.deepEqual(await overflowing(page), { sideways: false, boxes: [] }, 'the menu');
    await page.screenshot({ path: `${SHOTS}/lang-${lang}-menu-360.png` });
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
