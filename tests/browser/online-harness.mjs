// Shared set-up of the online tables' browser tests: the game server (crates/server, built with
// `cargo build --profile server -p server`) serving dist/ with a fresh SQLite file, one Chromium,
// and people: browser contexts of their own (their own storage).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { chromium } from 'playwright-core';

const BIN = process.env.HEUCHEL_SERVER ?? 'target/server/heuchel-server';
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--no-first-run', '--disable-sync'];

/**
 * Starts the server on 127.0.0.1:0 and a browser. Returns { url (the site's root, with its
 * trailing slash), person(viewport) (a new context's page, collecting its errors), close() }.
 */
export async function startOnline() {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run nice cargo build --profile server -p server`);
  const dir = mkdtempSync(joinPath(tmpdir(), 'online-test-'));
  const server = spawn(BIN, ['--site', 'dist', '--db', joinPath(dir, 'tables.sqlite'), '--addr', '127.0.0.1:0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the server did not say where it listens: ${out}`)), 15000);
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const m = out.match(/listening on (http:\/\/\S+)/);
      if (m) { clearTimeout(timer); resolve(`${m[1]}/`); }
    });
    server.on('exit', (code) => reject(new Error(`the server ended (${code}): ${out}`)));
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return {
    url,
    async person(viewport = { width: 1280, height: 800 }) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      page.errors = [];
      page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
      page.on('pageerror', (e) => page.errors.push(e.message));
      return page;
    },
    async close() {
      await browser.close();
      server.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
