// Writes the built site's service worker: `node scripts/precache.mjs [dist]` (the last step of
// scripts/build-web.sh). Lists every file the pages may need with its SHA-256 (base64, as
// Subresource Integrity writes it), takes a hash of the whole list as the version, and writes
// <dir>/sw.js from the template sw.js with both filled in. Run it again on a changed copy of a
// built site and that copy has a new version, exactly as a rebuild would give it (the offline
// browser test does so).
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

const TEMPLATE = new URL('../sw.js', import.meta.url);

// Not needed by any page: the worker itself (the browser checks it on its own), type
// definitions and example sources that sit in the folder for developers.
const SKIP = [/^sw\.js$/, /\.d\.ts$/, /\.rs$/];

async function walk(dir, root = dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...await walk(path, root));
    else if (entry.isFile()) out.push(relative(root, path).split(sep).join('/'));
  }
  return out;
}

/** [[path, sha256 base64], …] sorted by path, and the version (hex) they make. */
export async function precacheList(dir) {
  const paths = (await walk(dir)).filter((p) => !SKIP.some((re) => re.test(p))).sort();
  const files = [];
  for (const path of paths) {
    files.push([path, createHash('sha256').update(await readFile(join(dir, path))).digest('base64')]);
  }
  const version = createHash('sha256').update(files.map(([p, h]) => `${p} ${h}\n`).join('')).digest('hex').slice(0, 16);
  return { version, files };
}

/** Writes <dir>/sw.js for the files now in <dir>. Returns { version, files }. */
export async function writeServiceWorker(dir) {
  const list = await precacheList(dir);
  const template = await readFile(TEMPLATE, 'utf8');
  const filled = template
    .replace("'__VERSION__'", JSON.stringify(list.version))
    .replace('/* __FILES__ */ []', `[\n${list.files.map((f) => `  ${JSON.stringify(f)},`).join('\n')}\n]`);
  if (filled === template || filled.includes('__VERSION__')) throw new Error('sw.js template: placeholders not found');
  await writeFile(join(dir, 'sw.js'), filled);
  return list;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const { version, files } = await writeServiceWorker(dir);
  console.error(`precache: ${dir}/sw.js, version ${version}, ${files.length} files`);
}
