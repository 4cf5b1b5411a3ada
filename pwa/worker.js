// Table Referee, browser build: the Python worker's start (written at the end of Flet's python-worker.js by
// pwa/build.py, after pwa/unpack.js and pwa/snapshot.js; PWA_CONFIG filled in by the build).
//
// It replaces Flet's `initPyodide` for what this build ships (a gzip'd app archive, nothing to install)
// and keeps its protocol with the page: the same `flet_js` bridge, "initialized" or an error posted once.
// A start is one of:
// - from a snapshot (pwa/snapshot.js), the build's next starts: the snapshot file opened while
//   pyodide.mjs loads; Pyodide's runtime instantiated, the app's files written into its file system
//   from the snapshot file, the shared libraries loaded again, the memory read back: Python is where it
//   was once the app's modules were imported, and the app archive is not even fetched. `random` is
//   seeded again (it would repeat the snapshot's sequence at every start);
// - the first start of a build: Pyodide boots, the archive is unpacked, the app's modules imported
//   (`prepare`), a snapshot taken and its writing started (a failed write only costs the next start
//   its speed); then this start restores it too, in a second instance that reuses the code the first
//   one compiled (the first one, in the mode that makes snapshots, reaches the page's objects through
//   proxies that some browser objects refuse: it only makes the snapshot);
// - plain, where the build makes no snapshot (the floor, `--no-snapshot`) or the browser cannot keep one:
//   a boot, the archive, the imports, as Flet's own start does;
// then, in all, what opens the page's storage and the app (the app's main module, as Flet runs it).
// A snapshot that does not fit, or a restore that fails, is said once on the console, deleted and
// counted, and the start goes on as a first one (after pwaSnapshots.GIVE_UP_AFTER failed restores in a
// row, as a plain one: the build stops making snapshots on this device).
"use strict";
(() => {
  const PWA = __PWA_CONFIG__;  // {version, snapshot: bool, prepare: "module" or null}
  const fletInitPyodide = self.initPyodide;
  const snapshots = self.pwaSnapshots;
  const mark = (name) => console.log(`[pwa-mark] ${name} ${Date.now()}`);

  // Before a snapshot: the archive's packages on sys.path, the app's imports (its module's `prepare()`).
  const PREPARE = `
import os, sys
if os.path.exists("__pypackages__") and "__pypackages__" not in sys.path:
    sys.path.insert(0, "__pypackages__")
if pwa_prepare:
    import importlib
    importlib.import_module(pwa_prepare).prepare()
`;
  // Right before a snapshot: a file open is JavaScript state the snapshot would lose. importlib.metadata
  // keeps the standard library's zip open while its path cache holds it (Flet reads its version).
  const CLOSE_FILES = `
import gc, sys
if "importlib.metadata" in sys.modules:
    sys.modules["importlib.metadata"].FastPath.__new__.cache_clear()
gc.collect()
`;
  // Right after a restore: pydantic-core's validator (the library loaded again) answers.
  const RESTORED = `
import sys
"pydantic_core" not in sys.modules or sys.modules["pydantic_core"].SchemaValidator({"type": "int"}).validate_python("3") == 3
`;
  // After it (or after a restore): Flet's own start of the app (python-worker.js), less the downloads.
  const RUN = `
import flet_js, os, runpy, sys
if pwa_restored:  # the snapshot's state of the generators, the same at every start otherwise
    import random
    random.seed()
    if "tempfile" in sys.modules:
        sys.modules["tempfile"]._name_sequence = None
if os.path.exists("requirements.txt"):
    with open("requirements.txt") as f:
        if any(line.strip() and not line.strip().startswith("#") for line in f):
            raise RuntimeError("this build installs nothing at start: requirements.txt must be empty")
import msgpack as _msgpack

def _send_python_output(text, is_stderr):
    flet_js.receive_callback(bytes([0]) + _msgpack.packb([7, {"text": text, "is_stderr": bool(is_stderr)}]))

flet_js.send_python_output = _send_python_output
flet_js.userAppStarting()
try:
    runpy.run_module(python_module_name or "main", run_name="__main__")
except SystemExit as _exit:
    if _exit.code not in (None, 0):
        raise
`;

  const runtimeUrl = (name) => new URL(name, new URL(self.pyodideUrl, self.location.href)).href;
  const factory = async () => (await import(runtimeUrl("pyodide.asm.mjs"))).default;
  const output = { stdout: (text) => self.sendPythonOutput(text, false), stderr: (text) => self.sendPythonOutput(text, true) };
  const serializer = (value) => {
    if (value === self.flet_js) return "flet_js";
    throw new Error("a JavaScript object other than flet_js is held by Python");
  };
  const deserializer = (value) => {
    if (value === "flet_js") return self.flet_js;
    throw new snapshots.SnapshotUnfit(`unknown JavaScript object ${JSON.stringify(value)}`);
  };

  async function appArchive() {
    const response = await fetch(self.appPackageUrl);
    if (!response.ok) throw new Error(`Failed to download app package: HTTP ${response.status} ${self.appPackageUrl}`);
    return self.pwaInflate(response);
  }

  /** Pyodide restored from `source`: {meta, tar, and either pyodideSnapshot (in memory) or pyodideHead and
   * `reopen` (the file's handle, the memory read from it: pwaSnapshots.restoreFromFile)}; the app's files
   * written before the libraries are loaded again. With `compiled` (what a boot of this worker compiled),
   * the runtime is not compiled a second time. */
  async function restore(loadPyodide, source, compiled) {
    const pyodide = await loadPyodide({
      ...output, _loadSnapshot: source.pyodideSnapshot ?? source.pyodideHead, _snapshotDeserializer: deserializer,
      createPyodideModule: async (settings) => {
        if (compiled?.module) settings.instantiateWasm = reuse(compiled);
        const Module = await (await factory())(settings);
        mark("runtime-instantiated");
        self.pwaUntar(Module.FS, source.tar, Module.FS.cwd().replace(/\/$/, "") + "/");
        mark("unpacked");
        snapshots.prepareRestore(Module, source.meta);
        mark("libraries-loaded");
        if (source.reopen) {  // the memory read from the file right after this, by Pyodide's restoreSnapshot
          source.handle = await source.reopen();
          Module.API.restoreSnapshot = snapshots.restoreFromFile(Module, source);
        }
        return Module;
      },
    }).finally(() => {
      source.handle?.close();  // a restore that failed before reading the memory
      source.handle = null;
    });
    mark("runtime-ready");
    setGlobals(pyodide, true);
    // Python answers, with the app's modules where the snapshot left them, and a function of the library
    // loaded again runs (its table slots and memory are the snapshot's).
    if (PWA.prepare && !pyodide.runPython(`import sys; ${JSON.stringify(PWA.prepare)} in sys.modules`)) {
      throw new snapshots.SnapshotUnfit(`${PWA.prepare} is not imported in it`);
    }
    if (!pyodide.runPython(RESTORED)) throw new snapshots.SnapshotUnfit("pydantic-core answers wrong");
    return pyodide;
  }

  /** Pyodide's `instantiateWasm` keeping what it compiled (and the two imports it adds) in `compiled`. */
  function keep(instantiate, compiled) {
    return (imports, success) => instantiate(imports, (instance, module) => {
      Object.assign(compiled, { module, jsv: [imports.env.Jsv_GetError_import, imports.env.JsvError_Check] });
      success(instance, module);
    });
  }

  /** An `instantiateWasm` that instantiates the runtime `compiled` holds (its code already compiled). */
  function reuse(compiled) {
    return (imports, success) => {
      [imports.env.Jsv_GetError_import, imports.env.JsvError_Check] = compiled.jsv;
      WebAssembly.instantiate(compiled.module, imports).then((instance) => success(instance, compiled.module));
      return {};
    };
  }

  /** A plain boot, with the archive unpacked and the app's modules imported; with `record`, in the mode
   * that makes a snapshot (the shared libraries' bases recorded). */
  async function boot(loadPyodide, tar, record, compiled) {
    const pyodide = await loadPyodide({
      ...output, _makeSnapshot: !!record,
      createPyodideModule: async (settings) => {
        if (compiled.module) settings.instantiateWasm = reuse(compiled);
        else if (settings.instantiateWasm) settings.instantiateWasm = keep(settings.instantiateWasm, compiled);
        const Module = await (await factory())(settings);
        if (record) snapshots.recordLibraries(Module, record);
        return Module;
      },
    });
    mark("runtime-ready");
    self.pwaUntar(pyodide.FS, await tar, pyodide.FS.cwd().replace(/\/$/, "") + "/");
    mark("unpacked");
    setGlobals(pyodide, false);
    await pyodide.runPythonAsync(PREPARE);
    return pyodide;
  }

  function setGlobals(pyodide, restored) {
    self.pyodide = pyodide;
    pyodide.registerJsModule("flet_js", self.flet_js);
    pyodide.globals.set("python_module_name", self.pythonModuleName);
    pyodide.globals.set("pwa_prepare", PWA.prepare);
    pyodide.globals.set("pwa_restored", restored);
    self.flet_js.documentUrl = self.documentUrl;
  }

  /** A snapshot of `pyodide` as it is, as `restore` takes it, its writing to the storage started (not
   * awaited: a failure only costs the next start its speed); null if none can be made (said). */
  function makeSnapshot(pyodide, record, tar) {
    pyodide.runPython(CLOSE_FILES);
    const open = snapshots.openFiles(pyodide.FS);
    if (open.length) {
      console.warn(`[pwa] no snapshot: files open after the imports (${open.join(", ")})`);
      return null;
    }
    let packed;
    try {
      const meta = { ...snapshots.libraryMeta(pyodide._module, record), version: PWA.version, pyodide: pyodide.version,
                     made: new Date().toISOString(), userAgent: navigator.userAgent };
      packed = snapshots.pack(meta, pyodide.makeMemorySnapshot({ serializer }), tar);
    } catch (error) {
      console.warn(`[pwa] no snapshot: ${error}`);
      return null;
    }
    mark("snapshot-made");
    snapshots.write(PWA.version, packed.parts).then((kept) => {
      if (kept) console.log(`[pwa] snapshot kept for the next start (${packed.meta.total} bytes)`);
    });
    return { meta: packed.meta, pyodideSnapshot: packed.parts[1], tar };
  }

  async function start(pyodideModule, opened) {
    const loadPyodide = pyodideModule.loadPyodide || self.loadPyodide;
    const compiled = {};
    if (opened.meta) {
      try {
        const pyodide = await restore(loadPyodide, opened, null);
        console.log("[pwa] started from a snapshot");
        snapshots.restoredOnce(PWA.version);
        return pyodide;
      } catch (error) {
        if (!(error instanceof snapshots.SnapshotBusy)) await unfit(error);
        else {  // another tab's start holds it or replaced it: a plain start here, the file left to that tab
          console.warn(`[pwa] snapshot not used (${error.message}): a plain start`);
          return boot(loadPyodide, appArchive(), null, compiled);
        }
      }
    } else if (opened.unfit) {
      await unfit(opened.unfit);
    }
    const tar = appArchive();
    const failed = PWA.snapshot ? await snapshots.failures(PWA.version) : 0;
    if (!(PWA.snapshot && opened.storage && failed < snapshots.GIVE_UP_AFTER)) {
      return boot(loadPyodide, tar, null, compiled);
    }
    // The first start of this build here: a boot to make the snapshot, which this start then restores
    // (the code the boot compiled reused), as the next ones will.
    const record = [];
    const made = makeSnapshot(await boot(loadPyodide, tar, record, compiled), record, await tar);
    if (made) {
      try {
        const pyodide = await restore(loadPyodide, made, compiled);
        console.log("[pwa] started from the snapshot it made");
        return pyodide;
      } catch (error) {
        await unfit(error);
      }
    }
    return boot(loadPyodide, tar, null, compiled);
  }

  /** A snapshot that did not fit: said once, deleted and counted (a start that makes a new one follows). */
  async function unfit(error) {
    const why = error instanceof snapshots.SnapshotUnfit ? error.message : `its restore failed: ${error}`;
    console.warn(`[pwa] snapshot not used (${why}): a plain start`);
    await snapshots.discard(PWA.version, await snapshots.failures(PWA.version));
  }

  // --- the tap probe (pwa/bench.py sets window.pwaProbe before the page's scripts run) -------------------
  // Each message from the page timed in the worker, and the Python it runs: the event's handler, Flet's
  // diff of the controls (patch_control) and its encoding (send_message); each message to the page posted
  // with its size, then a "pwa-probe:" line with these times (ms since the epoch, the page's clock).
  const PROBE = `
import time, flet_js, js
from flet.messaging.pyodide_connection import PyodideConnection
from flet.messaging.session import Session

def _now():
    return js.performance.timeOrigin + js.performance.now()

_spent = flet_js.pwaSpent

def _timed(name, function, is_async=False):
    if is_async:
        async def timed(*args, **kwargs):
            started = _now()
            try:
                return await function(*args, **kwargs)
            finally:
                _spent.add(name, started, _now())
    else:
        def timed(*args, **kwargs):
            started = _now()
            try:
                return function(*args, **kwargs)
            finally:
                _spent.add(name, started, _now())
    return timed

Session.dispatch_event = _timed("event", Session.dispatch_event, True)
Session.after_event = _timed("after_event", Session.after_event, True)
Session.patch_control = _timed("diff", Session.patch_control)
PyodideConnection.send_message = _timed("encode", PyodideConnection.send_message)
`;

  function installProbe(pyodide) {
    let record = { spans: [] };
    self.flet_js.pwaSpent = { add: (name, start, end) => record.spans.push([name, start, end]) };
    const now = () => performance.timeOrigin + performance.now();
    const send = self.flet_js.send;
    self.flet_js.send = (message) => {
      record = { in: now(), spans: [] };
      return send(message);
    };
    const receive = self.receiveCallback;
    self.receiveCallback = self.flet_js.receive_callback = (message) => {
      const bytes = message.length;
      receive(message);
      self.postMessage("pwa-probe:" + JSON.stringify({ ...record, out: now(), bytes }));
    };
    pyodide.runPython(PROBE);
  }

  /** This build's snapshot, opened (pwaSnapshots.open's), with `storage`: whether one can be kept here. */
  async function openStored() {
    if (!PWA.snapshot) return { storage: false };
    const opened = await snapshots.open(PWA.version);
    if (opened.meta) mark("snapshot-read");
    else if (opened.why) console.log(`[pwa] no snapshot to start from: ${opened.why}`);
    return { ...opened, storage: !opened.why || opened.why.startsWith("none made") };
  }

  let probe = false;
  const fletOnMessage = self.onmessage;
  self.onmessage = (event) => {
    if (!self.initialized) {
      probe = !!event.data?.pwaProbe;
      if (event.data?.pwaSnapshot === false && PWA.snapshot) {
        PWA.snapshot = false;
        console.log("[pwa] snapshots turned off by the page: a plain start");
      }
    }
    return fletOnMessage(event);
  };

  self.initPyodide = async function () {
    const args = self.flet_js.args || {};
    const ours = typeof DecompressionStream === "function" && /\.tar\.gz(\?|$)/.test(self.appPackageUrl || "")
      && !("script" in args) && !("dependencies" in args) && !("app_package_url" in args);
    if (!ours) return fletInitPyodide();
    try {
      mark("worker-start");
      const [pyodideModule, opened] = await Promise.all([import(self.pyodideUrl), openStored()]);
      const pyodide = await start(pyodideModule, opened);
      await pyodide.runPythonAsync(RUN);
      if (typeof self.flet_js.start_connection !== "function") {
        self.postMessage("__flet_no_ui__:Script finished without starting a Flet UI.\n" +
          "Add ft.run(main) at the end of your script to display the app.");
        return;
      }
      // Through self.receiveCallback at each call: the probe wraps it.
      await self.flet_js.start_connection((message) => self.receiveCallback(message));
      if (probe) installProbe(pyodide);
      self.postMessage("initialized");
    } catch (error) {
      self.postMessage(error.toString());
    }
  };
})();
