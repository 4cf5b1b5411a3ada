"""The store: the one SQLite file of the app's data, and the parts it hands out.

`Store(path)` opens the file (`store/opening.py`: the checks, what the app repairs and the command refuses),
owns its one connection, lock and transactions (`store.connection`, `store/connection.py`), and hands out one
object per concern, each in its own module and readable alone:

- `store.games`: the saved games and their revisions (`store/games.py`);
- `store.records`: the players and the results behind History (`store/records.py`);
- `store.boards`: the table's boards (`store/boards.py`);
- `store.settings`: small JSON values under a key (`store/settings.py`);
- `store.backups`: backups, restores and the salvage of a damaged file (`store/backups.py`).

The schema and its migrations are in one place, `store/schema.py`. Every method of every part is thread-safe;
every write is durable on return.
"""

from __future__ import annotations

from pathlib import Path

from referee_app.store.backups import Backups
from referee_app.store.boards import Boards
from referee_app.store.connection import Connection
from referee_app.store.games import Games
from referee_app.store.opening import data_dir_candidate, open_database
from referee_app.store.records import Records
from referee_app.store.schema import SCHEMA_VERSION
from referee_app.store.settings import Settings
from referee_app.store.values import SetAside


class Store:
    """The saved games, History, the boards and the settings, in one file (see the module's brief)."""

    schema_version = SCHEMA_VERSION

    def __init__(self, path: Path, repair: bool = True) -> None:
        """Open (and migrate) the database at `path` (`open_database`: with `repair`, the app's store, opening
        never raises; without it, the `referee` command's, nothing is moved or changed); `report` says how."""
        db, self.report = open_database(Path(path), repair)
        self.connection = Connection(db)
        self.games = Games(self.connection)
        self.records = Records(self.connection)
        self.boards = Boards(self.connection)
        self.settings = Settings(self.connection)
        self.backups = Backups(self.connection, self.report.path)

    @classmethod
    def open_default(cls, repair: bool = True) -> Store:
        return cls(data_dir_candidate() / "games.sqlite3", repair)  # the directory is made (or reported) by __init__

    def close(self) -> None:
        self.connection.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def set_aside(self) -> list[SetAside]:
        """The rows that cannot be read (not deleted games, settings, boards), with their raw text; the rest of
        the store works without them."""
        return self.games.set_aside() + self.settings.set_aside() + self.boards.set_aside()
