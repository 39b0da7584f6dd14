// The site serves the page's modules as one bundle (scripts/bundle-page.mjs, run by Trunk after
// each build): one request instead of one per module. These tests bundle www/ the same way and
// check what the page relies on: the bundle is whole, files a module names beside itself (the
// worker, the font) are still found, and the worker stays a module of its own with no imports.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const imports = (source) => [...source.matchAll(/(?:^|;)\s*import\s*[^'"();]*?from\s*['"](\.[^'"]+)['"]/gm)].map((m) => m[1]);

test('the page bundles into one module with no relative imports left', () => {
  const site = mkdtempSync(join(tmpdir(), 'heuchel-bundle-'));
  try {
    cpSync('www', join(site, 'www'), { recursive: true });
    // Trunk puts the engine's bindings at the site's top; a stand-in of the same shape here.
    writeFileSync(join(site, 'heuchel.js'), 'export default async function init() {}\nexport class Game {}\nexport function boardFacts() { return {}; }\n');
    const log = execFileSync('node', ['scripts/bundle-page.mjs', site], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    assert.equal(log, '', 'bundling prints to stderr only');
    const bundle = readFileSync(join(site, 'www', 'heuchel', 'main.js'), 'utf8');
    assert.deepEqual(imports(bundle), []);
    assert.doesNotMatch(bundle, /from\s*["']\.\.?\//, 'no relative import survives minifying');
    // The title screen and the final scores (with their chart and the game's record) are bundled
    // apart, each whole in its own place, and imported from there only when shown.
    assert.match(bundle, /import\(["']\.\/ui\/new-game\.js["']\)/);
    assert.match(bundle, /import\(["']\.\/ui\/game-over\.js["']\)/);
    assert.doesNotMatch(bundle, /hm-chart-svg/, 'the chart\'s code is not in the page\'s bundle');
    assert.doesNotMatch(bundle, /hm-over-lines/, 'nor the score sheets\'');
    assert.doesNotMatch(bundle, /hm-record/, 'nor the record\'s box');
    // The title screen brings its own styles; the page's style sheet has none of them.
    assert.match(readFileSync(join(site, 'www', 'heuchel', 'ui', 'new-game.js'), 'utf8'), /\.hm-title-screen\s*\{/);
    assert.doesNotMatch(readFileSync('www/platform/ui/game.css', 'utf8'), /\.hm-(title-screen|new-game|seat-row|intro)\b/);
    const over = readFileSync(join(site, 'www', 'heuchel', 'ui', 'game-over.js'), 'utf8');
    assert.match(over, /import\(["']\.\/score-chart\.js["']\)/);
    assert.match(over, /import\(["']\.\.\/\.\.\/platform\/ui\/record\.js["']\)/);
    assert.doesNotMatch(over, /hm-chart-svg/, 'the chart stays apart from the scores');
    assert.match(bundle, /import\(["']\.\/ui\/lift-counts\.js["']\)/, 'the count strip beside a lifted stack comes with the first one');
    assert.match(bundle, /import\(["']\.\/ui\/menu-panel\.js["']\)/, 'the menu\'s panel comes when the menu is first opened');
    assert.doesNotMatch(bundle, /hm-menu-speed/, 'the bundle holds the menu\'s button, not its panel');
    for (const apart of ['heuchel/ui/new-game.js', 'heuchel/ui/game-over.js', 'heuchel/ui/score-chart.js', 'platform/ui/record.js', 'heuchel/ui/lift-counts.js', 'heuchel/ui/menu-panel.js']) {
      assert.deepEqual(imports(readFileSync(join(site, 'www', apart), 'utf8')), [], `${apart} is whole`);
    }
    // Files named beside their modules are named from the bundle's place (www/heuchel/) instead.
    assert.match(bundle, /new URL\(["']\.\.\/platform\/engine\/worker\.js["'],\s*import\.meta\.url\)/);
    // The engine is found beside the site's root, two folders above the page's bundle.
    assert.match(bundle, /new URL\(["']\.\.\/\.\.\/heuchel_bg\.wasm["'],\s*import\.meta\.url\)/);
    assert.match(bundle, /new URL\(["']\.\.\/fonts\/UnifrakturMaguntia\.woff2["'],\s*import\.meta\.url\)/);
    // Only the engine, the site's other pages (the rules in each language, replay, the start page
    // offering both games) and its service worker lie outside www/.
    const outside = [...bundle.matchAll(/new URL\(["']\.\.\/\.\.\/([^"']+)["']/g)].map((m) => m[1]).sort();
    assert.deepEqual([...new Set(outside)], ['embed.html', 'games.de.html', 'games.html', 'heuchel.js', 'heuchel_bg.wasm', 'heuchel_maker_bg.wasm', 'heuchel_rules_bg.wasm', 'learn.html', 'rules.de.html', 'rules.fr.html', 'rules.html', 'rules.nl.html', 'sw.js']);
    // The component: one file at the site's top, beside the engine, and the chunks it loads
    // (shared code, the game's controller, the picture export) beside it; the worker in www/.
    const top = readdirSync(site).filter((f) => f.endsWith('.js') && f !== 'heuchel.js');
    assert.ok(top.includes('heuchel-meuchel.js'));
    const element = top.map((f) => readFileSync(join(site, f), 'utf8')).join('\n');
    for (const spec of imports(element)) assert.match(spec, /^\.\/[\w-]+\.js$/, 'only chunks beside the bundle are imported');
    assert.match(element, /new URL\(["']\.\/heuchel_bg\.wasm["'],\s*import\.meta\.url\)/);
    assert.match(element, /new URL\(["']\.\/www\/platform\/engine\/worker\.js["'],\s*import\.meta\.url\)/);
    assert.match(readFileSync(join(site, 'heuchel-meuchel.js'), 'utf8'), /customElements\.define/);
    // The bindings are inside the bundles, not fetched as a module of their own.
    assert.doesNotMatch(bundle + element, /from\s*["'][^"']*heuchel\.js["']/);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test('index.html loads the page as one module and preloads none of its parts', () => {
  const html = readFileSync('index.html', 'utf8');
  assert.match(html, /<script type="module" src="www\/heuchel\/main\.js"><\/script>/);
  assert.doesNotMatch(html, /rel="modulepreload" href="www\//);
});

test('the bots worker imports nothing: it loads the engine from URLs the page sends', () => {
  assert.deepEqual(imports(readFileSync('www/platform/engine/worker.js', 'utf8')), []);
});
