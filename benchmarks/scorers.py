"""Benchmark: parse + check + score of every registered game's corpus, per state, as the command does.

Run `python -m benchmarks.scorers [--runs N] [--rounds N] [--games id,id]`. For each game, each state of its seeded
corpus (benchmarks.corpus: every entry mode, realistic and worst-case states) is read from its file
dict, checked and scored `--runs` times; a state's time is the best of its runs (the others measure the
machine's load, not the code). Prints per game the states, median, p99 and worst (ms) and the worst state.
Games that keep their replay between calls (their rules have `forget_caches`) get a second row, `+1`:
each state timed just after the same log one entry shorter was checked and scored, as the app re-scores
after a tap. It asserts nothing (targets: every state at most 10 ms, median under 1 ms).
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time

from benchmarks.corpus import GENERATORS, corpus
from scorers.errors import RefereeError
from scorers.loading import load_data
from scorers.registry import GAMES, find_game

#: The keys of the game files' logs, one entry a turn, event, round or capture.
LOGS = ("turns", "events", "rounds", "captures")


def _check_and_score(data: dict) -> None:
    game, state = load_data(data)
    rules = game.rules()
    rules.check(state)  # as the app does: show the violations, then the scores
    try:
        rules.score(state)
    except RefereeError:  # a state the rules refuse to score is an answer too
        pass


def time_state(data: dict, runs: int, before: dict | None = None) -> float:
    """Best of `runs` timings of one state: read the file dict, check it, score it. From scratch, as
    one `referee` call, without what a game keeps between calls; or, with `before`, just after that
    state was checked and scored (the app after a tap: one more entry in the log)."""
    best = float("inf")
    forget = getattr(load_data(data)[0].rules(), "forget_caches", lambda: None)
    for _ in range(runs):
        forget()
        if before is not None:
            _check_and_score(before)
        start = time.perf_counter()
        _check_and_score(data)
        best = min(best, time.perf_counter() - start)
    return best


def _one_entry_less(data: dict) -> dict | None:
    """The file with its log (turns, events, rounds...) one entry shorter, if it has one."""
    key = next((k for k in LOGS if isinstance(data.get(k), list) and data[k]), None)
    return None if key is None else {**data, key: data[key][:-1]}


def measure(game_id: str, runs: int, seed: int, rounds: int, after_change: bool = False) -> dict:
    entries = corpus(game_id, seed, rounds)
    if after_change:
        entries = [(d, data, before) for d, data in entries if (before := _one_entry_less(data)) is not None]
    else:
        entries = [(d, data, None) for d, data in entries]
    timed = sorted(((time_state(data, runs, before), description) for description, data, before in entries),
                   key=lambda t: t[0])
    times = [t for t, _ in timed]
    return {"game": game_id, "states": len(times), "median": statistics.median(times),
            "p99": times[min(len(times) - 1, int(0.99 * len(times)))], "worst": times[-1], "worst_state": timed[-1][1]}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5, help="timings per state (the best one counts)")
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--rounds", type=int, default=4, help="draws of each game's corpus generator")
    parser.add_argument("--games", default="", help="comma-separated game ids (default: every game)")
    args = parser.parse_args(argv)
    wanted = [g for g in args.games.split(",") if g] or [g.id for g in GAMES if g.id in GENERATORS]
    print(f"parse + check + score per state, best of {args.runs} runs "
          f"(Python {platform.python_version()}, {platform.machine()}); times in ms")
    print(f"{'game':<22}{'states':>7}{'median':>9}{'p99':>9}{'worst':>9}  worst state")
    for game_id in wanted:
        load_data(corpus(game_id, args.seed)[0][1])  # import the game's modules outside the timings
        row = measure(game_id, args.runs, args.seed, args.rounds)
        _print_row(game_id, row)
    kept = [g for g in wanted if hasattr(find_game(g).rules(), "forget_caches")]
    if kept:
        print("after a change: the same states just after the log one entry shorter was checked and scored "
              "(games that keep their replay between calls)")
        for game_id in kept:
            _print_row(f"{game_id} +1", measure(game_id, args.runs, args.seed, args.rounds, after_change=True))


def _print_row(label: str, row: dict) -> None:
    print(f"{label:<22}{row['states']:>7}{row['median'] * 1e3:>9.3f}{row['p99'] * 1e3:>9.3f}"
          f"{row['worst'] * 1e3:>9.3f}  {row['worst_state']}")


if __name__ == "__main__":
    main()
