"""Known players one tap away on a set-up form: the saved profiles (with their colour preference) and the
names of recent games, leaving out whoever is already seated.

Every set-up form uses the same block: it decides where a tapped player sits (`on_pick(name, colour)`,
colour None for a recent name or a profile without a preference) and calls `refill(seated names)` after
each change. The row and its chips stay the same controls while the same players are offered.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import flet as ft

from referee_app.components.common import colours_of, ident
from referee_app.components.setup_parts import TAP
from referee_app.state import AppState
from referee_app.store.records import player_key

Pick = Callable[[str, str | None], Any]


class KnownPlayers:
    """`control` (caption + chips, hidden when nobody is offered) and its chip `row`; chips are
    `profile-chip-<i>` (i: the profile's place among all profiles) and `recent-<i>` (its place among the
    recent names)."""

    def __init__(self, app: AppState, on_pick: Pick) -> None:
        self.app, self.on_pick = app, on_pick
        self.row = ft.Row(wrap=True, spacing=8, run_spacing=6)
        self.caption = ft.Text(app.t("ex.known_players"), size=12)
        self.control = ft.Column([self.caption, self.row], spacing=6, visible=False)
        self._taken: set[str] = set()
        self._chips: dict[tuple[str, str, str | None], ft.Control] = {}

    def _pick(self, name: str, colour: str | None) -> None:
        if player_key(name) in self._taken:  # a second tap before the row was refilled
            return
        self._taken.add(player_key(name))
        self.on_pick(name, colour)

    def _chip(self, identifier: str, name: str, colour: str | None, profile: bool) -> ft.Control:
        key = (identifier, name, colour)
        if key not in self._chips:
            dot = (ft.Container(width=14, height=14, border_radius=7, bgcolor=colours_of(colour)[0])
                   if colour else None)
            # a button of a full-size height, not a chip: the web's compact chip is a 34 px target
            chip = ft.OutlinedButton(content=ft.Row([dot, ft.Text(name)] if dot else [ft.Text(name)], spacing=8,
                                                    tight=True),
                                     on_click=lambda _: self._pick(name, colour), height=TAP)
            self._chips[key] = ident(identifier, chip, button=True) if profile else ident(identifier, chip)
        return self._chips[key]

    def refill(self, taken_names: Iterable[str]) -> None:
        """Offer every profile and recent name not among `taken_names` (compared as `player_key` does)."""
        self._taken = {player_key(n) for n in taken_names if n and n.strip()}
        profiles = self.app.store.records.profiles()
        known = {player_key(p.name) for p in profiles}
        chips = [self._chip(f"profile-chip-{i}", p.name, p.colour, True)
                 for i, p in enumerate(profiles) if player_key(p.name) not in self._taken]
        chips += [self._chip(f"recent-{i}", name, None, False)
                  for i, name in enumerate(self.app.store.games.recent_player_names())
                  if player_key(name) not in self._taken | known]
        self.row.controls = chips
        shown = {id(c) for c in chips}
        self._chips = {k: c for k, c in self._chips.items() if id(c) in shown}  # a removed chip is not re-added
        self.control.visible = bool(chips)
