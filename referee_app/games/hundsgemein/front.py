"""Hundsgemein in the app: its set-up colours, new document, screens and PDF (see `referee_app.fronts`)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from referee_app.games.hundsgemein import document as hg
from scorers.hundsgemein.rules import COLOURS, UNKNOWN_FLEA
from scorers.registry import GameInfo
from scorers.sheet import ScoreSheet

__all__ = ["COLOURS", "document_from_file", "game_file", "game_view", "new_document", "setup_view", "sheet_pdf"]


def new_document(game: GameInfo, players: list[dict[str, str]], variant: str | None) -> BaseModel:
    doc = hg.new_document(players, variant or game.default_variant)
    hg.state_of(doc)  # raises when the players do not fit the rules
    return doc


def game_view(page, app, record_id: str, go: Callable[..., Any]):
    from referee_app.games.hundsgemein.screen import GameScreen

    return GameScreen(page, app, record_id, go).view()


def sheet_pdf(game: GameInfo, sheet: ScoreSheet, state: Any, lang: str, today: dt.date | None = None) -> bytes:
    from referee_app.games.hundsgemein.pdf import sheet_pdf as hundsgemein_pdf

    return hundsgemein_pdf(sheet, state, lang, today)


def game_file(game: GameInfo, data: dict) -> dict:
    return hg.scoring_file(hg.HgDocument.model_validate(data))


def document_from_file(game: GameInfo, file: dict) -> BaseModel:
    """An imported game file as a finished game: board entry if it has a board (by its colours when a tile's
    type is not known, HG-COLOURS), else street counts."""
    board = file.get("board")
    colours = board is not None and any(cell.endswith(UNKNOWN_FLEA) for row in board for cell in str(row).split())
    return hg.HgDocument(file=file, entry="board" if board is not None else "counts", finished=True, paint=colours)

#: The common new-game form is all this game needs (see `GameFront.setup_view`).
setup_view = None
