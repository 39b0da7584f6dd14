// scripts/diagram.mjs: a position in notation, through the real engine (pkg/), to an SVG.
// Skipped when the engine's package has not been built (bash scripts/build-web.sh writes pkg/).
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { DOMParser } from '@xmldom/xmldom';

const built = existsSync(new URL('../../pkg/heuchel_bg.wasm', import.meta.url));
const skip = built ? false : 'pkg/ is not built';

// The rulebook's favour example (docs/EMBED.md): the Bishop 4 moves to row 6 and takes the
// Patrician 2 and the Bishop 3 from the stacks beside it.
const FAVOURS = '5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5M1M2M3M4M5Q1Q2Q3Q4Q5A1A3A4B1B2B5P2P3P4P5_-_0000000000000001';
const run = (...args) => spawnSync('node', ['scripts/diagram.mjs', ...args], { encoding: 'utf8' });

test('diagram.mjs draws the position after the moves, with the diagram\'s marks', { skip }, () => {
  const svg = execFileSync('node', ['scripts/diagram.mjs', FAVOURS, '--moves', '5-6.1_t3.1_t5.1', '--step', '3',
    '--viewer', 'all', '--highlight', '1:6', '--arrows', '1:5-1:6', '--width', '640', '--height', '480'], { encoding: 'utf8' });
  const problems = [];
  const doc = new DOMParser({ onError: (level, msg) => problems.push(msg) }).parseFromString(svg, 'image/svg+xml');
  assert.deepEqual(problems, []);
  const root = doc.documentElement;
  assert.equal(root.getAttribute('viewBox'), '0 0 640 480');
  // On the board B4 over A2 and B3 on column 1 (a badge of 3), F1, A5, P1; the 24 cards the
  // example leaves out lie in seat 5's discards: its chip shows the newest and the count.
  const texts = Array.from(root.getElementsByTagName('text')).map((t) => t.textContent);
  assert.ok(texts.includes('3'), 'the stack of three has its badge');
  assert.ok(texts.includes('24'), 'the discard chip counts its cards');
  assert.equal(Array.from(root.getElementsByTagName('use')).filter((u) => /^#u/.test(u.getAttribute('xlink:href'))).length, 6 + 1);
  // The gothic lettering is in outlines (any SVG renderer draws it): no web font needed.
  assert.doesNotMatch(svg, /@font-face|UnifrakturMaguntia/);
  assert.doesNotMatch(svg, /<image/);
});

test('diagram.mjs --embed-font writes the lettering as text in the embedded font', { skip }, () => {
  const svg = execFileSync('node', ['scripts/diagram.mjs', FAVOURS, '--embed-font'], { encoding: 'utf8' });
  assert.match(svg, /@font-face\{font-family:"UnifrakturMaguntia";src:url\(data:font\/woff2;base64,/);
  assert.match(svg, />euchel <\/text>/);
});

test('diagram.mjs explains what it cannot draw', { skip }, () => {
  const bad = run(FAVOURS, '--moves', '5-6.1_x9');
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--moves: move 2 \(x9\)/);
  assert.match(run('4b_1m').stderr, /notation/);
  assert.match(run(FAVOURS, '--format', 'png').stderr, /only svg/);
  assert.match(run(FAVOURS, '--viewer', 'nobody').stderr, /not a viewer/);
  assert.match(run('--help').stdout, /usage: node scripts\/diagram\.mjs <position>/);
});

test('the tests\' fixture facts are the engine\'s boardFacts()', { skip }, async () => {
  const { loadEngine } = await import('../../scripts/diagram.mjs');
  const { FACTS } = await import('./fixtures/facts.mjs');
  const engine = await loadEngine();
  assert.deepEqual(JSON.parse(JSON.stringify(engine.boardFacts())), FACTS);
});
