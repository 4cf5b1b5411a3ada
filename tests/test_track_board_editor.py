"""The Numeri/Fröscheln board editor (issue 16): whatever the taps, a board the editor saves is one the rules
accept, and it comes back unchanged through its board file, its QR code's text and the table's boards."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee_app import boards
from referee_app.games.track.board_editor import FIELDS, PAD, LibraryEditor
from referee_app.state import AppState
from referee_app.store import Store
from scorers.track import board_from_file, example_boards
from scorers.track.board import BoardFile

#: the editor's own steps: a pad value, a cell tapped (values or marks mode), the last/cursor cell deleted,
#: a mark chosen, a name typed, a new board, and (Numeri) a value off the pad typed in "Other value"
OPERATION = st.one_of(
    st.tuples(st.just("value"), st.integers(0, len(PAD["numeri"]) - 1)),
    st.tuples(st.just("cell"), st.integers(0, 70)),
    st.tuples(st.just("delete"), st.none()),
    st.tuples(st.just("mode"), st.sampled_from(["values", "marks"])),
    st.tuples(st.just("mark"), st.integers(0, 4)),
    st.tuples(st.just("name"), st.text(max_size=12)),
    st.tuples(st.just("new"), st.none()),
    st.tuples(st.just("other"), st.integers(-25, 105)),
)


@pytest.fixture(scope="module")
def app():
    with tempfile.TemporaryDirectory() as folder:
        yield AppState(Store(Path(folder) / "games.sqlite3"), device_language="en")


def apply(editor: LibraryEditor, game: str, kind: str, arg) -> None:
    if kind == "value":
        editor.tap_value(PAD[game][arg % len(PAD[game])])
    elif kind == "cell":
        editor.tap_cell(arg)
    elif kind == "delete":
        editor.delete_cell()
    elif kind == "mode":
        editor.set_mode(arg)
    elif kind == "mark":
        editor.choose_mark(FIELDS[game][arg % len(FIELDS[game])])
    elif kind == "name":
        editor.typed("name", arg)
    elif kind == "new":
        editor.new_board()
    elif game == "numeri":
        editor.other.value = str(arg)
        editor.other_value()


@pytest.mark.parametrize("game", ["numeri", "froscheln"])
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(operations=st.lists(OPERATION, max_size=40), data=st.data())
def test_any_board_the_editor_saves_is_accepted_and_round_trips_through_file_qr_and_store(app, game, operations,
                                                                                         data):
    """Whatever the taps, from the reconstructed default or a blank track, the editor hands on only a board
    the rules accept (`boards.problems` empty: TR-BOARD), and that board is the same after its board file,
    its QR code's text, and being kept among the table's boards."""
    saved: list[dict] = []
    default = next(iter(example_boards(game).values()))
    editor = LibraryEditor(app, game, default, saved.append)
    if data.draw(st.booleans(), label="blank"):
        editor.new_board()
    for kind, arg in operations:
        apply(editor, game, kind, arg)
    editor.save()
    if not saved:
        return  # refused: the problems are shown (another test asserts what they say)
    (board,) = saved
    assert boards.problems(game, board) == []
    board_from_file(BoardFile.model_validate(board))  # the rules read it
    text = json.dumps(boards.board_file(game, board), ensure_ascii=False, indent=2)
    assert boards.board_of_text(text) == (game, board)  # the file
    assert boards.board_of_text(boards.payload_text(game, board)) == (game, board)  # the QR code's text
    # kept among the table's boards (a bundled board's name goes to the bundled one: the library's editor
    # gives the copy its own name, `hosted_editor`)
    own = {**board, "name": "ours"} if board["name"] in {b.name for b in boards.bundled(game)} else board
    kept = boards.save(app.store, game, own)
    try:
        assert boards.get(app.store, game, kept.id).data == own
    finally:
        boards.delete(app.store, game, kept.id)


@pytest.mark.parametrize("game", ["numeri", "froscheln"])
def test_the_editor_saves_the_reconstructed_default_unchanged_under_a_new_name(app, game):
    """The default, opened in the editor and saved as it is under a name: the same board (no cell or mark
    lost between the board file and the editor's fields)."""
    saved: list[dict] = []
    default = next(iter(example_boards(game).values()))
    editor = LibraryEditor(app, game, default, saved.append)
    editor.typed("name", "ours")
    editor.save()
    assert saved == [{**{k: v for k, v in default.items() if k != "example"}, "name": "ours"}]


@pytest.mark.parametrize("name", ["our  board", " our\tboard ", "our\x1fboard"])
def test_a_name_typed_with_doubled_or_odd_spaces_is_kept_and_played_on_as_the_library_names_it(tmp_path, name):
    """The library keeps a board's name with its spaces collapsed ("our  board" is "our board"): the game's
    Boards tab keeps the board, plays on it and says so under that name, and the editor hands on that name
    (it once looked the board up under the name as typed and failed)."""
    from test_track_app import screen_of

    app = AppState(Store(tmp_path / "games.sqlite3"), device_language="en")
    screen = screen_of(app)
    screen.tab = "boards"
    screen.refresh()
    screen.boards.typed("name", name)
    screen.boards.save()
    assert [b.name for b in boards.list_boards(app.store, "numeri") if not b.bundled] == ["our board"]
    assert screen.doc.file["board"]["name"] == "our board"


@pytest.mark.parametrize("game", ["numeri", "froscheln"])
def test_the_default_says_it_is_reconstructed_on_the_track_in_the_editor_and_in_the_readme(tmp_path, game):
    """Issue 16 item 1: the default board is labelled "reconstructed from published descriptions; check
    against your board" over the track of a game played on it, in the library's editor opened on it (not on a
    table's own board), and in the README; a new game's Boards tab opens its editor on it."""
    from test_app_components import find
    from test_track_app import screen_of

    app = AppState(Store(tmp_path / "games.sqlite3"), device_language="en")
    screen = screen_of(app, game)
    label = "reconstructed from published descriptions; check against your board"
    assert label in screen.board_name.value
    default = next(iter(example_boards(game).values()))
    assert screen.boards.fields["cells"] == " ".join(map(str, default["cells"]))  # the editor opens on it
    editor = LibraryEditor(app, game, default, lambda _: None)
    assert "reconstructed from published descriptions" in find(editor.control, "editor-note").value
    with pytest.raises(LookupError):
        find(LibraryEditor(app, game, {**default, "example": False, "name": "ours"}, lambda _: None).control,
             "editor-note")
    readme = " ".join((Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8").split())
    assert f"boards are **{label}**" in readme
