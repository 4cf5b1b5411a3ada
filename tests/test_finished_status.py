"""A game the rules have ended is a finished game in the saved-games list, History and the statistics, not
only on its own screen (review at 360 px: Hundsgemein said "La partie est finie : aucune des tuiles restantes
ne peut être posée" and Loopit "la table a constaté…", each with its winner, while Home listed them under
"Reprendre … en cours" and History left them out until "Marquer comme terminée" was found). Undo takes the
end back. Street counts stay open until the table says (HG: counts tell nothing of the end)."""

from __future__ import annotations

import pytest
from test_app_components import ready_game

from referee_app.games.hundsgemein import document as hg
from referee_app.games.loopit import document as lp
from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import find_game

from hg_helpers import DOGS, played_game


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, device_language="fr")
    store.close()


def test_HG_END_a_board_where_no_tile_can_go_is_a_finished_game(app):
    """HG-END: the game ends when no tile left in any player's supply can be placed legally."""
    game_id = ready_game(app)  # three players, the dogs on their streets
    moves = played_game(3)
    for seat, flea, row, column in moves[:-1]:
        doc = hg.HgDocument.model_validate(app.record(game_id).data)
        app.apply(game_id, hg.place(doc, row * 7 + column, seat, flea))
    assert app.record(game_id).status == "in_progress"
    seat, flea, row, column = moves[-1]
    doc = hg.HgDocument.model_validate(app.record(game_id).data)
    record = app.apply(game_id, hg.place(doc, row * 7 + column, seat, flea)).record
    assert record.status == "finished"
    assert app.store.records.history_entry(game_id) is not None  # in History and the statistics
    assert app.undo(game_id).status == "in_progress"      # the last tile taken back: open again


def test_HG_street_counts_stay_open_until_the_table_says_the_game_is_over(app):
    game_id = ready_game(app)
    doc = hg.HgDocument.model_validate(app.record(game_id).data)
    doc = app.apply(game_id, hg.set_entry(doc, "counts")).record
    doc = hg.HgDocument.model_validate(app.record(game_id).data)
    record = app.apply(game_id, hg.set_count(doc, "H1", "Anna", 3)).record
    assert record.status == "in_progress"
    assert DOGS  # the dogs of ready_game: a scorable game, not an unfinished set-up


def test_LP_END_the_table_saying_nobody_can_lay_finishes_the_game(app):
    """LP-END: the game ends when every tile is laid or nobody can lay a tile (here the table says so)."""
    players = [{"name": "Anna", "colour": "red"}, {"name": "Ben", "colour": "blue"}]
    record = app.create_game(find_game("loopit"), "Anna, Ben", lp.new_document(players, "standard", "board"))
    for typed in ("28", "12"):
        doc = lp.LoopitDocument.model_validate(app.record(record.id).data)
        app.apply(record.id, lp.declare_points(doc, typed))
    assert app.record(record.id).status == "in_progress"
    doc = lp.LoopitDocument.model_validate(app.record(record.id).data)
    assert app.apply(record.id, lp.set_blocked(doc, True)).record.status == "finished"
    assert app.store.records.history_entry(record.id) is not None
    assert app.undo(record.id).status == "in_progress"
