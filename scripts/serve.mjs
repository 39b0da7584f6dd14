// A static file server for the built site: `node scripts/serve.mjs [dir] [--port N] [--base /sub/path/] [--csp]`.
// Serving under a sub-path shows that the site works from anywhere on a static host. Written
// with node:http alone so that a fresh machine needs nothing beyond Node to play.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.json': 'application/json',
  '.woff2': 'font/woff2', '.png': 'image/png', '.svg': 'image/svg+xml', '.ts': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', '.md': 'text/markdown; charset=utf-8', '.webmanifest': 'application/manifest+json', '.ico': 'image/x-icon',
};

// The strict policy a careful wiki or host sets: no inline script or style, scripts and workers
// only from the site, wasm compiled without eval. `--csp` (and the browser tests) serve every
// page with it, to show the site and the component need nothing more.
export const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; "
  + "worker-src 'self'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'";

export function serve({ dir = 'dist', port = 0, base = '/', csp = null } = {}) {
  const root = resolve(dir);
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      if (!path.startsWith(prefix)) {
        res.writeHead(404).end('not found');
        return;
      }
      let file = normalize(join(root, path.slice(prefix.length)));
      if (!file.startsWith(root)) {
        res.writeHead(403).end('forbidden');
        return;
      }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' };
      if (csp) headers['content-security-policy'] = csp;
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 ? args.splice(i, 2)[1] : fallback;
  };
  const port = Number(option('--port', 8080));
  const base = option('--base', '/');
  const strict = args.includes('--csp') ? (args.splice(args.indexOf('--csp'), 1), STRICT_CSP) : null;
  const dir = args[0] ?? 'dist';
  const server = await serve({ dir, port, base, csp: strict });
  const root = `http://127.0.0.1:${server.address().port}${base}`;
  console.log(`The site is served at ${root}games.html (both games)`);
  console.log(`  Heuchel & Meuchel:       ${root}`);
  console.log(`  Auf Heller und Pfennig:  ${root}heller.html`);
}
