"""The browser build (pwa/build.py): a static site served by a plain static server, no Python server.

One browser profile (a user data folder) lives through the whole scenario, as on a phone: a game made
in the app survives a reload and a browser restart (IndexedDB); a new build put online is used from the
next visit, never mixed with the old one; and with the server stopped the app still opens, from the
service worker's cache, with the game in it, and prints a PDF.

The build takes about a minute (wheels come from pip's cache or PyPI); it is made once per session in
a temporary folder, or taken from PWA_SITE (a folder made by `python -m pwa.build`) to iterate faster.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sys
from pathlib import Path

import pytest
from conftest import CHROME_ARGS, CHROMIUM, UI, VIEWPORT

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # `pwa` is a folder of the checkout, not an installed package
    sys.path.insert(0, str(ROOT))

OPEN_TIMEOUT = 150_000  # a first start under Pyodide takes 15-30 s on a busy machine: wait, never sleep


@pytest.fixture(scope="session")
def pwa_site(tmp_path_factory) -> Path:
    if not Path(CHROMIUM).exists():
        if os.environ.get("E2E_REQUIRED") == "1":
            pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium package")
        pytest.skip(f"{CHROMIUM} is missing: end-to-end tests need Debian's chromium package")
    if os.environ.get("PWA_SITE"):
        return Path(os.environ["PWA_SITE"])
    from pwa.build import build

    site = tmp_path_factory.mktemp("pwa") / "site"
    build(site)
    return site


def next_build(site: Path, target: Path) -> str:
    """A copy of `site` as the next build would be: another version in its page (the rest is the same)."""
    from pwa.build import file_hashes, write_service_worker

    old = json.loads((site / "pwa-build.json").read_text())["version"]
    shutil.copytree(site, target)
    new = f"{int(old, 16) ^ 1:016x}"
    for name in ("index.html", "flutter_bootstrap.js", "pwa-build.json"):
        path = target / name
        path.write_text(path.read_text().replace(old, new))
    (target / "flutter_service_worker.js").unlink()
    write_service_worker(target, file_hashes(target), new)
    return new


def deploy(build: Path, served: Path) -> None:
    """Replace what the server serves, files newer than the ones the browser has seen (as a real upload)."""
    if served.exists():
        shutil.rmtree(served)
    shutil.copytree(build, served)
    for path in served.rglob("*"):
        os.utime(path)


def wait_for_state(phone, condition, what: str, timeout_s: float = OPEN_TIMEOUT / 1000) -> dict:
    """Poll `worker_state` until `condition(state)` holds (the service worker installs in the background)."""
    for _ in range(int(timeout_s * 4)):
        state = worker_state(phone.page)
        if condition(state):
            return state
        phone.page.wait_for_timeout(250)
    raise AssertionError(f"{what} did not happen within {timeout_s:.0f} s: {state}")


def worker_state(page) -> dict:
    return page.evaluate("""async () => { const r = await navigator.serviceWorker.getRegistration();
        return {page: window.tableReferee.version, caches: (await caches.keys()).sort(),
                waiting: !!(r && r.waiting), controlled: navigator.serviceWorker.controller !== null}; }""")


class Phone:
    """Chromium with one user data folder, restarted at will; console lines kept."""

    def __init__(self, playwright, user_dir: Path, url: str):
        self.playwright, self.user_dir, self.url = playwright, user_dir, url
        self.context = self.page = self.ui = None
        self.console: list[str] = []

    def start(self, path: str = "/", ready: str = "new-hundsgemein") -> UI:
        self.context = self.playwright.chromium.launch_persistent_context(
            str(self.user_dir), executable_path=CHROMIUM, headless=True, args=CHROME_ARGS, viewport=VIEWPORT)
        self.context.on("console", lambda message: self.console.append(message.text))
        self.page = self.context.pages[0] if self.context.pages else self.context.new_page()
        self.page.on("worker", lambda worker: worker.on("console", lambda m: self.console.append(m.text)))
        self.page.set_default_timeout(15_000)
        self.ui = UI(self.page, self.url)
        self.ui.open(path, ready_id=ready, timeout=OPEN_TIMEOUT)
        return self.ui

    def stop(self) -> None:
        self.context.close()

    def copies(self) -> int:
        return sum("[pwa] copied to IndexedDB" in line for line in self.console)

    def wait_until(self, condition, what: str, timeout_ms: float = 15_000) -> None:
        """Poll `condition()` over console lines (they arrive between Playwright calls)."""
        for _ in range(int(timeout_ms / 100)):
            if condition():
                return
            self.page.wait_for_timeout(100)
        raise AssertionError(f"{what} did not happen within {timeout_ms / 1000:.0f} s: {self.console[-20:]}")


def test_the_static_build_keeps_games_updates_and_opens_offline(pwa_site, tmp_path, playwright):
    from pwa.bench import StaticServer

    first = json.loads((pwa_site / "pwa-build.json").read_text())["version"]
    second = next_build(pwa_site, tmp_path / "second")
    served = tmp_path / "served"
    deploy(pwa_site, served)
    server = StaticServer(served)
    try:
        phone = Phone(playwright, tmp_path / "browser", server.url)
        ui = phone.start()
        # The page asked for persistent storage (headless Chromium answers no; a phone may say yes).
        phone.wait_until(lambda: any(line.startswith("[pwa] persistent storage: ") for line in phone.console),
                         "the request for persistent storage")

        before = phone.copies()
        game_id = ui.new_game("hundsgemein", ["Anna", "Ben"], "dogs-status")
        phone.wait_until(lambda: phone.copies() > before, "the copy of the new game to IndexedDB")
        # A reload on /game/<id>: the game is read back from IndexedDB (an unknown id shows the home).
        ui.reload(ready_id="dogs-status", timeout=OPEN_TIMEOUT)
        # Ready for offline use: the service worker controls the page once it has cached the build.
        phone.page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=OPEN_TIMEOUT)
        assert worker_state(phone.page)["caches"] == [f"table-referee-{first}"]
        phone.stop()

        deploy(tmp_path / "second", served)  # a new build is put online
        ui = phone.start(ready=f"game-{game_id}")  # the browser restarted on the same profile
        ui.says(f"game-{game_id}", "Anna, Ben")
        # This visit still runs the first build, whole; the second one is cached beside it.
        # (a predicate returning a promise is truthy at once for wait_for_function: poll the state instead)
        state = wait_for_state(phone, lambda s: s["waiting"] and f"table-referee-{second}" in s["caches"],
                               "the new build installed beside the running one")
        assert state["page"] == first  # index.html (which names every other file's version) is the first
        assert state["caches"] == sorted([f"table-referee-{first}", f"table-referee-{second}"])
        phone.stop()

        ui = phone.start(ready=f"game-{game_id}")  # the next visit runs the second build
        ui.says(f"game-{game_id}", "Anna, Ben")
        state = worker_state(phone.page)
        assert state["page"] == second
        assert state["caches"] == [f"table-referee-{second}"] and state["controlled"]

        server.stop()  # no server at all from here on
        ui.reload(ready_id=f"game-{game_id}", timeout=OPEN_TIMEOUT)
        ui.says(f"game-{game_id}", "Anna, Ben")
        ui.tap("open-exchange")  # a PDF offline: reportlab is in the build and loads when asked
        ui.by_id("pad-loopit-a4").wait_for(timeout=60_000)
        with phone.page.expect_download(timeout=60_000) as download:
            ui.tap("pad-loopit-a4")
        pdf = tmp_path / download.value.suggested_filename
        download.value.save_as(pdf)
        assert pdf.name == "pad-loopit-a4.pdf" and pdf.read_bytes().startswith(b"%PDF")
        phone.page.go_back()
        ui.tap(f"game-{game_id}")
        ui.by_id("dogs-status").wait_for(timeout=OPEN_TIMEOUT)
        assert re.search(rf"/game/{game_id}$", phone.page.url)
        phone.stop()
    finally:
        server.stop()
