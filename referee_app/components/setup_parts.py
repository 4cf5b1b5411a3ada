"""The parts the set-up form is built from (`new_game.SetupForm`, `boards_picker.BoardPicker`), each a full-size
tap target: Flutter on the web draws Material controls in the desktop's compact density (32 px radios and
segmented buttons, 34 px chips, 40 px icon buttons and switches), under the 44 px a finger needs (issue 17)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import ident

#: The smallest tap target of the form (logical pixels): 44 is the guideline's floor, 48 Material's.
TAP = 48


def tap_button(icon: ft.IconData, tip: str, on_click: Callable[[Any], Any], disabled: bool = False) -> ft.IconButton:
    """An icon button with a full-size target."""
    return ft.IconButton(icon, tooltip=tip, on_click=on_click, disabled=disabled, width=TAP, height=TAP,
                         visual_density=ft.VisualDensity.STANDARD)


def choice_row(identifier: str, label: str | ft.Text, selected: bool, on_pick: Callable[[], Any],
               note: str | None = None) -> ft.Control:
    """One choice of several (a variant, a board, who starts): the whole row is the target, its words wrap
    (a radio button's label is one line, and the radio itself a 40 px target on the web)."""
    text = label if isinstance(label, ft.Text) else ft.Text(label)
    text.expand = True
    words: list[ft.Control] = [text]
    if note:
        words.append(ft.Text(note, size=12, italic=True))
    mark = ft.Icon(ft.Icons.RADIO_BUTTON_CHECKED if selected else ft.Icons.RADIO_BUTTON_UNCHECKED,
                   color=ft.Colors.PRIMARY if selected else ft.Colors.ON_SURFACE_VARIANT)
    row = ft.Container(
        ft.Row([mark, ft.Column(words, spacing=0, expand=True)], spacing=12,
               vertical_alignment=ft.CrossAxisAlignment.CENTER),
        # 12 + 24 (the mark) + 12: a full-size target even for a one-line choice
        on_click=lambda _: on_pick(), padding=ft.Padding.symmetric(horizontal=8, vertical=12), border_radius=8)
    return ident(identifier, row, button=True, selected=selected)


def switch_row(identifier: str, label: str, value: bool, on_change: Callable[[Any], None]) -> ft.Row:
    """A yes/no setting: its words across the row (wrapping, never cut), the switch at the end (padded to a
    full-size target)."""
    switch = ft.Switch(value=value, on_change=on_change, padding=ft.Padding.symmetric(horizontal=4, vertical=4))
    return ft.Row([ft.Text(label, expand=True), ident(identifier, switch)], spacing=8,
                  vertical_alignment=ft.CrossAxisAlignment.CENTER)
