"""Every registered game's files, mutated, through every `referee` command: nothing escapes.

The bounded version of `python -m tests.fuzz_cli` (see there for the mutations and commands). Hypothesis
drives the choices, so a failure shrinks to a small mutation and prints the command line. A case fails
when an exception escapes `referee_app.cli.main` (run with REFEREE_DEBUG=1 so an internal error is not
turned into exit 4), when the exit code is not 0-3, or when exit 1 comes without the violations.
"""

from __future__ import annotations

import pytest
from fuzz_cli import fuzz_case, problem, run, seed_files, signature
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorers.registry import GAMES

SEEDS = seed_files()
READY = sorted(g.id for g in GAMES if g.ready)


def test_every_registered_game_has_example_files_to_fuzz():
    assert sorted(SEEDS) == READY


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("fuzz")


@pytest.mark.parametrize("game", READY)
@settings(max_examples=60, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(rng=st.randoms(use_true_random=False))
def test_no_command_crashes_on_a_mutated_file(folder, game, rng):
    _, argv, data = fuzz_case(rng, SEEDS, folder, game)
    outcome = run(argv)
    wrong = problem(argv, outcome)
    if outcome.error is not None:
        raise AssertionError(f"{signature(outcome)} on: referee {' '.join(argv)[:300]}") from outcome.error
    assert wrong is None, f"{wrong}: referee {' '.join(argv)[:300]}\n{outcome.out[-500:]}{outcome.err[-500:]}"
