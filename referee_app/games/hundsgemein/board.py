"""The 7x7 district as it lies on the table: blocks, the streets between them, the dogs on the streets.

A pure drawing: it shows a document and the marks it is given, and reports taps on blocks.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from referee_app.components.common import ERROR_RED, KEPT_GREY, WARNING_AMBER, colours_of, ident
from scorers.hundsgemein.geometry import CENTRE_INDEX, STREETS
from scorers.hundsgemein.rules import BOARD_SIZE, DOG_VALUES, PLAYER_LETTERS

BLOCK, STREET, MARGIN = 40, 10, 22
SIDE = 2 * MARGIN + BOARD_SIZE * BLOCK + (BOARD_SIZE - 1) * STREET
ROAD = "#9E9E9E"
BREED_COLOURS = {"zorro": "#6D4C41", "daisy": "#AD1457", "fifi": "#00838F", "rex": "#283593"}


def _offset(i: int) -> int:
    return MARGIN + i * (BLOCK + STREET)


class BoardDrawing:
    """Draws the board; `show` repaints it from cells, dogs, colours and marks."""

    def __init__(self, on_block: Callable[[int], None] | None = None) -> None:
        self.on_block = on_block
        self.blocks: list[ft.Container] = []
        self.painted: list[tuple | None] = [None] * (BOARD_SIZE * BOARD_SIZE)
        self.painted_dogs: tuple | None = None
        self.changed: list[ft.Container] = []
        self.dog_badges: dict[str, ft.Container] = {}
        roads = []
        for street in STREETS:
            at = MARGIN + street.number * BLOCK + (street.number - 1) * STREET
            if street.direction == "H":
                roads.append(
                    ft.Container(left=MARGIN - 4, top=at, width=SIDE - 2 * MARGIN + 8, height=STREET, bgcolor=ROAD)
                )
                badge = ft.Container(left=0, top=at - 6, width=MARGIN - 1, height=STREET + 12, border_radius=4)
            else:
                roads.append(
                    ft.Container(left=at, top=MARGIN - 4, width=STREET, height=SIDE - 2 * MARGIN + 8, bgcolor=ROAD)
                )
                badge = ft.Container(left=at - 6, top=0, width=STREET + 12, height=MARGIN - 1, border_radius=4)
            badge.alignment = ft.Alignment.CENTER
            self.dog_badges[street.id] = badge
        positioned = []
        for block in range(BOARD_SIZE * BOARD_SIZE):
            row, column = divmod(block, BOARD_SIZE)
            cell = ft.Container(width=BLOCK, height=BLOCK, border_radius=6, alignment=ft.Alignment.CENTER)
            self.blocks.append(cell)
            # Semantics cannot be positioned in a Stack: the positioned box holds it, and the tile inside.
            positioned.append(
                ft.Container(
                    ident(f"block-{row + 1}-{column + 1}", cell, button=on_block is not None),
                    left=_offset(column),
                    top=_offset(row),
                    width=BLOCK,
                    height=BLOCK,
                    on_click=(lambda _, b=block: self.on_block(b)) if on_block else None,
                )
            )
        self.stack = ft.Stack([*roads, *self.dog_badges.values(), *positioned], width=SIDE, height=SIDE)
        self.control = ident(
            "board", ft.Container(self.stack, width=SIDE, height=SIDE, alignment=ft.Alignment.TOP_CENTER)
        )

    def show(
        self, cells: list[str], dogs: dict[str, str], colours: list[str], marks: dict[int, str], dark: bool = False
    ) -> None:
        """cells: 49 tokens ('..', '##', 'a3'); marks: block -> 'error' | 'warning' | 'kept'."""
        empty, ink = ("#424242", "#E0E0E0") if dark else ("#EEEEEE", "#212121")
        self.changed = []  # the blocks repainted by this call: all a targeted update needs to send
        for block, (cell, token) in enumerate(zip(self.blocks, cells)):
            mark = marks.get(block)
            painted = (token, mark, dark, tuple(colours))
            if self.painted[block] == painted:
                continue  # untouched blocks send nothing to the client
            self.painted[block] = painted
            self.changed.append(cell)
            border_colour = {"error": ERROR_RED, "warning": WARNING_AMBER, "kept": KEPT_GREY}.get(mark)
            if token[0] in PLAYER_LETTERS:
                fill, text = colours_of(colours[PLAYER_LETTERS.index(token[0])])
                cell.bgcolor = fill
                cell.content = ft.Text(token[1], color=text, size=20, weight=ft.FontWeight.BOLD)
            elif block == CENTRE_INDEX:
                cell.bgcolor = "#BDBDBD"
                cell.content = ft.Icon(ft.Icons.CLOSE, color="#616161", size=28)
            else:
                cell.bgcolor = empty
                cell.content = None
            cell.border = ft.Border.all(3, border_colour) if border_colour else ft.Border.all(1, "#BDBDBD")
        if self.painted_dogs == (dict(dogs), ink):
            return
        self.painted_dogs = (dict(dogs), ink)
        for street_id, badge in self.dog_badges.items():
            breed = dogs.get(street_id)
            badge.bgcolor = BREED_COLOURS.get(breed, "#00000000")
            text = f"{breed[0].upper()}{DOG_VALUES[breed]}" if breed else street_id
            badge.content = ft.Text(text, size=9, color="#FFFFFF" if breed else ink, weight=ft.FontWeight.BOLD)


def cell_tokens(board_rows: list[str]) -> list[str]:
    return [token for row in board_rows for token in row.split()]
