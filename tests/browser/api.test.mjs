// The engine's JavaScript API in a real browser: bad input of every kind is refused with a
// readable Error, never a wasm panic, and the game still plays afterwards.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, waitForEngine } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

test('bad input is refused with a message and the game plays on', async () => {
  const page = await site.page();
  await page.goto(site.url);
  await waitForEngine(page);
  const result = await page.evaluate(() => {
    const { Game } = window.wasmBindings;
    const refusals = [];
    const attempt = (label, f) => {
      try { f(); refusals.push([label, 'ACCEPTED']); } catch (e) {
        refusals.push([label, e instanceof Error ? e.message : `not an Error: ${e}`]);
      }
    };
    const game = new Game(4, 'base', 7);
    const before = game.save();
    for (const bad of ['', 'zz', '3-99.1', 'B9', 't0.1', '1-2.0', 42, null, undefined, {}, { type: 'move' },
      { type: 'move', from: 300, count: 1, to: 2 }, { type: 'take', column: -1, count: 1 }, [1, 2], 'e', 'r']) {
      attempt(JSON.stringify(bad) ?? String(bad), () => game.play(bad));
    }
    attempt('9 players', () => new Game(9, 'base', 1));
    attempt('variant', () => new Game(4, 'chess', 1));
    attempt('seed', () => new Game(4, 'base', -5));
    attempt('seed text', () => new Game(4, 'base', 'abc'));
    attempt('position', () => Game.fromPosition('4b_garbage'));
    attempt('impossible position', () => Game.fromPosition('3b_2m_1F1_1F1.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001'));
    attempt('corrupted save', () => Game.load(before.slice(0, -4) + 'zzzz'));
    attempt('scores too early', () => game.scores());
    attempt('bot out of turn', () => game.botAction(3, 'random', 1));
    attempt('unknown bot', () => game.botAction(0, 'oracle', 1));
    const unchanged = game.save() === before;
    let n = 0;
    while (!game.isOver() && n < 2000) { game.play(game.botAction(game.toAct(), 'greedy', n)); n += 1; }
    return { refusals, unchanged, over: game.isOver(), n, scores: game.scores().map((s) => s.total) };
  });
  for (const [label, message] of result.refusals) {
    assert.notEqual(message, 'ACCEPTED', `${label} was accepted`);
    assert.ok(!/unreachable|RuntimeError|panicked/.test(message), `${label}: ${message}`);
    assert.ok(message.length > 5, `${label}: a readable message`);
  }
  assert.ok(result.unchanged, 'refused actions left the game as it was');
  assert.ok(result.over, 'the game played to its end afterwards');
  assert.equal(result.scores.length, 4);
  assert.deepEqual(page.errors, []);
});

test('the same seed and actions give the same game in the browser as natively', async () => {
  const page = await site.page();
  await page.goto(site.url);
  await waitForEngine(page);
  const fs = await import('node:fs');
  // A recorded playthrough (platform::playthrough's shape): its deal is the seed's, named in the
  // file's name; the last step holds every seat's observation (its view notation).
  const recorded = JSON.parse(fs.readFileSync('tests/playthroughs/4p-dice-seed36.json', 'utf8'));
  const final = await page.evaluate(({ actions, seed }) => {
    const game = new window.wasmBindings.Game(4, 'dice', seed);
    for (const a of actions) game.play(a);
    return { views: [0, 1, 2, 3].map((p) => game.viewNotation(p)), scores: game.scores().map((s) => s.total) };
  }, { actions: recorded.record.actions, seed: 36 });
  assert.deepEqual(final.views, recorded.steps.at(-1).observations);
  assert.deepEqual(final.scores, recorded.outcome.scores);
});

test('actions given as objects play the same game as their text forms, and bad objects are refused by name', async () => {
  const page = await site.page();
  await page.goto(site.url);
  await waitForEngine(page);
  const result = await page.evaluate(() => {
    const { Game } = window.wasmBindings;
    const out = {};
    for (const variant of ['base', 'dice']) {
      const byText = new Game(4, variant, 11);
      const byObject = new Game(4, variant, 11);
      const types = new Set();
      for (let n = 0; !byText.isOver() && n < 3000; n++) {
        const text = byText.botAction(byText.toAct(), 'random', n);
        const object = Game.parseAction(text);
        types.add(object.type);
        byText.play(text);
        byObject.play(object);
      }
      out[variant] = { same: byText.save() === byObject.save(), over: byObject.isOver(), types: [...types].sort() };
    }
    const game = new Game(4, 'base', 7);
    const before = game.save();
    const refuse = (bad) => {
      try { game.play(bad); return 'ACCEPTED'; } catch (e) { return e.message; }
    };
    out.messages = {
      noType: refuse({ from: 1, count: 1, to: 2 }),
      unknownType: refuse({ type: 'jump', from: 1 }),
      missing: refuse({ type: 'take', column: 1 }),
      fraction: refuse({ type: 'move', from: 1.5, count: 1, to: 2 }),
      text: refuse({ type: 'lose', row: '9' }),
      card: refuse({ type: 'place', card: 'Z9' }),
    };
    out.unchanged = game.save() === before;
    return out;
  });
  for (const variant of ['base', 'dice']) {
    assert.ok(result[variant].same, `${variant}: the object-played game equals the text-played one`);
    assert.ok(result[variant].over, `${variant}: played to the end`);
  }
  assert.ok(['place', 'move', 'take', 'endFavours', 'endTurn'].every((t) => result.base.types.includes(t)), `base covered ${result.base.types}`);
  assert.ok(['place', 'move', 'roll', 'lose', 'endTurn'].every((t) => result.dice.types.includes(t)), `dice covered ${result.dice.types}`);
  assert.match(result.messages.noType, /^not an action: expected a text like/);
  assert.match(result.messages.unknownType, /unknown type "jump"/);
  assert.match(result.messages.missing, /it has no count/);
  assert.match(result.messages.fraction, /from must be a whole number/);
  assert.match(result.messages.text, /row must be a number/);
  assert.match(result.messages.card, /^not an action: /);
  assert.ok(result.unchanged, 'refused objects left the game as it was');
});
