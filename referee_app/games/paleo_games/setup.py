"""New match of one of Paleo's derived games: the common set-up form (`SetupForm`) with the players in order
(the start order at Kayak) and, as the game needs them, each player's team and the team that starts at
Pitchanque, and the number of gates at Kayak; the house rules are the form's own.

What the form shows follows the game's file model (a `teams` field, a `gates` field) and the registry's
house rules, not the game's id. Typed names are kept as a draft at every keystroke.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import flet as ft
from pydantic import BaseModel

from referee_app.components import new_game
from referee_app.components.common import ident, section
from referee_app.components.setup_parts import choice_row, tap_button
from referee_app.games.paleo_games import document as pg
from scorers.paleo_games import GAMES
from scorers.paleo_games.kayak import DEFAULT_GATES, MAX_GATES
from scorers.paleo_games.match import DEFAULT_COLOURS, SIDE_LETTERS

TEAM_COLOURS = DEFAULT_COLOURS[:2]


class SetupForm(new_game.SetupForm):
    def load(self, draft: dict[str, Any]) -> None:
        self.rules = GAMES[self.game.id]
        fields = self.rules.file_model.model_fields
        self.teams, self.has_gates = "teams" in fields, "gates" in fields
        self.names: list[str] = draft.get("names") or [""] * self.game.min_players
        self.team_of: list[int] = draft.get("team_of") or [i % 2 for i in range(len(self.names))]
        self.team_names: list[str] = draft.get("team_names") or ["", ""]
        self.first: str = draft.get("first", "a")
        self.gates: int = draft.get("gates", DEFAULT_GATES)
        self.gates_text = ft.Text(str(self.gates), size=22, weight=ft.FontWeight.BOLD)

    def draft(self) -> dict[str, Any]:
        return {"names": self.names, "team_of": self.team_of, "first": self.first, "team_names": self.team_names,
                "gates": self.gates}

    def seats(self) -> int:
        return len(self.names)

    def seated(self) -> Iterable[str]:
        return self.names

    def add(self, name: str = "") -> None:
        if len(self.names) < self.game.max_players:
            self.names.append(name)
            self.team_of.append(len(self.team_of) % 2)
            self._changed()

    def seat_known(self, name: str, colour: str | None = None) -> None:
        """A known player takes the first empty place (in its team), or a new one; colours here follow the seats
        or the teams, so a profile's colour preference is not used."""
        seat = next((i for i, n in enumerate(self.names) if not n.strip()), None)
        if seat is None:
            if len(self.names) >= self.game.max_players:
                return
            self.add()
            seat = len(self.names) - 1
        self.names[seat] = name
        self._changed()

    def drop(self, seat: int) -> None:
        if len(self.names) > self.game.min_players:
            del self.names[seat], self.team_of[seat]
            self._changed()

    def seat_game(self, file: dict[str, Any]) -> None:
        """The teams of a game played before as they were (names, each player's team, who started)."""
        teams = [t for t in file.get("teams") or () if isinstance(t, dict)]
        if not (self.teams and len(teams) == len(TEAM_COLOURS)):
            super().seat_game(file)
            return
        seats = [(n.strip(), k) for k, t in enumerate(teams) for n in t.get("players") or ()
                 if isinstance(n, str) and n.strip()]
        if not self.game.min_players <= len(seats) <= self.game.max_players:
            super().seat_game(file)
            return
        self.names, self.team_of = [n for n, _ in seats], [k for _, k in seats]
        self.team_names = [str(t.get("name") or "") for t in teams]
        first = file.get("first")
        self.first = first if isinstance(first, str) and first in SIDE_LETTERS[:2] else "a"
        self._changed()

    def step_gates(self, delta: int) -> None:
        self.gates = min(MAX_GATES, max(1, self.gates + delta))
        self.gates_text.value = str(self.gates)
        self._save()

    # --- building ----------------------------------------------------------------------------------
    def player_rows(self) -> list[ft.Control]:
        t = self.app.t

        def row(seat: int) -> ft.Control:
            def typed(e: Any) -> None:
                self.names[seat] = e.control.value
                self._save()

            def team(letter: str) -> None:
                self.team_of[seat] = SIDE_LETTERS.index(letter)
                self._changed()

            if self.teams:  # the swatch is the player's team: tapping it offers A or B
                letter = SIDE_LETTERS[self.team_of[seat]]
                swatch = self.swatch(f"pg-team-{seat}", letter.upper(), TEAM_COLOURS[self.team_of[seat]],
                                     t("ui.setup.team_of", n=seat + 1),
                                     [(x, t("ui.setup.team", team=x.upper()), c)
                                      for x, c in zip(SIDE_LETTERS[:2], TEAM_COLOURS)], team)
            else:
                colour = (DEFAULT_COLOURS * 2)[seat]
                swatch = self.swatch(f"player-colour-{seat}", str(seat + 1), colour, t(f"colour.{colour}"))
            return self.player_row(
                swatch, self.name_field(f"player-name-{seat}", self.names[seat], t("ui.player_n", n=seat + 1), typed),
                self.remove_button(seat, lambda _: self.drop(seat)))

        return [row(i) for i in range(len(self.names))]

    def _team_block(self) -> list[ft.Control]:
        t = self.app.t

        def named(index: int) -> Callable[[Any], None]:
            def typed(e: Any) -> None:
                self.team_names[index] = e.control.value
                self._save()
            return typed

        def first(letter: str) -> Callable[[], None]:
            def chosen() -> None:
                self.first = letter
                self._save()
                self.rebuild()
            return chosen

        names = [ft.Row([self.name_field(f"pg-team-name-{x}", self.team_names[i],
                                         t("pg.ui.team_name", team=x.upper()), named(i))])
                 for i, x in enumerate(SIDE_LETTERS[:2])]
        return [ft.Divider(), section(t("pg.ui.teams")), ft.Text(t("pg.ui.teams_help"), size=12), *names,
                ft.Text(t("pg.ui.first_team")),
                ident("pg-first", ft.Column([
                    choice_row(f"pg-first-{x}", self.team_names[i].strip() or t("ui.setup.team", team=x.upper()),
                               x == self.first, first(x)) for i, x in enumerate(SIDE_LETTERS[:2])], spacing=0))]

    def intro(self) -> str | None:
        return self.app.t("pg.ui.start_order") if self.has_gates else None

    def extra_sections(self) -> list[ft.Control]:
        t = self.app.t
        extra = self._team_block() if self.teams else []
        if self.has_gates:
            extra += [ft.Divider(), section(t("pg.ui.gates")), ft.Row([
                ident("pg-gates-minus", tap_button(ft.Icons.REMOVE, t("pg.ui.gates"), lambda _: self.step_gates(-1))),
                ident("pg-gates", self.gates_text),
                ident("pg-gates-plus", tap_button(ft.Icons.ADD, t("pg.ui.gates"), lambda _: self.step_gates(1)))])]
        return extra

    def roster(self) -> list[dict[str, str]]:
        """Each player with the colour they play in (their team's at a team game)."""
        colours = [TEAM_COLOURS[k] for k in self.team_of] if self.teams else DEFAULT_COLOURS * 2
        return [{"name": n.strip(), "colour": c} for n, c in zip(self.names, colours)]

    def sides(self) -> dict[str, Any]:
        names = [n.strip() for n in self.names]
        if not self.teams:
            return self.rules.file_sides([{"name": n, "colour": c} for n, c in zip(names, DEFAULT_COLOURS * 2)])
        teams = []
        for i, colour in enumerate(TEAM_COLOURS):
            team: dict[str, Any] = {"players": [n for n, k in zip(names, self.team_of) if k == i], "colour": colour}
            if self.team_names[i].strip():
                team["name"] = self.team_names[i].strip()
            teams.append(team)
        return {"teams": teams}

    def document(self) -> BaseModel:
        options: dict[str, Any] = {"first": self.first} if self.teams else {}
        if self.has_gates:
            options["gates"] = self.gates
        return pg.new_document(self.game.id, self.sides(), self.house, options)

    def title(self, doc: BaseModel) -> str:
        return ", ".join(n.strip() for n in self.names)

    def refused(self) -> str:
        return self.app.t("pg.ui.setup_refused", problems=self.error.value)
