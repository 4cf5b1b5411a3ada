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
    (["Solo"], "players: at least 2 entries"),
    (["A", "B", "C", "D", "E"], "players: at most 4 entries"),
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
    assert problems(data)[0].startswith("board: at least 7 entries")


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


@pytest.mark.parametrize("players, variant, streets, expected", [
    # a player owns 12 tiles at 4 players
    (4, "standard", {"H1": {"Anna": 13}}, {("counts-over-supply", "streets.H1.Anna", "error")}),
    # 15 tiles along a street of 14 blocks
    (3, "standard", {"H1": {"Anna": 9, "Ben": 6}}, {("street-over-capacity", "streets.H1", "error")}),
    # both claim all of row 1
    (2, "expert", {"H1": {"Anna": {"tiles": 7, "runs": [7, 0]}, "Ben": {"tiles": 7, "runs": [7, 0]}}},
     {("counts-overfull", "streets.H", "error")}),
    # runs of 1 on a line of 7 allow 4 tiles, not 5
    (2, "expert", {"H1": {"Anna": {"tiles": 5, "runs": [1, 0]}}},
     {("runs-impossible", "streets.H1.Anna", "error")}),
    # H2 typed empty: rows 1 and 2 hold nothing, so both players' 7 tiles along H1 are on row 1
    (2, "standard", {"H1": {"Anna": 7, "Ben": 7}, "H2": {"Anna": 0, "Ben": 0}},
     {("counts-overfull", "streets.H", "error")}),
    # each alone is impossible: H2 typed without Anna (so she has 0 on row 2), H1 without Ben
    (2, "standard", {"H1": {"Anna": 14}, "H2": {"Ben": 14}},
     {("counts-impossible", "streets.H.Anna", "error"), ("counts-impossible", "streets.H.Ben", "error")}),
    # H1 says Anna's longest run on row 2 is 1, H2 says 2
    (2, "expert", {"H1": {"Anna": {"tiles": 3, "runs": [2, 1]}}, "H2": {"Anna": {"tiles": 2, "runs": [2, 0]}}},
     {("runs-disagree", "streets.H.Anna", "error")}),
    # H2 typed without Anna: she has no tile on row 2, yet H1 puts one there
    (2, "standard", {"H1": {"Anna": 14}, "H2": {"Ben": 1}}, {("counts-impossible", "streets.H.Anna", "error")}),
    # 7 tiles on row 4 with runs of 3: only a tile on the centre explains the seventh
    (2, "expert", {"H3": {"Anna": {"tiles": 7, "runs": [0, 3]}}, "H4": {"Anna": {"tiles": 7, "runs": [3, 0]}}},
     {("counts-need-centre", "streets.H", "warning")}),
    # consistent counts: nothing to say
    (2, "expert", {"H1": {"Anna": {"tiles": 3, "runs": [2, 1]}}, "H2": {"Anna": {"tiles": 1, "runs": [1, 0]}}},
     set()),
])
def test_HG_STREETS_counts_no_board_can_give_are_errors(players, variant, streets, expected):
    """Street counts must come from some board: lines of 7 blocks, each tile along the two streets beside
    its line, runs no longer than the tiles allow and the same seen from both sides; only a tile left on
    the centre may explain more (a warning)."""
    found = {(v.code, v.where, v.severity.value) for v in check(parse(game_data(
        players=players, variant=variant, streets=streets)))}
    assert found == expected


def test_a_state_written_back_reads_the_same():
    state = parse(game_data({(1, 1): "a1", (4, 4): "b2", (7, 7): "c3"}))
    assert parse(json.loads(json.dumps(to_file(state)))) == state


def test_the_json_schema_describes_the_file():
    schema = RULES.json_schema()
    assert schema["title"] == "Hundsgemein game"
    assert {"game", "players", "dogs"} <= set(schema["required"])
    assert {"board", "streets", "variant"} <= set(schema["properties"])
