"""Invariants over random boards, random play and random (even nonsense) input."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorers.errors import RefereeError
from scorers.hundsgemein import (
    board_to_street_counts,
    check,
    check_placement,
    end_of_game,
    parse,
    place,
    score,
)
from scorers.hundsgemein.checks import Placement
from scorers.hundsgemein.model import Tile
from scorers.hundsgemein.rules import DOG_VALUES
from scorers.loading import load_data, load_text

from hg_helpers import DOGS, NAMES, board_rows, random_board

PROPERTY = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def games(draw, centre: bool = True):
    """A random state drawn from the real supplies: tiles anywhere, legal or not, any variant."""
    players = draw(st.integers(2, 4))
    tiles = draw(st.integers(0, 48))
    rng = random.Random(draw(st.integers(0, 2**32)))
    board = random_board(rng, players, tiles, centre=centre and draw(st.booleans()))
    breeds = list(DOGS.values())
    rng.shuffle(breeds)
    return parse({"game": "hundsgemein", "variant": draw(st.sampled_from(["standard", "expert"])),
                  "players": NAMES[:players], "dogs": dict(zip(DOGS, breeds)), "board": board_rows(board)})


@PROPERTY
@given(games())
def test_each_dog_goes_to_at_most_one_player_and_awarded_plus_discarded_is_12(state):
    sheet = score(state)
    awarded = [l for l in sheet.lines if l.winner is not None]
    assert len(sheet.lines) == 12
    assert len(awarded) + sum(1 for l in sheet.lines if l.winner is None) == 12
    assert sum(sheet.extra_totals["dog_tiles"].values()) == len(awarded)
    assert sum(sheet.totals.values()) == sum(DOG_VALUES[state.dogs[l.label]] for l in awarded)
    assert all(l.points == (DOG_VALUES[state.dogs[l.label]] if l.winner else 0) for l in sheet.lines)


@PROPERTY
@given(games())
def test_ranking_is_consistent_with_totals_and_shared_places(state):
    """A player's place is 1 + the number of players strictly ahead on (points, dog tiles)."""
    sheet = score(state)
    entries = sheet.ranking.entries
    assert [e.total for e in entries] == sorted((e.total for e in entries), reverse=True)
    assert entries[0].rank == 1 and set(sheet.winners) == {e.player for e in entries if e.rank == 1}
    for entry in entries:
        assert entry.rank == 1 + len([o for o in entries if (o.total, sheet.extra_totals["dog_tiles"][o.player])
                                      > (entry.total, sheet.extra_totals["dog_tiles"][entry.player])])


@PROPERTY
@given(games(), st.permutations(range(4)))
def test_relabelling_the_players_changes_nothing_but_the_names(state, order):
    players = len(state.players)
    order = [p for p in order if p < players]
    new_index = {old: new for new, old in enumerate(order)}
    board = tuple(None if t is None else Tile(new_index[t.player], t.flea) for t in state.board)
    relabelled = parse({"game": "hundsgemein", "variant": state.variant,
                        "players": [state.players[old].name for old in order],
                        "dogs": state.dogs, "board": board_rows(board)})
    before, after = score(state), score(relabelled)
    assert before.totals == after.totals
    assert set(before.winners) == set(after.winners)
    assert [(l.label, l.winner, l.points) for l in before.lines] == [(l.label, l.winner, l.points) for l in after.lines]
    assert {e.player: e.rank for e in before.ranking.entries} == {e.player: e.rank for e in after.ranking.entries}


def naive_counts(state) -> dict:
    """Street counts recounted here, independently of the scorer: cells as (row, column), the centre
    at (3, 3) breaking runs, a street's sides being the lines on either side of it."""
    grid = {(b // 7, b % 7): t for b, t in enumerate(state.board)}
    counts = {}
    for direction in "HV":
        for n in range(1, 7):
            sides = [[(line, k) if direction == "H" else (k, line) for k in range(7)] for line in (n - 1, n)]
            per_player = {}
            for p in range(len(state.players)):
                tiles, runs = 0, []
                for side in sides:
                    best = run = 0
                    for cell in side:
                        mine = grid[cell] is not None and grid[cell].player == p
                        tiles += mine
                        run = run + 1 if mine and cell != (3, 3) else 0
                        best = max(best, run)
                    runs.append(best)
                if tiles:
                    per_player[state.players[p].name] = {"tiles": tiles, "runs": runs}
            if per_player:
                counts[f"{direction}{n}"] = per_player
    return counts


@PROPERTY
@given(games())
def test_street_counts_recounted_by_hand_score_like_the_board(state):
    """Scoring typed street counts (recounted here, not by the scorer) gives the board's result."""
    typed = {s: {p: (c if state.variant == "expert" else c["tiles"]) for p, c in per.items()}
             for s, per in naive_counts(state).items()}
    by_counts = parse({"game": "hundsgemein", "variant": state.variant, "players": state.names,
                       "dogs": state.dogs, "streets": typed})
    assert not [v for v in check(by_counts) if v.is_error]
    by_board, sheet = score(state), score(by_counts)
    assert [(l.label, l.winner, l.points) for l in sheet.lines] == \
        [(l.label, l.winner, l.points) for l in by_board.lines]


@PROPERTY
@given(games())
def test_board_and_street_count_entry_agree(state):
    by_board, by_counts = score(state), score(board_to_street_counts(state))
    assert [(l.label, l.winner, l.points, l.explain()) for l in by_board.lines] == \
        [(l.label, l.winner, l.points, l.explain()) for l in by_counts.lines]
    assert by_board.totals == by_counts.totals and by_board.winners == by_counts.winners


@PROPERTY
@given(games())
def test_street_counts_survive_the_file_format(state):
    """Counts written to a file and read back give the same scores (the quick-entry contract)."""
    from scorers.hundsgemein import to_file

    counts = board_to_street_counts(state)
    again = parse(json.loads(json.dumps(to_file(counts))))
    assert score(again).totals == score(counts).totals
    found = check(again)
    if state.board[24] is None:
        assert found == []
    else:  # counts that only a tile on the centre explains are warnings, never errors
        assert all(v.rule_id == "HG-CENTRE" and not v.is_error for v in found)


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**32))
def test_random_legal_play_never_breaks_a_rule_and_ends_when_nothing_fits(players, seed):
    rng = random.Random(seed)
    state = parse({"game": "hundsgemein", "players": NAMES[:players], "dogs": DOGS,
                   "board": board_rows((None,) * 49)})
    while True:
        options = [Placement(p, f, r, c) for p in range(players) for f in (1, 2, 3, 4)
                   for r in range(7) for c in range(7)
                   if not check_placement(state, Placement(p, f, r, c))]
        ending = end_of_game(state)
        assert ending.over is (not options)
        if not options:
            break
        state = place(state, rng.choice(options))
        assert check(state) == []
    score(state)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 60) | st.text(max_size=8),
    lambda children: st.lists(children, max_size=8) | st.dictionaries(st.text(max_size=8), children, max_size=6),
    max_leaves=40,
)
KEYS = ["game", "variant", "players", "dogs", "board", "streets", "date"]


@st.composite
def nonsense_files(draw):
    """Objects that look like game files: right keys, wrong or random values; plus random JSON."""
    if draw(st.booleans()):
        return draw(JSON)
    base = {"game": "hundsgemein", "players": ["A", "B"], "dogs": dict(DOGS), "board": board_rows((None,) * 49)}
    for key in draw(st.lists(st.sampled_from(KEYS), max_size=4)):
        base[key] = draw(JSON)
    return base


@settings(max_examples=400, deadline=None)
@given(nonsense_files())
def test_random_input_never_gives_anything_but_a_typed_error(data):
    try:
        game, state = load_data(data)
    except RefereeError:
        return
    check(state)
    try:
        score(state)
    except RefereeError:
        pass


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
def test_random_bytes_never_give_anything_but_a_typed_error(raw):
    try:
        load_text(raw)
    except RefereeError:
        pass
