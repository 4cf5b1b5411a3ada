"""The pieces of the browser build (pwa/, referee_app/browser.py) that run without a browser."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from referee_app.browser import single_file_journal, watch_store
from referee_app.exchange import payload
from referee_app.store import Store
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


class WatchedStore(Store):  # a subclass: wrapping it leaves the real Store as it was
    pass


def test_every_committed_write_asks_for_a_copy_and_nothing_else_does(tmp_path):
    calls: list[int] = []
    watch_store(WatchedStore, lambda: calls.append(1))
    store = WatchedStore(tmp_path / "games.sqlite3")
    record = store.create("hundsgemein", "Anna, Ben", {"players": ["Anna", "Ben"]})
    assert len(calls) == 1
    store.get(record.id)
    store.list_games()
    assert len(calls) == 1  # reads copy nothing
    store.save(record.id, {"players": ["Anna", "Ben"], "turn": 2}, "turn")
    store.set_setting("language", "fr")
    assert len(calls) == 3
    with pytest.raises(Exception):
        with store._use(write=True) as db:
            db.execute("INSERT INTO nowhere VALUES (1)")  # fails: rolled back, nothing to copy
    assert len(calls) == 3
    watch_store(WatchedStore, lambda: calls.append(1))  # a second start-up does not wrap twice
    store.set_setting("theme", "dark")
    assert len(calls) == 4
    store.close()


def test_the_browser_database_rests_in_one_file(tmp_path):
    """IDBFS copies files one by one: with a rollback journal a copy between two statements is one file."""
    store = Store(tmp_path / "games.sqlite3")
    single_file_journal(store)
    store.create("hundsgemein", "Anna, Ben", {})
    with store._use() as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.sqlite3"]
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
