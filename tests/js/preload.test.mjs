// index.html preloads every module the page imports, so the browser fetches them in parallel
// instead of discovering them level by level (first paint, docs/PERFORMANCE.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

function importGraph(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/^\s*import\s[^'"]*['"](\.[^'"]+)['"]/gm)) visit(normalize(join(dirname(file), m[1])));
  };
  visit(entry);
  return seen;
}

test('index.html preloads every module reachable from www/main.js', () => {
  const html = readFileSync('index.html', 'utf8');
  const preloaded = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => normalize(m[1])));
  const needed = [...importGraph('www/main.js')].filter((f) => f !== normalize('www/main.js'));
  const missing = needed.filter((f) => !preloaded.has(f));
  assert.deepEqual(missing, [], 'add these as <link rel="modulepreload"> to index.html');
  const stale = [...preloaded].filter((f) => !needed.includes(f));
  assert.deepEqual(stale, [], 'these preloads are no longer imported');
});
