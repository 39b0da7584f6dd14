import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseLanguage, LANGUAGES, supported } from '../../www/platform/i18n/languages.js';

test('the language: the asked one, then the remembered one, then the browser\'s, then English', () => {
  assert.equal(chooseLanguage({ asked: 'fr', stored: 'de', browser: ['nl-NL'] }), 'fr');
  assert.equal(chooseLanguage({ asked: null, stored: 'de', browser: ['nl-NL'] }), 'de');
  assert.equal(chooseLanguage({ browser: ['pt-BR', 'nl-BE', 'de'] }), 'nl', 'the first the game speaks');
  assert.equal(chooseLanguage({ asked: 'xx', stored: 'it', browser: ['es'] }), 'en');
  assert.equal(chooseLanguage(), 'en');
  assert.equal(chooseLanguage({ asked: 'DE-at' }), 'de', 'a region or capitals do not matter');
});

test('supported() knows the four languages only', () => {
  assert.deepEqual(Object.keys(LANGUAGES), ['en', 'de', 'nl', 'fr']);
  assert.equal(supported('fr-CA'), 'fr');
  assert.equal(supported(''), null);
  assert.equal(supported(undefined), null);
  assert.equal(supported('constructor'), null);
});
