// Screenshots of the game page in the states a player meets, at the sizes a player uses:
//   node scripts/screenshots.mjs [out-dir] [--lang de]   (default target/screenshots/tour, English)
// Writes <state>-<size>.png for the first screen, the setup, a move in progress, favours, a
// computer's turn and the game over, at desktop, phone portrait, phone landscape and two small
// frames. The positions are reached by playing the engine's own computer players from a fixed
// seed, so the pictures of two builds can be laid side by side (issue 12's before and after).
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { open } from '../tests/browser/harness.mjs';

// node:util's parseArgs: the standard library's argument parser, no package needed.
const { values: flags, positionals } = parseArgs({ options: { lang: { type: 'string', default: 'en' } }, allowPositionals: true });
const OUT = positionals[0] ?? 'target/screenshots/tour';
mkdirSync(OUT, { recursive: true });

export const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  landscape: { width: 844, height: 390, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  frame: { width: 700, height: 500 },
  small: { width: 360, height: 640 },
};

const site = await open();
try {
  // Positions from the engine itself: a seeded 4-player game played by Medium seats until the
  // wanted moment with seat 1 to act.
  const probe = await site.page();
  await probe.goto(`${site.url}?seats=human,medium,medium,medium&seed=7&delay=100000`);
  await probe.waitForFunction(() => window.wasmBindings && window.wasmBindings.Game);
  const positions = await probe.evaluate(() => {
    const { Game } = window.wasmBindings;
    const g = new Game(4, 'base', 7);
    const found = {};
    for (let i = 0; i < 2000 && !g.isOver(); i++) {
      const legal = g.legal();
      if (legal.player === 0 && legal.step === 'move' && g.actionCount() > 40 && !found.move) found.move = g.position();
      if (legal.player === 0 && legal.step === 'favours' && !found.favours) found.favours = g.position();
      g.play(g.botAction(legal.player, 'medium', i));
    }
    found.over = g.position();
    g.free();
    return found;
  });
  await probe.close();

  const states = {
    first: '',
    setup: '?seats=human,medium,medium,medium&seed=7&delay=100000',
    move: `?position=${encodeURIComponent(positions.move)}&seats=human,medium,medium,medium&delay=100000`,
    favours: positions.favours ? `?position=${encodeURIComponent(positions.favours)}&seats=human,medium,medium,medium&delay=100000` : null,
    over: `?position=${encodeURIComponent(positions.over)}&seats=human,medium,medium,medium`,
  };
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const [state, query] of Object.entries(states)) {
      if (query === null) continue;
      const { isMobile, hasTouch, deviceScaleFactor, ...box } = viewport;
      const page = await site.page({ viewport: box, isMobile, hasTouch, deviceScaleFactor });
      await page.goto(`${site.url}${query}${query ? '&' : '?'}lang=${flags.lang}`);
      if (state === 'first') await page.waitForSelector('dialog[open]');
      else await page.waitForSelector('.hm-board canvas');
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await page.screenshot({ path: `${OUT}/${state}-${size}.png` });
      if (page.errors.length) console.error(`${state}-${size}: ${page.errors.join('; ')}`);
      await page.close();
    }
  }
  console.log(`screenshots in ${OUT}`);
} finally {
  await site.close();
}
