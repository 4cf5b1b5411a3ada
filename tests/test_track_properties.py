"""Invariants of the track games over random boards, random positions, random play and nonsense input."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from track_helpers import NAMES

from scorers.errors import RefereeError
from scorers.loading import load_data, load_text
from scorers.track import check, check_move, end_status, legal_moves, parse, play, score, to_file, turn
from scorers.track.rules import NUMERI_VALUES, ROLLS, TOKENS

PROPERTY = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def boards(draw, edition: str):
    length = draw(st.integers(8, 40))
    if edition == "numeri":
        cells = draw(st.lists(st.integers(*NUMERI_VALUES), min_size=length, max_size=length))
        barriers = {k: draw(st.integers(2, length)) for k in "234"}
        return {"name": "random", "cells": cells, "start": 1, "barriers": barriers}
    cells = draw(st.lists(st.integers(0, 4), min_size=length - 1, max_size=length - 1)) + [5]
    starts = {k: draw(st.integers(1, length // 2)) for k in "234"}
    return {"name": "random", "cells": cells, "starts": starts, "shore": draw(st.integers(1, length))}


@st.composite
def games(draw):
    """A legal random position: distinct cells at or after the entry, some tokens unplaced."""
    edition = draw(st.sampled_from(["numeri", "froscheln"]))
    board = draw(boards(edition))
    players = draw(st.integers(2, 4))
    entry = board["start"] if edition == "numeri" else board["starts"][str(players)]
    free = list(range(entry, len(board["cells"]) + 1))
    rng = random.Random(draw(st.integers(0, 2**32)))
    rng.shuffle(free)
    tokens = {}
    for name in NAMES[:players]:
        tokens[name] = [free.pop() if free and rng.random() < 0.6 else None for _ in TOKENS]
    rules = ["split-after-shore"] if edition == "froscheln" and draw(st.booleans()) else []
    return parse({"game": edition, "players": NAMES[:players], "board": board, "tokens": tokens,
                  "house_rules": rules})


@PROPERTY
@given(games(), st.sampled_from(ROLLS))
def test_every_legal_move_keeps_the_position_legal_and_only_moves_forward(state, roll):
    assert check(state) == []
    for seat in range(len(state.players)):
        for move in legal_moves(state, seat, roll):
            assert check_move(state, seat, roll, move.tokens) == []
            after, done = play(state, seat, roll, move.tokens)
            assert check(after) == [] and done == move
            for step in move.steps:
                assert step.start is None or step.end > step.start
            assert len(move.tokens) == 1 or (roll != "star" and sum(move.tokens) == roll)


@PROPERTY
@given(games(), st.sampled_from([3, 4, 5]))
def test_a_split_in_one_order_is_judged_on_its_own_order(state, roll):
    """A split listed in one order is legal in that order; the reverse is listed iff it is legal too."""
    for seat in range(len(state.players)):
        listed = {m.tokens for m in legal_moves(state, seat, roll)}
        for tokens in listed:
            if len(tokens) == 2:
                reverse = tokens[::-1]
                assert (reverse in listed) == (check_move(state, seat, roll, reverse) == [])


@PROPERTY
@given(games())
def test_the_score_adds_up_and_every_token_has_its_line(state):
    sheet = score(state)
    assert len(sheet.lines) == len(TOKENS) * len(state.players)
    for name in state.names:
        assert sheet.totals[name] == sum(line.points for line in sheet.lines if line.winner == name)
    assert sheet.winners == tuple(e.player for e in sheet.ranking.entries if e.total == max(sheet.totals.values()))
    assert parse(to_file(state)) == state


@PROPERTY
@given(games(), st.integers(0, 2**32))
def test_random_play_ends_or_goes_on_and_never_crashes(state, seed):
    """Play random legal moves (passes when none): tokens only move forward, so play always stops."""
    rng = random.Random(seed)
    for step in range(200):
        seat = step % len(state.players)
        answer = turn(state, seat, rng.choice(ROLLS))
        if answer.outcome in ("over", "ends"):
            assert end_status(state)[0] is not False
            break
        if answer.moves:
            state, _ = play(state, seat, answer.moves[0].roll, rng.choice(answer.moves).tokens)
        assert check(state) == []


@PROPERTY
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=20))
def test_random_json_only_gives_typed_errors(data):
    for game in ("numeri", "froscheln"):
        for attempt in (data, {"game": game, "players": data}, {"game": game, "players": ["A", "B"], "board": data},
                        {"game": game, "players": ["A", "B"], "board": f"{game}-example", "tokens": data}):
            try:
                _, state = load_data(attempt)
                check(state)
            except RefereeError:
                pass


def test_random_text_only_gives_typed_errors():
    for text in ("", "{", "[]", '{"game": "numeri"}', "\x00", json.dumps({"game": "frogs", "values": 3})):
        try:
            load_text(text)
        except RefereeError:
            pass
