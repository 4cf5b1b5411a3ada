"""The games of the history that cannot be read at all (issue 35): counted by `records.history`'s total but in
no page of it, so listed instead of hidden, by the export (`referee export` says which it left out) and on Home
among the rows set aside (`Store.set_aside`).

A column the result does not need (a note, a place, a title, earlier results, a duration) never hides a game
(`records._entries` shows it blank); what does is a time that is not a time, or results (an id, a kind, a
player's name, a number) that cannot be read. Cheap enough for every Home: the texts are decoded by SQLite
itself (in C; read again row by row only when one is not UTF-8, as `records.result_lines` does), the numbers
checked in SQL, the times in Python, the few suspects then read as `_entries` reads them; the answer is kept
until the data changes (the connection's commits and SQLite's `data_version`, as the statistics' lines are).
"""

from __future__ import annotations

import sqlite3
from datetime import datetime
from typing import Any

from referee_app.store.connection import Connection
from referee_app.store.records import _ENTRY_SQL, HistoryFilter, _entries, _where
from referee_app.store.values import decode_text, undecoded


def _aware(value: Any) -> bool:
    try:
        return datetime.fromisoformat(value).tzinfo is not None
    except (TypeError, ValueError):
        return False


class UnreadHistory:
    """`unread(flt)`: the (id, why) of every game of the filtered history that cannot be read at all."""

    def __init__(self, connection: Connection) -> None:
        self._connection = connection
        self._kept: tuple[tuple, tuple[tuple[str, str], ...]] | None = None  # the last answer, at a revision

    def unread(self, flt: HistoryFilter | None = None) -> list[tuple[str, str]]:
        flt = flt or HistoryFilter()
        where, params = _where(flt)
        games_sql = f"SELECT g.id, g.game, g.played FROM games g WHERE {where}"
        lines_sql = (f"SELECT x.game_id, x.player, x.colour FROM results x JOIN games g ON g.id = x.game_id "
                     f"WHERE {where}")
        with self._connection.use() as db:
            revision = (self._connection.changes, db.execute("PRAGMA data_version").fetchone()[0], flt)
            if self._kept is not None and self._kept[0] == revision:
                return list(self._kept[1])
            db.text_factory = str
            try:
                games, clean = db.execute(games_sql, params).fetchall(), True
                db.execute(lines_sql, params).fetchall()
            except sqlite3.OperationalError:  # a text that is not UTF-8: read again, row by row
                clean = False
            finally:
                db.text_factory = decode_text
            if not clean:
                games = db.execute(games_sql, params).fetchall()
            suspects = [i for i, g, p in games if (not clean and undecoded((i, g, p))) or not _aware(p)]
            if not clean:
                suspects += [row[0] for row in db.execute(lines_sql, params) if undecoded(row)]
            suspects += [row[0] for row in db.execute(
                f"SELECT DISTINCT x.game_id FROM results x JOIN games g ON g.id = x.game_id WHERE {where} AND ("
                "typeof(x.seat) != 'integer' OR typeof(x.score) != 'integer' OR typeof(x.rank) != 'integer')", params)]
            found = []
            for game_id in dict.fromkeys(suspects):
                rows = db.execute(_ENTRY_SQL + "WHERE g.id = ?", (game_id,)).fetchall()
                if rows and not _entries(db, rows):
                    found.append((str(game_id), "its time or its results cannot be read"))
            self._kept = (revision, tuple(found))
        return found
