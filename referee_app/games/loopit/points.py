"""Points only: a Loopit turn written as one typed number, what a score pad keeps (issue 17: fewer taps than
paper). The field sends what was typed to `document.declare_points`, which asks the rules (LP-POINTS)
whether it can be a turn's points; the screen keeps the keyboard focus in the field, so that the next
turn is the next number and Enter. Built once, beside "End the turn" (always in view on the turn tab,
and the board above it does not move)."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from referee_app.components.common import ident

#: Wide enough for a turn's points and the hint, narrow enough to sit beside "End the turn" at 360 px.
FIELD_WIDTH = 170


class PointsOnly:
    """A number field; Enter (the phone keyboard's done key) writes the turn."""

    def __init__(self, t: Callable[..., str], on_submit: Callable[[str], None]) -> None:
        self.field = ft.TextField(
            label=t("lp.ui.points_only"), hint_text=t("lp.ui.points_only_hint"), width=FIELD_WIDTH, height=48,
            text_size=18, hint_style=ft.TextStyle(size=13), content_padding=ft.Padding(12, 6, 12, 6),
            keyboard_type=ft.KeyboardType.NUMBER, autofocus=True,  # drawn on the turn tab: the keyboard is its
            on_submit=lambda e: on_submit(e.control.value or ""))
        self.control = ident("points-only", self.field)

    def clear(self) -> None:
        self.field.value = ""

    async def focus(self) -> None:
        await self.field.focus()
