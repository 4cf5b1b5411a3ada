"""Issue 17: "Add a player" is offered only while the game takes one more player, on every set-up form
(the common form and the games' own forms). Built without a renderer (see test_app_components)."""

from __future__ import annotations

from typing import Any

import flet as ft
import pytest
from test_app_components import FakePage, controls_in

from referee_app.components.new_game import NewGameForm
from referee_app.fronts import front, has_front
from referee_app.games.paleo.setup import PaleoSetup
from referee_app.games.paleo_games.setup import SetupForm
from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import GAMES, find_game

#: Games whose set-up is about sides or teams rather than players: they offer "Add a side" instead.
NO_ADD_PLAYER = {"posters"}


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, "en")
    store.close()


def add_button(control: Any) -> ft.Semantics | None:
    """The Semantics node `add-player` (the node itself, which the forms hide), or None."""
    return next((item for item in controls_in(control)
                 if isinstance(item, ft.Semantics) and item.identifier == "add-player"), None)


def offered(view: ft.View) -> bool:
    node = add_button(view.controls)
    assert node is not None, "the form has an add-player button"
    return node.visible is not False and node.content.visible is not False


def setup_view(app: AppState, game) -> ft.View:
    custom = front(game).setup_view
    return custom(FakePage(), app, game, lambda *r: None) if custom else NewGameForm(FakePage(), app, game,
                                                                                      lambda *r: None).view()


@pytest.mark.parametrize("game", [g for g in GAMES if has_front(g) and g.id not in NO_ADD_PLAYER],
                         ids=lambda g: g.id)
def test_add_player_is_offered_only_when_the_game_takes_more_than_its_first_seats(app, game):
    """A new form seats the game's minimum: a game for exactly two players offers no third seat."""
    assert offered(setup_view(app, game)) == (game.max_players > game.min_players)


@pytest.mark.parametrize("make", [
    lambda app: NewGameForm(FakePage(), app, find_game("hundsgemein"), lambda *r: None),
    lambda app: SetupForm(FakePage(), app, find_game("paleo-kayak"), lambda *r: None),
    lambda app: PaleoSetup(FakePage(), app, find_game("paleo"), lambda *r: None),
], ids=["common", "paleo_games", "paleo"])
def test_add_player_goes_when_every_seat_is_taken_and_comes_back_when_one_is_freed(app, make):
    form = make(app)
    view = form.view()
    for _ in range(form.game.max_players):  # bounded: a button that never goes must not hang the test
        if not offered(view):
            break
        form.add()
    seated = form.players if isinstance(form, NewGameForm) else form.names
    assert len(seated) == form.game.max_players and not offered(view)
    if isinstance(form, NewGameForm):
        form.players.pop()
        form._changed()
    else:
        form.drop(0) if isinstance(form, SetupForm) else form.drop()
    assert offered(view)


def test_add_a_side_goes_once_the_fourth_side_is_seated(app):
    """Défense d'afficher takes 2 to 4 sides (PO-SIDES; a side may be a team of two, so up to 8 players):
    "Add a side" goes with the fourth side, and comes back when one is dropped (it stayed, doing nothing)."""
    from referee_app.games.posters.setup import SetupForm as PostersSetup
    from scorers.posters.rules import MAX_SIDES

    form = PostersSetup(FakePage(), app, find_game("posters"), lambda *r: None)
    view = form.view()

    def side_offered() -> bool:
        node = next(item for item in controls_in(view.controls)
                    if isinstance(item, ft.Semantics) and item.identifier == "po-add-side")
        return node.visible is not False and node.content.visible is not False

    for _ in range(2 * MAX_SIDES):  # bounded: a button that never goes must not hang the test
        if not side_offered():
            break
        form.add_side()
    assert len(form.sides) == MAX_SIDES and not side_offered()
    form.sides.pop()
    form._changed()
    assert side_offered()
