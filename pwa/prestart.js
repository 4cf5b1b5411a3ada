// Table Referee, browser build: start Python while Flutter loads (pwa/prestart.js, after python.js).
//
// Flet starts its Python worker only when the Flutter client, loaded and drawn, calls `jsConnect`:
// Pyodide's boot then waits for Flutter's, one after the other. This starts the same worker with the
// same first message at once, and hands it over when Flutter connects. The page passes `args` {} to
// `jsConnect` (checked in flet 1.0.5); any other call goes to Flet's own `jsConnect`.
(() => {
  if (!flet.pyodide || typeof globalThis.jsConnect !== "function") return;
  const base = flet.entrypointBaseUrl.endsWith("/") ? flet.entrypointBaseUrl.slice(0, -1) : flet.entrypointBaseUrl;
  const worker = new Worker(base + "/python-worker.js", { type: "module" });
  const early = [];
  let deliver = (event) => early.push(event);
  worker.onmessage = (event) => deliver(event);
  worker.postMessage({
    pyodideUrl: flet.pyodideUrl || "pyodide/pyodide.mjs",
    args: {},
    documentUrl: document.URL,
    appPackageUrl: flet.appPackageUrl,
    micropipIncludePre: flet.micropipIncludePre,
    pythonModuleName: flet.pythonModuleName,
    pwaProbe: !!window.pwaProbe,  // pwa/bench.py's tap probe (pwa/worker.js): timings of each message
    pwaSnapshot: window.pwaSnapshot !== false,  // false: boot Python as without snapshots (tests, comparisons)
  });
  const fletConnect = globalThis.jsConnect;
  let handedOver = false;
  globalThis.jsConnect = async function (appId, args, dartOnMessage) {
    if (handedOver || Object.keys(args || {}).length) return fletConnect(appId, args, dartOnMessage);
    handedOver = true;
    console.log(`Python worker started early: ${appId}`);
    const app = { dartOnMessage, worker };
    _apps[appId] = app;  // python.js's table: jsSend and jsDisconnect find the worker there
    let error;
    await new Promise((resolve) => {
      deliver = (event) => {
        if (typeof event.data !== "string") app.dartOnMessage(event.data);
        else {
          if (event.data !== "initialized") error = event.data;
          resolve();
        }
      };
      early.splice(0).forEach((event) => deliver(event));
    });
    deliver = (event) => {
      if (typeof event.data !== "string") app.dartOnMessage(event.data);
      else if (event.data === "pwa-home-shown") window.dispatchEvent(new Event("pwa-home-shown"));  // pwa/boot.js
    };
    if (error) {
      console.error("Python worker init error:", error);
      await jsDisconnect(appId);
      throw error;
    }
    console.log(`Python worker initialized: ${appId}`);
  };
})();
