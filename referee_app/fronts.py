"""Which front draws, sets up, saves and prints each game. The only place that maps games to their
screens: `app.py`, the new-game form, imports and `referee score --pdf` ask here.

A game's front is the module `referee_app.games.<package>.front`, which implements `GameFront`
(`referee_app/contract.py`, where the contract is written out).
"""

from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path
from typing import Any

from referee_app.contract import GameFront
from scorers.errors import NotBuilt
from scorers.registry import GameInfo
from scorers.sheet import ScoreSheet


def front(game: GameInfo) -> GameFront:
    if not game.ready:
        raise NotBuilt(f"{game.id}: the rules of this game are not built yet")
    try:
        module: GameFront = importlib.import_module(f"referee_app.games.{game.package}.front")  # type: ignore[assignment]
        return module
    except ModuleNotFoundError as error:
        if error.name not in (f"referee_app.games.{game.package}", f"referee_app.games.{game.package}.front"):
            raise
        raise NotBuilt(f"{game.id}: the app's screens for this game are not built yet") from None


def has_front(game: GameInfo) -> bool:
    """Whether the app can play this game (rules and screens built): the front is found, not imported (the
    home screen asks for every game; importing every front, with its models and rules, cost seconds of
    the browser build's start). A front that fails to import says so when its game is opened."""
    if not game.ready:
        return False
    try:
        return importlib.util.find_spec(f"referee_app.games.{game.package}.front") is not None
    except ModuleNotFoundError:  # not even the game's package
        return False


def write_pdf(game: GameInfo, sheet: ScoreSheet, state: Any, path: Path, lang: str) -> None:
    Path(path).write_bytes(front(game).sheet_pdf(game, sheet, state, lang))


def game_file(game: GameInfo, data: dict) -> dict:
    """The game file (as `referee` reads it) of a saved document."""
    return front(game).game_file(game, data)


def document_from_file(game: GameInfo, file: dict) -> Any:
    """The saved document of an imported game file."""
    return front(game).document_from_file(game, file)


def score_saved(game: GameInfo, data: dict) -> tuple[Any, ScoreSheet]:
    """The state and score sheet of a saved document; raises a `RefereeError` when it cannot be scored yet."""
    rules = game.rules()
    state = rules.parse(game_file(game, data))
    return state, rules.score(state)
