"""Défense d'afficher entered by its finishing order (PO-FINISH, issue 24.3): the rule, the file, the app
without a renderer and the PDF. The rule as each test's docstring."""

from __future__ import annotations

import datetime as dt
import io
import json

import pytest
from pypdf import PdfReader
from test_app_components import FakePage
from test_posters_app import find, start

from referee_app.changes import Change, Refusal
from referee_app.fronts import front
from referee_app.games.posters import document as po
from referee_app.games.posters.screen import GameScreen
from referee_app.state import AppState
from referee_app.store import Store
from scorers.errors import InvalidState
from scorers.posters import RULES, check, parse, score, to_file
from scorers.registry import find_game

THREE = {"game": "posters", "sides": ["Anna", "Ben", "Chloé"]}


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, "en")
    store.close()


def test_PO_FINISH_the_winner_alone_is_a_whole_game_the_others_share_the_next_place():
    """A game may be entered by its finishing order alone: the side named first wins; the sides not named
    share the place after the last named; the sheet says in both languages the table entered it, not
    refereed."""
    state = parse({**THREE, "finish": ["b"]})
    assert check(state) == []
    sheet = score(state)
    assert sheet.finished and sheet.winners == ("Ben",)
    assert [(e.player, e.rank) for e in sheet.ranking.entries] == [("Ben", 1), ("Anna", 2), ("Chloé", 2)]
    assert sheet.lines[0].rules == ("PO-FINISH",)
    assert "not refereed" in sheet.lines[0].explain("en") and "non arbitrés" in sheet.lines[0].explain("fr")
    over, said, _ = RULES.end_status(state)
    assert over and "Ben" in said.render("en")


def test_PO_FINISH_the_rest_in_order_places_every_side():
    """The others may follow in the order they finished; each takes its own place."""
    sheet = score(parse({**THREE, "finish": ["c", "a", "b"]}))
    assert [(e.player, e.rank) for e in sheet.ranking.entries] == [("Chloé", 1), ("Anna", 2), ("Ben", 3)]


@pytest.mark.parametrize("finish, where", [(["a", "a"], "finish[1]"), (["d"], "finish[0]")])
def test_PO_FINISH_a_side_placed_twice_or_unknown_is_a_located_error(finish, where):
    """A side is placed once, and only a side of the game: the file's error says where."""
    with pytest.raises(InvalidState) as caught:
        parse({**THREE, "finish": finish})
    assert where in {p.where for p in caught.value.problems}


def test_PO_FINISH_stands_for_the_whole_game_no_turns_with_it():
    """The finishing order and a log of turns are not given together."""
    with pytest.raises(InvalidState) as caught:
        parse({**THREE, "finish": ["a"], "turns": [{"side": "a", "do": [{"roll": 4, "move": 4}]}]})
    assert "finish" in {p.where for p in caught.value.problems}


def test_the_finishing_order_round_trips_and_old_files_still_read():
    """The file keeps the order (as side letters); a file without it is read as before."""
    state = parse({**THREE, "finish": ["b", "a"]})
    assert parse(json.loads(json.dumps(to_file(state)))) == state
    assert "finish" not in to_file(parse(THREE)) and parse(THREE).finish == ()


def test_the_app_places_the_winner_in_one_tap_and_undo_takes_it_back(app):
    """One tap on the winner finishes the game; another side tapped takes the next place; undo names the
    change and takes one place back at a time."""
    screen, _ = start(app)
    find(screen.body.controls, "po-finish-b").on_click(None)
    assert screen.doc.file["finish"] == ["b"] and screen.doc.finished
    assert app.change_text(screen.record) == "finishing order: Les Colleurs in place 1"
    assert "Les Colleurs" in screen.status.value
    find(screen.body.controls, "po-finish-a").on_click(None)
    assert screen.doc.file["finish"] == ["b", "a"]
    screen.undo()
    assert screen.doc.file["finish"] == ["b"]


def test_the_finishing_order_is_refused_once_turns_are_logged_and_a_side_twice():
    """The game told turn by turn is not also told by its order; a side placed twice says where it is."""
    doc = po.new_document([{"members": ["Anna"]}, {"members": ["Ben"]}], "full")
    placed = po.place_finish(doc, "a")
    assert isinstance(placed, Change)
    again = po.place_finish(placed.doc, "a")
    assert isinstance(again, Refusal) and "already in the finishing order, in place 1" in again.reasons[0].render("en")
    played = po.new_turn(doc, {"roll": 4, "move": 4})
    assert isinstance(played, Change)
    refused = po.place_finish(played.doc, "b")
    assert isinstance(refused, Refusal) and "turn by turn" in refused.reasons[0].render("en")


def test_the_result_tab_and_the_pdf_show_places_not_posters(app):
    """The result tab and the PDF list the places, and say nothing was refereed."""
    from test_app_components import FakePage, texts

    from referee_app.games.posters.log import result_items

    screen, _ = start(app)
    find(screen.body.controls, "po-finish-a").on_click(None)
    shown = texts(result_items(FakePage(), app, screen.rep, screen.doc, "t"))
    assert any("placed by the table" in s for s in shown)
    game = find_game("posters")
    state = po.state_of(screen.doc)
    pdf = front(game).sheet_pdf(game, score(state), state, "en", dt.date(2026, 1, 2))
    text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(pdf)).pages)
    assert "Winner: Anna" in text and "not refereed" in text


@pytest.mark.parametrize(("lang", "refused", "label"), [
    ("en", "Jon is already in the finishing order, in place 1: undo to change the order",
     "finishing order: Jon in place 1"),
    ("fr", "Jon est déjà dans l’ordre d’arrivée, à la place 1 : annulez pour changer l’ordre",
     "ordre d’arrivée : Jon à la place 1")])
def test_a_side_placed_twice_is_said_in_words(lang, refused, label):
    """Issue 36 item 9: a side tapped twice in the finishing order said "Jon is already placed 1: undo to change
    the order" (and its undo label "Jon placed 1"): the place is said as a place of the finishing order."""
    doc = po.new_document([{"members": ["Jon"]}, {"members": ["Ivy"]}], "full")
    placed = po.place_finish(doc, "a")
    assert placed.label.render(lang) == label
    assert po.place_finish(placed.doc, "a").reasons[0].render(lang) == refused


def test_the_finishing_order_stays_in_its_place_after_the_winners_tap(app):
    """Issue 36 item 3: the finishing order jumped from y~766 to y~244 after the winner's tap (the turn's
    controls above it went away), so the second place's tap landed on nothing. After the winner's tap the tab
    holds the same controls in the same order, the finishing order where it was; the turn's kind and die
    buttons stay, closed (no turn is played after a finishing order); undone, they open again. A game
    opened with its order entered shows the order alone."""
    screen, _ = start(app)
    before = list(screen.body.controls)
    box = screen.finish_box
    find(screen.body.controls, "po-finish-b").on_click(None)
    assert screen.doc.file["finish"] == ["b"]
    assert screen.body.controls == before and screen.body.controls.index(box) == before.index(box)
    assert screen.kind_part.disabled and screen.options.disabled
    assert find(screen.body.controls, "po-finish-order").value.startswith("Finishing order: 1. Les Colleurs")
    find(screen.body.controls, "po-finish-a").on_click(None)
    assert screen.doc.file["finish"] == ["b", "a"] and screen.body.controls == before
    screen.undo()
    screen.undo()
    assert not screen.doc.file.get("finish") and not screen.kind_part.disabled and not screen.options.disabled
    screen.redo()
    reopened = GameScreen(FakePage(), app, screen.record.id, lambda *_: None)
    reopened.view()
    assert reopened.body.controls == [reopened.finish_box]
