"""Défense d'afficher in the app: its set-up (sides and teams), new document, screens and PDF
(see `referee_app.fronts`)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from referee_app.games.posters import document as po
from scorers.posters.rules import COLOURS
from scorers.registry import GameInfo
from scorers.sheet import ScoreSheet

__all__ = ["COLOURS", "document_from_file", "game_file", "game_view", "new_document", "setup_view", "sheet_pdf"]


def new_document(game: GameInfo, players: list[dict[str, str]], variant: str | None) -> BaseModel:
    """The common form's players, each a side of one (the app's own set-up also makes teams)."""
    sides = [{"members": [p["name"]], "colour": p.get("colour")} for p in players]
    return po.new_document(sides, variant or game.default_variant)


def setup_view(page, app, game: GameInfo, go: Callable[..., Any]):
    from referee_app.games.posters.setup import SetupForm

    return SetupForm(page, app, game, go).view()


def game_view(page, app, record_id: str, go: Callable[..., Any]):
    from referee_app.games.posters.screen import GameScreen

    return GameScreen(page, app, record_id, go).view()


def sheet_pdf(game: GameInfo, sheet: ScoreSheet, state: Any, lang: str, today: dt.date | None = None) -> bytes:
    from referee_app.games.posters.pdf import game_pdf

    return game_pdf(sheet, state, lang, today)


def game_file(game: GameInfo, data: dict) -> dict:
    return po.scoring_file(po.PostersDocument.model_validate(data))


def document_from_file(game: GameInfo, file: dict) -> BaseModel:
    """An imported game log as a finished game (hand notes stay private: an import has none)."""
    from referee_app.games.posters.document import PostersDocument, state_of

    doc = PostersDocument(file=dict(file), finished=True)
    members = tuple(m for side in state_of(doc).sides for m in side.members)
    return doc.model_copy(update={"players": members})


def board_editor(page, app, game: GameInfo, board_id: str, go: Callable[..., Any]):
    """The Boards screen's editor of a Défense d'afficher board: the same control as at set-up (`editor.py`)."""
    from referee_app.components.boards_editor import hosted_editor
    from referee_app.games.posters.editor import board_editor as control

    return hosted_editor(page, app, game.id, board_id, go,
                         lambda app, board, on_save, on_cancel, _width: control(app, board, on_save, on_cancel))
