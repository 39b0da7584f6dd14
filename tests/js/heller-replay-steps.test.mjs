// A replay's steps (www/heller/component/picture.js stepAt) with the BUILT engine (dist/heller.js):
// the action that ends a round shows the market it finished, as the game pauses on it, with the
// money it paid; the next step shows the new round; a tile turned up lies face up in its step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { readDiagram, stepAt } from '../../www/heller/component/picture.js';

const DIST = new URL('../../dist/', import.meta.url);
const WASM = new URL('heller_bg.wasm', DIST);
const skip = existsSync(WASM) ? false : 'dist/ is not built';

test('a replay shows the finished market at the step that ended a round, then the new round', { skip }, async () => {
  const engine = await import(new URL('heller.js', DIST).href);
  await engine.default({ module_or_path: readFileSync(WASM) });
  const facts = engine.boardFacts();
  const game = new engine.Game(3, 'standard', false, 12);
  while (!game.isOver()) game.play(engine.chooseAction(game.view(game.toAct()), 'easy', game.actionCount()));
  const shown = readDiagram(engine, facts, { save: game.save() }, 'replay');
  const log = game.log(facts.spectator);
  const ends = log.flatMap((entry, i) => (entry.events.some((e) => e.event === 'roundEnded') ? [i + 1] : []));
  assert.equal(ends.length, 3, 'three rounds');
  for (const k of ends.slice(0, 2)) {
    const at = stepAt(shown, k, facts);
    const ended = log[k - 1].events.find((e) => e.event === 'roundEnded');
    assert.deepEqual(at.view.market, ended.market, `step ${k}: the market the round finished`);
    assert.ok(at.view.market.cells.every((c) => c.kind !== 'empty'), 'full');
    assert.deepEqual(at.view.money, at.game.view(facts.spectator).money, 'with the money it paid');
    at.game.free();
    const next = stepAt(shown, k + 1, facts);
    assert.equal(next.view.market.cells.filter((c) => c.kind !== 'empty').length, 1, `step ${k + 1}: the new round's first piece`);
    next.game.free();
  }
  // A tile turned up is in its step's view, face up, before it is placed.
  const up = log.findIndex((entry) => entry.action.type === 'turnUp') + 1;
  const at = stepAt(shown, up, facts);
  assert.equal(at.view.phase.phase, 'turned');
  assert.equal(at.view.phase.tile, log[up - 1].events[0].tile);
  at.game.free();
  shown.source.free();
  game.free();
});
