"""Players: the profiles (name, colour preference) offered at every game's set-up, each with its record
(games, wins, average and best score, last played). Adding, renaming and recolouring happen in the form
at the top; deleting asks first and can be undone."""

from __future__ import annotations

from typing import Any

import flet as ft

from referee_app.components.common import PLAYER_COLOURS, colours_of, confirm, ident, section, snack
from referee_app.components.history import _day, icon_button
from referee_app.problems import problem_phrases, reason
from referee_app.state import AppState
from referee_app.store.records import Profile, player_key
from referee_app.store.statistics import player_summaries
from scorers.errors import RefereeError

NO_COLOUR = "-"


class PlayersScreen:
    def __init__(self, page: ft.Page, app: AppState) -> None:
        self.page, self.app = page, app
        t = app.t
        self.editing: str | None = None
        self.name = ft.TextField(label=t("ex.profile_name"), expand=True, on_submit=self.save)
        # 160: "au choix" whole (140 drew "au choi:" at 360 px in French)
        self.colour = ft.Dropdown(value=NO_COLOUR, width=160, label=t("ex.profile_colour"),
                                  options=[ft.DropdownOption(key=NO_COLOUR, text=t("ex.no_colour"))]
                                  + [ft.DropdownOption(key=c, text=t(f"colour.{c}")) for c in PLAYER_COLOURS])
        self.button = ft.FilledButton(t("ex.add_profile"), icon=ft.Icons.PERSON_ADD, on_click=self.save, height=48)
        self.cancel = ft.TextButton(t("ui.cancel"), on_click=lambda _: self.edit(None), visible=False)
        self.error = ft.Text(color=ft.Colors.ERROR)
        self.rows = ft.Column(spacing=2)

    def edit(self, profile: Profile | None) -> None:
        t = self.app.t
        self.editing = profile.id if profile else None
        self.name.value = profile.name if profile else ""
        self.colour.value = (profile.colour or NO_COLOUR) if profile else NO_COLOUR
        self.button.content = t("ex.save_profile") if profile else t("ex.add_profile")
        self.cancel.visible = profile is not None
        self.error.value = ""

    def save(self, _: Any) -> None:
        colour = None if self.colour.value in (None, NO_COLOUR) else self.colour.value
        try:
            self.app.store.records.save_profile(self.name.value or "", colour, self.editing)
        except RefereeError as error:
            self.error.value = self.app.t("ex.profile_refused", reason=reason(error, self.app.lang))
            return
        self.edit(None)
        self.fill()

    def ask_delete(self, profile: Profile) -> None:
        t = self.app.t

        def really() -> None:
            self.app.store.records.delete_profile(profile.id)
            self.fill()

            def undo(_: Any) -> None:
                try:
                    self.app.store.records.restore_profile(profile.id)
                except RefereeError as error:
                    snack(self.page, "; ".join(self.app.say(p) for p in problem_phrases(error)))
                self.fill()
                self.page.update()

            snack(self.page, t("ex.profile_deleted", name=profile.name), t("ui.undo"), undo)

        confirm(self.page, t("ex.delete_profile_title"), t("ex.delete_profile_body", name=profile.name),
                t("ui.delete"), t("ui.cancel"), really, test_id="delete-profile")

    def fill(self) -> None:
        t, lang = self.app.t, self.app.lang
        stats = {player_key(s.player): s for s in player_summaries(self.app.store.records.result_lines())}
        rows = []
        for i, profile in enumerate(self.app.store.records.profiles()):
            fill, ink = colours_of(profile.colour or "")
            record = stats.get(player_key(profile.name))
            line = (t("ex.player_stats", played=record.plays, wins=record.wins, rate=round(100 * record.win_rate),
                      longest=record.longest_streak, last=_day(record.last_played, lang))
                    if record else t("ex.no_games_yet"))
            rows.append(ft.Row([
                ft.Container(ft.Text(profile.name[:1].upper(), color=ink, weight=ft.FontWeight.BOLD), bgcolor=fill,
                             width=36, height=36, border_radius=18, alignment=ft.Alignment.CENTER),
                ident(f"profile-{i}", ft.Column([ft.Text(profile.name, weight=ft.FontWeight.BOLD),
                                                 ft.Text(line, size=12)], spacing=0, expand=True), expand=True),
                ident(f"edit-profile-{i}", icon_button(ft.Icons.EDIT_OUTLINED, tooltip=t("ex.edit"),
                                                         on_click=lambda _, p=profile: self.edit(p))),
                ident(f"delete-profile-{i}", icon_button(ft.Icons.DELETE_OUTLINE, tooltip=t("ui.delete"),
                                                           on_click=lambda _, p=profile: self.ask_delete(p))),
            ], spacing=8))
        self.rows.controls = rows or [ft.Text(t("ex.no_profiles"), italic=True)]

    def view(self) -> ft.View:
        t = self.app.t
        self.fill()
        body = [ft.Text(t("ex.profiles_about"), size=12),
                ft.Row([ident("profile-name", self.name, expand=True), ident("profile-colour", self.colour)],
                       spacing=8),
                ft.Row([ident("profile-save", self.button), self.cancel]), self.error,
                ft.Divider(), section(t("ex.players")), self.rows]
        return ft.View(route="/players", appbar=ft.AppBar(title=ft.Text(t("ex.players"))),
                       controls=[ft.ListView(body, expand=True, spacing=8)])
