"""What the two referees say about one game file, and how two verdicts are compared.

A `Verdict` holds only what both sides can state without knowing each other's internals: legal or not
(with a rule label, the project's rule code on its side, our family name on the reference's side),
whether the game is over, who wins (over) or leads (not over), and the totals.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import tempfile
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Verdict:
    legal: bool
    rule: str | None = None  # the first broken rule (project: its code; reference: a family name)
    finished: bool | None = None
    winners: frozenset[str] | None = None
    totals: tuple[tuple[str, int], ...] | None = None
    tags: frozenset[str] = field(default=frozenset(), compare=False)  # what the state exercises
    check_over: bool | None = field(default=None, compare=False)  # project only: `check`'s end_of_game.over
    # Hundsgemein: (street, dog winner or None) per street, and the warning rule codes of a legal state.
    streets: tuple[tuple[str, str | None], ...] | None = field(default=None, compare=False)
    warnings: frozenset[str] | None = field(default=None, compare=False)

    def show(self) -> str:
        if not self.legal:
            return f"illegal ({self.rule})"
        totals = ", ".join(f"{name} {points}" for name, points in self.totals or ()) or "no totals"
        word = "winner" if self.finished else "leading"
        who = "no one named" if self.winners is None else sorted(self.winners)
        text = f"legal; {'over' if self.finished else 'not over'}; {word} {who}; {totals}"
        if self.streets is not None:
            text += "; dogs " + " ".join(f"{street}:{who or '-'}" for street, who in self.streets)
        if self.warnings:
            text += f"; warnings {sorted(self.warnings)}"
        return text


def legal(finished: bool, totals: dict[str, int], winners=None, tags=()) -> Verdict:
    """A legal verdict; by default the winners (or leaders) are everyone on the highest total."""
    if winners is None:
        best = max(totals.values())
        winners = [name for name, points in totals.items() if points == best]
    return Verdict(True, None, finished, frozenset(winners), tuple(sorted(totals.items())), frozenset(tags))


def illegal(rule: str, tags=()) -> Verdict:
    return Verdict(False, rule, tags=frozenset(tags))


def _run_cli(argv: list[str]) -> tuple[int, str]:
    from referee_app.command import cli  # the project, as a black box

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        try:
            code = cli.main(argv)
        except SystemExit as stop:  # argparse-style exits
            code = stop.code if isinstance(stop.code, int) else 2
        except Exception as crash:  # a crash is a verdict too: the file is not judged
            return -1, f"{type(crash).__name__}: {crash}"
    return code, out.getvalue()


def project_verdict(game: dict) -> Verdict:
    """The project's verdict, from `referee check --json` then `referee score --json`."""
    fd, path = tempfile.mkstemp(suffix=".json")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(game, handle, ensure_ascii=False)
        code, out = _run_cli(["check", path, "--json", "--lang", "en"])
        if code == -1:
            return illegal(f"crash in check: {out}")
        if code == 2:
            return illegal("file-refused")
        report = json.loads(out)
        errors = [v for v in report.get("violations", []) if v.get("severity") == "error"]
        warnings = frozenset(v["rule"] for v in report.get("violations", []) if v.get("severity") == "warning")
        if code != 0 or not report.get("ok", True):
            return illegal(errors[0]["rule"] if errors else "not-ok")
        code, out = _run_cli(["score", path, "--json", "--lang", "en"])
        if code == -1:
            return illegal(f"crash in score: {out}")
        if code != 0:
            return illegal(f"score-exit-{code}")
        sheet = json.loads(out)
        totals = tuple(sorted((name, int(points)) for name, points in sheet["totals"].items()))
        check_over = (report.get("end_of_game") or {}).get("over")
        streets = tuple((line["label"], line.get("winner")) for line in sheet.get("lines") or ()
                        if isinstance(line, dict) and "label" in line)
        return Verdict(True, None, bool(sheet["finished"]), frozenset(sheet["winners"]), totals,
                       check_over=check_over, streets=streets, warnings=warnings)
    finally:
        os.unlink(path)


def disagreement(project: Verdict, reference: Verdict) -> str | None:
    """The class of a disagreement (None when both agree): which part differs and how, without the
    particular names or numbers, so that one class gathers every example of the same mistake."""
    if project.rule and project.rule.startswith("crash"):
        return f"project {project.rule.split(':')[0]} ({project.rule.split(': ', 1)[1]})"
    if project.legal != reference.legal:
        if project.legal:
            return f"project accepts, reference refuses ({reference.rule})"
        return f"project refuses ({project.rule}), reference accepts"
    if not project.legal:
        return None  # both refuse: the rule codes are not comparable across the two referees
    # The reference leaves totals (or leaders) out where the sheet defines none (Le Roi, Escarmouche).
    if reference.totals is not None and project.totals != reference.totals:
        return "totals differ"
    if reference.streets is not None and project.streets != reference.streets:
        return "street dog winners differ"
    if project.finished != reference.finished:
        said = "" if project.check_over is None else f" (project's check says over: {project.check_over})"
        return f"over: project {project.finished}, reference {reference.finished}{said}"
    if reference.winners is not None and project.winners != reference.winners:
        word = "winners" if reference.finished else "leaders"
        return (f"{word} differ (project {len(project.winners)}, reference {len(reference.winners)}"
                f"{', reference tied' if len(reference.winners) > 1 else ''})")
    if reference.warnings is not None and project.warnings != reference.warnings:
        return (f"warnings differ (project {sorted(project.warnings or ())}, "
                f"reference {sorted(reference.warnings)})")
    return None
