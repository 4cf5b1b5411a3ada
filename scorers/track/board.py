"""A track as data: the values of its cells in order, and the marked cells of each edition.

The printed tracks of neither game could be found, so no layout here claims to be the printed one:
people type their own board once (it is validated and kept under a name), and the two bundled boards
are reconstructions from published descriptions (`scorers.track.examples` cites them), named and
flagged as such. In files and messages cells are numbered from 1 along the
track, as one counts them on the table; inside the engine they are indexes from 0.
"""

from __future__ import annotations

import copy
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from scorers.board_kind import BoardKind
from scorers.i18n import Phrase
from scorers.track.examples import EXAMPLE_BOARDS
from scorers.track.rules import MAX_CELLS, PLAYER_COUNTS

#: Where boards typed by hand are looked up by name (besides the bundled examples): folders in this
#: environment variable, separated like PATH, each holding `<name>.json` board files.
BOARDS_PATH_VARIABLE = "TABLE_REFEREE_BOARDS"
CellNumber = Annotated[int, Field(ge=1, le=MAX_CELLS)]
CountKey = Annotated[str, Field(pattern="^[234]$")]


class BoardFile(BaseModel):
    """A board as typed: cell values in order along the track, and the marked cells by number (from 1)."""

    model_config = ConfigDict(extra="forbid", title="Track board")
    name: Annotated[str, Field(min_length=1, max_length=40)]
    cells: Annotated[list[int], Field(min_length=1, max_length=MAX_CELLS,
                                      description="the value of each cell along the track; 0 = blank")]
    example: bool = Field(False, description=(
        "true for a bundled board reconstructed from published descriptions, not the printed one"))
    start: CellNumber = Field(1, description="Numeri: the Départ cell where tokens enter")
    starts: dict[CountKey, CellNumber] | None = Field(
        None, description="Fröscheln: the start flag cell for 2, 3 and 4 players")
    barriers: dict[CountKey, CellNumber] | None = Field(
        None, description="Numeri: for 2, 3 and 4 players, the first cell past that count's barrier")
    princess: CellNumber | None = Field(None, description="Fröscheln: the Princess cell (x5); default the only 5")
    shore: CellNumber | None = Field(None, description="Fröscheln house rule: the first cell of the shore")


@dataclass(frozen=True)
class Board:
    """A board inside the engine: indexes from 0."""

    name: str
    cells: tuple[int, ...]
    start: int = 0
    starts: dict[int, int] = field(default_factory=dict)
    barriers: dict[int, int] = field(default_factory=dict)
    princess: int | None = None
    shore: int | None = None
    example: bool = False

    def __len__(self) -> int:
        return len(self.cells)

    def value(self, cell: int) -> int:
        return self.cells[cell]

    def number(self, cell: int) -> int:
        """The cell as people count it along the track, from 1."""
        return cell + 1


def _index(number: int | None) -> int | None:
    return None if number is None else number - 1


def board_from_file(model: BoardFile) -> Board:
    """The engine's board (no rule checked here: see `Edition.board_problems`)."""
    return Board(
        model.name.strip(), tuple(model.cells), _index(model.start),
        {int(k): _index(v) for k, v in (model.starts or {}).items()},
        {int(k): _index(v) for k, v in (model.barriers or {}).items()},
        _index(model.princess), _index(model.shore), model.example)


def board_to_file(board: Board) -> dict[str, Any]:
    data: dict[str, Any] = {"name": board.name, "cells": list(board.cells)}
    if board.example:
        data["example"] = True
    if board.start:
        data["start"] = board.start + 1
    if board.starts:
        data["starts"] = {str(k): v + 1 for k, v in sorted(board.starts.items())}
    if board.barriers:
        data["barriers"] = {str(k): v + 1 for k, v in sorted(board.barriers.items())}
    if board.princess is not None:
        data["princess"] = board.princess + 1
    if board.shore is not None:
        data["shore"] = board.shore + 1
    return data


def per_count(mapping: dict[int, int]) -> list[tuple[int, int | None]]:
    return [(count, mapping.get(count)) for count in PLAYER_COUNTS]


# --- boards kept under a name --------------------------------------------------------------------

def example_boards(game: str) -> dict[str, dict[str, Any]]:
    """The bundled boards of a game, by name (reconstructed: never claimed as the printed layout)."""
    return {name: copy.deepcopy(dict(data)) for name, data in EXAMPLE_BOARDS.get(game, {}).items()}


def _plain_name(name: str) -> bool:
    """A board's name names a file IN the boards folder: no folder part, nothing hidden, no '..'."""
    return bool(name) and "\x00" not in name and not name.startswith(".") and not any(
        sep in name for sep in filter(None, (os.sep, os.altsep, "/", "\\")))


def saved_board(game: str, name: str, environ: dict[str, str] | None = None) -> dict[str, Any] | None:
    """A board file kept under `name`: a bundled example of the game, else `<name>.json` in a folder of
    $TABLE_REFEREE_BOARDS. None when there is no such board."""
    examples = example_boards(game)
    if name in examples:
        return examples[name]
    env = os.environ if environ is None else environ
    if not _plain_name(name):
        return None
    for folder in filter(None, env.get(BOARDS_PATH_VARIABLE, "").split(os.pathsep)):
        path = Path(folder) / f"{name}.json"
        try:
            if not (path.is_file() and path.resolve().parent == Path(folder).resolve()):  # no link out either
                continue
            return json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError, RecursionError):  # a name too long for a file, a file that is not JSON
            return None
    return None


@dataclass(frozen=True)
class BoardProblem:
    """One reason a typed board is refused, located (`cells[4]`, `barriers.3`) and in the rules' words."""

    where: str
    text: Phrase


def board_kind(game: str) -> BoardKind:
    """Numeri's and Fröscheln's printed track, as the table's boards keep it (`referee_app/boards.py`)."""
    return BoardKind(game, BoardFile, lambda: example_boards(game),
                     lambda board: {"game": game, "players": ["A", "B"], "board": board, "tokens": {}})
