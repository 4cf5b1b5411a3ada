"""Who lays the next tile, and of which flea type: built once, then updated in place (fast repaints)."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from referee_app.components.common import colours_of, ident
from referee_app.games.hundsgemein.board import FINGER
from scorers.hundsgemein.rules import FLEA_TYPES


class Selector:
    def __init__(self, players: list[dict[str, str]], on_player: Callable[[int], None],
                 on_flea: Callable[[int | None], None], left_text: Callable[[int], str],
                 unknown_text: str = "?") -> None:
        self.left_text = left_text
        self.shown_seats: dict[int, bool] = {}
        self.shown_fleas: dict[int, tuple[bool, int]] = {}
        self.chips: list[tuple[ft.Container, ft.Text, str]] = []
        for seat, player in enumerate(players):
            fill, ink = colours_of(player["colour"])
            label = ft.Text(player["name"], color=ink, no_wrap=True)
            chip = ft.Container(label, bgcolor=fill, border_radius=22, on_click=lambda _, s=seat: on_player(s),
                                padding=ft.Padding.symmetric(horizontal=14, vertical=12))  # 44 px tall
            self.chips.append((chip, label, fill))
        self.fleas: list[tuple[ft.Container, ft.Text]] = []
        for flea in FLEA_TYPES:
            left = ft.Text(size=10)
            box = ft.Container(
                ft.Column([ft.Text(str(flea), size=20, weight=ft.FontWeight.BOLD), left], spacing=0, tight=True,
                          horizontal_alignment=ft.CrossAxisAlignment.CENTER),
                width=64, height=FINGER, border_radius=8, alignment=ft.Alignment.CENTER,  # 360 px: above the nav bar
                on_click=lambda _, f=flea: on_flea(f))
            self.fleas.append((box, left))
        # HG-COLOURS: the colour-side entry lays tiles of a type not known unless one is picked ("?", 44 px)
        self.unknown = ft.Container(ft.Text(unknown_text, size=14, weight=ft.FontWeight.BOLD), width=52,
                                    height=FINGER, border_radius=8, alignment=ft.Alignment.CENTER,
                                    on_click=lambda _: on_flea(None))
        self.unknown_shown = ident("pick-flea-unknown", self.unknown, button=True, visible=False)  # hidden whole
        self.shown_unknown: tuple | None = None
        self.control = ft.Column([
            ft.Row([ident(f"pick-player-{seat}", chip, button=True) for seat, (chip, _, _) in enumerate(self.chips)],
                   wrap=True, spacing=6),
            ft.Row([self.unknown_shown,
                    *(ident(f"pick-flea-{flea}", box, button=True) for flea, (box, _) in zip(FLEA_TYPES, self.fleas))],
                   spacing=8)], spacing=6)

    def show(self, player: int, flea: int | None, left: dict[tuple[int, int], int],
             unknown: bool = False) -> list[ft.Control]:
        """Show the seat and the type chosen (None: not known, offered when `unknown`: the colour-side entry),
        and what each type has left; the controls it changed (only those go to the client, and setting an
        unchanged look again would cost a tap's time)."""
        changed: list[ft.Control] = []
        look_unknown = (unknown, flea is None)
        if self.shown_unknown != look_unknown:
            self.shown_unknown = look_unknown
            self.unknown_shown.visible = unknown
            chosen = flea is None
            self.unknown.bgcolor = ft.Colors.PRIMARY_CONTAINER if chosen else ft.Colors.SURFACE_CONTAINER_HIGHEST
            self.unknown.border = ft.Border.all(3 if chosen else 1, ft.Colors.PRIMARY if chosen else ft.Colors.OUTLINE)
            changed.append(self.unknown_shown)
        for seat, (chip, label, fill) in enumerate(self.chips):
            chosen = seat == player
            if self.shown_seats.get(seat) == chosen:
                continue
            self.shown_seats[seat] = chosen
            label.weight = ft.FontWeight.BOLD if chosen else ft.FontWeight.NORMAL
            chip.border = ft.Border.all(3, ft.Colors.ON_SURFACE if chosen else fill)
            changed.append(chip)
        for kind, (box, count) in zip(FLEA_TYPES, self.fleas):
            look = (kind == flea, left[(player, kind)])
            if self.shown_fleas.get(kind) == look:
                continue
            self.shown_fleas[kind] = look
            chosen = look[0]
            count.value = self.left_text(look[1])
            box.bgcolor = ft.Colors.PRIMARY_CONTAINER if chosen else ft.Colors.SURFACE_CONTAINER_HIGHEST
            box.border = ft.Border.all(3 if chosen else 1, ft.Colors.PRIMARY if chosen else ft.Colors.OUTLINE)
            changed.append(box)
        return changed
