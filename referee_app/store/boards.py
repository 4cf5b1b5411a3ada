"""The table's boards: the printed material a table typed in (a Numeri track, a Loopit board...), one row
per board, beside the games they are played on; one part of the store (`store.boards`), readable alone.

- A board row holds the board file as JSON (`data`, the `board` of a game file) and its name (for lists and
  sorting); the table is schema 3 (`store/schema.py`). Boards are the table's data, like its games: they
  travel in backups.
- The store knows no rules: whether a board is one the game accepts is `referee_app.boards`' question. A row
  that cannot be read (data that is not a JSON object, a date that is not a date) is skipped by the lists,
  refused (`BadBoardRow`) when asked for by id, listed by `set_aside()` and can be deleted.
- No revisions: a board is small and edited as a whole; a game keeps its own copy of the board it is played
  on, so changing a board never changes a saved game.
"""

from __future__ import annotations

import json
import uuid
from datetime import datetime

from pydantic import BaseModel, ConfigDict

from referee_app.store.connection import Connection
from referee_app.store.errors import StoreError
from referee_app.store.values import SetAside, dump_json, now_text, undecoded
from scorers.i18n import phrase


class BadBoardRow(StoreError):
    """A board row that cannot be read (set aside, see `Store.set_aside`)."""

    code = "bad-row"

class BoardRecord(BaseModel):
    """A board as kept: which game, its name, the board file, and when it was made and last changed."""

    model_config = ConfigDict(frozen=True)

    id: str
    game: str
    name: str
    data: dict
    created: datetime
    modified: datetime

def _board(row: tuple) -> BoardRecord:
    board_id, game, name, data, created, modified = row
    try:
        if undecoded(row):
            raise ValueError("text that is not UTF-8")
        loaded = json.loads(data)
        if not isinstance(loaded, dict):
            raise TypeError(f"the board is a {type(loaded).__name__}, not a JSON object")
        return BoardRecord(id=board_id, game=game, name=name, data=loaded, created=datetime.fromisoformat(created),
                           modified=datetime.fromisoformat(modified))
    except (ValueError, TypeError) as exc:
        raise BadBoardRow(f"board {board_id!r} cannot be read ({type(exc).__name__}): "
                          f"{str(exc).splitlines()[0][:200]}", phrase=phrase("st.board_unreadable", board=board_id)) \
            from None


class Boards:
    """The boards of every game. Every method is thread-safe; every write is durable on return."""

    def __init__(self, connection: Connection) -> None:
        self._connection = connection

    def listed(self, game: str | None = None) -> list[BoardRecord]:
        """The boards of a game (every game's without `game`), by name; rows that cannot be read are left
        out (see `bad_boards`)."""
        where, params = ("WHERE game = ?", (game,)) if game else ("", ())
        with self._connection.use() as db:
            rows = db.execute(f"SELECT id, game, name, data, created, modified FROM boards {where} "
                              f"ORDER BY game, name COLLATE NOCASE, created", params).fetchall()
        boards = []
        for row in rows:
            try:
                boards.append(_board(row))
            except BadBoardRow:
                continue
        return boards

    def get(self, board_id: str) -> BoardRecord:
        with self._connection.use() as db:
            row = db.execute("SELECT id, game, name, data, created, modified FROM boards WHERE id = ?",
                             (board_id,)).fetchone()
        if row is None:
            raise StoreError(f"no saved board {board_id!r}", phrase=phrase("st.no_board", board=board_id))
        return _board(row)

    def put(self, game: str, name: str, data: dict, board_id: str | None = None) -> BoardRecord:
        """Create a board (no `board_id`) or replace the name and data of board `board_id`."""
        document, now = dump_json(dict(data)), now_text()
        with self._connection.use(write=True) as db:
            if board_id is None:
                board_id = uuid.uuid4().hex
                db.execute("INSERT INTO boards VALUES (?, ?, ?, ?, ?, ?)", (board_id, game, name, document, now, now))
            elif not db.execute("UPDATE boards SET name = ?, data = ?, modified = ? WHERE id = ? AND game = ?",
                                (name, document, now, board_id, game)).rowcount:
                raise StoreError(f"no saved board {board_id!r} of {game}",
                                 phrase=phrase("st.no_board_of", board=board_id, game=game))
            row = db.execute("SELECT id, game, name, data, created, modified FROM boards WHERE id = ?",
                             (board_id,)).fetchone()
        return _board(row)

    def delete(self, board_id: str) -> None:
        """Forget a board for good (the games played on it keep their own copy); a row that cannot be read
        can be deleted all the same."""
        with self._connection.use(write=True) as db:
            if not db.execute("DELETE FROM boards WHERE id = ?", (board_id,)).rowcount:
                raise StoreError(f"no saved board {board_id!r}", phrase=phrase("st.no_board", board=board_id))

    def name_taken(self, game: str, name: str, other_than: str | None = None) -> bool:
        """Whether another board of `game` has this name (any case, surrounding spaces ignored)."""
        key = " ".join(name.split()).casefold()
        return any(" ".join(b.name.split()).casefold() == key and b.id != other_than for b in self.listed(game))

    def set_aside(self) -> list[SetAside]:
        """Every board row that cannot be read, with why and its raw text."""
        found = []
        with self._connection.use() as db:
            rows = db.execute("SELECT id, game, name, data, created, modified FROM boards ORDER BY id").fetchall()
        for row in rows:
            try:
                _board(row)
            except BadBoardRow as exc:
                raw = dict(zip(("id", "game", "name", "data", "created", "modified"), row))
                found.append(SetAside(kind="board", key=str(row[0]), reason=str(exc),
                                      raw=json.dumps(raw, ensure_ascii=False, default=str)))
        return found
