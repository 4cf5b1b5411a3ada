"""Hundsgemein's rules questions (issue 29), each answered by the scorers from the board as it stands, and
each checked on positions where the answer differs."""

from __future__ import annotations

from scorers.hundsgemein.geometry import index
from scorers.hundsgemein.model import Tile
from scorers.hundsgemein.questions import may_place, street_dog, tiles_laid_since, wrong_tile
from scorers.i18n import sentence

from hg_helpers import state


def said(answer, lang: str = "en") -> str:
    return " ".join(sentence(p, lang) for p in (answer.verdict, *answer.reasons))


def block(row: int, column: int) -> int:
    return index(row - 1, column - 1)


def test_may_this_flea_go_here_yes_on_a_free_block_no_beside_its_own_type():
    """HG-ADJ: a flea may not touch one of its type (diagonals included); elsewhere on a free block it may."""
    game = state({(2, 2): "b3"})
    far = may_place(game, 0, 3, block(6, 6))
    assert far.yes is True and far.rules == ("HG-OCCUPIED", "HG-ADJ")
    near = may_place(game, 0, 3, block(3, 3))
    assert near.yes is False and near.rules == ("HG-ADJ",)
    assert "row 2, column 2" in said(near)
    other_type = may_place(game, 0, 2, block(3, 3))
    assert other_type.yes is True


def test_may_this_flea_go_here_no_on_the_centre_or_a_taken_block():
    """HG-CENTRE: nothing on the crossed bones; HG-OCCUPIED: only on a free block."""
    game = state({(2, 2): "b3"})
    assert may_place(game, 0, 1, block(4, 4)).rules == ("HG-CENTRE",)
    taken = may_place(game, 0, 1, block(2, 2))
    assert taken.yes is False and "HG-OCCUPIED" in taken.rules


def test_may_this_flea_go_here_no_when_that_type_is_used_up():
    """HG-SUPPLY: with 4 players each has 3 tiles of a type; a fourth may not be laid."""
    used = {(1, 1): "a1", (1, 3): "a1", (1, 5): "a1"}
    game = state(used, players=4)
    answer = may_place(game, 0, 1, block(7, 7))
    assert answer.yes is False and answer.rules == ("HG-SUPPLY",)
    assert may_place(game, 1, 1, block(7, 7)).yes is True


def test_a_board_that_cannot_exist_gets_the_violation_not_an_answer():
    """Four type-1 tiles of one player with 4 players: more than the supply holds; every question says so."""
    game = state({(1, 1): "a1", (1, 3): "a1", (1, 5): "a1", (1, 7): "a1"}, players=4)
    for answer in (may_place(game, 1, 2, block(7, 7)), street_dog(game, "H1"), wrong_tile(game, block(1, 1), 0)):
        assert answer.yes is None and answer.rules == ("HG-SUPPLY",)
        assert "cannot be" in said(answer)


def test_who_takes_this_streets_dog_the_majority_or_a_tie_that_discards_it():
    """HG-MAJORITY: most tiles along the street takes its dog; HG-MAJORITY-TIE: a tie discards it."""
    cells = {(1, 1): "a1", (2, 3): "a2", (1, 5): "b3"}
    taken = street_dog(state(cells), "H1")
    assert taken.yes is True and said(taken).startswith("Anna takes Rex (5) of street H1.")
    assert taken.rules[0] == "HG-MAJORITY"
    tied = street_dog(state({**cells, (2, 7): "b4"}), "H1")
    assert tied.yes is False and "HG-MAJORITY-TIE" in tied.rules and "discarded" in said(tied)


def test_who_takes_this_streets_dog_by_runs_in_the_expert_game():
    """HG-EXPERT-RUNS: the longest run on each side added decides, not the tiles: Ben's run of 2 beats Anna's
    two single tiles; in the standard game the same board is a tie."""
    cells = {(1, 1): "a1", (1, 4): "a2", (2, 6): "b3", (2, 7): "b4"}
    expert = street_dog(state(cells, variant="expert"), "H1")
    assert expert.yes is True and said(expert).startswith("Ben takes") and expert.rules[0] == "HG-EXPERT-RUNS"
    assert street_dog(state(cells), "H1").yes is False


def test_who_takes_the_dog_says_the_game_is_not_over_and_a_street_without_a_dog():
    """HG-END: a board that can still take tiles gives the dog as it stands; HG-DOGS: no dog set yet."""
    answer = street_dog(state({(1, 1): "a1"}, dogs={}), "H1")
    assert "HG-DOGS" in answer.rules and "HG-END" in answer.rules
    assert "No dog is on street H1" in said(answer) and "not over" in said(answer)


def test_the_log_counts_the_tiles_laid_after_a_tile():
    """The game's log (its boards, oldest first) tells how many tiles came after the one on a block."""
    empty = (None,) * 49

    def with_(*tiles):
        board = list(empty)
        for b, tile in tiles:
            board[b] = tile
        return tuple(board)

    first, second = (block(1, 1), Tile(0, 1)), (block(1, 2), Tile(1, 1))
    boards = [empty, with_(first), with_(first, second)]
    assert tiles_laid_since(boards, block(1, 2)) == 0
    assert tiles_laid_since(boards, block(1, 1)) == 1
    assert tiles_laid_since(boards[1:], block(1, 1)) is None  # the log starts with it there
    assert tiles_laid_since(boards, block(5, 5)) is None


def test_a_wrong_tile_may_be_challenged_until_the_next_player_plays_then_it_stays():
    """HG-STAYS: a tile beside its own type may be removed while no tile was laid after it; once one was, it
    stays and counts; a legal tile has nothing to challenge; an empty block is no tile."""
    game = state({(1, 1): "a1", (1, 2): "b1", (5, 5): "c2"})
    now = wrong_tile(game, block(1, 2), 0)
    assert now.yes is True and now.rules == ("HG-ADJ", "HG-STAYS")
    later = wrong_tile(game, block(1, 2), 2)
    assert later.yes is False and "2 tiles were laid" in said(later) and "It stays" in said(later)
    assert wrong_tile(game, block(1, 2), None).yes is None
    assert "is not wrong" in said(wrong_tile(game, block(5, 5), 0))
    assert wrong_tile(game, block(6, 6), 0).yes is None


def test_the_answers_read_in_french():
    """The answers are said in the reader's language."""
    game = state({(1, 1): "a1", (1, 2): "b1"})
    assert said(wrong_tile(game, block(1, 2), 3), "fr").startswith("Elle reste")
    assert said(may_place(game, 0, 1, block(2, 2)), "fr").startswith("Non.")
