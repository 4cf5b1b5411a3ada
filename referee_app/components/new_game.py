"""New game (the common form): players in seat order with their colours (known players, with their
colour preference, and recent names one tap away), the variant, and the board for games with printed
material (the game keeps a copy of it).
A game whose set-up needs more provides its own form (`referee_app.fronts`).

What is typed is kept as a draft at every keystroke, so leaving the form (back button included) never
loses it. Whether the players are acceptable is asked of the rules (`scorers`), not decided here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app import boards
from referee_app.components.boards_picker import BoardPicker
from referee_app.components.common import colours_of, ident, section, snack
from referee_app.components.known_players import KnownPlayers
from referee_app.fronts import front
from referee_app.problems import problem_phrases
from referee_app.state import AppState
from scorers.errors import RefereeError
from scorers.registry import GameInfo


class NewGameForm:
    def __init__(self, page: ft.Page, app: AppState, game: GameInfo, go: Callable[[str], Any]) -> None:
        self.page, self.app, self.game, self.go = page, app, game, go
        self.front = front(game)
        self.colours: tuple[str, ...] = tuple(self.front.COLOURS)
        draft = app.draft(game.id) or {}
        self.players: list[dict[str, str]] = draft.get("players") or [
            {"name": "", "colour": self.colours[i]} for i in range(game.min_players)
        ]
        self.variant: str = draft.get("variant") or game.default_variant
        #: the board the game is played on (games with printed material): a copy goes into the game
        self.board = BoardPicker(app, game.id, go) if boards.has_boards(game.id) else None
        self.rows = ft.Column(spacing=6)
        self.known = KnownPlayers(app, self.use_recent)
        self.recent = self.known.row
        self.error = ft.Text(color=ft.Colors.ERROR)
        self.add_button = ident(
            "add-player", ft.TextButton(app.t("ui.add_player"), icon=ft.Icons.PERSON_ADD, on_click=lambda _: self.add())
        )

    # --- state changes (each saved as the draft) ---------------------------------------------------
    def _save(self) -> None:
        self.app.save_draft(self.game.id, {"players": self.players, "variant": self.variant})

    def _changed(self) -> None:
        self._save()
        self._fill()

    def add(self, name: str = "") -> None:
        if len(self.players) >= self.game.max_players:
            return
        used = {p["colour"] for p in self.players}
        colour = next(c for c in self.colours if c not in used)
        self.players.append({"name": name, "colour": colour})
        self._changed()

    def use_recent(self, name: str, colour: str | None = None) -> None:
        """Seat a known player in the first empty place (or a new one), in their colour when this game has it
        and no seated player wears it (an empty seat holding it takes the seat's colour instead)."""
        seat = next((p for p in self.players if not p["name"].strip()), None)
        if seat is None:
            if len(self.players) >= self.game.max_players:
                return
            self.add(name)
            seat = self.players[-1]
        seat["name"] = name
        holder = next((p for p in self.players if p["colour"] == colour), None)
        if colour in self.colours and (holder is None or not holder["name"].strip()):
            if holder is not None:
                holder["colour"] = seat["colour"]
            seat["colour"] = colour
        self._changed()

    # --- building ----------------------------------------------------------------------------------
    def _player_row(self, seat: int) -> ft.Control:
        t, player = self.app.t, self.players[seat]

        def typed(e: Any) -> None:
            player["name"] = e.control.value
            self._save()

        def colour(e: Any) -> None:
            other = next((p for p in self.players if p["colour"] == e.control.value and p is not player), None)
            if other:  # swap, so colours stay different
                other["colour"] = player["colour"]
            player["colour"] = e.control.value
            self._changed()

        def up(_: Any) -> None:
            self.players[seat - 1], self.players[seat] = self.players[seat], self.players[seat - 1]
            self._changed()

        def drop(_: Any) -> None:
            del self.players[seat]
            self._changed()

        fill, ink = colours_of(player["colour"])
        return ft.Row(
            [
                ft.Container(
                    ft.Text(str(seat + 1), color=ink, weight=ft.FontWeight.BOLD),
                    bgcolor=fill,
                    width=32,
                    height=32,
                    border_radius=16,
                    alignment=ft.Alignment.CENTER,
                ),
                ident(
                    f"player-name-{seat}",
                    ft.TextField(
                        value=player["name"],
                        label=t("ui.player_n", n=seat + 1),
                        on_change=typed,
                        expand=True,
                        dense=True,
                    ),
                    expand=True,
                ),
                ident(
                    f"player-colour-{seat}",
                    ft.Dropdown(
                        value=player["colour"],
                        width=128,
                        dense=True,
                        on_select=colour,
                        options=[ft.DropdownOption(key=c, text=self.app.t(f"colour.{c}")) for c in self.colours],
                    ),
                ),
                ft.IconButton(ft.Icons.ARROW_UPWARD, tooltip=t("ui.move_up"), on_click=up, disabled=seat == 0),
                ft.IconButton(
                    ft.Icons.CLOSE,
                    tooltip=t("ui.remove_player"),
                    on_click=drop,
                    disabled=len(self.players) <= self.game.min_players,
                ),
            ],
            spacing=4,
        )

    def _fill(self) -> None:
        self.rows.controls = [self._player_row(i) for i in range(len(self.players))]
        # offered only while a seat is left: a game for exactly two players never shows it
        self.add_button.visible = len(self.players) < self.game.max_players
        self.known.refill(p["name"] for p in self.players)

    def start(self, _: Any) -> None:
        players = [{"name": p["name"].strip(), "colour": p["colour"]} for p in self.players]
        try:
            doc = self.front.new_document(self.game, players, self.variant)
            if self.board is not None:
                doc = self.board.place(doc)
        except RefereeError as error:
            self.error.value = "; ".join(self.app.say(p) for p in problem_phrases(error))
            snack(self.page, self.app.t("ui.need_players", low=self.game.min_players, high=self.game.max_players))
            return
        record = self.app.create_game(self.game, ", ".join(p["name"] for p in players), doc)
        self.app.store.remember_players(players)
        self.go("/", f"/game/{record.id}")  # back from the new game leads home, not to the spent form

    def view(self) -> ft.View:
        t = self.app.t
        self._fill()

        def variant(e: Any) -> None:
            self.variant = e.control.value
            self._save()

        variants = ft.RadioGroup(
            value=self.variant,
            on_change=variant,
            content=ft.Column(
                [
                    ft.Column(
                        [
                            ident(f"variant-{v.id}", ft.Radio(value=v.id, label=self.app.say(v.name))),
                            ft.Text(self.app.say(v.description), size=12, italic=True),
                        ],
                        spacing=0,
                    )
                    for v in self.game.variants
                ]
            ),
        )
        body = [
            section(t("ui.players")),
            self.rows,
            self.add_button,
            self.known.control,
            *([ft.Divider(), section(t("ui.variant")), variants] if self.game.variants else []),
            *([ft.Divider(), *self.board.controls()] if self.board else []),
            self.error,
            ident(
                "start-game", ft.FilledButton(t("ui.start"), icon=ft.Icons.PLAY_ARROW, on_click=self.start, height=48)
            ),
        ]
        return ft.View(
            route=f"/new/{self.game.id}",
            appbar=ft.AppBar(title=ft.Text(t("ui.new_game", game=self.game.name))),
            controls=[ft.ListView(body, expand=True, spacing=8)],
        )
