"""The Boards tab of a track game: which board this game is played on, the boards one can pick (the bundled
examples and the table's own), and the board editor: type the cells and the marked cells, see the track
drawn and every problem as you type, keep it under a name (in the app's settings) and play on it.

What is typed is kept as a draft at every keystroke. The rules (`scorers.track`) validate the board.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import flet as ft

from referee_app.components.common import ERROR_RED, ident, section, snack
from referee_app.games.track import document as tm
from referee_app.games.track.board import TrackDrawing
from scorers.i18n import phrase
from scorers.registry import find_game
from scorers.track import TrackState, board_from_file
from scorers.track.board import BoardFile, BoardProblem
from scorers.track.rules import TOKENS

if TYPE_CHECKING:
    from referee_app.games.track.host import TrackScreen

#: the editor's fields of each edition: key -> where it goes in the board file
FIELDS = {
    "numeri": ("start", "barrier-2", "barrier-3", "barrier-4"),
    "froscheln": ("flag-2", "flag-3", "flag-4", "princess", "shore"),
}


def board_from_fields(fields: dict[str, str]) -> tuple[dict[str, Any], list[BoardProblem]]:
    """The board file the fields describe, and what could not even be read (not a number...)."""
    problems: list[BoardProblem] = []
    cells = []
    for i, word in enumerate(w for w in re.split(r"[\s,;]+", fields.get("cells", "")) if w):
        try:
            cells.append(int(word))
        except ValueError:
            problems.append(BoardProblem(f"cells[{i}]", phrase("tr.ui.not_a_number", text=word)))
    data: dict[str, Any] = {"name": fields.get("name", "").strip(), "cells": cells}
    for key, value in fields.items():
        if key in ("name", "cells") or not value.strip():
            continue
        if not value.strip().isdigit():
            problems.append(BoardProblem(key, phrase("tr.ui.not_a_number", text=value)))
            continue
        number = int(value)
        kind, _, count = key.partition("-")
        if kind == "barrier":
            data.setdefault("barriers", {})[count] = number
        elif kind == "flag":
            data.setdefault("starts", {})[count] = number
        else:
            data[kind] = number
    return data, problems


def fields_from_board(game: str, data: dict[str, Any]) -> dict[str, str]:
    fields = {"name": "" if data.get("example") else data.get("name", ""),
              "cells": " ".join(str(v) for v in data.get("cells", []))}
    for key in FIELDS[game]:
        kind, _, count = key.partition("-")
        value = (data.get("barriers" if kind == "barrier" else "starts", {}) or {}).get(count) if count else (
            data.get(kind, 1 if kind == "start" else None))
        fields[key] = "" if value is None else str(value)
    return fields


class BoardsPanel:
    def __init__(self, screen: TrackScreen) -> None:
        self.screen = screen
        self.game = screen.game
        app = screen.app
        draft = app.draft(f"track-board-{self.game}")
        self.fields: dict[str, str] = draft or fields_from_board(self.game, screen.doc.file["board"])
        #: problems show once the user has typed (a kept draft was typed) or asked to save, not before:
        #: a board not yet named is not an error to someone who has not started
        self.touched = bool(draft)
        self.inputs: dict[str, ft.TextField] = {}
        self.preview = ft.Container()
        self.problems = ft.Column(spacing=2)
        self.board_list = ft.Column(spacing=6)
        self._preview_key: tuple | None = None

    def typed(self, key: str, value: str) -> None:
        with self.screen.lock:
            self.fields[key] = value
            self.touched = True
            self.screen.app.save_draft(f"track-board-{self.game}", self.fields)
            self.update_preview()

    def _field(self, key: str, width: int | None = None, multiline: bool = False) -> ft.Control:
        t = self.screen.app.t
        if key not in self.inputs:
            self.inputs[key] = ft.TextField(
                value=self.fields.get(key, ""), label=t(f"tr.ui.field.{key.partition('-')[0]}",
                                                         players=key.partition("-")[2]),
                on_change=lambda e, k=key: self.typed(k, e.control.value), dense=True, width=width,
                multiline=multiline, min_lines=2 if multiline else None,
                keyboard_type=ft.KeyboardType.NUMBER if key != "name" else ft.KeyboardType.TEXT)
        return ident(f"editor-{key}", self.inputs[key])

    def draft_state(self) -> tuple[TrackState | None, list[BoardProblem], dict[str, Any]]:
        data, problems = board_from_fields(self.fields)
        problems += tm.board_problems(self.game, data)
        try:
            board = board_from_file(BoardFile.model_validate(data)) if data["cells"] else None
        except ValueError:
            board = None
        if board is None:
            return None, problems, data
        state = self.screen.report.state
        empty = tuple((None,) * len(TOKENS) for _ in state.players)
        return TrackState(state.edition, state.players, board, empty), problems, data

    def update_preview(self) -> None:
        app = self.screen.app
        state, problems, _ = self.draft_state()
        if state is not None and (state.board, len(state.players)) != self._preview_key:
            self._preview_key = (state.board, len(state.players))
            drawing = TrackDrawing(state, prefix="preview")
            drawing.show(state)
            self.preview.content = drawing.control
        elif state is None:
            self._preview_key, self.preview.content = None, None
        if not self.touched:
            self.problems.controls = []
            return
        self.problems.controls = [
            ident(f"editor-problem-{i}", ft.Text(app.say(p.text), color=ERROR_RED, size=12))
            for i, p in enumerate(problems)] or [ident("editor-ok", ft.Text(app.t("tr.ui.board_ok"),
                                                                            color=ft.Colors.PRIMARY))]

    def save(self, _: Any = None) -> None:
        with self.screen.lock:
            self.touched = True
            self.update_preview()  # a refused save shows why, next to the fields
        state, problems, data = self.draft_state()
        if problems:
            return snack(self.screen.page, self.screen.app.t("tr.ui.board_refused", count=len(problems)))
        refused = tm.keep_board(self.screen.app.store, self.game, data)
        if refused:
            return snack(self.screen.page, " ".join(self.screen.app.say(p.text) for p in refused))
        kept = tm.boards_of(self.screen.app.store, self.game)[data["name"]]
        if self.screen.change(lambda d: tm.use_board(d, kept)):
            snack(self.screen.page, self.screen.app.t("tr.ui.board_saved", board=data["name"]))

    def use(self, data: dict[str, Any]) -> None:
        if self.screen.change(lambda d: tm.use_board(d, data)):
            snack(self.screen.page, self.screen.app.t("tr.ui.board_used", board=data["name"]))

    def edit_from(self, data: dict[str, Any]) -> None:
        with self.screen.lock:
            self.fields = fields_from_board(self.game, data)
            self.touched = True  # a copy to edit: its missing name is worth saying
            for key, field in self.inputs.items():
                field.value = self.fields.get(key, "")
            self.screen.app.save_draft(f"track-board-{self.game}", self.fields)
            self.screen.refresh()

    def controls(self) -> list[ft.Control]:
        app = self.screen.app
        t = app.t
        current = self.screen.doc.file["board"]
        items = []
        for name, data in tm.boards_of(app.store, self.game).items():
            chosen = data == current
            label = t("tr.ui.example_tag" if data.get("example") else "tr.ui.own_board", board=name)
            items.append(ft.Row([
                ident(f"board-{name}", ft.OutlinedButton(label, icon=ft.Icons.CHECK if chosen else ft.Icons.ROUTE,
                                                         on_click=lambda _, d=data: self.use(d), expand=True)),
                ident(f"copy-{name}", ft.IconButton(ft.Icons.EDIT, tooltip=t("tr.ui.edit_copy"),
                                                    on_click=lambda _, d=data: self.edit_from(d)))]))
        self.board_list.controls = items
        self.update_preview()
        house = []
        for rule in find_game(self.game).house_rules:
            on = rule.id in self.screen.doc.file.get("house_rules", [])
            house.append(ident(f"house-{rule.id}", ft.Switch(
                label=app.say(rule.name), value=on,
                on_change=lambda e, r=rule.id: self.screen.change(lambda d: tm.set_house_rule(d, r, e.control.value)))))
            house.append(ft.Text(app.say(rule.description), size=12, italic=True))
        marked = [self._field(key, width=110) for key in FIELDS[self.game]]
        return [section(t("tr.ui.boards")), ft.Text(t("tr.ui.boards_help"), size=12), self.board_list, *house,
                ft.Divider(), section(t("tr.ui.editor")), ft.Text(t(f"tr.ui.editor_help.{self.game}"), size=12),
                self._field("name"), self._field("cells", multiline=True),
                ft.Row(marked, wrap=True, spacing=6, run_spacing=6),
                ident("editor-preview", self.preview), self.problems,
                ident("save-board", ft.FilledButton(t("tr.ui.save_board"), icon=ft.Icons.SAVE, height=48,
                                                    on_click=self.save))]

