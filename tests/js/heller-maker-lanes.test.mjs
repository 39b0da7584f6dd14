// The lanes the second game's diagram maker lights (www/heller/maker/lanes.js): part by part, as
// the engine scores them, the parts asked of the engine and never worked out in JavaScript. A
// stand-in engine answers with fixed parts here (it knows no rule either); the built engine
// (dist/heller.js, its scoreLane(position, lane)) is asked at the end.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { litLanes, scoresLanes } from '../../www/heller/maker/lanes.js';
import * as edit from '../../www/heller/maker/setup-edit.js';

const facts = JSON.parse(readFileSync(new URL('../../www/heller/fixtures/facts.json', import.meta.url), 'utf8'));
const index = (square) => facts.squares.indexOf(square);

// Row 3 with a fire on c3 (and a stall beside it): what an editor builds.
function withFire() {
  let setup = edit.emptySetup(facts, 3);
  setup = edit.clickSquare(setup, index('c3'), { kind: 'tile', tile: 'F' }).setup;
  setup = edit.clickSquare(setup, index('a3'), { kind: 'stall', player: 0, stall: 2 }).setup;
  return setup;
}

// What the engine answers for row 3 of withFire(): two parts, the fire in neither.
const ROW3 = { lane: { row: 2 }, parts: [
  { squares: ['a3', 'b3'], black: 0, red: 0, evilEye: false, moneyBag: false, sum: 0, players: [{ player: 0, strokes: 2, amount: 0 }] },
  { squares: ['d3', 'e3', 'f3'], black: 0, red: 0, evilEye: false, moneyBag: false, sum: 0, players: [] },
] };

test('each lane is lit as the engine\'s parts: a fire splits it, and is lit in none of them', () => {
  const asked = [];
  const engine = { scoreLane: (setup, lane) => { asked.push({ setup, lane }); return ROW3; } };
  const setup = withFire();
  assert.ok(scoresLanes(engine));
  const lit = litLanes(engine, setup, [{ row: 2 }], facts);
  assert.deepEqual(asked, [{ setup, lane: { row: 2 } }], 'the engine is asked about the setup drawn, lane by lane');
  assert.deepEqual(lit, [{ lane: { row: 2 }, parts: [{ squares: ['a3', 'b3'] }, { squares: ['d3', 'e3', 'f3'] }] }]);
  assert.ok(!lit[0].parts.some((p) => p.squares.includes('c3')), 'the fire is not lit');
});

test('several lanes: one entry each, in the order chosen', () => {
  const column = { lane: { column: 3 }, parts: [{ squares: ['d1', 'd2', 'd3', 'd4', 'd5'] }] };
  const engine = { scoreLane: (_, lane) => ('row' in lane ? ROW3 : column) };
  const lit = litLanes(engine, withFire(), [{ row: 2 }, { column: 3 }], facts);
  assert.deepEqual(lit.map((l) => l.lane), [{ row: 2 }, { column: 3 }]);
  assert.deepEqual(lit[1].parts, [{ squares: ['d1', 'd2', 'd3', 'd4', 'd5'] }]);
});

test('an engine that cannot score a lane here: the lane lit whole, as the element\'s highlight lights it', () => {
  const whole = [{ lane: { row: 2 }, parts: [{ squares: ['a3', 'b3', 'c3', 'd3', 'e3', 'f3'] }] }];
  assert.equal(scoresLanes({}), false);
  assert.deepEqual(litLanes({}, withFire(), [{ row: 2 }], facts), whole);
  const refusing = { scoreLane: () => { throw new Error('setup.malformed'); } };
  assert.deepEqual(litLanes(refusing, withFire(), [{ row: 2 }], facts), whole);
  assert.deepEqual(litLanes({ scoreLane: () => ROW3 }, null, [{ row: 2 }], facts), whole, 'no setup yet');
  assert.deepEqual(litLanes({ scoreLane: () => ROW3 }, withFire(), [], facts), []);
});

test('JavaScript holds no fire rule for the maker: lanes.js asks, and app.js lights what it answers', () => {
  const lanes = readFileSync(new URL('../../www/heller/maker/lanes.js', import.meta.url), 'utf8').replace(/\/\/.*$/gm, '');
  const app = readFileSync(new URL('../../www/heller/maker/app.js', import.meta.url), 'utf8').replace(/\/\/.*$/gm, '');
  for (const source of [lanes, app]) assert.doesNotMatch(source, /['"]F['"]|fire/i, 'no fire named in code');
  assert.match(app, /litLanes\(engine, filled, o\.lanes, facts\)/, 'the editing board');
  assert.match(app, /lanes: litLanes\(engine, game\.setup\(\), o\.lanes, facts\)/, 'the downloaded picture');
  assert.doesNotMatch(app, /parseHighlight/, 'no lane lit whole by the maker itself');
});

// The built engine, asked directly: its scoreLane(position, lane) scores any lane of any market.
const DIST = new URL('../../dist/', import.meta.url);
const built = existsSync(new URL('heller_maker_bg.wasm', DIST));
const bindings = built ? await import(new URL('heller.js', DIST).href) : null;
if (bindings) bindings.initSync({ module: readFileSync(new URL('heller_maker_bg.wasm', DIST)) });
test('the built engine splits row 3 and column c at the fire on c3, the fire in neither part', { skip: built ? false : 'dist/ is not built' }, () => {
  assert.ok(scoresLanes(bindings), 'scoreLane(position, lane) in the engine\'s API');
  const lit = litLanes(bindings, withFire(), [{ row: 2 }, { column: 2 }], facts);
  assert.deepEqual(lit.map((l) => l.lane), [{ row: 2 }, { column: 2 }]);
  assert.deepEqual(lit[0].parts.map((p) => p.squares), [['a3', 'b3'], ['d3', 'e3', 'f3']]);
  assert.deepEqual(lit[1].parts.map((p) => p.squares), [['c1', 'c2'], ['c4', 'c5']]);
  // A lane without a fire is one part, whole.
  assert.deepEqual(litLanes(bindings, withFire(), [{ row: 0 }], facts)[0].parts.map((p) => p.squares), [['a1', 'b1', 'c1', 'd1', 'e1', 'f1']]);
  // A market the rules refuse (three customers 4) still lights its lanes: only the market is read.
  let refused = withFire();
  for (const sq of ['a1', 'b1', 'c1']) refused = edit.clickSquare(refused, index(sq), { kind: 'tile', tile: 'B4' }).setup;
  assert.equal(bindings.checkSetup(bindings.fillUnused(refused)).code, 'position.tileCount');
  assert.deepEqual(litLanes(bindings, refused, [{ row: 2 }], facts)[0].parts.length, 2);
});
