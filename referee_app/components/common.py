"""Shared bits of the screens: stable test identifiers, player colours, snack bars, dialogs."""

from __future__ import annotations

import re
import sys
import unicodedata
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
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
#: Narrower than this (logical pixels), a page is a phone's.
PHONE_WIDTH = 600
#: What a file name made from a title leaves out (letters and digits of any alphabet stay).
NOT_A_NAME = re.compile(r"[\W_]+")


def enter_to_next(fields: list[ft.TextField], at: int, last: Callable[[], Any]) -> Callable[[Any], Any]:
    """The Enter handler of `fields[at]`: the keyboard to the next field, or in the last one `last()` (a row of
    typed numbers: Loopit's final totals, Paleo's final scores). A coroutine function itself, so that Flet awaits
    it (a lambda returning the coroutine would never be run)."""
    async def submit(_: Any) -> None:
        if at + 1 < len(fields):
            await fields[at + 1].focus()
            return
        last()
    return submit


def ident(identifier: str, control: ft.Control, **semantics: Any) -> ft.Semantics:
    """Give a control a stable identifier that tests find as [flt-semantics-identifier=...]."""
    return ft.Semantics(identifier=identifier, content=control, **semantics)


#: A game screen's app-bar title (issue 26, item 4): the game's name, at this size, on up to this many lines, never
#: shortened with "…" (the player names it showed were cut to "Chlo…" at 360 px; they are on the screen).
BAR_TITLE_SIZE = 15
BAR_TITLE_LINES = 2
#: The room between the back arrow and the title (Flutter's default, 16 px, cut "Billard Doublé" at 360 px).
BAR_TITLE_SPACING = 4


def bar_title(name: str) -> ft.Text:
    """The app-bar title of a game's screen, `name` the game's: wrapped onto a second line when the actions
    leave too little room for one (never cut)."""
    return ft.Text(name, size=BAR_TITLE_SIZE, max_lines=BAR_TITLE_LINES)


def select_all(e: Any) -> None:
    """A text field's `on_focus`: the text it holds, all of it selected, so that what is typed replaces it (issue
    36: a name of the last table, "Tom", and "Ann" typed made "TomAnn"; a value read "4" and a hurried "4" made
    "44"). An empty field is left alone."""
    field = e.control
    text = field.value or ""
    if text:
        field.selection = ft.TextSelection(base_offset=0, extent_offset=len(text))
        field.update()


def colours_of(colour: str) -> tuple[str, str]:
    return PLAYER_COLOURS.get(colour, ("#9E9E9E", "#1B1B1B"))


def snack(page: ft.Page, text: str, action: str | None = None, on_action: Callable[[Any], Any] | None = None) -> None:
    """A message at the bottom of the screen; with `action`, a button beside it (Undo). The button is the app's
    own text button, not the bar's action: Flutter builds that one at a desktop browser's compact density,
    32 px tall (issue 26); the theme's is 48."""
    if action is None:
        bar = ft.SnackBar(ft.Text(text), duration=6000, persist=False, show_close_icon=True)
    else:
        def act(e: Any) -> None:
            bar.open = False
            if on_action is not None:
                on_action(e)

        bar = ft.SnackBar(ft.Row([ft.Text(text, expand=True),
                                  ident("snack-action", ft.TextButton(
                                      action, on_click=act, style=ft.ButtonStyle(color=ft.Colors.INVERSE_PRIMARY)))]),
                          duration=6000, persist=False)
    page.show_dialog(bar)
    page.update()  # show_dialog updates only itself; the handler's other changes must go too


def shown_dialogs(page: ft.Page) -> list[Any]:
    """The dialogs, sheets and snack bars on the page (Flet 1.0.5 keeps them in a private field only)."""
    return list(getattr(getattr(page, "_dialogs", None), "controls", []))


def dismiss_messages(page: ft.Page) -> None:
    """Close the messages on show before the app opens another screen: a sheet's "saved: …" covered Start on
    the set-up form that Play again opens."""
    for shown in shown_dialogs(page):
        if isinstance(shown, ft.SnackBar) and shown.open:
            shown.open = False


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


def stamped(title: str, extension: str) -> str:
    """A file name from a title and the time: `Chloé-Zoé-20260131-201500.json`. Letters of every language
    stay (a Fröscheln sheet is not `Fr-scheln`); anything else (spaces, / \\ : * ? and the like) is a dash."""
    name = NOT_A_NAME.sub("-", unicodedata.normalize("NFC", title)).strip("-") or "game"
    return f"{name}-{datetime.now():%Y%m%d-%H%M%S}.{extension}"


def in_browser() -> bool:
    """The browser build (pwa/): Python runs inside the page (Pyodide), files reach the user as downloads."""
    return sys.platform == "emscripten"


def shown_path(page: ft.Page, path: Path) -> str:
    """A file the app wrote, as the user is told of it: its path in a computer's window; its name alone in
    the browser build (the path is inside the browser's storage) and on a page as narrow as a phone's (the
    path is on the computer that serves the page, in table mode)."""
    width = getattr(page, "width", None)  # None until the client has said its size
    return path.name if in_browser() or (width and width < PHONE_WIDTH) else str(path)


def save_and_offer(page: ft.Page, app: Any, data: bytes, name: str, saved_key: str = "ex.saved_file") -> None:
    """Save `data` as exports/<name> in the data folder, say where (`saved_key`, see `shown_path`), then offer
    it (a download on the web). A folder that cannot be written is said, not raised.
    In the browser build the download is the file: no copy is kept in the browser's storage, where copies
    would pile up out of the user's reach, and the message names the file and the downloads."""
    if in_browser():
        snack(page, app.t("ex.downloaded", name=name))
    else:
        folder = app.store.report.path.parent / "exports"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            (folder / name).write_bytes(data)
            snack(page, app.t(saved_key, path=shown_path(page, folder / name)))
        except OSError as error:
            snack(page, app.t("ui.export_failed", reason=error.strerror or str(error)))

    async def offer() -> None:
        try:
            await ft.FilePicker().save_file(file_name=name, src_bytes=data)
        except Exception:  # noqa: BLE001 - a platform without a save dialog keeps the saved copy
            pass

    page.run_task(offer)


def offer_file(page: ft.Page, app: Any, data: bytes, title: str, extension: str) -> None:
    """A score sheet (or another file named after the game's title) saved and offered."""
    save_and_offer(page, app, data, stamped(title, extension), "ui.pdf_saved")
