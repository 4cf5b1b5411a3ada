"""Loopit, points only: a turn written as the points the table declares (issue 17, one typed number a turn).
Rule tests named after the clause (LP-POINTS, LP-FIXED), the document's changes, the screen, the file."""

from __future__ import annotations

import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from loopit_helpers import NAMES, codes, game_data
from pypdf import PdfReader
from test_app_components import FakePage, find

from referee_app.changes import Change, Refusal
from referee_app.games.loopit import document as lp
from referee_app.games.loopit.pdf import sheet_pdf
from referee_app.games.loopit.screen import LoopitScreen
from referee_app.state import AppState
from referee_app.store import Store
from scorers.errors import ImpossibleState
from scorers.i18n import render
from scorers.loopit import EXAMPLE_BOARD, check, max_declared_points, parse, parse_tile, score, to_file
from scorers.loopit.rules import MAX_LINKS, MAX_TILES_PER_TURN, MAX_VALUE, MULTIPLIERS

PLAYERS = [{"name": "Anna", "colour": "red"}, {"name": "Ben", "colour": "blue"}]


def declared(*points, players: int = 2, **extra) -> dict:
    return {"game": "loopit", "players": NAMES[:players], "turns": [{"points": p} for p in points], **extra}


def step(doc, change):
    assert isinstance(change, Change), change
    return change.doc


# --- the rules ----------------------------------------------------------------------------------------------

def test_LP_POINTS_the_most_a_turn_can_score_comes_from_the_rule_books_numbers():
    """A turn lays up to 3 tiles; each scores its value (at most 8) times its square's multiplier, plus the face
    value of every adjoining tile whose line meets its own (at most 4): 3 x (8 x highest + 4 x 8)."""
    assert max_declared_points(6) == MAX_TILES_PER_TURN * (MAX_VALUE * 6 + MAX_LINKS * MAX_VALUE) == 240
    assert max_declared_points(1) == 3 * (8 + 32) == 120
    assert EXAMPLE_BOARD.highest_multiplier == MULTIPLIERS[-1] == 6


def test_LP_POINTS_a_declared_turn_is_a_whole_number_from_0_to_the_most_a_turn_can_score():
    """Points only: a turn may be written as the points the table declares for it, a whole number from 0 to the
    most LP-POINTS allows a turn."""
    most = max_declared_points(6)
    assert check(parse(declared(0, most))) == []
    found = check(parse(declared(most + 1, -1, 2.5, 900)))
    assert codes(found) == [("LP-POINTS", "declared-out-of-range"), ("LP-POINTS", "declared-out-of-range"),
                            ("LP-POINTS", "declared-not-whole"), ("LP-POINTS", "declared-out-of-range")]
    assert [v.where for v in found] == [f"turns[{i}].points" for i in range(4)]
    assert found[3].message() == ("Turn 4: 900 points cannot be one turn's score: a turn scores from 0 to 240 at "
                                  "most (3 tiles, each its value times the highest multiplier plus four linked "
                                  "neighbours).")
    assert found[2].message("fr") == "Tour 3 : 2,5 n’est pas un nombre entier de points."
    with pytest.raises(ImpossibleState):
        score(parse(declared(900)))


def test_LP_POINTS_the_bound_follows_the_boards_highest_multiplier():
    """LP-POINTS: the multiplier applies to the laid tile; on a board whose highest square is x2 a turn scores at
    most 3 x (8 x 2 + 32) = 144."""
    rows = [" ".join("2" if (r, c) == (0, 0) else "." for c in range(5)) for r in range(5)]
    small = {"name": "x2 only", "rows": rows}
    assert check(parse(declared(144, board=small))) == []
    assert codes(check(parse(declared(145, board=small)))) == [("LP-POINTS", "declared-out-of-range")]
    # light mode types each multiplier, up to x6 whatever the board
    assert check(parse(declared(240, board=small, mode="light"))) == []


def test_LP_POINTS_declared_points_stand_for_the_whole_turn():
    """A declared turn names no tile and no swap: its points stand for the whole turn."""
    data = game_data([("g6", "W2")])
    data["turns"][0]["points"] = 9
    assert codes(check(parse(data))) == [("LP-POINTS", "declared-with-tiles")]
    data = declared(5)
    data["turns"][0]["swap"] = True
    assert codes(check(parse(data))) == [("LP-POINTS", "declared-with-tiles")]


def test_LP_POINTS_scoring_adds_the_declared_points_and_says_the_table_entered_them():
    """A turn scores the points the table declares; its explanation says the table entered them, not refereed."""
    sheet = score(parse(declared(28, 0, 1)))
    assert sheet.totals == {"Anna": 29, "Ben": 0}
    assert [line.points for line in sheet.lines] == [28, 0, 1]
    assert sheet.lines[0].explain("en") == "Anna: 28 points entered by the table (tiles not entered, not refereed)."
    assert sheet.lines[2].explain("fr") == "Anna : 1 point saisi par la table (tuiles non saisies, non arbitrées)."
    assert sheet.lines[1].explain("fr").startswith("Ben : 0 point saisi")
    assert render(sheet.lines[0].subject, "fr") == "points saisis"
    assert sheet.lines[0].rules == ("LP-POINTS",)


def test_LP_ORDER_a_declared_turn_names_the_player_in_seat_order():
    """Players take turns in seat order: a declared turn naming someone else is out of turn."""
    data = declared(10, 12)
    data["turns"][1]["player"] = "Anna"
    assert codes(check(parse(data))) == [("LP-ORDER", "out-of-turn")]


def test_LP_FIXED_declared_turns_count_like_any_other():
    """Variant: a number of turns agreed in advance (2 players 13 turns); a declared turn is one of them."""
    turns = 2 * 13
    state = parse(declared(*[5] * turns, variant="fixed-turns"))
    assert check(state) == []
    assert score(state).finished is True
    over = codes(check(parse(declared(*[5] * (turns + 1), variant="fixed-turns"))))
    assert over == [("LP-FIXED", "turn-after-end")]


def test_a_game_mixing_tile_turns_and_declared_turns_scores_each_its_way():
    """Refereed turns score LP-POINTS tile by tile, declared ones add the table's number (issue 17)."""
    data = game_data([("g6", "SW4"), ("f7", "NES5"), ("f8", "NS5")], [("e6", "EW2"), ("g7", "NSW3"), ("g8", "NS2")])
    data["turns"] += [{"points": 40}, {"tiles": [], "points": 11}]
    state = parse(data)
    assert check(state) == []
    sheet = score(state)
    assert [line.points for line in sheet.lines] == [33, 28, 40, 11]
    assert sheet.totals == {"Anna": 73, "Ben": 39}
    assert [line.details.get("declared", False) for line in sheet.lines] == [False, False, True, True]


@given(st.lists(st.integers(0, max_declared_points(6)), max_size=30), st.integers(2, 4))
@settings(max_examples=60, deadline=None)
def test_any_sequence_of_declared_turns_totals_the_sum_of_its_numbers_per_player(points, players):
    """Property: declared turns go round the table in seat order; each player's total is the sum of theirs."""
    state = parse(declared(*points, players=players))
    assert check(state) == []
    sheet = score(state)
    for seat, name in enumerate(NAMES[:players]):
        assert sheet.totals[name] == sum(points[seat::players])


# --- the file ---------------------------------------------------------------------------------------------------

def test_the_file_keeps_declared_points_and_an_older_file_still_reads():
    """The game file carries `points` on a declared turn and round-trips; a file without it reads as before."""
    data = game_data([("g6", "SW4")])
    data["turns"].append({"player": "Ben", "tiles": [], "points": 28})
    state = parse(data)
    file = to_file(state)
    assert file["turns"][1] == {"player": "Ben", "tiles": [], "points": 28}
    assert "points" not in file["turns"][0]
    assert parse(file) == state and to_file(parse(file)) == file
    older = game_data([("g6", "SW4")])
    assert all("points" not in t for t in to_file(parse(older))["turns"])
    assert parse({**declared(28.0)}).turns[0].declared == 28  # 28.0 is the whole number 28


def test_a_declared_turn_in_the_light_mode_conversion_keeps_its_points():
    """Board to light mode keeps every turn, a declared one with its points."""
    doc = step(None, lp.set_start(lp.new_document(PLAYERS, "standard"), parse_tile("NESW7")))
    doc = step(doc, lp.declare_points(doc, "17"))
    light = step(doc, lp.set_mode(doc, "light"))
    assert light.file["turns"][0]["points"] == 17
    assert lp.report(light).sheet.totals == {"Anna": 17, "Ben": 0}


# --- the document and the screen ---------------------------------------------------------------------------

def test_declare_points_writes_the_turn_and_opens_the_next_players():
    doc = lp.new_document(PLAYERS, "standard")
    change = lp.declare_points(doc, " 28 ")
    assert isinstance(change, Change)
    assert render(change.label, "en") == "turn 1: 28 points entered"
    assert render(change.label, "fr") == "tour 1 : 28 points saisis"
    assert change.doc.file["turns"] == [{"player": "Anna", "tiles": [], "points": 28}]
    assert lp.next_player(change.doc) == "Ben"


def test_declare_points_refuses_in_words_what_cannot_be_a_turns_points():
    doc = lp.new_document(PLAYERS, "standard")
    refused = lp.declare_points(doc, "900")
    assert isinstance(refused, Refusal)
    assert "900 points cannot be one turn's score" in render(refused.reasons[0], "en")
    assert "ne peuvent pas être le score d’un tour" in render(refused.reasons[0], "fr")
    words = lp.declare_points(doc, "douze")
    assert isinstance(words, Refusal)
    assert render(words.reasons[0], "fr") == ("« douze » n’est pas un nombre de points : tapez un nombre entier, "
                                              "comme 28.")
    assert isinstance(lp.declare_points(doc, "2,5"), Refusal)  # a French decimal comma, still not whole
    pending = step(None, lp.set_start(doc, parse_tile("NESW7")))
    pending = step(pending, lp.lay(pending, EXAMPLE_BOARD.centre.step("E"), parse_tile("W2")))
    assert isinstance(lp.declare_points(pending, "9"), Refusal)  # a turn half laid on the board comes first


@pytest.fixture
def app(tmp_path):
    return AppState(Store(tmp_path / "games.sqlite3"), device_language="fr")


def new_screen(app):
    from scorers.registry import find_game

    record = app.create_game(find_game("loopit"), "Anna, Ben", lp.new_document(PLAYERS, "standard"))
    screen = LoopitScreen(FakePage(), app, record.id, lambda *r: None)
    screen.view()
    return screen


def test_the_field_writes_turn_after_turn_and_a_refusal_keeps_the_number(app):
    screen = new_screen(app)
    assert find(screen.body.controls, "pad-points-only") is not None
    screen.open_points()
    assert screen.tab == "turn" and find(screen.view().controls, "points-only").visible is not False
    screen.declare("28")
    assert screen.tab == "turn" and screen.points.field.value == ""
    assert find(screen.view().controls, "turn-title").value.startswith("Tour 2 : Ben")
    screen.points.field.value = "900"
    screen.declare("900")
    assert screen.points.field.value == "900"  # left to correct
    assert screen.banner.control.visible and "900 points ne peuvent pas être le score" in screen.banner.words.value
    assert len(screen.doc.file["turns"]) == 1


def test_undo_of_a_declared_turn_gives_the_turn_back_to_its_player(app):
    screen = new_screen(app)
    screen.open_points()
    screen.declare("28")
    screen.declare("12")
    assert lp.next_player(screen.doc) == "Anna"
    screen.undo()
    assert lp.next_player(screen.doc) == "Ben" and len(screen.doc.file["turns"]) == 1
    assert find(screen.view().controls, "turn-title").value.startswith("Tour 2 : Ben")
    screen.redo()
    assert screen.doc.file["turns"][1] == {"player": "Ben", "tiles": [], "points": 12}


def test_the_pad_and_the_pdf_mark_declared_points_with_a_legend(app):
    screen = new_screen(app)
    screen.open_points()
    screen.declare("28")
    screen.tab = "pad"
    screen.refresh()
    cell = find(screen.body.controls, "pad-1-0")
    assert cell.content.controls[0].value == "28*"
    legend = find(screen.body.controls, "pad-declared-legend")
    assert legend.value == "* points saisis par la table, tuiles non arbitrées"
    state = lp.state_of(screen.doc)
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(sheet_pdf(score(state), state, "fr"))).pages)
    assert "28*" in text and "points saisis par la table, tuiles non arbitrées" in text
    plain = parse(game_data([("g6", "SW4")]))
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(sheet_pdf(score(plain), plain, "en"))).pages)
    assert "entered by the table" not in text


def test_a_game_with_declared_turns_exports_and_imports_the_same(tmp_path, capsys):
    """The game file with points-only turns goes through the app's import and export and the command."""
    import json

    from referee_app.command.cli import main
    from referee_app.exchange import importer
    from referee_app.exchange.files import fingerprint, score_file
    from referee_app.fronts import front, score_saved
    from scorers.registry import find_game

    data = game_data([("g6", "SW4"), ("f7", "NES5"), ("f8", "NS5")])
    data["turns"] += [{"player": "Ben", "tiles": [], "points": 28}, {"player": "Anna", "tiles": [], "points": 0}]
    expected = score_file(data)
    assert expected.sheet.totals == {"Anna": 33, "Ben": 28}
    with Store(tmp_path / "games.sqlite3") as store:
        record = importer.save_imported(store, importer.game_file_of_text(json.dumps(data))).record
        game = find_game("loopit")
        state, sheet = score_saved(game, record.data)
        assert state == expected.state and sheet.to_dict() == expected.sheet.to_dict()
        exported = front(game).game_file(game, record.data)
        assert exported["turns"][1] == {"player": "Ben", "tiles": [], "points": 28}
        assert fingerprint(game.rules().to_file(game.rules().parse(exported))) == fingerprint(expected.file)
    path = tmp_path / "declared.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["score", str(path), "--lang", "fr"]) == 0
    assert "Ben : 28 points saisis par la table" in capsys.readouterr().out
    path.write_text(json.dumps({**data, "turns": [*data["turns"], {"points": 900}]}), encoding="utf-8")
    assert main(["check", str(path), "--lang", "fr"]) == 1
    assert "900 points ne peuvent pas être le score d’un tour" in capsys.readouterr().out


# --- issue 26 item 11: a points-only game says nothing about tiles ---------------------------------------------

def test_a_points_only_game_does_not_count_tiles_left():
    """A game written as declared points only lays no tile the app sees: its "not over" line names the next
    player, never "80 tiles left" (issue 26 item 11: the pad said "il reste 80 tuiles" after 8 turns)."""
    state = parse(declared(*[10] * 8))
    reason = render(score(state).notes[0], "fr") if score(state).notes else ""
    from scorers.loopit.checks import end_of_game

    said = render(end_of_game(state).reason, "fr")
    assert "Anna joue ensuite" in said and "tuile" not in said, said
    assert "tuile" not in reason


def test_the_points_only_turn_screen_does_not_ask_for_the_start_tile(app):
    """Opened from the pad's "points only", the turn screen says how to type the points, not "D’abord la
    tuile de départ…" (no tile is laid in a points-only game)."""
    screen = new_screen(app)
    screen.open_points()
    help_text = find(screen.view().controls, "turn-help").value
    assert "tuile de départ" not in help_text and "points" in help_text, help_text
    screen.declare("28")
    help_text = find(screen.view().controls, "turn-help").value
    assert "tuile de départ" not in help_text, help_text


def test_a_game_the_rules_ended_offers_no_mark_as_finished(app):
    """Once the rules have declared the winner (the agreed turns played), "Mark as finished" would mark
    nothing: the pad does not offer it (issue 26 item 11)."""
    from scorers.registry import find_game

    doc = lp.new_document(PLAYERS, "fixed-turns")
    record = app.create_game(find_game("loopit"), "Anna, Ben", doc)
    screen = LoopitScreen(FakePage(), app, record.id, lambda *r: None)
    screen.view()
    screen.open_points()
    for _ in range(lp.turns_in_game(screen.doc)):
        screen.declare("5")
    screen.tab = "pad"
    screen.refresh()
    assert lp.report(screen.doc).over
    with pytest.raises(LookupError):
        find(screen.body.controls, "finish")
