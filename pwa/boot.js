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
// Offline after the first visit. The worker has Flutter's name and URL,
// `flutter_service_worker.js?v=<version>`: a worker of another name fought Flutter's loader. The
// loader itself no longer registers it (pwa/build.py takes its service worker settings out: it waited
// for the registration, and so for the network, before loading anything). This registers it, and asks
// the browser to check it for a new build (the browser alone checks on navigation, in the background),
// once the home screen is up (pwa/prestart.js says so): a start from the cache waits on no network, and
// a new build downloads in the background, to be used from the next visit (pwa/service_worker.js).
// On a first visit the page has downloaded the big files itself by then: the worker's caching
// revalidates them instead of downloading them a second time.
if ("serviceWorker" in navigator && window.isSecureContext) {
  let asked = false;
  const register = () => {
    if (asked) return;
    asked = true;
    console.log("[pwa-mark] worker-check " + Date.now());
    navigator.serviceWorker.register("flutter_service_worker.js?v=__VERSION__")
      .then((registration) => registration.update())
      .catch((error) => console.warn("[pwa] service worker not registered or not checked (offline?):", error));
  };
  window.addEventListener("pwa-home-shown", () => setTimeout(register, 1000), { once: true });
  window.addEventListener("flutter-first-frame", () => setTimeout(register, 30000), { once: true });  // in any case
}
