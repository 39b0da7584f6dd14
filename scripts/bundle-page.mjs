// Bundles the site's JavaScript after each Trunk build (Trunk.toml, [[hooks]] post_build, on its
// staging folder), or by hand on a built site: node scripts/bundle-page.mjs dist
//
// - www/heuchel/main.js, the game page, and everything it imports become one minified www/heuchel/main.js: one
//   request instead of about thirty (with HTTP/1.1's six connections per host the module graph
//   alone cost ~100 ms of the first paint: docs/journal/performance.md, "First paint: one bundle").
// - www/heuchel/component/heuchel-meuchel.js, the <heuchel-meuchel> element, becomes heuchel-meuchel.js at
//   the site's top, beside the engine (heuchel.js, heuchel_bg.wasm): the one file a wiki page
//   names. What it loads only on demand (the SVG and PNG export) is split into chunks beside it.
// - www/heller/component/heller-pfennig.js, the second game's <heller-pfennig>, likewise becomes
//   heller-pfennig.js beside its engine (heller.js, heller_bg.wasm).
// - Pages are freed of Trunk's inline loader script: every page loads the engine itself, from
//   beside its own module (www/heuchel/engine/load.js), so the site runs under a Content-Security-Policy
//   without 'unsafe-inline'. The engine's two files are preloaded instead.
// The unbundled modules stay in the folder (www/heuchel/art-preview.html uses them); pages do not load them.
import { build, transform } from 'esbuild';
// terser: a second, closer minification of each bundle esbuild wrote (1.8 KB gzipped off the game
// page's script, where esbuild's own minifier is built for speed).
import { minify } from 'terser';
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// `new URL('./x', import.meta.url)` names a file beside its module (the engine, the worker, the
// font). In a bundle import.meta.url is the bundle's own address, so each such path is rewritten
// to be relative to the bundle instead (chunks sit beside their bundle, so the same holds there).
/** A style sheet minified, the sheets it imports put in its place (one file, one request). */
async function cssOf(path) {
  const source = await readFile(path, 'utf8');
  if (!/@import\b/.test(source)) return (await transform(source, { loader: 'css', minify: true })).code;
  // Its url()s (fonts, pictures) stay as they are: the files lie beside it in the site.
  const out = await build({ entryPoints: [path], bundle: true, minify: true, write: false, external: ['*.woff2', '*.svg', '*.png'], logLevel: 'error' });
  return out.outputFiles[0].text;
}

const urlsFromBundle = (outDir) => ({
  name: 'urls-from-bundle',
  setup(b) {
    // The component's styles go in as text (a constructed sheet, which takes no @import: a sheet's
    // imports are put in its place), minified as esbuild minifies CSS.
    b.onLoad({ filter: /\.css$/ }, async (args) => ({ contents: await cssOf(args.path), loader: 'text' }));
    b.onLoad({ filter: /\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source.replace(/new URL\((['"])(\.{1,2}\/[^'"]+)\1,\s*import\.meta\.url\)/g, (_, q, path) => {
        let moved = relative(outDir, resolve(dirname(args.path), path)).split(sep).join('/');
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

const common = {
  bundle: true,
  format: 'esm',
  minify: true,
  // Modern browsers only (module workers, custom elements, constructed style sheets).
  target: 'es2022',
  metafile: true,
  logLevel: 'warning',
  // The component adopts its styles from text (a constructed sheet: no <style> for a CSP to refuse).
  loader: { '.css': 'text' },
  // npm packages (svgcanvas, for the picture export) resolve from the project, wherever the
  // staging folder is.
  nodePaths: [fileURLToPath(new URL('../node_modules', import.meta.url))],
};

// Dynamic imports of modules bundled apart (`apart`, site paths) stay imports, of the bundle in
// that module's place, named from this bundle's folder.
const importedApart = (outDir, apart) => ({
  name: 'imported-apart',
  setup(b) {
    b.onResolve({ filter: /^\.{1,2}\// }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      const target = resolve(args.resolveDir, args.path);
      if (!apart.some((a) => resolve(site, a) === target)) return undefined;
      let path = relative(outDir, target).split(sep).join('/');
      if (!path.startsWith('.')) path = `./${path}`;
      return { path, external: true };
    });
  },
});

/** Minifies a bundle again with terser, in place; returns its new size in bytes. */
async function closer(file) {
  const code = await readFile(file, 'utf8');
  const out = await minify(code, { module: true, ecma: 2022, compress: { passes: 2 }, mangle: true });
  await writeFile(file, out.code);
  return Buffer.byteLength(out.code);
}

async function bundle(label, entry, outName, { split = false, apart = [] } = {}) {
  const outDir = resolve(site, dirname(outName));
  const result = await build({
    ...common,
    entryPoints: { [outName.replace(/\.js$/, '')]: join(site, entry) },
    outdir: resolve(site),
    allowOverwrite: true,
    splitting: split,
    chunkNames: `${dirname(outName) === '.' ? '' : `${dirname(outName)}/`}[name]-[hash]`,
    plugins: [importedApart(outDir, apart), urlsFromBundle(outDir)],
  });
  const inputs = Object.keys(result.metafile.inputs).length;
  const outputs = [];
  for (const file of Object.keys(result.metafile.outputs)) {
    const bytes = file.endsWith('.js') ? await closer(resolve(file)) : result.metafile.outputs[file].bytes;
    outputs.push(`${relative(resolve(site), resolve(file))} ${(bytes / 1024).toFixed(1)} KB`);
  }
  console.error(`bundle-page: ${label}: ${inputs} modules -> ${outputs.join(', ')}`);
}

// What the game page shows only on demand, the title screen and a finished game's score chart
// and record, is bundled apart in its own place and imported from there when wanted, not part of
// the page's one request (esbuild's splitting would instead hoist the code they share with the
// page into chunks the page then fetches at once).
// The class figures (render/figures.js) come once a board is on screen, for every page that
// shows the first game's board.
const FIGURES = 'www/heuchel/render/figures.js';
const ON_DEMAND = ['www/heuchel/ui/new-game.js', 'www/heuchel/ui/game-over.js', 'www/heuchel/ui/score-chart.js', 'www/platform/ui/record.js',
  'www/heuchel/ui/lift-counts.js', 'www/platform/pages/update-notice.js', 'www/heuchel/ui/menu-panel.js', 'www/platform/ui/record-dialog.js', FIGURES,
  // A guided first game's rules and words (index.html?guided=yes), only for that game.
  'www/heuchel/lesson/guide.js',
  // An online table (its page, and the words of "Play online"), only where the game server
  // served the page and it was asked for.
  'www/heuchel/game/online-page.js', 'www/platform/i18n/online.js'];
await bundle('game page', 'www/heuchel/main.js', 'www/heuchel/main.js', { apart: ON_DEMAND });
for (const entry of ON_DEMAND) await bundle(entry, entry, entry, { apart: ON_DEMAND });
// The second game's page (heller.html) the same way: its page module and everything it imports
// in one file (its English words stay a module apart, fetched only when chosen).
// A guided first game's rules and words (heller.html?guided=yes) stay apart too, only for that game.
const HELLER_APART = ['www/platform/pages/update-notice.js', 'www/platform/ui/record-dialog.js', 'www/heller/lesson/guide.js'];
if (existsSync(join(site, 'heller.js'))) {
  await bundle('heller page', 'www/heller/main.js', 'www/heller/main.js', { apart: HELLER_APART });
  await bundle('heller guide', 'www/heller/lesson/guide.js', 'www/heller/lesson/guide.js', { apart: HELLER_APART });
}

// The style sheets the pages link, minified as the bundles' own (comments and spaces are a third
// of them; the sources in www/ keep theirs).
// The first game's panel (www/heuchel/ui/game.css) takes the shared one in (its @import): one file.
for (const sheet of ['www/style.css', 'www/platform/ui/board.css', 'www/platform/ui/game.css', 'www/heuchel/ui/game.css', 'www/heller/game.css', 'www/heuchel/pages/embed.css', 'www/heller/pages/heller-embed.css', 'www/platform/pages/maker.css', 'www/heller/maker/maker.css']) {
  const file = join(site, sheet);
  if (!existsSync(file)) continue;
  const source = await readFile(file, 'utf8');
  const code = await cssOf(file);
  await writeFile(file, code);
  console.error(`bundle-page: ${sheet}: ${(source.length / 1024).toFixed(1)} -> ${(code.length / 1024).toFixed(1)} KB`);
}
await bundle('<heuchel-meuchel>', 'www/heuchel/component/heuchel-meuchel.js', 'heuchel-meuchel.js', { split: true });
// The second game's element, <heller-pfennig>, the same way: heller-pfennig.js at the site's top,
// beside its engine (heller.js, heller_bg.wasm, which the build's Trunk hook puts there), its
// game's controller and English words in chunks beside it, loaded when an element plays or speaks
// English.
if (existsSync(join(site, 'heller.js'))) {
  await bundle('<heller-pfennig>', 'www/heller/component/heller-pfennig.js', 'heller-pfennig.js', { split: true });
}
// The pages' own modules, each bundled in its place. A missing one is an error, not a skip: a
// renamed page must be renamed here too.
for (const entry of ['www/heuchel/pages/embed.js', 'www/heller/pages/heller-embed.js', 'www/heuchel/pages/maker.js', 'www/heuchel/pages/learn.js', 'www/heller/pages/learn.js']) {
  if (!existsSync(join(site, entry))) throw new Error(`bundle-page: ${entry} is not in the built site`);
  await bundle(entry, entry, entry, { apart: [FIGURES] });
}
// The second game's diagram maker (heller-maker.html): its page module and what it imports, the
// engine's bindings apart (it takes the element's, heller-pfennig.js, by its address).
if (existsSync(join(site, 'heller.js')) && existsSync(join(site, 'www/heller/maker/page.js'))) {
  await bundle('heller maker', 'www/heller/maker/page.js', 'www/heller/maker/page.js');
}

// Trunk's loader: <script type="module">import init, * as bindings from './heuchel.js'; …</script>
// and its preload links. Replaced by a preload of the wasm file for the page's own loader.
// (The bindings' JS is inside each bundle; only the wasm file is fetched apart.)
const ENGINE_PRELOADS = '<link rel="preload" href="heuchel_bg.wasm" as="fetch" type="application/wasm" crossorigin>';
for (const page of ['index.html']) {
  const file = join(site, page);
  if (!existsSync(file)) continue;
  let html = await readFile(file, 'utf8');
  let removed = 0;
  html = html
    .replace(/<script type="module"[^>]*>(?:(?!<\/script>)[\s\S])*?wasmBindings(?:(?!<\/script>)[\s\S])*?<\/script>/g, (script) => {
      removed += script.length;
      return '';
    })
    .replace(/<link rel="(?:modulepreload|preload)"[^>]*heuchel(?:_bg\.wasm|\.js)[^>]*>\s*/g, '')
    .replace('</head>', html.includes(ENGINE_PRELOADS) ? '</head>' : `${ENGINE_PRELOADS}\n</head>`);
  if (/<script(?![^>]*\bsrc=)[^>]*>/.test(html)) throw new Error(`${page} still holds an inline script after the loader was removed`);
  await writeFile(file, html);
  // A page bundled before (a second run over the same folder) has no loader left to remove.
  console.error(`bundle-page: ${page}: ${removed ? `Trunk's inline loader removed (${removed} characters)` : 'no inline loader'}, engine preloaded`);
}
