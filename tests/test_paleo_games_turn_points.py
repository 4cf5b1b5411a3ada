"""Turn points in the app without a renderer (issue 24.3): the billiards and Match aux points take a turn as
the points the table counted, one tap on a number or the number typed; bad input is refused in the reader's
language, located, with nothing lost; undo names the turn; the PDF says such lines were not refereed."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from test_app_components import find
from test_paleo_games_app import screen_for, two

from referee_app.changes import Change, Refusal
from referee_app.fronts import front
from referee_app.games.paleo_games import document as pg
from referee_app.state import AppState
from referee_app.store import Store
from scorers.i18n import render
from scorers.registry import find_game

TOTALS_GAMES = ("paleo-billard-double", "paleo-cricket", "paleo-billard-compte", "paleo-points")


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, "en")
    store.close()


def tap(screen, identifier: str) -> None:
    find(screen.pad.control, identifier).on_click(None)


def typed(screen, text: str) -> None:
    field = screen.pad.turns.field
    field.value = text
    field.on_submit(type("E", (), {"control": field})())


@pytest.mark.parametrize("game_id", TOTALS_GAMES)
def test_a_tap_on_a_number_logs_the_turn_of_its_row(app, game_id):
    """One tap in a player's row: that player's turn, with those points, marked as entered by the table."""
    screen = screen_for(app, two(game_id))
    tap(screen, "pg-turn-0-0" if game_id == "paleo-cricket" else "pg-turn-0-2")
    event = screen.doc.file["events"][-1]
    assert event == {"type": "turn", "player": "Ana", "points": 0 if game_id == "paleo-cricket" else 2}
    line = screen.report.sheet.lines[-1]
    assert "entered by the table" in line.explain("en") and line.rules == ("PG-TOTALS",)


def test_match_aux_points_a_tap_in_a_players_row_says_who_scored_and_how_much(app):
    """No turns are kept at Match aux points: each player has a row of numbers, so one tap enters who scored
    and how much, whoever the pad's chooser shows; the typed field goes to the chosen player."""
    screen = screen_for(app, two("paleo-points"))
    tap(screen, "pg-turn-1-3")
    tap(screen, "pg-turn-0-2")
    tap(screen, "pg-turn-1-1")
    assert [(e["player"], e["points"]) for e in screen.doc.file["events"]] == [("Ben", 3), ("Ana", 2), ("Ben", 1)]
    screen.pad.chosen = 1
    typed(screen, "2")
    assert screen.report.replay.tally.score == (2, 6)


def test_a_tap_in_the_other_players_row_says_the_turn_between_scored_nothing(app):
    """Where turns are kept, Ana's points tapped on Ben's turn enter Ben's turn at 0, then Ana's, in one change:
    one undo takes both back. The first tap also says who started."""
    screen = screen_for(app, two("paleo-billard-compte"))
    tap(screen, "pg-turn-1-2")  # Ben starts
    tap(screen, "pg-turn-1-3")  # Ana's turn scored nothing
    assert [(e["player"], e["points"]) for e in screen.doc.file["events"]] == [("Ben", 2), ("Ana", 0), ("Ben", 3)]
    assert screen.report.replay.tally.score == (0, 5) and screen.report.turn == 0
    screen.undo()
    assert [(e["player"], e["points"]) for e in screen.doc.file["events"]] == [("Ben", 2)]


def test_billiards_turns_alternate_and_undo_names_the_turn(app):
    """After a turn its opponent's is next; undo takes back exactly that turn and says which."""
    screen = screen_for(app, two("paleo-billard-double"))
    tap(screen, "pg-turn-0-7")
    assert screen.report.turn == 1 and "Ben" in screen.pad.turns.help.value
    typed(screen, "12")
    assert [e["points"] for e in screen.doc.file["events"]] == [7, 12]
    assert app.change_text(screen.record) == "Ben's turn: 12 points entered"
    screen.undo()
    assert [e["points"] for e in screen.doc.file["events"]] == [7] and screen.report.turn == 1


@pytest.mark.parametrize("lang, text, words", [
    ("en", "abc", "“abc” is not a number of points"),
    ("fr", "abc", "« abc » n’est pas un nombre de points"),
    ("en", "-3", "from 0 to 36"),
    ("fr", "40", "de 0 à 36"),
    ("en", "2.5", "a whole number is expected"),
])
def test_bad_turn_points_are_refused_in_the_readers_language_and_kept_in_the_field(app, lang, text, words):
    """Not a number, negative, over the bound or not whole: refused in the reader's words, nothing logged,
    what was typed still in the field to correct."""
    app.set_language(lang)
    screen = screen_for(app, two("paleo-billard-double"))
    typed(screen, text)
    assert screen.doc.file["events"] == []
    assert screen.banner.shown and words in screen.banner.words.value
    assert screen.pad.turns.field.value == text


def test_a_refusal_names_the_turn_it_refuses(app):
    """The document's refusal cites PG-TOTALS (the rule a table can ask about)."""
    refusal = pg.add_turn_points(two("paleo-billard-compte"), "Ana", "17")
    assert isinstance(refusal, Refusal) and refusal.reasons[0].params["rule"] == "PG-TOTALS"
    assert "0 to 16" in render(refusal.reasons[0], "en")
    change = pg.add_turn_points(two("paleo-billard-compte"), "Ana", " 16,0 ")
    assert isinstance(change, Change) and change.doc.file["events"][-1]["points"] == 16 and change.doc.finished


def test_cricket_numbers_closed_are_tapped_then_the_points(app):
    """At Cricket the numbers the turn closed are tapped (a second tap takes one back), then its points."""
    screen = screen_for(app, two("paleo-cricket"))
    for n in (6, 7, 3):
        tap(screen, f"pg-close-{n}")
    tap(screen, "pg-close-3")
    tap(screen, "pg-turn-0-0")
    assert screen.doc.file["events"] == [{"type": "turn", "player": "Ana", "points": 0, "closed": [6, 7]}]
    assert screen.pad.turns.closing == []
    assert screen.report.replay.tally.closed[0] == {6, 7}


def test_the_shot_by_shot_entry_stays_beside_turn_points(app):
    """Tables that want every shot refereed still tap pieces; both go into the same game file."""
    screen = screen_for(app, two("paleo-billard-double"))
    tap(screen, "pg-turn-0-5")
    screen.pad.tap("r2")
    screen.pad.tap("g2")
    assert [e["type"] for e in screen.doc.file["events"]] == ["turn", "shot", "shot"]
    assert screen.report.replay.tally.score == (5, 2)


def test_the_pdf_says_turn_points_were_not_refereed():
    """A sheet with turns entered as points says so under its lines, in the reader's language."""
    game = find_game("paleo-billard-double")
    doc = pg.add_turn_points(two("paleo-billard-double"), "Ana", "9").doc
    state = pg.state_of(doc)
    sheet = pg.rules_of(doc).score(state)
    for lang, words in (("en", "not refereed"), ("fr", "pas été arbitrés")):
        pdf = front(game).sheet_pdf(game, sheet, state, lang)
        text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(pdf)).pages)
        assert words in text


def test_the_turn_points_entry_hides_once_the_match_is_won(app):
    doc = pg.add_turn_points(two("paleo-points"), "Ana", "5").doc
    doc = pg.add_turn_points(doc, "Ana", "5").doc
    screen = screen_for(app, doc)
    assert screen.report.over and screen.pad.turns.control.visible is False


