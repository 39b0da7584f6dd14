// A static file server for the built site:
//   node scripts/serve.mjs [dir] [--port N] [--base /sub/path/] [--csp] [--no-cors]
// Serving under a sub-path shows that the site works from anywhere on a static host. Written
// with node:http alone so that a fresh machine needs nothing beyond Node to play. It sends the
// headers a page on another origin needs to embed the elements (CROSS_ORIGIN_HEADERS) unless
// told not to, as any host of the game files should (docs/EMBED.md, "From another origin").
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

// What a page on another origin needs to use the files from here: a module script, the wasm
// fetched by the engine's loader, the fonts and the worker's module imported from a blob: worker
// are all CORS requests, so each answer must allow any origin. (None of them needs a preflight:
// plain GETs without custom headers.) Cross-Origin-Resource-Policy lets a page that isolates
// itself (Cross-Origin-Embedder-Policy: require-corp) load them too, the SVG figure as an image
// included. The MIME types above matter as much: a module script or a worker's module of another
// type is refused, and the wasm is compiled while it streams only as application/wasm.
export const CROSS_ORIGIN_HEADERS = Object.freeze({
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
});

/**
 * Serves `dir` at http://127.0.0.1:{port}{base}: every page with `csp` as its
 * Content-Security-Policy when given, and every file with CROSS_ORIGIN_HEADERS unless `cors` is
 * false. Resolves with the node:http server once it listens.
 */
export function serve({ dir = 'dist', port = 0, base = '/', csp = null, cors = true } = {}) {
  const root = resolve(dir);
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') {
        // A preflight (a host page's own fetch with extra headers): GET is all there is.
        res.writeHead(204, cors ? { ...CROSS_ORIGIN_HEADERS, 'access-control-allow-methods': 'GET, HEAD' } : {}).end();
        return;
      }
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
      if (cors) Object.assign(headers, CROSS_ORIGIN_HEADERS);
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
  const flag = (name) => (args.includes(name) ? (args.splice(args.indexOf(name), 1), true) : false);
  const strict = flag('--csp') ? STRICT_CSP : null;
  // Pages on other origins may embed the elements unless --no-cors.
  const cors = !flag('--no-cors');
  const dir = args[0] ?? 'dist';
  const server = await serve({ dir, port, base, csp: strict, cors });
  const root = `http://127.0.0.1:${server.address().port}${base}`;
  console.log(`The site is served at ${root}games.html (both games)`);
  console.log(`  Heuchel & Meuchel:       ${root}`);
  console.log(`  Auf Heller und Pfennig:  ${root}heller.html`);
  console.log(cors
    ? '  Pages on other origins may embed the elements (Access-Control-Allow-Origin: *; --no-cors to refuse them)'
    : '  Pages on other origins cannot embed the elements (--no-cors)');
}
