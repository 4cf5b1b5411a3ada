"""The 7x7 district as it lies on the table: blocks, the streets between them, the dogs on the streets.

A pure drawing: it shows a document and the marks it is given, and reports taps on blocks (the board
tab) or on streets (the dogs tab). It fills the width it is given, so that a block is a finger's size
(44 px or more) on a 360 px phone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import flet as ft

from referee_app.components.common import ERROR_RED, KEPT_GREY, WARNING_AMBER, colours_of, ident
from scorers.hundsgemein.geometry import CENTRE_INDEX, STREETS
from scorers.hundsgemein.rules import BOARD_SIZE, DOG_VALUES, PLAYER_LETTERS

#: The narrowest a vertical street's dog badge is drawn ("D3" in the app's font).
BADGE_MIN = 22

ROAD = "#9E9E9E"
CHOSEN_ROAD = "#FFB300"
BREED_COLOURS = {"zorro": "#6D4C41", "daisy": "#AD1457", "fifi": "#00838F", "rex": "#283593"}
#: Smallest comfortable tap target (Material's 48 dp, WCAG's 44 px): a block is never smaller on a phone.
FINGER = 44


@dataclass(frozen=True)
class Layout:
    """Sizes in px: blocks, streets, the band on the west and north edges that holds the dog badges,
    and the bit of road that runs past the east and south edges."""

    block: int = FINGER
    street: int = 8
    band: int = 20
    end: int = 4

    @classmethod
    def fitting(cls, width: float | None) -> "Layout":
        """The largest board in `width` px whose blocks are at least a finger wide; streets take what the
        blocks leave, between 3 and 10 px (360 px phone: 44 px blocks and 4 px streets)."""
        room = int(width or 412) - cls.band - cls.end
        street = max(3, min(10, (room - BOARD_SIZE * FINGER) // (BOARD_SIZE - 1)))
        block = min(56, (room - (BOARD_SIZE - 1) * street) // BOARD_SIZE)
        return cls(block=block, street=street)

    @property
    def side(self) -> int:
        return self.band + BOARD_SIZE * self.block + (BOARD_SIZE - 1) * self.street + self.end

    def offset(self, i: int) -> int:
        """Where block row (or column) `i` starts."""
        return self.band + i * (self.block + self.street)

    def line(self, number: int) -> float:
        """The middle of street `number` (1..6) across the board."""
        return self.offset(number) - self.street / 2

    def nearest_street(self, x: float, y: float) -> str:
        """The street a finger at (x, y) meant: the nearest street line, horizontal or vertical."""
        h = min(range(1, BOARD_SIZE), key=lambda n: abs(y - self.line(n)))
        v = min(range(1, BOARD_SIZE), key=lambda n: abs(x - self.line(n)))
        return f"H{h}" if abs(y - self.line(h)) <= abs(x - self.line(v)) else f"V{v}"


class BoardDrawing:
    """Draws the board; `show` repaints it from cells, dogs, colours and marks; `changed` lists the
    controls the last `show` repainted (all a targeted update needs to send)."""

    def __init__(self, layout: Layout, on_block: Callable[[int], None] | None = None,
                 on_street: Callable[[str], None] | None = None) -> None:
        self.layout, self.on_block, self.on_street = layout, on_block, on_street
        # The dogs tab's picture has its own names: a tap meant for the board tab's block never lands on it
        self.name = "dogs-" if on_street else ""
        self.blocks: list[ft.Container] = []
        self.painted: list[tuple | None] = [None] * (BOARD_SIZE * BOARD_SIZE)
        self.painted_dogs: tuple | None = None
        self.changed: list[ft.Control] = []
        self.dog_badges: dict[str, ft.Container] = {}
        self.roads: dict[str, ft.Container] = {}
        self.chosen: str | None = None
        size, side, band, end = layout.street, layout.side, layout.band, layout.end
        badges = []
        for street in STREETS:
            at = layout.offset(street.number) - size
            if street.direction == "H":
                road = ft.Container(left=band - end, top=at, width=side - band + end, height=size, bgcolor=ROAD)
                badge = ft.Container(width=band - 1, height=size + 12, border_radius=4)
                place: dict[str, float] = {"left": 0, "top": at - 6}
            else:
                road = ft.Container(left=at, top=band - end, width=size, height=side - band + end, bgcolor=ROAD)
                # wide enough for a dog's two letters whatever the road's width (a 3 px road at 360 px)
                wide = max(size + 12, BADGE_MIN)
                badge = ft.Container(width=wide, height=band - 1, border_radius=4)
                place = {"left": at + size / 2 - wide / 2, "top": 0}
            badge.alignment = ft.Alignment.CENTER
            self.roads[street.id] = road
            self.dog_badges[street.id] = badge
            # Semantics cannot be positioned in a Stack: a positioned box holds it, and the badge inside.
            badges.append(ft.Container(ident(f"{self.name}road-{street.id}", badge), **place))
        positioned = []
        for block in range(BOARD_SIZE * BOARD_SIZE):
            row, column = divmod(block, BOARD_SIZE)
            cell = ft.Container(width=layout.block, height=layout.block, border_radius=6,
                                alignment=ft.Alignment.CENTER)
            self.blocks.append(cell)
            positioned.append(
                ft.Container(
                    ident(f"{self.name}block-{row + 1}-{column + 1}", cell, button=on_block is not None),
                    left=layout.offset(column),
                    top=layout.offset(row),
                    width=layout.block,
                    height=layout.block,
                    on_click=(lambda _, b=block: self.on_block(b)) if on_block else None,
                )
            )
        self.stack = ft.Stack([*self.roads.values(), *badges, *positioned], width=side, height=side)
        drawing: ft.Control = self.stack
        if on_street:
            # The whole board is the target: a tap goes to the street nearest the finger, so a 4 px road
            # is as easy to hit as a block. Kept out of the semantics tree, or a screen reader's (and a
            # test's) tap would arrive without its position.
            drawing = ft.GestureDetector(content=self.stack, exclude_from_semantics=True,
                                         on_tap_up=self._tapped_street)
        self.control = ident(
            f"{self.name}board", ft.Container(drawing, width=side, height=side, alignment=ft.Alignment.TOP_CENTER)
        )

    def _tapped_street(self, e: Any) -> None:
        position = e.local_position
        if position is not None and self.on_street:
            self.on_street(self.layout.nearest_street(position.x, position.y))

    def choose_street(self, street: str | None) -> None:
        """Mark the street whose dog the next breed tap sets."""
        if street == self.chosen:
            return
        for each in (self.chosen, street):
            if each in self.roads:
                self.roads[each].bgcolor = CHOSEN_ROAD if each == street else ROAD
                self.changed.append(self.roads[each])
        self.chosen = street

    @staticmethod
    def _label(cell: ft.Container) -> ft.Text:
        """The block's tile label, made the first time a tile lies there, then given other words (issue 18:
        a tile laid sends its values, not a new control for the client to build)."""
        if not isinstance(cell.content, ft.Text):
            cell.content = ft.Text(size=20, weight=ft.FontWeight.BOLD)
        return cell.content

    def show(
        self, cells: list[str], dogs: dict[str, str], colours: list[str], marks: dict[int, str], dark: bool = False
    ) -> None:
        """cells: 49 tokens ('..', '##', 'a3'); marks: block -> 'error' | 'warning' | 'kept'."""
        empty = "#424242" if dark else "#EEEEEE"
        # A street's name lies on the page's background: the theme's own ink reads on it in both themes, the
        # device's dark theme too (`dark` is False then: the page's theme_mode is SYSTEM, not DARK).
        ink = ft.Colors.ON_SURFACE
        self.changed = []
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
                label = self._label(cell)
                label.value, label.color, label.visible = token[1], text, True
            elif block == CENTRE_INDEX:
                cell.bgcolor = "#BDBDBD"
                cell.content = ft.Icon(ft.Icons.CLOSE, color="#616161", size=28)
            else:
                cell.bgcolor = empty
                if isinstance(cell.content, ft.Text):  # hidden, kept: a tile laid there again shows it
                    cell.content.value, cell.content.visible = "", False
                else:
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
            self.changed.append(badge)


def cell_tokens(board_rows: list[str]) -> list[str]:
    return [token for row in board_rows for token in row.split()]
