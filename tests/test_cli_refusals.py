"""Issue 12, items 9, 10 and 14: the `referee` command refuses bad input in words, never with a traceback.

Exit codes (README): 0 fine, 1 a verdict (violations printed), 2 unreadable input or unwritable output,
each problem located, 3 not built, 4 an internal error in one line (the traceback only with --debug).
"""

from __future__ import annotations

import csv
import io
import json
import random
import struct
import time
import zlib
from datetime import datetime, timezone
from pathlib import Path

import pytest

import referee_app.command.cli
from referee_app.command.cli import main
from referee_app.exchange.tables import history_csv
from referee_app.store.records import HistoryEntry, PlayerResult

DATA = Path(__file__).parent / "data"
HUGE = "9" * 5000


def run(capsys, *args) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def example(name: str) -> dict:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


def write(tmp_path: Path, data, name: str = "game.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def assert_refused(code: int, err: str, *located: str) -> None:
    """Exit 2, a `referee: ...` message naming where, and no traceback."""
    assert code == 2, err
    assert err.startswith("referee: ") and "Traceback" not in err
    for where in located:
        assert where in err


# --- item 9: score --json on a state that cannot exist ------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "fr"])
def test_score_json_of_a_state_that_cannot_exist_prints_the_violations_and_exits_1(capsys, lang):
    code, out, _ = run(capsys, "score", DATA / "paleo/illegal_round_after_match.json", "--json", "--lang", lang)
    answer = json.loads(out)
    assert code == 1
    assert answer["error"] == "impossible-state"
    assert [v["rule"] for v in answer["violations"]] == ["PA-MATCH"]
    assert answer["problems"] == [{"where": "rounds[2]", "message": answer["violations"][0]["message"]}]


def test_import_json_of_a_state_that_cannot_exist_prints_the_violations_and_exits_1(capsys):
    code, out, err = run(capsys, "import", DATA / "paleo/illegal_round_after_match.json", "--json")
    assert code == 1 and "rounds[2]" in err
    assert json.loads(out)["violations"][0]["rule"] == "PA-MATCH"


# --- item 10: located refusals, exit 2 -------------------------------------------------------------------

@pytest.mark.parametrize("command", ["check", "score", "import"])
def test_a_number_of_more_than_4300_digits_is_refused_with_its_place(capsys, tmp_path, command):
    text = json.dumps(example("loopit/sheet_example.json"), indent=1).replace('"discarded"', '"x"')
    text = text.replace('"start": "NESW7"', f'"discarded": {HUGE}')
    line = text[:text.index(HUGE)].count("\n") + 1
    code, _, err = run(capsys, command, write(tmp_path, text))
    assert_refused(code, err, f"line {line}, column 15", "5000 digits")


def test_a_paleo_team_naming_someone_who_is_not_a_player_is_refused(capsys, tmp_path):
    data = example("paleo/four_players_teams.json")
    data["teams"][0]["players"][0] = "Nobody"
    for command in ("check", "score"):
        code, _, err = run(capsys, command, write(tmp_path, data))
        assert_refused(code, err, "teams[0].players[0]", "'Nobody' is not one of the players")


@pytest.mark.parametrize("how", ["file", "text"])
def test_deeply_nested_json_through_import_is_refused(capsys, tmp_path, how):
    text = '{"game": "loopit", "players": ' + "[" * 100_000 + "]" * 100_000 + "}"
    args = ("--text", text) if how == "text" else (write(tmp_path, text),)
    code, _, err = run(capsys, "import", *args)
    assert_refused(code, err, "nested too deeply")


@pytest.mark.parametrize("roll", ["²", "٣", HUGE])
def test_moves_with_a_roll_that_only_looks_like_a_digit_is_refused(capsys, roll):
    code, _, err = run(capsys, "moves", DATA / "track/numeri_worked_example.json", "--player", "a", "--roll", roll)
    assert_refused(code, err, "roll", "1 to 5")


def test_a_loopit_tile_given_both_ways_with_empty_links_is_refused(capsys, tmp_path):
    data = example("loopit/sheet_example.json")
    data["turns"][0]["tiles"][0]["links"] = []
    code, _, err = run(capsys, "check", write(tmp_path, data))
    assert_refused(code, err, "turns[0].tiles[0]")


def test_a_unicode_digit_in_a_loopit_board_is_refused_with_its_square(capsys, tmp_path):
    data = example("loopit/sheet_example.json")
    data["board"] = {"rows": [" ".join("." for _ in range(11)) for _ in range(11)]}
    data["board"]["rows"][2] = "² " + " ".join("." for _ in range(10))
    code, _, err = run(capsys, "score", write(tmp_path, data))
    assert_refused(code, err, "board.rows[2][0]", "'²' is not a square")


@pytest.mark.parametrize("file, move", [
    ("issue_example.json", f"a3@{HUGE},1"), ("issue_example.json", f"a{HUGE}@1,1"),
    ("track/numeri_worked_example.json", f"b4:{HUGE}"), ("loopit/sheet_example.json", HUGE),
    ("posters/two_sides_incidents.json", HUGE), ("posters/two_sides_incidents.json", "[" * 100_000),
])
def test_a_5000_digit_move_is_refused(capsys, file, move):
    code, _, err = run(capsys, "check", DATA / file, "--move", move)
    assert_refused(code, err)


def test_score_pdf_with_a_650_character_date_writes_the_sheet_without_a_qr_code(capsys, tmp_path):
    """The date is free text; a file too big for one QR code gets the sheet and a line saying so
    (reportlab's encoder holds less than the standard's 2,331 characters: it raised before)."""
    rng = random.Random(650)
    data = example("paleo_games/kayak.json")
    data["date"] = "".join(chr(rng.randint(0x4E00, 0x9FFF)) for _ in range(650))
    pdf = tmp_path / "sheet.pdf"
    code, out, err = run(capsys, "score", write(tmp_path, data), "--pdf", pdf)
    assert code == 0, err
    assert pdf.read_bytes().startswith(b"%PDF") and f"PDF: {pdf}" in out


@pytest.mark.parametrize("make_target", [
    lambda tmp: tmp / "missing" / "out", lambda tmp: tmp, lambda tmp: Path("/proc/table-referee/out")])
def test_unwritable_output_paths_are_refused_with_the_path(capsys, tmp_path, make_target):
    target = make_target(tmp_path)
    game = DATA / "loopit/sheet_example.json"
    for args in (("score", game, "--pdf", target), ("pad", "loopit", target), ("import", game, "--out", target),
                 ("export", "backup", target, "--data", tmp_path / "data"),
                 ("export", "csv", target, "--data", tmp_path / "data")):
        code, _, err = run(capsys, *args)
        assert_refused(code, err, str(target), "cannot be written")


def _png_bomb(width: int, height: int) -> bytes:
    """A valid 1-bit PNG of zeros: a few kilobytes on disk, width x height pixels once decoded."""
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    row = b"\x00" * (1 + (width + 7) // 8)
    packer = zlib.compressobj(9)
    pixels = b"".join(packer.compress(row) for _ in range(height)) + packer.flush()
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0))
            + chunk(b"IDAT", pixels) + chunk(b"IEND", b""))


def test_a_small_picture_of_too_many_pixels_is_refused_before_decoding(capsys, tmp_path):
    """15,000 x 15,000 (the issue's 225 megapixels) and 9,000 x 9,000 in a few kilobytes: refused from
    the header, in well under a second (decoding took 13 s and 763 MB)."""
    for side in (15_000, 9_000):
        picture = tmp_path / "bomb.png"
        picture.write_bytes(_png_bomb(side, side))
        assert picture.stat().st_size < 100_000
        started = time.monotonic()
        code, _, err = run(capsys, "import", picture)
        assert_refused(code, err, "more pixels than a photo of a sheet needs")
        assert time.monotonic() - started < 1.0


def test_an_internal_error_is_one_line_and_exit_4_and_its_traceback_only_on_request(capsys, monkeypatch):
    def broken(args):
        raise KeyError("a bug")

    monkeypatch.setattr(referee_app.command.cli, "cmd_games", broken)
    monkeypatch.delenv("REFEREE_DEBUG", raising=False)
    code, out, err = run(capsys, "games")
    assert code == 4 and out == ""
    assert err.count("\n") == 1 and "internal error (KeyError" in err and "Traceback" not in err
    code, out, _ = run(capsys, "games", "--json")
    assert code == 4 and json.loads(out)["error"] == "internal-error"
    with pytest.raises(KeyError):
        main(["--debug", "games"])
    monkeypatch.setenv("REFEREE_DEBUG", "1")
    with pytest.raises(KeyError):
        main(["games"])


# --- item 14 ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["=HYPERLINK(\"http://x\")", "+1", "-1+2", "@SUM(A1)", "\tx", "\rx"])
def test_csv_cells_that_a_spreadsheet_would_run_are_neutralised(name):
    entry = HistoryEntry(id="g1", game="hundsgemein", title=name, played=datetime(2026, 1, 5, tzinfo=timezone.utc),
                         duration_min=None, results=(
                             PlayerResult(seat=0, player=name, colour="red", score=-3, rank=1, winner=True),))
    row = next(csv.DictReader(io.StringIO(history_csv([entry]))))
    assert row["player"] == row["title"] == "'" + name
    assert row["score"] == "-3"  # numbers stay numbers


@pytest.mark.parametrize("command", ["check", "score", "import"])
def test_control_characters_in_names_do_not_reach_the_terminal_raw(capsys, tmp_path, command):
    """A name holding a control character is refused (issue 25.9: it forged lines); one holding an
    invisible format character (a bidi override) is accepted, and escaped on the terminal."""
    data = example("loopit/sheet_example.json")
    data["players"] = ["An\x1b]0;pwned\x07na\x1b[2J", "Be\u202en\x9b"]
    data["turns"][0]["player"], data["turns"][1]["player"] = data["players"]
    code, out, err = run(capsys, command, write(tmp_path, data))
    assert code == 2 and "players[0]" in err and "players[1]" in err
    assert not any(c in out + err for c in "\x1b\x07\x9b\u202e")
    data["players"] = ["Anna", "Be\u202en"]
    data["turns"][0]["player"], data["turns"][1]["player"] = data["players"]
    code, out, err = run(capsys, command, write(tmp_path, data))
    assert code == 0, err
    assert "\u202e" not in out + err and "Be\\u202en" in out


@pytest.mark.parametrize("command", ["score", "import"])
def test_control_characters_in_the_violations_of_a_refused_score_are_escaped(capsys, tmp_path, command):
    data = example("paleo/illegal_round_after_match.json")
    data["players"][0] = "Al\u202eice"  # a control character is refused in a name: a format one is escaped
    for played in data["rounds"]:
        played["winner"] = "Al\u202eice" if played["winner"] == "Alice" else played["winner"]
    code, out, err = run(capsys, command, write(tmp_path, data), "--lang", "fr")
    assert code == 1 and "PA-MATCH" in err and "Al\\u202eice" in err
    assert "\u202e" not in out + err


def test_json_output_escapes_control_characters_too(capsys, tmp_path):
    data = example("loopit/sheet_example.json")
    data["players"] = ["An\u2066na", "Be\u202en"]
    data["turns"][0]["player"], data["turns"][1]["player"] = data["players"]
    code, out, _ = run(capsys, "score", write(tmp_path, data), "--json")
    assert code == 0 and not any(c in out for c in "\u2066\u202e")
    assert json.loads(out)["players"][1] == "Be\u202en"


@pytest.mark.parametrize("name", ["../secret", "sub/../../secret", "link"])
def test_a_board_name_cannot_read_outside_the_boards_folder(capsys, tmp_path, monkeypatch, name):
    from track_helpers import froscheln_board

    boards = tmp_path / "boards"
    (boards / "sub").mkdir(parents=True)
    (tmp_path / "secret.json").write_text(json.dumps(froscheln_board() | {"name": "secret"}), encoding="utf-8")
    (boards / "link.json").symlink_to(tmp_path / "secret.json")
    monkeypatch.setenv("TABLE_REFEREE_BOARDS", str(boards))
    game = write(boards, {"game": "froscheln", "players": ["A", "B"], "board": name})
    code, _, err = run(capsys, "check", game)
    assert_refused(code, err, "board", "no board is kept under the name")


def test_a_board_kept_in_the_folder_is_still_found(capsys, tmp_path, monkeypatch):
    from track_helpers import froscheln_board

    (tmp_path / "kitchen.json").write_text(json.dumps(froscheln_board() | {"name": "kitchen"}), encoding="utf-8")
    monkeypatch.setenv("TABLE_REFEREE_BOARDS", str(tmp_path))
    code, _, err = run(capsys, "check", write(tmp_path, {"game": "froscheln", "players": ["A", "B"],
                                                         "board": "kitchen"}, "game_file.json"))
    assert code == 0, err


@pytest.mark.parametrize("alias", ["loop", "LOOPIT", "Loop"])
def test_import_accepts_the_aliases_check_accepts(capsys, tmp_path, alias):
    data = example("loopit/sheet_example.json") | {"game": alias}
    path = write(tmp_path, data)
    assert run(capsys, "check", path)[0] == 0
    code, out, err = run(capsys, "import", path, "--json")
    assert code == 0, err
    assert json.loads(out)["game_file"]["game"] == "loopit"
