"""The table's boards in the app's database (issue 16 item 3): the boards table, its migration from the
settings the first track editor used, bad rows set aside, backups, and the board library's API."""

from __future__ import annotations

import json
import sqlite3

import pytest

from referee_app import boards
from referee_app.games.track import document as tm
from referee_app.store import Store
from referee_app.store.errors import StoreError
from referee_app.store.schema import schema_v1, schema_v2

KITCHEN = {"name": "kitchen", "cells": [0, 1, 2, 0, 3, 1, 4, 2, 0, 5], "starts": {"2": 3, "3": 2, "4": 1}}


@pytest.fixture
def store(tmp_path):
    with Store(tmp_path / "games.sqlite3") as opened:
        yield opened


def old_database(path, settings: dict) -> None:
    """A database as the app wrote it before the boards table (schema 2), boards kept in settings."""
    db = sqlite3.connect(path, isolation_level=None)
    schema_v1(db)
    schema_v2(db)
    db.execute("PRAGMA user_version = 2")
    for key, value in settings.items():
        db.execute("INSERT INTO settings VALUES (?, ?)", (key, json.dumps(value)))
    db.close()


def raw(path, *statements: tuple) -> None:
    db = sqlite3.connect(path, isolation_level=None)
    for statement in statements:
        db.execute(*statement)
    db.close()


# --- the table, its migration ---------------------------------------------------------------------------
def test_boards_kept_in_the_settings_of_an_old_database_move_into_the_boards_table(tmp_path):
    path = tmp_path / "games.sqlite3"
    porch = {**KITCHEN, "name": "porch"}
    old_database(path, {"track-boards:froscheln": {"kitchen": KITCHEN, "porch": porch},
                        "track-boards:numeri": {}, "language": "fr"})
    with Store(path) as upgraded:
        assert upgraded.report.moved_aside is None
        assert [b.name for b in upgraded.boards.listed("froscheln")] == ["kitchen", "porch"]
        assert upgraded.boards.get(upgraded.boards.listed("froscheln")[0].id).data == KITCHEN
        assert upgraded.settings.get("track-boards:froscheln") is None  # moved, not copied
        assert upgraded.settings.get("language") == "fr"
        assert tm.boards_of(upgraded, "froscheln")["kitchen"] == KITCHEN  # the track editor finds them
    with Store(path) as again:  # opening again moves nothing twice
        assert [b.name for b in again.boards.listed("froscheln")] == ["kitchen", "porch"]


def test_an_old_boards_setting_that_is_not_json_stays_set_aside_and_the_rest_opens(tmp_path):
    path = tmp_path / "games.sqlite3"
    old_database(path, {"track-boards:numeri": {}, "track-boards:froscheln": {"kitchen": KITCHEN}})
    raw(path, ("UPDATE settings SET value = '{oops' WHERE key = 'track-boards:numeri'",))
    with Store(path) as upgraded:
        assert [b.name for b in upgraded.boards.listed()] == ["kitchen"]
        assert [(a.kind, a.key) for a in upgraded.set_aside()] == [("setting", "track-boards:numeri")]


def test_a_board_row_that_cannot_be_read_is_set_aside_and_can_be_deleted(tmp_path):
    path = tmp_path / "games.sqlite3"
    with Store(path) as store:
        good = store.boards.put("froscheln", "kitchen", KITCHEN)
        bad = store.boards.put("froscheln", "broken", {**KITCHEN, "name": "broken"})
        late = store.boards.put("froscheln", "late", {**KITCHEN, "name": "late"})
    raw(path, ("UPDATE boards SET data = '{oops' WHERE id = ?", (bad.id,)),
        ("UPDATE boards SET modified = 'soon' WHERE id = ?", (late.id,)))
    with Store(path) as store:
        assert [b.id for b in store.boards.listed("froscheln")] == [good.id]
        assert sorted((a.kind, a.key) for a in store.set_aside()) == sorted([("board", bad.id), ("board", late.id)])
        assert json.loads(next(a.raw for a in store.set_aside() if a.key == bad.id))["data"] == "{oops"
        with pytest.raises(StoreError):
            store.boards.get(bad.id)
        store.boards.delete(bad.id)
        store.boards.delete(late.id)
        assert store.set_aside() == []


def test_backups_carry_the_boards_and_an_app_with_boards_is_not_empty(store, tmp_path):
    kept = store.boards.put("froscheln", "kitchen", KITCHEN)
    assert not store.backups.is_empty()  # a restore must ask before replacing the table's boards
    backup = tmp_path / "b.trbackup"
    store.backups.write(backup)
    with Store(tmp_path / "other" / "games.sqlite3") as other:
        other.backups.restore(backup)
        assert other.boards.listed() == [kept]


def test_restoring_a_backup_older_than_the_boards_table_moves_its_boards(tmp_path):
    old = tmp_path / "old.sqlite3"
    old_database(old, {"track-boards:froscheln": {"kitchen": KITCHEN}, "backup_made": "2026-01-01"})
    with Store(tmp_path / "new" / "games.sqlite3") as fresh:
        fresh.backups.restore(old)
        assert [b.data for b in fresh.boards.listed("froscheln")] == [KITCHEN]
        assert fresh.settings.get("track-boards:froscheln") is None


# --- the API ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", boards.BOARD_GAMES)
def test_the_bundled_boards_come_first_are_accepted_and_are_read_only(store, game):
    own = boards.duplicate(store, game, "bundled-0")
    listed = boards.list_boards(store, game)
    assert listed[0].bundled and listed[-1] == own and not own.bundled
    assert all(boards.problems(game, b.data) == [] for b in listed)
    with pytest.raises(boards.BoardRefused):
        boards.save(store, game, listed[0].data, "bundled-0")
    with pytest.raises(boards.BoardRefused):
        boards.delete(store, game, "bundled-0")
    assert boards.list_boards(store, game)[0] == listed[0]


def test_save_rename_duplicate_delete(store):
    kitchen = boards.save(store, "froscheln", KITCHEN)
    assert boards.get(store, "froscheln", kitchen.id).data == KITCHEN
    renamed = boards.rename(store, "froscheln", kitchen.id, "  back   porch ")
    assert renamed.name == "back porch" and renamed.data["name"] == "back porch" and renamed.id == kitchen.id
    copy = boards.duplicate(store, "froscheln", kitchen.id)
    assert copy.name == "back porch 2" and copy.data == {**KITCHEN, "name": "back porch 2"}
    assert boards.duplicate(store, "froscheln", kitchen.id).name == "back porch 3"
    boards.delete(store, "froscheln", copy.id)
    assert [b.name for b in boards.list_boards(store, "froscheln")] == ["froscheln-example", "back porch",
                                                                         "back porch 3"]


def test_a_board_the_rules_refuse_is_refused_with_located_problems(store):
    with pytest.raises(boards.BoardRefused) as refused:
        boards.save(store, "froscheln", {**KITCHEN, "cells": [9] * 10})
    assert "cells[0]" in [p.where for p in refused.value.problems]
    with pytest.raises(boards.BoardRefused) as refused:
        boards.save(store, "loopit", {"name": "even", "rows": [". ."] * 2})
    assert [p.where for p in refused.value.problems] == ["rows"]
    with pytest.raises(boards.BoardRefused) as refused:
        boards.save(store, "posters", {"name": "no panels"})
    assert {"track", "panels", "brands"} <= {p.where for p in refused.value.problems}
    assert store.boards.listed() == []


def test_names_are_unique_within_a_game_bundled_names_included(store):
    boards.save(store, "froscheln", KITCHEN)
    for name in ("KITCHEN ", "froscheln-example"):
        with pytest.raises(boards.BoardRefused) as refused:
            boards.save(store, "froscheln", {**KITCHEN, "name": name})
        assert [p.where for p in refused.value.problems] == ["name"]
    boards.save(store, "numeri", {"name": "kitchen", "cells": [-3, -3, -3, -1, -1, -2, -2] + [0] * 27 + [20, 25, 30],
                                  "barriers": {"2": 20, "3": 16, "4": 12}})  # another game: its own names


def test_the_track_editor_keeps_its_boards_in_the_table_not_in_the_settings(store):
    assert tm.keep_board(store, "froscheln", KITCHEN) == []
    assert [b.name for b in store.boards.listed("froscheln")] == ["kitchen"]
    assert store.settings.get("track-boards:froscheln") is None
    assert tm.keep_board(store, "froscheln", {**KITCHEN, "cells": KITCHEN["cells"][:-1] + [4, 5]}) == []
    assert [b.data["cells"][-2:] for b in store.boards.listed("froscheln")] == [[4, 5]]  # replaced by name
