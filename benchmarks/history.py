"""Benchmark: the history and statistics screens over a generated history of 5,000 finished games.

Run `python -m benchmarks.history [--games 5000] [--runs 7]`. It builds a store in a temporary
folder (2 to 4 players from a pool of 40 names, every game of the registry, three years of dates),
then times what the screens do: open the history (query and build the controls), turn pages (first,
middle, last), filter by game, player and dates, open the statistics (per player and per game), and
the statistics of an empty store beside them (the baseline). It prints the median and worst time of each
in ms, wall clock and this process's CPU time (on a shared machine under load the wall clock counts the
other processes' turns too), and the statistics' median as a ratio to the empty store's, measured in the
same run; it asserts nothing (target: under 300 ms each).
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from referee_app.state import TEAMS_RECORDED, AppState
from referee_app.store import Store
from referee_app.store.records import HistoryFilter, PlayerResult
from referee_app.store.statistics import game_summaries, player_summaries
from scorers.registry import GAMES

TARGET_MS = 300
NAMES = [f"{first}{'' if n == 0 else f' {n}'}" for n in range(4)
         for first in ("Anna", "Ben", "Chloé", "Dev", "Łukasz", "Ődön", "Émile", "Farah", "Gus", "Hana")]
COLOURS = ("yellow", "blue", "red", "green")


class _Page:
    """What the screens use of a page when nobody looks: nothing is drawn."""

    def show_dialog(self, _: Any) -> None: ...
    def pop_dialog(self) -> None: ...
    def update(self, *_: Any) -> None: ...
    def run_task(self, *_: Any, **__: Any) -> None: ...


def generate(store: Store, games: int, seed: int = 8) -> None:
    """`games` finished games through the store's own methods (durability off while generating)."""
    rng = random.Random(seed)
    start = datetime(2023, 1, 1, tzinfo=UTC)
    store.connection.db.execute("PRAGMA synchronous = OFF")  # only the generation: the timed reads are unaffected
    for n in range(games):
        names = rng.sample(NAMES, rng.randint(2, 4))
        scores = [rng.randint(0, 60) for _ in names]
        record = store.games.create(rng.choice(GAMES).id, ", ".join(names), {"n": n}, status="finished")
        store.records.record_result(record.id, [
            PlayerResult(seat=i, player=name, colour=COLOURS[i], score=s, rank=1 + sum(o > s for o in scores),
                         winner=s == max(scores)) for i, (name, s) in enumerate(zip(names, scores))],
            played=(start + timedelta(minutes=rng.randint(0, 3 * 365 * 24 * 60))).isoformat())
    store.connection.db.execute("PRAGMA synchronous = FULL")


def timed(action: Callable[[], Any], runs: int) -> tuple[float, float, float]:
    """Median and worst wall-clock ms, and median CPU ms."""
    action()  # warm the page cache once, as a second look at a screen would
    times, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        action()
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return statistics.median(times), max(times), statistics.median(cpu)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    from referee_app.components.history import HistoryScreen, StatsScreen

    with tempfile.TemporaryDirectory() as folder, Store(Path(folder) / "games.sqlite3") as store:
        began = time.perf_counter()
        generate(store, args.games)
        print(f"{args.games} games generated in {time.perf_counter() - began:.1f} s "
              f"(Python {platform.python_version()}, {platform.machine()})")
        store.settings.set(TEAMS_RECORDED, True)  # generated games are not real game files: nothing to fill
        app = AppState(store, device_language="en")
        empty_app = AppState(Store(Path(folder) / "empty.sqlite3"), device_language="en")
        page = _Page()
        player = NAMES[3]

        def history(flt: HistoryFilter | None = None, number: int = 0) -> Callable[[], Any]:
            def run() -> None:
                store.settings.set("history_filter", (flt or HistoryFilter()).model_dump(exclude_none=True))
                screen = HistoryScreen(page, app, lambda *_: None)
                screen.number = number
                screen.view()
            return run

        def turn(step_to: int) -> Callable[[], Any]:
            screen = HistoryScreen(page, app, lambda *_: None)
            screen.view()

            def run() -> None:
                screen.number = step_to
                screen.fill()
            return run

        def statistics(of: AppState) -> Callable[[], Any]:
            def run() -> None:
                of.store.settings.set("history_filter", None)  # every game, whatever the cases before set
                StatsScreen(page, of).view()  # (a write: the lines kept by `result_lines` are read again)
            return run

        def statistics_again() -> Callable[[], Any]:
            screen = StatsScreen(page, app)
            screen.view()

            def run() -> None:  # a second look, nothing changed (two players chosen to compare): kept lines
                screen.fill()
            return run

        def figures() -> None:
            store.connection.changes += 1  # as after a change: the lines are read again
            lines = store.records.result_lines()
            player_summaries(lines), game_summaries(lines)

        last = store.records.history().pages - 1
        cases = [
            ("open the history (page 1, no filter)", history()),
            ("turn to the middle page", turn(last // 2)),
            ("turn to the last page", turn(last)),
            ("filter by game", history(HistoryFilter(game=GAMES[0].id))),
            (f"filter by player ({player})", history(HistoryFilter(player=player))),
            ("filter by dates (one month)", history(HistoryFilter(since="2024-03-01", until="2024-03-31"))),
            ("game + player + dates", history(HistoryFilter(game=GAMES[0].id, player=player, since="2024-01-01",
                                                            until="2024-12-31"))),
            ("open the statistics (all games)", statistics(app)),
            ("statistics figures only (query + count)", figures),
            ("the statistics again, nothing changed", statistics_again()),
            ("the statistics on an empty store (baseline)", statistics(empty_app)),
        ]
        store.settings.set("history_filter", None)
        print(f"{'what':<42} {'median ms':>10} {'worst ms':>9} {'CPU ms':>7}   (target {TARGET_MS} ms)")
        measured = {}
        for label, action in cases:
            median, worst, cpu = timed(action, args.runs)
            measured[label] = (median, cpu)
            flag = "" if worst < TARGET_MS else "  OVER TARGET"
            print(f"{label:<42} {median:>10.1f} {worst:>9.1f} {cpu:>7.1f}{flag}")
        base = measured["the statistics on an empty store (baseline)"]
        full = measured["open the statistics (all games)"]
        print(f"statistics of {args.games} games / empty store: {full[0] / max(base[0], 0.01):.0f}x wall clock "
              f"({full[0]:.0f} / {base[0]:.1f} ms), {full[1] / max(base[1], 0.01):.0f}x CPU "
              f"({full[1]:.0f} / {base[1]:.1f} ms)")


if __name__ == "__main__":
    main()
