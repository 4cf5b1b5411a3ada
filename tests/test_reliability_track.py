"""Issue 12, app defects 4 and 5 on Numeri / Fröscheln.

4. After a move the panel said "Ben's turn."; Home and back (or a reload) showed Anna's roll again: whose
   turn it is, the roll chosen and what the last move said are now part of the saved document.
5. The Boards tab showed pydantic's raw "String should have at least 1 character" before anything was typed,
   in English even in French.
"""

from __future__ import annotations

import pytest

from referee_app.components.track_game import GameScreen
from referee_app.fronts import front
from referee_app.models import track as tm
from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import find_game

from test_app_components import FakePage, find, texts

PLAYERS = [{"name": "Anna", "colour": "yellow"}, {"name": "Ben", "colour": "blue"}]


@pytest.fixture
def app(tmp_path):
    return AppState(Store(tmp_path / "games.sqlite3"), device_language="en")


def new_game(app: AppState, game: str = "numeri") -> str:
    info = find_game(game)
    return app.create_game(info, "Anna, Ben", front(info).new_document(info, PLAYERS, None)).id


def open_screen(app: AppState, game_id: str) -> GameScreen:
    screen = GameScreen(FakePage(), app, game_id, lambda *r: None)
    screen.view()
    return screen


# --- defect 4 -------------------------------------------------------------------------------------

@pytest.mark.parametrize("game", ["numeri", "froscheln"])
def test_whose_turn_it_is_survives_going_home_and_back(app, game):
    game_id = new_game(app, game)
    screen = open_screen(app, game_id)
    screen.referee.choose_roll(4)
    move = screen.referee.answer.moves[0]
    screen.referee.apply(move.tokens, move.extra_roll)
    assert find(screen.body.controls, "referee-message").value == "Ben's turn."
    again = open_screen(app, game_id)                      # Home and back: a new screen on the saved game
    assert again.referee.seat == 1
    assert find(again.body.controls, "referee-message").value == "Ben's turn."
    assert "Ben's roll:" in texts(again.body.controls)
    again.referee.choose_roll(2)                           # a roll chosen, not played yet, is kept too
    third = open_screen(app, game_id)
    assert third.referee.roll == 2 and third.referee.answer is not None and third.referee.answer.moves


def test_an_extra_turn_keeps_the_player_after_a_reload(app):
    game_id = new_game(app)
    screen = open_screen(app, game_id)
    for token, cell in ((1, 0), (2, 1)):
        screen.tap_cell(cell)
        screen.tap_token(0, token)
    screen.referee.choose_roll(3)
    move = next(m for m in screen.referee.answer.moves if m.extra_roll)
    screen.referee.apply(move.tokens)
    again = open_screen(app, game_id)
    assert again.referee.seat == 0 and again.referee.message.value == "Anna rolls again."


def test_undo_of_a_move_gives_back_the_turn_and_the_roll(app):
    game_id = new_game(app)
    screen = open_screen(app, game_id)
    screen.referee.choose_roll(4)
    screen.referee.apply(screen.referee.answer.moves[0].tokens)
    screen.undo()
    assert (screen.referee.seat, screen.referee.roll) == (0, 4) and screen.referee.message.value == ""


def test_a_pass_hands_the_turn_on_and_says_so(app):
    game_id = new_game(app)
    screen = open_screen(app, game_id)
    screen.referee.next_player()
    assert open_screen(app, game_id).referee.message.value == "Ben's turn."


def test_a_document_saved_before_the_turn_was_kept_opens_on_the_first_player():
    doc = tm.new_document("numeri", PLAYERS)
    old = doc.model_dump(mode="json")
    del old["turn"]
    loaded = tm.TrackDocument.model_validate(old)
    assert loaded.turn == tm.TurnState(seat=0, roll=None, said=None)


def test_a_turn_that_cannot_be_is_refused():
    doc = tm.new_document("numeri", PLAYERS).model_dump(mode="json")
    with pytest.raises(ValueError):
        tm.TrackDocument.model_validate({**doc, "turn": {"seat": 2}})
    with pytest.raises(ValueError):
        tm.TrackDocument.model_validate({**doc, "turn": {"roll": 7}})
    assert isinstance(tm.set_roll(tm.new_document("numeri", PLAYERS), 6), tm.Refusal)
