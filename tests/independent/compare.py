"""Compare the project with the independent referee on random states.

    python -m tests.independent.compare --game loopit --n 500 --seed 1
    python -m tests.independent.compare --game all --n 200 --seed 1

Prints, per game: states compared, agreements, and each class of disagreement with its smallest example
(shrunk by deleting events, turns or rounds while the same class of disagreement remains) and both
verdicts, and the issue-13 item it is, if it is one.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import sys
from dataclasses import dataclass, field

from . import registry
from .common import Verdict, disagreement, project_verdict


@dataclass
class Finding:
    kind: str
    example: dict
    project: Verdict
    reference: Verdict
    count: int = 1
    issue: str | None = None


@dataclass
class Report:
    game: str
    compared: int = 0
    agreed: int = 0
    refused: int = 0  # by the reference
    over: int = 0  # legal and over, by the reference
    findings: dict[str, Finding] = field(default_factory=dict)


def judge(game_id: str, state: dict) -> tuple[str | None, Verdict, Verdict]:
    reference = registry.GAMES[game_id].referee(state)
    project = project_verdict(state)
    return disagreement(project, reference), project, reference


def classify(game_id: str, state: dict) -> tuple[str | None, str | None]:
    """The disagreement's class and the issue-13 item it is (None when both agree or it is new)."""
    kind, _, reference = judge(game_id, state)
    return kind, (None if kind is None else registry.GAMES[game_id].known_issue(kind, reference))


def _log_key(state: dict) -> str | None:
    for key in ("events", "turns", "rounds", "captures"):
        if state.get(key):
            return key
    return None


def shrink(game_id: str, state: dict, kind: tuple[str, str | None]) -> dict:
    """Delete log entries one at a time (latest first), then try the game's own smaller files (a tile taken
    off a board...), while the disagreement stays the same kind."""
    best = copy.deepcopy(state)
    changed = True
    while changed:
        changed = False
        for trial in registry.GAMES[game_id].smaller(best):
            if classify(game_id, trial) == kind:
                best, changed = trial, True
                break
        if changed:
            continue
        key = _log_key(best)
        if key is None:
            break
        for index in reversed(range(len(best[key]))):
            trial = copy.deepcopy(best)
            del trial[key][index]
            try:
                same = classify(game_id, trial) == kind
            except Exception:  # the reference may not follow a log cut in the middle; keep the longer one
                same = False
            if same:
                best, changed = trial, True
                break
        for index in range(len(best[key]) if key and not changed else 0):
            for field_name in list(best[key][index]) if isinstance(best[key][index], dict) else []:
                trial = copy.deepcopy(best)
                del trial[key][index][field_name]  # an optional part of an entry (reefs, a record...)
                try:
                    same = classify(game_id, trial) == kind
                except Exception:
                    same = False
                if same:
                    best, changed = trial, True
                    break
            if changed:
                break
    return best


def compare(game_id: str, count: int, seed: int, shrink_examples: bool = True) -> Report:
    spec = registry.GAMES[game_id]
    rng = random.Random(f"{game_id}:{seed}")
    report = Report(game_id)
    for _ in range(count):
        state = spec.generate(rng)
        kind, project, reference = judge(game_id, state)
        report.compared += 1
        report.refused += not reference.legal
        report.over += bool(reference.legal and reference.finished)
        if kind is None:
            report.agreed += 1
            continue
        issue = spec.known_issue(kind, reference)
        key = f"{kind} / {issue}"  # the same symptom from a known and an unknown cause stays apart
        found = report.findings.get(key)
        if found is None:
            report.findings[key] = Finding(kind, state, project, reference, issue=issue)
        else:
            found.count += 1
            if len(json.dumps(state)) < len(json.dumps(found.example)):
                found.example, found.project, found.reference = state, project, reference
    if shrink_examples:
        for found in report.findings.values():
            found.example = shrink(game_id, found.example, (found.kind, found.issue))
            _, found.project, found.reference = judge(game_id, found.example)
    return report


def print_report(report: Report, out=sys.stdout) -> None:
    print(f"== {report.game}: {report.compared} states compared ({report.refused} illegal, {report.over} over,"
          f" by the reference), {report.agreed} agree", file=out)
    for found in sorted(report.findings.values(), key=lambda f: -f.count):
        if found.issue is None:
            label = " [NEW]"
        elif found.issue.startswith(("N", "F")):
            label = f" [new finding {found.issue}, reported]"
        else:
            label = f" [issue 13 item {found.issue}]"
        print(f"-- {found.count} x {found.kind}{label}", file=out)
        print(f"   project:   {found.project.show()}", file=out)
        print(f"   reference: {found.reference.show()}", file=out)
        print(f"   example:   {json.dumps(found.example, ensure_ascii=False)}", file=out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all", help="a game id, or 'all'")
    parser.add_argument("--n", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    games = list(registry.GAMES) if args.game == "all" else [args.game]
    for game_id in games:
        print_report(compare(game_id, args.n, args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
