"""The answer card every rules-questions screen shows: the verdict in bold, the reasons, and the rules cited, each
with the button to its clause in the game's Rules screen (`scorers/answers.py` gives the verdict)."""

from __future__ import annotations

from typing import Any

import flet as ft

from referee_app.components.common import ident
from referee_app.components.rules import book_link
from referee_app.state import AppState


class Answer:
    """An answer card: the verdict in bold, the reasons, and the rules cited (with a page, each with the
    button to its clause in the game's Rules screen: `<identifier>-rule-<ID>`)."""

    def __init__(self, app: AppState, identifier: str, page: ft.Page | None = None) -> None:
        self.app, self.identifier, self.page = app, identifier, page
        self.verdict = ft.Text(weight=ft.FontWeight.BOLD, size=16)
        self.reasons = ft.Text()
        self.rules = ft.Text(size=12, italic=True)
        self.links = ft.Row(spacing=0, wrap=True, visible=False)
        self.control = ident(identifier, ft.Container(
            ft.Column([self.verdict, self.reasons, self.rules, self.links], spacing=4),
            border=ft.Border.all(1, ft.Colors.PRIMARY), border_radius=8, padding=10))

    def show(self, answer: Any) -> None:  # `scorers.answers.Answer`, or Paleo's own (the same three fields)
        self.verdict.value = self.app.say(answer.verdict)
        self.reasons.value = " ".join(self.app.say(r) for r in answer.reasons)
        self.rules.value = self.app.t("pa.ui.rules_cited", rules=", ".join(answer.rules)) if answer.rules else ""
        if self.page is not None:
            links = [book_link(self.page, self.app, rule, f"{self.identifier}-rule-{rule}") for rule in answer.rules]
            self.links.controls = [ft.Row([ft.Text(rule, size=12), link], spacing=0, tight=True)
                                   for rule, link in zip(answer.rules, links) if link]
            self.links.visible = bool(self.links.controls)
            self.rules.visible = not self.links.visible  # the ids once: with their buttons when they have some
