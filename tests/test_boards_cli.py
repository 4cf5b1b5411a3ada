"""The command and the boards (issue 16 item 4): `referee schema board-<game>`, `referee board check` with
located errors and the exit codes of the other commands, and `--board FILE` for `check` and `score` of
every board game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee_app import boards
from referee_app.command import cli

DATA = Path(__file__).parent / "data"
#: Board files, kept out of tests/data, whose every file the game-file tests read as a game.
BOARD_DIR = Path(__file__).parent / "board_files"
BOARD_FILES = {"numeri": "numeri_kitchen", "froscheln": "froscheln_kitchen", "loopit": "loopit_corners",
               "posters": "posters_grandmere"}
GAME_FILES = {"numeri": "track/numeri_worked_example.json", "froscheln": "track/froscheln_example.json",
              "loopit": "loopit/sheet_example.json", "posters": "posters/two_sides_incidents.json"}


def board_path(game: str) -> str:
    return str(BOARD_DIR / f"{BOARD_FILES[game]}.json")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("game", boards.BOARD_GAMES)
def test_schema_board_prints_the_json_schema_of_a_board_file(capsys, game):
    code, out, _ = run(capsys, "schema", f"board-{game}")
    schema = json.loads(out)
    assert code == 0 and set(schema["properties"]) == {"kind", "game", "board"}
    assert schema["properties"]["game"]["const"] == game and schema["additionalProperties"] is False
    board = json.loads(Path(board_path(game)).read_text(encoding="utf-8"))
    assert set(board) <= set(schema["properties"])


def test_schema_board_of_a_game_without_boards_is_refused(capsys):
    assert run(capsys, "schema", "board-hundsgemein")[0] == cli.EXIT_INPUT
    assert run(capsys, "schema", "board-chess")[0] == cli.EXIT_INPUT


@pytest.mark.parametrize("game", boards.BOARD_GAMES)
def test_board_check_accepts_each_board_file_and_its_qr_text(capsys, game):
    code, out, _ = run(capsys, "board", "check", board_path(game))
    assert code == 0 and "the rules accept it" in out
    data = json.loads(Path(board_path(game)).read_text(encoding="utf-8"))
    code, out, _ = run(capsys, "board", "check", "--text", boards.payload_text(game, data["board"]), "--json")
    assert code == 0 and json.loads(out) == {"game": game, "board": data["board"]["name"], "ok": True}


def test_board_check_locates_every_problem_and_exits_2(capsys, tmp_path):
    data = json.loads(Path(board_path("froscheln")).read_text(encoding="utf-8"))
    data["board"]["cells"][3] = 9
    data["board"]["starts"]["4"] = 99
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run(capsys, "board", "check", str(bad))
    assert code == cli.EXIT_INPUT and "board.cells[3]" in err and "board.starts.4" in err
    code, out, _ = run(capsys, "board", "check", str(bad), "--json")
    assert code == cli.EXIT_INPUT
    assert {p["where"] for p in json.loads(out)["problems"]} == {"board.cells[3]", "board.starts.4"}


def test_board_check_reads_a_bare_board_only_when_told_its_game(capsys, tmp_path):
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps(boards.bundled("loopit")[0].data), encoding="utf-8")
    assert run(capsys, "board", "check", str(bare))[0] == cli.EXIT_INPUT
    assert run(capsys, "board", "check", str(bare), "--game", "loopit")[0] == cli.EXIT_OK
    assert run(capsys, "board", "check", board_path("loopit"), "--game", "numeri")[0] == cli.EXIT_INPUT
    assert run(capsys, "board", "check", str(tmp_path / "missing.json"))[0] == cli.EXIT_INPUT
    assert run(capsys, "board", "check")[0] == cli.EXIT_INPUT


@pytest.mark.parametrize("game", boards.BOARD_GAMES)
def test_board_plays_the_game_file_on_the_board_file(capsys, game):
    board = json.loads(Path(board_path(game)).read_text(encoding="utf-8"))["board"]
    _, _, state = cli._load(str(DATA / GAME_FILES[game]), board_path(game))
    assert state.board.name == board["name"]
    for command in ("check", "score"):  # the same verdict as on the file's own board (these boards agree)
        code = run(capsys, command, str(DATA / GAME_FILES[game]), "--board", board_path(game))[0]
        assert code == run(capsys, command, str(DATA / GAME_FILES[game]))[0] and code in (cli.EXIT_OK, cli.EXIT_RULES)


def test_board_for_a_game_without_boards_or_of_another_game_is_refused(capsys):
    code, _, err = run(capsys, "score", str(DATA / "issue_example.json"), "--board", board_path("loopit"))
    assert code == cli.EXIT_INPUT and "--board" in err
    code, _, err = run(capsys, "check", str(DATA / GAME_FILES["numeri"]), "--board", board_path("loopit"))
    assert code == cli.EXIT_INPUT and "loopit_corners.json: game" in err


def test_board_the_tokens_do_not_fit_is_refused_with_the_rules_reason(capsys, tmp_path):
    data = json.loads(Path(board_path("numeri")).read_text(encoding="utf-8"))
    data["board"]["cells"] = data["board"]["cells"][:20] + [20, 25, 30]
    small = tmp_path / "small.json"
    small.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run(capsys, "score", str(DATA / GAME_FILES["numeri"]), "--board", str(small))
    assert code in (cli.EXIT_RULES, cli.EXIT_INPUT) and err


@pytest.mark.parametrize("game", boards.BOARD_GAMES)
def test_board_show_prints_the_bundled_board_file_that_board_check_accepts(capsys, game, tmp_path):
    """`referee board show GAME` prints the game's bundled board as a board file (the file `--board` and
    `board check` read), by its file name or the name the app shows too (issue 26 item 12)."""
    code, out, _ = run(capsys, "board", "show", game)
    shown = json.loads(out)
    assert code == 0 and shown == boards.board_file(game, boards.bundled(game)[0].data)
    path = tmp_path / "b.json"
    path.write_text(out, encoding="utf-8")
    assert run(capsys, "board", "check", str(path))[0] == 0
    name = boards.shown_name(game, boards.bundled(game)[0].name, "fr")
    assert json.loads(run(capsys, "board", "show", game, name)[1]) == shown


def test_board_show_prints_a_board_the_table_saved_and_refuses_an_unknown_name(capsys, tmp_path):
    from referee_app.store import Store

    with Store(tmp_path / "games.sqlite3") as store:
        copy = boards.rename(store, "numeri", boards.duplicate(store, "numeri", "bundled-0").id, "Kitchen")
    code, out, _ = run(capsys, "board", "show", "numeri", "kitchen", "--data", str(tmp_path))
    assert code == 0 and json.loads(out)["board"] == copy.data
    code, _, err = run(capsys, "board", "show", "numeri", "attic", "--data", str(tmp_path))
    assert code == cli.EXIT_INPUT and "attic" in err
    assert run(capsys, "board", "show", "hundsgemein")[0] == cli.EXIT_INPUT
