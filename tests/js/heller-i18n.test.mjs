// Auf Heller und Pfennig's words: the four tables (German, English, Dutch, French) have every key
// with the same placeholders, plurals as createT reads them, and the terms of the glossary in
// crates/heller/RULES.md ("Terms in four languages") for the tiles and the pieces a turn names;
// the element's and the maker's words likewise; the languages offered are those with a table and
// a rules page; and the scoring ledger words Knizia's arithmetic from the engine's events exactly
// as they stand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { de } from '../../www/heller/i18n/de.js';
import { en } from '../../www/heller/i18n/en.js';
import { nl } from '../../www/heller/i18n/nl.js';
import { fr } from '../../www/heller/i18n/fr.js';
import { chooseHellerLanguage, hellerTable, LANGUAGES, rulesPage } from '../../www/heller/i18n/languages.js';
import { ELEMENT_WORDS, withElementWords } from '../../www/heller/component/words.js';
import { MAKER_WORDS } from '../../www/heller/maker/words.js';
import { RECORD_KEYS } from '../../www/platform/ui/record.js';
import { createT } from '../../www/platform/ui/i18n.js';
import {
  actionText, describeLaneScore, describePayments, logLines, movableOf, signed, tileName,
} from '../../www/heller/game/words.js';

const placeholders = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');
const TABLES = { de, en, nl, fr };
const LANGS = Object.keys(TABLES);

test('every table has every key of the German one, with the same placeholders, and no other', () => {
  for (const lang of LANGS) {
    assert.deepEqual(Object.keys(TABLES[lang]).sort(), Object.keys(de).sort(), lang);
    for (const key of Object.keys(de)) {
      assert.equal(typeof TABLES[lang][key], 'string', `${lang} ${key}`);
      assert.equal(placeholders(TABLES[lang][key]), placeholders(de[key]), `${lang} ${key}`);
      assert.ok(TABLES[lang][key].trim() || de[key] === '', `${lang} ${key} is not empty`);
    }
  }
});

test('plurals: each language has the forms its plural rules choose, as createT looks them up', () => {
  const counted = [...new Set(Object.keys(de).filter((k) => /_(one|other)$/.test(k)).map((k) => k.replace(/_(one|other)$/, '')))];
  assert.ok(counted.length >= 3, 'the tables count tiles and strokes');
  for (const lang of LANGS) {
    const rules = new Intl.PluralRules(lang);
    const t = createT(TABLES[lang], null, lang);
    for (const key of counted) {
      for (const n of [0, 1, 2, 5, 21]) {
        const form = rules.select(n);
        assert.ok(`${key}_${form}` in TABLES[lang] || `${key}_other` in TABLES[lang], `${lang} ${key} for ${n}`);
        assert.doesNotMatch(t(key, { count: n, name: 'A', sum: '+1', amount: '+1' }), /\{count\}|^side\.|^board\.|^score\./, `${lang} ${key} ${n}`);
      }
    }
  }
  // French counts 0 and 1 in the singular, Dutch only 1.
  assert.equal(createT(fr, null, 'fr')('board.tiles', { count: 0 }), '0 tuile');
  assert.equal(createT(nl, null, 'nl')('board.tiles', { count: 0 }), '0 tegels');
  assert.equal(createT(nl, null, 'nl')('side.pool', { count: 1 }), 'Stapel: 1 tegel');
});

test('lists through Intl: the stalls left and the winners in each language\'s own way', () => {
  const stalls = (lang) => createT(TABLES[lang], null, lang)('side.stalls', { list: createT(TABLES[lang], null, lang).list(['I ×2', 'II', 'IIII']) });
  const unit = (lang) => new Intl.ListFormat(lang, { style: 'long', type: 'unit' }).format(['I ×2', 'II', 'IIII']);
  assert.equal(stalls('nl'), `Kramen: ${unit('nl')}`);
  assert.equal(stalls('fr'), `Étals\u00a0: ${unit('fr')}`);
  const winners = (lang) => {
    const t = createT(TABLES[lang], null, lang);
    return t('over.winners', { names: t.list(['Anna', 'Bram', 'Cas'], 'conjunction'), money: 61 });
  };
  assert.equal(winners('nl'), 'Anna, Bram en Cas winnen samen, met elk 61 heller.');
  assert.equal(winners('fr'), 'Anna, Bram et Cas gagnent ensemble, avec 61 heller chacun.');
});

/** The glossary of crates/heller/RULES.md: { English term: { de, en, nl, fr } }. */
function glossary() {
  const md = readFileSync(new URL('../../crates/heller/RULES.md', import.meta.url), 'utf8');
  const section = md.split(/^## /m).find((part) => part.startsWith('Terms in four languages'));
  assert.ok(section, 'RULES.md has a section "Terms in four languages"');
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  const cells = (line) => line.split('|').slice(1, -1).map((cell) => cell.trim());
  assert.deepEqual(cells(lines[0]), ['German', 'English', 'Dutch', 'French']);
  return Object.fromEntries(lines.slice(2).map(cells).map(([g, e, n, f]) => [e, { de: g, en: e, nl: n, fr: f }]));
}
const TERMS = glossary();
/** A text as the glossary writes it: plain spaces, straight apostrophes, lower case. */
const plain = (text) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/’/g, '\'').toLowerCase().normalize('NFC');

test('the tiles are named by the glossary\'s terms in every language', () => {
  const names = { 'tile.B': 'customer', 'tile.R': 'rogue', 'tile.M': 'money bag', 'tile.F': 'fire', 'tile.E': 'evil eye' };
  for (const lang of LANGS) {
    for (const [key, term] of Object.entries(names)) {
      assert.ok(TERMS[term], `the glossary has "${term}"`);
      assert.ok(plain(TABLES[lang][key]).includes(plain(TERMS[term][lang])), `${lang} ${key} "${TABLES[lang][key]}" says "${TERMS[term][lang]}"`);
    }
  }
});

test('the pieces and steps of a turn in the glossary\'s words: stall, pile, own tile, display, turn up', () => {
  for (const lang of LANGS) {
    const text = plain(Object.values(TABLES[lang]).join('\n'));
    for (const term of ['stall', 'pile', 'own tile', 'display', 'turn up', 'merchant', 'tile', 'round', 'row', 'column', 'square', 'bank']) {
      assert.ok(TERMS[term], `the glossary has "${term}"`);
      assert.ok(text.includes(plain(TERMS[term][lang])), `${lang}: the table says "${TERMS[term][lang]}" (${term})`);
    }
    // Where a turn names the pile and turning up, it says so in those words.
    assert.ok(plain(TABLES[lang]['source.pool']).includes(plain(TERMS.pile[lang])), `${lang} source.pool names the pile`);
    assert.ok(plain(TABLES[lang]['source.pool']).includes(plain(TERMS['turn up'][lang])), `${lang} source.pool says turn up`);
    assert.ok(plain(TABLES[lang]['turn.choose']).includes(plain(TERMS.display[lang])), `${lang} turn.choose names the display`);
    assert.ok(plain(TABLES[lang]['side.ownTile']).includes(plain(TERMS['own tile'][lang])), `${lang} side.ownTile names the own tile`);
  }
  // One word per idea: the Dutch and French tables never call the pile or the tile otherwise.
  assert.doesNotMatch(Object.values(nl).join('\n'), /\b(trekstapel|fiche|steen|plaatje)\b/i);
  assert.doesNotMatch(Object.values(fr).join('\n'), /\b(jeton|tas|plaquette|pile)\b/i);
});

test('Dutch says je and French vous, as the first game\'s tables; French spaces before its colons', () => {
  assert.doesNotMatch(Object.values(nl).join('\n'), /\b(u|uw)\b/, 'no u in Dutch');
  assert.doesNotMatch(Object.values(fr).join('\n'), /\b(tu|ton|ta|tes)\b/, 'no tu in French');
  for (const [key, text] of Object.entries(fr)) {
    assert.doesNotMatch(text.replace(/[a-z]+:[a-z0-9]/g, ''), /[^\u00a0]:|[^\u202f][;?!]/, `fr ${key}: a no-break space before : ; ? !`);
  }
});

test('the record\'s words are the first game\'s in each language', () => {
  for (const lang of ['nl', 'fr']) {
    for (const key of RECORD_KEYS) assert.ok(TABLES[lang][key], `${lang} ${key}`);
  }
  assert.notEqual(nl['over.copyRecord'], en['over.copyRecord']);
});

test('the languages offered: each with its table, its rules page and its element\'s and maker\'s words', async () => {
  assert.deepEqual(Object.keys(LANGUAGES), ['de', 'en', 'nl', 'fr']);
  assert.deepEqual(Object.values(LANGUAGES), ['Deutsch', 'English', 'Nederlands', 'Français']);
  for (const lang of LANGS) {
    assert.equal(await hellerTable(lang), TABLES[lang], `${lang}: its table`);
    const page = new URL(rulesPage(lang));
    assert.ok(existsSync(new URL(`../../${page.pathname.split('/').pop()}`, import.meta.url)), `${lang}: ${page.pathname}`);
    assert.ok(ELEMENT_WORDS[lang], `${lang}: the element's words`);
    assert.ok(MAKER_WORDS[lang], `${lang}: the maker's words`);
  }
  assert.match(rulesPage('nl'), /heller-rules\.nl\.html$/);
  assert.match(rulesPage('fr'), /heller-rules\.fr\.html$/);
  assert.match(rulesPage('pt'), /heller-rules\.html$/, 'German for a language the game does not speak');
  assert.equal(await hellerTable('pt'), de);
  assert.equal(chooseHellerLanguage([null, 'nl-BE', 'en']), 'nl');
  assert.equal(chooseHellerLanguage(['fr-CA']), 'fr');
  assert.equal(chooseHellerLanguage(['pt-BR', 'es']), 'de');
});

test('the element\'s and the maker\'s words: every language has the German keys and placeholders, the step words the first game\'s', async () => {
  for (const words of [ELEMENT_WORDS, MAKER_WORDS]) {
    for (const lang of LANGS) {
      assert.deepEqual(Object.keys(words[lang]).sort(), Object.keys(words.de).sort(), lang);
      for (const key of Object.keys(words.de)) assert.equal(placeholders(words[lang][key]), placeholders(words.de[key]), `${lang} ${key}`);
    }
  }
  const boards = {
    nl: (await import('../../www/heuchel/i18n/nl-board.js')).nlBoard,
    fr: (await import('../../www/heuchel/i18n/fr-board.js')).frBoard,
  };
  for (const [lang, board] of Object.entries(boards)) {
    for (const key of ['diagram.first', 'diagram.next', 'diagram.stepOf', 'diagram.downloadSvg']) assert.equal(ELEMENT_WORDS[lang][key], board[key], `${lang} ${key}`);
    const t = createT(withElementWords(TABLES[lang], lang), null, lang);
    assert.equal(t('diagram.stepOf', { step: 2, count: 9 }), board['diagram.stepOf'].replace('{step}', '2').replace('{count}', '9'));
  }
  // The maker's tiles and pieces in the glossary's words too.
  assert.match(plain(Object.values(MAKER_WORDS.nl).join('\n')), /omgedraaide tegel.*\n[^]*uitstalling/);
  assert.match(plain(MAKER_WORDS.fr['maker.setup.turned']), /tuile retournée/);
  assert.match(plain(MAKER_WORDS.fr['maker.setup.choosingHelp']), /tuile personnelle.*étalage/);
});

// As the engine's boardFacts() gives them (the tile codes and kinds of crates/heller/src/tile.rs).
const facts = {
  rowNames: ['1', '2', '3', '4', '5'],
  columnNames: ['a', 'b', 'c', 'd', 'e', 'f'],
  tiles: [
    ...[1, 2, 3, 4, 5, 6].map((value) => ({ code: `B${value}`, kind: 'customer', value })),
    ...[1, 2, 3, 4, 5, 6].map((value) => ({ code: `R${value}`, kind: 'rogue', value })),
    { code: 'M', kind: 'moneyBag' }, { code: 'F', kind: 'fire' }, { code: 'E', kind: 'evilEye' },
  ],
};

test('tiles are named by kind and value', () => {
  const t = createT(de, null, 'de');
  assert.equal(tileName(t, facts, 'B4'), 'Kunde 4');
  assert.equal(tileName(t, facts, 'R6'), 'Gauner 6');
  assert.equal(tileName(t, facts, 'E'), 'Böser Blick');
  assert.equal(signed(t, -6), '−6');
  assert.equal(signed(t, 12), '+12');
});

test('a scoring is worded term by term, with the money bag and the payments', () => {
  const t = createT(de, null, 'de');
  const score = {
    lane: { column: 3 },
    parts: [{
      squares: ['d1', 'd2'], black: 5, red: -2, evilEye: false, moneyBag: true, sum: 3,
      players: [{ player: 1, strokes: 2, amount: 12 }],
    }, {
      squares: ['d4', 'd5'], black: 4, red: -3, evilEye: true, moneyBag: false, sum: -3,
      players: [{ player: 0, strokes: 1, amount: -3 }],
    }],
  };
  const d = describeLaneScore(t, facts, ['', 'Anna'], score);
  assert.equal(d.title, 'Spalte d ist voll und wird abgerechnet.');
  assert.equal(d.parts[0].where, 'Teil d1–d2');
  assert.deepEqual(d.parts[0].terms, ['Kunden +5, Gauner −2', 'Geldsack: alles doppelt']);
  assert.equal(d.parts[0].sum, 'Summe +3');
  assert.deepEqual(d.parts[0].players, ['Anna: 2 Striche × +3 × 2 = +12']);
  assert.equal(d.parts[1].terms[0], 'Böser Blick: nur die Gauner zählen');
  assert.deepEqual(d.parts[1].players, ['Händler 1: 1 Strich × −3 = −3']);
  assert.deepEqual(describePayments(t, ['', 'Anna'], [
    { player: 0, due: -3, paid: -3 }, { player: 1, due: 12, paid: 12 },
  ]), ['Händler 1 zahlt 3 Heller an die Bank.', 'Anna bekommt 12 Heller von der Bank.']);
  assert.match(describePayments(t, [], [{ player: 2, due: -9, paid: -4 }])[0], /schuldet 9 Heller, hat aber nur 4/);
});

test('log lines name the placement and the round', () => {
  const t = createT(en, null, 'en');
  const lines = logLines(t, facts, ['Bea'], { player: 0, action: { type: 'own', square: 'c3' }, events: [
    { event: 'ownTilePlaced', player: 0, tile: 'M', square: 'c3' },
    { event: 'roundEnded', round: 1, returned: [], removed: [] },
    { event: 'roundStarted', round: 2, player: 1 },
  ] });
  assert.deepEqual(lines, ['Bea places their own tile, money bag, on c3.', 'Round 1 is over: the market is cleared.', 'Round 2 begins; Merchant 2 starts.']);
});

test('legal actions are grouped by source for the board, and placements become action texts', () => {
  const { movable, pass } = movableOf([
    { type: 'stall', stall: 2, square: 'a1' }, { type: 'stall', stall: 2, square: 'b1' },
    { type: 'own', square: 'b1' }, { type: 'pick', tile: 'R4', square: 'a1' }, { type: 'turnUp' },
  ]);
  assert.equal(pass, false);
  // The pile is acted on at once (turned up), and its tile is then the piece to place.
  assert.deepEqual(movable, [
    { source: 'stall:2', squares: ['a1', 'b1'] }, { source: 'own', squares: ['b1'] }, { source: 'pick:R4', squares: ['a1'] },
    { source: 'pool', act: 't', then: 'turned' },
  ]);
  // A tile turned up must be placed: it is held. Without luck each tray tile may be chosen as one's own.
  assert.deepEqual(movableOf([{ type: 'placeTurned', square: 'a1' }, { type: 'placeTurned', square: 'c4' }]).movable,
    [{ source: 'turned', squares: ['a1', 'c4'], held: true }]);
  assert.deepEqual(movableOf([{ type: 'choose', tile: 'M' }, { type: 'choose', tile: 'B1' }]).movable,
    [{ source: 'pick:M', act: 'cM' }, { source: 'pick:B1', act: 'cB1' }]);
  assert.equal(movableOf([{ type: 'pass' }]).pass, true);
  assert.equal(actionText('stall:3', 'c2'), 's3c2');
  assert.equal(actionText('turned', 'c2'), 'lc2');
  assert.equal(actionText('own', 'c2'), 'oc2');
  assert.equal(actionText('pick:R4', 'c2'), 'pR4c2');
  assert.throws(() => actionText('pool', 'c2'), 'the pile is turned up, not placed');
  assert.throws(() => actionText('hand', 'c2'));
});
