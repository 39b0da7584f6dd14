// The site's service worker: plays offline and moves to a new version cleanly.
//
// This is the template. The build (scripts/precache.mjs, run last by scripts/build-web.sh) writes
// dist/sw.js from it with VERSION and FILES filled in: every file of the built site with its
// SHA-256, and the version, a hash of that whole list. A changed file changes the version, so
// the browser sees a changed worker and installs it in the background.
//
// - Install: every file of the version is fetched (bypassing the HTTP cache, each checked against
//   its hash by Subresource Integrity) into a cache named by the version. All or nothing: one
//   failure (a half-finished deploy, say) fails the install and the old version stays.
// - The new worker waits while pages of the old version are open. The page (www/platform/pages/offline.js)
//   asks it to take over, at once when no game is in progress, otherwise when the player presses
//   Reload on its notice.
// - Activate, and each page opened: deletes every cache no open page still reads. Activate also
//   claims the open pages.
// - Fetch: same-origin GETs are answered from the cache of the version the requesting page was
//   loaded with (a page's files all come from one version, even after a newer worker took over),
//   pages by their address without the query (index.html?players=4 is index.html, ./ is
//   ./index.html); anything not in the list goes to the network.
/* eslint-env serviceworker */

const VERSION = '__VERSION__';
const FILES = /* __FILES__ */ [];

const PREFIX = 'heuchel-';
const CACHE = PREFIX + VERSION;
// Which version each open page (and each worker a page started) was loaded with, kept in a cache
// of its own so that it survives the worker being stopped and is read by the next version.
const CLIENTS = 'heuchel-clients';
const CLIENTS_KEY = new URL('__clients__.json', self.location).href;

const scope = new URL('./', self.location).href;
const precached = new Set(FILES.map(([path]) => new URL(path, self.location).href));

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // cache.addAll stores all the responses or none.
    await cache.addAll(FILES.map(([path, hash]) =>
      new Request(new URL(path, self.location), { cache: 'reload', integrity: `sha256-${hash}` })));
  })().catch(async (e) => {
    await caches.delete(CACHE);
    throw e;
  }));
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'skip-waiting') self.skipWaiting();
});

let clientVersions = null;
async function readClients() {
  if (!clientVersions) {
    const stored = await (await caches.open(CLIENTS)).match(CLIENTS_KEY);
    clientVersions = stored ? await stored.json() : {};
  }
  return clientVersions;
}
async function writeClients() {
  await (await caches.open(CLIENTS)).put(CLIENTS_KEY,
    new Response(JSON.stringify(clientVersions), { headers: { 'content-type': 'application/json' } }));
}

/** Forgets pages that are gone; deletes the caches of versions no open page reads. */
async function tidy(opening = null) {
  const map = await readClients();
  // A page still opening is not among the clients yet: keep what it was given.
  const open = new Set((await self.clients.matchAll({ includeUncontrolled: true, type: 'all' })).map((c) => c.id));
  if (opening) open.add(opening);
  for (const id of Object.keys(map)) if (!open.has(id)) delete map[id];
  await writeClients();
  const keep = new Set([CACHE, CLIENTS, ...Object.values(map).map((v) => PREFIX + v)]);
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && !keep.has(name)) await caches.delete(name);
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    await tidy();
    await self.clients.claim();
  })());
});

/** The address a request is looked up by: pages without their query, a folder as its index.html. */
function keyOf(request) {
  const url = new URL(request.url);
  url.hash = '';
  if (request.mode === 'navigate' || url.pathname.endsWith('.html') || url.pathname.endsWith('/')) {
    url.search = '';
    if (url.pathname.endsWith('/')) url.pathname += 'index.html';
  }
  return url.href;
}

async function respond(event) {
  const { request } = event;
  const key = keyOf(request);
  const map = await readClients();
  // The version of the page asking: a page just being opened gets this worker's version; a page
  // already open keeps its own (its worker too, started from it), while that version's cache lasts.
  let version = request.mode === 'navigate' ? VERSION : (map[event.clientId] ?? VERSION);
  if (version !== VERSION && !(await caches.has(PREFIX + version))) version = VERSION;
  if (event.resultingClientId && map[event.resultingClientId] !== version) {
    map[event.resultingClientId] = version;
    event.waitUntil(request.mode === 'navigate' ? tidy(event.resultingClientId) : writeClients());
  }
  const cached = await (await caches.open(PREFIX + version)).match(key);
  return cached ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(scope)) return;
  if (!precached.has(keyOf(request))) return;
  event.respondWith(respond(event));
});
