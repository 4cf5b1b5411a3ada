"""New Paleo / Le Roi / Escarmouche game: the common set-up form (`SetupForm`) with 2 to 4 players in seat
order whose colours follow the seats and, at 4, the teams (Paleo always plays in teams; Le Roi may: a
switch). What is typed is kept as a draft at every keystroke."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import flet as ft
from pydantic import BaseModel

from referee_app.components.new_game import SetupForm
from referee_app.components.setup_parts import switch_row
from referee_app.games.paleo import document as pm
from scorers.paleo.rules import DEFAULT_COLOURS, PALEO, ROI, TEAM_PLAYERS


class PaleoSetup(SetupForm):
    def load(self, draft: dict[str, Any]) -> None:
        self.names: list[str] = draft.get("names") or [""] * self.game.min_players
        self.teams: bool = draft.get("teams", True)
        self.team_switch = switch_row("pa-teams", self.app.t("pa.ui.teams_switch"), self.teams,
                                           self.toggle_teams)

    def draft(self) -> dict[str, Any]:
        return {"names": self.names, "teams": self.teams}

    def seats(self) -> int:
        return len(self.names)

    def seated(self) -> Iterable[str]:
        return self.names

    def _teams_apply(self) -> bool:
        return len(self.names) == TEAM_PLAYERS and (self.game.id == PALEO or (self.game.id == ROI and self.teams))

    def toggle_teams(self, e: Any) -> None:
        self.teams = bool(e.control.value)
        self._changed()

    def add(self, name: str = "") -> None:
        if len(self.names) < self.game.max_players:
            self.names.append(name)
            self._changed()

    def drop(self, seat: int | None = None) -> None:
        if len(self.names) > self.game.min_players:
            self.names.pop(len(self.names) - 1 if seat is None else seat)
            self._changed()

    def seat_known(self, name: str, colour: str | None = None) -> None:
        """A known player takes the first empty seat, or a new one (colours here follow the seats)."""
        seat = next((i for i, n in enumerate(self.names) if not n.strip()), None)
        if seat is None:
            if len(self.names) >= self.game.max_players:
                return
            self.names.append("")
            seat = len(self.names) - 1
        self.names[seat] = name
        self._changed()

    def _colour(self, seat: int) -> str:
        return DEFAULT_COLOURS[seat // 2 if self._teams_apply() else seat]

    def player_rows(self) -> list[ft.Control]:
        t = self.app.t

        def row(seat: int) -> ft.Control:
            def typed(e: Any) -> None:
                self.names[seat] = e.control.value
                self._save()

            label = (t("pa.ui.team_player", team=seat // 2 + 1, n=seat + 1) if self._teams_apply()
                     else t("ui.player_n", n=seat + 1))
            colour = self._colour(seat)
            return self.player_row(
                self.swatch(f"player-colour-{seat}", str(seat + 1), colour, t(f"colour.{colour}")),
                self.name_field(f"player-name-{seat}", self.names[seat], label, typed),
                self.remove_button(seat, lambda _: self.drop(seat)))

        return [row(i) for i in range(len(self.names))]

    def _fill(self) -> None:
        super()._fill()
        self.team_switch.visible = len(self.names) == TEAM_PLAYERS and self.game.id == ROI

    def intro(self) -> str | None:
        return self.app.t(f"pa.ui.setup_about.{self.game.id}")

    def extra_sections(self) -> list[ft.Control]:
        return [self.team_switch]

    def roster(self) -> list[dict[str, str]]:
        return [{"name": n.strip(), "colour": self._colour(i)} for i, n in enumerate(self.names)]

    def document(self) -> BaseModel:
        return pm.new_document(self.game.id, self.roster(), self._teams_apply())
