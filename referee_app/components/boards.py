"""Boards: the printed material of each game that has some (Numeri, Fröscheln, Loopit, Défense d'afficher),
as the table keeps it: list, open in the game's board editor, rename, duplicate, delete (asks first),
share (a board file, a QR code) and import (the QR code's text, a file or a photo of the code).

Routes: `/boards` (the first board game), `/boards/<game>`, `/boards/<game>/<board id>` (the board in the
game's editor: the front's optional `board_editor`, see `referee_app/contract.py`, else the board
file as text, `components/boards_editor.py`). Every action goes through `referee_app.boards`; the screen
decides nothing about a board.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app import boards
from referee_app.components.boards_share import import_section, share_dialog
from referee_app.components.common import confirm, ident, section, snack
from referee_app.fronts import front
from scorers.errors import RefereeError
from scorers.registry import find_game


def said(app: Any, error: RefereeError) -> str:
    """A refusal's located problems in the reader's language."""
    return "; ".join(p.text(app.lang) for p in error.problems)


def boards_route(page: ft.Page, app: Any, parts: list[str], go: Callable[..., Any]) -> ft.View | None:
    """The view of a `/boards...` route (None for a route that names no board game)."""
    game = parts[0] if parts else boards.BOARD_GAMES[0]
    if not boards.has_boards(game) or len(parts) > 2:
        return None
    if len(parts) == 2:
        return editor_view(page, app, game, parts[1], go)
    return BoardsScreen(page, app, game, go).view()


def editor_view(page: ft.Page, app: Any, game: str, board_id: str, go: Callable[..., Any]) -> ft.View:
    """The game's own board editor when its front has one, else the board file as text."""
    info = find_game(game)
    own = getattr(front(info), "board_editor", None)
    if own is not None:
        return own(page, app, info, board_id, go)
    from referee_app.components.boards_editor import FileEditor

    return FileEditor(page, app, game, board_id, go).view()


class BoardsScreen:
    def __init__(self, page: ft.Page, app: Any, game: str, go: Callable[..., Any]) -> None:
        self.page, self.app, self.game, self.go = page, app, game, go
        self.items = ft.Column(spacing=8)

    # --- actions -----------------------------------------------------------------------------------
    def refused(self, error: RefereeError) -> None:
        snack(self.page, said(self.app, error))

    def act(self, run: Callable[[], Any], said: str | None = None) -> Any:
        """Run one change of the boards; refresh the list; say a refusal in the rules' words."""
        try:
            done = run()
        except RefereeError as error:
            self.refused(error)
            return None
        self.fill()
        if said:
            snack(self.page, said)
        else:
            self.page.update()
        return done

    def edit(self, board: boards.KeptBoard) -> None:
        """Open the board in the editor; a bundled board is read-only: its copy is made when the editor saves
        (`boards.save_edited`), so leaving the editor unsaved keeps nothing."""
        self.go(f"/boards/{self.game}/{board.id}")

    def duplicate(self, board: boards.KeptBoard) -> None:
        self.act(lambda: boards.duplicate(self.app.store, self.game, board.id), None)

    def delete(self, board: boards.KeptBoard) -> None:
        t = self.app.t
        confirm(self.page, t("bd.delete_title"), t("bd.delete_body", board=board.name), t("ui.delete"),
                t("ui.cancel"), lambda: self.act(lambda: boards.delete(self.app.store, self.game, board.id),
                                                 t("bd.deleted", board=board.name)), test_id="bd-delete")

    def rename(self, board: boards.KeptBoard) -> None:
        t = self.app.t
        field = ft.TextField(value=board.name, label=t("bd.name"), autofocus=True, dense=True)
        error = ft.Text(color=ft.Colors.ERROR, size=12)

        def accept(_: Any) -> None:
            try:
                boards.rename(self.app.store, self.game, board.id, field.value or "")
            except RefereeError as refused:
                error.value = said(self.app, refused)
                return
            self.page.pop_dialog()
            self.fill()
            self.page.update()

        field.on_submit = accept
        self.page.show_dialog(ft.AlertDialog(
            modal=True, title=ft.Text(t("bd.rename")), content=ft.Column([ident("bd-rename-field", field), error],
                                                                           tight=True),
            actions=[ident("bd-rename-no", ft.TextButton(t("ui.cancel"), on_click=lambda _: self.page.pop_dialog())),
                     ident("bd-rename-yes", ft.FilledButton(t("bd.rename"), on_click=accept))]))

    def imported(self) -> None:
        self.fill()

    # --- the screen ----------------------------------------------------------------------------------
    def card(self, board: boards.KeptBoard) -> ft.Control:
        t, key = self.app.t, board.name

        def button(action: str, icon: Any, tip: str, run: Callable[[], None]) -> ft.Control:
            return ident(f"bd-{action}-{key}", ft.IconButton(icon, tooltip=tip, width=48, height=48,
                                                                on_click=lambda _: run()))

        actions = [button("edit", ft.Icons.EDIT, t("bd.edit_copy") if board.bundled else t("bd.edit"),
                          lambda: self.edit(board)),
                   button("copy", ft.Icons.CONTENT_COPY, t("bd.duplicate"), lambda: self.duplicate(board)),
                   button("share", ft.Icons.QR_CODE_2, t("bd.share"),
                          lambda: share_dialog(self.page, self.app, self.game, board))]
        if not board.bundled:
            actions += [button("rename", ft.Icons.DRIVE_FILE_RENAME_OUTLINE, t("bd.rename"),
                               lambda: self.rename(board)),
                        button("delete", ft.Icons.DELETE_OUTLINE, t("ui.delete"), lambda: self.delete(board))]
        tag = t("bd.bundled") if board.bundled else t("bd.own")
        return ident(f"bd-row-{key}", ft.Row([ft.Container(ft.Column([
            ft.Text(boards.shown_name(self.game, board.name, self.app.lang), weight=ft.FontWeight.BOLD),
            ft.Text(tag, size=12, italic=True),
            ft.Row(actions, spacing=0, wrap=True)], spacing=2),
            padding=8, border_radius=8, expand=True,
            bgcolor=ft.Colors.SURFACE_CONTAINER_HIGHEST if board.bundled else None,
            border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT))]))

    def fill(self) -> None:
        self.items.controls = [self.card(b) for b in boards.list_boards(self.app.store, self.game)]

    def view(self) -> ft.View:
        t = self.app.t
        self.fill()
        games = ft.Row([ident(f"bd-game-{g}", (ft.FilledButton if g == self.game else ft.OutlinedButton)(
            self.app.say(find_game(g).name), on_click=lambda _, g=g: self.go(f"/boards/{g}")))
            for g in boards.BOARD_GAMES], wrap=True, spacing=6, run_spacing=6)
        body = [games, ft.Text(t("bd.help"), size=12), section(t("bd.boards_of", game=find_game(self.game).name)),
                self.items, ft.Divider(), *import_section(self.page, self.app, self.game, self.imported)]
        return ft.View(route=f"/boards/{self.game}", appbar=ft.AppBar(title=ft.Text(t("bd.title"))),
                       controls=[ft.ListView(body, expand=True, spacing=8, padding=10)])
