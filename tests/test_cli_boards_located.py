"""Issue 25, item 10: `referee board check` reports every fault of a board with its place; Défense
d'afficher's board faults name the panel or square (no "Value error," prefix); the command's parse errors
are said in the asked language (pydantic's own English was printed with --lang fr)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from referee_app import boards
from referee_app.command.cli import main


def run(capsys, *args) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def default_board(game: str) -> dict:
    return copy.deepcopy(next(iter(boards.kind(game).defaults().values())))


def board_file(tmp_path, game: str, board: dict, **extra) -> str:
    path = tmp_path / f"{game}-board.json"
    path.write_text(json.dumps({"kind": "board", "game": game, "board": board, **extra}), encoding="utf-8")
    return str(path)


def test_every_fault_of_a_defense_d_afficher_board_is_reported_at_its_place(capsys, tmp_path):
    """Three squares off the track, a panel letter used twice and a card id used twice: each its own
    located problem (`board.panels[1].brush`), none behind pydantic's "Value error," prefix."""
    board = default_board("posters")
    board["panels"][0]["brush"], board["panels"][1]["brush"] = 77, 78
    board["chance"].append(99)
    board["panels"][2]["id"] = board["panels"][0]["id"]
    board["deck"][1]["id"] = board["deck"][0]["id"]
    code, out, _ = run(capsys, "board", "check", board_file(tmp_path, "posters", board), "--json")
    assert code == 2
    places = [p["where"] for p in json.loads(out)["problems"]]
    assert {"board.panels[0].brush", "board.panels[1].brush", f"board.chance[{len(board['chance']) - 1}]",
            "board.panels[2].id", "board.deck[1].id"} <= set(places)
    text = run(capsys, "board", "check", board_file(tmp_path, "posters", board))[2]
    assert "Value error" not in text and "panel A: the brush square 77 is not on the track (0 to 39)" in text


def test_a_board_files_unknown_keys_and_its_board_faults_are_reported_together(capsys, tmp_path):
    board = default_board("numeri")
    board["cells"][3] = "x"
    code, out, _ = run(capsys, "board", "check", board_file(tmp_path, "numeri", board, colour="red"), "--json")
    assert code == 2
    assert [p["where"] for p in json.loads(out)["problems"]] == ["colour", "board.cells[3]"]


@pytest.mark.parametrize("text,said", [
    ('{"game": "hundsgemein", "players": ["A", "B"], "board": [["x"]], "dogs": {}}', "il faut"),
    ('{"game": "numeri", "players": ["A", "B"], "board": "numeri-example", "tokens": {"A": ["x"]}}',
     "n’est pas un nombre entier"),
    ('{"game": "paleo-hockey", "players": ["A", "B"], "events": [{"type": "zzz"}]}', "n’est pas"),
])
def test_parse_errors_are_said_in_the_asked_language(capsys, tmp_path, text, said):
    """A bad tile, cell or event tag: `--lang fr` says it in French (pydantic's "Input should be..." was
    printed as it was)."""
    path = tmp_path / "game.json"
    path.write_text(text, encoding="utf-8")
    code, _, err = run(capsys, "check", path, "--lang", "fr")
    assert code == 2, err
    assert "Input should" not in err and "Field required" not in err and "should be" not in err, err
    assert said in err, err


def test_pydantic_codes_are_said_in_our_words_in_both_languages():
    """scorers.validation turns pydantic's own error codes into catalogue phrases (`in.val.*`)."""
    from pydantic import BaseModel, Field, ValidationError

    from scorers.validation import problems_from

    class Sample(BaseModel):
        count: int = Field(le=5)
        kind: str

    with pytest.raises(ValidationError) as caught:
        Sample.model_validate({"count": "x"})
    found = {p.where: p for p in problems_from(caught.value)}
    assert found["count"].text("en") == "count: 'x' is not a whole number"
    assert found["kind"].text("fr") == "kind : ce champ est obligatoire"
    with pytest.raises(ValidationError) as caught:
        Sample.model_validate({"count": 9, "kind": "a"})
    assert problems_from(caught.value)[0].text("fr") == "count : 5 au maximum"


def test_the_choices_of_a_literal_are_listed_without_an_english_or():
    from typing import Literal

    from pydantic import BaseModel, ValidationError

    from scorers.validation import problems_from

    class Round(BaseModel):
        how: Literal["door", "capture"]

    with pytest.raises(ValidationError) as caught:
        Round.model_validate({"how": "knockout"})
    assert problems_from(caught.value)[0].text("fr") == "how : 'knockout' n’est pas l’une des valeurs 'door', 'capture'"


def test_a_loopit_boards_bad_square_is_said_in_french(capsys, tmp_path):
    board = default_board("loopit")
    board["rows"][0] = "9" + board["rows"][0][1:]
    code, _, err = run(capsys, "board", "check", board_file(tmp_path, "loopit", board), "--lang", "fr")
    assert code == 2 and "board.rows[0][0] : '9' n’est pas une case : un point ou un multiplicateur de 1 à 6" in err


def test_a_track_boards_faults_are_said_in_french(capsys, tmp_path):
    """Numeri's board checks were phrases, rendered in English before they reached the command."""
    board = default_board("numeri")
    board["start"] = 99
    code, _, err = run(capsys, "board", "check", board_file(tmp_path, "numeri", board), "--lang", "fr")
    assert code == 2 and "board.start : " in err and "the Départ cell" not in err, err


def test_a_name_used_twice_is_said_in_french(capsys, tmp_path):
    """The shared player checks (scorers.players) said their refusals in English under --lang fr."""
    data = json.loads((Path(__file__).parent / "data" / "loopit" / "light_example.json").read_text(encoding="utf-8"))
    data["players"] = ["Anna", "Anna"]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run(capsys, "check", path, "--lang", "fr")
    assert code == 2 and "players[1] : « Anna » est déjà un joueur" in err, err


@pytest.mark.parametrize("lang, words", [("fr", "'q7' n’est pas une case : écrivez la lettre d’un joueur"),
                                         ("en", "'q7' is not a cell (use '..', '##' or a player letter")])
def test_a_hundsgemein_cell_that_is_no_cell_is_said_in_the_asked_language(capsys, tmp_path, lang, words):
    """Issue 25 item 10: a bad cell of a Hundsgemein board was said in English under --lang fr; and the file's
    own notation for an empty block ('..') is quoted as it is written, never shortened to '.'."""
    game = json.loads((Path(__file__).parent / "data" / "sheet_example_rows.json").read_text())
    row = game["board"][0].split()
    row[0] = "q7"
    game["board"][0] = " ".join(row)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(game), encoding="utf-8")
    code, _, err = run(capsys, "check", str(path), "--lang", lang)
    assert code == 2 and f"board[0][0]{' :' if lang == 'fr' else ':'} {words}" in err, err


def test_a_defense_d_afficher_board_fault_is_said_in_french(capsys, tmp_path):
    """Issue 25 item 10: the board's own faults were English under --lang fr ("panel A: the brush square 999
    is not on the track"): each is a phrase, said in the asked language at its place."""
    board = default_board("posters")
    board["panels"][0]["brush"] = 999
    board["panels"][1]["brush"] = board["chance"][0]
    err = run(capsys, "board", "check", board_file(tmp_path, "posters", board), "--lang", "fr")[2]
    assert "board.panels[0].brush : panneau A : la case pinceau 999 n’est pas sur la piste (0 à 39)" in err, err
    assert f"board.panels[1].brush : panneau B : la case pinceau {board['chance'][0]} est déjà une case Chance" in err
    assert "square" not in err and "§" not in err
