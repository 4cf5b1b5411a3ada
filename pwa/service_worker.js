// Table Referee, browser build: the offline cache (pwa/service_worker.js, filled in by pwa/build.py).
//
// - Served as `flutter_service_worker.js?v=<VERSION>`: the name and URL Flutter's loader registers.
// - One cache per build, named by VERSION (a hash of every file). Installing downloads the build into
//   it and checks each file's SHA-256 against HASHES: a file from another build (the server updated
//   during the install, a stale HTTP cache) fails the install, so a cache never holds a mixed build.
// - The browser checks this script at each visit: a new build installs beside the old one and takes
//   over once no page uses the old one (the next visit); then the old caches are deleted.
//   `skipWaiting` only when no other build's cache exists (first install, or the same build again).
// - Files in HASHES but not in PRECACHE (used by some browsers or screens only) are cached when
//   first fetched, after the same check. Any navigation inside the scope gets the app's index.html,
//   so a reload on /game/<id> works offline and on hosts with no fallback route.
"use strict";

const VERSION = "__VERSION__";
const CACHE = "table-referee-" + VERSION;
const HASHES = __HASHES__;
const PRECACHE = __PRECACHE__;
const SCOPE = new URL(self.registration.scope);

function keyOf(path) {
  return new URL(path === "" ? "index.html" : path, SCOPE).href;
}

async function sha256(buffer) {
  const digest = await crypto.subtle.digest("SHA-256", buffer);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

async function fetchChecked(path) {
  const name = path === "" ? "index.html" : path;
  // The page asks for the archive as app.tar.gz?v=VERSION: the same URL shares the browser's HTTP cache.
  const url = name === "app.tar.gz" ? keyOf(path) + "?v=" + VERSION : keyOf(path);
  for (const mode of ["no-cache", "reload"]) {
    const response = await fetch(url, { cache: mode });
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
    const body = await response.arrayBuffer();
    if ((await sha256(body)) === HASHES[name]) {
      const headers = new Headers(response.headers);
      headers.delete("content-length");
      return new Response(body, { status: 200, headers });
    }
  }
  throw new Error(`${name} is not the file of build ${VERSION}`);
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    // With no cache of another build, the page in use runs this very build (Flutter's loader
    // re-registers it under its new URL after an update, and waits up to 4 s for it to activate):
    // taking over at once mixes nothing. Otherwise this build waits for the next visit.
    const others = (await caches.keys()).filter((name) => name.startsWith("table-referee-") && name !== CACHE);
    if (others.length === 0) self.skipWaiting();
    const cache = await caches.open(CACHE);
    await Promise.all(PRECACHE.map(async (path) => {
      if (!(await cache.match(keyOf(path)))) await cache.put(keyOf(path), await fetchChecked(path));
    }));
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("table-referee-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

async function answer(path) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(keyOf(path));
  if (hit) return hit;
  let response;
  try {
    response = await fetchChecked(path);
  } catch (error) {
    return new Response(`Table Referee ${VERSION}: ${error.message}. Reload when online.`,
      { status: 503, headers: { "content-type": "text/plain" } });
  }
  // A cache that refuses it (the storage full) costs only the next visit's download: the page gets the file
  // it was fetched for (it was given a 503 instead).
  try {
    await cache.put(keyOf(path), response.clone());
  } catch (error) {
    console.warn(`[pwa] ${path} not cached (${error.name}): fetched again next time`);
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return;
  const path = request.mode === "navigate" ? "" : decodeURIComponent(url.pathname.slice(SCOPE.pathname.length));
  if (path !== "" && !(path in HASHES)) return;  // not part of the build: left to the network
  event.respondWith(answer(path));
});
