"""`python -m pwa.build OUT/`: Table Referee as a static site that runs Python in the browser (Pyodide).

The result is a folder to put on any static host (HTTPS, or localhost): Flet's web client, the Pyodide
runtime that ships inside flet_web, and `app.tar.gz` holding the root `main.py`, `scorers/`,
`referee_app/` and every dependency unpacked under `__pypackages__/`, so that the page fetches nothing
from any package index (its requirements list is empty). See docs/phone.md.

Steps, each a function below:
1. copy flet_web's client, less what the CanvasKit renderer never loads (skwasm, wasm build, symbols);
2. wheels: the versions installed here, downloaded for `pyemscripten_2026_0_wasm32` / CPython 3.14
   (WebAssembly wheels where the index has them, pure wheels otherwise); pillow and zxing-cpp have no
   browser build: a stand-in `PIL` (pwa/shims) lets reportlab load, picture import says it is missing;
3. `.pyc` compiled by Pyodide's own CPython under Node (if `node` is there), for the app archive and
   for Pyodide's standard library (shipped as sources): no compiling at start;
4. index.html patched (config, relative Pyodide URL, persistent storage, service worker, timing marks);
5. `flutter_service_worker.js`: precaches the build under a version that is the hash of its files,
   and refuses any file whose hash differs (pwa/service_worker.js says why).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import importlib.metadata
import io
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
PLATFORM = "pyemscripten_2026_0_wasm32"
PYTHON = "3.14"
#: What the app imports in the browser, with no dependency resolution (pip would evaluate the
#: markers for this machine, not for Emscripten, and pull httpx & co. that Flet does not use there).
BROWSER_DISTS = ("flet", "repath", "six", "msgpack", "pydantic", "pydantic-core", "annotated-types",
                 "typing-extensions", "typing-inspection", "reportlab", "charset-normalizer")
#: Flutter client files no start asks for, and Pyodide's files for Node or for installing packages.
DROPPED = ("flutter.js.map", "flutter_service_worker.js", "canvaskit/wimp*", "canvaskit/experimental_webparagraph",
           "canvaskit/**/*.symbols", "pyodide/python", "pyodide/python.bat", "pyodide/python.exe",
           "pyodide/python_cli_entry.mjs", "pyodide/*.d.ts", "pyodide/package.json",
           "pyodide/micropip-*.whl", "pyodide/packaging-*.whl")  # micropip: nothing is installed at run time
#: Fetched only by some browsers or screens: cached when first used (after the same hash check),
#: not downloaded by every first visit. Flutter reads NOTICES only for its licence page.
#: (Flutter loads every font of its manifest at start, KaTeX's included: those are precached.)
LAZY = ("assets/NOTICES", "canvaskit/canvaskit.js", "canvaskit/canvaskit.wasm",
        "assets/packages/media_kit/", "assets/packages/record_web/", "assets/packages/flutter_map/")
#: Per renderer, what the client never asks for and what only some browsers ask for (`--renderer`).
#: "auto" (the build's default since issue 33): Flutter's own choice, dart2wasm and skwasm where the browser
#: has WebAssembly GC (what the server mode gets in Chromium; single-threaded here: a static host is not
#: cross-origin isolated), dart2js and CanvasKit elsewhere, cached when first used. "canvaskit": dart2js and
#: CanvasKit everywhere, Flet's default for `flet publish` ("auto" would put Chromium "on dart2wasm/skwasm,
#: whose JS <-> Dart typed-data boundary costs are a large per-frame tax for byte-streaming Pyodide apps";
#: our patches are a few kB): main.dart.js is 9.6 MB of JavaScript parsed and compiled on the page's thread
#: at every start (a script a service worker serves gets no warm code cache), the start's largest cost on
#: the page's side (docs/phone.md).
RENDERERS = {
    "canvaskit": (("main.dart.wasm", "main.dart.mjs", "canvaskit/skwasm*"), ()),
    "auto": ((), ("main.dart.js", "canvaskit/chromium/", "canvaskit/skwasm_heavy")),
}
APP_FILES = ("main.py", "scorers", "referee_app")  # + assets/fonts, for the PDF sheets
#: What only the computer runs, left out of the build (files, or folders with all they hold): the `referee`
#: command and its subcommands, the web server and its gate (the benchmarks are outside APP_FILES).
#: tests/test_browser_imports.py imports the rest of the app under the build's own file list, so an import of
#: one of these from the app fails there (as it would in the browser).
SERVER_ONLY = ("referee_app/command", "referee_app/web", "referee_app/main.py")
#: The floor (`--floor`): Flet's own packages only, none of ours.
FLOOR_DISTS = ("flet", "repath", "six", "msgpack", "typing-extensions")
FLOOR_APP = ROOT / "tests" / "e2e" / "floor_app.py"
#: The floor's main.py in the browser: tests/e2e/floor_app.py's page, with the timing marks our app's
#: referee_app/browser.py prints (read by pwa/bench.py), so that both starts split the same way.
FLOOR_MAIN = """import js
import flet as ft

def mark(name):
    js.console.log(f"[pwa-mark] {{name}} {{int(js.Date.now())}}")

mark("python-main")
from floor_app import floor_page
mark("imports-done")
floor = floor_page({texts}, {still})

def start(page):
    mark("session")
    floor(page)
    mark("main-done")

ft.run(start)
"""


def log(text: str) -> None:
    print(f"build_pwa: {text}", flush=True)


def copy_client(out: Path, renderer: str = "auto") -> Path:
    from flet_web import get_package_web_dir

    web = Path(get_package_web_dir())
    shutil.copytree(web, out)
    for pattern in DROPPED + RENDERERS[renderer][0]:
        for path in list(out.glob(pattern)):
            shutil.rmtree(path) if path.is_dir() else path.unlink()
    shutil.copytree(ROOT / "assets", out, dirs_exist_ok=True)  # the fonts the app names (fonts/DejaVuSans.ttf)
    patch_client(out)
    patch_runtime(out)
    return web


#: Where the Rive extension compiled into Flet's client loads its runtime from, at every start and
#: unasked (`RiveNative.init()`, not awaited): a CDN. The app shows no Rive animation.
RIVE_CDN = '"https://cdn.jsdelivr.net/npm/@rive-app/flutter-native-wasm@44.0.0/"'
#: A script that is no Rive runtime (`RiveNative()` gives null, as when none loads): the client then
#: takes Rive as unavailable, with no request and no error. The loader appends the runtime's path to this
#: URL: it lands in a comment.
RIVE_NONE = '"data:text/javascript,window.RiveNative=()=>Promise.resolve(null);//"'
#: The same in the dart2wasm client (main.dart.wasm, the "auto" renderer): the URL is a string the module
#: imports, its length in the binary before it, so it is replaced by one of the same length: a folder of the
#: build that holds that script as `wasm/rive_native.js` (the path the loader appends).
RIVE_NONE_DIR = "pwa-no-rive-runtime-" + "0" * (len(RIVE_CDN) - 2 - len("./pwa-no-rive-runtime-/"))
RIVE_NONE_SCRIPT = "window.RiveNative = () => Promise.resolve(null);  // pwa/build.py: no Rive runtime\n"


def patch_client(out: Path) -> None:
    """What Flet's client asks of the network at start, answered from the build (a start from the cache
    asks the network nothing: the browser test checks it):
    - Roboto, the default font: Flutter downloads it from `fontFallbackBaseUrl` unless the font manifest
      names it (`flet publish` adds it; a 404 here, text drawn in a fallback font);
    - the Rive runtime from a CDN (RIVE_CDN), in main.dart.js and, with the "auto" renderer, main.dart.wasm."""
    from flet_web import patch_font_manifest_json

    patch_font_manifest_json(str(out / "assets" / "FontManifest.json"))
    main_js = out / "main.dart.js"
    text = main_js.read_text(encoding="utf-8")
    assert text.count(RIVE_CDN) == 1, "flet_web's main.dart.js changed: review patch_client (Rive runtime)"
    main_js.write_text(text.replace(RIVE_CDN, RIVE_NONE), encoding="utf-8")
    main_wasm = out / "main.dart.wasm"
    if main_wasm.exists():
        cdn, ours = RIVE_CDN.strip('"').encode(), f"./{RIVE_NONE_DIR}/".encode()
        assert len(cdn) == len(ours) and len(cdn) < 128  # one byte of length before it, unchanged
        binary = main_wasm.read_bytes()
        assert binary.count(bytes([len(cdn)]) + cdn) == 1, "flet_web's main.dart.wasm changed: review patch_client"
        main_wasm.write_bytes(binary.replace(cdn, ours))
        (out / RIVE_NONE_DIR / "wasm").mkdir(parents=True)
        (out / RIVE_NONE_DIR / "wasm" / "rive_native.js").write_text(RIVE_NONE_SCRIPT, encoding="utf-8")


def download_wheels(wheels: Path, dists: tuple[str, ...] = BROWSER_DISTS) -> list[Path]:
    pins = [f"{name}=={importlib.metadata.version(name)}" for name in dists]
    command = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--dest", str(wheels),
               "--platform", PLATFORM, "--python-version", PYTHON, "--implementation", "cp",
               "--only-binary=:all:", *pins]
    subprocess.run(command, check=True)
    wanted = {name.replace("-", "_") for name in dists}  # a kept --wheels folder may hold others
    return sorted(wheel for wheel in wheels.glob("*.whl") if wheel.name.split("-")[0].lower() in wanted)


#: What nothing imports or reads in the browser, left out of the archive: every file there is one more to
#: unpack at each start (tarfile, in Python, in WebAssembly: a quarter of the unpacking was these and our
#: sources, measured with pwa/bench.py). Paths under __pypackages__.
UNREAD = ("pydantic/v1", "pydantic/mypy.py")
#: A package's metadata: only METADATA is read (importlib.metadata.version).
UNREAD_METADATA = ("RECORD", "WHEEL", "INSTALLER", "REQUESTED", "licenses", "LICENSE", "LICENSE.txt",
                   "AUTHORS", "COPYING", "NOTICE")


def prune(packages: Path) -> None:
    """Take out of the unpacked wheels what nothing reads in the browser: tests, type stubs, reportlab's
    Type 1 fonts and font sources (our sheets use Helvetica's built-in metrics and DejaVu), UNREAD, and
    each package's metadata but METADATA."""
    for path in list(packages.rglob("*")):
        if path.exists() and (path.name in ("tests", "__pycache__") and path.is_dir() or path.suffix == ".pyi"
                              or path.parent.name == "fonts" and path.suffix in (".pfb", ".afm", ".sfd")
                              or path.parent.name.endswith(".dist-info") and path.name in UNREAD_METADATA
                              or path.relative_to(packages).as_posix() in UNREAD):
            shutil.rmtree(path) if path.is_dir() else path.unlink()


def stage_app(stage: Path, wheels: list[Path]) -> None:
    caches = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
    server_only = {ROOT / path for path in SERVER_ONLY}

    def ignore(folder: str, names: list[str]) -> set[str]:
        return set(caches(folder, names)) | {name for name in names if Path(folder) / name in server_only}

    shutil.copy2(ROOT / "main.py", stage / "main.py")
    for package in APP_FILES[1:]:
        shutil.copytree(ROOT / package, stage / package, ignore=ignore)
    packages = stage / "__pypackages__"
    packages.mkdir()
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(packages)
    shutil.copytree(HERE / "shims" / "PIL", packages / "PIL", ignore=caches)
    prune(packages)
    # The PDF font, where referee_app/pdf/base.py looks first (`assets/fonts` beside the packages).
    shutil.copytree(ROOT / "assets" / "fonts", stage / "assets" / "fonts")
    (stage / "requirements.txt").write_text("# everything is in __pypackages__: nothing to install\n")


def stage_floor(stage: Path, wheels: list[Path], texts: int, still: int) -> None:
    """The floor app (tests/e2e/floor_app.py, `texts` texts changed per tap among `still` boxes) staged as
    stage_app stages ours: same layout, same compiling and packing after it."""
    (stage / "main.py").write_text(FLOOR_MAIN.format(texts=texts, still=still))
    shutil.copy2(FLOOR_APP, stage / "floor_app.py")
    packages = stage / "__pypackages__"
    packages.mkdir()
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(packages)
    prune(packages)
    for package in ("scorers", "referee_app"):  # compile_pyc compiles these folders: empty here
        (stage / package).mkdir()
    (stage / "requirements.txt").write_text("# everything is in __pypackages__: nothing to install\n")


COMPILE = """
import compileall, pathlib, py_compile
mode = py_compile.PycInvalidationMode.UNCHECKED_HASH
ok = compileall.compile_dir("/stage/app/__pypackages__", quiet=1, legacy=True, invalidation_mode=mode)
for package in ("scorers", "referee_app"):
    ok = compileall.compile_dir(f"/stage/app/{package}", quiet=1, legacy=True, invalidation_mode=mode) and ok
ok = compileall.compile_file("/stage/app/main.py", quiet=1, invalidation_mode=mode) and ok
assert ok, "some file did not compile"
compileall.compile_dir("/stage/stdlib", quiet=2, legacy=True, invalidation_mode=mode)  # a failure keeps its .py
for folder in ("/stage/app/__pypackages__", "/stage/app/scorers", "/stage/app/referee_app", "/stage/stdlib"):
    for source in pathlib.Path(folder).rglob("*.py"):  # sourceless: the .pyc replaces it
        if source.with_suffix(".pyc").exists():
            source.unlink()
"""


def compile_pyc(pyodide: Path, stage: Path) -> bool:
    """Compile `stage/app` and `stage/stdlib` (Pyodide's standard library, shipped as sources only:
    every start compiled each module it imported, `encodings` alone took 0.8 s)."""
    node = shutil.which("node")
    if node is None:
        log("node not found: the archive ships sources only (the browser compiles them at start)")
        return False
    subprocess.run([node, str(HERE / "compile_pyc.mjs"), str(pyodide), str(stage), COMPILE], check=True)
    return True


def unzip_to(archive: Path, folder: Path) -> None:
    with zipfile.ZipFile(archive) as source:
        source.extractall(folder)


def zip_folder(folder: Path, archive: Path) -> None:
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                info = zipfile.ZipInfo(path.relative_to(folder).as_posix(), date_time=(1980, 1, 1, 0, 0, 0))
                info.compress_type, info.external_attr = zipfile.ZIP_DEFLATED, 0o644 << 16
                target.writestr(info, path.read_bytes())


def pack_app(stage: Path, target: Path) -> None:
    def clean(info: tarfile.TarInfo) -> tarfile.TarInfo:  # the same tree gives the same bytes, hence version
        info.mtime = 315532800  # 1980-01-01: nothing checks it (the .pyc are unchecked-hash)
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.GNU_FORMAT) as tar:
        for path in sorted(stage.rglob("*")):
            tar.add(path, arcname=str(path.relative_to(stage)), recursive=False, filter=clean)
    target.write_bytes(gzip.compress(raw.getvalue(), compresslevel=9, mtime=0))


#: What only a PDF needs, out of the app archive into an archive of its own that the app fetches and
#: unpacks when one of these packages is first imported (referee_app/browser.py): the start unpacks
#: about a third less. Paths inside the app archive; the packages' names are what triggers the fetch.
LAZY_PACKAGES = ("reportlab", "charset_normalizer", "PIL")
LAZY_PATHS = ("__pypackages__/reportlab", "__pypackages__/charset_normalizer", "__pypackages__/PIL",
              "assets/fonts")
LAZY_MANIFEST = "pwa_lazy.json"  # read by referee_app/browser.py, at the root of the app archive


def split_lazy(app: Path, lazy: Path, out: Path) -> None:
    """Move LAZY_PATHS (and their packages' metadata) from the staged app to `lazy`, pack them as
    `pdf-<hash>.tar.gz` in `out` (its name changes with its content: no cache serves another build's),
    and name it, with the packages it holds, in the app's LAZY_MANIFEST."""
    moved = [app / path for path in LAZY_PATHS]
    moved += [info for name in LAZY_PACKAGES for info in (app / "__pypackages__").glob(f"{name}-*.dist-info")]
    for path in moved:
        target = lazy / path.relative_to(app)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(path, target)
    pack_app(lazy, out / "pdf.tar.gz")
    name = f"pdf-{hashlib.sha256((out / 'pdf.tar.gz').read_bytes()).hexdigest()[:16]}.tar.gz"
    (out / "pdf.tar.gz").rename(out / name)
    (app / LAZY_MANIFEST).write_text(json.dumps({"archive": name, "packages": list(LAZY_PACKAGES)}))


def patch_page(out: Path, version: str, early_python: bool = True, renderer: str = "auto") -> None:
    from flet.controls.types import RouteUrlStrategy, WebRenderer
    from flet_web import patch_index_html, patch_manifest_json

    index = out / "index.html"
    patch_index_html(index_path=str(index), base_href="/", app_name="Table Referee",
                     app_description="Scoring and referee companion for board games, offline.",
                     pyodide=True, pyodide_script_path="main.py", pyodide_version="local",
                     app_package_url=f"app.tar.gz?v={version}", web_renderer=WebRenderer(renderer),
                     route_url_strategy=RouteUrlStrategy.PATH, no_cdn=True)
    html = index.read_text(encoding="utf-8")
    bare = 'flet.pyodideUrl="pyodide/pyodide.mjs";'
    assert bare in html, "flet_web's index.html changed: review patch_page"
    # A bare specifier does not resolve in `import()`: "Failed to resolve module specifier".
    html = html.replace(bare, 'flet.pyodideUrl="./pyodide/pyodide.mjs";')
    boot = (HERE / "boot.js").read_text(encoding="utf-8").replace("__VERSION__", version)
    prestart = (HERE / "prestart.js").read_text(encoding="utf-8") if early_python else ""
    python_js = '<script src="python.js"></script>'
    assert python_js in html, "flet_web's index.html changed: review patch_page"
    html = html.replace(python_js, f"<script>\n{boot}</script>\n  {python_js}\n  <script>\n{prestart}</script>")
    index.write_text(html, encoding="utf-8")
    bootstrap = out / "flutter_bootstrap.js"
    text = bootstrap.read_text(encoding="utf-8")
    settings = re.search(r"\n *serviceWorkerSettings: \{[^}]*\},", text)
    assert settings, "flet_web's flutter_bootstrap.js changed: review patch_page (serviceWorkerSettings)"
    # With these settings Flutter's loader registers `flutter_service_worker.js?v=<version>` at every start
    # and waits for the registration (up to 4 s) before it loads anything else: the registration queues
    # behind the browser's check for a new worker, a request to the network. pwa/boot.js registers the
    # worker itself, once the first screen is up.
    bootstrap.write_text(text[:settings.start()] + text[settings.end():], encoding="utf-8")
    patch_manifest_json(manifest_path=str(out / "manifest.json"), app_name="Table Referee",
                        app_short_name="Referee", app_description="Scoring and referee companion for board games.",
                        background_color="#FFFFFF", theme_color="#3F51B5")


#: The one change to Pyodide's runtime (pyodide.asm.mjs, Emscripten's loadWebAssemblyModule): where a shared
#: library's memory goes is asked of `Module.getMemoryPatched(libName, size, align)` when it is set, so that
#: a snapshot records each library's memory base and a restore loads it again at the same one
#: (pwa/snapshot.js; cloudflare/workerd has the same hook). Unset, the runtime does what it did.
RUNTIME_ALLOC = "var memoryBase=metadata.memorySize?alignMemory(getMemory(metadata.memorySize+memAlign),memAlign):0;"
RUNTIME_HOOK = ('var memoryBase=metadata.memorySize?(Module["getMemoryPatched"]?Module["getMemoryPatched"](libName,'
                'metadata.memorySize+memAlign,memAlign):alignMemory(getMemory(metadata.memorySize+memAlign),memAlign)):0;')


def patch_runtime(out: Path) -> None:
    runtime = out / "pyodide" / "pyodide.asm.mjs"
    text = runtime.read_text(encoding="utf-8")
    assert text.count(RUNTIME_ALLOC) == 1, "Pyodide's pyodide.asm.mjs changed: review patch_runtime"
    runtime.write_text(text.replace(RUNTIME_ALLOC, RUNTIME_HOOK), encoding="utf-8")


#: What pwa/worker.js takes from Flet's python-worker.js (the rest of it is replaced for this build).
WORKER_ANCHORS = ("self.initPyodide = async function () {", "self.receiveCallback = (message) => {",
                  "self.sendPythonOutput = function (text, isStderr) {", "self.flet_js.userAppStarting = function",
                  "await self.initPyodide();", "self.flet_js.receive_callback = self.receiveCallback;")
#: The module whose `prepare()` imports the app before a snapshot (referee_app/browser.py).
PREPARE = "referee_app.browser"


def patch_worker(out: Path, version: str, snapshot: bool, prepare: str | None = PREPARE) -> None:
    """Our start of Python (pwa/worker.js: a snapshot restored, or a plain boot that makes one; the archive
    unpacked by pwa/unpack.js), written at the end of Flet's python-worker.js, whose `initPyodide` it
    replaces for this build; its timing marks are read by pwa/bench.py."""
    worker = out / "python-worker.js"
    text = worker.read_text(encoding="utf-8")
    for anchor in WORKER_ANCHORS:
        assert anchor in text, f"flet_web's python-worker.js changed: review patch_worker ({anchor})"
    config = json.dumps({"version": version, "snapshot": snapshot, "prepare": prepare})
    ours = [(HERE / name).read_text(encoding="utf-8") for name in ("unpack.js", "snapshot.js", "worker.js")]
    assert ours[2].count("__PWA_CONFIG__") == 1
    ours[2] = ours[2].replace("__PWA_CONFIG__", config)
    worker.write_text(text + "\n" + "\n".join(ours), encoding="utf-8")


def file_hashes(out: Path) -> dict[str, str]:
    return {path.relative_to(out).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
            for path in sorted(out.rglob("*")) if path.is_file()}


def write_service_worker(out: Path, hashes: dict[str, str], version: str, lazy: tuple[str, ...] = LAZY) -> None:
    precache = sorted(name for name in hashes if not name.startswith(lazy))
    template = (HERE / "service_worker.js").read_text(encoding="utf-8")
    text = (template.replace("__VERSION__", version)
            .replace("__HASHES__", json.dumps(hashes, indent=0, sort_keys=True))
            .replace("__PRECACHE__", json.dumps(precache, indent=0)))
    (out / "flutter_service_worker.js").write_text(text, encoding="utf-8")


def build(out: Path, wheel_dir: Path | None = None, early_python: bool = True,
          floor: tuple[int, int] | None = None, snapshot: bool = True, renderer: str = "auto") -> dict:
    """Build the app into `out`; with `floor` (texts, still), the floor app instead, by the same steps (it
    makes no snapshot: the floor is Flet + Pyodide as they start). `snapshot`: whether the app's starts
    restore a memory snapshot made by the first one (pwa/worker.js)."""
    snapshot = snapshot and not floor
    started = time.monotonic()
    out = out.resolve()
    if out.exists():
        shutil.rmtree(out)
    web = copy_client(out, renderer)
    with tempfile.TemporaryDirectory(prefix="pwa-") as tmp:
        wheels = download_wheels(wheel_dir or Path(tmp) / "wheels", FLOOR_DISTS if floor else BROWSER_DISTS)
        log(f"{len(wheels)} wheels: " + ", ".join(w.name for w in wheels))
        stage = Path(tmp) / "stage"
        (stage / "app").mkdir(parents=True)
        if floor:
            stage_floor(stage / "app", wheels, *floor)
        else:
            stage_app(stage / "app", wheels)
        unzip_to(web / "pyodide" / "python_stdlib.zip", stage / "stdlib")
        compiled = compile_pyc(web / "pyodide", stage)
        if not floor:
            split_lazy(stage / "app", stage / "lazy", out)
        pack_app(stage / "app", out / "app.tar.gz")
        if compiled:
            zip_folder(stage / "stdlib", out / "pyodide" / "python_stdlib.zip")
    # The version names every file's content: index.html and the worker are written last, with it.
    # (plus what patch_page and write_service_worker add: their templates and options)
    templates = b"".join((HERE / name).read_bytes() for name in ("boot.js", "prestart.js", "service_worker.js",
                                                                 "unpack.js", "snapshot.js", "worker.js"))
    options = [early_python, floor, snapshot, renderer]
    content = hashlib.sha256(json.dumps([file_hashes(out), *options], sort_keys=True).encode() + templates)
    version = content.hexdigest()[:16]
    patch_page(out, version, early_python, renderer)
    patch_worker(out, version, snapshot, None if floor else PREPARE)
    hashes = file_hashes(out)
    write_service_worker(out, hashes, version, LAZY + RENDERERS[renderer][1])
    build_info = {"version": version, "pyc": compiled, "floor": floor, "snapshot": snapshot, "renderer": renderer}
    (out / "pwa-build.json").write_text(json.dumps(build_info) + "\n")
    size = sum(path.stat().st_size for path in out.rglob("*") if path.is_file())
    info = {"version": version, "out": str(out), "bytes": size, "files": len(hashes) + 1, "pyc": compiled,
            "app_archive_bytes": (out / "app.tar.gz").stat().st_size, "seconds": round(time.monotonic() - started, 1)}
    log(json.dumps(info))
    return info


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pwa.build", description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder to write (replaced)")
    parser.add_argument("--wheels", type=Path, help="keep the downloaded wheels in this folder")
    parser.add_argument("--no-early-python", action="store_true",
                        help="start Python when Flutter connects, as Flet does (for comparisons)")
    parser.add_argument("--no-snapshot", action="store_true",
                        help="every start boots Python and imports the app: no memory snapshot (for comparisons)")
    parser.add_argument("--renderer", choices=sorted(RENDERERS), default="auto",
                        help="Flutter's renderer (default auto: dart2wasm and skwasm where the browser can; RENDERERS)")
    parser.add_argument("--floor", metavar="TEXTS[,STILL]",
                        help="build the floor instead (tests/e2e/floor_app.py: TEXTS texts changed per tap, "
                             "among STILL boxes that never change), by the same steps, for pwa/bench.py")
    args = parser.parse_args(argv)
    if args.out.resolve() in (ROOT, *ROOT.parents):
        parser.error("OUT would replace the project: give a folder of its own")
    floor = tuple(int(n) for n in (args.floor + ",0").split(",")[:2]) if args.floor else None
    build(args.out, args.wheels, early_python=not args.no_early_python, floor=floor, snapshot=not args.no_snapshot,
          renderer=args.renderer)
    return 0


if __name__ == "__main__":
    sys.exit(main())
