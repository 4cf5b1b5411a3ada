"""Settings: language (follow the device, or French / English), theme (device, light, dark), and the way
to the table's boards (`/boards`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import ident, in_browser, section
from referee_app.state import THEMES, AppState


def breakable(path: str) -> str:
    """A path that wraps after each folder (a zero-width space after each separator) rather than being
    cut anywhere, or not at all, at the phone's edge."""
    return re.sub(r"([/\\])", "\\1\u200b", path)


def choice(identifier: str, label: str, chosen: bool, on_choose: Callable[[str], None], code: str) -> ft.Control:
    """One option of a one-of-several setting: the whole row is the tap target (48 px tall; Flet's Radio
    with its label is 32 px in a desktop browser), the radio mark drawn as an icon, the state said as checked."""
    return ident(identifier, ft.ListTile(
        leading=ft.Icon(ft.Icons.RADIO_BUTTON_CHECKED if chosen else ft.Icons.RADIO_BUTTON_UNCHECKED,
                        color=ft.Colors.PRIMARY if chosen else None),
        title=ft.Text(label), min_height=48, selected=chosen, on_click=lambda _: on_choose(code)),
        checked=chosen)


def settings_view(app: AppState, apply: Callable[[], None], go: Callable[..., Any] | None = None) -> ft.View:
    t = app.t

    def choose_language(code: str) -> None:
        app.set_language(code)
        apply()

    def choose_theme(code: str) -> None:
        app.set_theme(code)
        apply()

    language = ft.Column([choice(f"lang-{code}", t(f"ui.lang.{code}"), code == app.language_setting, choose_language,
                                 code) for code in ("system", "en", "fr")], spacing=0)
    theme = ft.Column([choice(f"theme-{code}", t(f"ui.theme.{code}"), code == app.theme, choose_theme, code)
                       for code in THEMES], spacing=0)
    return ft.View(
        route="/settings",
        appbar=ft.AppBar(title=ft.Text(t("ui.settings"))),
        controls=[
            ft.ListView(
                [
                    section(t("ui.language")),
                    language,
                    ft.Divider(),
                    section(t("ui.theme")),
                    theme,
                    ft.Divider(),
                    *([section(t("bd.title")), ft.Text(t("bd.settings_help"), size=12),
                       ident("settings-boards", ft.OutlinedButton(t("bd.open"), icon=ft.Icons.GRID_ON, height=48,
                                                                   on_click=lambda _: go("/boards")))]
                      if go else []),
                    ft.Divider(),
                    # in the browser build the path is inside the browser's storage: of no use to the user
                    ft.Text(t("ui.data_in_browser"), size=12) if in_browser()
                    # not selectable: a selectable text is a tap target, and two lines of 12 px are 34 px tall
                    else ft.Text(t("ui.data_folder", path=breakable(str(app.store.report.path))), size=12),
                ],
                expand=True,
            )
        ],
    )
