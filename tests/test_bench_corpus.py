"""The benchmark's corpora (benchmarks.corpus): every registered game has one, and every state in it
is a well-formed file that parses and checks without an exception (not timed)."""

from __future__ import annotations

import pytest

from benchmarks.corpus import GENERATORS, corpus
from scorers.errors import RefereeError
from scorers.loading import load_data
from scorers.registry import GAMES


def test_every_registered_game_has_a_corpus():
    assert {g.id for g in GAMES if g.ready} <= set(GENERATORS)


@pytest.mark.parametrize("game_id", sorted(GENERATORS))
def test_every_generated_state_parses_and_checks(game_id):
    entries = corpus(game_id, seed=3, rounds=1)
    assert entries
    for description, data in entries:
        game, state = load_data(data)
        assert game.id == game_id, description
        violations = game.rules().check(state)
        assert isinstance(violations, list), description
        try:
            game.rules().score(state)
        except RefereeError:  # refusing to score an impossible state is a ruling, not a crash
            pass


def test_corpus_is_seeded():
    assert corpus("posters", seed=5, rounds=1) == corpus("posters", seed=5, rounds=1)
