"""The browser build (pwa/build.py): a static site served by a plain static server, no Python server.

One browser profile (a user data folder) lives through the whole scenario, as on a phone: a game made
in the app survives a reload and a browser restart (IndexedDB); a new build put online is used from the
next visit, never mixed with the old one; and with the server stopped the app still opens, from the
service worker's cache, with the game in it, and prints a PDF.

The build takes about a minute (wheels come from pip's cache or PyPI); it is made once per session in
a temporary folder, or taken from PWA_SITE (a folder made by `python -m pwa.build`) to iterate faster
(the `pwa_site` fixture of conftest.py, shared with the parity runs).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sys
from pathlib import Path

from conftest import CHROME_ARGS, CHROMIUM, UI, VIEWPORT

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # `pwa` is a folder of the checkout, not an installed package
    sys.path.insert(0, str(ROOT))

OPEN_TIMEOUT = 150_000  # a first start under Pyodide takes 15-30 s on a busy machine: wait, never sleep


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


def shows(page, identifier: str) -> str:
    """What a control shows: its text and accessible names (as `UI.says` reads them)."""
    return page.evaluate("""(id) => {
        const e = document.querySelector(`flt-semantics[flt-semantics-identifier="${id}"]`);
        const parts = [e.textContent, e.getAttribute("aria-label") || ""];
        e.querySelectorAll("[aria-label]").forEach(x => parts.push(x.getAttribute("aria-label")));
        return parts.join(" "); }""", identifier)


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
        #: What the page asked of the network itself (not answered by the service worker), or could not
        #: get: a start from the cache must ask nothing, or a slow network slows it and no network breaks it.
        self.off_cache: list[str] = []

    def start(self, path: str = "/", ready: str = "new-hundsgemein", before=None) -> UI:
        """The browser started on the profile and the app opened at `path`; `before(page)`, if given, runs first,
        while no page of the app has been open in this browser (a page of the origin that is not the app)."""
        self.context = self.playwright.chromium.launch_persistent_context(
            str(self.user_dir), executable_path=CHROMIUM, headless=True, args=CHROME_ARGS, viewport=VIEWPORT)
        self.context.on("console", lambda message: self.console.append(message.text))
        self.page = self.context.pages[0] if self.context.pages else self.context.new_page()
        self.page.on("worker", lambda worker: worker.on("console", lambda m: self.console.append(m.text)))
        self.context.on("response", self._response)
        self.context.on("requestfailed", self._failed)
        self.page.set_default_timeout(15_000)
        # The page's "load" waits for Flutter's client and CanvasKit, loaded at once now that nothing waits
        # for the service worker's registration first: seconds more on a loaded machine.
        self.page.set_default_navigation_timeout(OPEN_TIMEOUT)
        self.ui = UI(self.page, self.url)
        if before is not None:
            self.page.goto(self.url + "manifest.json")
            before(self.page)
        self.ui.open(path, ready_id=ready, timeout=OPEN_TIMEOUT)
        return self.ui

    def stop(self) -> None:
        self.context.close()

    @staticmethod
    def _the_pages(request) -> bool:
        """A request of the page or its workers, not of the service worker (which fills its cache from the
        network), nor the browser's check for a new build (the worker's own script, in the background)."""
        return (request.service_worker is None and not request.url.startswith(("data:", "blob:"))
                and "/flutter_service_worker.js" not in request.url)

    def _response(self, response) -> None:
        if self._the_pages(response.request) and not response.from_service_worker:
            self.off_cache.append(f"{response.url}: HTTP {response.status} from the network")

    def _failed(self, request) -> None:
        if self._the_pages(request):
            self.off_cache.append(f"{request.url}: {request.failure}")

    def copies(self) -> int:
        return sum("[pwa] copied to IndexedDB" in line for line in self.console)

    def wait_copied(self, before: int, what: str) -> None:
        """Until a copy to IndexedDB ended after `before` copies, and no other follows within a second (a
        change made during a copy is copied by the next one)."""
        self.wait_until(lambda: self.copies() > before, what)
        while True:
            seen = self.copies()
            self.page.wait_for_timeout(1000)
            if self.copies() == seen:
                return

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
        phone.off_cache.clear()
        ui = phone.start(ready=f"game-{game_id}")  # the browser restarted on the same profile
        ui.says(f"game-{game_id}", "Anna, Ben")
        # This visit still runs the first build, whole; the second one is cached beside it.
        # (a predicate returning a promise is truthy at once for wait_for_function: poll the state instead)
        state = wait_for_state(phone, lambda s: s["waiting"] and f"table-referee-{second}" in s["caches"],
                               "the new build installed beside the running one")
        assert state["page"] == first  # index.html (which names every other file's version) is the first
        assert state["caches"] == sorted([f"table-referee-{first}", f"table-referee-{second}"])
        # Everything this start (its first screen, fonts and the home list included) came from the cache;
        # only the service worker itself went to the network, in the background, for the new build.
        assert phone.off_cache == [], "\n".join(phone.off_cache)
        phone.stop()

        ui = phone.start(ready=f"game-{game_id}")  # the next visit runs the second build
        ui.says(f"game-{game_id}", "Anna, Ben")
        state = worker_state(phone.page)
        assert state["page"] == second
        assert state["caches"] == [f"table-referee-{second}"] and state["controlled"]

        server.stop()  # no server at all from here on
        phone.off_cache.clear()
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
        # The start with no server, and the PDF, asked nothing of the network (nothing failed).
        assert phone.off_cache == [], "\n".join(phone.off_cache)
        phone.stop()
    finally:
        server.stop()


def test_every_family_saves_prints_backs_up_and_restores_offline(pwa_site, tmp_path, playwright):
    """One game per family made in the browser build (Hundsgemein is above): each survives a reload; a score
    sheet downloads as a PDF and its message names the file, never a path; a backup is downloaded, the
    browser's storage wiped and the backup restored: every game is back, and still there when the browser
    starts again with the server stopped."""
    from playwright.sync_api import expect
    from test_loopit_e2e import SHEET_TURNS, Hand
    from test_posters_e2e import move, stick
    from test_posters_e2e import new_game as posters_game
    from test_track_e2e import place

    from pwa.bench import StaticServer

    server = StaticServer(pwa_site)
    phone = Phone(playwright, tmp_path / "browser", server.url)
    shown: dict[str, tuple[str | None, str, str]] = {}  # game id: (its tab, a control, what it shows)

    def made(control: str, text: str, tab: str | None = None) -> None:
        shown[ui.game_id()] = (tab, control, text)
        phone.page.go_back()  # back to the list of games, without loading the page again
        ui.by_id("new-hundsgemein").wait_for()

    def new_game(game: str, names: list[str], ready: str) -> None:
        """`UI.new_game`, with each name typed again when the field missed it (the first click after a
        screen change may only focus the page, more often with Python in the page on a loaded machine)."""
        ui.open_game_form(game)  # a Paleo-family game is one tap further, in the family's list
        ui.by_id("player-name-0").wait_for(timeout=60_000)
        for seat, name in enumerate(names):
            ui.fill(f"player-name-{seat}", name, tries=3)
        ui.tap("start-game")
        ui.by_id(ready).wait_for(timeout=60_000)

    def open_game(game_id: str) -> None:
        """Tap a saved game in the list, below every game's tile: scrolled to as a thumb would (Flutter
        builds the semantics of what is on screen, and near it, only)."""
        ui.by_id("open-settings").wait_for()
        for _ in range(30):
            if ui.by_id(f"game-{game_id}").count():
                break
            phone.page.mouse.move(200, 600)
            phone.page.mouse.wheel(0, 600)
            phone.page.wait_for_timeout(300)
        ui.tap(f"game-{game_id}")

    def every_game_is_there() -> None:
        for game_id, (tab, control, text) in shown.items():
            open_game(game_id)
            if tab:
                phone.page.get_by_role("tab", name=tab).wait_for(timeout=60_000)
                ui.tab(tab)
            ui.says(control, text, timeout=60_000)
            phone.page.go_back()

    try:
        ui = phone.start()
        new_game("loopit", ["Anna", "Ben"], "next-player")
        ui.tap("enter-turn")
        hand = Hand(ui)
        hand.lay("f6", "NESW7")
        for at, tile in SHEET_TURNS[0]:
            hand.lay(at, tile)
        ui.tap("end-turn")
        ui.says("pad-total-0", "33")
        made("pad-total-0", "33")

        new_game("numeri", ["Anna", "Ben"], "cell-info")
        place(ui, 1, "a-2", "Anna's token 2", "Anna's token 3")
        # Anna's 1 on the 25 (the reconstructed board of issue 16: 37 cells)
        place(ui, 36, "a-1", "Anna's token 1", "Anna's token 3")
        ui.tab("Score")
        ui.says("total-Anna", "-41")  # 1 x 25 + 2 x -3 (the Départ) - 5 x (3 + 4 + 5) not placed
        made("total-Anna", "-41", tab="Score")

        posters_game(ui, [["Zoé"], ["Łukasz"]])
        dealt = int(re.search(r"Zoé: (\d+) poster", shows(phone.page, "po-side-a"))[1])
        move(ui, 4)
        stick(ui, "A1")
        ui.says("po-side-a", f"Zoé: {dealt - 1} poster")
        made("po-side-a", f"Zoé: {dealt - 1} poster")

        new_game("paleo", ["Alice", "Bruno"], "pa-door-0")
        ui.tap("pa-door-0")
        ui.says("pa-points-0", "2")
        ui.tap("pa-capture-1")
        ui.says("pa-points-1", "1")
        ui.tab("Sheet")  # its score sheet, printed in the browser: reportlab loads now
        with phone.page.expect_download(timeout=90_000) as download:
            ui.tap("result-pdf")
        pdf = tmp_path / download.value.suggested_filename
        download.value.save_as(pdf)
        assert pdf.read_bytes().startswith(b"%PDF")
        ui.wait_text_contains(f"Saved {pdf.name} to your downloads")
        assert "/persist" not in phone.page.locator("flt-semantics-host").inner_text()
        ui.tab("Rounds")
        made("pa-points-0", "2")

        new_game("pitchanque", ["Chloé", "Łukasz"], "pq-near-a")
        for control in ("pq-near-a", "pq-near-b", "pq-out-a", "pq-near-b", "pq-near-a", "pq-near-b"):
            ui.tap(control)
        before = phone.copies()
        ui.tap("pq-log")
        ui.says("pg-score-0", "1")
        made("pg-score-0", "1")

        phone.wait_copied(before, "the last change copied to IndexedDB")
        ui.reload(ready_id="new-hundsgemein", timeout=OPEN_TIMEOUT)
        every_game_is_there()

        ui.tap("open-exchange")
        with phone.page.expect_download(timeout=60_000) as download:
            ui.tap("backup")
        backup = tmp_path / download.value.suggested_filename
        download.value.save_as(backup)
        ui.wait_text_contains(f"Saved {backup.name} to your downloads")
        phone.page.go_back()
        # The browser's storage wiped (as "clear site data" does), the cached build kept: no game any more.
        cdp = phone.context.new_cdp_session(phone.page)
        cdp.send("Storage.clearDataForOrigin", {"origin": server.url.rstrip("/"), "storageTypes": "indexeddb"})
        ui.reload(ready_id="new-hundsgemein", timeout=OPEN_TIMEOUT)
        expect(phone.page.locator('flt-semantics[flt-semantics-identifier^="game-"]')).to_have_count(0)
        ui.tap("open-exchange")
        before = phone.copies()
        with phone.page.expect_file_chooser() as chooser:
            ui.tap("restore")
        chooser.value.set_files(str(backup))
        ui.wait_text_contains("Backup restored.")
        phone.wait_copied(before, "the copy of the restored games to IndexedDB")
        phone.stop()

        server.stop()  # offline: the browser starts again with no server at all
        ui = phone.start()
        every_game_is_there()
        phone.stop()
    finally:
        server.stop()


def test_a_save_the_browser_refuses_is_said_tried_again_and_a_backup_suggested(pwa_site, tmp_path, playwright):
    """Issue 25, item 8: the browser build failed to save in silence. A storage the browser may clear (headless
    Chromium grants no persistent storage) is said on Home in words, with a backup to download, until the
    user answers; a copy to IndexedDB the browser refuses (its storage full: a quota set through the
    DevTools protocol) is said on the game's screen, tried again on a timer, and taken once there is room
    (the user's "Try again", or the next timer), after which the banner goes and the game survives a reload.
    While the storage is full, a file the offline cache has not got is still given to the page."""
    from playwright.sync_api import expect

    from pwa.bench import StaticServer

    server = StaticServer(pwa_site)
    origin = server.url.rstrip("/")
    phone = Phone(playwright, tmp_path / "browser", server.url)
    refused = lambda: sum("[pwa] copy to IndexedDB refused" in line for line in phone.console)  # noqa: E731
    try:
        ui = phone.start()
        ui.by_id("keep-unkept").wait_for(timeout=60_000)
        assert "This browser may clear its storage" in shows(phone.page, "keep-unkept")
        ui.by_id("keep-backup").wait_for()
        before = phone.copies()
        ui.tap("keep-later")
        expect(ui.by_id("keep-unkept")).to_have_count(0)
        phone.wait_copied(before, "the answer copied to IndexedDB")
        wait_for_state(phone, lambda state: state["controlled"], "the service worker in charge of the page")

        # The storage full: a quota of 1 byte, set in a browser started again, before the app opens. Not in the
        # browser that just wrote: Chromium's IndexedDB lets a write through without asking the quota while the
        # origin's allotment of its last check lasts (up to 30 s, BucketContext::kBucketSpaceCacheTimeLimit), so
        # a start from a snapshot, whose game is saved seconds after the reload, wrote past a quota set between.
        phone.stop()
        cdp = None

        def storage_full(page) -> None:
            nonlocal cdp
            cdp = phone.context.new_cdp_session(page)
            cdp.send("Storage.overrideQuotaForOrigin", {"origin": origin, "quotaSize": 1})

        ui = phone.start(before=storage_full)
        game_id = ui.new_game("hundsgemein", ["Anna", "Ben"], "dogs-status")
        ui.by_id("keep-not-saved").wait_for(timeout=60_000)
        assert "Not saved in this browser: its storage is full" in shows(phone.page, "keep-not-saved")
        # A file of the build the cache has not got (one fetched only when used), asked for while the storage
        # is full: the service worker fetches and checks it, the cache refuses it, and the page still gets it
        # (it got a 503 "Reload when online": a CI run's reload drew nothing for 150 s after the quota).
        assert worker_state(phone.page)["controlled"]
        lazy = phone.page.evaluate("""async () => { const r = await fetch("assets/NOTICES");
            return [r.status, (await r.arrayBuffer()).byteLength]; }""")
        assert lazy[0] == 200 and lazy[1] == (pwa_site / "assets" / "NOTICES").stat().st_size, lazy
        assert any("[pwa] assets/NOTICES not cached (QuotaExceededError)" in line for line in phone.console)
        phone.page.wait_for_timeout(2000)  # the game's changes all made: what follows is the timer's
        tries = refused()
        phone.wait_until(lambda: refused() > tries, "a refused copy tried again with no other change", 60_000)

        cdp.send("Storage.overrideQuotaForOrigin", {"origin": origin})  # room again (the default quota)
        before = phone.copies()
        ui.tap("keep-retry")
        expect(ui.by_id("keep-not-saved")).to_have_count(0, timeout=60_000)
        phone.wait_copied(before, "the game copied to IndexedDB once there is room")
        ui.reload(ready_id="dogs-status", timeout=OPEN_TIMEOUT)  # the game was kept
        assert re.search(rf"/game/{game_id}$", phone.page.url)
        phone.page.go_back()
        ui.by_id("new-hundsgemein").wait_for(timeout=60_000)
        expect(ui.by_id("keep-unkept")).to_have_count(0)  # answered once: not said again
        phone.stop()
    finally:
        server.stop()


#: The snapshot file of this build in the origin's private file system (pwa/snapshot.js), damaged in the page:
#: "stale" gives it another build's version (same length, in its header), "truncated" cuts its end off.
DAMAGE = """async ([version, how]) => {
    const dir = await navigator.storage.getDirectory();
    const file = await dir.getFileHandle(`python-snapshot-${version}.bin`);
    const bytes = new Uint8Array(await (await file.getFile()).arrayBuffer());
    // The worker of the page just left may hold the file a moment more (its end is asynchronous; a CI-like run
    // found it held twice in a row): waited for, up to 30 s, as another tab's start waits (pwa/snapshot.js: lock).
    let stream;
    for (let waited = 0; !stream; waited += 250) {
        try {
            stream = await file.createWritable({ keepExistingData: true });
        } catch (error) {
            if (error.name !== "NoModificationAllowedError" || waited >= 30000) throw error;
            await new Promise((resolve) => setTimeout(resolve, 250));
        }
    }
    if (how === "truncated") {
        await stream.truncate(bytes.length - 4096);
    } else {
        const head = new TextDecoder().decode(bytes.subarray(0, 4096));
        const at = head.indexOf(`"version":"${version}"`) + 11;
        const other = [...version].map((c) => (c === "0" ? "1" : "0")).join("");
        await stream.write({ type: "write", position: at, data: new TextEncoder().encode(other) });
    }
    await stream.close();
    return bytes.length;
}"""


def test_a_stale_or_truncated_snapshot_gives_a_plain_start_and_is_replaced(pwa_site, tmp_path, playwright):
    """Issue 33: the first start of a build makes its memory snapshot and the next ones restore it. A snapshot
    of another build (stale) or cut short (truncated) is never used: the start says so once, boots Python as
    without a snapshot, with the saved game there, and replaces the file, which the next start restores."""
    from conftest import start_kind

    from pwa.bench import StaticServer

    version = json.loads((pwa_site / "pwa-build.json").read_text())["version"]
    server = StaticServer(pwa_site)
    phone = Phone(playwright, tmp_path / "browser", server.url)
    kept = lambda: sum("[pwa] snapshot kept for the next start" in line for line in phone.console)  # noqa: E731

    def started(kind: str, since: int) -> None:
        phone.wait_until(lambda: start_kind(phone.console[since:]) is not None, "the worker saying how it started")
        assert start_kind(phone.console[since:]) == kind, phone.console[since:]

    try:
        seen = len(phone.console)
        ui = phone.start()
        started("first", seen)  # booted, made the snapshot, restored it
        phone.wait_until(lambda: kept() > 0, "the snapshot written")
        before = phone.copies()
        game_id = ui.new_game("hundsgemein", ["Anna", "Ben"], "dogs-status")
        phone.wait_copied(before, "the new game copied to IndexedDB")
        seen = len(phone.console)
        ui.reload(ready_id="dogs-status", timeout=OPEN_TIMEOUT)
        started("snapshot", seen)
        for how, why in (("stale", f", this start has {version})"), ("truncated", "(truncated: ")):
            phone.page.goto(server.url + "manifest.json")  # the app left: its worker ends, the file is free
            try:
                damaged = phone.page.evaluate(DAMAGE, [version, how])
                seen, written = len(phone.console), kept()
                ui.open(f"/game/{game_id}", ready_id="dogs-status", timeout=OPEN_TIMEOUT)  # the saved game is there
            except Exception as error:  # noqa: BLE001 - still held after 30 s: said, and damaged in a new browser
                if "NoModificationAllowedError" not in str(error):
                    raise
                print(f"[test] the snapshot file still held 30 s after the page left ({how}); the console's last "
                      f"lines: {phone.console[-30:]}")
                phone.stop()
                seen, written, found = len(phone.console), kept(), []
                ui = phone.start(f"/game/{game_id}", ready="dogs-status",
                                 before=lambda page: found.append(page.evaluate(DAMAGE, [version, how])))
                damaged = found[0]
            assert damaged > 10_000_000
            started("first", seen)  # a plain boot that made a new snapshot and restored it
            refused = [line for line in phone.console[seen:] if line.startswith("[pwa] snapshot not used")]
            # said once, with why (the page's and the worker's listeners both hear each line of the worker)
            assert len(set(refused)) == 1 and why in refused[0], phone.console[seen:]
            phone.wait_until(lambda: kept() > written, "the snapshot replaced")
            seen = len(phone.console)
            ui.reload(ready_id="dogs-status", timeout=OPEN_TIMEOUT)
            started("snapshot", seen)  # the new one restores
        phone.stop()
    finally:
        server.stop()
