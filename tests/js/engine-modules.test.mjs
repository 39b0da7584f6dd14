// Each engine's three modules (scripts/engine-modules.mjs), through the BUILT modules the site
// serves: the maker's (heuchel_maker_bg.wasm: the whole engine), a game's (heuchel_bg.wasm: no
// position editing) and the rules alone (heuchel_rules_bg.wasm: no computer players either), and
// the same for heller. The same bindings drive all three; the rules alone play every game the
// whole engine plays, with the same views, logs and saves. A diagram on a wiki page loads the rules
// alone, a game its game's module, the maker all of it (www/platform/engine/loader.js;
// tests/browser/embed.test.mjs sees which file a page fetches).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { COMPUTER_EXPORTS, MAKER_EXPORTS, gameModule, rulesModule } from '../../scripts/engine-modules.mjs';

const DIST = new URL('../../dist/', import.meta.url);
const skip = existsSync(new URL('heuchel_maker_bg.wasm', DIST)) ? false : 'dist/ is not built';

/** The exports' names of a module's bytes. */
const exportsOf = (bytes) => WebAssembly.Module.exports(new WebAssembly.Module(bytes)).map((e) => e.name).sort();

/**
 * The game's bindings, a copy of their own (a query of its own makes another module instance of
 * the same file), initialised with the module `file` of the built site.
 */
async function bindings(game, file) {
  const module = readFileSync(new URL(file, DIST));
  const b = await import(`${new URL(`${game}.js`, DIST).href}?${file}`);
  b.initSync({ module });
  return b;
}

for (const game of ['heuchel', 'heller']) {
  test(`${game}: a game's module exports all the whole engine does but the maker's editing, the rules alone not the computer players either`, { skip }, () => {
    const whole = exportsOf(readFileSync(new URL(`${game}_maker_bg.wasm`, DIST)));
    const played = exportsOf(readFileSync(new URL(`${game}_bg.wasm`, DIST)));
    const rules = exportsOf(readFileSync(new URL(`${game}_rules_bg.wasm`, DIST)));
    for (const name of [...MAKER_EXPORTS[game], ...COMPUTER_EXPORTS[game]]) assert.ok(whole.includes(name), `the whole engine has ${name}`);
    assert.deepEqual(played, whole.filter((name) => !MAKER_EXPORTS[game].includes(name)));
    assert.deepEqual(rules, played.filter((name) => !COMPUTER_EXPORTS[game].includes(name)));
    // And each is smaller by what it goes without.
    const size = (f) => readFileSync(new URL(f, DIST)).length;
    assert.ok(size(`${game}_bg.wasm`) < 0.95 * size(`${game}_maker_bg.wasm`));
    assert.ok(size(`${game}_rules_bg.wasm`) < 0.9 * size(`${game}_bg.wasm`));
  });

  test(`${game}: a module without one of the exports to take out stops the build, in words`, { skip }, () => {
    const played = readFileSync(new URL(`${game}_bg.wasm`, DIST));
    assert.throws(() => gameModule(game, played), new RegExp(`${game}'s module has no export ${MAKER_EXPORTS[game][0]}`));
    assert.throws(() => rulesModule(game, played), new RegExp(`${game}'s module has no export ${MAKER_EXPORTS[game][0]}`));
  });
}

test('a game\'s module has no position editing: a board that asks for it is told so by a TypeError', { skip }, async () => {
  const heuchel = await bindings('heuchel', 'heuchel_bg.wasm');
  const g = new heuchel.Game(4, 'base', 3);
  assert.throws(() => g.setup(), TypeError);
  assert.throws(() => heuchel.fillUnused({}), TypeError);
  g.free();
  const heller = await bindings('heller', 'heller_bg.wasm');
  const h = new heller.Game(2, 'standard', false, 3);
  assert.throws(() => h.setup(), TypeError);
  h.free();
});

test('heuchel: the rules alone play the whole engine\'s games, with the same views, logs and saves', { skip }, async () => {
  const whole = await bindings('heuchel', 'heuchel_maker_bg.wasm');
  const rules = await bindings('heuchel', 'heuchel_rules_bg.wasm');
  for (const [players, variant, seed] of [[3, 'base', 11], [5, 'dice', 29]]) {
    const a = new whole.Game(players, variant, seed);
    const b = new rules.Game(players, variant, seed);
    for (let k = 0; !a.isOver() && k < 2000; k++) {
      const player = a.toAct();
      const action = a.botAction(player, 'random', 7919 * k + seed);
      a.play(action);
      b.play(action);
      assert.equal(b.viewNotation(player), a.viewNotation(player), `${players} players, action ${k}`);
    }
    assert.ok(a.isOver(), 'the game ended');
    assert.equal(b.isOver(), true);
    assert.equal(b.save(), a.save());
    assert.deepEqual(b.fullLog(), a.fullLog());
    assert.deepEqual(b.scores(), a.scores());
    for (let p = 0; p < players; p++) assert.deepEqual(b.view(p), a.view(p));
    // The computer players are not there: a board that loads the rules alone never asks them.
    assert.throws(() => b.botAction(b.toAct() ?? 0, 'random', 1), TypeError);
    assert.equal(typeof rules.chooseAction, 'function', 'the bindings are the same file');
    assert.throws(() => rules.chooseAction(a.viewNotation(0), 'easy', 1), TypeError);
    a.free();
    b.free();
  }
});

test('heller: the rules alone play the whole engine\'s games, with the same views, logs and saves', { skip }, async () => {
  const whole = await bindings('heller', 'heller_maker_bg.wasm');
  const rules = await bindings('heller', 'heller_rules_bg.wasm');
  for (const [players, variant, noLuck, seed] of [[2, 'standard', false, 5], [4, 'standard', true, 17]]) {
    const a = new whole.Game(players, variant, noLuck, seed);
    const b = new rules.Game(players, variant, noLuck, seed);
    for (let k = 0; !a.isOver() && k < 2000; k++) {
      const player = a.toAct();
      const action = whole.chooseAction(a.view(player), 'easy', 31 * k + seed);
      assert.deepEqual(b.play(action), a.play(action), `the events of action ${k}`);
      assert.deepEqual(b.view(player), a.view(player), `${players} players, action ${k}`);
    }
    assert.ok(a.isOver(), 'the game ended');
    assert.equal(b.save(), a.save());
    assert.deepEqual(b.log(), a.log());
    assert.deepEqual(b.winners(), a.winners());
    assert.throws(() => rules.chooseAction(b.view(0), 'easy', 1), TypeError);
    a.free();
    b.free();
  }
});
