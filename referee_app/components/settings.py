"""Settings: language (follow the device, or French / English) and theme (device, light, dark)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import ident, section
from referee_app.state import THEMES, AppState


def settings_view(app: AppState, apply: Callable[[], None]) -> ft.View:
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
                    ft.Text(t("ui.data_folder", path=str(app.store.report.path)), size=12, selectable=True),
                ],
                expand=True,
            )
        ],
    )
