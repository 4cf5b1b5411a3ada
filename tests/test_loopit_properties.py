"""Invariants over random play, random states and random (even nonsense) input."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from loopit_helpers import NAMES, random_legal_game

from scorers.errors import RefereeError
from scorers.loading import load_data, load_text
from scorers.loopit import check, end_of_game, parse, score, to_light
from scorers.loopit.rules import MAX_TILES_PER_TURN

PROPERTY = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@given(seed=st.integers(0, 2**32), players=st.integers(2, 4), turns=st.integers(0, 20))
@PROPERTY
def test_random_legal_play_is_legal_and_scores_the_sum_of_its_turns(seed, players, turns):
    state = parse(random_legal_game(random.Random(seed), players, turns))
    assert check(state) == []
    sheet = score(state)
    assert sum(sheet.totals.values()) == sum(line.points for line in sheet.lines)
    for line in sheet.lines:
        assert line.points == sum(line.details["tiles"])
        assert all(points >= 2 for points in line.details["tiles"])  # a value and at least one link
    assert end_of_game(state).over in (True, False)


@given(seed=st.integers(0, 2**32), players=st.integers(2, 4), turns=st.integers(0, 15))
@PROPERTY
def test_the_same_game_in_light_mode_scores_the_same(seed, players, turns):
    state = parse(random_legal_game(random.Random(seed), players, turns))
    board, light = score(state), score(to_light(state))
    assert board.totals == light.totals
    assert [line.points for line in board.lines] == [line.points for line in light.lines]


tile_texts = st.text("NESWnesw0123456789x", min_size=0, max_size=6)
square_texts = st.text("abcdefghijklmz0123456789", min_size=0, max_size=4)


@given(turns=st.lists(st.lists(st.tuples(square_texts, tile_texts), max_size=MAX_TILES_PER_TURN + 2), max_size=8),
       start=tile_texts, players=st.integers(1, 5))
@PROPERTY
def test_random_states_never_crash_checking_or_scoring(turns, start, players):
    data = {"game": "loopit", "players": NAMES[:players] + ["Eve"] * (players > 4), "start": start,
            "turns": [{"tiles": [{"at": a, "tile": t} for a, t in turn]} for turn in turns]}
    try:
        state = parse(data)
    except RefereeError:
        return
    violations = check(state)
    try:
        score(state)
    except RefereeError as error:
        assert any(v.is_error for v in violations) and error.violations
    end_of_game(state)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=20,
)


@given(body=st.dictionaries(st.sampled_from(["players", "turns", "start", "board", "mode", "variant", "blocked",
                                             "discarded", "x"]), json_values, max_size=6))
@PROPERTY
def test_random_json_only_gives_typed_errors(body):
    try:
        _, state = load_data({"game": "loopit", **body})
    except RefereeError:
        return
    check(state)


@given(text=st.text(max_size=40))
@PROPERTY
def test_random_text_only_gives_typed_errors(text):
    try:
        load_text(text)
    except RefereeError:
        pass


def test_nested_json_is_refused_cleanly():
    try:
        load_text(json.dumps({"game": "loopit", "players": [[[[[]]]]]}))
    except RefereeError:
        pass
