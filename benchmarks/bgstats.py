"""Benchmark: importing BG Stats exports (issue 34), beside parsing the same files alone.

Run `python -m benchmarks.bgstats [--plays 4000] [--runs 5] [FILE ...]`. Without files it writes the six real-shaped
exports of `tests/bgstats_shapes.py` at sizes adding up to `--plays` plays (invented names, the real files' keys);
with files it reads those (the public exports of issue 34, for instance). For each run, each file is imported
as the app does it, into a fresh store in a temporary folder: the bytes read as an export (`read_export`),
what would be taken and skipped worked out (`plan_import`), and the plays added in one transaction
(`apply_import`). Beside it, in the same run, the baseline: the same bytes parsed alone (`json.loads`). It prints
the median and worst of the whole import over every file, the baseline's median, their ratio, the median of
each step, and the same in this process's CPU time (on a shared machine the wall clock counts other processes'
turns too); it asserts nothing (target: 4,000 plays in at most 5 s on this machine).
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import tempfile
import time
from pathlib import Path

from referee_app.exchange.bgstats import apply_import, plan_import, read_export
from referee_app.store import Store

TARGET_S = 5.0


def shaped_files(plays: int) -> list[tuple[str, bytes]]:
    """The six real shapes at sizes adding up to `plays` (the earlier phone's export is a prefix of the later one's:
    each file goes into its own store)."""
    from tests.bgstats_shapes import SHAPES, text
    sizes = [plays // len(SHAPES) + (i < plays % len(SHAPES)) for i in range(len(SHAPES))]
    return [(shape, text(shape, size).encode()) for shape, size in zip(SHAPES, sizes, strict=True)]


def one_run(files: list[tuple[str, bytes]], folder: Path, run: int) -> dict[str, float]:
    """Seconds of each step summed over the files, and the plays taken, in one run."""
    steps = {"parse alone": 0.0, "read": 0.0, "plan": 0.0, "apply": 0.0, "taken": 0, "skipped": 0,
             "parse alone cpu": 0.0, "import cpu": 0.0}
    for n, (_, data) in enumerate(files):
        start, cpu = time.perf_counter(), time.process_time()
        json.loads(data)
        steps["parse alone"] += time.perf_counter() - start
        steps["parse alone cpu"] += time.process_time() - cpu
        store = Store(folder / f"run{run}-{n}.sqlite3")
        try:
            start, cpu = time.perf_counter(), time.process_time()
            export = read_export(data)
            read = time.perf_counter()
            plan = plan_import(store, export)
            planned = time.perf_counter()
            apply_import(store, plan)
            done = time.perf_counter()
            steps["import cpu"] += time.process_time() - cpu
        finally:
            store.close()
        steps["read"] += read - start
        steps["plan"] += planned - read
        steps["apply"] += done - planned
        steps["taken"] += len(plan.taken)
        steps["skipped"] += len(plan.skipped)
    steps["import"] = steps["read"] + steps["plan"] + steps["apply"]
    return steps


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plays", type=int, default=4000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("files", nargs="*", type=Path, help="BG Stats exports (default: the real shapes)")
    args = parser.parse_args(argv)
    files = [(path.name, path.read_bytes()) for path in args.files] if args.files else shaped_files(args.plays)
    plays = sum(len(json.loads(data)["plays"]) for _, data in files)
    megabytes = sum(len(data) for _, data in files) / 1e6
    print(f"{len(files)} files, {plays} plays, {megabytes:.1f} MB; Python {platform.python_version()}, "
          f"{args.runs} runs, each file into a fresh store")
    with tempfile.TemporaryDirectory() as folder:
        one_run(files, Path(folder), -1)  # warm: imports, the page cache
        runs = [one_run(files, Path(folder), run) for run in range(args.runs)]
    taken, skipped = runs[0]["taken"], runs[0]["skipped"]
    median = {key: statistics.median(r[key] for r in runs) for key in runs[0]}
    worst = max(r["import"] for r in runs)
    print(f"taken {taken}, set aside {skipped}")
    print(f"import (read + plan + apply): median {median['import']:.2f} s, worst {worst:.2f} s "
          f"(target at most {TARGET_S:.0f} s)")
    print(f"baseline, the same files parsed alone (json.loads): median {median['parse alone'] * 1000:.0f} ms")
    print(f"ratio import / parse alone: {median['import'] / median['parse alone']:.1f}x")
    print(f"this process's CPU time (the other processes' turns left out): import {median['import cpu']:.2f} s, "
          f"parse alone {median['parse alone cpu'] * 1000:.0f} ms, "
          f"ratio {median['import cpu'] / median['parse alone cpu']:.1f}x")
    print("steps (median): " + ", ".join(f"{key} {median[key] * 1000:.0f} ms" for key in ("read", "plan", "apply")))


if __name__ == "__main__":
    main()
