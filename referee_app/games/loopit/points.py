"""Points only: a Loopit turn written as one typed number, what a score pad keeps (issue 17: fewer taps than
paper). The field sends what was typed to `document.declare_points`, which asks the rules (LP-POINTS)
whether it can be a turn's points; the screen keeps the keyboard focus on the field, so that the next
turn is the next number and Enter. Built once, at the top of the turn tab."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from referee_app.components.common import ident


class PointsOnly:
    """A number field and its Enter button (the button for a phone keyboard without an Enter key)."""

    def __init__(self, t: Callable[..., str], on_submit: Callable[[str], None]) -> None:
        self.t = t
        self.field = ft.TextField(
            label=t("lp.ui.points_only"), keyboard_type=ft.KeyboardType.NUMBER, expand=True, height=56,
            text_size=20, on_submit=lambda e: on_submit(e.control.value or ""))
        self.enter = ft.FilledTonalButton(t("lp.ui.points_enter"), icon=ft.Icons.CHECK, height=56,
                                          on_click=lambda _: on_submit(self.field.value or ""))
        self.control = ident("points-only-row", ft.Row(
            [ident("points-only", self.field, expand=True), ident("points-only-enter", self.enter)],
            spacing=8, vertical_alignment=ft.CrossAxisAlignment.CENTER))

    def show(self, player: str) -> None:
        """Name whose points the field takes (its label), the turn after turn."""
        self.field.label = self.t("lp.ui.points_only_help", player=player)

    def clear(self) -> None:
        self.field.value = ""

    async def focus(self) -> None:
        await self.field.focus()
