"""Backups of the whole store, restores, and the salvage of a damaged file: one part of the store
(`store.backups`), readable alone.

- A backup is a copy of the whole SQLite database made by SQLite's online backup API, marked with
  `backup_made` in its settings. Restoring checks the file (SQLite magic, our `application_id`, a schema not
  newer than ours, `quick_check`, the backup mark) and refuses to replace data unless told to; a replaced
  database is first copied aside (`<name>.before-restore-<UTC time>`), so a restore can be undone by restoring
  that copy.
- A backup is never taken as it is: a file from elsewhere may carry triggers, views in place of our tables or
  rows no version of the app wrote, any of which would break every later write. Restoring makes a fresh
  database with the app's own schema and copies the backup's rows into it one by one, each checked against
  what the app writes (types, dates, JSON, statuses, a game's current revision); a row that fails is refused,
  and triggers, views and unknown tables are never copied. Both are listed in `last_restore` (a
  `RestoreReport`). A value the app reads through a model is checked through that model (earlier results as
  `EarlierResult`, History's filter as `HistoryFilter`, times with their time zone, a profile's key as
  `player_key` of its name).
- The same copy salvages a damaged database the app moved aside (`restore(..., salvage=True)`): every row that
  can still be read, through the same checks; what could not be read is listed.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sqlite3
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, TypeAdapter

from referee_app.store.connection import Connection, transaction
from referee_app.store.errors import StoreError
from referee_app.store.opening import Unusable, connect_database, inspect_database
from referee_app.store.records import HISTORY_FILTER_SETTING, EarlierResult, HistoryFilter, player_key
from referee_app.store.schema import APPLICATION_ID, OUR_INDEXES, SCHEMA_VERSION, SQLITE_MAGIC, move_settings_boards
from referee_app.store.values import UndecodedText, now_text, readable_text
from scorers.i18n import Phrase, phrase

BACKUP_MARK = "backup_made"  # settings key written into every backup file

class NotABackup(StoreError):
    """The file offered for a restore is not a backup made by this app."""

    code = "not-a-backup"

class WouldOverwrite(StoreError):
    """A restore would replace data that exists: the caller must ask first and pass `replace=True`."""

    code = "would-overwrite"

class RestoreReport(BaseModel):
    """What the last restore left out: rows refused (table, key, why) and schema objects not copied."""

    model_config = ConfigDict(frozen=True)

    refused: tuple[str, ...] = ()
    ignored: tuple[str, ...] = ()
    #: the same, item by item, in the catalogue's words (the English texts above stay for logs and tests)
    refused_said: tuple[Phrase, ...] = ()
    ignored_said: tuple[Phrase, ...] = ()

#: the restored tables and the schema objects a backup may hold, in the reader's words
_TABLE_WORDS = {"games": "st.table.games", "revisions": "st.table.revisions", "settings": "st.table.settings",
                "players": "st.table.players", "boards": "st.table.boards", "results": "st.table.results",
                "result_members": "st.table.results"}

_OBJECT_WORDS = {"table": "st.object.table", "index": "st.object.index", "view": "st.object.view",
                 "trigger": "st.object.trigger"}

def _object_said(kind: str, name: str) -> Phrase:
    """A schema object a restore did not copy ("trigger spy"), its kind in the reader's words."""
    return phrase("st.left_out_object", kind=phrase(_OBJECT_WORDS[kind]) if kind in _OBJECT_WORDS else kind,
                  name=name)

def _iso(value: Any) -> bool:
    """A time as the store writes and reads it: ISO text with its time zone (the app compares times with
    its own UTC ones: a naive one made every later change of the game fail)."""
    try:
        return datetime.fromisoformat(value).tzinfo is not None
    except (TypeError, ValueError):
        return False

#: The models the app reads these values with: a restored value must pass them as the app's own writes do.
_EARLIER = TypeAdapter(list[EarlierResult])

_SETTING_MODELS: dict[str, TypeAdapter] = {HISTORY_FILTER_SETTING: TypeAdapter(HistoryFilter),
                                           "language": TypeAdapter(str), "theme": TypeAdapter(str)}

def _earlier(value: Any) -> bool:
    """`games.previous`: the results a re-scoring replaced, as `_entries` reads them (EarlierResult)."""
    try:
        _EARLIER.validate_python(json.loads(value))
        return True
    except (TypeError, ValueError):  # JSONDecodeError, ValidationError
        return False

def _setting_ok(row: dict[str, Any]) -> bool:
    """A setting the app reads through a model (History's filter...) must be one that model accepts."""
    model = _SETTING_MODELS.get(row["key"])
    if model is None:
        return True
    try:
        model.validate_python(json.loads(row["value"]))
        return True
    except (TypeError, ValueError):
        return False

def _named(name_column: str, key_column: str) -> Any:
    """A name and its key as `save_profile` writes them: the name's spaces collapsed, the key `player_key`
    of it (a profile whose key no longer matches its name could never be found again by name)."""
    def check(row: dict[str, Any]) -> bool:
        name, key = row[name_column], row[key_column]
        return isinstance(name, str) and name == " ".join(name.split()) and key == player_key(name)
    return check

def _json(value: Any, kind: type | None = None) -> bool:
    try:
        loaded = json.loads(value)
    except (TypeError, ValueError):
        return False
    return kind is None or isinstance(loaded, kind)

def _text(value: Any) -> bool:
    return isinstance(value, str) and bool(value)

def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)

def _maybe(check: Any) -> Any:
    return lambda value: value is None or check(value)

#: Every column the app writes, in table order, with the check each value of a restored row must pass.
#: Tables of schema 2 (players, results) and 3 (boards) and the later columns of `games` may be absent in older
#: backups.
_RESTORED: dict[str, dict[str, Any]] = {
    "games": {"id": _text, "game": _text, "created": _iso, "updated": _iso, "touched": _int,
              "revision": lambda v: _int(v) and v >= 1, "deleted": _maybe(_iso), "played": _maybe(_iso),
              "duration_min": _maybe(_int), "fingerprint": _maybe(_text), "previous": _maybe(_earlier),
              "note": _maybe(lambda v: isinstance(v, str)), "place": _maybe(lambda v: isinstance(v, str))},
    "revisions": {"game_id": _text, "revision": lambda v: _int(v) and v >= 1, "title": lambda v: isinstance(v, str),
                  "status": lambda v: v in ("in_progress", "finished"), "data": lambda v: _json(v, dict),
                  "label": _maybe(lambda v: isinstance(v, str))},
    "settings": {"key": _text, "value": _json},
    "players": {"id": _text, "name": _text, "key": _text, "colour": _maybe(lambda v: isinstance(v, str)),
                "created": _iso, "deleted": _maybe(_iso)},
    "boards": {"id": _text, "game": _text, "name": lambda v: isinstance(v, str), "data": lambda v: _json(v, dict),
               "created": _iso, "modified": _iso},
    "results": {"game_id": _text, "seat": _int, "player": lambda v: isinstance(v, str), "player_key":
                lambda v: isinstance(v, str), "colour": _maybe(lambda v: isinstance(v, str)), "score": _int,
                "rank": _int, "winner": lambda v: v in (0, 1)},
    "result_members": {"game_id": _text, "seat": _int, "place": _int, "member": _text,
                       "member_key": lambda v: isinstance(v, str)},
}

#: Checks of a whole row (values that must agree with each other), named by the column said to be wrong.
_ROW_CHECKS: dict[str, tuple[tuple[str, Any], ...]] = {
    "settings": (("value", _setting_ok),),
    "players": (("key", _named("name", "key")),),
    "results": (("player_key", lambda row: row["player_key"] == player_key(row["player"])),),
}

_REQUIRED_TABLES = ("games", "revisions", "settings")

#: Bounds of a salvage: the rowids probed one by one past a damaged page, the size a file cut short is padded to.
_MOST_ROWIDS = 200_000

_MOST_PADDED = 1 << 30

def _scan(source: sqlite3.Connection, sql: str, params: tuple = ()) -> tuple[list[tuple], bool]:
    """The rows of a query on a damaged file and whether they are all there: the rows read before SQLite met a
    damaged page (then False), instead of its error."""
    rows: list[tuple] = []
    try:
        for row in source.execute(sql, params):
            rows.append(row)
    except (sqlite3.DatabaseError, UnicodeError):  # UnicodeError: a damaged column name (see `inspect_database`)
        return rows, False
    return rows, True

def _salvaged_rows(source: sqlite3.Connection, table: str, columns: list[str], games: list[tuple]) -> tuple[
        list[tuple], bool]:
    """A damaged file's rows of `table`: a scan as far as it goes, then the rows beyond a damaged page that
    look-ups still reach: by rowid (the tables that have one), by game (revisions and results, for each game
    read)."""
    sql = f"SELECT {', '.join(columns)} FROM {table}"
    rows, whole = _scan(source, sql)
    if whole:
        return rows, whole
    seen = set(rows)
    if table in ("revisions", "results"):
        lookups = [(" WHERE game_id = ?", (game[0],)) for game in games]
    else:
        top, _ = _scan(source, f"SELECT max(rowid) FROM {table}")
        last = top[0][0] if top and isinstance(top[0][0], int) else 0
        lookups = [(" WHERE rowid = ?", (rowid,)) for rowid in range(1, min(last, _MOST_ROWIDS) + 1)]
    for where, params in lookups:
        found, _ = _scan(source, sql + where, params)
        rows += [row for row in found if row not in seen]
        seen.update(found)
    return rows, whole

def _copy_rows(source: sqlite3.Connection, target: sqlite3.Connection, name: str,
               salvage: bool = False) -> RestoreReport:
    """Copy a backup's rows into `target` (a fresh database of ours) through the app's own schema. With
    `salvage` (a damaged file the app moved aside), every row that can still be read, and the tables that could
    not be read to their end are listed among the rows left out."""
    objects = source.execute("SELECT type, name FROM sqlite_master").fetchall()
    tables = {n for t, n in objects if t == "table"}
    missing = [t for t in _REQUIRED_TABLES if t not in tables]
    if missing:
        raise NotABackup(f"{name} has no table {', '.join(missing)}: not a backup of Table Referee",
                         phrase=phrase("st.backup_without_tables", name=name, tables=", ".join(missing)))
    left = sorted((t, n) for t, n in objects
                  if not (t == "table" and n in _RESTORED) and not (t == "index" and n in OUR_INDEXES)
                  and not n.startswith("sqlite_autoindex_"))
    ignored = tuple(f"{t} {n}" for t, n in left)
    refused: list[str] = []
    said: list[Phrase] = []  # `refused` in the reader's words, item by item
    kept_rows: dict[str, list[dict[str, Any]]] = {}
    games_read: list[tuple] = []
    for table, checks in _RESTORED.items():
        if table not in tables:
            kept_rows[table] = []
            continue
        present = {row[1] for row in source.execute(f"PRAGMA table_info({table})")}
        columns = [c for c in checks if c in present]
        if salvage:
            read, whole = _salvaged_rows(source, table, columns, games_read)
            if not whole:
                refused.append(f"{table}: the rest could not be read after {len(read)} rows (the file is damaged)")
                said.append(phrase("st.left_out_unreadable", table=phrase(_TABLE_WORDS[table]), count=len(read)))
        else:
            read = source.execute(f"SELECT {', '.join(columns)} FROM {table}").fetchall()
        games_read = read if table == "games" else games_read
        rows = []
        for values in read:
            row = dict(zip(columns, values))
            bad = [c for c in columns if isinstance(row[c], UndecodedText) or not checks[c](row[c])]
            bad += [c for c, check in _ROW_CHECKS.get(table, ()) if not bad and c in row and not check(row)]
            if bad:
                refused.append(f"{table} {values[0]!r}: {', '.join(bad)}")
                said.append(phrase("st.left_out_row", table=phrase(_TABLE_WORDS[table]), row=str(values[0]),
                                   columns=", ".join(bad)))
            else:
                rows.append(row)
        kept_rows[table] = rows
    # A game needs its current revision; revisions and results need their game.
    revisions = {(r["game_id"], r["revision"]) for r in kept_rows["revisions"]}
    games = []
    for game in kept_rows["games"]:
        if (game["id"], game["revision"]) in revisions:
            games.append(game)
        else:
            refused.append(f"games {game['id']!r}: its current revision {game['revision']} is missing or refused")
            said.append(phrase("st.left_out_game", game=str(game["id"]), revision=game["revision"]))
    ids = {g["id"] for g in games}
    kept_rows["games"] = games
    for table in ("revisions", "results", "result_members"):
        orphans = [r for r in kept_rows[table] if r["game_id"] not in ids]
        refused += [f"{table} {r['game_id']!r}: no such game" for r in orphans]
        said += [phrase("st.left_out_orphan", table=phrase(_TABLE_WORDS[table]), game=str(r["game_id"]))
                 for r in orphans]
        kept_rows[table] = [r for r in kept_rows[table] if r["game_id"] in ids]
    for table, rows in kept_rows.items():
        for row in rows:
            try:
                target.execute(f"INSERT INTO {table} ({', '.join(row)}) VALUES ({', '.join('?' * len(row))})",
                               tuple(row.values()))
            except sqlite3.IntegrityError as exc:  # a duplicate key: the first one stays
                refused.append(f"{table} {next(iter(row.values()))!r}: {exc}")
                said.append(phrase("st.left_out_twice", table=phrase(_TABLE_WORDS[table]),
                                   row=str(next(iter(row.values())))))
    return RestoreReport(refused=tuple(refused), ignored=ignored, refused_said=tuple(said),
                         ignored_said=tuple(_object_said(t, n) for t, n in left))

def _marked(source: sqlite3.Connection) -> bool:
    """Whether a database of ours is a backup (`backup_to` marks it in its settings)."""
    return source.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'settings'").fetchone() \
        is not None and source.execute("SELECT 1 FROM settings WHERE key = ?", (BACKUP_MARK,)).fetchone() is not None

def _salvage_copy(path: Path, copy: Path) -> None:
    """Make the copy of a damaged database readable as far as it can be: its -wal beside it (the app moved
    it along), SQLite's 16-byte magic string put back (a byte changed there hides every page), and a file cut
    short padded with empty pages to the size its header says (else SQLite reads none of it)."""
    if Path(f"{path}-wal").is_file():
        shutil.copyfile(f"{path}-wal", f"{copy}-wal")
    with copy.open("r+b") as file:
        head = file.read(100)
        if len(head) < 100:
            return
        if head[:len(SQLITE_MAGIC)] != SQLITE_MAGIC:
            file.seek(0)
            file.write(SQLITE_MAGIC)
        page = int.from_bytes(head[16:18], "big")
        page = 65536 if page == 1 else page
        if page < 512 or page & (page - 1):  # not a page size: the header is too damaged to say more
            return
        declared = int.from_bytes(head[28:32], "big") * page
        size = file.seek(0, os.SEEK_END)
        wanted = max(declared if declared <= _MOST_PADDED else 0, -(-size // page) * page)
        if wanted > size:
            file.write(bytes(wanted - size))

def _salvage_check(source: sqlite3.Connection, name: str, schema_version: int) -> None:
    """A damaged file is salvaged only if it is ours (or says nothing) and not from a newer app."""
    app_id, version = (source.execute(f"PRAGMA {pragma}").fetchone()[0]
                       for pragma in ("application_id", "user_version"))
    if app_id not in (0, APPLICATION_ID) or version > schema_version:
        raise NotABackup(f"{name} is not a database of this app", phrase=phrase("st.not_a_backup", name=name))


class Backups:
    """Write a backup of the store, restore one over it, salvage a damaged file's rows."""

    def __init__(self, connection: Connection, path: Path) -> None:
        self._connection = connection
        self._path = Path(path)  # the store's file: a replaced database is kept aside beside it
        self.last_restore = RestoreReport()  # what the last restore left out
        self.salvaged = False  # the last restore was a salvage of a damaged file (`restore(salvage=True)`)

    # --- backups --------------------------------------------------------------------------------
    def write(self, path: Path) -> None:
        """Write a full copy of the database to `path` (replaced if it exists), marked as a backup."""
        path = Path(path)
        tmp = path.with_name(path.name + ".part")
        tmp.unlink(missing_ok=True)
        try:
            target = sqlite3.connect(tmp, isolation_level=None)
            try:
                with self._connection.use() as db:
                    db.backup(target)
                try:
                    target.execute("PRAGMA journal_mode = DELETE")
                    target.execute("INSERT OR REPLACE INTO settings VALUES (?, ?)",
                                   (BACKUP_MARK, json.dumps(now_text())))
                except sqlite3.DatabaseError as exc:  # a damaged page's copy: the saved games' fault, not the output's
                    damage = (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)
                    if getattr(exc, "sqlite_errorcode", 0) & 0xFF not in damage:
                        raise
                    raise StoreError(f"the saved games could not be read: {exc}", phrase=phrase("st.not_read")) from exc
            finally:
                target.close()
            os.replace(tmp, path)
        except BaseException:  # a backup that cannot be written leaves no half copy beside the target
            with contextlib.suppress(OSError):
                tmp.unlink(missing_ok=True)
            raise

    def as_bytes(self) -> bytes:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "backup.sqlite3"
            self.write(path)
            return path.read_bytes()

    def is_empty(self) -> bool:
        """No game (not even a deleted one), no profile and no board: a restore loses nothing."""
        with self._connection.use() as db:
            return not db.execute("SELECT EXISTS (SELECT 1 FROM games) OR EXISTS (SELECT 1 FROM players) "
                                  "OR EXISTS (SELECT 1 FROM boards)").fetchone()[0]

    def restore(self, path: Path, replace: bool = False, salvage: bool = False) -> Path | None:
        """Replace the whole database by the rows of the backup at `path`, copied through our schema (see
        the module's brief; what was left out is in `last_restore`). Refuses (`NotABackup`) a file that
        is not a backup of this app, and (`WouldOverwrite`) to replace existing data unless `replace`.
        Returns where the replaced data was copied (None when there was nothing to keep).
        `salvage`: `path` is a damaged database of ours that the app moved aside (`Store.report.moved_aside`):
        not a backup, not checked whole; every row that can still be read is copied through the same checks (a
        damaged SQLite header is put back first: one flipped byte there makes the file "not a database")."""
        name = Path(path).name
        with tempfile.TemporaryDirectory() as folder:
            copy, fresh_path = Path(folder) / "restore.sqlite3", Path(folder) / "fresh.sqlite3"
            source = fresh = None
            try:
                try:
                    shutil.copyfile(path, copy)
                    if salvage:
                        _salvage_copy(Path(path), copy)
                    source = readable_text(sqlite3.connect(f"file:{copy}?mode=ro", uri=True, isolation_level=None))
                    if salvage:  # a damaged entry of the schema (an index's) must not hide the tables
                        source.execute("PRAGMA writable_schema = ON")
                        _salvage_check(source, name, SCHEMA_VERSION)
                    else:
                        # magic, quick_check, application_id, schema: never migrated
                        inspect_database(source, thorough=False)
                    if not salvage and not _marked(source):
                        raise NotABackup(f"{name} is a Table Referee database but not a backup",
                                         phrase=phrase("st.database_not_backup", name=name))
                    fresh = connect_database(fresh_path)
                    with transaction(fresh):
                        report = _copy_rows(source, fresh, name, salvage)
                        fresh.execute("DELETE FROM settings WHERE key = ?", (BACKUP_MARK,))
                        move_settings_boards(fresh)  # a backup older than the boards table
                except (OSError, sqlite3.Error, Unusable) as exc:
                    raise NotABackup(f"{name} is not a backup of Table Referee: {exc}",
                                     phrase=phrase("st.not_a_backup", name=name)) from None
                kept = None
                with self._connection.lock:
                    if not self.is_empty():
                        if not replace:
                            raise WouldOverwrite("the current games would be replaced",
                                             phrase=phrase("st.would_overwrite"))
                        kept = self._keep_aside()
                    with self._connection.use() as db:
                        fresh.backup(db)
                    self._connection.committed()  # the backup API wrote the database outside a write transaction
                    self.last_restore, self.salvaged = report, salvage
                return kept
            finally:
                for db in (source, fresh):
                    if db is not None:
                        db.close()

    def _keep_aside(self) -> Path | None:
        """A backup of the current data next to the database, before a restore replaces it."""
        path = Path(self._path)
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        target = path.with_name(f"{path.name}.before-restore-{stamp}")
        try:
            self.write(target)
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(f"the current data could not be kept aside, nothing was restored: {exc}",
                             phrase=phrase("st.not_kept_aside")) from exc
        return target
