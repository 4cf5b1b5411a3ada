"""Loopit's file format: round trip, located errors, the schema, and the command line."""

from __future__ import annotations

import json
import random

import pytest
from loopit_helpers import DATA, example_data, game_data, light_data, random_legal_game

from referee_app.command.cli import main
from scorers.errors import InvalidState
from scorers.i18n import render
from scorers.loopit import RULES, parse, score, to_file


def problems(data) -> list[str]:
    with pytest.raises(InvalidState) as error:
        parse(data)
    return [str(p) for p in error.value.problems]


@pytest.mark.parametrize("name", ["sheet_example.json", "light_example.json"])
def test_files_round_trip(name):
    state = parse(example_data(name))
    assert parse(to_file(state)) == state
    assert parse(json.loads(json.dumps(to_file(state), ensure_ascii=False))) == state


def test_random_games_round_trip():
    for seed in range(20):
        state = parse(random_legal_game(random.Random(seed), players=2 + seed % 3))
        assert parse(to_file(state)) == state


def test_bad_tiles_and_squares_are_located():
    data = game_data([("g6", "W9")], [("z99", "E2")])
    found = problems(data)
    assert any(p.startswith("turns[0].tiles[0].tile: 'W9' is not a tile") for p in found)
    assert any(p.startswith("turns[1].tiles[0].at: 'z99' is not a square") for p in found)
    assert any(p.startswith("start:") for p in problems(game_data(start="Q")))


def test_a_board_game_lays_squares_and_a_light_game_lays_values():
    data = game_data([("g6", "W2")])
    assert any("light-mode game lays tiles as" in p for p in problems({**data, "mode": "light"}))
    assert any("board-mode game lays tiles as" in p for p in problems({**light_data([(2, 1, [7])]), "mode": "board"}))


def test_light_values_and_links_are_bounded():
    found = problems(light_data([(9, 1, [7]), (2, 7, [7]), (2, 1, [1, 2, 3, 4, 5])]))
    assert any(p.startswith("turns[0].tiles[0].value") for p in found)
    assert any(p.startswith("turns[0].tiles[1].multiplier") for p in found)
    assert any(p.startswith("turns[0].tiles[2].links") for p in found)


def test_players_are_named_once_and_turns_name_players():
    assert any("already a player" in p for p in problems({**game_data(), "players": ["Anna", "Anna"]}))
    data = game_data([("g6", "W2")])
    data["turns"][0]["player"] = "Zoé"
    assert any(p.startswith("turns[0].player: 'Zoé' is not one of the players") for p in problems(data))


def test_the_schema_describes_the_file():
    schema = RULES.json_schema()
    assert schema["type"] == "object" and {"players", "turns", "start", "board", "mode"} <= set(schema["properties"])


def test_referee_score_and_check_and_schema(capsys):
    path = str(DATA / "sheet_example.json")
    assert main(["score", path, "--lang", "en"]) == 0
    out = capsys.readouterr().out
    # LP-END: the example stops after two turns, with tiles left and moves possible: Anna leads, no winner
    leading = render(score(parse(example_data())).result_phrase(), "en")
    assert "Turn: 9 + 12 + 7 = 28." in out and leading in out and "Anna" in leading and "Winner" not in out
    assert main(["check", path, "--json", "--lang", "fr"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ok"] is True and report["end_of_game"]["over"] is False
    assert main(["schema", "loopit"]) == 0
    assert json.loads(capsys.readouterr().out)["title"] == "Loopit game"


def test_referee_check_judges_a_proposed_tile(capsys):
    path = str(DATA / "sheet_example.json")
    assert main(["check", path, "--move", "g9=N1", "--lang", "en"]) == 0
    assert "legal" in capsys.readouterr().out
    assert main(["check", path, "--move", "j6=W1", "--lang", "en", "--json"]) == 1
    found = json.loads(capsys.readouterr().out)["move"]["violations"]
    assert [v["rule"] for v in found] == ["LP-CONNECT"]
    assert main(["check", path, "--move", "nonsense"]) == 2
    assert main(["check", str(DATA / "light_example.json"), "--move", "g9=N1"]) == 2


def test_referee_check_fails_on_a_broken_rule(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(game_data([("g6", "EW2"), ("h6", "EW2"), ("i6", "EW2"), ("j6", "W2")])))
    assert main(["check", str(path), "--lang", "en"]) == 1
    assert "LP-THREE" in capsys.readouterr().out
    assert main(["score", str(path), "--lang", "en"]) == 1
    assert "at most 3 tiles" in capsys.readouterr().err


def test_referee_score_writes_the_pdf(tmp_path, capsys):
    pdf = tmp_path / "sheet.pdf"
    assert main(["score", str(DATA / "sheet_example.json"), "--pdf", str(pdf), "--lang", "fr"]) == 0
    assert pdf.read_bytes().startswith(b"%PDF")


def test_LP_END_referee_score_json_says_not_finished_while_the_game_goes_on(capsys, tmp_path):
    """LP-END: "La partie se termine quand toutes les tuiles ont été posées ou quand plus aucun coup n'est
    possible." (The game ends when every tile is laid or no move is possible.) `--json` says
    "finished": false for the sheet's two-turn example, and true once no line is left open."""
    assert main(["score", str(DATA / "sheet_example.json"), "--json", "--lang", "en"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["finished"] is False and report["winners"] == ["Anna"]
    closed = tmp_path / "closed.json"
    closed.write_text(json.dumps(game_data([("f5", "S1"), ("f7", "N1")], start="NS7")), encoding="utf-8")
    assert main(["score", str(closed), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["finished"] is True
