"""Loopit, one test per rule clause (the rule in our words as docstring)."""

from __future__ import annotations

import pytest
from loopit_helpers import FIXTURE_BOARD, codes, game, game_data, light_data

from scorers.errors import ImpossibleState, InvalidState
from scorers.i18n import render
from scorers.loopit import (
    EXAMPLE_BOARD,
    RULES,
    Square,
    Tile,
    check,
    check_placement,
    end_of_game,
    parse,
    parse_square,
    parse_tile,
    score,
)
from scorers.loopit.rules import FIXED_TURNS, TOTAL_TILES

CENTRE = EXAMPLE_BOARD.centre  # f6


def lay(laid: dict[str, str], at: str, tile: str) -> list:
    board = {parse_square(k): parse_tile(v) for k, v in laid.items()}
    return check_placement(EXAMPLE_BOARD, board, parse_square(at), parse_tile(tile), "t")


def test_LP_TILES_line_ends_sit_at_edge_middles_and_values_run_1_to_8():
    """A tile has line ends at some of its four edge middles (N, E, S, W) and a value from 1 to 8."""
    assert parse_tile("sn3") == Tile("NS", 3)
    assert parse_tile("WSEN8") == Tile("NESW", 8)
    for bad in ("NS9", "NS0", "X3", "NN3", "3", "NS"):
        assert not isinstance(parse_tile(bad), Tile)  # why it is not one, in words


def test_LP_TILES_tiles_are_never_rotated():
    """Tiles follow the board's reading direction: an east-west tile does not link north."""
    assert lay({"f6": "NESW7"}, "f5", "EW2")[0].rule_id == "LP-CUT"
    assert lay({"f6": "NESW7"}, "f5", "NS2") == []


def test_LP_DEAD_END_a_tile_with_one_line_end_is_a_dead_end():
    """A tile with a single line end is a dead end."""
    assert Tile("N", 4).dead_end and not Tile("NS", 4).dead_end


def test_LP_BOARD_the_start_square_is_the_centre_and_the_example_is_named_so():
    """The board is a grid with the start square in its centre; the printed layout is unknown, so the
    default is an example, named so on every sheet."""
    assert CENTRE == Square(5, 5) and CENTRE.name() == "f6"
    assert EXAMPLE_BOARD.name == "example"
    sheet = score(game())
    # Issue 16 overturns the old wording ("example layout, not the printed board"): the default is
    # reconstructed from published descriptions, and the table is asked to check it.
    assert "reconstructed from published descriptions" in render(sheet.headline[0], "en")
    assert "check against your board" in render(sheet.headline[0], "en")
    assert "reconstitué d’après les descriptions publiées" in render(sheet.headline[0], "fr")


def test_LP_BOARD_a_tile_goes_on_a_square_of_the_board():
    """A tile goes on a square of the board."""
    assert codes(lay({"f6": "NESW7"}, "l6", "W2")) == [("LP-BOARD", "off-board")]


def test_LP_BOARD_a_game_file_may_bring_its_own_board():
    """A table may type in its own board: rows of '.' and multipliers."""
    rows = [". . . . .", ". . . . .", ". . . . 3", ". . . . .", ". . . . ."]
    state = game([("d3", "EW2")], board={"name": "kitchen", "rows": rows}, start="EW1")
    assert state.board.size == 5 and state.board.multiplier(Square(2, 4)) == 3
    assert score(state).lines[0].points == 2 + 1
    with pytest.raises(InvalidState) as error:
        game(board={"rows": [". . . .", ". . . .", ". . . .", ". . . .", ". . 9 ."] + [". . . ."]})
    assert any("odd number" in str(p) for p in error.value.problems)


def test_LP_START_the_start_tile_may_not_be_a_dead_end():
    """A dead end drawn as the start tile is discarded and another drawn."""
    assert codes(check(game(start="E3"))) == [("LP-START", "dead-end-start")]
    assert check(game(start="EW3")) == []


def test_LP_START_tiles_need_a_start_tile():
    """Tiles are laid from the start tile in the centre."""
    assert ("LP-START", "no-start") in codes(check(game([("g6", "W2")], start=None)))


def test_LP_FREE_a_tile_goes_on_a_free_square():
    """A tile goes on a free square."""
    assert codes(lay({"f6": "NESW7"}, "f6", "NS2")) == [("LP-FREE", "square-taken")]


def test_LP_CONNECT_a_new_tile_continues_a_path_of_a_tile_on_the_board():
    """Each new tile touches at least one tile already on the board through a shared line."""
    assert codes(lay({"f6": "NESW7"}, "h6", "EW2")) == [("LP-CONNECT", "not-connected")]
    assert codes(lay({"f6": "EW7"}, "f5", "EW2")) == [("LP-CONNECT", "not-connected")]  # touching, no shared line
    assert lay({"f6": "EW7"}, "g6", "W2") == []


def test_LP_CONNECT_tiles_laid_earlier_in_the_turn_count():
    """A tile laid earlier in the same turn is already on the board for the next one."""
    assert check(game([("g6", "EW2"), ("h6", "EW3")])) == []


def test_LP_CUT_no_line_meets_an_edge_without_line():
    """A path may not be cut: no line may meet a line-less edge of a neighbour, either way."""
    assert lay({"f6": "EW7", "g5": "NS1"}, "g6", "NW2") == []  # both lines meet
    mine = lay({"f6": "EW7", "g5": "EW1"}, "g6", "NW2")      # g5 has no south line
    assert codes(mine) == [("LP-CUT", "path-cut")]
    theirs = lay({"f6": "EW7", "g5": "NS1"}, "g6", "W2")     # g5 points south into my line-less north edge
    assert codes(theirs) == [("LP-CUT", "path-cut")]
    assert "g5" in theirs[0].message() and "cut" in theirs[0].message()


def test_LP_EDGE_no_line_runs_into_the_board_edge():
    """A path may not be cut by the board's edge: no line may point off the board."""
    rows = [". . . . ."] * 5
    bad = game([("d3", "EW2"), ("e3", "EW2")], board={"rows": rows}, start="EW1")
    assert codes(check(bad)) == [("LP-EDGE", "line-into-edge")]
    assert check(game([("d3", "EW2"), ("e3", "W2")], board={"rows": rows}, start="EW1")) == []


def test_LP_THREE_at_most_three_tiles_a_turn():
    """A player lays at most 3 tiles on their turn."""
    four = [("g6", "EW1"), ("h6", "EW1"), ("i6", "EW1"), ("j6", "W1")]
    assert ("LP-THREE", "too-many-tiles") in codes(check(game(four)))
    assert check(game(four[:3])) == []


def test_LP_ORDER_players_take_turns_in_seat_order():
    """Players take turns in seat order; a turn naming another player is out of turn."""
    data = game_data([("g6", "W2")], [("e6", "E2")])
    data["turns"][1]["player"] = "Anna"
    found = check(parse(data))
    assert codes(found) == [("LP-ORDER", "out-of-turn")] and "Ben" in found[0].message()


def test_LP_SWAP_a_player_who_lays_no_tile_may_swap_and_scores_0():
    """A player who lays no tile may swap their 5 tiles; the turn scores 0."""
    sheet = score(game("swap", [("g6", "W2")]))
    assert [line.points for line in sheet.lines] == [0, 9]
    assert "swapped their 5 tiles" in sheet.lines[0].explain("en")
    data = game_data([("g6", "W2")])
    data["turns"][0]["swap"] = True
    assert codes(check(parse(data))) == [("LP-SWAP", "swap-after-laying")]


def test_LP_POINTS_value_times_multiplier_plus_linked_values():
    """A tile scores its value times its square's multiplier plus each linked neighbour's value."""
    # c6 is a x2 square of the fixture board.
    sheet = score(game([("e6", "EW4")], [("d6", "EW3")], [("c6", "EW5")], board=FIXTURE_BOARD))
    assert [line.points for line in sheet.lines] == [4 + 7, 3 + 4, 5 * 2 + 3]
    assert "5 × 2 = 10, plus 3 (d6)" in sheet.lines[2].explain("en")


def test_LP_POINTS_the_multiplier_applies_to_the_laid_tile_only():
    """A neighbour on a multiplier square adds its face value, not its multiplied value."""
    sheet = score(game([("e6", "EW4")], [("d6", "EW3")], [("c6", "EW5")], [("b6", "E1")], board=FIXTURE_BOARD))
    assert sheet.lines[3].points == 1 + 5


def test_LP_POINTS_adjoining_tiles_without_a_shared_line_add_nothing():
    """Adjoining tiles whose edges carry no shared line add nothing."""
    sheet = score(game([("g6", "SW2")], [("f5", "ES3")], [("g5", "W4")]))
    assert sheet.lines[2].points == 4 + 3
    assert "The 2 (g6) next to it is not linked" in sheet.lines[2].explain("en")


def test_LP_POINTS_tiles_laid_earlier_in_the_turn_count_for_later_ones():
    """A tile laid earlier in the same turn counts as an adjoining tile (RULINGS)."""
    sheet = score(game([("g6", "EW2"), ("h6", "W3")]))
    assert sheet.lines[0].points == (2 + 7) + (3 + 2)
    assert sheet.lines[0].details["tiles"] == [9, 5]


def test_LP_POINTS_light_mode_does_the_same_arithmetic():
    """Light mode: value x multiplier + the linked neighbours' values, explained the same way."""
    sheet = score(parse(light_data([(2, 1, [7]), (3, 1, [5, 4]), (2, 2, [3])])))
    assert sheet.lines[0].points == 28
    assert "2 × 2 = 4, plus 3" in sheet.lines[0].explain("en")


def test_LP_CONNECT_light_mode_tiles_need_a_linked_neighbour():
    """Every tile continues a path, so a light-mode tile has at least one linked value."""
    assert codes(check(parse(light_data([(2, 1, [])])))) == [("LP-CONNECT", "not-connected")]


def test_LP_END_the_game_ends_when_every_tile_is_laid():
    """The game is over when every tile is laid; a turn after that is refused."""
    data = light_data(*[[(1, 1, [1])] * 3] * 26, [(1, 1, [1]), (1, 1, [1])])
    state = parse(data)
    assert 1 + 80 == TOTAL_TILES
    ending = end_of_game(state)
    assert ending.over is True and "81" in render(ending.reason, "en")
    state = parse({**data, "turns": data["turns"] + [{"swap": True}]})
    assert ("LP-END", "turn-after-end") in codes(check(state))


def test_LP_END_the_game_ends_when_no_tile_can_be_laid():
    """When no line points into a free square, no tile can be laid: the game is over."""
    rows = [". . . . ."] * 5
    state = game([("d3", "W2"), ("b3", "E2")], board={"rows": rows}, start="EW1")
    assert end_of_game(state).over is True
    assert end_of_game(game()).over is False
    over, reason, example = RULES.end_status(game())
    assert example is not None and "=" in example
    assert end_of_game(parse({**game_data(), "blocked": True})).over is True


@pytest.mark.parametrize("players", [2, 3, 4])
def test_LP_FIXED_turns_and_removed_tiles_by_player_count(players):
    """Fixed turns: 4 players 7 turns; 3 players 9 turns, 2 tiles removed; 2 players 13, 4 removed."""
    turns, removed = {4: (7, 0), 3: (9, 2), 2: (13, 4)}[players]
    assert FIXED_TURNS[players] == (turns, removed)
    data = light_data(*["swap"] * (turns * players), players=players, variant="fixed-turns")
    assert end_of_game(parse(data)).over is True
    assert check(parse(data)) == []
    one_more = parse({**data, "turns": data["turns"] + [{"swap": True}]})
    assert ("LP-FIXED", "turn-after-end") in codes(check(one_more))
    fewer = parse({**data, "turns": data["turns"][:-1]})
    assert end_of_game(fewer).over is False
    assert str(TOTAL_TILES - removed - 1) in render(end_of_game(fewer).reason, "en")


def test_LP_FIXED_ends_early_when_the_tiles_run_out():
    """The fixed-turns game still ends when the tiles run out."""
    data = light_data(*[[(1, 1, [1])] * 3] * 26, [(1, 1, [1])] * 2, variant="fixed-turns", players=4)
    state = parse(data)
    assert 1 + 26 * 3 + 2 == TOTAL_TILES and end_of_game(state).over is True
    assert len(state.turns) == 27 < 7 * 4
    assert "tiles are laid" in render(end_of_game(state).reason, "en")


def test_LP_WIN_the_highest_total_wins_and_equal_totals_share():
    """The highest total wins; the sheet has no tie-break, so equal totals share the place."""
    sheet = score(game([("g6", "W2")], [("e6", "E2")]))
    assert sheet.winners == ("Anna", "Ben") and [e.rank for e in sheet.ranking.entries] == [1, 1]
    sheet = score(game([("g6", "W2")], [("e6", "E3")]))
    assert sheet.winners == ("Ben",)


def test_scoring_refuses_a_game_that_breaks_a_rule():
    """A game with an illegal tile cannot be scored: the error carries the violation."""
    with pytest.raises(ImpossibleState) as error:
        score(game([("h6", "EW2")]))
    assert error.value.violations[0].rule_id == "LP-CONNECT"


def test_LP_FIXED_the_board_game_says_how_many_turns_are_played():
    """In the fixed-turns variant the end-of-game answer counts the turns, and still shows a tile that fits."""
    over, reason, example = RULES.end_status(parse({**game_data([("g6", "W2")]), "variant": "fixed-turns"}))
    text = render(reason, "en")
    assert over is False and "(1 of 26 turns played)" in text and "may go on" in text and example


# --- issue 13: the end of the game and the multipliers ------------------------------------------------

CLOSED = [("f5", "S1"), ("f7", "N1")]  # two dead ends shut both lines of an NS start: no line left open


def test_LP_END_a_game_not_over_has_leaders_not_a_winner():
    """LP-END / LP-WIN: "La partie se termine quand toutes les tuiles ont été posées ou quand plus aucun coup
    n'est possible. Le joueur ayant le score le plus élevé remporte la partie." (The game ends when every
    tile is laid or no move is possible; the highest score wins.) Before that end, the first place leads:
    the sheet is not finished and never says "Winner"."""
    state = game([("g6", "W2")])
    assert end_of_game(state).over is False
    sheet = score(state)
    assert sheet.finished is False and sheet.to_dict("en")["finished"] is False
    assert sheet.result_phrase().key == "out.leading" and "Winner" not in render(sheet.result_phrase())
    assert sheet.notes[0].params["reason"].key == "lp.end.going_example"


def test_LP_END_a_game_that_ended_names_its_winner():
    """LP-END: "quand plus aucun coup n'est possible" (when no move is possible) the game is over, and the
    highest total wins."""
    state = game(CLOSED, start="NS7")
    assert end_of_game(state).over is True
    sheet = score(state)
    assert sheet.finished is True and sheet.winners == ("Anna",)
    assert score(game(start="NESW7", blocked=True)).finished is True


@pytest.mark.parametrize("after", ["pass", "swap"])
def test_LP_END_no_turn_after_no_move_is_possible(after):
    """LP-END: "La partie se termine ... quand plus aucun coup n'est possible." (The game ends when no move is
    possible.) The game has ended there: a pass or a swap recorded after it is refused."""
    state = game(CLOSED, after, start="NS7")
    violations = check(state)
    assert codes(violations) == [("LP-END", "turn-after-end")] and violations[0].where == "turns[1]"
    assert "no tile could be laid" in violations[0].message()
    with pytest.raises(ImpossibleState):
        score(state)
    # one line still open: a pass is a turn like another
    assert check(game([("f5", "S1")], after, start="NS7")) == []


def test_LP_BOARD_multipliers_run_from_x2_to_x6():
    """LP-BOARD: the printed board's multiplier squares run from x2 up to x6 (RULINGS: "multipliers x2 up to
    x6"). A board file and light mode accept x6, and a tile laid there counts its value six times."""
    rows = [" ".join("6" if (r, c) == (2, 3) else "." for c in range(5)) for r in range(5)]
    state = parse(game_data([("d3", "W2")], start="NESW7", board={"name": "sixes", "rows": rows}))
    assert check(state) == [] and state.board.multiplier(parse_square("d3")) == 6
    assert score(state).lines[0].points == 2 * 6 + 7
    light = parse(light_data([(2, 6, [7])]))
    assert score(light).lines[0].points == 19
    for bad in (7, 0):
        with pytest.raises(InvalidState):
            parse(light_data([(2, bad, [7])]))
    with pytest.raises(InvalidState):
        parse(game_data(board={"name": "sevens", "rows": [" ".join("7" for _ in range(5))] * 5}))


def test_LP_RACK_a_swap_is_of_the_whole_rack_of_five():
    """LP-RACK: "Chaque joueur en pioche 5 ... Vous devez en avoir 5 pour le tour suivant." (Each player draws
    5 and must hold 5 for the next turn.) A swap gives back the whole rack, so the sheet says 5 tiles; a
    pass keeps them."""
    sheet = score(game("swap", "pass"))
    assert [line.points for line in sheet.lines] == [0, 0]
    assert sheet.lines[0].explanation[0].params["rack"] == 5 and "5 tiles" in sheet.lines[0].explain("en")
    assert sheet.lines[1].rules == ("LP-SWAP",) and sheet.lines[1].explanation[0].key == "lp.x.pass"


def test_LP_BOARD_the_example_layout_follows_what_is_known_of_the_printed_board():
    """LP-BOARD: what is known of the printed board (RULINGS): the start square in the centre, multipliers
    from x2 up to x6, increasing toward the corners. The example layout has each of x2 to x6, the highest
    on the corners, and keeps the x2 of the sheet's worked example (g8)."""
    values = sorted(set(EXAMPLE_BOARD.multipliers.values()))
    assert values == [2, 3, 4, 5, 6]
    corners = [Square(r, c) for r in (0, EXAMPLE_BOARD.size - 1) for c in (0, EXAMPLE_BOARD.size - 1)]
    assert {EXAMPLE_BOARD.multiplier(s) for s in corners} == {6}
    diagonal = [EXAMPLE_BOARD.multiplier(Square(k, k)) for k in range(EXAMPLE_BOARD.size // 2 + 1)]
    assert diagonal == sorted(diagonal, reverse=True)  # nearer the corner, never less
    assert EXAMPLE_BOARD.multiplier(parse_square("g8")) == 2 and EXAMPLE_BOARD.multiplier(CENTRE) == 1
