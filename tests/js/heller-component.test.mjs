// <heller-pfennig>'s options (www/heller/component/options.js) read as a wiki editor writes them,
// checked against the engine's board facts; every refusal worded in German and English
// (www/heller/component/words.js); the element bundled into one file beside its engine
// (scripts/bundle-page.mjs), and its frame page (heller-embed.html) whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ALL, OPTION_NAMES, optionsFromQuery, parseControls, parseDelay, parseHighlight, parseMode, parseNoLuck, parsePlayers, parseSeats, parseSeed,
  parseStep, parseVariant, parseViewer,
} from '../../www/heller/component/options.js';
import { ELEMENT_WORDS, refusalDetail, withElementWords, wordRefusal } from '../../www/heller/component/words.js';
import { createT } from '../../www/platform/ui/i18n.js';
import { de } from '../../www/heller/i18n/de.js';
import { en } from '../../www/heller/i18n/en.js';

// The engine's boardFacts(), as the board's fixtures keep them (www/heller/fixtures/facts.json).
const facts = JSON.parse(readFileSync('www/heller/fixtures/facts.json', 'utf8'));

/** The error `f` throws. */
function thrown(f) {
  try {
    f();
  } catch (e) {
    return e;
  }
  return assert.fail('expected a refusal');
}

test('the options read what an editor writes', () => {
  assert.equal(parseMode(''), 'game');
  assert.equal(parseMode(' Diagram '), 'diagram');
  assert.equal(parsePlayers('', facts), undefined);
  assert.equal(parsePlayers('4', facts), 4);
  assert.equal(parseVariant('', facts), 'standard');
  assert.equal(parseVariant('openended', facts), 'openEnded');
  assert.equal(parseNoLuck(undefined), false);
  assert.equal(parseNoLuck(''), true, 'a bare attribute says yes');
  assert.equal(parseNoLuck('yes'), true);
  assert.equal(parseNoLuck('no'), false);
  assert.equal(parseSeed(''), undefined);
  assert.equal(parseSeed('18446744073709551615'), '18446744073709551615', 'a seed as large as the engine takes stays exact');
  assert.deepEqual(parseSeats('Human, hard medium', facts), ['human', 'hard', 'medium']);
  assert.equal(parseDelay('0'), 0);
  assert.equal(parseDelay(''), undefined);
  assert.equal(parseViewer('', 3, facts), facts.spectator, 'a spectator by default');
  assert.equal(parseViewer('public', 3, facts), facts.spectator);
  assert.equal(parseViewer('2', 3, facts), 1);
  assert.equal(parseViewer('All', 3, facts), ALL, 'every own tile: a replay\'s view');
  assert.equal(parseViewer('', 3, facts, ALL), ALL, 'a replay shows every own tile unless told');
  assert.equal(parseViewer('spectator', 3, facts, ALL), facts.spectator);
  assert.equal(parseMode('replay'), 'replay');
  assert.deepEqual(parseControls('', 'diagram'), [], 'a diagram is a picture, without buttons unless asked');
  assert.deepEqual(parseControls('', 'replay'), ['step', 'play']);
  assert.deepEqual(parseControls('download step', 'diagram'), ['step', 'download'], 'in the first game\'s order');
  assert.deepEqual(parseControls('none', 'replay'), []);
  assert.equal(parseStep('', 14, 14), 14);
  assert.equal(parseStep('99', 14, 14), 14);
  assert.deepEqual(optionsFromQuery('?mode=diagram&highlight=row:3&nothing=1'), { mode: 'diagram', highlight: 'row:3' });
  assert.ok(OPTION_NAMES.includes('save') && OPTION_NAMES.includes('noluck') && OPTION_NAMES.includes('controls'));
});

test('a lane to light is a row by its name or a column by its letter, with all its squares', () => {
  const lanes = parseHighlight('row:3, column:D;col:a', facts);
  assert.deepEqual(lanes.map((l) => l.lane), [{ row: 2 }, { column: 3 }, { column: 0 }]);
  assert.deepEqual(lanes[0].parts, [{ squares: ['a3', 'b3', 'c3', 'd3', 'e3', 'f3'] }]);
  assert.deepEqual(lanes[1].parts, [{ squares: ['d1', 'd2', 'd3', 'd4', 'd5'] }]);
  assert.deepEqual(parseHighlight('', facts), []);
});

// Every refusal the options can make, each with its code.
const REFUSALS = {
  'option.mode': () => parseMode('film'),
  'option.controls': () => parseControls('step rewind', 'replay'),
  'option.players': () => parsePlayers('5', facts),
  'option.variant': () => parseVariant('dice', facts),
  'option.noluck': () => parseNoLuck('maybe'),
  'option.seed': () => parseSeed('-3'),
  'option.seats': () => parseSeats('human,expert', facts),
  'option.seatCount': () => parseSeats('easy,easy,easy,easy,easy', facts),
  'option.delay': () => parseDelay('soon'),
  'option.viewer': () => parseViewer('4', 3, facts),
  'option.step': () => parseStep('two', 14, 14),
  'option.lane': () => parseHighlight('diagonal:1', facts),
  'option.laneRow': () => parseHighlight('row:6', facts),
  'option.laneColumn': () => parseHighlight('column:g', facts),
};

test('every refusal of an option has its code and is worded in German and in English from its arguments', () => {
  for (const [code, f] of Object.entries(REFUSALS)) {
    const e = thrown(f);
    assert.equal(e.code, code);
    for (const [lang, table] of Object.entries({ de, en })) {
      const t = createT(withElementWords(table, lang), null, lang);
      const text = wordRefusal(t, e);
      assert.notEqual(text, `error.${code}`, `${lang}: ${code} has a text`);
      assert.doesNotMatch(text, /\{\w+\}/, `${lang}: ${code} fills every placeholder: ${text}`);
    }
  }
  const t = createT(de, null, 'de');
  assert.equal(wordRefusal(t, thrown(REFUSALS['option.laneRow'])), 'Reihe „6“ gibt es auf dem Markt nicht (1–5)');
  assert.equal(wordRefusal(createT(en, null, 'en'), thrown(REFUSALS['option.viewer'])), '"4" is not a viewer; write spectator or a seat from 1 to 3');
});

test('the element\'s own words (a replay, the buttons) are in both languages with the same placeholders', () => {
  const placeholders = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');
  assert.deepEqual(Object.keys(ELEMENT_WORDS.en).sort(), Object.keys(ELEMENT_WORDS.de).sort());
  for (const key of Object.keys(ELEMENT_WORDS.de)) assert.equal(placeholders(ELEMENT_WORDS.en[key]), placeholders(ELEMENT_WORDS.de[key]), key);
  const t = createT(withElementWords(de, 'de'), null, 'de');
  assert.equal(t('diagram.stepOf', { step: 3, count: 90 }), 'Schritt 3 von 90', 'the first game\'s diagrams\' words');
  assert.equal(t('app.title'), 'Auf Heller und Pfennig', 'the game\'s own words stay');
  assert.equal(wordRefusal(t, thrown(REFUSALS['option.controls'])), '„rewind“ ist keine Schaltfläche; möglich sind step, play, download, open, next, none');
});

test('the engine\'s refusals are worded by their kind, with the engine\'s reason; others keep their message', () => {
  const engineError = Object.assign(new Error('notation: a position has 10 fields separated by _'), { code: 'notation.position', args: { text: 'x' } });
  const t = createT(en, null, 'en');
  assert.deepEqual(refusalDetail(t, engineError), {
    message: 'that is not a position in the game\'s notation (notation: a position has 10 fields separated by _)',
    code: 'notation.position',
    args: { text: 'x' },
  });
  const illegal = Object.assign(new Error('action 2 is illegal'), { code: 'load.illegal', args: { index: 1 } });
  assert.match(wordRefusal(createT(de, null, 'de'), illegal), /^dieser Spielstand lässt sich nicht laden \(action 2 is illegal\)$/);
  // A code the table words itself, from its arguments: a record's refused action, and its reason.
  const taken = Object.assign(new Error('action 2: square a1 is already taken'), { code: 'load.illegal', args: { index: 1, reason: 'action.squareTaken', square: 'a1' } });
  assert.equal(wordRefusal(createT(de, null, 'de'), taken), 'dieser Spielstand lässt sich nicht laden: Aktion 2 ist nicht erlaubt (auf a1 liegt schon etwas; jedes Feld nimmt nur ein Teil)');
  const first = Object.assign(new Error('place the rogue 4 you turned up first'), { code: 'action.placeTurnedFirst', args: { tile: 'R4', action: 'x' } });
  const facts = { tiles: [{ code: 'R4', kind: 'rogue', value: 4 }] };
  assert.equal(wordRefusal(createT(en, null, 'en'), first, { facts }), 'first place the rogue 4 you turned up on a free square');
  assert.deepEqual(refusalDetail(t, new Error('network down')), { message: 'network down', code: null, args: {} });
});

test('<heller-pfennig> bundles into one file beside its engine, with its frame page', () => {
  const site = mkdtempSync(join(tmpdir(), 'heller-bundle-'));
  try {
    cpSync('www', join(site, 'www'), { recursive: true });
    // Trunk puts both engines' bindings at the site's top; stand-ins of the same shape here.
    writeFileSync(join(site, 'heuchel.js'), 'export default async function init() {}\nexport class Game {}\nexport function boardFacts() { return {}; }\n');
    writeFileSync(join(site, 'heller.js'), 'export default async function init() {}\nexport class Game {}\nexport function boardFacts() { return {}; }\nexport function chooseAction() {}\n');
    execFileSync('node', ['scripts/bundle-page.mjs', site], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const entry = readFileSync(join(site, 'heller-pfennig.js'), 'utf8');
    assert.match(entry, /customElements\.define/);
    const top = readdirSync(site).filter((f) => f.endsWith('.js') && !['heuchel.js', 'heller.js', 'heuchel-meuchel.js'].includes(f));
    const all = top.map((f) => readFileSync(join(site, f), 'utf8')).join('\n');
    // The engine beside the bundle, the worker in www/, the rules pages beside it.
    assert.match(all, /new URL\(["']\.\/heller_bg\.wasm["'],\s*import\.meta\.url\)/);
    assert.match(all, /new URL\(["']\.\/www\/platform\/engine\/worker\.js["'],\s*import\.meta\.url\)/);
    assert.match(all, /new URL\(["']\.\/heller-rules\.html["'],\s*import\.meta\.url\)/);
    // Only chunks beside the bundle are imported; the bindings are inside.
    const imports = [...all.matchAll(/(?:^|[;}])\s*import\s*[^'"();]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm)].map((m) => m[1] || m[2]);
    for (const spec of imports) assert.match(spec, /^\.\/[\w-]+\.js$/, `only chunks beside the bundle are imported: ${spec}`);
    assert.doesNotMatch(all, /from\s*["'][^"']*heller\.js["']/);
    // The frame page's own script, bundled.
    assert.ok(existsSync(join(site, 'www/heller/pages/heller-embed.js')));
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test('heller-embed.html names only files the site has, and the build copies it', () => {
  const html = readFileSync('heller-embed.html', 'utf8');
  const built = new Set(['heller-pfennig.js', 'heller_bg.wasm']);
  const refs = [...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((m) => m[1]);
  assert.ok(refs.length >= 5);
  for (const ref of refs) assert.ok(built.has(ref) || existsSync(ref), `${ref} exists`);
  assert.match(html, /<heller-pfennig id="board"><\/heller-pfennig>/);
  assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, 'no inline script (a strict CSP)');
  assert.doesNotMatch(html, /\sstyle=/, 'no inline style');
  assert.match(readFileSync('index.html', 'utf8'), /<link data-trunk rel="copy-file" href="heller-embed\.html">/);
});
