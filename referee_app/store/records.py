"""The players and the results behind History: one part of the store (`store.records`), readable alone.

- Player profiles (`players`: name, colour preference, soft delete); the results of finished games (`results`,
  one row per player or team of a scored game: seat, name, colour, score, rank, winner; `result_members`, the
  people of a team's line: a team's result is each member's); and on `games`, when a game was played (set once
  a result is recorded: the history is the games that have one), its duration, its fingerprint (the hash of the
  canonical game file, so that importing the same game twice finds it), the results a re-scoring replaced
  (`previous`: an edited finished game keeps what it was), its note and place. The tables are schemas 2 and 4
  (`store/schema.py`).
- The store still knows no rules: results arrive computed (`AppState` scores through the fronts).
- Plays recorded elsewhere (BG Stats imports) arrive as `NewPlay`s and are added all in one transaction
  (`add_plays`); their fingerprint is `IMPORTED_MARK` + their uuid: History says they were not refereed
  (`HistoryEntry.refereed`), and the saved games Home lists leave them out (they have no game file).
- Queries stay fast on thousands of games: indexes on `games (deleted, played)` and `results (player_key)`,
  pages by LIMIT/OFFSET over that index, the statistics' lines (`referee_app.history.statistics`) in two
  queries, kept (with the history's players) until the data changes: the connection's `changes` (this store's
  commits and restores) and SQLite's `data_version` (another connection's commits).
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from pydantic import AwareDatetime, BaseModel, ConfigDict

from referee_app.store.connection import Connection
from referee_app.store.errors import StoreError
from referee_app.store.values import decode_text, dump_json, now_text, undecoded
from scorers.i18n import phrase

PAGE_SIZE = 20
#: The fingerprint of a play imported from BG Stats starts with this (then the play's uuid): its results are
#: the scores BG Stats recorded, not a game the app refereed (it has no game file to open).
IMPORTED_MARK = "bgstats:"
#: History's filter, kept in the settings (`components/history.py` reads it as a HistoryFilter)
HISTORY_FILTER_SETTING = "history_filter"


def player_key(name: str) -> str:
    """Names are the same player whatever their case or surrounding spaces."""
    return " ".join(name.split()).casefold()

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
    as they are, never refereed (`store.records.add_plays`)."""

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
    (`referee_app.store.statistics`) are computed from (a plain value: thousands are made at each look)."""

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


class Records:
    """Profiles, results, history and the statistics' lines. Every method is thread-safe; every write is durable
    on return."""

    def __init__(self, connection: Connection) -> None:
        self._connection = connection
        self._kept_lines: tuple[tuple, tuple[ResultLine, ...]] | None = None  # the last `result_lines`
        self._kept_players: tuple[tuple, tuple[str, ...]] | None = None  # `history_players` at a revision

    # --- player profiles -------------------------------------------------------------------------
    def profiles(self, include_deleted: bool = False) -> list[Profile]:
        """Every profile, by name."""
        with self._connection.use() as db:
            rows = db.execute("SELECT id, name, colour, deleted FROM players WHERE ? OR deleted IS NULL "
                              "ORDER BY key", (include_deleted,)).fetchall()
        return [Profile(id=i, name=n, colour=c, deleted=datetime.fromisoformat(d) if d else None)
                for i, n, c, d in rows if not undecoded((i, n, c, d))]

    def save_profile(self, name: str, colour: str | None = None, profile_id: str | None = None) -> Profile:
        """Create a profile, or rename / recolour `profile_id`; a name another profile has is refused."""
        name = " ".join(name.split())
        if not name:
            raise StoreError("a player needs a name", phrase=phrase("st.player_needs_name"))
        with self._connection.use(write=True) as db:
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
        with self._connection.use() as db:
            known = {row[0] for row in db.execute("SELECT key FROM players WHERE deleted IS NULL")}
        for player in players:
            name = " ".join(str(player.get("name", "")).split())
            if name and player_key(name) not in known:
                self.save_profile(name, player.get("colour"))
                known.add(player_key(name))

    def delete_profile(self, profile_id: str) -> None:
        """Hide a profile (its games stay); `restore_profile` brings it back."""
        with self._connection.use(write=True) as db:
            db.execute("UPDATE players SET deleted = ? WHERE id = ? AND deleted IS NULL", (now_text(), profile_id))

    def restore_profile(self, profile_id: str) -> None:
        with self._connection.use(write=True) as db:
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
        with self._connection.use(write=True) as db:
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
        with self._connection.use(write=True) as db:
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
        with self._connection.use() as db:
            rows = db.execute("SELECT g.id FROM games g JOIN revisions r ON r.game_id = g.id AND r.revision = "
                              "g.revision WHERE r.status = 'finished' AND g.played IS NULL AND g.deleted IS NULL")
            return [row[0] for row in rows]

    def set_play_details(self, game_id: str, note: str | None, place: str | None) -> None:
        """A play's note and place (blank: none), as the table types them in History."""
        with self._connection.use(write=True) as db:
            if not db.execute("UPDATE games SET note = ?, place = ? WHERE id = ?",
                              ((note or "").strip() or None, " ".join((place or "").split()) or None,
                               game_id)).rowcount:
                raise StoreError(f"no saved game {game_id!r}", phrase=phrase("st.no_game", game=game_id))

    def history_ids(self, games: list[str]) -> list[str]:
        """The games of the history (not deleted) of these game ids."""
        with self._connection.use() as db:
            rows = db.execute(f"SELECT id FROM games WHERE deleted IS NULL AND played IS NOT NULL AND game IN "
                              f"({','.join('?' * len(games))}) ORDER BY played", games)
            return [row[0] for row in rows]

    def find_fingerprint(self, fingerprint: str) -> str | None:
        """The saved game (not deleted) whose game file has this fingerprint."""
        with self._connection.use() as db:
            row = db.execute("SELECT id FROM games WHERE fingerprint = ? AND deleted IS NULL", (fingerprint,))
            found = row.fetchone()
        return found[0] if found else None

    def set_fingerprint(self, game_id: str, fingerprint: str) -> None:
        with self._connection.use(write=True) as db:
            db.execute("UPDATE games SET fingerprint = ? WHERE id = ?", (fingerprint, game_id))

    # --- history and statistics --------------------------------------------------------------------
    def history(self, flt: HistoryFilter | None = None, page: int = 0, page_size: int = PAGE_SIZE) -> HistoryPage:
        """One page of the history (newest first) under a filter, with the number of pages."""
        where, params = _where(flt or HistoryFilter())
        with self._connection.use() as db:
            total = db.execute(f"SELECT count(*) FROM games g WHERE {where}", params).fetchone()[0]
            pages = max(1, -(-total // page_size))
            page = min(max(page, 0), pages - 1)
            rows = db.execute(_ENTRY_SQL + f"WHERE {where} ORDER BY g.played DESC, g.id LIMIT ? OFFSET ?",
                              [*params, page_size, page * page_size]).fetchall()
            entries = _entries(db, rows)
        return HistoryPage(entries=entries, page=page, pages=pages, total=total)

    def history_entry(self, game_id: str) -> HistoryEntry | None:
        """A game of the history (None if it has no result or is deleted)."""
        with self._connection.use() as db:
            rows = db.execute(_ENTRY_SQL + "WHERE g.id = ? AND g.deleted IS NULL AND g.played IS NOT NULL",
                              (game_id,)).fetchall()
            entries = _entries(db, rows)
        return entries[0] if entries else None

    def history_players(self) -> list[str]:
        """Every player of the history (one spelling each; a team's members, not the team), for the player
        filter."""
        with self._connection.use() as db:
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
        with self._connection.use() as db:
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
        return self._connection.changes, db.execute("PRAGMA data_version").fetchone()[0]

    def iter_history(self, flt: HistoryFilter | None = None, chunk: int = 500) -> Iterator[HistoryEntry]:
        """The whole filtered history, oldest first, a chunk at a time (for exports)."""
        first = self.history(flt, 0, chunk)
        for page in range(first.pages - 1, -1, -1):
            yield from reversed(self.history(flt, page, chunk).entries)
