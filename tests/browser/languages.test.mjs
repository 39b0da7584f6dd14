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
  de: { lang: 'de', grid: /Spalte 1, Reihe/, prompt: /Platz 1, du bist dran/ },
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
