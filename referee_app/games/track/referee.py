"""The referee panel of a track game: who plays, the roll, every legal move (highlighted on the track),
tap one to apply it; a pass or the end of the game said in the rules' words."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import flet as ft

from referee_app.components.common import colours_of, ident
from referee_app.games.track import document as tm
from scorers.i18n import render
from scorers.track import describe
from scorers.track.moves import Turn
from scorers.track.rules import ROLLS, STAR, TOKENS

if TYPE_CHECKING:
    from referee_app.games.track.host import TrackScreen

ROLL_LABELS = {STAR: "★"}


class RefereePanel:
    """Whose turn it is and the roll come from the saved document (`TrackDocument.turn`): going Home and
    back, or a reload, shows the same turn; choosing a player or a roll is a change like any other."""

    def __init__(self, screen: TrackScreen) -> None:
        self.screen = screen
        self.answer: Turn | None = None
        self.message = ft.Text()
        self.moves = ft.Column(spacing=6)
        #: the moves the boxes show now (a tap on box i plays shown[i])
        self.shown: tuple = ()

    @property
    def seat(self) -> int:
        return self.screen.doc.turn.seat

    @property
    def roll(self) -> int | str | None:
        return self.screen.doc.turn.roll

    def highlights(self) -> dict[int, str]:
        """The cells the legal moves reach: green, orange when the move earns a new roll."""
        self.answer = tm.referee(self.screen.doc, self.seat, self.roll) if self.roll is not None else None
        marks: dict[int, str] = {}
        for move in self.answer.moves if self.answer else ():
            for step in move.steps:
                if marks.get(step.end) != "extra":
                    marks[step.end] = "extra" if move.extra_roll else "target"
        return marks

    def choose_player(self, seat: int) -> None:
        self.screen.change(lambda d: tm.set_turn(d, seat))

    def choose_roll(self, roll: int | str) -> None:
        self.screen.change(lambda d: tm.set_roll(d, roll))

    def apply(self, tokens: tuple[int, ...], extra: bool = False) -> None:
        """Play the move (`extra` is said by the saved turn, from the rules' own move)."""
        seat, roll = self.seat, self.roll
        self.screen.change(lambda d: tm.move(d, seat, roll, tokens))

    def next_player(self, _: Any = None) -> None:
        following = (self.seat + 1) % len(self.screen.doc.file["players"])
        self.screen.change(lambda d: tm.set_turn(d, following, "next_player"))

    def _name(self, seat: int) -> str:
        return self.screen.doc.file["players"][seat]["name"]

    def _build(self) -> None:
        """The player and roll buttons, built once and repainted in place."""
        players = self.screen.report.state.players
        self.who: list[tuple[ft.Container, str]] = []
        self.rolls: list[tuple[ft.Container, int | str]] = []
        who, rolls = [], []
        for seat, player in enumerate(players):
            box = ft.Container(ft.Text(player.name, weight=ft.FontWeight.BOLD, no_wrap=True), border_radius=20,
                               height=48, padding=ft.Padding.symmetric(horizontal=14, vertical=8),
                               on_click=lambda _, s=seat: self.choose_player(s))
            self.who.append((box, player.colour))
            who.append(ident(f"turn-{player.letter}", box, button=True))
        for roll in ROLLS:
            box = ft.Container(ft.Text(ROLL_LABELS.get(roll, str(roll)), size=18, weight=ft.FontWeight.BOLD),
                               width=48, height=48, border_radius=10, alignment=ft.Alignment.CENTER,
                               border=ft.Border.all(2, ft.Colors.PRIMARY),
                               on_click=lambda _, r=roll: self.choose_roll(r))
            self.rolls.append((box, roll))
            rolls.append(ident(f"roll-{'star' if roll == STAR else roll}", box, button=True))
        self.roll_of = ft.Text(size=12)
        # who and the roll on one line when they fit, the answer at once below: all in view under the track
        self.message_box = ident("referee-message", self.message)
        self._build_moves()
        self.built = [ft.Row([*who, self.roll_of], wrap=True, spacing=6, run_spacing=4),
                      ft.Row(rolls, wrap=True, spacing=6), self.message_box, self.moves]

    def controls(self) -> list[ft.Control]:
        if not hasattr(self, "built"):
            self._build()
        # once the game is over (NU-END, FRO-END, or marked finished) no one's turn is said or chosen
        over = self.screen.report.over is True or self.screen.doc.finished
        for seat, (box, colour) in enumerate(self.who):
            fill, ink = colours_of(colour)
            chosen = seat == self.seat and not over
            box.bgcolor, box.border = (fill if chosen else None), ft.Border.all(2, fill)
            box.content.color = ink if chosen else None
        for box, roll in self.rolls:
            chosen = roll == self.roll
            box.bgcolor = ft.Colors.PRIMARY if chosen else None
            box.content.color = ft.Colors.ON_PRIMARY if chosen else None
        self.roll_of.value = "" if over else self.screen.app.t("tr.ui.roll_of", player=self._name(self.seat))
        said = self.screen.doc.turn.said
        said = None if over or said == "game_over" else said
        self.message.value = self.screen.app.t(f"tr.ui.{said}", player=self._name(self.seat)) if said else ""
        # no empty line between the rolls and the moves (hidden by its Semantics: Flet refuses a Semantics
        # whose content is hidden)
        self.message_box.visible = bool(said)
        self._show_moves()
        return self.built

    def _build_moves(self) -> None:
        """The answer's boxes, built once: a repaint changes their text and shows or hides them (issue 18:
        a tap sends property changes, not new controls). A roll has at most five moves (a star: any token;
        a 5: token 5, 1+4 and 2+3 in either order)."""
        t = self.screen.app.t
        self.pick = ft.Text(t("tr.ui.pick_roll"), size=12)
        self.split_text = ft.Text(size=12)
        self.split_box = ident("split-status", self.split_text)
        self.move_boxes: list[tuple[ft.Semantics, ft.Container, ft.Icon, ft.Text]] = []
        for i in range(len(TOKENS)):
            icon, text = ft.Icon(ft.Icons.ARROW_FORWARD), ft.Text(expand=True)
            box = ft.Container(ft.Row([icon, text]), border_radius=8, padding=10,
                               on_click=lambda _, i=i: self._tap_move(i))
            self.move_boxes.append((ident(f"move-{i}", box, button=True), box, icon, text))
        self.answer_text = ft.Text(weight=ft.FontWeight.BOLD)
        self.answer_box = ident("referee-answer", self.answer_text)
        self.pass_box = ident("pass-turn", ft.OutlinedButton(t("tr.ui.pass"), icon=ft.Icons.SKIP_NEXT,
                                                             on_click=self.next_player))
        self.moves.controls = [self.pick, self.split_box, *(m[0] for m in self.move_boxes), self.answer_box,
                               self.pass_box]

    def _tap_move(self, i: int) -> None:
        shown = self.shown  # what the box showed when tapped; a second quick tap finds it gone
        if i < len(shown):
            self.apply(shown[i].tokens, shown[i].extra_roll)

    def _show_moves(self) -> None:
        app, answer = self.screen.app, self.answer
        state = self.screen.report.state
        self.shown = answer.moves if answer is not None else ()
        self.pick.visible = answer is None
        # over: the end in the rules' words where "pick the player, then the roll" was
        report = self.screen.report
        self.pick.value = (app.say(report.end) if report.over is True else
                           app.t("tr.ui.marked_finished") if self.screen.doc.finished else app.t("tr.ui.pick_roll"))
        self.split_box.visible = answer is not None and answer.split is not None
        if self.split_box.visible:
            self.split_text.value = app.t("tr.cli.split", why=answer.split[1])
        for i, (semantics, box, icon, text) in enumerate(self.move_boxes):
            semantics.visible = i < len(self.shown)
            if not semantics.visible:
                continue
            move = self.shown[i]
            colour = "#F57C00" if move.extra_roll else "#2E7D32"
            icon.icon, icon.color = (ft.Icons.REPLAY if move.extra_roll else ft.Icons.ARROW_FORWARD), colour
            box.border = ft.Border.all(2, colour)
            text.value = render(describe(state, move), app.lang)
        self.answer_box.visible = answer is not None
        if answer is not None:
            self.answer_text.value = app.say(answer.reason)
        self.pass_box.visible = answer is not None and answer.outcome == "pass"
