"""The Numeri/Fröscheln board editor, phone-first: the track is drawn, a value pad writes the next cell (tap a
cell to correct it), and in "marks" mode a tap on a cell puts the Départ, a barrier, a start flag, the
Princess or the shore there. Nobody counts cells. Every problem shows as you go. The rules (`scorers.track`)
validate the board.

`TrackBoardEditor` is the editor. What it needs of whatever holds it is small: the app, the page (for a
message), a lock, and three hooks a holder overrides: `keep` (what saving a board the rules accept does),
`players` (whose player count the drawing highlights) and the draft key (where the typing is kept at every
tap, or nowhere). Two holders: the Boards tab of a game (`editor.BoardsPanel`: kept among the table's boards
and played on) and the shared Boards library (`board_editor(...)` below, through the front's `board_editor`:
the board file goes to `on_save`).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import ERROR_RED, ident, snack
from referee_app.games.track import document as tm
from referee_app.games.track.board import TrackDrawing
from scorers.i18n import phrase
from scorers.sheet import PlayerInfo
from scorers.track import EDITIONS, TrackState, board_from_file
from scorers.track.board import BoardFile, BoardProblem
from scorers.track.rules import TOKENS

#: the editor's marks of each edition (in the order a tap on a cell sets them): key -> where it goes in
#: the board file
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
    # the name as the library keeps it (`boards.save` collapses its spaces): the board handed on is the kept one
    data: dict[str, Any] = {"name": " ".join(fields.get("name", "").split()), "cells": cells}
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


#: the value pad of each edition: the values a printed board shows (any other Numeri value: "Other value")
PAD = {
    "numeri": (-3, -2, -1, 0, *range(1, 21), 25, 30),
    "froscheln": (0, 1, 2, 3, 4, 5),
}
KEY = 44  # px: a tap target at least this wide and tall (issue 17)


def cells_of(fields: dict[str, str]) -> list[int]:
    """The whole numbers of the typed cells (a word that is not one is left out: the problems name it)."""
    return [int(w) for w in re.split(r"[\s,;]+", fields.get("cells", "")) if re.fullmatch(r"-?\d+", w)]


def pad_id(value: int) -> str:
    return f"pad-m{-value}" if value < 0 else f"pad-{value}"


class TrackBoardEditor:
    """The board being entered (`fields`, as the text fields hold it), the pad, the marks and the drawing.
    A holder builds the tools (`build_tools`) and lays out `tools`, `problems` and the `field`s itself."""

    def __init__(self, app: Any, game: str, board: dict[str, Any], page: Any = None,
                 lock: threading.RLock | None = None, draft_key: str | None = None) -> None:
        self.app, self.game, self.page = app, game, page
        self.lock = lock or threading.RLock()
        self.draft_key = draft_key
        draft = app.draft(draft_key) if draft_key else None
        self.fields: dict[str, str] = draft or fields_from_board(game, board)
        #: problems show once the user has typed (a kept draft was typed) or asked to save, not before:
        #: a board not yet named is not an error to someone who has not started
        self.touched = bool(draft)
        self.inputs: dict[str, ft.TextField] = {}
        #: "values": a pad tap writes the cell at the cursor; "marks": a cell tap puts the chosen mark there
        self.mode = "values"
        #: the cell the next pad value goes to (index from 0); None: a new cell at the end
        self.cursor: int | None = None
        self.mark = FIELDS[game][0]
        self.preview = ft.Container()
        self.status = ft.Text(size=13, weight=ft.FontWeight.BOLD)
        self.tools = ft.Column(spacing=6)
        self.problems = ft.Column(spacing=2)
        self._preview_key: tuple | None = None

    # --- what a holder decides -------------------------------------------------------------------
    def keep(self, data: dict[str, Any]) -> None:
        """Save a board file the rules accept (`data`, named)."""
        raise NotImplementedError

    def players(self) -> tuple[PlayerInfo, ...]:
        """The players of the game the board is for: the drawing marks their count's barrier or flag."""
        return ()

    def say(self, text: str) -> None:
        """A short message (a refusal): a snack bar when there is a page to show it on."""
        if self.page is not None:
            snack(self.page, text)

    def keep_draft(self) -> None:
        if self.draft_key:
            self.app.save_draft(self.draft_key, self.fields)

    # --- entering ----------------------------------------------------------------------------
    def _changed(self) -> None:
        """After any edit: kept as a draft, problems and drawing repainted."""
        self.touched = True
        self.keep_draft()
        if "cells" in self.inputs:
            self.inputs["cells"].value = self.fields.get("cells", "")
        self.update_preview()

    def typed(self, key: str, value: str) -> None:
        with self.lock:
            self.fields[key] = value
            self.touched = True
            self.keep_draft()
            self.update_preview()

    def _set_cells(self, cells: list[int]) -> None:
        self.fields["cells"] = " ".join(map(str, cells))

    def tap_value(self, value: int) -> None:
        """The pad: the value goes on the cursor's cell (a new cell at the end by default); the cursor moves on."""
        with self.lock:
            cells = cells_of(self.fields)
            if self.cursor is None or self.cursor >= len(cells):
                cells.append(value)
                self.cursor = None
            else:
                cells[self.cursor] = value
                self.cursor = self.cursor + 1 if self.cursor + 1 < len(cells) else None
            self._set_cells(cells)
            self._changed()

    def tap_cell(self, cell: int) -> None:
        """Values mode: the cell to correct (tapped again: back to adding at the end). Marks mode: the chosen
        mark goes on this cell (placed the first time, the next mark is chosen; moved, it stays chosen); the
        cell it is already on, tapped, takes it off."""
        with self.lock:
            if self.mode == "values":
                self.cursor = None if self.cursor == cell else cell
                self.update_preview()
                return
            placed = self.fields.get(self.mark, "").strip()
            if placed == str(cell + 1):
                self.fields[self.mark] = ""
            else:
                self.fields[self.mark] = str(cell + 1)
                if not placed:  # placed the first time: on to the next mark; moved: it stays chosen
                    marks = FIELDS[self.game]
                    self.mark = marks[(marks.index(self.mark) + 1) % len(marks)]
            self._changed()

    def delete_cell(self, _: Any = None) -> None:
        """Take out the cursor's cell (the last one when adding at the end)."""
        with self.lock:
            cells = cells_of(self.fields)
            if not cells:
                return
            at = len(cells) - 1 if self.cursor is None or self.cursor >= len(cells) else self.cursor
            del cells[at]
            if self.cursor is not None and self.cursor >= len(cells):
                self.cursor = None
            self._set_cells(cells)
            self._changed()

    def other_value(self, _: Any = None) -> None:
        """A value not on the pad, typed (Numeri allows -20 to 99)."""
        text = (self.other.value or "").strip()
        if not re.fullmatch(r"-?\d+", text):
            return self.say(self.app.t("tr.ui.not_a_number", text=text or "—"))
        self.other.value = ""
        self.tap_value(int(text))

    def set_mode(self, mode: str) -> None:
        with self.lock:
            self.mode = mode
            self.update_preview()

    def choose_mark(self, key: str) -> None:
        with self.lock:
            self.mode, self.mark = "marks", key
            self.update_preview()

    def new_board(self, _: Any = None) -> None:
        """Start from scratch: no cell, no mark, no name."""
        with self.lock:
            self.fields = {key: "" for key in ("name", "cells", *FIELDS[self.game])}
            self.cursor, self.mode, self.mark = None, "values", FIELDS[self.game][0]
            if self.game == "numeri":  # the Départ is where the track begins, unless a tap says otherwise
                self.fields["start"], self.mark = "1", FIELDS[self.game][1]
            for key, field in self.inputs.items():
                field.value = ""
            self._changed()

    # --- what is drawn -----------------------------------------------------------------------
    def draft_state(self) -> tuple[TrackState | None, list[BoardProblem], dict[str, Any]]:
        data, problems = board_from_fields(self.fields)
        problems += tm.board_problems(self.game, data)
        try:
            # drawn before it has a name: the missing name is one of the problems, not a reason to hide the track
            drawn = {**data, "name": data["name"] or "?"}
            board = board_from_file(BoardFile.model_validate(drawn)) if data["cells"] else None
        except ValueError:
            board = None
        if board is None:
            return None, problems, data
        players = self.players()
        empty = tuple((None,) * len(TOKENS) for _ in players)
        return TrackState(EDITIONS[self.game], players, board, empty), problems, data

    def _mark_label(self, key: str) -> str:
        kind, _, count = key.partition("-")
        label = self.app.t(f"tr.ui.field.{kind}", players=count)
        cell = self.fields.get(key, "").strip()
        return self.app.t("tr.ui.mark_at", mark=label, cell=cell) if cell else label

    def update_preview(self) -> None:
        app = self.app
        t = app.t
        state, problems, _ = self.draft_state()
        cells = cells_of(self.fields)
        if self.cursor is not None and self.cursor >= len(cells):
            self.cursor = None
        key = (state.board if state else None, len(state.players) if state else 0, self.cursor)
        if state is not None and key != self._preview_key:
            self._preview_key = key
            drawing = TrackDrawing(state, self.tap_cell, prefix="preview")
            drawing.show(state, {self.cursor: "pending"} if self.cursor is not None else {})
            self.preview.content = drawing.control
        elif state is None:
            self._preview_key, self.preview.content = None, None
        if self.mode == "marks":
            kind, _, count = self.mark.partition("-")
            self.status.value = t("tr.ui.mark_next", mark=t(f"tr.ui.field.{kind}", players=count))
        elif not cells:
            self.status.value = t("tr.ui.empty_track")
        elif self.cursor is None:
            self.status.value = t("tr.ui.cursor_new", cell=len(cells) + 1)
        else:
            self.status.value = t("tr.ui.cursor_at", cell=self.cursor + 1, value=cells[self.cursor])
        self._paint_tools()
        if not self.touched:
            self.problems.controls = []
            return
        self.problems.controls = [
            ident(f"editor-problem-{i}", ft.Text(app.say(p.text), color=ERROR_RED, size=12))
            for i, p in enumerate(problems)] or [ident("editor-ok", ft.Text(app.t("tr.ui.board_ok"),
                                                                            color=ft.Colors.PRIMARY))]

    def _key(self, identifier: str, label: str, on_click: Any, width: int = KEY) -> ft.Control:
        box = ft.Container(ft.Text(label, size=15, weight=ft.FontWeight.BOLD, no_wrap=True), width=width,
                           height=KEY, border_radius=8, alignment=ft.Alignment.CENTER,
                           border=ft.Border.all(1, ft.Colors.OUTLINE), on_click=on_click)
        return ident(identifier, box, button=True)

    def build_tools(self) -> None:
        """The mode switch, the pad and the mark chips: built once, repainted in place."""
        t = self.app.t
        self.mode_keys = {mode: self._key(f"editor-mode-{mode}", t(f"tr.ui.mode.{mode}"),
                                          lambda _, m=mode: self.set_mode(m), width=120)
                          for mode in ("values", "marks")}
        pad = [self._key(pad_id(v), value_text_of(self.game, v), lambda _, v=v: self.tap_value(v))
               for v in PAD[self.game]]
        self.pad = ft.Row(pad, wrap=True, spacing=4, run_spacing=4)
        self.other = ft.TextField(label=t("tr.ui.other_value"), width=160,  # full height: a 48 px target
                                  keyboard_type=ft.KeyboardType.NUMBER, on_submit=self.other_value)
        self.value_tools = ft.Column([self.pad, ft.Row([
            ident("editor-delete", ft.OutlinedButton(t("tr.ui.delete_cell"), icon=ft.Icons.BACKSPACE, height=KEY,
                                                     on_click=self.delete_cell)),
            *([ident("editor-other", self.other), ident("editor-other-set", ft.OutlinedButton(
                t("tr.ui.set_value"), height=KEY, on_click=self.other_value))] if self.game == "numeri" else [])],
            wrap=True, spacing=6, run_spacing=6)], spacing=6)
        self.mark_keys = {key: ident(f"mark-{key}", ft.Container(
            ft.Text(size=13, weight=ft.FontWeight.BOLD, no_wrap=True), height=KEY, border_radius=22,
            padding=ft.Padding.symmetric(horizontal=12), alignment=ft.Alignment.CENTER,
            border=ft.Border.all(2, ft.Colors.PRIMARY), on_click=lambda _, k=key: self.choose_mark(k)), button=True)
            for key in FIELDS[self.game]}
        self.mark_tools = ft.Row(list(self.mark_keys.values()), wrap=True, spacing=6, run_spacing=6)
        self.tools.controls = [ft.Row([*self.mode_keys.values(), ident("editor-new", ft.TextButton(
            t("tr.ui.new_board"), icon=ft.Icons.ADD, height=KEY, on_click=self.new_board))], wrap=True, spacing=6),
            ident("editor-status", self.status), self.value_tools, self.mark_tools,
            # the drawing under the pad: it grows a row every 7 or 8 cells, and the pad above it never moves
            # under the finger (above the pad, each new row pushed the keys down while one typed)
            ident("editor-preview", self.preview)]

    def _paint_tools(self) -> None:
        if not hasattr(self, "mode_keys"):
            return
        for mode, key in self.mode_keys.items():
            chosen = mode == self.mode
            key.content.bgcolor = ft.Colors.PRIMARY if chosen else None
            key.content.content.color = ft.Colors.ON_PRIMARY if chosen else None
        self.value_tools.visible = self.mode == "values"
        self.mark_tools.visible = self.mode == "marks"
        for key, chip in self.mark_keys.items():
            chosen = key == self.mark
            chip.content.bgcolor = ft.Colors.PRIMARY if chosen else None
            chip.content.content.color = ft.Colors.ON_PRIMARY if chosen else None
            chip.content.content.value = self._mark_label(key)

    # --- keeping -----------------------------------------------------------------------------
    def save(self, _: Any = None) -> None:
        """Keep the board when the rules accept it; else every problem shows, next to the fields."""
        with self.lock:
            self.touched = True
            self.update_preview()
        _, problems, data = self.draft_state()
        if problems:
            return self.say(self.app.t("tr.ui.board_refused", count=len(problems)))
        self.keep(data)

    def field(self, key: str, width: int | None = None, multiline: bool = False) -> ft.Control:
        t = self.app.t
        if key not in self.inputs:
            self.inputs[key] = ft.TextField(
                value=self.fields.get(key, ""), label=t(f"tr.ui.field.{key.partition('-')[0]}",
                                                         players=key.partition("-")[2]),
                on_change=lambda e, k=key: self.typed(k, e.control.value), width=width,  # not dense: 48 px
                multiline=multiline, min_lines=2 if multiline else None,
                keyboard_type=ft.KeyboardType.NUMBER if key != "name" else ft.KeyboardType.TEXT)
        return ident(f"editor-{key}", self.inputs[key])


class LibraryEditor(TrackBoardEditor):
    """The editor on its own, for the shared Boards library: the board keeps its name (a copy of the
    reconstructed default too: the library names every board), and a board the rules accept goes to
    `on_save`. No draft: the library keeps the board itself on save, and a game's draft is its own."""

    def __init__(self, app: Any, game: str, board: dict[str, Any], on_save: Callable[[dict[str, Any]], Any],
                 on_cancel: Callable[[], Any] | None = None, width: float = 392, page: Any = None) -> None:
        super().__init__(app, game, board, page)
        self.fields["name"] = str(board.get("name", ""))
        self.on_save = on_save
        t = app.t
        self.build_tools()
        self.update_preview()
        # the example's own words: a copy of it is the reconstructed board until the table corrects it
        note = [ident("editor-note", ft.Text(t("tr.out.check_board"), size=12, italic=True))] if board.get(
            "example") else []
        buttons = ft.Row([ident("save-board", ft.FilledButton(t("bd.save"), icon=ft.Icons.SAVE, height=48,
                                                              on_click=self.save)),
                          *([ident("editor-cancel", ft.TextButton(t("ui.cancel"), height=48,
                                                                  on_click=lambda _: on_cancel()))]
                            if on_cancel else [])], wrap=True, spacing=8)
        # the drawing's rows wrap at whatever width the column is given (`board.TrackDrawing`)
        self.control = ident("track-board-editor", ft.Column([
            ft.Text(t(f"tr.ui.editor_help.{game}"), size=12), *note, self.field("name"), self.tools,
            self.problems, buttons, self.field("cells", multiline=True)], spacing=8, width=width))

    def keep(self, data: dict[str, Any]) -> None:
        self.on_save(data)


def board_editor(app: Any, game: str, board: dict[str, Any], on_save: Callable[[dict[str, Any]], Any],
                 on_cancel: Callable[[], Any] | None = None, width: float = 392, page: Any = None) -> ft.Control:
    """The editor of a Numeri or Fröscheln board file as one control, for any screen to host: it hands a
    board the rules accept to `on_save`; `page`, when given, shows why a save is refused in a snack bar too."""
    return LibraryEditor(app, game, board, on_save, on_cancel, width, page).control


def value_text_of(game: str, value: int) -> str:
    """A pad key's label: the value as the drawing prints it (a Fröscheln multiplier); a Numeri blank is 0."""
    return f"x{value}" if game == "froscheln" else str(value)
