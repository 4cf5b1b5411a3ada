"""How the store keeps values: JSON text, UTC times, text that may not be UTF-8, and the rows it cannot read.

Every part of the store writes through `dump_json` and `now_text` and reads through `readable_text`, so that
one bad byte in a row sets that row aside (`SetAside`) instead of stopping a whole list.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from referee_app.store.errors import StoreError
from scorers.i18n import Phrase, phrase


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

def now_text() -> str:
    """This moment as the store writes it: UTC, microseconds, fixed width (so that it compares as text)."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


class SetAside(BaseModel):
    """A row that cannot be read, kept as it is in the file: which row, why, and its raw text."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["game", "setting", "board"]
    key: str  # the game's, setting's or board's key
    reason: str  # English, for logs and the `referee` command
    raw: str  # the row as JSON text (every column as stored), for an export
    said: Phrase | None = None  # the reason in the catalogue's words (what the screens show)
