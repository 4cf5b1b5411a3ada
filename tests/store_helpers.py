"""A real store for the store-failure tests: six games imported from the example files (each with its
result, so that they are in the history and the exports), their players' profiles and a few settings."""

from __future__ import annotations

import itertools
import json
import random
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
