"""The tile in hand, picked on screen: its shape from a palette of drawn line shapes and its value
(board mode), or its value, multiplier and linked neighbours' values (light mode). Built once, then
updated in place."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from referee_app.components.common import ident
from referee_app.games.loopit.board import line_face
from scorers.loopit import Tile
from scorers.loopit.rules import MAX_LINKS, MAX_VALUE, MIN_VALUE, MULTIPLIERS, SIDES

VALUES = tuple(range(MIN_VALUE, MAX_VALUE + 1))


def _button(text: str, width: int, on_click: Callable) -> tuple[ft.Container, ft.Text]:
    label = ft.Text(text, size=17, weight=ft.FontWeight.BOLD)
    return ft.Container(label, width=width, height=48, border_radius=8, alignment=ft.Alignment.CENTER,
                        on_click=on_click), label


def _paint(box: ft.Container, chosen: bool) -> None:
    box.bgcolor = ft.Colors.PRIMARY_CONTAINER if chosen else ft.Colors.SURFACE_CONTAINER_HIGHEST
    box.border = ft.Border.all(3 if chosen else 1, ft.Colors.PRIMARY if chosen else ft.Colors.OUTLINE)


#: LP-TILES: every tile shape (line ends at edge middles, at most one per edge), in the order a table looks
#: for them: straights, corners, three ends, the cross, then the dead ends.
SHAPES = ("NS", "EW", "NE", "ES", "SW", "NW", "NES", "ESW", "NSW", "NEW", "NESW", "N", "E", "S", "W")
#: A finger's target (issue 17).
TARGET = 44


class TilePicker:
    """Board mode: the tile in hand in two taps at most, its shape from a palette of the drawn line shapes
    and its value from a pad; both stay chosen for the next tile."""

    def __init__(self, t: Callable[..., str], on_change: Callable[[], None]) -> None:
        self.sides, self.value, self.on_change = {"E", "W"}, 1, on_change
        self.shown: tuple | None = None
        self.shape_boxes = {
            shape: ft.Container(ft.Stack(line_face(shape, TARGET - 2, ft.Colors.ON_SURFACE), width=TARGET - 2,
                                         height=TARGET - 2),
                                width=TARGET, height=TARGET, border_radius=6,
                                on_click=lambda _, shape=shape: self.pick_shape(shape))
            for shape in SHAPES}
        self.value_boxes = {v: ft.Container(ft.Text(str(v), size=18, weight=ft.FontWeight.BOLD), width=TARGET,
                                            height=TARGET, border_radius=8, alignment=ft.Alignment.CENTER,
                                            on_click=lambda _, v=v: self.pick(v))
                            for v in VALUES}
        # Issue 17: one strip of shapes and one of values, each a finger tall and scrolling sideways (15
        # shapes and 8 values wrapped took 4 rows at 360 px, and left the board a 6 px strip): the table
        # picks a tile and taps its square with both in view.
        # Each strip a little taller than its buttons: its scroll bar shows under them, not across them.
        self.control = ft.Column([
            ft.Container(ident("shapes", ft.Row([ident(f"shape-{shape}", box, button=True,
                                                       label=" ".join(t(f"lp.side.{side}") for side in shape))
                                                 for shape, box in self.shape_boxes.items()], spacing=4,
                                                scroll=ft.ScrollMode.AUTO,
                                                vertical_alignment=ft.CrossAxisAlignment.START)), height=TARGET + 4),
            ft.Container(ident("values", ft.Row([ident(f"value-{v}", b, button=True)
                                                 for v, b in self.value_boxes.items()], spacing=4,
                                                scroll=ft.ScrollMode.AUTO,
                                                vertical_alignment=ft.CrossAxisAlignment.START)), height=TARGET + 4),
        ], spacing=2)

    def pick_shape(self, shape: str) -> None:
        self.sides = set(shape)
        self.on_change()

    def pick(self, value: int) -> None:
        self.value = value
        self.on_change()

    def tile(self) -> Tile | None:
        sides = "".join(s for s in SIDES if s in self.sides)
        return Tile(sides, self.value) if sides else None

    def show(self) -> None:
        if self.shown == (frozenset(self.sides), self.value):
            return  # nothing to send
        self.shown = (frozenset(self.sides), self.value)
        for shape, box in self.shape_boxes.items():
            _paint(box, set(shape) == self.sides)
        for value, box in self.value_boxes.items():
            _paint(box, value == self.value)


class LightPicker:
    """Light mode: the value, the square's multiplier, and the values of the linked neighbours."""

    def __init__(self, t: Callable[..., str], on_change: Callable[[], None], on_add: Callable[[], None]) -> None:
        self.t, self.on_change = t, on_change
        self.value, self.multiplier, self.links = 1, 1, []
        self.value_boxes = {v: _button(str(v), 40, lambda _, v=v: self.pick(v))[0] for v in VALUES}
        self.mult_boxes = {m: _button(f"×{m}", 52, lambda _, m=m: self.pick_multiplier(m))[0] for m in MULTIPLIERS}
        self.link_boxes = {v: _button(f"+{v}", 40, lambda _, v=v: self.link(v))[0] for v in VALUES}
        self.links_text = ft.Text(size=15, weight=ft.FontWeight.BOLD)
        self.control = ft.Column([
            ft.Text(t("lp.ui.value"), size=12),
            ft.Row([ident(f"light-value-{v}", b, button=True) for v, b in self.value_boxes.items()], spacing=4,
                   wrap=True),
            ft.Text(t("lp.ui.multiplier"), size=12),
            ft.Row([ident(f"mult-{m}", b, button=True) for m, b in self.mult_boxes.items()], spacing=6,
                   wrap=True),  # x1 to x6 do not fit one row on a narrow phone
            ft.Text(t("lp.ui.links_help"), size=12),
            ft.Row([ident(f"link-{v}", b, button=True) for v, b in self.link_boxes.items()], spacing=4, wrap=True),
            ft.Row([ident("light-links", self.links_text),
                    ident("links-clear", ft.TextButton(t("lp.ui.clear_links"), on_click=lambda _: self.clear()))]),
            ident("add-light-tile", ft.FilledTonalButton(t("lp.ui.add_tile"), icon=ft.Icons.ADD, height=48,
                                                         on_click=lambda _: on_add())),
        ], spacing=6)

    def pick(self, value: int) -> None:
        self.value = value
        self.on_change()

    def pick_multiplier(self, multiplier: int) -> None:
        self.multiplier = multiplier
        self.on_change()

    def link(self, value: int) -> None:
        if len(self.links) < MAX_LINKS:
            self.links.append(value)
        self.on_change()

    def clear(self) -> None:
        self.links = []
        self.on_change()

    def show(self) -> None:
        for value, box in self.value_boxes.items():
            _paint(box, value == self.value)
        for multiplier, box in self.mult_boxes.items():
            _paint(box, multiplier == self.multiplier)
        for box in self.link_boxes.values():
            _paint(box, False)
        self.links_text.value = self.t("lp.ui.links", links=" + ".join(map(str, self.links)) or "—")
