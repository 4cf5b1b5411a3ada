"""The games the app does not referee, as a table plays them: one part of the store (`store.catalogue`).

A game is typed once (or comes with a BG Stats import) and is remembered for the next play: its name, its
BoardGameGeek id where known, how its scores read (points at all, and whether the highest wins), whether it is
cooperative (the table wins or loses together) and whether it is played in teams. Its plays are games of the
history whose game id is `PLAY_PREFIX` + its id (`store.records`); its rules are nobody's: the scores are kept
as the table recorded them. Schema 5 (`store/schema.py`).

A game is found again by its BoardGameGeek id, else by its name in any case, spacing or accents (`game_key`).
"""

from __future__ import annotations

import sqlite3
import unicodedata
import uuid

from pydantic import BaseModel, ConfigDict

from referee_app.store.connection import Connection
from referee_app.store.errors import StoreError
from referee_app.store.values import now_text, undecoded
from scorers.i18n import phrase

#: The game id of a play of a catalogue game: this, then the catalogue's id.
PLAY_PREFIX = "play:"
#: The longest name a game keeps (BG Stats' longest real names are about 80 characters).
NAME_LENGTH = 120
#: The largest BoardGameGeek id taken (ids are about 450,000 today).
BIGGEST_BGG_ID = 10_000_000


def game_key(name: str) -> str:
    """Names are the same game whatever their case, spacing or accents ("Paléo" is "paleo")."""
    decomposed = unicodedata.normalize("NFKD", " ".join(str(name).split()).casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def is_play_game(game_id: str) -> bool:
    return game_id.startswith(PLAY_PREFIX)


class PlayGame(BaseModel):
    """A game the app does not referee. `id` is its catalogue id (empty for one not kept yet)."""

    model_config = ConfigDict(frozen=True)

    id: str = ""
    name: str
    bgg_id: int | None = None
    points: bool = True  # False: "no points", only winners (BG Stats' noPoints)
    highest_wins: bool = True
    cooperative: bool = False
    teams: bool = False

    @property
    def game_id(self) -> str:
        """The game id of its plays in the history."""
        return PLAY_PREFIX + self.id


_COLUMNS = "id, name, bgg_id, points, highest_wins, cooperative, teams"


def _game(row: tuple) -> PlayGame:
    i, name, bgg, points, highest, cooperative, teams = row
    return PlayGame(id=i, name=name, bgg_id=bgg if isinstance(bgg, int) and bgg > 0 else None, points=bool(points),
                    highest_wins=bool(highest), cooperative=bool(cooperative), teams=bool(teams))


def clean_name(name: str) -> str:
    return " ".join(str(name).split())[:NAME_LENGTH]


def find_or_add(db: sqlite3.Connection, game: PlayGame) -> PlayGame:
    """The catalogue's game that is `game` (same BoardGameGeek id, else same name), or `game` added to it; either
    way marked as just used. Inside the caller's transaction (an import adds its games with its plays)."""
    name = clean_name(game.name)
    if not name:
        raise StoreError("a game needs a name", phrase=phrase("pl.no_game"))
    row = None
    if game.bgg_id:
        row = db.execute(f"SELECT {_COLUMNS} FROM play_games WHERE bgg_id = ? ORDER BY created LIMIT 1",
                         (game.bgg_id,)).fetchone()
    if row is None:
        row = db.execute(f"SELECT {_COLUMNS} FROM play_games WHERE key = ? AND (bgg_id IS NULL OR ? IS NULL "
                         "OR bgg_id = ?) ORDER BY created LIMIT 1", (game_key(name), game.bgg_id, game.bgg_id)
                         ).fetchone()
    now = now_text()
    if row is not None and not undecoded(row):
        db.execute("UPDATE play_games SET used = ?, bgg_id = coalesce(bgg_id, ?) WHERE id = ?",
                   (now, game.bgg_id, row[0]))
        return _game(row)
    kept = game.model_copy(update={"id": uuid.uuid4().hex, "name": name})
    db.execute("INSERT INTO play_games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
               (kept.id, kept.name, game_key(name), kept.bgg_id, int(kept.points), int(kept.highest_wins),
                int(kept.cooperative), int(kept.teams), now, now))
    return kept


class Catalogue:
    """The games the app does not referee. Every method is thread-safe; every write is durable on return."""

    def __init__(self, connection: Connection) -> None:
        self._connection = connection

    def games(self) -> list[PlayGame]:
        """Every game kept, the most recently played first (what the entry of a play offers)."""
        with self._connection.use() as db:
            rows = db.execute(f"SELECT {_COLUMNS} FROM play_games ORDER BY used DESC, key").fetchall()
        return [_game(row) for row in rows if not undecoded(row)]

    def get(self, game_id: str) -> PlayGame | None:
        """The game of a history game id `play:<id>` (or of its catalogue id); None when there is none."""
        key = game_id[len(PLAY_PREFIX):] if is_play_game(game_id) else game_id
        with self._connection.use() as db:
            row = db.execute(f"SELECT {_COLUMNS} FROM play_games WHERE id = ?", (key,)).fetchone()
        return _game(row) if row is not None and not undecoded(row) else None

    def named(self, name: str) -> PlayGame | None:
        """The game of that name (any case, spacing or accents), if one is kept."""
        with self._connection.use() as db:
            row = db.execute(f"SELECT {_COLUMNS} FROM play_games WHERE key = ? ORDER BY created LIMIT 1",
                             (game_key(name),)).fetchone()
        return _game(row) if row is not None and not undecoded(row) else None

    def names(self) -> dict[str, str]:
        """Every game's name by the game id of its plays (`play:<id>`)."""
        return {g.game_id: g.name for g in self.games()}

    def save(self, game: PlayGame) -> PlayGame:
        """Keep a game (found again by its id, its BoardGameGeek id or its name: then its way of scoring is the
        one given now)."""
        with self._connection.use(write=True) as db:
            if game.id and db.execute("SELECT 1 FROM play_games WHERE id = ?", (game.id,)).fetchone():
                kept = game.model_copy(update={"name": clean_name(game.name)})
            else:
                kept = find_or_add(db, game)
                kept = game.model_copy(update={"id": kept.id, "name": kept.name})
            if not kept.name:
                raise StoreError("a game needs a name", phrase=phrase("pl.no_game"))
            db.execute("UPDATE play_games SET name = ?, key = ?, bgg_id = ?, points = ?, highest_wins = ?, "
                       "cooperative = ?, teams = ?, used = ? WHERE id = ?",
                       (kept.name, game_key(kept.name), kept.bgg_id, int(kept.points), int(kept.highest_wins),
                        int(kept.cooperative), int(kept.teams), now_text(), kept.id))
        return kept
