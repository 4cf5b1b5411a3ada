"""The `referee` command: output, JSON shape, languages and exit codes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from referee_app.command.cli import main

from hg_helpers import game_data

DATA = Path(__file__).parent / "data"
EXAMPLE = str(DATA / "sheet_example_rows.json")


def write(tmp_path: Path, data) -> str:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(path)


def run(capsys, *args) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_games_lists_every_game_and_what_is_coming(capsys, unbuilt_game):
    code, out, _ = run(capsys, "games", "--lang", "en")
    assert code == 0
    assert "hundsgemein" in out and "expert" in out and "loopit" in out
    assert "unbuilt" in out and "(coming)" in out.split("unbuilt", 1)[1].splitlines()[0]
    code, out, _ = run(capsys, "games", "--json", "--lang", "fr")
    games = json.loads(out)
    assert {"hundsgemein", "loopit", "froscheln", "numeri", "posters", "paleo", "unbuilt"} <= {g["id"] for g in games}
    assert next(g for g in games if g["id"] == "hundsgemein")["ready"] is True
    assert next(g for g in games if g["id"] == "unbuilt")["ready"] is False


def test_schema_prints_the_json_schema(capsys):
    code, out, _ = run(capsys, "schema", "hundsgemein")
    assert code == 0 and json.loads(out)["title"] == "Hundsgemein game"


def test_schema_of_a_game_not_built_yet_exits_3(capsys, unbuilt_game):
    code, _, err = run(capsys, "schema", "unbuilt")
    assert code == 3 and "not built yet" in err


def test_a_game_not_built_yet_exits_3(capsys, tmp_path, unbuilt_game):
    path = write(tmp_path, {"game": "unbuilt"})
    for command in ("check", "score"):
        code, _, err = run(capsys, command, path)
        assert code == 3 and "not built yet" in err


def test_check_a_clean_board_exits_0(capsys):
    code, out, _ = run(capsys, "check", EXAMPLE, "--lang", "en")
    assert code == 0 and "No rule broken." in out and "The game is not over" in out


def test_check_reports_an_illegal_tile_that_stands_as_a_warning_exit_0(capsys, tmp_path):
    path = write(tmp_path, game_data({(1, 1): "a2", (2, 2): "b2"}))
    code, out, _ = run(capsys, "check", path, "--json", "--lang", "en")
    report = json.loads(out)
    assert code == 0 and report["ok"] is True and report["warnings"] == 1
    assert report["violations"][0] == {
        "code": "same-type-neighbours", "rule": "HG-ADJ", "severity": "warning", "where": "r1c1+r2c2",
        "message": report["violations"][0]["message"]}
    assert "row 2, column 2" in report["violations"][0]["message"]


def test_check_an_impossible_state_exits_1(capsys, tmp_path):
    path = write(tmp_path, game_data({(1, c): "a1" for c in (1, 3, 5, 7)}, players=4))
    code, out, _ = run(capsys, "check", path, "--lang", "en")
    assert code == 1 and "ERROR HG-SUPPLY" in out


def test_check_a_move(capsys):
    code, out, _ = run(capsys, "check", EXAMPLE, "--move", "a1@5,5", "--lang", "en")
    assert code == 0 and "Proposed move a1@5,5: Jaune's type-1 flea at row 5, column 5: legal." in out
    code, out, _ = run(capsys, "check", EXAMPLE, "--move", "b4@1,3", "--json", "--lang", "fr")
    move = json.loads(out)["move"]
    assert code == 1 and move["legal"] is False
    assert [v["code"] for v in move["violations"]] == ["block-occupied", "same-type-neighbour"]
    assert "déjà occupé" in move["violations"][0]["message"]


@pytest.mark.parametrize("move", ["z1@1,1", "a9@1,1", "a1-1,1"])
def test_a_move_that_cannot_be_read_exits_2(capsys, move):
    code, _, err = run(capsys, "check", EXAMPLE, "--move", move)
    assert code == 2 and "--move" in err


def test_score_text_in_both_languages(capsys):
    code, out, _ = run(capsys, "score", EXAMPLE, "--lang", "en")
    assert code == 0 and "Leading (not over yet): Bleu" in out and "Winner" not in out  # a tile can still go
    assert "Rex (5)" in out and "Jaune: 5 points (1 dog)" in out
    code, out, _ = run(capsys, "score", EXAMPLE, "--lang", "fr")
    assert "En tête (partie en cours) : Bleu" in out and "Bleu : 19 points (5 chiens)" in out


def test_score_json_has_the_documented_keys(capsys):
    code, out, _ = run(capsys, "score", EXAMPLE, "--json", "--lang", "en")
    sheet = json.loads(out)
    assert code == 0
    assert {"game", "variant", "players", "lines", "totals", "ranking", "winners", "tie_break"} <= set(sheet)
    assert all({"label", "winner", "points", "explanation"} <= set(line) for line in sheet["lines"])
    assert sheet["ranking"][0] == {"player": "Bleu", "rank": 1, "total": 19}
    assert sheet["winners"] == ["Bleu"]


def test_score_an_impossible_state_exits_1_with_the_violations(capsys, tmp_path):
    data = game_data()
    del data["dogs"]["H1"]
    code, _, err = run(capsys, "score", write(tmp_path, data), "--lang", "en")
    assert code == 1 and "HG-DOGS" in err and "H1" in err


def test_file_errors_exit_2_with_their_location(capsys, tmp_path):
    data = game_data()
    data["board"][2] = "q7 .. .. .. .. .. .."
    code, _, err = run(capsys, "check", write(tmp_path, data))
    assert code == 2 and "board[2][0]: 'q7' is not a cell" in err
    code, out, _ = run(capsys, "score", write(tmp_path, data), "--json")
    assert code == 2 and json.loads(out)["problems"][0]["where"] == "board[2][0]"
    code, _, err = run(capsys, "check", str(tmp_path / "missing.json"))
    assert code == 2 and "missing.json" in err


def test_the_command_runs_as_a_real_process():
    result = subprocess.run([sys.executable, "-m", "referee_app.command.cli", "score", EXAMPLE, "--lang", "fr"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and "En tête (partie en cours) : Bleu" in result.stdout
