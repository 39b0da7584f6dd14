// Measures the browser build (a benchmark, not a test): gzipped size of the wasm and of
// everything the page loads, time from navigation to the first board paint, frame times while
// dragging a stack, the engine's random-game speed in wasm relative to native, Hard's decision
// time at its default budget and its search speed (iterations per second) in wasm, the page's
// long tasks while computer seats play and the pacing of their actions, and the page's long tasks
// while the Hint computes Hard's arrangement of a hand in setup.
// Embeds: the <heuchel-meuchel> bundle's gzipped size with the engine, the first paint of one
// diagram, and a page of twenty diagrams (time until all have painted; the wasm fetched once).
// Heller: the second game's page (heller.html): its wasm and page sizes, its first board paint,
// and Hard's and Expert's decisions in the page's worker (Hard's on the main thread too).
// Usage: node scripts/measure-web.mjs [--only sizes,paint,drag,speed,hard,bots,embeds,heller]
//   (bots: the computer seats' long tasks and pacing, and the setup Hint's long tasks)
//   (after scripts/build-web.sh; writes target/web-metrics.json)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { open } from '../tests/browser/harness.mjs';
import { cellPoint, cellsWith } from '../tests/browser/board.mjs';

const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const TABLE = '?players=4&seats=human,greedy,greedy,greedy&seed=1&delay=20';

const { values: args } = parseArgs({ options: { only: { type: 'string' } } });
const only = args.only ? new Set(args.only.split(',')) : null;
const want = (name) => !only || only.has(name);

const site = await open();
const metrics = {};

// 1. Sizes: the wasm file a game loads (heuchel_bg.wasm: the rules and the computer players) and
// the maker's (heuchel_maker_bg.wasm: all of it; scripts/engine-modules.mjs), and every response
// the page receives up to a playable board. (The first game's engine; the second game's is
// measured in its own section below.)
const wasmFile = 'heuchel_bg.wasm';
metrics.wasmBytes = readFileSync(`dist/${wasmFile}`).length;
metrics.wasmGzipBytes = gz(readFileSync(`dist/${wasmFile}`));
metrics.makerWasmGzipBytes = gz(readFileSync('dist/heuchel_maker_bg.wasm'));
// Every response a page receives, as a browser fetches it: a file fetched twice counts twice.
function fetched(page) {
  const bodies = [];
  page.on('response', async (r) => {
    try { bodies.push({ url: r.url(), body: await r.body() }); } catch { /* redirects have no body */ }
  });
  return {
    files: () => bodies.length,
    bytes: () => bodies.reduce((s, b) => s + b.body.length, 0),
    gzipBytes: () => bodies.reduce((s, b) => s + gz(b.body), 0),
    // The URLs fetched more than once (each once).
    twice: () => [...new Set(bodies.map((b) => b.url).filter((u, i, all) => all.indexOf(u) !== i))],
  };
}

if (want('sizes')) {
  const page = await site.page();
  const got = fetched(page);
  await page.goto(site.url + TABLE);
  await page.waitForFunction(() => performance.getEntriesByName('heuchel:board-painted').length > 0);
  await page.waitForTimeout(1000);
  metrics.pageFiles = got.files();
  metrics.pageBytes = got.bytes();
  metrics.pageGzipBytes = got.gzipBytes();
  metrics.pageFetchedTwice = got.twice();
  await page.close();
}

// 2. Navigation → first board paint, median of several cold loads.
if (want('paint')) {
  const times = [];
  for (let i = 0; i < 7; i++) {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await page.goto(site.url + TABLE);
    await page.waitForFunction(() => performance.getEntriesByName('heuchel:board-painted').length > 0);
    times.push(await page.evaluate(() => performance.getEntriesByName('heuchel:board-painted')[0].startTime));
    await context.close();
  }
  metrics.firstPaintMs = { median: median(times), min: Math.min(...times), max: Math.max(...times) };
}

// 3. Frame times while a stack is dragged around the board for two seconds.
if (want('drag')) {
  const page = await site.page();
  await page.goto(site.url + TABLE);
  await page.waitForSelector('[data-action=place]');
  await page.click('[data-action=place]');
  await page.waitForFunction(() => [...document.querySelectorAll('.hm-grid [role=gridcell]')].some((c) => c.textContent.includes('can move')));
  const source = (await cellsWith(page, 'can move'))[0];
  const from = await cellPoint(page, source.column, source.row);
  await page.evaluate(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => { window.__frames.push(now - last); last = now; window.__raf = requestAnimationFrame(tick); };
    window.__raf = requestAnimationFrame(tick);
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
  });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const t0 = Date.now();
  for (let i = 0; Date.now() - t0 < 2000; i++) {
    await page.mouse.move(from.x + 120 * Math.sin(i / 9), from.y - 200 + 150 * Math.cos(i / 7));
  }
  await page.mouse.up();
  const { frames, longTasks } = await page.evaluate(() => {
    cancelAnimationFrame(window.__raf);
    return { frames: window.__frames.slice(5), longTasks: window.__longTasks };
  });
  metrics.dragFrameMs = { median: median(frames), p95: pct(frames, 0.95), max: Math.max(...frames), frames: frames.length };
  metrics.dragFps = 1000 / median(frames);
  metrics.dragLongTasks = longTasks.length;
  await page.close();
}

// 4. Random games: wasm in Chromium against native, the same workload (seeds 1..N, 4 players),
// best of five runs on each side.
if (want('speed')) {
  const games = 20000;
  const page = await site.page();
  await page.goto(site.url + '?delay=0');
  await page.waitForFunction(() => window.wasmBindings && window.wasmBindings.benchRandomGames);
  // One unmeasured run first: V8 starts wasm in its baseline compiler and swaps in optimised
  // code only on later calls, while native code is optimised from the start.
  await page.evaluate((games) => window.wasmBindings.benchRandomGames(games, 4, 'base', 1), games);
  const runs = [];
  for (let i = 0; i < 5; i++) {
    runs.push(await page.evaluate((games) => {
      const t = performance.now();
      const actions = window.wasmBindings.benchRandomGames(games, 4, 'base', 1);
      return { actions, seconds: (performance.now() - t) / 1000 };
    }, games));
  }
  const best = runs.reduce((a, b) => (a.seconds < b.seconds ? a : b));
  const native = [0, 1, 2, 3, 4].map(() => JSON.parse(execFileSync('cargo', ['run', '-q', '--release', '--example', 'random_speed', '--', String(games), '4', 'base']).toString()))
    .reduce((a, b) => (a.seconds < b.seconds ? a : b));
  if (native.actions !== best.actions) throw new Error(`wasm and native played different games: ${best.actions} vs ${native.actions} actions`);
  metrics.randomGames = {
    games,
    actions: best.actions,
    wasmActionsPerSecond: Math.round(best.actions / best.seconds),
    nativeActionsPerSecond: Math.round(native.actions / native.seconds),
    wasmToNative: +(native.seconds / best.seconds).toFixed(3),
  };
  await page.close();
}

// 5. Computer players: Hard's decision at its default budget, in the page's worker (what a player
// waits) and on the main thread (the engine alone), median over positions of a seeded game;
// Expert's decision at its budget in the worker over the same positions and, apart, over five positions
// of a 6-player game (the longest wait), with the page's longest
// main-thread task meanwhile (a PerformanceObserver for long tasks: aim none over 50 ms); and
// the search speed in wasm, from benchSearch (the engine runs the iterations, JavaScript times
// them). Positions with a single legal action are skipped (no search happens there).
if (want('hard')) {
  const page = await site.page();
  await page.goto(site.url + '?delay=0');
  await page.waitForFunction(() => window.wasmBindings && window.wasmBindings.benchSearch);
  const r = await page.evaluate(async () => {
    const { Game, chooseAction, benchSearch, defaultIterations, expertIterations } = window.wasmBindings;
    const choices = (l) => l.moves.reduce((s, m) => s + m.maxCount * m.dests.length, 0)
      + l.takes.reduce((s, t) => s + t.maxCount, 0) + l.loses.length
      + Number(l.canEndFavours) + Number(l.canEndTurn) + Number(l.canRoll);
    // `take` positions of a seeded game played on by Medium: every `every`-th action from `at`
    // on, past the setup and with a choice to make.
    const positions = (players, variant, seed, take, every, at) => {
      const g = new Game(players, variant, seed);
      const out = [];
      for (let n = 0; !g.isOver() && out.length < take; n++) {
        const l = g.legal();
        if (l.step !== 'setup' && n % every === at && choices(l) > 1) out.push(g.viewNotation(g.toAct()));
        g.play(g.botAction(g.toAct(), 'medium', n));
      }
      return out;
    };
    const views = [[4, 'base', 2024], [3, 'dice', 7], [5, 'base', 99]].flatMap(([players, variant, seed]) => positions(players, variant, seed, 3, 11, 5));
    const { createBotClient } = await import('./www/platform/engine/bots.js');
    const { engineUrls } = await import('./www/heuchel/engine/urls.js');
    const bots = createBotClient({ engine: engineUrls() });
    await bots.choose({ entry: 'chooseAction', args: [views[0], 'easy', 0] });  // the worker's start-up, not timed
    // The worker's time for each view's decision at `level` (what a player waits).
    const timed = async (level, vs) => {
      const ms = [];
      for (const [i, v] of vs.entries()) {
        const t = performance.now();
        await bots.choose({ entry: 'chooseAction', args: [v, level, i] });
        ms.push(performance.now() - t);
      }
      return ms;
    };
    const worker = await timed('hard', views);
    const longTasks = [];
    const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)));
    observer.observe({ type: 'longtask' });
    const expert = await timed('expert', views);
    // The largest table: Expert's wait in positions of a 6-player game (reported apart, so the
    // 9 positions above stay comparable with earlier runs).
    const expert6 = await timed('expert', positions(6, 'base', 61, 5, 13, 7));
    await new Promise((resolve) => setTimeout(resolve, 0));  // deliver the observer's last entries
    observer.disconnect();
    bots.terminate();
    const main = [];
    for (const [i, v] of views.entries()) {
      const t = performance.now();
      chooseAction(v, 'hard', i);
      main.push(performance.now() - t);
    }
    const budget = defaultIterations();
    let iterations = 0, seconds = 0;
    for (const [i, v] of views.entries()) {
      const t = performance.now();
      iterations += benchSearch(v, budget, i + 100);
      seconds += (performance.now() - t) / 1000;
    }
    return {
      views, positions: views.length, budget, worker, main, iterationsPerSecond: iterations / seconds,
      expert, expertBudget: expertIterations(), expertLongTasks: longTasks, expert6,
    };
  });
  // The same decisions natively (examples/search_speed.rs --views), best of three, for the ratio.
  writeFileSync('target/measure-views.txt', r.views.join('\n') + '\n');
  const nativeSearch = [0, 1, 2].map(() => JSON.parse(execFileSync('cargo', ['run', '-q', '--release', '--example', 'search_speed', '--', '--views', 'target/measure-views.txt', String(r.budget)]).toString()))
    .reduce((a, b) => (a.seconds < b.seconds ? a : b));
  metrics.hard = {
    positions: r.positions,
    defaultIterations: r.budget,
    decisionMsInWorker: { median: median(r.worker), min: Math.min(...r.worker), max: Math.max(...r.worker) },
    decisionMsMainThread: { median: median(r.main), min: Math.min(...r.main), max: Math.max(...r.main) },
    wasmIterationsPerSecond: Math.round(r.iterationsPerSecond),
    nativeIterationsPerSecond: nativeSearch.iterationsPerSecond,
    wasmToNative: +(r.iterationsPerSecond / nativeSearch.iterationsPerSecond).toFixed(3),
  };
  metrics.expert = {
    positions: r.positions,
    iterations: r.expertBudget,
    decisionMsInWorker: { median: median(r.expert), min: Math.min(...r.expert), max: Math.max(...r.expert) },
    longestMainThreadTaskMs: Math.max(0, ...r.expertLongTasks),
    sixPlayers: {
      positions: r.expert6.length,
      decisionMsInWorker: { median: median(r.expert6), min: Math.min(...r.expert6), max: Math.max(...r.expert6) },
    },
  };
  await page.close();
}

// 6. Computer players on the page (moved here from tests/browser/bots.test.mjs, which checks the
// behaviour without timings). The page's long tasks while Hard and Medium computer seats play
// (the worker keeps them off the main thread; aim: none over 50 ms after the first paint), and
// their pacing: the shortest gap between two computer actions (aim: at least the page's delay,
// so that a person can follow). Then the page's long tasks while the Hint computes Hard's
// arrangement of a hand in setup, computed in the worker (aim: none).
const BOT_DELAY_MS = 30;
if (want('bots')) {
  const longTasks = () => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({ type: 'longtask' });
  };
  const page = await site.page();
  await page.addInitScript(longTasks);
  await page.goto(site.url + `?seats=hard,medium,hard,medium&seed=12&delay=${BOT_DELAY_MS}`);
  await page.waitForFunction(() => performance.getEntriesByName('heuchel:bot-played').length >= 24 + 60
    || (document.querySelector('.hm-over') && !document.querySelector('.hm-over').hidden), null, { timeout: 300000 });
  const r = await page.evaluate(() => {
    const played = performance.getEntriesByName('heuchel:bot-played');
    const from = Math.max(played[0].startTime, performance.getEntriesByName('heuchel:board-painted')[0].startTime);
    const to = played[played.length - 1].startTime;
    const gaps = played.slice(1).map((p, i) => p.startTime - played[i].startTime);
    return {
      actions: played.length, seconds: (to - from) / 1000, gaps,
      tasks: window.__longTasks.filter((t) => t.start + t.duration > from && t.start < to).map((t) => t.duration),
    };
  });
  metrics.botGame = {
    actions: r.actions, seconds: +r.seconds.toFixed(2), longTasks: r.tasks.length, longestTaskMs: r.tasks.length ? Math.max(...r.tasks) : null,
    delayMs: BOT_DELAY_MS, shortestGapMs: +Math.min(...r.gaps).toFixed(1), medianGapMs: +median(r.gaps).toFixed(1),
  };
  await page.close();

  // The Hint in setup: Seat 2 (a person) asks for Hard's arrangement of its hand; the computer
  // seats' own turns wait long enough not to overlap.
  const hint = await site.page();
  await hint.addInitScript(longTasks);
  await hint.goto(site.url + '?delay=0');
  await hint.waitForFunction(() => window.wasmBindings && window.wasmBindings.Game);
  await hint.evaluate(async () => {
    document.querySelector('dialog[open]')?.close();
    const { mountGame } = await import('./www/heuchel/game/controller.js');
    window.board = mountGame(document.getElementById('app'), {
      engine: window.wasmBindings, players: 4, seed: 12, seats: ['hard', 'human', 'hard', 'hard'], setupDelay: 0, botDelay: 60000,
    });
  });
  await hint.waitForSelector('.hm-setup');
  await hint.waitForSelector('[data-action=hint]:not([hidden])');
  const clicked = await hint.evaluate(() => performance.now());
  await hint.click('[data-action=hint]');
  await hint.waitForSelector('.hm-suggestion:not([hidden])', { timeout: 60000 });
  const h = await hint.evaluate((clicked) => ({
    ms: performance.now() - clicked,
    tasks: window.__longTasks.filter((t) => t.start + t.duration > clicked).map((t) => t.duration),
  }), clicked);
  metrics.setupHint = { ms: Math.round(h.ms), longTasks: h.tasks.length, longestTaskMs: h.tasks.length ? Math.max(...h.tasks) : null };
  await hint.evaluate(() => window.board.destroy());
  await hint.close();
}

// 7. Embeds: what a page with one diagram loads, its first paint, and twenty diagrams at once.
if (want('embeds')) {
  // A market of the second game, 3 players in round 1 (tests/browser/heller-embed.test.mjs).
  const HELLER_DIAGRAM = '3s_1_2_50.50.50_3200.3300.3200_-.-.-_B2B6B2B5B3B1MER1R4R3B5B4B4B6B1R2FB3_c4R6----.-a4F-R5-.b3-c3b3--.a2--a3-c3.---c2b4a3_0000000000000028_98c475f0f066a9f6';
  const diagrams = [
    ['5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5M1M2M3M4M5Q1Q2Q3Q4Q5A1A3A4B1B2B5P2P3P4P5_-_0000000000000001', '5-6.1_t3.1_t5.1'],
    ['3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001', '1-5.1'],
  ];
  const element = (i) => {
    const [position, moves] = diagrams[i % diagrams.length];
    return `<heuchel-meuchel mode="diagram" position="${position}" moves="${moves}" step="${i % 3}"></heuchel-meuchel>`;
  };
  // Pages written into the built site for the measurement only (no inline script or style).
  const write = (name, n) => writeFileSync(`dist/${name}`, `<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="stylesheet" href="examples/wiki/wiki.css"><script type="module" src="heuchel-meuchel.js"></script></head>
<body><main class="wiki-article">${Array.from({ length: n }, (_, i) => `<figure class="wiki-figure">${element(i)}</figure>`).join('\n')}</main></body></html>`);
  write('measure-one.html', 1);
  write('measure-twenty.html', 20);
  // When each element of `tag` on the page sent `ready` (page time, in window.__ready).
  const readyTimes = (tag) => {
    window.__ready = [];
    document.addEventListener('ready', (e) => { if (e.target.localName === tag) window.__ready.push(performance.now()); }, true);
  };
  try {
    // What one diagram costs: every response of script and engine, gzipped, up to the element's
    // `ready` and half a second after (what it loads then).
    const codeOf = async (name, tag) => {
      const page = await site.page();
      const bodies = new Map();
      page.on('response', async (r) => {
        try { bodies.set(r.url(), await r.body()); } catch { /* no body */ }
      });
      await page.addInitScript(readyTimes, tag);
      await page.goto(`${site.url}${name}`);
      await page.waitForFunction(() => window.__ready.length === 1);
      await page.waitForTimeout(500);
      const code = [...bodies.entries()].filter(([u]) => /\.(js|wasm)$/.test(u));
      await page.close();
      return { files: code.map(([u]) => u.split('/').pop()), gzipBytes: code.reduce((sum, [, b]) => sum + gz(b), 0) };
    };
    metrics.elementBundle = await codeOf('measure-one.html', 'heuchel-meuchel');
    // The second game's element, one diagram of a market, the same way.
    if (existsSync('dist/heller-pfennig.js')) {
      writeFileSync('dist/measure-heller-one.html', `<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="stylesheet" href="examples/wiki/wiki.css"><script type="module" src="heller-pfennig.js"></script></head>
<body><main class="wiki-article"><figure class="wiki-figure"><heller-pfennig mode="diagram" position="${HELLER_DIAGRAM}" highlight="row:3"></heller-pfennig></figure></main></body></html>`);
      metrics.hellerElementBundle = await codeOf('measure-heller-one.html', 'heller-pfennig');
    }
    const paint = [];
    const twenty = [];
    let wasmFetches = 0;
    for (let i = 0; i < 5; i++) {
      for (const [name, n, into] of [['measure-one.html', 1, paint], ['measure-twenty.html', 20, twenty]]) {
        const context = await site.browser.newContext({ viewport: { width: 1280, height: 860 } });
        const p = await context.newPage();
        let fetched = 0;
        p.on('request', (r) => { if (r.url().endsWith('.wasm')) fetched++; });
        await p.addInitScript(readyTimes, 'heuchel-meuchel');
        await p.goto(`${site.url}${name}`);
        await p.waitForFunction((count) => window.__ready.length === count, n, { timeout: 60000 });
        into.push(await p.evaluate(() => Math.max(...window.__ready)));
        if (n === 20) wasmFetches = Math.max(wasmFetches, fetched);
        await context.close();
      }
    }
    metrics.diagram = {
      firstPaintMs: { median: median(paint), min: Math.min(...paint), max: Math.max(...paint) },
      twentyPaintedMs: { median: median(twenty), min: Math.min(...twenty), max: Math.max(...twenty) },
      wasmFetchesForTwenty: wasmFetches,
    };
  } finally {
    rmSync('dist/measure-one.html', { force: true });
    rmSync('dist/measure-heller-one.html', { force: true });
    rmSync('dist/measure-twenty.html', { force: true });
  }
}

// The second game: Auf Heller und Pfennig's page.
if (want('heller')) {
  const HELLER = 'heller.html?lang=de&players=3&seats=human,medium,medium&seed=1&delay=0';
  const wasm = readFileSync('dist/heller_bg.wasm');
  const makerWasm = readFileSync('dist/heller_maker_bg.wasm');
  const page = await site.page();
  const got = fetched(page);
  await page.goto(site.url + HELLER);
  await page.waitForFunction(() => performance.getEntriesByName('heller:board-painted').length > 0);
  await page.waitForTimeout(1000);
  // What the page fetched up to a playable board (its computers' worker among it), before the
  // timings below start workers of their own.
  const sizes = { pageFiles: got.files(), pageGzipBytes: got.gzipBytes(), pageFetchedTwice: got.twice() };
  const paint = [];
  for (let i = 0; i < 7; i++) {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const cold = await context.newPage();
    await cold.goto(site.url + HELLER);
    await cold.waitForFunction(() => performance.getEntriesByName('heller:board-painted').length > 0);
    paint.push(await cold.evaluate(() => performance.getEntriesByName('heller:board-painted')[0].startTime));
    await context.close();
  }
  // Hard's and Expert's decisions at their default budgets in the page's worker (what a player
  // waits), and Hard's on the main thread (the engine alone), over positions of a game of three
  // Medium players (every fifth action with a choice to make; Expert over every third of them).
  const hard = await page.evaluate(async () => {
    const { Game, chooseAction } = window.hellerPage.engine;
    const game = new Game(3, 'standard', false, 5);
    const views = [];
    for (let k = 0; !game.isOver(); k++) {
      const view = game.view(game.toAct());
      if (k % 5 === 0 && game.legal().length > 1) views.push(view);
      game.play(chooseAction(view, 'medium', k));
    }
    const { sharedBots } = await import('./www/platform/engine/bots.js');
    const { hellerUrls } = await import('./www/heller/engine/load.js');
    const bots = sharedBots({ engine: hellerUrls() });
    await bots.choose({ entry: 'chooseAction', args: [views[0], 'easy', 0] });  // the worker's start-up, not timed
    const timed = async (level, vs) => {
      const ms = [];
      for (const [i, view] of vs.entries()) {
        const t = performance.now();
        await bots.choose({ entry: 'chooseAction', args: [view, level, i] });
        ms.push(performance.now() - t);
      }
      return ms;
    };
    const worker = await timed('hard', views);
    const expert = await timed('expert', views.filter((_, i) => i % 3 === 0));
    bots.release();
    const main = views.map((view, i) => {
      const t = performance.now();
      chooseAction(view, 'hard', i);
      return performance.now() - t;
    });
    return { worker, expert, main };
  });
  metrics.heller = {
    wasmBytes: wasm.length,
    wasmGzipBytes: gz(wasm),
    makerWasmGzipBytes: gz(makerWasm),
    ...sizes,
    firstPaintMs: { median: median(paint), min: Math.min(...paint), max: Math.max(...paint) },
    hardMs: { median: median(hard.worker), min: Math.min(...hard.worker), max: Math.max(...hard.worker), positions: hard.worker.length, mainThreadMedian: median(hard.main) },
    expertMs: { median: median(hard.expert), min: Math.min(...hard.expert), max: Math.max(...hard.expert), positions: hard.expert.length },
  };
  await page.close();
}

await site.close();
mkdirSync('target', { recursive: true });
writeFileSync('target/web-metrics.json', JSON.stringify(metrics, null, 2) + '\n');
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
if (want('sizes')) console.log(`wasm                 ${kb(metrics.wasmBytes)} raw, ${kb(metrics.wasmGzipBytes)} gzipped   (aim ≤ 100 KB gzipped); the maker's, all of it, ${kb(metrics.makerWasmGzipBytes)} gzipped`);
if (want('sizes')) console.log(`whole page          ${kb(metrics.pageBytes)} raw, ${kb(metrics.pageGzipBytes)} gzipped in ${metrics.pageFiles} responses   (aim ≤ 200 KB)${metrics.pageFetchedTwice.length ? `; fetched twice: ${metrics.pageFetchedTwice.join(', ')}` : ''}`);
if (want('paint')) console.log(`first board paint   ${metrics.firstPaintMs.median.toFixed(0)} ms median (${metrics.firstPaintMs.min.toFixed(0)}–${metrics.firstPaintMs.max.toFixed(0)})   (aim ≤ 300 ms)`);
if (want('drag')) console.log(`dragging            ${metrics.dragFrameMs.median.toFixed(1)} ms median frame, p95 ${metrics.dragFrameMs.p95.toFixed(1)} ms, ${metrics.dragFps.toFixed(0)} fps, ${metrics.dragLongTasks} long tasks   (aim 60 fps)`);
if (want('speed')) console.log(`random games        wasm ${metrics.randomGames.wasmActionsPerSecond} actions/s, native ${metrics.randomGames.nativeActionsPerSecond}: ratio ${metrics.randomGames.wasmToNative}   (aim ≥ 0.8)`);
if (want('hard')) console.log(`Hard (default ${metrics.hard.defaultIterations} iterations)   ${metrics.hard.decisionMsInWorker.median.toFixed(0)} ms median decision in the worker (${metrics.hard.decisionMsInWorker.min.toFixed(0)}–${metrics.hard.decisionMsInWorker.max.toFixed(0)}), ${metrics.hard.decisionMsMainThread.median.toFixed(0)} ms on the main thread, over ${metrics.hard.positions} positions   (aim < 100 ms median)`);
if (want('hard')) console.log(`Expert (${metrics.expert.iterations} iterations) ${metrics.expert.decisionMsInWorker.median.toFixed(0)} ms median decision in the worker (${metrics.expert.decisionMsInWorker.min.toFixed(0)}–${metrics.expert.decisionMsInWorker.max.toFixed(0)}) over ${metrics.expert.positions} positions   (aim < 1.2 s); longest main-thread task meanwhile ${metrics.expert.longestMainThreadTaskMs.toFixed(0)} ms   (aim < 50 ms)`);
if (want('hard')) console.log(`Expert, 6 players   ${metrics.expert.sixPlayers.decisionMsInWorker.median.toFixed(0)} ms median decision in the worker (${metrics.expert.sixPlayers.decisionMsInWorker.min.toFixed(0)}–${metrics.expert.sixPlayers.decisionMsInWorker.max.toFixed(0)}) over ${metrics.expert.sixPlayers.positions} positions   (aim < 1.2 s)`);
if (want('hard')) console.log(`Hard search speed   ${metrics.hard.wasmIterationsPerSecond} iterations/s in wasm, ${metrics.hard.nativeIterationsPerSecond} native: ratio ${metrics.hard.wasmToNative}   (aim ≥ 50,000/s in the browser)`);
if (want('bots')) {
  const longest = (m) => (m.longestTaskMs ? ` (longest ${m.longestTaskMs.toFixed(0)} ms)` : '');
  console.log(`computer seats      ${metrics.botGame.actions} actions in ${metrics.botGame.seconds} s, ${metrics.botGame.longTasks} long tasks on the page${longest(metrics.botGame)}   (aim: none over 50 ms)`);
  console.log(`computer pacing     shortest gap between actions ${metrics.botGame.shortestGapMs} ms, median ${metrics.botGame.medianGapMs} ms, at a delay of ${metrics.botGame.delayMs} ms   (aim ≥ the delay)`);
  console.log(`hint in setup       ${metrics.setupHint.ms} ms for the hand, ${metrics.setupHint.longTasks} long tasks on the page${longest(metrics.setupHint)}   (aim: none over 50 ms)`);
}
if (want('embeds')) {
  console.log(`element bundle      ${kb(metrics.elementBundle.gzipBytes)} gzipped with the engine (${metrics.elementBundle.files.join(', ')})   (aim ≤ 130 KB)`);
  if (metrics.hellerElementBundle) console.log(`heller element      ${kb(metrics.hellerElementBundle.gzipBytes)} gzipped with the engine (${metrics.hellerElementBundle.files.join(', ')})   (aim ≤ 130 KB)`);
  console.log(`one diagram         first paint ${metrics.diagram.firstPaintMs.median.toFixed(0)} ms median (${metrics.diagram.firstPaintMs.min.toFixed(0)}–${metrics.diagram.firstPaintMs.max.toFixed(0)})`);
  console.log(`twenty diagrams     all painted ${metrics.diagram.twentyPaintedMs.median.toFixed(0)} ms median (${metrics.diagram.twentyPaintedMs.min.toFixed(0)}–${metrics.diagram.twentyPaintedMs.max.toFixed(0)}), wasm fetched ${metrics.diagram.wasmFetchesForTwenty} time(s)`);
}
if (want('heller')) {
  const h = metrics.heller;
  console.log(`heller wasm         ${kb(h.wasmBytes)} raw, ${kb(h.wasmGzipBytes)} gzipped   (aim ≤ 100 KB gzipped); the maker's, all of it, ${kb(h.makerWasmGzipBytes)} gzipped`);
  console.log(`heller page         ${kb(h.pageGzipBytes)} gzipped in ${h.pageFiles} responses   (aim ≤ 200 KB)${h.pageFetchedTwice.length ? `; fetched twice: ${h.pageFetchedTwice.join(', ')}` : ''}`);
  console.log(`heller first paint  ${h.firstPaintMs.median.toFixed(0)} ms median (${h.firstPaintMs.min.toFixed(0)}–${h.firstPaintMs.max.toFixed(0)})`);
  console.log(`heller Hard         ${h.hardMs.median.toFixed(0)} ms median decision in the worker (${h.hardMs.min.toFixed(0)}–${h.hardMs.max.toFixed(0)}), ${h.hardMs.mainThreadMedian.toFixed(0)} ms on the main thread, over ${h.hardMs.positions} positions   (aim < 100 ms median)`);
  console.log(`heller Expert       ${h.expertMs.median.toFixed(0)} ms median decision in the worker (${h.expertMs.min.toFixed(0)}–${h.expertMs.max.toFixed(0)}) over ${h.expertMs.positions} positions   (aim about 1 s)`);
}
