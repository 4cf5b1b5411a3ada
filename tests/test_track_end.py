"""The end of a track game in the app (reviewer's findings): once the rules say the game is over (FRO-END: a
player cannot move after the Princess was reached; NU-END: the last three cells held), no roll or move is taken
any more, the score names the winner, the game is marked finished, and undo takes it all back; a refused
placement or the end leaves no stale cell or turn on the screen."""

from __future__ import annotations

import pytest
from test_app_components import FakePage, find

from referee_app.changes import Change, Refusal
from referee_app.fronts import front
from referee_app.games.track import document as tm
from referee_app.games.track.screen import GameScreen
from referee_app.state import AppState
from referee_app.store import Store
from scorers.i18n import render
from scorers.registry import find_game
from scorers.track import example_boards

THREE = [{"name": "Anna", "colour": "yellow"}, {"name": "Ben", "colour": "blue"},
         {"name": "Chloé", "colour": "green"}]
TWO = THREE[:2]
NUMERI_CELLS = len(example_boards("numeri")["numeri-example"]["cells"])


@pytest.fixture
def app(tmp_path):
    return AppState(Store(tmp_path / "games.sqlite3"), device_language="en")


def screen_of(app, game: str, players) -> GameScreen:
    info = find_game(game)
    record = app.create_game(info, ", ".join(p["name"] for p in players),
                             front(info).new_document(info, players, None))
    screen = GameScreen(FakePage(), app, record.id, lambda *r: None)
    screen.view()
    return screen


def place_all(screen: GameScreen, spots: dict[tuple[int, int], int]) -> None:
    for (seat, token), cell in spots.items():
        assert screen.change(lambda d, s=seat, k=token, c=cell: tm.place(d, s, k, c - 1))


#: the reviewer's table (example board, 36 cells, the Princess on 36): Anna's frog 1 on the Princess, Ben's
#: frog 1 on 35, Chloé's frog 1 on 34; Chloé rolls 1 and her frog 1 has no free cell ahead
PRINCESS_TABLE = {(0, 1): 36, (1, 1): 35, (2, 1): 34}


def test_fro_end_the_game_is_over_when_a_player_cannot_move_after_the_princess(app):
    """FRO-END: once a frog has reached the Princess (x5), the game ends as soon as a player cannot move. The
    sheet: « dès qu'un joueur ne peut plus déplacer de grenouille, le jeu est fini et on compte les points »."""
    screen = screen_of(app, "froscheln", THREE)
    place_all(screen, PRINCESS_TABLE)
    screen.referee.choose_player(2)
    screen.referee.choose_roll(1)
    assert screen.doc.finished and app.record(screen.game_id).status == "finished"
    assert screen.report.over is True
    assert render(screen.report.end, "en") == "Chloé cannot move, and the Princess has been reached: the game is over."
    # no roll, move or turn is taken any more: refused with the rule in words
    before = screen.doc
    for refused in (tm.set_roll(before, 2), tm.move(before, 0, 2, (2,)), tm.set_turn(before, 0, "next_player")):
        assert isinstance(refused, Refusal)
        (reason,) = refused.reasons  # the rule's id a tap away (the banner), its words in the line
        assert reason.params["rule"] == "FRO-END" and "Chloé cannot move" in render(reason, "en")
    screen.referee.choose_roll(3)
    screen.referee.choose_player(0)
    assert screen.doc == before
    # the panel says no one's turn
    assert not screen.referee.message_box.visible and not screen.referee.roll_of.value
    screen.tab = "score"
    screen.refresh()
    assert find(screen.body.controls, "score-winner").value == "Winner: Anna"
    # undo takes the end back: the roll, the mark, the status
    screen.undo()
    assert not screen.doc.finished and screen.doc.turn.roll is None
    assert app.record(screen.game_id).status == "in_progress" and screen.report.over is None


def test_fro_end_a_correction_of_the_table_that_frees_a_cell_reopens_the_game():
    """FRO-END: the end holds while the player really cannot move; lifting a frog that blocked them (a typing
    mistake) reopens the game."""
    doc = tm.new_document("froscheln", THREE)
    for (seat, token), cell in PRINCESS_TABLE.items():
        doc = tm.place(doc, seat, token, cell - 1).doc
    doc = tm.set_roll(tm.set_turn(doc, 2).doc, 1).doc
    assert doc.finished
    reopened = tm.lift(doc, 1, 1)
    assert isinstance(reopened, Change) and not reopened.doc.finished
    assert isinstance(tm.set_roll(reopened.doc, 2), Change)


def test_fro_end_reopened_by_the_table_takes_rolls_again():
    """FRO-END is the rules' end; "Reopen" on the score is the table's word over it: rolls are taken again."""
    doc = tm.new_document("froscheln", THREE)
    for (seat, token), cell in PRINCESS_TABLE.items():
        doc = tm.place(doc, seat, token, cell - 1).doc
    doc = tm.set_roll(tm.set_turn(doc, 2).doc, 1).doc
    reopened = tm.set_finished(doc, False).doc
    assert not reopened.finished and isinstance(tm.set_roll(reopened, 2), Change)


def test_fro_end_a_player_who_can_move_does_not_end_the_game():
    """FRO-END: only a player who cannot move ends the game; a roll that can be played is not an end."""
    doc = tm.new_document("froscheln", THREE)
    for (seat, token), cell in PRINCESS_TABLE.items():
        doc = tm.place(doc, seat, token, cell - 1).doc
    rolled = tm.set_roll(tm.set_turn(doc, 2).doc, 2).doc  # frog 2 enters: a move
    assert not rolled.finished and tm.report(rolled).over is None


def numeri_almost_over(screen: GameScreen) -> None:
    """Ben on the last two cells (25 and 30), Anna's token 2 just before the 20: her 2 fills the last three."""
    place_all(screen, {(1, 1): NUMERI_CELLS, (1, 2): NUMERI_CELLS - 1, (0, 2): NUMERI_CELLS - 3})


def test_nu_end_reached_by_a_move_marks_the_game_finished_and_takes_no_more_rolls(app):
    """NU-END: the game ends as soon as the last three cells (the yellow ones) are all occupied."""
    screen = screen_of(app, "numeri", TWO)
    numeri_almost_over(screen)
    screen.referee.choose_player(0)
    screen.referee.choose_roll(2)
    (move,) = screen.referee.shown
    screen.referee.apply(move.tokens, move.extra_roll)
    assert screen.report.over is True and screen.doc.finished
    assert app.record(screen.game_id).status == "finished"
    # "Ben's turn." is not said after the end
    assert not screen.referee.message_box.visible and not screen.referee.roll_of.value
    refused = tm.set_roll(screen.doc, 3)
    assert isinstance(refused, Refusal) and refused.reasons[0].params["rule"] == "NU-END"
    assert render(refused.reasons[0], "fr") == "Les trois dernières cases sont occupées : la partie est finie."
    assert isinstance(tm.set_turn(screen.doc, 1, "next_player"), Refusal)
    screen.undo()
    assert not screen.doc.finished and app.record(screen.game_id).status == "in_progress"


def test_nu_end_reached_by_placing_tokens_marks_the_game_finished(app):
    """NU-END: the game ends as soon as the last three cells are all occupied, however the table got there
    (placing the tokens as they stand); a correction that empties one reopens it."""
    screen = screen_of(app, "numeri", TWO)
    place_all(screen, {(1, 1): NUMERI_CELLS, (1, 2): NUMERI_CELLS - 1})
    assert not screen.doc.finished
    place_all(screen, {(0, 1): NUMERI_CELLS - 2})
    assert screen.doc.finished and app.record(screen.game_id).status == "finished"
    lifted = tm.lift(screen.doc, 0, 1)
    assert not lifted.doc.finished


def test_a_refused_placement_lets_go_of_the_chosen_cell(app):
    """TR-ONE-PER-CELL refused a placement: the cell chosen for it is let go of (it stayed chosen all game,
    and its prompt "Cell 5 (..): tap the token on it" with it)."""
    screen = screen_of(app, "numeri", TWO)
    place_all(screen, {(0, 1): 5})
    screen.tap_cell(4)  # the cell of Anna's token 1, chosen
    screen.tap_token(1, 1)  # Ben's token 1 there: refused, the cell is taken
    assert screen.doc.file["tokens"]["Ben"][0] is None and screen.refusal_shown
    assert screen.pending is None and "Cell 5" not in screen.cell_info.value


def test_a_roll_after_a_chosen_cell_lets_go_of_it(app):
    """A cell chosen, then a roll or a move: the cell prompt does not stay for the rest of the game."""
    screen = screen_of(app, "numeri", TWO)
    screen.tap_cell(3)
    screen.referee.choose_roll(4)
    assert screen.pending is None and "Cell 4" not in screen.cell_info.value
