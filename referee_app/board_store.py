"""The store's boards: the printed material a table typed in (a Numeri track, a Loopit board...), one row
per board, beside the games they are played on.

Design
- Schema 3 (`schema_v3`, run by `store._MIGRATIONS`) adds `boards (id, game, name, data, created,
  modified)`: `data` is the board file as JSON (the `board` of a game file), `name` repeats its name for
  lists and sorting. Boards are the table's data, like its games: they travel in backups.
- Boards once kept in the settings (`track-boards:{game}`, a dict name -> board of the first track
  editor) are moved into the table by the migration, and again after a restore of an older backup
  (`move_settings_boards`): the setting is removed once its boards are rows.
- The store knows no rules: whether a board is one the game accepts is `referee_app.boards`' question.
  A row that cannot be read (data that is not a JSON object, a date that is not a date) is skipped by
  the lists, refused (`BadRow`) when asked for by id, listed by `Store.set_aside()` and can be deleted.
- No revisions: a board is small and edited as a whole; a game keeps its own copy of the board it is
  played on, so changing a board never changes a saved game.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict

from referee_app.records import StoreError, dump_json, now_text, undecoded
from scorers.i18n import phrase

#: The settings key under which the first track board editor kept its boards (one dict per game).
OLD_SETTINGS_PREFIX = "track-boards:"

_SCHEMA_V3 = """
CREATE TABLE boards (id TEXT PRIMARY KEY, game TEXT NOT NULL, name TEXT NOT NULL, data TEXT NOT NULL,
                     created TEXT NOT NULL, modified TEXT NOT NULL);
CREATE INDEX boards_by_game ON boards (game, name)
"""


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



def move_settings_boards(db: sqlite3.Connection) -> int:
    """Move the boards kept in `track-boards:{game}` settings into the boards table (a board whose game
    already has one of that name is not copied twice); returns how many were moved. A setting that is
    not JSON stays where it is (set aside as a setting)."""
    moved = 0
    rows = db.execute("SELECT key, value FROM settings WHERE key LIKE ?", (OLD_SETTINGS_PREFIX + "%",)).fetchall()
    for key, value in rows:
        game = key[len(OLD_SETTINGS_PREFIX):]
        try:
            kept = json.loads(value)
        except (TypeError, ValueError):
            continue
        for name, board in (kept.items() if isinstance(kept, dict) else ()):
            if not isinstance(board, dict):
                continue
            name = str(board.get("name") or name)
            if db.execute("SELECT 1 FROM boards WHERE game = ? AND name = ?", (game, name)).fetchone():
                continue
            now = now_text()
            db.execute("INSERT INTO boards VALUES (?, ?, ?, ?, ?, ?)",
                       (uuid.uuid4().hex, game, name, dump_json({**board, "name": name}), now, now))
            moved += 1
        db.execute("DELETE FROM settings WHERE key = ?", (key,))
    return moved


def schema_v3(db: sqlite3.Connection) -> None:
    for statement in _SCHEMA_V3.split(";"):
        db.execute(statement)
    move_settings_boards(db)


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


class BoardsMixin:
    """The boards table; mixed into `Store` (which gives `_use`)."""

    _use: Any

    def list_boards(self, game: str | None = None) -> list[BoardRecord]:
        """The boards of a game (every game's without `game`), by name; rows that cannot be read are left
        out (see `bad_boards`)."""
        where, params = ("WHERE game = ?", (game,)) if game else ("", ())
        with self._use() as db:
            rows = db.execute(f"SELECT id, game, name, data, created, modified FROM boards {where} "
                              f"ORDER BY game, name COLLATE NOCASE, created", params).fetchall()
        boards = []
        for row in rows:
            try:
                boards.append(_board(row))
            except BadBoardRow:
                continue
        return boards

    def get_board(self, board_id: str) -> BoardRecord:
        with self._use() as db:
            row = db.execute("SELECT id, game, name, data, created, modified FROM boards WHERE id = ?",
                             (board_id,)).fetchone()
        if row is None:
            raise StoreError(f"no saved board {board_id!r}", phrase=phrase("st.no_board", board=board_id))
        return _board(row)

    def put_board(self, game: str, name: str, data: dict, board_id: str | None = None) -> BoardRecord:
        """Create a board (no `board_id`) or replace the name and data of board `board_id`."""
        document, now = dump_json(dict(data)), now_text()
        with self._use(write=True) as db:
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

    def delete_board(self, board_id: str) -> None:
        """Forget a board for good (the games played on it keep their own copy); a row that cannot be read
        can be deleted all the same."""
        with self._use(write=True) as db:
            if not db.execute("DELETE FROM boards WHERE id = ?", (board_id,)).rowcount:
                raise StoreError(f"no saved board {board_id!r}", phrase=phrase("st.no_board", board=board_id))

    def board_name_taken(self, game: str, name: str, other_than: str | None = None) -> bool:
        """Whether another board of `game` has this name (any case, surrounding spaces ignored)."""
        key = " ".join(name.split()).casefold()
        return any(" ".join(b.name.split()).casefold() == key and b.id != other_than for b in self.list_boards(game))

    def bad_boards(self) -> list[tuple[str, str, str]]:
        """(id, why, raw row as JSON text) of every board row that cannot be read."""
        found = []
        with self._use() as db:
            rows = db.execute("SELECT id, game, name, data, created, modified FROM boards ORDER BY id").fetchall()
        for row in rows:
            try:
                _board(row)
            except BadBoardRow as exc:
                raw = dict(zip(("id", "game", "name", "data", "created", "modified"), row))
                found.append((str(row[0]), str(exc), json.dumps(raw, ensure_ascii=False, default=str)))
        return found
