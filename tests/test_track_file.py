"""The track games' file format: boards inline or by name, tokens by cell, located errors, round trips."""

from __future__ import annotations

import json

import pytest
from track_helpers import DATA, froscheln_board, numeri_board

from scorers.errors import InvalidState
from scorers.loading import load_data
from scorers.registry import find_game
from scorers.track import FROSCHELN, NUMERI, example_boards, parse, saved_board, to_file


def problems(data) -> dict[str, str]:
    with pytest.raises(InvalidState) as error:
        parse(data)
    return {p.where: p.message for p in error.value.problems}


@pytest.mark.parametrize("path", sorted(DATA.glob("*.json")), ids=lambda p: p.name)
def test_every_example_file_round_trips(path):
    """parse(to_file(state)) is the same state, for every example file."""
    state = parse(json.loads(path.read_text(encoding="utf-8")))
    assert parse(to_file(state)) == state
    assert json.loads(json.dumps(to_file(state))) == to_file(state)


def test_a_board_is_found_by_its_kept_name_and_the_bundled_ones_say_they_are_examples():
    """Bundled boards are named and flagged as examples, never as the printed board."""
    for game in ("numeri", "froscheln"):
        boards = example_boards(game)
        assert boards and all("example" in name and data["example"] for name, data in boards.items())
    state = parse({"game": "numeri", "players": ["A", "B"], "board": "numeri-example"})
    assert state.board.example and state.board.cells[-3:] == (20, 25, 30)


def test_a_board_saved_in_a_boards_folder_is_found_by_name(tmp_path, monkeypatch):
    """Boards typed by hand and kept as <name>.json in $TABLE_REFEREE_BOARDS are found by name."""
    (tmp_path / "kitchen.json").write_text(json.dumps(froscheln_board() | {"name": "kitchen"}), encoding="utf-8")
    monkeypatch.setenv("TABLE_REFEREE_BOARDS", str(tmp_path))
    assert saved_board("froscheln", "kitchen")["name"] == "kitchen"
    state = parse({"game": "froscheln", "players": ["A", "B"], "board": "kitchen"})
    assert state.board.name == "kitchen" and not state.board.example


def test_an_unknown_board_name_is_a_located_error():
    assert "board" in problems({"game": "numeri", "players": ["A", "B"], "board": "nowhere"})


def test_problems_are_located_and_all_reported_at_once():
    found = problems({"game": "numeri", "players": ["A", "A"], "board": numeri_board(),
                      "tokens": {"Zed": [1, None, None, None, None]}, "house_rules": ["split-after-shore"]})
    assert {"players[1]", "tokens.Zed", "house_rules[0]"} <= set(found)


def test_board_and_values_cannot_both_be_given():
    data = {"game": "numeri", "players": ["A", "B"], "board": "numeri-example",
            "values": {"A": [1, 2, 3, 4, 5]}}
    assert any("either" in m for m in problems(data).values())
    assert any("board" in m for m in problems({"game": "numeri", "players": ["A", "B"]}).values())


def test_a_froscheln_board_needs_its_flags_and_one_princess():
    board = froscheln_board()
    board["cells"][3] = 5
    del board["starts"]["4"]
    found = problems({"game": "froscheln", "players": ["A", "B"], "board": board})
    assert "board.starts.4" in found and "board.princess" in found
    assert "say which one is the Princess" in found["board.princess"]


def test_the_loader_finds_both_editions_by_id_and_alias():
    game, state = load_data({"game": "frogs", "players": ["A", "B"], "board": "froscheln-example"})
    assert game.id == "froscheln" and state.game == "froscheln"
    assert find_game("Numeri").rules() is NUMERI and find_game("Fröscheln").rules() is FROSCHELN


def test_the_schema_names_each_edition():
    assert NUMERI.json_schema()["properties"]["game"]["const"] == "numeri"
    assert FROSCHELN.json_schema()["properties"]["game"]["const"] == "froscheln"
    assert "board" in NUMERI.json_schema()["properties"]


def test_the_default_numeri_board_follows_the_published_facts():
    """Issue 16: "the first 7 cells after the start are negative, the first three are -3; cell values run
    from -3 to 30; many cells are blank (0); the last three cells are 20, 25, 30; the board has three
    barriers, one per player count; about 37 cells"."""
    board = parse({"game": "numeri", "players": ["A", "B"], "board": "numeri-example"}).board
    cells = board.cells
    assert board.example and 35 <= len(cells) <= 39
    assert board.start == 0 and cells[:3] == (-3, -3, -3)
    assert all(v < 0 for v in cells[:7]) and all(v >= 0 for v in cells[7:])
    assert min(cells) == -3 and max(cells) == 30 and cells[-3:] == (20, 25, 30)
    assert cells.count(0) >= len(cells) // 4  # many blanks
    assert sorted(board.barriers) == [2, 3, 4] and len(set(board.barriers.values())) == 3
    assert all(board.start < cell < len(cells) - 3 for cell in board.barriers.values())
    assert NUMERI.edition.board_problems(board) == []


def test_the_default_froscheln_board_follows_the_published_facts():
    """Issue 16: the path runs from a pond to the Princess, its start depends on the player count, flower
    cells score blossoms x the frog's value (red 1, blue 2); the shore (where the German edition lets a
    split start) lies on the way."""
    board = parse({"game": "froscheln", "players": ["A", "B"], "board": "froscheln-example"}).board
    assert board.example and sorted(board.starts) == [2, 3, 4] and len(set(board.starts.values())) == 3
    assert board.princess == len(board) - 1 and board.cells[-1] == 5 and board.cells.count(5) == 1
    assert {1, 2, 3, 4} <= set(board.cells) <= {0, 1, 2, 3, 4, 5}
    assert max(board.starts.values()) < board.shore < board.princess
    assert FROSCHELN.edition.board_problems(board) == []
