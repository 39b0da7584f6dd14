// Bundles the page's modules into one file: www/main.js and everything it imports become a
// single minified www/main.js, so the browser makes one request instead of about thirty (with
// HTTP/1.1's six connections per host the module graph alone cost ~100 ms of the first paint:
// docs/PERFORMANCE.md). The worker (www/bots/worker.js) stays a file of its own.
//
// Run by Trunk after every build (Trunk.toml, [[hooks]] post_build) on its staging folder; or by
// hand on a built site: node scripts/bundle-page.mjs dist
// The unbundled modules stay in the folder (www/art-preview.html uses them); the page no longer
// loads them.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

// `new URL('./x', import.meta.url)` names a file beside its module (the bots' worker, the font).
// In the bundle import.meta.url is the bundle's own address, so each such path is rewritten to
// be relative to the bundle instead.
const urlsFromBundle = (outfile) => ({
  name: 'urls-from-bundle',
  setup(b) {
    b.onLoad({ filter: /\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source.replace(/new URL\((['"])(\.{1,2}\/[^'"]+)\1,\s*import\.meta\.url\)/g, (_, q, path) => {
        let moved = relative(dirname(outfile), resolve(dirname(args.path), path)).split(sep).join('/');
        if (!moved.startsWith('.')) moved = `./${moved}`;
        return `new URL(${q}${moved}${q}, import.meta.url)`;
      });
      return { contents, loader: 'js' };
    });
  },
});

const site = process.argv[2] || process.env.TRUNK_STAGING_DIR;
if (!site) {
  console.error('usage: node scripts/bundle-page.mjs <built site folder>  (Trunk sets TRUNK_STAGING_DIR)');
  process.exit(2);
}
const entry = join(site, 'www', 'main.js');
const result = await build({
  entryPoints: [entry],
  outfile: entry,
  allowOverwrite: true,
  bundle: true,
  format: 'esm',
  minify: true,
  // Modern browsers only (module workers, top-level await in Trunk's loader): no down-levelling.
  target: 'es2022',
  metafile: true,
  logLevel: 'warning',
  plugins: [urlsFromBundle(resolve(entry))],
});
const inputs = Object.keys(result.metafile.inputs).length;
const bytes = Object.values(result.metafile.outputs)[0].bytes;
console.error(`bundle-page: ${inputs} modules -> ${entry} (${(bytes / 1024).toFixed(1)} KB)`);
