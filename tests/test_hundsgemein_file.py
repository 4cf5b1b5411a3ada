"""The Hundsgemein file format: the public contract of the README, with located errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorers.errors import InvalidState
from scorers.hundsgemein import RULES, check, parse, score, to_file

from hg_helpers import DOGS, game_data


def problems(data) -> list[str]:
    with pytest.raises(InvalidState) as caught:
        parse(data)
    return [str(p) for p in caught.value.problems]


def test_the_readme_example_parses_and_scores():
    data = json.loads((Path(__file__).parent / "data" / "issue_example.json").read_text(encoding="utf-8"))
    state = parse(data)
    assert state.names == ["Anna", "Ben", "Chloé"]
    assert [p.colour for p in state.players] == ["yellow", "blue", "red"]
    assert state.board[0].player == 0 and state.board[0].flea == 1
    assert score(state).totals["Anna"] > 0


def test_players_may_carry_their_colour():
    data = game_data(players=2)
    data["players"] = [{"name": "Anna", "colour": "green"}, "Ben"]
    state = parse(data)
    assert [p.colour for p in state.players] == ["green", "yellow"]


@pytest.mark.parametrize("players, message", [
    (["Solo"], "players: List should have at least 2 items"),
    (["A", "B", "C", "D", "E"], "players: List should have at most 4 items"),
    (["Anna", "Anna"], "players[1]: 'Anna' is already a player; names must differ"),
])
def test_two_to_four_players_with_different_names(players, message):
    data = game_data()
    data["players"] = players
    assert any(p.startswith(message) for p in problems(data))


def test_a_row_needs_seven_cells():
    data = game_data()
    data["board"][1] = ".. .. .."
    assert problems(data) == ["board[1]: a row has 7 cells separated by spaces, this one has 3"]


def test_seven_rows():
    data = game_data()
    data["board"] = data["board"][:6]
    assert problems(data)[0].startswith("board: List should have at least 7 items")


def test_board_or_streets_but_not_both():
    data = game_data(streets={"H1": {"Anna": 1}})
    data["board"] = game_data()["board"]
    assert any("either 'board' or 'streets'" in p for p in problems(data))
    data = game_data()
    del data["board"]
    assert any("either 'board' or 'streets'" in p for p in problems(data))


def test_unknown_streets_and_breeds_are_located():
    data = game_data()
    data["dogs"] = dict(DOGS, H7="rex")
    data["dogs"]["H1"] = "lassie"
    found = problems(data)
    assert any(p.startswith("dogs.H7") for p in found)
    assert any(p.startswith("dogs.H1") and "rex" in p for p in found)


def test_street_counts_name_players_and_need_runs_in_expert():
    data = game_data(variant="expert", streets={"H1": {"Anna": 3, "Zoe": 1}})
    found = problems(data)
    assert any(p.startswith("streets.H1.Zoe: 'Zoe' is not one of the players") for p in found)
    assert any(p.startswith("streets.H1.Anna: expert scoring needs") for p in found)


def test_unknown_keys_are_refused():
    data = game_data(colour="red")
    assert any(p.startswith("colour") for p in problems(data))


def test_impossible_street_counts_are_errors_and_centre_only_counts_warnings():
    data = game_data(variant="expert", streets={
        "H1": {"Anna": {"tiles": 9, "runs": [7, 2]}, "Ben": {"tiles": 6, "runs": [3, 3]}},
        "H3": {"Anna": {"tiles": 5, "runs": [0, 5]}},
        "V2": {"Anna": {"tiles": 2, "runs": [2, 1]}},
    })
    found = {(v.code, v.where, v.severity.value) for v in check(parse(data))}
    assert found == {
        ("street-over-capacity", "streets.H1", "error"),
        ("runs-need-centre", "streets.H3.Anna", "warning"),
        ("runs-impossible", "streets.V2.Anna", "error"),
    }


def test_a_state_written_back_reads_the_same():
    state = parse(game_data({(1, 1): "a1", (4, 4): "b2", (7, 7): "c3"}))
    assert parse(json.loads(json.dumps(to_file(state)))) == state


def test_the_json_schema_describes_the_file():
    schema = RULES.json_schema()
    assert schema["title"] == "Hundsgemein game"
    assert {"game", "players", "dogs"} <= set(schema["required"])
    assert {"board", "streets", "variant"} <= set(schema["properties"])
