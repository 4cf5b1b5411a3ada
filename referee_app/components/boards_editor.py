"""The board editor of a game whose front has none of its own (`board_editor`, see
`referee_app/contract.py`): the board's name, and the rest of its board file as JSON text, checked by
the rules on save with every problem located. `referee schema board-<game>` describes each field."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app import boards
from referee_app.components.common import ERROR_RED, ident, snack
from scorers.errors import RefereeError
from scorers.loading import decode


def show_refusal(page: ft.Page, app: Any, problems: ft.Column, error: RefereeError) -> None:
    """A board the library refused: every problem, located, under the editor, and their count said."""
    problems.controls = [ident(f"bd-editor-problem-{i}", ft.Text(p.text(app.lang), color=ERROR_RED, size=12))
                         for i, p in enumerate(error.problems)]
    snack(page, app.t("bd.refused", count=len(error.problems)))


class FileEditor:
    def __init__(self, page: ft.Page, app: Any, game: str, board_id: str, go: Callable[..., Any]) -> None:
        self.page, self.app, self.game, self.board_id, self.go = page, app, game, board_id, go
        self.board = boards.get(app.store, game, board_id)
        body = {k: v for k, v in self.board.data.items() if k != "name"}
        self.name = ft.TextField(value=self.board.name, label=app.t("bd.name"), dense=True)
        self.text = ft.TextField(value=json.dumps(body, ensure_ascii=False, indent=1), label=app.t("bd.file"),
                                 multiline=True, min_lines=8, max_lines=24, text_size=12)
        self.problems = ft.Column(spacing=2)
        self.title = ft.Text(app.t("bd.edit_title", board=self.board.name))

    def save(self, _: Any = None) -> None:
        t = self.app.t
        try:
            body = decode(self.text.value or "")
            if not isinstance(body, dict):
                raise boards.BoardRefused(t("bd.not_an_object"))
            kept = boards.save_edited(self.app.store, self.game, {**body, "name": self.name.value or ""},
                                      self.board_id, self.app.lang)
        except RefereeError as error:
            show_refusal(self.page, self.app, self.problems, error)
            return
        self.problems.controls = []
        self.board, self.board_id = kept, kept.id  # a bundled board's copy: the next save writes the copy
        self.name.value = kept.name
        self.title.value = t("bd.edit_title", board=kept.name)
        snack(self.page, t("bd.saved", board=kept.name))

    def view(self) -> ft.View:
        t = self.app.t
        body = [ft.Text(t("bd.file_editor_help", game=self.game), size=12), ident("bd-editor-name", self.name),
                ident("bd-editor-file", self.text), self.problems,
                ft.Row([ident("bd-editor-save", ft.FilledButton(t("bd.save"), icon=ft.Icons.SAVE, height=48,
                                                                on_click=self.save)),
                        ident("bd-editor-back", ft.TextButton(t("bd.back_to_boards"), icon=ft.Icons.ARROW_BACK,
                                                              on_click=lambda _: self.go(f"/boards/{self.game}")))],
                       wrap=True)]
        return ft.View(route=f"/boards/{self.game}/{self.board_id}",
                       appbar=ft.AppBar(title=self.title),
                       controls=[ft.ListView(body, expand=True, spacing=8, padding=10)])


#: A game's own editor as one control: (app, board file, on_save(board file), on_cancel, width) -> control.
EditorControl = Callable[..., ft.Control]


def hosted_editor(page: ft.Page, app: Any, game: str, board_id: str, go: Callable[..., Any],
                  make: EditorControl) -> ft.View:
    """A front's `board_editor` built from the game's editor control: the library reads the board, the
    control edits it, the library keeps what the control saves (the rules judging it again), and the list
    comes back. A name the control falls back on that is a bundled board's (an untouched default keeps its
    default name) is replaced by the kept board's own name: names are unique per game."""
    kept = boards.get(app.store, game, board_id)
    bundled_names = {b.name for b in boards.bundled(game)}
    title = ft.Text(app.t("bd.edit_title", board=kept.name))
    problems = ft.Column(spacing=2)
    back = lambda: go(f"/boards/{game}")  # noqa: E731 - the control's cancel and the app bar's arrow

    def on_save(data: dict[str, Any]) -> None:
        nonlocal kept, board_id
        name = data.get("name") or kept.name
        data = {**data, "name": kept.name if name in bundled_names and name != kept.name else name}
        try:
            kept = boards.save_edited(app.store, game, data, board_id, app.lang)
            board_id = kept.id  # a bundled board's copy, made on this save: the next save writes the copy
        except RefereeError as error:
            show_refusal(page, app, problems, error)
            return
        problems.controls = []
        title.value = app.t("bd.edit_title", board=kept.name)
        snack(page, app.t("bd.saved", board=kept.name))

    width = min(getattr(page, "width", None) or 412, 600) - 20
    control = make(app, kept.data, on_save, back, width)
    return ft.View(route=f"/boards/{game}/{board_id}",
                   appbar=ft.AppBar(title=title, leading=ident("bd-editor-back", ft.IconButton(
                       ft.Icons.ARROW_BACK, tooltip=app.t("bd.back_to_boards"), on_click=lambda _: back()),
                       label=app.t("bd.back_to_boards"), button=True)),
                   controls=[ft.ListView([problems, control], expand=True, spacing=8, padding=10)])
