"""The saved games and their revisions: one part of the store (`store.games`), readable alone.

- Every game is a row of `games` and its history is rows of `revisions`, one per revision, each holding the
  whole document with its title, status and the label of the change that made it. Undo and redo only move
  `games.revision` along the history; a save after undo drops the redo tail. Whole documents rather than
  diffs keep undo trivially right; the documents are small. The history is bounded: only the last
  `history_limit` (500) revisions of a game are kept.
- Every change can name the revision it was made on (`expected`): a change made on another revision (a
  second tab, a second phone) raises `StaleRevision` and changes nothing, never overwriting a change the
  caller has not seen.
- A row that cannot be read (a document that is not JSON, a date that is not a date or has no time zone, a
  status we do not know, a game row without its revision, text that is not UTF-8) never stops the rest: it
  is left untouched in the file, skipped by the lists, refused (`BadRow`) when asked for by id, and listed
  with its raw text by `set_aside()` so that it can be exported or deleted.
- The games know no rules and no UI: `data` is an opaque JSON document.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict

from referee_app.store.connection import Connection
from referee_app.store.errors import BadRow, StoreError
from referee_app.store.records import IMPORTED_MARK
from referee_app.store.values import SetAside, dump_json, now_text, undecoded
from scorers.i18n import Phrase, phrase

HISTORY_LIMIT = 500

STATUSES = ("in_progress", "finished")

#: Settings that belong to one game, keyed `<prefix>:<game id>`: the set-up it was started from ("Play again")
#: and the player and flea type its next tap lays. Purging the game removes them.
GAME_SETTINGS = ("setup", "selection")

class GameRecord(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    game: str
    title: str
    status: Literal["in_progress", "finished"]
    created: AwareDatetime  # the store writes UTC times; a naive one is a row written elsewhere (set aside)
    updated: AwareDatetime
    data: dict
    revision: int
    can_undo: bool
    can_redo: bool
    last_change: str | None
    deleted: AwareDatetime | None = None  # when it was soft-deleted (seen only with include_deleted=True)

class StaleRevision(StoreError):
    """A change was made on a revision that is no longer the game's current one (changed elsewhere)."""

    code = "stale-revision"

    def __init__(self, message: str, current: GameRecord, phrase: Phrase | None = None) -> None:
        super().__init__(message, phrase)
        self.current = current

_RECORD_SQL = """
SELECT g.id, g.game, r.title, r.status, g.created, g.updated, r.data, g.revision, r.label, g.deleted,
       (SELECT min(revision) FROM revisions WHERE game_id = g.id),
       (SELECT max(revision) FROM revisions WHERE game_id = g.id)
FROM games g JOIN revisions r ON r.game_id = g.id AND r.revision = g.revision"""

def _record(row: tuple) -> GameRecord:
    """The record of a row of `_RECORD_SQL`; `BadRow` if any part of it cannot be read."""
    try:
        return _decode(row)
    except (ValueError, TypeError) as exc:  # JSONDecodeError, a bad date, pydantic's ValidationError
        raise BadRow(f"saved game {row[0]!r} cannot be read ({type(exc).__name__}): "
                     f"{str(exc).splitlines()[0][:200]}", phrase=phrase("st.game_unreadable", game=row[0])) from None

def _short_columns_ok(created: Any, updated: Any, status: Any, title: Any, *text: Any) -> bool:
    try:
        if None in (datetime.fromisoformat(created).tzinfo, datetime.fromisoformat(updated).tzinfo):
            return False
    except (TypeError, ValueError):
        return False
    return status in STATUSES and isinstance(title, str) and not undecoded((created, updated, status, title, *text))

def _decode(row: tuple) -> GameRecord:
    columns = ("id", "game", "title", "status", "created", "updated", "data", "revision", "label", "deleted")
    if undecoded(row):
        raise ValueError(f"{', '.join(columns[i] for i in undecoded(row))}: text that is not UTF-8")
    game_id, game, title, status, created, updated, data, revision, label, deleted, first, last = row
    return GameRecord(id=game_id, game=game, title=title, status=status, created=datetime.fromisoformat(created),
                      updated=datetime.fromisoformat(updated), data=json.loads(data), revision=revision,
                      can_undo=revision > first, can_redo=revision < last, last_change=label,
                      deleted=datetime.fromisoformat(deleted) if deleted else None)


class Games:
    """The saved games and their revisions. Every method is thread-safe; every write is durable on return."""

    def __init__(self, connection: Connection) -> None:
        self._connection = connection
        self.history_limit = HISTORY_LIMIT


    def _fetch(self, db: sqlite3.Connection, game_id: str, include_deleted: bool = False) -> GameRecord:
        row = db.execute(_RECORD_SQL + " WHERE g.id = ?", (game_id,)).fetchone()
        if row is None and db.execute("SELECT 1 FROM games WHERE id = ? AND (? OR deleted IS NULL)",
                                      (game_id, include_deleted)).fetchone():
            raise BadRow(f"saved game {game_id!r} has lost its current revision",
                         phrase=phrase("st.revision_lost", game=game_id))
        if row is None or (row[9] is not None and not include_deleted):
            raise StoreError(f"no saved game {game_id!r}", phrase=phrase("st.no_game", game=game_id))
        return _record(row)

    def _move_to(self, db: sqlite3.Connection, game_id: str, revision: int) -> None:
        touched = db.execute("SELECT coalesce(max(touched), 0) + 1 FROM games").fetchone()[0]
        db.execute("UPDATE games SET revision = ?, updated = ?, touched = ? WHERE id = ?",
                   (revision, now_text(), touched, game_id))

    # --- games ----------------------------------------------------------------------------------
    def create(self, game: str, title: str, data: dict, status: str = "in_progress") -> GameRecord:
        if status not in STATUSES:
            raise StoreError(f"unknown status {status!r}", phrase=phrase("st.unknown_status", status=status))
        document, game_id, now = dump_json(dict(data)), uuid.uuid4().hex, now_text()
        with self._connection.use(write=True) as db:
            db.execute("INSERT INTO games (id, game, created, updated, touched, revision) VALUES (?, ?, ?, ?, 0, 0)",
                       (game_id, game, now, now))
            db.execute("INSERT INTO revisions VALUES (?, 1, ?, ?, ?, NULL)", (game_id, title, status, document))
            self._move_to(db, game_id, 1)
            return self._fetch(db, game_id)

    def get(self, game_id: str) -> GameRecord:
        with self._connection.use() as db:
            return self._fetch(db, game_id)

    def latest(self, limit: int = 50, include_deleted: bool = False,
                   games: list[str] | None = None) -> list[GameRecord]:
        """Most recently changed first (a delete and its restore keep the game's place); with `games`,
        only the saved games of those game ids."""
        only = "" if games is None else f" AND g.game IN ({','.join('?' * len(games))})"
        # plays imported from BG Stats are History's only: no game of theirs to open or play again
        imported = f" AND (g.fingerprint IS NULL OR g.fingerprint NOT LIKE '{IMPORTED_MARK}%')"
        with self._connection.use() as db:
            rows = db.execute(_RECORD_SQL + f" WHERE (? OR g.deleted IS NULL){only}{imported} ORDER BY g.touched DESC",
                              (include_deleted, *(games or ())))
            records: list[GameRecord] = []
            for row in rows:
                try:
                    records.append(_record(row))
                except BadRow:  # listed by `set_aside`, never in the way of the others
                    continue
                if len(records) == limit:
                    break
            return records

    def save(self, game_id: str, data: dict, label: str, title: str | None = None,
             status: str | None = None, expected: int | None = None) -> GameRecord:
        """A new revision after the current one (any redo tail is dropped); a no-op if nothing differs.
        With `expected`, the change was made on that revision: `StaleRevision` if it is no longer current."""
        if status is not None and status not in STATUSES:
            raise StoreError(f"unknown status {status!r}", phrase=phrase("st.unknown_status", status=status))
        document = dump_json(dict(data))
        with self._connection.use(write=True) as db:
            current = self._current(db, game_id, expected)
            title, status = title if title is not None else current.title, status or current.status
            stored = db.execute("SELECT data FROM revisions WHERE game_id = ? AND revision = ?",
                                (game_id, current.revision)).fetchone()[0]
            if (document, title, status) == (stored, current.title, current.status):
                return current
            revision = current.revision + 1
            db.execute("DELETE FROM revisions WHERE game_id = ? AND (revision >= ? OR revision <= ?)",
                       (game_id, revision, revision - self.history_limit))
            db.execute("INSERT INTO revisions VALUES (?, ?, ?, ?, ?, ?)",
                       (game_id, revision, title, status, document, label))
            self._move_to(db, game_id, revision)
            return self._fetch(db, game_id)

    def undo(self, game_id: str, expected: int | None = None) -> GameRecord:
        return self._step(game_id, -1, expected)

    def redo(self, game_id: str, expected: int | None = None) -> GameRecord:
        return self._step(game_id, +1, expected)

    def stepped(self, game_id: str, delta: int) -> GameRecord:
        """The record an undo (`delta` -1) or a redo (+1) will make current, read without moving anything:
        what a screen paints while the step is being written (issue 18). The current record when there is
        no step that way."""
        with self._connection.use() as db:
            current = self._fetch(db, game_id)
            if not (current.can_undo if delta < 0 else current.can_redo):
                return current
            row = list(db.execute(_RECORD_SQL.replace("r.revision = g.revision", "r.revision = g.revision + ?")
                                  + " WHERE g.id = ?", (delta, game_id)).fetchone())
        row[7] = current.revision + delta  # the revision it will be (revisions kept are contiguous)
        return _record(tuple(row))

    def _current(self, db: sqlite3.Connection, game_id: str, expected: int | None) -> GameRecord:
        current = self._fetch(db, game_id)
        if expected is not None and current.revision != expected:
            raise StaleRevision(f"saved game {game_id!r} is at revision {current.revision}, "
                                f"the change was made on revision {expected}", current,
                                phrase=phrase("st.stale_revision", game=game_id, current=current.revision,
                                               expected=expected))
        return current

    def _step(self, game_id: str, delta: int, expected: int | None = None) -> GameRecord:
        with self._connection.use(write=True) as db:
            current = self._current(db, game_id, expected)
            if current.can_undo if delta < 0 else current.can_redo:
                self._move_to(db, game_id, current.revision + delta)  # revisions kept are contiguous
                current = self._fetch(db, game_id)
            return current

    def go_to(self, game_id: str, revision: int) -> GameRecord:
        """Make a kept revision the current one (the later ones become the redo tail), even when the
        current revision cannot be read: the way back from a damaged document."""
        with self._connection.use(write=True) as db:
            if db.execute("SELECT 1 FROM revisions WHERE game_id = ? AND revision = ?",
                          (game_id, revision)).fetchone() is None:
                raise StoreError(f"saved game {game_id!r} has no revision {revision}",
                                 phrase=phrase("st.no_revision", game=game_id, revision=revision))
            self._move_to(db, game_id, revision)
            return self._fetch(db, game_id)

    def discard(self, game_id: str, revision: int) -> None:
        """Forget `revision` if it is the game's current and last one, going back to the one before: a
        change that was saved but could not be shown is taken back as if never made."""
        with self._connection.use(write=True) as db:
            row = db.execute("SELECT revision, (SELECT max(revision) FROM revisions WHERE game_id = ?), "
                             "(SELECT min(revision) FROM revisions WHERE game_id = ?) FROM games WHERE id = ?",
                             (game_id, game_id, game_id)).fetchone()
            if row is None or row[0] != revision or row[1] != revision or row[2] >= revision:
                return
            db.execute("DELETE FROM revisions WHERE game_id = ? AND revision = ?", (game_id, revision))
            self._move_to(db, game_id, revision - 1)

    def revision_data(self, game_id: str) -> list[tuple[int, str]]:
        """Every kept revision of a game as (revision, raw document text), newest first (for recovery)."""
        with self._connection.use() as db:
            return db.execute("SELECT revision, data FROM revisions WHERE game_id = ? ORDER BY revision DESC",
                              (game_id,)).fetchall()

    def set_aside(self) -> list[SetAside]:
        """The games that cannot be read (not deleted ones), with their raw text; the rest of the store works
        without them. Cheap enough for every Home: SQLite checks the JSON, Python only
        the short columns and whether each document is UTF-8 (`is_utf8`: about a tenth of the scan's time)."""
        found: list[SetAside] = []
        with self._connection.use() as db:  # a CASE, not an OR: json_type of text that is not JSON raises
            # by rowid: an id that is not UTF-8 (or a damaged index) would not find its row again
            suspects = [rowid for rowid, bad_json, *short in db.execute(
                "SELECT g.rowid, CASE WHEN r.data IS NULL OR NOT json_valid(r.data) "
                "OR NOT is_utf8(CAST(r.data AS BLOB)) THEN 1 ELSE json_type(r.data) != 'object' END, "
                "g.created, g.updated, r.status, r.title, g.id, g.game, r.label FROM games g LEFT JOIN revisions r "
                "ON r.game_id = g.id AND r.revision = g.revision WHERE g.deleted IS NULL ORDER BY g.touched DESC")
                if bad_json or not _short_columns_ok(*short)]
            for rowid in suspects:
                row = db.execute("SELECT g.id, g.game, r.title, r.status, g.created, g.updated, r.data, g.revision, "
                                 "r.label, g.deleted FROM games g LEFT JOIN revisions r ON r.game_id = g.id AND "
                                 "r.revision = g.revision WHERE g.rowid = ?", (rowid,)).fetchone()
                if row is None:  # changed since the scan (another tab)
                    continue
                try:
                    if row[6] is None:
                        raise BadRow(f"saved game {row[0]!r} has no revision {row[7]}",
                                     phrase=phrase("st.no_revision", game=row[0], revision=row[7]))
                    _record((*row, row[7], row[7]))
                except BadRow as exc:
                    raw = dict(zip(("id", "game", "title", "status", "created", "updated", "data", "revision",
                                    "label", "deleted"), row))
                    found.append(SetAside(kind="game", key=str(row[0]), reason=str(exc), said=exc.problems[0].phrase,
                                          raw=json.dumps(raw, ensure_ascii=False, default=str)))
        return found

    def kinds(self) -> list[str]:
        """The game ids (registry ids) of the saved games, each once."""
        with self._connection.use() as db:
            return [row[0] for row in db.execute("SELECT DISTINCT game FROM games WHERE deleted IS NULL")]

    def delete(self, game_id: str) -> None:
        """Hide the game (kept until `purge_deleted`); `restore` brings it back as it was."""
        with self._connection.use(write=True) as db:  # a row that cannot be read can be deleted all the same
            if db.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone() is None:
                raise StoreError(f"no saved game {game_id!r}", phrase=phrase("st.no_game", game=game_id))
            db.execute("UPDATE games SET deleted = ? WHERE id = ? AND deleted IS NULL", (now_text(), game_id))

    def restore(self, game_id: str) -> GameRecord:
        with self._connection.use(write=True) as db:
            self._fetch(db, game_id, include_deleted=True)
            db.execute("UPDATE games SET deleted = NULL WHERE id = ?", (game_id,))
            return self._fetch(db, game_id)

    def purge_deleted(self, older_than: timedelta) -> int:
        cutoff = (datetime.now(UTC) - older_than).isoformat(timespec="microseconds")
        with self._connection.use(write=True) as db:
            db.execute("DELETE FROM revisions WHERE game_id IN (SELECT id FROM games WHERE deleted <= ?)", (cutoff,))
            for prefix in GAME_SETTINGS:  # the settings of a game go with it
                db.execute("DELETE FROM settings WHERE key IN (SELECT ? || id FROM games WHERE deleted <= ?)",
                           (f"{prefix}:", cutoff))
            return db.execute("DELETE FROM games WHERE deleted <= ?", (cutoff,)).rowcount

    def recent_player_names(self, limit: int = 12) -> list[str]:
        """Names from `data["players"]` (strings or {"name": ...}) of the latest games, newest first, unique."""
        names: list[str] = []
        seen: set[str] = set()
        with self._connection.use() as db:
            rows = db.execute("SELECT r.data FROM games g JOIN revisions r ON r.game_id = g.id AND "
                              "r.revision = g.revision WHERE g.deleted IS NULL ORDER BY g.touched DESC")
            for (document,) in rows:
                try:
                    players = json.loads(document).get("players")
                except (ValueError, TypeError, AttributeError):  # a set-aside row (see `set_aside`)
                    continue
                for player in players if isinstance(players, list) else ():
                    name = player.get("name") if isinstance(player, dict) else player
                    if len(names) >= limit:
                        return names
                    if isinstance(name, str) and name.strip() and name.strip().casefold() not in seen:
                        seen.add(name.strip().casefold())
                        names.append(name.strip())
        return names
