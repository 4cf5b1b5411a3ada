"""The Loopit board editor, phone-first: the board's size (odd: the start square is the centre), then the
multiplier squares by tapping, with a pad of brushes x2..x6 (x1 makes a square plain again) and, on by
default, mirroring into the eight symmetric squares, so that a quarter of a symmetric board is all a table
types. Squares are at least 44 px; a board wider than the phone scrolls sideways.

Self-contained: `board_editor(app, board, on_save)` returns a control that any screen can show (the Loopit
game screen today, the shared boards library through its front hook). It saves only a board that
`scorers.loopit.board_from_file` accepts, and hands the board file to `on_save`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import ERROR_RED, ident
from referee_app.games.loopit import board_edit as edit
from referee_app.games.loopit.board import MULTIPLIER_FILLS, START_FILL, START_RING
from scorers.errors import RefereeError
from scorers.loopit import EXAMPLE_BOARD, Square, board_from_file
from scorers.loopit.rules import MAX_BOARD_SIZE, MIN_BOARD_SIZE
from scorers.loopit.tiles import EXAMPLE_BOARD_NAME

#: A finger's target (issue 17): no square, brush or button smaller.
TARGET = 44
GAP, LABEL = 1, 16


def square_size(width: float, size: int) -> int:
    """The board uses the whole width; below a finger's target it keeps the target and scrolls sideways."""
    return max(TARGET, int((width - LABEL) / size) - GAP)


class BoardEditor:
    def __init__(self, app: Any, board: dict[str, Any], on_save: Callable[[dict[str, Any]], None],
                 on_cancel: Callable[[], None] | None = None, width: float = 392) -> None:
        self.app, self.on_save, self.width = app, on_save, width
        t = app.t
        self.board = dict(board)
        self.brush, self.mirror, self.typed = 2, True, ""
        self.name = ident("board-name-field", ft.TextField(
            value=self.shown_name(), label=t("lp.board.name"),
            on_change=lambda e: self.set_name(e.control.value)))
        self.size_text = ft.Text(size=18, weight=ft.FontWeight.BOLD, width=90, text_align=ft.TextAlign.CENTER)
        self.brushes = {m: ft.Container(ft.Text("×1" if m == 1 else f"×{m}", size=17, weight=ft.FontWeight.BOLD),
                                        width=52, height=48, border_radius=8, alignment=ft.Alignment.CENTER,
                                        on_click=lambda _, m=m: self.pick_brush(m))
                        for m in edit.BRUSHES}
        self.problems = ft.Text(color=ERROR_RED, size=13)
        self.grid = ft.Column(spacing=GAP, tight=True)
        self.squares: dict[Square, ft.Container] = {}
        note = t("lp.board.reconstructed") if board.get("name") == EXAMPLE_BOARD_NAME else ""
        # Save first: in view when the editor opens, whatever the phone's height.
        buttons = ft.Row([ident("board-save", ft.FilledButton(t("lp.board.save"), icon=ft.Icons.CHECK, height=48,
                                                              on_click=lambda _: self.save())),
                          *([ident("board-cancel", ft.TextButton(t("lp.board.cancel"), height=48,
                                                                 on_click=lambda _: on_cancel()))]
                            if on_cancel else [])], spacing=8, wrap=True)
        self.control = ident("board-editor", ft.Column([
            ft.Text(t("lp.board.title"), size=18, weight=ft.FontWeight.BOLD),
            *([ident("board-editor-note", ft.Text(note, size=12, italic=True))] if note else []),
            buttons,
            ident("board-problems", self.problems),
            self.name,
            ft.Row([ft.Text(t("lp.board.size"), size=14),
                    ident("board-size-minus", ft.IconButton(ft.Icons.REMOVE, width=48, height=48,
                                                            on_click=lambda _: self.grow(-2),
                                                            tooltip=t("lp.board.smaller"))),
                    ident("board-size", self.size_text),
                    ident("board-size-plus", ft.IconButton(ft.Icons.ADD, width=48, height=48,
                                                           on_click=lambda _: self.grow(2),
                                                           tooltip=t("lp.board.larger")))],
                   spacing=4, vertical_alignment=ft.CrossAxisAlignment.CENTER),
            ident("board-clear", ft.TextButton(t("lp.board.clear"), icon=ft.Icons.LAYERS_CLEAR, height=48,
                                               on_click=lambda _: self.clear())),
            ft.Text(t("lp.board.help"), size=12),
            ft.Row([ident(f"brush-{m}", box, button=True) for m, box in self.brushes.items()], spacing=6,
                   wrap=True),
            ident("board-mirror", ft.Switch(label=t("lp.board.mirror"), value=True, height=48,
                                            on_change=lambda e: self.set_mirror(bool(e.control.value)))),
            ft.Row([self.grid], scroll=ft.ScrollMode.AUTO),
        ], spacing=8))
        self.build_grid()
        self.show()

    def shown_name(self) -> str:
        """The default board's file name is a key ("example"); the field shows words instead."""
        name = self.board.get("name", "")
        return self.app.t("lp.board.own_name") if name in ("", EXAMPLE_BOARD_NAME, "custom") else name

    # --- changes --------------------------------------------------------------------------------------
    def set_name(self, name: str) -> None:
        self.typed = name.strip()

    def set_mirror(self, mirror: bool) -> None:
        self.mirror = mirror

    def pick_brush(self, multiplier: int) -> None:
        self.brush = multiplier
        self.show()

    def grow(self, step: int) -> None:
        size = len(self.board["rows"])
        if MIN_BOARD_SIZE <= size + step <= MAX_BOARD_SIZE:
            self.board = edit.resize(self.board, size + step)
            self.build_grid()
        self.show()

    def clear(self) -> None:
        """Every square plain, the size kept: where a table types its own board from scratch."""
        self.board = edit.blank(len(self.board["rows"]), self.board.get("name") or "custom")
        self.show()

    def tap(self, square: Square) -> None:
        size = len(self.board["rows"])
        if square == Square(size // 2, size // 2):
            self.problems.value = self.app.t("lp.board.centre_is_start")
            return
        self.board = edit.paint(self.board, square, self.brush, self.mirror)
        self.problems.value = ""
        self.show()

    def saved_name(self) -> str:
        """A name typed wins; the reconstructed default's rows keep its key (so it stays labelled as
        reconstructed); any other board is the table's own."""
        if self.typed:
            return self.typed
        if self.board["rows"] == EXAMPLE_BOARD.rows():
            return EXAMPLE_BOARD_NAME
        return self.shown_name()

    def save(self) -> None:
        """Only a board the rules accept is handed on."""
        board = edit.rename(self.board, self.saved_name())
        try:
            board_from_file(board)
        except RefereeError as error:
            self.problems.value = "; ".join(p.text(self.app.lang) for p in error.problems)
            return
        self.on_save(board)

    # --- painting -------------------------------------------------------------------------------------
    def build_grid(self) -> None:
        """The squares, rebuilt when the size changes (column letters and row numbers name them)."""
        size = len(self.board["rows"])
        cell = square_size(self.width, size)
        self.cell = cell

        def label(text: str, width: float, height: float) -> ft.Container:
            return ft.Container(ft.Text(text, size=11, color=ft.Colors.ON_SURFACE_VARIANT), width=width,
                                height=height, alignment=ft.Alignment.CENTER)

        self.squares = {}
        rows = [ft.Row([label("", LABEL, LABEL)] + [label(chr(ord("a") + c), cell, LABEL) for c in range(size)],
                       spacing=GAP, tight=True)]
        for r in range(size):
            row: list[ft.Control] = [label(str(r + 1), LABEL, cell)]
            for c in range(size):
                square = Square(r, c)
                box = ft.Container(width=cell, height=cell, alignment=ft.Alignment.CENTER,
                                   on_click=lambda _, s=square: self.tap(s))
                self.squares[square] = box
                row.append(ident(f"edit-sq-{square.name()}", box, button=True))
            rows.append(ft.Row(row, spacing=GAP, tight=True))
        self.grid.controls = rows
        self.painted: dict[Square, int] = {}

    def show(self) -> None:
        size = len(self.board["rows"])
        self.size_text.value = f"{size} × {size}"
        for m, box in self.brushes.items():
            chosen = m == self.brush
            box.bgcolor = MULTIPLIER_FILLS.get(m, ft.Colors.SURFACE_CONTAINER_HIGHEST)
            box.border = ft.Border.all(3 if chosen else 1, ft.Colors.PRIMARY if chosen else ft.Colors.OUTLINE)
        grid = edit.grid_of(self.board)
        centre = Square(size // 2, size // 2)
        for square, box in self.squares.items():
            multiplier = grid[square.row][square.column]
            if self.painted.get(square) == multiplier:
                continue  # only the squares whose look changed are sent
            self.painted[square] = multiplier
            box.bgcolor = START_FILL if square == centre else MULTIPLIER_FILLS.get(multiplier, "#FAFAFA")
            box.border = ft.Border.all(1, "#B0BEC5")
            if square == centre:  # the printed board circles the start square
                ring = self.cell * 0.8
                box.content = ft.Container(width=ring, height=ring, border_radius=ring / 2,
                                           border=ft.Border.all(2, START_RING))
            else:
                box.content = (ft.Text(f"×{multiplier}", size=self.cell * 0.3, color="#37474F",
                                       weight=ft.FontWeight.BOLD) if multiplier > 1 else None)


def board_editor(app: Any, board: dict[str, Any], on_save: Callable[[dict[str, Any]], None],
                 on_cancel: Callable[[], None] | None = None, width: float = 392) -> ft.Control:
    """The editor as one control: `board` is a board file ({"name", "rows"}); `on_save` gets the saved one."""
    return BoardEditor(app, board, on_save, on_cancel, width).control
