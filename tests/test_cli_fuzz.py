"""Every registered game's files, mutated, through every `referee` command: nothing escapes.

The bounded version of `python -m tests.fuzz_cli` (see there for the mutations and commands). Hypothesis
drives the choices, so a failure shrinks to a small mutation and prints the command line. A case fails
when an exception escapes `referee_app.command.cli.main` (run with REFEREE_DEBUG=1 so an internal error is not
turned into exit 4), when the exit code is not 0-3, or when exit 1 comes without the violations.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from fuzz_cli import fuzz_case, problem, run, seed_files, signature, special_command
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


SPECIAL_CASES = 120


@pytest.mark.timeout(300)
def test_no_command_crashes_or_hangs_on_special_paths_and_huge_pictures(folder):
    """Issue 25.5 and 25.6: pipes, /dev/zero, folders, sockets, a batch folder holding a pipe, outputs that
    cannot be written and pictures declaring huge sizes, through every command that reads or writes a
    file: each refused in words (exit 0-3), none escapes as a traceback or hangs (the test's timeout)."""
    rng = random.Random(25)
    game = folder / "special-game.json"
    game.write_text((Path(__file__).parent / "data" / "loopit" / "light_example.json").read_text())
    kinds = set()
    for _ in range(SPECIAL_CASES):
        argv = special_command(rng, game, folder)
        kinds.add(argv[0])
        outcome = run(argv)
        if outcome.error is not None:
            raise AssertionError(f"{signature(outcome)} on: referee {' '.join(argv)[:300]}") from outcome.error
        wrong = problem(argv, outcome)
        assert wrong is None, f"{wrong}: referee {' '.join(argv)[:300]}\n{outcome.err[-500:]}"
    assert kinds >= {"check", "score", "import", "board", "export", "pad"}
