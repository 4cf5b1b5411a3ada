"""`python -m pwa.bench [--site DIR]`: start-up figures of the browser build, printed (never a test).

The built folder is served by a plain static server on 127.0.0.1 (http.server, counting the bytes it
sends) and opened in headless Chromium at 412x915 with its own user data folder:
1. first visit (empty browser): time to the first usable screen (the home list), bytes downloaded
   by then and once the service worker has cached the build;
2. from cache, server up: the browser restarted with the same user data, opened again;
3. offline: the server stopped, the browser restarted, opened again.
"First usable" is the home screen's `new-hundsgemein` tile in the accessibility tree. Where the time
goes comes from `[pwa-mark]` console lines (pwa/boot.js, the patched python-worker.js,
referee_app/browser.py), in ms since the epoch, the same clock as this process.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import re
import sys
import tempfile
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"
CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
               "--disable-sync", "--no-first-run"]
VIEWPORT = {"width": 412, "height": 915}
READY = "new-hundsgemein"
MARK = re.compile(r"\[pwa-mark\] (\S+) (\d+)")
#: What the time from each mark to the next one (in time order) is spent on.
PHASES = {"navigation": "page load", "page-start": "Flutter client start (main.dart.js, CanvasKit)",
          "first-frame": "(Flutter has drawn its first, empty, frame)",
          "worker-start": "Pyodide runtime boot", "runtime-ready": "app archive download and unpack",
          "unpacked": "start of main.py, flet import", "python-main": "app imports",
          "imports-done": "IndexedDB load", "storage-ready": "store open",
          "store-ready": "waiting for the Flutter client to connect", "session": "home screen built",
          "main-done": "home screen sent, drawn, semantics tree ready"}


class Handler(SimpleHTTPRequestHandler):
    sent = 0  # bytes of bodies sent, class-wide (reset by the caller)
    paths: list[str] = []
    requests: list[tuple[float, str, str]] = []  # (ms since the epoch, path, status) of every request

    def log_request(self, code="-", size="-"):
        Handler.requests.append((time.time() * 1000, self.path, str(getattr(code, "value", code))))

    def copyfile(self, source, outputfile):
        before = source.tell()
        super().copyfile(source, outputfile)
        Handler.sent += source.tell() - before
        Handler.paths.append(self.path)

    def log_message(self, *args):  # quiet
        pass

    def handle(self):
        try:
            super().handle()
        except (BrokenPipeError, ConnectionResetError):  # a browser closed while the worker was caching
            pass


class StaticServer:
    """`python -m http.server` in a thread, with a byte count; `stop()` closes the port, `start()` opens the
    same port again (the same origin: the browser's service worker and IndexedDB belong to it)."""

    def __init__(self, site: Path, port: int = 0):
        self.site = site
        self._serve(port)

    def _serve(self, port: int) -> None:
        handler = functools.partial(Handler, directory=str(self.site))
        self.httpd = ThreadingHTTPServer(("127.0.0.1", port), handler)
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def start(self) -> None:
        if not self.thread.is_alive():
            self._serve(self.port)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def stop(self) -> None:
        if self.thread.is_alive():
            self.httpd.shutdown()
            self.httpd.server_close()
            self.thread.join()


def enable_semantics(page, timeout: float = 120_000) -> None:
    placeholder = page.locator("flt-semantics-placeholder")
    placeholder.wait_for(state="attached", timeout=timeout)
    placeholder.dispatch_event("click")


def open_app(playwright, user_dir: Path, url: str, timeout: float = 120_000) -> dict:
    """Launch the browser on `user_dir`, open `url`, wait for the home list; timings in seconds."""
    context = playwright.chromium.launch_persistent_context(
        str(user_dir), executable_path=CHROMIUM, headless=True, args=CHROME_ARGS, viewport=VIEWPORT)
    marks: dict[str, int] = {}
    lines: list[str] = []

    def on_console(message):
        lines.append(message.text)
        found = MARK.search(message.text)
        if found:
            marks.setdefault(found[1], int(found[2]))

    context.on("console", on_console)
    page = context.pages[0] if context.pages else context.new_page()
    page.on("worker", lambda worker: worker.on("console", on_console) if hasattr(worker, "on") else None)
    started = time.time() * 1000
    page.goto(url, timeout=timeout)
    enable_semantics(page, timeout)
    page.locator(f'flt-semantics[flt-semantics-identifier="{READY}"]').first.wait_for(timeout=timeout)
    ready = time.time() * 1000
    return {"context": context, "page": page, "ready_s": (ready - started) / 1000, "started": started,
            "ready": ready, "marks": marks, "console": lines}


def phases(run: dict) -> list[tuple[str, float]]:
    points = sorted([("navigation", run["started"]), *run["marks"].items()], key=lambda point: point[1])
    points.append(("ready", run["ready"]))
    return [(PHASES.get(a, a), (tb - ta) / 1000) for (a, ta), (_, tb) in zip(points, points[1:])]


def wait_offline_ready(page, timeout: float = 180_000) -> None:
    """Until the service worker has cached the build and controls the page."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=timeout)


def report(name: str, run: dict) -> dict:
    load = os.getloadavg()[0]
    print(f"\n{name}: first usable screen in {run['ready_s']:.1f} s (load average {load:.1f})")
    for label, seconds in phases(run):
        print(f"    {seconds:6.2f} s  {label}")
    return {"ready_s": round(run["ready_s"], 2), "load": round(load, 1),
            "phases": {k: round(v, 2) for k, v in phases(run)}}


@contextlib.contextmanager
def server_mode(playwright):
    """A yardstick of this machine's load, in the same run: `measure()` times the server mode's
    (`referee-app --web`) first screen with its client in the browser's cache (2.6 s on a quiet machine,
    in the field notes)."""
    e2e = Path(__file__).resolve().parents[1] / "tests" / "e2e"
    sys.path.insert(0, str(e2e))
    from conftest import UI, AppServer
    from measure_ui import new_context

    browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROME_ARGS)
    with tempfile.TemporaryDirectory(prefix="pwa-bench-server-") as tmp:
        server = AppServer(Path(tmp) / "data")
        server.cwd = Path(__file__).resolve().parents[1]
        server.data_dir.mkdir()
        server.start()
        try:
            context = new_context(browser)
            first = context.new_page()
            UI(first, server.url).open("/")  # fills the browser's cache with the client
            first.close()

            def measure() -> float:
                page = context.new_page()
                started = time.time()
                UI(page, server.url).open("/", ready_id=READY)
                page.close()
                return round(time.time() - started, 2)

            yield measure
            context.close()
        finally:
            server.stop()
            browser.close()


def spread(values: list[float]) -> str:
    import statistics

    return f"median {statistics.median(values):.1f} s (min {min(values):.1f}, max {max(values):.1f}, n={len(values)})"


def measure(site: Path, runs: int = 2, taps: int = 0) -> dict:
    """First visit, then `runs` rounds of: a start from the cache with the server up, the same with it
    stopped (interleaved: the machine's load and the browser's own work after a visit weigh on both
    alike), and the server mode's first screen as the load's yardstick."""
    import statistics

    from playwright.sync_api import sync_playwright

    figures: dict = {"build_bytes": sum(p.stat().st_size for p in site.rglob("*") if p.is_file())}
    with contextlib.ExitStack() as stack:
        tmp = stack.enter_context(tempfile.TemporaryDirectory(prefix="pwa-bench-"))
        playwright = stack.enter_context(sync_playwright())
        user_dir = Path(tmp) / "browser"
        server = StaticServer(site)
        Handler.sent, Handler.paths = 0, []
        first = open_app(playwright, user_dir, server.url)
        figures["first_visit_ready_bytes"] = Handler.sent
        figures["first_visit"] = report("First visit (empty browser, server up)", first)
        wait_offline_ready(first["page"])
        time.sleep(1)
        figures["first_visit_total_bytes"] = Handler.sent
        figures["persistent_storage"] = [line for line in first["console"] if "persistent storage" in line]
        first["context"].close()
        server_first_screen = stack.enter_context(server_mode(playwright))
        yardstick = []
        for n in range(runs):
            yardstick.append(server_first_screen())
            print(f"\nServer mode (round {n + 1}): first usable screen in {yardstick[-1]:.1f} s")
            server.start()
            Handler.sent, Handler.requests = 0, []
            run = open_app(playwright, user_dir, server.url)
            figures.setdefault("from_cache", []).append(report(f"From cache, server up (round {n + 1})", run))
            figures.setdefault("from_cache_bytes", []).append(Handler.sent)
            # What reached the server before the first screen (the browser's own check of the worker's
            # script may come later, in the background).
            before = [f"{path} {status}" for at, path, status in Handler.requests if at <= run["ready"]]
            figures.setdefault("from_cache_requests_before_ready", []).append(before)
            print(f"    requests to the server before the first screen: {before or 'none'}")
            run["context"].close()
            server.stop()
            run = open_app(playwright, user_dir, server.url)
            figures.setdefault("offline", []).append(report(f"From cache, server stopped (round {n + 1})", run))
            if n == runs - 1:
                shot = Path("/work/wt/pwa-shots") if Path("/work/wt").is_dir() else Path(tmp)
                shot.mkdir(exist_ok=True)
                run["page"].screenshot(path=str(shot / "pwa-home-offline-412x915.png"))
                figures["screenshot"] = str(shot / "pwa-home-offline-412x915.png")
            run["context"].close()
        figures["server_mode_first_screen_s"] = yardstick
        up = [r["ready_s"] for r in figures["from_cache"]]
        down = [r["ready_s"] for r in figures["offline"]]
        base = statistics.median(yardstick)
        figures["summary"] = {"server_up": spread(up), "server_stopped": spread(down),
                              "server_mode": spread(yardstick),
                              "ratio_up": round(statistics.median(up) / base, 2),
                              "ratio_stopped": round(statistics.median(down) / base, 2)}
        print("\nFirst usable screen, from the cache, in this run:")
        print(f"    server up:      {spread(up)}  ({figures['summary']['ratio_up']}x the server mode)")
        print(f"    server stopped: {spread(down)}  ({figures['summary']['ratio_stopped']}x the server mode)")
        print(f"    server mode (referee-app --web, its client cached), the load's yardstick: {spread(yardstick)}")
        if taps:
            server.start()
            figures["tap_to_repaint"] = tap_to_repaint(playwright, user_dir, server.url, taps)
        server.stop()
    return figures


def hundsgemein_taps(page, url: str, taps: int) -> dict[str, list[float]]:
    """tests/e2e/measure_ui.py's measure of the main tap: a Hundsgemein block tapped until the board shows
    the new tile count, then undone, timed inside the page. The game has no dogs set (measure_ui's has):
    the same board, marks and problems are sent and painted."""
    from conftest import UI
    from measure_ui import TAP_AND_WAIT

    ui = UI(page, url)
    ui.new_game("hundsgemein", ["Anna", "Ben"], "dogs-status", timeout=60_000)
    ui.tab("Board")
    ui.tap("block-1-1")
    ui.says("board-count", "1 tile on the board", timeout=30_000)
    times: dict[str, list[float]] = {"tap": [], "undo": []}
    for _ in range(taps):
        times["tap"].append(page.evaluate(TAP_AND_WAIT, ["block-2-2", "board-count", "2 tiles on the board"]))
        times["undo"].append(page.evaluate(TAP_AND_WAIT, ["undo", "board-count", "1 tile on the board"]))
    return times


def tap_to_repaint(playwright, user_dir: Path, url: str, taps: int) -> dict:
    """The same taps, in one run: the browser build (Python in the page), the server mode (Python in a
    process on this machine, as `referee-app --web`), and the framework's floor (tests/e2e/floor_app.py,
    the smallest Flet app, a text repainted by a button) served the same way."""
    import statistics

    e2e = Path(__file__).resolve().parents[1] / "tests" / "e2e"
    sys.path.insert(0, str(e2e))
    from conftest import UI, AppServer
    from measure_ui import floor_taps, new_context

    def summary(values: list[float]) -> dict:
        ordered = sorted(values)
        return {"median_ms": round(statistics.median(values)), "p90_ms": round(ordered[int(0.9 * (len(values) - 1))]),
                "max_ms": round(max(values)), "n": len(values)}

    run = open_app(playwright, user_dir, url)
    try:
        times = {f"browser_build_{name}": values for name, values in hundsgemein_taps(run["page"], url, taps).items()}
        copied = (re.search(r"copied to IndexedDB .* in (\d+) ms", line) for line in run["console"])
        copies = [float(m[1]) for m in copied if m]
    finally:
        run["context"].close()
    browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROME_ARGS)
    with tempfile.TemporaryDirectory(prefix="pwa-bench-server-") as tmp:
        server = AppServer(Path(tmp) / "data")
        server.cwd = Path(__file__).resolve().parents[1]
        server.data_dir.mkdir()
        server.start()
        try:
            context = new_context(browser)
            first = context.new_page()
            UI(first, server.url).open("/")  # fills the browser's cache with the client
            first.close()
            # A yardstick of this machine's load in the same run: the server mode's first screen with the
            # client in the browser's cache (2.6 s on a quiet machine, in the field notes).
            page = context.new_page()
            started = time.time()
            UI(page, server.url).open("/", ready_id=READY)
            server_ready_s = time.time() - started
            served = hundsgemein_taps(page, server.url, taps)
            times.update({f"server_{name}": values for name, values in served.items()})
            context.close()
        finally:
            server.stop()
        (Path(tmp) / "floor").mkdir()
        times["floor_tap"] = floor_taps(browser, Path(tmp) / "floor", taps)[0]
    browser.close()
    figures = {name: summary(values) for name, values in times.items()}
    figures["server_first_screen_s"] = round(server_ready_s, 2)
    print(f"\nServer mode (referee-app --web), its client cached: first usable screen in {server_ready_s:.1f} s")
    floor = figures["floor_tap"]["median_ms"]
    print(f"\nTap to repaint, one run, {taps} taps each (a Hundsgemein block until the board shows it; undo):")
    print(f"    {'':22} {'median':>7} {'p90':>7}  {'/ server':>8}  {'/ floor':>7}")
    for name, row in figures.items():
        if not isinstance(row, dict):
            continue
        server_name = name.replace("browser_build_", "server_")
        versus = row["median_ms"] / figures[server_name]["median_ms"] if server_name in figures else None
        print(f"    {name:22} {row['median_ms']:5} ms {row['p90_ms']:5} ms  "
              f"{f'{versus:.2f}x' if versus else '':>8}  {row['median_ms'] / floor:6.2f}x")
    if copies:
        figures["indexeddb_copy_ms"] = {"median": statistics.median(copies), "max": max(copies), "n": len(copies)}
        print(f"Copy to IndexedDB after a change (in the background, after the repaint): median "
              f"{statistics.median(copies):.0f} ms, max {max(copies):.0f} ms (n={len(copies)})")
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pwa.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a folder built by `python -m pwa.build` (default: build one)")
    parser.add_argument("--runs", type=int, default=2, help="runs from cache and offline (default 2)")
    parser.add_argument("--taps", type=int, default=10,
                        help="taps timed on a Hundsgemein board, browser build and server mode (0: none)")
    args = parser.parse_args(argv)
    with contextlib.ExitStack() as stack:
        site = args.site
        if site is None:
            from pwa.build import build

            site = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="pwa-site-"))) / "site"
            build(site)
        figures = measure(site, args.runs, args.taps)
    mb = 1_000_000
    print(f"\nBuild: {figures['build_bytes'] / mb:.1f} MB; first visit downloads "
          f"{figures['first_visit_ready_bytes'] / mb:.1f} MB to the first screen, "
          f"{figures['first_visit_total_bytes'] / mb:.1f} MB once cached for offline use")
    print("Later visits download " + ", ".join(f"{b / 1024:.0f} kB" for b in figures["from_cache_bytes"]))
    print(json.dumps(figures, indent=1, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
