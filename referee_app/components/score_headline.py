"""The one headline of every score screen: who won, or who leads while the game is not over.

The score sheet decides (`ScoreSheet.finished`, set by each game's rules): "Winner: A" / "Shared win: A and B"
once the game is over, "Leading (not over yet): A" / "Level (not over yet): A and B" before. Every game's
score screen shows it through `score_headline`, so no screen names a winner of a game still being played.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from referee_app.components.common import ident
from scorers.sheet import ScoreSheet


def headline_text(app: Any, sheet: ScoreSheet) -> str:
    return app.say(sheet.result_phrase())


def score_headline(app: Any, sheet: ScoreSheet, identifier: str = "score-winner", size: int = 22) -> ft.Control:
    """The headline as a control, under a stable identifier for tests."""
    return ident(identifier, ft.Text(headline_text(app, sheet), size=size, weight=ft.FontWeight.BOLD))
