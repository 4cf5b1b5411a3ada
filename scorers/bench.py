"""Benchmark: median time to check and score a full 48-tile Hundsgemein board.

Run `python -m scorers.bench [--runs N]`. Prints figures; it asserts nothing (target: under 1 ms).
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time

from scorers.hundsgemein import check, parse, score
from scorers.hundsgemein.rules import FLEA_TYPES, PLAYER_LETTERS, per_type_supply

DOGS = dict(zip([f"{d}{n}" for d in "HV" for n in range(1, 7)],
                ["rex", "daisy", "fifi", "zorro"] * 3))


def full_board(players: int, seed: int) -> list[str]:
    """All 48 playable blocks covered from the players' supplies (2 players: every tile placed)."""
    rng = random.Random(seed)
    tiles = [f"{PLAYER_LETTERS[p]}{f}" for p in range(players) for f in FLEA_TYPES
             for _ in range(per_type_supply(players))]
    rng.shuffle(tiles)
    cells = [tiles.pop() if block != 24 and tiles else (".." if block != 24 else "##") for block in range(49)]
    return [" ".join(cells[r * 7:(r + 1) * 7]) for r in range(7)]


def measure(variant: str, runs: int) -> list[float]:
    state = parse({"game": "hundsgemein", "variant": variant, "players": ["A", "B"], "dogs": DOGS,
                   "board": full_board(2, seed=7)})
    assert sum(t is not None for t in state.board) == 48
    for _ in range(50):  # warm-up
        score(state, check(state))
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        score(state, check(state))  # as a front end does: show the violations, then the scores
        times.append(time.perf_counter() - start)
    return times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=2000)
    args = parser.parse_args(argv)
    print(f"check + score, full 48-tile board, 2 players, {args.runs} runs "
          f"(Python {platform.python_version()}, {platform.machine()})")
    for variant in ("standard", "expert"):
        times = sorted(measure(variant, args.runs))
        p95 = times[int(0.95 * (len(times) - 1))]
        print(f"  {variant:<9} median {statistics.median(times) * 1e3:.3f} ms   p95 {p95 * 1e3:.3f} ms   "
              f"min {times[0] * 1e3:.3f} ms")


if __name__ == "__main__":
    main()
