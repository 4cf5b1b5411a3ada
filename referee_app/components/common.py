"""Shared bits of the screens: stable test identifiers, player colours, snack bars, dialogs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

#: Fill and text colour of each player colour on screen.
PLAYER_COLOURS = {
    "yellow": ("#F6C915", "#1B1B1B"),
    "blue": ("#1F5AA6", "#FFFFFF"),
    "red": ("#C0392B", "#FFFFFF"),
    "green": ("#2E8540", "#FFFFFF"),
    "black": ("#262626", "#FFFFFF"),
    "white": ("#FAFAFA", "#1B1B1B"),
    "orange": ("#F08A24", "#1B1B1B"),
    "purple": ("#6C3483", "#FFFFFF"),
}
ERROR_RED, WARNING_AMBER, KEPT_GREY = "#D32F2F", "#F57C00", "#757575"


def ident(identifier: str, control: ft.Control, **semantics: Any) -> ft.Semantics:
    """Give a control a stable identifier that tests find as [flt-semantics-identifier=...]."""
    return ft.Semantics(identifier=identifier, content=control, **semantics)


def colours_of(colour: str) -> tuple[str, str]:
    return PLAYER_COLOURS.get(colour, ("#9E9E9E", "#1B1B1B"))


def snack(page: ft.Page, text: str, action: str | None = None, on_action: Callable[[Any], Any] | None = None) -> None:
    bar = ft.SnackBar(
        ft.Text(text), action=action, on_action=on_action, duration=6000, persist=False, show_close_icon=action is None
    )
    page.show_dialog(bar)
    page.update()  # show_dialog updates only itself; the handler's other changes must go too


def confirm(
    page: ft.Page, title: str, body: str, yes: str, no: str, on_yes: Callable[[], Any], test_id: str = "confirm"
) -> None:
    """A yes/no dialog; `on_yes` runs only when the user says yes."""

    def close(_: Any) -> None:
        page.pop_dialog()

    def accept(_: Any) -> None:
        page.pop_dialog()
        on_yes()
        page.update()

    page.show_dialog(
        ft.AlertDialog(
            modal=True,
            title=ft.Text(title),
            content=ft.Text(body),
            actions=[
                ident(f"{test_id}-no", ft.TextButton(no, on_click=close)),
                ident(f"{test_id}-yes", ft.FilledButton(yes, on_click=accept)),
            ],
        )
    )


def section(title: str) -> ft.Text:
    return ft.Text(title, theme_style=ft.TextThemeStyle.TITLE_MEDIUM, weight=ft.FontWeight.BOLD)
