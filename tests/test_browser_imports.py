"""Issue 27: whatever the app runs must run in the browser build (Pyodide: one thread, no processes, no
sockets, only the files pwa/build.py ships). A seat tap in Hundsgemein used a thread pool and a board's QR
code an unshipped module (`qrcode`): both only failed in the browser, and no test said so.

Two checks over every module of `scorers/` and `referee_app/` the build ships (pwa/build.py's APP_FILES
less its SERVER_ONLY):
- each is imported in a fresh Python whose imports are limited to the build's own file list: its wheels
  (BROWSER_DISTS), its PIL stand-in (pwa/shims), Pyodide's standard library (the `python_stdlib.zip` it
  copies) and the modules compiled into Pyodide (asked of Pyodide itself, under Node); threads, processes
  and sockets refuse to start there;
- each one's source is read: no import (at any depth, e.g. inside a function) of a module the build does
  not ship unless the import is guarded by `except ImportError`, and no use of threads (threading beyond
  its locks, concurrent.futures, _thread, asyncio.to_thread, run_in_executor), processes (subprocess,
  multiprocessing, os.fork / system / popen / spawn / exec, webbrowser) or sockets (socket, servers and
  clients of http, asyncio's connections).
"""

from __future__ import annotations

import ast
import functools
import importlib.metadata
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
try:
    from pwa.build import APP_FILES, BROWSER_DISTS, HERE, SERVER_ONLY
finally:
    sys.path.remove(str(ROOT))

#: Modules Pyodide and Flet's python-worker.js register at run time (no file holds them).
RUNTIME_MODULES = ("js", "pyodide_js", "flet_js")
#: threading's names that work on one thread (a lock is taken and released by the same task).
ONE_THREAD_NAMES = {"Lock", "RLock"}
#: Modules whose use means a thread, a process or a socket, which Pyodide cannot give.
FORBIDDEN_MODULES = {"concurrent.futures": "threads", "_thread": "threads", "subprocess": "processes",
                     "multiprocessing": "processes", "webbrowser": "processes", "socket": "sockets",
                     "socketserver": "sockets", "http.server": "sockets", "http.client": "sockets",
                     "urllib.request": "sockets", "ssl": "sockets", "xmlrpc": "sockets", "smtplib": "sockets"}
#: `os` functions that start a process.
PROCESS_CALLS = {"fork", "forkpty", "system", "popen", "startfile"}
PROCESS_PREFIXES = ("spawn", "exec", "posix_spawn")
#: Methods that hand work to a thread (asyncio, Flet's page) or open a connection (asyncio), on any object.
FORBIDDEN_METHODS = {"to_thread": "threads", "run_in_executor": "threads", "run_thread": "threads",
                     "start_server": "sockets", "open_connection": "sockets", "create_server": "sockets",
                     "create_connection": "sockets", "start_unix_server": "sockets", "open_unix_connection": "sockets"}

NODE_BUILTINS = """
import path from "node:path";
import { pathToFileURL } from "node:url";
const folder = process.argv[process.argv.length - 1];
const { loadPyodide } = await import(pathToFileURL(path.join(folder, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: folder + "/" });
console.log(pyodide.runPython("import sys, json; json.dumps(sorted(sys.builtin_module_names))"));
"""


def pyodide_folder() -> Path:
    from flet_web import get_package_web_dir

    return Path(get_package_web_dir()) / "pyodide"  # what pwa/build.py copies, stdlib zip included


@functools.cache
def pyodide_builtins() -> set[str]:
    """The modules compiled into Pyodide's CPython (no file in the standard library zip), asked of it."""
    node = shutil.which("node")
    if node is None:  # pwa/build.py needs Node too, to compile the archive; without it, this Python's own
        return set(sys.builtin_module_names)  # (close: both are CPython; `_socket` & co. are in both)
    out = subprocess.run([node, "--input-type=module", "-e", NODE_BUILTINS, str(pyodide_folder())],
                         capture_output=True, text=True, check=True)
    return set(json.loads(out.stdout.strip().splitlines()[-1]))


def stdlib_names() -> set[str]:
    with zipfile.ZipFile(pyodide_folder() / "python_stdlib.zip") as archive:
        return {name.split("/")[0].removesuffix(".py").removesuffix(".pyc") for name in archive.namelist()}


def dist_names(dist: str) -> set[str]:
    """The top-level modules of a distribution the build downloads (the same version is installed here)."""
    names = set()
    for file in importlib.metadata.distribution(dist).files or []:
        top = file.parts[0]
        if top.endswith((".dist-info", ".data", ".pth")) or top in ("..", "__pycache__"):
            continue
        names.add(top.split(".")[0] if len(file.parts) == 1 else top)
    return names


@functools.cache
def shipped_top_level() -> frozenset[str]:
    names = stdlib_names() | pyodide_builtins() | set(RUNTIME_MODULES)
    for dist in BROWSER_DISTS:
        names |= dist_names(dist)
    names |= {path.name for path in (HERE / "shims").iterdir()}
    return frozenset(names | {Path(name).stem for name in APP_FILES})


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


#: SERVER_ONLY as modules: a folder there is its package, and every module under it is left out too
SERVER_ONLY_MODULES = {module_name(ROOT / path) for path in SERVER_ONLY}


def server_only(name: str) -> bool:
    return any(name == left or name.startswith(left + ".") for left in SERVER_ONLY_MODULES)


def app_modules() -> list[Path]:
    """Every module of the app the build ships: APP_FILES's packages less SERVER_ONLY (files and folders)."""
    left_out = {ROOT / path for path in SERVER_ONLY}
    return sorted(path for package in APP_FILES[1:] for path in (ROOT / package).rglob("*.py")
                  if "__pycache__" not in path.parts and not left_out & {path, *path.parents})


IMPORT_ALL = r"""
import importlib, json, sys, sysconfig, traceback
allowed, server_only, modules, shims = json.loads(sys.argv[1])
allowed, server_only = set(allowed), set(server_only)
stdlib = sysconfig.get_paths()["stdlib"] + "/"
site = sysconfig.get_paths()["purelib"]


def importer():
    frame = sys._getframe(2)
    while frame.f_code.co_filename.startswith("<frozen importlib"):
        frame = frame.f_back
    return frame.f_code.co_filename


class BuildFilesOnly:
    def find_spec(self, name, path=None, target=None):
        where = importer()
        if where.startswith(stdlib) and not where.startswith(site):
            # the standard library's own imports: this Python's (3.11) internals are not Pyodide's (3.14,
            # e.g. _sha512 / _sha2), and the standard library is shipped whole
            return None
        if any(name == left or name.startswith(left + ".") for left in server_only):
            raise ModuleNotFoundError(f"{name} is server-only (pwa/build.py's SERVER_ONLY)", name=name)
        if name.partition(".")[0] not in allowed:
            raise ModuleNotFoundError(f"No module named {name!r} in the browser build", name=name)
        return None  # the regular finders find it


def refuse(what):
    def refused(*args, **kwargs):
        raise RuntimeError(f"the browser build cannot start {what}")
    return refused


import _thread, os, socket, subprocess, threading
threading.Thread.start = refuse("a thread")
_thread.start_new_thread = refuse("a thread")
subprocess.Popen.__init__ = refuse("a process")
os.fork = os.system = os.popen = refuse("a process")
socket.socket.connect = socket.socket.bind = refuse("a socket")
for name in [m for m in sys.modules if m == "PIL" or m.startswith("PIL.")]:
    del sys.modules[name]
sys.path.insert(0, shims)
sys.meta_path.insert(0, BuildFilesOnly())
failed = {}
for module in modules:
    try:
        importlib.import_module(module)
    except BaseException:
        failed[module] = traceback.format_exc(limit=-3)
print(json.dumps(failed))
"""


def imports_refused() -> dict[str, str]:
    modules = [module_name(path) for path in app_modules()]
    arguments = json.dumps([sorted(shipped_top_level()), sorted(SERVER_ONLY_MODULES), modules, str(HERE / "shims")])
    out = subprocess.run([sys.executable, "-c", IMPORT_ALL, arguments], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_every_module_of_the_app_imports_with_only_what_the_browser_build_ships():
    """Each module of `scorers/` and `referee_app/` the build ships imports with nothing but the build's own
    files, and starts no thread, process or socket while importing."""
    refused = imports_refused()
    assert refused == {}, "\n".join(f"{module}:\n{error}" for module, error in refused.items())


def guarded_by_import_error(handlers: list[ast.ExceptHandler]) -> bool:
    caught = {"ImportError", "ModuleNotFoundError", "Exception", "BaseException"}
    for handler in handlers:
        kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
        if handler.type is None or any(isinstance(kind, ast.Name) and kind.id in caught for kind in kinds):
            return True
    return False


class BrowserUses(ast.NodeVisitor):
    """What in one module would fail in the browser build, as `line: reason`."""

    def __init__(self, module: str, is_package: bool, shipped: frozenset[str]) -> None:
        self.package = module if is_package else module.rpartition(".")[0]
        self.shipped = shipped
        self.aliases: dict[str, str] = {}  # local name -> "threading" / "os"
        self.guarded = 0
        self.found: list[str] = []

    def say(self, node: ast.AST, reason: str) -> None:
        self.found.append(f"{node.lineno}: {reason}")

    def visit_Try(self, node: ast.Try) -> None:
        guarded = guarded_by_import_error(node.handlers)
        self.guarded += guarded
        for statement in node.body:
            self.visit(statement)
        self.guarded -= guarded
        for statement in [*node.handlers, *node.orelse, *node.finalbody]:
            self.visit(statement)

    def visit_If(self, node: ast.If) -> None:
        test = node.test
        if isinstance(test, ast.Name) and test.id == "TYPE_CHECKING" or \
                isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING":
            return  # never run
        self.generic_visit(node)

    def check_module(self, node: ast.AST, name: str) -> None:
        for forbidden, what in FORBIDDEN_MODULES.items():
            if name == forbidden or name.startswith(forbidden + "."):
                self.say(node, f"{what}: imports {name}")
        if server_only(name):
            self.say(node, f"imports {name}, which the build leaves out (pwa/build.py's SERVER_ONLY)")
        elif name.partition(".")[0] not in self.shipped and not self.guarded:
            self.say(node, f"imports {name}, which the browser build does not ship")

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self.check_module(node, alias.name)
            if alias.name in ("threading", "os"):
                self.aliases[alias.asname or alias.name] = alias.name

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = node.module or ""
        if node.level:
            parts = self.package.split(".")
            base = ".".join([*parts[:len(parts) - node.level + 1], *([node.module] if node.module else [])])
        said = len(self.found)
        self.check_module(node, base)
        for alias in node.names:
            full = f"{base}.{alias.name}"  # `from concurrent import futures`, `from referee_app.command import cli`
            if len(self.found) == said and (full in SERVER_ONLY_MODULES or full in FORBIDDEN_MODULES):
                self.check_module(node, full)
            self.check_name(node, base, alias.name)

    def check_name(self, node: ast.AST, module: str, name: str) -> None:
        if module == "threading" and name not in ONE_THREAD_NAMES:
            self.say(node, f"threads: threading.{name}")
        if module == "os" and (name in PROCESS_CALLS or name.startswith(PROCESS_PREFIXES)):
            self.say(node, f"processes: os.{name}")

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if isinstance(node.value, ast.Name) and node.value.id in self.aliases:
            self.check_name(node, self.aliases[node.value.id], node.attr)
        if node.attr in FORBIDDEN_METHODS:
            self.say(node, f"{FORBIDDEN_METHODS[node.attr]}: .{node.attr}")
        self.generic_visit(node)


def browser_uses(path: Path, shipped: frozenset[str]) -> list[str]:
    visitor = BrowserUses(module_name(path), path.name == "__init__.py", shipped)
    visitor.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
    return [f"{path.relative_to(ROOT)}:{line}" for line in visitor.found]


def test_no_module_of_the_app_uses_threads_processes_sockets_or_unshipped_modules():
    """Read in every module the build ships, at any depth (an import inside a function runs only when
    called): no thread, process or socket, and no module outside the build's file list unless its import
    is guarded by `except ImportError` (as reading a photo is)."""
    shipped = shipped_top_level()
    found = [line for path in app_modules() for line in browser_uses(path, shipped)]
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("source, reason", [
    ("from concurrent.futures import ThreadPoolExecutor", "threads: imports concurrent.futures"),
    ("def f():\n    import qrcode", "imports qrcode, which the browser build does not ship"),
    ("import threading\nthreading.Thread(target=print).start()", "threads: threading.Thread"),
    ("import os as system\nsystem.popen('ls')", "processes: os.popen"),
    ("async def f(loop):\n    await loop.run_in_executor(None, print)", "threads: .run_in_executor"),
    ("from http.server import HTTPServer", "sockets: imports http.server"),
    ("from referee_app.command import cli", "imports referee_app.command, which the build leaves out"),
    ("from concurrent import futures", "threads: imports concurrent.futures"),
])
def test_the_scan_sees_each_kind_of_use(source, reason):
    """The source scan is not blind: each kind of use it refuses is found in a small example, and a lock
    or a guarded optional import is not."""
    path = ROOT / "referee_app" / "example.py"
    visitor = BrowserUses("referee_app.example", False, shipped_top_level())
    visitor.visit(ast.parse(source, str(path)))
    assert any(reason in line for line in visitor.found), visitor.found
    quiet = BrowserUses("referee_app.example", False, shipped_top_level())
    quiet.visit(ast.parse("import threading\nLOCK = threading.RLock()\ntry:\n    import zxingcpp\n"
                          "except ImportError:\n    zxingcpp = None\n"))
    assert quiet.found == []
