"""Opening the store's file: where it lives, the checks, and what the app repairs and the command refuses.

- One file, `games.sqlite3` in `default_data_dir()`. Journal: WAL with synchronous=FULL: each commit is one
  append plus one fsync of the WAL (cheaper on phone flash than the several fsyncs of a rollback journal), a
  commit that returned survives a killed app and a power cut, and a commit cut short is simply absent on
  reopening.
- Opening checks the file: SQLite's magic string, `PRAGMA integrity_check` (not `quick_check`: an index that
  no longer matches its table passes it and makes queries miss rows in silence), our `application_id`, a
  schema not newer than ours; then migrates it (`store/schema.py`).
- The app's store (`repair=True`) never raises at opening. Indexes that disagree with their tables are rebuilt
  from them (REINDEX, `report.rebuilt`); any other failure renames the file with its -wal/-shm to
  `<name>.corrupt-<UTC time>` and starts a fresh database, and the rows that can still be read can be
  recovered from it (`store.backups.restore(moved_aside, salvage=True)`, Home's offer, `report.recoverable`).
  A sound file that cannot be written (a read-only folder) is opened read-only (`report.read_only`); with no
  usable file at all (folder not writable, file locked by another process), the store runs in memory and
  `report.reason` says that nothing will be kept. A zero-byte file is a fresh database too, but
  `report.was_empty` says so (a file that held games and lost them must not pass unnoticed).
- The `referee` command's store (`repair=False`) repairs nothing: each of those is an `UnusableStore`, located
  at the file, and nothing is moved or changed.
"""

from __future__ import annotations

import os
import sqlite3
import sys
from datetime import UTC, datetime
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from referee_app.store.connection import transaction
from referee_app.store.errors import StoreError
from referee_app.store.schema import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION, SQLITE_MAGIC
from referee_app.store.values import readable_text
from scorers.errors import Problem, RefereeError
from scorers.i18n import Phrase, phrase


def data_dir_candidate() -> Path:
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
    path = data_dir_candidate()
    path.mkdir(parents=True, exist_ok=True)
    return path

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

class UnusableStore(StoreError):
    """The `referee` command's refusal of a database it cannot use (damaged, another application's, written
    by a newer app, or in a folder that cannot be used), located at the file: nothing was moved or changed.
    Only the app repairs (moves a damaged file aside, says so on Home and where the file went)."""

    code = "store-unusable"

    def __init__(self, message: str, path: Path, said: Phrase) -> None:
        RefereeError.__init__(self, [Problem(str(path), message, said)])
        self.args = (f"{path}: {message}",)


class Unusable(Exception):
    """The file is there but holds no database of ours: it is moved aside. `said`: why, in the catalogue's
    words (Home says it in the reader's language)."""

    def __init__(self, message: str, said: Phrase, indexes_only: bool = False) -> None:
        super().__init__(message)
        self.said = said
        self.indexes_only = indexes_only  # only indexes disagree with their tables: REINDEX repairs it


#: What `integrity_check` says of an index that no longer matches its table (a byte flipped in either):
#: `quick_check` does not see it, and queries through that index then miss rows in silence. The rows are in
#: the tables, so rebuilding the indexes (REINDEX) repairs it.
_INDEX_PROBLEMS = ("missing from index", "wrong # of entries in index")

#: the reasons a file is moved aside that leave rows worth recovering (not another application's, not newer)
_DAMAGE = ("st.open.damaged", "st.open.indexes", "st.open.not_sqlite", "st.open.unreadable")

def inspect_database(db: sqlite3.Connection, thorough: bool = True) -> int:
    """The schema version of a sound database of ours (or an empty one); `Unusable` otherwise. `thorough`:
    `integrity_check` (indexes against their tables too: 2 to 4 times `quick_check`, about 0.2 s for 5,000
    games), else `quick_check` (a backup, whose rows are copied one by one and whose indexes are not used)."""
    try:
        problems = [row[0] for row in db.execute(f"PRAGMA {'integrity_check' if thorough else 'quick_check'}(20)")]
    except UnicodeError as exc:  # SQLite's own message quotes a damaged name, not UTF-8: Python cannot decode it
        raise Unusable(f"the database is damaged: its schema cannot be read ({exc})",
                        phrase("st.open.damaged")) from None
    if problems != ["ok"]:
        if all(any(words in problem for words in _INDEX_PROBLEMS) for problem in problems):
            raise Unusable("the database's indexes are damaged: " + "; ".join(problems[:3]),
                            phrase("st.open.indexes"), indexes_only=True)
        raise Unusable("the database is damaged: " + "; ".join(problems[:3]), phrase("st.open.damaged"))
    app_id, version = (db.execute(f"PRAGMA {name}").fetchone()[0] for name in ("application_id", "user_version"))
    tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
    if app_id != APPLICATION_ID and (app_id or version or tables):
        raise Unusable("the file is a database of another application", phrase("st.open.foreign"))
    if version > SCHEMA_VERSION:
        raise Unusable(f"the database was written by a newer version of the app (schema {version})",
                        phrase("st.open.newer", version=version))
    return version

def connect_database(path: Path | str) -> sqlite3.Connection:
    """Open, check and migrate the database; raise `Unusable` or sqlite3's error if it is damaged."""
    if path != ":memory:":
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.is_file() and path.stat().st_size > 0:
            with path.open("rb") as file:
                if file.read(len(SQLITE_MAGIC)) != SQLITE_MAGIC:
                    raise Unusable("the file is not an SQLite database", phrase("st.open.not_sqlite"))
    db = readable_text(sqlite3.connect(path, timeout=5, isolation_level=None, check_same_thread=False))
    try:
        version = inspect_database(db)
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = FULL")
        for step in range(version, SCHEMA_VERSION):
            with transaction(db):
                MIGRATIONS[step](db)
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
            if inspect_database(db) == SCHEMA_VERSION:
                return db
            db.close()
            return None
        except (Unusable, sqlite3.Error):
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
        with transaction(db):
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
        return connect_database(path)
    except (Unusable, sqlite3.Error):
        return None

def _why(exc: BaseException) -> str:
    """An OS or SQLite failure in its own short words ("Permission denied", "database or disk is full")."""
    return getattr(exc, "strerror", None) or str(exc) or type(exc).__name__

def _is_damage(exc: BaseException) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    return isinstance(exc, Unusable) or (code is not None and code & 0xFF in (sqlite3.SQLITE_CORRUPT,
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


def open_database(path: Path, repair: bool) -> tuple[sqlite3.Connection, StoreOpenReport]:
    """Open (and migrate) the database at `path`. With `repair` (the app), opening never raises: a damaged
    or foreign file is moved aside and a fresh one started, a file that cannot be written is opened
    read-only, and with no usable file at all the session runs in memory; the report says which. Without
    it (the `referee` command), each of those is an `UnusableStore` and nothing is moved or changed (a sound
    file that cannot be written is read: an export works, a save is refused)."""
    path, moved, reason, said, read_only, rebuilt, recoverable = Path(path), None, None, (), False, False, False
    was_empty = path.is_file() and path.stat().st_size == 0 and not Path(f"{path}-wal").exists()
    db: sqlite3.Connection | None
    try:
        try:
            db = connect_database(path)
        except (Unusable, sqlite3.DatabaseError) as exc:
            if not _is_damage(exc):
                raise
            reason = str(exc) if isinstance(exc, Unusable) else f"the database cannot be read: {exc}"
            said = (exc.said if isinstance(exc, Unusable) else phrase("st.open.unreadable"),)
            if not repair:
                raise UnusableStore(reason, path, phrase("st.open.refused", reason=said[0])) from None
            db = _connect_rebuilt(path) if getattr(exc, "indexes_only", False) else None
            rebuilt = db is not None
            if not rebuilt:
                moved = _move_aside(path)
                recoverable = not isinstance(exc, Unusable) or exc.said.key in _DAMAGE
                db = connect_database(path)
    except (sqlite3.Error, OSError) as exc:
        db = None if moved else _read_only(path)
        read_only = db is not None
        if not repair and not read_only:  # the command reads a read-only file; a write is refused, located
            raise UnusableStore(f"cannot be used: {_why(exc)}", path,
                                phrase("st.open.cannot_open", reason=_why(exc))) from None
        if read_only:  # the games are there and sound, only the writing fails: shown, not lost
            reason = f"cannot write {path} ({exc}): the saved games are open read-only"
            said = (phrase("st.open.read_only", path=str(path), reason=_why(exc)),)
        else:
            reason = f"{reason + '; ' if reason else ''}cannot use {path} ({exc}): this session will not be saved"
            said = (*said, phrase("st.open.cannot_use", path=str(path)))
            db = connect_database(":memory:")
    return db, StoreOpenReport(path=path, moved_aside=moved, reason=reason, said=said, was_empty=was_empty,
                               read_only=read_only, rebuilt=rebuilt, recoverable=recoverable)
