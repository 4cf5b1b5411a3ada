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

    def block_at(self, x: float, y: float) -> int | None:
        """The block under a finger at (x, y), None on a street or off the board."""
        def lane(v: float) -> int | None:
            i, inside = divmod(v - self.band, self.block + self.street)
            return int(i) if 0 <= i < BOARD_SIZE and inside < self.block else None
        row, column = lane(y), lane(x)
        return None if row is None or column is None else row * BOARD_SIZE + column

    def blocks_crossed(self, start: tuple[float, float], end: tuple[float, float]) -> list[int]:
        """The blocks a finger crossed going straight from `start` to `end`, in order (sampled finer than a
        street is wide, so that no block is jumped over between two pointer events)."""
        (x0, y0), (x1, y1) = start, end
        steps = max(1, int(max(abs(x1 - x0), abs(y1 - y0)) / 2))
        found: list[int] = []
        for k in range(steps + 1):
            block = self.block_at(x0 + (x1 - x0) * k / steps, y0 + (y1 - y0) * k / steps)
            if block is not None and (not found or found[-1] != block):
                found.append(block)
        return found

    def nearest_street(self, x: float, y: float) -> str:
        """The street a finger at (x, y) meant: the nearest street line, horizontal or vertical."""
        h = min(range(1, BOARD_SIZE), key=lambda n: abs(y - self.line(n)))
        v = min(range(1, BOARD_SIZE), key=lambda n: abs(x - self.line(n)))
        return f"H{h}" if abs(y - self.line(h)) <= abs(x - self.line(v)) else f"V{v}"


class BoardDrawing:
    """Draws the board; `show` repaints it from cells, dogs, colours and marks; `changed` lists the
    controls the last `show` repainted (all a targeted update needs to send)."""

    def __init__(self, layout: Layout, on_block: Callable[[int], None] | None = None,
                 on_street: Callable[[str], None] | None = None,
                 on_stroke: Callable[[list[int], bool], None] | None = None) -> None:
        self.layout, self.on_block, self.on_street, self.on_stroke = layout, on_block, on_street, on_stroke
        self.painting = False  # drags paint (the colour-side entry) only while the screen says so
        self.stroke: list[int] = []  # the blocks the drag under way has crossed
        self._down: tuple[float, float] | None = None
        self._last: tuple[float, float] | None = None
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
        elif on_stroke:
            # A drag across blocks paints each block it crosses (the colour-side entry): one stroke, one change.
            # A tap still lands on the block under it (the finger did not move: the pan never starts). The
            # handlers are coroutines, so that they run in the order the pointer moved (on the event loop).
            drawing = ft.GestureDetector(content=self.stack, exclude_from_semantics=True, drag_interval=0,
                                         on_pan_down=self._pan_down, on_pan_start=self._pan_start,
                                         on_pan_update=self._pan_update, on_pan_end=self._pan_end,
                                         on_pan_cancel=self._pan_cancel)
        self.control = ident(
            f"{self.name}board", ft.Container(drawing, width=side, height=side, alignment=ft.Alignment.TOP_CENTER)
        )

    # --- a drag across blocks ---------------------------------------------------------------------------
    async def _pan_down(self, e: Any) -> None:
        self._down = (e.local_position.x, e.local_position.y) if e.local_position is not None else None

    async def _pan_start(self, e: Any) -> None:
        if not self.painting or self.on_stroke is None or e.local_position is None:
            self.stroke = []
            return
        here = (e.local_position.x, e.local_position.y)
        self.stroke, self._last = [], here
        self._cross(self._down or here, here)  # from where the finger went down: the first block counts

    async def _pan_update(self, e: Any) -> None:
        if not self.painting or self._last is None or e.local_position is None:
            return
        here = (e.local_position.x, e.local_position.y)
        self._cross(self._last, here)
        self._last = here

    async def _pan_end(self, e: Any) -> None:
        stroke, self.stroke, self._last, self._down = self.stroke, [], None, None
        if self.painting and stroke and self.on_stroke:
            self.on_stroke(stroke, True)

    async def _pan_cancel(self, e: Any) -> None:
        await self._pan_end(e)

    def preview(self, blocks: list[int], fill: str) -> list[ft.Control]:
        """Free blocks a drag under way crossed, shown in the colour it paints (the change comes at its end,
        and the next `show` paints them as the document has them); the cells to send."""
        shown = []
        for block in blocks:
            painted = self.painted[block]
            if painted is not None and painted[0] == "..":
                self.blocks[block].bgcolor = fill
                self.painted[block] = None  # the next `show` paints it again, whatever the change did
                shown.append(self.blocks[block])
        return shown

    def _cross(self, start: tuple[float, float], end: tuple[float, float]) -> None:
        new = [b for b in self.layout.blocks_crossed(start, end) if b not in self.stroke]
        if new:
            self.stroke += new
            if self.on_stroke:
                self.on_stroke(new, False)

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
                # a tile by its colour side (HG-COLOURS, `a?`) shows its colour alone
                label.value, label.color, label.visible = token[1].replace("?", ""), text, True
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
