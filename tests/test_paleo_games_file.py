"""Paleo's derived games: their files (examples, round trips, located errors) and the `referee` command."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee_app.command.cli import main
from scorers.errors import InvalidState
from scorers.loading import load_data
from scorers.paleo_games import GAMES
from scorers.registry import find_game

DATA = Path(__file__).parent / "data" / "paleo_games"
FILES = sorted(DATA.glob("*.json"))

#: The golden outcome of each example file: totals, winners, and whether the match is over.
GOLDEN = {
    "billard_compte.json": ({"Ana": 3, "Ben": 2}, False),
    "billard_double.json": ({"Chloé": 20, "Łukasz": 0}, False),
    "billard_double_overshoot.json": ({"Ana": 50, "Ben": 2}, True),
    "cricket.json": ({"Ana": 7, "Ben": 0}, False),
    "frontiere.json": ({"Ana": 2, "Ben": 0}, False),
    "hockey.json": ({"Ana": 1, "Ben": 1}, False),
    "kayak.json": ({"Ana": 4, "Ben": 3, "Cy": 1}, True),
    "pitchanque.json": ({"Les Bleus": 6, "Cy & Dora": 1}, False),
    "points.json": ({"Ana": 2, "Ben": 0}, False),
}


def load(path: Path):
    return load_data(json.loads(path.read_text(encoding="utf-8")))


def test_every_game_has_an_example_file():
    games = {load(p)[0].id for p in FILES}
    assert games == set(GAMES)
    assert set(GOLDEN) == {p.name for p in FILES}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_examples_score_as_recorded(path):
    game, state = load(path)
    rules = game.rules()
    totals, over = GOLDEN[path.name]
    sheet = rules.score(state)
    assert sheet.totals == totals
    assert rules.over(state) is over
    assert [line.label for line in sheet.lines] == [str(i) for i in range(1, len(state.events) + 1)]
    last = sheet.lines[-1].details["score"]
    assert last == totals  # the running total of the last line is the match score


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_files_round_trip(path):
    game, state = load(path)
    rules = game.rules()
    again = rules.parse(json.loads(json.dumps(rules.to_file(state))))
    assert again == state
    assert rules.json_schema()["type"] == "object"


def test_the_overshoot_example_leaves_45_then_wins_at_exactly_50():
    _, state = load(DATA / "billard_double_overshoot.json")
    sheet = find_game("paleo-billard-double").rules().score(state)
    overshoot = next(line for line in sheet.lines if "BD-OVERSHOOT" in line.rules)
    assert overshoot.points == 0 and overshoot.details["score"]["Ana"] == 45
    assert sheet.winners == ("Ana",)


@pytest.mark.parametrize("data, where", [
    ({"game": "paleo-billard-double", "players": ["A", "B"], "events": [{"type": "shot", "player": "A",
                                                                         "touched": ["x9"]}]},
     "events[0].touched[0]"),
    ({"game": "paleo-hockey", "players": ["A", "B", "C"]}, "players"),
    ({"game": "paleo-hockey", "players": ["A", "A"]}, "players[1]"),
    ({"game": "paleo-cricket", "players": ["A", "B"], "house_rules": ["overshoot-allowed"]}, "house_rules[0]"),
    ({"game": "pitchanque", "teams": [{"players": ["A", "B", "C"]}, {"players": ["D"]}]}, "teams[0].players"),
    ({"game": "pitchanque", "teams": [{"players": ["A"]}, {"players": ["A"]}]}, "teams"),
    ({"game": "paleo-kayak", "players": ["A", "B"], "gates": 0}, "gates"),
    ({"game": "paleo-points", "players": ["A", "B"], "events": [{"type": "dance", "player": "A"}]}, "events[0]"),
    ({"game": "paleo-frontiere", "players": ["A", "B"], "events": [{"player": "A", "across": {"A": 8}}]},
     "events[0].across.A"),
])
def test_bad_files_are_typed_errors_with_their_location(data, where):
    with pytest.raises(InvalidState) as caught:
        load_data(data)
    assert any(p.where.startswith(where) for p in caught.value.problems), caught.value.problems


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_referee_check_and_score_every_example(path, capsys):
    assert main(["check", str(path), "--lang", "en"]) == 0
    assert main(["score", str(path), "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert "Totaux" in out


def test_referee_check_names_the_rule_of_a_refused_event(tmp_path, capsys):
    path = tmp_path / "late.json"
    path.write_text(json.dumps({"game": "paleo-hockey", "players": ["Ana", "Ben"],
                                "events": [{"type": "goal", "player": "Ana"}]}), encoding="utf-8")
    assert main(["check", str(path), "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["violations"][0]["rule"] == "HK-FACEOFF" and report["violations"][0]["where"] == "events[0]"
    assert main(["score", str(path)]) == 1


def test_referee_score_writes_a_pdf(tmp_path, capsys):
    out = tmp_path / "sheet.pdf"
    assert main(["score", str(DATA / "pitchanque.json"), "--pdf", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_referee_schema_prints_each_games_schema(game, capsys):
    assert main(["schema", game]) == 0
    assert json.loads(capsys.readouterr().out)["type"] == "object"


@pytest.mark.parametrize("alias, game", [("Billard doublé", "paleo-billard-double"), ("kayak", "paleo-kayak"),
                                         ("frontiere", "paleo-frontiere"), ("Match aux points", "paleo-points")])
def test_aliases_find_the_games(alias, game):
    assert find_game(alias).id == game
