"""`referee`: check and score a game file from the command line.

Exit codes: 0 fine; 1 a rule is broken at error level (check) or the state cannot exist (score);
2 the file cannot be read or does not describe a game, or an output cannot be written; 3 the game is
not built yet; 4 an internal error (a bug: one line says so; `--debug` or REFEREE_DEBUG=1 shows the
traceback).
"""

from __future__ import annotations

import argparse
import os
import sys
import traceback
from pathlib import Path
from typing import Any

from referee_app.boards import NotABoardGame
from referee_app.command import report
from scorers.errors import (
    ImpossibleState,
    NotBuilt,
    Problem,
    RefereeError,
    UnknownGame,
    UnreadableInput,
    UnwritableOutput,
)
from scorers.i18n import LANGUAGES, Phrase, default_language, phrase, render
from scorers.loading import decode, load_data, load_file, read_input
from scorers.registry import GAMES, find_game
from scorers.sheet import ScoreSheet
from scorers.violations import has_errors

EXIT_OK, EXIT_RULES, EXIT_INPUT, EXIT_NOT_BUILT, EXIT_INTERNAL = 0, 1, 2, 3, 4
DEBUG_VARIABLE = "REFEREE_DEBUG"
BOARD_SCHEMA_PREFIX = "board-"
BOARD_HELP = "play the game on this board (a board file, as the app exports it) instead of the one the file names"


def _print_json(value: Any) -> None:
    print(report.json_text(value))


def _out(text: str) -> None:
    """Text output: names typed by players go to a terminal, so their control characters are escaped."""
    sys.stdout.write(report.terminal_safe(text))


def _fail(error: RefereeError, as_json: bool, lang: str) -> int:
    if as_json:
        _print_json(report.refusal(error, lang))
    else:
        for problem in error.problems:
            print(report.terminal_safe(f"referee: {problem.text(lang)}"), file=sys.stderr)
    if isinstance(error, ImpossibleState):
        return EXIT_RULES
    if isinstance(error, NotBuilt):
        return EXIT_NOT_BUILT
    return EXIT_INPUT


def cmd_games(args: argparse.Namespace) -> int:
    lang = args.lang
    if args.json:
        _print_json([{
            "id": g.id, "name": render(g.name, lang), "aliases": list(g.aliases),
            "players": [g.min_players, g.max_players], "ready": g.ready,
            "variants": [{"id": v.id, "name": render(v.name, lang), "about": render(v.description, lang)}
                         for v in g.variants],
            "house_rules": [{"id": h.id, "name": render(h.name, lang), "default": h.default}
                            for h in g.house_rules],
        } for g in GAMES])
        return EXIT_OK
    coming = render(phrase("out.coming"), lang)
    for g in GAMES:
        status = "" if g.ready else f"  ({coming})"
        print(f"{g.id:<12} {render(g.name, lang)}, {g.min_players}-{g.max_players}{status}")
        for v in g.variants:
            print(f"    {v.id:<10} {render(v.description, lang)}")
    return EXIT_OK


def cmd_schema(args: argparse.Namespace) -> int:
    try:
        if args.game.startswith(BOARD_SCHEMA_PREFIX):  # `board-numeri`: the board file of that game
            from referee_app import boards

            _print_json(boards.json_schema(find_game(args.game[len(BOARD_SCHEMA_PREFIX):]).id))
            return EXIT_OK
        game = find_game(args.game)
        _print_json(game.rules().json_schema())
    except (UnknownGame, NotABoardGame) as error:
        print(report.terminal_safe(f"referee: {error}"), file=sys.stderr)
        return EXIT_NOT_BUILT if isinstance(error, NotBuilt) else EXIT_INPUT
    return EXIT_OK


def _load(path: str, board: str | None = None):
    """(game, rules, state) of a game file; with `board` (a board file), played on that board instead of
    the one the game file names."""
    if board is None:
        game, state = load_file(path)
        return game, game.rules(), state
    data = read_json(path)
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        return _load(path)  # the file's own refusal, located as without --board
    game = find_game(data["game"])
    from referee_app import boards

    if not boards.has_boards(game.id):
        raise UnreadableInput([Problem("--board", phrase("bd.not_a_board_game", game=game.name))])
    game, state = load_data({**data, "board": _board_of(game.id, board)})
    return game, game.rules(), state


def read_json(path: str) -> Any:
    return decode(read_input(path))  # a folder, a pipe, /dev/zero or too large a file: refused at once


def _board_of(game: str, path: str) -> dict[str, Any]:
    """The board of a board file (`--board`), for `game`: its problems located in that file."""
    from referee_app import boards

    try:
        return boards.read_board_file(read_json(path), game)[1]
    except RefereeError as error:
        raise type(error)([Problem(f"{path}: {p.where}" if p.where else path, p.phrase or p.message)
                           for p in error.problems]) from None


def cmd_board(args: argparse.Namespace) -> int:
    """`referee board check FILE|--text TEXT [--game G]`: is this a board the rules accept?"""
    from referee_app import boards

    lang = args.lang
    try:
        game = find_game(args.game).id if args.game else None
        if args.text is not None:
            game, board = boards.board_of_text(args.text, game)
        elif args.file:
            game, board = boards.read_board_file(read_json(args.file), game)
        else:
            raise UnreadableInput(phrase("bd.cli.nothing"))
    except RefereeError as error:
        return _fail(error, args.json, lang)
    info = find_game(game)
    if args.json:
        _print_json({"game": info.id, "board": board.get("name"), "ok": True})
    else:
        _out(render(phrase("bd.cli.ok", board=str(board.get("name")), game=info.name), lang) + "\n")
    return EXIT_OK


def cmd_board_show(args: argparse.Namespace) -> int:
    """`referee board show GAME [NAME]`: a board file (`referee_app/command/board_show.py`)."""
    from referee_app.command.board_show import cmd_board_show as board_to_print

    try:
        _print_json(board_to_print(args))
    except RefereeError as error:
        return _fail(error, False, args.lang)
    return EXIT_OK


def _title(game, state, lang: str) -> str:
    """The game's name, with the variant when the game has variants and the state names one."""
    variant = next((v for v in game.variants if v.id == getattr(state, "variant", None)), None)
    if variant is None:
        return render(phrase("out.title_plain", game=game.name), lang)
    return render(phrase("out.title", game=game.name, variant=variant.name), lang)


def _end_status(rules, state) -> tuple[bool | None, Phrase | None, str | None]:
    """(over?, why, an example move) when the game can tell; (None, None, None) when it cannot."""
    end_status = getattr(rules, "end_status", None)
    return end_status(state) if end_status else (None, None, None)


def cmd_check(args: argparse.Namespace) -> int:
    lang = args.lang
    try:
        game, rules, state = _load(args.file, args.board)
        if args.move and not hasattr(rules, "parse_move"):
            raise UnreadableInput(phrase("cli.no_move_notation", game=game.name))
        move = rules.parse_move(state, args.move) if args.move else None
    except RefereeError as error:
        return _fail(error, args.json, lang)
    violations = rules.check(state)
    over, end_text, example = _end_status(rules, state)
    move_result = None
    if move is not None:
        move_violations = rules.check_move(state, move)
        move_result = {"notation": args.move, "violations": move_violations,
                       "described": rules.describe_move(state, move)}
    failed = has_errors(violations) or bool(move_result and move_result["violations"])
    if args.json:
        _print_json({
            "game": game.id, "variant": getattr(state, "variant", None),
            "players": [p.name for p in getattr(state, "players", ())],
            "ok": not has_errors(violations),
            "errors": sum(v.is_error for v in violations),
            "warnings": sum(v.severity.value == "warning" for v in violations),
            "violations": [v.as_dict(lang) for v in violations],
            **({"end_of_game": {"over": over, "message": render(end_text, lang), "example": example}}
               if end_text is not None else {}),
            **({"move": {"move": args.move, "legal": not move_result["violations"],
                         "violations": [v.as_dict(lang) for v in move_result["violations"]]}}
               if move_result else {}),
        })
    else:
        _out(report.check_report(_title(game, state, lang), getattr(state, "players", ()), violations,
                                             end_text, move_result, lang))
    return EXIT_RULES if failed else EXIT_OK


def cmd_score(args: argparse.Namespace) -> int:
    if len(args.file) > 1 or Path(args.file[0]).is_dir():
        return _score_batch(args)
    args.file = args.file[0]
    return _score_one(args)


def _score_one(args: argparse.Namespace) -> int:
    lang = args.lang
    try:
        if args.pdf is not None and not args.pdf.strip():
            raise UnwritableOutput([Problem("--pdf", phrase("in.empty_path"))])
        game, rules, state = _load(args.file, args.board)
        sheet = rules.score(state)
    except RefereeError as error:
        if not args.json and error.violations:
            sys.stderr.write(report.terminal_safe("\n".join(report.violation_lines(list(error.violations), lang))
                                                  + "\n"))
            return EXIT_RULES
        return _fail(error, args.json, lang)
    if args.pdf is not None:
        from referee_app.command.exchange import write_output
        from referee_app.fronts import write_pdf

        try:
            write_output(args.pdf, lambda path: write_pdf(game, sheet, state, path, lang))
        except RefereeError as error:
            return _fail(error, args.json, lang)
    if args.json:
        _print_json(sheet.to_dict(lang))
    else:
        _out(report.sheet_report(sheet, lang))
        if args.pdf:
            _out(f"\nPDF: {args.pdf}\n")
    return EXIT_OK


def batch_files(paths: list[str]) -> list[str]:
    """The files a batch scores, in the order given; a folder stands for its `*.json` entries (not its
    sub-folders), sorted by name: one that is no regular file (a pipe) is listed, and refused in its line."""
    files: list[str] = []
    for path in paths:
        folder = Path(path)
        if folder.is_dir():
            inside = sorted(str(p) for p in folder.glob("*.json") if not p.is_dir())
            if not inside:
                raise UnreadableInput([Problem(path, "the folder holds no game file (*.json)")])
            files += inside
        else:
            files.append(path)
    return files


def _score_batch(args: argparse.Namespace) -> int:
    """Many files in one process: one line (or one JSON object) per file, in order; the exit code is
    the worst of the files' (0 < 1 < 2 < 3 < 4, the codes of a single `referee score`)."""
    lang = args.lang
    if args.pdf is not None:  # "" too: it names no file either
        raise UnreadableInput([Problem("--pdf", "writes the sheet of one file: give one file")])
    worst = EXIT_OK
    for path in batch_files(args.file):
        code, result = _score_entry(path, lang, args.debug, args.board)
        worst = max(worst, code)
        if args.json:
            found = {"score": result.to_dict(lang)} if isinstance(result, ScoreSheet) else result
            print(report.json_line({"file": path, "exit": code, **found}))
        else:
            _out(report.batch_line(path, result, lang) + "\n")
        sys.stdout.flush()  # a long batch shows its progress, and a killed one keeps what it printed
    return worst


def _score_entry(path: str, lang: str, debug: bool,
                 board: str | None = None) -> tuple[int, ScoreSheet | dict[str, Any]]:
    """(exit code, the sheet or the refusal as `score --json` prints it) of one file of a batch."""
    try:
        _, rules, state = _load(path, board)
        return EXIT_OK, rules.score(state)
    except RefereeError as error:
        code = (EXIT_RULES if isinstance(error, ImpossibleState) or error.violations
                else EXIT_NOT_BUILT if isinstance(error, NotBuilt) else EXIT_INPUT)
        return code, report.refusal(error, lang)
    except RecursionError:
        if debug:
            raise
        return EXIT_INPUT, report.refusal(UnreadableInput("the input is nested too deeply to be read"), lang)
    except Exception as error:  # noqa: BLE001 - one file's bug must not hide the verdicts on the others
        if debug:
            raise
        return EXIT_INTERNAL, {"error": "internal-error", "violations": [], "problems": [
            {"where": "", "message": f"internal error ({type(error).__name__}): {str(error)[:200]}"}]}


def _seat(state, name: str) -> int:
    """A player by name (any case) or seat letter."""
    for seat, player in enumerate(getattr(state, "players", ())):
        if name.strip().casefold() in (player.name.casefold(), player.letter):
            return seat
    known = [p.name for p in getattr(state, "players", ())]
    raise UnreadableInput(phrase("cli.not_a_player", name=repr(name), known=known))


def cmd_moves(args: argparse.Namespace) -> int:
    """Every legal move for a player and a roll, for games whose rules can list them."""
    lang = args.lang
    try:
        game, rules, state = _load(args.file)
        if not hasattr(rules, "moves"):
            raise UnreadableInput(phrase("cli.no_rolls", game=game.name))
        seat, roll = _seat(state, args.player), rules.parse_roll(args.roll)
    except RefereeError as error:
        return _fail(error, args.json, lang)
    answer = rules.moves(state, seat, roll)
    player = state.players[seat].name
    if args.json:
        _print_json({
            "game": game.id, "player": player, "roll": roll, "outcome": answer.outcome,
            "message": render(answer.reason, lang),
            "split": None if answer.split is None else {"allowed": answer.split[0],
                                                        "why": render(answer.split[1], lang)},
            "moves": [{"move": m.notation(), "tokens": list(m.tokens),
                       "steps": [{"token": s.token, "from": None if s.start is None else s.start + 1,
                                  "to": s.end + 1} for s in m.steps],
                       "extra_roll": m.extra_roll, "ends_game": m.ends_game,
                       "chain": [c + 1 for c in m.chain], "description": render(rules.describe(state, m), lang)}
                      for m in answer.moves],
        })
    else:
        header = phrase("tr.cli.header", player=player, roll=rules.roll_phrase(roll))
        out = [_title(game, state, lang), render(header, lang)]
        if answer.split is not None:
            out.append(report.wrap(render(phrase("tr.cli.split", why=answer.split[1]), lang), "  "))
        out += [report.wrap(f"{m.notation():<8} {render(rules.describe(state, m), lang)}.", "  ", " " * 11)
                for m in answer.moves]
        out.append(report.wrap(render(answer.reason, lang), "  "))
        _out("\n".join(out) + "\n")
    return EXIT_RULES if answer.outcome == "invalid" else EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="referee", description="Check and score board games at the table.")
    parser.add_argument("--debug", action="store_true",
                        help=f"show the traceback of an internal error (also {DEBUG_VARIABLE}=1)")
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--lang", choices=LANGUAGES, default=default_language(),
                        help="language of the output (default: your locale, else English)")
    common.add_argument("--json", action="store_true", help="machine-readable output")
    sub = parser.add_subparsers(dest="command", required=True)

    games = sub.add_parser("games", parents=[common], help="list the games and their variants")
    games.set_defaults(run=cmd_games)

    schema = sub.add_parser("schema", help="print the JSON Schema of a game's file (board-<game>: of a board file)")
    schema.add_argument("game", help="a game, or board-numeri, board-froscheln, board-loopit, board-posters")
    schema.set_defaults(run=cmd_schema)

    check = sub.add_parser("check", parents=[common], help="report every rule a game file breaks")
    check.add_argument("file")
    check.add_argument("--board", metavar="BOARD.json", help=BOARD_HELP)
    check.add_argument("--move", help="judge a move: Hundsgemein a3@2,5 (player a, type 3, row 2, column 5); "
                                      "Numeri/Fröscheln b4:3+1 (player b rolled 4, moved token 3 then 1)")
    check.set_defaults(run=cmd_check)

    moves = sub.add_parser("moves", parents=[common], help="list every legal move for a player and a roll "
                                                           "(Numeri, Fröscheln)")
    moves.add_argument("file")
    moves.add_argument("--player", required=True, help="the player to move: name or seat letter")
    moves.add_argument("--roll", required=True, help="the die: 1 to 5, or star")
    moves.set_defaults(run=cmd_moves)

    score = sub.add_parser("score", parents=[common], help="score a game file, street by street")
    score.add_argument("file", nargs="+", help="a game file; several files or folders score each (batch): "
                                               "one line, or one JSON object, per file")
    score.add_argument("--pdf", metavar="OUT.pdf", help="also write an A4 score sheet (one file)")
    score.add_argument("--board", metavar="BOARD.json", help=BOARD_HELP)
    score.set_defaults(run=cmd_score)

    board = sub.add_parser("board", parents=[common], help="boards of the printed games: check a board file")
    board_sub = board.add_subparsers(dest="board_command", required=True)
    board_check = board_sub.add_parser("check", parents=[common],
                                       help="check a board file (or a board's QR text) against the game's rules")
    board_check.add_argument("file", nargs="?", help="a board file (JSON); a bare board needs --game")
    board_check.add_argument("--text", help="the text of a board's QR code (TR1:...) or a board file's JSON")
    board_check.add_argument("--game", help="the game the board is for (needed for a bare board)")
    board_check.set_defaults(run=cmd_board)
    show = board_sub.add_parser("show", parents=[common], help="print a bundled board's file, or a saved one's by name")
    show.add_argument("game")
    show.add_argument("name", nargs="?", help="default: the game's bundled board")
    show.add_argument("--data", metavar="DIR", help="the app's data folder, for a saved board (default: the app's own)")
    show.set_defaults(run=cmd_board_show)

    from referee_app.command.exchange import add_commands

    add_commands(sub, common)  # import, export, restore, pad
    from referee_app.command.rules import add_command as add_rules

    add_rules(sub, common)  # rules
    return parser


def _internal_error(error: BaseException, as_json: bool) -> int:
    """A bug escaped every typed check: one line naming it and where, exit 4, never a traceback."""
    frames = traceback.extract_tb(error.__traceback__)
    where = f" in {Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else ""
    line = (f"referee: internal error ({type(error).__name__}{where}): {str(error)[:200]}. "
            f"This is a bug; run again with --debug for the details.")
    if as_json:
        _print_json({"error": "internal-error", "problems": [{"where": "", "message": line}], "violations": []})
    print(report.terminal_safe(line), file=sys.stderr)
    return EXIT_INTERNAL


def _quiet_stdout() -> None:
    """Standard output on /dev/null, so that the interpreter's last flush of the closed pipe says
    nothing either (Python's documented way for SIGPIPE)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # no real file behind stdout (a test's capture): nothing to flush
        pass


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    debug = args.debug or os.environ.get(DEBUG_VARIABLE, "") not in ("", "0")
    as_json, lang = getattr(args, "json", False), getattr(args, "lang", default_language())
    try:
        return args.run(args)
    except BrokenPipeError:  # the reader stopped reading (`| head`): what it wanted was written
        _quiet_stdout()
        return EXIT_OK
    except RefereeError as error:  # a typed refusal raised outside a command's own try: still located
        return _fail(error, as_json, lang)
    except RecursionError:
        if debug:
            raise
        return _fail(UnreadableInput("the input is nested too deeply to be read"), as_json, lang)
    except Exception as error:  # noqa: BLE001 - the boundary: whatever escapes is reported, not dumped
        if debug:
            raise
        return _internal_error(error, as_json)


if __name__ == "__main__":
    sys.exit(main())
