"""Paleo's derived games: the replay kept between calls (issue 18: a change re-plays from the last kept
event, not from the start) gives exactly what a replay from the start gives, whatever was kept before."""

from __future__ import annotations

import random

import pytest

from benchmarks.corpus import corpus
from scorers.loading import load_data
from scorers.paleo_games import BILLARD_DOUBLE, CRICKET, HOCKEY, KAYAK

GAMES = {"paleo-billard-double": BILLARD_DOUBLE, "paleo-cricket": CRICKET, "paleo-kayak": KAYAK,
         "paleo-hockey": HOCKEY}


def _fresh(rules, state):
    rules.forget_caches()
    return rules.replay(state)


def _edits(state, rng: random.Random):
    """What a table does to a log: add events one by one, undo, change one in the middle, start over."""
    events = state.events
    cut = rng.randint(0, len(events))
    yield state.with_events(events[:cut])
    yield state.with_events(events[:cut + 1])
    yield state.with_events(events[:max(0, cut - 1)])
    if events:
        changed = list(events)
        changed[rng.randrange(len(events))] = events[rng.randrange(len(events))]
        yield state.with_events(tuple(changed))
    yield state


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_pg_replay_kept_between_calls_equals_a_replay_from_the_start(game_id):
    """PG-TURN, PG-OVER and every game's rules: the rulings of a log do not depend on what came before."""
    rules, rng = GAMES[game_id], random.Random(game_id)
    entries = corpus(game_id, seed=2, rounds=1)
    states = [load_data(data)[1] for _, data in rng.sample(entries, min(8, len(entries)))]
    rules.forget_caches()
    for state in states:
        for edited in _edits(state, rng):
            kept = rules.replay(edited)
            assert kept == _fresh(rules, edited)
            rules.replay(state)


def test_pg_replay_reuses_the_kept_events():
    """One event more than a kept log plays one event: the steps before it are the kept ones."""
    state = max((load_data(d)[1] for _, d in corpus("paleo-cricket", seed=1, rounds=1)), key=lambda s: len(s.events))
    before = _fresh(CRICKET, state.with_events(state.events[:-1]))
    after = CRICKET.replay(state)
    assert before.steps and all(a is b for a, b in zip(after.steps, before.steps))
    assert after == _fresh(CRICKET, state)
