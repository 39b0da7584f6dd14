// The engine doors' loader (www/platform/engine/loader.js): each engine's three modules, each the
// one before and more (rules, game, maker), loaded once per page, the first load deciding what the
// page's bindings hold and a larger part coming through a copy of the bindings of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLoader, PARTS } from '../../www/platform/engine/loader.js';

// A stand-in for wasm-bindgen's bindings: a module whose default export records what it was
// initialised with, on globalThis so that each copy (a URL fragment of its own) reports itself.
const dir = mkdtempSync(join(tmpdir(), 'engine-loader-'));
const BINDINGS = pathToFileURL(join(dir, 'engine.js')).href;
writeFileSync(join(dir, 'engine.js'), `
export default async function init({ module_or_path }) {
  const response = await module_or_path;
  globalThis.inits.push({ copy: import.meta.url.split('#')[1] ?? 'static', file: response.file });
}
export const copy = import.meta.url.split('#')[1] ?? 'static';
`);
const FILES = { bindings: BINDINGS, wasm: 'game.wasm', rules: 'rules.wasm', maker: 'maker.wasm' };

/** A loader over fresh records: the files fetched and the copies initialised. */
async function fresh({ failFirst = false } = {}) {
  globalThis.inits = [];
  const fetched = [];
  let fail = failFirst;
  globalThis.fetch = async (file) => {
    fetched.push(file);
    if (fail) {
      fail = false;
      throw new Error('offline');
    }
    return { file };
  };
  const bindings = { copy: 'static' };
  const init = async ({ module_or_path }) => {
    const response = await module_or_path;
    globalThis.inits.push({ copy: 'static', file: response.file });
  };
  return { load: createLoader(init, bindings, FILES), fetched, bindings };
}

test('the parts come in order, each holding the one before', () => {
  assert.deepEqual(PARTS, ['rules', 'game', 'maker']);
});

test('a game\'s module by default, fetched once, and it serves a board\'s rules too', async () => {
  const { load, fetched, bindings } = await fresh();
  assert.equal(await load(), bindings);
  assert.equal(await load({ part: 'game' }), bindings);
  assert.equal(await load({ part: 'rules' }), bindings);
  assert.deepEqual(fetched, ['game.wasm']);
  assert.deepEqual(globalThis.inits, [{ copy: 'static', file: 'game.wasm' }]);
});

test('the rules first, then a game: the game gets a copy of the bindings with its module, the boards keep theirs', async () => {
  const { load, fetched, bindings } = await fresh();
  assert.equal(await load({ part: 'rules' }), bindings);
  const game = await load();
  assert.notEqual(game, bindings);
  assert.equal(game.copy, 'game');
  assert.equal(await load(), game, 'the copy is made once');
  assert.equal(await load({ part: 'rules' }), bindings);
  assert.deepEqual(fetched, ['rules.wasm', 'game.wasm']);
});

test('the maker after a game: a copy with all of it, which then serves any part above the first', async () => {
  const { load, fetched } = await fresh();
  await load({ part: 'rules' });
  const maker = await load({ part: 'maker' });
  assert.equal(maker.copy, 'maker');
  assert.equal(await load({ part: 'game' }), maker, 'a larger copy serves a game too');
  assert.deepEqual(fetched, ['rules.wasm', 'maker.wasm']);
});

test('a failed load is forgotten: the next asks again', async () => {
  const { load, fetched, bindings } = await fresh({ failFirst: true });
  await assert.rejects(load(), /offline/);
  assert.equal(await load({ part: 'maker' }), bindings, 'the second first load decides afresh');
  assert.deepEqual(fetched, ['game.wasm', 'maker.wasm']);
});

test('a part the engine does not come in is refused in words', async () => {
  const { load } = await fresh();
  assert.throws(() => load({ part: 'whole' }), /no part whole of the engine: rules, game, maker/);
});
