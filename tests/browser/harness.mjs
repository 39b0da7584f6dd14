// Shared set-up for the browser tests: the built site (dist/) served under a sub-path by
// scripts/serve.mjs, and Debian's Chromium driven by playwright-core.
import { chromium } from 'playwright-core';
import { existsSync, mkdirSync } from 'node:fs';
import { serve, STRICT_CSP } from '../../scripts/serve.mjs';

export const SHOTS = process.env.SCREENSHOT_DIR ?? 'target/screenshots';
mkdirSync(SHOTS, { recursive: true });

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--no-first-run', '--disable-sync'];

/**
 * Serves dist/ at http://127.0.0.1:PORT{base} and opens a browser. Every page is served with a
 * strict Content-Security-Policy (scripts/serve.mjs STRICT_CSP), as a careful host would: a page
 * that needs an inline script or style fails its test with the browser's CSP report.
 */
export async function open({ base = '/games/heuchel/', csp = STRICT_CSP } = {}) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run scripts/build-web.sh first');
  const server = await serve({ dir: 'dist', port: 0, base, csp });
  const url = `http://127.0.0.1:${server.address().port}${base}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return {
    url,
    browser,
    async page(options = {}) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 860 }, ...options });
      page.errors = [];
      page.on('console', (m) => { if (m.type() === 'error' && !healthUnanswered(m)) page.errors.push(m.text()); });
      page.on('pageerror', (e) => page.errors.push(e.message));
      // A request that the page's own navigation cancels (a reload mid-load) is not an error.
      page.on('requestfailed', (r) => {
        if (r.failure() && r.failure().errorText === 'net::ERR_ABORTED') return;
        page.errors.push(`request failed: ${r.url()} (${r.failure() && r.failure().errorText})`);
      });
      return page;
    },
    async close() {
      await browser.close();
      await new Promise((ok) => {
        server.close(ok);
        server.closeAllConnections();
      });
    },
  };
}

/**
 * The browser's own line for the game pages' one question to a game server (GET api/health, the
 * online play's: www/platform/online/client.js probeServer), which a static host answers "not
 * found": the page shows nothing of it, and the browser's console line is not the page's error.
 * @param {import('playwright-core').ConsoleMessage} m
 */
export function healthUnanswered(m) {
  return /^Failed to load resource/.test(m.text()) && /\/api\/health$/.test(m.location().url || '');
}

/** Waits until Trunk's loader has started the wasm module. */
export async function waitForEngine(page) {
  await page.waitForFunction(() => window.wasmBindings && window.wasmBindings.Game, null, { timeout: 15000 });
}
