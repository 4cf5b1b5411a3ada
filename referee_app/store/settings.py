"""The settings: small JSON values under a key (the language, the theme, History's filter, a game's set-up...),
one part of the store (`store.settings`), readable alone. Setting None removes the key."""

from __future__ import annotations

import json
from typing import Any

from referee_app.store.connection import Connection
from referee_app.store.errors import StoreError
from referee_app.store.values import SetAside, dump_json, undecoded


class Settings:
    """Get and set the store's settings; a value that cannot be read gives the default (and is set aside)."""

    def __init__(self, connection: Connection) -> None:
        self._connection = connection

    # --- settings -------------------------------------------------------------------------------
    def get(self, key: str, default: Any = None) -> Any:
        """The value, or `default` when unset or unreadable (a bad row is listed by `set_aside`; a damaged page,
        by Home's warning when the lists cannot be read either)."""
        try:
            with self._connection.use() as db:
                row = db.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
        except StoreError:
            return default
        try:
            return default if row is None or undecoded(row) else json.loads(row[0])
        except (ValueError, TypeError):
            return default

    def set(self, key: str, value: Any) -> None:
        """Store a JSON value at once; None removes the key (so `get_setting` gives its default)."""
        text = None if value is None else dump_json(value)
        with self._connection.use(write=True) as db:
            if text is None:
                db.execute("DELETE FROM settings WHERE key = ?", (key,))
            else:
                db.execute("INSERT OR REPLACE INTO settings VALUES (?, ?)", (key, text))

    def set_aside(self) -> list[SetAside]:
        """The settings that cannot be read (not JSON, not UTF-8), with their raw text."""
        with self._connection.use() as db:
            return [SetAside(kind="setting", key=str(key), reason=f"setting {key!r} is not JSON",
                             raw=json.dumps({"key": key, "value": value}, ensure_ascii=False, default=str))
                    for key, value in db.execute(
                        "SELECT key, value FROM settings WHERE value IS NULL OR NOT json_valid(value) "
                        "OR NOT is_utf8(CAST(value AS BLOB)) OR NOT is_utf8(CAST(key AS BLOB)) ORDER BY key")]
