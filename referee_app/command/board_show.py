"""`referee board show GAME [NAME] [--data DIR]`: print a board file, a bundled board's or one the table saved
in the app (by name, any case; the bundled ones also by the name the app shows). No NAME: the game's first
bundled board. The file is the one the app exports and `--board` reads."""

from __future__ import annotations

import argparse
from pathlib import Path

from referee_app import boards
from scorers.errors import Problem
from scorers.i18n import phrase
from scorers.registry import find_game


def board_to_show(game: str, name: str | None, data_dir: str | None) -> boards.KeptBoard:
    """The board named `name` of `game` (bundled first, then the app's saved boards); `BoardRefused` else."""
    bundled = boards.bundled(game)
    if name is None:
        return bundled[0]
    key = name.casefold()
    for board in bundled:
        if key in {board.name.casefold(), boards.shown_name(game, board.name, "en").casefold(),
                   boards.shown_name(game, board.name, "fr").casefold()}:
            return board
    from referee_app.store import Store

    store = Store(Path(data_dir) / "games.sqlite3") if data_dir else Store.open_default()
    found = next((b for b in boards.list_boards(store, game) if b.name.casefold() == key), None)
    if found is None:
        raise boards.BoardRefused([Problem("name", phrase("bd.no_such_board", board=name))])
    return found


def cmd_board_show(args: argparse.Namespace) -> dict:
    """The board file to print (the command prints it as JSON)."""
    game = find_game(args.game).id
    if not boards.has_boards(game):
        raise boards.NotABoardGame([Problem("game", phrase("bd.not_a_board_game", game=find_game(game).name))])
    return boards.board_file(game, board_to_show(game, args.name, args.data).data)
