// The second game's setups in its WebAssembly API (crates/heller/src/wasm/setup_object.rs,
// docs/HELLER-JS-API.md "Setups"), through the BUILT module the diagram maker loads
// (dist/heller_maker_bg.wasm, the whole engine: scripts/engine-modules.mjs): Game.prototype.setup(),
// fillUnused, checkSetup and positionOfSetup, as the maker (heller-maker.html) uses them.
// HELLER_DIST names another built folder (a module built apart by scripts/build-heller-wasm.sh,
// whose heller_bg.wasm is the whole engine).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const DIST = process.env.HELLER_DIST ? pathToFileURL(`${process.env.HELLER_DIST.replace(/\/$/, '')}/`) : new URL('../../dist/', import.meta.url);
const WASM = new URL(process.env.HELLER_DIST ? 'heller_bg.wasm' : 'heller_maker_bg.wasm', DIST);
const skip = existsSync(new URL('heuchel_bg.wasm', DIST)) || existsSync(WASM) ? false : 'dist/ is not built';

// The bindings, set up once from the module's bytes (initSync), on first use.
const engine = (() => {
  let bindings = null;
  return async () => {
    if (bindings) return bindings;
    assert.ok(existsSync(WASM), `${WASM.pathname} is built`);
    const module = await import(new URL('heller.js', DIST).href);
    module.initSync({ module: readFileSync(WASM) });
    bindings = module;
    return bindings;
  };
})();

function thrown(f) {
  try {
    f();
  } catch (e) {
    return e;
  }
  return assert.fail('expected an error');
}

/** An empty market of `players` with nothing else: what an editor starts from. */
function bare(facts, players = 3) {
  return {
    players, variant: 'standard', round: 1, toAct: 0,
    money: Array(players).fill(facts.startMoney), supply: Array.from({ length: players }, () => [0, 0, 0, 0]),
    market: { cells: facts.squares.map(() => ({ kind: 'empty' })) },
  };
}

const at = (facts, setup, square, cell) => { setup.market.cells[facts.squares.indexOf(square)] = cell; };

test('a game\'s setup is a plain object that gives the same position back', { skip }, async () => {
  const { Game, positionOfSetup, checkSetup } = await engine();
  const game = new Game(3, 'standard', false, 42);
  for (const a of ['s2a1', 't', 'lb1', 'oc1', 's4a2']) game.play(a);
  const setup = game.setup();
  assert.deepEqual(Object.keys(setup), ['players', 'variant', 'noLuck', 'seed', 'round', 'toAct', 'turned', 'choosing', 'money', 'supply', 'own', 'pool', 'market', 'rng']);
  assert.equal(setup.turned, null);
  assert.equal(setup.choosing, false);
  assert.equal(setup.seed, '000000000000002a', 'the seed as 16 hex digits, as the notation writes it');
  assert.match(setup.rng, /^[0-9a-f]{16}$/);
  assert.equal(setup.market.cells.length, 30);
  assert.equal(setup.own[2], null, 'a placed own tile is null');
  // A structured clone (a worker, a saved draft) is as good.
  const copy = structuredClone(setup);
  assert.equal(checkSetup(copy), null);
  assert.equal(positionOfSetup(copy), game.position());
  const again = Game.fromSetup(copy);
  assert.equal(again.position(), game.position());
  assert.deepEqual(again.legal(), game.legal());
  // A tile turned up and not yet placed is part of a setup (D9), and read back.
  game.play('t');
  const up = game.setup();
  assert.match(up.turned, /^(B[1-6]|R[1-6]|M|F|E)$/);
  assert.equal(positionOfSetup(up), game.position());
  assert.equal(checkSetup({ ...up, noLuck: true }).code, 'position.turnedWithoutLuck');
  // Game over: toAct null.
  const done = new Game(2, 'standard', false, 5);
  while (!done.isOver()) done.play(done.legal()[0]);
  assert.equal(done.setup().toAct, null);
  assert.equal(positionOfSetup(done.setup()), done.position());
});

test('fillUnused puts every tile left out into the pool and every stall not on the market in supply', { skip }, async () => {
  const { fillUnused, checkSetup, positionOfSetup, boardFacts } = await engine();
  const facts = boardFacts();
  const setup = bare(facts);
  // Row 3: two stalls and three tiles.
  at(facts, setup, 'a3', { kind: 'stall', player: 0, stall: 2 });
  at(facts, setup, 'b3', { kind: 'tile', tile: 'B4' });
  at(facts, setup, 'c3', { kind: 'tile', tile: 'R2' });
  at(facts, setup, 'd3', { kind: 'stall', player: 1, stall: 4 });
  at(facts, setup, 'e3', { kind: 'tile', tile: 'M' });
  const before = structuredClone(setup);
  const filled = fillUnused(setup);
  assert.deepEqual(setup, before, 'the argument is not changed');
  assert.deepEqual(filled.market, setup.market, 'nothing placed moves');
  assert.deepEqual(filled.supply, [[3, 2, 2, 1], [3, 3, 2, 0], [3, 3, 2, 1]]);
  assert.equal(filled.pool.length, facts.tileCount - 3);
  assert.deepEqual(filled.own, [null, null, null]);
  assert.equal(filled.seed, '0000000000000000', 'left out: 0');
  assert.equal(checkSetup(filled), null);
  assert.match(positionOfSetup(filled), /^3s_1_1_50\.50\.50_3221\.3320\.3321_-\.-\.-_/);
  assert.deepEqual(fillUnused(filled), filled, 'filling again changes nothing');
});

test('checkSetup says in codes what cannot occur; positionOfSetup throws the same', { skip }, async () => {
  const { fillUnused, checkSetup, positionOfSetup, boardFacts } = await engine();
  const facts = boardFacts();
  const fires = bare(facts, 2);
  for (const sq of ['a1', 'b1', 'c1']) at(facts, fires, sq, { kind: 'tile', tile: 'F' });
  const problem = checkSetup(fillUnused(fires));
  assert.deepEqual({ code: problem.code, args: problem.args }, { code: 'position.tileCount', args: { tile: 'F', found: 3, expected: 2 } });
  assert.match(problem.message, /fire/);
  const e = thrown(() => positionOfSetup(fillUnused(fires)));
  assert.ok(e instanceof Error);
  assert.equal(e.code, 'position.tileCount');

  const stalls = bare(facts, 2);
  at(facts, stalls, 'a1', { kind: 'stall', player: 1, stall: 4 });
  at(facts, stalls, 'b2', { kind: 'stall', player: 1, stall: 4 });
  assert.deepEqual(checkSetup(fillUnused(stalls)).args, { player: 1, stall: 4, count: 2, max: 1 });

  const round = fillUnused({ ...bare(facts), round: 4 });
  assert.equal(checkSetup(round).code, 'position.round');
  const seat = bare(facts, 2);
  at(facts, seat, 'a1', { kind: 'stall', player: 3, stall: 1 });
  assert.equal(checkSetup(fillUnused(seat)).code, 'position.noSuchPlayer');
  assert.equal(checkSetup(fillUnused({ ...bare(facts), toAct: null })).code, 'position.notOver');
});

test('an object that is no setup is refused naming the field, by every function alike', { skip }, async () => {
  const { Game, fillUnused, checkSetup, positionOfSetup, boardFacts } = await engine();
  const facts = boardFacts();
  const bad = bare(facts);
  bad.market.cells[7] = { kind: 'stall', player: 0, stall: 5 };
  for (const f of [() => fillUnused(bad), () => positionOfSetup(bad), () => Game.fromSetup(bad)]) {
    const e = thrown(f);
    assert.equal(e.code, 'setup.malformed');
    assert.equal(e.args.field, 'market.cells.7.stall');
  }
  assert.deepEqual(checkSetup(bad).args, { field: 'market.cells.7.stall' });
  assert.equal(checkSetup(null).code, 'setup.malformed');
  assert.equal(checkSetup({ ...bare(facts), rng: 'xyz' }).args.field, 'rng');
  assert.equal(checkSetup({ ...bare(facts), players: 'three' }).args.field, 'players');
});
