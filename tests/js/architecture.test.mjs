// The parts of www/ keep to their jobs (the chessground way): the board draws and reports and
// knows nothing of the engine, the bots or the pages; only the engine folders talk to the wasm
// modules; no module re-declares a board fact the engine gives (boardFacts()).
//
// www/ is one platform and two games beside it (issue 27): www/platform/, www/heuchel/ and
// www/heller/. Within the first game and the platform a module's part is its folder below
// www/heuchel/ or www/platform/ (board, render, ui …), so the rules of the parts read as they did
// when those folders were www/'s own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const ROOT = 'www';
const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
  (d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.js') ? [join(dir, d.name)] : []));
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
