"""The app in the browser: Python in Pyodide (the static build of `pwa/build.py`), games in IndexedDB.

Pyodide's file system lives in memory and is gone at reload. The data folder is therefore Emscripten's
IDBFS, a copy of a folder kept in the page's IndexedDB:
- at start, before the store opens, the folder is filled from IndexedDB (`FS.syncfs(true)`);
- after each committed write of the store, the folder is copied back (`FS.syncfs(false)`), one copy at
  a time: a write during a copy asks for one more copy when it ends. IDBFS writes a copy in one
  IndexedDB transaction, so what IndexedDB holds is an earlier copy or the new one, never half of one.
- the database uses a rollback journal here, not WAL: between two Python statements the data is in one
  file with no journal beside it, so any copy is a committed state. With WAL a copy could pair a new
  `-wal` with an older main file (the copy's list of changed files is taken before it reads them).
A write's copy that has not ended when the tab is killed is lost (the game is as it was one change
earlier). The page asks for persistent storage (pwa/boot.js: `navigator.storage.persist` is not
offered to workers) so that the browser does not evict the games when space runs short.
A copy the browser refuses (its storage full) is not left to the console: it is tried again (on a timer,
at the next commit, at the next screen), and the app says it in a banner, as it says that the storage is
not persistent and, now and then, that a backup file is worth downloading (`referee_app/store/safekeeping.py`).

The store calls nothing of this module: the copy is one of its `on_commit` hooks, called after every
write transaction that committed and after a restore (`keep_in_indexeddb`).
"""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Awaitable, Callable
from typing import Any

from referee_app.store.safekeeping import Copier, Safekeeping

MOUNT = "/persist"  # the IndexedDB-backed folder
DATA_DIR = f"{MOUNT}/table-referee"


def _console(text: str) -> None:
    try:
        import js
    except ImportError:  # not in a browser
        return
    js.console.log(text)


def mark(name: str) -> None:
    """A timing mark on the browser console (read by pwa/bench.py), in ms since the epoch like the page's."""
    try:
        import js
    except ImportError:  # not in a browser: nothing to mark
        return
    js.console.log(f"[pwa-mark] {name} {int(js.Date.now())}")


class LazyArchive:
    """A `sys.meta_path` finder: the first import of one of `packages` fetches the archive that holds them
    (pwa/build.py's `split_lazy`: reportlab and what only a PDF needs), unpacks it into `root` and lets
    the regular finders find them. Until then they are not unpacked at all, which shortens every start."""

    def __init__(self, packages: list[str], fetch: Callable[[], bytes], root: str) -> None:
        self.packages = set(packages)
        self._fetch = fetch
        self.root = root

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> None:
        if name.partition(".")[0] in self.packages:
            self.unpack()
        return None  # the path finders find it, now unpacked

    def unpack(self) -> None:
        import importlib
        import io
        import sys
        import tarfile

        sys.meta_path.remove(self)  # once: a failure leaves the import to fail as a missing module
        started = time.perf_counter()
        with tarfile.open(fileobj=io.BytesIO(self._fetch()), mode="r:gz") as archive:
            archive.extractall(self.root, filter="data")
        importlib.invalidate_caches()  # the path finders cached the folders' listings without these
        _console(f"[pwa] unpacked {sorted(self.packages)} in {(time.perf_counter() - started) * 1000:.0f} ms")


def fetch_here(url: str) -> bytes:
    """GET `url` (relative to the Python worker's script) and wait for it: a synchronous request, which a
    worker may make, since an import cannot await. The service worker answers it from its cache."""
    import js

    request = js.XMLHttpRequest.new()
    request.open("GET", url, False)
    request.responseType = "arraybuffer"
    request.send(None)
    if request.status != 200:
        raise OSError(f"{url}: HTTP {request.status}")
    return request.response.to_bytes()


def install_lazy_archive(root: str = ".") -> None:
    """The finder of `LazyArchive`, if the build split an archive off (pwa/build.py's LAZY_MANIFEST)."""
    import json
    import sys

    manifest = os.path.join(root, "pwa_lazy.json")
    if not os.path.exists(manifest):
        return
    with open(manifest, encoding="utf-8") as source:
        lazy = json.load(source)
    sys.meta_path.insert(0, LazyArchive(lazy["packages"], lambda: fetch_here(lazy["archive"]), os.path.abspath(root)))


def device_language() -> str:
    """The browser's language (`navigator.language`) when the app speaks it, else English: Home's first
    paint, before the settings are read."""
    from scorers.i18n import LANGUAGES

    try:
        import js
    except ImportError:  # not in a browser
        return "en"
    code = str(getattr(js.navigator, "language", "") or "")[:2].lower()
    return code if code in LANGUAGES else "en"


async def start_session(page: Any, ready: Awaitable[Any], attach: Callable[[Any, Any], None]) -> None:
    """A page's session: Home's title and "+" drawn at once while the store is still being read (issue 26,
    item 7: the first paint was blank until then), then the screens attached to the store's state."""
    from referee_app.components.home import first_home

    if not (isinstance(ready, asyncio.Future) and ready.done()):
        first_home(page, device_language())
    attach(page, await ready)


def home_shown() -> None:
    """Tell the page (pwa/prestart.js) that the first screen is sent: only then does it register the
    service worker and check for a new build (pwa/boot.js), so that a start never waits on the network."""
    try:
        import js
    except ImportError:  # not in a browser
        return
    js.postMessage("pwa-home-shown")


class IndexedDbFolder:
    """MOUNT kept in IndexedDB; `request_copy()` after each commit. The copies are a `Copier`'s: never two
    at once, and a copy the browser refused (its storage full) tried again until one is taken."""

    def __init__(self, fs: Any) -> None:
        self._fs = fs
        self.copier = Copier(lambda: self._sync(populate=False))
        self.copier.listeners.append(self._copied)

    def load(self) -> asyncio.Future:
        """Mount the folder and start filling it from IndexedDB (nothing there on a first visit); await the
        result. The browser reads IndexedDB while Python goes on (with the app's imports, `run`)."""
        self._fs.mkdirTree(MOUNT)
        self._fs.mount(self._fs.filesystems.IDBFS, {}, MOUNT)
        loaded = self._sync(populate=True)

        def make_data_dir(future: asyncio.Future) -> None:
            if not future.cancelled() and future.exception() is None:
                os.makedirs(DATA_DIR, exist_ok=True)

        loaded.add_done_callback(make_data_dir)
        return loaded

    def _sync(self, populate: bool) -> asyncio.Future:
        from pyodide.ffi import create_once_callable

        done: asyncio.Future = asyncio.get_running_loop().create_future()

        def finished(error: Any = None) -> None:
            if done.done():
                return
            if error:
                done.set_exception(OSError(f"IndexedDB: {error}"))
            else:
                done.set_result(None)

        self._fs.syncfs(populate, create_once_callable(finished))
        return done

    def request_copy(self) -> None:
        self.copier.request()

    def _copied(self, copier: Copier) -> None:
        if copier.failing:  # the files stay newer than their copy: the next copy takes them
            _console(f"[pwa] copy to IndexedDB refused ({copier.failures} in a row): {copier.error}")
        else:  # read by the browser test (it reloads only once the change is in IndexedDB) and pwa/bench.py
            _console(f"[pwa] copied to IndexedDB ({copier.copies}) in {copier.last_copy_ms:.0f} ms")


async def storage_persistent() -> bool:
    """Whether the browser keeps this origin's storage when space runs short (`navigator.storage.persisted()`,
    which a worker may ask; the page asked for it, pwa/boot.js). No `navigator.storage` (a page that is not
    a secure context) means the browser may clear it."""
    import js

    storage = getattr(js.navigator, "storage", None)
    if storage is None or not hasattr(storage, "persisted"):
        return False
    try:
        return bool(await storage.persisted())
    except Exception:  # noqa: BLE001 - a browser that refuses to say keeps nothing for sure
        return False


def watch_persistence(keeping: Safekeeping) -> None:
    """Ask again after each copy taken while the storage is not persistent: a browser may grant it later
    (Firefox asks the user; Chromium grants an installed app)."""

    def copied(copier: Copier) -> None:
        if keeping.persistent is False and not copier.failing:
            async def ask() -> None:
                keeping.set_persistent(await storage_persistent())

            asyncio.ensure_future(ask())

    if keeping.copier is not None:
        keeping.copier.listeners.append(copied)


def single_file_journal(store: Any) -> None:
    """Rollback journal instead of WAL (see the module's brief): one file holds the data at rest."""
    with store.connection.use() as db:
        db.execute("PRAGMA journal_mode = DELETE")


def keep_in_indexeddb(store: Any, request_copy: Callable[[], None]) -> None:
    """The store's database in one file at rest, copied to IndexedDB after each commit
    (`store.connection.on_commit`). A restore copies the backup's pages into the database with SQLite's backup
    API, header included, and with it the backup's WAL mode: the journal is set again before each copy (a no-op
    when it is already)."""
    single_file_journal(store)

    def committed() -> None:
        single_file_journal(store)
        request_copy()

    store.connection.on_commit.append(committed)


_prepared = False


def prepare() -> None:
    """What a start does before it touches the page's storage: the app's imports, and the finder of the PDF
    archive. The Python worker calls it, then takes a memory snapshot that later starts restore instead
    (pwa/worker.js, pwa/snapshot.js): so it opens neither IndexedDB nor the store, leaves no file open, and
    keeps no JavaScript object but the `js` and `flet_js` modules (a snapshot holds Python's memory only)."""
    global _prepared
    if _prepared:
        return
    mark("python-main")
    install_lazy_archive()
    os.environ["TABLE_REFEREE_DATA"] = DATA_DIR
    import flet  # noqa: F401
    import flet.messaging.pyodide_connection  # noqa: F401  (ft.run's, in Pyodide)

    from referee_app.app import attach  # noqa: F401
    from referee_app.state import AppState  # noqa: F401
    from referee_app.store import Store  # noqa: F401

    _prepared = True
    mark("imports-done")


def run() -> None:
    """Start the app in Pyodide. The worker starts while Flutter loads (pwa/prestart.js): the imports (done
    already when the worker restored a snapshot), the storage and the store are made ready now, and the
    session only attaches the screens to them."""
    import flet as ft
    import pyodide_js

    prepare()
    folder = IndexedDbFolder(pyodide_js.FS)
    loaded = folder.load()
    from referee_app.app import attach
    from referee_app.state import AppState
    from referee_app.store import Store

    async def prepare_state() -> AppState:
        await loaded
        mark("storage-ready")
        store = Store.open_default()
        keep_in_indexeddb(store, folder.request_copy)
        folder.request_copy()  # a first visit created the database: keep it (and a full storage is found now)
        state = AppState(store)
        state.keeping = Safekeeping(store, folder.copier, persistent=await storage_persistent())
        watch_persistence(state.keeping)
        mark("store-ready")
        return state

    ready = asyncio.ensure_future(prepare_state())

    async def start(page: ft.Page) -> None:
        mark("session")
        await start_session(page, ready, attach)
        mark("main-done")
        home_shown()

    ft.run(start)
