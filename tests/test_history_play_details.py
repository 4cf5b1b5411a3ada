"""A play's details as BG Stats users keep them: a note and a place typed in History, the duration the app
knows; shown in History and exported (CSV columns place and note; BG Stats `comments` and a location per
place)."""

from __future__ import annotations

import csv
import io

import pytest
from test_app_components import FakePage, find

from referee_app.components.history import HistoryScreen, entry_view
from referee_app.exchange.tables import bgstats_plays, history_csv
from referee_app.state import AppState
from referee_app.store import Store
from referee_app.store.errors import StoreError
from referee_app.store.records import PlayerResult


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, device_language="en")
    store.close()


def played(app: AppState, minutes: int | None = 42) -> str:
    record = app.store.games.create("hundsgemein", "Anna, Ben", {}, status="finished")
    app.store.records.record_result(record.id, [PlayerResult(seat=0, player="Anna", score=30, rank=1, winner=True),
                                        PlayerResult(seat=1, player="Ben", score=20, rank=2, winner=False)],
                            played="2026-01-05T18:00:00+00:00", duration_min=minutes)
    return record.id


def test_a_note_and_a_place_typed_in_history_are_kept_and_shown(app):
    """The game's page in History takes a note and a place; both are kept, shown, and the list says where."""
    game_id = played(app)
    view = entry_view(FakePage(), app, game_id, lambda *r: None)
    find(view.controls, "play-note").value = "  Revanche demain !  "
    find(view.controls, "play-place").value = "  Chez   Anna "
    find(view.controls, "save-details").on_click(None)
    entry = app.store.records.history_entry(game_id)
    assert (entry.note, entry.place, entry.duration_min) == ("Revanche demain !", "Chez Anna", 42)
    again = entry_view(FakePage(), app, game_id, lambda *r: None)
    assert find(again.controls, "play-note").value == "Revanche demain !"
    assert "42 min" in again.controls[0].controls[0].value
    screen = HistoryScreen(FakePage(), app, lambda *r: None)
    screen.view()
    assert "Chez Anna" in find(screen.rows.controls, f"entry-{game_id}").subtitle.value
    find(again.controls, "play-note").value, find(again.controls, "play-place").value = "", " "
    find(again.controls, "save-details").on_click(None)
    entry = app.store.records.history_entry(game_id)
    assert (entry.note, entry.place) == (None, None)


def test_details_are_exported_to_the_csv_and_bg_stats(app):
    """CSV: place and note on each row; BG Stats: the note as `comments`, the place as the play's location,
    the duration as `durationMin`; a play without a place is at the app's location."""
    first, second = played(app), played(app, None)
    app.store.records.set_play_details(first, "Close game", "Club")
    rows = list(csv.DictReader(io.StringIO(history_csv(app.store.records.iter_history()))))
    assert {(r["game_id"], r["place"], r["note"], r["duration_min"]) for r in rows} == {
        (first, "Club", "Close game", "42"), (second, "", "", "")}
    data = bgstats_plays(app.store.records.iter_history())
    where = {loc["id"]: loc["name"] for loc in data["locations"]}
    plays = {p["uuid"].replace("-", ""): p for p in data["plays"]}
    assert (plays[first]["comments"], where[plays[first]["locationRefId"]], plays[first]["durationMin"]) == (
        "Close game", "Club", 42)
    assert (plays[second]["comments"], where[plays[second]["locationRefId"]]) == ("", "Table Referee")


def test_details_of_a_game_that_is_not_saved_are_refused(app):
    with pytest.raises(StoreError):
        app.store.records.set_play_details("nope", "x", "y")
