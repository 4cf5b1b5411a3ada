"""`python -m pwa.bench`: figures of the browser build on an emulated slow phone, printed (never a test).

Every figure is taken at x1 (the browser as it is) and at x4 (the browser slowed), in one run, beside
the same figures of the floor built by the same pipeline and of the server mode:

- **x4**: every process and thread of the browser is held, from its first process, in a CPU cgroup
  (v1 `cpu.cfs_quota_us` 2500 over `cpu.cfs_period_us` 10000; v2 `cpu.max` "2500 10000"): the browser
  is launched through a shell script that writes its own PID into the group, then execs Chromium.
  The page's thread, the Python worker (Pyodide), the GPU and raster threads share a quarter of one core,
  as on a slow phone; the short period means no tap runs its first milliseconds at full speed. The
  slowdown is checked with the same busy loop in the page and in a web worker (both factors printed).
  Where no cgroup can be made, Chromium's own CPU throttling slows the page only (said so, the worker
  is then not slowed).
- **Ours**: each `--site NAME=DIR` (a folder built by `python -m pwa.build`; two of them compare a
  before and an after in the same run), served by a plain static server on 127.0.0.1 (http.server,
  counting the bytes it sends), opened in headless Chromium at 412x915 with its own user data folder.
- **The floors** (`python -m pwa.build --floor`): tests/e2e/floor_app.py as a static Pyodide build, the
  same client, runtime, compiling and packing as ours: one text repainted by a tap, and K texts changed
  per tap among 3N controls that never change (K and N from tests/e2e/tap_patches.py: the median number
  of controls our main taps change, a third of the median page). What Flet + Pyodide + CanvasKit cost
  before any of our code.
- **The server mode**: `referee-app --web` on this machine (its Python not slowed: a computer at the
  table), the browser slowed as above.

Printed: the first visit's bytes; starts from the cache to a usable screen (our home list, the floor's
button, a deep link to a saved game's board), median and spread over `--runs` rounds interleaved so
that the machine's load weighs on all alike, with what each start is made of (timing marks from the page,
the Python worker and referee_app/browser.py; the floor's main.py prints the same marks); tap to repaint
(median, p90) of a Hundsgemein tile, its undo, a Loopit square, a track move, a Paleo round, a poster
move and their undos, timed inside the page as tests/e2e/measure_ui.py does; ratios to the floor and to
the server mode. The machine's load average is printed with each figure.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from pwa import tap_probe

ROOT = Path(__file__).resolve().parents[1]
E2E = ROOT / "tests" / "e2e"
CHROMIUM = "/usr/bin/chromium"
CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
               "--disable-sync", "--no-first-run"]
VIEWPORT = {"width": 412, "height": 915}
READY = "new-hundsgemein"
FLOOR_READY = "floor-tap"
DEEP_READY = "undo"  # a saved game opened by its address: its screen is drawn
TIMEOUT_MS = 300_000  # a start at x4 under the shared machine's load can take a minute
PERIOD_US = 10_000
MARK = re.compile(r"\[pwa-mark\] (\S+) (\d+)")
#: The start's marks, in the order they usually come, and what the time up to each one is spent on.
MARKS = {"page-start": "page load (index.html, scripts)",
         "worker-start": "Python worker started (pyodide.mjs loading)",
         "snapshot-read": "snapshot file opened, its header and files read",
         "runtime-instantiated": "runtime instantiated (pyodide.asm.wasm)",
         "runtime-ready": "Pyodide runtime booted or restored",
         "unpacked": "app files written (archive, or the snapshot's)",
         "libraries-loaded": "shared libraries loaded again (a restore)",
         "python-main": "main.py started, flet imported",
         "imports-done": "app modules imported",
         "snapshot-made": "snapshot made (first start of a build)",
         "storage-ready": "IndexedDB read",
         "store-ready": "store opened, state ready",
         "first-frame": "Flutter (main.dart.js, CanvasKit) drew its first frame",
         "session": "Flutter connected to Python: session starts",
         "main-done": "first screen built in Python",
         "drawn": "first screen drawn (the frame after its patch; tree off)",
         "ready": "first screen in the semantics tree, once asked for"}
#: How long a page stays still (no message, no frame) before its screen counts as drawn, at x1 (times the
#: slowdown): longer than the gaps between the patches of one screen.
QUIET_MS = 700


def load() -> float:
    return round(os.getloadavg()[0], 1)


# --- serving -------------------------------------------------------------------------------------------
def handler_class(counter: dict):
    class Handler(SimpleHTTPRequestHandler):
        """http.server counting what it sends in `counter` (one per server)."""

        def log_request(self, code="-", size="-"):
            counter["requests"].append((time.time() * 1000, self.path, str(getattr(code, "value", code))))

        def copyfile(self, source, outputfile):
            before = source.tell()
            super().copyfile(source, outputfile)
            counter["sent"] += source.tell() - before

        def log_message(self, *args):  # quiet
            pass

        def handle(self):
            try:
                super().handle()
            except (BrokenPipeError, ConnectionResetError):  # a browser closed while the worker was caching
                pass

    return Handler


class StaticServer:
    """`python -m http.server` in a thread, with a byte count of its own."""

    def __init__(self, site: Path):
        self.counter = {"sent": 0, "requests": []}
        handler = functools.partial(handler_class(self.counter), directory=str(site))
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/"

    def stop(self) -> None:
        """Close the port (again: a no-op; tests/e2e/test_pwa_e2e.py stops it, then stops it in `finally`)."""
        if self.thread.is_alive():
            self.httpd.shutdown()
            self.httpd.server_close()
            self.thread.join()


# --- slowing the browser -------------------------------------------------------------------------------
class Slowdown:
    """The browser's executable at a speed: Chromium itself at x1; at xF a shell script that joins a CPU
    cgroup with a quota of 1/F of one core (over PERIOD_US), then execs Chromium, so that every process
    the browser starts is in the group. `how` says what was done."""

    def __init__(self, factor: int, tmp: Path):
        self.factor, self.group, self.executable, self.cdp_rate = factor, None, CHROMIUM, None
        self.how = "not slowed"
        if factor == 1:
            return
        quota = PERIOD_US // factor
        name = f"pwa-bench-{os.getpid()}-x{factor}"
        # The weight: on a shared machine the group must get its quota (a quarter of a core) against the
        # other processes' fair share; twice one process's weight does it up to a load average of about 12.
        v1 = {"cpu.cfs_period_us": PERIOD_US, "cpu.cfs_quota_us": quota, "cpu.shares": 2 * 1024}
        v2 = {"cpu.max": f"{quota} {PERIOD_US}", "cpu.weight": 200}
        for root, files in ((Path("/sys/fs/cgroup/cpu"), v1), (Path("/sys/fs/cgroup"), v2),
                            (Path("/sys/fs/cgroup/unified"), v2)):
            group = root / name
            try:
                if "cpu.max" in files:  # v2: the cpu controller must be enabled for the children
                    if "cpu" not in (root / "cgroup.controllers").read_text().split():
                        continue
                    (root / "cgroup.subtree_control").write_text("+cpu")
                group.mkdir(exist_ok=True)
                for file, value in files.items():
                    (group / file).write_text(str(value))
            except OSError as error:
                with contextlib.suppress(OSError):
                    group.rmdir()
                self.how = f"no cgroup ({root}: {error.strerror})"
                continue
            self.group = group
            procs = group / "cgroup.procs"
            wrapper = tmp / f"chromium-x{factor}"
            wrapper.write_text(f'#!/bin/sh\necho $$ > "{procs}" || exit 97\nexec "{CHROMIUM}" "$@"\n')
            wrapper.chmod(0o755)
            self.executable = str(wrapper)
            self.how = f"cgroup {group}: {', '.join(f'{k} {v}' for k, v in files.items())}"
            return
        self.cdp_rate = factor
        self.how += f"; Chromium's CPU throttling x{factor} slows the page only, the Python worker is NOT slowed"

    def page(self, page) -> None:
        """Hook for each new page: the CDP fallback throttles it."""
        if self.cdp_rate:
            session = page.context.new_cdp_session(page)
            session.send("Emulation.setCPUThrottlingRate", {"rate": self.cdp_rate})

    def close(self) -> None:
        if self.group is not None:
            for _ in range(50):  # the browser's processes leave the group as they exit
                try:
                    self.group.rmdir()
                    return
                except OSError:
                    time.sleep(0.2)
            print(f"(could not remove {self.group}: a process is still in it)")

    def launch(self, playwright, user_dir: Path):
        """A browser at this speed on `user_dir` (its cache, service worker and IndexedDB kept between
        launches); closing the context closes the browser."""
        return playwright.chromium.launch_persistent_context(
            str(user_dir), executable_path=self.executable, headless=True, args=CHROME_ARGS, viewport=VIEWPORT)


#: The same loop of integer arithmetic, timed in the page and in a dedicated web worker (the Python
#: worker is one): ms, best of 5.
BUSY_LOOP = """async (n) => {
  const body = `let x = 0; for (let i = 0; i < ${n}; i++) { x = (x * 31 + i) % 1000003; } return x;`;
  const inPage = [];
  for (let k = 0; k < 5; k++) { const t = performance.now(); new Function(body)(); inPage.push(performance.now() - t); }
  const source = `onmessage = (e) => {
    const t = performance.now(); (new Function(e.data))(); postMessage(performance.now() - t); };`;
  const worker = new Worker(URL.createObjectURL(new Blob([source], {type: "text/javascript"})));
  const inWorker = [];
  for (let k = 0; k < 5; k++) {
    inWorker.push(await new Promise((resolve) => {
      worker.onmessage = (e) => resolve(e.data);
      worker.postMessage(body);
    }));
  }
  worker.terminate();
  return [Math.min(...inPage), Math.min(...inWorker)];
}"""


def busy_loop(playwright, slow: Slowdown, url: str, tmp: Path, n: int = 30_000_000) -> tuple[float, float]:
    context = slow.launch(playwright, tmp / f"browser-busy-loop-x{slow.factor}")
    try:
        page = context.pages[0] if context.pages else context.new_page()
        slow.page(page)
        page.goto(url + "pwa-build.json")  # any page of the origin: workers need one
        found = page.evaluate(BUSY_LOOP, n)
        return round(found[0], 1), round(found[1], 1)
    finally:
        context.close()


# --- where a snapshot comes from -------------------------------------------------------------------------
#: In a worker of the site's origin, the snapshot its first start made (pwa/snapshot.js), read three ways, ms:
#: from the origin's private file system straight into a WebAssembly memory (what a start does), from Cache
#: Storage, and as a gzip file inflated by DecompressionStream (what a snapshot made by the build and
#: downloaded with it would cost at every start, less the service worker's hop). `setup` stores the copies.
SOURCES = r"""
onmessage = async ({ data: setup }) => {
  try {
    const t = () => performance.now();
    const dir = await navigator.storage.getDirectory();
    let name = null;
    for await (const entry of dir.keys()) if (/^python-snapshot-.*\.bin$/.test(entry)) name = entry;
    if (!name) throw new Error("no snapshot in this origin");
    const out = {};
    let handle;
    for (let tries = 0; !handle; tries++) {  // a start of the app (a tab the browser restored) may hold it
      try {
        handle = await (await dir.getFileHandle(name)).createSyncAccessHandle();
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    handle.close();
    let t0 = t();
    handle = await (await dir.getFileHandle(name)).createSyncAccessHandle();
    const size = handle.getSize();
    const memory = new WebAssembly.Memory({ initial: Math.ceil(size / 65536) + 1, maximum: 65536 });
    handle.read(new Uint8Array(memory.buffer, 0, size), { at: 0 });
    handle.close();
    out.opfs = t() - t0;
    out.bytes = size;
    const cache = await caches.open("pwa-bench-snapshot-sources");
    const key = (what) => new URL(`/pwa-bench-${what}`, location.origin).href;
    if (setup) {
      const raw = new Uint8Array(memory.buffer, 0, size).slice();
      await cache.put(key("raw"), new Response(raw));
      const gz = new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream("gzip")));
      await cache.put(key("gz"), gz);
    }
    t0 = t();
    await (await cache.match(key("raw"))).arrayBuffer();
    out.cache = t() - t0;
    out.gzip_bytes = (await (await cache.match(key("gz"))).arrayBuffer()).byteLength;
    t0 = t();
    const gz = await cache.match(key("gz"));
    await new Response(gz.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
    out.gzip = t() - t0;
    postMessage(out);
  } catch (error) {
    postMessage({ error: String(error) });
  }
};"""


def snapshot_sources(playwright, slow: Slowdown, site: "Site", setup: bool) -> dict:
    context = slow.launch(playwright, site.user_dir)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(site.server.url + "pwa-build.json")
        return page.evaluate("""([source, setup]) => new Promise((resolve) => {
            const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
            worker.onmessage = (event) => { worker.terminate(); resolve(event.data); };
            worker.postMessage(setup); })""", [SOURCES, setup])
    finally:
        context.close()


# --- starts ---------------------------------------------------------------------------------------------
def enable_semantics(page, timeout: float = TIMEOUT_MS) -> None:
    placeholder = page.locator("flt-semantics-placeholder")
    placeholder.wait_for(state="attached", timeout=timeout)
    placeholder.dispatch_event("click")


def open_app(playwright, slow: Slowdown, user_dir: Path, url: str, ready: str, keep: bool = False,
             shown: bool = False) -> dict:
    """Launch the browser on `user_dir`, open `url`: the time (s) until the first screen is drawn with the
    accessibility tree off, as a player sees it (pwa/tap_probe.py's `drawn`: the frame after the last patch
    of the first screen; `shown`: our static build, which says when that screen is sent), then until `ready`
    is in the semantics tree once asked for (`tree_s`, which checks it is the screen expected); the timing
    marks (ms since the epoch); the context stays open with `keep`."""
    context = slow.launch(playwright, user_dir)
    context.add_init_script(tap_probe.PROBE)
    marks: dict[str, int] = {}
    lines: list[str] = []

    def on_console(message):
        lines.append(message.text)
        found = MARK.search(message.text)
        if found:
            marks.setdefault(found[1], int(found[2]))

    context.on("console", on_console)
    page = context.pages[0] if context.pages else context.new_page()
    slow.page(page)
    page.on("worker", lambda worker: worker.on("console", on_console) if hasattr(worker, "on") else None)
    started = time.time() * 1000
    try:
        page.goto(url, timeout=TIMEOUT_MS)
        drawn_at = tap_probe.drawn(page, QUIET_MS * slow.factor, shown, timeout_s=TIMEOUT_MS / 1000)
        enable_semantics(page)
        page.locator(f'flt-semantics[flt-semantics-identifier="{ready}"]').first.wait_for(timeout=TIMEOUT_MS)
    except Exception:
        context.close()
        raise
    ready_at = time.time() * 1000
    marks["drawn"], marks["ready"] = int(drawn_at), int(ready_at)
    run = {"context": context, "page": page, "s": round((drawn_at - started) / 1000, 2), "load": load(),
           "tree_s": round((ready_at - started) / 1000, 2), "console": lines,
           "snapshot": any(line.startswith("[pwa] started from a snapshot") for line in lines),
           "marks": {name: round((at - started) / 1000, 2) for name, at in marks.items()}}
    if not keep:
        context.close()
    return run


def wait_offline_ready(page, timeout: float = TIMEOUT_MS) -> None:
    """Until the service worker has cached the build and controls the page (our boot.js registers it
    once the home is shown, or 30 s after Flutter's first frame: the floor's case)."""
    page.evaluate("""() => navigator.serviceWorker.register(
        "flutter_service_worker.js?v=" + (window.tableReferee || {}).version)""")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=timeout)


# --- taps -----------------------------------------------------------------------------------------------
def e2e_modules():
    """tests/e2e's helpers (UI, measure_ui's taps), with step timeouts long enough for x4."""
    os.environ.setdefault("E2E_STEP_TIMEOUT_MS", str(TIMEOUT_MS // 2))
    sys.path.insert(0, str(E2E))
    import conftest
    import measure_ui

    class SlowUI(conftest.UI):
        def open(self, path="/", ready_id="open-settings", timeout=TIMEOUT_MS):
            super().open(path, ready_id, timeout)

    return conftest, measure_ui, SlowUI


def hundsgemein_taps(page, ui, taps: int) -> dict[str, list[float]]:
    """A Hundsgemein block tapped until the board shows the new tile count, then undone, timed inside the
    page (measure_ui's TAP_AND_WAIT). The game has no dogs set: the same board, marks and problems are
    sent and painted in each mode."""
    _, measure_ui, _ = e2e_modules()
    ui.new_game("hundsgemein", ["Anna", "Ben"], "dogs-status", timeout=TIMEOUT_MS // 2)
    ui.tab("Board")
    ui.tap("block-1-1")
    ui.says("board-count", "1 tile on the board", timeout=TIMEOUT_MS // 2)
    times: dict[str, list[float]] = {"Hundsgemein tile": [], "Hundsgemein undo": []}
    for _ in range(taps):
        times["Hundsgemein tile"].append(
            page.evaluate(measure_ui.TAP_AND_WAIT, ["block-2-2", "board-count", "2 tiles on the board"]))
        times["Hundsgemein undo"].append(
            page.evaluate(measure_ui.TAP_AND_WAIT, ["undo", "board-count", "1 tile on the board"]))
    return times


#: measure_ui's taps, each game opened from the home (a full load of the page: in the browser build a
#: start from the cache).
GAME_TAPS = (("Loopit square", "Loopit undo", "loopit_taps"), ("track move", "track undo", "track_taps"),
             ("Paleo round", "Paleo undo", "paleo_taps"), ("poster move", "poster undo", "poster_taps"))


def app_taps(page, url: str, taps: int, tmp: Path) -> tuple[dict[str, list[float]], str]:
    """Every main tap and its undo on `page` (ours, in either mode); the Hundsgemein game's id."""
    _, measure_ui, SlowUI = e2e_modules()
    ui = SlowUI(page, url)
    times = hundsgemein_taps(page, ui, taps)
    game_id = ui.game_id()
    received = measure_ui.Received(page)
    for tap, undo, function in GAME_TAPS:
        try:
            found, undone, _ = getattr(measure_ui, function)(page, ui, received, taps, tmp / "handlers.log")
            times[tap], times[undo] = found, undone
        except Exception as error:  # noqa: BLE001 - the other figures still print
            print(f"    {tap}: not measured ({type(error).__name__}: {str(error)[:160]})")
    return times, game_id


def floor_taps(page, taps: int) -> list[float]:
    _, measure_ui, _ = e2e_modules()
    page.locator(f'[flt-semantics-identifier="{FLOOR_READY}"] [flt-tappable]').wait_for(timeout=TIMEOUT_MS)
    return [page.evaluate(measure_ui.TAP_AND_WAIT, [FLOOR_READY, "floor-count", f"{n} taps"])
            for n in range(1, taps + 1)]


def player_taps(playwright, slow: Slowdown, user_dir: Path, url: str, kind: str, taps: int) -> dict[str, list]:
    """The taps of pwa/tap_probe.py, with the accessibility tree off and each one split in its parts: the floor's
    button, or (ours, in either mode) a Hundsgemein tile and a Paleo round and their undos. `kind`: "floor",
    "ours" (our static build) or "server"."""
    _, _, SlowUI = e2e_modules()
    context = slow.launch(playwright, user_dir)
    context.add_init_script(tap_probe.PROBE)
    context.add_init_script(tap_probe.WORKER_PROBE)
    quiet = QUIET_MS * slow.factor
    found: dict[str, list] = {}
    try:
        page = context.pages[0] if context.pages else context.new_page()
        ui = SlowUI(page, url)
        if kind == "floor":
            try:
                ui.open("/", FLOOR_READY)
                return tap_probe.floor(page, ui, url, taps, quiet, FLOOR_READY)
            except Exception as error:  # noqa: BLE001 - the other figures still print
                print(f"    floor taps (tree off): not measured ({type(error).__name__}: {str(error)[:160]})")
                return {}
        for flow in (tap_probe.hundsgemein, tap_probe.paleo):
            try:
                ui.open("/")
                found |= flow(page, ui, url, taps, quiet, kind == "ours")
            except Exception as error:  # noqa: BLE001 - the other figures still print
                print(f"    {flow.__name__} taps (tree off): not measured ({type(error).__name__}: {str(error)[:160]})")
        return found
    finally:
        context.close()


@contextlib.contextmanager
def server_mode(tmp: Path):
    """`referee-app --web` (as the e2e tests run it), on this machine, not slowed."""
    conftest, _, _ = e2e_modules()
    server = conftest.AppServer(tmp / "server-data")
    server.cwd = ROOT
    server.data_dir.mkdir()
    server.start()
    try:
        yield server
    finally:
        server.stop()


# --- the run --------------------------------------------------------------------------------------------
@dataclass
class Site:
    name: str
    folder: Path
    kind: str  # "ours" or "floor"
    server: StaticServer | None = None
    user_dir: Path | None = None
    figures: dict = field(default_factory=dict)

    @property
    def ready(self) -> str:
        return READY if self.kind == "ours" else FLOOR_READY

    @property
    def renderer(self) -> str:
        """Flutter's renderer it was built with (pwa-build.json; builds before `--renderer` had CanvasKit)."""
        with contextlib.suppress(OSError, ValueError):
            return json.loads((self.folder / "pwa-build.json").read_text()).get("renderer", "canvaskit")
        return "canvaskit"

    @property
    def snapshot(self) -> bool:
        """Whether its starts restore a memory snapshot (pwa-build.json)."""
        with contextlib.suppress(OSError, ValueError):
            return bool(json.loads((self.folder / "pwa-build.json").read_text()).get("snapshot"))
        return False

    @property
    def texts(self) -> int:
        """A floor's texts changed per tap (pwa-build.json, else the digits ending its name; 1)."""
        with contextlib.suppress(OSError, ValueError, TypeError, KeyError):
            return json.loads((self.folder / "pwa-build.json").read_text())["floor"][0]
        found = re.search(r"(\d+)$", self.name)
        return int(found[1]) if found else 1


def pairs(sites: list[Site]) -> dict[str, tuple[str | None, str | None]]:
    """Each of ours with its floors, built with the same renderer (pwa-build.json; by the same pipeline): the
    one-text floor, and the floor changing K texts (the first of each; of any renderer if none has ours)."""
    def first(floors: list[Site], renderer: str) -> str | None:
        same = [site.name for site in floors if site.renderer == renderer]
        return (same or [site.name for site in floors] or [None])[0]

    one = [site for site in sites if site.kind == "floor" and site.texts == 1]
    many = [site for site in sites if site.kind == "floor" and site.texts > 1]
    return {site.name: (first(one, site.renderer), first(many, site.renderer)) for site in sites if site.kind == "ours"}


def stats(values: list[float]) -> dict:
    ordered = sorted(values)
    return {"median": round(statistics.median(values), 2), "p90": round(ordered[int(0.9 * (len(values) - 1))], 2),
            "min": round(ordered[0], 2), "max": round(ordered[-1], 2), "n": len(values)}


def measure(sites: list[Site], speeds: list[int], runs: int, taps: int, tmp: Path) -> dict:
    from playwright.sync_api import sync_playwright

    figures: dict = {"speeds": {}, "load": [load()]}
    with contextlib.ExitStack() as stack:
        playwright = stack.enter_context(sync_playwright())
        slows = {}
        for speed in speeds:
            slows[speed] = Slowdown(speed, tmp)
            stack.callback(slows[speed].close)
        for site in sites:
            site.server = StaticServer(site.folder)
            stack.callback(site.server.stop)
            site.user_dir = tmp / f"browser-{site.name}"
            site.figures["build_bytes"] = sum(p.stat().st_size for p in site.folder.rglob("*") if p.is_file())
        server = stack.enter_context(server_mode(tmp))
        server_dir = tmp / "browser-server-mode"

        print(f"\nload average at the start: {os.getloadavg()}")
        print("\nThe slowdown, checked: the same busy loop in the page and in a web worker (ms, best of 5)")
        base = None
        for speed in speeds:
            page_ms, worker_ms = busy_loop(playwright, slows[speed], sites[0].server.url, tmp)
            base = base or (page_ms, worker_ms)
            factors = (page_ms / base[0], worker_ms / base[1])
            figures["speeds"][speed] = {"how": slows[speed].how, "page_ms": page_ms, "worker_ms": worker_ms,
                                        "page_factor": round(factors[0], 2), "worker_factor": round(factors[1], 2)}
            print(f"    x{speed}: page {page_ms:.0f} ms ({factors[0]:.1f}x), worker {worker_ms:.0f} ms "
                  f"({factors[1]:.1f}x)  [{slows[speed].how}]  load {load()}")

        print("\nFirst visits (empty browser, not slowed): time to the first usable screen, bytes")
        for site in sites:
            site.server.counter["sent"] = 0
            run = open_app(playwright, slows[speeds[0]], site.user_dir, site.server.url, site.ready, keep=True,
                           shown=site.kind == "ours")
            site.figures["first_visit_ready_bytes"] = site.server.counter["sent"]
            wait_offline_ready(run["page"])
            time.sleep(1)
            site.figures["first_visit_total_bytes"] = site.server.counter["sent"]
            run["context"].close()
            site.figures["first_visit_s"] = run["s"]
            ready_mb = site.figures["first_visit_ready_bytes"] / 1e6
            total_mb = site.figures["first_visit_total_bytes"] / 1e6
            print(f"    {site.name:10} {run['s']:6.1f} s, {ready_mb:5.1f} MB to the first screen, {total_mb:5.1f} MB "
                  f"once cached (load {run['load']})")
        run = open_app(playwright, slows[speeds[0]], server_dir, server.url, READY)  # fills its client cache
        print(f"    {'server':10} {run['s']:6.1f} s (referee-app --web)")

        taps_at: dict = {}
        blind_at: dict = {}
        game_ids: dict[str, str] = {}
        for speed in speeds if taps else []:
            print(f"\nTaps at x{speed} ({taps} each), load {load()}")
            row = taps_at[speed] = {}
            for site in sites:
                run = open_app(playwright, slows[speed], site.user_dir, site.server.url, site.ready, keep=True,
                               shown=site.kind == "ours")
                try:
                    if site.kind == "floor":
                        row[site.name] = {"tap": floor_taps(run["page"], taps)}
                    else:
                        row[site.name], game_ids[site.name] = app_taps(run["page"], site.server.url, taps, tmp)
                finally:
                    run["context"].close()
                print(f"    {site.name}: done, load {load()}")
            run = open_app(playwright, slows[speed], server_dir, server.url, READY, keep=True)
            try:
                row["server"], game_ids["server"] = app_taps(run["page"], server.url, taps, tmp)
            finally:
                run["context"].close()
            print(f"    server: done, load {load()}")
            print(f"Taps as a player sees them (tree off) at x{speed}, load {load()}")
            blind = blind_at[speed] = {}
            for site in sites:
                blind[site.name] = player_taps(playwright, slows[speed], site.user_dir, site.server.url, site.kind,
                                               taps)
                print(f"    {site.name}: done, load {load()}")
            blind["server"] = player_taps(playwright, slows[speed], server_dir, server.url, "server", taps)
            print(f"    server: done, load {load()}")

        starts: dict = {speed: {} for speed in speeds}
        for n in range(runs):
            for speed in speeds:
                for site in sites:
                    if site.kind == "floor" and site.texts > 1:
                        continue  # its taps only: its start is the one-text floor's
                    run = open_app(playwright, slows[speed], site.user_dir, site.server.url, site.ready,
                                   shown=site.kind == "ours")
                    starts[speed].setdefault(site.name, []).append(run)
                    print(f"start x{speed} {site.name} (round {n + 1}): {run['s']:.1f} s, load {run['load']}")
                    if site.name in game_ids:
                        run = open_app(playwright, slows[speed], site.user_dir,
                                       f"{site.server.url}game/{game_ids[site.name]}", DEEP_READY, shown=True)
                        starts[speed].setdefault(f"{site.name} deep link", []).append(run)
                        print(f"start x{speed} {site.name} deep link (round {n + 1}): {run['s']:.1f} s")
                run = open_app(playwright, slows[speed], server_dir, server.url, READY)
                starts[speed].setdefault("server", []).append(run)
                print(f"start x{speed} server mode (round {n + 1}): {run['s']:.1f} s, load {run['load']}")
                if "server" in game_ids:
                    run = open_app(playwright, slows[speed], server_dir,
                                   f"{server.url}game/{game_ids['server']}", DEEP_READY)
                    starts[speed].setdefault("server deep link", []).append(run)
        snapshots = [site for site in sites if site.kind == "ours" and site.snapshot]
        for n, speed in enumerate(speeds if snapshots else []):
            found = figures.setdefault("snapshot_sources", {})[speed] = snapshot_sources(
                playwright, slows[speed], snapshots[-1], setup=n == 0)
            print(f"snapshot sources x{speed} ({snapshots[-1].name}): {found}")
        figures["load"].append(load())
    figures["sites"] = {site.name: site.figures for site in sites}
    figures["starts"] = {speed: {name: {**stats([r["s"] for r in found]), "loads": [r["load"] for r in found],
                                        "tree": stats([r["tree_s"] for r in found]),
                                        "snapshot": sum(r["snapshot"] for r in found),
                                        "marks": {mark: round(statistics.median(r["marks"][mark] for r in found
                                                                                if mark in r["marks"]), 2)
                                                  for mark in MARKS if any(mark in r["marks"] for r in found)}}
                                 for name, found in row.items()} for speed, row in starts.items()}
    figures["taps"] = {speed: {site: {tap: stats(values) for tap, values in found.items() if values}
                               for site, found in row.items()} for speed, row in taps_at.items()}
    figures["player_taps"] = {speed: {site: {tap: tap_probe.summary(values) for tap, values in found.items() if values}
                                      for site, found in row.items()} for speed, row in blind_at.items()}
    return figures


def print_table(figures: dict, sites: list[Site]) -> None:
    ours = [site.name for site in sites if site.kind == "ours"]
    floors = [site.name for site in sites if site.kind == "floor"]
    paired = pairs(sites)
    speeds = list(figures["starts"])
    print(f"\n=== Summary (load average {figures['load'][0]} at the start, {figures['load'][-1]} at the end) ===")
    for speed in speeds:
        info = figures["speeds"][speed]
        print(f"x{speed}: busy loop {info['page_factor']}x in the page, {info['worker_factor']}x in a worker; "
              f"{info['how']}")
    print("\nStart from the cache to a usable screen, s: the screen drawn, the accessibility tree off (median of the "
          "rounds; min-max; ratios to the one-text floor F and to the server mode S); [in the tree, once asked]; "
          "{restored from a snapshot}")
    header = "".join(f"{f'x{speed}':>44}" for speed in speeds)
    print(f"    {'':26}{header}")
    names = ours + [f"{name} deep link" for name in ours] + floors + ["server", "server deep link"]
    for name in names:
        cells = []
        for speed in speeds:
            row = figures["starts"][speed].get(name)
            if not row:
                cells.append(f"{'-':>44}")
                continue
            mine = name.removesuffix(" deep link")
            versus = figures["starts"][speed].get(paired.get(mine, (floors[0] if floors else None, None))[0])
            server = figures["starts"][speed].get("server deep link" if name.endswith("deep link") else "server")
            ratio = f" {row['median'] / versus['median']:.2f}F" if versus and name not in floors else ""
            ratio += f" {row['median'] / server['median']:.2f}S" if server and not name.startswith("server") else ""
            restored = f" {{{row['snapshot']}/{row['n']}}}" if mine in ours else ""
            cell = f"{row['median']:>6.1f} ({row['min']:.1f}-{row['max']:.1f}){ratio} [{row['tree']['median']:.1f}]"
            cells.append(f"{cell}{restored}".rjust(44))
        print(f"    {name:26}{''.join(cells)}")
    print("    (F: " + "; ".join(f"{name}: {floor}" for name, (floor, _) in paired.items()) + ")")
    for speed in speeds:
        print(f"\nWhat the start is made of at x{speed}: median time of each mark since the navigation, s")
        shown = [name for name in ours + floors if name in figures["starts"][speed]]
        print(f"    {'':58}" + "".join(f"{name:>12}" for name in shown))
        for mark, label in MARKS.items():
            cells = [figures["starts"][speed][name]["marks"].get(mark) for name in shown]
            if any(cell is not None for cell in cells):
                print(f"    {label[:56]:58}" + "".join(f"{'-' if c is None else f'{c:.2f}':>12}" for c in cells))
    for speed, row in figures["taps"].items():
        print(f"\nTap to repaint at x{speed}, ms: median / p90; ratios of the medians")
        for name in floors:
            tap = row.get(name, {}).get("tap")
            if tap:
                print(f"    floor {name:31}{tap['median']:7.0f} {tap['p90']:6.0f}")
        taps = [tap for tap in row.get(ours[0], {})] if ours else []
        print(f"    {'':37}" + "".join(f"{name:>16}" for name in ours) + f"{'server':>16}" +
              "".join(f"{f'{name}/F':>11}{f'{name}/FK':>11}{f'{name}/srv':>12}" for name in ours))
        for tap in taps:
            cells = []
            for name in [*ours, "server"]:
                found = row.get(name, {}).get(tap)
                cells.append(f"{found['median']:7.0f} /{found['p90']:6.0f}" if found else f"{'-':>15}")
            ratios = []
            for name in ours:
                found = row.get(name, {}).get(tap)
                server = row.get("server", {}).get(tap)
                floor_ms = row.get(paired[name][0], {}).get("tap", {}).get("median")
                floor_k_ms = row.get(paired[name][1], {}).get("tap", {}).get("median")
                ratios.append(f"{found['median'] / floor_ms:10.1f}x" if found and floor_ms else f"{'-':>11}")
                ratios.append(f"{found['median'] / floor_k_ms:10.1f}x" if found and floor_k_ms else f"{'-':>11}")
                ratios.append(f"{found['median'] / server['median']:11.1f}x" if found and server else f"{'-':>12}")
            print(f"    {tap:37}" + "".join(f"{c:>16}" for c in cells) + "".join(ratios))
        print("    (F: the one-text floor; FK: the floor changing K texts among a page of our size; srv: the "
              "server mode; " + "; ".join(f"{name}: F {f}, FK {k}" for name, (f, k) in paired.items()) + ")")
    print_player_taps(figures, ours, floors, paired)
    if figures.get("snapshot_sources"):
        print("\nWhere a snapshot comes from: the same snapshot read in a worker, ms: from the origin's private file "
              "system into WebAssembly's memory (what a start does: made at the build's first start here), from "
              "Cache Storage, and as a gzip file inflated (what a snapshot made by the build and downloaded with it "
              "would cost at each start)")
        for speed, found in figures["snapshot_sources"].items():
            if "error" in found:
                print(f"    x{speed}: {found['error']}")
                continue
            print(f"    x{speed}: OPFS {found['opfs']:.0f}, Cache Storage {found['cache']:.0f}, "
                  f"gzip {found['gzip']:.0f} "
                  f"({found['bytes'] / 1e6:.1f} MB; {found['gzip_bytes'] / 1e6:.1f} MB as gzip: a first visit's bytes "
                  "if the build shipped it)")
    print("\nBytes:")
    for name, found in figures["sites"].items():
        print(f"    {name:12} build {found['build_bytes'] / 1e6:5.1f} MB; first visit "
              f"{found['first_visit_ready_bytes'] / 1e6:5.1f} MB "
              f"to the first screen, {found['first_visit_total_bytes'] / 1e6:5.1f} MB once cached")


#: The parts of a tap as a player sees it (pwa/tap_probe.py's `split`), in the order printed.
PARTS = ("input", "to Python", "Python", "  handler", "  diff", "  encode", "from Python", "round trip",
         "page handles patch", "wait for frame", "frame", "bytes", "messages")


def print_player_taps(figures: dict, ours: list[str], floors: list[str], paired: dict) -> None:
    for speed, row in figures.get("player_taps", {}).items():
        print(f"\nTaps as a player sees them at x{speed}: click to the frame that shows the change, the accessibility "
              "tree off, median ms (n); [the tree-on figure of the same tap above]; ratios to the floor changing as "
              "many controls (FK) and to the server mode (S); then the parts")
        names = [*ours, *floors, "server"]
        for name in names:
            for tap, found in row.get(name, {}).items():
                total = found["total"]
                tree = figures["taps"].get(speed, {}).get(name, {}).get(tap, {}).get("median")
                ratios = ""
                if name in ours:
                    floor_k = row.get(paired[name][1], {}).get("tap", {}).get("total")
                    server = row.get("server", {}).get(tap, {}).get("total")
                    ratios = ((f" {total / floor_k:.2f}FK" if floor_k else "")
                              + (f" {total / server:.2f}S" if server else ""))
                parts = ", ".join(f"{part.strip()} {found[part]:.0f}" for part in PARTS if part in found)
                print(f"    {name:10} {tap:18} {total:6.0f} ({found['n']}) [{'-' if tree is None else f'{tree:.0f}'}]"
                      f"{ratios:>14}  {parts}")


def build_floors(tmp: Path) -> list[Site]:
    from pwa.build import build

    sys.path.insert(0, str(E2E))
    done = subprocess.run([sys.executable, str(E2E / "tap_patches.py"), "--json"], capture_output=True, text=True,
                          check=True, cwd=ROOT)
    import tap_patches

    patches = json.loads(done.stdout)
    texts, still = tap_patches.median_controls(patches), tap_patches.median_page(patches) // 3
    sites = []
    for name, floor in (("floor", (1, 0)), (f"floor{texts}", (texts, still))):
        build(tmp / name, floor=floor)
        sites.append(Site(name, tmp / name, "floor"))
    return sites


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pwa.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--site", action="append", default=[], metavar="[NAME=]DIR",
                        help="a folder built by `python -m pwa.build` (repeat to compare builds; default: build one)")
    parser.add_argument("--floor", action="append", default=[], metavar="[NAME=]DIR",
                        help="a floor built by `python -m pwa.build --floor T,S`: the first one the one-text "
                             "floor, the second the K-text one (default: build both)")
    parser.add_argument("--runs", type=int, default=3, help="rounds of starts from the cache (default 3)")
    parser.add_argument("--taps", type=int, default=10, help="taps timed per kind (default 10; 0: none)")
    parser.add_argument("--speeds", default="1,2,4", help="slowdowns, comma-separated (default 1,2,4: a "
                        "computer's browser, a mid-range phone, a low-end one)")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args(argv)

    def named(text: str, default: str) -> tuple[str, Path]:
        name, _, folder = text.rpartition("=")
        return name or default, Path(folder)

    with tempfile.TemporaryDirectory(prefix="pwa-bench-") as tmp_name:
        tmp = Path(tmp_name)
        sites = [Site(*named(text, f"ours{i or ''}"), "ours") for i, text in enumerate(args.site)]
        if not sites:
            from pwa.build import build

            build(tmp / "site")
            sites = [Site("ours", tmp / "site", "ours")]
        floors = [Site(*named(text, f"floor{i or ''}"), "floor") for i, text in enumerate(args.floor)]
        sites += floors or build_floors(tmp)
        figures = measure(sites, [int(s) for s in args.speeds.split(",")], args.runs, args.taps, tmp)
    print_table(figures, sites)
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
