"""Loopit in the app: its set-up colours, new document, screens and PDF (see `referee_app.fronts`)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from referee_app.games.loopit import document as lp
from scorers.loopit.rules import COLOURS
from scorers.registry import GameInfo
from scorers.sheet import ScoreSheet

__all__ = ["COLOURS", "document_from_file", "game_file", "game_view", "new_document", "setup_view", "sheet_pdf"]


def new_document(game: GameInfo, players: list[dict[str, str]], variant: str | None) -> BaseModel:
    doc = lp.new_document(players, variant or game.default_variant)
    lp.state_of(doc)  # raises when the players do not fit the rules
    return doc


def game_view(page, app, record_id: str, go: Callable[..., Any]):
    from referee_app.games.loopit.screen import LoopitScreen

    return LoopitScreen(page, app, record_id, go).view()


def sheet_pdf(game: GameInfo, sheet: ScoreSheet, state: Any, lang: str, today: dt.date | None = None) -> bytes:
    from referee_app.games.loopit.pdf import sheet_pdf as loopit_pdf

    return loopit_pdf(sheet, state, lang, today)


def game_file(game: GameInfo, data: dict) -> dict:
    return dict(lp.LoopitDocument.model_validate(data).file)


def document_from_file(game: GameInfo, file: dict) -> BaseModel:
    """An imported game file as a finished game."""
    return lp.LoopitDocument(file=dict(file), finished=True)

#: The common new-game form is all this game needs (see `GameFront.setup_view`).
setup_view = None


def board_editor(page, app, game: GameInfo, board_id: str, go: Callable[..., Any]):
    """The Boards screen's editor of a Loopit board: the same control as in a game (`board_editor.py`)."""
    from referee_app.components.boards_editor import hosted_editor
    from referee_app.games.loopit.board_editor import board_editor as control

    return hosted_editor(page, app, game.id, board_id, go, control)
