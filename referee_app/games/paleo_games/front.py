"""Paleo's derived games in the app (see `referee_app.fronts`): their own set-up form (players, teams,
gates, house rules), one logging screen per game, the score sheet and its PDF."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from referee_app.games.paleo_games import document as pg
from scorers.paleo_games import GAMES
from scorers.paleo_games.match import COLOURS
from scorers.registry import GameInfo
from scorers.sheet import ScoreSheet

__all__ = ["COLOURS", "document_from_file", "game_file", "game_view", "new_document", "setup_view", "sheet_pdf"]


def new_document(game: GameInfo, players: list[dict[str, str]], variant: str | None) -> BaseModel:
    """A match from the common form's players; teams are chosen in `setup_view`."""
    return pg.new_document(game.id, GAMES[game.id].file_sides(players))


def setup_view(page, app, game: GameInfo, go: Callable[..., Any]):
    from referee_app.games.paleo_games.setup import SetupForm

    return SetupForm(page, app, game, go).view()


def game_view(page, app, record_id: str, go: Callable[..., Any]):
    from referee_app.games.paleo_games.screen import MatchScreen

    return MatchScreen(page, app, record_id, go).view()


def sheet_pdf(game: GameInfo, sheet: ScoreSheet, state: Any, lang: str, today: dt.date | None = None) -> bytes:
    from referee_app.games.paleo_games.pdf import sheet_pdf as match_pdf

    return match_pdf(sheet, state, lang, today)


def game_file(game: GameInfo, data: dict) -> dict:
    return pg.PgDocument.model_validate(data).file


def document_from_file(game: GameInfo, file: dict) -> BaseModel:
    """An imported game file as a finished game."""
    return pg.PgDocument(file=dict(file), finished=True)
