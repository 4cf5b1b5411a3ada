"""The rules questions of the games played with Paleo's pieces (issue 29), one tap from the match's app bar
(`pg-questions`): who plays next (every game), and is this shot a fault (Kayak: the gate passed, the way, a
kayak touched; Hockey: who, and what happened). Everything is tapped; each answer is
`scorers.paleo_games.questions`'s, from the match log."""

from __future__ import annotations

from typing import Any

import flet as ft

from referee_app.components.answer import Answer
from referee_app.components.choice import Choice
from referee_app.components.common import ident, section
from referee_app.state import AppState
from scorers.i18n import Phrase, phrase
from scorers.paleo_games.hockey import FAULTS, HOCKEY, Fault
from scorers.paleo_games.kayak import KAYAK, KayakShot
from scorers.paleo_games.match import MatchGame, MatchState
from scorers.paleo_games.questions import is_fault, who_plays_next

NONE = "none"


class QuestionsPanel:
    """Identifiers: `pgq-next-answer`; for a fault, `pgq-shooter-<seat>`, and in Kayak `pgq-gate-<n|none>`,
    `pgq-wrong-way`, `pgq-touched-<seat|none>`, in Hockey `pgq-kind-<fault>`; the answer `pgq-fault-answer`
    (each rule's button `<answer>-rule-<ID>`)."""

    def __init__(self, app: AppState, game: MatchGame, state: MatchState, page: ft.Page | None = None) -> None:
        self.app, self.game, self.state = app, game, state
        t = app.t
        self.next_answer = Answer(app, "pgq-next-answer", page)
        self.next_answer.show(who_plays_next(game, state))
        self.asks_fault = game in (KAYAK, HOCKEY)
        names = state.names
        turn = game.replay(state).tally.turn
        self.shooter = Choice("pgq-shooter", [(str(i), n) for i, n in enumerate(names)], self._fault,
                              value=str(turn or 0))
        self.extra: list[ft.Control] = []
        if game is KAYAK:
            gates = state.options["gates"]
            self.gate = Choice("pgq-gate", [(NONE, t("pg.ui.q.no_gate"))] +
                               [(str(n), t("pg.ui.q.gate_n", n=n)) for n in range(1, gates + 1)], self._fault)
            self.wrong_way = ident("pgq-wrong-way", ft.Switch(label=t("pg.ui.q.wrong_way"), value=False,
                                                             on_change=self._fault))
            self.touched = Choice("pgq-touched", [(NONE, t("pg.ui.q.nobody"))] +
                                  [(str(i), n) for i, n in enumerate(names)], self._fault)
            self.extra = [ft.Text(t("pg.ui.q.gate")), self.gate.control, self.wrong_way,
                          ft.Text(t("pg.ui.q.touched")), self.touched.control]
        elif game is HOCKEY:
            self.kind = Choice("pgq-kind", [(k, app.say(_fault_phrase(k))) for k in FAULTS], self._fault)
            self.extra = [ft.Text(t("pg.ui.q.kind")), self.kind.control]
        self.fault_answer = Answer(app, "pgq-fault-answer", page)
        if self.asks_fault:
            self._fault()

    def _shot(self) -> Any:
        player = self.state.names[int(self.shooter.value)]
        if self.game is KAYAK:
            gates = [] if self.gate.value == NONE else [int(self.gate.value) * (-1 if self.wrong_way.content.value
                                                                                 else 1)]
            touched = None if self.touched.value == NONE else self.state.names[int(self.touched.value)]
            return KayakShot(player=player, gates=gates, touched=touched)
        return Fault(type="fault", player=player, kind=self.kind.value)

    def _fault(self, _: Any = None) -> None:
        self.fault_answer.show(is_fault(self.game, self.state, self._shot()))

    def controls(self) -> list[ft.Control]:
        t = self.app.t
        controls: list[ft.Control] = [ident("pgq-title", section(t("pg.ui.q.next"))), self.next_answer.control]
        if self.asks_fault:
            controls += [ft.Divider(), section(t("pg.ui.q.fault")), ft.Text(t("pg.ui.q.shooter")),
                         self.shooter.control, *self.extra, self.fault_answer.control]
        return controls


def _fault_phrase(kind: str) -> Phrase:
    return phrase(f"pg.hk.fault.{kind}")


def open_questions(page: ft.Page, app: AppState, game: MatchGame, state: MatchState) -> QuestionsPanel:
    """Show the questions over the match's screen, in a dialog (a rule's button closes it and opens the book
    at that clause; back returns to the match)."""
    panel = QuestionsPanel(app, game, state, page)
    page.show_dialog(ft.AlertDialog(
        title=ft.Text(app.t("pg.ui.q.open")), scrollable=True,
        content=ft.Column(panel.controls(), tight=True, spacing=8, width=380),
        actions=[ident("pgq-close", ft.TextButton("OK", height=48, on_click=lambda _: page.pop_dialog()))]))
    return panel
