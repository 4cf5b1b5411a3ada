"""What assembling the texts costs at a start, before and after they moved beside their games (issue 37 item 3).

Two commands, each a fresh interpreter, timed from outside: `import scorers.i18n`, and the same import then one
phrase rendered (a Hundsgemein key, one of the moved ones). Each runs on this tree and on the `scorers/` of
another commit (by default `main`, taken with `git archive` into a temporary folder), in turn, after a warm-up
run each (which also writes the bytecode caches); the figures are the medians of the wall times and of the
after/before ratios taken pair by pair, so that a machine whose speed drifts does not tilt them.

    python -m benchmarks.texts [--before main] [--runs 21]

Figures only: nothing here passes or fails.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COMMANDS = {
    "import scorers.i18n": "import scorers.i18n",
    "import + render one phrase": "import scorers.i18n as i; i.render(i.phrase('hg.v.centre'), 'fr')",
}


def run(tree: Path, code: str, cwd: str) -> float:
    """Wall seconds of one fresh interpreter running `code` with `tree` first on its path."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], cwd=cwd, env=env, check=True)
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", default="main", help="the commit whose scorers/ is the 'before' (main)")
    parser.add_argument("--runs", type=int, default=21, help="counted runs of each command on each tree")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as before, tempfile.TemporaryDirectory() as neutral:
        archive = subprocess.run(["git", "archive", args.before, "scorers"], cwd=ROOT, check=True,
                                 capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", before], input=archive, check=True)
        trees = {"before": Path(before), "after": ROOT}
        print(f"before: {args.before} ({before}), after: {ROOT}; {args.runs} runs each, medians of wall seconds")
        print(f"{'command':<28} {'before':>9} {'after':>9} {'after/before':>13}")
        for label, code in COMMANDS.items():
            for tree in trees.values():  # warm-up: caches written, files in the page cache
                run(tree, code, neutral)
            times: dict[str, list[float]] = {"before": [], "after": []}
            for _ in range(args.runs):
                for name, tree in trees.items():
                    times[name].append(run(tree, code, neutral))
            ratio = statistics.median(a / b for a, b in zip(times["after"], times["before"]))
            print(f"{label:<28} {statistics.median(times['before']):>9.4f} {statistics.median(times['after']):>9.4f}"
                  f" {ratio:>13.3f}")


if __name__ == "__main__":
    main()
