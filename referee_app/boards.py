"""The table's boards, for every game with printed material: list, read, save, rename, duplicate, delete,
and the board file that shares one (a file or a QR code).

Design
- Which games have boards, the pydantic model of each game's board (its JSON Schema), its bundled
  default boards and how the rules are asked about a board: one `BoardKind` per game
  (`scorers/board_kind.py`), made by the game's own package (the registry's `board` names where). The
  rules stay the judges: a board is accepted when its model validates it and the game's own `parse`
  accepts a minimal game file played on it (so every check a game makes of its board applies here,
  without this module knowing any).
- The bundled boards come first in every list and are read-only (ids `bundled-<n>`): editing one is
  duplicating it. The table's own boards are rows of the store (`referee_app.store.boards`).
- A board file (export, import, `referee board check`, `--board`) is
  `{"kind": "board", "game": "<game id>", "board": {...}}`: the board as a game file holds it, named with
  its game so that a file or a QR code can be imported without asking which game it is for. A QR code
  holds the board file in the payload style of the sheets (`referee_app.exchange.payload`).
- Names are unique within a game (any case), bundled names included; a copy or an import of a name that
  is taken gets the first free "<name> 2", "<name> 3"...
"""

from __future__ import annotations

import copy
import functools
import importlib
import re
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from scorers.board_kind import BoardKind
from scorers.errors import InvalidState, Problem, RefereeError, UnreadableInput
from scorers.i18n import CATALOGUES, phrase, render
from scorers.registry import BOARD_ORDER, find_game
from scorers.validation import problems_from

if TYPE_CHECKING:
    from referee_app.store import Store

BOARD_FILE_KIND = "board"
BUNDLED_PREFIX = "bundled-"


class BoardRefused(RefereeError):
    """A board the rules or the store refuse: each reason located in the board file (`cells[4]`, `name`)."""

    code = "board-refused"


class NotABoardGame(RefereeError):
    """The game has no printed board the app keeps."""

    code = "not-a-board-game"


#: The games whose printed board the app keeps (the registry's `board`), in the order the Boards screen shows them.
BOARD_GAMES: tuple[str, ...] = BOARD_ORDER


def has_boards(game: str) -> bool:
    return game in BOARD_GAMES


def kind(game: str) -> BoardKind:
    """How the game's boards are read and judged: made by the game's own package (the registry's `board`)."""
    if game not in BOARD_GAMES:
        raise NotABoardGame(phrase("bd.not_a_board_game", game=game))
    module, _, name = find_game(game).board.partition(":")
    return getattr(importlib.import_module(module), name)(game)


# --- judging a board -------------------------------------------------------------------------------

def _name(data: dict[str, Any]) -> str:
    return " ".join(str(data.get("name") or "").split())


def problems(game: str, data: Any) -> list[Problem]:
    """Why the rules refuse this board (empty: they accept it), each located in the board."""
    if not isinstance(data, dict):
        return [Problem("", phrase("bd.not_an_object"))]
    found: list[Problem] = []
    if not _name(data):
        found.append(Problem("name", phrase("bd.needs_a_name")))
    board_kind = kind(game)
    try:
        board_kind.model.model_validate(data)
    except ValidationError as error:
        return found + [p for p in problems_from(error) if not (found and p.where == "name")]
    try:

        find_game(game).rules().parse(board_kind.sample_file(data))
    except InvalidState as error:
        for problem in error.problems:  # only the board is ours to judge: the sample's players are fine
            where = problem.where
            where = where[len("board"):].lstrip(".") if where.startswith("board") else where
            found.append(Problem(where, problem.phrase or problem.message))
    return found


def check(game: str, data: Any) -> dict[str, Any]:
    """The board, once the rules accept it; `BoardRefused` with every located problem otherwise."""
    found = problems(game, data)
    if found:
        raise BoardRefused(found)
    return data


# --- the boards of a game --------------------------------------------------------------------------

class KeptBoard(BaseModel):
    """A board as the Boards screen lists it: bundled (read-only) or the table's own."""

    model_config = ConfigDict(frozen=True)
    id: str
    game: str
    name: str
    data: dict
    bundled: bool = False
    modified: datetime | None = None


def shown_name(game: str, name: str, lang: str) -> str:
    """A board's name as the reader sees it: a bundled board's in the reader's language (`bd.bundled_name.<game>`;
    its name in game files stays the English id, "numeri-example"), the table's own as they named it."""
    key = f"bd.bundled_name.{game}"
    if key in CATALOGUES[lang] and name == _first_bundled(game):
        return render(phrase(key), lang)
    return name


@functools.cache
def _first_bundled(game: str) -> str | None:
    """The first bundled board's name (asked at every repaint of a track screen: its boards are built once)."""
    return next(iter(kind(game).defaults()), None)


def bundled(game: str) -> list[KeptBoard]:
    return [KeptBoard(id=f"{BUNDLED_PREFIX}{n}", game=game, name=name, data=data, bundled=True)
            for n, (name, data) in enumerate(kind(game).defaults().items())]


def list_boards(store: Store, game: str) -> list[KeptBoard]:
    """The bundled boards first (read-only), then the table's own by name."""
    own = [KeptBoard(id=r.id, game=r.game, name=r.name, data=r.data, modified=r.modified)
           for r in store.boards.listed(game)]
    return bundled(game) + own


def get(store: Store, game: str, board_id: str) -> KeptBoard:
    if board_id.startswith(BUNDLED_PREFIX):
        found = next((b for b in bundled(game) if b.id == board_id), None)
        if found is None:
            raise BoardRefused([Problem("", phrase("bd.no_such_board", board=board_id))])
        return found
    record = store.boards.get(board_id)
    if record.game != game:
        raise BoardRefused([Problem("", phrase("bd.no_such_board", board=board_id))])
    return KeptBoard(id=record.id, game=record.game, name=record.name, data=record.data, modified=record.modified)


def _taken(store: Store, game: str, name: str, other_than: str | None = None) -> bool:
    key = name.casefold()
    return any(_name({"name": b.name}).casefold() == key and b.id != other_than for b in list_boards(store, game))


def free_name(store: Store, game: str, name: str) -> str:
    """`name`, or the first "<name> 2", "<name> 3"... that no board of the game has (kept short enough
    for every game's model: 40 characters)."""
    name = _name({"name": name}) or "board"
    if not _taken(store, game, name):
        return name[:40]
    n = 2
    while _taken(store, game, f"{name[:36]} {n}"):
        n += 1
    return f"{name[:36]} {n}"


def save(store: Store, game: str, data: dict[str, Any], board_id: str | None = None) -> KeptBoard:
    """Keep a board the rules accept: a new one (no `board_id`) or in place of board `board_id`. Refused
    (`BoardRefused`, located) when the rules refuse it, its name is another board's, or `board_id` is a
    bundled board (those are read-only: duplicate one to change it)."""
    if board_id is not None and board_id.startswith(BUNDLED_PREFIX):
        raise BoardRefused([Problem("", phrase("bd.read_only"))])
    data = {**data, "name": _name(data)}
    found = problems(game, data)
    if not found and _taken(store, game, data["name"], board_id):
        found = [Problem("name", phrase("bd.name_taken", name=data["name"]))]
    if found:
        raise BoardRefused(found)
    record = store.boards.put(game, data["name"], data, board_id)
    return get(store, game, record.id)


def rename(store: Store, game: str, board_id: str, name: str) -> KeptBoard:
    board = get(store, game, board_id)
    return save(store, game, {**board.data, "name": name}, board_id)


def duplicate(store: Store, game: str, board_id: str) -> KeptBoard:
    """A copy under a free name (a bundled board's copy is the table's own, to edit)."""
    board = get(store, game, board_id)
    return save(store, game, {**copy.deepcopy(board.data), "name": free_name(store, game, board.name)})


def save_edited(store: Store, game: str, data: dict[str, Any], board_id: str, lang: str) -> KeptBoard:
    """What an editor saves: in place of the table's own board, or, for a bundled board (read-only), as
    the table's new copy, made now and not when the editor opened. The copy keeps the name typed, else
    the name the reader saw ("Loopit example board 2", not the file id "example 2")."""
    if "example" in data:  # edited and saved, the board is the table's own: no "reconstructed..." note
        data = {**data, "example": False}
    if not board_id.startswith(BUNDLED_PREFIX):
        return save(store, game, data, board_id)
    original = get(store, game, board_id).name
    name = _name(data) or original
    if name == original:  # a copy is no longer the reconstructed default: its "(reconstructed...)" goes
        name = free_name(store, game, re.sub(r"\s*\(.*\)\s*$", "", shown_name(game, original, lang)))
    return save(store, game, {**data, "name": name})


def delete(store: Store, game: str, board_id: str) -> None:
    """Forget one of the table's boards (games played on it keep their copy); bundled ones cannot go."""
    get(store, game, board_id)
    if board_id.startswith(BUNDLED_PREFIX):
        raise BoardRefused([Problem("", phrase("bd.read_only"))])
    store.boards.delete(board_id)


# --- board files and QR codes ------------------------------------------------------------------------

def board_file(game: str, data: dict[str, Any]) -> dict[str, Any]:
    """The file that shares a board (see the module's brief)."""
    return {"kind": BOARD_FILE_KIND, "game": game, "board": data}


def read_board_file(data: Any, game: str | None = None) -> tuple[str, dict[str, Any]]:
    """(game, board) of a board file, the board checked by the rules; a bare board (no envelope) is read
    too when `game` says whose it is. `BoardRefused` / `UnreadableInput`, located, otherwise."""
    if isinstance(data, dict) and data.get("kind") == BOARD_FILE_KIND:
        named = data.get("game")
        if not isinstance(named, str) or not has_boards(named):
            raise UnreadableInput([Problem("game", phrase("bd.not_a_board_game", game=str(named)))])
        if game is not None and named != game:

            raise UnreadableInput([Problem("game", phrase("bd.other_game", game=find_game(named).name,
                                                          wanted=find_game(game).name))])
        unknown = [Problem(key, phrase("bd.unknown_key")) for key in sorted(set(data) - {"kind", "game", "board"})]
        board = data.get("board")
        found = [Problem(f"board.{p.where}" if p.where else "board", p.phrase or p.message)
                 for p in problems(named, board)]
        if found:  # every fault at once: the envelope's and the board's
            raise BoardRefused(unknown + found)
        if unknown:
            raise UnreadableInput(unknown)
        return named, board
    if game is None or not isinstance(data, dict) or "players" in data or "sides" in data:
        raise UnreadableInput(phrase("bd.not_a_board_file"))
    return game, check(game, data)


def payload_text(game: str, data: dict[str, Any]) -> str:
    """The QR text of a board (the sheets' payload style, `TR1:`)."""
    from referee_app.exchange import payload

    return payload.encode(board_file(game, data))


def fits_a_qr(text: str) -> bool:
    from referee_app.exchange.payload import MAX_QR_CHARS

    return len(text) <= MAX_QR_CHARS


def board_of_text(text: str, game: str | None = None) -> tuple[str, dict[str, Any]]:
    """A board from pasted text: the QR code's text (`TR1:...`) or a board file's JSON."""
    from referee_app.exchange.importer import game_file_of_text

    return read_board_file(game_file_of_text(text), game)


def board_of_bytes(raw: bytes, game: str | None = None) -> tuple[str, dict[str, Any]]:
    """A board from a picked file: a picture of its QR code, or a board file / QR text."""
    from referee_app.exchange.importer import game_file_of_bytes

    return read_board_file(game_file_of_bytes(raw), game)


@dataclass(frozen=True)
class ImportedBoard:
    board: KeptBoard
    duplicate: bool  # the same board was already kept: nothing was added


def import_board(store: Store, game: str, data: dict[str, Any]) -> ImportedBoard:
    """Keep an imported board (checked by the rules), once: the same board already kept is found; a name
    already taken by another board gets a free one."""
    data = {**data, "name": _name(data)}
    same = next((b for b in list_boards(store, game) if b.data == data), None)
    if same is not None:
        return ImportedBoard(same, duplicate=True)
    return ImportedBoard(save(store, game, {**data, "name": free_name(store, game, _name(data))}), duplicate=False)


# --- the JSON Schema of a board file ---------------------------------------------------------------

def json_schema(game: str) -> dict[str, Any]:
    """The JSON Schema of a board file of `game` (`referee schema board-<game>`)."""
    board_kind = kind(game)
    model = create_model(
        f"{game.capitalize()}BoardFile",
        __config__=ConfigDict(extra="forbid", title=f"{game} board file"),
        kind=(Literal["board"], Field(description="marks a board file (not a game file)")),
        game=(Literal[game], Field(description="the game the board is for")),  # type: ignore[valid-type]
        board=(board_kind.model, Field(description="the board, as a game file holds it")),
    )
    return model.model_json_schema()


# --- a new game on a board -----------------------------------------------------------------------------

def on_board(game: str, doc: BaseModel, data: dict[str, Any]) -> BaseModel:
    """A new game's document played on a COPY of `data`, kept inline in its game file (so that changing
    the board later never changes this game); the rules must accept the game on it (`RefereeError`)."""
    from referee_app.fronts import game_file
    from scorers.registry import find_game

    file = getattr(doc, "file", None)
    if not isinstance(file, dict):
        raise NotABoardGame(phrase("bd.not_a_board_game", game=game))
    placed = doc.model_copy(update={"file": {**file, "board": copy.deepcopy(data)}})
    info = find_game(game)
    info.rules().parse(game_file(info, placed.model_dump(mode="json")))
    return placed
