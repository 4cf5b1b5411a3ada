"""HG-COLOURS (issue 24): a finished board as the table sees it, every tile turned to its colour side.

In the game file a tile whose type is not known is written with `?` for its type (`a?`), so a cell stays two
characters; `check`, `score`, the command line, the PDF and the QR payload take it; the checks that need a
type are skipped and the check and the sheet say which.
"""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pypdf import PdfReader

from referee_app.command import report
from referee_app.command.cli import main
from referee_app.exchange import payload
from referee_app.games.hundsgemein.pdf import sheet_pdf
from scorers.errors import ImpossibleState, InvalidState
from scorers.hundsgemein import check, check_placement, end_of_game, parse, score, to_file
from scorers.hundsgemein.checks import TYPE_RULES, Placement
from scorers.hundsgemein.model import Tile
from scorers.violations import Severity

from hg_helpers import DOGS, NAMES, board_rows, game_data, random_board, state

DATA = Path(__file__).parent / "data" / "hundsgemein"
COLOURS_44 = json.loads((DATA / "final_44_colours.json").read_text(encoding="utf-8"))
TYPED_44 = json.loads((DATA / "final_44_typed.json").read_text(encoding="utf-8"))
PROPERTY = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def colour_side(rows: list[str]) -> list[str]:
    """The board with every tile turned over: its colour kept, its type '?'."""
    return [" ".join(t if t in ("..", "##") else t[0] + "?" for t in row.split()) for row in rows]


# --- the file ------------------------------------------------------------------------------------

def test_a_tile_of_unknown_type_is_written_with_a_question_mark_and_reads_back():
    """HG-COLOURS: `a?` is player a's tile, type not known; the file written back has `a?` again, two
    characters a cell like every other."""
    s = state({(1, 1): "a?", (1, 2): "b3", (2, 2): "C?"})
    assert s.board[0] == Tile(0, None) and s.board[1] == Tile(1, 3) and s.board[8] == Tile(2, None)
    rows = to_file(s)["board"]
    assert rows[0].split()[:2] == ["a?", "b3"] and rows[1].split()[1] == "c?"
    assert all(len(cell) == 2 for row in rows for cell in row.split())


@pytest.mark.parametrize("cell", ["a??", "?a", "a0", "??", "e?"])
def test_a_question_mark_is_a_type_only_after_a_players_letter(cell):
    """HG-COLOURS: `?` stands for the type only; anything else that is not a cell is refused, located."""
    with pytest.raises(InvalidState) as refused:
        parse(game_data(board=[f"{cell} .. .. .. .. .. ..", *game_data()["board"][1:]]))
    assert "board[0][0]" in str(refused.value.problems[0])


def test_the_colour_side_fixture_is_the_typed_fixture_turned_over():
    """The browser tests' finished board (44 tiles, 3 colours): legal and over when typed, and its colour
    side is the same board with '?' for every type."""
    assert COLOURS_44["board"] == colour_side(TYPED_44["board"])
    typed = parse(TYPED_44)
    assert sum(t is not None for t in typed.board) == 44 and {t.player for t in typed.board if t} == {0, 1, 2}
    assert check(typed) == [] and end_of_game(typed).over is True


# --- check ---------------------------------------------------------------------------------------

def test_a_colours_only_board_breaks_no_rule_and_says_which_checks_it_skipped():
    """HG-COLOURS: a board of colours alone is a complete final state: no error, no warning; one note
    (severity info) naming the checks skipped for lack of types: HG-ADJ, HG-SUPPLY, HG-END."""
    found = check(parse(COLOURS_44))
    assert [(v.code, v.rule_id, v.severity) for v in found] == [("types-unknown", "HG-COLOURS", Severity.INFO)]
    assert list(TYPE_RULES) == ["HG-ADJ", "HG-SUPPLY", "HG-END"]
    for lang, words in (("en", "44 tiles show only their colour side"), ("fr", "44 tuiles ne montrent que")):
        text = found[0].message(lang)
        assert words in text and all(rule in text for rule in TYPE_RULES)


def test_tiles_of_unknown_type_never_clash_with_their_neighbours():
    """HG-ADJ needs both types: two colour-side tiles side by side, or one next to a typed tile, are no
    warning; two typed tiles of one type side by side still are."""
    codes = [v.code for v in check(state({(1, 1): "a?", (1, 2): "b?", (2, 1): "c3", (2, 2): "a3"}))]
    assert codes.count("same-type-neighbours") == 1 and "types-unknown" in codes


def test_a_player_with_more_tiles_than_the_supply_is_refused_even_without_types():
    """HG-SUPPLY: the player's tiles in all are still counted: 17 colour-side tiles with 3 players (16 each)
    is an error, and the board is not scored."""
    s = state({(r, c): "a?" for r, c in [(r, c) for r in range(1, 4) for c in range(1, 8)][:17]})
    found = [v for v in check(s) if v.is_error]
    assert [(v.code, v.rule_id, v.where) for v in found] == [("tiles-over-supply", "HG-SUPPLY", "supply.Anna")]
    assert "17" in found[0].message("en") and "16" in found[0].message("fr")
    with pytest.raises(ImpossibleState):
        score(s)


def test_a_colours_only_board_is_over():
    """HG-COLOURS over HG-END: the tiles are turned at the end of the game only, so the game is over (a
    winner, not leaders), said in words."""
    ending = end_of_game(parse(COLOURS_44))
    assert ending.over is True and ending.example is None
    assert "colour side" in report.t("out.end", "en", text=ending.explain(parse(COLOURS_44)))
    assert score(parse(COLOURS_44)).finished


def test_a_tile_laid_by_its_colour_is_refused_only_for_what_can_be_seen():
    """check_placement with no type: a block taken, a seat that is no player, all the player's tiles on the
    board are refused; the neighbours' types are not looked at."""
    s = state({(1, 1): "a1", (1, 2): "a?"})
    assert check_placement(s, Placement(1, None, 1, 0)) == []  # next to an a1: no type, no clash
    assert [v.code for v in check_placement(s, Placement(1, None, 0, 0))] == ["block-occupied"]
    assert [v.code for v in check_placement(s, Placement(3, None, 5, 5))] == ["not-a-player"]
    full = state({(r, c): "b?" for r, c in [(r, c) for r in range(1, 8) for c in range(1, 8)][:16]})
    refused = check_placement(full, Placement(1, None, 6, 6))
    assert [v.code for v in refused] == ["tiles-exhausted"] and "16" in refused[0].message("en")


# --- score ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("variant", ["standard", "expert"])
def test_both_scorings_of_the_colour_side_are_the_typed_boards_and_the_sheet_says_what_was_skipped(variant):
    """HG-COLOURS: standard and expert scoring need colours only: the colour side scores line for line as
    the typed board; its sheet has a note naming the checks skipped."""
    typed = score(parse({**TYPED_44, "variant": variant}))
    turned = score(parse({**COLOURS_44, "variant": variant}))
    assert [(line.winner, line.points, line.details) for line in turned.lines] == \
        [(line.winner, line.points, line.details) for line in typed.lines]
    assert turned.totals == typed.totals and turned.ranking == typed.ranking and turned.finished
    assert [n.key for n in turned.notes] == ["hg.v.types_unknown"] and typed.notes == ()


@st.composite
def boards(draw):
    players = draw(st.integers(2, 4))
    rng = random.Random(draw(st.integers(0, 2**32)))
    board = random_board(rng, players, draw(st.integers(0, 48)), centre=draw(st.booleans()))
    return players, board, draw(st.sampled_from(["standard", "expert"]))


@PROPERTY
@given(boards(), st.data())
def test_turning_any_tiles_to_their_colour_side_never_changes_the_score(drawn, data):
    """HG-COLOURS, for any board from the real supplies (legal or not), any variant: turning any of its tiles
    over changes no street's winner, no total, no ranking; no error appears, and the note says how many
    tiles showed their colour only."""
    players, board, variant = drawn
    base = {"game": "hundsgemein", "variant": variant, "players": NAMES[:players], "dogs": DOGS}
    turned = [t if t is None or not data.draw(st.booleans()) else Tile(t.player, None) for t in board]
    typed_state = parse({**base, "board": board_rows(board)})
    rows = [" ".join(c if c in ("..", "##") or tile is None or tile.flea is not None else c[0] + "?"
                     for c, tile in zip(row.split(), turned[r * 7:(r + 1) * 7]))
            for r, row in enumerate(board_rows(board))]
    turned_state = parse({**base, "board": rows})
    assert [v for v in check(turned_state) if v.is_error] == [v for v in check(typed_state) if v.is_error]
    if any(v.is_error for v in check(typed_state)):
        return
    one, other = score(typed_state), score(turned_state)
    assert [(line.winner, line.points) for line in one.lines] == [(line.winner, line.points) for line in other.lines]
    assert one.totals == other.totals and one.ranking == other.ranking
    unknown = sum(1 for t in turned if t is not None and t.flea is None)
    notes = [n for n in other.notes if n.key == "hg.v.types_unknown"]
    assert [n.params["count"] for n in notes] == ([unknown] if unknown else [])


@PROPERTY
@given(boards())
def test_a_colour_side_board_round_trips_through_its_file(drawn):
    """HG-COLOURS: parse(to_file(s)) is s for a board of colour-side tiles (the file is the contract)."""
    players, board, variant = drawn
    turned = tuple(t if t is None else Tile(t.player, None) for t in board)
    rows = [" ".join(c if c in ("..", "##") else c[0] + "?" for c in row.split()) for row in board_rows(board)]
    s = parse({"game": "hundsgemein", "variant": variant, "players": NAMES[:players], "dogs": DOGS, "board": rows})
    assert s.board == turned and parse(to_file(s)) == s


# --- the command line, the PDF, the QR payload ---------------------------------------------------

def test_the_command_line_checks_and_scores_a_colour_side_board(capsys, tmp_path):
    """`check` says the note (NOTE, HG-COLOURS) and counts no warning; `score` gives the winner."""
    path = tmp_path / "game.json"
    path.write_text(json.dumps(COLOURS_44, ensure_ascii=False), encoding="utf-8")
    assert main(["check", str(path), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "NOTE HG-COLOURS" in out and "0 errors, 0 warnings" in out and "colour side" in out
    assert main(["check", str(path), "--json"]) == 0
    checked = json.loads(capsys.readouterr().out)
    assert checked["ok"] and checked["warnings"] == 0 and checked["violations"][0]["severity"] == "info"
    assert main(["score", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["totals"] == score(parse(TYPED_44)).totals


def test_the_pdf_draws_colour_side_tiles_without_a_type_and_lists_the_skipped_checks():
    """The sheet of a colour-side board: no 'None' for a type, the note in its Notes, the QR's file has `a?`."""
    s = parse(COLOURS_44)
    content = sheet_pdf(score(s), s, "en")
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(io.BytesIO(content)).pages)
    assert "None" not in text and "44 tiles show only their colour side" in text


def test_the_qr_payload_carries_a_colour_side_board():
    """The QR payload holds the file as written: `a?` cells come back and parse."""
    code = payload.encode(COLOURS_44)
    assert payload.decode(code) == COLOURS_44 and parse(payload.decode(code)) == parse(COLOURS_44)
