// The animation plan (www/heuchel/board/motion.js) against the engine's own games: every action's plan
// starts where the view before drew the cards and ends exactly where the view after draws them,
// jumps are arcs, cut cards go beneath the taker, and no card in flight shows more than the
// views show.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { computeLayout } from '../../www/heuchel/board/layout.js';
import { frameAt, motionBase, planMotion, MOTION_MS } from '../../www/heuchel/board/motion.js';

const built = existsSync(new URL('../../pkg/heuchel_bg.wasm', import.meta.url));
const skip = built ? false : 'pkg/ is not built';
const engine = built ? await (await import('../../scripts/diagram.mjs')).loadEngine() : null;
const facts = engine ? engine.boardFacts() : null;

const layoutFor = (players) => computeLayout({ width: 1100, height: 760, players, columns: facts.columns, rows: facts.rows });
const rectKey = (r) => [r.x, r.y, r.w, r.h].map((v) => Math.round(v * 100) / 100).join(',');
const look = (card, faceDown) => `${JSON.stringify(card)}${faceDown ? '/down' : ''}`;

// Every card the view draws on the grid, as "rect look" lines.
function drawn(layout, view) {
  const out = [];
  view.columns.forEach((col, c) => col.forEach((pile) => pile.cards.forEach((card, i) => {
    out.push(`${rectKey(layout.cardRect(c, pile.row, i, pile.cards.length))} ${look(card, pile.flipped)}`);
  })));
  return out.sort();
}

// What the plan draws on the grid at `ms`: the scene under it plus the cards in flight there
// (not those falling to the discards).
function drawnDuring(layout, after, plan, ms) {
  const flying = frameAt(plan, ms).filter((_, i) => plan.items[i].path !== 'fall').map((f) => `${rectKey(f.rect)} ${look(f.card, f.faceDown)}`);
  return [...drawn(layout, motionBase(after, plan)), ...flying].sort();
}

const named = (view) => new Set([
  ...view.columns.flat().flatMap((p) => p.cards), ...view.discards.flat(), ...view.hand,
].filter((c) => typeof c === 'string'));

function playAndCheck(game, viewers, layout, check) {
  let before = viewers.map((v) => game.view(v));
  let plans = 0;
  for (let k = 0; !game.isOver() && k < 400; k++) {
    const l = game.legal();
    const n = game.actionCount();
    game.play(game.botAction(l.player, 'random', 7919 * k + 13));
    viewers.forEach((v, i) => {
      const after = game.view(v);
      const entries = game.log(v, n);
      const plan = planMotion(layout, before[i], after, entries, MOTION_MS.normal);
      const moving = entries.some((e) => e.events.some((ev) => ['moved', 'took', 'placed', 'lost', 'arrogance', 'flipped'].includes(ev.event)));
      assert.equal(!!plan, moving, `a plan exactly when cards move (${JSON.stringify(entries)})`);
      if (plan) {
        plans++;
        check({ plan, before: before[i], after, entries });
      }
      before[i] = after;
    });
  }
  return plans;
}

test('every action of whole games: the plan starts at the old view and ends at the new one', { skip }, () => {
  let falls = 0;
  for (const [players, variant, seed] of [[3, 'base', 1], [5, 'base', 2], [4, 'dice', 3], [6, 'dice', 4]]) {
    const game = new engine.Game(players, variant, seed);
    const layout = layoutFor(players);
    const plans = playAndCheck(game, [0, 2, facts.spectator], layout, ({ plan, before, after }) => {
      assert.deepEqual(drawnDuring(layout, after, plan, plan.duration), drawn(layout, after), 'the last frame is the new view');
      // Discarded cards fall onto their seat's discards, which show the old ones until then.
      const end = frameAt(plan, plan.duration);
      plan.items.forEach((it, i) => {
        if (it.path !== 'fall') return;
        const seat = after.discards.findIndex((d, p) => d.includes(end[i].card) && !before.discards[p].includes(end[i].card));
        assert.ok(seat >= 0, `${end[i].card} is a new discard`);
        assert.equal(rectKey(end[i].rect), rectKey(layout.discardCardRect(seat)), 'and lands on its seat\'s discards');
        assert.deepEqual(motionBase(after, plan).discards[seat], before.discards[seat]);
      });
      // At the first frame every card that was on the board before is where it was (placed
      // cards fade in from above their square, fallen ones are still on their square).
      const start = new Set(drawn(layout, before).map((l) => l.split(' ')[0]));
      for (const f of frameAt(plan, 0)) {
        if (f.alpha === 0) continue;
        assert.ok(start.has(rectKey(f.rect)), 'a card at the first frame starts on a card of the old view');
      }
      falls += plan.items.filter((it) => it.path === 'fall').length;
      // Hidden cards stay hidden: a card shown face up in flight is named in one of the views.
      const known = new Set([...named(before), ...named(after)]);
      for (const ms of [0, plan.duration * 0.3, plan.duration * 0.6, plan.duration]) {
        for (const f of frameAt(plan, ms)) {
          if (typeof f.card === 'string' && !f.faceDown) assert.ok(known.has(f.card), `${f.card} is not in the viewer's views`);
        }
      }
    });
    assert.ok(plans > 30, `${plans} plans checked`);
  }
  assert.ok(falls > 0, `cards fell to the discards (${falls})`);
});

// Rulebook figure 3: a Bishop 4 on row 5 of column 1, a Patrician (column 3) and a Bishop 3
// (column 5) on row 6 that it may take after stepping up; a Fire-Eater on row 1.
const FIGURE_3 = '5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5F6M1M2M3M4M5M6Q1Q2Q3Q4Q5Q6A1A3A4A6B1B2B5_-_0000000000000001';

function step(game, action, viewer) {
  const before = game.view(viewer);
  const n = game.actionCount();
  game.play(action);
  return { before, after: game.view(viewer), entries: game.log(viewer, n) };
}

test('a step goes straight up its column; a move over occupied squares is a jump, an arc', { skip }, () => {
  const game = engine.Game.fromPosition(FIGURE_3);
  const layout = layoutFor(5);
  const { before, after, entries } = step(game, { type: 'move', from: 5, count: 1, to: 6 }, 0);
  const plan = planMotion(layout, before, after, entries, 400);
  assert.equal(plan.duration, 400);
  const mover = plan.items.find((it) => it.path !== 'stay');
  assert.equal(mover.path, 'step');
  assert.equal(rectKey(mover.from), rectKey(layout.cardRect(0, 5, 0, 1)));
  assert.equal(rectKey(mover.to), rectKey(layout.cardRect(0, 6, 0, 1)));
  const mid = frameAt(plan, 200).find((f) => f.card === 'B4');
  assert.equal(mid.rect.x, mover.from.x, 'straight up: no sideways bow');

  // Jumping: the Fire-Eater on row 1 over an occupied row 2 (a position of its own).
  const jumpPos = '3b_1m_1F1.2M1_2M2_3Q1_F2F3F4F5F6M3M4M5M6Q2Q3Q4Q5Q6.-.-_-_0000000000000001';
  const jumper = engine.Game.fromPosition(jumpPos);
  const dests = jumper.legal().moves.find((m) => m.from === 1).dests;
  assert.ok(dests.includes(3), `row 3 is a jump over row 2 (${dests})`);
  const j = step(jumper, { type: 'move', from: 1, count: 1, to: 3 }, 0);
  const jp = planMotion(layoutFor(3), j.before, j.after, j.entries, 400);
  const flyer = jp.items.find((it) => it.path !== 'stay');
  assert.equal(flyer.path, 'jump');
  const top = frameAt(jp, 200).find((f) => f.card === 'F1');
  const straightX = (flyer.from.x + flyer.to.x) / 2;
  assert.ok(Math.abs(top.rect.x - straightX) > flyer.to.w * 0.3, 'mid-jump the card is well off the straight line');
  assert.ok(top.scale > 1.1, 'and lifted');
});

test('cut cards slide beneath the taker, face down to everyone who may not see them', { skip }, () => {
  const game = engine.Game.fromPosition(FIGURE_3);
  const layout = layoutFor(5);
  game.play({ type: 'move', from: 5, count: 1, to: 6 });
  for (const viewer of [0, 2, 1]) {
    const copy = game.at(game.actionCount());
    const { before, after, entries } = step(copy, { type: 'take', column: 2, count: 2 }, viewer);
    const plan = planMotion(layout, before, after, entries, 200);
    const sliding = plan.items.filter((it) => it.path === 'slide');
    assert.equal(sliding.length, 2, 'two cards slide');
    // Drawn bottom card first.
    sliding.reverse().forEach((it, i) => {
      assert.equal(rectKey(it.from), rectKey(layout.cardRect(2, 6, i, 2)), 'from the victim\'s stack');
      assert.equal(rectKey(it.to), rectKey(layout.cardRect(0, 6, i + 1, 3)), 'to beneath the Bishop');
    });
    // Drawn before the taker's own card: beneath it all the way.
    const order = plan.items.map((it) => it.path);
    assert.ok(order.lastIndexOf('slide') < order.indexOf('stay', order.indexOf('slide')), 'the taker\'s card is drawn over them');
    const shown = frameAt(plan, 100).filter((f) => f.card && typeof f.card === 'string').map((f) => f.card);
    const mine = viewer === 0 || viewer === 2;
    assert.equal(shown.includes('A5'), mine, `the Patrician 5 beneath shows to seat ${viewer + 1} only if he may know it`);
    copy.free();
  }
});

test('a stack reaching its goal turns over; nothing is planned for a roll or a turn\'s end', { skip }, () => {
  // A Fire-Eater one row short of its goal (row 8).
  const pos = '3b_1m_7F1_2M2_3Q1_F2F3F4F5F6M1M3M4M5M6Q2Q3Q4Q5Q6.-.-_-_0000000000000001';
  const game = engine.Game.fromPosition(pos);
  const { before, after, entries } = step(game, { type: 'move', from: 7, count: 1, to: 8 }, 1);
  assert.ok(entries[0].events.some((e) => e.event === 'flipped'));
  const plan = planMotion(layoutFor(3), before, after, entries, 400);
  assert.equal(plan.duration, 600, 'the move, then the turn');
  const card = plan.items[0];
  assert.ok(card.flip && card.flip[0] >= card.t1 - 1e-9, 'it turns after it lands');
  assert.equal(frameAt(plan, 350)[0].faceDown, false);
  const turning = frameAt(plan, 500)[0];
  assert.ok(turning.scaleX < 0.8, 'half-way through the turn it is seen edge-on');
  assert.equal(frameAt(plan, 600)[0].faceDown, true);
  assert.equal(planMotion(layoutFor(3), after, after, [{ index: 1, actor: 0, events: [{ event: 'turnEnded', player: 0 }] }], 400), null);
});
