#!/usr/bin/env node
// Joins the parts of one tournament line, each the `--json` output of the tournament program over
// its own range of deals, into the line they make up: the same object as one run over all the
// deals would print (statistics exact up to rounding; times summed). A long line (Expert's take
// hours) can so be played on several cores or machines, or over several sessions:
//
//   node scripts/combine-tournament.mjs part1.json part2.json [--table]
//
// The parts must have the same lineup, variant, budgets and table size, and their deals must be
// contiguous and must not overlap (`--seed 1 --games 300` and `--seed 101 --games 300` make
// `--seed 1 --games 600` at 3 players). The intervals combine from each part's n, mean and ci95:
// the tournament program's interval is mean ± 1.96·s/√n with the sample standard deviation, so
// each part's sum of squares is recovered from them and pooled.
import { readFileSync } from 'node:fs';
// util.parseArgs: Node's own argument parser; no dependency for two options.
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const Z95 = 1.96;

/** Pools estimates {n, mean, ci95} of disjoint samples into the estimate of their union. */
export function poolEstimates(parts) {
  const n = parts.reduce((a, p) => a + p.n, 0);
  if (n === 0) return { n: 0, mean: null, ci95: null };
  const mean = parts.reduce((a, p) => a + p.n * p.mean, 0) / n;
  if (n < 2) return { n, mean, ci95: null };
  let squares = 0;
  for (const p of parts) {
    if (p.n >= 2 && p.ci95 == null) throw new Error('a part of two or more samples has no interval');
    const s = p.n >= 2 ? (p.ci95 * Math.sqrt(p.n)) / Z95 : 0;
    squares += (p.n - 1) * s * s + p.n * (p.mean - mean) ** 2;
  }
  return { n, mean, ci95: (Z95 * Math.sqrt(squares / (n - 1))) / Math.sqrt(n) };
}

const SAME = ['players', 'variant', 'budget', 'expertBudget'];

/** Joins tournament outputs over contiguous deal ranges; throws on parts that do not fit. */
export function combineTournaments(parts) {
  if (parts.length === 0) throw new Error('no parts given');
  const sorted = [...parts].sort((a, b) => a.firstSeed - b.firstSeed);
  const first = sorted[0];
  for (const p of sorted.slice(1)) {
    for (const key of SAME) {
      if (p[key] !== first[key]) throw new Error(`the parts differ in ${key}: ${first[key]} and ${p[key]}`);
    }
    if (p.lineup.join(',') !== first.lineup.join(',')) {
      throw new Error(`the parts differ in lineup: ${first.lineup} and ${p.lineup}`);
    }
  }
  for (let i = 1; i < sorted.length; i++) {
    const end = sorted[i - 1].firstSeed + sorted[i - 1].deals;
    if (sorted[i].firstSeed !== end) {
      const what = sorted[i].firstSeed < end ? 'overlap' : 'leave a gap';
      throw new Error(`the parts' deals ${what}: one ends before seed ${end}, the next starts at ${sorted[i].firstSeed}`);
    }
  }
  const sum = (key) => sorted.reduce((a, p) => a + p[key], 0);
  const games = sum('games');
  const seconds = sum('seconds');
  const participants = first.participants.map((fp, i) => {
    const all = sorted.map((p) => p.participants[i]);
    const decisions = all.reduce((a, p) => a + p.decisions, 0);
    const pool = (key) => poolEstimates(all.map((p) => p[key]));
    return {
      level: fp.level,
      seats: fp.seats,
      games: all.reduce((a, p) => a + p.games, 0),
      fairShare: fp.fairShare,
      winShare: pool('winShare'),
      winSharePaired: pool('winSharePaired'),
      score: pool('score'),
      scorePaired: pool('scorePaired'),
      bySeat: fp.bySeat.map((_, s) => {
        const seatGames = all.reduce((a, p) => a + p.bySeat[s].games, 0);
        const wins = all.reduce((a, p) => a + p.bySeat[s].games * p.bySeat[s].winShare, 0);
        return { games: seatGames, winShare: seatGames ? wins / seatGames : 0 };
      }),
      decisions,
      msPerDecision: decisions ? all.reduce((a, p) => a + p.decisions * p.msPerDecision, 0) / decisions : 0,
    };
  });
  return {
    command: `${first.command.replace(/ --games \d+/, ` --games ${games}`).replace(/ --seed \d+/, ` --seed ${first.firstSeed}`)}`,
    players: first.players,
    variant: first.variant,
    lineup: first.lineup,
    firstSeed: first.firstSeed,
    deals: sum('deals'),
    games,
    gamesAsked: sum('gamesAsked'),
    budget: first.budget,
    expertBudget: first.expertBudget,
    sharedWins: sum('sharedWins'),
    participants,
    seconds,
    gamesPerSecond: seconds > 0 ? games / seconds : null,
    parts: sorted.map((p) => ({ firstSeed: p.firstSeed, deals: p.deals, games: p.games })),
  };
}

const f3 = (x) => (x == null ? '–' : x.toFixed(3));

/** One line per participant: win share ± plain interval (± paired), against the fair share. */
export function table(line) {
  const head = `${line.players} players, ${line.variant}, ${line.games} games (deals ${line.firstSeed}–${line.firstSeed + line.deals - 1})`;
  const rows = line.participants.map(
    (p) =>
      `${p.level.padEnd(8)} ${f3(p.winShare.mean)} ± ${f3(p.winShare.ci95)} (± ${f3(p.winSharePaired.ci95)})` +
      `  fair ${f3(p.fairShare)}  score ${p.score.mean.toFixed(1)}  ${p.msPerDecision.toFixed(1)} ms a decision`,
  );
  return [head, ...rows].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ options: { table: { type: 'boolean' } }, allowPositionals: true });
  try {
    const line = combineTournaments(positionals.map((f) => JSON.parse(readFileSync(f, 'utf8'))));
    console.log(values.table ? table(line) : JSON.stringify(line));
  } catch (e) {
    console.error(`combine-tournament: ${e.message}`);
    process.exit(2);
  }
}
