"""Final scores (issue 24.5): a match of a game whose result is points, entered as the score each player
finished with, what a table that kept only the scores has. Offered while nothing is logged (PG-FINAL: the
final scores are the whole match); one number field a player, typed on the number pad, Enter going to the
next player and, in the last, entering them (`document.add_final_scores` asks the rules). What was typed stays
when it is refused, so that nothing is lost; the turn-by-turn pad under it stays for tables that want every
shot checked. La Course de Kayak, whose result is the kayak that crossed first, takes its winner alone instead
(`WinnerEntry`, PG-WINNER): one tap."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import colours_of, enter_to_next, ident, section

#: A score is a few digits: the field is a finger tall and wide enough for a name as its label.
FIELD_HEIGHT = 56


class FinalScoresEntry:
    """A field per player (`pg-final-<seat>`); Enter in the last one sends every field's text."""

    def __init__(self, t: Callable[..., str], names: list[str], on_scores: Callable[[dict[str, str]], bool],
                 keys: str = "pg.ui.final", name: str = "pg-final") -> None:
        """`keys`: the texts' keys (`.help`, `.closed`, `.field`); `name`: the identifiers' (`<name>-<seat>`).
        No section title: the help line names the entry ("Final scores: ..."), a line less above a pad that must
        stay in view (it pushed the derived games' pads down 110 px). Paleo takes it too (PA-FINAL), with its
        own texts and identifiers."""
        self.names, self.on_scores, self.t, self.keys = names, on_scores, t, keys
        self.help = ft.Text(t(f"{keys}.help"), size=13, italic=True)
        self.fields = [ft.TextField(label=t(f"{keys}.field", player=player), keyboard_type=ft.KeyboardType.NUMBER,
                                    text_size=18, height=FIELD_HEIGHT, expand=True)
                       for player in names]
        for seat, field in enumerate(self.fields):  # Enter: the next player's field, or (the last) the scores
            field.on_submit = enter_to_next(self.fields, seat, self.enter)
        self.control = ident(name, ft.Column([
            self.help,
            ft.Row([ident(f"{name}-{seat}", field, expand=True) for seat, field in enumerate(self.fields)],
                   spacing=8)], spacing=6))

    def show(self, open_: bool) -> None:
        """Open while nothing is logged; then closed (its fields disabled, a line saying why) but kept in its
        place, so that the pad under it does not move under the finger after the first event (issue 17)."""
        for field in self.fields:
            field.disabled = not open_
        self.help.value = self.t(f"{self.keys}.help" if open_ else f"{self.keys}.closed")

    def enter(self) -> bool:
        typed = {name: field.value or "" for name, field in zip(self.names, self.fields)}
        return self.on_scores(typed)

    def typed(self) -> list[Any]:
        return [field.value for field in self.fields]


class WinnerEntry:
    """The race entered as its winner alone (PG-WINNER, La Course de Kayak): a button a kayak (`pg-winner-<seat>`,
    in its player's colour), one tap enters the match (`on_winner(name)`; the rules asked, one change, one undo).
    Open while nothing is logged; then closed but kept in its place, as `FinalScoresEntry` is."""

    def __init__(self, t: Callable[..., str], players: list[Any], on_winner: Callable[[str], bool],
                 keys: str = "pg.ui.winner", name: str = "pg-winner") -> None:
        """`players`: what each button names (`name`, `colour`), a side; `keys`: the texts' keys (`.open`, `.help`,
        `.closed`); `name`: the identifiers' (`<name>-<seat>`). Le Roi and Escarmouche take it too (RO-WINNER,
        ES-WINNER), with their own texts and identifiers."""
        self.t, self.keys = t, keys
        self.help = ft.Text(t(f"{keys}.help"), size=13, italic=True)
        self.buttons, self.inks = [], []
        for player in players:
            fill, ink = colours_of(player.colour)
            self.inks.append((fill, ink))
            self.buttons.append(ft.FilledButton(player.name, icon=ft.Icons.EMOJI_EVENTS, height=FIELD_HEIGHT,
                                                bgcolor=fill, color=ink,
                                                on_click=lambda _, name=player.name: on_winner(name)))
        self.control = ident(name, ft.Column([
            section(t(f"{keys}.open")), self.help,
            # each button as wide as its name, the row wrapping: three or four long names do not fit one row at
            # 360 px, and a name cut to "Chlo" is no name (the layout walk's Le Roi and Escarmouche)
            ft.Row([ident(f"{name}-{seat}", button) for seat, button in enumerate(self.buttons)],
                   spacing=8, run_spacing=8, wrap=True)], spacing=6))

    def show(self, open_: bool) -> None:
        for button, (fill, ink) in zip(self.buttons, self.inks):
            # closed, in the theme's disabled look: a player's colour would still say "tap me"
            button.disabled = not open_
            button.bgcolor, button.color = (fill, ink) if open_ else (None, None)
        self.help.value = self.t(f"{self.keys}.help" if open_ else f"{self.keys}.closed")
