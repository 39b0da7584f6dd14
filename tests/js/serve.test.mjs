// scripts/serve.mjs, the site's static server (scripts/run.sh, the browser tests): by default every
// file goes out with the headers a page on another origin needs to embed the elements (a module
// script, the wasm, the fonts and the worker's module are CORS requests), with the right MIME
// types; `cors: false` (`--no-cors`) sends none of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, CROSS_ORIGIN_HEADERS } from '../../scripts/serve.mjs';

async function served(options, run) {
  const dir = mkdtempSync(join(tmpdir(), 'serve-'));
  writeFileSync(join(dir, 'el.js'), 'export {};\n');
  writeFileSync(join(dir, 'e_bg.wasm'), Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]));
  const server = await serve({ dir, port: 0, base: '/games/', ...options });
  try {
    await run(`http://127.0.0.1:${server.address().port}/games/`);
  } finally {
    await new Promise((ok) => { server.close(ok); server.closeAllConnections(); });
    rmSync(dir, { recursive: true, force: true });
  }
}

test('by default any origin may load the files, each with its MIME type', async () => {
  await served({}, async (url) => {
    for (const [file, type] of [['el.js', /^text\/javascript/], ['e_bg.wasm', /^application\/wasm$/]]) {
      const r = await fetch(url + file, { headers: { origin: 'http://wiki.example' } });
      assert.equal(r.status, 200);
      assert.match(r.headers.get('content-type'), type, file);
      assert.equal(r.headers.get('access-control-allow-origin'), '*', file);
      assert.equal(r.headers.get('cross-origin-resource-policy'), 'cross-origin', file);
    }
    const preflight = await fetch(`${url}el.js`, { method: 'OPTIONS' });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  });
});

test('cors: false sends no cross-origin header', async () => {
  await served({ cors: false }, async (url) => {
    const r = await fetch(`${url}el.js`, { headers: { origin: 'http://wiki.example' } });
    assert.equal(r.status, 200);
    for (const name of Object.keys(CROSS_ORIGIN_HEADERS)) assert.equal(r.headers.get(name), null, name);
  });
});
