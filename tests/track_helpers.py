"""Builders for track-game states in tests (Numeri, Fröscheln): small inline boards, tokens by cell."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from scorers.track import TrackState, parse

DATA = Path(__file__).parent / "data" / "track"
NAMES = ["Yellow", "Blue", "Green", "Red"]


def numeri_board(cells: int = 20, barrier: int = 10, **extra: Any) -> dict[str, Any]:
    """A test board: cell n worth n-1, the last three 20, 25, 30; the barrier of every count before `barrier`."""
    values = list(range(cells - 3)) + [20, 25, 30]
    return {"name": "test", "cells": values, "start": 1,
            "barriers": {"2": barrier, "3": barrier, "4": barrier}, **extra}


def froscheln_board(cells: int = 20, flags: tuple[int, int, int] = (5, 3, 1), **extra: Any) -> dict[str, Any]:
    """A test board: plain, red, blue, 3 and 4 cells in a repeating pattern, the Princess last."""
    pattern = (0, 1, 2, 0, 3, 1, 4, 2)
    values = [pattern[i % len(pattern)] for i in range(cells - 1)] + [5]
    return {"name": "test", "cells": values, "starts": dict(zip("234", flags)), **extra}


def game(tokens: dict[str, list], players: int = 2, edition: str = "numeri", board: Any = None,
         **extra: Any) -> TrackState:
    """A state with `players` players named from NAMES; tokens by player name, cells counted from 1."""
    if board is None:
        board = numeri_board() if edition == "numeri" else froscheln_board()
    data = {"game": edition, "players": NAMES[:players], "board": board,
            "tokens": {name: (spots + [None] * 5)[:5] for name, spots in tokens.items()}, **extra}
    return parse(data)


def load(name: str) -> TrackState:
    return parse(json.loads((DATA / name).read_text(encoding="utf-8")))


def cells(state: TrackState, seat: int) -> list:
    """A seat's tokens as cell numbers from 1 (None: unplaced)."""
    return [None if c is None else c + 1 for c in state.tokens[seat]]


#: The made-up example boards the app shipped before its defaults followed the published facts (issue
#: 16). Golden cases that test rules, not the board, keep playing on them under these names.
OLD_BOARDS: dict[str, dict[str, Any]] = {
    "numeri": {
        "name": "numeri-old-example",
        "example": True,
        "cells": [0, 1, 2, -1, 3, 0, 4, 5, -2, 6, 0, 7, 8, -3, 9, 10, 0, 11, -1, 12,
                  13, 0, 14, 15, -4, 16, 0, 17, 18, -5, 19, 0, 21, 22, -2, 23, 24, 20, 25, 30],
        "start": 1,
        "barriers": {"2": 16, "3": 13, "4": 10},
    },
    "froscheln": {
        "name": "froscheln-old-example",
        "example": True,
        "cells": [0, 0, 0, 1, 0, 0, 1, 2, 0, 1, 0, 2, 0, 0, 3, 1, 0, 2, 0, 1,
                  3, 0, 2, 0, 4, 1, 0, 3, 0, 2, 4, 0, 3, 0, 4, 5],
        "starts": {"2": 7, "3": 4, "4": 1},
        "princess": 36,
        "shore": 29,
    },
}


def old_board(game: str) -> dict[str, Any]:
    """The old made-up example board of a game (a copy), as a board file."""
    return json.loads(json.dumps(OLD_BOARDS[game]))
