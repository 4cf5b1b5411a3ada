"""Loopit's rules questions (issue 29), one tap from the game's app bar (`lp-questions`): may this tile go
here, what does this turn score, may I swap. Everything is tapped (a square of a small copy of the board,
the tile's line ends and value, "one of my tiles fits"); each answer is `scorers.loopit.questions`'s, from
the turns written and the tiles of the turn being played."""

from __future__ import annotations

from typing import Any

import flet as ft

from referee_app.components.answer import Answer
from referee_app.components.choice import Choice
from referee_app.components.common import ident, section
from referee_app.games.loopit import document as lp
from referee_app.state import AppState
from scorers.loopit import parse
from scorers.loopit import questions as q
from scorers.loopit.checks import final_board, side_phrase
from scorers.loopit.model import LoopitState, Placement
from scorers.loopit.rules import MAX_VALUE, MIN_VALUE, SIDES
from scorers.loopit.tiles import Square, Tile

CELL = 30  # a square of the questions' board: 11 of them and their gaps fit a phone's dialog
DEFAULT_SIDES = "EW"  # a straight line until the table taps the tile's own


def position(doc: lp.LoopitDocument) -> tuple[LoopitState, tuple]:
    """The turns written, and the tiles of the turn being played (as the scorers read them)."""
    state = lp.state_of(doc)
    if not doc.pending:
        return state, ()
    turn = {"player": lp.next_player(doc), "tiles": list(doc.pending)}
    return state, parse({**doc.file, "turns": [*doc.file["turns"], turn]}).turns[-1].tiles


class QuestionsPanel:
    """The three questions over one position. Identifiers: `lpq-square-<name>` (like `lpq-square-g6`),
    `lpq-side-<N|E|S|W>`, `lpq-value-<v>`, `lpq-one-fits`, and the answers `lpq-lay-answer`,
    `lpq-points-answer`, `lpq-swap-answer` (each rule's button `<answer>-rule-<ID>`)."""

    def __init__(self, app: AppState, state: LoopitState, pending: tuple, page: ft.Page | None = None) -> None:
        self.app, self.state, self.pending = app, state, pending
        t = app.t
        board = state.mode == q.BOARD_MODE
        laid = final_board(state) if board else {}
        for tile in pending:
            if isinstance(tile, Placement):
                laid.setdefault(tile.square, tile.tile)
        self.square = state.board.centre
        self.cells: dict[Square, ft.Container] = {}
        rows = []
        for r in range(state.board.size if board else 0):
            row = []
            for c in range(state.board.size):
                square = Square(r, c)
                tile = laid.get(square)
                cell = ft.Container(ft.Text(str(tile.value) if tile else "", size=11), width=CELL, height=CELL,
                                    alignment=ft.Alignment.CENTER, border_radius=3,
                                    border=ft.Border.all(1, ft.Colors.OUTLINE),
                                    on_click=lambda _, s=square: self.pick_square(s))
                self.cells[square] = cell
                row.append(ident(f"lpq-square-{square.name()}", cell))
            rows.append(ft.Row(row, spacing=1, tight=True))
        self.grid = ft.Column(rows, spacing=1, tight=True, visible=board)
        self.where = ft.Text(size=13, italic=True)
        self.sides = {s: ident(f"lpq-side-{s}", ft.Checkbox(label=app.say(side_phrase(s)), value=s in DEFAULT_SIDES,
                                                           on_change=self._lay)) for s in SIDES}
        self.value = Choice("lpq-value", [(str(v), str(v)) for v in range(MIN_VALUE, MAX_VALUE + 1)], self._lay)
        self.one_fits = ident("lpq-one-fits", ft.Switch(label=t("lp.ui.q.one_fits"), value=False,
                                                        on_change=self._swap))
        self.lay_answer = Answer(app, "lpq-lay-answer", page)
        self.points_answer = Answer(app, "lpq-points-answer", page)
        self.swap_answer = Answer(app, "lpq-swap-answer", page)
        self.pick_square(self.square)
        self.points_answer.show(q.turn_points(state, pending))
        self._swap()

    def pick_square(self, square: Square) -> None:
        self.square = square
        for s, cell in self.cells.items():
            cell.bgcolor = ft.Colors.PRIMARY_CONTAINER if s == square else None
        self.where.value = square.name()
        self._lay()

    def _lay(self, _: Any = None) -> None:
        sides = "".join(s for s in SIDES if self.sides[s].content.value)
        self.lay_answer.show(q.may_lay(self.state, self.pending, self.square, Tile(sides, int(self.value.value))))

    def _swap(self, _: Any = None) -> None:
        self.swap_answer.show(q.may_swap(self.state, self.pending, bool(self.one_fits.content.value)))

    def controls(self) -> list[ft.Control]:
        t = self.app.t
        return [
            ident("lpq-title", section(t("lp.ui.q.lay"))), ft.Text(t("lp.ui.q.lay_help"), size=12),
            self.grid, self.where, ft.Row(list(self.sides.values()), wrap=True, spacing=0), self.value.control,
            self.lay_answer.control,
            ft.Divider(),
            section(t("lp.ui.q.points")), self.points_answer.control,
            ft.Divider(),
            section(t("lp.ui.q.swap")), self.one_fits, self.swap_answer.control,
        ]


def open_questions(page: ft.Page, app: AppState, doc: lp.LoopitDocument) -> QuestionsPanel:
    """Show the questions over the game's screen, in a dialog (a rule's button closes it and opens the book
    at that clause; back returns to the game)."""
    state, pending = position(doc)
    panel = QuestionsPanel(app, state, pending, page)
    page.show_dialog(ft.AlertDialog(
        title=ft.Text(app.t("lp.ui.q.open")), scrollable=True,
        content=ft.Column(panel.controls(), tight=True, spacing=8, width=380),
        actions=[ident("lpq-close", ft.TextButton("OK", height=48, on_click=lambda _: page.pop_dialog()))]))
    return panel
