"""Numeri and Fröscheln in the app: set-up colours, new document, screens and PDF (see `referee_app.fronts`)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from referee_app.games.track import document as tm
from scorers.registry import GameInfo
from scorers.sheet import ScoreSheet
from scorers.track.rules import COLOURS

__all__ = ["COLOURS", "document_from_file", "game_file", "game_view", "new_document", "setup_view", "sheet_pdf"]


def new_document(game: GameInfo, players: list[dict[str, str]], variant: str | None) -> BaseModel:
    """A new game on the bundled example board; the Boards tab switches to the table's own board."""
    doc = tm.new_document(game.id, players)
    tm.state_of(doc)  # raises when the players do not fit the rules
    return doc


def game_view(page, app, record_id: str, go: Callable[..., Any]):
    from referee_app.games.track.screen import GameScreen

    return GameScreen(page, app, record_id, go).view()


def sheet_pdf(game: GameInfo, sheet: ScoreSheet, state: Any, lang: str, today: dt.date | None = None) -> bytes:
    from referee_app.games.track.pdf import sheet_pdf as track_pdf

    return track_pdf(sheet, state, lang, today)


def game_file(game: GameInfo, data: dict) -> dict:
    return tm.scoring_file(tm.TrackDocument.model_validate(data))


def document_from_file(game: GameInfo, file: dict) -> BaseModel:
    """An imported game file as a finished game: tokens on a board, or the values read (no board)."""
    if "values" not in file:
        return tm.TrackDocument(file=dict(file), finished=True)
    fresh = tm.new_document(game.id, [{"name": n} if isinstance(n, str) else n for n in file["players"]]).file
    kept = {k: v for k, v in file.items() if k != "values"}
    return tm.TrackDocument(file={**fresh, **kept}, entry="values", values=dict(file["values"]), finished=True)

def setup_view(page, app, game: GameInfo, go: Callable[..., Any]):
    """The common set-up form, which also switches the edition's house rules on (`setup.py`)."""
    from referee_app.games.track.setup import TrackSetup

    return TrackSetup(page, app, game, go).view()


def board_editor(page, app, game: GameInfo, board_id: str, go: Callable[..., Any]):
    """The Boards screen's editor of a Numeri or Fröscheln board: the drawn track, the pad and the marks of
    a game's Boards tab (`board_editor.py`)."""
    from referee_app.components.boards_editor import hosted_editor
    from referee_app.games.track.board_editor import board_editor as control

    return hosted_editor(page, app, game.id, board_id, go,
                         lambda app, board, on_save, on_cancel, width: control(app, game.id, board, on_save,
                                                                               on_cancel, width, page=page))
