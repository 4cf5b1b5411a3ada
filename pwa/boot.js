// Table Referee, browser build: written into index.html by pwa/build.py (version __VERSION__).
console.log("[pwa-mark] page-start " + Date.now());
window.tableReferee = { version: "__VERSION__" };
window.addEventListener("flutter-first-frame", () => console.log("[pwa-mark] first-frame " + Date.now()), { once: true });
// Saved games live in IndexedDB: ask that the browser keep them when it is short of space.
if (navigator.storage && navigator.storage.persist) {
  navigator.storage.persisted()
    .then((already) => already || navigator.storage.persist())
    .then((granted) => console.log("[pwa] persistent storage: " + granted))
    .catch((error) => console.warn("[pwa] persistent storage not granted:", error));
}
// Offline after the first visit. The worker must have Flutter's name and URL: Flutter's loader
// registers `flutter_service_worker.js?v=<serviceWorkerVersion>` itself whenever a worker is
// registered, and a worker of another name fought it. The loader does not register on a first visit,
// so this does, once the app has drawn (the precache then mostly comes from the HTTP cache).
// A registered worker is checked for a new build here: the browser itself checks on navigation only
// once a day, and registering the same URL again checks nothing. A new build downloads in the
// background and is used from the next visit (pwa/service_worker.js).
// It starts once Python has started (pwa/prestart.js says so), when the page has downloaded the big
// files itself: the worker's caching then revalidates them instead of downloading them a second time.
if ("serviceWorker" in navigator && window.isSecureContext) {
  let asked = false;
  const register = () => {
    if (asked) return;
    asked = true;
    navigator.serviceWorker.register("flutter_service_worker.js?v=__VERSION__")
      .then((registration) => registration.update())
      .catch((error) => console.warn("[pwa] service worker not registered or not checked (offline?):", error));
  };
  window.addEventListener("pwa-python-ready", register, { once: true });
  window.addEventListener("flutter-first-frame", () => setTimeout(register, 30000), { once: true });  // in any case
}
