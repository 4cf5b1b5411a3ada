"""Défense d'afficher: the replay kept between calls (issue 18: a change re-plays from the last kept turn,
not from the deal) gives exactly the records a replay from the deal gives, whatever was kept before."""

from __future__ import annotations

import random

import pytest

from benchmarks.corpus import corpus
from scorers.loading import load_data
from scorers.posters.play import forget_replays, replay


def _fresh(state):
    forget_replays()
    return replay(state)


def _edits(state, rng: random.Random):
    """What a table does to a log: add turns one by one, undo, change a turn in the middle, start over."""
    turns = state.turns
    cut = rng.randint(0, len(turns))
    yield state.with_turns(turns[:cut])
    yield state.with_turns(turns[:cut + 1])
    yield state.with_turns(turns[:max(0, cut - 1)])
    if turns:
        middle = rng.randrange(len(turns))
        changed = list(turns)
        changed[middle] = turns[rng.randrange(len(turns))]
        yield state.with_turns(tuple(changed))
    yield state


@pytest.mark.parametrize("seed", range(3))
def test_po_replay_kept_between_calls_equals_a_replay_from_the_deal(seed):
    """PO-TURN ... PO-END: the rulings of a log do not depend on what the referee saw before it."""
    rng = random.Random(seed)
    entries = corpus("posters", seed=seed, rounds=1)
    states = [load_data(data)[1] for _, data in rng.sample(entries, 12)]
    forget_replays()
    for state in states:
        for edited in _edits(state, rng):
            kept = replay(edited)  # played on from whatever the earlier calls kept
            assert kept == _fresh(edited)
            replay(state)  # keep something else again before the next edit


def test_po_replay_reuses_the_kept_turns():
    """One turn more than a kept log plays one turn, not the whole log (the records are the kept ones)."""
    state = max((load_data(d)[1] for _, d in corpus("posters", seed=1, rounds=1)), key=lambda s: len(s.turns))
    before = _fresh(state.with_turns(state.turns[:-1]))
    after = replay(state)
    assert all(a is b for a, b in zip(after.turns, before.turns))
    assert after == _fresh(state)
