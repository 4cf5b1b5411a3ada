"""The track in rows that fill the phone's width, read like a page: left to right, row after row, each cell
with its number in its corner and its value (a 37-cell Numeri track is 7 cells a row at 360 px, 8 at 412 px),
and the start flags or the Départ, the barriers, the end cells or the Princess, and the tokens.

Why rows read like a page rather than the board's winding path: a cell must be a 44 px tap target and no cell
may fall past a phone's edge, so how many cells a row holds is the screen's to decide, and Flutter wraps the
row wherever the screen ends (a turned phone too) with no round trip; a winding path would need the width
here first. Cell N is then found the way a page is read, every row starting with the next number.

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

CELL, GAP, ROW_GAP = 44, 4, 14  # a cell is a tap target: 44 px at least (issue 17); a row's marks fit between
TOP_ALONE, TOP_WITH_TOKEN = 12, 3  # where a cell's value sits: centred, or above the token
#: fill and ink of a cell by its kind (`Edition.cell_kind`), and of the marked cells
FILLS = {
    "number": ("#FFF3E0", "#3E2723"), "blank": ("#EEEEEE", "#616161"), "negative": ("#EF9A9A", "#7F0000"),
    "plain": ("#E8F5E9", "#616161"), "red": ("#E57373", "#FFFFFF"), "blue": ("#64B5F6", "#0D2A4A"),
    "three": ("#AED581", "#1B3A00"), "four": ("#BA68C8", "#FFFFFF"), "princess": ("#FFD54F", "#4E3400"),
    "start": ("#8E2424", "#FFFFFF"), "end": ("#FFE066", "#4E3400"),
}
HIGHLIGHTS = {"pending": "#1565C0", "target": "#2E7D32", "extra": "#F57C00", "error": "#D32F2F"}


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


def _badge(left: float, top: float, icon: ft.IconData | None, label: str, colour: str) -> ft.Container:
    content = ft.Row([ft.Icon(icon, size=10, color="#FFFFFF")] if icon else [], spacing=0, tight=True)
    if label:
        content.controls.append(ft.Text(label, size=9, color="#FFFFFF", weight=ft.FontWeight.BOLD))
    return ft.Container(content, left=left, top=top, bgcolor=colour, border_radius=4,
                        padding=ft.Padding.symmetric(horizontal=2))


def _marks(state: TrackState) -> dict[int, list[ft.Control]]:
    """Per cell, what is drawn over it and around it: start flags (Fröscheln), barriers (Numeri: a bar before
    the first cell past it), the Princess and the shore. Placed from the cell's own corner."""
    board, edition, players = state.board, state.edition, len(state.players)
    marks: dict[int, list[ft.Control]] = {}

    def put(cell: int | None, *controls: ft.Control) -> None:
        if cell is not None and 0 <= cell < len(board):
            marks.setdefault(cell, []).extend(controls)

    if edition.id == "froscheln":
        for count in PLAYER_COUNTS:
            colour = "#37474F" if count == players else "#90A4AE"
            put(board.starts.get(count), _badge(-3 + (count - 2) * 14, -8, ft.Icons.FLAG, str(count), colour))
        put(edition.princess(board), _badge(CELL - 14, -8, ft.Icons.STAR, "", "#B8860B"))
        put(board.shore, _badge(CELL - 14, CELL - 8, ft.Icons.WAVES, "", "#00838F"))
    else:
        for count in PLAYER_COUNTS:
            cell = board.barriers.get(count)
            if cell is None or not 0 < cell < len(board):
                continue
            colour = "#B71C1C" if count == players else "#9E9E9E"
            put(cell, ft.Container(left=-GAP + 1, top=0, width=4, height=CELL, bgcolor=colour),
                _badge(-GAP - 3, -10, None, str(count), colour))
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
        marks = _marks(state)
        slots: list[ft.Control] = []
        for cell in range(len(state.board)):
            fill, ink = FILLS[kind_of(self.edition, self.board, cell)]
            # the cell's number in its corner, as the move list names it ("cell 7 (x2)"), and its value
            number = ft.Text(str(cell + 1), size=8, color=ink, left=3, top=1)
            value = ft.Text(value_text(self.edition, self.board.cells[cell]), size=13, color=ink, left=0, right=0,
                            top=TOP_ALONE, text_align=ft.TextAlign.CENTER, weight=ft.FontWeight.BOLD)
            token = ft.Text(size=13, left=4, right=4, bottom=3, text_align=ft.TextAlign.CENTER,
                            weight=ft.FontWeight.BOLD, visible=False)
            self.parts.append((value, token))
            box = ft.Container(ft.Stack([number, value, token]), width=CELL, height=CELL, border_radius=8,
                               bgcolor=fill, on_click=(lambda _, c=cell: self.on_cell(c)) if on_cell else None)
            self.cells.append(box)
            # the identified node is the whole 44 px box a finger taps, border included
            tapped = ident(f"{prefix}-{cell + 1}", box, button=on_cell is not None)
            # a marked cell carries its marks in a stack of its own; the others are the box alone (the editor
            # sends the whole drawing at each pad tap: fewer controls, a quicker answer)
            slots.append(ft.Stack([tapped, *marks[cell]], width=CELL, height=CELL,
                                  clip_behavior=ft.ClipBehavior.NONE) if cell in marks else tapped)
        # rows as wide as the screen: Flutter wraps them, so no cell is ever past the phone's edge
        self.rows = ft.Row(slots, wrap=True, spacing=GAP, run_spacing=ROW_GAP)
        self.control = ident(f"{prefix}s", ft.Container(self.rows, padding=ft.Padding.only(top=10, left=4, bottom=8)))

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
