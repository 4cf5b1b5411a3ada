"""Paleo, Le Roi and Escarmouche in the app: set-up, new document, screens, PDF (see `referee_app.fronts`)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from referee_app.games.paleo import document as pm
from scorers.paleo.rules import COLOURS
from scorers.registry import GameInfo
from scorers.sheet import ScoreSheet

__all__ = ["COLOURS", "document_from_file", "game_file", "game_view", "new_document", "setup_view", "sheet_pdf"]


def new_document(game: GameInfo, players: list[dict[str, str]], variant: str | None = None) -> BaseModel:
    """A new game; at 4 players Paleo plays in teams (seats 1-2 against 3-4), Le Roi too from this entry."""
    return pm.new_document(game.id, players, teams=True)


def setup_view(page, app, game: GameInfo, go: Callable[..., Any]):
    from referee_app.games.paleo.setup import PaleoSetup

    return PaleoSetup(page, app, game, go).view()


def game_view(page, app, record_id: str, go: Callable[..., Any]):
    from referee_app.games.paleo.screen import PaleoScreen

    return PaleoScreen(page, app, record_id, go).view()


def sheet_pdf(game: GameInfo, sheet: ScoreSheet, state: Any, lang: str, today: dt.date | None = None) -> bytes:
    from referee_app.games.paleo.pdf import sheet_pdf as paleo_pdf

    return paleo_pdf(sheet, state, lang, today)


def game_file(game: GameInfo, data: dict) -> dict:
    return dict(pm.PaleoDocument.model_validate(data).file)


def document_from_file(game: GameInfo, file: dict) -> BaseModel:
    """An imported game file as a finished game."""
    return pm.PaleoDocument(file=dict(file), finished=True)
