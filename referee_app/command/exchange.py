"""The exchange subcommands of `referee` (wired in `referee_app.command.cli`):

- `referee import SOURCE|--text TEXT [--save] [--out FILE.json]`: a picture of a sheet's QR code, a
  file holding a game file or a QR payload (`-` reads standard input), or the payload as text; prints
  the score (as `referee score` does), writes the game file with --out, saves the game in the app's
  data with --save (a game already there is not saved twice);
- `referee export csv|bgstats|backup OUT [--game G] [--player P] [--since D] [--until D]`;
- `referee restore BACKUP [--replace]` (refuses to replace saved games without --replace);
- `referee import-bgstats FILE [--apply]`: the plays of our games in a BG Stats export, listed as taken or
  skipped (and why); History changes only with --apply, all of them in one transaction;
- `referee pad loopit|paleo|pitchanque|cricket OUT.pdf [--paper a4|letter]`.
`--data DIR` chooses the data folder (default: the app's).
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from referee_app.command import report
from scorers.errors import Problem, RefereeError, UnreadableInput, UnwritableOutput
from scorers.i18n import phrase, render
from scorers.registry import GAMES

EXIT_OK, EXIT_RULES, EXIT_INPUT = 0, 1, 2
# The pads and papers `referee pad` offers, named here so that building the parser imports no PDF library
# (`referee score` starts in a third of the time); tests/test_cli_speed.py checks them against referee_app.pdf.pads.
PAD_IDS = tuple(pad.id for game in GAMES for pad in game.pads)
PAPER_IDS = ("a4", "letter")


@contextmanager
def _store(args: argparse.Namespace) -> Iterator:
    """The app's saved games, as the command may use them: never repaired (a damaged or foreign database, a
    data folder that cannot be used is an `UnusableStore`, nothing moved or changed; only the app moves a
    damaged file aside), and a read or write that fails half way is a refusal located at the file."""
    from referee_app.store import Store
    from referee_app.store.errors import StoreError
    from referee_app.store.opening import UnusableStore

    store = Store(Path(args.data) / "games.sqlite3", repair=False) if args.data else Store.open_default(repair=False)
    try:
        yield store
    except StoreError as error:
        cause = error.__cause__
        if not isinstance(cause, sqlite3.Error):  # a refusal of the store's own (no such game...): as it is
            raise
        problem = error.problems[0]
        said = phrase("ex.cli.store_failed", what=problem.phrase or problem.message, reason=str(cause))
        raise UnusableStore(f"{problem.message} ({cause})", store.report.path, said) from None
    finally:
        store.close()


def render_key(key: str, lang: str, **params: object) -> str:
    return render(phrase(key, **params), lang)


def _say(error: RefereeError, args: argparse.Namespace | None = None) -> int:
    """A refusal, located: on stderr, and with --json also as the JSON `referee check|score` print."""
    if args is not None and getattr(args, "json", False):
        print(report.json_text(report.refusal(error, args.lang)))
    if args is not None and error.violations and not getattr(args, "json", False):  # as `referee score` says it
        sys.stderr.write(report.terminal_safe("\n".join(report.violation_lines(list(error.violations), args.lang))
                                              + "\n"))
        return EXIT_RULES
    lang = getattr(args, "lang", "en") if args is not None else "en"
    for problem in error.problems:
        print(report.terminal_safe(f"referee: {problem.text(lang)}"), file=sys.stderr)
    return EXIT_RULES if error.violations else EXIT_INPUT


def write_output(path: str | Path, write) -> None:
    """Call `write(Path)`; a path that cannot be written becomes one located `UnwritableOutput`."""
    if not str(path).strip():  # Path("") is the current folder: say what is wrong instead
        raise UnwritableOutput([Problem("", phrase("in.empty_path"))])
    try:
        write(Path(path))
    except RefereeError:  # the saved games failed, not the output (a backup of a damaged page): as it is
        raise
    except (OSError, ValueError, sqlite3.Error) as error:  # ValueError: a NUL byte; sqlite3: a backup
        reason = getattr(error, "strerror", None) or str(error)
        raise UnwritableOutput([Problem(str(path), f"cannot be written: {reason}")]) from None


def cmd_import(args: argparse.Namespace) -> int:
    from referee_app.exchange import importer  # pictures (PIL, zxing) and the store: only for an import
    from referee_app.exchange.files import score_file
    from scorers.loading import read_capped

    try:
        if args.out is not None and not args.out.strip():
            raise UnwritableOutput([Problem("--out", phrase("in.empty_path"))])
        if args.text is not None:
            data = importer.game_file_of_text(args.text)
        elif args.source == "-":
            data = importer.game_file_of_bytes(read_capped(sys.stdin.buffer, "-"))
        elif args.source:
            data = importer.game_file_of_path(args.source)
        else:
            print("referee: give a picture or file to import, or --text", file=sys.stderr)
            return EXIT_INPUT
        scored = score_file(data)
        saved = None
        if args.save:
            with _store(args) as store:
                saved = importer.save_imported(store, data)
        if args.out is not None:
            text = json.dumps(scored.file, ensure_ascii=False, indent=2) + "\n"
            write_output(args.out, lambda path: path.write_text(text, encoding="utf-8"))
    except RefereeError as error:
        return _say(error, args)
    if args.json:
        print(report.json_text({"game_file": scored.file, "score": scored.sheet.to_dict(args.lang),
                                **({"saved": saved.record.id, "duplicate": saved.duplicate} if saved else {})}))
    else:
        sys.stdout.write(report.terminal_safe(report.sheet_report(scored.sheet, args.lang)))
        if saved:
            key = "ex.cli.duplicate" if saved.duplicate else "ex.cli.saved"
            print(report.terminal_safe("\n" + render_key(key, args.lang, title=saved.record.title)))
    return EXIT_OK


def cmd_export(args: argparse.Namespace) -> int:
    from referee_app.exchange.tables import bgstats_json, history_csv, store_files
    from referee_app.store.records import HistoryFilter

    flt = HistoryFilter(game=args.game, player=args.player, since=args.since, until=args.until)
    try:
        with _store(args) as store:
            if args.format == "backup":
                write_output(args.out, store.backups.write)
            else:
                entries = list(store.records.iter_history(flt))
                text = (history_csv(entries, args.lang) if args.format == "csv"
                        else bgstats_json(entries, args.lang, files=store_files(store)))
                write_output(args.out, lambda path: path.write_text(text, encoding="utf-8"))
    except RefereeError as error:
        return _say(error, args)
    except OSError as error:
        print(report.terminal_safe(f"referee: {error}"), file=sys.stderr)
        return EXIT_INPUT
    print(render_key("ex.cli.exported", args.lang, path=args.out))
    return EXIT_OK


def cmd_restore(args: argparse.Namespace) -> int:
    from referee_app.store.backups import WouldOverwrite

    try:
        with _store(args) as store:
            try:
                kept = store.backups.restore(Path(args.backup), replace=args.replace)
            except WouldOverwrite as error:  # located: which saved games would be replaced
                raise WouldOverwrite(str(error), error.problems[0].phrase, where=str(store.report.path)) from None
            left = store.backups.last_restore
    except RefereeError as error:
        code = _say(error, args)
        if error.code == "would-overwrite" and not args.json:
            print(render_key("ex.cli.add_replace", args.lang), file=sys.stderr)
        return code
    refused = [render(said, args.lang) for said in left.refused_said]
    ignored = [render(said, args.lang) for said in left.ignored_said]
    if args.json:
        print(report.json_text({"restored": True, "kept": str(kept) if kept else None,
                                "refused": refused, "ignored": ignored}))
        return EXIT_OK
    print(render_key("ex.cli.restored", args.lang, kept=str(kept) if kept else "-"))
    for item in (*refused, *ignored):  # every row and schema object the restore did not copy
        print(report.terminal_safe(render_key("ex.cli.left_out", args.lang, item=item)))
    return EXIT_OK


def cmd_import_bgstats(args: argparse.Namespace) -> int:
    from referee_app.exchange.bgstats import apply_import, plan_import, read_export
    from referee_app.exchange.tables import game_name
    from scorers.loading import read_capped, read_input

    try:
        data = read_capped(sys.stdin.buffer, "-") if args.file == "-" else read_input(args.file)
        try:
            export = read_export(data)
        except UnreadableInput as error:  # located at the file
            raise UnreadableInput([Problem(args.file, p.phrase or p.message) for p in error.problems]) from None
        with _store(args) as store:
            plan = plan_import(store, export)
            added = apply_import(store, plan) if args.apply else []
    except RefereeError as error:
        return _say(error, args)
    if args.json:
        print(report.json_text({**plan.to_dict(args.lang), "applied": bool(args.apply), "added": len(added)}))
        return EXIT_OK
    names = {p.game: game_name(p.game, args.lang) for p in plan.taken}
    for line in plan.lines(args.lang, names):
        print(report.terminal_safe(line))
    if args.apply:
        print(render_key("bg.cli.applied", args.lang, count=len(added)))
    else:
        print(render_key("bg.cli.dry_run", args.lang))
    return EXIT_OK


def cmd_pad(args: argparse.Namespace) -> int:
    from referee_app.pdf.pads import pad_pdf  # reportlab

    pdf = pad_pdf(args.pad, args.paper, args.lang)
    try:
        write_output(args.out, lambda path: path.write_bytes(pdf))
    except RefereeError as error:
        return _say(error)
    print(render_key("ex.cli.exported", args.lang, path=args.out))
    return EXIT_OK


def add_commands(sub, common: argparse.ArgumentParser) -> None:
    data = argparse.ArgumentParser(add_help=False)
    data.add_argument("--data", metavar="DIR", help="the app's data folder (default: the app's own)")

    imp = sub.add_parser("import", parents=[common, data],
                         help="read a game back from a picture of a sheet's QR code, a game file or the code's text")
    imp.add_argument("source", nargs="?", help="picture (PNG, JPEG), game file (JSON) or text file; - for stdin")
    imp.add_argument("--text", help="the QR code's text (TR1:...) or a game file's JSON")
    imp.add_argument("--save", action="store_true", help="save the game in the app (once)")
    imp.add_argument("--out", metavar="FILE.json", help="write the game file")
    imp.set_defaults(run=cmd_import)

    exp = sub.add_parser("export", parents=[common, data], help="export the history (CSV, BG Stats) or a backup")
    exp.add_argument("format", choices=("csv", "bgstats", "backup"))
    exp.add_argument("out")
    exp.add_argument("--game")
    exp.add_argument("--player")
    exp.add_argument("--since", metavar="YYYY-MM-DD")
    exp.add_argument("--until", metavar="YYYY-MM-DD")
    exp.set_defaults(run=cmd_export)

    res = sub.add_parser("restore", parents=[common, data], help="restore a backup of the app's data")
    res.add_argument("backup")
    res.add_argument("--replace", action="store_true", help="replace the saved games (they are copied aside)")
    res.set_defaults(run=cmd_restore)

    bgs = sub.add_parser("import-bgstats", parents=[common, data],
                         help="import the plays of these games from a BG Stats export (a dry run without --apply)")
    bgs.add_argument("file", help="the BG Stats export (JSON); - for stdin")
    bgs.add_argument("--apply", action="store_true", help="add the plays to History (else only say what would be)")
    bgs.set_defaults(run=cmd_import_bgstats)

    pad = sub.add_parser("pad", parents=[common], help="print a blank score pad")
    pad.add_argument("pad", choices=PAD_IDS)
    pad.add_argument("out")
    pad.add_argument("--paper", choices=PAPER_IDS, default="a4")
    pad.set_defaults(run=cmd_pad)
