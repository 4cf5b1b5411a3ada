"""Compare the project with the final entries' references (Loopit's final totals, Le Roi's and Escarmouche's
winner alone, Paleo's final scores) on seeded random files:

    python -m tests.independent.compare_final --entry loopit-final --n 1000 --seed 1
    python -m tests.independent.compare_final --entry all --n 500 --seed 1

Prints, per entry, the files compared, how many the reference accepts, the agreements, and each class of
disagreement with its shortest example, both verdicts and the finding it is (L1), if it is one.
"""

from __future__ import annotations

import argparse
import json
import random
import sys

from .common import disagreement, project_verdict
from .test_final_entries_against_reference import REFEREES, known


def run(entry: str, count: int, seed: int) -> int:
    module = REFEREES[entry]
    rng = random.Random(f"{entry}:{seed}")
    accepted = agreed = 0
    found: dict[str, list] = {}
    for _ in range(count):
        state = module.generate(rng)
        reference = module.referee(state)
        project = project_verdict(state)
        accepted += reference.legal
        kind = disagreement(project, reference)
        if kind is None:
            agreed += 1
            continue
        text = json.dumps(state, ensure_ascii=False)
        seen = found.setdefault(kind, [0, text, project, reference])
        seen[0] += 1
        if len(text) < len(seen[1]):
            seen[1:] = [text, project, reference]
    print(f"{entry}: {count} files, {accepted} accepted by the reference, {agreed} agreements")
    for kind, (times, text, project, reference) in found.items():
        print(f"  {times} x {kind} [{known(kind, reference.tags) or 'new'}]\n    {text}\n"
              f"    project:   {project.show()}\n    reference: {reference.show()}")
    return len(found)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entry", default="all", choices=["all", *sorted(REFEREES)])
    parser.add_argument("--n", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    entries = sorted(REFEREES) if args.entry == "all" else [args.entry]
    classes = sum(run(entry, args.n, args.seed) for entry in entries)
    return 1 if classes else 0


if __name__ == "__main__":
    sys.exit(main())
