"""Hundsgemein's rules questions (issue 29), one tap from the game's app bar (`hg-questions`): may this flea
go here, who takes this street's dog, what if a wrong tile went unnoticed. Everything is tapped (a block of
a small copy of the board, a seat, a flea type, a street); each answer is `scorers.hundsgemein.questions`'s,
from the game as it stands and, for a wrong tile, from the game's log (its saved revisions)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import flet as ft

from referee_app.components.answer import Answer
from referee_app.components.choice import Choice
from referee_app.components.common import ident, section
from referee_app.games.hundsgemein import document as hg
from referee_app.state import AppState
from scorers.hundsgemein import questions as q
from scorers.hundsgemein.checks import block_phrase
from scorers.hundsgemein.geometry import CENTRE_INDEX, STREET_IDS, index
from scorers.hundsgemein.model import CENTRE_MARK, EMPTY, HundsgemeinState
from scorers.hundsgemein.rules import BOARD_SIZE, FLEA_TYPES, PLAYER_LETTERS

CELL = 40  # a block of the questions' board: 7 of them and their gaps fit a phone's dialog
DEFAULT_BLOCK = 0  # the north-west corner, chosen until the table taps another


def log_boards(rows_by_revision: Sequence[Sequence[str] | None]) -> list[tuple[str | None, ...]]:
    """The game's boards as the log keeps them (rows of cell tokens), as cells: a tile's token, or None."""
    boards: list[tuple[str | None, ...]] = []
    for rows in rows_by_revision:
        if rows is None:
            continue
        cells = [token for row in rows for token in row.split()]
        boards.append(tuple(None if token in (EMPTY, CENTRE_MARK) else token for token in cells))
    return boards


def saved_boards(app: AppState, game_id: str, revision: int) -> list[tuple[str | None, ...]]:
    """The boards of the game's saved revisions up to the one shown, oldest first (redo steps left out)."""
    rows: list[Sequence[str] | None] = []
    for number, text in sorted(app.store.games.revision_data(game_id)):
        if number > revision:
            continue
        try:
            rows.append(json.loads(text)["file"]["board"])
        except (TypeError, ValueError, KeyError):
            rows.append(None)  # a revision that cannot be read says nothing of when a tile was laid
    return log_boards(rows)


class QuestionsPanel:
    """The three questions over one game state (`state`) and its log (`boards`, oldest first). Identifiers:
    `hgq-block-<r>-<c>` (1-based), `hgq-player-<i>`, `hgq-flea-<n>`, `hgq-street-<id>`, and the answers
    `hgq-place-answer`, `hgq-stays-answer`, `hgq-dog-answer` (each rule's button `<answer>-rule-<ID>`)."""

    def __init__(self, app: AppState, state: HundsgemeinState, boards: Sequence[Sequence[Any]],
                 player: int = 0, page: ft.Page | None = None) -> None:
        self.app, self.state, self.boards = app, state, boards
        t = app.t
        self.block = DEFAULT_BLOCK
        self.cells: dict[int, ft.Container] = {}
        grid = []
        for r in range(BOARD_SIZE):
            row = []
            for c in range(BOARD_SIZE):
                b = index(r, c)
                cell = ft.Container(ft.Text(self._token(b), size=12), width=CELL, height=CELL,
                                    alignment=ft.Alignment.CENTER, border_radius=4,
                                    border=ft.Border.all(1, ft.Colors.OUTLINE),
                                    on_click=lambda _, b=b: self.pick_block(b))
                self.cells[b] = cell
                row.append(ident(f"hgq-block-{r + 1}-{c + 1}", cell))
            grid.append(ft.Row(row, spacing=2, tight=True))
        self.grid = ft.Column(grid, spacing=2, tight=True)
        self.where = ft.Text(size=13, italic=True)
        names = state.names
        self.player = Choice("hgq-player", [(str(i), n) for i, n in enumerate(names)], self._place,
                             value=str(player % len(names)))
        self.flea = Choice("hgq-flea", [(str(f), t("hg.ui.q.flea", flea=f)) for f in FLEA_TYPES], self._place)
        self.street = Choice("hgq-street", [(s, s) for s in STREET_IDS], self._dog)
        self.place_answer = Answer(app, "hgq-place-answer", page)
        self.stays_answer = Answer(app, "hgq-stays-answer", page)
        self.dog_answer = Answer(app, "hgq-dog-answer", page)
        self.pick_block(DEFAULT_BLOCK)
        self._dog()

    def _token(self, block: int) -> str:
        tile = self.state.board[block] if self.state.board is not None else None
        if tile is None:
            return "##" if block == CENTRE_INDEX else ""
        return f"{PLAYER_LETTERS[tile.player]}{tile.flea}"

    def pick_block(self, block: int) -> None:
        self.block = block
        for b, cell in self.cells.items():
            cell.bgcolor = ft.Colors.PRIMARY_CONTAINER if b == block else None
        self.where.value = self.app.say(block_phrase(block))
        self._place()
        self.stays_answer.show(q.wrong_tile(self.state, block, q.tiles_laid_since(self.boards, block)))

    def _place(self, _: Any = None) -> None:
        self.place_answer.show(q.may_place(self.state, int(self.player.value), int(self.flea.value), self.block))

    def _dog(self, _: Any = None) -> None:
        self.dog_answer.show(q.street_dog(self.state, self.street.value))

    def controls(self) -> list[ft.Control]:
        t = self.app.t
        return [
            ident("hgq-title", section(t("hg.ui.q.place"))), ft.Text(t("hg.ui.q.place_help"), size=12),
            self.grid, self.where,
            ft.Text(t("hg.ui.q.player")), self.player.control, self.flea.control, self.place_answer.control,
            ft.Divider(),
            section(t("hg.ui.q.stays")), ft.Text(t("hg.ui.q.stays_help"), size=12), self.stays_answer.control,
            ft.Divider(),
            section(t("hg.ui.q.dog")), self.street.control, self.dog_answer.control,
        ]


def open_questions(page: ft.Page, app: AppState, record: Any, doc: hg.HgDocument, player: int = 0) -> QuestionsPanel:
    """Show the questions over the game's screen, in a dialog (a rule's button closes it and opens the book
    at that clause; back returns to the game)."""
    panel = QuestionsPanel(app, hg.state_of(doc), saved_boards(app, record.id, record.revision), player, page)

    def close(_: Any) -> None:
        page.pop_dialog()

    page.show_dialog(ft.AlertDialog(
        title=ft.Text(app.t("hg.ui.q.open")), scrollable=True,
        content=ft.Column(panel.controls(), tight=True, spacing=8, width=380),
        actions=[ident("hgq-close", ft.TextButton("OK", height=48, on_click=close))]))
    return panel
