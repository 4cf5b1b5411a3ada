"""The store's players, results, history, statistics and backups (`referee_app.store.records`)."""

from __future__ import annotations

import sqlite3

import pytest

from referee_app.store import Store
from referee_app.store.backups import NotABackup, WouldOverwrite
from referee_app.store.errors import StoreError
from referee_app.store.records import HistoryFilter, PlayerResult
from referee_app.store.schema import APPLICATION_ID


@pytest.fixture
def store(tmp_path):
    with Store(tmp_path / "games.sqlite3") as opened:
        yield opened


def result(*scores: tuple[str, int]) -> list[PlayerResult]:
    """Results in seat order from (name, score) pairs, ranked with shared places."""
    return [PlayerResult(seat=i, player=name, colour="red", score=score,
                         rank=1 + sum(other > score for _, other in scores), winner=score == max(s for _, s in scores))
            for i, (name, score) in enumerate(scores)]


def finished(store: Store, game: str, played: str, *scores: tuple[str, int]) -> str:
    record = store.games.create(game, ", ".join(n for n, _ in scores), {"n": played}, status="finished")
    store.records.record_result(record.id, result(*scores), played=played)
    return record.id


# --- profiles --------------------------------------------------------------------------------------------
def test_profiles_are_kept_by_name_with_their_colour(store):
    anna = store.records.save_profile("  Anna  ", "red")
    store.records.save_profile("Łukasz", None)
    assert [(p.name, p.colour) for p in store.records.profiles()] == [("Anna", "red"), ("Łukasz", None)]
    with pytest.raises(StoreError):
        store.records.save_profile("ANNA")                     # the same player whatever the case
    store.records.save_profile("Anna B.", "blue", anna.id)     # rename and recolour
    assert [p.name for p in store.records.profiles()] == ["Anna B.", "Łukasz"]
    with pytest.raises(StoreError):
        store.records.save_profile(" ")


def test_deleting_a_profile_can_be_undone(store):
    ben = store.records.save_profile("Ben", "blue")
    store.records.delete_profile(ben.id)
    assert store.records.profiles() == [] and store.records.profiles(include_deleted=True)[0].deleted is not None
    store.records.restore_profile(ben.id)
    assert [p.name for p in store.records.profiles()] == ["Ben"]


def test_remember_players_adds_only_new_names(store):
    store.records.save_profile("Anna", "red")
    store.records.remember_players([{"name": "anna", "colour": "blue"}, {"name": "Ben", "colour": "green"},
                                    {"name": ""}])
    assert [(p.name, p.colour) for p in store.records.profiles()] == [("Anna", "red"), ("Ben", "green")]


# --- results and history ------------------------------------------------------------------------------------
def test_a_game_joins_the_history_when_its_result_is_recorded(store):
    record = store.games.create("hundsgemein", "Anna, Ben", {"n": 1})
    assert store.records.history().total == 0
    store.records.record_result(record.id, result(("Anna", 10), ("Ben", 12)))
    entry = store.records.history().entries[0]
    assert (entry.id, entry.title, entry.winners) == (record.id, "Anna, Ben", ["Ben"])
    assert entry.played == record.created and entry.earlier == ()
    assert [(r.player, r.rank) for r in entry.results] == [("Anna", 2), ("Ben", 1)]


def test_a_changed_result_keeps_the_earlier_one(store):
    game_id = finished(store, "hundsgemein", "2026-01-02T10:00:00+00:00", ("Anna", 10), ("Ben", 12))
    assert store.records.record_result(game_id, result(("Anna", 10), ("Ben", 12))) is False  # same: nothing kept
    assert store.records.record_result(game_id, result(("Anna", 14), ("Ben", 12))) is True
    entry = store.records.history_entry(game_id)
    assert entry.winners == ["Anna"]
    assert [[r.score for r in e.results] for e in entry.earlier] == [[10, 12]]
    assert entry.played.isoformat() == "2026-01-02T10:00:00+00:00"  # played is set once


def test_deleted_games_leave_the_history_and_come_back(store):
    game_id = finished(store, "hundsgemein", "2026-01-02", ("Anna", 1), ("Ben", 2))
    store.games.delete(game_id)
    assert store.records.history().total == 0 and store.records.result_lines() == []
    store.games.restore(game_id)
    assert store.records.history().total == 1


@pytest.fixture
def season(store):
    finished(store, "hundsgemein", "2026-01-05T20:00:00+00:00", ("Anna", 30), ("Ben", 20))
    finished(store, "hundsgemein", "2026-01-10T20:00:00+00:00", ("anna", 10), ("Chloé", 25), ("Ben", 25))
    finished(store, "loopit", "2026-02-01T20:00:00+00:00", ("Ben", 40), ("Chloé", 12))
    return store


def test_history_filters_by_game_player_and_date(season):
    def titles(**flt):
        return [e.title for e in season.records.history(HistoryFilter(**flt)).entries]

    assert titles() == ["Ben, Chloé", "anna, Chloé, Ben", "Anna, Ben"]            # newest first
    assert titles(game="loopit") == ["Ben, Chloé"]
    assert titles(player="ANNA") == ["anna, Chloé, Ben", "Anna, Ben"]              # any case
    assert titles(since="2026-01-06", until="2026-01-31") == ["anna, Chloé, Ben"]
    assert titles(until="2026-01-05") == ["Anna, Ben"]                            # the whole last day
    assert titles(game="hundsgemein", player="Chloé") == ["anna, Chloé, Ben"]
    assert season.records.history_players() == ["anna", "Ben", "Chloé"]                  # one spelling per player


def test_history_pages(store):
    for day in range(1, 26):
        finished(store, "hundsgemein", f"2026-03-{day:02d}T12:00:00+00:00", ("Anna", day), ("Ben", 0))
    first, last = store.records.history(page=0, page_size=10), store.records.history(page=2, page_size=10)
    assert (first.total, first.pages, len(first.entries), len(last.entries)) == (25, 3, 10, 5)
    assert first.entries[0].results[0].score == 25 and last.entries[-1].results[0].score == 1
    assert store.records.history(page=99, page_size=10).page == 2                         # clamped to the last page
    assert [e.results[0].score for e in store.records.iter_history(chunk=7)] == list(range(1, 26))  # oldest first


def test_result_lines_are_the_filtered_history_oldest_first(season):
    """The statistics' source: one line per player per game under the filter, oldest game first, seat order."""
    lines = season.records.result_lines()
    assert [(x.player, x.score) for x in lines] == [("Anna", 30), ("Ben", 20), ("anna", 10), ("Chloé", 25),
                                                    ("Ben", 25), ("Ben", 40), ("Chloé", 12)]
    assert [(x.player, x.winner) for x in season.records.result_lines(HistoryFilter(game="loopit"))] == [
        ("Ben", True), ("Chloé", False)]
    assert {x.game_id for x in season.records.result_lines(HistoryFilter(player="ANNA"))} == {
        e.id for e in season.records.history(HistoryFilter(player="anna")).entries}


def test_fingerprints_find_saved_games(store):
    record = store.games.create("hundsgemein", "x", {})
    store.records.set_fingerprint(record.id, "abc")
    assert store.records.find_fingerprint("abc") == record.id and store.records.find_fingerprint("zzz") is None
    store.games.delete(record.id)
    assert store.records.find_fingerprint("abc") is None


# --- schema ------------------------------------------------------------------------------------------------
def test_a_version_1_database_is_upgraded_with_its_games(tmp_path):
    path = tmp_path / "games.sqlite3"
    from referee_app.store.schema import schema_v1

    db = sqlite3.connect(path, isolation_level=None)
    schema_v1(db)
    db.execute("PRAGMA user_version = 1")
    db.execute("INSERT INTO games VALUES ('g1', 'hundsgemein', '2026-01-01T00:00:00+00:00', "
               "'2026-01-01T00:00:00+00:00', 1, 1, NULL)")
    db.execute("INSERT INTO revisions VALUES ('g1', 1, 'Old game', 'finished', '{\"n\": 1}', NULL)")
    db.close()
    with Store(path) as upgraded:
        assert upgraded.report.moved_aside is None
        assert upgraded.games.get("g1").title == "Old game" and upgraded.records.profiles() == []
        assert upgraded.connection.db.execute("PRAGMA user_version").fetchone()[0] == 4  # schema 4: team members


# --- backups -------------------------------------------------------------------------------------------------
def test_backup_then_restore_on_an_empty_folder_gives_the_same_history(season, tmp_path):
    backup = tmp_path / "backup.trbackup"
    season.records.save_profile("Dev", "purple")
    season.backups.write(backup)
    with Store(tmp_path / "other" / "games.sqlite3") as fresh:
        assert fresh.backups.restore(backup) is None                                  # nothing to keep aside
        assert fresh.records.history() == season.records.history()
        assert fresh.records.result_lines() == season.records.result_lines()
        assert [p.name for p in fresh.records.profiles()] == [p.name for p in season.records.profiles()]
        assert fresh.settings.get("backup_made") is None


def test_restore_never_replaces_data_without_being_told(season, tmp_path):
    backup = tmp_path / "b.sqlite3"
    with Store(tmp_path / "other" / "games.sqlite3") as other:
        other.games.create("hundsgemein", "Only here", {})
        other.backups.write(backup)
    before = season.records.history()
    with pytest.raises(WouldOverwrite):
        season.backups.restore(backup)
    assert season.records.history() == before
    kept = season.backups.restore(backup, replace=True)
    assert [g.title for g in season.games.latest()] == ["Only here"] and season.records.history().total == 0
    season.backups.restore(kept, replace=True)                                        # and back: undone
    assert season.records.history() == before


@pytest.mark.parametrize("make", [
    lambda path: path.write_text("game_id,player\n"),
    lambda path: path.write_bytes(b"SQLite format 3\x00" + b"\x00" * 200),
    lambda path: sqlite3.connect(path).execute("CREATE TABLE t (x)").connection.commit(),
])
def test_restore_refuses_files_that_are_not_our_backups(store, tmp_path, make):
    path = tmp_path / "not-a-backup"
    make(path)
    store.games.create("hundsgemein", "Mine", {})
    with pytest.raises(NotABackup):
        store.backups.restore(path, replace=True)
    assert [g.title for g in store.games.latest()] == ["Mine"]


def test_our_own_database_is_not_a_backup_until_marked(tmp_path):
    path = tmp_path / "live.sqlite3"
    with Store(path) as live:
        live.games.create("hundsgemein", "x", {})
    with Store(tmp_path / "b" / "games.sqlite3") as other, pytest.raises(NotABackup):
        other.backups.restore(path)
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    db.close()
