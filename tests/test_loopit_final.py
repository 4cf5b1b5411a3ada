"""Loopit, final totals (LP-FINAL, issue 24): a finished game entered as each player's total. A test per clause
of the rule (its docstring the rule's sentence), golden cases, a property, the file, the PDF and the command."""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from loopit_helpers import NAMES, codes, game_data
from pypdf import PdfReader

from referee_app.command.cli import main as cli_main
from referee_app.games.loopit.pdf import sheet_pdf
from scorers.errors import ImpossibleState
from scorers.loopit import (
    check,
    check_final,
    end_of_game,
    final_limit,
    max_declared_points,
    max_final_total,
    pad_rows,
    parse,
    score,
    to_file,
)
from scorers.loopit.rules import FIXED_TURNS, MULTIPLIERS, START_TILES, TOTAL_TILES, max_links
from scorers.loopit.scoring import entered_final


def finished(*totals, players: int | None = None, **extra) -> dict:
    """A game entered as its final totals, one a player in seat order."""
    names = NAMES[:players or len(totals)]
    return {"game": "loopit", "players": names, "final": dict(zip(names, totals)), **extra}


# --- the bound --------------------------------------------------------------------------------------------------

def test_LP_FINAL_the_most_a_player_can_score_is_every_tile_on_the_best_squares_and_every_link_the_board_can_hold():
    """Points come only from tiles laid (LP-POINTS): a player lays at most every tile that can reach the board
    after the start tile, each worth at most 8 times its square's multiplier (one square each), and scores each
    link at most once, at most 8, while n tiles on a square grid share at most floor(2n - 2 sqrt(n)) edges
    (independent finding L1: the bound was 80 a tile, four links each, which accepted totals no game reaches)."""
    tiles = TOTAL_TILES - START_TILES
    assert [max_links(n) for n in (1, 2, 4, 9, 25, 81)] == [0, 1, 4, 12, 40, 144]  # 2x2, 3x3, 5x5, 9x9 squares
    # light mode: any square, up to x6: 80 tiles at 8 x 6, and the 144 links 81 tiles can share at most
    assert max_final_total(None, 2) == tiles * 8 * 6 + 144 * 8 == 4992
    # a 5 x 5 board of plain squares holds 24 tiles beside the start tile, sharing at most 40 links
    assert max_final_total([1] * 24, 2) == 24 * 8 + 40 * 8 == 512
    # the best squares first: two x6 squares and plain ones
    assert max_final_total([6, 6] + [1] * 22, 2) == (2 * 6 + 22) * 8 + 40 * 8
    # tiles discarded at the start (dead ends) never reach the board
    assert max_final_total(None, 2, discarded=3) == (tiles - 3) * 48 + max_links(tiles - 3 + START_TILES) * 8


def test_LP_FINAL_in_fixed_turns_a_player_scores_at_most_their_turns_at_the_most_a_turn_scores():
    """LP-FIXED: in the fixed-turns variant a player plays 7, 9 or 13 turns of at most 3 tiles: at most that many
    tiles, and at most that many turns at the most a turn can score (and at most the tiles left once some are
    taken out)."""
    for players, (turns, removed) in FIXED_TURNS.items():
        tiles = TOTAL_TILES - removed - START_TILES
        own = min(tiles, 3 * turns)
        by_tiles = own * 8 * 6 + min(4 * own, max_links(tiles + START_TILES)) * 8
        assert max_final_total(None, players, "fixed-turns") == min(turns * max_declared_points(6), by_tiles)
    assert max_final_total(None, 4, "fixed-turns") == 21 * 48 + 84 * 8 == 7 * 240 == 1680


def test_LP_FINAL_the_bound_follows_the_boards_squares_and_light_mode_takes_the_highest_a_board_may_carry():
    """On the board, its squares but the start square and their multipliers bound the tiles and what each scores;
    in light mode the table types each multiplier, up to the highest a board may carry (x6)."""
    rows = [" ".join("2" if (r, c) == (0, 0) else "." for c in range(5)) for r in range(5)]
    small = {"name": "x2 only", "rows": rows}
    assert final_limit(parse(finished(0, 0, board=small))) == max_final_total([2] + [1] * 23, 2) == 520
    assert final_limit(parse(finished(0, 0, board=small, mode="light"))) == max_final_total(None, 2) == 4992
    assert MULTIPLIERS[-1] == 6


def test_LP_FINAL_the_bundled_example_board_bounds_nothing_of_its_own_as_it_is_a_reconstruction():
    """The bundled board is a reconstruction, not the printed board: a game on it (a table that did not enter its
    board) is bounded as light mode is, any square up to x6, so that a total the printed board allows is never
    refused (the independent reference reads a file without a board the same way)."""
    for variant, players in (("standard", 2), ("fixed-turns", 3), ("fixed-turns", 4)):
        assert final_limit(parse(finished(*[0] * players, variant=variant))) == max_final_total(None, players,
                                                                                                variant)


# --- the clauses ----------------------------------------------------------------------------------------------

def test_LP_FINAL_a_finished_game_may_be_entered_as_each_players_final_total():
    """A finished game may be entered as each player's final total alone: entered by the table, not refereed; the
    game is over."""
    state = parse(finished(142, 97, 120))
    assert check(state) == []
    sheet = score(state)
    assert sheet.totals == {"Anna": 142, "Ben": 97, "Chloé": 120}
    assert sheet.finished and end_of_game(state).over is True
    assert entered_final(sheet) and pad_rows(sheet) == []  # no round was entered: the pad has only its totals
    assert "not refereed" in sheet.lines[0].explain("en") and "non arbitré" in sheet.lines[0].explain("fr")
    assert [line.rules for line in sheet.lines] == [("LP-FINAL", "LP-WIN")] * 3


def test_LP_FINAL_the_final_totals_are_the_whole_record_no_turn_beside_them():
    """It is the whole game's record: no turn beside it."""
    data = finished(30, 12)
    data["turns"] = [{"points": 30}, {"points": 12}]
    found = check(parse(data))
    assert codes(found) == [("LP-FINAL", "final-with-turns")] and found[0].where == "final"
    assert found[0].message() == ("Final totals are the whole game's record: they cannot stand beside 2 turns "
                                  "entered.")
    assert found[0].message("fr") == ("Les totaux finaux sont toute la partie : ils ne peuvent pas s’ajouter à 2 "
                                      "tours saisis.")
    with pytest.raises(ImpossibleState):
        score(parse(data))


def test_LP_FINAL_each_player_has_one_total_and_only_the_games_players_have_one():
    """Each player has one total: a player without one, or a name that is not a player's, is refused, located at
    the total."""
    data = {"game": "loopit", "players": NAMES[:3], "final": {"Anna": 10, "Zoé": 4, "Ben": 3}}
    found = check(parse(data))
    assert [(v.code, v.where) for v in found] == [("final-unknown", "final.Zoé"), ("final-missing", "final.Chloé")]
    assert found[1].message() == "Chloé has no final total: every player has one."
    assert found[1].message("fr") == "Chloé n’a pas de total final : chaque joueur en a un."
    assert found[0].message("fr") == "Zoé a un total final mais ne joue pas dans cette partie (Anna, Ben et Chloé)."


def test_LP_FINAL_each_total_is_a_whole_number_from_0_to_the_most_a_player_can_score():
    """Each total is a whole number from 0 to the most a player can score in the game."""
    most = final_limit(parse(finished(0, 0)))  # the bundled example board: any square, up to x6 (light mode's)
    assert most == max_final_total(None, 2) == 4992
    assert check(parse(finished(0, most))) == []
    assert check(parse(finished(142.0, 3))) == []  # 142.0 is the whole number 142
    assert to_file(parse(finished(142.0, 3)))["final"] == {"Anna": 142, "Ben": 3}
    found = check(parse(finished(-1, most + 1, 2.5, 0)))
    assert [(v.code, v.where) for v in found] == [
        ("final-out-of-range", "final.Anna"), ("final-out-of-range", "final.Ben"), ("final-not-whole", "final.Chloé")]
    assert found[1].message().startswith(f"Ben: {most + 1} points cannot be a final total: a player ends a game "
                                         f"of this length with 0 to {most} at most")
    assert found[2].message("fr") == "Chloé : 2,5 n’est pas un nombre entier de points."
    four = finished(1681, 0, 0, 0, variant="fixed-turns")  # 7 turns of at most 240
    assert codes(check(parse(four))) == [("LP-FINAL", "final-out-of-range")]


def test_LP_FINAL_check_never_raises_on_totals_that_are_not_numbers_it_cannot_read():
    """Bad totals are refused as located violations, never raised by `check` (NaN and infinity included)."""
    for bad in (float("nan"), float("inf"), float("-inf")):
        assert codes(check(parse(finished(bad, 3)))) == [("LP-FINAL", "final-not-whole")]


# --- the winner (LP-WIN) ---------------------------------------------------------------------------------------

def test_LP_WIN_the_highest_final_total_wins():
    """The highest total wins; the winner's line says why."""
    sheet = score(parse(finished(97, 142, 120)))
    assert sheet.winners == ("Ben",)
    assert sheet.lines[1].explain() == ("Ben: 142 points, the final total the table entered (not refereed). Ben has "
                                        "the highest total, 142, and wins.")
    assert sheet.lines[0].explain("fr") == "Anna : 97 points, le total final saisi par la table (non arbitré)."


def test_LP_WIN_equal_highest_final_totals_share_the_win():
    """The sheet has no tie-break: equal totals share the win."""
    sheet = score(parse(finished(142, 90, 142)))
    assert sheet.winners == ("Anna", "Chloé") and sheet.finished
    assert [e.rank for e in sheet.ranking.entries] == [1, 1, 3]
    assert sheet.lines[2].explain("fr").endswith(
        "Anna et Chloé ont le plus haut total, 142 : la règle ne départage pas, ils partagent la victoire.")


# --- golden, file, PDF, command ---------------------------------------------------------------------------------

GOLDEN = [
    (finished(142, 97), ("Anna",), {"Anna": 142, "Ben": 97}),
    (finished(0, 0), ("Anna", "Ben"), {"Anna": 0, "Ben": 0}),
    (finished(310, 287, 310, 12), ("Anna", "Chloé"), {"Anna": 310, "Ben": 287, "Chloé": 310, "Dmitri": 12}),
    (finished(0, 1680, 5, 9, variant="fixed-turns"), ("Ben",), {"Anna": 0, "Ben": 1680, "Chloé": 5, "Dmitri": 9}),
    (finished(55, 54, mode="light"), ("Anna",), {"Anna": 55, "Ben": 54}),
]


@pytest.mark.parametrize(("data", "winners", "totals"), GOLDEN)
def test_golden_final_totals(data, winners, totals):
    """Golden cases: the totals entered are the sheet's totals, the highest wins (ties share), the file round
    trips."""
    state = parse(data)
    sheet = score(state)
    assert sheet.winners == winners and sheet.totals == totals
    assert parse(to_file(state)) == state


def test_old_files_without_final_totals_still_load_and_write_no_final():
    """Backward compatible: a game file without `final` loads as before and is written without it."""
    data = game_data([("g6", "W2")])
    state = parse(data)
    assert state.final is None and check_final(state) == [] and "final" not in to_file(state)


def test_a_final_game_with_a_start_tile_is_drawn_on_the_pdf_with_its_legend():
    """The PDF of a game entered as final totals says so and gives the totals."""
    state = parse(finished(142, 97, start="NESW7"))
    pdf = sheet_pdf(score(state), state, "en")
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    assert "Entered as final totals" in text and "142" in text
    assert "Totals entered by the table at the end of the game: not refereed." in text


def test_the_command_scores_a_game_entered_as_final_totals(tmp_path, capsys):
    """`referee score` reads a game file of final totals as any Loopit game; `check` finds bad totals."""
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(json.dumps(finished(142, 97)), encoding="utf-8")
    bad.write_text(json.dumps(finished(142, 99999)), encoding="utf-8")
    assert cli_main(["score", str(good), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["totals"] == {"Anna": 142, "Ben": 97}
    assert cli_main(["check", str(bad)]) != 0
    assert "LP-FINAL" in capsys.readouterr().out


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, max_final_total(None, 4, "fixed-turns")), min_size=2, max_size=4),
       st.sampled_from(["standard", "fixed-turns"]))
def test_property_any_totals_in_range_are_a_finished_game_won_by_the_highest(totals, variant):
    """Any whole totals from 0 to the bound are a finished game: the sheet's totals are those entered and the
    winners are exactly the players with the highest."""
    state = parse(finished(*totals, variant=variant))
    assert check(state) == []
    sheet = score(state)
    best = max(totals)
    assert sheet.finished and list(sheet.totals.values()) == totals
    assert sheet.winners == tuple(n for n, t in zip(NAMES, totals) if t == best)


def test_the_qr_payload_carries_the_final_totals():
    """The sheet's code (QR payload) holds the game file: a game of final totals comes back as it was entered."""
    from referee_app.exchange.payload import decode, encode
    state = parse(finished(142, 97, 120))
    assert parse(decode(encode(to_file(state)))) == state


def test_LP_FINAL_a_game_entered_as_its_totals_is_no_position_to_ask_about_and_says_so():
    """The game entered as its final totals is over: "may this tile go here?" is no position to ask about, and
    the answer cites LP-FINAL (the totals entered), not LP-END (a game played out)."""
    from scorers.loopit import parse_square, parse_tile
    from scorers.loopit.questions import may_lay, may_swap

    state = parse(finished(142, 97, start="NESW7"))
    for answer in (may_lay(state, (), parse_square("g6"), parse_tile("W2")), may_swap(state, (), False)):
        assert answer.rules == ("LP-FINAL",) and answer.yes is None
