"""End-to-end harness: the app served on 127.0.0.1 in web mode, driven by Playwright in headless
Debian Chromium at phone size (412 x 915). Controls are found by their Semantics identifiers.

Without /usr/bin/chromium these tests are skipped, unless E2E_REQUIRED=1 (CI sets it): then they fail.

Parity (issue 27): a test marked `@pytest.mark.parity` runs twice, its `ui` parametrized by `where` the app
runs: "server" (`referee-app --web`, as every test) and "static" (the browser build of `pwa/build.py`, made
once per session or taken from PWA_SITE, served by a plain static server: Python runs in the page). The static
runs share one page: each starts from an empty IndexedDB and localStorage (the games; this browser's language
and theme) and a fresh load, not a new browser, and each starts from the build's memory snapshot (issue 33:
the session's first load makes it; every static run checks that its start restored it). A test marked
`parity(plain=True)` runs a third time, "plain": the static build with snapshots turned off
(`window.pwaSnapshot = false`), Python booted and the app imported as before snapshots. In the default run
only the tests marked `parity(ci=True)` run against the static build (one per family, to keep CI short);
PARITY_ALL=1 runs every marked test there (docs/testing.md).
"""

import os
import re
import signal
import socket
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import pytest
from playwright.sync_api import Page, sync_playwright

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
APP_CMD = [sys.executable, "-m", "referee_app.main", "--web", "--no-browser"]  # + --port N --data DIR
CHROMIUM = os.environ.get("E2E_CHROMIUM", "/usr/bin/chromium")
CHROME_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
VIEWPORT = {"width": 412, "height": 915}
#: How long one step (a tap's answer, a text to appear) may take. A quiet machine answers in well under a
#: second; a shared 2-core machine under load was seen to take over 10 s for a screen's first frame.
STEP_TIMEOUT = int(os.environ.get("E2E_STEP_TIMEOUT_MS", "30000"))
#: How long a page load may take: the server's answers at once; the static build starts Python in the page
#: (15-30 s on a busy machine, from the cache).
LOAD_TIMEOUT = 60_000
STATIC_LOAD_TIMEOUT = 150_000
#: Where a test marked `parity` runs the app (the `where` fixture's values); "plain" only for parity(plain=True).
WHERE = ("server", "static")
#: What the Python worker says of its start (pwa/worker.js), by kind.
STARTS = {"snapshot": "[pwa] started from a snapshot", "first": "[pwa] started from the snapshot it made",
          "plain": "[pwa] snapshots turned off by the page: a plain start"}
PARITY_ALL = os.environ.get("PARITY_ALL") == "1"
SHOTS = Path(os.environ.get("E2E_SHOTS", "/tmp/table-referee-e2e-shots"))
TIMINGS: dict = {}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_port(port: int, timeout: float = 30.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.05)
    raise TimeoutError(f"port {port} did not open in {timeout}s")


class AppServer:
    """The app as its own process group, so the whole tree can be killed."""

    def __init__(self, data_dir: Path, port: int | None = None):
        self.data_dir, self.port, self.proc = data_dir, port or free_port(), None
        self.log = data_dir / "server.log"

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}/"

    def start(self):
        env = dict(os.environ, FLET_FORCE_WEB_SERVER="true")  # never webbrowser.open()
        env.pop("DISPLAY", None)
        self.started_at = time.monotonic()
        self.proc = subprocess.Popen(
            APP_CMD + ["--port", str(self.port), "--data", str(self.data_dir)],
            stdout=open(self.log, "ab"),
            stderr=subprocess.STDOUT,
            env=env,
            cwd=getattr(self, "cwd", None),
            start_new_session=True,
        )  # own process group
        wait_port(self.port)
        TIMINGS.setdefault("port_open_s", []).append(time.monotonic() - self.started_at)
        return self

    def stop(self, timeout: float = 10.0):
        if not self.proc or self.proc.poll() is not None:
            return
        t = time.monotonic()
        os.killpg(self.proc.pid, signal.SIGTERM)
        try:
            self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()
        TIMINGS.setdefault("stop_s", []).append(time.monotonic() - t)
        # the port must be free again (flet run can leave a child holding it)
        with socket.socket() as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind(("127.0.0.1", self.port))

    def restart(self):
        self.stop()
        return self.start()


class UI:
    """Helpers over the Flutter semantics DOM."""

    def __init__(self, page: Page, base_url: str, load_timeout: int = LOAD_TIMEOUT):
        self.page, self.base_url, self.load_timeout = page, base_url, load_timeout

    # --- load / semantics -------------------------------------------------
    def enable_semantics(self, timeout=None):
        timeout = timeout or self.load_timeout
        ph = self.page.locator("flt-semantics-placeholder")
        ph.wait_for(state="attached", timeout=timeout)
        ph.dispatch_event("click")
        self.page.locator("flt-semantics-host").wait_for(state="attached", timeout=timeout)

    def open(self, path="/", ready_id="open-settings", timeout=None):
        """Full load (goto/reload): semantics are OFF again after each one."""
        timeout = timeout or self.load_timeout
        self.page.goto(self.base_url.rstrip("/") + path, timeout=timeout)
        self.enable_semantics(timeout)
        self.by_id(ready_id).wait_for(timeout=timeout)

    def reload(self, ready_id="open-settings", timeout=None):
        timeout = timeout or self.load_timeout
        self.page.reload(timeout=timeout)  # the page's "load" waits for what it fetches: Pyodide's is long
        self.enable_semantics(timeout)
        self.by_id(ready_id).wait_for(timeout=timeout)

    # --- selectors --------------------------------------------------------
    def by_id(self, identifier):
        return self.page.locator(f'flt-semantics[flt-semantics-identifier="{identifier}"]')

    def tap(self, identifier, timeout=STEP_TIMEOUT):
        """Tap a control. On screen: a real click at its centre (what a finger does). Off screen (Flutter
        scrolls its own canvas, the DOM cannot scroll to it): Flutter's tap action, a DOM click on its
        tappable semantics node."""
        node = self.by_id(identifier).first
        node.wait_for(state="attached", timeout=timeout)
        box = node.bounding_box()
        height = self.page.viewport_size["height"]
        if box and box["height"] and 0 <= box["y"] + box["height"] / 2 <= height - 80:  # above the nav bar
            # Wait until it stops moving (a dialog opening), then click where it is, whatever node of
            # Flutter's semantics tree takes the pointer there (a positioned parent, for a board block).
            node.element_handle(timeout=timeout).wait_for_element_state("stable", timeout=timeout)
            node.click(force=True, timeout=timeout)
            return
        self.page.wait_for_function(
            """(id) => { const e = document.querySelector(`flt-semantics[flt-semantics-identifier="${id}"]`);
                 if (!e) return false;
                 const target = e.hasAttribute("flt-tappable") ? e
                     : (e.querySelector("[flt-tappable]") || e.closest("[flt-tappable]"));
                 if (!target) return false;
                 target.click();
                 return true; }""",
            arg=identifier,
            timeout=timeout,
        )

    def tap_text(self, name, exact=True):
        self.page.get_by_role("button", name=name, exact=exact).click()

    def fill(self, identifier, text, tries=1, check=True):
        """Type into the text field `identifier`, replacing what it held (insert_text keeps accents, which
        keyboard.type drops here). With `check`, wait until the field shows it; with `tries` > 1, click and
        type again when it does not (the first click after a tab switch may only focus the page)."""
        from playwright.sync_api import expect

        box = self.by_id(identifier).locator("input, textarea").first
        for attempt in range(tries):
            self.focus(box)
            self.page.keyboard.press("Control+A")
            if text:
                self.page.keyboard.insert_text(text)
            else:
                self.page.keyboard.press("Backspace")
            if not check:
                return
            try:
                expect(box).to_have_value(text, **({"timeout": 3000} if tries > 1 else {}))
                return
            except AssertionError:
                if attempt == tries - 1:
                    raise

    def focus(self, box, clicks=4):
        """Click the text field `box` until it holds the keyboard focus. Under load a click may only take the
        focus from the field before (Flutter's text editing on the web): typed then, the text would go into
        that other field, and a check of this field alone would not see it (two browser tests lost a value
        that way in CI)."""
        from playwright.sync_api import expect

        for click in range(clicks):
            box.click()
            try:
                expect(box).to_be_focused(timeout=2000 if click < clicks - 1 else STEP_TIMEOUT)
                return
            except AssertionError:
                if click == clicks - 1:
                    raise

    def type_name(self, seat, name):
        # Under load the first click on a second field may only take the focus from the first (Flutter's
        # text editing on the web): type again until the field shows it.
        self.fill(f"player-name-{seat}", name, tries=3)

    def check_names(self, names):
        """Each seat holds its name: a click that only moved the focus may have sent the next name into the
        field before. A field shows its value only with the focus, so each is clicked and read, and typed
        again when it holds something else."""
        from playwright.sync_api import expect

        for seat, name in enumerate(names):
            box = self.by_id(f"player-name-{seat}").locator("input, textarea").first
            box.click()
            try:
                expect(box).to_have_value(name, timeout=2000)
            except AssertionError:
                self.type_name(seat, name)

    def new_game(self, game, names, ready, timeout=STEP_TIMEOUT) -> str:
        """Start `game` from its set-up form with these player names; wait for `ready`; the record's id."""
        self.open_game_form(game)
        self.by_id("player-name-0").wait_for()
        for seat, name in enumerate(names):
            if seat >= 2:
                self.tap("add-player")
                self.by_id(f"player-name-{seat}").wait_for()
            self.type_name(seat, name)
        self.check_names(names)
        self.start(ready, timeout)
        return self.game_id()

    def tap_until(self, identifier, appears, tries=3, wait_ms=8000):
        """Tap, then wait for `appears`; tap again while it has not (a click right after typing or a page
        load may only move Flutter's focus, seen under load). For taps whose repeat is harmless."""
        for attempt in range(tries):
            self.tap(identifier)
            try:
                self.by_id(appears).first.wait_for(timeout=wait_ms if attempt < tries - 1 else STEP_TIMEOUT)
                return
            except Exception:  # noqa: BLE001 - Playwright's TimeoutError: once more, then let it raise
                if attempt == tries - 1:
                    raise

    def tap_until_text(self, identifier, text, tries=3, wait_ms=8000):
        """`tap_until` for a tap whose answer is a text (a snack bar) rather than a control: tap, wait for
        `text`, tap again while it has not shown. For taps whose repeat is harmless (a save of the same
        board)."""
        for attempt in range(tries):
            self.tap(identifier)
            try:
                self.wait_text_contains(text, timeout=wait_ms if attempt < tries - 1 else STEP_TIMEOUT)
                return
            except Exception:  # noqa: BLE001 - Playwright's TimeoutError: once more, then let it raise
                if attempt == tries - 1:
                    raise

    def start(self, ready, timeout=STEP_TIMEOUT):
        """Tap Start and wait for `ready`. A click right after typing may only take the focus from the name
        field (Flutter's text editing on the web, seen under load): while the form is still there after a
        few seconds, Start is tapped again (the first tap, had it counted, would have left the form)."""
        deadline = time.monotonic() + timeout / 1000
        for attempt in range(3):
            self.tap("start-game")
            wait = 8000 if attempt < 2 else max(1000, int((deadline - time.monotonic()) * 1000))
            try:
                self.by_id(ready).wait_for(timeout=wait)
                return
            except Exception:  # noqa: BLE001 - Playwright's TimeoutError: look again
                if not self.by_id("start-game").count():
                    break  # the form has gone: the game is opening, slowly
        self.by_id(ready).wait_for(timeout=max(1000, int((deadline - time.monotonic()) * 1000)))

    def open_game_form(self, game):
        """Tap the game on Home; a game of the Paleo family is one tap further, in the family's list."""
        from referee_app.components.home import family_of
        from scorers.registry import find_game

        family = family_of(find_game(game))
        if family:
            self.tap(f"family-{family}")
        self.tap(f"new-{game}")

    def game_id(self) -> str:
        return re.search(r"/game/([0-9a-f]+)", self.page.url).group(1)

    def tab(self, name):
        self.page.get_by_role("tab", name=name).click()

    def text_of(self, identifier) -> str:
        return self.by_id(identifier).inner_text()

    def wait_text(self, text, timeout=STEP_TIMEOUT):
        """Text in the semantics tree (skips the aria-live duplicate of snackbars)."""
        self.page.locator("flt-semantics-host").get_by_text(text, exact=True).first.wait_for(timeout=timeout)

    def says(self, identifier, text, timeout=STEP_TIMEOUT):
        """Wait until the node's text or accessible names (Flutter puts many in aria-label) contain `text`."""
        self.page.wait_for_function(
            """([id, text]) => { const e = document.querySelector(`flt-semantics[flt-semantics-identifier="${id}"]`);
                 if (!e) return false;
                 const parts = [e.textContent, e.getAttribute("aria-label") || ""];
                 e.querySelectorAll("[aria-label]").forEach(x => parts.push(x.getAttribute("aria-label")));
                 return parts.join(" ").includes(text); }""",
            arg=[identifier, text],
            timeout=timeout,
        )

    def wait_text_contains(self, text, timeout=STEP_TIMEOUT):
        """Wait until some text or accessible name on the page contains `text` (snack bars included)."""
        self.page.wait_for_function(
            """(text) => { const host = document.querySelector("flt-semantics-host");
                 if (!host) return false;
                 if (host.textContent.includes(text)) return true;
                 return [...host.querySelectorAll("[aria-label]")]
                     .some(x => x.getAttribute("aria-label").includes(text)); }""",
            arg=text,
            timeout=timeout,
        )

    def wait_id_text(self, identifier, text, timeout=STEP_TIMEOUT):
        from playwright.sync_api import expect

        expect(self.by_id(identifier)).to_have_text(text, timeout=timeout)

    def screenshot(self, name):
        SHOTS.mkdir(exist_ok=True)
        path = SHOTS / f"{re.sub(r'[^A-Za-z0-9_.-]', '_', name)}.png"
        self.page.wait_for_timeout(500)  # the semantics DOM is ready a frame or two before the canvas shows it
        self.page.screenshot(path=str(path))
        return path

    # --- timing -----------------------------------------------------------
    def time_tap_to_text(self, identifier, watch_id, expected, timeout=STEP_TIMEOUT) -> float:
        """ms from a DOM click on `identifier` until `watch_id`'s semantics text == expected.

        Both timestamps are performance.now() inside the page: the click is dispatched from JS
        (an element.click() on the tappable flt-semantics node = Flutter 'tap' action), then a
        requestAnimationFrame poller (wait_for_function polling='raf') reads the semantics DOM.
        """
        self.page.evaluate(
            """([id]) => { window.__t0 = performance.now();
                 document.querySelector(`flt-semantics[flt-semantics-identifier="${id}"]`).click(); }""",
            [identifier],
        )
        handle = self.page.wait_for_function(
            """([wid, exp]) => { const e = document.querySelector(`flt-semantics[flt-semantics-identifier="${wid}"]`);
                 return e && e.textContent.trim() === exp ? performance.now() - window.__t0 : false; }""",
            arg=[watch_id, expected],
            polling="raf",
            timeout=timeout,
        )
        return handle.json_value()


# ---------------------------------------------------------------- fixtures
@pytest.fixture(scope="session")
def playwright():
    """The one Playwright of the session: its sync API runs an event loop, and a second one started by a
    test inside it fails ("using Playwright Sync API inside the asyncio loop")."""
    if not Path(CHROMIUM).exists():
        if os.environ.get("E2E_REQUIRED") == "1":
            pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium package")
        pytest.skip(f"{CHROMIUM} is missing: end-to-end tests need Debian's chromium package")
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright):
    t = time.monotonic()
    b = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROME_ARGS)
    TIMINGS["browser_launch_s"] = [time.monotonic() - t]
    yield b
    b.close()


@pytest.fixture
def server(tmp_path):
    srv = AppServer(tmp_path / "data")
    srv.cwd = Path(__file__).resolve().parents[2]
    srv.data_dir.mkdir()
    srv.start()
    yield srv
    srv.stop()


@contextmanager
def seeded_page(browser, data: Path, seed, viewport: dict):
    """A server of its own on the store folder `data`, filled by `seed(store file)` before it is read, and one
    page of `viewport` on it: (ui, what `seed` returned). Both are closed on leaving."""
    data.mkdir()
    server = AppServer(data)
    server.cwd = ROOT
    server.start()
    seeded = seed(data / "games.sqlite3")
    ctx = browser.new_context(viewport=viewport)
    ctx.route(re.compile(r"^https?://(?!127\.0\.0\.1[:/])"), lambda route: route.abort())
    page = ctx.new_page()
    page.set_default_timeout(STEP_TIMEOUT)
    ui = UI(page, server.url)
    try:
        ui.open("/")
        yield ui, seeded
    finally:
        ctx.close()
        server.stop()


def phone_context(browser):
    ctx = browser.new_context(viewport=VIEWPORT)
    # the only off-host request is rive_native.js from a CDN (unused): fail it fast, no DNS
    ctx.route(re.compile(r"^https?://(?!127\.0\.0\.1[:/])"), lambda route: route.abort())
    return ctx


@pytest.fixture
def where(request) -> str:
    """Where the app runs: "server" unless the test is marked `parity` (then both, see the module's brief)."""
    return getattr(request, "param", "server")


@pytest.fixture
def ui(request, browser, where):
    if where in ("static", "plain"):
        yield request.getfixturevalue(f"{where}_app").fresh()
        return
    server = request.getfixturevalue("server")
    ctx = phone_context(browser)
    page = ctx.new_page()
    page.set_default_timeout(STEP_TIMEOUT)
    u = UI(page, server.url)
    u.open("/")
    TIMINGS.setdefault("cold_start_s", []).append(time.monotonic() - server.started_at)
    yield u
    ctx.close()


@pytest.fixture(scope="session")
def pwa_site(tmp_path_factory) -> Path:
    """The browser build: made once per session in a temporary folder (about a minute), or PWA_SITE (a
    folder made by `python -m pwa.build`) to iterate faster."""
    if not Path(CHROMIUM).exists():
        if os.environ.get("E2E_REQUIRED") == "1":
            pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium package")
        pytest.skip(f"{CHROMIUM} is missing: end-to-end tests need Debian's chromium package")
    if os.environ.get("PWA_SITE"):
        return Path(os.environ["PWA_SITE"])
    if str(ROOT) not in sys.path:  # `pwa` is a folder of the checkout, not an installed package
        sys.path.insert(0, str(ROOT))
    from pwa.build import build

    site = tmp_path_factory.mktemp("pwa") / "site"
    t = time.monotonic()
    build(site)
    TIMINGS["static_build_s"] = [time.monotonic() - t]
    return site


def start_kind(lines: list[str]) -> str | None:
    """The kind of start (STARTS) the Python worker's console `lines` tell, None if none yet."""
    return next((kind for line in reversed(lines) for kind, said in STARTS.items() if line.startswith(said)), None)


class StaticApp:
    """The browser build served by a plain static server, in one page kept for the session; with `plain`,
    snapshots turned off (the page asks the worker, pwa/prestart.js)."""

    def __init__(self, browser, site: Path, plain: bool = False) -> None:
        if str(ROOT) not in sys.path:
            sys.path.insert(0, str(ROOT))
        from pwa.bench import StaticServer

        self.server = StaticServer(site)
        self.context = phone_context(browser)
        self.plain = plain
        if plain:
            self.context.add_init_script("window.pwaSnapshot = false;")
        self.page = self.context.new_page()
        self.page.set_default_timeout(STEP_TIMEOUT)
        self.page.set_default_navigation_timeout(STATIC_LOAD_TIMEOUT)
        self.console: list[str] = []
        self.page.on("worker", lambda worker: worker.on("console", lambda m: self.console.append(m.text)))
        self.cdp = self.context.new_cdp_session(self.page)
        self.cached = False

    def fresh(self) -> UI:
        """The app as a visit after the first finds it (the build cached, its snapshot made): no game, no
        setting. The page leaves the app first (its Python worker ends with it, so no copy to IndexedDB comes
        after the wipe), IndexedDB and localStorage are wiped (the app keeps this browser's language and theme
        in localStorage: a test that chose French left the next one in French), and the app loads again from
        the cache. The first time, the service worker is waited for (before it controls the page, a deep link,
        `/new/pitchanque`, asks the static server, which has no such file: a 404), and the app loaded once
        more: the first start of a build makes the snapshot that the test's start restores (each start's kind
        is checked)."""
        for page in self.context.pages:
            if page is not self.page:
                page.close()
        u = UI(self.page, self.server.url, load_timeout=STATIC_LOAD_TIMEOUT)
        for _ in range(1 if self.cached else 2):
            self.page.goto("about:blank")
            self.cdp.send("Storage.clearDataForOrigin", {"origin": self.server.url.rstrip("/"),
                                                         "storageTypes": "indexeddb,local_storage"})
            seen = len(self.console)
            t = time.monotonic()
            u.open("/")
            TIMINGS.setdefault("static_start_s", []).append(time.monotonic() - t)
            if not self.cached:
                self.page.wait_for_function("navigator.serviceWorker.controller !== null",
                                            timeout=STATIC_LOAD_TIMEOUT)
                self.cached = True
        for _ in range(50):  # the worker's console lines come as events, between Playwright's calls
            kind = start_kind(self.console[seen:])
            if kind:
                break
            self.page.wait_for_timeout(100)
        expected = "plain" if self.plain else "snapshot"
        assert kind == expected, f"a {expected} start expected, the worker said: {self.console[seen:][-12:]}"
        return u

    def close(self) -> None:
        self.context.close()
        self.server.stop()


@pytest.fixture(scope="session")
def static_app(browser, pwa_site):
    """One page for every static run of the session (a first visit and the service worker's install once:
    10-40 s saved per test module); each test starts it afresh (`StaticApp.fresh`), from the snapshot."""
    app = StaticApp(browser, pwa_site)
    yield app
    app.close()


@pytest.fixture(scope="session")
def plain_app(browser, pwa_site):
    """The same for the plain runs: snapshots turned off."""
    app = StaticApp(browser, pwa_site, plain=True)
    yield app
    app.close()


def pytest_configure(config):
    config.addinivalue_line("markers", "parity(ci=False, plain=False): run the test against the static build as well "
                                       "as the server (against the static build in the default run only with "
                                       "ci=True); with plain=True, against the static build without snapshots too")


def pytest_generate_tests(metafunc):
    marker = metafunc.definition.get_closest_marker("parity")
    if marker and "where" in metafunc.fixturenames:
        metafunc.parametrize("where", WHERE + (("plain",) if marker.kwargs.get("plain") else ()), indirect=True)


def static_in_this_run(item) -> bool:
    marker = item.get_closest_marker("parity")
    return PARITY_ALL or bool(marker and marker.kwargs.get("ci"))


def pytest_collection_modifyitems(config, items):
    """The static runs of `parity` tests not marked ci=True, left out of the default run (PARITY_ALL=1 keeps
    them)."""
    left = [item for item in items if getattr(item, "callspec", None)
            and item.callspec.params.get("where") in ("static", "plain") and not static_in_this_run(item)]
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = [item for item in items if item not in left]


def pytest_terminal_summary(terminalreporter):
    if TIMINGS:
        terminalreporter.write_sep("-", "e2e timings")
        for k, v in TIMINGS.items():
            if isinstance(v, list) and v and isinstance(v[0], float):
                terminalreporter.write_line(f"{k}: " + ", ".join(f"{x:.2f}" for x in v))
            else:
                terminalreporter.write_line(f"{k}: {v}")


# ---------------------------------------------------------------- tap counts (issue 17)
class Counted:
    """The `UI` helper with every user gesture counted, the measure of issue 17 ("entering a real game takes
    fewer taps than writing it on paper"). A tap is what a finger does on the glass: a button, a chip, a
    board square, a tab. Typing a value counts two: the tap into the field and the typed group of keys
    (one number or one name, what a pencil writes as one mark). Typing into a field that already holds the
    keyboard focus (the app kept it there after the last entry) is one gesture: the typed group with its
    Enter, as a pencil writes the next number without picking anything up; a first tap into the field, when
    it does not hold the focus, is one more (`type_entry`). The test's own waiting and retrying (a field
    typed again under load) is not the user's and is not counted. Anything not counted here is delegated
    to `UI` as it is."""

    def __init__(self, ui: UI) -> None:
        self.ui, self.taps = ui, 0

    def tap(self, identifier: str, **kwargs) -> None:
        self.taps += 1
        self.ui.tap(identifier, **kwargs)

    def tab(self, name: str) -> None:
        self.taps += 1
        self.ui.tab(name)

    def fill(self, identifier: str, text: str, **kwargs) -> None:
        self.taps += 2
        self.ui.fill(identifier, text, **kwargs)

    def type_entry(self, identifier: str, text: str) -> None:
        """Type `text` into the field `identifier` and press Enter: one gesture when the field already holds
        the keyboard focus, two when it must be tapped first (that tap is made and counted here)."""
        box = self.ui.by_id(identifier).locator("input, textarea").first
        box.wait_for(state="attached")
        if not box.evaluate("e => e === document.activeElement"):
            self.taps += 1
            self.ui.focus(box)
        self.taps += 1
        self.ui.page.keyboard.insert_text(text)
        self.ui.page.keyboard.press("Enter")

    def new_game(self, game: str, names: list[str], ready: str, **kwargs) -> str:
        """`UI.new_game`, counted as a user makes it: the game on Home (and its family first), each name
        typed (a seat added from the third on), Start."""
        from referee_app.components.home import family_of
        from scorers.registry import find_game

        self.taps += (2 if family_of(find_game(game)) else 1) + 2 * len(names) + max(0, len(names) - 2) + 1
        return self.ui.new_game(game, names, ready, **kwargs)

    def __getattr__(self, name: str):
        return getattr(self.ui, name)


def phone_page(browser, server, locale: str, viewport: dict | None = None):
    """A browser context of its own (a locale and a phone's viewport, every host but this machine refused) with
    the app opened on Home: (context, UI). The caller closes the context."""
    ctx = browser.new_context(viewport=viewport or VIEWPORT, locale=locale)
    ctx.route(re.compile(r"^https?://(?!127\.0\.0\.1[:/])"), lambda route: route.abort())
    page = ctx.new_page()
    page.set_default_timeout(STEP_TIMEOUT)
    ui = UI(page, server.url)
    ui.open("/")
    return ctx, ui
