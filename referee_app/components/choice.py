"""A row of big buttons choosing one value (a side, a piece...), built once and repainted in place."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import ident


class Choice:
    def __init__(self, prefix: str, options: list[tuple[str, str]], on_pick: Callable[[str], Any] | None = None,
                 value: str | None = None) -> None:
        self.prefix, self.on_pick, self.value = prefix, on_pick, value
        self.control = ft.Row(wrap=True, spacing=6, run_spacing=6)
        self.buttons: dict[str, ft.Button] = {}
        self.set_options(options)

    def set_options(self, options: list[tuple[str, str]]) -> None:
        """New options (a rare change: a new game in the questions); keeps the value if still offered."""
        self.buttons = {value: ft.Button(content=ft.Text(label), height=44,
                                         on_click=lambda _, v=value: self.pick(v)) for value, label in options}
        self.control.controls = [ident(f"{self.prefix}-{value}", button) for value, button in self.buttons.items()]
        if self.value not in self.buttons:
            self.value = options[0][0] if options else None
        self.paint()

    def pick(self, value: str) -> None:
        self.value = value
        self.paint()
        if self.on_pick:
            self.on_pick(value)

    def paint(self) -> None:
        for value, button in self.buttons.items():
            chosen = value == self.value
            button.bgcolor = ft.Colors.PRIMARY if chosen else None
            button.color = ft.Colors.ON_PRIMARY if chosen else None
