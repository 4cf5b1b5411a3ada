"""Sharing boards (issue 16 item 4): any board the rules accept survives its board file and its QR code
unchanged (hypothesis), a photo of the code reads back, and damaged or foreign files are refused, located."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from referee_app import boards
from referee_app.components.home import qr_png
from referee_app.exchange import payload
from referee_app.store import Store
from scorers.errors import RefereeError, UnreadableInput
from scorers.posters.board import EXAMPLE_BOARD_DATA

#: Names as people type them: any letters (accents, other scripts), digits, punctuation and spaces.
NAMES = st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), min_size=1, max_size=36).map(
    lambda s: " ".join(s.split())).filter(bool)


@st.composite
def numeri_boards(draw):
    n = draw(st.integers(10, 60))
    start = draw(st.integers(1, n - 4))
    # values as published (-3 to 30): inside any range the rules may allow
    return {"name": draw(NAMES), "cells": draw(st.lists(st.integers(-3, 30), min_size=n, max_size=n)),
            "start": start, "barriers": {k: draw(st.integers(start + 1, n)) for k in "234"}}


@st.composite
def froscheln_boards(draw):
    n = draw(st.integers(8, 60))
    cells = draw(st.lists(st.integers(0, 4), min_size=n - 1, max_size=n - 1)) + [5]
    board = {"name": draw(NAMES), "cells": cells, "starts": {k: draw(st.integers(1, n)) for k in "234"}}
    if draw(st.booleans()):
        board["shore"] = draw(st.integers(1, n))
    if draw(st.booleans()):
        board["princess"] = n
    return board


@st.composite
def loopit_boards(draw):
    size = draw(st.sampled_from([5, 7, 9, 11, 13]))
    square = st.sampled_from([".", ".", ".", "2", "3", "4", "5", "6"])
    return {"name": draw(NAMES), "rows": [" ".join(draw(st.lists(square, min_size=size, max_size=size)))
                                          for _ in range(size)]}


@st.composite
def posters_boards(draw):
    board = copy.deepcopy(EXAMPLE_BOARD_DATA)
    board["name"] = draw(NAMES)
    board.pop("example", None)
    board["track"] = draw(st.integers(40, 200))
    board["brands"] = {key: draw(NAMES) for key in board["brands"]}
    board["deck"] = [{**card, "count": draw(st.integers(1, 20))} for card in board["deck"]]
    return board


BOARDS = {"numeri": numeri_boards(), "froscheln": froscheln_boards(), "loopit": loopit_boards(),
          "posters": posters_boards()}


@pytest.mark.parametrize("game", boards.BOARD_GAMES)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_board_the_rules_accept_survives_its_file_and_its_qr_code_unchanged(game, data, tmp_path_factory):
    board = data.draw(BOARDS[game])
    assume(boards.problems(game, board) == [])
    text = json.dumps(boards.board_file(game, board), ensure_ascii=False, indent=2)
    assert boards.board_of_text(text) == (game, board)  # the file
    assert boards.board_of_bytes(text.encode("utf-8")) == (game, board)
    code = boards.payload_text(game, board)
    assert boards.board_of_text(code) == (game, board)  # the QR code's text
    assert code.startswith(payload.PREFIX) and payload.decode(code) == boards.board_file(game, board)
    with Store(tmp_path_factory.mktemp("store") / "games.sqlite3") as store:  # and kept by an import
        kept = boards.import_board(store, game, board).board
        assert boards.get(store, game, kept.id).data == {**board, "name": kept.name}


@pytest.mark.parametrize("game", boards.BOARD_GAMES)
def test_a_photo_of_a_boards_qr_code_reads_back_the_same_board(game):
    board = boards.bundled(game)[0].data
    text = boards.payload_text(game, board)
    assert boards.fits_a_qr(text)
    assert boards.board_of_bytes(qr_png(text)) == (game, board)


def test_a_board_file_for_another_game_or_with_a_bad_board_is_refused_located():
    kitchen = {"name": "kitchen", "rows": [". . . . ."] * 4}
    with pytest.raises(boards.BoardRefused) as refused:
        boards.read_board_file(boards.board_file("loopit", kitchen))
    assert [p.where for p in refused.value.problems] == ["board.rows"]
    fine = boards.bundled("loopit")[0].data
    with pytest.raises(UnreadableInput) as refused:
        boards.read_board_file(boards.board_file("loopit", fine), "numeri")
    assert [p.where for p in refused.value.problems] == ["game"]
    for bad in ({"kind": "board", "game": "hundsgemein", "board": {}}, {**boards.board_file("loopit", fine), "x": 1},
                {"game": "loopit", "players": ["A", "B"]}, [1, 2]):
        with pytest.raises(RefereeError):
            boards.read_board_file(bad)
    assert boards.read_board_file(fine, "loopit") == ("loopit", fine)  # a bare board, its game given


def test_a_damaged_qr_text_is_refused_and_a_game_file_is_not_a_board():
    code = boards.payload_text("loopit", boards.bundled("loopit")[0].data)
    with pytest.raises(UnreadableInput):
        boards.board_of_text(code[:-20])
    sheet = payload.encode({"game": "loopit", "players": ["A", "B"]})
    with pytest.raises(UnreadableInput):
        boards.board_of_text(sheet)


def test_importing_the_same_board_twice_keeps_it_once_and_a_taken_name_gets_a_free_one(tmp_path):
    board = {**boards.bundled("froscheln")[0].data, "name": "kitchen"}
    with Store(tmp_path / "games.sqlite3") as store:
        first = boards.import_board(store, "froscheln", board)
        again = boards.import_board(store, "froscheln", board)
        assert not first.duplicate and again.duplicate and again.board.id == first.board.id
        other = boards.import_board(store, "froscheln", {**board, "cells": [*board["cells"][:-2], 0, 5]})
        assert other.board.name == "kitchen 2"
        bundled = boards.import_board(store, "froscheln", boards.bundled("froscheln")[0].data)
        assert bundled.duplicate and bundled.board.bundled


def test_a_boards_qr_code_given_to_the_game_import_says_it_is_a_board(tmp_path):
    from referee_app.exchange import importer

    code = boards.payload_text("loopit", boards.bundled("loopit")[0].data)
    with Store(tmp_path / "games.sqlite3") as store, pytest.raises(UnreadableInput) as refused:
        importer.save_imported(store, importer.game_file_of_text(code))
    assert "this is a board, not a game" in str(refused.value)


@pytest.mark.parametrize("game", boards.BOARD_GAMES)
def test_a_board_shared_as_a_file_from_the_app_is_imported_back_from_that_file(game, tmp_path, monkeypatch):
    """Issue 16 item 4, the app's own path: the share dialog's "Save as a file" writes the board file, and the
    import's "From a file" reads that file back as the same board (kept under its name, said imported)."""
    import asyncio

    import flet as ft
    from test_app_components import FakePage, find

    from referee_app.components.boards_share import import_section, share_dialog
    from referee_app.state import AppState

    class Page(FakePage):
        def run_task(self, task, *args, **_):  # the picker's and the download's coroutines, run to the end
            asyncio.run(task(*args))

    async def no_dialog(*_, **__):
        return None

    monkeypatch.setattr(ft.FilePicker, "save_file", no_dialog)  # the download offer: no browser here
    app = AppState(Store(tmp_path / "games.sqlite3"), device_language="en")
    page = Page()
    default = {k: v for k, v in boards.bundled(game)[0].data.items() if k != "example"}
    kept = boards.save(app.store, game, {**default, "name": "kitchen"})
    share_dialog(page, app, game, kept)
    find(page.dialogs[-1].actions, "bd-save-file").on_click(None)
    (saved,) = (tmp_path / "exports").glob("*.json")
    boards.delete(app.store, game, kept.id)

    class Picked:
        bytes = saved.read_bytes()

    async def pick_files(*_, **__):
        return [Picked()]

    monkeypatch.setattr(ft.FilePicker, "pick_files", pick_files)
    done = []
    section = import_section(page, app, game, lambda: done.append(True))
    find(section, "bd-import-file").on_click(None)
    (back,) = [b for b in boards.list_boards(app.store, game) if not b.bundled]
    assert back.name == "kitchen" and back.data == kept.data and done == [True]
    assert "imported" in find(section, "bd-import-result").value
