"""How long a `referee` call takes, as a process started from a shell: `python -m benchmarks.cli`.

Each command runs `--runs` times as a fresh `python -m referee_app.command.cli ...` process (the install cached, as
a second call finds it), and the median and slowest wall times are printed beside the floor, `python -c
pass`, which no command can beat. `--base DIR` times a second checkout (e.g. `git worktree add /tmp/base
main`) in the same run, the runs interleaved so that the machine's load falls on both alike, and prints
before / after. A batch line compares scoring every game file of tests/data in one process with one
process per file. Then the peak memory of importing a phone photo of a sheet (12 and 47 MP JPEG). The
figures are printed, never asserted: a test that times would fail on a busy machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = "tests/data/sheet_example_rows.json"
COMMANDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("games", ("games",)),
    ("check", ("check", EXAMPLE)),
    ("score", ("score", EXAMPLE)),
    ("score --json", ("score", EXAMPLE, "--json")),
)


def game_files(root: Path) -> list[str]:
    """Every game file of the tests' data (not the golden sheets beside them)."""
    return sorted(str(p.relative_to(root)) for p in (root / "tests/data").rglob("*.json")
                  if ".score." not in p.name)


def timed(argv: list[str], tree: Path) -> float:
    """Seconds one process takes, importing `scorers` and `referee_app` from `tree`."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    start = time.perf_counter()
    subprocess.run(argv, cwd=tree, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def measure(trees: dict[str, Path], runs: int, files: list[str]) -> dict[tuple[str, str], list[float]]:
    """{(command, tree label): [seconds per run]}, every command and tree taking turns within each round."""
    cases = [("python -c pass (floor)", [sys.executable, "-c", "pass"])]
    cases += [(f"referee {name}", [sys.executable, "-m", "referee_app.command.cli", *args]) for name, args in COMMANDS]
    found: dict[tuple[str, str], list[float]] = {}
    for _ in range(runs):
        for label, argv in cases:
            for tree_label, tree in trees.items():
                found.setdefault((label, tree_label), []).append(timed(argv, tree))
    for tree_label, tree in trees.items():  # a batch: once per tree, it is long enough to be steady
        one_by_one = sum(timed([sys.executable, "-m", "referee_app.command.cli", "score", f], tree) for f in files)
        found[(f"{len(files)} files, a process each", tree_label)] = [one_by_one]
        if tree_label == "after":  # the baseline has no batch mode
            found[(f"{len(files)} files, one batch", tree_label)] = [
                timed([sys.executable, "-m", "referee_app.command.cli", "score", *files, "--json"], tree)]
    return found


# Peak memory of reading a photo's code in a fresh process: the process's peak (ru_maxrss, kB on Linux) once
# the libraries are imported, then after `read_picture`.
PICTURE_PROBE = """
import resource, sys
import PIL.Image, zxingcpp
from referee_app.exchange import payload
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
payload.read_picture(sys.argv[1])
print(before, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def photos(folder: Path) -> list[tuple[str, Path]]:
    """JPEG photos of a sheet's page with its code, as a phone takes them (12 and 47 million pixels)."""
    from referee_app.command.cli import main as referee

    pdf = folder / "sheet.pdf"
    with open(os.devnull, "w") as quiet:
        stdout, sys.stdout = sys.stdout, quiet
        try:
            referee(["score", str(ROOT / "tests/data/posters/four_sides_to_the_finish.json"), "--pdf", str(pdf)])
        finally:
            sys.stdout = stdout
    from referee_app.exchange import payload
    from scorers.errors import UnreadableInput

    made = []
    for dpi, label in ((350, "12 MP"), (700, "47 MP")):
        subprocess.run(["pdftoppm", "-jpeg", "-r", str(dpi), "-l", "9", str(pdf), str(folder / f"p{dpi}")], check=True)
        for page in sorted(folder.glob(f"p{dpi}*.jpg")):  # the page that holds the code (page 1 since issue 26)
            try:
                payload.read_picture(page)
            except UnreadableInput:
                continue
            made.append((label, page))
            break
        else:
            print(f"JPEG {label}: no page of the sheet holds a code that reads")
    return made


def picture_memory(trees: dict[str, Path]) -> None:
    import shutil
    import tempfile

    if shutil.which("pdftoppm") is None:
        print("photo import memory: needs pdftoppm (poppler-utils)")
        return
    print("\nimporting a photo of a sheet: peak memory of the process, MB (libraries loaded / after reading)")
    print(f"{'':30}" + "".join(f"{tree:>20}" for tree in trees))
    with tempfile.TemporaryDirectory() as folder:
        for label, picture in photos(Path(folder)):
            cells = []
            for tree in trees.values():
                result = subprocess.run([sys.executable, "-c", PICTURE_PROBE, str(picture)], cwd=tree,
                                        env={**os.environ, "PYTHONPATH": str(tree)}, capture_output=True, text=True)
                if result.returncode:
                    cells.append("failed")
                    continue
                before, after = (int(kb) // 1024 for kb in result.stdout.split())
                cells.append(f"{before} / {after}")
            print(f"{'JPEG ' + label:30}" + "".join(f"{c:>20}" for c in cells))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.cli", description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="processes per command (default 15)")
    parser.add_argument("--base", type=Path, help="a checkout to time beside this one (before / after)")
    args = parser.parse_args(argv)
    trees = {"after": ROOT} if args.base is None else {"before": args.base.resolve(), "after": ROOT}
    files = game_files(ROOT)
    for tree in trees.values():  # compile once, so that every timed run finds its bytecode cached
        timed([sys.executable, "-m", "referee_app.command.cli", "score", *files[:1]], tree)
    found = measure(trees, args.runs, files)
    print(f"referee command, wall time of a process, {args.runs} runs each (median / slowest, ms)")
    labels = list(dict.fromkeys(label for label, _ in found))
    floor = statistics.median(found[("python -c pass (floor)", "after")])
    print(f"{'':30}" + "".join(f"{tree:>20}" for tree in trees) + f"{'after - floor':>16}")
    for label in labels:
        cells = []
        for tree in trees:
            times = found.get((label, tree))
            cells.append(f"{statistics.median(times) * 1000:9.0f} / {max(times) * 1000:6.0f}" if times else "-")
        after = found.get((label, "after"))
        above = f"{(statistics.median(after) - floor) * 1000:14.0f}" if after and "files" not in label else ""
        print(f"{label:30}" + "".join(f"{c:>20}" for c in cells) + f"{above:>16}")
    picture_memory(trees)
    return 0


if __name__ == "__main__":
    sys.exit(main())
