"""The track as it lies on the table: a winding path of cells (left to right, then back), each with its
value, the start flags or the Départ, the barriers, the end cells or the Princess, and the tokens.

A pure drawing: it shows a state and the highlights it is given, and reports taps on cells.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from referee_app.components.common import colours_of, ident
from scorers.track import TrackState
from scorers.track.board import Board
from scorers.track.editions import NUMERI_END_CELLS, Edition
from scorers.track.rules import PLAYER_COUNTS

CELL, GAP, TURN, PER_ROW = 44, 4, 18, 8  # a cell is a tap target: 44 px at least (issue 17)
TOP_ALONE, TOP_WITH_TOKEN = 12, 3  # where a cell's value sits: centred, or above the token
WIDTH = PER_ROW * CELL + (PER_ROW - 1) * GAP
PATH = "#B0A089"
#: fill and ink of a cell by its kind (`Edition.cell_kind`), and of the marked cells
FILLS = {
    "number": ("#FFF3E0", "#3E2723"), "blank": ("#EEEEEE", "#616161"), "negative": ("#EF9A9A", "#7F0000"),
    "plain": ("#E8F5E9", "#616161"), "red": ("#E57373", "#FFFFFF"), "blue": ("#64B5F6", "#0D2A4A"),
    "three": ("#AED581", "#1B3A00"), "four": ("#BA68C8", "#FFFFFF"), "princess": ("#FFD54F", "#4E3400"),
    "start": ("#8E2424", "#FFFFFF"), "end": ("#FFE066", "#4E3400"),
}
HIGHLIGHTS = {"pending": "#1565C0", "target": "#2E7D32", "extra": "#F57C00", "error": "#D32F2F"}


def position(cell: int) -> tuple[int, int]:
    """Left and top of a cell on the winding path: even rows run left to right, odd rows back."""
    row, column = divmod(cell, PER_ROW)
    if row % 2:
        column = PER_ROW - 1 - column
    return column * (CELL + GAP), row * (CELL + TURN)


def height(cells: int) -> int:
    rows = max(1, -(-cells // PER_ROW))
    return rows * CELL + (rows - 1) * TURN


def value_text(edition: Edition, value: int) -> str:
    """As the move list names it (`Edition.cell_text`): a cell is "7" and "x2" on both (issue 17)."""
    return edition.cell_text(value)


def kind_of(edition: Edition, board: Board, cell: int) -> str:
    if edition.id == "numeri":
        if cell == board.start:
            return "start"
        if cell >= len(board) - NUMERI_END_CELLS:
            return "end"
    return edition.cell_kind(board.cells[cell])


def _path(board: Board) -> list[ft.Control]:
    """The band under each row and the turn joining it to the next: the path the tokens follow."""
    parts = []
    for row in range(-(-len(board) // PER_ROW)):
        first, last = row * PER_ROW, min(len(board), (row + 1) * PER_ROW) - 1
        lefts = [position(first)[0], position(last)[0]]
        top = position(first)[1]
        parts.append(ft.Container(left=min(lefts) - 3, top=top + CELL // 2 - 6,
                                  width=abs(lefts[1] - lefts[0]) + CELL + 6, height=12, bgcolor=PATH, border_radius=6))
        if last + 1 < len(board):
            parts.append(ft.Container(left=position(last)[0] + CELL // 2 - 6, top=top + CELL // 2,
                                      width=12, height=CELL + TURN, bgcolor=PATH, border_radius=6))
    return parts


def _badge(left: float, top: float, icon: ft.IconData | None, label: str, colour: str) -> ft.Container:
    content = ft.Row([ft.Icon(icon, size=10, color="#FFFFFF")] if icon else [], spacing=0, tight=True)
    if label:
        content.controls.append(ft.Text(label, size=9, color="#FFFFFF", weight=ft.FontWeight.BOLD))
    return ft.Container(content, left=left, top=top, bgcolor=colour, border_radius=4,
                        padding=ft.Padding.symmetric(horizontal=2))


def _marks(state: TrackState) -> list[ft.Control]:
    """Start flags (Fröscheln), barriers (Numeri), the Princess and the shore, drawn over the cells."""
    board, edition, players = state.board, state.edition, len(state.players)
    marks: list[ft.Control] = []
    if edition.id == "froscheln":
        for count in PLAYER_COUNTS:
            cell = board.starts.get(count)
            if cell is not None and 0 <= cell < len(board):
                left, top = position(cell)
                colour = "#37474F" if count == players else "#90A4AE"
                marks.append(_badge(left - 3 + (count - 2) * 14, top - 8, ft.Icons.FLAG, str(count), colour))
        princess = edition.princess(board)
        if princess is not None and 0 <= princess < len(board):
            left, top = position(princess)
            marks.append(_badge(left + CELL - 14, top - 8, ft.Icons.STAR, "", "#B8860B"))
        if board.shore is not None and 0 <= board.shore < len(board):
            left, top = position(board.shore)
            marks.append(_badge(left + CELL - 14, top + CELL - 8, ft.Icons.WAVES, "", "#00838F"))
    else:
        for count in PLAYER_COUNTS:
            cell = board.barriers.get(count)
            if cell is None or not 0 < cell < len(board):
                continue
            left, top = position(cell)
            backwards = (cell // PER_ROW) % 2 == 1
            at_row_start = cell % PER_ROW == 0
            x = (left + CELL + 1 if backwards else left - GAP + 1) if not at_row_start else (
                left + CELL // 2 - 2)
            y = top if not at_row_start else top - TURN + 4
            colour = "#B71C1C" if count == players else "#9E9E9E"
            size = (4, CELL) if not at_row_start else (CELL // 2, 4)
            marks.append(ft.Container(left=x, top=y, width=size[0], height=size[1], bgcolor=colour))
            marks.append(_badge(x - 4, y - 10 if not at_row_start else y - 10, None, str(count), colour))
    return marks


class TrackDrawing:
    """Draws a state's track; `show` repaints tokens and highlights in place."""

    def __init__(self, state: TrackState, on_cell: Callable[[int], None] | None = None, prefix: str = "cell") -> None:
        self.on_cell = on_cell
        self.board, self.edition = state.board, state.edition
        self.cells: list[ft.Container] = []
        self.painted: list[tuple | None] = [None] * len(state.board)
        self.changed: list[ft.Control] = []
        #: per cell, the parts a repaint changes in place (issue 18: a tap sends property changes, not new
        #: controls, and a cell is six controls, so the page stays light): its value and its token's band
        self.parts: list[tuple[ft.Text, ft.Text]] = []
        positioned = []
        for cell in range(len(state.board)):
            fill, ink = FILLS[kind_of(self.edition, self.board, cell)]
            # the cell's number in its corner, as the move list names it ("cell 7 (x2)"), and its value
            number = ft.Text(str(cell + 1), size=8, color=ink, left=3, top=1)
            value = ft.Text(value_text(self.edition, self.board.cells[cell]), size=13, color=ink, left=0, right=0,
                            top=TOP_ALONE, text_align=ft.TextAlign.CENTER, weight=ft.FontWeight.BOLD)
            token = ft.Text(size=13, left=4, right=4, bottom=3, text_align=ft.TextAlign.CENTER,
                            weight=ft.FontWeight.BOLD, visible=False)
            self.parts.append((value, token))
            left, top = position(cell)
            box = ft.Container(ident(f"{prefix}-{cell + 1}", ft.Stack([number, value, token]),
                                     button=on_cell is not None),
                               left=left, top=top, width=CELL, height=CELL, border_radius=8, bgcolor=fill,
                               on_click=(lambda _, c=cell: self.on_cell(c)) if on_cell else None)
            self.cells.append(box)
            positioned.append(box)
        tall = height(len(state.board)) + 10
        self.stack = ft.Stack([*_path(state.board), *positioned, *_marks(state)], width=WIDTH + 8, height=tall + 8,
                              clip_behavior=ft.ClipBehavior.NONE)
        self.control = ident(f"{prefix}s", ft.Container(self.stack, width=WIDTH + 8, height=tall + 8,
                                                          padding=ft.Padding.only(top=8, left=4)))

    def fits(self, state: TrackState) -> bool:
        return state.board == self.board

    def show(self, state: TrackState, highlights: dict[int, str] | None = None) -> None:
        """Paint every cell's token (owner's colour and number) and highlight; `changed` lists the cells
        whose paint changed, each changed in place."""
        highlights = highlights or {}
        occupied = state.occupied()
        colours = [p.colour for p in state.players]
        self.changed = []
        for cell, box in enumerate(self.cells):
            token = occupied.get(cell)
            painted = (token, highlights.get(cell), tuple(colours))
            if self.painted[cell] == painted:
                continue
            self.painted[cell] = painted
            self.changed.append(box)
            value, band = self.parts[cell]
            value.size, value.top = (10, TOP_WITH_TOKEN) if token else (13, TOP_ALONE)
            band.visible = token is not None
            if token is not None:  # the token: its number on a chip of its owner's colour (padded text)
                back, front = colours_of(colours[token[0]])
                band.bgcolor, band.color, band.value = back, front, f"\u00a0\u00a0{token[1]}\u00a0\u00a0"
            mark = highlights.get(cell)
            box.border = ft.Border.all(3, HIGHLIGHTS[mark]) if mark else ft.Border.all(1, "#8D8D8D")
