"""Turn points (issue 24): a turn of the billiards or of Match aux points written as the points the table
counted, what a score pad keeps. One tap on a number (the points most turns score), or the number typed in
the field and Enter; at Billard Cricket the numbers the turn closed are tapped first. The entry sends them to
`document.add_turn_points`, which asks the rules (PG-TOTALS) whether they can be a turn's points. Built once;
the pad's `show` says whose turn it is for."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from referee_app.components.common import ident
from scorers.paleo_games.billiards import NUMBERS

#: Lays buttons out in rows (the pads' `piece_rows` for this page's width).
Rows = Callable[[list[ft.Control]], list[ft.Control]]

#: The numbers offered at one tap, 0 to this, by game: the points most turns score (any other is typed).
QUICK_MOST = {"paleo-billard-double": 15, "paleo-cricket": 15, "paleo-billard-compte": 7, "paleo-points": 5}
#: Wide enough for a turn's points and the hint; beside nothing, so 360 px hold it.
FIELD_WIDTH = 170
#: A number of a player's row (a name and five numbers fit 360 px)
ROW_NUMBER_WIDTH = 44
#: The most numbers that sit on the player's name's line; more go in rows under it, the pads' width each
ONE_LINE = 6
CLOSED_FILL = "#2E8540"


class TurnPointsEntry:
    """Quick numbers, a typed number, and (Cricket) the numbers closed this turn."""

    def __init__(self, t: Callable[..., str], game_id: str, rows: Rows, width: float, height: float, closes: bool,
                 on_points: Callable[[str, list[int], Callable[[], None], int | None], bool],
                 on_change: Callable[[], None], players: list[tuple[str, tuple[str, str]]],
                 zero: bool = False) -> None:
        """`players` (name, colours): a row of numbers for each, one tap saying who scored and how much
        (`pg-turn-<seat>-<n>`, from 1, or from 0 with `zero`: Cricket's turns that only close numbers)."""
        self.on_points, self.on_change = on_points, on_change
        self.help = ft.Text(size=13, italic=True)
        most = QUICK_MOST[game_id]
        wide = width if most >= ONE_LINE else ROW_NUMBER_WIDTH

        def number(n: int, seat: int, colours: tuple[str, str]) -> ft.Control:
            return ident(f"pg-turn-{seat}-{n}", ft.FilledButton(
                content=ft.Text(f"+{n}", size=15, weight=ft.FontWeight.BOLD), width=wide, height=height,
                style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=4), bgcolor=colours[0], color=colours[1]),
                on_click=lambda _, n=n: self.submit(str(n), seat)))

        self.quick: list[ft.Control] = []
        quick_rows: list[ft.Control] = []
        for seat, (name, colours) in enumerate(players):
            row = [number(n, seat, colours) for n in range(0 if zero else 1, most + 1)]
            self.quick += row
            label = ft.Text(name, size=15, weight=ft.FontWeight.BOLD, expand=True, no_wrap=True,
                            overflow=ft.TextOverflow.ELLIPSIS)
            if len(row) <= ONE_LINE:  # the name and its numbers on one line
                quick_rows.append(ft.Row([label, *row], spacing=3))
            else:
                quick_rows.append(ft.Column([label, *rows(row)], spacing=3))
        self.field = ft.TextField(
            label=t("pg.ui.totals.field"), hint_text=t("pg.ui.totals.hint"), width=FIELD_WIDTH, height=48,
            text_size=18, hint_style=ft.TextStyle(size=13), content_padding=ft.Padding(12, 6, 12, 6),
            keyboard_type=ft.KeyboardType.NUMBER, on_submit=lambda e: self.submit(e.control.value or ""))
        self.closing: list[int] = []
        self.close_buttons: dict[int, ft.Container] = {}
        controls: list[ft.Control] = [ident("pg-turn-help", self.help), *quick_rows]
        self.closing_row: ft.Control | None = None
        if closes:
            self.close_buttons = {n: ft.Container(
                ft.Text(str(n), size=15, weight=ft.FontWeight.BOLD), width=width, height=height,
                alignment=ft.Alignment.CENTER, border_radius=8, ink=True,
                border=ft.Border.all(2, CLOSED_FILL), on_click=lambda _, n=n: self.toggle(n)) for n in NUMBERS}
            self.closing_row = ft.Column(rows([ident(f"pg-close-{n}", b, button=True)
                                               for n, b in self.close_buttons.items()]), spacing=3)
            controls += [ft.Text(t("pg.ui.totals.closing"), size=13), self.closing_row]
        controls.append(ident("pg-turn-points", self.field))
        self.control = ft.Column(controls, spacing=6)

    def toggle(self, n: int) -> None:
        """A number closed this turn, tapped again: not closed (nothing is logged before the points)."""
        self.closing = [x for x in self.closing if x != n] if n in self.closing else [*self.closing, n]
        self._paint_closing()
        self.on_change()

    def _paint_closing(self) -> None:
        for n, button in self.close_buttons.items():
            button.bgcolor = CLOSED_FILL if n in self.closing else None
            button.content.color = "#FFFFFF" if n in self.closing else None

    def submit(self, typed: str, seat: int | None = None) -> None:
        """The turn's points (and what it closed) to the rules, for `seat` (None: the pad's player); cleared
        once logged (sent with the repaint), kept when refused, so that nothing typed is lost."""
        self.on_points(typed, list(self.closing), self.cleared, seat)

    def cleared(self) -> None:
        self.field.value = ""
        self.closing = []
        self._paint_closing()

    def show(self, text: str, over: bool) -> None:
        self.help.value = text
        self.control.visible = not over

    def parts(self) -> list[ft.Control]:
        """What a tap may change: the help, the field, the closing numbers (not the quick numbers)."""
        return [self.help, self.field, *([self.closing_row] if self.closing_row is not None else [])]
