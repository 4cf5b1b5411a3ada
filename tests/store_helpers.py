"""A real store for the store-failure tests: six games imported from the example files (each with its
result, so that they are in the history and the exports), their players' profiles and a few settings; and the
same store with a `-wal` as an app killed after saving eight more games leaves it (`killed_store`)."""

from __future__ import annotations

import itertools
import json
import random
import subprocess
import sys
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from unittest import mock

from referee_app.exchange import importer
from referee_app.store import Store

DATA = Path(__file__).parent / "data"
#: scoreable examples of four games (a hundsgemein, two loopit, three paleo)
EXAMPLES = ("issue_example.json", "loopit/light_example.json", "loopit/sheet_example.json",
            "paleo/classic_two_players.json", "paleo/escarmouche_two_players.json", "paleo/four_players_teams.json")


def real_store(folder: Path) -> Path:
    """`folder/games.sqlite3` holding the six example games, closed (checkpointed: no -wal left). The same
    bytes at every run (ids and times drawn from a seed), so that a damage at an offset is the same case."""
    path, rng, ticks = folder / "games.sqlite3", random.Random(25), itertools.count()
    start = datetime(2026, 1, 5, 19, 30, tzinfo=UTC)

    def now_text() -> str:
        return (start + timedelta(seconds=next(ticks))).isoformat(timespec="microseconds")

    with mock.patch("uuid.uuid4", lambda: uuid.UUID(int=rng.getrandbits(128), version=4)), \
            mock.patch("referee_app.store.games.now_text", now_text), \
            mock.patch("referee_app.store.records.now_text", now_text):
        _fill(path)
    return path


def _fill(path: Path) -> None:
    with Store(path) as store:
        for name in EXAMPLES:
            saved = importer.save_imported(store, json.loads((DATA / name).read_text(encoding="utf-8")))
            store.records.remember_players(list(saved.record.data.get("players") or ()))
        store.settings.set("language", "system")
        store.settings.set("history_filter", {"game": "paleo"})


_KILLED = """
import itertools, json, os, random, sys, uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from unittest import mock
from referee_app.exchange import importer
from referee_app.store import Store
rng, ticks, start = random.Random(35), itertools.count(), datetime(2026, 2, 5, 19, 30, tzinfo=UTC)
now = lambda: (start + timedelta(seconds=next(ticks))).isoformat(timespec="microseconds")
with mock.patch("uuid.uuid4", lambda: uuid.UUID(int=rng.getrandbits(128), version=4)), \\
        mock.patch("referee_app.store.games.now_text", now), mock.patch("referee_app.store.records.now_text", now):
    store = Store(Path(sys.argv[1]))
    for name in sys.argv[2:]:
        saved = importer.save_imported(store, json.loads(Path(name).read_text(encoding="utf-8")), title=name[-30:])
os._exit(0)  # killed: no close, no checkpoint, the -wal stays as it is
"""
#: the games the killed app saved after the store was closed: their commits are in the -wal only
LATER = ("hundsgemein/final_44_typed.json", "paleo_games/hockey.json", "posters/two_sides_incidents.json",
         "paleo_games/kayak.json", "track/numeri_worked_example.json", "sheet_example_rows.json",
         "posters/simplified_teams.json", "paleo/roi_three_players.json")


def killed_store(folder: Path, board: str | None = None) -> tuple[bytes, bytes]:
    """A real store with six games (and `board`, a Numeri board of that name), then eight more saved by an app
    killed before it closed the store: the database and its -wal as the killed app left them."""
    path = real_store(folder)
    if board is not None:
        from referee_app import boards

        with Store(path) as store:
            boards.save(store, "numeri", {**boards.bundled("numeri")[0].data, "name": board})
    subprocess.run([sys.executable, "-c", _KILLED, str(path), *(str(DATA / name) for name in LATER)], check=True,
                   timeout=300, cwd=Path(__file__).parents[1])
    return path.read_bytes(), Path(f"{path}-wal").read_bytes()
