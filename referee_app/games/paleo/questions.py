"""The rules questions screen: the questions that start arguments at the table, each answered by
`scorers.paleo.questions` with the rule it rests on. Choices are rows of big buttons; the answer is
redrawn on every tap."""

from __future__ import annotations

from typing import Any

import flet as ft

from referee_app.components.answer import Answer
from referee_app.components.choice import Choice
from referee_app.components.common import ident, section
from referee_app.state import AppState
from scorers.i18n import phrase
from scorers.paleo import questions as q
from scorers.paleo.rules import ESCARMOUCHE, EXPLORER, MERCENARY, PALEO, PIECE_KINDS, ROI

SEVERAL = 3  # pieces a Mercenary may be said to touch in one shot
WIDTHS = (104, 132, 124)  # the three boxes of a touched piece, on one line of a phone


class QuestionsPanel:
    def __init__(self, app: AppState, game: str, players: int, page: ft.Page | None = None) -> None:
        self.app = app
        t = app.t
        self.game = Choice("pq-game", [(g, app.t(f"game.{g}")) for g in (PALEO, ROI, ESCARMOUCHE)],
                           self._game_changed, value=game)
        self.piece = Choice("pq-piece", [], self._may)
        self.action = Choice("pq-action", [(a, t(f"pa.ui.action.{a}")) for a in q.ACTIONS], self._may)
        self.target = Choice("pq-target", [], self._may)
        self.target_box = ft.Column([ft.Text(t("pa.ui.q.target")), self.target.control], spacing=6)
        self.may_answer = Answer(app, "pq-may-answer", page)
        self._pieces_for(game)

        self.touched = [ident(f"pq-touched-{i}", ft.Checkbox(label=t("pa.ui.touched_n", n=i + 1), value=i < 2,
                                                            on_change=self._several)) for i in range(SEVERAL)]
        self.in_camp = [ident(f"pq-camp-{i}", ft.Checkbox(label=t("pa.ui.in_camp"), value=False,
                                                         on_change=self._several)) for i in range(SEVERAL)]
        self.just_back = [ident(f"pq-back-{i}", ft.Checkbox(label=t("pa.ui.just_back"), value=False,
                                                           on_change=self._several)) for i in range(SEVERAL)]
        self.order_known = ident("pq-order-known", ft.Switch(label=t("pa.ui.order_known"), value=True,
                                                            on_change=self._several))
        # Order unknown: which touched piece is nearest to the Mercenary after the shot (nothing chosen until the
        # table says; the rules then ask rather than guess).
        self.nearest = Choice("pq-nearest", [], self._several)
        self.nearest_box = ft.Column([ft.Text(t("pa.ui.q.nearest")), self.nearest.control], spacing=6, visible=False)
        self.several_answer = Answer(app, "pq-several-answer", page)

        self.sanctuary_piece = Choice("pq-spiece", [(p, app.say(phrase(f"pa.piece.{p}")))
                                                    for p in (EXPLORER, MERCENARY)], self._sanctuary)
        self.whose = Choice("pq-whose", [(w, t(f"pa.ui.sanctuary.{w}")) for w in ("opposing", "own")],
                            self._sanctuary)
        self.pushed = Choice("pq-pushed", [("none", t("pa.ui.pushed.none")), (EXPLORER, t("pa.ui.pushed.explorer")),
                                           (MERCENARY, t("pa.ui.pushed.mercenary"))], self._sanctuary)
        self.players = Choice("pq-players", [(str(n), t("pa.ui.n_players", n=n)) for n in (2, 3, 4)],
                              self._sanctuary, value=str(players))
        self.sanctuary_answer = Answer(app, "pq-sanctuary-answer", page)
        self.freeing_answer = Answer(app, "pq-freeing-answer", page)
        self.returned_answer = Answer(app, "pq-returned-answer", page)
        self.returned_answer.show(q.returned())
        self._may()
        self._several()
        self._sanctuary()

    # --- answers ------------------------------------------------------------------------------
    def _pieces_for(self, game: str) -> None:
        kinds = PIECE_KINDS[game]
        self.piece.set_options([(k, self.app.say(phrase(f"pa.piece.{k}"))) for k in kinds])
        self.target.set_options([(k, self.app.say(phrase(f"pa.piece.{k}"))) for k in kinds])
        self.action.control.visible = game == PALEO
        if game != PALEO:
            self.action.value = "capture"
            self.action.paint()

    def _game_changed(self, game: str) -> None:
        self._pieces_for(game)
        self._may()

    def _may(self, _: Any = None) -> None:
        self.target_box.visible = self.action.value == "capture"
        target = self.target.value if self.action.value == "capture" else None
        self.may_answer.show(q.may(self.game.value, self.piece.value, self.action.value, target))

    def _several(self, _: Any = None) -> None:
        touched = [q.Touched(in_base_camp=bool(c.content.value), just_returned=bool(b.content.value))
                   for t, c, b in zip(self.touched, self.in_camp, self.just_back) if t.content.value]
        order_known = bool(self.order_known.content.value)
        chosen = self.nearest.value
        options = [(str(i), self.app.t("pa.ui.touched_n", n=i + 1)) for i in range(len(touched))]
        self.nearest.set_options(options)
        self.nearest.value = chosen if chosen in dict(options) else None  # never a default: the table says
        self.nearest.paint()
        self.nearest_box.visible = not order_known
        nearest = None if order_known or self.nearest.value is None else int(self.nearest.value)
        self.several_answer.show(q.several(touched, order_known=order_known, nearest=nearest))

    def _sanctuary(self, _: Any = None) -> None:
        players = int(self.players.value)
        pushed = None if self.pushed.value == "none" else self.pushed.value
        self.sanctuary_answer.show(q.sanctuary(players, self.sanctuary_piece.value, self.whose.value, pushed))
        self.freeing_answer.show(q.freeing(players))

    # --- the panel ----------------------------------------------------------------------------
    def controls(self) -> list[ft.Control]:
        t = self.app.t
        rows = [ft.Container(ft.Row([ft.Container(box[i], width=WIDTHS[k])
                                     for k, box in enumerate((self.touched, self.in_camp, self.just_back))],
                                    spacing=0, wrap=True),
                             border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT), border_radius=8, padding=4)
                for i in range(SEVERAL)]
        return [
            ident("pq-title", section(t("pa.ui.q.may"))),
            self.game.control, self.piece.control, self.action.control,
            self.target_box, self.may_answer.control,
            ft.Divider(),
            section(t("pa.ui.q.several")), ft.Text(t("pa.ui.q.several_help"), size=12),
            *rows, self.order_known, self.nearest_box, self.several_answer.control,
            ft.Divider(),
            section(t("pa.ui.q.sanctuary")), self.players.control, self.sanctuary_piece.control, self.whose.control,
            self.pushed.control, self.sanctuary_answer.control,
            ft.Divider(),
            section(t("pa.ui.q.freeing")), self.freeing_answer.control,
            ft.Divider(),
            section(t("pa.ui.q.returned")), self.returned_answer.control,
        ]
