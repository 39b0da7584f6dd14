import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { combineTournaments, poolEstimates, table } from '../../scripts/combine-tournament.mjs';

// Outputs of the tournament program (medium,easy,easy, base): deals 1–4 in one run, and the same
// deals as two runs of two (`--seed 1 --games 6`, `--seed 3 --games 6`).
const load = (name) => JSON.parse(readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8'));
const whole = load('tournament-whole.json');
const parts = [load('tournament-part1.json'), load('tournament-part2.json')];

const close = (a, b, what) => assert.ok(Math.abs(a - b) < 1e-9, `${what}: ${a} against ${b}`);

test('two parts make the line one run over all their deals prints', () => {
  // In either order.
  for (const line of [combineTournaments(parts), combineTournaments([...parts].reverse())]) {
    assert.equal(line.games, whole.games);
    assert.equal(line.deals, whole.deals);
    assert.equal(line.firstSeed, 1);
    assert.equal(line.command, whole.command);
    line.participants.forEach((p, i) => {
      const w = whole.participants[i];
      assert.equal(p.level, w.level);
      assert.equal(p.decisions, w.decisions);
      for (const key of ['winShare', 'winSharePaired', 'score', 'scorePaired']) {
        assert.equal(p[key].n, w[key].n, key);
        close(p[key].mean, w[key].mean, `${key} mean`);
        close(p[key].ci95, w[key].ci95, `${key} ci95`);
      }
      p.bySeat.forEach((s, k) => {
        assert.equal(s.games, w.bySeat[k].games);
        close(s.winShare, w.bySeat[k].winShare, 'by seat');
      });
    });
  }
  // The parts differ from each other, so the pooling is not trivially right.
  assert.notEqual(parts[0].participants[0].winShare.mean, parts[1].participants[0].winShare.mean);
});

test('pooled intervals agree with the interval of the joined samples', () => {
  const est = (xs) => {
    const n = xs.length;
    const mean = xs.reduce((a, b) => a + b, 0) / n;
    const s = Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1));
    return { n, mean, ci95: (1.96 * s) / Math.sqrt(n) };
  };
  const a = [1, 0, 0, 0.5, 1];
  const b = [0, 0, 1, 0];
  const c = [0.25];
  const pooled = poolEstimates([est(a), est(b), { n: 1, mean: 0.25, ci95: null }]);
  const direct = est([...a, ...b, ...c]);
  close(pooled.mean, direct.mean, 'mean');
  close(pooled.ci95, direct.ci95, 'ci95');
});

test('parts that overlap, leave a gap or differ are refused', () => {
  assert.throws(() => combineTournaments([parts[0], parts[0]]), /overlap/);
  assert.throws(() => combineTournaments([parts[0], { ...parts[1], firstSeed: 4 }]), /gap/);
  assert.throws(() => combineTournaments([parts[0], { ...parts[1], variant: 'dice' }]), /variant/);
  assert.throws(() => combineTournaments([parts[0], { ...parts[1], lineup: ['hard', 'easy', 'easy'] }]), /lineup/);
  assert.throws(() => combineTournaments([]), /no parts/);
});

test('the table names each level with its share and intervals', () => {
  const text = table(combineTournaments(parts));
  assert.match(text, /^3 players, base, 12 games \(deals 1–4\)/);
  const w = whole.participants[0];
  assert.ok(text.includes(`medium   ${w.winShare.mean.toFixed(3)} ± ${w.winShare.ci95.toFixed(3)}`), text);
});
