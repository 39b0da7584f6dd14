// The second game's WebAssembly API (crates/heller/src/wasm.rs, docs/HELLER-JS-API.md), through the
// BUILT module the site serves: dist/heller.js and dist/heller_bg.wasm (scripts/build-heller-wasm.sh,
// run by Trunk). Whole games, saves, refusals, hidden information, the computer players and the
// board facts, as a page sees them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';

const DIST = new URL('../../dist/', import.meta.url);
const WASM = new URL('heller_bg.wasm', DIST);
// A site not built at all is skipped, as the other tests of the built engine are; a built site
// without the heller module fails (the Trunk hook did not run).
const skip = existsSync(new URL('heuchel_bg.wasm', DIST)) || existsSync(WASM) ? false : 'dist/ is not built';

let heller = null;
async function engine() {
  if (!heller) {
    assert.ok(existsSync(WASM), 'dist/heller_bg.wasm is built beside heuchel_bg.wasm');
    const bindings = await import(new URL('heller.js', DIST).href);
    await bindings.default({ module_or_path: readFileSync(WASM) });
    heller = bindings;
  }
  return heller;
}

/** The thrown error, for checks of its code and arguments. */
function thrown(f) {
  try {
    f();
  } catch (e) {
    return e;
  }
  assert.fail('expected an error');
}

test('a whole seeded 3-player game by the first legal action: it ends, money is conserved, the winners are the richest', { skip }, async () => {
  const { Game, boardFacts } = await engine();
  const facts = boardFacts();
  const game = new Game(3, 'standard', false, 20241);
  assert.equal(game.players, 3);
  assert.equal(game.variant, 'standard');
  assert.equal(game.noLuck, false);
  const spectator = 3;
  const positions = [game.position()];
  const events = [];
  let guard = 0;
  while (!game.isOver()) {
    const legal = game.legal();
    assert.ok(legal.length > 0, 'a player to act always has an action (a pass at least)');
    assert.equal(typeof game.toAct(), 'number');
    const happened = game.play(legal[0]);
    assert.ok(Array.isArray(happened) && happened.length > 0, 'every action reports what it made happen');
    events.push(...happened);
    positions.push(game.position());
    const view = game.view(spectator);
    const money = view.money.reduce((a, b) => a + b, 0);
    assert.equal(money + view.bank, facts.startMoney * 3, `money conserved after action ${game.actionCount()}`);
    assert.ok(++guard < 1000, 'the game ends');
  }
  assert.equal(facts.startMoney * 3, 150);
  assert.equal(game.toAct(), undefined);
  assert.deepEqual(game.legal(), []);
  assert.equal(game.round(), facts.rounds, 'the standard game plays its three rounds');
  assert.equal(game.actionCount(), positions.length - 1);
  // Three rounds of 30 squares, and a pass now and then.
  assert.ok(game.actionCount() >= 3 * facts.squares.length, `${game.actionCount()} actions`);

  const final = game.view(spectator);
  const best = Math.max(...final.money);
  const winners = game.winners();
  assert.ok(winners.length >= 1);
  assert.deepEqual(winners, final.money.flatMap((m, p) => (m === best ? [p] : [])));
  const over = events.at(-1);
  assert.equal(over.event, 'gameOver');
  assert.deepEqual(over.winners, winners);
  assert.deepEqual(over.money, final.money);
  assert.equal(events.filter((e) => e.event === 'roundStarted').length, 2, 'rounds 2 and 3 start');
  assert.ok(events.some((e) => e.event === 'laneScored'), 'lanes were scored');

  // The log: one entry per action, the same events as play() returned, the same for every viewer.
  const log = game.log();
  assert.equal(log.length, game.actionCount());
  assert.deepEqual(log.flatMap((entry) => entry.events), events);
  assert.deepEqual(game.log(0), log);
  assert.deepEqual(game.log(1), log, 'every event is public');
  assert.deepEqual(game.log(undefined, 10), log.slice(10));
  assert.deepEqual(log.map((entry) => entry.action), game.actionTexts().map((t) => Game.parseAction(t)));

  // at(k): the game after its first k actions.
  for (const k of [0, 1, 37, game.actionCount()]) assert.equal(game.at(k).position(), positions[k], `at(${k})`);
  assert.equal(game.at(1e6).position(), game.position(), 'beyond the actions played: all of them');
  assert.equal(game.position(), positions.at(-1), 'at() leaves the game as it is');
});

test('save() and Game.load() give the same game; fromPosition() the same position', { skip }, async () => {
  const { Game } = await engine();
  for (const [variant, noLuck] of [['standard', false], ['openEnded', true]]) {
    const game = new Game(4, variant, noLuck, '123456789012345');
    for (let i = 0; i < 25; i += 1) game.play(game.legal()[i % game.legal().length]);
    const saved = game.save();
    const loaded = Game.load(saved);
    assert.equal(loaded.position(), game.position());
    assert.equal(loaded.actionCount(), 25);
    assert.deepEqual(loaded.actionTexts(), game.actionTexts());
    assert.equal(loaded.variant, variant);
    assert.equal(loaded.noLuck, noLuck);
    assert.equal(loaded.save(), saved);
    const there = Game.fromPosition(game.position());
    assert.equal(there.position(), game.position());
    assert.deepEqual(there.legal(), game.legal());
    assert.equal(there.actionCount(), 0);
  }
  assert.equal(thrown(() => Game.load('no tilde')).code, 'load.noActions');
  assert.equal(thrown(() => Game.load(null)).code, 'load.noActions', 'an empty storage slot is a coded error too');
  assert.equal(thrown(() => Game.fromPosition(undefined)).code, 'notation.position');
  assert.equal(thrown(() => Game.fromPosition('3s_1')).code, 'notation.position');
  const bad = thrown(() => Game.load(`${new Game(3, 'standard', false, 1).save()}x`));
  assert.equal(bad.code, 'load.illegal');
  assert.deepEqual(bad.args, { index: 0, reason: 'action.mustPlace' });
});

test('a refused action throws with a code and arguments and leaves the game untouched', { skip }, async () => {
  const { Game } = await engine();
  const game = new Game(3, 'standard', false, 5);
  const first = game.legalActions().find((a) => a.type === 'stall');
  const events = game.play(first);
  assert.deepEqual(events[0], { event: 'stallPlaced', player: events[0].player, stall: first.stall, square: first.square });
  const before = game.position();
  const count = game.actionCount();
  const cases = [
    [`o${first.square}`, 'action.squareTaken', { action: `o${first.square}`, square: first.square }],
    ['x', 'action.mustPlace', { action: 'x' }],
    ['la5', 'action.nothingTurned', { action: 'la5' }],
    ['cM', 'action.notChoosing', { action: 'cM' }],
    [`t${first.square}`, 'notation.action', { text: `t${first.square}` }],
    ['pR4a5', 'action.poolFaceDown', { action: 'pR4a5' }],
    ['s9a1', 'notation.action', { text: 's9a1' }],
    [{ type: 'stall', stall: 7, square: 'a5' }, 'action.malformed', { field: 'stall' }],
    [{ type: 'fly', square: 'a5' }, 'action.malformed', { field: 'type' }],
    [42, 'action.malformed', { field: '' }],
  ];
  for (const [action, code, args] of cases) {
    const e = thrown(() => game.play(action));
    assert.ok(e instanceof Error, JSON.stringify(action));
    assert.equal(e.code, code, JSON.stringify(action));
    assert.deepEqual({ ...e.args }, args, JSON.stringify(action));
    assert.ok(e.message.length > 0);
    assert.equal(game.position(), before, `${JSON.stringify(action)} left the position as it was`);
    assert.equal(game.actionCount(), count);
  }
  // check() judges as play() does, without playing: null, or the refusal returned (not thrown).
  assert.equal(game.check('x').code, 'action.mustPlace');
  assert.deepEqual({ ...game.check(`o${first.square}`).args }, { action: `o${first.square}`, square: first.square });
  assert.equal(game.check(game.legal()[0]), null);
  assert.equal(thrown(() => game.check('s9a1')).code, 'notation.action', 'what is not an action is thrown, as play throws it');
  assert.equal(game.position(), before);
  // Turning up (D9): the tile is named in the event, in every view's phase, and must be placed next.
  const turned = game.play('t');
  assert.deepEqual(Object.keys(turned[0]), ['event', 'player', 'tile']);
  const { tile } = turned[0];
  for (const viewer of [0, 1, 2, 3]) assert.deepEqual(game.view(viewer).phase, { phase: 'turned', player: turned[0].player, tile });
  assert.ok(game.legalActions().every((a) => a.type === 'placeTurned'));
  assert.deepEqual({ ...thrown(() => game.play('x')).args }, { action: 'x', tile });
  assert.equal(thrown(() => game.play('x')).code, 'action.placeTurnedFirst');
  const square = game.legalActions()[0].square;
  assert.deepEqual(game.play({ type: 'placeTurned', square })[0], { event: 'turnedTilePlaced', player: turned[0].player, tile, square });
  // The object form plays as the text form does.
  const twin = Game.load(game.save());
  const [text] = game.legal();
  assert.deepEqual(twin.play(Game.parseAction(text)), game.play(text));
  assert.equal(twin.position(), game.position());
  assert.deepEqual(game.legalActions(), game.legal().map((t) => Game.parseAction(t)));
});

test('new Game checks its arguments; a seed gives the same deal', { skip }, async () => {
  const { Game } = await engine();
  assert.deepEqual({ ...thrown(() => new Game(5)).args }, { players: 5 });
  assert.equal(thrown(() => new Game(1)).code, 'game.players');
  assert.equal(thrown(() => new Game(2.5)).code, 'game.players');
  assert.equal(thrown(() => new Game(3, 'dice')).code, 'game.variant');
  assert.equal(thrown(() => new Game(3, 7)).code, 'game.variant');
  assert.equal(thrown(() => new Game(3, 'standard', false, 'seven')).code, 'game.seed');
  assert.equal(thrown(() => new Game(3, 'standard', false, -1)).code, 'game.seed');
  assert.equal(new Game(3, 'standard', false, 77).position(), new Game(3, undefined, undefined, '77').position());
  assert.notEqual(new Game(3, 'standard', false, 77).position(), new Game(3, 'standard', false, 78).position());
  const unseeded = new Game(2);
  assert.equal(unseeded.players, 2);
  assert.equal(unseeded.variant, 'standard');
  assert.equal(unseeded.round(), 1);
  assert.equal(thrown(() => unseeded.view(-1)).code, 'game.viewer');
  assert.equal(thrown(() => unseeded.view(0.5)).code, 'game.viewer');
  assert.equal(thrown(() => unseeded.at(-2)).code, 'game.index');
});

test('hidden information: a player sees his own tile only; a spectator none; without luck all lie face up', { skip }, async () => {
  const { Game } = await engine();
  const game = new Game(3, 'standard', false, 11);
  // The notation's sixth field holds every own tile (hidden information, never for a player).
  const own = game.position().split('_')[5].split('.');
  const view = game.view(1);
  assert.equal(view.viewer, 1);
  assert.equal(view.ownTile, own[1]);
  assert.equal(view.ownTiles[0], null, "another player's own tile is hidden");
  assert.equal(view.ownTiles[2], null);
  assert.equal(view.ownTiles[1], own[1]);
  assert.deepEqual(view.holdsOwn, [true, true, true]);
  assert.deepEqual(view.pool, [], 'the pool lies face down');
  assert.equal(view.poolLen, 22 - 3);
  assert.ok(!JSON.stringify(view).includes('"seed"'));
  for (const spectator of [3, 4, 255, 256, 1000]) {
    const seen = game.view(spectator);
    assert.equal(seen.ownTile, null, `viewer ${spectator} is a spectator`);
    assert.deepEqual(seen.ownTiles, [null, null, null]);
  }
  // Without luck every tile lies open, and the own tiles are chosen in view of all (D8).
  const open = new Game(3, 'standard', true, 11);
  assert.equal(open.view(3).phase.phase, 'choose');
  assert.equal(open.view(3).pool.length, 22);
  for (const tile of ['M', 'R6', 'E']) open.play(`c${tile}`);
  const openOwn = open.position().split('_')[5].split('.');
  assert.deepEqual(openOwn.slice().sort(), ['E', 'M', 'R6']);
  assert.deepEqual(open.view(3).ownTiles, openOwn, 'without luck the own tiles lie face up');
  assert.deepEqual(open.log(3).map((e) => e.events[0].event), ['ownTileChosen', 'ownTileChosen', 'ownTileChosen']);
  assert.equal(open.view(3).pool.length, 19);

  // An own tile is named only once it lies on the market, and then to everyone.
  const { boardFacts } = await engine();
  const squares = boardFacts().squares;
  const p = game.toAct();
  const free = game.view(p).market.cells.findIndex((c) => c.kind === 'empty');
  const placed = game.play(`o${squares[free]}`);
  assert.deepEqual(placed, [{ event: 'ownTilePlaced', player: p, tile: own[p], square: squares[free] }]);
  assert.deepEqual(game.view(3).market.cells[free], { kind: 'tile', tile: own[p] });
  assert.equal(game.view(p).ownTile, null, 'placed: he holds it no more');
  assert.equal(game.view(3).holdsOwn[p], false);
});

test('shownSince: a tile turned up is shown to everyone, himself too; a stall shows nothing hidden', { skip }, async () => {
  const { Game } = await engine();
  const game = new Game(2, 'standard', false, 7);
  try {
    const me = game.toAct();
    const stall = game.legal().find((x) => /^s\d/.test(x));
    game.play(stall);
    assert.equal(game.shownSince(me, 0), null, 'a stall shows nothing hidden');
    assert.equal(game.shownSince(1 - me, 0), null);
    game.play('t');
    assert.deepEqual(game.shownSince(me, 0), { shown: 'turnedUp' });
    assert.deepEqual(game.shownSince(me, 1), { shown: 'turnedUp' }, 'his own turning up too');
    assert.equal(game.shownSince(me, 2), null, 'nothing since');
    assert.equal(game.shownSince(me, 40), null, 'beyond the game: nothing');
    assert.equal(thrown(() => game.shownSince(-1, 0)).code, 'game.viewer');
  } finally {
    game.free();
  }
});

test('chooseAction: every level answers a legal action from the view alone, by object or JSON text', { skip }, async () => {
  const { Game, chooseAction, defaultIterations } = await engine();
  const game = new Game(3, 'standard', false, 3);
  for (let i = 0; i < 12; i += 1) game.play(game.legal()[(i * 7) % game.legal().length]);
  const p = game.toAct();
  const view = game.view(p);
  const legal = game.legal();
  for (const level of ['easy', 'medium', 'hard', 'expert']) {
    // Expert with a small budget here: its own (about a second in a browser) is measured elsewhere.
    const budget = level === 'expert' ? 300 : undefined;
    const action = chooseAction(view, level, 1, budget);
    assert.ok(legal.includes(action), `${level}: ${action}`);
    assert.equal(chooseAction(JSON.stringify(view), level, 1, budget), action, `${level}: the same from JSON text`);
    assert.equal(chooseAction(structuredClone(view), level, '1', budget), action, `${level}: the same from a structured clone`);
  }
  assert.ok(legal.includes(chooseAction(game.view(p), 'hard', 1, 150)));
  assert.equal(defaultIterations(), defaultIterations('hard'));
  assert.ok(defaultIterations('hard') > 0);
  assert.ok(defaultIterations('expert') > defaultIterations('hard'));
  assert.equal(defaultIterations('easy'), 0);
  assert.equal(thrown(() => defaultIterations('oracle')).code, 'bot.level');

  const other = (p + 1) % 3;
  assert.deepEqual({ ...thrown(() => chooseAction(game.view(other), 'easy', 1)).args }, { player: other, toAct: p });
  assert.equal(thrown(() => chooseAction(game.view(other), 'easy', 1)).code, 'bot.notToAct');
  assert.equal(thrown(() => chooseAction(game.view(3), 'easy', 1)).code, 'bot.spectator');
  assert.equal(thrown(() => chooseAction(view, 'oracle', 1)).code, 'bot.level');
  assert.equal(thrown(() => chooseAction(view, undefined, 1)).code, 'bot.level');
  assert.equal(thrown(() => chooseAction(view, 'hard', 1, 0)).code, 'bot.iterations');
  assert.equal(thrown(() => chooseAction(view, 'easy', 'x')).code, 'game.seed');
  const malformed = thrown(() => chooseAction({ ...view, market: { cells: view.market.cells.slice(1) } }, 'easy', 1));
  assert.equal(malformed.code, 'view.malformed');
  assert.equal(malformed.args.field, 'market.cells');
  assert.equal(thrown(() => chooseAction({ ...view, phase: { phase: 'turn' } }, 'easy', 1)).args.field, 'phase.player');
  assert.equal(thrown(() => chooseAction('{not json', 'easy', 1)).code, 'view.malformed');
  assert.equal(thrown(() => chooseAction(null, 'easy', 1)).code, 'view.malformed');
  // A view no position fits: more of a tile on the market than the game has.
  const cells = view.market.cells.map((c) => (c.kind === 'empty' ? { kind: 'tile', tile: 'E' } : c));
  assert.match(thrown(() => chooseAction({ ...view, market: { cells } }, 'easy', 1)).code, /^position\./);

  const over = new Game(2, 'standard', false, 4);
  while (!over.isOver()) over.play(over.legal()[0]);
  assert.equal(thrown(() => chooseAction(over.view(0), 'easy', 1)).code, 'bot.gameOver');
});

test('boardFacts: the market, the tiles and the stalls, as the engine counts them', { skip }, async () => {
  const { Game, boardFacts } = await engine();
  const facts = boardFacts();
  assert.equal(facts.squares.length, 30);
  assert.equal(facts.rows * facts.columns, 30);
  assert.equal(facts.squares[0], 'a1');
  assert.equal(facts.squares[29], 'f5');
  assert.deepEqual(facts.squares.slice(0, 6), facts.columnNames.map((c) => `${c}${facts.rowNames[0]}`), 'row by row');
  assert.deepEqual(facts.rowNames, ['1', '2', '3', '4', '5']);
  assert.deepEqual(facts.columnNames, ['a', 'b', 'c', 'd', 'e', 'f']);
  assert.equal(facts.tiles.reduce((n, t) => n + t.count, 0), facts.tileCount);
  assert.equal(facts.tileCount, 22);
  assert.deepEqual(facts.tiles.find((t) => t.code === 'R5'), { code: 'R5', kind: 'rogue', value: 5, points: -5, count: 1, name: 'rogue 5' });
  assert.deepEqual(facts.tiles.find((t) => t.code === 'F'), { code: 'F', kind: 'fire', points: 0, count: 2, name: 'fire' });
  assert.deepEqual(facts.stalls.map((s) => [s.strokes, s.name, s.perColour]), [[1, 'I', 4], [2, 'II', 3], [3, 'III', 2], [4, 'IIII', 1]]);
  assert.equal(facts.startMoney, 50);
  assert.deepEqual(facts.levels, ['easy', 'medium', 'hard', 'expert']);
  assert.ok(facts.expertIterations > facts.defaultIterations);
  assert.deepEqual(facts.variants, ['standard', 'openEnded']);
  assert.deepEqual(facts.playerCounts, [2, 3, 4]);
  assert.equal(thrown(() => new Game(facts.maxPlayers + 1)).code, 'game.players');
  assert.equal(thrown(() => new Game(facts.minPlayers - 1)).code, 'game.players');
  // The facts agree with the games the engine deals.
  for (const players of facts.playerCounts) {
    const view = new Game(players, 'standard', false, 1).view(facts.spectator);
    const perColour = facts.stalls.map((s) => s.perColour);
    assert.deepEqual(view.supply[0], [facts.singleStallsByPlayers[players], ...perColour.slice(1)], `${players} players`);
    assert.deepEqual(new Game(players, 'openEnded', false, 1).view(0).supply[0], perColour);
    assert.deepEqual(view.money, Array(players).fill(facts.startMoney));
    assert.equal(view.market.cells.length, facts.squares.length);
    assert.equal(view.ownTile, null, `${facts.spectator} is a spectator at ${players} players`);
  }
});
