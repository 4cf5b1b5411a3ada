"""How one game's printed board is read and judged: what `referee_app/boards.py` (the table's boards: kept,
shared, edited) needs of a board game. Each board game's package makes its own (`board_kind(game)` beside its
board model, named by the registry's `board`), so that the shared library names no game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class BoardKind:
    """How one game's boards are read and judged."""

    game: str
    model: type  # the pydantic model of the board as a game file holds it
    defaults: Callable[[], dict[str, dict[str, Any]]]  # the bundled boards, by name, in order
    sample_file: Callable[[dict[str, Any]], dict[str, Any]]  # a game file on this board, for `parse`
