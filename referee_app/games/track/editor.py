"""The Boards tab of a track game: which board this game is played on, the boards one can pick (the bundled
ones and the table's own), and the board editor (`board_editor.TrackBoardEditor`: the drawn track, the value
pad, the marks), whose board is kept under a name and played on.

What is entered is kept as a draft at every tap or keystroke. The rules (`scorers.track`) validate the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import flet as ft

from referee_app import boards
from referee_app.components.common import ident, section, snack
from referee_app.games.track import document as tm
from referee_app.games.track.board_editor import TrackBoardEditor, fields_from_board
from scorers.registry import find_game

if TYPE_CHECKING:
    from referee_app.games.track.host import TrackScreen


class BoardsPanel(TrackBoardEditor):
    def __init__(self, screen: TrackScreen) -> None:
        self.screen = screen
        super().__init__(screen.app, screen.game, screen.doc.file["board"], screen.page, screen.lock,
                         draft_key=f"track-board-{screen.game}")
        self.board_list = ft.Column(spacing=6)

    def players(self) -> tuple:
        return self.screen.report.state.players

    def keep(self, data: dict[str, Any]) -> None:
        """Kept among the table's boards under its name, and this game played on it."""
        refused = tm.keep_board(self.app.store, self.game, data)
        if refused:
            return snack(self.screen.page, " ".join(self.app.say(p.text) for p in refused))
        kept = tm.boards_of(self.app.store, self.game)[data["name"]]
        if self.screen.change(lambda d: tm.use_board(d, kept)):
            snack(self.screen.page, self.app.t("tr.ui.board_saved", board=data["name"]))

    def say(self, text: str) -> None:
        snack(self.screen.page, text)

    def use(self, data: dict[str, Any]) -> None:
        if self.screen.change(lambda d: tm.use_board(d, data)):
            snack(self.screen.page, self.app.t("tr.ui.board_used", board=data["name"]))

    def edit_from(self, data: dict[str, Any]) -> None:
        with self.lock:
            self.fields = fields_from_board(self.game, data)
            self.touched = True  # a copy to edit: its missing name is worth saying
            self.cursor = None
            for key, field in self.inputs.items():
                field.value = self.fields.get(key, "")
            self.keep_draft()
            self.screen.refresh()

    def controls(self) -> list[ft.Control]:
        app = self.app
        t = app.t
        current = self.screen.doc.file["board"]
        items = []
        for name, data in tm.boards_of(app.store, self.game).items():
            chosen = data == current
            label = t("tr.ui.example_tag" if data.get("example") else "tr.ui.own_board",
                      board=boards.shown_name(self.game, name, app.lang))
            items.append(ft.Row([
                ident(f"board-{name}", ft.OutlinedButton(label, icon=ft.Icons.CHECK if chosen else ft.Icons.ROUTE,
                                                         on_click=lambda _, d=data: self.use(d), expand=True)),
                ident(f"copy-{name}", ft.IconButton(ft.Icons.EDIT, tooltip=t("tr.ui.edit_copy"),
                                                    on_click=lambda _, d=data: self.edit_from(d)))]))
        self.board_list.controls = items
        if not hasattr(self, "mode_keys"):
            self.build_tools()
        self.update_preview()
        house = []
        for rule in find_game(self.game).house_rules:
            on = rule.id in self.screen.doc.file.get("house_rules", [])
            house.append(ident(f"house-{rule.id}", ft.Switch(
                label=app.say(rule.name), value=on,
                on_change=lambda e, r=rule.id: self.screen.change(lambda d: tm.set_house_rule(d, r, e.control.value)))))
            house.append(ft.Text(app.say(rule.description), size=12, italic=True))
        return [section(t("tr.ui.boards")), ft.Text(t("tr.ui.boards_help"), size=12), self.board_list, *house,
                ft.Divider(), section(t("tr.ui.editor")), ft.Text(t(f"tr.ui.editor_help.{self.game}"), size=12),
                self.field("name"), self.tools, self.problems,
                ident("save-board", ft.FilledButton(t("tr.ui.save_board"), icon=ft.Icons.SAVE, height=48,
                                                    on_click=self.save)),
                self.field("cells", multiline=True)]
