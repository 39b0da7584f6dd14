// The online table's words (www/platform/online/, www/platform/i18n/online.js): the same keys and
// placeholders in the four languages, a sentence for every refusal code the server sends
// (crates/server/src/table.rs Refusal), and each game page's table holding them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ONLINE_WORDS, onlineTable } from '../../www/platform/i18n/online.js';
import { invitationOf } from '../../www/platform/online/client.js';

const holes = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('the four languages have the same words, with the same placeholders', () => {
  const keys = Object.keys(ONLINE_WORDS.en).sort();
  for (const lang of ['de', 'nl', 'fr']) {
    assert.deepEqual(Object.keys(ONLINE_WORDS[lang]).sort(), keys, lang);
    for (const key of keys) assert.deepEqual(holes(ONLINE_WORDS[lang][key]), holes(ONLINE_WORDS.en[key]), `${lang} ${key}`);
  }
  assert.equal(onlineTable('de-AT'), ONLINE_WORDS.de);
  assert.equal(onlineTable('xx'), ONLINE_WORDS.en);
});

test('every refusal code of the server is said in words', () => {
  const source = readFileSync(new URL('../../crates/server/src/table.rs', import.meta.url), 'utf8');
  const listed = source.match(/The code: ([^.]*)\./s)[1];
  const codes = [...listed.matchAll(/`(\w+)`/g)].map((m) => m[1]);
  assert.ok(codes.length > 10, `codes read: ${codes}`);
  for (const code of [...codes, 'network']) assert.ok(ONLINE_WORDS.en[`online.code.${code}`], code);
});

test('the game pages\' tables hold the online words', async () => {
  for (const lang of ['de', 'en', 'nl', 'fr']) {
    const table = (await import(`../../www/heller/i18n/${lang}.js`))[lang];
    for (const key of Object.keys(ONLINE_WORDS[lang])) assert.equal(table[key], ONLINE_WORDS[lang][key], `${lang} ${key}`);
  }
});

test('an invitation link names its table and token', () => {
  assert.deepEqual(invitationOf('?table=ab12&token=cd34&lang=fr'), { table: 'ab12', token: 'cd34' });
  assert.equal(invitationOf('?table=ab12'), null);
  assert.equal(invitationOf('?players=3'), null);
});

test('a correspondence pace is said in the largest whole unit, however short the API made it', async () => {
  const { onlineWords, paceWords } = await import('../../www/platform/online/table.js');
  const pace = (secondsPerMove) => ({ kind: 'correspondence', secondsPerMove, onTimeout: 'computer' });
  const en = onlineWords('en');
  assert.match(paceWords(en, pace(1)), /\b1 second\b/);
  assert.match(paceWords(en, pace(45)), /\b45 seconds\b/);
  assert.match(paceWords(en, pace(600)), /\b10 minutes\b/);
  assert.match(paceWords(en, pace(3600)), /\b1 hour\b/);
  assert.match(paceWords(en, pace(3 * 86400)), /\b3 days\b/);
  assert.match(paceWords(onlineWords('fr'), pace(1)), /\b1 seconde\b/);
  assert.doesNotMatch(paceWords(onlineWords('de'), pace(30)), /\b0\b/);
});
