"""The Loopit board editor (issue 16): what it does to a board file, that whatever it saves the rules accept
and the board file carries unchanged, and the game screen's way into it."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_app_components import FakePage, find

from referee_app.changes import Change, Refusal
from referee_app.games.loopit import board_edit as edit
from referee_app.games.loopit import document as lp
from referee_app.games.loopit.board_editor import TARGET, BoardEditor
from referee_app.games.loopit.screen import LoopitScreen
from referee_app.state import AppState
from referee_app.store import Store
from scorers.errors import InvalidState
from scorers.loopit import EXAMPLE_BOARD, Square, board_from_file, board_to_file, parse, parse_square, to_file
from scorers.loopit.rules import MAX_BOARD_SIZE, MIN_BOARD_SIZE
from scorers.registry import find_game

PLAYERS = [{"name": "Anna", "colour": "red"}, {"name": "Ben", "colour": "blue"}]


class App:
    """What the editor needs of the app: its language."""

    lang = "en"

    def t(self, key, **params):
        from scorers.i18n import phrase, render

        return render(phrase(key, **params), self.lang)


# --- the pure edits ----------------------------------------------------------------------------------

def test_a_second_tap_with_the_same_brush_makes_the_square_plain_again():
    board = edit.paint(edit.blank(), parse_square("c3"), 4)
    assert edit.multiplier_at(board, parse_square("c3")) == 4
    assert edit.multiplier_at(edit.paint(board, parse_square("c3"), 4), parse_square("c3")) == 1
    assert edit.multiplier_at(edit.paint(board, parse_square("c3"), 5), parse_square("c3")) == 5


def test_mirroring_paints_the_eight_symmetric_squares():
    board = edit.paint(edit.blank(11), parse_square("e4"), 2, mirror=True)
    painted = {s.name() for s in EXAMPLE_BOARD.squares() if edit.multiplier_at(board, s) == 2}
    assert painted == {"e4", "g4", "e8", "g8", "d5", "h5", "d7", "h7"}
    corners = edit.paint(edit.blank(11), parse_square("a1"), 6, mirror=True)
    assert {s.name() for s in EXAMPLE_BOARD.squares() if edit.multiplier_at(corners, s) == 6} == {
        "a1", "k1", "a11", "k11"}


def test_the_centre_is_the_start_square_and_takes_no_multiplier():
    board = edit.blank(9)
    assert edit.paint(board, Square(4, 4), 3) == board
    assert edit.multiplier_at(edit.paint(board, Square(4, 0), 3, mirror=True), Square(4, 4)) == 1


def test_resizing_keeps_the_squares_around_the_centre_and_stays_odd():
    board = edit.paint(edit.blank(11), parse_square("e6"), 3)  # one step west of the centre f6
    small = edit.resize(board, 7)
    assert len(small["rows"]) == 7 and edit.multiplier_at(small, parse_square("c4")) == 3  # west of d4
    assert len(edit.resize(board, 8)["rows"]) == 7 and len(edit.resize(board, 99)["rows"]) == MAX_BOARD_SIZE
    assert len(edit.resize(board, 1)["rows"]) == MIN_BOARD_SIZE


def test_the_default_board_read_back_is_the_reconstructed_board():
    assert board_from_file(edit.default_board()) == EXAMPLE_BOARD


# --- property: any board the editor saves --------------------------------------------------------------

OPERATION = st.one_of(
    st.tuples(st.just("grow"), st.sampled_from([-2, 2])),
    st.tuples(st.just("brush"), st.sampled_from(edit.BRUSHES)),
    st.tuples(st.just("mirror"), st.booleans()),
    st.tuples(st.just("tap"), st.integers(0, MAX_BOARD_SIZE - 1), st.integers(0, MAX_BOARD_SIZE - 1)),
    st.tuples(st.just("clear"), st.none()),
    st.tuples(st.just("name"), st.text(min_size=0, max_size=12)),
)


@settings(max_examples=60, deadline=None)
@given(start=st.sampled_from(["default", "blank"]), operations=st.lists(OPERATION, max_size=25))
def test_any_board_the_editor_saves_is_accepted_and_round_trips_unchanged(start, operations):
    """Whatever the taps, the editor saves only a board the rules accept (LP-BOARD), and that board file
    comes back unchanged through the rules' board file, a game file, and JSON text."""
    saved = []
    board = edit.default_board() if start == "default" else edit.blank(9)
    editor = BoardEditor(App(), board, saved.append)
    for kind, *args in operations:
        if kind == "grow":
            editor.grow(args[0])
        elif kind == "brush":
            editor.pick_brush(args[0])
        elif kind == "mirror":
            editor.set_mirror(args[0])
        elif kind == "tap":
            size = len(editor.board["rows"])
            editor.tap(Square(args[0] % size, args[1] % size))
        elif kind == "clear":
            editor.clear()
        else:
            editor.set_name(args[0])
    editor.save()
    if not saved:  # refused: only a name the file format cannot take (too long) may do that
        assert editor.problems.value and len(editor.typed) > 60
        return
    board = saved[0]
    layout = board_from_file(board)
    assert board_to_file(layout) == board
    assert json.loads(json.dumps(board, ensure_ascii=False)) == board
    game = parse({"game": "loopit", "players": ["Anna", "Ben"], "board": board, "start": "NESW7"})
    assert to_file(game)["board"] == board
    assert layout.multiplier(layout.centre) == 1 and layout.size % 2 == 1


def test_a_board_the_rules_refuse_is_not_saved():
    saved = []
    editor = BoardEditor(App(), edit.blank(7), saved.append)
    editor.set_name("x" * 61)
    editor.save()
    assert saved == [] and "name" in editor.problems.value
    with pytest.raises(InvalidState):
        board_from_file({"name": "even", "rows": [". . . . . ."] * 6})


def test_the_editor_squares_are_a_finger_wide():
    """Issue 17: tap targets at least 44 px, the board using the full width when it can."""
    editor = BoardEditor(App(), edit.blank(11), lambda b: None, width=392)
    assert editor.cell >= TARGET
    editor = BoardEditor(App(), edit.blank(5), lambda b: None, width=392)
    assert editor.cell >= (392 - 16) // 5 - 1


def test_saving_the_default_untouched_keeps_it_labelled_reconstructed():
    saved = []
    BoardEditor(App(), edit.default_board(), saved.append).save()
    assert saved[0]["name"] == EXAMPLE_BOARD.name
    saved = []
    editor = BoardEditor(App(), edit.default_board(), saved.append)
    editor.tap(parse_square("b2"))
    editor.save()
    assert saved[0]["name"] == "Our board"


# --- in the game -----------------------------------------------------------------------------------------

def test_the_board_is_set_before_the_first_turn_and_fixed_after():
    doc = lp.new_document(PLAYERS, "standard")
    small = edit.paint(edit.blank(7, "kitchen"), parse_square("a1"), 6, mirror=True)
    changed = lp.set_board(doc, small)
    assert isinstance(changed, Change) and lp.state_of(changed.doc).board.size == 7
    started = lp.set_start(changed.doc, lp.parse_tile("EW2")).doc
    laid = lp.end_turn(lp.lay(started, parse_square("e4"), lp.parse_tile("W3")).doc).doc
    assert isinstance(lp.set_board(laid, edit.blank(9)), Refusal) and not lp.board_editable(laid)


@pytest.fixture
def app(tmp_path):
    return AppState(Store(tmp_path / "games.sqlite3"), device_language="en")


def test_the_game_screen_opens_the_editor_and_draws_the_saved_board(app):
    record = app.create_game(find_game("loopit"), "Anna, Ben", lp.new_document(PLAYERS, "standard"))
    screen = LoopitScreen(FakePage(), app, record.id, lambda *r: None)
    screen.view()
    screen.enter_turn()
    screen.open_editor()
    assert find(screen.body.controls, "board-editor") is not None
    editor = screen.editing
    assert find([editor], "board-editor-note") is not None  # the default says it is reconstructed
    screen.save_board(edit.blank(9, "kitchen"))
    assert screen.editing is None and screen.board.layout.size == 9
    assert "kitchen" in find(screen.body.controls, "board-name").value
    screen.undo()
    assert screen.board.layout == EXAMPLE_BOARD
