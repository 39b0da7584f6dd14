// The start page's language (www/platform/pages/start.js): chosen as the game pages choose theirs (a
// link's ?lang=, the earlier choice, the browser's languages), among the two it exists in.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { START_PAGES, startLanguage, startPageFor } from '../../www/platform/pages/start.js';

test('the English page follows the browser\'s languages, as the game pages do', () => {
  assert.equal(startLanguage('en', { browser: ['de-DE', 'en'] }), 'de');
  assert.equal(startLanguage('en', { browser: ['en-GB', 'de'] }), 'en');
  // The start page has no Dutch or French: the next language it has, else English.
  assert.equal(startLanguage('en', { browser: ['nl-NL', 'de'] }), 'de');
  assert.equal(startLanguage('en', { browser: ['fr-FR', 'nl'] }), 'en');
  assert.equal(startLanguage('en', {}), 'en');
});

test('a link\'s ?lang= wins over the earlier choice, and the earlier choice over the browser', () => {
  assert.equal(startLanguage('en', { asked: 'en', stored: 'de', browser: ['de'] }), 'en');
  assert.equal(startLanguage('en', { asked: 'de-AT', browser: ['en'] }), 'de');
  assert.equal(startLanguage('en', { stored: 'en', browser: ['de-DE'] }), 'en');
  assert.equal(startLanguage('en', { stored: 'de', browser: ['en-US'] }), 'de');
  // A choice the start page cannot show (the first game's Dutch) leaves it to the browser.
  assert.equal(startLanguage('en', { stored: 'nl', browser: ['de'] }), 'de');
  // A ?lang= it cannot show either.
  assert.equal(startLanguage('en', { asked: 'fr', browser: ['de'] }), 'de');
});

test('the German page is German by its address: only a link\'s ?lang= moves it', () => {
  assert.equal(startLanguage('de', { browser: ['en-US'] }), 'de');
  assert.equal(startLanguage('de', { stored: 'en', browser: ['en'] }), 'de');
  assert.equal(startLanguage('de', { asked: 'en', browser: ['de'] }), 'en');
});

test('the other page is found beside this one, its query and fragment kept', () => {
  assert.equal(startPageFor('https://example.org/site/games.html', 'en'), null);
  assert.equal(startPageFor('https://example.org/site/games.html', 'de'), 'https://example.org/site/games.de.html');
  assert.equal(startPageFor('https://example.org/site/games.html?lang=de#auf-heller-und-pfennig', 'de'),
    'https://example.org/site/games.de.html?lang=de#auf-heller-und-pfennig');
  assert.equal(startPageFor('https://example.org/site/games.de.html?lang=en', 'en'), 'https://example.org/site/games.html?lang=en');
  assert.equal(startPageFor('https://example.org/site/games.de.html', 'de'), null);
  // The folder's own address (a host serving games.html as its index) is the English page.
  assert.equal(startPageFor('https://example.org/site/', 'en'), null);
  assert.equal(startPageFor('https://example.org/site/', 'de'), 'https://example.org/site/games.de.html');
});

test('both start pages load the chooser as a module, and are what START_PAGES names', () => {
  for (const [lang, page] of Object.entries(START_PAGES)) {
    const html = readFileSync(page, 'utf8');
    assert.match(html, new RegExp(`<html lang="${lang}">`));
    assert.match(html, /<script type="module" src="www\/platform\/pages\/start\.js"><\/script>/);
  }
});
