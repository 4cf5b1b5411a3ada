"""Défense d'afficher's card and slot questions (issue 29), one tap from the game's app bar (`po-questions`):
what does this card allow, what penalty for this slot. The card, the slot and the poster are tapped; each
answer is `scorers.posters.slot_questions`'s, for the side to play, from the game as its log leaves it.
("May I stick after staying put?" stays at the foot of the turn tab, `po-q-stay`.)"""

from __future__ import annotations

from typing import Any

import flet as ft

from referee_app.components.answer import Answer
from referee_app.components.choice import Choice
from referee_app.components.common import ident, section
from referee_app.state import AppState
from scorers.posters.model import PostersState
from scorers.posters.slot_questions import card_allows, slot_penalty


class QuestionsPanel:
    """Identifiers: `poq-card-<id>`, `poq-slot-<slot>`, `poq-poster-<brand>`, and the answers
    `poq-card-answer`, `poq-slot-answer` (each rule's button `<answer>-rule-<ID>`)."""

    def __init__(self, app: AppState, state: PostersState, page: ft.Page | None = None) -> None:
        self.app, self.state = app, state
        board = state.board
        self.card = Choice("poq-card", [(c.id, app.say(c.label)) for c in board.deck], self._card)
        self.slot = Choice("poq-slot", [(s, s) for p in board.panels for s in p.slot_ids()], self._slot)
        self.poster = Choice("poq-poster", [], self._penalty)
        self.card_answer = Answer(app, "poq-card-answer", page)
        self.slot_answer = Answer(app, "poq-slot-answer", page)
        self._card()
        self._slot()

    def _card(self, _: Any = None) -> None:
        if self.card.value is not None:
            self.card_answer.show(card_allows(self.state, self.card.value))
        else:  # a deck with no card (or the simplified game): the rules say so
            self.card_answer.show(card_allows(self.state, ""))

    def _slot(self, _: Any = None) -> None:
        """A slot's panel's brands to choose the poster from (a brand of another panel is as wrong as these)."""
        panel = self.state.board.panel(self.slot.value[0])
        self.poster.value = self.state.board.slot_brand(self.slot.value)  # its own brand until one is tapped
        self.poster.set_options([(b, self.state.board.brands[b]) for b in panel.slots])
        self._penalty()

    def _penalty(self, _: Any = None) -> None:
        self.slot_answer.show(slot_penalty(self.state, self.slot.value, self.poster.value))

    def controls(self) -> list[ft.Control]:
        t = self.app.t
        return [
            ident("poq-title", section(t("po.ui.q.card"))), self.card.control, self.card_answer.control,
            ft.Divider(),
            section(t("po.ui.q.slot")), ft.Text(t("po.ui.q.slot_help"), size=12), self.slot.control,
            self.poster.control, self.slot_answer.control,
        ]


def open_questions(page: ft.Page, app: AppState, state: PostersState) -> QuestionsPanel:
    """Show the questions over the game's screen, in a dialog (a rule's button closes it and opens the book
    at that clause; back returns to the game)."""
    panel = QuestionsPanel(app, state, page)
    page.show_dialog(ft.AlertDialog(
        title=ft.Text(app.t("po.ui.q.open")), scrollable=True,
        content=ft.Column(panel.controls(), tight=True, spacing=8, width=380),
        actions=[ident("poq-close", ft.TextButton("OK", height=48, on_click=lambda _: page.pop_dialog()))]))
    return panel
