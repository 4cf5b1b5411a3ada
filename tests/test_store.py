"""The game store: history, soft delete, settings, durability across killed processes, damaged files."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
from datetime import timedelta
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee_app.store import Store
from referee_app.store import games as games_module
from referee_app.store.errors import StoreError
from referee_app.store.games import Games
from referee_app.store.opening import default_data_dir
from referee_app.store.schema import APPLICATION_ID
from scorers.errors import RefereeError

ROOT = Path(__file__).resolve().parents[1]
needs_sigkill = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


@pytest.fixture
def store(tmp_path):
    with Store(tmp_path / "games.sqlite3") as opened:
        yield opened


def new_game(store: Store, title: str = "Anna, Ben", players=("Anna", "Ben"), **data):
    return store.games.create("hundsgemein", title, {"players": list(players), **data})


# --- games, history ---------------------------------------------------------------------------------
def test_create_get_and_list_most_recently_updated_first(store):
    a, b, c = (new_game(store, title) for title in ("A", "B", "C"))
    assert a.revision == 1 and not a.can_undo and not a.can_redo and a.last_change is None
    assert a.status == "in_progress" and a.created.utcoffset() == timedelta(0) and len(a.id) == 32
    assert store.games.get(a.id) == a
    assert [r.title for r in store.games.latest()] == ["C", "B", "A"]
    store.games.save(a.id, {"players": ["Anna"], "n": 1}, "one")
    assert [r.title for r in store.games.latest()] == ["A", "C", "B"]
    store.games.save(b.id, {"players": ["Ben"]}, "x")
    store.games.undo(b.id)
    assert [r.title for r in store.games.latest()] == ["B", "A", "C"]
    assert [r.title for r in store.games.latest(limit=2)] == ["B", "A"]
    assert c.id in {r.id for r in store.games.latest()}


def test_save_undo_redo(store):
    game = new_game(store, n=0)
    one = store.games.save(game.id, {"n": 1}, "place a3 at r2c5")
    assert (one.revision, one.can_undo, one.can_redo, one.last_change) == (2, True, False, "place a3 at r2c5")
    two = store.games.save(game.id, {"n": 2}, "second", title="Anna, Ben, Chloé", status="finished")
    assert (two.title, two.status) == ("Anna, Ben, Chloé", "finished")
    back = store.games.undo(game.id)
    assert back.data == {"n": 1} and back.revision == 2 and back.can_redo and back.last_change == "place a3 at r2c5"
    assert (back.title, back.status) == ("Anna, Ben", "in_progress")  # title and status are part of the change
    assert store.games.undo(game.id).data == game.data
    first = store.games.undo(game.id)  # nothing left to undo: a no-op
    assert first.revision == 1 and not first.can_undo and first.data == game.data
    assert store.games.redo(game.id).data == {"n": 1}
    again = store.games.redo(game.id)
    assert again.data == {"n": 2} and again.status == "finished" and not again.can_redo
    assert store.games.redo(game.id) == again
    assert store.games.get(game.id) == again


def test_a_save_after_undo_drops_the_redo_tail(store):
    game = new_game(store)
    for n in range(1, 4):
        store.games.save(game.id, {"n": n}, f"n={n}")
    store.games.undo(game.id)
    store.games.undo(game.id)
    branch = store.games.save(game.id, {"n": 10}, "branch")
    assert branch.revision == 3 and not branch.can_redo
    assert store.games.undo(game.id).data == {"n": 1}
    assert store.games.redo(game.id).data == {"n": 10}


def test_saving_identical_data_is_a_no_op(store):
    game = new_game(store)
    saved = store.games.save(game.id, {"n": 1}, "one")
    assert store.games.save(game.id, {"n": 1}, "again") == saved
    assert store.games.save(game.id, {"n": 1}, "again", title="Anna, Ben", status="in_progress") == saved
    assert store.games.save(game.id, {"n": 1}, "rename", title="Other").revision == 3  # a new title is a change


def test_history_is_bounded(store):
    store.games.history_limit = 5
    game = new_game(store)
    for n in range(1, 13):
        record = store.games.save(game.id, {"n": n}, f"n={n}")
    steps = 0
    while record.can_undo:
        record, steps = store.games.undo(game.id), steps + 1
    assert steps == 4 and record.revision == 9 and record.data == {"n": 8}
    assert games_module.HISTORY_LIMIT == Games(store.connection).history_limit == 500  # for the next part made


def test_missing_unknown_and_bad_input_raise_store_error(store):
    with pytest.raises(StoreError) as caught:
        store.games.get("nope")
    assert isinstance(caught.value, RefereeError) and caught.value.code == "store-error"
    game = new_game(store)
    with pytest.raises(StoreError):
        store.games.save(game.id, {"when": object()}, "bad")
    with pytest.raises(StoreError):
        store.games.save(game.id, {"n": 1}, "bad", status="won")
    assert store.games.get(game.id) == game
    for method in (store.games.undo, store.games.redo, store.games.delete, store.games.restore):
        with pytest.raises(StoreError):
            method("nope")


def test_data_round_trips_with_non_ascii(tmp_path):
    data = {"players": [{"name": "Chloé", "colour": "vert"}, {"name": "Łukasz"}, "Zoë"],
            "board": [["a3", None, ".."], []], "score": {"Ł": 1.5, "ß": -2, "ok": True}, "note": "日本語 ✓"}
    with Store(tmp_path / "g.sqlite3") as store:
        game_id = store.games.create("hundsgemein", "Chloé, Łukasz, Zoë", data).id
    with Store(tmp_path / "g.sqlite3") as store:
        record = store.games.get(game_id)
    assert record.data == data and record.title == "Chloé, Łukasz, Zoë"


# --- delete, restore, purge -------------------------------------------------------------------------
def test_delete_hides_restore_brings_back_purge_removes(store):
    keep, gone = new_game(store, "keep"), new_game(store, "gone")
    store.games.save(gone.id, {"n": 1}, "one")
    store.games.delete(gone.id)
    store.games.delete(gone.id)  # twice is harmless
    assert [r.title for r in store.games.latest()] == ["keep"]
    with pytest.raises(StoreError):
        store.games.get(gone.id)
    hidden = store.games.latest(include_deleted=True)
    assert [(r.title, r.deleted is not None) for r in hidden] == [("gone", True), ("keep", False)]
    back = store.games.restore(gone.id)
    assert back.data == {"n": 1} and back.can_undo and back.deleted is None
    assert [r.title for r in store.games.latest()] == ["gone", "keep"]  # back at its place
    store.games.delete(gone.id)
    assert store.games.purge_deleted(timedelta(days=30)) == 0  # too recent
    assert store.games.purge_deleted(timedelta(0)) == 1
    assert [r.title for r in store.games.latest(include_deleted=True)] == ["keep"]
    with pytest.raises(StoreError):
        store.games.restore(gone.id)
    assert store.games.get(keep.id) == keep


def test_recent_player_names(store):
    new_game(store, players=["Anna", "Ben"])
    new_game(store, players=[{"name": "Chloé"}, {"name": "Anna"}, {"colour": "red"}, "  "])
    deleted = new_game(store, players=["Zed"])
    new_game(store, players=[{"name": "Łukasz"}, "anna "])
    store.games.create("other", "no players", {"board": []})
    store.games.delete(deleted.id)
    assert store.games.recent_player_names() == ["Łukasz", "anna", "Chloé", "Ben"]
    assert store.games.recent_player_names(limit=2) == ["Łukasz", "anna"]


def test_settings(tmp_path):
    with Store(tmp_path / "g.sqlite3") as store:
        assert store.settings.get("theme") is None and store.settings.get("theme", "system") == "system"
        store.settings.set("theme", "dark")
        store.settings.set("selection:x", [0, 1])
        store.settings.set("draft", {"names": ["Chloé"]})
        store.settings.set("draft", None)  # None removes the key
        with pytest.raises(StoreError):
            store.settings.set("bad", {1, 2})
    with Store(tmp_path / "g.sqlite3") as store:
        assert store.settings.get("theme") == "dark" and store.settings.get("selection:x") == [0, 1]
        assert store.settings.get("draft", "none") == "none"


def test_threads_share_one_store(store):
    games = [new_game(store, str(i)) for i in range(4)]

    def play(game_id: str) -> None:
        for n in range(1, 26):
            store.games.save(game_id, {"n": n}, f"n={n}")

    threads = [threading.Thread(target=play, args=(g.id,)) for g in games]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert all(store.games.get(g.id).data == {"n": 25} and store.games.get(g.id).revision == 26 for g in games)


def test_a_closed_store_refuses_work(tmp_path):
    store = Store(tmp_path / "g.sqlite3")
    store.close()
    store.close()
    with pytest.raises(StoreError):
        store.games.latest()


# --- the model: random save/undo/redo against an in-memory history ----------------------------------
OPS = st.lists(st.one_of(st.tuples(st.just("save"), st.integers(0, 3)), st.just(("undo", 0)), st.just(("redo", 0))),
               max_size=40)


def test_random_history_matches_a_simple_model(tmp_path):
    store = Store(tmp_path / "g.sqlite3")
    store.games.history_limit = 6

    @settings(max_examples=120, deadline=None)
    @given(OPS)
    def run(ops):
        record = store.games.create("hundsgemein", "model", {"v": 0})
        history, at = [(1, 0, None)], 0  # (revision, value, label) kept, and the current index
        for op, value in ops:
            if op == "save":
                label = f"set {value}"
                record = store.games.save(record.id, {"v": value}, label)
                if value != history[at][1]:
                    history = history[: at + 1] + [(history[at][0] + 1, value, label)]
                    history = history[-store.games.history_limit:]
                    at = len(history) - 1
            elif op == "undo":
                record, at = store.games.undo(record.id), max(at - 1, 0)
            else:
                record, at = store.games.redo(record.id), min(at + 1, len(history) - 1)
            revision, value, label = history[at]
            assert (record.revision, record.data, record.last_change) == (revision, {"v": value}, label)
            assert (record.can_undo, record.can_redo) == (at > 0, at < len(history) - 1)
        assert store.games.get(record.id) == record

    run()
    store.close()


# --- durability across killed processes -------------------------------------------------------------
def child(script: str, *args: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    return subprocess.Popen([sys.executable, "-c", script, *args], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


SAVE_THEN_DIE = """
import os, signal, sys
from pathlib import Path
from referee_app.store import Store
store = Store(Path(sys.argv[1]))
record = store.games.create("hundsgemein", "Anna, Chloé", {"players": ["Anna", "Chloé"], "n": 0})
store.games.save(record.id, {"players": ["Anna", "Chloé"], "n": 1}, "first")
store.games.save(record.id, {"players": ["Anna", "Chloé"], "n": 2}, "second", status="finished")
print(record.id, flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


@needs_sigkill
def test_a_save_that_returned_survives_a_kill(tmp_path):
    path = tmp_path / "games.sqlite3"
    proc = child(SAVE_THEN_DIE, str(path))
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == -signal.SIGKILL, err
    with Store(path) as store:
        assert store.report.moved_aside is None and store.report.reason is None
        record = store.games.get(out.strip())
        assert record.data["n"] == 2 and record.status == "finished" and record.last_change == "second"
        assert store.games.undo(record.id).data["n"] == 1


SAVE_FOREVER = """
import sys
from pathlib import Path
from referee_app.store import Store
store = Store(Path(sys.argv[1]))
record = store.games.create("hundsgemein", "loop", {"n": 0, "pad": "x" * 3000})
print(record.id, flush=True)
n = 0
while True:
    n += 1
    store.games.save(record.id, {"n": n, "pad": "x" * 3000}, f"n={n}")
    print(n, flush=True)
"""


@needs_sigkill
def test_a_kill_in_the_middle_of_saves_leaves_a_prefix(tmp_path):
    path = tmp_path / "games.sqlite3"
    proc = child(SAVE_FOREVER, str(path))
    game_id, last = proc.stdout.readline().strip(), 0
    while last < 40:
        line = proc.stdout.readline()
        assert line, proc.stderr.read()
        last = int(line)
    os.kill(proc.pid, signal.SIGKILL)
    proc.communicate(timeout=60)
    with Store(path) as store:
        assert store.report.moved_aside is None
        record = store.games.get(game_id)
        assert record.data["n"] >= last and record.revision == record.data["n"] + 1
        while record.can_undo:  # every earlier save is there, in order
            previous = store.games.undo(game_id)
            assert previous.data["n"] == record.data["n"] - 1
            record = previous
        assert record.data["n"] == 0


# --- damaged or foreign files -----------------------------------------------------------------------
def random_bytes(path: Path) -> None:
    path.write_bytes(os.urandom(8192))


def truncated_store(path: Path) -> None:
    with Store(path) as store:
        for i in range(20):
            store.games.create("hundsgemein", f"game {i}", {"pad": "x" * 4000, "i": i})
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])


def other_application(path: Path) -> None:
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE notes (text TEXT)")
        db.execute("INSERT INTO notes VALUES ('mine')")
    db.close()


def other_application_id(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("PRAGMA application_id = 1234")
    db.close()


def newer_schema(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute("PRAGMA user_version = 999")
    db.close()


@pytest.mark.parametrize("damage", [random_bytes, truncated_store, other_application, other_application_id,
                                    newer_schema])
def test_a_damaged_or_foreign_file_is_moved_aside(tmp_path, damage):
    path = tmp_path / "games.sqlite3"
    damage(path)
    if damage is random_bytes:  # its -wal goes along (SQLite itself would tidy a -wal of a real database)
        Path(f"{path}-wal").write_bytes(b"junk" * 100)
    original = path.read_bytes()
    with Store(path) as store:
        report = store.report
        assert report.path == path and report.reason
        assert report.moved_aside is not None and report.moved_aside.name.startswith("games.sqlite3.corrupt-")
        assert report.moved_aside.read_bytes() == original
        assert Path(f"{report.moved_aside}-wal").exists() == (damage is random_bytes)
        game = new_game(store)
        assert store.games.latest() == [game]
    with Store(path) as store:  # the fresh database is healthy
        assert store.report.moved_aside is None and store.games.get(game.id) == game
    with Store(path) as _:
        pass
    path.write_bytes(b"not a database at all, again")
    with Store(path) as store:  # a second move does not overwrite the first
        assert store.report.moved_aside not in (None, report.moved_aside)
        assert report.moved_aside.read_bytes() == original


def test_an_empty_file_is_a_fresh_database(tmp_path):
    path = tmp_path / "games.sqlite3"
    path.touch()
    with Store(path) as store:
        assert store.report.moved_aside is None and store.report.reason is None
        assert new_game(store).revision == 1


def test_an_unusable_folder_falls_back_to_memory(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder should be")
    with Store(blocker / "games.sqlite3") as store:
        assert store.report.moved_aside is None and "will not be saved" in store.report.reason
        assert store.games.get(new_game(store).id).revision == 1


# --- the data folder --------------------------------------------------------------------------------
def test_default_data_dir_order(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_REFEREE_DATA", str(tmp_path / "mine"))
    monkeypatch.setenv("FLET_APP_STORAGE_DATA", str(tmp_path / "flet"))
    assert default_data_dir() == tmp_path / "mine" and (tmp_path / "mine").is_dir()
    monkeypatch.delenv("TABLE_REFEREE_DATA")
    assert default_data_dir() == tmp_path / "flet" and (tmp_path / "flet").is_dir()
    monkeypatch.delenv("FLET_APP_STORAGE_DATA")
    if sys.platform.startswith("linux"):
        monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
        assert default_data_dir() == tmp_path / "xdg" / "table-referee"
        monkeypatch.delenv("XDG_DATA_HOME")
        monkeypatch.setenv("HOME", str(tmp_path / "home"))
        assert default_data_dir() == tmp_path / "home" / ".local" / "share" / "table-referee"


def test_open_default_uses_the_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_REFEREE_DATA", str(tmp_path / "data"))
    with Store.open_default() as store:
        assert store.report.path == tmp_path / "data" / "games.sqlite3" and store.report.path.is_file()
