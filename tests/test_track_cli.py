"""`referee moves` and the track games through `referee check|score|schema`: output, JSON, exit codes."""

from __future__ import annotations

import json

from track_helpers import DATA, old_board

from referee_app.command.cli import main

SPLIT = str(DATA / "numeri_split_example.json")
WORKED = str(DATA / "numeri_worked_example.json")


def run(capsys, *args) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_moves_lists_every_legal_move_with_the_new_roll(capsys):
    code, out, _ = run(capsys, "moves", SPLIT, "--player", "Jaune", "--roll", "4", "--lang", "en")
    assert code == 0
    assert "a4:4 " in out and "a4:1+3 " in out and "a4:3+1 " in out
    assert "a chain on cells 8 to 10: a new roll." in " ".join(out.split())
    assert "3 legal moves." in out and "Splitting: a token has passed the barrier for 3 players" in out


def test_moves_as_json_gives_steps_from_1_and_the_extra_roll(capsys):
    code, out, _ = run(capsys, "moves", SPLIT, "--player", "a", "--roll", "4", "--json", "--lang", "fr")
    data = json.loads(out)
    assert code == 0 and data["outcome"] == "play" and data["roll"] == 4
    move = next(m for m in data["moves"] if m["move"] == "a4:3+1")
    assert move["extra_roll"] is True and move["chain"] == [8, 9, 10]
    assert move["steps"] == [{"token": 3, "from": 4, "to": 8}, {"token": 1, "from": 6, "to": 9}]
    assert "une chaîne des cases 8 à 10 : nouveau jet" in move["description"]  # was "il rejoue" (gendered)


def test_moves_on_a_star_and_a_pass(capsys, tmp_path):
    code, out, _ = run(capsys, "moves", SPLIT, "--player", "bleu", "--roll", "star", "--json")
    assert code == 0 and [m["move"] for m in json.loads(out)["moves"]] == [f"b*:{t}" for t in range(1, 6)]
    stuck = tmp_path / "stuck.json"
    stuck.write_text(json.dumps({"game": "numeri", "players": ["A", "B"], "board": old_board("numeri"),
                                 "tokens": {"A": [40, None, None, None, None]}}), encoding="utf-8")
    code, out, _ = run(capsys, "moves", str(stuck), "--player", "A", "--roll", "1", "--lang", "en")
    assert code == 0 and "A cannot move with a 1: the turn passes." in out


def test_moves_on_a_finished_game_says_it_is_over(capsys):
    code, out, _ = run(capsys, "moves", str(DATA / "numeri_game_over.json"), "--player", "Ben", "--roll", "2",
                       "--json", "--lang", "en")
    assert code == 0 and json.loads(out)["outcome"] == "over"


def test_moves_refuses_an_unknown_player_a_bad_roll_and_a_game_without_rolls(capsys):
    code, _, err = run(capsys, "moves", SPLIT, "--player", "Zed", "--roll", "4")
    assert code == 2 and "not a player" in err
    code, _, err = run(capsys, "moves", SPLIT, "--player", "a", "--roll", "7")
    assert code == 2 and "1 to 5 or a star" in err
    code, _, err = run(capsys, "moves", str(DATA.parent / "sheet_example_rows.json"), "--player", "a", "--roll", "1")
    assert code == 2 and "no moves" in err


def test_check_judges_a_move_with_its_rule(capsys):
    code, out, _ = run(capsys, "check", SPLIT, "--move", "a4:1+3", "--json")
    assert code == 0 and json.loads(out)["move"]["legal"] is True
    code, out, _ = run(capsys, "check", SPLIT, "--move", "a4:2", "--json", "--lang", "en")
    move = json.loads(out)["move"]
    assert code == 1 and move["legal"] is False and move["violations"][0]["rule"] == "TR-ROLL"
    code, out, _ = run(capsys, "check", SPLIT, "--move", "a4:1+2", "--lang", "en")
    assert code == 1 and "TR-SPLIT" in out


def test_score_prints_the_worked_example(capsys):
    code, out, _ = run(capsys, "score", WORKED, "--json", "--lang", "en")
    data = json.loads(out)
    assert code == 0 and data["totals"]["Vert"] == 52
    code, out, _ = run(capsys, "score", WORKED, "--lang", "fr")
    assert "Vert : 52 points" in out and "reconstitué d’après des descriptions publiées" in out


def test_schema_prints_the_numeri_file_format(capsys):
    code, out, _ = run(capsys, "schema", "numeri")
    assert code == 0 and json.loads(out)["title"] == "Numeri game"
