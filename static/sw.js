// Service worker: precaches every file of the build and serves the app offline.
// tools/post-build.mjs replaces the two placeholders below after each build.
'use strict';

const BUILD_ID = '__BUILD_ID__';
const PRECACHE = self.__PRECACHE__;

// CacheStorage is shared by the whole origin: key caches by scope too, so copies
// of the app under different sub-paths never delete each other's caches.
const PREFIX = `samurai-tables:${self.registration.scope}:`;
const CACHE = PREFIX + BUILD_ID;
/** A build file named by its content's hash (Trunk's and tools/post-build.mjs's names). */
const HASHED = /-[0-9a-f]{8,}(_bg\.wasm|\.[a-z]+)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // 'reload' skips the HTTP cache, so a new build never stores stale files; a file
      // named by its content's hash cannot be stale, and the one the page has just
      // fetched (its module) is not downloaded again.
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: HASHED.test(url) ? 'default' : 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  // Other origins and non-GET requests are left to the browser untouched.
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(respond(request));
});

async function respond(request) {
  const cache = await caches.open(CACHE);
  const navigate = request.mode === 'navigate';
  const key = navigate && new URL(request.url).pathname.endsWith('/index.html') ? './' : request;
  const hit = await cache.match(key, { ignoreSearch: navigate });
  if (hit) return hit;
  try {
    return await fetch(request);
  } catch (err) {
    if (navigate) {
      const index = await cache.match('./');
      if (index) return index;
    }
    throw err;
  }
}
