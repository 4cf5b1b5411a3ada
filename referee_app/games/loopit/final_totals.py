"""Final totals (issue 24): a finished Loopit game entered as each player's total, what a table that kept only
the totals has (LP-FINAL). Offered on the pad while no turn is entered, under the pad's buttons (the bottom of
what the pad shows then: it moves nothing above it when it goes). One number field a player, typed on the number
pad, Enter going to the next player and, in the last, entering them (`document.enter_final` asks the rules). A
refusal is said in place, under the fields, in a line whose room is kept (nothing moves when it shows), and
what was typed stays, so that nothing is lost. No rules here."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import ERROR_RED, enter_to_next, ident, section

#: A total is a few digits: the field is a finger tall and wide enough for a name as its label.
FIELD_HEIGHT = 56
#: Room kept under the fields for a refusal (13 px text, three lines: the longest, in French, at 360 px).
SAID_LINES, SAID_HEIGHT = 3, 56


class FinalTotalsEntry:
    """A field per player (`lp-final-<seat>`), built once; Enter in the last one sends every field's text to
    `on_totals` (name -> text), which answers the refusal to say (None when the totals were entered); then
    `shown()` sends what changed."""

    def __init__(self, t: Callable[..., str], names: list[str],
                 on_totals: Callable[[dict[str, str]], str | None], shown: Callable[[], None]) -> None:
        self.names, self.on_totals, self.shown = names, on_totals, shown
        self.fields = [ft.TextField(label=t("lp.ui.final.field", player=name), keyboard_type=ft.KeyboardType.NUMBER,
                                    text_size=18, height=FIELD_HEIGHT, expand=True)
                       for name in names]
        for seat, field in enumerate(self.fields):  # Enter: the next player's field, or (the last) the totals
            field.on_submit = enter_to_next(self.fields, seat, self.enter)
        self.said = ft.Text("", size=13, color=ERROR_RED, max_lines=SAID_LINES, overflow=ft.TextOverflow.ELLIPSIS)
        self.control = ident("lp-final", ft.Column([
            section(t("lp.ui.final.open")), ft.Text(t("lp.ui.final.help"), size=13, italic=True),
            ft.Row([ident(f"lp-final-{seat}", field, expand=True) for seat, field in enumerate(self.fields)],
                   spacing=8),
            ft.Container(ident("lp-final-said", self.said), height=SAID_HEIGHT, alignment=ft.Alignment.TOP_LEFT),
        ], spacing=6))

    def enter(self) -> bool:
        """Every field's text to the rules; a refusal said in place (the fields keep what was typed)."""
        refused = self.on_totals({name: field.value or "" for name, field in zip(self.names, self.fields)})
        self.said.value = refused or ""
        if refused is None:
            self.clear()
        self.shown()
        return refused is None

    def clear(self) -> None:
        """Empty fields, nothing said (after the totals were entered, or taken back by an undo)."""
        for field in self.fields:
            field.value = ""
        self.said.value = ""

    def typed(self) -> list[Any]:
        return [field.value for field in self.fields]
