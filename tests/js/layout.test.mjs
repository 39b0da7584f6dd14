import test from 'node:test';
import assert from 'node:assert/strict';
import { computeLayout as layoutOf, hitTest } from '../../www/heuchel/board/layout.js';

// The engine's board facts (boardFacts(); a browser test checks the real ones reach the board).
const COLUMNS = 6;
const ROWS = 13;
const computeLayout = (o) => layoutOf({ columns: COLUMNS, rows: ROWS, ...o });

const SIZES = [
  [320, 480], [360, 640], [375, 667], [390, 700], [390, 844], [414, 896], [600, 900], [768, 1024],
  [480, 320], [667, 375], [800, 600], [800, 800], [1024, 768], [1280, 800], [1366, 768],
  [1440, 900], [1920, 1080], [2560, 1440], [1440, 2560], [1000, 400],
];

const eachLayout = (fn) => {
  for (const [width, height] of SIZES) {
    for (let players = 3; players <= 6; players++) fn(computeLayout({ width, height, players }), width, height, players);
  }
};

const within = (inner, outer, eps = 1e-6) => inner.x >= outer.x - eps && inner.y >= outer.y - eps
  && inner.x + inner.w <= outer.x + outer.w + eps && inner.y + inner.h <= outer.y + outer.h + eps;
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const centre = (r) => [r.x + r.w / 2, r.y + r.h / 2];
const canvasRect = (w, h) => ({ x: 0, y: 0, w, h });

function squares(L) {
  const out = [];
  for (let c = 0; c < COLUMNS; c++) for (let r = 1; r <= ROWS; r++) out.push({ c, r, ...L.square(c, r) });
  return out;
}

test('the board fits the canvas at every size, portrait and landscape', () => {
  eachLayout((L, w, h) => {
    assert.ok(within(L.board, canvasRect(w, h)), `board ${JSON.stringify(L.board)} outside ${w}x${h}`);
    assert.ok(L.cell.w > 0 && L.cell.h > 0);
    assert.ok(L.cell.w >= L.cell.h * 0.85, `square ${L.cell.w}x${L.cell.h} too narrow at ${w}x${h}`);
  });
});

test("the board takes the space: no panel beside or below it, absent seats' columns narrow", () => {
  for (const [w, h] of [[390, 560], [700, 500], [1280, 800]]) {
    for (let players = 3; players <= 6; players++) {
      const L = computeLayout({ width: w, height: h, players });
      // One dimension of the canvas is filled up to the padding.
      const slackW = w - L.board.w, slackH = h - L.board.h;
      assert.ok(Math.min(slackW, slackH) <= 2 * 14 + 2, `${w}x${h}: board ${L.board.w}x${L.board.h}`);
      for (let c = 0; c < COLUMNS; c++) {
        if (c < players) assert.ok(Math.abs(L.columnW(c) - L.cell.w) <= 1);
        else assert.ok(L.columnW(c) < L.cell.w * 0.4, `absent column ${c} is narrow`);
      }
    }
  }
});

test('a phone held upright shows cards at least 60 px wide, with the row numbers', () => {
  // The board's box on a 390 × 844 phone once the controls take their part below it.
  for (const h of [490, 560, 640]) {
    const L = computeLayout({ width: 390, height: h, players: 4 });
    assert.ok(L.card.w >= 60, `card ${L.card.w} px wide at 390x${h}`);
    for (let r = 1; r <= ROWS; r++) assert.ok(L.rowLabelArea(r).w >= 14);
  }
});

test('squares tile the grid without gaps or overlap, inside the board, row 1 at the bottom', () => {
  eachLayout((L) => {
    const all = squares(L);
    for (const s of all) assert.ok(within(s, L.board));
    for (let i = 0; i < all.length; i++) {
      for (let j = i + 1; j < all.length; j++) assert.ok(!overlap(all[i], all[j]), `squares ${i} and ${j} overlap`);
    }
    for (let c = 0; c < COLUMNS; c++) {
      for (let r = 1; r <= ROWS; r++) {
        const s = L.square(c, r);
        if (c + 1 < COLUMNS) assert.equal(L.square(c + 1, r).x, s.x + s.w);
        if (r > 1) assert.equal(L.square(c, r - 1).y, s.y + s.h);
      }
    }
    assert.ok(L.square(0, 1).y > L.square(0, 13).y);
  });
});

test('labels sit inside the board and off the grid', () => {
  eachLayout((L) => {
    for (let c = 0; c < COLUMNS; c++) {
      const a = L.columnLabelArea(c);
      assert.ok(within(a, L.board));
      assert.ok(a.y + a.h <= L.square(c, ROWS).y);
    }
    for (let r = 1; r <= ROWS; r++) {
      const a = L.rowLabelArea(r);
      if (a) {
        assert.ok(within(a, L.board));
        assert.ok(a.x + a.w <= L.square(0, r).x);
      }
    }
    assert.ok(within(L.dieArea, L.board));
  });
});

test("each seat's discard chip lies in its column head, in its right half, and holds its card", () => {
  eachLayout((L, w, h, players) => {
    for (let p = 0; p < players; p++) {
      const a = L.discardArea(p);
      const head = L.columnLabelArea(p);
      assert.ok(a && a.w > 0 && a.h > 0);
      assert.ok(within(a, head), `discards of ${p} outside the column head at ${w}x${h}`);
      assert.ok(a.x >= head.x + head.w / 2, 'the chip sits at the right');
      assert.ok(within(L.discardCardRect(p), a, 0.5));
    }
    assert.equal(L.discardArea(players), null);
  });
});

test('every pile, up to all 36 cards, stays inside its square; lower cards peek down-right', () => {
  eachLayout((L) => {
    for (const n of [1, 2, 3, 6, 12, 36]) {
      const sq = L.square(2, 7);
      let prev = null;
      for (let i = 0; i < n; i++) {
        const r = L.cardRect(2, 7, i, n);
        assert.ok(within(r, sq), `card ${i} of ${n} leaves its square`);
        if (prev) assert.ok(r.x >= prev.x && r.y >= prev.y && (r.x > prev.x || r.y > prev.y));
        prev = r;
      }
    }
  });
});

const h = (cls) => ({ class: cls });
function sampleView(players) {
  const columns = Array.from({ length: players }, () => []);
  columns[0].push({ row: 1, flipped: false, cards: ['F2', 'F5'] });
  columns[0].push({ row: 6, flipped: false, cards: ['B4', 'A2', 'Q5'] });
  columns[0].push({ row: 12, flipped: true, cards: ['B1', 'B6'] });
  columns[1].push({ row: 3, flipped: false, cards: ['Q2'] });
  columns[1].push({ row: 13, flipped: true, cards: Array.from({ length: 36 }, () => h('Prince')) });
  columns[2].push({ row: 10, flipped: false, cards: ['B5', ...Array.from({ length: 10 }, () => h('Quack'))] });
  return { viewer: 0, players, columns, discards: columns.map(() => []) };
}

test('hitTest finds the square or top card under the centre of every square', () => {
  eachLayout((L, w, h, players) => {
    const view = sampleView(players);
    for (const s of squares(L)) {
      const [x, y] = centre(s);
      const hit = hitTest(L, view, x, y);
      const pile = (view.columns[s.c] || []).find((p) => p.row === s.r);
      assert.ok(hit, `nothing under square ${s.c},${s.r}`);
      assert.equal(hit.column, s.c);
      assert.equal(hit.row, s.r);
      if (pile) {
        assert.equal(hit.kind, 'card');
        assert.equal(hit.index, 0);
      } else {
        assert.equal(hit.kind, 'square');
      }
    }
  });
});

test('hitTest: a press anywhere on a pile is the pile (index 0); the edge bands beneath split it', () => {
  eachLayout((L, w, h, players) => {
    const view = sampleView(players);
    view.columns.forEach((piles, c) => piles.forEach((pile) => {
      const n = pile.cards.length;
      const top = L.cardRect(c, pile.row, 0, n);
      for (const [x, y] of [centre(top), [top.x + 2, top.y + 2], [top.x + top.w - 2, top.y + top.h - 2]]) {
        assert.deepEqual(hitTest(L, view, x, y), { kind: 'card', column: c, row: pile.row, index: 0 });
      }
      if (n === 1) return;
      // Right of the top card, from its edge to the square's: every lower card in turn, deeper
      // ones further out; each band at least 2 px where the pile is short.
      const sq = L.square(c, pile.row);
      const y = top.y + top.h / 2;
      let last = 0;
      for (let x = top.x + top.w; x < sq.x + sq.w; x += 0.5) {
        const hit = hitTest(L, view, x, y);
        assert.equal(hit.kind, 'card');
        assert.ok(hit.index >= last && hit.index <= n - 1, `index ${hit.index} after ${last}`);
        last = hit.index;
      }
      if (n <= 6) assert.equal(last, n - 1, 'the deepest band is the bottom card');
      if (n <= 4) {
        const band = (sq.x + sq.w - top.x - top.w) / (n - 1);
        assert.ok(band >= 2, `bands of ${band.toFixed(1)} px at ${w}x${h}`);
      }
    }));
  });
});

test('hitTest finds discard areas and nothing outside the board', () => {
  eachLayout((L, w, h, players) => {
    const view = sampleView(players);
    for (let p = 0; p < players; p++) {
      const [x, y] = centre(L.discardArea(p));
      assert.deepEqual(hitTest(L, view, x, y), { kind: 'discard', player: p });
    }
    for (const [x, y] of [[-5, -5], [w + 5, h + 5], [L.board.x + 1, L.board.y + 1],
      [L.grid.x - 1, L.grid.y + 3], [L.grid.x + L.grid.w + 1, L.grid.y + L.grid.h - 3]]) {
      assert.equal(hitTest(L, view, x, y), null, `hit at ${x},${y} (${w}x${h})`);
    }
  });
});

test('a bigger canvas never gives smaller squares', () => {
  let prev = 0;
  for (const s of [320, 400, 500, 640, 800, 1000, 1300]) {
    const L = computeLayout({ width: Math.round(s * 1.6), height: s, players: 4 });
    assert.ok(L.cell.w * L.cell.h >= prev);
    prev = L.cell.w * L.cell.h;
  }
});

test('the inspect panel stays on the canvas', () => {
  eachLayout((L, w, h) => {
    for (const [c, r, n] of [[0, 1, 3], [5, 13, 1], [2, 7, 12], [3, 10, 36]]) {
      const p = L.inspectPanelAt(L.square(c, r), n);
      assert.ok(within(p, canvasRect(w, h), 0.5), `panel ${JSON.stringify(p)} at ${w}x${h}`);
      for (let i = 0; i < n; i++) assert.ok(within(p.card(i), p, 0.5));
    }
  });
});
