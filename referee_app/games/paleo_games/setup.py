"""New match of one of Paleo's derived games: the players in order (the start order at Kayak), their
teams and the team that starts at Pitchanque, the number of gates at Kayak, and the house rules.

What the form shows follows the game's file model (a `teams` field, a `gates` field) and the registry's
house rules, not the game's id. Typed names are kept as a draft at every keystroke.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import colours_of, ident, section, snack
from referee_app.components.known_players import KnownPlayers
from referee_app.games.paleo_games import document as pg
from referee_app.problems import problem_phrases
from referee_app.state import AppState
from scorers.errors import RefereeError
from scorers.paleo_games import GAMES
from scorers.paleo_games.kayak import DEFAULT_GATES, MAX_GATES
from scorers.paleo_games.match import DEFAULT_COLOURS, SIDE_LETTERS
from scorers.registry import GameInfo

TEAM_COLOURS = DEFAULT_COLOURS[:2]


class SetupForm:
    def __init__(self, page: ft.Page, app: AppState, game: GameInfo, go: Callable[..., Any]) -> None:
        self.page, self.app, self.game, self.go = page, app, game, go
        self.rules = GAMES[game.id]
        fields = self.rules.file_model.model_fields
        self.teams, self.has_gates = "teams" in fields, "gates" in fields
        draft = app.draft(game.id) or {}
        self.names: list[str] = draft.get("names") or [""] * game.min_players
        self.team_of: list[int] = draft.get("team_of") or [i % 2 for i in range(len(self.names))]
        self.team_names: list[str] = draft.get("team_names") or ["", ""]
        self.first: str = draft.get("first", "a")
        self.gates: int = draft.get("gates", DEFAULT_GATES)
        self.house: list[str] = draft.get("house", [h.id for h in game.house_rules if h.default])
        self.rows = ft.Column(spacing=6)
        self.gates_text = ft.Text(str(self.gates), size=22, weight=ft.FontWeight.BOLD)
        self.known = KnownPlayers(app, self.seat_known)
        self.error = ft.Text(color=ft.Colors.ERROR)
        self.add_button = ident("add-player", ft.TextButton(app.t("ui.add_player"), icon=ft.Icons.PERSON_ADD,
                                                            on_click=lambda _: self.add()))

    # --- draft -------------------------------------------------------------------------------------
    def _save(self) -> None:
        self.app.save_draft(self.game.id, {"names": self.names, "team_of": self.team_of, "first": self.first,
                                           "team_names": self.team_names, "gates": self.gates, "house": self.house})

    def _changed(self) -> None:
        self._save()
        self._fill()

    def add(self) -> None:
        if len(self.names) < self.game.max_players:
            self.names.append("")
            self.team_of.append(len(self.team_of) % 2)
            self._changed()

    def seat_known(self, name: str, _colour: str | None = None) -> None:
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

    def step_gates(self, delta: int) -> None:
        self.gates = min(MAX_GATES, max(1, self.gates + delta))
        self.gates_text.value = str(self.gates)
        self._save()

    # --- building ----------------------------------------------------------------------------------
    def _row(self, seat: int) -> ft.Control:
        t = self.app.t

        def typed(e: Any) -> None:
            self.names[seat] = e.control.value
            self._save()

        def team(e: Any) -> None:
            self.team_of[seat] = SIDE_LETTERS.index(e.control.selected[0])
            self._save()

        colour = TEAM_COLOURS[self.team_of[seat]] if self.teams else (DEFAULT_COLOURS * 2)[seat]
        fill, ink = colours_of(colour)
        controls: list[ft.Control] = [
            ft.Container(ft.Text(str(seat + 1), color=ink, weight=ft.FontWeight.BOLD), bgcolor=fill, width=32,
                         height=32, border_radius=16, alignment=ft.Alignment.CENTER),
            ident(f"player-name-{seat}", ft.TextField(value=self.names[seat], label=t("ui.player_n", n=seat + 1),
                                                       on_change=typed, expand=True, dense=True), expand=True),
        ]
        if self.teams:
            controls.append(ident(f"pg-team-{seat}", ft.SegmentedButton(
                selected=[SIDE_LETTERS[self.team_of[seat]]], on_change=team, show_selected_icon=False,
                segments=[ft.Segment(value=x, label=ft.Text(x.upper())) for x in SIDE_LETTERS[:2]])))
        controls.append(ft.IconButton(ft.Icons.CLOSE, tooltip=t("ui.remove_player"), on_click=lambda _: self.drop(seat),
                                      disabled=len(self.names) <= self.game.min_players))
        return ft.Row(controls, spacing=4)

    def _fill(self) -> None:
        self.rows.controls = [self._row(i) for i in range(len(self.names))]
        # offered only while a seat is left: most of these games take exactly two players
        self.add_button.visible = len(self.names) < self.game.max_players
        self.known.refill(self.names)

    def _team_block(self) -> list[ft.Control]:
        t = self.app.t

        def named(index: int) -> Callable[[Any], None]:
            def typed(e: Any) -> None:
                self.team_names[index] = e.control.value
                self._save()
            return typed

        def first(e: Any) -> None:
            self.first = e.control.selected[0]
            self._save()

        names = [ident(f"pg-team-name-{x}", ft.TextField(value=self.team_names[i], dense=True,
                                                          label=t("pg.ui.team_name", team=x.upper()),
                                                          on_change=named(i)))
                 for i, x in enumerate(SIDE_LETTERS[:2])]
        return [section(t("pg.ui.teams")), ft.Text(t("pg.ui.teams_help"), size=12), *names,
                ft.Text(t("pg.ui.first_team")),
                ident("pg-first", ft.SegmentedButton(selected=[self.first], on_change=first,
                                                     segments=[ft.Segment(value=x, label=ft.Text(x.upper()))
                                                               for x in SIDE_LETTERS[:2]]))]

    def players(self) -> list[dict[str, str]]:
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

    def start(self, _: Any) -> None:
        options: dict[str, Any] = {"first": self.first} if self.teams else {}
        if self.has_gates:
            options["gates"] = self.gates
        try:
            doc = pg.new_document(self.game.id, self.sides(), self.house, options)
        except RefereeError as error:
            self.error.value = "; ".join(self.app.say(p) for p in problem_phrases(error))
            snack(self.page, self.app.t("pg.ui.setup_refused", problems=self.error.value))
            return
        record = self.app.create_game(self.game, ", ".join(n.strip() for n in self.names), doc)
        self.app.store.remember_players(self.players())
        self.go("/", f"/game/{record.id}")

    def view(self) -> ft.View:
        t, say = self.app.t, self.app.say
        self._fill()
        body: list[ft.Control] = [section(t("ui.players"))]
        if self.has_gates:
            body.append(ft.Text(t("pg.ui.start_order"), size=12))
        body += [self.rows, self.add_button, self.known.control]
        if self.teams:
            body += self._team_block()
        if self.has_gates:
            body += [section(t("pg.ui.gates")), ft.Row([
                ident("pg-gates-minus", ft.IconButton(ft.Icons.REMOVE, on_click=lambda _: self.step_gates(-1))),
                ident("pg-gates", self.gates_text),
                ident("pg-gates-plus", ft.IconButton(ft.Icons.ADD, on_click=lambda _: self.step_gates(1)))])]
        if self.game.house_rules:
            body.append(section(t("pg.ui.house_rules")))

        def toggle(rule: str) -> Callable[[Any], None]:
            def changed(e: Any) -> None:
                self.house = sorted({*self.house, rule} if e.control.value else set(self.house) - {rule})
                self._save()
            return changed

        for rule in self.game.house_rules:
            body += [ident(f"pg-house-{rule.id}", ft.Checkbox(label=say(rule.name), value=rule.id in self.house,
                                                              on_change=toggle(rule.id))),
                     ft.Text(say(rule.description), size=12, italic=True)]
        body += [self.error, ident("start-game", ft.FilledButton(t("ui.start"), icon=ft.Icons.PLAY_ARROW,
                                                                 on_click=self.start, height=48))]
        return ft.View(route=f"/new/{self.game.id}",
                       appbar=ft.AppBar(title=ft.Text(t("ui.new_game", game=self.game.name))),
                       controls=[ft.ListView(body, expand=True, spacing=8)])
