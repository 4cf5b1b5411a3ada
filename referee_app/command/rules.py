"""`referee rules`: a game's rule book, or the clauses that answer a question (wired in `referee_app.command.cli`).

    referee rules GAME                                  # the rule book, grouped as the sheet is
    referee rules [GAME] --search QUERY [--lang L] [--json]   # ranked clauses (of every game without GAME)

The same clauses, texts and search as the app's Rules screen (`scorers.rulebook`). Exit codes as every
command's: 0 printed (a search that finds nothing too: it says so); 2 a game that is not one, or neither
a game nor a search.
"""

from __future__ import annotations

import argparse
import sys

from referee_app.command import report
from scorers import rulebook
from scorers.errors import UnreadableInput
from scorers.i18n import phrase, render
from scorers.registry import find_game

EXIT_OK = 0
#: The most clauses a search prints (the best ones); a rule book prints every clause.
SEARCH_LIMIT = 10


def _entry(clause: rulebook.Clause, lang: str, score: float | None = None) -> dict:
    entry = {"id": clause.id, "game": clause.game, "group": clause.group, "ruling": clause.ruling,
             "text": clause.text(lang)}
    if score is not None:
        entry["score"] = round(score, 3)
    return entry


def _heading(clause: rulebook.Clause, lang: str) -> str:
    ruling = f" ({render(phrase('rulebook.ruling'), lang)})" if clause.ruling else ""
    return f"{clause.id}{ruling}"


def cmd_rules(args: argparse.Namespace) -> int:
    lang = args.lang
    if args.search is None:
        if not args.game:
            raise UnreadableInput("referee rules: give a game (its rule book) or --search QUERY")
        return _print_book(args.game, lang, args.json)
    hits = rulebook.search(args.search, args.game, SEARCH_LIMIT)
    if args.json:
        print(report.json_text([_entry(h.clause, lang, h.score) for h in hits]))
        return EXIT_OK
    if not hits:
        print(report.terminal_safe(render(phrase("rulebook.no_match", query=args.search), lang)))
        return EXIT_OK
    out = []
    for rank, hit in enumerate(hits, 1):
        name = render(find_game(hit.clause.game).name, lang)
        out.append(f"{rank}. {name}, {_heading(hit.clause, lang)} "
                   f"({render(phrase(f'rulebook.group.{hit.clause.group}'), lang)})")
        out.append(report.wrap(hit.clause.text(lang), "   ", "   "))
    sys.stdout.write(report.terminal_safe("\n".join(out) + "\n"))
    return EXIT_OK


def _print_book(game: str, lang: str, as_json: bool) -> int:
    sections = rulebook.book(game)
    if as_json:
        print(report.json_text([_entry(c, lang) for s in sections for c in s.clauses]))
        return EXIT_OK
    info = find_game(game)
    out = [render(phrase("rulebook.title", game=info.name), lang)]
    for section in sections:
        out += ["", rulebook.group_name(section.group, lang)]
        for clause in section.clauses:
            out.append(f"  {_heading(clause, lang)}")
            out.append(report.wrap(clause.text(lang), "    ", "    "))
    sys.stdout.write("\n".join(out) + "\n")
    return EXIT_OK


def add_command(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    rules = sub.add_parser("rules", parents=[common],
                           help="print a game's rule book, or search the rule books (--search)")
    rules.add_argument("game", nargs="?", help="the game (id or alias, as `check` takes them); "
                                               "every game when searching without one")
    rules.add_argument("--search", metavar="QUERY", help="French or English words; the best clauses first")
    rules.set_defaults(run=cmd_rules)
