"""One test per rule clause of the track games (scorers/track docstring), named after its rule id."""

from __future__ import annotations

import pytest
from track_helpers import cells, froscheln_board, game, numeri_board

from scorers.errors import IllegalMove, ImpossibleState, InvalidState
from scorers.i18n import render
from scorers.track import check, check_move, end_status, legal_moves, parse, play, score, turn
from scorers.track.rules import STAR


def notations(state, seat, roll):
    return sorted(m.notation() for m in legal_moves(state, seat, roll))


def codes(violations):
    return [(v.code, v.rule_id) for v in violations]


# --- shared -------------------------------------------------------------------------------------

def test_TR_BOARD_a_board_is_refused_with_every_located_reason():
    """A board is a list of cell values along the track, with its marked cells; a wrong one is refused."""
    board = numeri_board(barrier=10)
    board["cells"][2] = 150
    board["barriers"]["4"] = 99
    del board["barriers"]["3"]
    with pytest.raises(InvalidState) as error:
        game({}, board=board)
    where = [p.where for p in error.value.problems]
    assert "board.cells[2]" in where and "board.barriers.3" in where and "board.barriers.4" in where


def test_TR_TOKENS_each_player_has_five_tokens_numbered_1_to_5():
    """Each player has five tokens numbered 1 to 5."""
    with pytest.raises(InvalidState) as error:
        parse({"game": "numeri", "players": ["Yellow", "Blue"], "board": numeri_board(),
               "tokens": {"Yellow": [1, 2, 3, 4, 5, 6]}})
    assert error.value.problems[0].where.startswith("tokens.Yellow")
    assert [m.tokens for m in legal_moves(game({}), 0, STAR)] == [(1,), (2,), (3,), (4,), (5,)]


def test_TR_TRACK_a_placed_token_stands_on_a_cell_of_the_track():
    """A placed token stands on a cell of the track."""
    state = game({"Yellow": [21]})
    assert codes(check(state)) == [("off-track", "TR-TRACK")]
    with pytest.raises(ImpossibleState):
        score(state)
    assert turn(state, 0, 1).outcome == "invalid"


def test_TR_ONE_PER_CELL_only_one_token_may_stand_on_a_cell():
    """Only one token may stand on a cell."""
    state = game({"Yellow": [4], "Blue": [None, 4]})
    assert codes(check(state)) == [("shared-cell", "TR-ONE-PER-CELL")]
    assert "Cell 4 holds Yellow's token 1 and Blue's token 2" in check(state)[0].message()


def test_TR_ROLL_the_die_names_the_token_to_move():
    """The die names the token to move: a 2 moves token 2, no other."""
    state = game({"Yellow": [1, 2]})
    assert notations(state, 0, 2) == ["a2:2"]
    assert codes(check_move(state, 0, 2, (1,))) == [("wrong-token", "TR-ROLL")]


def test_TR_ADVANCE_a_token_jumps_to_the_first_free_cell_ahead():
    """A moved token goes to the first free cell ahead of it, jumping any occupied ones."""
    state = game({"Yellow": [3], "Blue": [4, 5, 6, None, 8]})
    after, move = play(state, 0, 1, (1,))
    assert cells(after, 0)[0] == 7 and move.steps[0].start == 2 and move.steps[0].end == 6


def test_TR_ADVANCE_an_unplaced_token_enters_on_the_first_free_cell_from_the_entry():
    """A token not placed yet enters on the first free cell from the entry cell."""
    state = game({"Yellow": [1, 2], "Blue": [None, None, 3]})
    after, _ = play(state, 0, 5, (5,))
    assert cells(after, 0)[4] == 4


def test_TR_ADVANCE_a_token_with_no_free_cell_ahead_cannot_move():
    """A token with no free cell ahead cannot move."""
    state = game({"Yellow": [20, 3]})
    assert notations(state, 0, 1) == []
    assert notations(state, 0, STAR) == ["a*:2", "a*:3", "a*:4", "a*:5"]
    assert codes(check_move(state, 0, STAR, (1,))) == [("cannot-move", "TR-ADVANCE")]


def test_TR_STAR_moves_any_one_own_token_never_two():
    """A star moves any one of one's own tokens; it is never split."""
    state = game({"Yellow": [11, 12]})  # past the barrier: splits are allowed, but not on a star
    assert notations(state, 0, STAR) == ["a*:1", "a*:2", "a*:3", "a*:4", "a*:5"]
    assert codes(check_move(state, 0, STAR, (1, 2))) == [("star-one", "TR-STAR")]


def test_TR_SPLIT_the_allowed_pairs_in_either_order():
    """A 3 splits as 1+2, a 4 as 1+3, a 5 as 1+4 or 2+3, each in either order."""
    state = game({"Yellow": [11, 12, 13, 14, 15]})
    assert notations(state, 0, 3) == ["a3:1+2", "a3:2+1", "a3:3"]
    assert notations(state, 0, 4) == ["a4:1+3", "a4:3+1", "a4:4"]
    assert notations(state, 0, 5) == ["a5:1+4", "a5:2+3", "a5:3+2", "a5:4+1", "a5:5"]
    assert notations(state, 0, 2) == ["a2:2"]
    assert codes(check_move(state, 0, 4, (2, 2))) == [("not-tokens", "TR-TOKENS")]
    assert codes(check_move(state, 0, 4, (1, 2))) == [("not-a-split", "TR-SPLIT")]


def test_TR_SPLIT_only_when_both_tokens_really_move():
    """A split is allowed only if both tokens move (the second after the first); one alone never."""
    # Token 2 stands on the last cell: it can never move, so 1+2 and 2+1 are out; 3 alone stays.
    state = game({"Yellow": [11, 20, 5]})
    assert notations(state, 0, 3) == ["a3:3"]
    assert codes(check_move(state, 0, 3, (1, 2))) == [("split-both", "TR-SPLIT")]
    assert codes(check_move(state, 0, 3, (2, 1))) == [("cannot-move", "TR-ADVANCE")]


def test_TR_SPLIT_the_second_token_moves_after_the_first_one_has():
    """The order matters: the first token's move can take the only free cell the second would need."""
    state = game({"Yellow": [17, None, 16], "Blue": [18, None, None, None, 20]})
    # Ahead of both only cell 19 is free. 1 then 3: token 1 takes 19 and frees 17 for token 3. 3 then 1:
    # token 3 takes 19 and token 1 has nowhere left to go.
    assert notations(state, 0, 4) == ["a4:1+3", "a4:4"]
    assert codes(check_move(state, 0, 4, (3, 1))) == [("split-both", "TR-SPLIT")]


def test_TR_MUST_a_player_who_can_move_must():
    """A player who can move must: a pass is illegal while a move exists."""
    state = game({"Yellow": [1]})
    assert codes(check_move(state, 0, 1, ())) == [("must-move", "TR-MUST")]


def test_TR_PASS_with_no_legal_move_the_turn_passes():
    """With no legal move the turn passes."""
    state = game({"Yellow": [20]})
    answer = turn(state, 0, 1)
    assert answer.outcome == "pass" and not answer.moves
    assert check_move(state, 0, 1, ()) == []
    assert play(state, 0, 1, ()) == (state, None)


def test_TR_EXTRA_a_new_chain_of_three_earns_a_new_roll():
    """A move ending with 3+ own tokens on consecutive cells, one of which moved, earns a new roll."""
    state = game({"Yellow": [5, 6, None, None, 3], "Blue": [4]})
    move = legal_moves(state, 0, 5)[0]
    assert move.tokens == (5,) and move.extra_roll and [c + 1 for c in move.chain] == [5, 6, 7]


def test_TR_EXTRA_an_unchanged_chain_earns_nothing():
    """A chain that stood before the roll and was not changed earns no new roll."""
    state = game({"Yellow": [5, 6, 7, None, 1]})
    move = legal_moves(state, 0, 5)[0]  # token 5 moves from cell 1 to cell 2, far from the chain
    assert not move.extra_roll and not move.chain


def test_TR_EXTRA_a_changed_chain_earns_a_new_roll():
    """A chain changed by the move (a token joins it) counts as new."""
    state = game({"Yellow": [5, 6, 7, None, 3], "Blue": [4]})
    move = legal_moves(state, 0, 5)[0]  # token 5 jumps to cell 8: the chain is now 5-8
    assert move.extra_roll and [c + 1 for c in move.chain] == [5, 6, 7, 8]


def test_TR_SCORE_token_number_times_cell_value():
    """Each token scores its number times the value of its cell."""
    sheet = score(game({"Yellow": [4, 11]}))  # cells 4 and 11 are worth 3 and 10 on the test board
    lines = [line for line in sheet.lines if line.winner == "Yellow"]
    assert [line.points for line in lines[:2]] == [3, 20]
    assert "2 × 10 = 20" in lines[1].explain()


def test_TR_WIN_the_highest_total_wins_and_a_tie_is_shared():
    """The highest total wins; equal totals share the place."""
    sheet = score(game({"Yellow": [3, None, None, None, None], "Blue": [None, 2, None, None, None]}))
    assert sheet.totals == {"Yellow": 2 - 70, "Blue": 2 - 65} and sheet.winners == ("Blue",)
    board = numeri_board()
    board["cells"][5] = 2  # cells 3 and 6 both worth 2
    tied = score(game({"Yellow": [3], "Blue": [6]}, board=board))
    assert tied.winners == ("Yellow", "Blue") and [e.rank for e in tied.ranking.entries] == [1, 1]


# --- Numeri -------------------------------------------------------------------------------------

def test_NU_START_tokens_enter_at_the_depart_cell():
    """Tokens enter at the Départ cell."""
    board = numeri_board(start=3)
    after, _ = play(game({}, board=board), 0, 2, (2,))
    assert cells(after, 0)[1] == 3


def test_NU_BARRIER_no_split_before_a_token_passes_the_barrier_of_the_player_count():
    """Splitting is allowed once any token has passed the barrier of the player count."""
    board = numeri_board(barrier=10) | {"barriers": {"2": 15, "3": 10, "4": 5}}
    before = game({"Yellow": [9, 8]}, players=3, board=board)
    assert notations(before, 0, 3) == ["a3:3"]
    assert codes(check_move(before, 0, 3, (1, 2))) == [("split-not-yet", "NU-BARRIER")]
    passed = game({"Yellow": [9, 8], "Green": [10]}, players=3, board=board)  # another player's token counts
    assert notations(passed, 0, 3) == ["a3:1+2", "a3:2+1", "a3:3"]
    assert notations(game({"Yellow": [9, 8], "Blue": [10]}, players=2, board=board), 0, 3) == ["a3:3"]


def test_NU_END_the_game_ends_when_the_last_three_cells_are_occupied():
    """The game ends as soon as the last three cells are all occupied; nobody moves after."""
    state = game({"Yellow": [18, 19], "Blue": [20]})
    assert end_status(state)[0] is True
    assert turn(state, 1, STAR).outcome == "over"
    assert codes(check_move(state, 1, 2, (2,))) == [("game-over", "NU-END")]
    assert end_status(game({"Yellow": [18, 19]}))[0] is False


def test_NU_END_a_game_not_over_has_leaders_not_a_winner():
    """Until the last three cells are occupied the game goes on: the sheet names who leads, not a winner;
    once they are, the winner. Values read under the tokens (no board) are the table's final tally."""
    going_on = score(game({"Yellow": [18, 19]}))
    assert going_on.finished is False and going_on.result_phrase().key in ("out.leading", "out.level")
    over = score(game({"Yellow": [18, 19], "Blue": [20]}))
    assert over.finished is True and over.result_phrase().key in ("out.winner", "out.winners")


def test_NU_END_a_new_roll_earned_by_the_last_move_is_lost():
    """A chain made by the move that fills the last three cells earns nothing: the game is over."""
    state = game({"Yellow": [18, 19, 16], "Blue": [17]})
    move = legal_moves(state, 0, 3)[0]  # token 3 jumps from 16 to 20: 18, 19, 20 are Yellow's
    assert move.ends_game and move.chain and not move.extra_roll


def test_NU_VALUES_blank_cells_are_zero_and_red_cells_negative():
    """Blank cells count 0; red cells are negative."""
    board = numeri_board() | {"cells": [0, -3, 0, 4] + [1] * 13 + [20, 25, 30]}
    sheet = score(game({"Yellow": [3, 2]}, board=board))
    assert [line.points for line in sheet.lines[:2]] == [0, -6]


def test_NU_UNPLACED_an_unplaced_token_counts_minus_five():
    """A token never placed counts as on a cell worth -5."""
    sheet = score(game({"Yellow": [None, None, None, 2]}))
    assert [line.points for line in sheet.lines[:5]] == [-5, -10, -15, 4, -25]
    assert sheet.lines[0].rules == ("NU-UNPLACED",)


# --- Fröscheln ----------------------------------------------------------------------------------

def test_FRO_START_frogs_enter_at_the_flag_of_the_player_count():
    """Frogs enter at the white start flag of the player count."""
    for players, flag in ((2, 5), (3, 3), (4, 1)):
        after, _ = play(game({}, players=players, edition="froscheln"), 0, 1, (1,))
        assert cells(after, 0)[0] == flag
    assert codes(check(game({"Yellow": [2]}, edition="froscheln"))) == [("before-start", "FRO-START")]


def test_FRO_SPLIT_splitting_is_allowed_from_the_start():
    """Fröscheln allows splitting from the first roll."""
    assert notations(game({}, edition="froscheln"), 0, 4) == ["a4:1+3", "a4:3+1", "a4:4"]


def test_FRO_SPLIT_house_rule_split_only_after_the_shore():
    """House rule: splitting only once a frog has reached the shore."""
    board = froscheln_board(shore=12)
    before = game({"Yellow": [11]}, edition="froscheln", board=board, house_rules=["split-after-shore"])
    assert notations(before, 0, 4) == ["a4:4"]
    assert codes(check_move(before, 0, 4, (1, 3))) == [("split-not-yet", "FRO-SPLIT")]
    after = game({"Yellow": [12]}, edition="froscheln", board=board, house_rules=["split-after-shore"])
    assert notations(after, 0, 4) == ["a4:1+3", "a4:3+1", "a4:4"]
    no_shore = game({}, edition="froscheln", house_rules=["split-after-shore"])
    assert codes(check(no_shore)) == [("no-shore", "FRO-SPLIT")]
    assert any("split only after the shore" in render(h) for h in score(after).headline)


def test_FRO_END_after_the_princess_a_player_who_cannot_move_ends_the_game():
    """Once a frog has reached the Princess, the game ends as soon as a player cannot move."""
    board = froscheln_board()
    assert end_status(game({"Yellow": [19]}, edition="froscheln", board=board))[0] is False
    reached = game({"Yellow": [19], "Blue": [20]}, edition="froscheln", board=board)
    assert turn(reached, 0, 1).outcome == "ends"
    assert turn(reached, 0, 2).outcome == "play"
    assert end_status(reached)[0] is None


def test_FRO_MULT_cells_multiply_red_1_blue_2_then_3_4_and_the_princess_5():
    """Cells multiply: red x1, blue x2, then x3, x4 and the Princess x5; other cells 0."""
    board = froscheln_board() | {"cells": [0, 1, 2, 3, 4] + [0] * 14 + [5]}
    sheet = score(game({"Yellow": [1, 2, 3, 4, 20], "Blue": [None, 5]}, players=4, edition="froscheln", board=board))
    assert [line.points for line in sheet.lines[:5]] == [0, 2, 6, 12, 25]
    assert "(the Princess)" in sheet.lines[4].explain()


def test_FRO_UNPLACED_an_unplaced_frog_scores_nothing():
    """A frog never placed scores 0."""
    sheet = score(game({}, edition="froscheln"))
    assert set(sheet.totals.values()) == {0}
    assert sheet.lines[0].rules == ("FRO-UNPLACED",)


def test_an_illegal_move_is_refused_with_its_rule():
    """Applying a move the rules forbid raises the typed error carrying the violation."""
    with pytest.raises(IllegalMove) as error:
        play(game({"Yellow": [1]}), 0, 2, (1,))
    assert error.value.violations[0].rule_id == "TR-ROLL"
