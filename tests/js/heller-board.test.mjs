// The market board of Auf Heller und Pfennig (www/heller/board/): its layout keeps every part
// inside the canvas and apart from the others at phone and desktop sizes for 2–4 merchants, its
// hit-testing finds each square where it is drawn and each source in its slot, and its placement
// controller reports a placement only for a source the host allowed on one of its squares.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { layout, hitTest, sourceRect, trayKinds } from '../../www/heller/board/layout.js';
import { createPlacement, destsOf, sourcesOf, isLegal } from '../../www/heller/board/interaction.js';

const fixture = (name) => JSON.parse(readFileSync(new URL(`../../www/heller/fixtures/${name}.json`, import.meta.url), 'utf8'));
const facts = fixture('facts');
const kinds = fixture('early').view.supply[0].length;
const shape = (noLuck = false) => ({ ...facts, kinds, noLuck });

const SIZES = [[360, 640], [1280, 860], [390, 844], [1024, 768], [800, 600], [320, 568]];

const within = (r, box) => r.x >= box.x - 0.5 && r.y >= box.y - 0.5 && r.x + r.w <= box.x + box.w + 0.5 && r.y + r.h <= box.y + box.h + 0.5;
const overlap = (a, b) => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
const name = (r) => JSON.stringify({ x: r.x, y: r.y, w: r.w, h: r.h });

function parts(L) {
  const rim = L.deco.rim;
  const out = [
    ['market', { x: L.grid.x - rim, y: L.grid.y - rim, w: L.grid.w + 2 * rim, h: L.grid.h + 2 * rim }],
    ['pool', L.pool],
    ...L.panels.map((p) => [`panel ${p.player}`, p]),
    ...L.columnLabels.map((a, i) => [`column label ${i}`, a]),
    ...L.rowLabels.map((a, i) => [`row label ${i}`, a]),
  ];
  if (L.title) out.push(['title', L.title]);
  return out;
}

for (const [width, height] of SIZES) {
  for (const players of [2, 3, 4]) {
    for (const noLuck of [false, true]) {
      test(`layout ${width}×${height}, ${players} merchants${noLuck ? ', without luck' : ''}: inside the canvas and apart`, () => {
        const L = layout(width, height, players, shape(noLuck));
        assert.ok(within(L.board, { x: 0, y: 0, w: width, h: height }), `board ${name(L.board)}`);
        assert.equal(L.cells.length, facts.rows * facts.columns);
        assert.equal(L.panels.length, players);
        const all = parts(L);
        for (const [label, r] of all) {
          assert.ok(r.w > 0 && r.h > 0, `${label} is empty`);
          assert.ok(within(r, L.field), `${label} ${name(r)} leaves the field ${name(L.field)}`);
        }
        for (let i = 0; i < all.length; i++) {
          for (let j = i + 1; j < all.length; j++) {
            assert.ok(!overlap(all[i][1], all[j][1]), `${all[i][0]} ${name(all[i][1])} overlaps ${all[j][0]} ${name(all[j][1])}`);
          }
        }
        // Cells tile the grid without overlapping.
        for (const c of L.cells) assert.ok(within(c, L.grid), `cell ${c.square} leaves the grid`);
        for (let i = 0; i < L.cells.length; i++) {
          for (let j = i + 1; j < L.cells.length; j++) assert.ok(!overlap(L.cells[i], L.cells[j]), `${L.cells[i].square} overlaps ${L.cells[j].square}`);
        }
        // Each panel's parts lie in it and apart.
        for (const p of L.panels) {
          const inner = [['seat', p.seat], ['money', p.money], ['own', p.own], ...p.stalls.map((s, k) => [`stall ${k + 1}`, s])];
          assert.equal(p.stalls.length, kinds);
          for (const [label, r] of inner) {
            assert.ok(r.w > 0 && r.h > 0, `panel ${p.player} ${label} is empty`);
            assert.ok(within(r, p), `panel ${p.player} ${label} ${name(r)} leaves it ${name(p)}`);
          }
          for (let i = 0; i < inner.length; i++) {
            for (let j = i + 1; j < inner.length; j++) {
              assert.ok(!overlap(inner[i][1], inner[j][1]), `panel ${p.player}: ${inner[i][0]} overlaps ${inner[j][0]}`);
            }
          }
        }
        // The pool's parts lie in it and apart; a tray's tiles lie in the tray.
        const pool = [['count', L.pool.count], ['round', L.pool.round], [noLuck ? 'tray' : 'stack', noLuck ? L.pool.tray : L.pool.stack]];
        for (const [label, r] of pool) assert.ok(r && within(r, L.pool), `pool ${label} leaves the pool`);
        for (let i = 0; i < pool.length; i++) {
          for (let j = i + 1; j < pool.length; j++) assert.ok(!overlap(pool[i][1], pool[j][1]), `pool: ${pool[i][0]} overlaps ${pool[j][0]}`);
        }
        if (noLuck) {
          const tiles = L.trayTiles(15);
          assert.equal(tiles.length, 15);
          for (const t of tiles) assert.ok(within(t, L.pool.tray), `tray tile ${name(t)} leaves the tray`);
          for (let i = 0; i < tiles.length; i++) for (let j = i + 1; j < tiles.length; j++) assert.ok(!overlap(tiles[i], tiles[j]));
        }
      });
    }
  }
}

test('the market is readable at phone width: cells at least 44 px, the stall slots at least 28 px wide', () => {
  for (const players of [2, 3, 4]) {
    const L = layout(360, 640, players, shape());
    assert.ok(L.cell >= 44, `cell ${L.cell}`);
    for (const p of L.panels) for (const s of p.stalls) assert.ok(s.w >= 28, `stall slot ${s.w}`);
  }
});

test('the labels are the engine\'s: columns and rows read off the square names (or given)', () => {
  const L = layout(1280, 860, 3, shape());
  const first = facts.squares[0];
  assert.equal(L.columnLabels[0].text + L.rowLabels[0].text, first);
  assert.equal(L.columnLabels[facts.columns - 1].text + L.rowLabels[facts.rows - 1].text, facts.squares[facts.squares.length - 1]);
  const named = layout(1280, 860, 3, { ...shape(), rowNames: facts.squares.slice(0, facts.rows).map((_, i) => `R${i}`) });
  assert.equal(named.rowLabels[1].text, 'R1');
});

test('hit-testing maps points all over each square\'s rectangle to that square', () => {
  for (const [width, height] of SIZES) {
    const { view } = fixture('early');
    const L = layout(width, height, view.players, shape());
    for (const c of L.cells) {
      for (const [fx, fy] of [[0.5, 0.5], [0.02, 0.02], [0.98, 0.02], [0.02, 0.98], [0.98, 0.98]]) {
        const h = hitTest(L, view, c.x + c.w * fx, c.y + c.h * fy);
        assert.deepEqual(h, { kind: 'square', index: c.index, square: facts.squares[c.index] }, `${c.square} at ${fx},${fy}`);
      }
    }
    // Just outside the grid there is no square.
    assert.notEqual((hitTest(L, view, L.grid.x - 2, L.grid.y + 5) || {}).kind, 'square');
  }
});

test('hit-testing finds the viewer\'s sources in his panel and the pool, and nobody else\'s', () => {
  const { view } = fixture('early');
  const L = layout(1280, 860, view.players, shape());
  const centre = (r) => [r.x + r.w / 2, r.y + r.h / 2];
  const mine = L.panels[view.viewer];
  mine.stalls.forEach((s, k) => assert.deepEqual(hitTest(L, view, ...centre(s)), { kind: 'source', source: `stall:${k + 1}` }));
  assert.deepEqual(hitTest(L, view, ...centre(mine.own)), { kind: 'source', source: 'own' });
  assert.deepEqual(hitTest(L, view, ...centre(L.pool.stack)), { kind: 'source', source: 'pool' });
  const other = L.panels[(view.viewer + 1) % view.players];
  assert.deepEqual(hitTest(L, view, ...centre(other.stalls[0])), { kind: 'panel', player: other.player });
  assert.deepEqual(hitTest(L, view, ...centre(other.own)), { kind: 'panel', player: other.player });
  for (const src of ['stall:1', 'stall:2', 'own', 'pool']) {
    const r = sourceRect(L, view, src);
    assert.deepEqual(hitTest(L, view, ...centre(r)), { kind: 'source', source: src });
  }
});

test('without luck each kind of tile in the tray is a source of its own', () => {
  const { view } = fixture('no-luck');
  assert.ok(view.noLuck && view.pool.length > 0);
  const L = layout(1280, 860, view.players, shape(true));
  const k = trayKinds(view);
  assert.equal(k.reduce((n, x) => n + x.count, 0), view.pool.length);
  const rects = L.trayTiles(k.length);
  k.forEach((x, i) => {
    const r = rects[i];
    assert.deepEqual(hitTest(L, view, r.x + r.w / 2, r.y + r.h / 2), { kind: 'source', source: `pick:${x.tile}` });
    assert.deepEqual(sourceRect(L, view, `pick:${x.tile}`), r);
  });
});

// --- The placement controller, driven as the board drives it --------------------------------

// `answer(action)`: the host's answer to a reported act, the movable it offers then (as a host
// plays the action and sets the board anew, at once).
function harness(movable, size = [1280, 860], answer = null) {
  const { view } = fixture('early');
  const L = layout(size[0], size[1], view.players, shape());
  const placed = [];
  const selected = [];
  const refused = [];
  const acted = [];
  const ctl = createPlacement({
    hit: (x, y) => hitTest(L, view, x, y),
    movable: () => movable,
    grid: () => ({ rows: facts.rows, columns: facts.columns, squares: facts.squares }),
    onPlace: (p) => placed.push(p),
    onAct: (a) => {
      acted.push(a);
      if (answer) {
        movable = answer(a.action);
        ctl.reset();
      }
    },
    onRefuse: (r) => refused.push(r),
    onSelect: (s) => selected.push(s),
  });
  const centre = (r) => [r.x + r.w / 2, r.y + r.h / 2];
  const cell = (sq) => centre(L.cells[facts.squares.indexOf(sq)]);
  const drag = (from, to) => {
    ctl.press(...from);
    ctl.move(from[0] + 10, from[1] + 10);
    ctl.move(...to);
    ctl.release(...to);
  };
  return { view, L, ctl, placed, selected, refused, acted, centre, cell, drag };
}

const freeSquares = () => {
  const { view } = fixture('early');
  return view.market.cells.map((c, i) => (c.kind === 'empty' ? facts.squares[i] : null)).filter(Boolean);
};

test('a drop outside the legal squares does not call onPlace, and the piece snaps back', () => {
  const legal = freeSquares().slice(0, 3);
  const h = harness([{ source: 'stall:2', squares: legal }]);
  const from = h.centre(h.L.panels[h.view.viewer].stalls[1]);
  const illegal = facts.squares.find((q) => !legal.includes(q));
  h.drag(from, h.cell(illegal));
  assert.deepEqual(h.placed, []);
  assert.equal(h.ctl.state.selected, null);
  assert.equal(h.ctl.state.drag, null);
  // Off the market altogether.
  h.drag(from, [2, 2]);
  h.drag(from, h.centre(h.L.pool.stack));
  assert.deepEqual(h.placed, []);
  // A source the host did not list cannot be taken up at all.
  h.drag(h.centre(h.L.panels[h.view.viewer].stalls[0]), h.cell(legal[0]));
  h.drag(h.centre(h.L.pool.stack), h.cell(legal[0]));
  assert.deepEqual(h.placed, []);
});

test('a drop on a legal square calls onPlace once with the source and the square', () => {
  const free = freeSquares();
  const h = harness([{ source: 'stall:2', squares: free }, { source: 'own', squares: free }, { source: 'pool', squares: free }]);
  h.drag(h.centre(h.L.panels[h.view.viewer].stalls[1]), h.cell(free[4]));
  assert.deepEqual(h.placed, [{ source: 'stall:2', square: free[4] }]);
  h.drag(h.centre(h.L.pool.stack), h.cell(free[0]));
  h.drag(h.centre(h.L.panels[h.view.viewer].own), h.cell(free[1]));
  assert.deepEqual(h.placed.slice(1), [{ source: 'pool', square: free[0] }, { source: 'own', square: free[1] }]);
  assert.equal(h.ctl.state.selected, null);
});

test('click a source, then a square: placed; a click on an illegal square is refused and the piece stays chosen', () => {
  const free = freeSquares();
  const h = harness([{ source: 'stall:3', squares: free }]);
  const slot = h.centre(h.L.panels[h.view.viewer].stalls[2]);
  h.ctl.press(...slot);
  h.ctl.release(...slot);
  assert.equal(h.ctl.state.selected, 'stall:3');
  const taken = facts.squares.find((q) => !free.includes(q));
  h.ctl.press(...h.cell(taken));
  h.ctl.release(...h.cell(taken));
  assert.deepEqual(h.placed, []);
  assert.deepEqual(h.refused, [{ source: 'stall:3', square: taken }], 'reported, for the host to say why');
  assert.equal(h.ctl.state.selected, 'stall:3', 'still chosen, to try another square');
  // A click beside the market puts it back.
  h.ctl.press(2, 2);
  h.ctl.release(2, 2);
  assert.equal(h.ctl.state.selected, null);
  h.ctl.press(...slot);
  h.ctl.release(...slot);
  h.ctl.press(...h.cell(free[2]));
  h.ctl.release(...h.cell(free[2]));
  assert.deepEqual(h.placed, [{ source: 'stall:3', square: free[2] }]);
  // A second click on the chosen source puts it back.
  h.ctl.press(...slot);
  h.ctl.release(...slot);
  h.ctl.press(...slot);
  h.ctl.release(...slot);
  assert.equal(h.ctl.state.selected, null);
  assert.deepEqual(h.selected, ['stall:3', null, 'stall:3', null, 'stall:3', null]);
});

// D9: a press on the pile turns its tile up (an act the host plays); the tile is then the chosen
// piece, held until placed, and a drag that began on the pile carries it on to a square.
const turnUp = (free) => (action) => (action === 't' ? [{ source: 'turned', squares: free, held: true }] : []);

test('a click on the pile turns its tile up; the tile is then in hand until it is placed', () => {
  const free = freeSquares();
  const h = harness([{ source: 'stall:1', squares: free }, { source: 'pool', act: 't', then: 'turned' }], undefined, turnUp(free));
  const pile = h.centre(h.L.pool.stack);
  h.ctl.press(...pile);
  h.ctl.release(...pile);
  assert.deepEqual(h.acted, [{ source: 'pool', action: 't' }]);
  assert.equal(h.ctl.state.selected, 'turned');
  // Held: a square it may not go to, a click beside the market and Escape keep it in hand.
  const taken = facts.squares.find((q) => !free.includes(q));
  h.ctl.press(...h.cell(taken));
  h.ctl.release(...h.cell(taken));
  assert.deepEqual(h.refused, [{ source: 'turned', square: taken }]);
  h.ctl.press(2, 2);
  h.ctl.release(2, 2);
  h.ctl.key('Escape');
  h.ctl.cancel();
  assert.equal(h.ctl.state.selected, 'turned');
  h.ctl.press(...h.cell(free[3]));
  h.ctl.release(...h.cell(free[3]));
  assert.deepEqual(h.placed, [{ source: 'turned', square: free[3] }]);
});

test('one drag from the pile turns the tile up and lays it on the square it is dropped on', () => {
  const free = freeSquares();
  const h = harness([{ source: 'pool', act: 't', then: 'turned' }], undefined, turnUp(free));
  h.drag(h.centre(h.L.pool.stack), h.cell(free[5]));
  assert.deepEqual(h.acted, [{ source: 'pool', action: 't' }]);
  assert.deepEqual(h.placed, [{ source: 'turned', square: free[5] }]);
});

test('by keys: Enter on the pile turns the tile up and puts the focus on a square it may take', () => {
  const free = freeSquares();
  const h = harness([{ source: 'pool', act: 't', then: 'turned' }], undefined, turnUp(free));
  h.ctl.key('ArrowRight');
  assert.deepEqual(h.ctl.state.focus, { kind: 'source', source: 'pool' });
  h.ctl.key('Enter');
  assert.deepEqual(h.acted, [{ source: 'pool', action: 't' }]);
  assert.equal(h.ctl.state.selected, 'turned');
  assert.equal(facts.squares[h.ctl.state.focus.index], free[0]);
  h.ctl.key('Enter');
  assert.deepEqual(h.placed, [{ source: 'turned', square: free[0] }]);
});

test('an act without a follow-up (choosing an own tile from the display) is reported and takes nothing in hand', () => {
  const h = harness([{ source: 'pool', act: 'cM' }], undefined, () => []);
  const pile = h.centre(h.L.pool.stack);
  h.ctl.press(...pile);
  h.ctl.release(...pile);
  assert.deepEqual(h.acted, [{ source: 'pool', action: 'cM' }]);
  assert.equal(h.ctl.state.selected, null);
  assert.deepEqual(h.placed, []);
});

test('with nothing movable the board only shows: no press takes hold, no placement', () => {
  const h = harness(null);
  h.drag(h.centre(h.L.panels[h.view.viewer].stalls[1]), h.cell(freeSquares()[0]));
  h.ctl.key('Enter');
  h.ctl.key('Enter');
  assert.deepEqual(h.placed, []);
  assert.equal(h.ctl.state.selected, null);
});

test('the keyboard: choose a source with Enter, walk to a legal square, place with Enter', () => {
  const free = freeSquares();
  const h = harness([{ source: 'stall:1', squares: free }, { source: 'own', squares: free }]);
  assert.ok(h.ctl.key('ArrowRight'));
  assert.deepEqual(h.ctl.state.focus, { kind: 'source', source: 'stall:1' });
  h.ctl.key('ArrowRight');
  assert.deepEqual(h.ctl.state.focus, { kind: 'source', source: 'own' });
  h.ctl.key('Enter');
  assert.equal(h.ctl.state.selected, 'own');
  // The focus went to the first legal square; Enter there places.
  assert.deepEqual(h.ctl.state.focus, { kind: 'square', index: facts.squares.indexOf(free[0]) });
  h.ctl.key('ArrowRight');
  const at = facts.squares[h.ctl.state.focus.index];
  assert.ok(free.includes(at), 'the square right of the first free one is free in this fixture');
  h.ctl.key('Enter');
  assert.deepEqual(h.placed, [{ source: 'own', square: at }]);
  // Escape puts a chosen piece back.
  h.ctl.select('stall:1');
  assert.equal(h.ctl.key('Escape'), true);
  assert.equal(h.ctl.state.selected, null);
});

test('destsOf, sourcesOf and isLegal read only the host\'s list', () => {
  const m = [{ source: 'pool', squares: ['a1'] }, { source: 'own', squares: [] }];
  assert.deepEqual(destsOf(m, 'pool'), ['a1']);
  assert.deepEqual(destsOf(m, 'stall:1'), []);
  assert.deepEqual(sourcesOf(m), ['pool']);
  assert.equal(isLegal(m, 'pool', 'a1'), true);
  assert.equal(isLegal(m, 'own', 'a1'), false);
  assert.equal(isLegal(null, 'pool', 'a1'), false);
});

// A phone held upright: the panel of the merchant at the board has a row of its own, so that his
// stalls, his own tile and the pile are each at least 44 × 44 CSS px to a finger (WCAG 2.5.5);
// a board with no merchant at it (a diagram, a spectator) keeps two panels a row.
// The canvases of heller.html on phones of 390 × 844 and 412 × 915 CSS px (measured), and of
// 360 × 740, whose own tile (in the panel's head, the panel being narrow) stays smaller.
test('upright on a phone, the person\'s stalls, own tile and the pile are targets of at least 44 px', () => {
  for (const players of [2, 3, 4]) {
    for (const [w, h, all] of [[390, 529, true], [412, 575, true], [360, 461, false]]) {
      for (const focus of Array.from({ length: players }, (_, p) => p)) {
        const L = layout(w, h, players, { ...shape(), focus });
        assert.ok(L.portrait, `${w}×${h} is upright`);
        const mine = L.panels[focus];
        for (const r of [...mine.targets.stalls, ...(all ? [mine.targets.own] : []), L.pool.target]) {
          assert.ok(r.w >= 44 && r.h >= 44, `${players} players, ${w}×${h}: a target of ${r.w}×${r.h}`);
        }
        // Each target hits its own source, at its edges too.
        const view = { viewer: focus, players };
        mine.targets.stalls.forEach((r, k) => {
          for (const [x, y] of [[r.x + 1, r.y + 1], [r.x + r.w - 1, r.y + r.h - 1]]) {
            assert.deepEqual(hitTest(L, view, x, y), { kind: 'source', source: `stall:${L.stallStrokes[k]}` });
          }
        });
        assert.equal(mine.w, L.pool.w, 'his panel as wide as the market');
        for (const p of L.panels) if (p.player !== focus) assert.ok(p.y > mine.y + mine.h, 'the others below');
      }
      const diagram = layout(w, h, players, shape());
      assert.equal(diagram.panels[0].y, diagram.panels[Math.min(1, players - 1)].y, 'no focus: two a row');
    }
  }
});
