"""The statistics' lines are kept between looks (issue 28, speed: 5,000 games) and read again whenever the
data changed: a commit of this store, a restore, or a commit of another connection to the same file."""

from __future__ import annotations

from referee_app.store import Store
from referee_app.store.records import PlayerResult


def finished(store: Store, names: tuple[str, ...], day: str) -> str:
    record = store.games.create("hundsgemein", ", ".join(names), {}, status="finished")
    store.records.record_result(record.id, [PlayerResult(seat=i, player=n, score=10 - i, rank=i + 1, winner=i == 0)
                                    for i, n in enumerate(names)], played=f"{day}T18:00:00+00:00")
    return record.id


def test_kept_lines_follow_this_stores_writes_and_restores(tmp_path):
    with Store(tmp_path / "games.sqlite3") as store:
        finished(store, ("Anna", "Ben"), "2026-01-05")
        assert [x.player for x in store.records.result_lines()] == ["Anna", "Ben"]
        backup = tmp_path / "backup.sqlite3"
        store.backups.write(backup)
        assert store.records.history_players() == ["Anna", "Ben"]
        finished(store, ("Chloé", "Dev"), "2026-01-06")
        assert [x.player for x in store.records.result_lines()] == ["Anna", "Ben", "Chloé", "Dev"]
        assert store.records.history_players() == ["Anna", "Ben", "Chloé", "Dev"]
        store.backups.restore(backup, replace=True)
        assert [x.player for x in store.records.result_lines()] == ["Anna", "Ben"]
        assert store.records.history_players() == ["Anna", "Ben"]


def test_kept_lines_follow_another_connections_writes(tmp_path):
    """The `referee` command (or a second window) adding a game to the same file is seen at the next look."""
    with Store(tmp_path / "games.sqlite3") as app, Store(tmp_path / "games.sqlite3") as command:
        finished(app, ("Anna", "Ben"), "2026-01-05")
        assert len(app.records.result_lines()) == 2 and app.records.history_players() == ["Anna", "Ben"]
        finished(command, ("Chloé", "Dev"), "2026-01-06")
        assert len(app.records.result_lines()) == 4
        assert app.records.history_players() == ["Anna", "Ben", "Chloé", "Dev"]


def test_the_kept_lines_cannot_be_changed_by_a_caller(tmp_path):
    with Store(tmp_path / "games.sqlite3") as store:
        finished(store, ("Anna", "Ben"), "2026-01-05")
        store.records.result_lines().clear()
        store.records.history_players().clear()
        assert len(store.records.result_lines()) == 2 and store.records.history_players() == ["Anna", "Ben"]
