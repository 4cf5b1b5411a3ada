"""The store's schema and its migrations, in one place: what each table holds and how a database of an
earlier version is brought to this one.

- Schema 1: `games` (one row per game: its registry id, current revision, times, soft-delete time),
  `revisions` (the history of each game, one row per revision holding the whole document with its title,
  status and the label of the change that made it) and `settings` (small JSON values).
- Schema 2 adds `players` (profiles: name, colour preference, soft delete), `results` (one row per player of a
  scored game: seat, name, colour, score, rank, winner) and four columns of `games`: `played` (when the game
  was played, set once a result is recorded: the history is the games that have one), `duration_min`,
  `fingerprint` (hash of the canonical game file, so that importing the same game twice finds it) and
  `previous` (JSON list of the results a re-scoring replaced, newest last).
- Schema 3 adds `boards (id, game, name, data, created, modified)`: `data` is the board file as JSON (the
  `board` of a game file), `name` repeats its name for lists and sorting. Boards once kept in the settings
  (`track-boards:{game}`) are moved into the table (`move_settings_boards`), and again after a restore of an
  older backup.
- Schema 4 adds `result_members` (the people of a team's result line: a team's result is each member's) and a
  play's `note` and `place` (columns of `games`, as BG Stats keeps them).
The version is `PRAGMA user_version`: `MIGRATIONS[n]` upgrades version n to n + 1; `PRAGMA application_id`
says the file is ours.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Callable

from referee_app.store.values import dump_json, now_text

SQLITE_MAGIC = b"SQLite format 3\x00"
APPLICATION_ID = 0x54526566  # "TRef": `PRAGMA application_id` of our databases (the store checks it at opening)
#: The settings key under which the first track board editor kept its boards (one dict per game).
OLD_SETTINGS_PREFIX = "track-boards:"


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

def schema_v1(db: sqlite3.Connection) -> None:
    for statement in _SCHEMA_V1.split(";"):  # one by one: `executescript` would commit half way
        db.execute(statement)


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


_SCHEMA_V3 = """
CREATE TABLE boards (id TEXT PRIMARY KEY, game TEXT NOT NULL, name TEXT NOT NULL, data TEXT NOT NULL,
                     created TEXT NOT NULL, modified TEXT NOT NULL);
CREATE INDEX boards_by_game ON boards (game, name)
"""

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


#: [n] upgrades version n to n + 1
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (schema_v1, schema_v2, schema_v3, schema_v4)
SCHEMA_VERSION = len(MIGRATIONS)
#: Schema objects SQLite or our own schema make: anything else in a backup is not copied.
OUR_INDEXES = frozenset({"games_by_touched", "players_by_key", "results_by_player", "games_by_played",
                         "games_by_fingerprint", "boards_by_game", "result_members_by_member"})
