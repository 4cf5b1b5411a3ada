"""The store's second half: player profiles, the results of finished games, the history with its
filters and pages, the result lines the statistics are counted from (`referee_app.statistics`), import
de-duplication and backups.

Design
- Schema 2 (`schema_v2`, run by `store._MIGRATIONS`) adds `players` (profiles: name, colour preference,
  soft delete), `results` (one row per player of a scored game: seat, name, colour, score, rank,
  winner) and four columns of `games`: `played` (when the game was played, ISO text, set once a
  result is recorded: the history is the games that have one), `duration_min`, `fingerprint` (hash of
  the canonical game file, so that importing the same game twice finds it) and `previous` (JSON list
  of the results a re-scoring replaced, newest last: an edited finished game keeps what it was).
- Schema 4 (`schema_v4`) adds `result_members` (the people of a team's result line: a team's result is
  each member's, for the player filter, the known players and the statistics) and a play's `note` and
  `place` (columns of `games`, typed in History).
- The store still knows no rules: results arrive computed (`AppState` scores through the fronts).
- Plays recorded elsewhere (BG Stats imports) arrive as `NewPlay`s and are added all in one transaction
  (`add_plays`); their fingerprint is `IMPORTED_MARK` + their uuid: History says they were not refereed
  (`HistoryEntry.refereed`), and the saved games Home lists leave them out (they have no game file).
- Queries stay fast on thousands of games: indexes on `games (deleted, played)` and
  `results (player_key)`, pages by LIMIT/OFFSET over that index, the statistics' lines in two queries,
  kept (with the history's players) until the data changes: `changes` (this store's commits and restores)
  and SQLite's `data_version` (another connection's commits).
- A backup is a copy of the whole SQLite database made by SQLite's online backup API, marked with
  `backup_made` in its settings. Restoring checks the file (SQLite magic, our `application_id`, a
  schema not newer than ours, `quick_check`, the backup mark) and refuses to replace data unless told
  to; a replaced database is first copied aside (`<name>.before-restore-<UTC time>`), so a restore can
  be undone by restoring that copy.
- A backup is never taken as it is: a file from elsewhere may carry triggers, views in place of our
  tables or rows no version of the app wrote, any of which would break every later write. Restoring
  makes a fresh database with the app's own schema and copies the backup's rows into it one by one,
  each checked against what the app writes (types, dates, JSON, statuses, a game's current revision);
  a row that fails is refused, and triggers, views and unknown tables are never copied. Both are
  listed in `last_restore` (a `RestoreReport`). A value the app reads through a model is checked through
  that model (earlier results as `EarlierResult`, History's filter as `HistoryFilter`, times with their time
  zone, a profile's key as `player_key` of its name).
- The same copy salvages a damaged database the app moved aside (`restore_from(..., salvage=True)`): every
  row that can still be read, through the same checks; what could not be read is listed.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sqlite3
import tempfile
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import AwareDatetime, BaseModel, ConfigDict, TypeAdapter

from scorers.errors import Problem, RefereeError
from scorers.i18n import Phrase, phrase

BACKUP_MARK = "backup_made"  # settings key written into every backup file
SQLITE_MAGIC = b"SQLite format 3\x00"
APPLICATION_ID = 0x54526566  # "TRef": `PRAGMA application_id` of our databases (the store checks it at opening)
PAGE_SIZE = 20
#: The fingerprint of a play imported from BG Stats starts with this (then the play's uuid): its results are
#: the scores BG Stats recorded, not a game the app refereed (it has no game file to open).
IMPORTED_MARK = "bgstats:"


class StoreError(RefereeError):
    """A saved game is missing, a value is not JSON, or the database could not be read or written."""

    code = "store-error"

    def __init__(self, message: str, phrase: Phrase | None = None, where: str = "") -> None:
        """`message` is English (logs, the `referee` command: `str(error)`); `phrase` says the same to the
        reader in the catalogue's words (`problem_phrases`, `Problem.text(lang)`): the screens show that.
        `where`: the file it is about, when the reader needs to know (the `referee` command)."""
        super().__init__([Problem(where, message, phrase)])
        self.args = (message,)  # the problem's own text would be the catalogue's: logs keep the detailed English


class UndecodedText(str):
    """Text of the database that is not UTF-8 (a damaged byte, a row written by another program), read with
    replacement characters so that reading never fails: a row holding one is set aside like any other bad
    row (`decode_text` is every connection's `text_factory`)."""


def decode_text(raw: bytes) -> str:
    """A TEXT value as Python reads it; not UTF-8, an `UndecodedText` (sqlite3 would raise for the whole
    query, and one bad byte would take every list down with it)."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return UndecodedText(raw.decode("utf-8", errors="replace"))


def is_utf8(raw: Any) -> bool:
    """The SQL function `is_utf8(CAST(x AS BLOB))`: SQLite's own JSON functions accept any byte."""
    if not isinstance(raw, bytes):
        return raw is None or isinstance(raw, (int, float))
    try:
        raw.decode("utf-8")
        return True
    except UnicodeDecodeError:
        return False


def readable_text(db: sqlite3.Connection) -> sqlite3.Connection:
    """Make a connection read bad text as `UndecodedText` (and know `is_utf8`): see `decode_text`."""
    db.text_factory = decode_text
    db.create_function("is_utf8", 1, is_utf8, deterministic=True)
    return db


def undecoded(values: Any) -> list[int]:
    """The positions of the values read that were not UTF-8."""
    return [i for i, value in enumerate(values) if isinstance(value, UndecodedText)]


def dump_json(value: Any) -> str:
    """A value as the store keeps it: compact JSON text (accents as they are); not JSON, a `StoreError`."""
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError) as exc:
        raise StoreError(f"cannot be saved as JSON: {exc}", phrase=phrase("st.not_json")) from exc


class NotABackup(StoreError):
    """The file offered for a restore is not a backup made by this app."""

    code = "not-a-backup"


class WouldOverwrite(StoreError):
    """A restore would replace data that exists: the caller must ask first and pass `replace=True`."""

    code = "would-overwrite"


_SCHEMA_V2 = """
CREATE TABLE players (id TEXT PRIMARY KEY, name TEXT NOT NULL, key TEXT NOT NULL, colour TEXT,
                      created TEXT NOT NULL, deleted TEXT);
CREATE INDEX players_by_key ON players (key);
CREATE TABLE results (game_id TEXT NOT NULL, seat INTEGER NOT NULL, player TEXT NOT NULL, player_key TEXT NOT NULL,
                      colour TEXT, score INTEGER NOT NULL, rank INTEGER NOT NULL, winner INTEGER NOT NULL,
                      PRIMARY KEY (game_id, seat)) WITHOUT ROWID;
CREATE INDEX results_by_player ON results (player_key, game_id);
ALTER TABLE games ADD COLUMN played TEXT;
ALTER TABLE games ADD COLUMN duration_min INTEGER;
ALTER TABLE games ADD COLUMN fingerprint TEXT;
ALTER TABLE games ADD COLUMN previous TEXT;
CREATE INDEX games_by_played ON games (deleted, played);
CREATE INDEX games_by_fingerprint ON games (fingerprint)
"""


def schema_v2(db: sqlite3.Connection) -> None:
    for statement in _SCHEMA_V2.split(";"):
        db.execute(statement)


_SCHEMA_V4 = """
CREATE TABLE result_members (game_id TEXT NOT NULL, seat INTEGER NOT NULL, place INTEGER NOT NULL, member TEXT NOT NULL,
                             member_key TEXT NOT NULL, PRIMARY KEY (game_id, seat, place)) WITHOUT ROWID;
CREATE INDEX result_members_by_member ON result_members (member_key, game_id);
ALTER TABLE games ADD COLUMN note TEXT;
ALTER TABLE games ADD COLUMN place TEXT
"""


def schema_v4(db: sqlite3.Connection) -> None:
    """The people of a team's result line (`result_members`): a team's result is each member's; and a
    play's note and place (`games.note`, `games.place`, as BG Stats keeps them: typed in History)."""
    for statement in _SCHEMA_V4.split(";"):
        db.execute(statement)


def player_key(name: str) -> str:
    """Names are the same player whatever their case or surrounding spaces."""
    return " ".join(name.split()).casefold()


def now_text() -> str:
    """This moment as the store writes it: UTC, microseconds, fixed width (so that it compares as text)."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


class Profile(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    name: str
    colour: str | None = None
    deleted: datetime | None = None


class PlayerResult(BaseModel):
    """One player's line of a finished game."""

    model_config = ConfigDict(frozen=True)

    seat: int
    player: str
    colour: str | None = None
    score: int
    rank: int
    winner: bool
    #: the people of a side that is a team (Défense d'afficher's sides, Paleo at 4, Pitchanque, Le Roi), in
    #: the side's order; empty when the line is one person, `player` itself
    members: tuple[str, ...] = ()

    @property
    def people(self) -> tuple[str, ...]:
        """Who the line credits: the team's members, or the player."""
        return self.members or (self.player,)


class EarlierResult(BaseModel):
    """A result that a re-scoring replaced, and when."""

    model_config = ConfigDict(frozen=True)

    replaced: AwareDatetime  # the store writes UTC times: a naive one could never be compared to them
    results: tuple[PlayerResult, ...]


class HistoryEntry(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    game: str
    title: str
    played: AwareDatetime
    duration_min: int | None
    results: tuple[PlayerResult, ...]
    earlier: tuple[EarlierResult, ...] = ()
    note: str | None = None  # the table's words about the play
    place: str | None = None  # where it was played
    refereed: bool = True  # False: imported from BG Stats, its scores as recorded there (no game to open)

    @property
    def winners(self) -> list[str]:
        return [r.player for r in self.results if r.winner]


class HistoryFilter(BaseModel):
    """Which games of the history to show: a game id, a player (any case), a date range (inclusive)."""

    model_config = ConfigDict(frozen=True)

    game: str | None = None
    player: str | None = None
    since: str | None = None  # YYYY-MM-DD
    until: str | None = None


class HistoryPage(BaseModel):
    model_config = ConfigDict(frozen=True)

    entries: tuple[HistoryEntry, ...]
    page: int
    pages: int
    total: int


@dataclass(frozen=True)
class NewPlay:
    """A finished game to add to the history as it was recorded elsewhere (a BG Stats play): its results
    as they are, never refereed (`Store.add_plays`)."""

    game: str
    title: str
    played: datetime  # aware
    results: tuple[PlayerResult, ...]
    source: str  # the play's own id there (its uuid): kept in the fingerprint, after `IMPORTED_MARK`
    duration_min: int | None = None
    note: str | None = None
    place: str | None = None


@dataclass(frozen=True, slots=True)
class ResultLine:
    """One player's line of a game of the history, with the game's id, kind and time: what the statistics
    (`referee_app.statistics`) are computed from (a plain value: thousands are made at each look)."""

    game_id: str
    game: str
    played: datetime
    seat: int
    player: str
    score: int
    rank: int
    winner: bool
    team: str | None = None  # the team the player won or lost with (its name), None when alone


def _where(flt: HistoryFilter) -> tuple[str, list[Any]]:
    clauses, params = ["g.deleted IS NULL", "g.played IS NOT NULL"], []
    if flt.game:
        clauses.append("g.game = ?")
        params.append(flt.game)
    if flt.since:
        clauses.append("g.played >= ?")
        params.append(flt.since)
    if flt.until:
        clauses.append("g.played < ?")  # the whole last day: '2026-01-31' < '2026-01-31T...' < '2026-01-31~'
        params.append(flt.until + "~")
    if flt.player and player_key(flt.player):
        clauses.append("(g.id IN (SELECT game_id FROM results WHERE player_key = ?) "
                       "OR g.id IN (SELECT game_id FROM result_members WHERE member_key = ?))")
        params += [player_key(flt.player)] * 2
    return " AND ".join(clauses), params


def _results(rows: list[tuple], members: dict[int, list[str]] | None = None) -> tuple[PlayerResult, ...]:
    members = members or {}
    return tuple(PlayerResult(seat=s, player=p, colour=c, score=sc, rank=r, winner=bool(w),
                              members=tuple(members.get(s, ())))
                 for s, p, c, sc, r, w in rows)


def _members(db: sqlite3.Connection, ids: list[str]) -> dict[str, dict[int, list[str]]]:
    """The members of the team lines of these games: game id -> seat -> names in order."""
    found: dict[str, dict[int, list[str]]] = {}
    for game_id, seat, member in db.execute(
            f"SELECT game_id, seat, member FROM result_members WHERE game_id IN ({','.join('?' * len(ids))}) "
            "ORDER BY game_id, seat, place", ids):
        found.setdefault(game_id, {}).setdefault(seat, []).append(member)
    return found


_ENTRY_SQL = ("SELECT g.id, g.game, r.title, g.played, g.duration_min, g.previous, g.note, g.place, g.fingerprint "
              "FROM games g "
              "JOIN revisions r ON r.game_id = g.id AND r.revision = g.revision ")


def _entries(db: sqlite3.Connection, rows: list[tuple]) -> tuple[HistoryEntry, ...]:
    """History entries of (id, game, title, played, duration, previous, note, place) rows, with their results."""
    ids = [row[0] for row in rows]
    lines: dict[str, list[tuple]] = {i: [] for i in ids}
    for game_id, *line in db.execute(f"SELECT game_id, seat, player, colour, score, rank, winner FROM results "
                                     f"WHERE game_id IN ({','.join('?' * len(ids))}) ORDER BY game_id, seat", ids):
        if game_id in lines:  # else a damaged index gave a row of another game
            lines[game_id].append(tuple(line))
    members = _members(db, ids)
    entries = []
    for row in rows:
        i, g, t, p, d, prev, note, place, mark = row
        if undecoded(row) or any(undecoded(line) for line in lines[i]):
            continue  # text that is not UTF-8: set aside like the rows below
        try:
            entries.append(HistoryEntry(
                id=i, game=g, title=t, played=datetime.fromisoformat(p), duration_min=d,
                results=_results(lines[i], members.get(i)), note=note, place=place,
                refereed=not (mark or "").startswith(IMPORTED_MARK),
                earlier=tuple(EarlierResult.model_validate(e) for e in json.loads(prev or "[]"))))
        except (ValueError, TypeError):  # a row that cannot be read is set aside, not in the way of the others
            continue
    return tuple(entries)


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
HISTORY_FILTER_SETTING = "history_filter"  # History's filter (`components/history.py` reads it as a HistoryFilter)
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
#: Schema objects SQLite or our own schema make: anything else in a backup is not copied.
_OUR_INDEXES = {"games_by_touched", "players_by_key", "results_by_player", "games_by_played", "games_by_fingerprint",
                "boards_by_game", "result_members_by_member"}


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
    except (sqlite3.DatabaseError, UnicodeError):  # UnicodeError: a damaged column name (see store._inspect)
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
                  if not (t == "table" and n in _RESTORED) and not (t == "index" and n in _OUR_INDEXES)
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


class RecordsMixin:
    """Profiles, results, history, statistics and backups; mixed into `Store` (which gives `_use`)."""

    _use: Any
    _lock: Any
    committed: Any
    _db: sqlite3.Connection | None
    report: Any
    settings_boards_mover: Any
    schema_version: int
    last_restore: RestoreReport = RestoreReport()
    salvaged: bool = False  # the last restore was a salvage of a damaged file (`restore_from(salvage=True)`)
    changes: int = 0  # commits and restores through this store (`committed`): what kept lines are checked against
    _kept_lines: tuple[tuple, tuple[ResultLine, ...]] | None = None  # the last `result_lines`: (revision, filter)
    _kept_players: tuple[tuple, tuple[str, ...]] | None = None  # `history_players` at a revision

    # --- player profiles -------------------------------------------------------------------------
    def profiles(self, include_deleted: bool = False) -> list[Profile]:
        """Every profile, by name."""
        with self._use() as db:
            rows = db.execute("SELECT id, name, colour, deleted FROM players WHERE ? OR deleted IS NULL "
                              "ORDER BY key", (include_deleted,)).fetchall()
        return [Profile(id=i, name=n, colour=c, deleted=datetime.fromisoformat(d) if d else None)
                for i, n, c, d in rows if not undecoded((i, n, c, d))]

    def save_profile(self, name: str, colour: str | None = None, profile_id: str | None = None) -> Profile:
        """Create a profile, or rename / recolour `profile_id`; a name another profile has is refused."""
        name = " ".join(name.split())
        if not name:
            raise StoreError("a player needs a name", phrase=phrase("st.player_needs_name"))
        with self._use(write=True) as db:
            clash = db.execute("SELECT id FROM players WHERE key = ? AND deleted IS NULL AND id IS NOT ?",
                               (player_key(name), profile_id)).fetchone()
            if clash:
                raise StoreError(f"there is already a player called {name!r}",
                                 phrase=phrase("st.player_name_taken", name=name))
            if profile_id is None:
                profile_id = uuid.uuid4().hex
                db.execute("INSERT INTO players VALUES (?, ?, ?, ?, ?, NULL)",
                           (profile_id, name, player_key(name), colour, now_text()))
            elif not db.execute("UPDATE players SET name = ?, key = ?, colour = ? WHERE id = ?",
                                (name, player_key(name), colour, profile_id)).rowcount:
                raise StoreError(f"no player profile {profile_id!r}",
                                 phrase=phrase("st.no_profile", profile=profile_id))
        return Profile(id=profile_id, name=name, colour=colour)

    def remember_players(self, players: list[dict]) -> None:
        """Make a profile for each named player that has none yet (their colour as the preference). Known by
        the keys kept, as `save_profile` checks them (a damaged name must not make a clash of a known one)."""
        with self._use() as db:
            known = {row[0] for row in db.execute("SELECT key FROM players WHERE deleted IS NULL")}
        for player in players:
            name = " ".join(str(player.get("name", "")).split())
            if name and player_key(name) not in known:
                self.save_profile(name, player.get("colour"))
                known.add(player_key(name))

    def delete_profile(self, profile_id: str) -> None:
        """Hide a profile (its games stay); `restore_profile` brings it back."""
        with self._use(write=True) as db:
            db.execute("UPDATE players SET deleted = ? WHERE id = ? AND deleted IS NULL", (now_text(), profile_id))

    def restore_profile(self, profile_id: str) -> None:
        with self._use(write=True) as db:
            row = db.execute("SELECT key FROM players WHERE id = ?", (profile_id,)).fetchone()
            if row and db.execute("SELECT 1 FROM players WHERE key = ? AND deleted IS NULL AND id != ?",
                                  (row[0], profile_id)).fetchone():
                raise StoreError("a player of that name exists again", phrase=phrase("st.player_name_back"))
            db.execute("UPDATE players SET deleted = NULL WHERE id = ?", (profile_id,))

    # --- results ---------------------------------------------------------------------------------
    def record_result(self, game_id: str, results: list[PlayerResult], played: str | None = None,
                      fingerprint: str | None = None, duration_min: int | None = None) -> bool:
        """Set a game's result (it joins the history). A different earlier result is kept in `previous`;
        `played` and `duration_min` are set the first time only. Returns whether the result changed."""
        with self._use(write=True) as db:
            row = db.execute("SELECT played, previous, created FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                raise StoreError(f"no saved game {game_id!r}", phrase=phrase("st.no_game", game=game_id))
            old = db.execute("SELECT seat, player, colour, score, rank, winner FROM results WHERE game_id = ? "
                             "ORDER BY seat", (game_id,)).fetchall()
            new = [(r.seat, r.player, r.colour, r.score, r.rank, int(r.winner)) for r in results]
            previous = json.loads(row[1]) if row[1] else []
            if old and old != new:
                previous.append({"replaced": now_text(), "results": [r.model_dump() for r in _results(old)]})
            db.execute("UPDATE games SET played = coalesce(played, ?), fingerprint = coalesce(?, fingerprint), "
                       "duration_min = coalesce(duration_min, ?), previous = ? WHERE id = ?",
                       (played or row[2], fingerprint, duration_min,
                        json.dumps(previous) if previous else None, game_id))
            if old != new:
                db.execute("DELETE FROM results WHERE game_id = ?", (game_id,))
                db.executemany("INSERT INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                               [(game_id, s, p, player_key(p), c, sc, rk, w) for s, p, c, sc, rk, w in new])
            db.execute("DELETE FROM result_members WHERE game_id = ?", (game_id,))  # teams: always as scored now
            db.executemany("INSERT INTO result_members VALUES (?, ?, ?, ?, ?)",
                           [(game_id, r.seat, place, m, player_key(m)) for r in results
                            for place, m in enumerate(r.members)])
            return bool(old) and old != new

    def add_plays(self, plays: list[NewPlay]) -> list[str]:
        """Add finished games recorded elsewhere (imported BG Stats plays), all in one transaction or none:
        each a game whose document only names where it came from (there is no game file to open), its
        results, its members, its time, note and place; their people become profiles. Returns the new ids."""
        ids = []
        with self._use(write=True) as db:
            known = {row[0] for row in db.execute("SELECT key FROM players WHERE deleted IS NULL")}
            for play in plays:
                game_id, now = uuid.uuid4().hex, now_text()
                document = dump_json({"imported": "bgstats", "uuid": play.source})
                # touched 0: never "the last game" of its kind (Play again seats the players of that one)
                db.execute("INSERT INTO games (id, game, created, updated, touched, revision, played, duration_min, "
                           "fingerprint, note, place) VALUES (?, ?, ?, ?, 0, 1, ?, ?, ?, ?, ?)",
                           (game_id, play.game, now, now,
                            play.played.astimezone(UTC).isoformat(timespec="microseconds"), play.duration_min,
                            IMPORTED_MARK + play.source, play.note, play.place))
                db.execute("INSERT INTO revisions VALUES (?, 1, ?, 'finished', ?, NULL)",
                           (game_id, play.title, document))
                db.executemany("INSERT INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                               [(game_id, r.seat, r.player, player_key(r.player), r.colour, r.score, r.rank,
                                 int(r.winner)) for r in play.results])
                db.executemany("INSERT INTO result_members VALUES (?, ?, ?, ?, ?)",
                               [(game_id, r.seat, place, m, player_key(m)) for r in play.results
                                for place, m in enumerate(r.members)])
                for person in (person for r in play.results for person in r.people):
                    name = " ".join(person.split())
                    if name and player_key(name) not in known:
                        db.execute("INSERT INTO players VALUES (?, ?, ?, NULL, ?, NULL)",
                                   (uuid.uuid4().hex, name, player_key(name), now))
                        known.add(player_key(name))
                ids.append(game_id)
        return ids

    def finished_without_result(self) -> list[str]:
        """Finished games that have no result yet (saved before the history existed)."""
        with self._use() as db:
            rows = db.execute("SELECT g.id FROM games g JOIN revisions r ON r.game_id = g.id AND r.revision = "
                              "g.revision WHERE r.status = 'finished' AND g.played IS NULL AND g.deleted IS NULL")
            return [row[0] for row in rows]

    def set_play_details(self, game_id: str, note: str | None, place: str | None) -> None:
        """A play's note and place (blank: none), as the table types them in History."""
        with self._use(write=True) as db:
            if not db.execute("UPDATE games SET note = ?, place = ? WHERE id = ?",
                              ((note or "").strip() or None, " ".join((place or "").split()) or None,
                               game_id)).rowcount:
                raise StoreError(f"no saved game {game_id!r}", phrase=phrase("st.no_game", game=game_id))

    def history_ids(self, games: list[str]) -> list[str]:
        """The games of the history (not deleted) of these game ids."""
        with self._use() as db:
            rows = db.execute(f"SELECT id FROM games WHERE deleted IS NULL AND played IS NOT NULL AND game IN "
                              f"({','.join('?' * len(games))}) ORDER BY played", games)
            return [row[0] for row in rows]

    def find_fingerprint(self, fingerprint: str) -> str | None:
        """The saved game (not deleted) whose game file has this fingerprint."""
        with self._use() as db:
            row = db.execute("SELECT id FROM games WHERE fingerprint = ? AND deleted IS NULL", (fingerprint,))
            found = row.fetchone()
        return found[0] if found else None

    def set_fingerprint(self, game_id: str, fingerprint: str) -> None:
        with self._use(write=True) as db:
            db.execute("UPDATE games SET fingerprint = ? WHERE id = ?", (fingerprint, game_id))

    # --- history and statistics --------------------------------------------------------------------
    def history(self, flt: HistoryFilter | None = None, page: int = 0, page_size: int = PAGE_SIZE) -> HistoryPage:
        """One page of the history (newest first) under a filter, with the number of pages."""
        where, params = _where(flt or HistoryFilter())
        with self._use() as db:
            total = db.execute(f"SELECT count(*) FROM games g WHERE {where}", params).fetchone()[0]
            pages = max(1, -(-total // page_size))
            page = min(max(page, 0), pages - 1)
            rows = db.execute(_ENTRY_SQL + f"WHERE {where} ORDER BY g.played DESC, g.id LIMIT ? OFFSET ?",
                              [*params, page_size, page * page_size]).fetchall()
            entries = _entries(db, rows)
        return HistoryPage(entries=entries, page=page, pages=pages, total=total)

    def history_entry(self, game_id: str) -> HistoryEntry | None:
        """A game of the history (None if it has no result or is deleted)."""
        with self._use() as db:
            rows = db.execute(_ENTRY_SQL + "WHERE g.id = ? AND g.deleted IS NULL AND g.played IS NOT NULL",
                              (game_id,)).fetchall()
            entries = _entries(db, rows)
        return entries[0] if entries else None

    def history_players(self) -> list[str]:
        """Every player of the history (one spelling each; a team's members, not the team), for the player
        filter."""
        with self._use() as db:
            revision = self._revision(db)
            if self._kept_players is not None and self._kept_players[0] == revision:
                return list(self._kept_players[1])
            # a team's line is its members (a team is not a player): lines without members, and members
            rows = db.execute(
                "SELECT max(name) FROM (SELECT x.player AS name, x.player_key AS key FROM results x "
                "JOIN games g ON g.id = x.game_id WHERE g.deleted IS NULL AND NOT EXISTS (SELECT 1 FROM "
                "result_members m WHERE m.game_id = x.game_id AND m.seat = x.seat) UNION ALL SELECT m.member, "
                "m.member_key FROM result_members m JOIN games g ON g.id = m.game_id WHERE g.deleted IS NULL) "
                "GROUP BY key ORDER BY key").fetchall()
            self._kept_players = (revision, tuple(r[0] for r in rows))
        return [r[0] for r in rows]

    def result_lines(self, flt: HistoryFilter | None = None) -> list[ResultLine]:
        """Every person's line of the filtered history, oldest game first (seat order within a game): a
        team's line is one line per member, with the team's score, place and win, and its name as `team`.
        Two queries, for the statistics; the lines of the last filter asked are kept until the data changes
        (`_revision`: a commit of this store, or of another connection to the file), so that choosing two
        players to compare, or coming back to the screen, does not read 15,000 lines again."""
        flt = flt or HistoryFilter()
        where, params = _where(flt)
        with self._use() as db:
            revision = self._revision(db)
            kept = self._kept_lines
            if kept is not None and kept[0] == (revision, flt):
                return list(kept[1])
            # SQLite decodes the text itself (in C: a third of the time of a Python text_factory over 60,000
            # values); a value that is not UTF-8 makes it raise, and the query is read again, row by row
            db.text_factory = str
            try:
                rows, members = self._line_rows(db, where, params)
                clean = True  # every text was UTF-8
            except sqlite3.OperationalError:
                rows, clean = None, False
            finally:
                db.text_factory = decode_text
            if rows is None:
                rows, members = self._line_rows(db, where, params)
        lines = []
        times: dict[str, datetime | None] = {}  # a game's time is read once, not once per line
        for i, g, p, seat, player, score, rank, winner in rows:
            if not clean and undecoded((i, g, p, player)):  # text that is not UTF-8: set aside, as in `_entries`
                continue
            played = times.get(p, False)
            if played is False:
                try:
                    played = times[p] = datetime.fromisoformat(p)
                except (ValueError, TypeError):  # as `_entries`: a row that cannot be read is set aside
                    played = times[p] = None
            if played is None:
                continue
            team = members.get((i, seat))
            if team is None:  # positional: a quarter of the time of keywords over 15,000 lines
                lines.append(ResultLine(i, g, played, seat, player, score, rank, bool(winner)))
                continue
            for person in team:
                lines.append(ResultLine(i, g, played, seat, person, score, rank, bool(winner), player))
        self._kept_lines = ((revision, flt), tuple(lines))
        return lines

    @staticmethod
    def _line_rows(db: sqlite3.Connection, where: str, params: list[Any]) -> tuple[list[tuple], dict]:
        """(game id, game, played, seat, player, score, rank, winner) rows in time order, and the members of
        team lines."""
        rows = db.execute(
            "SELECT g.id, g.game, g.played, x.seat, x.player, x.score, x.rank, x.winner "
            f"FROM results x JOIN games g ON g.id = x.game_id WHERE {where} "
            "ORDER BY g.played, g.id, x.seat", params).fetchall()
        members: dict[tuple[str, int], list[str]] = {}
        for game_id, seat, member in db.execute(
                f"SELECT m.game_id, m.seat, m.member FROM result_members m JOIN games g ON g.id = m.game_id "
                f"WHERE {where} ORDER BY m.game_id, m.seat, m.place", params):
            members.setdefault((game_id, seat), []).append(member)
        return rows, members

    def _revision(self, db: sqlite3.Connection) -> tuple[int, int]:
        """Changes since the store opened: its own commits (and restores), and `data_version`, which moves when
        another connection (the `referee` command, a second window) commits to the same file."""
        return self.changes, db.execute("PRAGMA data_version").fetchone()[0]

    def iter_history(self, flt: HistoryFilter | None = None, chunk: int = 500) -> Iterator[HistoryEntry]:
        """The whole filtered history, oldest first, a chunk at a time (for exports)."""
        first = self.history(flt, 0, chunk)
        for page in range(first.pages - 1, -1, -1):
            yield from reversed(self.history(flt, page, chunk).entries)

    # --- backups --------------------------------------------------------------------------------
    def backup_to(self, path: Path) -> None:
        """Write a full copy of the database to `path` (replaced if it exists), marked as a backup."""
        path = Path(path)
        tmp = path.with_name(path.name + ".part")
        tmp.unlink(missing_ok=True)
        try:
            target = sqlite3.connect(tmp, isolation_level=None)
            try:
                with self._use() as db:
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

    def backup_bytes(self) -> bytes:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "backup.sqlite3"
            self.backup_to(path)
            return path.read_bytes()

    def is_empty(self) -> bool:
        """No game (not even a deleted one), no profile and no board: a restore loses nothing."""
        with self._use() as db:
            return not db.execute("SELECT EXISTS (SELECT 1 FROM games) OR EXISTS (SELECT 1 FROM players) "
                                  "OR EXISTS (SELECT 1 FROM boards)").fetchone()[0]

    def restore_from(self, path: Path, replace: bool = False, salvage: bool = False) -> Path | None:
        """Replace the whole database by the rows of the backup at `path`, copied through our schema (see
        the module's brief; what was left out is in `last_restore`). Refuses (`NotABackup`) a file that
        is not a backup of this app, and (`WouldOverwrite`) to replace existing data unless `replace`.
        Returns where the replaced data was copied (None when there was nothing to keep).
        `salvage`: `path` is a damaged database of ours that the app moved aside (`Store.report.moved_aside`):
        not a backup, not checked whole; every row that can still be read is copied through the same checks (a
        damaged SQLite header is put back first: one flipped byte there makes the file "not a database")."""
        # the store's own checks, which the store hands over (this module is below it: no import of it)
        _connect, _inspect, _transaction, _Unusable = self.sqlite_connect, self.sqlite_inspect, \
            self.sqlite_transaction, self.unusable

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
                        _salvage_check(source, name, self.schema_version)
                    else:
                        _inspect(source, thorough=False)  # magic, quick_check, application_id, schema: never migrated
                    if not salvage and not _marked(source):
                        raise NotABackup(f"{name} is a Table Referee database but not a backup",
                                         phrase=phrase("st.database_not_backup", name=name))
                    fresh = _connect(fresh_path)
                    with _transaction(fresh):
                        report = _copy_rows(source, fresh, name, salvage)
                        fresh.execute("DELETE FROM settings WHERE key = ?", (BACKUP_MARK,))
                        self.settings_boards_mover(fresh)  # a backup older than the boards table
                except (OSError, sqlite3.Error, _Unusable) as exc:
                    raise NotABackup(f"{name} is not a backup of Table Referee: {exc}",
                                     phrase=phrase("st.not_a_backup", name=name)) from None
                kept = None
                with self._lock:
                    if not self.is_empty():
                        if not replace:
                            raise WouldOverwrite("the current games would be replaced",
                                             phrase=phrase("st.would_overwrite"))
                        kept = self._keep_aside()
                    with self._use() as db:
                        fresh.backup(db)
                    self.committed()  # the backup API wrote the database outside a write transaction
                    self.last_restore, self.salvaged = report, salvage
                return kept
            finally:
                for db in (source, fresh):
                    if db is not None:
                        db.close()

    def _keep_aside(self) -> Path | None:
        """A backup of the current data next to the database, before a restore replaces it."""
        path = Path(self.report.path)
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        target = path.with_name(f"{path.name}.before-restore-{stamp}")
        try:
            self.backup_to(target)
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(f"the current data could not be kept aside, nothing was restored: {exc}",
                             phrase=phrase("st.not_kept_aside")) from exc
        return target

