"""The contract between the app and a game's front: what `referee_app.games.<package>.front` provides.

Every built game has a front module, `referee_app.games.<package>.front`, where `<package>` is the last part
of the game's rules module in the registry (`scorers.hundsgemein` -> `referee_app.games.hundsgemein.front`,
`scorers.track:NUMERI` -> `referee_app.games.track.front`). The module is the implementation of `GameFront`
(a module satisfies a protocol with its module-level names): `tests/test_contracts.py` has mypy check every
registered game's front against it, and checks them at run time too, names and parameters.

A front imports Flet only inside the functions that build screens, so that the command line can print a
PDF without loading the user interface.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from pydantic import BaseModel

from scorers.registry import GameInfo
from scorers.sheet import ScoreSheet

if TYPE_CHECKING:
    import flet as ft

# `app` is the `referee_app.state.AppState` (typed Any: the state imports the fronts, not the reverse).
#: Pushes one route, or several in turn (the app's navigation, given to every screen).
Go = Callable[..., Any]


class GameFront(Protocol):
    @property
    def COLOURS(self) -> tuple[str, ...]:
        """The player colours offered at set-up, in order (keys of the `colour.*` messages)."""

    def new_document(self, game: GameInfo, players: list[dict[str, str]], variant: str | None) -> BaseModel:
        """The saved document of a new game; `players` is `[{"name", "colour"}]` in seat order. Raises a
        `RefereeError` when the players do not fit the rules."""

    def game_view(self, page: ft.Page, app: Any, record_id: str, go: Go) -> ft.View:
        """The game's screen(s) for a saved game."""

    def sheet_pdf(self, game: GameInfo, sheet: ScoreSheet, state: Any, lang: str,
                  today: dt.date | None = None) -> bytes:
        """The PDF score sheet (no Flet import)."""

    def game_file(self, game: GameInfo, data: dict) -> dict:
        """The game file (the JSON `referee check|score` reads) of a saved document's data."""

    def document_from_file(self, game: GameInfo, file: dict) -> BaseModel:
        """The saved document of an imported game file: the inverse of `game_file`."""

    @property
    def setup_view(self) -> Callable[[ft.Page, Any, GameInfo, Go], ft.View] | None:
        """The game's set-up screen `(page, app, game, go) -> ft.View`: the one set-up form
        (`referee_app.components.new_game.SetupForm`) extended through its hooks, or None where the form as
        it is (players, colours, variant, house rules, board) is all the game needs."""


class BoardEditor(Protocol):
    """The optional `board_editor` of a front module, for a game with printed material (`referee_app.boards`
    lists them). Not part of `GameFront`: a board game without it has its boards edited as board files
    (`referee_app/components/boards_editor.py`); with it, the Boards screen opens the game's own editor.

    `board_editor(page, app, game, board_id, go) -> ft.View` draws the editor of the table's board
    `board_id` (the route `/boards/<game id>/<board id>`; never a bundled board: the Boards screen opens a
    copy of those). It reads the board with `referee_app.boards.get(app.store, game.id, board_id)` and keeps
    it with `referee_app.boards.save(app.store, game.id, data, board_id)`, which raises `BoardRefused` with
    every problem located in the board file (show them beside the fields); the rules are the only judge.
    `go(f"/boards/{game.id}")` returns to the list."""

    def __call__(self, page: ft.Page, app: Any, game: GameInfo, board_id: str, go: Go) -> ft.View:
        """The editor's screen."""
