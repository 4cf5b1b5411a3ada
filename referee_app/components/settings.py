"""Settings: language (follow the device, or French / English), theme (device, light, dark), and the way
to the table's boards (`/boards`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import ident, in_browser, section
from referee_app.state import THEMES, AppState


def settings_view(app: AppState, apply: Callable[[], None], go: Callable[..., Any] | None = None) -> ft.View:
    t = app.t

    def choose_language(e: Any) -> None:
        app.set_language(e.control.value)
        apply()

    def choose_theme(e: Any) -> None:
        app.set_theme(e.control.value)
        apply()

    language = ft.RadioGroup(
        value=app.language_setting,
        on_change=choose_language,
        content=ft.Column(
            [ident(f"lang-{code}", ft.Radio(value=code, label=t(f"ui.lang.{code}"))) for code in ("system", "en", "fr")]
        ),
    )
    theme = ft.RadioGroup(
        value=app.theme,
        on_change=choose_theme,
        content=ft.Column(
            [ident(f"theme-{code}", ft.Radio(value=code, label=t(f"ui.theme.{code}"))) for code in THEMES]
        ),
    )
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
                       ident("settings-boards", ft.OutlinedButton(t("bd.open"), icon=ft.Icons.GRID_ON,
                                                                   on_click=lambda _: go("/boards")))]
                      if go else []),
                    ft.Divider(),
                    # in the browser build the path is inside the browser's storage: of no use to the user
                    ft.Text(t("ui.data_in_browser"), size=12) if in_browser()
                    else ft.Text(t("ui.data_folder", path=str(app.store.report.path)), size=12, selectable=True),
                ],
                expand=True,
            )
        ],
    )
