"""The board a new game is played on, chosen at set-up among the bundled boards and the table's own (the
common new-game form and any game's own set-up embed it). The choice is kept as a draft of its own
(`draft:board:<game>`), so that a set-up form embeds it without changing its own draft."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft
from pydantic import BaseModel

from referee_app import boards
from referee_app.components.common import ident, section
from referee_app.components.setup_parts import choice_row


class BoardPicker:
    def __init__(self, app: Any, game: str, go: Callable[..., Any],
                 on_choose: Callable[[], None] | None = None) -> None:
        self.app, self.game, self.go, self.on_choose = app, game, go, on_choose
        self.choices = boards.list_boards(app.store, game)
        ids = [b.id for b in self.choices]
        chosen = app.draft(f"board:{game}")
        self.chosen: str = chosen if chosen in ids else ids[0]  # a board deleted since: the first one

    @property
    def board(self) -> boards.KeptBoard:
        return next(b for b in self.choices if b.id == self.chosen)

    def place(self, doc: BaseModel) -> BaseModel:
        """The new game's document on a copy of the chosen board (see `boards.on_board`)."""
        return boards.on_board(self.game, doc, self.board.data)

    def controls(self) -> list[ft.Control]:
        t = self.app.t

        def choose(value: str) -> Callable[[], None]:
            def chosen() -> None:
                self.chosen = value
                self.app.save_draft(f"board:{self.game}", self.chosen)
                self.group.controls = [row(b) for b in self.choices]
                if self.on_choose:
                    self.on_choose()
            return chosen

        # One row per board, its name wrapping (a drop-down drew the chosen name on one line, and a phone's
        # 360 px cut it; a bundled board's name is a sentence); the whole row is the tap target.
        def row(board: boards.KeptBoard) -> ft.Control:
            shown = boards.shown_name(self.game, board.name, self.app.lang)
            name = t("bd.bundled_tag", board=shown) if board.bundled else board.name
            return choice_row(f"setup-board-{board.id}", name, board.id == self.chosen, choose(board.id))

        self.group = ft.Column([row(b) for b in self.choices], spacing=0)
        return [
            section(t("bd.board")),
            ident("setup-board", self.group),
            ft.Text(t("bd.setup_help"), size=12, italic=True),
            ident("setup-manage-boards", ft.TextButton(t("bd.manage"), icon=ft.Icons.EDIT_NOTE, height=48,
                                                       on_click=lambda _: self.go(f"/boards/{self.game}"))),
        ]
