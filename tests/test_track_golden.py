"""The NUMERI rule sheet's worked examples, as golden cases (tests/data/track/)."""

from __future__ import annotations

from track_helpers import cells, load, numeri_board

from scorers.track import legal_moves, parse, play, score


def test_the_sheets_score_example_green_makes_52_points_on_a_board():
    """Green: 2 on 25 (50), 3 on 9 (27), 5 on -1 (-5), 4 not placed (-20), 1 on a blank (0) = 52."""
    sheet = score(load("numeri_worked_example.json"))
    green = [line for line in sheet.lines if line.winner == "Vert"]
    assert [line.points for line in green] == [0, 50, 27, -20, -5]
    assert sheet.totals["Vert"] == 52
    assert green[3].explain() == "Token 4 was never placed: 4 × -5 = -20."
    assert green[1].explain("fr") == "Jeton 2 sur la case 39, qui vaut 25 : 2 × 25 = 50."


def test_the_sheets_score_example_without_a_board_gives_the_same_52():
    """The same hand, typed as the value under each token (quick tally), scores the same."""
    by_values = score(load("numeri_worked_example_values.json"))
    by_board = score(load("numeri_worked_example.json"))
    assert by_values.totals["Vert"] == by_board.totals["Vert"] == 52
    assert [line.points for line in by_values.lines[:5]] == [line.points for line in by_board.lines[:5]]


def test_the_sheets_move_sequence_2_4_1_2_3():
    """Yellow 2 on Départ (A); Blue 4 on the next free cell (B); Green 1 (C); Yellow 2 again jumps to D;
    Blue 3 enters on Départ (A), free again."""
    state = parse({"game": "numeri", "players": ["Jaune", "Bleu", "Vert"], "board": numeri_board()})
    for seat, roll, expected in ((0, 2, 1), (1, 4, 2), (2, 1, 3), (0, 2, 4), (1, 3, 1)):
        assert [m.tokens for m in legal_moves(state, seat, roll)] == [(roll,)]
        state, move = play(state, seat, roll, (roll,))
        assert move.steps[0].end + 1 == expected
    assert cells(state, 0) == [None, 4, None, None, None]
    assert cells(state, 1) == [None, None, 1, 2, None]
    assert cells(state, 2) == [3, None, None, None, None]


def test_the_sheets_split_example_3_then_1_earns_a_new_roll():
    """Yellow rolls 4: 3 then 1 forms a row of three (a new roll); 4 alone (one cell) or 1 then 3 do not."""
    state = load("numeri_split_example.json")
    moves = {m.tokens: m for m in legal_moves(state, 0, 4)}
    assert set(moves) == {(4,), (1, 3), (3, 1)}
    assert moves[(3, 1)].extra_roll and [c + 1 for c in moves[(3, 1)].chain] == [8, 9, 10]
    assert not moves[(1, 3)].extra_roll and not moves[(4,)].extra_roll
    assert moves[(4,)].steps[0].end - moves[(4,)].steps[0].start == 1  # "avancer le 4 d’une case"
    after, _ = play(state, 0, 4, (3, 1))
    assert cells(after, 0) == [9, 10, 8, 1, None]
