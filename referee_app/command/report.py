"""Plain-text renderings of a check report and a score sheet, in one language."""

from __future__ import annotations

import json
import re
import textwrap
from typing import Any

from scorers.i18n import Phrase, edition_key, located, phrase, render
from scorers.sheet import ScoreSheet
from scorers.violations import Severity, Violation

WIDTH = 100
# What must not reach a terminal raw from a name a player typed: C0 controls but the line break, DEL, C1
# controls (ESC sequences move the cursor, clear the screen, retitle the window), and the bidirectional
# overrides and isolates that make text read otherwise than it is stored.
_UNSAFE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def terminal_safe(text: str) -> str:
    """`text` with every control character written as an escape (`\\x1b`, `\\u202e`); line breaks kept."""
    return _UNSAFE.sub(lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100
                       else f"\\u{ord(m.group()):04x}", text)


def json_text(value: Any) -> str:
    """JSON for the terminal: readable accents, but C1 controls and direction overrides as \\u escapes
    (json escapes C0 controls itself; those two it leaves raw with ensure_ascii=False)."""
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", json.dumps(value, ensure_ascii=False, indent=2))


def json_line(value: Any) -> str:
    """`json_text` on one line: a batch prints one object per line (JSON Lines)."""
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", json.dumps(value, ensure_ascii=False))


def batch_line(path: str, result: ScoreSheet | dict[str, Any], lang: str) -> str:
    """One file of `referee score A.json B.json ...` on one line: the title, result and ranking of its
    sheet, or ERROR and the problems of its refusal (as `refusal` gives them)."""
    if isinstance(result, ScoreSheet):
        ranking = ", ".join(f"{e.rank}. {e.player} ({e.total})" for e in result.ranking.entries)
        return " ".join(located(path, f"{render(result.title, lang)}. {render(result.result_phrase(), lang)}. "
                                      f"{ranking}", lang).split())
    problems = "; ".join(f"[{p['where']}] {p['message']}" if p["where"] else p["message"]
                         for p in result["problems"])
    return " ".join(located(path, f"{t('out.severity.error', lang)} {problems}", lang).split())


def refusal(error, lang: str) -> dict[str, Any]:
    """A typed refusal as JSON: its code, its located problems (in `lang` when they are violations) and
    the violations behind it."""
    problems = ([{"where": v.where, "message": v.message(lang)} for v in error.violations] if error.violations
                else [{"where": p.where, "message": p.said(lang)} for p in error.problems])
    return {"error": error.code, "problems": problems, "violations": [v.as_dict(lang) for v in error.violations]}


def t(key: str, lang: str, **params: Any) -> str:
    return render(phrase(key, **params), lang)


def wrap(text: str, indent: str = "", subsequent: str = "") -> str:
    return textwrap.fill(text, WIDTH, initial_indent=indent, subsequent_indent=subsequent,
                         break_on_hyphens=False)


def violation_lines(violations: list[Violation], lang: str) -> list[str]:
    return [wrap(v.message(lang), f"  {t('out.severity.' + v.severity.value, lang)} {v.rule_id} [{v.where}] ",
                 " " * 4) for v in violations]


def summary(violations: list[Violation], lang: str) -> str:
    if not violations:
        return t("out.no_violation", lang)
    errors = sum(1 for v in violations if v.severity is Severity.ERROR)
    warnings = sum(1 for v in violations if v.severity is Severity.WARNING)  # an info is neither
    return t("out.summary", lang, errors=errors, warnings=warnings)


def players_line(players, lang: str) -> str:
    return t("out.players", lang, players=", ".join(
        t("out.player", lang, name=p.name, letter=p.letter, colour=phrase(f"colour.{p.colour}"))
        for p in players))


def check_report(title: str, players, violations: list[Violation], end: Phrase | None,
                 move: dict[str, Any] | None, lang: str) -> str:
    out = [title, players_line(players, lang), "", t("out.legality", lang, summary=summary(violations, lang))]
    out += violation_lines(violations, lang)
    if end is not None:
        out += ["", wrap(t("out.end", lang, text=end))]
    if move is not None:
        verdict = phrase("out.move.illegal" if move["violations"] else "out.move.legal", move=move["described"])
        out += ["", wrap(t("out.move", lang, notation=move["notation"], verdict=verdict))]
        out += violation_lines(move["violations"], lang)
    return "\n".join(out) + "\n"


def sheet_report(sheet: ScoreSheet, lang: str) -> str:
    out = [render(sheet.title, lang), players_line(sheet.players, lang)]
    out += [wrap(render(h, lang)) for h in sheet.headline]
    out.append("")
    heads = [render(h, lang) for h in sheet.columns]
    subjects = [render(line.subject, lang) for line in sheet.lines]
    winners = [line.winner or "—" for line in sheet.lines]
    widths = [max(len(heads[0]), 6), max([len(heads[1]), *map(len, subjects)]),
              max([len(heads[2]), *map(len, winners)]), len(heads[3])]
    out.append("  ".join(h.ljust(w) for h, w in zip(heads, widths)) + "  " + t("out.col.why", lang))
    indent = sum(widths) + 2 * len(widths)
    for line, subject, winner in zip(sheet.lines, subjects, winners):
        cells = [line.label.ljust(widths[0]), subject.ljust(widths[1]), winner.ljust(widths[2]),
                 str(line.points).rjust(widths[3])]
        why = f"{line.explain(lang)} ({', '.join(line.rules)})"
        wrapped = textwrap.wrap(why, max(30, WIDTH - indent), break_on_hyphens=False) or [""]
        out.append("  ".join(cells) + "  " + wrapped[0])
        out += [" " * indent + rest for rest in wrapped[1:]]
    out += ["", t("out.totals", lang)]
    for p in sheet.player_names:
        extras = [t(edition_key(f"extra.{name}", sheet.game), lang, count=values[p])
                  for name, values in sheet.extra_totals.items()]
        out.append("  " + t(sheet.total_key, lang, player=p, points=sheet.totals[p])
                   + (f" ({', '.join(extras)})" if extras else ""))
    out += ["", t("out.ranking", lang)]
    out += [f"  {e.rank}. {e.player} ({e.total})" for e in sheet.ranking.entries]
    out += ["", render(sheet.result_phrase(), lang)]
    tie = sheet.tie_break_text(lang)
    if tie:
        out.append(wrap(t("out.tie_break", lang, text=tie)))
    others = sheet.other_ties_text(lang)
    if others:
        out.append(wrap(t("out.other_ties", lang, text=others)))
    if sheet.notes:
        out += ["", t("out.notes", lang)]
        out += [wrap(render(n, lang), "  - ", "    ") for n in sheet.notes]
    return "\n".join(out) + "\n"
