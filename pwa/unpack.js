// Table Referee, browser build: the app archive unpacked in JavaScript (written into python-worker.js by
// pwa/build.py's patch_worker). Flet's worker unpacks it with Python's tarfile and zlib, compiled to
// WebAssembly: a file at a time through Python code, the start's largest cost after Pyodide's own boot
// on a slow phone (pwa/bench.py). Here the browser's own gzip (DecompressionStream) inflates it and a
// few lines read the tar headers (the GNU format pwa/build.py writes: regular files, folders, long
// names) and write each file into Pyodide's file system. pwa/worker.js inflates the archive while
// Pyodide loads and writes it into the file system once there is one (before a snapshot is restored:
// the shared libraries are loaded again from it). Where DecompressionStream is missing, the worker
// leaves the start to Flet's own, which unpacks it with tarfile.

/** The tar inside a gzip'd Response, inflated by the browser. */
self.pwaInflate = async function (response) {
  const inflated = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(inflated).arrayBuffer());
};

/** Every file and folder of `tar` written into Pyodide's `FS` under `root` (a folder ending in "/"). */
self.pwaUntar = function (FS, tar, root) {
  const text = (start, length) => {
    let end = start;
    while (end < start + length && tar[end] !== 0) end++;
    return new TextDecoder().decode(tar.subarray(start, end));
  };
  const made = new Set();
  const folder = (path) => {
    if (path.length > root.length && !made.has(path)) {
      FS.mkdirTree(path);
      made.add(path);
    }
  };
  let offset = 0;
  let longName = null;
  let files = 0;
  while (offset + 512 <= tar.length && tar[offset] !== 0) {
    const size = parseInt(text(offset + 124, 12).trim() || "0", 8);
    const type = String.fromCharCode(tar[offset + 156] || 48);
    const data = tar.subarray(offset + 512, offset + 512 + size);
    const name = root + (longName ?? text(offset, 100));
    longName = null;
    if (type === "L") longName = new TextDecoder().decode(data).replace(/\0+$/, "");
    else if (type === "5") folder(name.replace(/\/$/, ""));
    else if (type === "0") {
      const slash = name.lastIndexOf("/");
      folder(name.slice(0, slash));
      FS.writeFile(name, data);
      files++;
    } else throw new Error(`app archive: unexpected tar entry type ${type} (${name})`);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
};

/** The archive of `response` unpacked into Pyodide's working folder (where Flet's unpacking writes). */
self.flet_js.pwaUnpack = async function (response) {
  if (typeof DecompressionStream !== "function") return false;
  const tar = await self.pwaInflate(response);
  const FS = self.pyodide.FS;
  const files = self.pwaUntar(FS, tar, FS.cwd().replace(/\/$/, "") + "/");
  console.log(`[pwa] app archive unpacked in JavaScript: ${files} files`);
  return true;
};
