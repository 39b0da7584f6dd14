// index.html preloads every module the page imports, so the browser fetches them in parallel
// instead of discovering them level by level (first paint, docs/PERFORMANCE.md). A worker module
// is not preloaded: a worker has its own module map (a preload in the page would fetch it for
// nothing), and it starts only when a computer seat or a hint needs it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const imports = (source) => [...source.matchAll(/^\s*import\s[^'"]*['"](\.[^'"]+)['"]/gm)].map((m) => m[1]);
// new Worker(new URL('./worker.js', import.meta.url), …), or a URL constant handed to a Worker.
const workerEntries = (source) => [...source.matchAll(/new URL\(\s*['"](\.[^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g)]
  .map((m) => m[1]).filter((p) => /worker/i.test(p));

function importGraph(entry) {
  const seen = new Set();
  const workers = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of imports(source)) visit(normalize(join(dirname(file), m)));
    for (const w of workerEntries(source)) workers.add(normalize(join(dirname(file), w)));
  };
  visit(entry);
  return { modules: seen, workers };
}

const html = readFileSync('index.html', 'utf8');
const preloaded = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => normalize(m[1])));
const graph = importGraph('www/main.js');

test('index.html preloads every module reachable from www/main.js', () => {
  const needed = [...graph.modules].filter((f) => f !== normalize('www/main.js'));
  const missing = needed.filter((f) => !preloaded.has(f));
  assert.deepEqual(missing, [], 'add these as <link rel="modulepreload"> to index.html');
  const stale = [...preloaded].filter((f) => !needed.includes(f));
  assert.deepEqual(stale, [], 'these preloads are no longer imported');
});

test('the bots worker is started from the page but not preloaded into it', () => {
  assert.deepEqual([...graph.workers], [normalize('www/bots/worker.js')]);
  for (const w of graph.workers) {
    assert.ok(existsSync(w), `${w} exists (Trunk copies www/ as it is)`);
    assert.ok(!preloaded.has(w), `${w} is not a modulepreload of the page`);
    // It loads the engine from URLs the page sends; it imports no page module, which would be
    // fetched again in the worker's own module map.
    assert.deepEqual(imports(readFileSync(w, 'utf8')), [], `${w} has no static imports`);
  }
});
