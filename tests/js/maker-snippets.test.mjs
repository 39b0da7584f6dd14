// The diagram maker's output (www/heuchel/maker/snippets.js over www/platform/maker/snippets.js, www/heuchel/maker/picture.js): one list of
// attributes read back by the same option parsers the element, embed.html and diagram.mjs use,
// so that each snippet shows what the maker shows; and every word the maker shows is in en.js.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import {
  arrowsText, commandLine, controlsText, diagramAttributes, elementSnippet, embedUrl, escapeAttribute,
  fileName, highlightText, iframeSnippet, shellWord, wikiImageSnippet,
} from '../../www/heuchel/maker/snippets.js';
import { optionsFromQuery, parseArrows, parseControls, parseHighlight } from '../../www/heuchel/component/options.js';
import { en as enGame } from '../../www/heuchel/i18n/en.js';
import { enMaker } from '../../www/heuchel/i18n/en-maker.js';

const en = { ...enGame, ...enMaker };
import { FACTS } from './fixtures/facts.mjs';
import { LESSON_WORDS } from '../../www/platform/i18n/lesson.js';

const FAVOURS = '5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5M1M2M3M4M5Q1Q2Q3Q4Q5A1A3A4B1B2B5P2P3P4P5_-_0000000000000001';
const DIAGRAM = {
  position: FAVOURS, moves: ['5-6.1', 't3.1'], step: 1, viewer: 'public',
  highlight: [{ column: 3, row: 6 }, { column: 0, row: 5 }], arrows: [{ from: { column: 0, row: 5 }, to: { column: 0, row: 6 } }],
  controls: ['step', 'download', 'open'], caption: 'Favours & "friends" <one at a time>',
};

test('squares and arrows are written as the options read them', () => {
  assert.equal(highlightText(DIAGRAM.highlight), '4:6 1:5');
  assert.deepEqual(parseHighlight(highlightText(DIAGRAM.highlight), FACTS), DIAGRAM.highlight);
  assert.equal(arrowsText(DIAGRAM.arrows), '1:5-1:6');
  assert.deepEqual(parseArrows(arrowsText(DIAGRAM.arrows), FACTS), DIAGRAM.arrows);
  assert.equal(controlsText(['open', 'step']), null, 'the default is left out');
  assert.equal(controlsText([]), 'none');
  assert.deepEqual(parseControls(controlsText(['download', 'step']), 'diagram'), ['step', 'download']);
});

test('the attributes: the position always, the rest only when set, step whenever there are moves', () => {
  assert.deepEqual(diagramAttributes({ position: FAVOURS }), [['mode', 'diagram'], ['position', FAVOURS]]);
  assert.deepEqual(diagramAttributes({ position: FAVOURS, moves: ['5-6.1'] }),
    [['mode', 'diagram'], ['position', FAVOURS], ['moves', '5-6.1'], ['step', '0']]);
  assert.deepEqual(diagramAttributes(DIAGRAM), [
    ['mode', 'diagram'], ['position', FAVOURS], ['moves', '5-6.1_t3.1'], ['step', '1'], ['viewer', 'public'],
    ['highlight', '4:6 1:5'], ['arrows', '1:5-1:6'], ['controls', 'step download open'], ['caption', DIAGRAM.caption],
  ]);
  assert.equal(Object.fromEntries(diagramAttributes({ ...DIAGRAM, step: 9 })).step, '2', 'the step stays within the moves');
});

test('the element snippet: a script tag and the element, attribute values escaped', () => {
  const attrs = diagramAttributes(DIAGRAM);
  const html = elementSnippet('https://example.org/heuchel/heuchel-meuchel.js', attrs);
  assert.match(html, /^<script type="module" src="https:\/\/example\.org\/heuchel\/heuchel-meuchel\.js"><\/script>\n\n<heuchel-meuchel\n  mode="diagram"\n/);
  assert.match(html, /caption="Favours &amp; &quot;friends&quot; &lt;one at a time&gt;">\n<\/heuchel-meuchel>$/);
  // Read back as a browser reads attributes: every value as it was.
  const read = Object.fromEntries([...html.matchAll(/\n {2}([a-z]+)="([^"]*)"/g)].map(([, n, v]) => [n, v
    .replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')]));
  assert.deepEqual(read, Object.fromEntries(attrs));
  assert.equal(escapeAttribute('a&b"c'), 'a&amp;b&quot;c');
});

test('the iframe snippet: embed.html with the same options in its query', () => {
  const attrs = diagramAttributes(DIAGRAM);
  const url = embedUrl('https://example.org/heuchel/embed.html', attrs);
  assert.match(url, /\?mode=diagram&position=5b_1m_5B4_[^&]*&moves=5-6\.1_t3\.1&step=1&viewer=public&highlight=4:6%201:5&arrows=1:5-1:6&/);
  assert.deepEqual(optionsFromQuery(new URL(url).search), Object.fromEntries(attrs));
  const frame = iframeSnippet('https://example.org/heuchel/embed.html', attrs, { width: 480, height: 360, title: 'Heuchel & Meuchel: x' });
  assert.match(frame, /^<iframe src="https:\/\/example\.org\/heuchel\/embed\.html\?mode=diagram&amp;position=/);
  assert.match(frame, /\n {2}width="480" height="360" title="Heuchel &amp; Meuchel: x"><\/iframe>$/);
  const src = /src="([^"]+)"/.exec(frame)[1].replace(/&amp;/g, '&');
  assert.equal(src, url);
});

test('the command line and the wiki markup for the picture', () => {
  const attrs = diagramAttributes(DIAGRAM);
  assert.equal(commandLine(attrs, { width: 480, height: 360, name: 'favours' }),
    `node scripts/diagram.mjs ${FAVOURS} --moves 5-6.1_t3.1 --step 1 --viewer public --highlight '4:6 1:5' `
    + `--arrows 1:5-1:6 --width 480 --height 360 --title 'Favours & "friends" <one at a time>' > favours.svg`);
  assert.equal(shellWord("it's"), `'it'\\''s'`);
  assert.equal(shellWord('2:5'), '2:5');
  assert.equal(fileName(' My figure (1).svg '), 'My-figure-1');
  assert.equal(fileName('...'), 'heuchel-meuchel-diagram');
  assert.equal(wikiImageSnippet({ name: 'favours', caption: 'A | B]]' }), '[[File:favours.svg|thumb|A   B  ]]');
  assert.equal(wikiImageSnippet({ name: 'favours', caption: '' }), '[[File:favours.svg|thumb]]');
});

test('the picture is the scene diagram.mjs draws for the same options', { skip: existsSync(new URL('../../pkg/heuchel_bg.wasm', import.meta.url)) ? false : 'pkg/ is not built' }, async () => {
  const { loadEngine, diagramScene, boardStrings } = await import('../../scripts/diagram.mjs');
  const { pictureScene } = await import('../../www/heuchel/maker/picture.js');
  const engine = await loadEngine();
  const attrs = diagramAttributes({ ...DIAGRAM, moves: ['5-6.1', 't3.1', 't5.1'], step: 2, viewer: 'all' });
  const strings = await boardStrings('en');
  const mine = pictureScene(engine, attrs, { width: 480, height: 360, strings });
  const a = Object.fromEntries(attrs);
  const theirs = await diagramScene(engine, { ...a, width: '480', height: '360' });
  assert.deepEqual(mine.view, theirs.view);
  assert.deepEqual(mine.overlay, theirs.overlay);
  assert.deepEqual(geometry(mine.layout), geometry(theirs.layout));
  assert.equal(mine.title, DIAGRAM.caption);
});

test('every word the maker shows is in the English table', () => {
  // The lesson fields' words are the lessons' own (platform/i18n/lesson.js), in every language.
  const has = (key) => (key.startsWith('lesson.')
    ? Object.values(LESSON_WORDS).every((words) => key in words)
    : key in en || (`${key}_one` in en && `${key}_other` in en));
  const sources = ['www/heuchel/maker', 'www/platform/maker'].flatMap((dir) => readdirSync(dir).map((f) => `${dir}/${f}`));
  for (const path of sources) {
    const text = readFileSync(path, 'utf8');
    for (const [, key] of text.matchAll(/\bt\('([\w.]+)'/g)) assert.ok(has(key), `${path}: ${key}`);
  }
  // Keys built from values: the tools, steps, controls and where a card lies.
  for (const k of ['cards', 'flip', 'mark', 'arrow']) assert.ok(has(`maker.tool.${k}`) && has(`maker.tool.${k}Help`), k);
  for (const k of ['setup', 'move', 'favours', 'extra', 'roll', 'extraRoll', 'rolled', 'over']) assert.ok(has(`maker.step.${k}`), k);
  for (const k of ['setup', 'move', 'favours', 'extra', 'roll', 'extraRoll', 'rolled', 'rolledLose']) assert.ok(has(`maker.play.${k}`), k);
  for (const k of ['step', 'play', 'download', 'open']) assert.ok(has(`maker.control.${k}`), k);
  for (const k of ['hand', 'discard']) for (const f of ['', 'Short', 'Auto']) assert.ok(has(`maker.where.${k}${f}`), k + f);
});

// A layout's numbers and some of its rectangles (its functions compared by what they give).
function geometry(layout) {
  return {
    ...JSON.parse(JSON.stringify(layout)),
    square: layout.square(2, 7), card: layout.cardRect(0, 6, 1, 3), discard: layout.discardArea(4),
  };
}
