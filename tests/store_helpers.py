"""A real store for the store-failure tests: six games imported from the example files (each with its
result, so that they are in the history and the exports), their players' profiles and a few settings."""

from __future__ import annotations

import json
from pathlib import Path

from referee_app.exchange import importer
from referee_app.store import Store

DATA = Path(__file__).parent / "data"
#: scoreable examples of four games (a hundsgemein, two loopit, three paleo)
EXAMPLES = ("issue_example.json", "loopit/light_example.json", "loopit/sheet_example.json",
            "paleo/classic_two_players.json", "paleo/escarmouche_two_players.json", "paleo/four_players_teams.json")


def real_store(folder: Path) -> Path:
    """`folder/games.sqlite3` holding the six example games, closed (checkpointed: no -wal left)."""
    path = folder / "games.sqlite3"
    with Store(path) as store:
        for name in EXAMPLES:
            saved = importer.save_imported(store, json.loads((DATA / name).read_text(encoding="utf-8")))
            store.remember_players(list(saved.record.data.get("players") or ()))
        store.set_setting("language", "system")
        store.set_setting("history_filter", {"game": "paleo"})
    return path
