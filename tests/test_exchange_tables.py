"""The history as CSV (one row per player per game) and as BG Stats JSON plays, against their documented
columns and fields (`referee_app.exchange.tables`)."""

from __future__ import annotations

import csv
import io
import json
import uuid
from datetime import datetime

import pytest

from referee_app.exchange.tables import CSV_COLUMNS, bgstats_json, bgstats_plays, history_csv
from referee_app.store import Store
from referee_app.store.records import PlayerResult


@pytest.fixture
def store(tmp_path):
    with Store(tmp_path / "games.sqlite3") as opened:
        one = opened.games.create("hundsgemein", "Anna, Ben", {}, status="finished")
        opened.records.record_result(one.id, [
            PlayerResult(seat=0, player="Anna", colour="red", score=12, rank=1, winner=True),
            PlayerResult(seat=1, player="Ben", colour="blue", score=9, rank=2, winner=False)],
            played="2026-01-05T19:30:00+00:00", duration_min=35)
        two = opened.games.create("hundsgemein", "Łukasz, Anna, Ben", {}, status="finished")
        opened.records.record_result(two.id, [
            PlayerResult(seat=0, player="Łukasz", colour="green", score=7, rank=1, winner=True),
            PlayerResult(seat=1, player="anna", colour="red", score=7, rank=1, winner=True),
            PlayerResult(seat=2, player="Ben", colour="blue", score=2, rank=3, winner=False)],
            played="2026-01-06T19:30:00+00:00")
        yield opened


def test_csv_has_the_documented_columns_and_one_row_per_player_per_game(store):
    rows = list(csv.DictReader(io.StringIO(history_csv(store.records.iter_history(), "fr"))))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert len(rows) == 5
    first = rows[0]
    assert (first["game"], first["game_name"], first["title"], first["played"], first["duration_min"]) == (
        "hundsgemein", "Hundsgemein", "Anna, Ben", "2026-01-05T19:30:00+00:00", "35")
    assert [(r["seat"], r["player"], r["colour"], r["score"], r["rank"], r["winner"]) for r in rows[:2]] == [
        ("1", "Anna", "red", "12", "1", "1"), ("2", "Ben", "blue", "9", "2", "0")]
    assert rows[2]["duration_min"] == "" and rows[2]["player"] == "Łukasz"         # unknown duration: empty
    assert {r["game_id"] for r in rows[2:]} == {store.records.history().entries[0].id}


def test_bgstats_plays_have_the_fields_bg_stats_reads(store):
    data = json.loads(bgstats_json(store.records.iter_history()))
    # Issue 17: the whole shape of a BG Stats export (tests/test_bgstats_export.py checks it field by field).
    assert set(data) == {"tags", "groups", "players", "locations", "games", "plays", "challenges",
                         "deletedObjects", "userInfo"}
    assert data["games"] == [{"id": 1, "uuid": data["games"][0]["uuid"], "name": "Hundsgemein",
                              "sourceGameId": "hundsgemein", "cooperative": False, "highestWins": True,
                              "noPoints": False, "usesTeams": False}]
    assert [p["name"] for p in data["players"]] == ["Anna", "Ben", "Łukasz"]       # "anna" is Anna
    first, second = data["plays"]
    assert first["uuid"] == str(uuid.UUID(hex=store.records.history().entries[1].id))
    assert first["playDate"] == datetime.fromisoformat("2026-01-05T19:30:00+00:00").astimezone().strftime(
        "%Y-%m-%d %H:%M:%S")
    assert (first["durationMin"], second["durationMin"], first["gameRefId"]) == (35, 0, 1)
    assert first["playerScores"][0] == {"playerRefId": 1, "score": "12", "winner": True, "rank": 1, "seatOrder": 1,
                                        "startPlayer": True, "newPlayer": False, "team": None, "startPosition": "",
                                        "role": ""}
    assert [(s["playerRefId"], s["rank"], s["winner"]) for s in second["playerScores"]] == [
        (3, 1, True), (1, 1, True), (2, 3, False)]


def test_exporting_again_gives_the_same_uuids_so_nothing_is_duplicated(store):
    assert bgstats_plays(store.records.iter_history()) == bgstats_plays(store.records.iter_history())
    uuids = [p["uuid"] for p in bgstats_plays(store.records.iter_history())["plays"]]
    assert len(set(uuids)) == len(uuids)
