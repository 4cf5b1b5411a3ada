// Compile the app archive's Python files with Pyodide's own CPython (run under Node), so that the
// browser loads bytecode of its exact interpreter version instead of compiling every module at start.
// Usage: node compile_pyc.mjs <pyodide dir> <staging dir>
// What is compiled how is decided by pwa/build.py (the Python code below only calls compileall).
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, stage, script] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
// A fixed hash seed: marshal writes sets in hash order, and the same sources must give the same bytes.
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", env: { PYTHONHASHSEED: "0" } });
pyodide.FS.mkdirTree("/stage");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(stage) }, "/stage");
pyodide.runPython(script);
