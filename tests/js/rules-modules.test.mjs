// Each engine's rules alone (scripts/rules-modules.mjs: heuchel_rules_bg.wasm, heller_rules_bg.wasm),
// through the BUILT modules the site serves: the same bindings drive both the whole engine and its
// rules alone, which plays every game the whole one plays, with the same views, logs and saves,
// and has no computer player left in it. A diagram on a wiki page loads the rules alone
// (www/platform/engine/loader.js; tests/browser/embed.test.mjs sees which file a page fetches).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { COMPUTER_EXPORTS, rulesModule } from '../../scripts/rules-modules.mjs';

const DIST = new URL('../../dist/', import.meta.url);
const skip = existsSync(new URL('heuchel_bg.wasm', DIST)) ? false : 'dist/ is not built';

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
  test(`${game}: the rules alone export all the whole engine does but its computer players`, { skip }, () => {
    const whole = exportsOf(readFileSync(new URL(`${game}_bg.wasm`, DIST)));
    const rules = exportsOf(readFileSync(new URL(`${game}_rules_bg.wasm`, DIST)));
    assert.deepEqual(rules, whole.filter((name) => !COMPUTER_EXPORTS[game].includes(name)));
    for (const name of COMPUTER_EXPORTS[game]) assert.ok(whole.includes(name), `the whole engine has ${name}`);
    // And they are smaller by what the computer players were.
    const size = (f) => readFileSync(new URL(f, DIST)).length;
    assert.ok(size(`${game}_rules_bg.wasm`) < 0.9 * size(`${game}_bg.wasm`));
  });

  test(`${game}: a module without one of the computer players' exports stops the build, in words`, { skip }, () => {
    const rules = readFileSync(new URL(`${game}_rules_bg.wasm`, DIST));
    assert.throws(() => rulesModule(game, rules), new RegExp(`${game}'s module has no export ${COMPUTER_EXPORTS[game][0]}`));
  });
}

test('heuchel: the rules alone play the whole engine\'s games, with the same views, logs and saves', { skip }, async () => {
  const whole = await bindings('heuchel', 'heuchel_bg.wasm');
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
  const whole = await bindings('heller', 'heller_bg.wasm');
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
