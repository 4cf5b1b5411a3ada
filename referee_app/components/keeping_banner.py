"""The banner of the browser build's safekeeping (referee_app/store/safekeeping.py): a save the browser refused,
storage it may clear, a backup suggested. At the top of the screen, above its content, only when there is
something to say; it answers by itself when a copy is taken or refused (no tap needed).

Identifiers: `keep-<kind>` for the banner (`keep-not-saved`, `keep-unkept`, `keep-backup-due`),
`keep-retry`, `keep-backup`, `keep-later`, `keep-close` for its buttons.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from referee_app.components.common import ERROR_RED, WARNING_AMBER, ident, save_and_offer, stamped
from referee_app.store.safekeeping import NOT_SAVED, Notice

#: Height of the banner's buttons: a finger's width (issue 26: 44 px at least).
BUTTON_HEIGHT = 48


def offer_backup(page: ft.Page, app: Any) -> None:
    """Download a backup file of every game (Exchange's "Make a backup" and the banner's button): the next
    backup reminder counts from now."""
    save_and_offer(page, app, app.store.backups.as_bytes(), stamped("table-referee", "trbackup"))
    if getattr(app, "keeping", None) is not None:
        app.keeping.backed_up()


class KeepingBanner:
    """The banner on the shown view: `place(view, home)` at each screen change, then kept up to date by the
    safekeeping's listeners until the next screen."""

    def __init__(self, page: ft.Page, app: Any) -> None:
        self.page, self.app = page, app
        self.view: ft.View | None = None
        self.home = True
        self.shown: Notice | None = None
        self.control: ft.Control | None = None
        app.keeping.listeners.append(self.refresh)

    def place(self, view: ft.View | None, home: bool) -> None:
        """Show the notice due on `view` (a screen just built), if any; a refused copy is tried again."""
        self.app.keeping.retry()
        self._take_down()
        self.view, self.home, self.shown = view, home, None
        self._put_up()

    def refresh(self) -> None:
        """The notice may have changed (a copy refused or taken, an answer): redraw when it did."""
        if self.view is None or self.app.keeping.notice(self.home) == self.shown:
            return
        self._take_down()
        self._put_up()
        self.page.update()

    def _take_down(self) -> None:
        if self.view is not None and self.control is not None and self.control in self.view.controls:
            self.view.controls.remove(self.control)
        self.control, self.shown = None, None

    def _put_up(self) -> None:
        notice = self.app.keeping.notice(self.home) if self.view is not None else None
        if notice is None:
            return
        self.shown, self.control = notice, self._banner(notice)
        self.view.controls.insert(0, self.control)

    def _banner(self, notice: Notice) -> ft.Control:
        t, keeping = self.app.t, self.app.keeping

        def button(identifier: str, key: str, on_click: Any, filled: bool = False) -> ft.Control:
            kind = ft.FilledButton if filled else ft.TextButton
            return ident(identifier, kind(t(key), on_click=on_click, height=BUTTON_HEIGHT))

        def backup(_: Any) -> None:
            offer_backup(self.page, self.app)

        buttons = [button("keep-backup", "keep.backup", backup, filled=True)]
        if notice.kind == NOT_SAVED:
            buttons = [button("keep-retry", "keep.retry", lambda _: keeping.retry()), *buttons,
                       button("keep-close", "keep.close", lambda _: keeping.dismiss(NOT_SAVED))]
        else:
            buttons.append(button("keep-later", "keep.later", lambda _: keeping.dismiss(notice.kind)))
        colour = ERROR_RED if notice.kind == NOT_SAVED else WARNING_AMBER
        icon = ft.Icons.SYNC_PROBLEM if notice.kind == NOT_SAVED else ft.Icons.SAVE_AS
        return ident(f"keep-{notice.kind}", ft.Container(
            ft.Column([ft.Row([ft.Icon(icon, color=colour),
                               ft.Text(self.app.say(notice.said), expand=True, size=13)]),
                       ft.Row(buttons, wrap=True, spacing=4, alignment=ft.MainAxisAlignment.END)],
                      spacing=4, tight=True),
            padding=ft.Padding.symmetric(horizontal=12, vertical=8), border=ft.Border.all(1, colour),
            border_radius=8, margin=ft.Margin.only(left=8, right=8, top=4)), container=True)
