// The service worker that lets the game start and play offline. make wasm
// writes it to the web folder with the version of the build (a hash of
// every file it caches: a new build of anything changes this script's
// bytes, which is how the browser learns of it) and the list of those
// files (wasm/page -sw).
//
// On install it caches the whole game: the page, Go's glue, the game, the
// fonts (the Chinese face too, which only a Chinese page asks for), the
// endgame tables and Six Men's Morris's solution (which the game asks for
// only when a game first needs them), as offline there is no asking later. It serves those files from
// its cache, and everything else (nothing, today) from the network. A new
// version installs beside the old one and waits: the old one keeps serving
// the tabs that run it, so a game in progress never finds its files
// changed under it. It takes over when no tab of the old one is left, the
// browser's way: the next time the game is opened. It never calls
// skipWaiting(): Chromium holds such a take-over back while the old
// version has an event in hand, for up to the five minutes an event may
// last, and holds every load of the page meanwhile.
"use strict";

const VERSION = "@SW_VERSION@";
// Caches belong to the whole site, not to a folder: the name says the
// folder too (the worker's scope), lest a version of the game in one
// folder of a host delete the cache of another folder's.
const PREFIX = "morris " + self.registration.scope + " ";
const CACHE = PREFIX + VERSION;
// The files, relative to this script; "./" is the page under its folder's
// name, the address players keep and the manifest's start_url.
const FILES = @SW_FILES@;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // no-cache: the files of this version from the host (a request the
    // browser may answer with "not modified" from its own cache, which
    // after a first visit holds the game already), never an older copy
    // the browser kept. One file that does not come fails the install,
    // and the browser tries again later: half a game is no use offline.
    await cache.addAll(FILES.map((f) => new Request(f, { cache: "no-cache" })));
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    // A first install takes the page that installed it at once, so that
    // the game's later fetches (the tables, the Chinese face) come from
    // the cache; a new version comes in only when no old page is left, so
    // this takes nothing running.
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  const scope = new URL(self.registration.scope);
  if (!url.pathname.startsWith(scope.pathname)) return;
  const name = url.pathname.slice(scope.pathname.length);
  // The page, by its folder's name or its own (with ?autoplay=N and the
  // like, which the page itself reads), is "./"; the other files go by
  // their names.
  const page = name === "" || name === "index.html";
  const file = page ? "./" : name;
  if (!FILES.includes(file)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // ignoreVary: the host may vary the files by Accept-Encoding, which
    // the browser adds below the requests the cache sees.
    const hit = await cache.match(file, { ignoreVary: true, ignoreSearch: page });
    return hit || fetch(req);
  })());
});
