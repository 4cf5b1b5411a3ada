"""Which front-end module draws, sets up, saves and prints each game. The only place that maps games to
their screens: `app.py`, the new-game form and `referee score --pdf` ask here.

Every built game has a module `referee_app.games.<package>`, where `<package>` is the last part of the
game's rules module in the registry (`scorers.hundsgemein` -> `referee_app.games.hundsgemein`,
`scorers.track:NUMERI` -> `referee_app.games.track`). Such a module provides:

- `COLOURS`: the player colours offered at set-up, in order (keys of the `colour.*` messages);
- `new_document(game, players, variant) -> pydantic model`: the saved document of a new game, where
  `players` is `[{"name", "colour"}]` in seat order; raises a `RefereeError` when the players do not fit;
- `game_view(page, app, record_id, go) -> ft.View`: the game's screen(s);
- `sheet_pdf(game, sheet, state, lang, today=None) -> bytes`: the PDF score sheet (no Flet import);
- `game_file(game, data) -> dict`: the game file (the JSON `referee check|score` reads) of a saved
  document `data` (a `GameRecord.data`), for exports, history and the PDF of a saved game;
- optionally `setup_view(page, app, game, go) -> ft.View`, replacing the common new-game form when a
  game needs more than players and a variant (teams, a board...);
- optionally `document_from_file(game, file) -> pydantic model`: the saved document of an imported
  game file (the inverse of `game_file`; `referee_app.exchange.importer` needs it to open a game that
  was imported from a file, a QR code or a picture: without it such a game cannot be imported).

The module should import Flet only inside the functions that build screens, so that the command line
can print a PDF without loading the UI.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType
from typing import Any

from scorers.errors import NotBuilt
from scorers.registry import GameInfo
from scorers.sheet import ScoreSheet


def front(game: GameInfo) -> ModuleType:
    if not game.ready:
        raise NotBuilt(f"{game.id}: the rules of this game are not built yet")
    try:
        return importlib.import_module(f"referee_app.games.{game.package}")
    except ModuleNotFoundError as error:
        if error.name != f"referee_app.games.{game.package}":
            raise
        raise NotBuilt(f"{game.id}: the app's screens for this game are not built yet") from None


def has_front(game: GameInfo) -> bool:
    """Whether the app can play this game (rules and screens built)."""
    try:
        front(game)
    except NotBuilt:
        return False
    return True


def write_pdf(game: GameInfo, sheet: ScoreSheet, state: Any, path: Path, lang: str) -> None:
    Path(path).write_bytes(front(game).sheet_pdf(game, sheet, state, lang))


def game_file(game: GameInfo, data: dict) -> dict:
    """The game file (as `referee` reads it) of a saved document."""
    return front(game).game_file(game, data)


def document_from_file(game: GameInfo, file: dict) -> Any:
    """The saved document of an imported game file; `NotBuilt` if the game's front cannot make one."""
    make = getattr(front(game), "document_from_file", None)
    if make is None:
        raise NotBuilt(f"{game.id}: the app cannot open an imported game file of this game yet")
    return make(game, file)


def score_saved(game: GameInfo, data: dict) -> tuple[Any, ScoreSheet]:
    """The state and score sheet of a saved document; raises a `RefereeError` when it cannot be scored yet."""
    rules = game.rules()
    state = rules.parse(game_file(game, data))
    return state, rules.score(state)
