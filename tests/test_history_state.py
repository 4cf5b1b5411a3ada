"""The app keeps the history right by itself: a finished game is scored and recorded, a correction made
later re-scores it and keeps the previous result, undo re-scores too; new players become profiles."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee_app.changes import Change
from referee_app.games.hundsgemein import document as hg
from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import find_game

EXAMPLE = json.loads((Path(__file__).parent / "data" / "sheet_example_rows.json").read_text(encoding="utf-8"))


@pytest.fixture
def app(tmp_path):
    return AppState(Store(tmp_path / "games.sqlite3"), device_language="en")


def started(app: AppState):
    doc = hg.HgDocument(file=EXAMPLE)
    return app.create_game(find_game("hundsgemein"), "Jaune, Bleu, Rouge, Vert", doc), doc


def swap_dogs(doc: hg.HgDocument, a: str, b: str) -> Change:
    dogs = dict(doc.file["dogs"])
    dogs[a], dogs[b] = dogs[b], dogs[a]
    return Change(doc.model_copy(update={"file": {**doc.file, "dogs": dogs}}), f"swap {a} {b}")


def totals(app: AppState, game_id: str) -> dict[str, int]:
    return {r.player: r.score for r in app.store.records.history_entry(game_id).results}


def test_a_game_joins_the_history_when_it_is_finished(app):
    record, doc = started(app)
    assert app.store.records.history().total == 0                                    # in progress: not history
    outcome = app.apply(record.id, hg.set_finished(doc, True))
    assert outcome.record.status == "finished" and not outcome.rescored
    entry = app.store.records.history_entry(record.id)
    assert entry.winners == ["Bleu"] and totals(app, record.id)["Bleu"] == 19
    assert entry.duration_min == 0
    assert {p.name for p in app.store.records.profiles()} == {"Jaune", "Bleu", "Rouge", "Vert"}


def test_correcting_a_finished_game_rescores_it_and_keeps_the_previous_result(app):
    record, doc = started(app)
    finished = hg.HgDocument.model_validate(app.apply(record.id, hg.set_finished(doc, True)).record.data)
    before = totals(app, record.id)
    outcome = app.apply(record.id, swap_dogs(finished, "H1", "H2"))          # a wrong dog found later
    assert outcome.rescored
    entry = app.store.records.history_entry(record.id)
    assert totals(app, record.id) != before
    assert [{r.player: r.score for r in e.results} for e in entry.earlier] == [before]
    app.undo(record.id)                                                      # undoing the correction
    assert totals(app, record.id) == before
    assert len(app.store.records.history_entry(record.id).earlier) == 2


def test_a_game_never_finished_stays_out_of_the_history(app):
    record, doc = started(app)
    app.apply(record.id, swap_dogs(doc, "H1", "H2"))
    assert app.store.records.history().total == 0


def test_games_finished_before_the_history_existed_join_it(tmp_path):
    with Store(tmp_path / "games.sqlite3") as store:
        doc = hg.HgDocument(file=EXAMPLE, finished=True)
        old = store.games.create("hundsgemein", "Old", doc.model_dump(mode="json"), status="finished")
        store.games.create("hundsgemein", "Unscorable", {"file": {"game": "hundsgemein"}}, status="finished")
        store.games.create("chess", "A game this version does not know", {}, status="finished")
        assert store.records.history().total == 0
        app = AppState(store, device_language="en")
        assert [e.id for e in app.store.records.history().entries] == [old.id]     # the others are left as they were
