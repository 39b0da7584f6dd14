// Why not, every reason of both engines through the page (issue 29): for each reason code of the
// first game (src/why.rs, 18) and of the second (crates/heller/src/why.rs, 13), a position where an
// action is refused for it is found in seeded random games of the BUILT engines, the game page is
// opened at that position with a person to act, the action is tried as the person would
// (window.heuchelPage.attempt, window.hellerPage.attempt: the path a refused drop takes), and the
// page says the reason in a sentence of its language, links its rule's section of that
// language's rules page, announces it (an alert) and plays nothing. A legal action tried the same
// way is played, with no reason given.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { open } from './harness.mjs';

const DIST = new URL('../../dist/', import.meta.url);
const codesOf = (file) => [...new Set([...readFileSync(file, 'utf8').matchAll(/^\/\/! \| `(why\.[a-zA-Z]+)`/gm)].map((m) => m[1]))];

async function engine(name) {
  const bindings = await import(new URL(`${name}.js`, DIST).href);
  bindings.initSync({ module: readFileSync(new URL(`${name}_bg.wasm`, DIST)) });
  return bindings;
}

// Every action a person could try, in notation (tests/why.rs and crates/heller/tests/common's lists).
function heuchelTries() {
  const out = ['n', 'e', 'r'];
  for (let from = 1; from <= 13; from++) {
    out.push(`l${from}`);
    for (let count = 1; count <= 3; count++) for (let to = 1; to <= 13; to++) out.push(`${from}-${to}.${count}`);
  }
  for (let column = 1; column <= 7; column++) for (let count = 1; count <= 3; count++) out.push(`t${column}.${count}`);
  for (const letter of 'PBAQMF') for (let value = 1; value <= 6; value++) out.push(`${letter}${value}`);
  return out;
}
function hellerTries() {
  const tiles = ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'M', 'F', 'E'];
  const out = ['t', 'x', ...tiles.map((tile) => `c${tile}`)];
  for (const column of 'abcdef') {
    for (let row = 1; row <= 5; row++) {
      const square = `${column}${row}`;
      for (let stall = 1; stall <= 4; stall++) out.push(`s${stall}${square}`);
      out.push(`l${square}`, `o${square}`, ...tiles.map((tile) => `p${tile}${square}`));
    }
  }
  return out;
}

/**
 * For each code, the first (position, action, player to act) of seeded games of `kinds` where the
 * action is refused for that reason first. `make(kind)` deals, `next(game, k)` is a legal action.
 */
function casesOf(codes, kinds, make, next, tries) {
  const found = new Map();
  const look = (g) => {
    for (const action of tries) {
      let reasons;
      try {
        reasons = g.whyNot(action);
      } catch {
        continue; // not an action of this game (a column beyond its players' is a reason, a 14th row no action)
      }
      const code = reasons.length ? reasons[0].code : null;
      if (code && !found.has(code)) found.set(code, { position: g.position(), action, toAct: g.toAct(), players: g.players });
    }
  };
  for (const kind of kinds) {
    const g = make(kind);
    for (let k = 0; k < 1000 && found.size < codes.length; k++) {
      look(g);
      if (g.isOver()) break;
      g.play(next(g, k));
    }
    g.free();
    if (found.size === codes.length) break;
  }
  return found;
}

// Seats for a position: a person at the seat to act, computers elsewhere (which never act here:
// the pause is long).
const seatsFor = (c) => Array.from({ length: c.players }, (_, p) => (p === (c.toAct ?? 0) ? 'human' : 'medium')).join(',');

/** What the page shows of a refusal: its words, its rule's link and whether it is announced. */
const shownWhy = (page, selector) => page.evaluate((sel) => {
  const p = document.querySelector(sel);
  const a = p && p.querySelector('.hm-why-rule');
  return p && !p.hidden ? { text: p.querySelector('.hm-why-text').textContent, rule: a.textContent, href: a.getAttribute('href'), role: p.getAttribute('role') } : null;
}, selector);

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

test('every reason of the first game is said, linked and announced through the page (German)', async () => {
  const codes = codesOf('src/why.rs');
  assert.equal(codes.length, 18);
  const e = await engine('heuchel');
  const kinds = [[3, 'base', 11], [4, 'dice', 12], [5, 'base', 13], [6, 'dice', 14], [3, 'dice', 15], [4, 'base', 16]];
  const cases = casesOf(codes, kinds, ([n, variant, seed]) => new e.Game(n, variant, seed),
    (g, k) => g.botAction(g.toAct(), 'random', 7919 * k + 3), heuchelTries());
  assert.deepEqual(codes.filter((c) => !cases.has(c)), [], 'every code is found in the games');
  const page = await site.page();
  for (const code of codes) {
    const c = cases.get(code);
    // No saved game of the last case asks to be continued instead.
    await page.evaluate(() => localStorage.clear()).catch(() => {});
    await page.goto(`${site.url}?position=${encodeURIComponent(c.position)}&seats=${seatsFor(c)}&delay=100000&lang=de`);
    await page.waitForFunction(() => window.heuchelPage && window.heuchelPage.game && document.querySelector('.hm-prompt'), null, { timeout: 10000 })
      .catch((e) => { throw new Error(`${code}: the page did not open at ${c.position}: ${e.message}`); });
    const before = await page.evaluate(() => window.heuchelPage.game.actionCount());
    const canvas = page.locator('.hm-board canvas');
    const unmarked = await canvas.screenshot();
    const reasons = await page.evaluate((a) => window.heuchelPage.attempt(a), c.action);
    assert.equal(reasons[0].code, code, `${c.action} at ${c.position}`);
    if (reasons.some((r) => r.marks.length)) {
      await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
      assert.notDeepEqual(await canvas.screenshot(), unmarked, `${code}: its squares are marked on the board`);
    }
    const said = await shownWhy(page, '.hm-why');
    assert.ok(said, `${code}: the reason is shown`);
    assert.doesNotMatch(said.text, /\{|why\.|undefined/, `${code}: ${said.text}`);
    assert.match(said.text, /^\p{Lu}.*\.$/u, `${code} is a German sentence: ${said.text}`);
    assert.match(said.rule, /^Regel R\d+\.\d+$/, `${code}: ${said.rule}`);
    assert.match(said.href, /rules\.de\.html#[a-z-]+$/, `${code}: its rule on the German rules page`);
    assert.equal(said.role, 'alert', `${code} is announced`);
    assert.equal(await page.evaluate(() => window.heuchelPage.game.actionCount()), before, `${code}: nothing was played`);
  }
  // A legal action tried the same way is played, and no reason is given.
  const c = cases.get('why.occupied');
  await page.evaluate(() => localStorage.clear()).catch(() => {});
  await page.goto(`${site.url}?position=${encodeURIComponent(c.position)}&seats=${seatsFor(c)}&delay=100000&lang=de`);
  await page.waitForFunction(() => window.heuchelPage && window.heuchelPage.game && document.querySelector('.hm-prompt'));
  const text = await page.evaluate(() => window.heuchelPage.game.botAction(window.heuchelPage.game.toAct(), 'random', 1));
  const before = await page.evaluate(() => window.heuchelPage.game.actionCount());
  assert.deepEqual(await page.evaluate((a) => window.heuchelPage.attempt(a), text), []);
  await page.waitForFunction((n) => window.heuchelPage.game.actionCount() > n, before);
  assert.equal(await shownWhy(page, '.hm-why'), null, 'no reason is shown');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('every reason of the second game is said, linked, marked and announced through the page (English)', async () => {
  const codes = codesOf('crates/heller/src/why.rs');
  assert.equal(codes.length, 13);
  const e = await engine('heller');
  const kinds = [[2, 'standard', false, 5], [3, 'standard', true, 6], [2, 'openEnded', false, 7], [4, 'standard', true, 8]];
  const cases = casesOf(codes, kinds, ([n, variant, noLuck, seed]) => new e.Game(n, variant, noLuck, seed),
    // Tiles turned up often, so that a round's pile runs out (D2).
    (g, k) => { const legal = g.legal(); return k % 2 && legal.includes('t') ? 't' : legal[(7919 * k + 5) % legal.length]; }, hellerTries());
  assert.deepEqual(codes.filter((c) => !cases.has(c)), [], 'every code is found in the games');
  const page = await site.page();
  for (const code of codes) {
    const c = cases.get(code);
    await page.evaluate(() => localStorage.clear()).catch(() => {});
    await page.goto(`${site.url}heller.html?position=${encodeURIComponent(c.position)}&seats=${seatsFor(c)}&delay=100000&lang=en`);
    await page.waitForFunction(() => window.hellerPage && window.hellerPage.game && document.querySelector('.hh-prompt'));
    const before = await page.evaluate(() => window.hellerPage.game.actionCount());
    const canvas = page.locator('.hh-canvas');
    const unmarked = await canvas.screenshot();
    const reasons = await page.evaluate((a) => window.hellerPage.attempt(a), c.action);
    assert.equal(reasons[0].code, code, `${c.action} at ${c.position}`);
    if (reasons.some((r) => r.marks.length)) {
      await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
      assert.notDeepEqual(await canvas.screenshot(), unmarked, `${code}: its square is marked on the market`);
    }
    const said = await shownWhy(page, '.hh-why');
    assert.ok(said, `${code}: the reason is shown`);
    assert.doesNotMatch(said.text, /\{|why\.|undefined/, `${code}: ${said.text}`);
    assert.match(said.text, /^\p{Lu}.*\.$/u, `${code} is a sentence: ${said.text}`);
    assert.match(said.rule, /^Rule: \S/, `${code}: ${said.rule}`);
    assert.match(said.href, /heller-rules\.en\.html#[a-z0-9-]+$/, `${code}: its rule on the English rules page`);
    assert.equal(said.role, 'alert', `${code} is announced`);
    assert.equal(await page.evaluate(() => window.hellerPage.game.actionCount()), before, `${code}: nothing was placed`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});
