"""The browser build's memory snapshots (pwa/snapshot.js) without a browser: run by Node with stand-ins for
Pyodide's module and the origin's file system. A snapshot that does not fit this start is refused before
anything is touched (another build, cut short, damaged, not one at all), a library loaded again in another
order, size or table base is refused, and a snapshot is written with its magic last and replaces every
other build's. (tests/e2e/test_pwa_e2e.py starts the build from a stale and a truncated snapshot.)"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: pwa/snapshot.js loaded as the worker loads it, then `CASE` (JavaScript) run; it prints one JSON line.
HARNESS = r"""
const fs = require("node:fs");
globalThis.self = { location: { href: "http://host/python-worker.js" } };
(0, eval)(fs.readFileSync(process.argv[1], "utf8"));
const S = self.pwaSnapshots;
// A file read with a synchronous access handle, as OPFS gives a worker.
const handle = (bytes) => ({
  getSize: () => bytes.length,
  read: (into, { at }) => { const part = bytes.subarray(at, at + into.length); into.set(part); return part.length; },
  close() {},
});
const join = (parts) => { const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0)); let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; } return out; };
// Pyodide's own snapshot: its 48-byte header (magic, offset of the memory, JSON length), its JSON, the memory.
function pyodideSnapshot(memory) {
  const json = new TextEncoder().encode('{"hiwireKeys":[],"immortalKeys":[]}');
  const offset = Math.ceil((48 + json.length) / 16) * 16;
  const out = new Uint8Array(offset + memory.length);
  const words = new Uint32Array(out.buffer, 0, 12);
  words[0] = 0x706e7300; words[1] = offset; words[2] = json.length;
  out.set(json, 48); out.set(memory, offset);
  return out;
}
const memory = new Uint8Array(4096).map((_, i) => i % 251);
const meta = { version: "build-a", heapLength: memory.length, tableLength: 7,
               libs: [{ libName: "/home/pyodide/lib.so", size: 100, align: 1, memoryBase: 64, tableBase: 5,
                        global: false, handles: [1234] }] };
const packed = S.pack(meta, pyodideSnapshot(memory), new TextEncoder().encode("a tar"));
const file = join(packed.parts);
const result = {};
const unfit = (f) => {
  try { f(); return null; } catch (error) {
    return (error instanceof S.SnapshotUnfit ? "" : "NOT UNFIT: ") + error.message;
  }
};
CASE
console.log(JSON.stringify(result));
"""


def run(case: str) -> dict:
    done = subprocess.run(["node", "-e", HARNESS.replace("CASE", case), str(ROOT / "pwa" / "snapshot.js")],
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout.splitlines()[-1])


pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="needs node (the build compiles with it too)")


def test_a_snapshot_file_reads_back_what_was_packed():
    found = run("""
const h = handle(file);
const read = S.readMeta(h, { version: "build-a" });
result.meta = { version: read.version, heapLength: read.heapLength, total: read.total, size: file.length };
result.tar = new TextDecoder().decode(file.subarray(read.tar[0], read.tar[0] + read.tar[1]));
result.memory = Array.from(file.subarray(read.memory[0], read.memory[0] + 8));
result.same = JSON.stringify(read) === JSON.stringify(packed.meta);
""")
    assert found["meta"] == {"version": "build-a", "heapLength": 4096, "total": found["meta"]["size"],
                             "size": found["meta"]["size"]}
    assert found["tar"] == "a tar" and found["memory"] == list(range(8)) and found["same"]


def test_a_snapshot_that_does_not_fit_this_start_is_refused_before_anything_is_touched():
    """Another build's (stale), one cut short (truncated), one with a damaged header, and a file that is no
    snapshot: each a SnapshotUnfit naming why, so that the worker boots as without one and replaces it."""
    found = run("""
result.stale = unfit(() => S.readMeta(handle(file), { version: "build-b" }));
result.truncated = unfit(() => S.readMeta(handle(file.subarray(0, file.length - 100)), { version: "build-a" }));
const damaged = file.slice(); damaged[9] = 0x7b; damaged[10] = 0x7b;
result.damaged = unfit(() => S.readMeta(handle(damaged), { version: "build-a" }));
const unfinished = file.slice(); unfinished.fill(0, 0, 4);  // written but for the magic, which comes last
result.unfinished = unfit(() => S.readMeta(handle(unfinished), { version: "build-a" }));
result.empty = unfit(() => S.readMeta(handle(new Uint8Array(0)), { version: "build-a" }));
result.fits = unfit(() => S.readMeta(handle(file), { version: "build-a" }));
""")
    assert found["stale"] == "version build-a, this start has build-b"
    assert found["truncated"].startswith("truncated: ")
    assert found["damaged"].startswith("damaged header")
    assert found["unfinished"] == "not a snapshot of this app (or one cut short)"
    assert found["empty"] == "0 bytes: not a snapshot" and found["fits"] is None


def test_the_memory_is_read_from_the_file_and_pyodide_s_header_checked():
    """restoreFromFile reads the memory straight into WebAssembly's and refuses another Pyodide build."""
    found = run("""
const heap = new Uint8Array(8192);
const Module = { HEAPU8: heap, API: { config: { BUILD_ID: "0".repeat(64) } } };
const stored = { meta: packed.meta, handle: handle(file) };
const head = file.subarray(packed.meta.pyodideHead[0], packed.meta.pyodideHead[0] + packed.meta.pyodideHead[1]);
result.config = S.restoreFromFile(Module, stored)(head);
result.memory = Array.from(heap.subarray(0, 8)).concat([heap[4095], heap[4096]]);
Module.API.config.BUILD_ID = "1".repeat(64);
result.other = unfit(() => S.restoreFromFile(Module, stored)(head));
""")
    assert found["config"] == {"hiwireKeys": [], "immortalKeys": []}
    assert found["memory"] == [*range(8), 4095 % 251, 0]
    assert found["other"].startswith("another Pyodide build")


def test_a_library_loaded_again_in_another_order_size_or_table_base_is_refused():
    """prepareRestore grows the memory, then loads each library at its recorded bases: anything else than the
    recorded library, of the recorded size, at the recorded table base, is refused (it would corrupt memory
    or call the wrong function)."""
    found = run("""
function module({ name = "/home/pyodide/lib.so", size = 100, table = 5, grows = true } = {}) {
  const Module = { HEAP8: new Uint8Array(16), wasmTable: { length: table },
    LDSO: { loadedLibsByName: {}, loadedLibsByHandle: {} },
    FS: { analyzePath: () => ({ exists: true }) }, growMemory: () => grows,
    loadDynamicLibrary(libName) {
      const base = Module.getMemoryPatched(name, size, 1);
      Module.wasmTable.length += 2;
      Module.LDSO.loadedLibsByName[libName] = { name: libName, base };
    } };
  return Module;
}
const m = module();
result.fits = unfit(() => S.prepareRestore(m, meta));
result.handle = m.LDSO.loadedLibsByHandle[1234]?.base;
result.hookLeft = "getMemoryPatched" in m;
result.order = unfit(() => S.prepareRestore(module({ name: "/home/pyodide/other.so" }), meta));
result.size = unfit(() => S.prepareRestore(module({ size: 101 }), meta));
result.table = unfit(() => S.prepareRestore(module({ table: 6 }), meta));
result.memory = unfit(() => S.prepareRestore(module({ grows: false }), meta));
""")
    assert found["fits"] is None and found["handle"] == 64 and found["hookLeft"] is False
    assert found["order"].startswith("library /home/pyodide/other.so (100) where the snapshot had /home/pyodide/lib.so")
    assert found["size"].startswith("library /home/pyodide/lib.so (101)")
    assert found["table"] == "/home/pyodide/lib.so at table base 6, the snapshot's 5"
    assert found["memory"] == "the memory could not grow to 4096 bytes"


def test_a_snapshot_is_written_magic_last_and_replaces_every_other_build_s():
    """Where the browser has no writable streams (a synchronous handle only), the magic is written after
    everything else: a write cut short leaves a file that is refused, not one that restores half a memory.
    Then the other builds' snapshots are deleted; a snapshot that did not fit is deleted and counted."""
    found = run("""
const files = { "python-snapshot-build-0.bin": new Uint8Array(3), "python-snapshot-build-0.failures": new Uint8Array(1),
                "unrelated.txt": new Uint8Array(1) };
const writes = [];
const fileHandle = (name) => ({
  async createSyncAccessHandle() {
    return { truncate: (n) => { files[name] = new Uint8Array(n); },
             write: (data, { at }) => { writes.push([name, at, data.length]); const old = files[name];
               const out = new Uint8Array(Math.max(old.length, at + data.length)); out.set(old); out.set(data, at);
               files[name] = out; return data.length; },
             flush() {}, close() {} };
  },
  async getFile() { return { text: async () => new TextDecoder().decode(files[name]) }; },
});
const dir = {
  async getFileHandle(name, { create } = {}) {
    if (!(name in files)) {
      if (!create) throw Object.assign(new Error("no"), { name: "NotFoundError" });
      files[name] = new Uint8Array(0);
    }
    return fileHandle(name);
  },
  async removeEntry(name) {
    if (!(name in files)) throw Object.assign(new Error("no"), { name: "NotFoundError" });
    delete files[name];
  },
  async *keys() { for (const name of Object.keys(files)) yield name; },
};
globalThis.navigator = { storage: { getDirectory: async () => dir } };
(async () => {
  result.kept = await S.write("build-a", packed.parts);
  result.files = Object.keys(files).sort();
  result.same = JSON.stringify(Array.from(files["python-snapshot-build-a.bin"])) === JSON.stringify(Array.from(file));
  result.lastWrite = writes[writes.length - 1];
  result.failuresBefore = await S.failures("build-a");
  console.log(JSON.stringify(result));
})();
""")
    assert found["kept"] is True and found["same"]
    assert found["files"] == ["python-snapshot-build-a.bin", "unrelated.txt"]
    assert found["lastWrite"] == ["python-snapshot-build-a.bin", 0, 4]  # the magic, last
    assert found["failuresBefore"] == 0
