"""Hundsgemein's questions screen (issue 29), without a renderer: one tap from the game's app bar, every
choice a tap, and each answer the scorers' from the game on the table and its log."""

from __future__ import annotations

import pytest
from test_app_components import FakePage, find, ready_game

from referee_app.games.hundsgemein.questions import log_boards
from referee_app.games.hundsgemein.screen import GameScreen
from referee_app.state import AppState
from referee_app.store import Store
from scorers.hundsgemein.geometry import index


@pytest.fixture
def app(tmp_path):
    return AppState(Store(tmp_path / "games.sqlite3"), device_language="en")


def open_questions(screen, page):
    view = screen.view()
    find(view.appbar.actions, "hg-questions").on_click(None)
    return page.dialogs[-1].content


def test_the_questions_answer_from_the_board_and_the_log(app):
    """A wrong tile (Ben's type 1 beside Anna's) may be challenged while nobody laid after it, and stays
    once Chloé has laid; may a flea go here, and who takes H1's dog, are answered from the same board,
    each rule with its button to the book."""
    game_id = ready_game(app)
    page = FakePage()
    screen = GameScreen(page, app, game_id, lambda *r: None)
    screen.view()
    screen.tap_block(index(0, 0))                        # Anna's type 1 at row 1, column 1
    screen.choose(player=1)
    screen.tap_block(index(1, 1))                        # Ben's type 1 beside it: HG-ADJ, unnoticed
    dialog = open_questions(screen, page)
    find(dialog, "hgq-block-2-2").on_click(None)
    stays = find(dialog, "hgq-stays-answer").content.controls
    assert stays[0].value == "It may still be challenged." and "No tile was laid after" in stays[1].value
    find(dialog, "hgq-stays-answer-rule-HG-STAYS")
    find(dialog, "hgq-block-1-2").on_click(None)
    place = find(dialog, "hgq-place-answer").content.controls
    assert place[0].value == "No." and "HG-ADJ" in [r.controls[0].value for r in place[3].controls]
    find(dialog, "hgq-block-6-6").on_click(None)
    assert find(dialog, "hgq-place-answer").content.controls[0].value == "Yes."
    find(dialog, "hgq-street-H1").on_click(None)
    dog = find(dialog, "hgq-dog-answer").content.controls
    assert dog[0].value == "Nobody takes the dog of street H1: it is discarded."

    screen.choose(player=2)
    screen.tap_block(index(4, 4))                        # Chloé lays: the next player has played
    dialog = open_questions(screen, page)
    find(dialog, "hgq-block-2-2").on_click(None)
    stays = find(dialog, "hgq-stays-answer").content.controls
    assert stays[0].value == "It stays, and it counts in the scoring."
    assert "One tile was laid after" in stays[1].value


def test_the_log_boards_are_the_saved_rows_as_cells():
    """A saved board's rows become cells: a tile's token, or None for an empty block or the centre."""
    rows = [".. .. .. .. .. .. .."] * 3 + [".. .. .. ## .. .. .."] + [".. .. .. .. .. .. a3"] * 3
    (board,) = log_boards([rows, None])
    assert len(board) == 49 and board[24] is None and board[48] == "a3" and board[0] is None
