"""A Paleo, Le Roi or Escarmouche game: the log (one tap a round, a king, an event), the rules questions
and the sheet, with undo and redo. Every tap becomes a change of `referee_app.games.paleo.document`, saved at once
through `AppState`; checks, refusals and scores come from `scorers.paleo`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import BAR_TITLE_SPACING, bar_title, ident
from referee_app.components.saved_game import SavedGameScreen
from referee_app.components.violation_banner import ViolationBanner
from referee_app.games.paleo import document as pm
from referee_app.games.paleo.log import log_for
from referee_app.games.paleo.questions import QuestionsPanel
from referee_app.games.paleo.sheet import sheet_panel
from referee_app.state import AppState
from scorers.i18n import Phrase
from scorers.registry import find_game

TABS = ("log", "questions", "sheet")
ICONS = (ft.Icons.EDIT_NOTE, ft.Icons.HELP_OUTLINE, ft.Icons.EMOJI_EVENTS)


class PaleoScreen(SavedGameScreen):
    DOCUMENT = pm.PaleoDocument

    def __init__(self, page: ft.Page, app: AppState, record_id: str, go: Callable[..., Any]) -> None:
        self.open_record(page, app, record_id)
        self.record_id, self.go = record_id, go
        self.game = self.doc.file["game"]
        self.tab = "sheet" if self.doc.finished else "log"
        self.log = log_for(self.game, app, self.doc, self.change)
        self.log.repaint = self.send_targeted
        self.body_kept = False  # the last refresh left the log's controls in the body (`repainted`)
        self.questions = QuestionsPanel(app, self.game, len(self.doc.file["players"]), page)
        self.body = ft.Column(expand=True, scroll=ft.ScrollMode.AUTO, spacing=10)
        self.banner = ViolationBanner(page, app)
        self.refusal_shown = False  # the banner says a refused tap (until the next change), not the checks
        self.log.status.max_lines, self.log.status.overflow = 2, ft.TextOverflow.ELLIPSIS
        self.top = self.banner.slot(ident("pa-status", self.log.status))
        self.history_buttons()
        self.nav = ft.NavigationBar(selected_index=TABS.index(self.tab), on_change=self.switch, destinations=[
            ft.NavigationBarDestination(icon=icon, label=app.t(f"pa.ui.tab.{name}.{self.game}"
                                                               if name == "log" else f"pa.ui.tab.{name}"))
            for name, icon in zip(TABS, ICONS)])

    # --- changes --------------------------------------------------------------------------------
    def switch(self, e: Any) -> None:
        with self.lock:
            self.tab = TABS[int(e.control.selected_index)]
            self.refresh()

    def refused(self, reasons: tuple[Phrase, ...]) -> None:
        """A refused tap is said at the top of the board, in the rule's words (issue 17)."""
        self.banner.show(reasons)
        self.refusal_shown = True

    def loaded(self) -> None:
        self.refusal_shown = False

    # --- painting -------------------------------------------------------------------------------
    def refresh(self) -> None:
        report = pm.report(self.doc)
        if not self.refusal_shown:  # what the checks say of the game as it stands (warnings: PA-SEATS...)
            self.banner.show(report.violations)
        self.log.status.value = self.app.say(report.end)  # under the banner, on every tab
        if self.tab == "log":
            controls = self.log.show(report, self.doc)
            self.body_kept = self.body.controls is controls
            if not self.body_kept:
                self.body.controls = controls
        elif self.tab == "questions":
            self.body_kept = False
            self.body.controls = self.questions.controls()
        else:
            self.body_kept = False
            self.body.controls = sheet_panel(self.page, self.app, self.doc, report, self.change)
        self.undo_button.content.disabled = not self.record.can_undo
        self.redo_button.content.disabled = not self.record.can_redo
        self.nav.selected_index = TABS.index(self.tab)

    def repainted(self) -> list[ft.Control] | None:
        """Issue 18: on the log tab shown as before, a tap, an undo or a redo sends the top (status and
        banner), what the log changed (`parts`) and the undo and redo buttons, never the whole page; another
        tab: None, the whole page."""
        if self.tab == "log" and self.body_kept:
            return [self.top, self.banner.control, *self.log.parts(), self.undo_button, self.redo_button]
        return None

    def view(self) -> ft.View:
        self.refresh()
        return ft.View(route=f"/game/{self.record_id}",
                       appbar=ft.AppBar(title=bar_title(self.app.say(find_game(self.record.game).name)),
                                        title_spacing=BAR_TITLE_SPACING,
                                        actions=[self.undo_button, self.redo_button]),
                       navigation_bar=self.nav, controls=[self.banner.column(self.top, self.body, spacing=6)],
                       padding=10, spacing=6)
