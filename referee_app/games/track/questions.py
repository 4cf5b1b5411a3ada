"""Numeri's and Fröscheln's rules questions (issue 29), one tap from the game's app bar (`tr-questions`):
which moves does this roll allow, may I split now, does this chain give another roll. The player and the
roll are tapped (the turn on the track by default); each answer is `scorers.track.questions`'s, from the
tokens as they stand, with the rules it rests on (the referee panel under the track plays the moves)."""

from __future__ import annotations

from typing import Any

import flet as ft

from referee_app.components.answer import Answer
from referee_app.components.choice import Choice
from referee_app.components.common import ident, section
from referee_app.games.track import document as tm
from referee_app.state import AppState
from scorers.track import questions as q
from scorers.track.model import TrackState
from scorers.track.rules import ROLLS, STAR

FIRST_ROLL = ROLLS[0]  # until the table taps one, when the track has no roll chosen
STAR_LABEL = "★"


def roll_value(text: str) -> int | str:
    return text if text == STAR else int(text)


class QuestionsPanel:
    """The three questions for one player and roll. Identifiers: `trq-player-<seat>`, `trq-roll-<1..5|star>`,
    and the answers `trq-moves-answer`, `trq-split-answer`, `trq-extra-answer` (each rule's button
    `<answer>-rule-<ID>`)."""

    def __init__(self, app: AppState, state: TrackState, seat: int = 0, roll: int | str | None = None,
                 page: ft.Page | None = None) -> None:
        self.app, self.state = app, state
        self.player = Choice("trq-player", [(str(i), p.name) for i, p in enumerate(state.players)], self._show,
                             value=str(seat))
        self.roll = Choice("trq-roll", [(str(r), STAR_LABEL if r == STAR else str(r)) for r in ROLLS], self._show,
                           value=str(FIRST_ROLL if roll is None else roll))
        self.moves_answer = Answer(app, "trq-moves-answer", page)
        self.split_answer = Answer(app, "trq-split-answer", page)
        self.extra_answer = Answer(app, "trq-extra-answer", page)
        self._show()

    def _show(self, _: Any = None) -> None:
        seat, roll = int(self.player.value), roll_value(self.roll.value)
        self.moves_answer.show(q.roll_moves(self.state, seat, roll))
        self.split_answer.show(q.may_split(self.state, seat, roll))
        self.extra_answer.show(q.extra_roll(self.state, seat, roll))

    def controls(self) -> list[ft.Control]:
        t = self.app.t
        return [
            ident("trq-title", ft.Text(t("tr.ui.q.who"))), self.player.control, self.roll.control,
            ft.Divider(), section(t("tr.ui.q.moves")), self.moves_answer.control,
            ft.Divider(), section(t("tr.ui.q.split")), self.split_answer.control,
            ft.Divider(), section(t("tr.ui.q.extra")), self.extra_answer.control,
        ]


def open_questions(page: ft.Page, app: AppState, doc: tm.TrackDocument) -> QuestionsPanel:
    """Show the questions over the game's screen, in a dialog (a rule's button closes it and opens the book
    at that clause; back returns to the game)."""
    panel = QuestionsPanel(app, tm.state_of(doc), doc.turn.seat, doc.turn.roll, page)
    page.show_dialog(ft.AlertDialog(
        title=ft.Text(app.t("tr.ui.q.open")), scrollable=True,
        content=ft.Column(panel.controls(), tight=True, spacing=8, width=380),
        actions=[ident("trq-close", ft.TextButton("OK", height=48, on_click=lambda _: page.pop_dialog()))]))
    return panel
