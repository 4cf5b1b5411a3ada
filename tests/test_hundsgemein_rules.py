"""One test per rule clause of Hundsgemein, named after its rule id (see scorers/hundsgemein)."""

from __future__ import annotations

import pytest

from scorers.errors import IllegalMove, ImpossibleState, InvalidState
from scorers.hundsgemein import check, check_placement, end_of_game, parse, parse_move, place, score
from scorers.hundsgemein.checks import Placement, legal_blocks
from scorers.hundsgemein.geometry import STREETS, STREETS_BY_ID, index
from scorers.hundsgemein.rules import DOG_VALUES, SUPPLY_BY_PLAYER_COUNT, per_type_supply
from scorers.violations import Severity

from hg_helpers import DOGS, state


def codes(violations):
    return sorted(v.code for v in violations)


def line(sheet, label):
    return next(l for l in sheet.lines if l.label == label)


def at(row, column, player=0, flea=1):
    """A placement, 1-based like people say it."""
    return Placement(player, flea, row - 1, column - 1)


# --- material and set-up ----------------------------------------------------------------------

def test_HG_BOARD_the_district_is_seven_by_seven():
    """The district is 7 x 7 blocks; a placement outside it is refused."""
    s = state()
    assert len(s.board) == 49
    assert codes(check_placement(s, at(8, 1))) == ["off-board"]
    assert codes(check_placement(s, at(1, 0))) == ["off-board"]
    assert check_placement(s, at(7, 7)) == []


def test_HG_STREETS_a_street_runs_between_two_lines_of_seven_blocks():
    """H1 lies between rows 1 and 2, V1 between columns 1 and 2; each street has the 7 blocks of each side."""
    h1, v1 = STREETS_BY_ID["H1"], STREETS_BY_ID["V1"]
    assert h1.sides == (tuple(index(0, c) for c in range(7)), tuple(index(1, c) for c in range(7)))
    assert v1.sides == (tuple(index(r, 0) for r in range(7)), tuple(index(r, 1) for r in range(7)))
    assert [s.id for s in STREETS] == [f"H{n}" for n in range(1, 7)] + [f"V{n}" for n in range(1, 7)]


def test_HG_STREETS_the_four_streets_along_the_centre_have_thirteen_playable_blocks():
    """The centre block lies along H3, H4, V3 and V4, leaving 6 playable blocks on that side."""
    playable = {s.id: s.playable for s in STREETS}
    assert {k for k, v in playable.items() if v == 13} == {"H3", "H4", "V3", "V4"}
    assert all(v == 14 for k, v in playable.items() if k not in {"H3", "H4", "V3", "V4"})


@pytest.mark.parametrize("players, tiles", [(2, 24), (3, 16), (4, 12)])
def test_HG_SUPPLY_tiles_per_player_count(players, tiles):
    """Each player has 24 tiles at 2 players, 16 at 3, 12 at 4: a quarter of each type."""
    assert SUPPLY_BY_PLAYER_COUNT[players] == tiles
    assert per_type_supply(players) * 4 == tiles


def test_HG_SUPPLY_more_tiles_of_a_type_than_the_supply_is_an_error():
    """At 4 players nobody owns a fourth tile of one type: such a board cannot exist."""
    cells = {(1, 1): "a1", (1, 3): "a1", (1, 5): "a1", (1, 7): "a1"}
    s = state(cells, players=4)
    found = check(s)
    assert codes(found) == ["supply-exceeded"]
    assert found[0].severity is Severity.ERROR and found[0].rule_id == "HG-SUPPLY"
    with pytest.raises(ImpossibleState):
        score(s)
    assert codes(check(state(cells, players=3))) == []


def test_HG_SUPPLY_a_player_with_no_tile_of_that_type_left_cannot_place_one():
    """A placement needs a tile of that type still in the player's supply."""
    s = state({(1, 1): "a1", (1, 3): "a1", (1, 5): "a1"}, players=4)
    assert codes(check_placement(s, at(7, 7, flea=1))) == ["type-exhausted"]
    assert check_placement(s, at(7, 7, flea=2)) == []


def test_HG_DOGS_every_street_carries_exactly_one_dog():
    """Twelve dogs, one on each street: a street without a dog is an error."""
    dogs = dict(DOGS)
    del dogs["V6"]
    found = check(state(dogs=dogs))
    assert "dog-missing" in codes(found)
    assert all(v.is_error for v in found)


def test_HG_DOGS_each_breed_is_there_three_times():
    """Four breeds three times each: a fourth Rex is refused and named."""
    dogs = dict(DOGS, H2="rex")
    found = check(state(dogs=dogs))
    assert codes(found) == ["dog-breed-count", "dog-breed-count"]  # four Rex, two Daisy
    assert {v.where for v in found} == {"dogs.rex", "dogs.daisy"}
    assert "4" in next(v for v in found if v.where == "dogs.rex").message()


def test_HG_DOG_VALUES_zorro_2_daisy_3_fifi_4_rex_5():
    """The sheet's examples give Rex 5, Fifi 4, Daisy 3; the ruling gives Zorro 2."""
    assert dict(DOG_VALUES) == {"zorro": 2, "daisy": 3, "fifi": 4, "rex": 5}


@pytest.mark.parametrize("token", ["a0", "a5", "a9"])
def test_HG_TYPES_fleas_come_in_four_types(token):
    """A flea is of type 1, 2, 3 or 4: any other type is refused, on the board and in a move."""
    with pytest.raises(InvalidState):
        state({(1, 1): token})
    with pytest.raises(InvalidState):
        parse_move(f"{token}@1,1", 3)


# --- placing --------------------------------------------------------------------------------

def test_HG_CENTRE_no_tile_on_the_crossed_bones():
    """No tile may go on the centre block."""
    found = check_placement(state(), at(4, 4))
    assert codes(found) == ["centre"] and found[0].rule_id == "HG-CENTRE"


def test_HG_CENTRE_a_tile_that_stands_on_the_centre_is_a_warning_and_scores():
    """A tile left on the centre is reported as a warning; it stays and counts."""
    s = state({(4, 4): "b2"})
    found = check(s)
    assert codes(found) == ["tile-on-centre"] and found[0].severity is Severity.WARNING
    assert line(score(s), "H3").winner == "Ben"


def test_HG_OCCUPIED_a_tile_goes_on_a_free_block_only():
    """A block that holds a tile takes no other."""
    s = state({(2, 2): "a1"})
    assert "block-occupied" in codes(check_placement(s, at(2, 2, player=1, flea=3)))


@pytest.mark.parametrize("other", [(1, 1), (1, 2), (1, 3), (2, 1), (2, 3), (3, 1), (3, 2), (3, 3)])
def test_HG_ADJ_no_tile_next_to_one_of_its_type_diagonals_included(other):
    """A flea may not touch a flea of the same type on any of its 8 sides and corners."""
    s = state({other: "a2"})
    found = check_placement(s, at(2, 2, player=0, flea=2))
    assert codes(found) == ["same-type-neighbour"] and found[0].rule_id == "HG-ADJ"


def test_HG_ADJ_whatever_the_colour():
    """The rule is about the flea type: another player's flea of that type also forbids the block."""
    s = state({(1, 1): "b2"})
    assert codes(check_placement(s, at(2, 2, player=0, flea=2))) == ["same-type-neighbour"]


def test_HG_ADJ_other_types_and_farther_blocks_do_not_matter():
    """Different types may touch; the same type two blocks away is fine."""
    s = state({(1, 1): "b3", (2, 4): "b2"})
    assert check_placement(s, at(2, 2, player=0, flea=2)) == []


def test_HG_ADJ_same_type_neighbours_on_a_final_board_are_a_located_warning():
    """On a final board two touching fleas of one type are a warning naming both blocks."""
    found = check(state({(1, 1): "a2", (2, 2): "b2"}))
    assert codes(found) == ["same-type-neighbours"]
    assert found[0].severity is Severity.WARNING and found[0].where == "r1c1+r2c2"
    assert "row 1, column 1" in found[0].message() and "row 2, column 2" in found[0].message()


def test_HG_STAYS_an_unchallenged_illegal_tile_scores_and_a_challenge_removes_it():
    """Ben's illegal flea stays and wins H1 for him; removed (a challenge), the dog is discarded."""
    cells = {(1, 1): "a2", (1, 2): "b2", (1, 5): "b4"}
    s = state(cells)
    assert line(score(s), "H1").winner == "Ben"
    challenged = state({(1, 1): "a2", (1, 5): "b4"})
    assert line(score(challenged), "H1").winner is None


def test_HG_STAYS_the_sheet_notes_how_many_illegal_placements_stood():
    """The score sheet says that illegal tiles stood and were counted."""
    notes = [n.render() for n in score(state({(1, 1): "a2", (1, 2): "b2"})).notes]
    assert "1 rule problem on the board stood unchallenged; the tiles involved were scored (HG-STAYS)." in notes


def test_place_applies_a_legal_tile_and_raises_on_an_illegal_one():
    """Applying checks first: an illegal placement raises IllegalMove with its violations."""
    s = place(state(), at(1, 1, player=1, flea=3))
    assert s.board[0].player == 1 and s.board[0].flea == 3
    with pytest.raises(IllegalMove) as error:
        place(s, at(1, 2, player=0, flea=3))
    assert [v.code for v in error.value.violations] == ["same-type-neighbour"]


def test_HG_END_the_game_goes_on_while_some_tile_can_be_placed():
    """While a tile of some supply fits somewhere, the game is not over, and one such placement is named."""
    s = state({(1, 1): "a1"})
    ending = end_of_game(s)
    assert ending.over is False
    assert check_placement(s, ending.example) == []


def test_HG_END_a_game_not_over_has_leaders_not_a_winner():
    """While a tile can still be placed the game is not over, so the sheet names who leads, never a winner
    (RULINGS: "a game that is not over never names a winner"); street counts, the table's final tally,
    cannot tell and are scored as over."""
    sheet = score(state({(1, 1): "a1"}))
    assert sheet.finished is False
    assert sheet.result_phrase().key in ("out.leading", "out.level") and "Winner" not in sheet.result_phrase().render()


def test_HG_END_says_when_every_tile_is_on_the_board():
    """With all 48 tiles of 4 players laid (some illegally, they stay), the game is over: all placed."""
    import random

    from hg_helpers import board_rows, random_board

    board = random_board(random.Random(4), 4, 48)
    s = parse({"game": "hundsgemein", "players": ["A", "B", "C", "D"], "dogs": DOGS, "board": board_rows(board)})
    ending = end_of_game(s)
    assert ending.over and ending.tiles_left == 0
    assert ending.explain(s).render() == "The game is over: every tile is on the board."


def test_HG_END_the_game_ends_when_no_remaining_tile_fits_anywhere():
    """Fill the board by always placing a legal tile until none is left that fits: then it is over."""
    s = state(players=2)
    while True:
        ending = end_of_game(s)
        if ending.over:
            break
        s = place(s, ending.example)
    assert check(s) == []
    for player in range(2):
        for flea in (1, 2, 3, 4):
            fits = list(legal_blocks(s.board, flea))
            if fits:
                assert check_placement(s, Placement(player, flea, *divmod(fits[0], 7))) != []
    assert ending.example is None


# --- scoring --------------------------------------------------------------------------------

def test_HG_ORDER_horizontal_streets_first_then_vertical():
    """The sheet lists H1..H6, then V1..V6."""
    assert [l.label for l in score(state()).lines] == [f"H{n}" for n in range(1, 7)] + [f"V{n}" for n in range(1, 7)]


def test_HG_MAJORITY_most_tiles_along_the_street_takes_its_dog():
    """Count both sides: Ben's two fleas on rows 1 and 2 beat Anna's one on H1."""
    s = state({(1, 1): "a1", (1, 4): "b1", (2, 6): "b2"})
    h1 = line(score(s), "H1")
    assert h1.winner == "Ben" and h1.points == DOG_VALUES[DOGS["H1"]]
    assert "Ben takes the dog with 2 fleas" in h1.explain()


def test_HG_MAJORITY_TIE_a_tie_for_most_discards_the_dog():
    """Anna and Ben have two each along H1: nobody takes Rex, even though Chloé has one."""
    s = state({(1, 1): "a1", (2, 3): "a2", (1, 4): "b1", (2, 6): "b2", (1, 7): "c3"})
    h1 = line(score(s), "H1")
    assert h1.winner is None and h1.points == 0 and "HG-MAJORITY-TIE" in h1.rules
    assert "discarded" in h1.explain()


def test_HG_MAJORITY_a_street_without_fleas_discards_its_dog():
    """Nobody along the street: nobody takes the dog."""
    assert line(score(state()), "H5").winner is None


def test_HG_EXPERT_RUNS_longest_run_each_side_added_up_takes_the_dog():
    """Anna: 3 in a row north + 1 south = 4; Ben has 5 tiles but runs 1+1: Anna takes it in expert."""
    cells = {(1, 1): "a1", (1, 2): "a2", (1, 3): "a3", (2, 7): "a4",
             (1, 5): "b1", (1, 7): "b2", (2, 1): "b3", (2, 3): "b1", (2, 5): "b2"}
    standard, expert = score(state(cells)), score(state(cells, variant="expert"))
    assert line(standard, "H1").winner == "Ben"
    h1 = line(expert, "H1")
    assert h1.winner == "Anna" and "3+1=4" in h1.explain()


def test_HG_EXPERT_RUNS_the_centre_breaks_a_run():
    """Row 4 is split by the centre: three on each side of it make a run of 3, not 6."""
    cells = {(4, c): f"a{1 + c % 2}" for c in (1, 2, 3, 5, 6, 7)}
    h3 = line(score(state(cells, players=2, variant="expert")), "H3")
    assert h3.details["Anna"] == {"tiles": 6, "runs": [0, 3]}


def test_HG_EXPERT_RUNS_an_empty_block_breaks_a_run():
    """Anna's fleas on columns 1-2 and 4-5 of row 1 are two runs of 2, not one of 4."""
    cells = {(1, 1): "a1", (1, 2): "a2", (1, 4): "a3", (1, 5): "a4"}
    h1 = line(score(state(cells, variant="expert")), "H1")
    assert h1.details["Anna"] == {"tiles": 4, "runs": [2, 0]}


def test_HG_EXPERT_RUNS_a_tile_on_the_centre_joins_no_run():
    """The centre breaks a run even with a tile left on it: Ben's 4 north of H3 beat Anna's 3 south,
    although Anna's fourth tile, on the centre, touches her three (it still counts as a tile)."""
    cells = {(3, 1): "b1", (3, 2): "b2", (3, 3): "b3", (3, 4): "b4",
             (4, 1): "a3", (4, 2): "a4", (4, 3): "a1", (4, 4): "a2"}
    h3 = line(score(state(cells, players=2, variant="expert")), "H3")
    assert h3.details == {"Anna": {"tiles": 4, "runs": [0, 3]}, "Ben": {"tiles": 4, "runs": [4, 0]}}
    assert h3.winner == "Ben"


def test_HG_EXPERT_TIE_each_tied_players_own_runs_are_shown():
    """A tie on run sums names each player's own runs, not one player's for all."""
    cells = {(1, 1): "a1", (1, 2): "a2", (2, 4): "b3", (2, 5): "b4"}
    h1 = line(score(state(cells, variant="expert")), "H1")
    assert h1.explain().startswith("Anna 2+0=2 and Ben 0+2=2 tie on runs added up (2).")


def test_HG_EXPERT_RUNS_another_colour_breaks_a_run():
    """A tile of another colour between two of Anna's separates them."""
    cells = {(1, 1): "a1", (1, 2): "b2", (1, 3): "a3"}
    h1 = line(score(state(cells, variant="expert")), "H1")
    assert h1.details["Anna"] == {"tiles": 2, "runs": [1, 0]}


def test_HG_EXPERT_TIE_most_tiles_along_the_street_breaks_a_tie():
    """Equal run sums: the tied player with more tiles along the street takes the dog."""
    cells = {(1, 1): "a1", (1, 2): "a2", (1, 4): "a3",     # Anna: runs 2+0, 3 tiles
             (2, 1): "b3", (2, 2): "b4"}                   # Ben: runs 0+2, 2 tiles
    h1 = line(score(state(cells, variant="expert")), "H1")
    assert h1.winner == "Anna" and "HG-EXPERT-TIE" in h1.rules


def test_HG_EXPERT_TIE_still_tied_discards_the_dog():
    """Equal run sums and equal tiles: the dog is discarded."""
    cells = {(1, 1): "a1", (1, 2): "a2", (2, 1): "b3", (2, 2): "b4"}
    h1 = line(score(state(cells, variant="expert")), "H1")
    assert h1.winner is None and "HG-EXPERT-TIE" in h1.rules


def test_HG_WIN_the_highest_total_dog_value_wins():
    """Anna takes Rex (5) on H1 and Fifi (4) on V1, Ben Daisy (3) on H6 and Zorro (2) on V6: Anna wins."""
    sheet = score(state({(1, 1): "a1", (7, 7): "b2"}))
    assert sheet.totals == {"Anna": 9, "Ben": 5, "Chloé": 0}
    assert sheet.winners == ("Anna",)
    assert [(e.player, e.rank) for e in sheet.ranking.entries] == [("Anna", 1), ("Ben", 2), ("Chloé", 3)]


def test_HG_WIN_TIE_more_dog_tiles_wins_a_tie_on_points():
    """Anna 5 with one Rex; Ben 5 with Daisy and Zorro, two dogs: Ben wins the tie (V1 is tied, discarded)."""
    sheet = score(state({(1, 1): "a1", (7, 1): "b2", (7, 7): "b3"}, players=2))
    assert sheet.totals == {"Anna": 5, "Ben": 5}
    assert sheet.extra_totals["dog_tiles"] == {"Anna": 1, "Ben": 2}
    assert sheet.winners == ("Ben",)
    assert [(e.player, e.rank) for e in sheet.ranking.entries] == [("Ben", 1), ("Anna", 2)]
    assert "Number of dog tiles separates them: Ben 2 and Anna 1" in sheet.tie_break_text()


def test_HG_WIN_TIE_still_tied_the_win_is_shared_and_places_are_shared_1_1_3():
    """Equal points and equal dog tiles: Anna and Ben share first place; Chloé is third, not second."""
    dogs = {"H1": "rex", "V1": "zorro", "H6": "rex", "V6": "zorro", "H2": "rex", "H3": "zorro",
            "H4": "daisy", "H5": "daisy", "V2": "daisy", "V3": "fifi", "V4": "fifi", "V5": "fifi"}
    sheet = score(state({(1, 1): "a1", (7, 7): "b2"}, dogs=dogs))
    assert sheet.totals == {"Anna": 7, "Ben": 7, "Chloé": 0}
    assert sheet.winners == ("Anna", "Ben")
    assert [e.rank for e in sheet.ranking.entries] == [1, 1, 3]
    assert "Anna and Ben share the place" in sheet.tie_break_text()
