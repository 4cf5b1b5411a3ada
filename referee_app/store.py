"""Saved games: one SQLite database in the app's data folder, written at every change.

Design
- One file, `games.sqlite3` in `default_data_dir()`, three tables: `games` (one row per game: its
  registry id, current revision, times, soft-delete time), `revisions` (the history of each game,
  one row per revision holding the whole document with its title, status and the label of the
  change that made it) and `settings` (small JSON values; setting None removes the key); later schemas
  add the players and results (`referee_app.records`) and the table's boards (`referee_app.board_store`).
- Undo and redo only move `games.revision` along the history; a save after undo drops the redo
  tail. Whole documents rather than diffs keep undo trivially right; the documents are small. The
  history is bounded: only the last `history_limit` (500) revisions of a game are kept.
- Every write is one `BEGIN IMMEDIATE ... COMMIT` transaction that has committed before the method
  returns. Journal: WAL with synchronous=FULL. Each commit is one append plus one fsync of the WAL
  (cheaper on phone flash than the several fsyncs of a rollback journal), a commit that returned
  survives a killed app and a power cut, and a commit cut short is simply absent on reopening.
- Opening checks the file: SQLite's magic string, `PRAGMA integrity_check` (not `quick_check`: an index
  that no longer matches its table passes it and makes queries miss rows in silence), our `application_id`,
  a schema not newer than ours.
- The app's store (`repair=True`, the default) never raises at opening. Indexes that disagree with their
  tables are rebuilt from them (REINDEX, `report.rebuilt`); any other failure renames the file with its
  -wal/-shm to `<name>.corrupt-<UTC time>` and starts a fresh database, and the rows that can still be read
  can be recovered from it (`restore_from(moved_aside, salvage=True)`, Home's offer, `report.recoverable`).
  A sound file that cannot be written (a read-only folder) is opened read-only (`report.read_only`); with no
  usable file at all (folder not writable, file locked by another process), the store runs in memory and
  `report.reason` says that nothing will be kept. A zero-byte file is a fresh database too, but
  `report.was_empty` says so (a file that held games and lost them must not pass unnoticed).
- The `referee` command's store (`repair=False`) repairs nothing: each of those is an `UnusableStore`, located
  at the file, and nothing is moved or changed.
- A sound file with one bad row (a document or setting that is not JSON, a date that is not a date or has
  no time zone, a status we do not know, a game row without its revision, text that is not UTF-8: read as
  `UndecodedText`, see `records.decode_text`) never stops the rest: the row is left
  untouched in the file, skipped by the lists, refused (`StoreError`) when asked for by id, and
  listed with its raw text by `set_aside()` so that it can be exported or deleted.
- Every change can name the revision it was made on (`expected`): a change made on another revision
  (a second tab, a second phone) raises `StaleRevision` and changes nothing, never overwriting a
  change the caller has not seen.
- The schema is versioned by `PRAGMA user_version`: `_MIGRATIONS[n]` upgrades version n to n + 1
  (schema 2, player profiles and the results of finished games, is described in `referee_app.records`;
  schema 3, the boards, in `referee_app.board_store`).
- One connection, `check_same_thread=False`, behind a lock: Flet calls handlers from worker threads.
The store knows no game rules and no UI: `data` is an opaque JSON document.
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
import threading
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict

from referee_app.board_store import BoardRecord, BoardsMixin, move_settings_boards, schema_v3  # noqa: F401
from referee_app.records import (  # noqa: F401 - re-exported: the store's public names
    APPLICATION_ID,
    IMPORTED_MARK,
    SQLITE_MAGIC,
    NotABackup,
    RecordsMixin,
    StoreError,
    UndecodedText,
    WouldOverwrite,
    dump_json,
    now_text,
    readable_text,
    schema_v2,
    schema_v4,
    undecoded,
)
from scorers.errors import Problem, RefereeError
from scorers.i18n import Phrase, phrase

HISTORY_LIMIT = 500
STATUSES = ("in_progress", "finished")
#: Settings that belong to one game, keyed `<prefix>:<game id>`: the set-up it was started from ("Play again")
#: and the player and flea type its next tap lays. Purging the game removes them.
GAME_SETTINGS = ("setup", "selection")
_SQLITE_MAGIC = SQLITE_MAGIC


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


class StoreOpenReport(BaseModel):
    model_config = ConfigDict(frozen=True)

    path: Path
    moved_aside: Path | None = None
    reason: str | None = None  # English, for logs
    said: tuple[Phrase, ...] = ()  # the reason in the catalogue's words, one phrase a cause (what Home shows)
    was_empty: bool = False  # the file was there with zero bytes: started empty (said to the user)
    read_only: bool = False  # the file could be read but not written: the games are shown, no change is kept
    rebuilt: bool = False  # its indexes disagreed with its tables and were rebuilt from them: nothing lost (said)
    #: moved aside because it was damaged (not another application's or a newer app's): its readable rows can be
    #: recovered (`restore_from(moved_aside, salvage=True)`, Home's offer)
    recoverable: bool = False


class SetAside(BaseModel):
    """A row that cannot be read, kept as it is in the file: which row, why, and its raw text."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["game", "setting", "board"]
    key: str  # the game's, setting's or board's key
    reason: str  # English, for logs and the `referee` command
    raw: str  # the row as JSON text (every column as stored), for an export
    said: Phrase | None = None  # the reason in the catalogue's words (what the screens show)


class StaleRevision(StoreError):
    """A change was made on a revision that is no longer the game's current one (changed elsewhere)."""

    code = "stale-revision"

    def __init__(self, message: str, current: GameRecord, phrase: Phrase | None = None) -> None:
        super().__init__(message, phrase)
        self.current = current


def _data_dir_candidate() -> Path:
    for var in ("TABLE_REFEREE_DATA", "FLET_APP_STORAGE_DATA"):  # Flet sets the second in built apps
        if os.environ.get(var):
            return Path(os.environ[var]).expanduser()
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "Table Referee"
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / "Table Referee"
    xdg = os.environ.get("XDG_DATA_HOME", "")
    return (Path(xdg) if os.path.isabs(xdg) else Path.home() / ".local" / "share") / "table-referee"


def default_data_dir() -> Path:
    """Where the app keeps its data (see the order in the module's brief); created if missing."""
    path = _data_dir_candidate()
    path.mkdir(parents=True, exist_ok=True)
    return path


_SCHEMA_V1 = f"""
CREATE TABLE games (id TEXT PRIMARY KEY, game TEXT NOT NULL, created TEXT NOT NULL, updated TEXT NOT NULL,
                    touched INTEGER NOT NULL, revision INTEGER NOT NULL, deleted TEXT);
CREATE INDEX games_by_touched ON games (touched);
CREATE TABLE revisions (game_id TEXT NOT NULL, revision INTEGER NOT NULL, title TEXT NOT NULL,
                        status TEXT NOT NULL, data TEXT NOT NULL, label TEXT,
                        PRIMARY KEY (game_id, revision)) WITHOUT ROWID;
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
PRAGMA application_id = {APPLICATION_ID}
"""


def _schema_v1(db: sqlite3.Connection) -> None:
    for statement in _SCHEMA_V1.split(";"):  # one by one: `executescript` would commit half way
        db.execute(statement)


#: [n] upgrades version n to n + 1
_MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_schema_v1, schema_v2, schema_v3, schema_v4]

_RECORD_SQL = """
SELECT g.id, g.game, r.title, r.status, g.created, g.updated, r.data, g.revision, r.label, g.deleted,
       (SELECT min(revision) FROM revisions WHERE game_id = g.id),
       (SELECT max(revision) FROM revisions WHERE game_id = g.id)
FROM games g JOIN revisions r ON r.game_id = g.id AND r.revision = g.revision"""


class BadRow(StoreError):
    """A row of a sound database that cannot be read (it is set aside, see `Store.set_aside`)."""

    code = "bad-row"


class UnusableStore(StoreError):
    """The `referee` command's refusal of a database it cannot use (damaged, another application's, written
    by a newer app, or in a folder that cannot be used), located at the file: nothing was moved or changed.
    Only the app repairs (moves a damaged file aside, says so on Home and where the file went)."""

    code = "store-unusable"

    def __init__(self, message: str, path: Path, said: Phrase) -> None:
        RefereeError.__init__(self, [Problem(str(path), message, said)])
        self.args = (f"{path}: {message}",)


class _Unusable(Exception):
    """The file is there but holds no database of ours: it is moved aside. `said`: why, in the catalogue's
    words (Home says it in the reader's language)."""

    def __init__(self, message: str, said: Phrase, indexes_only: bool = False) -> None:
        super().__init__(message)
        self.said = said
        self.indexes_only = indexes_only  # only indexes disagree with their tables: REINDEX repairs it



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


@contextmanager
def _transaction(db: sqlite3.Connection) -> Iterator[None]:
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
        db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise


#: What `integrity_check` says of an index that no longer matches its table (a byte flipped in either):
#: `quick_check` does not see it, and queries through that index then miss rows in silence. The rows are in
#: the tables, so rebuilding the indexes (REINDEX) repairs it.
_INDEX_PROBLEMS = ("missing from index", "wrong # of entries in index")


#: the reasons a file is moved aside that leave rows worth recovering (not another application's, not newer)
_DAMAGE = ("st.open.damaged", "st.open.indexes", "st.open.not_sqlite", "st.open.unreadable")


def _inspect(db: sqlite3.Connection, thorough: bool = True) -> int:
    """The schema version of a sound database of ours (or an empty one); `_Unusable` otherwise. `thorough`:
    `integrity_check` (indexes against their tables too: 2 to 4 times `quick_check`, about 0.2 s for 5,000
    games), else `quick_check` (a backup, whose rows are copied one by one and whose indexes are not used)."""
    try:
        problems = [row[0] for row in db.execute(f"PRAGMA {'integrity_check' if thorough else 'quick_check'}(20)")]
    except UnicodeError as exc:  # SQLite's own message quotes a damaged name, not UTF-8: Python cannot decode it
        raise _Unusable(f"the database is damaged: its schema cannot be read ({exc})",
                        phrase("st.open.damaged")) from None
    if problems != ["ok"]:
        if all(any(words in problem for words in _INDEX_PROBLEMS) for problem in problems):
            raise _Unusable("the database's indexes are damaged: " + "; ".join(problems[:3]),
                            phrase("st.open.indexes"), indexes_only=True)
        raise _Unusable("the database is damaged: " + "; ".join(problems[:3]), phrase("st.open.damaged"))
    app_id, version = (db.execute(f"PRAGMA {name}").fetchone()[0] for name in ("application_id", "user_version"))
    tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
    if app_id != APPLICATION_ID and (app_id or version or tables):
        raise _Unusable("the file is a database of another application", phrase("st.open.foreign"))
    if version > len(_MIGRATIONS):
        raise _Unusable(f"the database was written by a newer version of the app (schema {version})",
                        phrase("st.open.newer", version=version))
    return version


def _connect(path: Path | str) -> sqlite3.Connection:
    """Open, check and migrate the database; raise `_Unusable` or sqlite3's error if it is damaged."""
    if path != ":memory:":
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.is_file() and path.stat().st_size > 0:
            with path.open("rb") as file:
                if file.read(len(_SQLITE_MAGIC)) != _SQLITE_MAGIC:
                    raise _Unusable("the file is not an SQLite database", phrase("st.open.not_sqlite"))
    db = readable_text(sqlite3.connect(path, timeout=5, isolation_level=None, check_same_thread=False))
    try:
        version = _inspect(db)
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = FULL")
        for step in range(version, len(_MIGRATIONS)):
            with _transaction(db):
                _MIGRATIONS[step](db)
                db.execute(f"PRAGMA user_version = {step + 1}")
        return db
    except BaseException:
        db.close()
        raise


def _read_only(path: Path) -> sqlite3.Connection | None:
    """The database opened read-only, when its folder or file cannot be written: a sound database of ours at
    the current schema (an older one would have to be written to be migrated); None otherwise."""
    if not path.is_file() or path.stat().st_size == 0:
        return None
    for query in ("mode=ro", "mode=ro&immutable=1"):  # immutable: a WAL database whose -shm cannot be made
        try:
            db = readable_text(sqlite3.connect(f"{path.absolute().as_uri()}?{query}", uri=True, timeout=5,
                                               isolation_level=None, check_same_thread=False))
        except sqlite3.Error:
            continue
        try:
            if _inspect(db) == len(_MIGRATIONS):
                return db
            db.close()
            return None
        except (_Unusable, sqlite3.Error):
            db.close()
    return None


def _reindex(path: Path) -> bool:
    """Rebuild every index of the database from its tables (see `_INDEX_PROBLEMS`); False if SQLite cannot
    (a damaged key that now appears twice, say: then the file is moved aside as any damaged one)."""
    try:
        db = sqlite3.connect(path, timeout=5, isolation_level=None)
    except sqlite3.Error:
        return False
    try:
        with _transaction(db):
            db.execute("REINDEX")
        return True
    except sqlite3.Error:
        return False
    finally:
        db.close()


def _connect_rebuilt(path: Path) -> sqlite3.Connection | None:
    """The database opened after its indexes were rebuilt, or None if that did not make it sound."""
    if not _reindex(path):
        return None
    try:
        return _connect(path)
    except (_Unusable, sqlite3.Error):
        return None


def _why(exc: BaseException) -> str:
    """An OS or SQLite failure in its own short words ("Permission denied", "database or disk is full")."""
    return getattr(exc, "strerror", None) or str(exc) or type(exc).__name__


def _is_damage(exc: BaseException) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    return isinstance(exc, _Unusable) or (code is not None and code & 0xFF in (sqlite3.SQLITE_CORRUPT,
                                                                               sqlite3.SQLITE_NOTADB))


def _move_aside(path: Path) -> Path:
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target, n = path.with_name(f"{path.name}.corrupt-{stamp}"), 1
    while target.exists():
        target, n = path.with_name(f"{path.name}.corrupt-{stamp}-{n}"), n + 1
    for side in ("-wal", "-shm"):  # first: a stale -wal must never meet the fresh database
        if Path(f"{path}{side}").exists():
            os.replace(f"{path}{side}", f"{target}{side}")
    os.replace(path, target)
    return target


class Store(RecordsMixin, BoardsMixin):
    """The saved games and settings (profiles, results, history and backups: `referee_app.records`;
    the boards: `referee_app.board_store`).
    Every method is thread-safe; every write is durable on return."""

    history_limit = HISTORY_LIMIT
    # what the backups code of `RecordsMixin` (below this module) uses to open and check a database
    sqlite_connect = staticmethod(_connect)
    sqlite_inspect = staticmethod(_inspect)
    sqlite_transaction = staticmethod(_transaction)
    settings_boards_mover = staticmethod(move_settings_boards)
    schema_version = len(_MIGRATIONS)
    unusable = _Unusable

    def __init__(self, path: Path, repair: bool = True) -> None:
        """Open (and migrate) the database at `path`. With `repair` (the app), opening never raises: a damaged
        or foreign file is moved aside and a fresh one started, a file that cannot be written is opened
        read-only, and with no usable file at all the session runs in memory; `report` says which. Without
        it (the `referee` command), each of those is an `UnusableStore` and nothing is moved or changed (a sound
        file that cannot be written is read: an export works, a save is refused)."""
        self._lock = threading.RLock()
        self.on_commit: list[Callable[[], None]] = []  # called after each commit (the browser build's copy)
        self.writes = 0  # commits made through this store: what a cache of a setting is checked against
        path, moved, reason, said, read_only, rebuilt, recoverable = Path(path), None, None, (), False, False, False
        was_empty = path.is_file() and path.stat().st_size == 0 and not Path(f"{path}-wal").exists()
        self._db: sqlite3.Connection | None
        try:
            try:
                self._db = _connect(path)
            except (_Unusable, sqlite3.DatabaseError) as exc:
                if not _is_damage(exc):
                    raise
                reason = str(exc) if isinstance(exc, _Unusable) else f"the database cannot be read: {exc}"
                said = (exc.said if isinstance(exc, _Unusable) else phrase("st.open.unreadable"),)
                if not repair:
                    raise UnusableStore(reason, path, phrase("st.open.refused", reason=said[0])) from None
                self._db = _connect_rebuilt(path) if getattr(exc, "indexes_only", False) else None
                rebuilt = self._db is not None
                if not rebuilt:
                    moved = _move_aside(path)
                    recoverable = not isinstance(exc, _Unusable) or exc.said.key in _DAMAGE
                    self._db = _connect(path)
        except (sqlite3.Error, OSError) as exc:
            self._db = None if moved else _read_only(path)
            read_only = self._db is not None
            if not repair and not read_only:  # the command reads a read-only file; a write is refused, located
                raise UnusableStore(f"cannot be used: {_why(exc)}", path,
                                    phrase("st.open.cannot_open", reason=_why(exc))) from None
            if read_only:  # the games are there and sound, only the writing fails: shown, not lost
                reason = f"cannot write {path} ({exc}): the saved games are open read-only"
                said = (phrase("st.open.read_only", path=str(path), reason=_why(exc)),)
            else:
                reason = f"{reason + '; ' if reason else ''}cannot use {path} ({exc}): this session will not be saved"
                said = (*said, phrase("st.open.cannot_use", path=str(path)))
                self._db = _connect(":memory:")
        self.report = StoreOpenReport(path=path, moved_aside=moved, reason=reason, said=said, was_empty=was_empty,
                                      read_only=read_only, rebuilt=rebuilt, recoverable=recoverable)

    @classmethod
    def open_default(cls, repair: bool = True) -> Store:
        return cls(_data_dir_candidate() / "games.sqlite3", repair)  # the directory is made (or reported) by __init__

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()  # the last connection to close checkpoints and removes the -wal
                self._db = None

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _use(self, write: bool = False) -> Iterator[sqlite3.Connection]:
        with self._lock:
            if self._db is None:
                raise StoreError("the store is closed", phrase=phrase("st.closed"))
            try:
                with _transaction(self._db) if write else nullcontext():
                    yield self._db
            except sqlite3.Error as exc:
                raise StoreError(f"the saved games could not be {'written' if write else 'read'}: {exc}",
                                 phrase=phrase("st.not_written" if write else "st.not_read")) from exc
            if write:  # committed: a failed or refused transaction raised above
                self.writes += 1
                self.committed()

    def committed(self) -> None:
        self.changes += 1  # what the statistics' kept lines are checked against (`result_lines`)
        for hook in self.on_commit:
            hook()

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
        with self._use(write=True) as db:
            db.execute("INSERT INTO games (id, game, created, updated, touched, revision) VALUES (?, ?, ?, ?, 0, 0)",
                       (game_id, game, now, now))
            db.execute("INSERT INTO revisions VALUES (?, 1, ?, ?, ?, NULL)", (game_id, title, status, document))
            self._move_to(db, game_id, 1)
            return self._fetch(db, game_id)

    def get(self, game_id: str) -> GameRecord:
        with self._use() as db:
            return self._fetch(db, game_id)

    def list_games(self, limit: int = 50, include_deleted: bool = False,
                   games: list[str] | None = None) -> list[GameRecord]:
        """Most recently changed first (a delete and its restore keep the game's place); with `games`,
        only the saved games of those game ids."""
        only = "" if games is None else f" AND g.game IN ({','.join('?' * len(games))})"
        # plays imported from BG Stats are History's only: no game of theirs to open or play again
        imported = f" AND (g.fingerprint IS NULL OR g.fingerprint NOT LIKE '{IMPORTED_MARK}%')"
        with self._use() as db:
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
        with self._use(write=True) as db:
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
        with self._use() as db:
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
        with self._use(write=True) as db:
            current = self._current(db, game_id, expected)
            if current.can_undo if delta < 0 else current.can_redo:
                self._move_to(db, game_id, current.revision + delta)  # revisions kept are contiguous
                current = self._fetch(db, game_id)
            return current

    def go_to(self, game_id: str, revision: int) -> GameRecord:
        """Make a kept revision the current one (the later ones become the redo tail), even when the
        current revision cannot be read: the way back from a damaged document."""
        with self._use(write=True) as db:
            if db.execute("SELECT 1 FROM revisions WHERE game_id = ? AND revision = ?",
                          (game_id, revision)).fetchone() is None:
                raise StoreError(f"saved game {game_id!r} has no revision {revision}",
                                 phrase=phrase("st.no_revision", game=game_id, revision=revision))
            self._move_to(db, game_id, revision)
            return self._fetch(db, game_id)

    def discard(self, game_id: str, revision: int) -> None:
        """Forget `revision` if it is the game's current and last one, going back to the one before: a
        change that was saved but could not be shown is taken back as if never made."""
        with self._use(write=True) as db:
            row = db.execute("SELECT revision, (SELECT max(revision) FROM revisions WHERE game_id = ?), "
                             "(SELECT min(revision) FROM revisions WHERE game_id = ?) FROM games WHERE id = ?",
                             (game_id, game_id, game_id)).fetchone()
            if row is None or row[0] != revision or row[1] != revision or row[2] >= revision:
                return
            db.execute("DELETE FROM revisions WHERE game_id = ? AND revision = ?", (game_id, revision))
            self._move_to(db, game_id, revision - 1)

    def revision_data(self, game_id: str) -> list[tuple[int, str]]:
        """Every kept revision of a game as (revision, raw document text), newest first (for recovery)."""
        with self._use() as db:
            return db.execute("SELECT revision, data FROM revisions WHERE game_id = ? ORDER BY revision DESC",
                              (game_id,)).fetchall()

    def set_aside(self) -> list[SetAside]:
        """The rows that cannot be read (not deleted games, settings), with their raw text; the rest of
        the store works without them. Cheap enough for every Home: SQLite checks the JSON, Python only
        the short columns and whether each document is UTF-8 (`is_utf8`: about a tenth of the scan's time)."""
        found: list[SetAside] = []
        with self._use() as db:  # a CASE, not an OR: json_type of text that is not JSON raises
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
            for key, value in db.execute("SELECT key, value FROM settings WHERE value IS NULL OR NOT json_valid(value) "
                                         "OR NOT is_utf8(CAST(value AS BLOB)) OR NOT is_utf8(CAST(key AS BLOB)) "
                                         "ORDER BY key"):
                found.append(SetAside(kind="setting", key=str(key), reason=f"setting {key!r} is not JSON",
                                      raw=json.dumps({"key": key, "value": value}, ensure_ascii=False, default=str)))
        found += [SetAside(kind="board", key=key, reason=reason, raw=raw) for key, reason, raw in self.bad_boards()]
        return found

    def game_kinds(self) -> list[str]:
        """The game ids (registry ids) of the saved games, each once."""
        with self._use() as db:
            return [row[0] for row in db.execute("SELECT DISTINCT game FROM games WHERE deleted IS NULL")]

    def delete(self, game_id: str) -> None:
        """Hide the game (kept until `purge_deleted`); `restore` brings it back as it was."""
        with self._use(write=True) as db:  # a row that cannot be read can be deleted all the same
            if db.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone() is None:
                raise StoreError(f"no saved game {game_id!r}", phrase=phrase("st.no_game", game=game_id))
            db.execute("UPDATE games SET deleted = ? WHERE id = ? AND deleted IS NULL", (now_text(), game_id))

    def restore(self, game_id: str) -> GameRecord:
        with self._use(write=True) as db:
            self._fetch(db, game_id, include_deleted=True)
            db.execute("UPDATE games SET deleted = NULL WHERE id = ?", (game_id,))
            return self._fetch(db, game_id)

    def purge_deleted(self, older_than: timedelta) -> int:
        cutoff = (datetime.now(UTC) - older_than).isoformat(timespec="microseconds")
        with self._use(write=True) as db:
            db.execute("DELETE FROM revisions WHERE game_id IN (SELECT id FROM games WHERE deleted <= ?)", (cutoff,))
            for prefix in GAME_SETTINGS:  # the settings of a game go with it
                db.execute("DELETE FROM settings WHERE key IN (SELECT ? || id FROM games WHERE deleted <= ?)",
                           (f"{prefix}:", cutoff))
            return db.execute("DELETE FROM games WHERE deleted <= ?", (cutoff,)).rowcount

    def recent_player_names(self, limit: int = 12) -> list[str]:
        """Names from `data["players"]` (strings or {"name": ...}) of the latest games, newest first, unique."""
        names: list[str] = []
        seen: set[str] = set()
        with self._use() as db:
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

    # --- settings -------------------------------------------------------------------------------
    def get_setting(self, key: str, default: Any = None) -> Any:
        """The value, or `default` when unset or unreadable (a bad row is listed by `set_aside`; a damaged page,
        by Home's warning when the lists cannot be read either)."""
        try:
            with self._use() as db:
                row = db.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
        except StoreError:
            return default
        try:
            return default if row is None or undecoded(row) else json.loads(row[0])
        except (ValueError, TypeError):
            return default

    def set_setting(self, key: str, value: Any) -> None:
        """Store a JSON value at once; None removes the key (so `get_setting` gives its default)."""
        text = None if value is None else dump_json(value)
        with self._use(write=True) as db:
            if text is None:
                db.execute("DELETE FROM settings WHERE key = ?", (key,))
            else:
                db.execute("INSERT OR REPLACE INTO settings VALUES (?, ?)", (key, text))
