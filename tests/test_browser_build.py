"""The pieces of the browser build (pwa/, referee_app/browser.py) that run without a browser."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from test_app_components import FakePage

from referee_app.browser import keep_in_indexeddb, single_file_journal
from referee_app.components.common import offer_file
from referee_app.components.exchange import ExchangeScreen
from referee_app.exchange import payload
from referee_app.state import AppState
from referee_app.store import Store
from referee_app.store.games import StaleRevision
from scorers.errors import UnreadableInput

ROOT = Path(__file__).resolve().parents[1]


def test_a_picture_without_a_decoder_says_to_paste_the_code_instead(monkeypatch):
    """The browser build has no zxing-cpp: importing a photo says what to do rather than naming a module."""
    monkeypatch.setitem(sys.modules, "zxingcpp", None)  # `import zxingcpp` now raises ImportError
    with pytest.raises(UnreadableInput, match="cannot read pictures: paste the text of the QR code"):
        payload.read_picture(b"\x89PNG\r\n\x1a\n")


def test_the_app_starts_without_pdf_or_picture_libraries():
    """reportlab (3-6 s to import under Pyodide), Pillow and zxing-cpp load when a sheet is printed or a
    picture read, not when the app starts."""
    code = ("import sys, referee_app.app, referee_app.state, referee_app.store; "
            "print([m for m in ('reportlab', 'PIL', 'zxingcpp') if m in sys.modules])")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert loaded.stdout.strip() == "[]"


def test_every_committed_write_calls_the_store_hooks_and_nothing_else_does(tmp_path):
    """`store.connection.on_commit`: the browser build copies the database to IndexedDB after each commit
    (browser.py)."""
    calls: list[str] = []
    store = Store(tmp_path / "games.sqlite3")
    store.connection.on_commit.append(lambda: calls.append("copy"))
    record = store.games.create("hundsgemein", "Anna, Ben", {"players": ["Anna", "Ben"]})
    assert len(calls) == 1
    store.games.get(record.id)
    store.games.latest()
    backup = store.backups.as_bytes()
    assert len(calls) == 1  # reads, and a backup (read from the database), copy nothing
    store.games.save(record.id, {"players": ["Anna", "Ben"], "turn": 2}, "turn")
    store.settings.set("language", "fr")
    assert len(calls) == 3
    with pytest.raises(Exception):
        with store.connection.use(write=True) as db:
            db.execute("INSERT INTO nowhere VALUES (1)")  # fails: rolled back, nothing to copy
    assert len(calls) == 3
    with pytest.raises(StaleRevision):  # refused before writing: rolled back, nothing to copy
        store.games.save(record.id, {"players": ["Anna", "Ben"], "turn": 3}, "turn", expected=1)
    assert len(calls) == 3
    backup_file = tmp_path / "backup.trbackup"
    backup_file.write_bytes(backup)
    store.backups.restore(backup_file, replace=True)  # the whole database replaced, through SQLite's backup API
    assert len(calls) == 4 and "turn" not in store.games.get(record.id).data  # the backup's state
    other = Store(tmp_path / "other.sqlite3")  # hooks belong to one store
    other.settings.set("theme", "dark")
    assert len(calls) == 4
    store.close()
    other.close()


def test_the_browser_database_rests_in_one_file(tmp_path):
    """IDBFS copies files one by one: with a rollback journal a copy between two statements is one file."""
    store = Store(tmp_path / "games.sqlite3")
    single_file_journal(store)
    store.games.create("hundsgemein", "Anna, Ben", {})
    with store.connection.use() as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.sqlite3"]
    store.close()


def test_a_restore_in_the_browser_leaves_the_database_in_one_file_and_copies_it(tmp_path):
    """SQLite's backup API copies the backup's header, WAL mode included, into the restored database: in the
    browser it must rest in one file again before it is copied to IndexedDB."""
    with Store(tmp_path / "phone" / "games.sqlite3") as elsewhere:  # made in WAL mode, as every store
        elsewhere.games.create("hundsgemein", "Anna, Ben", {})
        (tmp_path / "games.trbackup").write_bytes(elsewhere.backups.as_bytes())
    copies: list[int] = []
    store = Store(tmp_path / "browser" / "games.sqlite3")
    keep_in_indexeddb(store, lambda: copies.append(1))
    store.backups.restore(tmp_path / "games.trbackup")
    assert copies == [1] and [g.title for g in store.games.latest()] == ["Anna, Ben"]
    with store.connection.use() as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    assert sorted(p.name for p in (tmp_path / "browser").iterdir()) == ["games.sqlite3"]
    store.close()


def test_the_service_worker_names_every_file_of_its_build(tmp_path):
    sys.path.insert(0, str(ROOT))
    try:
        from pwa.build import LAZY, write_service_worker
    finally:
        sys.path.remove(str(ROOT))
    hashes = {"index.html": "a" * 64, "main.dart.js": "b" * 64, "assets/NOTICES": "c" * 64}
    write_service_worker(tmp_path, hashes, "0123456789abcdef")
    text = (tmp_path / "flutter_service_worker.js").read_text()
    assert "__" not in text.replace("__flet", "")  # every placeholder filled
    assert 'const VERSION = "0123456789abcdef";' in text
    precache = json.loads(text.split("const PRECACHE = ")[1].split(";\n")[0])
    assert precache == ["index.html", "main.dart.js"] and "assets/NOTICES".startswith(LAZY)


def test_a_start_from_the_cache_waits_for_no_registration_and_asks_no_cdn_or_missing_font(tmp_path):
    """Flet's client as the build patches it: Flutter's loader no longer registers the service worker
    (it waited for the registration, so for the network, before loading anything); Roboto is in the font
    manifest (else fetched from the fallback URL: a 404); Rive's runtime is not fetched from a CDN.
    (The browser test checks that a start from the cache asks the network nothing.)"""
    from flet_web import get_package_web_dir

    sys.path.insert(0, str(ROOT))
    try:
        from pwa.build import RIVE_NONE_DIR, patch_client, patch_page
    finally:
        sys.path.remove(str(ROOT))
    web = Path(get_package_web_dir())
    out = tmp_path / "site"
    (out / "assets").mkdir(parents=True)
    for name in ("index.html", "flutter_bootstrap.js", "manifest.json", "main.dart.js", "main.dart.wasm",
                 "assets/FontManifest.json"):
        (out / name).write_bytes((web / name).read_bytes())
    assert "serviceWorkerSettings: {" in (out / "flutter_bootstrap.js").read_text()
    patch_client(out)
    patch_page(out, "0123456789abcdef")
    bootstrap = (out / "flutter_bootstrap.js").read_text()
    assert "serviceWorkerSettings: {" not in bootstrap and "_flutter.loader.load({" in bootstrap
    fonts = json.loads((out / "assets" / "FontManifest.json").read_text())
    assert {"family": "Roboto", "fonts": [{"asset": "fonts/roboto.woff2"}]} in fonts
    assert (web / "assets" / "fonts" / "roboto.woff2").is_file()
    assert "cdn.jsdelivr.net" not in (out / "main.dart.js").read_text()
    # the dart2wasm client (the "auto" renderer) asked it too: the same URL, in its binary
    assert b"cdn.jsdelivr.net" not in (out / "main.dart.wasm").read_bytes()
    assert (out / RIVE_NONE_DIR / "wasm" / "rive_native.js").read_text().startswith("window.RiveNative = ")
    assert 'flutter_service_worker.js?v=0123456789abcdef' in (out / "index.html").read_text()


class SizedPage(FakePage):
    def __init__(self, width: float | None) -> None:
        super().__init__()
        self.width = width


def exported_message(tmp_path, monkeypatch, platform: str, width: float | None, title: str = "Fröscheln") -> str:
    """The message a score sheet's export shows, on `platform`, on a page `width` logical pixels wide."""
    monkeypatch.setattr(sys, "platform", platform)
    app = AppState(Store(tmp_path / "table-referee" / "games.sqlite3"), device_language="en")
    page = SizedPage(width)
    offer_file(page, app, b"%PDF-1.4", title, "pdf")
    app.store.close()
    return page.dialogs[-1].content.value


def test_the_browser_build_names_the_downloaded_file_never_a_path(tmp_path, monkeypatch):
    """Issue 15: in the browser the exported file is a download, and the message never shows a file path
    (it used to name /persist/table-referee/exports/..., a folder inside the browser's storage)."""
    message = exported_message(tmp_path, monkeypatch, "emscripten", 412)
    assert re.fullmatch(r"Saved Fröscheln-\d{8}-\d{6}\.pdf to your downloads", message), message
    assert not (tmp_path / "table-referee" / "exports").exists()  # no copy piling up in the browser's storage


def test_a_phone_sized_server_page_names_the_file_a_computer_window_the_path(tmp_path, monkeypatch):
    """On a phone served by a computer (table mode), the computer's folder means nothing: the file name."""
    message = exported_message(tmp_path / "phone", monkeypatch, "linux", 412)
    assert re.fullmatch(r"Score sheet saved: Fröscheln-\d{8}-\d{6}\.pdf", message), message
    message = exported_message(tmp_path / "computer", monkeypatch, "linux", 1280)
    folder = tmp_path / "computer" / "table-referee" / "exports"
    assert message == f"Score sheet saved: {next(folder.iterdir())}"
    message = exported_message(tmp_path / "window", monkeypatch, "linux", None)  # a size not known yet
    assert message.startswith(f"Score sheet saved: {tmp_path / 'window'}")


def test_a_restored_backup_on_a_phone_names_the_kept_copy_without_its_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "platform", "emscripten")
    app = AppState(Store(tmp_path / "games.sqlite3"), device_language="en")
    backup = app.store.backups.as_bytes()
    app.store.games.create("hundsgemein", "Anna, Ben", {"players": ["Anna", "Ben"]})
    page = SizedPage(412)
    ExchangeScreen(page, app, lambda *route: None).restore_data(backup)
    page.dialogs[-1].actions[1].content.on_click(None)  # "Replace"
    message = page.dialogs[-1].content.value
    assert message.startswith("Backup restored. Your previous data was kept in ") and str(tmp_path) not in message
    app.store.close()


def test_the_home_screen_imports_no_game_until_one_is_opened():
    """The home lists every game, and asking whether each can be played imported its front, models and
    rules: seconds of the browser build's start (about 2.5 s of CPython's 2.6 s for the first home here)."""
    code = ("import sys, tempfile, pathlib; sys.path.insert(0, 'tests'); "
            "from test_app_components import FakePage; "
            "from referee_app.components.home import home_view; "
            "from referee_app.state import AppState; from referee_app.store import Store; "
            "app = AppState(Store(pathlib.Path(tempfile.mkdtemp()) / 'g.sqlite3'), device_language='en'); "
            "home_view(FakePage(), app, lambda *r: None, lambda: None); "
            "print(sorted(m for m in sys.modules if m.endswith('.front') or m.startswith('scorers.loopit')))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert loaded.stdout.strip() == "[]"


def test_the_home_screen_imports_neither_the_charts_nor_flet_s_canvas():
    """The statistics charts draw on Flet's canvas, whose shapes are dataclasses compiled at import: a
    screen of its own imports them when it is opened, not the app's start (issue 27: the start's imports
    are most of the browser build's start after Pyodide's boot)."""
    code = ("import sys, tempfile, pathlib; sys.path.insert(0, 'tests'); "
            "from test_app_components import FakePage; "
            "import referee_app.app; from referee_app.components.home import home_view; "
            "from referee_app.state import AppState; from referee_app.store import Store; "
            "app = AppState(Store(pathlib.Path(tempfile.mkdtemp()) / 'g.sqlite3'), device_language='en'); "
            "home_view(FakePage(), app, lambda *r: None, lambda: None); "
            "print(sorted(m for m in ('flet.canvas', 'referee_app.components.charts') if m in sys.modules))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert loaded.stdout.strip() == "[]"


def test_what_only_a_pdf_needs_is_unpacked_at_its_first_import(tmp_path, monkeypatch):
    """The browser build ships reportlab & co. in an archive of their own (pwa/build.py's `split_lazy`),
    fetched and unpacked by the first import of one of them, never at start; other imports fetch nothing."""
    import io
    import tarfile

    from referee_app.browser import LazyArchive

    packed = io.BytesIO()
    with tarfile.open(fileobj=packed, mode="w:gz") as archive:
        source = b"SHEET = 'printed'\n"
        info = tarfile.TarInfo("__pypackages__/lazysheet/__init__.py")
        info.size = len(source)
        archive.addfile(info, io.BytesIO(source))
    (tmp_path / "__pypackages__").mkdir()
    monkeypatch.syspath_prepend(str(tmp_path / "__pypackages__"))
    fetched: list[str] = []
    finder = LazyArchive(["lazysheet"], lambda: fetched.append("pdf") or packed.getvalue(), str(tmp_path))
    monkeypatch.setattr(sys, "meta_path", [finder, *sys.meta_path])
    monkeypatch.delitem(sys.modules, "colorsys", raising=False)
    import colorsys  # noqa: F401  (any other import fetches nothing)

    assert fetched == [] and "lazysheet" not in sys.modules
    lazysheet = __import__("lazysheet")
    assert lazysheet.SHEET == "printed" and fetched == ["pdf"] and finder not in sys.meta_path
    monkeypatch.delitem(sys.modules, "lazysheet")


def test_the_build_keeps_the_pdf_libraries_out_of_the_start_archive(tmp_path):
    """`split_lazy` moves reportlab, its metadata and the PDF fonts out of the app archive, into an archive
    named by its content, and names it and its packages in the app."""
    sys.path.insert(0, str(ROOT))
    try:
        from pwa.build import LAZY_MANIFEST, split_lazy
    finally:
        sys.path.remove(str(ROOT))
    app, out = tmp_path / "app", tmp_path / "out"
    for folder in ("__pypackages__/reportlab", "__pypackages__/reportlab-5.1.0.dist-info", "__pypackages__/PIL",
                   "__pypackages__/charset_normalizer", "__pypackages__/flet", "assets/fonts", "referee_app"):
        (app / folder).mkdir(parents=True)
        (app / folder / "x.pyc").write_bytes(b"x")
    out.mkdir()
    split_lazy(app, tmp_path / "lazy", out)
    left = sorted(p.relative_to(app).as_posix() for p in app.rglob("*") if p.is_file())
    assert left == ["__pypackages__/flet/x.pyc", LAZY_MANIFEST, "referee_app/x.pyc"]
    manifest = json.loads((app / LAZY_MANIFEST).read_text())
    assert re.fullmatch(r"pdf-[0-9a-f]{16}\.tar\.gz", manifest["archive"]) and (out / manifest["archive"]).is_file()
    assert set(manifest["packages"]) == {"reportlab", "charset_normalizer", "PIL"}
