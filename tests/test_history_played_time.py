"""A game the app made is stamped in History (and so the CSV and the BG Stats export) with the real time of
the change that finished it, in every game family: the date a set-up writes into its game file (Défense
d'afficher writes today's) is a day, not a time, and noon UTC of it sorted the game as the day's oldest.
Only an imported file dated another day keeps that day (at noon UTC: the hour is not known)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from referee_app.changes import Change
from referee_app.exchange.files import played_at
from referee_app.fronts import document_from_file
from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import find_game

DATA = Path(__file__).parent / "data"

#: one finished game file of each family (Hundsgemein, Loopit, the track games, Défense d'afficher, Paleo and
#: the Paleo match games)
FAMILY_FILES = {
    "hundsgemein": DATA / "sheet_example_rows.json",
    "loopit": DATA / "loopit" / "sheet_example.json",
    "numeri": DATA / "track" / "numeri_worked_example.json",
    "froscheln": DATA / "track" / "froscheln_example.json",
    "posters": DATA / "posters" / "four_sides_to_the_finish.json",
    "paleo": DATA / "paleo" / "four_players_teams.json",
    "pitchanque": DATA / "paleo_games" / "pitchanque.json",
}


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, device_language="en")
    store.close()


@pytest.mark.parametrize("game_id", sorted(FAMILY_FILES))
def test_a_game_made_in_the_app_is_stamped_with_the_time_it_was_finished(app, game_id):
    """The stored time of a finished game is the time of the change that finished it, even when its file
    carries today's date (as Défense d'afficher's set-up writes), never noon of that day."""
    game = find_game(game_id)
    file = json.loads(FAMILY_FILES[game_id].read_text(encoding="utf-8"))
    file["date"] = dt.date.today().isoformat()
    doc = document_from_file(game, file)
    record = app.create_game(game, "today's game", doc)
    finished = app.apply(record.id, Change(doc, "finished")).record
    assert finished.status == "finished"
    played = app.store.records.history_entry(record.id).played
    assert played == finished.updated
    assert played.tzinfo is not None


def test_an_imported_file_dated_another_day_keeps_that_day():
    """A file from elsewhere dated another day was played that day: it keeps the day (noon UTC)."""
    now = dt.datetime(2026, 11, 27, 14, 53, tzinfo=dt.UTC)
    assert played_at({"date": "2026-03-01"}, now) == "2026-03-01T12:00:00.000000+00:00"


def test_a_file_dated_the_day_of_the_change_or_undated_gets_the_time_of_the_change():
    now = dt.datetime(2026, 11, 27, 14, 53, 7, 120, tzinfo=dt.UTC)
    local_day = now.astimezone().date().isoformat()
    for file in ({"date": local_day}, {}, {"date": "not a date"}, {"date": 20261127}):
        assert played_at(file, now) == now.isoformat(timespec="microseconds")
