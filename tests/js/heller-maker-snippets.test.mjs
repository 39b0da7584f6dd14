// The second game's diagram maker's output (www/heller/maker/snippets.js): one list of attributes
// of <heller-pfennig mode="diagram"> read back by the options' own parsers (the element's and
// heller-embed.html's), the snippets built on the platform's text builders
// (www/platform/maker/snippets.js), and every word of the maker in its four languages.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import {
  commandLine, diagramAttributes, elementSnippet, embedUrl, fileName, highlightText, iframeSnippet, wikiImageSnippet,
} from '../../www/heller/maker/snippets.js';
import { elementSnippet as sharedElement } from '../../www/platform/maker/snippets.js';
import { elementSnippet as heuchelElement } from '../../www/heuchel/maker/snippets.js';
import { optionsFromQuery, parseHighlight, parseViewer } from '../../www/heller/component/options.js';
import { MAKER_WORDS } from '../../www/heller/maker/words.js';

const facts = JSON.parse(readFileSync(new URL('../../www/heller/fixtures/facts.json', import.meta.url), 'utf8'));
const POSITION = '3s_1_1_50.50.50_3221.3320.3321_-.-.-_B1B1B2B2B3B3B5B5B6B6R1R3R4R5R6FFE_B4-----.------.a2B4R2b4M-.------.------_0000000000000000_0000000000000000';
const DIAGRAM = { position: POSITION, viewer: '2', lanes: [{ row: 2 }, { column: 3 }], download: true, caption: 'Row 3 & "friends" <pay>', lang: 'en' };

test('lanes are written as the highlight option reads them', () => {
  assert.equal(highlightText(DIAGRAM.lanes, facts), 'row:3,column:d');
  assert.deepEqual(parseHighlight(highlightText(DIAGRAM.lanes, facts), facts).map((l) => l.lane), DIAGRAM.lanes);
});

test('the attributes: the position always, the rest only when set', () => {
  assert.deepEqual(diagramAttributes({ position: POSITION, viewer: 'spectator', lanes: [] }, facts), [['mode', 'diagram'], ['position', POSITION]]);
  assert.deepEqual(diagramAttributes(DIAGRAM, facts), [
    ['mode', 'diagram'], ['position', POSITION], ['viewer', '2'], ['highlight', 'row:3,column:d'], ['controls', 'download'],
    ['caption', DIAGRAM.caption], ['lang', 'en'],
  ]);
  assert.equal(parseViewer('2', 3, facts), 1, 'a seat as the option reads it');
  assert.equal(Object.fromEntries(diagramAttributes({ ...DIAGRAM, viewer: 'all' }, facts)).viewer, 'all');
  assert.equal(Object.fromEntries(diagramAttributes({ ...DIAGRAM, caption: '  ' }, facts)).caption, undefined);
});

test('the element snippet: the shared builder with <heller-pfennig>, values escaped', () => {
  const attrs = diagramAttributes(DIAGRAM, facts);
  const html = elementSnippet('https://example.org/spiele/heller-pfennig.js', attrs);
  assert.equal(html, sharedElement('https://example.org/spiele/heller-pfennig.js', attrs, 'heller-pfennig'));
  assert.match(html, /^<script type="module" src="https:\/\/example\.org\/spiele\/heller-pfennig\.js"><\/script>\n\n<heller-pfennig\n {2}mode="diagram"\n/);
  assert.match(html, /caption="Row 3 &amp; &quot;friends&quot; &lt;pay&gt;"\n {2}lang="en">\n<\/heller-pfennig>$/);
  const read = Object.fromEntries([...html.matchAll(/\n {2}([a-z]+)="([^"]*)"/g)].map(([, n, v]) => [n, v
    .replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')]));
  assert.deepEqual(read, Object.fromEntries(attrs));
  // The first game's element is what it was (its maker names it; the platform names no game).
  assert.match(heuchelElement('x.js', [['mode', 'diagram']]), /<heuchel-meuchel\n {2}mode="diagram">\n<\/heuchel-meuchel>$/);
});

test('the iframe snippet: heller-embed.html with the same options in its query', () => {
  const attrs = diagramAttributes(DIAGRAM, facts);
  const url = embedUrl('https://example.org/spiele/heller-embed.html', attrs);
  assert.deepEqual(optionsFromQuery(new URL(url).search), Object.fromEntries(attrs));
  const frame = iframeSnippet('https://example.org/spiele/heller-embed.html', attrs, { width: 720, height: 560, title: 'Auf Heller und Pfennig: x' });
  assert.match(frame, /^<iframe src="https:\/\/example\.org\/spiele\/heller-embed\.html\?mode=diagram&amp;position=3s_1_1_/);
  assert.match(frame, /\n {2}width="720" height="560" title="Auf Heller und Pfennig: x"><\/iframe>$/);
});

test('a position with a tile turned up (2tR4 in its third field) is carried whole by every snippet', () => {
  const turned = POSITION.replace('_1_1_', '_1_2tR4_').replace('R3R4R5', 'R3R5');
  const attrs = diagramAttributes({ ...DIAGRAM, position: turned }, facts);
  assert.equal(Object.fromEntries(attrs).position, turned);
  assert.equal(optionsFromQuery(new URL(embedUrl('https://example.org/heller-embed.html', attrs)).search).position, turned);
  assert.match(elementSnippet('x.js', attrs), new RegExp(`\n {2}position="${turned}"\n`));
  assert.match(commandLine(attrs, { width: 720, height: 560, name: '' }), new RegExp(`^node scripts/heller-diagram\\.mjs ${turned} `));
});

test('the picture: its file name, the wiki markup and the command line', () => {
  assert.equal(fileName(''), 'heller-pfennig-diagram');
  assert.equal(fileName(' Reihe 3.svg '), 'Reihe-3');
  assert.equal(wikiImageSnippet({ name: '', caption: 'A | B' }), '[[File:heller-pfennig-diagram.svg|thumb|A   B]]');
  assert.equal(commandLine(diagramAttributes(DIAGRAM, facts), { width: 720, height: 560, name: 'row-3' }),
    `node scripts/heller-diagram.mjs ${POSITION} --viewer 2 --highlight row:3,column:d --lang en --width 720 --height 560 `
    + `--title 'Row 3 & "friends" <pay>' > row-3.svg`);
});

test('every word of the maker in German, English, Dutch and French, with the same placeholders; every key used is there', () => {
  const { de, en } = MAKER_WORDS;
  assert.deepEqual(Object.keys(MAKER_WORDS), ['de', 'en', 'nl', 'fr']);
  const holes = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join();
  for (const [lang, words] of Object.entries(MAKER_WORDS)) {
    assert.deepEqual(Object.keys(words).sort(), Object.keys(de).sort(), lang);
    for (const key of Object.keys(de)) assert.equal(holes(words[key]), holes(de[key]), `${lang} ${key}`);
  }
  const dir = new URL('../../www/heller/maker/', import.meta.url);
  const source = readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => readFileSync(new URL(f, dir), 'utf8')).join('\n')
    + readFileSync(new URL('../../heller-maker.html', import.meta.url), 'utf8');
  for (const [, key] of source.matchAll(/['"](maker\.[a-zA-Z.]+)['"]/g)) {
    if (key.endsWith('.')) continue;
    assert.ok(key in en, `${key} is in the tables`);
  }
  // The engine's position codes, each worded (crates/heller/src/error.rs).
  const codes = [...readFileSync(new URL('../../crates/heller/src/error.rs', import.meta.url), 'utf8').matchAll(/=> "(position\.\w+)"/g)].map((m) => m[1]);
  for (const code of codes.filter((c) => c !== 'position.impossibleView')) assert.ok(`maker.problem.${code}` in de, code);
});
