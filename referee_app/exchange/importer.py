"""Imports: a game file (JSON text or bytes), a QR payload's text, or a picture of a sheet's QR code
becomes a saved, finished game with its result in the history. The same game imported twice is found
by its fingerprint and not saved again."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from referee_app.exchange import payload
from referee_app.exchange.files import ScoredFile, fingerprint, played_at, results_of, score_file
from referee_app.fronts import document_from_file
from referee_app.store import Store
from referee_app.store.games import GameRecord
from scorers.errors import Problem, UnreadableInput
from scorers.i18n import phrase
from scorers.loading import decode, read_input

PICTURE_MAGIC = (b"\x89PNG", b"\xff\xd8\xff", b"GIF8", b"BM", b"RIFF")


@dataclass(frozen=True)
class Imported:
    record: GameRecord
    scored: ScoredFile
    duplicate: bool  # the game was already saved: nothing was added


def game_file_of_text(text: str) -> dict:
    """A game file from text: JSON, or a QR payload (`TR1:...`)."""
    stripped = text.strip()
    if stripped.startswith("{"):
        data = decode(stripped)  # too deep, too long a number...: refused, located where it can be
        if not isinstance(data, dict):
            raise UnreadableInput(phrase("ex.in.json_not_game"))
        return data
    return payload.decode(stripped)


def game_file_of_bytes(data: bytes) -> dict:
    """A game file from a file's bytes: a picture of a QR code, or text (JSON or a payload)."""
    if data.startswith(PICTURE_MAGIC):
        return payload.decode(payload.read_picture(data))
    try:
        return game_file_of_text(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise UnreadableInput(phrase("ex.in.not_picture_or_text")) from None


def game_file_of_path(path: str | Path) -> dict:
    """A game file from a file's path: refused at once when it is no regular file or too large; every
    refusal located at the path."""
    data = read_input(path)
    try:
        return game_file_of_bytes(data)
    except UnreadableInput as error:
        raise UnreadableInput([Problem(f"{path}: {p.where}" if p.where else str(path), p.phrase or p.message)
                               for p in error.problems]) from None


def save_imported(store: Store, data: Any, title: str | None = None) -> Imported:
    """Score the file, then save it as a finished game unless the same game is already saved."""
    scored = score_file(data)
    mark = fingerprint(scored.file)
    existing = store.records.find_fingerprint(mark)
    if existing:
        return Imported(store.games.get(existing), scored, duplicate=True)
    doc = document_from_file(scored.game, scored.file)
    title = title or ", ".join(p.name for p in scored.sheet.players)
    record = store.games.create(scored.game.id, title, doc.model_dump(mode="json"), status="finished")
    results = results_of(scored.sheet, scored.state)
    store.records.record_result(record.id, results, played=played_at(scored.file, record.created),
                        fingerprint=mark)
    store.records.remember_players([{"name": person, "colour": r.colour} for r in results for person in r.people])
    return Imported(record, scored, duplicate=False)
