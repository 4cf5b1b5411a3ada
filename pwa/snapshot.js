// Table Referee, browser build: memory snapshots of the Python worker (written into python-worker.js by
// pwa/build.py, before pwa/worker.js, which uses them). docs/phone.md says why and what a start does.
//
// A snapshot is Pyodide's memory once the app's modules are imported (`makeMemorySnapshot`), made in this
// browser at the first start of a build and kept in the origin's private file system (OPFS) under the
// build's version, with the app archive's files beside it; a later start restores it instead of booting
// Python and importing everything again. Pyodide 314 restores its own memory only; two things make a
// restore of an app with a WebAssembly library (pydantic-core) work:
// - the memory grown to the snapshot's size first (the loader's INITIAL_MEMORY is read by nothing);
// - every shared library loaded before the snapshot loaded again, in the same order, at its recorded
//   memory base and table base, before the memory is copied back (a hook that pwa/build.py writes into
//   pyodide.asm.mjs: `Module.getMemoryPatched`); Cloudflare's Python Workers do the same
//   (cloudflare/workerd, src/pyodide/internal/snapshot.ts).
// The memory is read from the file straight into WebAssembly's memory (a synchronous access handle, which
// a worker may use): 45 MB in a few tenths of a second on the emulated slow phone, against 1.5 s through
// Cache Storage and 4 s as a gzip file inflated (pwa.bench's figures, docs/phone.md).
// Anything that does not fit (another build, another runtime, a truncated or damaged file, a library in
// another order or at another table base) throws a `SnapshotUnfit`: the worker then boots as without a
// snapshot and replaces the file.
"use strict";

self.pwaSnapshots = (() => {
  const MAGIC = 0x31535254;  // "TRS1", little-endian: written last, so that a file cut short has none
  const FORMAT = 1;
  const PYODIDE_MAGIC = 0x706e7300;  // Pyodide's own snapshot header (src/js/snapshot.ts)
  const PYODIDE_HEADER = 48;
  /** Consecutive failed restores of one build after which it no longer makes snapshots (a device that
   * cannot grow its memory to the snapshot's size would otherwise boot twice at every start). */
  const GIVE_UP_AFTER = 2;

  class SnapshotUnfit extends Error {}
  /** The file is held by another start (another tab of the app): not unfit, only not for this start. */
  class SnapshotBusy extends Error {}

  const fileOf = (version) => `python-snapshot-${version}.bin`;
  const failuresOf = (version) => `python-snapshot-${version}.failures`;
  const available = () => typeof navigator === "object" && !!navigator.storage?.getDirectory
    && typeof FileSystemFileHandle === "function" && "createSyncAccessHandle" in FileSystemFileHandle.prototype;

  // --- the file ------------------------------------------------------------------------------------
  // [u32 MAGIC][u32 meta length][meta JSON][padding to 16][Pyodide's snapshot: its header, its JSON, the
  // memory][the app archive's tar]. The meta says where each part lies and how long the file is.
  /** {parts: the file's, to be written in this order (the first one holds the magic), meta: as read back}. */
  function pack(meta, pyodideSnapshot, tar) {
    const words = new Uint32Array(pyodideSnapshot.buffer, pyodideSnapshot.byteOffset, PYODIDE_HEADER / 4);
    const memoryAt = words[1];
    const encode = (offset) => new TextEncoder().encode(JSON.stringify({
      ...meta, format: FORMAT, pyodideHead: [offset, memoryAt], memory: [offset + memoryAt, meta.heapLength],
      tar: [offset + pyodideSnapshot.length, tar.length], total: offset + pyodideSnapshot.length + tar.length,
    }));
    // The meta names offsets past itself: sized once with a guess, then for real (digits only grow).
    let offset = Math.ceil((8 + encode(1 << 30).length) / 16) * 16;
    const json = encode(offset);
    const full = JSON.parse(new TextDecoder().decode(json));
    const head = new Uint8Array(offset);
    const view = new DataView(head.buffer);
    view.setUint32(0, MAGIC, true);
    view.setUint32(4, json.length, true);
    head.set(json, 8);
    if (pyodideSnapshot.length - memoryAt !== meta.heapLength) throw new Error("Pyodide's snapshot is not the memory");
    return { parts: [head, pyodideSnapshot, tar], meta: full };
  }

  /** The meta of a file opened with a synchronous access handle, checked against what this start expects
   * (`expected`: format, version); a SnapshotUnfit if it does not fit (nothing is touched yet). */
  function readMeta(handle, expected) {
    const size = handle.getSize();
    const first = new Uint8Array(8);
    if (size < 64 || handle.read(first, { at: 0 }) !== 8) throw new SnapshotUnfit(`${size} bytes: not a snapshot`);
    const view = new DataView(first.buffer);
    if (view.getUint32(0, true) !== MAGIC) throw new SnapshotUnfit("not a snapshot of this app (or one cut short)");
    const json = new Uint8Array(Math.min(view.getUint32(4, true), size));
    handle.read(json, { at: 8 });
    let meta;
    try {
      meta = JSON.parse(new TextDecoder().decode(json));
    } catch (error) {
      throw new SnapshotUnfit(`damaged header (${error.message})`);
    }
    for (const [name, value] of Object.entries({ format: FORMAT, ...expected })) {
      if (meta[name] !== value) throw new SnapshotUnfit(`${name} ${meta[name]}, this start has ${value}`);
    }
    if (size !== meta.total) throw new SnapshotUnfit(`truncated: ${size} bytes of ${meta.total}`);
    return meta;
  }

  /** `length` bytes at `at` of the file. */
  function readPart(handle, [at, length]) {
    const bytes = new Uint8Array(length);
    if (handle.read(bytes, { at }) !== length) throw new SnapshotUnfit("cut short while read");
    return bytes;
  }

  /** Pyodide's `restoreSnapshot` (pyodide.asm.mjs), the same checks on the header it is given, but the
   * memory read from the file straight into WebAssembly's (not from a 45 MB copy in JavaScript). */
  function restoreFromFile(Module, stored) {
    return (head) => {
      const words = new Uint32Array(head.buffer, head.byteOffset, PYODIDE_HEADER / 4);
      if (words[0] !== PYODIDE_MAGIC) throw new SnapshotUnfit("not a Pyodide snapshot");
      const buildId = Array.from(words.subarray(4, 12), (n) => n.toString(16).padStart(8, "0")).join("");
      if (buildId !== Module.API.config.BUILD_ID) throw new SnapshotUnfit(`another Pyodide build (${buildId})`);
      const config = JSON.parse(new TextDecoder().decode(head.subarray(PYODIDE_HEADER, PYODIDE_HEADER + words[2])));
      const [at, length] = stored.meta.memory;
      try {
        if (stored.handle.read(Module.HEAPU8.subarray(0, length), { at }) !== length) {
          throw new SnapshotUnfit("cut short while read");
        }
      } finally {
        stored.handle.close();
        stored.handle = null;
      }
      return config;
    };
  }

  // --- the storage -----------------------------------------------------------------------------------
  async function folder() {
    return navigator.storage.getDirectory();
  }

  /** A synchronous access handle on `file`, waited for while another start (another tab) holds one. */
  async function lock(file, waitMs = 3000) {
    for (let waited = 0; ; waited += 100) {
      try {
        return await file.createSyncAccessHandle();
      } catch (error) {
        if (error.name !== "NoModificationAllowedError") throw error;
        if (waited >= waitMs) throw new SnapshotBusy(`held by another start (${error.message})`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  /** This build's snapshot: {meta, pyodideHead, tar, reopen()} (the file is closed again: `reopen()` gives the
   * handle the memory is read from, just before the restore, and is to be closed after it), or {why} when
   * there is none to use, or {unfit} when it does not fit. The file is held only while it is read: another
   * tab's start may open it meanwhile. */
  async function open(version) {
    if (!available()) return { why: "this browser has no synchronous file access for workers (OPFS)" };
    let file, handle;
    try {
      file = await (await folder()).getFileHandle(fileOf(version));
      handle = await lock(file);
    } catch (error) {
      if (error.name === "NotFoundError") return { why: "none made by this build yet" };
      return { why: `the storage could not be read (${error.name}: ${error.message})` };
    }
    try {
      const meta = readMeta(handle, { version });
      const found = { meta, pyodideHead: readPart(handle, meta.pyodideHead), tar: readPart(handle, meta.tar) };
      found.reopen = async () => {
        const again = await lock(file);
        let same;
        try {
          same = readMeta(again, { version });
        } catch (error) {
          again.close();
          throw new SnapshotBusy(`replaced while read (${error.message})`);
        }
        if (same.made !== meta.made || same.total !== meta.total) {
          again.close();
          throw new SnapshotBusy("replaced by another start while read");
        }
        return again;
      };
      return found;
    } catch (error) {
      if (error instanceof SnapshotUnfit) return { unfit: error };
      return { why: `the storage could not be read (${error})` };
    } finally {
      handle.close();
    }
  }

  /** Restores of `version` that failed in a row (0 when none, or when the storage cannot say). */
  async function failures(version) {
    try {
      const file = await (await (await folder()).getFileHandle(failuresOf(version))).getFile();
      return Number(await file.text()) || 0;
    } catch (error) {
      return 0;
    }
  }

  /** Keep `parts` (pack's) as `version`'s snapshot, and forget every other build's. Written to a swap file
   * that replaces the old one once complete (createWritable), or, where the browser has no writable
   * streams, with the magic written last. A failure only costs the next start its speed (it boots and
   * tries again): said, never thrown. */
  async function write(version, parts) {
    try {
      const dir = await folder();
      const file = await dir.getFileHandle(fileOf(version), { create: true });
      if (typeof file.createWritable === "function") {
        const stream = await file.createWritable();
        for (const part of parts) await stream.write(part);
        await stream.close();
      } else {
        const handle = await file.createSyncAccessHandle();
        try {
          handle.truncate(0);
          let at = 4;
          handle.write(parts[0].subarray(4), { at });
          at = parts[0].length;
          for (const part of parts.slice(1)) at += handle.write(part, { at });
          handle.flush();
          handle.write(parts[0].subarray(0, 4), { at: 0 });
          handle.flush();
        } finally {
          handle.close();
        }
      }
      const others = [];
      for await (const name of dir.keys()) {
        if (name.startsWith("python-snapshot-") && !name.startsWith(`python-snapshot-${version}.`)) others.push(name);
      }
      for (const name of others) await dir.removeEntry(name);
      return true;
    } catch (error) {
      console.warn(`[pwa] snapshot not kept (${error}): the next start boots Python again`);
      return false;
    }
  }

  /** The snapshot of `version` did not fit or failed: delete it (a plain start makes a new one) and count
   * it; after GIVE_UP_AFTER in a row the build makes no more (`failures`). */
  async function discard(version, failed) {
    try {
      const dir = await folder();
      await dir.removeEntry(fileOf(version)).catch((error) => {
        if (error.name !== "NotFoundError") throw error;
      });
      const file = await dir.getFileHandle(failuresOf(version), { create: true });
      const count = new TextEncoder().encode(String(failed + 1));
      if (typeof file.createWritable === "function") {
        const stream = await file.createWritable();
        await stream.write(count);
        await stream.close();
      } else {
        const handle = await lock(file);
        try {
          handle.truncate(0);
          handle.write(count, { at: 0 });
        } finally {
          handle.close();
        }
      }
    } catch (error) {
      console.warn(`[pwa] a snapshot that did not fit could not be deleted or counted (${error})`);
    }
  }

  async function restoredOnce(version) {  // a restore went through: the count of failures starts again
    try {
      await (await folder()).removeEntry(failuresOf(version));
    } catch (error) { /* none, or counted again next time */ }
  }

  // --- the shared libraries --------------------------------------------------------------------------
  /** While booting to make a snapshot: each shared library's memory and table bases, in load order. */
  function recordLibraries(Module, record) {
    Module.getMemoryPatched = (libName, size, align) => {
      const memoryBase = Module.alignMemory(Module.getMemory(size), align);
      record.push({ libName, size, align, memoryBase, tableBase: Module.wasmTable.length });
      return memoryBase;
    };
  }

  /** What a restore needs beside the memory: the libraries with their dlopen handles, the table's length. */
  function libraryMeta(Module, record) {
    const handles = {};
    for (const [handle, dso] of Object.entries(Module.LDSO.loadedLibsByHandle)) {
      if (Number(handle) !== 0) (handles[dso.name] ??= []).push(Number(handle));
    }
    const libs = record.map((lib) => ({
      ...lib, global: !!Module.LDSO.loadedLibsByName[lib.libName]?.global, handles: handles[lib.libName] ?? [],
    }));
    return { libs, tableLength: Module.wasmTable.length, heapLength: Module.HEAP8.length };
  }

  /** Before Pyodide copies the snapshot back: the memory grown to its size, every library loaded again at
   * its recorded bases (their initialisers write memory that the copy then overwrites) and its handles
   * mapped. A library in another order, of another size or at another table base is a SnapshotUnfit. */
  function prepareRestore(Module, meta) {
    if (Module.HEAP8.length < meta.heapLength && !Module.growMemory(meta.heapLength)) {
      throw new SnapshotUnfit(`the memory could not grow to ${meta.heapLength} bytes`);
    }
    const queue = meta.libs.slice();
    Module.getMemoryPatched = (libName, size) => {
      const lib = queue.shift();
      if (!lib || lib.libName !== libName || lib.size !== size) {
        throw new SnapshotUnfit(`library ${libName} (${size}) where the snapshot had ${lib?.libName} (${lib?.size})`);
      }
      if (Module.wasmTable.length !== lib.tableBase) {
        throw new SnapshotUnfit(`${libName} at table base ${Module.wasmTable.length}, the snapshot's ${lib.tableBase}`);
      }
      return lib.memoryBase;
    };
    try {
      for (const lib of meta.libs) {
        if (!Module.FS.analyzePath(lib.libName).exists) throw new SnapshotUnfit(`${lib.libName} is missing`);
        // As dlopen loads it (without a handle: the handles' memory comes back with the snapshot).
        Module.loadDynamicLibrary(lib.libName, { global: lib.global, nodelete: true, loadAsync: false },
          lib.global ? null : {});
        const dso = Module.LDSO.loadedLibsByName[lib.libName];
        for (const handle of lib.handles) Module.LDSO.loadedLibsByHandle[handle] = dso;
      }
    } finally {
      delete Module.getMemoryPatched;
    }
    if (Module.wasmTable.length !== meta.tableLength) {
      throw new SnapshotUnfit(`table length ${Module.wasmTable.length}, the snapshot's ${meta.tableLength}`);
    }
  }

  /** Open files are JavaScript state a snapshot does not hold: the streams beyond stdin/out/err. */
  function openFiles(FS) {
    return FS.streams.filter((stream, fd) => stream && fd > 2).map((stream) => stream.path);
  }

  return { SnapshotUnfit, SnapshotBusy, pack, readMeta, open, failures, write, discard, restoredOnce, restoreFromFile,
           recordLibraries, libraryMeta, prepareRestore, openFiles, GIVE_UP_AFTER };
})();
