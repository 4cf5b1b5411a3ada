"""New Paleo / Le Roi / Escarmouche game: 2 to 4 players in seat order and, at 4, the teams (Paleo always
plays in teams; Le Roi may). What is typed is kept as a draft at every keystroke."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import colours_of, ident, section, snack
from referee_app.components.known_players import KnownPlayers
from referee_app.games.paleo import document as pm
from referee_app.problems import problem_phrases
from referee_app.state import AppState
from scorers.errors import RefereeError
from scorers.paleo.rules import DEFAULT_COLOURS, PALEO, ROI, TEAM_PLAYERS
from scorers.registry import GameInfo


class PaleoSetup:
    def __init__(self, page: ft.Page, app: AppState, game: GameInfo, go: Callable[..., Any]) -> None:
        self.page, self.app, self.game, self.go = page, app, game, go
        draft = app.draft(game.id) or {}
        self.names: list[str] = draft.get("names") or ["", ""]
        self.teams: bool = draft.get("teams", True)
        self.rows = ft.Column(spacing=6)
        self.team_switch = ident("pa-teams", ft.Switch(label=app.t("pa.ui.teams_switch"), value=self.teams,
                                                       on_change=self.toggle_teams))
        self.known = KnownPlayers(app, self.seat_known)
        self.error = ft.Text(color=ft.Colors.ERROR)
        self.add_button = ident("add-player", ft.TextButton(app.t("ui.add_player"), icon=ft.Icons.PERSON_ADD,
                                                            on_click=self.add))

    def _save(self) -> None:
        self.app.save_draft(self.game.id, {"names": self.names, "teams": self.teams})

    def _teams_apply(self) -> bool:
        return len(self.names) == TEAM_PLAYERS and (self.game.id == PALEO or (self.game.id == ROI and self.teams))

    def toggle_teams(self, e: Any) -> None:
        self.teams = bool(e.control.value)
        self._save()
        self._fill()

    def add(self, _: Any = None) -> None:
        if len(self.names) < self.game.max_players:
            self.names.append("")
            self._save()
            self._fill()

    def drop(self, _: Any = None) -> None:
        if len(self.names) > self.game.min_players:
            self.names.pop()
            self._save()
            self._fill()

    def seat_known(self, name: str, _colour: str | None = None) -> None:
        """A known player takes the first empty seat, or a new one (colours here follow the seats)."""
        seat = next((i for i, n in enumerate(self.names) if not n.strip()), None)
        if seat is None:
            if len(self.names) >= self.game.max_players:
                return
            self.names.append("")
            seat = len(self.names) - 1
        self.names[seat] = name
        self._save()
        self._fill()

    def _row(self, seat: int) -> ft.Control:
        def typed(e: Any) -> None:
            self.names[seat] = e.control.value
            self._save()

        team = seat // 2 if self._teams_apply() else seat
        fill, ink = colours_of(DEFAULT_COLOURS[team])
        label = (self.app.t("pa.ui.team_player", team=team + 1, n=seat + 1) if self._teams_apply()
                 else self.app.t("ui.player_n", n=seat + 1))
        return ft.Row([
            ft.Container(ft.Text(str(seat + 1), color=ink, weight=ft.FontWeight.BOLD), bgcolor=fill, width=32,
                         height=32, border_radius=16, alignment=ft.Alignment.CENTER),
            ident(f"player-name-{seat}", ft.TextField(value=self.names[seat], label=label, on_change=typed,
                                                      expand=True, dense=True), expand=True),
        ])

    def _fill(self) -> None:
        self.rows.controls = [self._row(i) for i in range(len(self.names))]
        self.team_switch.visible = len(self.names) == TEAM_PLAYERS and self.game.id == ROI
        self.add_button.visible = len(self.names) < self.game.max_players  # offered only while a seat is left
        self.known.refill(self.names)

    def start(self, _: Any) -> None:
        players = [{"name": n.strip(), "colour": DEFAULT_COLOURS[(i // 2) if self._teams_apply() else i]}
                   for i, n in enumerate(self.names)]
        try:
            doc = pm.new_document(self.game.id, players, self._teams_apply())
        except RefereeError as error:
            self.error.value = "; ".join(self.app.say(p) for p in problem_phrases(error))
            snack(self.page, self.app.t("ui.need_players", low=self.game.min_players, high=self.game.max_players))
            return
        record = self.app.create_game(self.game, ", ".join(p["name"] for p in players), doc)
        self.app.store.remember_players(players)
        self.go("/", f"/game/{record.id}")

    def view(self) -> ft.View:
        t = self.app.t
        self._fill()
        about = t(f"pa.ui.setup_about.{self.game.id}")
        body = [
            ft.Text(about, italic=True),
            section(t("ui.players")),
            self.rows,
            ft.Row([self.add_button,
                    ident("drop-player", ft.TextButton(t("ui.remove_player"), icon=ft.Icons.PERSON_REMOVE,
                                                       on_click=self.drop))]),
            self.known.control,
            self.team_switch,
            self.error,
            ident("start-game", ft.FilledButton(t("ui.start"), icon=ft.Icons.PLAY_ARROW, on_click=self.start,
                                                height=48)),
        ]
        return ft.View(route=f"/new/{self.game.id}",
                       appbar=ft.AppBar(title=ft.Text(t("ui.new_game", game=self.game.name))),
                       controls=[ft.ListView(body, expand=True, spacing=8)])
