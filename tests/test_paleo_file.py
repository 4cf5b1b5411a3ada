"""Paleo files: parsing with located errors, round trips, the command line, the JSON Schema."""

from __future__ import annotations

import json

import pytest
from paleo_helpers import DATA, example

from referee_app.command.cli import main
from scorers.errors import InvalidState
from scorers.loading import load_data
from scorers.paleo import ESCARMOUCHE, ROI, RULES
from scorers.registry import find_game

EXAMPLES = sorted(DATA.glob("*.json"))


def run(capsys, *args) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_examples_round_trip_through_to_file(path):
    game, state = load_data(json.loads(path.read_text(encoding="utf-8")))
    rules = game.rules()
    again = rules.parse(rules.to_file(state))
    assert again == state


@pytest.mark.parametrize("name, game", [("paleo", "paleo"), ("Le Roi", "paleo-roi"),
                                        ("escarmouche", "paleo-escarmouche"), ("skirmish", "paleo-escarmouche")])
def test_games_are_found_by_alias(name, game):
    assert find_game(name).id == game


def test_registry_points_at_the_three_rules_objects():
    assert find_game("paleo").rules() is RULES
    assert find_game("paleo-roi").rules() is ROI and find_game("paleo-escarmouche").rules() is ESCARMOUCHE


@pytest.mark.parametrize("data, where, text", [
    ({"game": "paleo", "players": ["A", "B"], "rounds": [{"winner": "C", "how": "door"}]},
     "rounds[0].winner", "'C' is neither a player nor a team"),
    ({"game": "paleo", "players": ["A", "B"], "rounds": [{"winner": "A"}]},
     "rounds[0]", "say who won and how"),
    ({"game": "paleo", "players": ["A", "B"], "rounds": [{"winner": "A", "how": "knockout"}]},
     "rounds[0].how", "'knockout' is not one of 'door', 'capture'"),
    ({"game": "paleo", "players": ["A", "A"]}, "players[1]", "'A' is already a player"),
    ({"game": "paleo", "players": ["A"]}, "players", "at least 2 entries"),
    ({"game": "paleo-roi", "players": ["A", "B"], "captures": [{"king": "Z", "by": "A", "piece": "king"}]},
     "captures[0].king", "'Z' is not one of the players"),
    ({"game": "paleo-escarmouche", "players": ["A", "B"], "events": [{"event": "kill", "player": "B"}]},
     "events[0].by", "a kill names the player"),
])
def test_bad_files_give_located_problems(data, where, text):
    with pytest.raises(InvalidState) as caught:
        load_data(data)
    problems = {p.where: p.message for p in caught.value.problems}
    assert where in problems and text in problems[where]


def test_schema_paleo_prints_the_json_schema(capsys):
    code, out, _ = run(capsys, "schema", "paleo")
    schema = json.loads(out)
    assert code == 0 and schema["title"] == "Paleo match" and "rounds" in schema["properties"]


def test_score_classic_match_in_english_and_french(capsys):
    path = str(DATA / "classic_two_players.json")
    code, out, _ = run(capsys, "score", path, "--lang", "en")
    assert code == 0 and "Winner: Alice" in out and "Score: Alice 4 and Bruno 1." in out
    code, out, _ = run(capsys, "score", path, "--lang", "fr")
    assert code == 0 and "Vainqueur : Alice" in out and "clés et porte" in out


def test_score_json_has_every_round_with_the_running_total(capsys):
    code, out, _ = run(capsys, "score", str(DATA / "classic_two_players.json"), "--json", "--lang", "en")
    data = json.loads(out)
    assert code == 0 and data["winners"] == ["Alice"]
    assert [line["details"]["running"] for line in data["lines"]] == [
        {"Alice": 2, "Bruno": 0}, {"Alice": 2, "Bruno": 1}, {"Alice": 4, "Bruno": 1}]


def test_check_a_round_after_the_match_exits_1(capsys):
    path = str(DATA / "illegal_round_after_match.json")
    code, out, _ = run(capsys, "check", path, "--lang", "en")
    assert code == 1 and "PA-MATCH" in out and "Round 3 comes after the match was over" in out
    code, _, err = run(capsys, "score", path, "--lang", "en")
    assert code == 1 and "PA-MATCH" in err


def test_check_reports_the_end_of_the_match(capsys):
    code, out, _ = run(capsys, "check", str(DATA / "classic_two_players.json"), "--json", "--lang", "en")
    data = json.loads(out)
    assert code == 0 and data["ok"] and data["end_of_game"]["over"] is True


@pytest.mark.parametrize("name, winner", [("roi_three_players.json", "Chloé"),
                                          ("escarmouche_two_players.json", "Alice")])
def test_score_derived_games(capsys, name, winner):
    code, out, _ = run(capsys, "score", str(DATA / name), "--json", "--lang", "fr")
    assert code == 0 and json.loads(out)["winners"] == [winner]


def test_the_docs_show_the_example_files():
    """The Paleo page of the docs shows the classic example file as it is, and the others by name."""
    section = (DATA.parents[2] / "docs" / "games" / "paleo.md").read_text(encoding="utf-8")
    shown = section.split("```json\n", 1)[1].split("```", 1)[0]
    assert json.loads(shown) == example("classic_two_players.json")
    assert all(f"tests/data/paleo/{path.name}" in section for path in EXAMPLES if "illegal" not in path.name)
