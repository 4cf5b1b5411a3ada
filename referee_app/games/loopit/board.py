"""The Loopit board as it lies on the table: squares with their multipliers, tiles with their line ends
and values, the tiles of the turn being entered in the player's colour, illegal ones marked red, and a
dot where the chosen tile may go. A pure drawing: it shows what it is given and reports taps."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import flet as ft

from referee_app.components.common import ERROR_RED, colours_of, ident
from scorers.loopit import BoardLayout, Square, Tile

MULTIPLIER_FILLS = {2: "#BBDEFB", 3: "#FFCDD2", 4: "#E1BEE7", 5: "#FFF9C4", 6: "#C8E6C9"}
START_FILL, LINE, HINT, START_RING = "#F3E2B3", "#263238", "#2E7D32", "#8D6E63"
GAP, LABEL = 1, 16  # the row numbers up to "12" at 12 px
#: A finger's target (issue 17): a square is never smaller; a board wider than the phone scrolls sideways.
TARGET = 44


def light(colour: str, amount: float) -> str:
    """A light version of a '#RRGGBB' colour, under dark lines and values."""
    rgb = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(255 - amount * (255 - c)):02X}" for c in rgb)


def line_face(sides: str, cell: float, ink: str = LINE) -> list[ft.Control]:
    """A tile's lines, from its centre to the middles of these edges (a dead end ends on a dot)."""
    half, thick = cell / 2, max(3.0, cell * 0.13)
    bars = {
        "N": dict(left=half - thick / 2, top=0, width=thick, height=half),
        "S": dict(left=half - thick / 2, top=half, width=thick, height=half),
        "W": dict(left=0, top=half - thick / 2, width=half, height=thick),
        "E": dict(left=half, top=half - thick / 2, width=half, height=thick),
    }
    lines: list[ft.Control] = [ft.Container(bgcolor=ink, **bars[side]) for side in sides]
    if len(sides) == 1:
        lines.append(ft.Container(bgcolor=ink, left=half - thick, top=half - thick, width=2 * thick,
                                  height=2 * thick, border_radius=thick))
    return lines


def tile_face(tile: Tile, cell: float, fill: str, ink: str = LINE) -> list[ft.Control]:
    """A tile's lines from its centre to its edge middles, and its value on a disc in the centre."""
    half = cell / 2
    radius = cell * 0.25
    return [
        *line_face(tile.sides, cell, ink)[:len(tile.sides)],
        ft.Container(ft.Text(str(tile.value), size=cell * 0.32, weight=ft.FontWeight.BOLD, color=LINE),
                     left=half - radius, top=half - radius, width=2 * radius, height=2 * radius,
                     border_radius=radius, bgcolor="#FFFFFF", alignment=ft.Alignment.CENTER,
                     border=ft.Border.all(1, ink)),
    ]


class LoopitBoard:
    """Draws the board; `show` repaints only the squares whose look changed."""

    def __init__(self, layout: BoardLayout, on_square: Callable[[Square], Iterator[None] | None],
                 width: float = 392) -> None:
        self.layout, self.on_square = layout, on_square
        self.cell = max(TARGET, int((width - LABEL) / layout.size) - GAP)  # the whole width, at least a finger
        self.squares: dict[Square, ft.Container] = {}
        self.painted: dict[Square, tuple] = {}
        self.changed: list[ft.Container] = []
        def label(text: str, width: float, height: float) -> ft.Container:
            return ft.Container(ft.Text(text, size=12, color=ft.Colors.ON_SURFACE_VARIANT), width=width,
                                height=height, alignment=ft.Alignment.CENTER)

        # Column letters and row numbers: the squares' names, as the explanations cite them ("2 on g8").
        rows = [ft.Row([label("", LABEL, LABEL)] + [label(chr(ord("a") + c), self.cell, LABEL)
                                                    for c in range(layout.size)], spacing=GAP, tight=True)]
        for r in range(layout.size):
            row: list[ft.Control] = [label(str(r + 1), LABEL, self.cell)]
            for c in range(layout.size):
                square = Square(r, c)
                box = ft.Container(width=self.cell, height=self.cell, on_click=self.clicked(square))
                self.squares[square] = box
                row.append(ident(f"sq-{square.name()}", box, button=True))
            rows.append(ft.Row(row, spacing=GAP, tight=True))
        self.control = ident("board", ft.Row([ft.Column(rows, spacing=GAP, tight=True)], scroll=ft.ScrollMode.AUTO))

    def clicked(self, square: Square) -> Callable[[object], Iterator[None]]:
        """The square's click handler: a generator, so that `on_square` may yield to have what it painted
        sent before it goes on (Flet runs a generator handler step by step, updating the page at each)."""
        def handler(_: object) -> Iterator[None]:
            steps = self.on_square(square)
            if steps is not None:
                yield from steps
        return handler

    def show(self, tiles: dict[Square, tuple[Tile, str | None, bool]], marks: set[Square], hints: set[Square],
             dark: bool = False) -> None:
        """tiles: square -> (tile, player colour or None for the start tile, laid this turn?)."""
        empty = "#37474F" if dark else "#FAFAFA"
        self.changed = []  # the squares repainted by this call: all a targeted update needs to send
        for square, box in self.squares.items():
            placed = tiles.get(square)
            look = (placed, square in marks, square in hints, dark)
            if self.painted.get(square) == look:
                continue
            self.painted[square] = look
            self.changed.append(box)
            multiplier = self.layout.multiplier(square)
            if placed is None:
                box.bgcolor = MULTIPLIER_FILLS.get(multiplier, empty)
                box.border = ft.Border.all(1, "#B0BEC5")
                label = ft.Text(f"×{multiplier}", size=self.cell * 0.3, color="#455A64") if multiplier > 1 else None
                dot = ft.Container(width=10, height=10, border_radius=5, bgcolor=HINT) if square in hints else None
                box.content = dot or label
                if square == self.layout.centre:  # the printed board circles the start square
                    ring = self.cell * 0.8
                    box.content = ft.Container(box.content, width=ring, height=ring, border_radius=ring / 2,
                                               border=ft.Border.all(2, START_RING), alignment=ft.Alignment.CENTER)
                box.alignment = ft.Alignment.CENTER
                continue
            tile, colour, fresh = placed
            fill = START_FILL if colour is None else light(colours_of(colour)[0], 0.35 if fresh else 0.2)
            box.bgcolor = fill
            edge = ERROR_RED if square in marks else (colours_of(colour)[0] if colour else "#8D6E63")
            box.border = ft.Border.all(3 if square in marks or fresh else 1, edge)
            box.alignment = None
            face = tile_face(tile, self.cell - 2, fill)
            if square in marks:  # not only a red edge: a player's colour may be red too
                face.append(ft.Container(ft.Icon(ft.Icons.CLOSE, color="#FFFFFF", size=10), right=0, top=0,
                                         width=13, height=13, border_radius=7, bgcolor=ERROR_RED,
                                         alignment=ft.Alignment.CENTER))
            box.content = ft.Stack(face, width=self.cell - 2, height=self.cell - 2)
