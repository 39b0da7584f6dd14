// The parts of www/ keep to their jobs (the chessground way): the board draws and reports and
// knows nothing of the engine, the bots or the pages; only the engine folders talk to the wasm
// modules; no module re-declares a board fact the engine gives (boardFacts()).
//
// www/ is one platform and two games beside it (issue 27): www/platform/ holds what both games
// use and knows neither; www/heuchel/ (Heuchel & Meuchel) and www/heller/ (Auf Heller und
// Pfennig) each hold one game and import nothing of the other. Within the first game and the
// platform a module's part is its folder below www/heuchel/ or www/platform/ (board, render, ui …),
// so the rules of the parts read as they did when those folders were www/'s own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { posix } from 'node:path';

const ROOT = 'www';
const files = (dir, ext = /\.js$/) => readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
  (d.isDirectory() ? files(join(dir, d.name), ext) : ext.test(d.name) ? [join(dir, d.name)] : []));
const all = files(ROOT);

/** The www-relative paths (or package names) a module imports, statically or dynamically. */
function importsOf(file) {
  const source = readFileSync(file, 'utf8');
  const specs = [...source.matchAll(/(?:^|\s)(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm)]
    .map((m) => m[1] || m[2] || m[3]);
  return specs.map((s) => (s.startsWith('.') ? relative(ROOT, normalize(join(dirname(file), s))) : s));
}

/** A www-relative path without its side: 'heuchel/render/card.js' and 'platform/render/util.js' are 'render/…'. */
const unsided = (path) => path.replace(/^(?:heuchel|platform)\//, '');
const part = (path) => unsided(path).split('/')[0];

test('the board imports only the board and the renderer', () => {
  for (const file of all.filter((f) => part(relative(ROOT, f)) === 'board')) {
    for (const target of importsOf(file)) {
      assert.ok(['board', 'render'].includes(part(target)), `${file} imports ${target}`);
    }
  }
});

test('the renderer imports only itself (and the SVG context for pictures)', () => {
  for (const file of all.filter((f) => part(relative(ROOT, f)) === 'render')) {
    for (const target of importsOf(file)) {
      assert.ok(part(target) === 'render' || target === 'svgcanvas', `${file} imports ${target}`);
    }
  }
});

test('only www/heuchel/engine/ loads the wasm bindings', () => {
  for (const file of all) {
    for (const target of importsOf(file)) {
      if (/heuchel(_bg)?\.(js|wasm)$/.test(target)) assert.equal(relative(ROOT, file).split('/').slice(0, 2).join('/'), 'heuchel/engine', `${file} imports ${target}`);
    }
  }
});

test('the UI widgets know neither the engine nor the pages', () => {
  for (const file of all.filter((f) => part(relative(ROOT, f)) === 'ui')) {
    for (const target of importsOf(file)) {
      // The seats' tinctures are one table for the canvas and the page (render/seats.js).
      assert.ok(['ui', 'board', 'i18n'].includes(part(target)) || unsided(target) === 'render/seats.js', `${file} imports ${target}`);
    }
  }
});

test('no module re-declares the board: its size, its rows or its classes come from the engine', () => {
  for (const file of all) {
    const source = readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
    assert.doesNotMatch(source, /\b(COLUMNS|ROWS)\s*=\s*\d/, `${file} declares the board's size`);
    assert.doesNotMatch(source, /['"]P['"],\s*['"]B['"],\s*['"]A['"]/, `${file} lists the class letters`);
    assert.doesNotMatch(source, /\{\s*P:\s*['"]Prince['"]/, `${file} maps letters to classes`);
  }
});

// Auf Heller und Pfennig keeps to the same split, in www/heller/: its board draws and reports, its
// renderer draws (with the platform's renderer pieces: www/platform/render/), only its engine folder
// loads its wasm bindings, and the game's words and controller ask the engine for every rule.
const heller = (path) => relative(join(ROOT, 'heller'), path).split('/')[0];
const inHeller = all.filter((f) => relative(ROOT, f).startsWith('heller/'));

test('the market board imports only its board, its renderer and the shared renderer', () => {
  for (const file of inHeller.filter((f) => heller(f) === 'board')) {
    for (const target of importsOf(file)) {
      assert.ok(target.startsWith('heller/board/') || target.startsWith('heller/render/') || target.startsWith('platform/render/'), `${file} imports ${target}`);
    }
  }
});

test('the market renderer imports only renderers', () => {
  for (const file of inHeller.filter((f) => heller(f) === 'render')) {
    for (const target of importsOf(file)) {
      assert.ok(target.startsWith('heller/render/') || target.startsWith('platform/render/'), `${file} imports ${target}`);
    }
  }
});

test('only www/heller/engine/ loads the second game\'s wasm bindings', () => {
  for (const file of all) {
    for (const target of importsOf(file)) {
      if (/heller(_bg)?\.(js|wasm)$/.test(target)) assert.ok(relative(ROOT, file).startsWith('heller/engine/'), `${file} imports ${target}`);
    }
  }
});

test('no module of the second game re-declares its market: size, squares and tiles come from the engine', () => {
  for (const file of inHeller) {
    const source = readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
    assert.doesNotMatch(source, /\b(COLUMNS|ROWS|SQUARES)\s*=\s*\d/, `${file} declares the market's size`);
    assert.doesNotMatch(source, /['"]a1['"],\s*['"]b1['"]/, `${file} lists the squares`);
    assert.doesNotMatch(source, /['"]B1['"],\s*['"]B2['"]/, `${file} lists the tiles`);
  }
});

// ---- One platform, two games beside it (issue 27) ----------------------------------------------
// The checker reads every module, style sheet and page under www/ as text and resolves each
// relative address it names: import … from, export … from, import(), a bare import, new URL(…,
// import.meta.url) (workers, fonts, pages, tables fetched when chosen), CSS @import and url(), and
// a page's src= and href=. A file's side is the folder below www/ it lies in.

const SIDES = ['platform', 'heuchel', 'heller'];
const sideOf = (path) => SIDES.find((side) => path.startsWith(`${side}/`)) ?? null;

// Which side may not import which: the platform neither game, each game not the other.
const FORBIDDEN = { platform: ['heuchel', 'heller'], heuchel: ['heller'], heller: ['heuchel'] };

const ADDRESSES = [
  /(?:^|[\s;{}])(?:import|export)\s[^'";]*?from\s*(['"])([^'"\n]+)\1/g,
  /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g,
  /(?:^|[\s;])import\s*(['"])([^'"\n]+)\1/g,
  /\bnew URL\(\s*(['"])([^'"\n]+)\1\s*,\s*import\.meta\.url\s*\)/g,
  /@import\s+(?:url\(\s*)?(['"]?)([^'")\s;]+)\1/g,
  /\burl\(\s*(['"]?)([^'")\s]+)\1\s*\)/g,
  /\b(?:src|href)=(["'])([^"'\n]+)\1/g,
];

/**
 * Every address each file names, resolved to a www-relative path: [{ from, to }]. `tree` maps
 * www-relative paths to their text. An address is relative when it starts with ./ or ../ (a
 * page's src= and href= also when bare); package names, absolute URLs and anchors are not
 * followed. Comments are not told apart from code: an import written out in a comment counts.
 */
export function addressesOf(tree) {
  const found = [];
  for (const [from, text] of tree) {
    for (const pattern of ADDRESSES) {
      for (const m of text.matchAll(pattern)) {
        const spec = m[2].split(/[?#]/)[0];
        const page = pattern.source.includes('src|href');
        const dotted = spec.startsWith('./') || spec.startsWith('../');
        if (!dotted && !(page && from.endsWith('.html') && spec && !/^(?:[a-z][a-z0-9+.-]*:|\/|\$|\{)/i.test(spec))) continue;
        found.push({ from, to: posix.normalize(posix.join(posix.dirname(from), spec)) });
      }
    }
  }
  return found;
}

/** Each address that crosses a side's border: [{ from, to }], sorted and without repeats. */
export function crossingsOf(tree) {
  const seen = new Map();
  for (const { from, to } of addressesOf(tree)) {
    const a = sideOf(from), b = sideOf(to);
    if (a && b && FORBIDDEN[a].includes(b)) seen.set(`${from} -> ${to}`, { from, to });
  }
  return [...seen.keys()].sort().map((k) => seen.get(k));
}

/**
 * The ratchet: `crossings` against `allowed` (each { from, to, why }). Unlisted: a crossing the
 * list does not name. Stale: a listed crossing that no longer occurs (strike it from the list, so
 * that the list only shrinks).
 */
export function judge(crossings, allowed) {
  const key = ({ from, to }) => `${from} -> ${to}`;
  const listed = new Set(allowed.map(key));
  const actual = new Set(crossings.map(key));
  return {
    unlisted: crossings.map(key).filter((k) => !listed.has(k)),
    stale: allowed.map(key).filter((k) => !actual.has(k)),
  };
}

// The crossings still allowed, each { from, to, why }. The list may only shrink; it is empty since
// the site's words both games show (a record, the step bar) came out of the first game's tables
// into www/platform/i18n/.
export const ALLOWED = [];

const wwwTree = () => new Map(files(ROOT, /\.(js|mjs|css|html)$/).map((f) => [relative(ROOT, f).split('\\').join('/'), readFileSync(f, 'utf8')]));

test('www/ is the platform and the two games: no other folder holds code', () => {
  const code = [...wwwTree().keys()].filter((path) => /\.(js|mjs)$/.test(path));
  assert.deepEqual(code.filter((path) => !sideOf(path)), []);
  for (const side of SIDES) assert.ok(code.some((path) => sideOf(path) === side), `www/${side}/ holds code`);
});

test('the platform imports no game, and neither game imports the other (but for the listed crossings)', () => {
  const { unlisted, stale } = judge(crossingsOf(wwwTree()), ALLOWED);
  assert.deepEqual(unlisted, [], 'a crossing not on the list');
  assert.deepEqual(stale, [], 'a listed crossing that no longer occurs: strike it from ALLOWED');
});

test('every listed crossing says why it is still there', () => {
  for (const c of ALLOWED) assert.ok(c.why && c.why.length > 20, `${c.from} -> ${c.to}`);
  for (const c of ALLOWED) assert.ok(FORBIDDEN[sideOf(c.from)]?.includes(sideOf(c.to)), `${c.from} -> ${c.to} is no crossing`);
});

test('the checker follows every kind of address the site uses', () => {
  const tree = wwwTree();
  const addresses = addressesOf(tree);
  const names = (from) => addresses.filter((a) => a.from === from).map((a) => a.to);
  // A static import, a worker beside its module, a font from a style sheet, a table fetched when chosen.
  assert.ok(names('heller/render/ground.js').includes('platform/render/gold.js'));
  assert.ok(names('platform/engine/bots.js').includes('platform/engine/worker.js'));
  assert.ok(names('platform/rules/rules.css').includes('fonts/eb-garamond-latin-400-normal.woff2'));
  assert.ok(names('heuchel/i18n/languages.js').includes('heuchel/i18n/de-board.js'));
  assert.ok(names('heuchel/component/element.js').includes('heuchel/ui/game.css'));
  // A style sheet's @import (the first game's panel takes the shared one in).
  assert.ok(names('heuchel/ui/game.css').includes('platform/ui/game.css'));
  // Every address it resolves to in www/ names a file that is there.
  const missing = addresses.filter(({ to }) => !to.startsWith('../') && sideOf(to) && !tree.has(to) && !/\.(woff2|svg|png|json)$/.test(to));
  assert.deepEqual(missing, []);
});

// The checker can fail: a small tree that breaks each rule once, by each kind of address.
const BROKEN = new Map([
  ['platform/ui/dom.js', "import { x } from '../../heuchel/ui/format.js';\n"],
  ['platform/render/util.js', "const later = () => import('../../heller/render/tiles.js');\n"],
  ['platform/engine/bots.js', "const WORKER = new URL('../../heller/engine/worker.js', import.meta.url);\n"],
  ['platform/ui/board.css', "@import '../../heuchel/ui/game.css';\n"],
  ['heuchel/render/card.js', "export { badge } from '../../heller/render/scene.js';\n"],
  ['heuchel/game/controller.js', "import '../../heller/game/words.js';\n"],
  ['heller/render/scene.js', "import {\n  paintCard,\n} from '../../heuchel/render/card.js';\n"],
  ['heller/game.css', ".a { background: url('../heuchel/board.png'); }\n"],
  ['heller/art-preview.html', '<script type="module" src="../heuchel/art-preview.js"></script>\n'],
  // Allowed: within a side, a side to the platform, anything outside www/ or in a package.
  ['heuchel/render/index.js', "import { makeCanvas } from '../../platform/render/util.js';\nimport init from '../../../heuchel.js';\n"],
  ['heller/render/tiles.js', "import { gold } from '../../platform/render/gold.js';\nimport { Context } from 'svgcanvas';\n"],
  ['platform/render/svg.js', "import { makeTile } from './patterns.js'; // not '../../heuchel/render/card.js' in prose\n"],
]);

test('the checker reports a platform that imports either game, and a game that imports the other', () => {
  const crossings = crossingsOf(BROKEN).map(({ from, to }) => `${from} -> ${to}`);
  assert.deepEqual(crossings, [
    'heller/art-preview.html -> heuchel/art-preview.js',
    'heller/game.css -> heuchel/board.png',
    'heller/render/scene.js -> heuchel/render/card.js',
    'heuchel/game/controller.js -> heller/game/words.js',
    'heuchel/render/card.js -> heller/render/scene.js',
    'platform/engine/bots.js -> heller/engine/worker.js',
    'platform/render/util.js -> heller/render/tiles.js',
    'platform/ui/board.css -> heuchel/ui/game.css',
    'platform/ui/dom.js -> heuchel/ui/format.js',
  ]);
});

test('the ratchet fails on an unlisted crossing and on a listed one that is gone', () => {
  const crossings = crossingsOf(BROKEN);
  const allowed = [
    { from: 'heller/render/scene.js', to: 'heuchel/render/card.js', why: 'listed, and still there' },
    { from: 'heller/render/tiles.js', to: 'heuchel/render/card.js', why: 'listed, but no longer there' },
  ];
  const { unlisted, stale } = judge(crossings, allowed);
  assert.equal(unlisted.length, crossings.length - 1);
  assert.ok(!unlisted.includes('heller/render/scene.js -> heuchel/render/card.js'));
  assert.deepEqual(stale, ['heller/render/tiles.js -> heuchel/render/card.js']);
  assert.deepEqual(judge([], []), { unlisted: [], stale: [] });
});
